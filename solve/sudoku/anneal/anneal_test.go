package anneal

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"grille/solve"
	"grille/solve/solvetest"
	"grille/solve/sudoku"
	"grille/solve/sudoku/gen"
	"grille/solve/sudoku/sudokutest"
)

// sparse keeps about a share keep of the cells of the pattern grid.
func sparse(n int, keep float64, seed uint64) sudoku.Grid {
	g := sudokutest.Pattern(n)
	r := rand.New(rand.NewPCG(seed, 1))
	for i := range g.Cells {
		if r.Float64() >= keep {
			g.Cells[i] = 0
		}
	}
	return g
}

// hiddenClash: row 1 holds 1..8 and lacks 9, which column 9 already has.
func hiddenClash() sudoku.Grid {
	g := sudoku.New(3)
	for c := 0; c < 8; c++ {
		g.Set(0, c, c+1)
	}
	g.Set(4, 8, 9)
	return g
}

func clash() sudoku.Grid {
	g := sudoku.New(3)
	g.Set(0, 0, 5)
	g.Set(0, 5, 5)
	return g
}

func methods() []solve.Method[sudoku.Grid] { return []solve.Method[sudoku.Grid]{New(), NewBox()} }

// TestSolve: both methods solve easy grids with a fixed seed, answers
// verified independently, input untouched.
func TestSolve(t *testing.T) {
	cases := []struct {
		name string
		g    sudoku.Grid
	}{
		{"9x9 easy", sudokutest.Parse(t, easy9)},
		{"4x4", sudokutest.UniqueBlanks(2)},
		{"4x4 sparse", sparse(2, 0.2, 3)},
		{"9x9 sparse", sparse(3, 0.3, 5)},
	}
	for _, m := range methods() {
		for _, c := range cases {
			t.Run(m.Info().ID+"/"+c.name, func(t *testing.T) {
				before := c.g.Clone()
				ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
				defer cancel()
				res, err := m.Solve(ctx, c.g, nil)
				if err != nil {
					t.Fatal(err)
				}
				if !before.Equal(c.g) {
					t.Fatal("input mutated")
				}
				if res.Status != solve.Solved {
					t.Fatalf("status %s (%s)", res.Status, res.Msg)
				}
				if err := sudoku.Verify(c.g, res.Solution); err != nil {
					t.Fatal(err)
				}
			})
		}
	}
}

// TestSolveHard: anneal-box on top1465 #1, which defeats most trials of
// Sirdey's method.
// It runs from the three rules' fixpoint (the default) and from singles
// only, which leaves more to the annealing.
func TestSolveHard(t *testing.T) {
	g := sudokutest.Parse(t, top1)
	for _, singles := range []bool{false, true} {
		res, err := NewBoxWith(BoxParams{Seed: 1, SinglesOnly: singles}).Solve(context.Background(), g, nil)
		if err != nil || res.Status != solve.Solved {
			t.Fatalf("singles only %v: status %s (%s), err %v", singles, res.Status, res.Msg, err)
		}
		if err := sudoku.Verify(g, res.Solution); err != nil {
			t.Fatal(err)
		}
	}
}

// TestBoxEasyLarge: the "easy" 16×16 and 25×25 puzzles of the generator
// (seed 5; the 25×25 one defeated the annealing from singles for 30 s)
// are settled by the three rules before any move, so anneal-box solves
// them without annealing.
func TestBoxEasyLarge(t *testing.T) {
	for _, n := range []int{4, 5} {
		g, err := gen.Generate(context.Background(), gen.Params{Order: n, Seed: 5, RulesOnly: true})
		if err != nil {
			t.Fatal(err)
		}
		res, err := NewBox().Solve(context.Background(), g, nil)
		if err != nil || res.Status != solve.Solved {
			t.Fatalf("order %d: status %s (%s), err %v", n, res.Status, res.Msg, err)
		}
		if err := sudoku.Verify(g, res.Solution); err != nil {
			t.Fatalf("order %d: %v", n, err)
		}
		if res.Stats.Iterations != 0 {
			t.Errorf("order %d: %d annealing steps, want none", n, res.Stats.Iterations)
		}
	}
}

