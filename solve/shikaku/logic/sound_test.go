package logic_test

import (
	"context"
	"os"
	"testing"

	"grille/solve"
	"grille/solve/shikaku"
	"grille/solve/shikaku/exact"
	"grille/solve/shikaku/gen"
	"grille/solve/shikaku/logic"
)

// checkPath solves p by deductions and checks every step against sol, the
// unique solution: a placed rectangle is in it, an excluded one is not.
// It returns the rating from the path, and checks that RateBy agrees.
func checkPath(t *testing.T, name string, p, sol shikaku.Puzzle) solve.Rating {
	t.Helper()
	inSol := map[shikaku.Rect]bool{}
	for _, r := range sol.Rects {
		inSol[r] = true
	}
	l := logic.New()
	r := solve.Rating{Uses: map[string]int{}}
	out, err := l.Path(context.Background(), p, func(d solve.Deduction[shikaku.Puzzle]) bool {
		r.Steps++
		r.Score += d.Technique.Weight
		r.Uses[d.Technique.ID]++
		m := d.Mark.(shikaku.StepMark)
		for _, pl := range m.Placed {
			if !inSol[pl] {
				t.Errorf("%s step %d (%s): placed %v, not in the solution: %s", name, r.Steps, d.Technique.ID, pl, d.Text)
			}
		}
		for _, ex := range m.Ruled {
			if inSol[ex] {
				t.Errorf("%s step %d (%s): excluded %v of the solution: %s", name, r.Steps, d.Technique.ID, ex, d.Text)
			}
		}
		if d.Where == "" || d.Text == "" {
			t.Errorf("%s step %d: no Where or Text", name, r.Steps)
		}
		return !t.Failed()
	})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	r.Solved = out == solve.StepSolved
	got, err := l.RateBy(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	if got.Steps != r.Steps || got.Score != r.Score || got.Solved != r.Solved || got.End != out {
		t.Errorf("%s: RateBy %+v, Path %+v", name, got, r)
	}
	return got
}

func uniqueSolution(t *testing.T, p shikaku.Puzzle) (shikaku.Puzzle, bool) {
	t.Helper()
	n, sol, _ := exact.Count(p.Bare(), 2)
	return sol, n == 1
}

func readFile(t *testing.T, name string) []shikaku.Puzzle {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := shikaku.Parse(name, data)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// TestSgtRect: every puzzle of Simon Tatham's Rectangles (sgt-rect
// --generate 5 at 7×7, 10×10 and 15×15, expansion e0, e0.5 and e1) is solved by the
// rules without a guess, and every step agrees with its solution.
func TestSgtRect(t *testing.T) {
	ps := readFile(t, "testdata/sgt_rect.txt")
	grades, score := map[string]int{}, 0
	for i, p := range ps {
		sol, ok := uniqueSolution(t, p)
		if !ok {
			t.Fatalf("puzzle %d is not unique", i+1)
		}
		r := checkPath(t, p.GameID(), p, sol)
		if !r.Solved {
			t.Errorf("puzzle %d (%s) not solved: %+v", i+1, p.GameID(), r)
		}
		grades[r.Grade]++
		score += r.Score
	}
	t.Logf("%d sgt-rect puzzles: grades %v, mean score %.1f", len(ps), grades, float64(score)/float64(len(ps)))
}

// TestSound: the repository's own puzzles and generated ones (each proved
// unique by the exact method) — every step agrees with the solution, and
// a unique puzzle of this size is completed without a guess.
func TestSound(t *testing.T) {
	ps := readFile(t, "../testdata/unique10.txt")
	for s := int64(0); s < 60; s++ {
		p, err := gen.Generate(context.Background(), gen.GenParams{Rows: 8 + int(s%8), Cols: 10, Depth: 5,
			NbMergeIter: int(s % 3), MergeProb: gen.DefaultMergeProb, Unique: true, Seed: s})
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	for i, p := range ps {
		sol, ok := uniqueSolution(t, p)
		if !ok {
			t.Fatalf("puzzle %d is not unique", i)
		}
		if r := checkPath(t, p.GameID(), p, sol); !r.Solved {
			t.Errorf("puzzle %d (%s) not solved: %+v", i, p.GameID(), r)
		}
	}
}
