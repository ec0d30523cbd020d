package solve

import (
	"context"
	"math"
	"time"
)

// Trace is the course of a branch and bound, for the window's ILP view:
// the nodes solved so far, the depth of the node being solved, the
// engine's bound on the objective and the objective of the best integer
// solution known (the incumbent), against
// the method's own computing time (the clock Run times it by: a run the
// window holds, paused or slowed, does not move on while it waits). An
// ilp method sends a Trace (a copy the receiver may keep) as the Detail
// of its Progress events.
type Trace struct {
	T     []float64 // seconds of the method's own time since the recorder began
	Nodes []float64 // branch-and-bound nodes so far, the run's solves together
	// Depth is the depth in the search tree of the node being solved, NaN
	// where no node is (the start, a solve's end, a cut).
	Depth []float64
	// Bound and Incumbent are NaN where the engine has none yet (a new
	// solve, after a cut, starts without either).
	Bound, Incumbent []float64
	// Cuts are the times at which a solve began again after a cut was
	// added (the no-good cut that asks for another solution, connectivity
	// cuts): the program changed there.
	Cuts  []float64
	Every float64 // seconds between two samples: doubled each time the buffer fills
}

// TraceMax bounds the samples a Trace holds, as CurveMax does a Curve's.
const TraceMax = 1024

// traceEvery is the first spacing of a Trace's samples: a run of 50 ms
// still draws dozens of points if the engine reports that often.
const traceEvery = 0.0005

// TraceRecorder builds a Trace in bounded memory: when the buffer is full
// every other sample goes and the spacing doubles, so that a run of any
// length keeps between TraceMax/2 and TraceMax evenly spaced samples. A
// nil recorder records nothing (a run nobody watches: Unwatched).
type TraceRecorder struct {
	t       Trace
	clock   Clock // nil: Now
	start   time.Duration
	next    float64
	last    [5]float64 // the latest state seen (t, nodes, bound, incumbent, depth), added at the end of a snapshot
	hasLast bool
}

// NewTraceRecorder starts a trace now, on ctx's clock (Run's, WithClock).
// It is nil under a context nobody watches, where no event would carry it.
func NewTraceRecorder(ctx context.Context) *TraceRecorder {
	if Unwatched(ctx) {
		return nil
	}
	r := &TraceRecorder{clock: clockOf(ctx), t: Trace{Every: traceEvery}}
	r.start = r.now()
	r.add(0, math.NaN(), math.NaN(), math.NaN(), true) // the start: no node yet
	return r
}

func (r *TraceRecorder) now() time.Duration {
	if r.clock != nil {
		return r.clock.Now()
	}
	return Now()
}

// Sample records the branch and bound as it stands: nodes so far, the
// depth of the node being solved, the bound and the incumbent (NaN: none;
// an engine's "infinite" bound, beyond 1e29 in size, counts as none). It
// keeps it if it is due, else only as the latest state.
func (r *TraceRecorder) Sample(nodes int64, depth int, bound, incumbent float64) {
	if r == nil {
		return
	}
	r.add(nodes, bound, incumbent, float64(depth), false)
}

// End records the end of a solve, always kept: the nodes so far, the
// last bound the engine gave, and the incumbent (NaN: none: no solution).
func (r *TraceRecorder) End(nodes int64, incumbent float64) {
	if r == nil {
		return
	}
	r.add(nodes, r.last[2], incumbent, math.NaN(), true)
}

// Cut marks a solve that begins again after a cut, with the nodes so far:
// a point always kept, with no incumbent (the program changed) and the
// last bound, which still holds (a cut only takes solutions away).
func (r *TraceRecorder) Cut(nodes int64) {
	if r == nil {
		return
	}
	t := r.add(nodes, r.last[2], math.NaN(), math.NaN(), true)
	r.t.Cuts = mark(r.t.Cuts, t)
}

func (r *TraceRecorder) add(nodes int64, bound, incumbent, depth float64, force bool) float64 {
	t := (r.now() - r.start).Seconds()
	if math.Abs(bound) >= 1e29 {
		bound = math.NaN()
	}
	if math.Abs(incumbent) >= 1e29 {
		incumbent = math.NaN()
	}
	r.last, r.hasLast = [5]float64{t, float64(nodes), bound, incumbent, depth}, true
	if t < r.next && !force {
		return t
	}
	c := &r.t
	if len(c.T) == TraceMax {
		c.T, c.Nodes, c.Bound, c.Incumbent, c.Depth = halve(c.T), halve(c.Nodes), halve(c.Bound), halve(c.Incumbent), halve(c.Depth)
		c.Every *= 2
	}
	c.T = append(c.T, t)
	c.Nodes = append(c.Nodes, float64(nodes))
	c.Bound = append(c.Bound, bound)
	c.Incumbent = append(c.Incumbent, incumbent)
	c.Depth = append(c.Depth, depth)
	r.next = t + c.Every
	return t
}

// Snapshot is a copy of the trace so far, ending at the latest state; nil
// for a nil recorder.
func (r *TraceRecorder) Snapshot() *Trace {
	if r == nil {
		return nil
	}
	c := r.t
	n := len(c.T)
	tail := 0
	if r.hasLast && (n == 0 || r.last[0] > c.T[n-1]) {
		tail = 1
	}
	cp := func(xs []float64, extra int) []float64 { return append(make([]float64, 0, len(xs)+extra), xs...) }
	c.T, c.Nodes, c.Bound, c.Incumbent, c.Depth = cp(c.T, tail), cp(c.Nodes, tail), cp(c.Bound, tail), cp(c.Incumbent, tail), cp(c.Depth, tail)
	c.Cuts = cp(c.Cuts, 0)
	if tail == 1 {
		c.T = append(c.T, r.last[0])
		c.Nodes = append(c.Nodes, r.last[1])
		c.Bound = append(c.Bound, r.last[2])
		c.Incumbent = append(c.Incumbent, r.last[3])
		c.Depth = append(c.Depth, r.last[4])
	}
	return &c
}

// Detail is Snapshot as an event's Detail: nil (no payload) for a nil
// recorder, rather than a nil *Trace in an interface.
func (r *TraceRecorder) Detail() any {
	if r == nil {
		return nil
	}
	return r.Snapshot()
}
