package anneal

import (
	"context"
	"reflect"
	"testing"

	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/hashi/gen"
)

// TestCurveSameSeed: one seed gives one curve, point for point, sampled
// per move (the temperature falls at each) and ending at the run's end.
func TestCurveSameSeed(t *testing.T) {
	p, err := gen.Generate(context.Background(), gen.GenParams{Islands: 40, Raw: true, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	m := solve.WithSeed(New(), 5)
	curve := func() (*solve.Curve, solve.Stats) {
		var c *solve.Curve
		res, err := m.Solve(context.Background(), p, func(e solve.Event[hashi.Puzzle]) {
			if e.Kind == solve.Progress {
				if c, _ = e.Detail.(*solve.Curve); c == nil {
					t.Fatalf("a Progress without its curve: %T", e.Detail)
				}
			}
		})
		if err != nil || res.Status != solve.Solved || c == nil {
			t.Fatalf("%v %v", res.Status, err)
		}
		return c, res.Stats
	}
	a, st := curve()
	b, _ := curve()
	if !reflect.DeepEqual(a, b) {
		t.Errorf("same seed, different curves (%d and %d points)", len(a.X), len(b.X))
	}
	n := len(a.X)
	t.Logf("%d points, %d moves, %d trials", n, st.Iterations, st.Trials)
	if n < 50 || !a.PerMove || a.X[n-1] != float64(st.Iterations) || a.Energy[n-1] != st.Energy || a.Best[n-1] != st.BestEnergy {
		t.Errorf("%d points, ending at move %v energy %v best %v; stats %+v", n, a.X[n-1], a.Energy[n-1], a.Best[n-1], st)
	}
	if len(a.Reheats) != st.Trials-1 {
		t.Errorf("%d reheats marked for %d trials", len(a.Reheats), st.Trials)
	}
}

// TestCurveReheats: each trial after the first heats the state reached
// again, marked on the curve.
func TestCurveReheats(t *testing.T) {
	p, err := testdataPuzzle()
	if err != nil {
		t.Skip(err)
	}
	var c *solve.Curve
	res, err := NewWith(Params{T0: 1, TFinal: 0.05, SweepsPerTrial: 1, MaxTrials: 4, Seed: 2}).Solve(context.Background(), p,
		func(e solve.Event[hashi.Puzzle]) {
			if d, ok := e.Detail.(*solve.Curve); ok {
				c = d
			}
		})
	if err != nil || c == nil {
		t.Fatal(err, c)
	}
	st := res.Stats
	if len(c.Reheats) != st.Trials-1 || len(c.Restarts) != 0 || st.Trials < 2 {
		t.Errorf("%d trials, %d reheats and %d restarts marked (%v)", st.Trials, len(c.Reheats), len(c.Restarts), res.Status)
	}
	if n := len(c.X); c.X[n-1] != float64(st.Iterations) || c.Energy[n-1] != st.Energy {
		t.Errorf("curve ends at %v (%v), the run at %d (%v)", c.X[n-1], c.Energy[n-1], st.Iterations, st.Energy)
	}
}
