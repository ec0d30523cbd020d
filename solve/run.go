package solve

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"time"
)

// Registry lists the methods of one puzzle type, in the order they were added.
type Registry[P any] struct {
	mu      sync.RWMutex
	methods []Method[P]
}

// Register adds m; a second method with the same ID is a programming error.
func (r *Registry[P]) Register(m Method[P]) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, x := range r.methods {
		if x.Info().ID == m.Info().ID {
			panic("solve: duplicate method ID " + m.Info().ID)
		}
	}
	r.methods = append(r.methods, m)
}

// Get returns the method with this ID.
func (r *Registry[P]) Get(id string) (Method[P], bool) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	for _, m := range r.methods {
		if m.Info().ID == id {
			return m, true
		}
	}
	return nil, false
}

// Methods returns the registered methods in registration order.
func (r *Registry[P]) Methods() []Method[P] {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return append([]Method[P](nil), r.methods...)
}

// FirstExact is the first registered method that is exact and needs no
// engine (Check in the window; explain and rate counting a stuck puzzle's
// solutions), or nil.
func (r *Registry[P]) FirstExact() Method[P] {
	for _, m := range r.Methods() {
		if in := m.Info(); in.Exact && in.Needs == "" {
			return m
		}
	}
	return nil
}

// IDs returns the method IDs, sorted.
func (r *Registry[P]) IDs() []string {
	var ids []string
	for _, m := range r.Methods() {
		ids = append(ids, m.Info().ID)
	}
	sort.Strings(ids)
	return ids
}

// ErrWrongAnswer wraps a verification failure: a method claimed a solution
// that is not one. It is a bug in the method, never the user's fault.
var ErrWrongAnswer = errors.New("method returned an invalid solution")

// Run solves p with m and is the only way the window and the terminal call
// a method. It
//   - stamps every event with the time since the start, on ctx's Clock
//     (WithClock) if it has one,
//   - guarantees report is never called after Run returns, even if the
//     method breaks its contract,
//   - turns a panic in the method into an error,
//   - re-verifies every claimed solution with kind.Verify, which must
//     not share code paths with any method's search, and
//   - turns a stop (ctx done) without a proof into Status Unknown.
func Run[P any](ctx context.Context, kind *Type[P], m Method[P], p P, report Reporter[P]) (Result[P], error) {
	var res Result[P]
	var err error
	if c := clockOf(ctx); c != nil {
		err = run(ctx, kind, m, nil, p, nil, report, c, c.Now(), &res)
	} else {
		err = run(ctx, kind, m, nil, p, nil, report, nil, Now(), &res)
	}
	return res, err
}

// run is Run from start (clock's reading, or Now's when clock is nil);
// given def (definedOf(m)) and c
// (p's Checker), it calls the method through solveChecked, which needs no
// interface made of p to validate it.
func run[P any](ctx context.Context, kind *Type[P], m Method[P], def *defined[P], p P, c Checker, report Reporter[P], clock Clock, start time.Duration, res *Result[P]) (err error) {
	// With no one listening the method gets no reporter at all (Define
	// hands its body one that drops everything and says so through
	// Unwatched), so a batch of fast solves pays for no events, and for
	// no guard: its lock and flag are allocated only for a listener.
	var guarded Reporter[P]
	var g *guard[P]
	if report != nil {
		g = &guard[P]{clock: clock, start: start, report: report}
		guarded = g.send
	}
	defer func() {
		if g != nil {
			g.close()
		}
		if r := recover(); r != nil {
			*res = Result[P]{Status: Unknown, Msg: "internal error", Say: Say("internal error")}
			err = fmt.Errorf("%s: method %s panicked: %v\n%s", kind.Name, m.Info().ID, r, debug.Stack())
		}
		if clock != nil {
			res.Elapsed = clock.Now() - start
		} else {
			res.Elapsed = Now() - start
		}
	}()
	if def != nil && c != nil {
		err = def.solveChecked(ctx, p, c, guarded, res)
	} else {
		*res, err = m.Solve(ctx, p, guarded)
	}
	if err != nil {
		return err
	}
	if res.Status.HasSolution() {
		if verr := kind.Verify(p, res.Solution); verr != nil {
			*res = Result[P]{Status: Unknown, Stats: res.Stats, Msg: "invalid answer", Say: Say("invalid answer")}
			return fmt.Errorf("%w: %s %s: %v", ErrWrongAnswer, kind.Name, m.Info().ID, verr)
		}
	}
	if res.Status == Infeasible && !m.Info().Exact {
		*res = Result[P]{Status: Unknown, Stats: res.Stats, Msg: "gave up", Say: Say("gave up")}
		return fmt.Errorf("%s: heuristic method %s claimed infeasibility", kind.Name, m.Info().ID)
	}
	if res.Status == Unknown {
		res.Say = whyUnknown(res.Text(), context.Cause(ctx))
		res.Msg = res.Say.String()
	} else if res.Say.IsZero() && res.Msg != "" {
		res.Say = Plain(res.Msg)
	}
	return nil
}

// epoch is the origin of Run's clock: the time since it reads the
// monotonic clock alone, where time.Now reads the wall clock too (a
// batch of fast solves reads the clock twice a puzzle).
var epoch = time.Now()

// Now is the time on Run's clock, from an origin of the process's own:
// what Batch.Run takes as the start of a solve, so that a caller timing
// the puzzle too (a time limit) shares that reading of the clock.
func Now() time.Duration { return time.Since(epoch) }

// guard passes a method's events on, stamped, until Run returns.
type guard[P any] struct {
	mu     sync.Mutex
	closed bool
	clock  Clock         // nil: Now
	start  time.Duration // clock's reading (Now's: since epoch)
	report Reporter[P]
}

func (g *guard[P]) send(e Event[P]) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.closed {
		return
	}
	if g.clock != nil {
		e.Elapsed = g.clock.Now() - g.start
	} else {
		e.Elapsed = Now() - g.start
	}
	g.report(e)
}

func (g *guard[P]) close() {
	g.mu.Lock()
	g.closed = true
	g.mu.Unlock()
}

// whyUnknown says why a method that found nothing stopped. A method says
// "stopped" (or "stopped after 12 trials...") when its context ends; the
// cause says why it ended (the Stop button, "time limit 10s reached",
// "interrupted"), which is what a person wants to read. A cause with a
// Say() Text method says it in every language.
func whyUnknown(msg Text, cause error) Text {
	english := msg.String()
	switch {
	case cause == nil && english == "":
		return Say("gave up")
	case cause == nil || errors.Is(cause, ErrStopped) || cause == context.Canceled:
		if english == "" {
			return Say("stopped")
		}
		return msg
	case english == "" || english == "stopped":
		return causeText(cause)
	case english == "stopped at the time limit":
		// The cause names the limit: not "time limit 1s reached (stopped
		// at the time limit)".
		return causeText(cause)
	case strings.HasPrefix(english, "stopped "):
		return Say("%s (%s)", causeText(cause), msg)
	}
	return msg
}

// causeText is a cancel cause's words: a bare time limit's (a context
// made by context.WithTimeout) is "time limit reached", not Go's "context
// deadline exceeded".
func causeText(cause error) Text {
	var s interface{ Say() Text }
	if errors.As(cause, &s) {
		return s.Say()
	}
	if cause == context.DeadlineExceeded {
		return Say("time limit reached")
	}
	return Plain(cause.Error())
}
