//go:build cgo && !nolpsolve

package lpsolve

import (
	"context"
	"time"

	"grille/solve/lp"
)

// The one-shot Solve: an lprec of its own for each call, which it leaves
// to lp_solve when its context ends during a phase in which lp_solve does
// not look at the stop flag.

func (b backend) Solve(ctx context.Context, p *lp.Problem, opt lp.Options) (lp.Solution, error) {
	if err := p.Validate(); err != nil {
		return lp.Solution{Status: lp.Failed, Msg: err.Error()}, err
	}
	if ctx.Err() != nil {
		return lp.Solution{Status: lp.Stopped, Msg: "cancelled before the solve started"}, nil
	}
	if !opt.Relax && !testNoIntCheck {
		if why := integerInfeasible(p); why != "" {
			return lp.Solution{Status: lp.Infeasible, Msg: why}, nil
		}
	}
	if len(p.Vars) == 0 {
		// lp_solve refuses a model without columns; its rows are constants.
		return solveEmpty(p), nil
	}
	// What lp_solve gets: p with its rows of one variable turned into
	// bounds (see singletonRows).
	q, why := singletonRows(p, opt.Relax)
	if why != "" {
		return lp.Solution{Status: lp.Infeasible, Msg: why}, nil
	}
	s, sol, err := newSession(ctx, q, opt, true)
	if s == nil {
		return sol, err
	}
	if ctx.Err() != nil {
		// Loading a large model takes a while.
		s.free()
		return lp.Solution{Status: lp.Stopped, Msg: "cancelled before the solve started"}, nil
	}
	return s.solveOrLeave(ctx, p, opt), nil
}

// leaveAfter is how long a one-shot solve waits for lp_solve after its
// context ends before it returns without it (see solveOrLeave). A var for
// the tests that must see lp_solve's own return on a loaded machine.
var leaveAfter = 50 * time.Millisecond

// solveOrLeave is solve for a one-shot Solve, which owns s: lp_solve runs
// on a goroutine of its own, which frees s when it is done. lp_solve looks
// at the stop flag at every simplex iteration and branch-and-bound node,
// but not inside the phases that come before them on a large model
// (presolve's steps, scaling, the crash basis, the first factorisation):
// on a 200×200 Hashi grid (100,000 columns, 240,000 rows) a stop could
// wait 300 ms and more for one of them to end. So once ctx ends, lp_solve
// gets leaveAfter to stop; after that Solve returns Stopped without it,
// and lp_solve ends its phase alone, with the flag raised, and stops at its
// next look: its callbacks are cut off first, so OnProgress is never
// called after Solve returns, nor p read. A panic in OnProgress reaches the
// caller as before.
func (s *session) solveOrLeave(ctx context.Context, p *lp.Problem, opt lp.Options) lp.Solution {
	type outcome struct {
		sol      lp.Solution
		panicked bool
		panicVal any
	}
	out := make(chan outcome, 1) // never blocks: the goroutine may be left
	go func() {
		var o outcome
		defer func() {
			if v := recover(); v != nil {
				o.panicked, o.panicVal = true, v
			}
			s.free()
			if testFreed != nil {
				testFreed()
			}
			out <- o
		}()
		if testHold != nil {
			testHold()
		}
		o.sol = s.solve(ctx, p, opt)
	}()
	take := func(o outcome) lp.Solution {
		if o.panicked {
			panic(o.panicVal)
		}
		return o.sol
	}
	select {
	case o := <-out:
		return take(o)
	case <-ctx.Done():
	}
	grace := time.NewTimer(leaveAfter)
	defer grace.Stop()
	select {
	case o := <-out:
		return take(o)
	case <-grace.C:
	}
	s.r.leave()
	select {
	case o := <-out: // it ended while we cut off its callbacks
		return take(o)
	default:
	}
	return lp.Solution{Status: lp.Stopped, Msg: "stopped; lp_solve was left to end its current phase alone"}
}