// TestReproducible: the same seed gives the same run.
func TestReproducible(t *testing.T) {
	g := sudokutest.Parse(t, easy9)
	a := Trial(context.Background(), g, DefaultParams(3), newRand(7))
	b := Trial(context.Background(), g, DefaultParams(3), newRand(7))
	if a.Moves != b.Moves || a.Steps != b.Steps || !a.Grid.Equal(b.Grid) {
		t.Errorf("Trial: %d/%d moves, %d/%d steps with the same seed", a.Moves, b.Moves, a.Steps, b.Steps)
	}
	p := DefaultParams(3)
	p.Seed = 42
	bp := DefaultBoxParams()
	bp.Seed = 42
	for _, m := range []solve.Method[sudoku.Grid]{NewWith(p), NewBoxWith(bp)} {
		for _, g := range []sudoku.Grid{g, sparse(3, 0.3, 11)} {
			r1, _ := m.Solve(context.Background(), g, nil)
			r2, _ := m.Solve(context.Background(), g, nil)
			if r1.Status != solve.Solved || !r1.Solution.Equal(r2.Solution) || r1.Stats != r2.Stats {
				t.Errorf("%s: runs differ: %s %+v / %s %+v", m.Info().ID, r1.Status, r1.Stats, r2.Status, r2.Stats)
			}
		}
	}
}

// stopWork is what each annealer may do after a stop on the 25×25 grid
// with one given: it looks at its context every checkMoves moves, and
// counts temperatures (625 moves each for Sirdey's) or steps (50 × 624
// moves each for the box-swap one).
var stopWork = map[string]solvetest.Work{"anneal": {Iterations: (checkMoves + 624) / 625}, "anneal-box": {Iterations: 1}}

// TestStop cancels a 25×25 run from its reporter, at its first event (a
// Log, before any move), at its first Progress, and once it has cooled
// through 20 temperatures or steps, and counts the work that follows: at
// most one look at the context's worth, and no new trial. The stopped run
// says why and returns its best state.
func TestStop(t *testing.T) {
	hard := sudoku.New(5)
	hard.Set(0, 0, 1)
	for _, m := range methods() {
		for _, at := range []struct {
			name string
			at   func(solve.Event[sudoku.Grid]) bool
		}{
			{"first event", func(solve.Event[sudoku.Grid]) bool { return true }},
			{"first progress", func(e solve.Event[sudoku.Grid]) bool { return e.Kind == solve.Progress }},
			{"20 iterations", func(e solve.Event[sudoku.Grid]) bool { return e.Stats.Iterations >= 20 }},
		} {
			t.Run(m.Info().ID+"/"+at.name, func(t *testing.T) {
				first := solve.EventKind(-1)
				r := solvetest.StopAt(t, m, hard, func(e solve.Event[sudoku.Grid]) bool {
					if first < 0 {
						first = e.Kind
					}
					return at.at(e)
				})
				if r.Err != nil {
					t.Fatal(r.Err)
				}
				if first != solve.Log {
					t.Errorf("first event %s, want log", first)
				}
				if !r.Cancelled {
					t.Fatalf("finished (%s) before the stop", r.Res.Status)
				}
				final := solvetest.WorkOf(r.Res.Stats)
				if over := final.Sub(r.At).Over(stopWork[m.Info().ID]); over != "" {
					t.Errorf("%s after the stop (work %+v at the stop, %+v at the return)", over, r.At, final)
				}
				if r.Res.Status != solve.Unknown || !strings.HasPrefix(r.Res.Msg, "stopped") || !r.Res.Partial {
					t.Errorf("stopped run: %s %q partial %v", r.Res.Status, r.Res.Msg, r.Res.Partial)
				}
				if len(r.Res.Solution.Cells) != len(hard.Cells) {
					t.Errorf("no best state returned")
				}
				if r.Late > 0 {
					t.Errorf("%d events after the return", r.Late)
				}
			})
		}
	}
}

// TestContradiction: impossible puzzles give Unknown with a reason, never
// Infeasible, and quickly.
func TestContradiction(t *testing.T) {
	for _, m := range methods() {
		for name, g := range map[string]sudoku.Grid{"clash": clash(), "hidden": hiddenClash()} {
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			res, err := m.Solve(ctx, g, nil)
			cancel()
			if err != nil || res.Status != solve.Unknown || res.Msg == "" {
				t.Errorf("%s/%s: %s %q %v", m.Info().ID, name, res.Status, res.Msg, err)
			}
		}
	}
}

