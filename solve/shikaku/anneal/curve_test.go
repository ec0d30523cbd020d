package anneal_test

import (
	"context"
	"reflect"
	"testing"
	"time"

	"grille/solve"
	"grille/solve/shikaku/anneal"
	"grille/solve/shikaku/gen"
)

// TestCurveSameSeed: one seed gives one curve, point for point, sampled
// per temperature step (a point for each, and one for each trial's
// random start, while they fit; a restart starts where the trial before ended) and ending at the run's final energy, with a mark
// at each restart.
func TestCurveSameSeed(t *testing.T) {
	p, err := gen.Generate(context.Background(), gen.GenParams{Rows: 14, Cols: 14, Depth: 6, NbMergeIter: 1, MergeProb: 0.5, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	m := solve.WithSeed(anneal.New(), 5)
	curve := func() (*solve.Curve, solve.Stats) {
		res, events := run(t, m, p, time.Minute)
		var c *solve.Curve
		for _, e := range events {
			if e.Kind == solve.Progress {
				if c, _ = e.Detail.(*solve.Curve); c == nil {
					t.Fatalf("a Progress without its curve: %T", e.Detail)
				}
			}
		}
		if c == nil {
			t.Fatal("no Progress")
		}
		return c, res.Stats
	}
	a, st := curve()
	b, _ := curve()
	if !reflect.DeepEqual(a, b) {
		t.Errorf("same seed, different curves (%d and %d points)", len(a.X), len(b.X))
	}
	n := len(a.X)
	t.Logf("%d points, %d steps, %d trials, %d restarts marked", n, st.Iterations, st.Trials, len(a.Restarts))
	// Every temperature step is a point (this run is short), and the start.
	if int64(n) != st.Iterations+1 || a.X[n-1] != float64(st.Iterations) || a.Energy[n-1] != st.Energy || a.Best[n-1] != st.BestEnergy {
		t.Errorf("%d points, ending at step %v energy %v best %v; stats %+v", n, a.X[n-1], a.Energy[n-1], a.Best[n-1], st)
	}
	if len(a.Restarts) != st.Trials-1 {
		t.Errorf("%d restarts marked for %d trials", len(a.Restarts), st.Trials)
	}
}

// TestCurveRestarts: a trial that freezes fast and fails is followed by a
// fresh one, marked on the curve.
func TestCurveRestarts(t *testing.T) {
	p, err := gen.Generate(context.Background(), gen.GenParams{Rows: 14, Cols: 14, Depth: 6, NbMergeIter: 1, MergeProb: 0.5, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	m := anneal.NewWith(anneal.Params{T0: 1, Lambda: 0.3, MovesPerClue: 1, TFinal: 0.2, MaxTrials: 6, Seed: 3})
	res, events := run(t, m, p, time.Minute)
	var c *solve.Curve
	for _, e := range events {
		if d, ok := e.Detail.(*solve.Curve); ok {
			c = d
		}
	}
	if c == nil || res.Stats.Trials < 2 {
		t.Fatalf("%d trials, curve %v", res.Stats.Trials, c != nil)
	}
	if len(c.Restarts) != res.Stats.Trials-1 || len(c.Reheats) != 0 {
		t.Errorf("%d trials, %d restarts and %d reheats marked", res.Stats.Trials, len(c.Restarts), len(c.Reheats))
	}
	if n := len(c.X); c.X[n-1] != float64(res.Stats.Iterations) {
		t.Errorf("curve ends at %v, the run at %d", c.X[n-1], res.Stats.Iterations)
	}
}
