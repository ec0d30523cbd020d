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
//
// The preamble's code (solveChecked) and what spares a batch of fast
// solves an allocation each are in batchpreamble.go.
func Define[P Checker](info Info, body Body[P]) Method[P] {
	return &defined[P]{info, body, drop[P], asChecker[P]}
}

// DefineSeeded is Define for a randomised method: body(seed) solves
// drawing from seed. The method draws from seed until WithSeed (Seeder)
// makes a copy that draws from another.
func DefineSeeded[P Checker](info Info, seed int64, body func(seed int64) Body[P]) Method[P] {
	return seeded[P]{&defined[P]{info, body(seed), drop[P], asChecker[P]}, body}
}

func (d *defined[P]) Info() Info { return d.info }

func (d *defined[P]) Solve(ctx context.Context, p P, report Reporter[P]) (Result[P], error) {
	var res Result[P]
	err := d.solveChecked(ctx, p, d.check(p), report, &res)
	return res, err
}

type seeded[P any] struct {
	*defined[P]
	build func(seed int64) Body[P]
}

func (s seeded[P]) WithSeed(seed int64) Method[P] {
	return seeded[P]{&defined[P]{s.info, s.build(seed), drop[P], s.check}, s.build}
}
