package solve

import "context"

// Curve is the course of an annealing run, for the window's annealing
// view: the current energy, the best energy and the temperature, sampled
// by the method itself once per temperature step (the x value is the step
// count, never the clock), so that one seed always gives one curve and a
// run of a few milliseconds still draws hundreds of points. An annealing
// method sends a Curve (a copy the receiver may keep) as the Detail of its
// Progress events.
type Curve struct {
	// X counts temperature steps since the run began, all trials together
	// (for PerMove methods, moves: their temperature falls at every move).
	X                  []float64
	Energy, Best, Temp []float64
	Restarts, Reheats  []float64 // x where a trial began: from a fresh random state, or heated again from the state reached
	PerMove            bool      // X counts moves
	Every              int64     // the steps between two samples: 1, doubled each time the buffer fills
}

// CurveMax bounds the samples a Curve holds: when the buffer is full,
// every other sample goes and the spacing doubles, so that a run of any
// length keeps between CurveMax/2 and CurveMax evenly spaced samples.
const CurveMax = 1024

// CurveRecorder builds a Curve in bounded memory. Its zero value is not
// ready: use NewCurveRecorder. A nil recorder records nothing (a run
// nobody watches: solve.Unwatched), at the cost of one comparison a call.
type CurveRecorder struct {
	c    Curve
	next int64 // the next step to sample
	// last is the latest state Sample or End saw, added at the end of a
	// snapshot when it falls between two samples: the curve ends where the
	// run is.
	last    [4]float64
	hasLast bool
}

// NewCurveRecorder returns an empty recorder; perMove says x counts moves.
// It is nil under a context nobody watches (Unwatched), where no event
// would carry the curve.
func NewCurveRecorder(ctx context.Context, perMove bool) *CurveRecorder {
	if Unwatched(ctx) {
		return nil
	}
	return &CurveRecorder{c: Curve{PerMove: perMove, Every: 1}}
}

// Due reports whether step is one to sample; a method's hot loop asks it
// before calling Sample (it is a comparison, and inlined).
func (r *CurveRecorder) Due(step int64) bool { return r != nil && step >= r.next }

// Sample records the state at the end of temperature step step (steps
// counted from 0 over the whole run) if it is due, else only as the latest.
func (r *CurveRecorder) Sample(step int64, energy, best, temp float64) {
	if r == nil {
		return
	}
	r.last, r.hasLast = [4]float64{float64(step), energy, best, temp}, true
	if step < r.next {
		return
	}
	c := &r.c
	if len(c.X) == CurveMax {
		c.X, c.Energy, c.Best, c.Temp = halve(c.X), halve(c.Energy), halve(c.Best), halve(c.Temp)
		c.Every *= 2
	}
	c.X = append(c.X, float64(step))
	c.Energy = append(c.Energy, energy)
	c.Best = append(c.Best, best)
	c.Temp = append(c.Temp, temp)
	r.next = step + c.Every
}

// End records the state the run ended in (a solution found mid-step).
func (r *CurveRecorder) End(step int64, energy, best, temp float64) {
	if r == nil {
		return
	}
	r.last, r.hasLast = [4]float64{float64(step), energy, best, temp}, true
}

// Restart marks a trial beginning at step from a fresh random state.
func (r *CurveRecorder) Restart(step int64) {
	if r != nil {
		r.c.Restarts = mark(r.c.Restarts, float64(step))
	}
}

// Reheat marks a trial beginning at step from the state reached, heated again.
func (r *CurveRecorder) Reheat(step int64) {
	if r != nil {
		r.c.Reheats = mark(r.c.Reheats, float64(step))
	}
}

// mark appends x, keeping at most CurveMax marks (every other one goes
// when full: a chart cannot show more lines than it has pixels anyway).
func mark(xs []float64, x float64) []float64 {
	if len(xs) == CurveMax {
		xs = halve(xs)
	}
	return append(xs, x)
}

func halve(xs []float64) []float64 {
	out := xs[:0]
	for i := 0; i < len(xs); i += 2 {
		out = append(out, xs[i])
	}
	return out
}

// Snapshot is a copy of the curve so far, ending at the latest state.
func (r *CurveRecorder) Snapshot() *Curve {
	if r == nil {
		return nil
	}
	c := r.c
	n := len(c.X)
	cp := func(xs []float64, extra int) []float64 { return append(make([]float64, 0, len(xs)+extra), xs...) }
	tail := 0
	if r.hasLast && (n == 0 || r.last[0] > c.X[n-1]) {
		tail = 1
	}
	c.X, c.Energy, c.Best, c.Temp = cp(c.X, tail), cp(c.Energy, tail), cp(c.Best, tail), cp(c.Temp, tail)
	c.Restarts, c.Reheats = cp(c.Restarts, 0), cp(c.Reheats, 0)
	switch {
	case tail == 1:
		c.X = append(c.X, r.last[0])
		c.Energy = append(c.Energy, r.last[1])
		c.Best = append(c.Best, r.last[2])
		c.Temp = append(c.Temp, r.last[3])
	case r.hasLast && r.last[0] == c.X[n-1]: // the state ended within the last sampled step
		c.Energy[n-1], c.Best[n-1], c.Temp[n-1] = r.last[1], r.last[2], r.last[3]
	}
	return &c
}
