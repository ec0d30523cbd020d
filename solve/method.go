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
func Define[P Checker](info Info, body Body[P]) Method[P] { return defined[P]{info, body} }

// DefineSeeded is Define for a randomised method: body(seed) solves
// drawing from seed. The method draws from seed until WithSeed (Seeder)
// makes a copy that draws from another.
func DefineSeeded[P Checker](info Info, seed int64, body func(seed int64) Body[P]) Method[P] {
	return seeded[P]{defined[P]{info, body(seed)}, body}
}

type defined[P Checker] struct {
	info Info
	body Body[P]
}

func (d defined[P]) Info() Info { return d.info }

func (d defined[P]) Solve(ctx context.Context, p P, report Reporter[P]) (Result[P], error) {
	if report == nil {
		report = func(Event[P]) {}
		ctx = context.WithValue(ctx, unwatchedKey{}, true)
	} else {
		watcher := report
		report = func(e Event[P]) {
			if e.Msg == "" && !e.Say.IsZero() {
				e.Msg = e.Say.String()
			}
			watcher(e)
		}
	}
	if err := p.Validate(); err != nil {
		report(Event[P]{Kind: Log, Say: Say("invalid puzzle: %s", err.Error())})
		return Result[P]{Status: Unknown, Msg: err.Error()}, err
	}
	res, err := d.body(ctx, p, report)
	if res.Msg == "" && !res.Say.IsZero() {
		res.Msg = res.Say.String()
	}
	return res, err
}

type seeded[P Checker] struct {
	defined[P]
	build func(seed int64) Body[P]
}

func (s seeded[P]) WithSeed(seed int64) Method[P] {
	return seeded[P]{defined[P]{s.info, s.build(seed)}, s.build}
}

type unwatchedKey struct{}

// Unwatched reports whether a Define body's caller listens to no event:
// the body may then skip work done only to tell (a log line's counts),
// which in a batch of fast solves costs more than the solve.
func Unwatched(ctx context.Context) bool {
	v, _ := ctx.Value(unwatchedKey{}).(bool)
	return v
}
