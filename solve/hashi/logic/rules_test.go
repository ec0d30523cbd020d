package logic

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"grille/solve"
	"grille/solve/hashi"
)

func mustParse(t *testing.T, s string) hashi.Puzzle {
	t.Helper()
	p, err := hashi.ParseOne("test", []byte(s))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestRules: each rule is the first step on a small board made for it,
// with the step's effects as `grille explain --json` writes them. The
// boards were found by a search for the smallest board on which each rule
// is the simplest that applies; the steps were checked by hand. Bridges
// are the player's, by island index (row-major).
func TestRules(t *testing.T) {
	cases := []struct {
		name, grid string
		bridges    []hashi.Bridge
		tech       string
		effects    string
		text       string
	}{
		// Two 1s facing each other: each has one neighbour.
		{"all bridges", ". . 1 .\n. . . .\n. . . .\n. . 1 .", nil, "all-bridges",
			`{"settle":[{"r1":0,"c1":2,"r2":3,"c2":2,"count":1}]}`, "every bridge"},
		// The 3 at r4c2 has its double up and one bridge right: full.
		{"island complete", ". 2 . .\n. . . 1\n. . . .\n. 3 . 2",
			[]hashi.Bridge{{A: 0, B: 2, Count: 2}, {A: 1, B: 3, Count: 1}, {A: 2, B: 3, Count: 1}}, "island-complete",
			`{"settle":[{"r1":3,"c1":1,"r2":3,"c2":3,"count":1}]}`, "already has all its bridges"},
		// A 3 in a corner with two neighbours: 2n−1.
		{"one to each", ". . . .\n. 2 . 3\n. . . .\n. 2 . 3", nil, "one-each",
			`{"settle":[],"min":[{"r1":1,"c1":1,"r2":1,"c2":3,"count":1},{"r1":1,"c1":3,"r2":3,"c2":3,"count":1}]}`, "at least one to each"},
		// The 2 at r2c1 has one bridge down: one more at most to the right.
		{"at most", ". . . .\n2 . 2 .\n. . . .\n2 . 2 .", []hashi.Bridge{{A: 0, B: 2, Count: 1}}, "at-most",
			`{"settle":[]}`, "at most one bridge"},
		{"at least", "3 . 4 . 1\n. . . . .\n3 . 4 . .\n. . . . .\n. . 1 . .",
			[]hashi.Bridge{{A: 0, B: 1, Count: 1}, {A: 0, B: 3, Count: 1}, {A: 1, B: 2, Count: 1}, {A: 3, B: 4, Count: 1}, {A: 4, B: 5, Count: 1}},
			"at-least", `{"settle":[],"min":[{"r1":0,"c1":2,"r2":2,"c2":2,"count":1}]}`, "other neighbours alone"},
		// The player's double r2c3–r5c3 cuts row 3.
		{"no crossing", "2 . . . 3\n. . 2 . .\n2 . . . 2\n. . . . .\n2 . 3 . .", []hashi.Bridge{{A: 2, B: 6, Count: 2}}, "no-crossing",
			`{"settle":[{"r1":2,"c1":0,"r2":2,"c2":4,"count":0}]}`, "blocks every bridge across it"},
		// Four 2s in a square: a double would close off a pair.
		{"no closed group", ". . . .\n2 . 2 .\n. . . .\n2 . 2 .", nil, "no-closed-group",
			`{"settle":[]}`, "close off a group of 2 islands"},
		{"trial", ". 3 . 4 . 3\n. . . . . .\n. 4 . 6 . 4\n. . . . . .\n. . . . . .\n. 2 . 4 . 2",
			[]hashi.Bridge{{A: 0, B: 1, Count: 1}, {A: 0, B: 3, Count: 1}, {A: 1, B: 2, Count: 1}, {A: 2, B: 5, Count: 1}}, "trial",
			`{"settle":[],"min":[{"r1":2,"c1":3,"r2":5,"c2":3,"count":1}]}`, "closed off"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := mustParse(t, c.grid)
			play := p.Clone()
			play.Bridges = c.bridges
			d, out, err := Next(context.Background(), solve.Position[hashi.Puzzle]{Puzzle: p, Play: play})
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
			if !strings.Contains(d.Text, c.text) {
				t.Errorf("text %q, want it to say %q", d.Text, c.text)
			}
			if d.Where == "" {
				t.Error("no Where")
			}
		})
	}
}

