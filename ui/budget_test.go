package ui

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"grille/solve"
	"grille/solve/sudoku"
	"grille/solve/sudoku/sudokutype"
)

// fakeTime is a wall clock that moves only when Advance is called, which
// runs the timers that fall due on the caller's goroutine.
type fakeTime struct {
	mu     sync.Mutex
	now    time.Duration
	timers []*fakeTimer
	// stops gets a signal each time an armed timer is stopped: a budget
	// stops its limit's timer when the method starts waiting.
	stops chan struct{}
}

type fakeTimer struct {
	at  time.Duration
	f   func()
	off bool
}

func newFakeTime() *fakeTime { return &fakeTime{now: time.Hour, stops: make(chan struct{}, 1000)} }

func (c *fakeTime) Now() time.Duration {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeTime) AfterFunc(d time.Duration, f func()) func() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	t := &fakeTimer{at: c.now + d, f: f}
	c.timers = append(c.timers, t)
	return func() bool {
		c.mu.Lock()
		defer c.mu.Unlock()
		was := !t.off
		t.off = true
		if was {
			c.stops <- struct{}{}
		}
		return was
	}
}

// armed is how many timers are waiting.
func (c *fakeTime) armed() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := 0
	for _, t := range c.timers {
		if !t.off {
			n++
		}
	}
	return n
}

func (c *fakeTime) Advance(d time.Duration) {
	c.mu.Lock()
	c.now += d
	var due []func()
	for _, t := range c.timers {
		if !t.off && t.at <= c.now {
			t.off = true
			due = append(due, t.f)
		}
	}
	c.mu.Unlock()
	for _, f := range due {
		f()
	}
}

// TestBudget: the method's own clock stands still while it is held, and
// its limit strikes once, when its own time reaches it, whatever the
// waits in between.
func TestBudget(t *testing.T) {
	const limit = time.Second
	type step struct {
		do      string // "run d", "hold", "release", "stop"
		d       time.Duration
		own     time.Duration // the budget's reading after the step
		expired int           // expire calls so far
	}
	for _, c := range []struct {
		name  string
		limit time.Duration
		steps []step
	}{
		{"no wait", limit, []step{
			{"run", 999 * time.Millisecond, 999 * time.Millisecond, 0},
			{"run", time.Millisecond, limit, 1},
			{"run", time.Hour, time.Hour + limit, 1},
		}},
		{"a pause longer than the limit", limit, []step{
			{"run", 600 * time.Millisecond, 600 * time.Millisecond, 0},
			{"hold", 0, 600 * time.Millisecond, 0},
			{"run", time.Minute, 600 * time.Millisecond, 0},
			{"release", 0, 600 * time.Millisecond, 0},
			{"run", 399 * time.Millisecond, 999 * time.Millisecond, 0},
			{"hold", 0, 999 * time.Millisecond, 0},
			{"run", 10 * time.Minute, 999 * time.Millisecond, 0},
			{"release", 0, 999 * time.Millisecond, 0},
			{"run", time.Millisecond, limit, 1},
			{"hold", 0, limit, 1},
			{"release", 0, limit, 1},
		}},
		{"many short waits (slowed)", limit, []step{
			{"hold", 0, 0, 0}, {"run", 333 * time.Millisecond, 0, 0}, {"release", 0, 0, 0},
			{"run", 500 * time.Millisecond, 500 * time.Millisecond, 0},
			{"hold", 0, 500 * time.Millisecond, 0}, {"run", 333 * time.Millisecond, 500 * time.Millisecond, 0}, {"release", 0, 500 * time.Millisecond, 0},
			{"hold", 0, 500 * time.Millisecond, 0}, {"run", 333 * time.Millisecond, 500 * time.Millisecond, 0}, {"release", 0, 500 * time.Millisecond, 0},
			{"run", 500 * time.Millisecond, limit, 1},
		}},
		{"stopped with the run", limit, []step{
			{"run", 500 * time.Millisecond, 500 * time.Millisecond, 0},
			{"stop", 0, 500 * time.Millisecond, 0},
			{"run", time.Hour, time.Hour + 500*time.Millisecond, 0},
			{"hold", 0, time.Hour + 500*time.Millisecond, 0},
			{"release", 0, time.Hour + 500*time.Millisecond, 0},
		}},
		{"no limit", 0, []step{
			{"run", time.Hour, time.Hour, 0},
			{"hold", 0, time.Hour, 0}, {"run", time.Hour, time.Hour, 0}, {"release", 0, time.Hour, 0},
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := newFakeTime()
			expired := 0
			b := newBudget(src, c.limit, func() { expired++ })
			if b.slowed() {
				t.Error("slowed before any hold")
			}
			held := false
			for i, s := range c.steps {
				switch s.do {
				case "run":
					src.Advance(s.d)
				case "hold":
					b.hold()
					held = true
				case "release":
					b.release()
				case "stop":
					b.stop()
				}
				if got := b.Now(); got != s.own {
					t.Errorf("step %d (%s %v): own time %v, want %v", i, s.do, s.d, got, s.own)
				}
				if expired != s.expired {
					t.Errorf("step %d (%s %v): expired %d times, want %d", i, s.do, s.d, expired, s.expired)
				}
				if s.do == "hold" && src.armed() != 0 {
					t.Errorf("step %d: a timer is armed while the method waits", i)
				}
			}
			if b.slowed() != held {
				t.Errorf("slowed %v, want %v", b.slowed(), held)
			}
		})
	}
}

