package lp

import "context"

// Backend is an LP/MILP engine. Solve must not keep p after it returns and
// must not modify it; it may be called from many goroutines at once.
//
// The error is for a model the engine could not take (see Problem.Validate).
// Every outcome of an actual solve, including Stopped, TimedOut and Failed,
// is a Status with a nil error.
//
// Methods take their engine as a constructor argument; a nil Backend
// means that the program was built without one (see ErrNoEngine).
type Backend interface {
	Solve(ctx context.Context, p *Problem, opt Options) (Solution, error)
}
