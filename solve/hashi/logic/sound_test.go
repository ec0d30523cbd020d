package logic_test

import (
	"context"
	"os"
	"testing"

	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/hashi/exact"
	"grille/solve/hashi/gen"
	"grille/solve/hashi/logic"
)

// checkPath solves p by deductions and checks every step against sol, the
// unique solution: a settled count is the solution's, a lower bound is at
// most it, and the board after each step holds only bridges the solution
// has. RateBy must agree with the path.
func checkPath(t *testing.T, name string, p, sol hashi.Puzzle) solve.Rating {
	t.Helper()
	want := map[[2]int]int{}
	for _, b := range sol.Bridges {
		want[[2]int{b.A, b.B}] = b.Count
	}
	l := logic.New()
	r := solve.Rating{Uses: map[string]int{}}
	out, err := l.Path(context.Background(), p, func(d solve.Deduction[hashi.Puzzle]) bool {
		r.Steps++
		r.Score += d.Technique.Weight
		m := d.Mark.(hashi.StepMark)
		for _, pc := range m.Settled {
			if want[[2]int{pc.A, pc.B}] != pc.Count {
				t.Errorf("%s step %d (%s): settles %d–%d at %d, the solution has %d: %s", name, r.Steps,
					d.Technique.ID, pc.A, pc.B, pc.Count, want[[2]int{pc.A, pc.B}], d.Text)
			}
		}
		for _, pc := range m.Min {
			if want[[2]int{pc.A, pc.B}] < pc.Count {
				t.Errorf("%s step %d (%s): at least %d on %d–%d, the solution has %d: %s", name, r.Steps,
					d.Technique.ID, pc.Count, pc.A, pc.B, want[[2]int{pc.A, pc.B}], d.Text)
			}
		}
		for _, b := range d.Next.Bridges {
			if want[[2]int{b.A, b.B}] < b.Count {
				t.Errorf("%s step %d (%s): board has %d on %d–%d, the solution %d", name, r.Steps,
					d.Technique.ID, b.Count, b.A, b.B, want[[2]int{b.A, b.B}])
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

func uniqueSolution(t *testing.T, p hashi.Puzzle) (hashi.Puzzle, bool) {
	t.Helper()
	n, sol, _, _ := exact.Count(context.Background(), p.Bare(), 2)
	return sol, n == 1
}

func readFile(t *testing.T, name string) []hashi.Puzzle {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := hashi.Parse(name, data)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// TestSgtBridges: every puzzle of Simon Tatham's Bridges (sgt-bridges
// --generate, 7×7 to 15×15, 30 % islands, difficulties d0, d1, d2 = Easy,
// Medium, Hard) is solved by the rules without a guess, every step agrees
// with its solution, and the mean score rises with Bridges' difficulty.
func TestSgtBridges(t *testing.T) {
	var means []float64
	for _, f := range []string{"testdata/sgt_bridges_d0.txt", "testdata/sgt_bridges_d1.txt", "testdata/sgt_bridges_d2.txt"} {
		ps := readFile(t, f)
		total := 0
		grades := map[string]int{}
		for i, p := range ps {
			sol, ok := uniqueSolution(t, p)
			if !ok {
				t.Fatalf("%s puzzle %d is not unique", f, i+1)
			}
			r := checkPath(t, p.GameID(), p, sol)
			if !r.Solved {
				t.Errorf("%s puzzle %d (%s) not solved: %+v", f, i+1, p.GameID(), r)
			}
			total += r.Score
			grades[r.Grade]++
		}
		means = append(means, float64(total)/float64(len(ps)))
		t.Logf("%s: mean score %.1f, grades %v", f, means[len(means)-1], grades)
	}
	for i := 1; i < len(means); i++ {
		if means[i] <= means[i-1] {
			t.Errorf("mean scores %v do not rise with Bridges' difficulty", means)
		}
	}
}

// TestSound: the repository's testdata puzzle and generated ones (proved
// unique by the exact method): every step agrees with the solution, RateBy
// with the path, and the rules complete every unique one.
func TestSound(t *testing.T) {
	ps := readFile(t, "../testdata/Hs_16_100_25_00_001.has")
	for s := int64(0); s < 40; s++ {
		p, err := gen.Generate(context.Background(), gen.GenParams{Islands: 10 + int(s), Unique: true, Seed: s})
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	for i, p := range ps {
		sol, ok := uniqueSolution(t, p)
		if !ok {
			// Coelho et al.'s instances need not be unique: check the
			// steps against the first solution only if it is.
			continue
		}
		if r := checkPath(t, p.GameID(), p, sol); !r.Solved {
			t.Errorf("puzzle %d not completed by the rules: %+v", i, r)
		}
	}
}
