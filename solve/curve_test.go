package solve

import (
	"context"
	"reflect"
	"testing"
)

// The recorder keeps between CurveMax/2 and CurveMax evenly spaced
// samples whatever the run's length, and a snapshot ends at the latest
// state and shares nothing with the recorder.
func TestCurveRecorderBounded(t *testing.T) {
	for _, steps := range []int64{1, 50, CurveMax, CurveMax + 1, 10 * CurveMax, 1 << 20} {
		r := NewCurveRecorder(context.Background(), false)
		for s := int64(0); s <= steps; s++ {
			if r.Due(s) {
				r.Sample(s, float64(steps-s), 0, 1/float64(s+1))
			}
		}
		r.End(steps, -1, -1, -1)
		c := r.Snapshot()
		n := len(c.X)
		if n > CurveMax+1 || (steps >= CurveMax && n < CurveMax/2) {
			t.Errorf("%d steps: %d samples", steps, n)
		}
		for i := 1; i < n-1; i++ {
			if c.X[i]-c.X[i-1] != float64(c.Every) {
				t.Fatalf("%d steps: x %v then %v, every %d", steps, c.X[i-1], c.X[i], c.Every)
			}
		}
		if c.X[n-1] != float64(steps) || c.Energy[n-1] != -1 || len(c.Energy) != n || len(c.Best) != n || len(c.Temp) != n {
			t.Errorf("%d steps: ends at x %v energy %v (%d/%d/%d/%d)", steps, c.X[n-1], c.Energy[n-1], n, len(c.Energy), len(c.Best), len(c.Temp))
		}
		d := r.Snapshot()
		d.X[0], d.Energy[0] = -5, -5
		if e := r.Snapshot(); e.X[0] == -5 || e.Energy[0] == -5 {
			t.Error("a snapshot shares the recorder's buffer")
		}
	}
}

func TestCurveMarksBounded(t *testing.T) {
	r := NewCurveRecorder(context.Background(), true)
	for i := 0; i < 5*CurveMax; i++ {
		r.Restart(int64(i))
		r.Reheat(int64(i))
	}
	c := r.Snapshot()
	if len(c.Restarts) > CurveMax || len(c.Reheats) > CurveMax || len(c.Restarts) < CurveMax/2 || !c.PerMove {
		t.Errorf("%d restarts, %d reheats kept", len(c.Restarts), len(c.Reheats))
	}
	if !reflect.DeepEqual(c.Restarts, c.Reheats) {
		t.Error("restarts and reheats thinned differently")
	}
}

// A run nobody watches records nothing: its recorder is nil, and every
// call on it does nothing.
func TestCurveRecorderUnwatched(t *testing.T) {
	r := NewCurveRecorder(WithoutListeners(context.Background()), false)
	if r != nil {
		t.Fatalf("recorder %v under an unwatched context", r)
	}
	r.Sample(0, 1, 1, 1)
	r.End(1, 1, 1, 1)
	r.Restart(1)
	r.Reheat(1)
	if r.Due(0) || r.Snapshot() != nil {
		t.Errorf("a nil recorder is due or has a curve")
	}
}