// TestBudgetStaleTimer: a limit's timer that fires as the method starts
// waiting (stopped too late) does not end the run; the limit strikes
// when the method's own time reaches it.
func TestBudgetStaleTimer(t *testing.T) {
	src := newFakeTime()
	expired := 0
	b := newBudget(src, time.Second, func() { expired++ })
	src.Advance(400 * time.Millisecond)
	gen := b.gen // the armed timer's
	b.hold()
	b.fire(gen) // its firing, late
	src.Advance(time.Minute)
	b.release()
	if expired != 0 {
		t.Fatalf("expired while it waited")
	}
	src.Advance(600 * time.Millisecond)
	if expired != 1 {
		t.Fatalf("expired %d times at its own second, want once", expired)
	}
}

// worker reports an event after each stretch of work on the fake clock,
// until its context ends.
type worker struct {
	clock *fakeTime
	work  time.Duration
	ticks chan int
}

func (worker) Info() solve.Info {
	return solve.Info{ID: "worker", Name: "Worker (test)", Doc: "Works, reports, until stopped."}
}

func (w worker) Solve(ctx context.Context, p sudoku.Grid, report solve.Reporter[sudoku.Grid]) (solve.Result[sudoku.Grid], error) {
	for n := 1; ; n++ {
		w.clock.Advance(w.work)
		if ctx.Err() != nil {
			return solve.Result[sudoku.Grid]{Status: solve.Unknown}, nil
		}
		w.ticks <- n
		report(solve.Event[sudoku.Grid]{Kind: solve.Log, Msg: fmt.Sprintf("tick %d", n)})
	}
}

type resultSink struct {
	countSink
	res *solve.Result[sudoku.Grid]
}

func (s *resultSink) finished(res solve.Result[sudoku.Grid], _ error) { s.res = &res }

// untilTick runs posted updates until the method's next event; 0 when the
// run ends first.
func (q uiQueue) untilTick(ticks <-chan int, done <-chan struct{}) int {
	for {
		select {
		case f := <-q:
			f()
		case n := <-ticks:
			return n
		case <-done:
			return 0
		}
	}
}

