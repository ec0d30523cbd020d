// Package ui holds Grille's tabs: boards, method controls, progress and logs.
// It never imports fyne.io/fyne/v2/app, so its tests run with Fyne's test
// driver and no display.
package ui

import (
	"context"
	"time"

	"sync"

	"fyne.io/fyne/v2"

	"grille/solve"
)

// relayPeriod is how often a running solve's news reaches the widgets:
// about 30 updates a second, whatever the solver's rate.
const relayPeriod = 33 * time.Millisecond

// maxPendingLog bounds the log lines held between two relays; a method that
// logs faster than a person can read loses the surplus, and the pane says so.
const maxPendingLog = 500

// Sink receives a session's news. Every call runs on the UI goroutine.
type Sink[P any] interface {
	// log gets the new log lines; details[i], when not nil, is the
	// teaching payload of the event that logged lines[i] (Event.Detail),
	// kept so that the log can show the board as it was at that line.
	log(lines []string, details []any, dropped int)
	// progress gets the latest stats and the method's own time.
	progress(st solve.Stats, elapsed time.Duration)
	best(p P, st solve.Stats)
	detail(d any)
	finished(res solve.Result[P], err error)
}

// Dispatcher runs widget updates on the UI goroutine. The app uses
// fyneDispatch; tests substitute a queue they drain on the test goroutine,
// so that widgets are touched by one goroutine only, as in the app.
type Dispatcher interface {
	Do(func())
	DoAndWait(func())
}

type fyneDispatch struct{}

func (fyneDispatch) Do(f func())        { fyne.Do(f) }
func (fyneDispatch) DoAndWait(f func()) { fyne.DoAndWait(f) }

// Session runs one solve off the UI goroutine and relays its events to the
// widgets through fyne.Do, batched. It owns two goroutines: the solver and
// the relay; both end when the solve ends.
type Session[P any] struct {
	cancel context.CancelCauseFunc
	done   chan struct{}
	paced  func()  // after each event: show it and wait for the pace (pace.go); nil at full speed
	pacer  *Pace   // the pace paced holds to; nil at full speed
	clock  *budget // the method's own time and its limit

	mu       sync.Mutex
	logs     []string
	details  []any // parallel to logs
	dropped  int
	stats    solve.Stats
	elapsed  time.Duration
	fresh    bool
	best     P
	hasBest  bool
	bestSeen bool
	detail   any
	chart    any // the latest chart data (a Curve, a Trace), kept apart from detail
	// cut: Stop came while the pace held or slowed the method (afterStop);
	// cutAt is the method's own time then, late that it sent events after.
	cut   bool
	cutAt time.Duration
	late  bool
}

// Start begins solving p with m. timeout ≤ 0 means none.
func Start[P any](kind *solve.Type[P], m solve.Method[P], p P, timeout time.Duration, sink Sink[P], ui Dispatcher) *Session[P] {
	return StartPaced(kind, m, p, timeout, nil, sink, ui)
}

// StartPaced is Start with the method held to pace (nil: full speed).
func StartPaced[P any](kind *solve.Type[P], m solve.Method[P], p P, timeout time.Duration, pace *Pace, sink Sink[P], ui Dispatcher) *Session[P] {
	return startOn(wallTime{}, kind, m, p, timeout, pace, sink, ui)
}

// startOn is StartPaced on the wall clock src: the method is timed, and
// its time limit counted, on its own clock (budget), which stands still
// while the pace holds it.
func startOn[P any](src timeSource, kind *solve.Type[P], m solve.Method[P], p P, timeout time.Duration, pace *Pace, sink Sink[P], ui Dispatcher) *Session[P] {
	ctx, cancel := context.WithCancelCause(context.Background())
	clock := newBudget(src, timeout, func() { cancel(context.DeadlineExceeded) })
	s := &Session[P]{cancel: cancel, done: make(chan struct{}), clock: clock}
	runCtx := s.pace(ctx, pace, clock, sink, ui)
	type outcome struct {
		res solve.Result[P]
		err error
	}
	finished := make(chan outcome, 1)
	go func() {
		res, err := solve.Run(solve.WithClock(runCtx, clock), kind, m, p, s.report)
		clock.stop()
		res = s.afterStop(res, err)
		if err == nil && res.Status == solve.Unknown && context.Cause(ctx) == context.DeadlineExceeded {
			res.Msg = tr("time limit ") + timeout.String() + tr(" reached")
			res.Say = solve.Text{}
		}
		finished <- outcome{res, err}
	}()
	go func() {
		defer close(s.done)
		defer cancel(nil)
		tick := time.NewTicker(relayPeriod)
		defer tick.Stop()
		for {
			select {
			case <-tick.C:
				s.flush(sink, ui)
			case o := <-finished:
				s.flush(sink, ui)
				// DoAndWait, so that once Done is closed the widgets show the result.
				ui.DoAndWait(func() { sink.finished(o.res, o.err) })
				return
			}
		}
	}()
	return s
}

