package logic

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"grille/solve"
	"grille/solve/shikaku"
)

func mustParse(t *testing.T, s string) shikaku.Puzzle {
	t.Helper()
	p, err := shikaku.ParseOne("test", []byte(s))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestRules: each rule is the first step on a small board made for it,
// with the step's effects as `grille explain --json` writes them. The
// boards were found by a search for the smallest board on which each
// rule is the simplest one that applies; the expected steps were checked
// by hand.
func TestRules(t *testing.T) {
	cases := []struct {
		name, grid string
		rects      []shikaku.Rect // the player's
		tech       string
		effects    string
		where      string
	}{
		// Four 1s: each clue's only rectangle is its own cell.
		{"only rectangle", "1 1\n1 1", nil, "only-rectangle",
			`{"place":[{"row":0,"col":0,"height":1,"width":2}]}`, ""},
		// The top-left cell is reachable only by the 2 at r1c2, lying.
		{"only cover", ". 2 . 2\n. 2 2 .", []shikaku.Rect{{Row: 1, Col: 0, Height: 1, Width: 2}}, "only-cover",
			`{"place":[{"row":0,"col":0,"height":1,"width":2}]}`, "the cell r1c1"},
		// Both rectangles of the 4 at r1c1 (1×4, 2×2) cover r1c1–r1c2,
		// so the other 4's square over r1c2 goes.
		{"common cells", "4 . . .\n. . 4 .", nil, "common-cells",
			`{"place":[],"exclude":[{"row":0,"col":1,"height":2,"width":2}]}`, "the clue 4 at r1c1"},
		// Only the 4 at r1c2 reaches r1c1: its square r1c2 2×2 misses it.
		{"cell of one clue", ". 4 . .\n. . . 3\n2 . 3 .", nil, "one-clue-cell",
			`{"place":[],"exclude":[{"row":0,"col":1,"height":2,"width":2}]}`, "the cell r1c1"},
		// The 4 at r1c4 lying along row 1 from c2 walls r1c1 in.
		{"no room", ". . . 4 .\n4 . . . 2", nil, "no-room",
			`{"place":[],"exclude":[{"row":0,"col":1,"height":1,"width":4}]}`, "the clue 4 at r1c4"},
		{"trial", "2 . 1\n. 3 .\n2 . 2\n. 2 .", []shikaku.Rect{{Row: 0, Col: 2, Height: 1, Width: 1}}, "trial",
			`{"place":[],"exclude":[{"row":1,"col":0,"height":2,"width":1}]}`, "the clue 2 at r3c1"},
	}
	// The first case's answer depends on the clue order: the first clue's
	// one rectangle is its own cell.
	cases[0].effects = `{"place":[{"row":0,"col":0,"height":1,"width":1}]}`
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := mustParse(t, c.grid)
			d, out, err := Next(context.Background(), solve.Position[shikaku.Puzzle]{Puzzle: p, Play: p.WithRects(c.rects)})
			if err != nil || out != solve.Progressed {
				t.Fatalf("outcome %v, %v", out, err)
			}
			if d.Technique.ID != c.tech {
				t.Fatalf("technique %s (%s), want %s", d.Technique.ID, d.Text, c.tech)
			}
			got, _ := json.Marshal(d.Effects)
			if string(got) != c.effects {
				t.Errorf("effects %s, want %s", got, c.effects)
			}
			if c.where != "" && d.Where != c.where {
				t.Errorf("where %q, want %q", d.Where, c.where)
			}
			if _, ok := d.Hint.(shikaku.StepMark); !ok {
				t.Errorf("hint %T", d.Hint)
			}
		})
	}
}

func TestOutcomes(t *testing.T) {
	cases := []struct {
		name, grid string
		rects      []shikaku.Rect
		want       solve.StepOutcome
		text       string
	}{
		{"solved by the player", "1", []shikaku.Rect{{Row: 0, Col: 0, Height: 1, Width: 1}}, solve.StepSolved, ""},
		{"two solutions", "2 .\n. 2", nil, solve.Stuck, ""},
		{"clue sum", "3 .\n. .", nil, solve.Contradiction, "add up to 3"},
		{"no rectangle fits", "5 . .\n. . .\n. . 4", nil, solve.Contradiction, "no rectangle of area 5"},
		{"player's rectangle holds two clues", "2 .\n2 .", []shikaku.Rect{{Row: 0, Col: 0, Height: 2, Width: 1}}, solve.Contradiction, "two clues"},
		// A legal domino, not the solution's: the rules go on from it.
		{"player's rectangle consistent", "2 .\n. 2", []shikaku.Rect{{Row: 0, Col: 0, Height: 1, Width: 2}}, solve.Progressed, ""},
		// The 2 lying along row 1 leaves the 4 no 2×2 square.
		{"player's rectangle walls a clue in", "2 . .\n. . 4", []shikaku.Rect{{Row: 0, Col: 0, Height: 1, Width: 2}}, solve.Contradiction, "cannot all be right"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := mustParse(t, c.grid)
			d, out, err := Next(context.Background(), solve.Position[shikaku.Puzzle]{Puzzle: p, Play: p.WithRects(c.rects)})
			if err != nil {
				t.Fatal(err)
			}
			if out != c.want {
				t.Fatalf("outcome %v (%s), want %v", out, d.Text, c.want)
			}
			if c.text != "" && !strings.Contains(d.Text, c.text) {
				t.Errorf("text %q, want it to say %q", d.Text, c.text)
			}
		})
	}
}

// TestNextKeepsItsInput: Next on the same position twice gives the same
// step; the notes it was given are not changed.
func TestNextKeepsItsInput(t *testing.T) {
	p := mustParse(t, "7x7:h14a35zl")
	ctx := context.Background()
	d1, _, _ := Next(ctx, solve.Position[shikaku.Puzzle]{Puzzle: p, Play: p})
	pos := solve.Position[shikaku.Puzzle]{Puzzle: p, Play: d1.Next, Notes: d1.Notes}
	before := d1.Notes.(notes).s.clone()
	a, _, _ := Next(ctx, pos)
	b, _, _ := Next(ctx, pos)
	if a.Text != b.Text || !reflect.DeepEqual(a.Effects, b.Effects) {
		t.Errorf("two calls differ: %q, %q", a.Text, b.Text)
	}
	after := d1.Notes.(notes).s
	if !reflect.DeepEqual(before.alive, after.alive) || !reflect.DeepEqual(before.placed, after.placed) {
		t.Error("Next changed the notes it was given")
	}
	if len(d1.Next.Rects) == len(p.Rects) && len(d1.Mark.(shikaku.StepMark).Placed) > 0 {
		t.Error("the board after a placement has no more rectangles")
	}
}