// TestPausedRunOutlivesItsLimit: a paused run with a 1 s limit is still
// paused after its own second would have passed, however long it waits;
// it goes on when let through, and the limit strikes after one second of
// its own work, which is the time it reports.
func TestPausedRunOutlivesItsLimit(t *testing.T) {
	src := newFakeTime()
	ticks := make(chan int, 100)
	pace := NewPace()
	pace.SetPaused(true)
	sink := &resultSink{}
	q := make(uiQueue, 64)
	s := startOn(src, sudokutype.New(nil), solve.Method[sudoku.Grid](worker{src, 300 * time.Millisecond, ticks}), parse(t, sample), time.Second, pace, sink, q)
	for want := 1; want <= 2; want++ {
		if n := q.untilTick(ticks, s.Done()); n != want {
			t.Fatalf("event %d, want %d (0: the run ended)", n, want)
		}
		q.runUntil(src.stops) // the method waits: its limit's timer is stopped
		src.Advance(5 * time.Second)
		if got := s.clock.Now(); got != time.Duration(want)*300*time.Millisecond {
			t.Fatalf("after 5 s paused at event %d the method's own time is %v", want, got)
		}
		pace.StepForward()
	}
	// Still paused after 10 s of waiting: Next let event 2 through, and lets
	// event 3 through; then Resume lets it run to its limit.
	if n := q.untilTick(ticks, s.Done()); n != 3 {
		t.Fatalf("event %d, want 3 (0: the run ended)", n)
	}
	q.runUntil(src.stops)
	pace.SetPaused(false)
	q.runUntil(s.Done())
	if sink.res == nil {
		t.Fatal("no result")
	}
	if sink.res.Elapsed != 1200*time.Millisecond || !strings.Contains(sink.res.Msg, "time limit 1s reached") {
		t.Errorf("result %q after %v, want the time limit after 1.2s of its own", sink.res.Msg, sink.res.Elapsed)
	}
	if !s.Slowed() {
		t.Error("the run was paused, and says it was not slowed")
	}
}

// TestScenarioPauseKeepsTheLimit: on the tab, Pause before Solve says that
// the run will start paused; the paused run outlives its 10 s limit while
// the teacher talks, its status line shows its own time, and its result
// says that it was shown slowed.
func TestScenarioPauseKeepsTheLimit(t *testing.T) {
	src := newFakeTime()
	ticks := make(chan int, 100)
	tab := newTickerTab(t, worker{src, 400 * time.Millisecond, ticks})
	tab.Panel.clock = src
	tab.Panel.Limit.SetSelected(tr(limits[0].label)) // 10 s
	test.Tap(tab.Panel.PauseBtn)
	if s := tab.Panel.Status.Text; !strings.Contains(s, "next Solve will stop at its first event") {
		t.Errorf("Pause with nothing running: status %q", s)
	}
	test.Tap(tab.Panel.SolveBtn)
	if s := tab.Panel.Status.Text; !strings.Contains(s, "paused") {
		t.Errorf("a Solve that starts paused: status %q", s)
	}
	if n := tab.q.untilTick(ticks, tab.Panel.Done()); n != 1 {
		t.Fatalf("event %d, want 1", n)
	}
	tab.q.runUntil(src.stops)
	src.Advance(time.Minute) // a minute's talk
	test.Tap(tab.Panel.FwdBtn)
	if n := tab.q.untilTick(ticks, tab.Panel.Done()); n != 2 {
		t.Fatalf("after a minute paused, Next let event %d through, want 2 (0: the run ended)", n)
	}
	tab.q.runUntil(src.stops)
	// The status line shows event 2 at the method's own 800 ms.
	for !strings.Contains(tab.Panel.Status.Text, "800ms") {
		(<-tab.q)()
	}
	if s := tab.Panel.Status.Text; !strings.Contains(s, "paused") {
		t.Errorf("paused run: status %q", s)
	}
	test.Tap(tab.Panel.PauseBtn) // Resume: 23 more events reach 10 s of its own
	tab.wait()
	want := "No answer: time limit 10s reached · 10s (shown slowed)"
	if s := tab.Panel.Status.Text; s != want {
		t.Errorf("status %q, want %q", s, want)
	}
	if l := tab.Panel.LogLines(); l[len(l)-1] != want {
		t.Errorf("last log line %q, want %q", l[len(l)-1], want)
	}
	test.Tap(tab.Panel.PauseBtn)
	test.Tap(tab.Panel.PauseBtn)
	if s := tab.Panel.Status.Text; !strings.Contains(s, "next Solve runs at the chosen speed") {
		t.Errorf("Resume with nothing running: status %q", s)
	}
}