// TestCounting: the middle 2, whose left bridge can only be none or a
// double, cannot take a single bridge to the right (0+2 or 2+0): its
// bounds (at least 0, at most 2) say nothing, counting does.
func TestCounting(t *testing.T) {
	p := mustParse(t, "2 . 2 . 2")
	s := newState(newStatic(p))
	s.dom[0] = can0 | can2
	if lo, hi := 2-maxOf[s.dom[0]], 2-minOf[s.dom[0]]; lo > 0 || hi < 2 {
		t.Fatalf("the bounds of the right bridge are %d..%d", lo, hi)
	}
	if got := s.allowed(1, 1); got != can0|can2 {
		t.Errorf("counting leaves the right bridge %03b, want 0 or 2", got)
	}
}

// TestOnlyWayOut: a ring of four islands joined by sure bridges has one
// possible bridge to the rest, r1c3–r1c5.
func TestOnlyWayOut(t *testing.T) {
	p := mustParse(t, "2 . 3 . 2 . 1\n. . . . . . .\n2 . 2 . . . .")
	st := newStatic(p)
	s := newState(st)
	sure := map[hashi.Edge]bool{{A: 0, B: 1}: true, {A: 1, B: 5}: true, {A: 4, B: 5}: true}
	for e, ed := range st.edges {
		if sure[ed] {
			s.dom[e] = can1
		}
	}
	got, ok := s.wayOut()
	if !ok {
		t.Fatal("no step")
	}
	ed := st.edges[got.edges[0]]
	if ed != (hashi.Edge{A: 1, B: 2}) || got.doms[0]&can0 != 0 || len(got.group) != 4 {
		t.Errorf("step on %v to %b, group %v; want 1–2 at least one, a group of 4", ed, got.doms[0], got.group)
	}
}

func TestOutcomes(t *testing.T) {
	cases := []struct {
		name, grid string
		bridges    []hashi.Bridge
		want       solve.StepOutcome
		text       string
	}{
		{"solved by the player", "1 . 1", []hashi.Bridge{{A: 0, B: 1, Count: 1}}, solve.StepSolved, ""},
		{"two solutions", "3 . 3\n. . .\n3 . 3", nil, solve.Stuck, ""},
		{"odd sum", "1 . 2", nil, solve.Contradiction, "cannot get its bridges"},
		{"two pairs", "1 1\n. .\n1 1", nil, solve.Contradiction, ""},
		{"player's double on a 1", "1 . 2 . 1", []hashi.Bridge{{A: 0, B: 1, Count: 2}}, solve.Contradiction, "cannot take 2"},
		{"player's bridges close a group", "1 . 1\n. . .\n2 . 2", []hashi.Bridge{{A: 0, B: 1, Count: 1}}, solve.Contradiction, "closed off"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := mustParse(t, c.grid)
			play := p.Clone()
			play.Bridges = c.bridges
			// Steps until the outcome is not Progressed.
			pos := solve.Position[hashi.Puzzle]{Puzzle: p, Play: play}
			d, out, err := Next(context.Background(), pos)
			for k := 0; out == solve.Progressed && c.want != solve.Progressed && k < 100; k++ {
				pos.Play, pos.Notes = d.Next, d.Notes
				d, out, err = Next(context.Background(), pos)
			}
			if err != nil {
				t.Fatal(err)
			}
			if out != c.want {
				t.Fatalf("outcome %v (%s), want %v", out, d.Text, c.want)
			}
			if !strings.Contains(d.Text, c.text) {
				t.Errorf("text %q, want it to say %q", d.Text, c.text)
			}
		})
	}
}

// TestNextKeepsItsInput: Next on the same position twice gives the same
// step; the notes it was given are not changed.
func TestNextKeepsItsInput(t *testing.T) {
	p := mustParse(t, "7x7m2:2h4b44i5c34a5a2e24f1b")
	ctx := context.Background()
	d1, _, _ := Next(ctx, solve.Position[hashi.Puzzle]{Puzzle: p, Play: p})
	pos := solve.Position[hashi.Puzzle]{Puzzle: p, Play: d1.Next, Notes: d1.Notes}
	before := append([]uint8(nil), d1.Notes.(notes).s.dom...)
	a, _, _ := Next(ctx, pos)
	b, _, _ := Next(ctx, pos)
	if a.Text != b.Text || !reflect.DeepEqual(a.Effects, b.Effects) {
		t.Errorf("two calls differ: %q, %q", a.Text, b.Text)
	}
	if !reflect.DeepEqual(before, d1.Notes.(notes).s.dom) {
		t.Error("Next changed the notes it was given")
	}
}