// TestEvents checks the event stream of a run that does not finish: a Log
// first, Progress and Incumbent with the stats filled and copies of the
// state, rates within bounds, and restarts reported as Steps. The run is
// stopped from its reporter after its third restart, a point of its work,
// not of the clock; the rates are checked against the run's own length,
// which a loaded machine only makes longer.
func TestEvents(t *testing.T) {
	p := DefaultParams(3)
	p.AdHocStop, p.MaxTrials = 300, 0 // short trials, to see restarts, until stopped
	bp := DefaultBoxParams()
	bp.Restart = 1 // a restart every step
	bp.Seed = 3
	for _, m := range []solve.Method[sudoku.Grid]{NewWith(p), NewBoxWith(bp)} {
		t.Run(m.Info().ID, func(t *testing.T) {
			g := sudokutest.Parse(t, top1)
			if m.Info().ID == "anneal-box" {
				g = sudoku.New(5) // too big to finish before the stop
			}
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			count := map[solve.EventKind]int{}
			var kinds []solve.EventKind
			var last solve.Event[sudoku.Grid]
			var incumbents []sudoku.Grid
			start := time.Now()
			res, err := m.Solve(ctx, g, func(e solve.Event[sudoku.Grid]) {
				count[e.Kind]++
				kinds = append(kinds, e.Kind)
				switch e.Kind {
				case solve.Incumbent:
					if !e.HasBest || len(e.Best.Cells) != len(g.Cells) {
						t.Errorf("incumbent without a grid")
					}
					incumbents = append(incumbents, e.Best)
				case solve.Progress:
					last = e
				case solve.Step:
					if count[solve.Step] == 3 {
						cancel()
					}
				}
			})
			elapsed := time.Since(start)
			if err != nil {
				t.Fatal(err)
			}
			if res.Status != solve.Unknown || res.Msg == "" || !res.Partial {
				t.Fatalf("%s %q", res.Status, res.Msg)
			}
			if kinds[0] != solve.Log {
				t.Errorf("first event %s", kinds[0])
			}
			if count[solve.Step] < 3 {
				t.Errorf("%d restarts reported, stopped at the third", count[solve.Step])
			}
			// ≤ 20 Progress a second plus one at each trial start and end;
			// ≤ 10 Incumbent a second, the first at the first look.
			trials := last.Stats.Trials
			periods := int(elapsed / solve.ProgressEvery)
			if limit := periods + 1 + 2*trials; count[solve.Progress] > limit {
				t.Errorf("%d Progress events for %d trials in %v", count[solve.Progress], trials, elapsed)
			}
			if limit := int(elapsed/solve.IncumbentEvery) + 1; count[solve.Incumbent] > limit || count[solve.Incumbent] == 0 {
				t.Errorf("%d Incumbent events in %v", count[solve.Incumbent], elapsed)
			}
			if last.Stats.Temperature <= 0 || last.Stats.Iterations <= 0 || trials < 1 {
				t.Errorf("stats not filled: %+v", last.Stats)
			}
			if len(incumbents) >= 2 && &incumbents[0].Cells[0] == &incumbents[1].Cells[0] {
				t.Errorf("incumbents share storage")
			}
		})
	}
}

// TestConformance runs the shared suite on a copy of its cases (the
// catalog runs the real one once the methods are registered). Sirdey's
// method gets the cases its slow schedule finishes within a unit test.
func TestConformance(t *testing.T) {
	base := []solvetest.Case[sudoku.Grid]{
		{Name: "9x9 unique", Puzzle: sudokutest.Parse(t, easy9), Want: solve.Unique, Easy: true},
		{Name: "4x4 unique", Puzzle: sudokutest.UniqueBlanks(2), Want: solve.Unique, Easy: true},
		{Name: "4x4 empty", Puzzle: sudoku.New(2), Want: solve.Multiple, Easy: true},
		{Name: "9x9 empty", Puzzle: sudoku.New(3), Want: solve.Multiple, Easy: true},
		{Name: "duplicate givens", Puzzle: clash(), Want: solve.Infeasible},
		{Name: "hidden clash", Puzzle: hiddenClash(), Want: solve.Infeasible},
	}
	big := []solvetest.Case[sudoku.Grid]{
		{Name: "16x16 unique", Puzzle: sudokutest.UniqueBlanks(4), Want: solve.Unique, Easy: true},
	}
	hardOnes := []solvetest.Case[sudoku.Grid]{
		{Name: "9x9 top1465 #1", Puzzle: sudokutest.Parse(t, top1), Want: solve.Unique, Easy: true},
		{Name: "25x25 unique", Puzzle: sudokutest.UniqueBlanks(5), Want: solve.Unique, Easy: true},
		{Name: "16x16 sparse", Puzzle: sparse(4, 0.4, 7), Want: solve.Multiple, Easy: true},
	}
	hard := sudoku.New(5)
	hard.Set(0, 0, 1)
	suite := func(cases ...[]solvetest.Case[sudoku.Grid]) solvetest.Suite[sudoku.Grid] {
		var all []solvetest.Case[sudoku.Grid]
		for _, c := range cases {
			all = append(all, c...)
		}
		return solvetest.Suite[sudoku.Grid]{Type: sudoku.Type,
			Cases: all, Hard: hard, Budget: 10 * time.Second, StopWork: stopWork}
	}
	sirdey := suite(base, big)
	if raceOn {
		sirdey = suite(base)
	}
	t.Run("anneal", func(t *testing.T) { sirdey.Run(t, New()) })
	t.Run("anneal-box", func(t *testing.T) { suite(base, big, hardOnes).Run(t, NewBox()) })
}
