package lp

import (
	"context"
	"sync/atomic"
)

// Backend is an LP/MILP engine. Solve must not keep p after it returns and
// must not modify it; it may be called from many goroutines at once.
//
// The error is for a model the engine could not take (see Problem.Validate)
// or a missing engine. Every outcome of an actual solve, including Stopped,
// TimedOut and Failed, is a Status with a nil error.
type Backend interface {
	Solve(ctx context.Context, p *Problem, opt Options) (Solution, error)
}

// backendBox lets an interface value live in an atomic.Pointer.
type backendBox struct{ b Backend }

var current atomic.Pointer[backendBox]

// SetDefault makes b the engine Default returns. Engine packages call it from
// init (so a program picks lp_solve with `import _ "grille/solve/lp/lpsolve"`);
// a test may swap in another engine. SetDefault(nil) restores "no engine".
func SetDefault(b Backend) {
	if b == nil {
		current.Store(nil)
		return
	}
	current.Store(&backendBox{b})
}

// Default returns the registered engine, or, when none is built in, a
// Backend whose Solve returns ErrNoEngine. It is never nil.
func Default() Backend {
	if bx := current.Load(); bx != nil {
		return bx.b
	}
	return noEngine{}
}

// Available reports whether an engine is registered, so the UI can hide the
// integer-programming methods in a build without one.
func Available() bool { return current.Load() != nil }

// Solve solves p with the Default engine.
func Solve(ctx context.Context, p *Problem, opt Options) (Solution, error) {
	return Default().Solve(ctx, p, opt)
}

type noEngine struct{}

func (noEngine) Solve(context.Context, *Problem, Options) (Solution, error) {
	return Solution{Status: Failed, Msg: ErrNoEngine.Error()}, ErrNoEngine
}
