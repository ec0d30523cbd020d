package solve

import "context"

// Define's preamble, shaped so that a batch of fast solves (Batch, the
// erasing wrapper, run) pays no allocation a puzzle for it: the method
// Define makes, the preamble itself (solveChecked), and Unwatched, which
// lets a body skip work done only to tell.

// asChecker is p as the Checker it is.
func asChecker[P Checker](p P) Checker { return p }

// defined is used by pointer: its Info is large, and a call through the
// Method interface on a value would copy it (a batch makes one a puzzle).
// Its P is any type, Define's being a Checker (check says so), so that
// code of any P (the erasing wrapper, Batch) can call solveChecked
// directly: through an interface, a generic method is a wrapper that
// copies the Result, large, once more.
type defined[P any] struct {
	info Info
	body Body[P]
	// quiet is the reporter of a call without one, made once: a func
	// value made in Solve, where P is a type parameter, is an allocation
	// a solve.
	quiet Reporter[P]
	check func(P) Checker // asChecker[P]
}

// drop is the reporter that drops every event.
func drop[P any](Event[P]) {}

// definedOf is the defined behind m, a method made by Define or
// DefineSeeded, or nil. Its solveChecked takes the puzzle's Checker apart
// from the puzzle: an erased method has the puzzle in an interface
// already, and a Batch a pointer to it, and each passes that rather than
// have P put in a new one (an allocation a solve) to call Validate.
func definedOf[P any](m Method[P]) *defined[P] {
	switch d := m.(type) {
	case *defined[P]:
		return d
	case seeded[P]:
		return d.defined
	}
	return nil
}

// solveChecked is Solve, c being p, its result written to *res (a Result
// passed up by value is copied at each call, a few hundred bytes).
func (d *defined[P]) solveChecked(ctx context.Context, p P, c Checker, report Reporter[P], res *Result[P]) (err error) {
	if report == nil {
		if report = d.quiet; report == nil { // a defined made without Define
			report = drop[P]
		}
		if !Unwatched(ctx) {
			ctx = context.WithValue(ctx, unwatchedKey{}, true)
		}
	} else {
		watcher := report
		report = func(e Event[P]) {
			if e.Msg == "" && !e.Say.IsZero() {
				e.Msg = e.Say.String()
			}
			watcher(e)
		}
	}
	if err := c.Validate(); err != nil {
		report(Event[P]{Kind: Log, Say: Say("invalid puzzle: %s", err.Error())})
		*res = Result[P]{Status: Unknown, Msg: err.Error()}
		return err
	}
	*res, err = d.body(ctx, p, report)
	if res.Msg == "" && !res.Say.IsZero() {
		res.Msg = res.Say.String()
	}
	return err
}

type unwatchedKey struct{}

// WithoutListeners marks ctx as one under which every method is called
// with no reporter (a terminal batch), so that Define's preamble need not
// mark it again for each puzzle. Calling a method with a reporter under it
// would have the method think no one listens.
func WithoutListeners(ctx context.Context) context.Context {
	return context.WithValue(ctx, unwatchedKey{}, true)
}

// Unwatched reports whether a Define body's caller listens to no event:
// the body may then skip work done only to tell (a log line's counts),
// which in a batch of fast solves costs more than the solve.
func Unwatched(ctx context.Context) bool {
	if u, ok := ctx.(UnwatchedContext); ok {
		return u.Unwatched()
	}
	v, _ := ctx.Value(unwatchedKey{}).(bool)
	return v
}

// UnwatchedContext is a context that answers Unwatched itself, without a
// look-up of the value down its chain: a terminal batch's context of one
// puzzle, which Define's preamble and the method each ask. Its Unwatched
// must be what Unwatched says of its parent.
type UnwatchedContext interface {
	context.Context
	Unwatched() bool
}
