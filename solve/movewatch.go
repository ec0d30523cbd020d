package solve

import (
	"context"
	"sync/atomic"
)

// MoveWatch is the switch a watcher turns on to see an annealing method
// one accepted move at a time, each an event of its own naming the cells
// it changed (the window at its slowest speeds, where a class follows the
// moves one by one). A method looks at it now and then (once per
// temperature step, at each look at its context), never per move: a run
// nobody watches, or watches at full speed, pays a test of a local flag
// per accepted move and nothing else.
type MoveWatch struct{ on atomic.Bool }

// Set turns the events on or off; a running method sees it at its next look.
func (w *MoveWatch) Set(on bool) { w.on.Store(on) }

// On reports whether the watcher wants an event per move (false for nil).
func (w *MoveWatch) On() bool { return w != nil && w.on.Load() }

type moveWatchKey struct{}

// WithMoveWatch gives the methods run under ctx the switch w.
func WithMoveWatch(ctx context.Context, w *MoveWatch) context.Context {
	return context.WithValue(ctx, moveWatchKey{}, w)
}

// MoveWatchOf is ctx's switch, or nil (no event per move, ever).
func MoveWatchOf(ctx context.Context) *MoveWatch {
	if Unwatched(ctx) {
		return nil
	}
	w, _ := ctx.Value(moveWatchKey{}).(*MoveWatch)
	return w
}
