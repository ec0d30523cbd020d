//go:build !cgo || nolpsolve

package lpsolve

import (
	"context"

	"grille/solve/lp"
)

// Built without lp_solve: nothing registers, so lp.Available() stays false.

// New returns a Backend whose Solve fails with lp.ErrNoEngine.
func New() lp.Backend { return missing{} }

// Available reports whether lp_solve is built in: false here.
func Available() bool { return false }

// Version is "" when lp_solve is not built in.
func Version() string { return "" }

type missing struct{}

func (missing) Solve(context.Context, *lp.Problem, lp.Options) (lp.Solution, error) {
	return lp.Solution{Status: lp.Failed, Msg: lp.ErrNoEngine.Error()}, lp.ErrNoEngine
}

// Open fails with lp.ErrNoEngine, as Solve does.
func (missing) Open(*lp.Problem, lp.Options) (lp.Model, error) { return nil, lp.ErrNoEngine }
