package logic_test

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"grille/solve"
	"grille/solve/sudoku"
	"grille/solve/sudoku/logic"
	"grille/solve/sudoku/sudokutest"
)

func TestNextOutcomes(t *testing.T) {
	ctx := context.Background()
	full := sudokutest.Pattern(3)
	broken := full.Clone()
	broken.Cells[1] = broken.Cells[0] // a digit twice in row 1
	holed := broken.Clone()
	holed.Cells[80] = 0
	emptyCell := sudoku.New(3)
	for c := 0; c < 8; c++ {
		emptyCell.Cells[c] = uint8(c + 1)
	}
	emptyCell.Cells[9*4+8] = 9 // r1c9 can be nothing
	cases := []struct {
		name string
		g    sudoku.Grid
		want solve.StepOutcome
	}{
		{"complete", full, solve.StepSolved},
		{"complete with a repeat", broken, solve.Contradiction},
		{"a repeat and a hole", holed, solve.Contradiction},
		{"a cell without candidates", emptyCell, solve.Contradiction},
		{"empty 4×4", sudoku.New(2), solve.Stuck},
	}
	for _, tc := range cases {
		_, out, err := logic.Next(ctx, solve.Position[sudoku.Grid]{Puzzle: tc.g, Play: tc.g})
		if err != nil || out != tc.want {
			t.Errorf("%s: %v, %v; want %v", tc.name, out, err, tc.want)
		}
	}
	if _, _, err := logic.Next(ctx, solve.Position[sudoku.Grid]{Play: sudoku.Grid{Order: 9}}); err == nil {
		t.Error("order 9 accepted")
	}
	// Notes that do not fit the board are ignored, not trusted.
	g := sudokutest.Parse(t, "12345678."+strings.Repeat(".", 72))
	d, out, err := logic.Next(ctx, solve.Position[sudoku.Grid]{Puzzle: g, Play: g, Notes: []uint64{1, 2}})
	if err != nil || out != solve.Progressed || d.Technique.ID != "full-house" {
		t.Errorf("bad notes: %v %v %v", d.Technique, out, err)
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	hard := sudokutest.Parse(t, "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........")
	if _, err := logic.Rate(cancelled, hard); err == nil {
		t.Error("Rate ran on a cancelled context")
	}
}

// TestEffectsJSON: a step's Effects marshal to the fields of
// `grille explain --json`, 0-based.
func TestEffectsJSON(t *testing.T) {
	g := sudokutest.Parse(t, "12345678."+strings.Repeat(".", 72))
	d, _, err := logic.Next(context.Background(), solve.Position[sudoku.Grid]{Puzzle: g, Play: g})
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(d.Effects)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"place":[{"row":0,"col":8,"digit":9}],"cells":[{"row":0,"col":8}]}`; string(b) != want {
		t.Errorf("got %s, want %s", b, want)
	}
	if d.Where != "row 1" || d.Next.At(0, 8) != 9 || g.At(0, 8) != 0 {
		t.Errorf("where %q, next %d, input %d", d.Where, d.Next.At(0, 8), g.At(0, 8))
	}
	if h := d.Hint.(sudoku.StepMark); len(h.Units) != 1 || h.Units[0] != 0 || len(h.Placed) != 0 {
		t.Errorf("hint %+v, want row 1 only", h)
	}
}

// TestCatalogue: every technique has words, a grade and a weight; the
// grades rise with the list.
func TestCatalogue(t *testing.T) {
	l := logic.New()
	seen := map[string]bool{}
	for i, tech := range l.Techniques {
		if tech.ID == "" || tech.Name == "" || tech.Explain == "" || tech.Weight <= 0 || seen[tech.ID] {
			t.Errorf("technique %d: %+v", i, tech)
		}
		seen[tech.ID] = true
		if i > 0 && (tech.Level < l.Techniques[i-1].Level || tech.Weight <= l.Techniques[i-1].Weight) {
			t.Errorf("%s comes after %s but is easier", tech.ID, l.Techniques[i-1].ID)
		}
		if tech.Level < 0 || tech.Level >= len(l.Grades) {
			t.Errorf("%s: level %d", tech.ID, tech.Level)
		}
	}
	for _, id := range []string{"naked-single", "hidden-single"} {
		if tech, _ := l.Technique(id); tech.Source == "" {
			t.Errorf("%s: the course's name is missing", id)
		}
	}
}

// TestNextAnyBoard: boards a player can make (repeats, wrong digits,
// notes that contradict them) give an outcome or an error, never a panic,
// and a step never claims more than the board allows.
func TestNextAnyBoard(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	ctx := context.Background()
	for i := 0; i < 300; i++ {
		n := 2 + i%2
		g := sudokutest.Pattern(n)
		N := g.Size()
		for c := range g.Cells {
			if rng.IntN(10) < 7 {
				g.Cells[c] = 0
			}
		}
		switch i % 4 {
		case 0: // random digits anywhere
			for k := rng.IntN(5); k > 0; k-- {
				g.Cells[rng.IntN(len(g.Cells))] = uint8(rng.IntN(N + 1))
			}
		case 1: // a wrong digit that repeats nothing
			c := rng.IntN(len(g.Cells))
			for v := 1; v <= N; v++ {
				old := g.Cells[c]
				g.Cells[c] = uint8(v)
				if g.Contradiction() == "" && v != int(sudokutest.Pattern(n).Cells[c]) {
					break
				}
				g.Cells[c] = old
			}
		}
		var notes any
		if i%3 == 0 {
			m := make([]uint64, len(g.Cells))
			for c := range m {
				m[c] = rng.Uint64()
			}
			notes = m
		}
		pos := solve.Position[sudoku.Grid]{Puzzle: g, Play: g, Notes: notes}
		for steps := 0; steps < 3*len(g.Cells); steps++ {
			d, out, err := logic.Next(ctx, pos)
			if err != nil {
				t.Fatalf("%s: %v", g.Line(), err)
			}
			if out != solve.Progressed {
				break
			}
			pos.Play, pos.Notes = d.Next, d.Notes
		}
	}
}
