// Package solvetest is the conformance suite every method of every puzzle
// type passes: answers verified independently, statuses right on unique,
// multiple and infeasible cases, Stop honoured within a bounded amount of
// work, no event after return, input never mutated.
//
// The suite measures no time: a unit test that compares a wall clock with a
// bound measures the machine, and fails on a loaded one. What a method
// controls is how much work it does between two looks at its context; the
// suite cancels from inside the method's own report (so at a known point
// of its work) and counts the work that follows in the method's Stats.
// The time that work takes, the StopLatency the README promises, is
// measured by BenchStop and by make stress, on a quiet machine.
package solvetest

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"grille/solve"
)

// StopLatency is the longest a method may take to return once asked to
// stop, on a quiet machine: the figure of the README, measured by BenchStop
// and checked by make stress, never by a unit test.
const StopLatency = 200 * time.Millisecond

// DefaultStopWork bounds, for a method a Suite does not list in StopWork,
// the work it may do after its context is cancelled, in each counter of
// its Stats: one poll interval of a searcher (it looks every 1024 nodes at
// most) or of an annealer that counts moves (every 4096), the one LP
// relaxation under way (lp_solve aborts it at its next iteration: the
// lpsolve package checks that), and no new annealing trial.
var DefaultStopWork = Work{Nodes: 1024, Iterations: 4096, LPSolves: 1}

// hangGuard is how long the stop tests wait for a method to return before
// they call it hung: a deadlock guard only, far above any machine's
// latency, not a latency bound.
const hangGuard = 2 * time.Minute

// Work is an amount of work in the counters of solve.Stats that measure
// it: search nodes, iterations (moves, temperatures, simplex iterations:
// each method says which), LP relaxations solved, annealing trials started.
type Work struct {
	Nodes, Iterations int64
	LPSolves, Trials  int
}

// WorkOf is the work counters of s.
func WorkOf(s solve.Stats) Work {
	return Work{Nodes: s.Nodes, Iterations: s.Iterations, LPSolves: s.LPSolves, Trials: s.Trials}
}

// Max is each counter's larger value.
func (w Work) Max(o Work) Work {
	return Work{max(w.Nodes, o.Nodes), max(w.Iterations, o.Iterations), max(w.LPSolves, o.LPSolves), max(w.Trials, o.Trials)}
}

// Sub is w−o, counter by counter.
func (w Work) Sub(o Work) Work {
	return Work{w.Nodes - o.Nodes, w.Iterations - o.Iterations, w.LPSolves - o.LPSolves, w.Trials - o.Trials}
}

// Over names the counters of w above bound, "" when none is.
func (w Work) Over(bound Work) string {
	var over []string
	add := func(name string, v, b int64) {
		if v > b {
			over = append(over, fmt.Sprintf("%d %s (at most %d)", v, name, b))
		}
	}
	add("nodes", w.Nodes, bound.Nodes)
	add("iterations", w.Iterations, bound.Iterations)
	add("LP solves", int64(w.LPSolves), int64(bound.LPSolves))
	add("trials", int64(w.Trials), int64(bound.Trials))
	if len(over) == 0 {
		return ""
	}
	return fmt.Sprint(over)
}

// Below names the counters of w below o, "" when none is.
func (w Work) Below(o Work) string {
	d := w.Sub(o)
	var below []string
	for _, c := range []struct {
		name string
		v    int64
	}{{"nodes", d.Nodes}, {"iterations", d.Iterations}, {"LP solves", int64(d.LPSolves)}, {"trials", int64(d.Trials)}} {
		if c.v < 0 {
			below = append(below, c.name)
		}
	}
	if len(below) == 0 {
		return ""
	}
	return fmt.Sprint(below)
}

// Case is one puzzle and what an exact method must say of it.
type Case[P any] struct {
	Name   string
	Puzzle P
	Want   solve.Status // Unique, Multiple or Infeasible
	// Easy cases must be solved by heuristic methods too, within Budget.
	Easy bool
}

// Suite describes a puzzle type to the conformance tests.
type Suite[P any] struct {
	// Type is the puzzle type: its Verify, Clone and Equal, and the
	// methods RunAll checks.
	Type  *solve.Type[P]
	Cases []Case[P]
	// Hard is a puzzle on which any method runs long enough to be stopped:
	// past its first event that counts work (a Progress, usually).
	Hard P
	// Budget bounds each case; a heuristic over budget says Unknown.
	Budget time.Duration
	// HeuristicBudget bounds a heuristic on a case it need not solve (not
	// Easy): what is checked there is that it does not lie, not how far it
	// gets, so there is no point in waiting the full Budget.
	HeuristicBudget time.Duration
	// StopWork, by method ID, bounds the work a method may do once its
	// context is cancelled, counted in its own Stats: about one interval
	// between two of its looks at the context, in the unit its Stats count
	// (an annealer that counts temperatures, not moves, gets a bound in
	// temperatures). A method not listed gets DefaultStopWork.
	StopWork map[string]Work
}

