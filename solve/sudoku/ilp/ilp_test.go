package ilp

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"grille/solve"
	"grille/solve/lp"
	"grille/solve/lp/lptest"
	"grille/solve/sudoku"
	"grille/solve/sudoku/backtrack"
	"grille/solve/sudoku/sudokutest"
)

// Puzzles shared by the tests of this package.
const (
	classic = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	// The first line of magictour_top1465.
	top1 = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
	// top1 with a 5 added at r1c2: no two givens clash and the presolve
	// finds nothing wrong, but the grid has no solution (top1 has one, with
	// another digit there). Only lp_solve's search can prove it.
	top1Plus5 = "45..3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
	// Arto Inkala's "hardest" puzzle, used by the catalog's suite.
	inkala = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
)

// TestNoEngine: without an engine the method says so, as Unknown.
func TestNoEngine(t *testing.T) { lptest.NoEngine(t, New(nil), sudoku.New(3)) }

// blanked empties about frac of the cells of sudokutest.Pattern(n), chosen by a fixed
// LCG so that the test is reproducible.
func blanked(n int, frac float64) sudoku.Grid {
	g := sudokutest.Pattern(n)
	s := uint32(12345)
	for i := range g.Cells {
		s = s*1664525 + 1013904223
		if float64(s>>8)/float64(1<<24) < frac {
			g.Cells[i] = 0
		}
	}
	return g
}

// events counts what a run reported.
type events struct {
	logs       []string
	incumbents int
	first      sudoku.Grid // the Incumbent's board
	steps      []solve.Event[sudoku.Grid]
	engine     []string // lp_solve's own lines (Engine events)
}

func (e *events) report(ev solve.Event[sudoku.Grid]) {
	switch ev.Kind {
	case solve.Log:
		e.logs = append(e.logs, ev.Msg)
	case solve.Incumbent:
		e.incumbents++
		e.first = ev.Best
	case solve.Step:
		e.steps = append(e.steps, ev)
	case solve.Engine:
		e.engine = append(e.engine, ev.Msg)
	}
}

func (e *events) has(sub string) bool {
	for _, l := range e.logs {
		if strings.Contains(l, sub) {
			return true
		}
	}
	return false
}

func TestSolve(t *testing.T) {
	serg, err := os.ReadFile("testdata/serg_first.txt")
	if err != nil {
		t.Fatal(err)
	}
	clash := sudoku.New(3) // the parsers refuse clashing givens: built directly
	clash.Set(0, 0, 5)
	clash.Set(0, 5, 5)
	hiddenClash := sudoku.New(3) // row 1 lacks only 9, which column 9 has
	for c := 0; c < 8; c++ {
		hiddenClash.Set(0, c, c+1)
	}
	hiddenClash.Set(4, 8, 9)
	clash4 := sudoku.New(2) // a 4×4 whose r1c1 can hold nothing
	clash4.Set(0, 1, 1)
	clash4.Set(0, 2, 2)
	clash4.Set(1, 0, 3)
	clash4.Set(3, 0, 4)
	cases := []struct {
		name   string
		g      sudoku.Grid
		want   solve.Status
		search bool // lp_solve must run (the presolve does not settle it)
	}{
		{"9x9 classic", sudokutest.Parse(t, classic), solve.Unique, false},
		{"9x9 top1465 #1", sudokutest.Parse(t, top1), solve.Unique, true},
		{"9x9 Inkala", sudokutest.Parse(t, inkala), solve.Unique, true},
		{"9x9 serg, two solutions", sudokutest.Parse(t, string(serg)), solve.Multiple, true},
		{"9x9 empty", sudoku.New(3), solve.Multiple, true},
		{"9x9 duplicate givens", clash, solve.Infeasible, false},
		{"9x9 hidden clash", hiddenClash, solve.Infeasible, false},
		{"9x9 infeasible, proved by search", sudokutest.Parse(t, top1Plus5), solve.Infeasible, true},
		{"4x4 empty", sudoku.New(2), solve.Multiple, true},
		{"4x4 half blank", blanked(2, 0.5), 0, false},
		{"4x4 infeasible", clash4, solve.Infeasible, false},
		{"16x16 blanked 60%", blanked(4, 0.6), 0, true},
		{"16x16 blanked 50%", blanked(4, 0.5), 0, false},
	}
	m := New(lptest.Engine(t))
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			want := c.want
			if want == 0 {
				// The exact reference: backtracking counts to two.
				switch n, _, _ := backtrack.Count(c.g, 2); n {
				case 0:
					want = solve.Infeasible
				case 1:
					want = solve.Unique
				default:
					want = solve.Multiple
				}
			}
			var ev events
			res, err := solve.Run(context.Background(), sudoku.Type, m, c.g, ev.report)
			if err != nil {
				t.Fatal(err)
			}
			if res.Status != want {
				t.Fatalf("status %v (%s), want %v", res.Status, res.Msg, want)
			}
			if res.Status.HasSolution() {
				if err := sudoku.Verify(c.g, res.Solution); err != nil {
					t.Errorf("solution: %v", err)
				}
				if ev.incumbents == 0 && res.Stats.LPSolves > 0 {
					t.Error("no Incumbent event")
				}
			}
			if c.search && res.Stats.LPSolves == 0 {
				t.Error("lp_solve never ran")
			}
			if res.Stats.LPSolves > 0 && res.Status != solve.Infeasible && !ev.has("adding the cut") {
				t.Errorf("no log of the uniqueness cut: %q", ev.logs)
			}
			if res.Stats.LPSolves > 0 && res.Status.HasSolution() {
				checkCutSteps(t, c.g, res, &ev)
			}
			// lp_solve's own lines are Engine events, never the method's
			// Log lines (the window shows them only on request).
			for _, l := range ev.logs {
				if strings.HasPrefix(l, "lp_solve: ") {
					t.Errorf("engine line logged as the method's: %q", l)
				}
			}
			for _, l := range ev.engine {
				if !strings.HasPrefix(l, "lp_solve: ") {
					t.Errorf("engine line %q without its \"lp_solve: \"", l)
				}
			}
			if len(ev.engine) > maxEngineLogs*res.Stats.LPSolves || (res.Stats.LPSolves > 0 && len(ev.engine) == 0) {
				t.Errorf("%d engine lines over %d solves", len(ev.engine), res.Stats.LPSolves)
			}
			if len(ev.logs) == 0 || !strings.Contains(ev.logs[0], "variables") {
				t.Errorf("first log %q, want the model size", ev.logs)
			}
			t.Logf("%v, %d LP solves, %d nodes, %d iterations, %v", res.Status, res.Stats.LPSolves, res.Stats.Nodes, res.Stats.Iterations, res.Elapsed)
		})
	}
}

