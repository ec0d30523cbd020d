package ui

import (
	"sync"
	"time"

	"grille/solve"
)

// timeSource is the wall clock a budget reads and arms its limit on: the
// window's is the process's (wallTime); tests give a fake one that moves
// only when told, so that no test depends on how fast the machine is.
type timeSource interface {
	Now() time.Duration
	// AfterFunc calls f in its own goroutine once d has passed, unless
	// the returned stop is called first.
	AfterFunc(d time.Duration, f func()) (stop func() bool)
}

// wallTime is the process's monotonic clock, Run's own (solve.Now).
type wallTime struct{}

func (wallTime) Now() time.Duration { return solve.Now() }
func (wallTime) AfterFunc(d time.Duration, f func()) func() bool {
	return time.AfterFunc(d, f).Stop
}

// budget is a run's own clock and its time limit. The clock runs while the
// method computes and stands still while the method is held in its
// reporter (paused, or slowed down for a class): what it reads is the
// method's own computing time, wall time minus waiting, which Run stamps
// the events and the result with (solve.WithClock), so that the status
// line, the log and the charts show it. The limit is on the same clock: a
// timer armed with what is left of the budget, stopped when the method is
// held and armed again with what is left when it goes on, so that a paused
// or slowed run never ends by its limit while it waits.
type budget struct {
	src    timeSource
	limit  time.Duration // 0: none
	expire func()        // called once, when the method's own time reaches limit

	mu     sync.Mutex
	start  time.Duration // src's reading at the start
	waited time.Duration // the time held, holds that are over
	heldAt time.Duration // src's reading when the hold under way began
	held   bool
	holds  int         // how many times the method was held
	stopT  func() bool // the armed timer's stop; nil when none is armed
	gen    int         // the armed timer's: a stopped timer's late firing is ignored
	over   bool        // the limit struck, or the run ended: no more timers
}

// newBudget starts a run's clock now, with limit (≤ 0: none).
func newBudget(src timeSource, limit time.Duration, expire func()) *budget {
	b := &budget{src: src, limit: limit, expire: expire, start: src.Now()}
	b.mu.Lock()
	b.arm()
	b.mu.Unlock()
	return b
}

// own is the method's own time when src reads now. Locked.
func (b *budget) own(now time.Duration) time.Duration {
	if b.held {
		now = b.heldAt
	}
	return now - b.start - b.waited
}

// Now is the method's own computing time since the start (a solve.Clock).
func (b *budget) Now() time.Duration {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.own(b.src.Now())
}

// arm arms the limit's timer with what is left of the budget; it reports
// whether nothing is left, and then the caller calls expire once it has
// unlocked. Locked.
func (b *budget) arm() (expired bool) {
	if b.limit <= 0 || b.over || b.held {
		return false
	}
	left := b.limit - b.own(b.src.Now())
	if left <= 0 {
		b.over = true
		return true
	}
	b.gen++
	gen := b.gen
	b.stopT = b.src.AfterFunc(left, func() { b.fire(gen) })
	return false
}

// disarm stops the limit's timer. Locked.
func (b *budget) disarm() {
	if b.stopT != nil {
		b.stopT()
		b.stopT = nil
	}
	b.gen++ // a timer that fired as it was stopped finds itself stale
}

// fire is the limit's timer: the budget is spent unless the timer was
// stopped meanwhile (a hold) or came early, which arms it again.
func (b *budget) fire(gen int) {
	b.mu.Lock()
	if gen != b.gen || b.held || b.over {
		b.mu.Unlock()
		return
	}
	b.stopT = nil
	expired := b.arm()
	b.mu.Unlock()
	if expired {
		b.expire()
	}
}

// hold stops the clock and the limit: the method waits in its reporter.
func (b *budget) hold() {
	if b == nil {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.held {
		return
	}
	b.heldAt, b.held = b.src.Now(), true
	b.holds++
	b.disarm()
}

// release starts the clock again, and the limit with what is left of it
// (spent already, it strikes now).
func (b *budget) release() {
	if b == nil {
		return
	}
	b.mu.Lock()
	if !b.held {
		b.mu.Unlock()
		return
	}
	b.waited += b.src.Now() - b.heldAt
	b.held = false
	expired := b.arm()
	b.mu.Unlock()
	if expired {
		b.expire()
	}
}

// stop ends the budget with its run: the limit strikes no more.
func (b *budget) stop() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.over = true
	b.disarm()
}

// slowed reports whether the method was ever held: its run was shown
// slowed down, and took longer than the time it reports.
func (b *budget) slowed() bool {
	if b == nil {
		return false
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.holds > 0
}
