package anneal

import (
	"context"
	"reflect"
	"testing"

	"grille/solve"
	"grille/solve/sudoku"
)

// lastCurve runs m and returns the curve of its last Progress event.
func lastCurve(t *testing.T, m solve.Method[sudoku.Grid], g sudoku.Grid) (*solve.Curve, solve.Result[sudoku.Grid]) {
	t.Helper()
	var c *solve.Curve
	res, err := m.Solve(context.Background(), g, func(e solve.Event[sudoku.Grid]) {
		if e.Kind == solve.Progress {
			d, ok := e.Detail.(*solve.Curve)
			if !ok {
				t.Fatalf("a Progress without its curve: %T", e.Detail)
			}
			c = d
		}
	})
	if err != nil || res.Status != solve.Solved || c == nil {
		t.Fatalf("%s: %v %v, curve %v", m.Info().ID, res.Status, err, c != nil)
	}
	return c, res
}

// TestCurveSameSeed: one seed gives one curve, point for point, however
// the throttled events fell; the curve is sampled per temperature step
// (x counts steps), so that a run of milliseconds draws a curve of
// dozens of points at least, and it ends at the run's final cost.
func TestCurveSameSeed(t *testing.T) {
	for _, c := range []struct {
		m      solve.Method[sudoku.Grid]
		puzzle string
	}{{New(), easy9}, {NewBox(), top1}} {
		g, err := sudoku.ParseOne("t", []byte(c.puzzle))
		if err != nil {
			t.Fatal(err)
		}
		m := solve.WithSeed(c.m, 7)
		a, res := lastCurve(t, m, g)
		b, _ := lastCurve(t, m, g)
		if !reflect.DeepEqual(a, b) {
			t.Errorf("%s: same seed, different curves (%d and %d points)", c.m.Info().ID, len(a.X), len(b.X))
		}
		n := len(a.X)
		t.Logf("%s: %d points, every %d steps, %d steps, %d restarts, %v", c.m.Info().ID, n, a.Every, res.Stats.Iterations, len(a.Restarts), res.Elapsed)
		if n < 50 || n > solve.CurveMax+1 {
			t.Errorf("%s: %d points", c.m.Info().ID, n)
		}
		if a.X[n-1] != float64(res.Stats.Iterations) || a.Energy[n-1] != 0 || a.Best[n-1] != 0 {
			t.Errorf("%s: ends at step %v cost %v best %v; the run at step %d", c.m.Info().ID, a.X[n-1], a.Energy[n-1], a.Best[n-1], res.Stats.Iterations)
		}
		for i := 1; i < n; i++ {
			if a.X[i] <= a.X[i-1] || a.Temp[i] <= 0 || a.Best[i] > a.Energy[i] {
				t.Fatalf("%s: point %d: x %v after %v, T %v, best %v of %v", c.m.Info().ID, i, a.X[i], a.X[i-1], a.Temp[i], a.Best[i], a.Energy[i])
			}
		}
	}
}

// TestCurveRestarts: anneal-box's restarts from a fresh filling are marked.
func TestCurveRestarts(t *testing.T) {
	g, err := sudoku.ParseOne("t", []byte(top1))
	if err != nil {
		t.Fatal(err)
	}
	var c *solve.Curve
	res, err := NewBoxWith(BoxParams{Alpha: 0.8, Restart: 1, MaxRestarts: 3, StepMoves: 10, Seed: 1}).Solve(context.Background(), g,
		func(e solve.Event[sudoku.Grid]) {
			if d, ok := e.Detail.(*solve.Curve); ok {
				c = d
			}
		})
	if err != nil || c == nil {
		t.Fatal(err, c)
	}
	st := res.Stats
	if len(c.Restarts) != st.Trials-1 || st.Trials < 2 || len(c.Reheats) != 0 {
		t.Errorf("%d trials, %d restarts and %d reheats marked (%v)", st.Trials, len(c.Restarts), len(c.Reheats), res.Status)
	}
	if n := len(c.X); c.X[n-1] != float64(st.Iterations) || c.Energy[n-1] != st.Energy {
		t.Errorf("curve ends at %v (%v), the run at %d (%v)", c.X[n-1], c.Energy[n-1], st.Iterations, st.Energy)
	}
}
