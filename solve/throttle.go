package solve

import "time"

// Throttle spaces a method's events out in time: Ready says yes at most
// once per Every, so that Progress and Incumbent events come a few times a
// second whatever the method's pace. The method decides how often to ask
// (every so many nodes or moves: the clock is cheap, but not free in a
// hot loop). The zero time is long past, so a new Throttle is ready at
// once; Mark the start to make the first event wait a full period.
type Throttle struct {
	Every time.Duration
	last  time.Time
}

// Ready reports whether Every has passed since the last event Ready let
// through or Mark recorded, and if so records now as that event.
func (t *Throttle) Ready(now time.Time) bool {
	if now.Sub(t.last) < t.Every {
		return false
	}
	t.last = now
	return true
}

// Mark records an event sent at now without asking Ready (the start of a
// run, a Progress forced at the end of a trial): the next one waits a full
// period from it.
func (t *Throttle) Mark(now time.Time) { t.last = now }

// The event rates of the annealers, which would otherwise send events at
// every check of the clock: the window redraws the counters on Progress
// and the board on Incumbent, and more than this only costs the solver
// time.
const (
	ProgressEvery  = 50 * time.Millisecond  // ≤ 20 Progress a second
	IncumbentEvery = 100 * time.Millisecond // ≤ 10 Incumbent a second
)
