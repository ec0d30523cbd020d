package solve

import (
	"context"
	"time"
)

// A Clock is what Run times a method by. Its readings only need an origin
// of their own: Run takes the difference of two. Without one Run reads the
// process's monotonic clock (Now); the window, which may hold a method in
// its reporter (paused, slowed down for a class), gives Run a clock that
// stands still while the method waits, so that every time it shows is the
// method's own computing time.
type Clock interface {
	Now() time.Duration
}

type clockKey struct{}

// WithClock is ctx with c as the clock Run times the method by: the
// Elapsed of every event and of the Result are read on it.
func WithClock(ctx context.Context, c Clock) context.Context {
	return context.WithValue(ctx, clockKey{}, c)
}

// clockOf is ctx's clock, or nil for Now.
func clockOf(ctx context.Context) Clock {
	c, _ := ctx.Value(clockKey{}).(Clock)
	return c
}