func TestStopped(t *testing.T) {
	ctx, cancel := context.WithCancelCause(context.Background())
	cancel(solve.ErrStopped)
	res, err := New(lptest.Engine(t)).Solve(ctx, sudokutest.Parse(t, inkala), nil)
	if err != nil || res.Status != solve.Unknown || res.Msg != "stopped" {
		t.Errorf("%v %q %v, want unknown \"stopped\"", res.Status, res.Msg, err)
	}
}

func TestInvalidGrid(t *testing.T) {
	res, err := New(nil).Solve(context.Background(), sudoku.Grid{Order: 3, Cells: make([]uint8, 5)}, nil)
	if err == nil || res.Status != solve.Unknown {
		t.Errorf("%v %v, want an error", res.Status, err)
	}
}

// TestModelSolves hands the paper's full model (not the reduced one) to
// lp_solve: its solution must be the puzzle's.
func TestModelSolves(t *testing.T) {
	eng := lptest.Engine(t)
	for _, g := range []sudoku.Grid{sudokutest.Parse(t, classic), sudokutest.Parse(t, top1), blanked(2, 0.5)} {
		p := Model(g)
		sol, err := eng.Solve(context.Background(), p, lp.Options{})
		if err != nil || sol.Status != lp.Optimal {
			t.Fatalf("%s: %v %v", g.Line(), sol.Status, err)
		}
		out := sudoku.New(g.Order)
		N := g.Size()
		for i, x := range sol.Values {
			if x > 0.5 {
				out.Cells[i/N] = uint8(i%N + 1)
			}
		}
		if err := sudoku.Verify(g, out); err != nil {
			t.Errorf("%s: %v", g.Line(), err)
		}
	}
}

// checkCutSteps: after the first solve (the Incumbent), the cut is a Step
// that shows the solution it forbids with every cell not given marked;
// when the second solve finds another solution, a Step shows it with the
// cells where the two differ marked.
func checkCutSteps(t *testing.T, g sudoku.Grid, res solve.Result[sudoku.Grid], ev *events) {
	t.Helper()
	want := 1
	if res.Status == solve.Multiple {
		want = 2
	}
	// The first Step is the root relaxation's picture (for a watched run).
	if len(ev.steps) == 0 {
		t.Fatal("no step")
	}
	root, ok := ev.steps[0].Detail.(Relaxation)
	if !ok || !root.Round.Root || len(root.Values) != len(g.Cells)*g.Size() || !strings.HasPrefix(ev.steps[0].Msg, "relaxation at the root") {
		t.Fatalf("first step %q shows %T, want the root relaxation", ev.steps[0].Msg, ev.steps[0].Detail)
	}
	frac := 0
	for _, x := range root.Values {
		if x > 1e-6 && x < 1-1e-6 {
			frac++
		}
	}
	if frac != root.Round.Fractional || !strings.Contains(ev.steps[0].Msg, fmt.Sprintf("%d of the %d variables", frac, root.Round.Vars)) {
		t.Errorf("root: %d fractional values, the step says %q (%d)", frac, ev.steps[0].Msg, root.Round.Fractional)
	}
	ev.steps = ev.steps[1:]
	if len(ev.steps) != want {
		t.Fatalf("%d steps, want %d", len(ev.steps), want)
	}
	cut, ok := ev.steps[0].Detail.(Shown)
	if !ok || ev.steps[0].Msg != "cut: forbid this solution, solve again" ||
		!cut.Grid.Equal(res.Solution) || !cut.Grid.Equal(ev.first) || len(cut.Cells) != len(g.Cells)-g.Filled() {
		t.Fatalf("cut step %q shows %+v; first solution %v", ev.steps[0].Msg, ev.steps[0].Detail, res.Solution.Line())
	}
	if want == 2 {
		other, ok := ev.steps[1].Detail.(Shown)
		if !ok || sudoku.Verify(g, other.Grid) != nil || other.Grid.Equal(res.Solution) || len(other.Cells) < 4 {
			t.Fatalf("second step %q shows %+v", ev.steps[1].Msg, ev.steps[1].Detail)
		}
		for _, i := range other.Cells {
			if other.Grid.Cells[i] == res.Solution.Cells[i] {
				t.Errorf("cell %d marked as different but the same", i)
			}
		}
	}
}
