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
func Counted(count int, stopped bool) (Status, string) {
	switch {
	case stopped && count == 0:
		return Unknown, "stopped"
	case stopped:
		return Solved, "stopped before uniqueness was proved"
	case count == 0:
		return Infeasible, ""
	case count == 1:
		return Unique, ""
	}
	return Multiple, ""
}

// GaveUp begins the message of a heuristic that ends unsolved, by why it
// ended: "gave up after " when its own budget ran out, "gave up at the time
// limit after " when ctx's deadline passed, "stopped after " when ctx was
// cancelled (the user's Stop). The caller says what it did: GaveUp(ctx) +
// "12 trials, best cost 2".
func GaveUp(ctx context.Context) string {
	switch {
	case ctx.Err() == nil:
		return "gave up after "
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
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
