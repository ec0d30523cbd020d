package solve_test

import (
	"context"
	"math"
	"testing"
	"time"

	"grille/solve"
)

// TestTraceRecorder: samples on the method's own clock, spaced by Every,
// the latest state at the end of a snapshot, cuts marked with a point of
// their own, the engine's infinite bound read as none, the depth of the
// node solved where there is one (none at the start, a cut or a solve's
// end), and memory bounded
// however long the run (between TraceMax/2 and TraceMax samples, evenly
// spaced).
func TestTraceRecorder(t *testing.T) {
	clk := &stepClock{now: 5 * time.Second} // the clock's origin is its own
	r := solve.NewTraceRecorder(solve.WithClock(context.Background(), clk))
	r.Sample(0, 1, -1e30, math.NaN())
	clk.now += 100 * time.Microsecond // not due: kept as the latest only
	r.Sample(3, 4, 10, math.NaN())
	s := r.Snapshot()
	if len(s.T) != 2 || s.T[0] != 0 || !math.IsNaN(s.Bound[0]) || s.Nodes[1] != 3 || s.Bound[1] != 10 || !math.IsNaN(s.Depth[0]) || s.Depth[1] != 4 {
		t.Fatalf("trace %+v", s)
	}
	clk.now += time.Millisecond
	r.Sample(5, 2, 11, 12)
	clk.now += 10 * time.Microsecond
	r.Cut(5)
	s = r.Snapshot()
	if len(s.T) != 3 || len(s.Cuts) != 1 || s.Cuts[0] != s.T[2] || !math.IsNaN(s.Incumbent[2]) || s.Incumbent[1] != 12 || s.Depth[1] != 2 || !math.IsNaN(s.Depth[2]) {
		t.Fatalf("after a cut: %+v", s)
	}
	clk.now += time.Millisecond
	r.End(5, 12)
	if s = r.Snapshot(); len(s.Depth) != 4 || !math.IsNaN(s.Depth[3]) {
		t.Fatalf("a solve's end: depth %v", s.Depth)
	}
	s.T[0] = 99 // a snapshot is the receiver's own
	if r.Snapshot().T[0] != 0 {
		t.Errorf("a snapshot shares the recorder's memory")
	}
	for i := range 100000 {
		clk.now += time.Millisecond
		r.Sample(int64(i), i%7, 1, 2)
	}
	s = r.Snapshot()
	if n := len(s.T); n < solve.TraceMax/2 || n > solve.TraceMax+1 || len(s.Depth) != n {
		t.Errorf("%d samples after 100 s, %d depths", n, len(s.Depth))
	}
	if s.Every < 0.05 {
		t.Errorf("spacing %v s after 100 s of samples", s.Every)
	}
	for i := 1; i < len(s.T); i++ {
		if s.T[i] < s.T[i-1] {
			t.Fatalf("time goes back at sample %d", i)
		}
	}
}

// A run nobody watches records nothing.
func TestTraceRecorderUnwatched(t *testing.T) {
	r := solve.NewTraceRecorder(solve.WithoutListeners(context.Background()))
	if r != nil {
		t.Fatalf("recorder %v under an unwatched context", r)
	}
	r.Sample(1, 1, 2, 3)
	r.Cut(1)
	if r.Snapshot() != nil || r.Detail() != nil {
		t.Errorf("a nil recorder has a trace")
	}
}