// Run checks m against every rule of the contract.
func (s Suite[P]) Run(t *testing.T, m solve.Method[P]) {
	t.Helper()
	info := m.Info()
	if info.ID == "" || info.Name == "" || info.Doc == "" {
		t.Errorf("method %q: Info must have ID, Name and Doc: %+v", info.ID, info)
	}
	for _, c := range s.Cases {
		t.Run(c.Name, func(t *testing.T) { s.runCase(t, m, c) })
	}
	t.Run("stop", func(t *testing.T) { s.stop(t, m) })
	t.Run("stopped-before-start", func(t *testing.T) { s.preCancelled(t, m) })
}

// stopWork is m's bound in s.
func (s Suite[P]) stopWork(m solve.Method[P]) Work {
	if w, ok := s.StopWork[m.Info().ID]; ok {
		return w
	}
	return DefaultStopWork
}

// recorder collects events and notices any that arrive after Solve returned.
type recorder[P any] struct {
	mu       sync.Mutex
	events   int
	returned bool
	late     int
}

func (r *recorder[P]) report(solve.Event[P]) {
	r.mu.Lock()
	r.events++
	if r.returned {
		r.late++
	}
	r.mu.Unlock()
}

func (r *recorder[P]) markReturned() {
	r.mu.Lock()
	r.returned = true
	r.mu.Unlock()
}

func (r *recorder[P]) lateEvents() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.late
}

func (s Suite[P]) runCase(t *testing.T, m solve.Method[P], c Case[P]) {
	info := m.Info()
	before := s.Type.Clone(c.Puzzle)
	budget := s.Budget
	if !info.Exact && !c.Easy && s.HeuristicBudget > 0 {
		budget = s.HeuristicBudget
	}
	ctx, cancel := context.WithTimeout(context.Background(), budget)
	defer cancel()
	rec := &recorder[P]{}
	res, err := m.Solve(ctx, c.Puzzle, rec.report)
	rec.markReturned()
	if err != nil {
		t.Fatalf("%s: error %v", info.ID, err)
	}
	if !s.Type.Equal(before, c.Puzzle) {
		t.Errorf("%s mutated its input", info.ID)
	}
	if res.Status.HasSolution() {
		if verr := s.Type.Verify(c.Puzzle, res.Solution); verr != nil {
			t.Errorf("%s claimed %s with an invalid solution: %v", info.ID, res.Status, verr)
		}
	}
	switch {
	case info.Exact:
		if res.Status != c.Want {
			t.Errorf("%s: status %s, want %s (%s)", info.ID, res.Status, c.Want, res.Msg)
		}
	default:
		if res.Status == solve.Unique || res.Status == solve.Multiple || res.Status == solve.Infeasible {
			t.Errorf("%s is not exact but claimed %s", info.ID, res.Status)
		}
		if c.Want == solve.Infeasible && res.Status != solve.Unknown {
			t.Errorf("%s: status %s on an infeasible puzzle", info.ID, res.Status)
		}
		if c.Easy && res.Status != solve.Solved {
			t.Errorf("%s: status %s on an easy puzzle, want solved (%s)", info.ID, res.Status, res.Msg)
		}
	}
	if res.Status == solve.Unknown && res.Msg == "" {
		t.Errorf("%s: Unknown without a reason in Msg", info.ID)
	}
	if n := rec.lateEvents(); n > 0 {
		t.Errorf("%s sent %d events after returning", info.ID, n)
	}
}

// StopRun is one run of a method that its own report cancels: what it
// did before and after the cancel, as its events and result count it.
type StopRun[P any] struct {
	Res solve.Result[P]
	Err error
	// Cancelled: the report cancelled the run (else it ended first).
	Cancelled bool
	// At is the work the events had shown when the report cancelled: each
	// counter's highest value in them (a Log carries no counters).
	At Work
	// Shown is the same over every event, until Solve returned.
	Shown Work
	// Events counts the events, Late those after Solve returned.
	Events, Late int
}