// report runs on the solver goroutine: it records, and never blocks on the
// UI; only a pace a person chose holds it (pace.go).
func (s *Session[P]) report(e solve.Event[P]) {
	s.record(e)
	if s.paced != nil {
		s.paced()
	}
}

func (s *Session[P]) record(e solve.Event[P]) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cut {
		s.late = true // work after the Stop: not shown (afterStop)
		return
	}
	switch e.Kind {
	case solve.Log, solve.Step, solve.Engine:
		if e.Msg != "" {
			if len(s.logs) < maxPendingLog {
				d := e.Detail
				if e.Kind == solve.Engine {
					d = engineLine{} // the panel shows it only when asked
				}
				s.logs = append(s.logs, say(e.Say, e.Msg))
				s.details = append(s.details, d)
			} else {
				s.dropped++
			}
		}
	}
	if e.HasBest {
		s.best, s.hasBest, s.bestSeen = e.Best, true, false
	}
	switch e.Detail.(type) {
	case nil:
	case *solve.Trace, *solve.Curve:
		// A chart's data has its own slot: it must not push out, in the
		// same relay period, a Step's picture for the board.
		s.chart = e.Detail
	default:
		s.detail = e.Detail
	}
	s.stats, s.elapsed, s.fresh = e.Stats, e.Elapsed, true
}

func (s *Session[P]) flush(sink Sink[P], ui Dispatcher) {
	s.mu.Lock()
	logs, details, dropped := s.logs, s.details, s.dropped
	s.logs, s.details, s.dropped = nil, nil, 0
	stats, elapsed, fresh := s.stats, s.elapsed, s.fresh
	s.fresh = false
	best, newBest := s.best, s.hasBest && !s.bestSeen
	s.bestSeen = true
	detail, chartData := s.detail, s.chart
	s.detail, s.chart = nil, nil
	s.mu.Unlock()
	if len(logs) == 0 && dropped == 0 && !fresh && !newBest && detail == nil && chartData == nil {
		return
	}
	ui.Do(func() {
		if len(logs) > 0 || dropped > 0 {
			sink.log(logs, details, dropped)
		}
		if fresh {
			sink.progress(stats, elapsed)
		}
		if chartData != nil {
			sink.detail(chartData)
		}
		if detail != nil {
			sink.detail(detail)
		}
		if newBest {
			sink.best(best, stats)
		}
	})
}

// Stop asks the method to stop; it returns at once. A run the pace has
// held (paused, or slowed down for a class) is over, for the person who
// stops it, at the event the window shows: its later events are dropped,
// and its result is what it had then (afterStop).
func (s *Session[P]) Stop() {
	if s.clock.slowed() || s.pacer.Slowed() {
		s.mu.Lock()
		if !s.cut {
			s.cut, s.cutAt = true, s.clock.Now()
		}
		s.mu.Unlock()
	}
	s.cancel(solve.ErrStopped)
}

// afterStop is the result of a run stopped while the pace held it. Let
// out of its wait by the Stop, a method goes on until it next looks at its
// context, every few hundred nodes or at its next LP: time enough, on a
// small puzzle, to finish it and return "solved" although the person
// stopped it at its first event. A method that returns without another
// event had its answer before the Stop (it was held at its last event),
// and that stands; else the run ends as stopped at the Stop, with the
// figures the window showed then, and the best state the method stopped
// with (or the last one it showed; never an answer found after the Stop).
func (s *Session[P]) afterStop(res solve.Result[P], err error) solve.Result[P] {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.cut || !s.late || err != nil {
		return res
	}
	cut := solve.Result[P]{Status: solve.Unknown, Stats: s.stats, Elapsed: s.cutAt, Say: solve.Say("stopped")}
	cut.Msg = cut.Say.String()
	switch {
	case res.Partial && !res.Status.HasSolution():
		// The best state the method stopped with, a few steps on from
		// the one shown (the board shows it at a Stop at full speed).
		cut.Solution, cut.Partial = res.Solution, true
	case s.hasBest:
		cut.Solution, cut.Partial = s.best, true
	}
	return cut
}

// Slowed reports whether the pace ever held the method: the run was shown
// slowed down, and the times it reports leave the waits out.
func (s *Session[P]) Slowed() bool { return s.clock.slowed() }

// Done is closed once the result has been shown.
func (s *Session[P]) Done() <-chan struct{} { return s.done }
