package solve

import (
	"context"
	"testing"
	"time"
)

// TestGaveUpSaysTheCause (issue 26, 13): a run the window's clock ends
// (cancelled with DeadlineExceeded as the cause) says the time limit, as
// a deadline does, and only a plain cancel says "stopped".
func TestGaveUpSaysTheCause(t *testing.T) {
	limit, cancel := context.WithCancelCause(context.Background())
	cancel(context.DeadlineExceeded)
	deadline, stop := context.WithDeadline(context.Background(), time.Unix(0, 0))
	defer stop()
	stopped, cancel2 := context.WithCancel(context.Background())
	cancel2()
	child, stop3 := context.WithCancel(limit) // as WithClock wraps it
	defer stop3()
	for _, c := range []struct {
		name string
		ctx  context.Context
		want string
	}{
		{"cause", limit, "gave up at the time limit after "},
		{"child of cause", child, "gave up at the time limit after "},
		{"deadline", deadline, "gave up at the time limit after "},
		{"stop", stopped, "stopped after "},
		{"running", context.Background(), "gave up after "},
	} {
		if got := GaveUp(c.ctx); got != c.want {
			t.Errorf("%s: GaveUp %q, want %q", c.name, got, c.want)
		}
		if got := GaveUpAfter(c.ctx, Say("x")).String(); got != c.want+"x" {
			t.Errorf("%s: GaveUpAfter %q, want %q", c.name, got, c.want+"x")
		}
	}
}
