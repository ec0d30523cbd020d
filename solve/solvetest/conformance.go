// Package solvetest is the conformance suite every method of every puzzle
// type passes: answers verified independently, statuses right on unique,
// multiple and infeasible cases, Stop honoured within 200 ms, no event after
// return, input never mutated.
package solvetest

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"grille/solve"
)

// StopLatency is the longest a method may take to return once asked to stop.
const StopLatency = 200 * time.Millisecond

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
	// Hard is a puzzle on which any method runs long enough to be stopped.
	Hard P
	// Budget bounds each case; a heuristic over budget says Unknown.
	Budget time.Duration
	// HeuristicBudget bounds a heuristic on a case it need not solve (not
	// Easy): what is checked there is that it does not lie, not how far it
	// gets, so there is no point in waiting the full Budget.
	HeuristicBudget time.Duration
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

// recorder collects events and notices any that arrive after Solve returned.
type recorder[P any] struct {
	mu       sync.Mutex
	events   int
	returned bool
	late     int
	first    chan struct{}
	once     sync.Once
}

func newRecorder[P any]() *recorder[P] { return &recorder[P]{first: make(chan struct{})} }

func (r *recorder[P]) report(solve.Event[P]) {
	r.mu.Lock()
	r.events++
	if r.returned {
		r.late++
	}
	r.mu.Unlock()
	r.once.Do(func() { close(r.first) })
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
	rec := newRecorder[P]()
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

// stop starts m on the hard puzzle, cancels as soon as the first event
// arrives, and measures how long the method takes to return.
func (s Suite[P]) stop(t *testing.T, m solve.Method[P]) {
	ctx, cancel := context.WithCancelCause(context.Background())
	defer cancel(nil)
	rec := newRecorder[P]()
	type out struct {
		res solve.Result[P]
		err error
		at  time.Time
	}
	done := make(chan out, 1)
	go func() {
		res, err := m.Solve(ctx, s.Hard, rec.report)
		at := time.Now()
		rec.markReturned()
		done <- out{res, err, at}
	}()
	var o out
	select {
	case <-rec.first:
		asked := time.Now()
		cancel(solve.ErrStopped)
		o = <-done
		if lat := o.at.Sub(asked); lat > StopLatency {
			t.Errorf("%s took %v to stop, limit %v", m.Info().ID, lat, StopLatency)
		}
	case o = <-done:
		t.Errorf("%s finished the hard puzzle without sending any event first", m.Info().ID)
	}
	if o.err != nil {
		t.Fatalf("error %v", o.err)
	}
	if o.res.Status.HasSolution() {
		if err := s.Type.Verify(s.Hard, o.res.Solution); err != nil {
			t.Errorf("stopped run claimed %s with an invalid solution: %v", o.res.Status, err)
		}
	}
	if o.res.Status == solve.Infeasible && !m.Info().Exact {
		t.Errorf("stopped heuristic claimed infeasible")
	}
	if n := rec.lateEvents(); n > 0 {
		t.Errorf("%s sent %d events after returning", m.Info().ID, n)
	}
}

func (s Suite[P]) preCancelled(t *testing.T, m solve.Method[P]) {
	ctx, cancel := context.WithCancelCause(context.Background())
	cancel(solve.ErrStopped)
	var late atomic.Int32
	var returned atomic.Bool
	start := time.Now()
	res, err := m.Solve(ctx, s.Hard, func(solve.Event[P]) {
		if returned.Load() {
			late.Add(1)
		}
	})
	returned.Store(true)
	if lat := time.Since(start); lat > StopLatency {
		t.Errorf("%s took %v to notice a cancelled context", m.Info().ID, lat)
	}
	if err != nil {
		t.Fatalf("error %v", err)
	}
	if res.Status == solve.Unknown && res.Msg == "" {
		t.Errorf("Unknown without a reason")
	}
	if late.Load() > 0 {
		t.Errorf("events after return")
	}
}