// StopAt runs m on p and cancels its context, with solve.ErrStopped, from
// inside its report at the first event for which at says yes: at a known
// point of the method's work, whatever the machine's load. With a nil at,
// the context is cancelled before Solve starts. StopAt waits for Solve to
// return; a method still running after hangGuard fails t as hung (a
// deadlock guard, not a latency bound).
func StopAt[P any](t testing.TB, m solve.Method[P], p P, at func(solve.Event[P]) bool) StopRun[P] {
	t.Helper()
	ctx, cancel := context.WithCancelCause(context.Background())
	defer cancel(nil)
	var mu sync.Mutex
	var r StopRun[P]
	if at == nil {
		r.Cancelled = true
		cancel(solve.ErrStopped)
	}
	returned := false
	report := func(e solve.Event[P]) {
		mu.Lock()
		defer mu.Unlock()
		r.Events++
		if returned {
			r.Late++
			return
		}
		r.Shown = r.Shown.Max(WorkOf(e.Stats))
		if !r.Cancelled && at(e) {
			r.Cancelled, r.At = true, r.Shown
			cancel(solve.ErrStopped)
		}
	}
	type out struct {
		res solve.Result[P]
		err error
	}
	done := make(chan out, 1)
	go func() {
		res, err := m.Solve(ctx, p, report)
		mu.Lock()
		returned = true
		mu.Unlock()
		done <- out{res, err}
	}()
	guard := time.NewTimer(hangGuard)
	defer guard.Stop()
	select {
	case o := <-done:
		mu.Lock()
		defer mu.Unlock()
		r.Res, r.Err = o.res, o.err
		return r
	case <-guard.C:
		mu.Lock()
		defer mu.Unlock()
		t.Fatalf("%s had not returned %v after its start (cancelled: %v, %d events, work shown %+v): hung",
			m.Info().ID, hangGuard, r.Cancelled, r.Events, r.Shown)
		return r
	}
}

// midSearch says where the stop test cancels m: at the first event that
// shows work under way (nodes, iterations or LP solves: a trial begun is
// not yet work), so that the method is stopped between two of its looks at
// the context. A method that needs the LP engine counts its work
// only when a relaxation ends (lp_solve aborts one under way: the lpsolve
// package checks that), so it is cancelled at its first event, before its
// first relaxation.
func midSearch[P any](m solve.Method[P]) func(solve.Event[P]) bool {
	if m.Info().Needs == "lp" {
		return func(solve.Event[P]) bool { return true }
	}
	return func(e solve.Event[P]) bool {
		return e.Stats.Nodes > 0 || e.Stats.Iterations > 0 || e.Stats.LPSolves > 0
	}
}

// stop runs m on the hard puzzle, cancels it from its report in the
// middle of its work, and counts the work it does after the cancel.
func (s Suite[P]) stop(t *testing.T, m solve.Method[P]) {
	id := m.Info().ID
	r := StopAt(t, m, s.Hard, midSearch(m))
	if r.Err != nil {
		t.Fatalf("error %v", r.Err)
	}
	s.checkStopped(t, m, r)
	if !r.Cancelled {
		// Only a fast machine finishes Hard before its first Progress
		// (a load makes runs longer, never shorter).
		t.Logf("%s finished the hard puzzle (%s) before any event that counts work: the stop was not exercised; Suite.Hard should be harder",
			id, r.Res.Status)
	}
}

// checkStopped checks what every stopped run must respect: the work after
// the cancel within the method's bound, no claim of Infeasible from a
// heuristic, a valid solution if one is claimed, no event after return,
// and a result that counts at least the work its events showed.
func (s Suite[P]) checkStopped(t *testing.T, m solve.Method[P], r StopRun[P]) {
	t.Helper()
	id := m.Info().ID
	final := WorkOf(r.Res.Stats)
	if below := final.Below(r.Shown); below != "" {
		t.Errorf("%s: the result's Stats %+v count less than its events showed %+v (%s)", id, final, r.Shown, below)
	}
	if r.Cancelled {
		t.Logf("%s: work shown at the cancel %+v, at the return %+v", id, r.At, final)
		if over := final.Sub(r.At).Over(s.stopWork(m)); over != "" {
			t.Errorf("%s did %s of work after the cancel (work at the cancel %+v, at the return %+v): it looks at its context too seldom",
				id, over, r.At, final)
		}
	}
	if r.Res.Status.HasSolution() {
		if err := s.Type.Verify(s.Hard, r.Res.Solution); err != nil {
			t.Errorf("%s: stopped run claimed %s with an invalid solution: %v", id, r.Res.Status, err)
		}
	}
	if r.Res.Status == solve.Infeasible && !m.Info().Exact {
		t.Errorf("%s: stopped heuristic claimed infeasible", id)
	}
	if r.Res.Status == solve.Unknown && r.Res.Msg == "" {
		t.Errorf("%s: Unknown without a reason in Msg", id)
	}
	if r.Late > 0 {
		t.Errorf("%s sent %d events after returning", id, r.Late)
	}
}

