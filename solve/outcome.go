package solve

import (
	"context"
	"errors"
	"fmt"
)

// Counted is what an exact search that counts solutions up to two
// establishes: Infeasible, Unique or Multiple when it finished; when ctx
// stopped it, Solved with the Msg "stopped before uniqueness was proved"
// after a first solution, and Unknown, "stopped", before any.
func Counted(count int, stopped bool) (Status, Text) {
	switch {
	case stopped && count == 0:
		return Unknown, Say("stopped")
	case stopped:
		return Solved, Say("stopped before uniqueness was proved")
	case count == 0:
		return Infeasible, Text{}
	case count == 1:
		return Unique, Text{}
	}
	return Multiple, Text{}
}

// GaveUp begins the message of a heuristic that ends unsolved, by why it
// ended: "gave up after " when its own budget ran out, "gave up at the time
// limit after " when ctx's deadline passed (or it was cancelled with
// context.DeadlineExceeded as its cause, as the window's own clock does),
// "stopped after " when ctx was cancelled (the user's Stop). The caller says what it did: GaveUp(ctx) +
// "12 trials, best cost 2".
func GaveUp(ctx context.Context) string {
	switch {
	case ctx.Err() == nil:
		return "gave up after "
	case errors.Is(context.Cause(ctx), context.DeadlineExceeded):
		return "gave up at the time limit after "
	}
	return "stopped after "
}

// Plural is n and word, with an s unless n is 1: "1 trial", "3 trials".
func Plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// GaveUpAfter is GaveUp(ctx) + what as a Text: "gave up after %s", "gave
// up at the time limit after %s" or "stopped after %s".
func GaveUpAfter(ctx context.Context, what Text) Text {
	switch {
	case ctx.Err() == nil:
		return Say("gave up after %s", what)
	case errors.Is(context.Cause(ctx), context.DeadlineExceeded):
		return Say("gave up at the time limit after %s", what)
	}
	return Say("stopped after %s", what)
}
