package solve_test

import (
	"context"
	"testing"
	"time"

	"grille/solve"
)

// stepClock is a Clock that moves only when told.
type stepClock struct{ now time.Duration }

func (c *stepClock) Now() time.Duration { return c.now }

// TestRunOnClock: Run reads the Elapsed of the events and of the Result
// on the context's Clock, from its reading when Run starts.
func TestRunOnClock(t *testing.T) {
	c := &stepClock{now: time.Hour} // any origin
	m := fake{true, func(_ context.Context, p square, report solve.Reporter[square]) (solve.Result[square], error) {
		say := func(msg string) {
			if report != nil {
				report(solve.Event[square]{Kind: solve.Log, Msg: msg})
			}
		}
		c.now += 2 * time.Millisecond
		say("one")
		c.now += 3 * time.Millisecond
		say("two")
		c.now += 5 * time.Millisecond
		return solve.Result[square]{Status: solve.Unique, Solution: square{p.target, 3}}, nil
	}}
	var stamps []time.Duration
	res, err := solve.Run(solve.WithClock(context.Background(), c), squareKind, solve.Method[square](m), square{target: 9},
		func(e solve.Event[square]) { stamps = append(stamps, e.Elapsed) })
	if err != nil {
		t.Fatal(err)
	}
	if len(stamps) != 2 || stamps[0] != 2*time.Millisecond || stamps[1] != 5*time.Millisecond {
		t.Errorf("events stamped %v, want [2ms 5ms]", stamps)
	}
	if res.Elapsed != 10*time.Millisecond {
		t.Errorf("Elapsed %v, want 10ms", res.Elapsed)
	}
	// Without a listener the Result is still timed on the clock.
	c.now = 0
	res, _ = solve.Run(solve.WithClock(context.Background(), c), squareKind, solve.Method[square](m), square{target: 9}, nil)
	if res.Elapsed != 10*time.Millisecond {
		t.Errorf("unwatched: Elapsed %v, want 10ms", res.Elapsed)
	}
}