// preCancelled runs m with a context cancelled before the start: it must
// do no more work than after any cancel, and say why it stopped.
func (s Suite[P]) preCancelled(t *testing.T, m solve.Method[P]) {
	r := StopAt(t, m, s.Hard, nil)
	if r.Err != nil {
		t.Fatalf("error %v", r.Err)
	}
	s.checkStopped(t, m, r)
}

// BenchStop measures the StopLatency of m on s.Hard: the time from a
// cancel issued from another goroutine, as the window's Stop button does,
// at the method's first event that counts work, to Solve's return. It
// reports the median, the 90th percentile and the worst over b.N runs in
// milliseconds (stop-p50-ms, stop-p90-ms, stop-max-ms).
func (s Suite[P]) BenchStop(b *testing.B, m solve.Method[P]) {
	lat := make([]time.Duration, 0, b.N)
	for range b.N {
		d, ok := MeasureStop(m, s.Hard, hangGuard)
		if !ok {
			b.Fatalf("%s: no stop measured (finished before any event that counts work, or hung)", m.Info().ID)
		}
		lat = append(lat, d)
	}
	ReportLatency(b, "stop", lat)
}

// ReportLatency reports the median, the 90th percentile and the worst of
// lat in milliseconds, as name-p50-ms, name-p90-ms and name-max-ms.
func ReportLatency(b *testing.B, name string, lat []time.Duration) {
	if len(lat) == 0 {
		return
	}
	lat = slices.Clone(lat)
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	b.ReportMetric(ms(lat[len(lat)/2]), name+"-p50-ms")
	b.ReportMetric(ms(lat[len(lat)*9/10]), name+"-p90-ms")
	b.ReportMetric(ms(lat[len(lat)-1]), name+"-max-ms")
	b.ReportMetric(0, "ns/op")
}

// MeasureStop runs m on p, cancels it from another goroutine, as the
// window's Stop button does, as soon as it sends its first event that
// counts work (a method that needs the LP engine: 100 ms after its first
// event, so that lp_solve is at work), and returns the time from the
// cancel to Solve's return. ok is false when the method finished first, or
// had not returned within guard.
func MeasureStop[P any](m solve.Method[P], p P, guard time.Duration) (latency time.Duration, ok bool) {
	ctx, cancel := context.WithCancelCause(context.Background())
	defer cancel(nil)
	ready := make(chan struct{})
	var once sync.Once
	fire := func() { once.Do(func() { close(ready) }) }
	at := midSearch(m)
	if m.Info().Needs == "lp" {
		var timer sync.Once
		at = func(solve.Event[P]) bool {
			timer.Do(func() { time.AfterFunc(100*time.Millisecond, fire) })
			return false
		}
	}
	done := make(chan time.Time, 1)
	go func() {
		m.Solve(ctx, p, func(e solve.Event[P]) {
			if at(e) {
				fire()
			}
		})
		done <- time.Now()
	}()
	select {
	case <-ready:
	case <-done:
		return 0, false
	}
	asked := time.Now()
	cancel(solve.ErrStopped)
	select {
	case end := <-done:
		return end.Sub(asked), true
	case <-time.After(guard):
		return 0, false
	}
}

// expiring is a context whose deadline passes when the test says so.
type expiring struct {
	context.Context // cancelled at expiry, so that Done closes
	expired         atomic.Bool
}

func (e *expiring) Err() error {
	if e.expired.Load() {
		return context.DeadlineExceeded
	}
	return e.Context.Err()
}

// Expiring returns a context whose time limit passes when expire is
// called: from then on its Err is context.DeadlineExceeded and its Cause
// too, as a time limit's. A test calls expire from a method's report, at
// a point of its work, where a real deadline would fall wherever the
// machine's load puts it.
func Expiring(parent context.Context) (ctx context.Context, expire func()) {
	inner, cancel := context.WithCancelCause(parent)
	e := &expiring{Context: inner}
	return e, func() {
		e.expired.Store(true)
		cancel(context.DeadlineExceeded)
	}
}
