package solve

import "context"

// Checker is what a method asks of a puzzle before it starts: that it can
// check its own shape (sizes in range, values that fit, nothing off the
// grid). Every puzzle type is one.
type Checker interface{ Validate() error }

// Body is what a method does once the preamble every method shares has
// run: p has passed Validate, and report is never nil.
type Body[P any] func(ctx context.Context, p P, report Reporter[P]) (Result[P], error)

// Define returns the method described by info that solves with body. Its
// Solve runs the preamble first: a nil report becomes one that drops every
// event (and Unwatched(ctx) true in the body), an event or a result with a
// Say and no Msg gets Say's English as Msg, and a puzzle that fails
// Validate gets the Log line "invalid puzzle: …" and is answered at once
// with Status Unknown, the error as Msg, and the error itself (a malformed puzzle is the caller's mistake, not a
// finding about the puzzle).
func Define[P Checker](info Info, body Body[P]) Method[P] {
	return &defined[P]{info, body, drop[P], asChecker[P]}
}

// DefineSeeded is Define for a randomised method: body(seed) solves
// drawing from seed. The method draws from seed until WithSeed (Seeder)
// makes a copy that draws from another.
func DefineSeeded[P Checker](info Info, seed int64, body func(seed int64) Body[P]) Method[P] {
	return seeded[P]{&defined[P]{info, body(seed), drop[P], asChecker[P]}, body}
}

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

func (d *defined[P]) Info() Info { return d.info }

func (d *defined[P]) Solve(ctx context.Context, p P, report Reporter[P]) (Result[P], error) {
	var res Result[P]
	err := d.solveChecked(ctx, p, d.check(p), report, &res)
	return res, err
}

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

type seeded[P any] struct {
	*defined[P]
	build func(seed int64) Body[P]
}

func (s seeded[P]) WithSeed(seed int64) Method[P] {
	return seeded[P]{&defined[P]{s.info, s.build(seed), drop[P], s.check}, s.build}
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
