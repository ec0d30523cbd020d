package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
)

// fakeClock replaces the play clocks' time for a test; the returned
// function moves it on.
func fakeClock(t *testing.T) func(time.Duration) {
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	old := clockNow
	clockNow = func() time.Time { return now }
	t.Cleanup(func() { clockNow = old })
	return func(d time.Duration) { now = now.Add(d) }
}

// foreground tells the app the window came to the foreground or left it,
// as the desktop driver does when the window gains or loses the focus
// (minimised included).
func foreground(t *testing.T, on bool) {
	t.Helper()
	lc, ok := fyne.CurrentApp().Lifecycle().(interface {
		OnEnteredForeground() func()
		OnExitedForeground() func()
	})
	if !ok {
		t.Fatal("the test app's lifecycle tells nothing")
	}
	f := lc.OnExitedForeground()
	if on {
		f = lc.OnEnteredForeground()
	}
	if f == nil {
		t.Fatal("the window does not follow the focus")
	}
	f()
}

func TestPlayClock(t *testing.T) {
	var now time.Time
	k := playClock{now: func() time.Time { return now }}
	step := func(d time.Duration) { now = now.Add(d) }
	k.run(true)
	step(3 * time.Second)
	k.run(false)
	step(time.Hour) // paused: not counted
	k.run(true)
	k.run(true) // running already: no new start
	step(2 * time.Second)
	if got := k.elapsed(); got != 5*time.Second {
		t.Errorf("elapsed %v, want 5s", got)
	}
	if got := k.stop(); got != 5*time.Second {
		t.Errorf("stopped at %v, want 5s", got)
	}
	k.run(true) // a finished clock stays stopped
	step(time.Minute)
	if k.elapsed() != 5*time.Second {
		t.Errorf("a stopped clock ran on: %v", k.elapsed())
	}
	k.reset()
	if k.elapsed() != 0 || k.stopped {
		t.Error("reset kept the time")
	}
	for d, want := range map[time.Duration]string{0: "0:00", 75 * time.Second: "1:15", 3725 * time.Second: "1:02:05"} {
		if got := clockText(d); got != want {
			t.Errorf("clockText(%v) = %q, want %q", d, got, want)
		}
	}
}

// TestScenarioFinishHashi: a Hashi finished from the keyboard stops the
// clock, which counted only while the window had the focus and the tab
// was in front; the board flashes; the time and the count go into the
// statistics, kept across a restart and shown by View › Statistics; a
// puzzle finished again after Undo counts once.
func TestScenarioFinishHashi(t *testing.T) {
	tick := fakeClock(t)
	var frames []float32
	old := animate
	animate = func(a *fyne.Animation) {
		for _, f := range []float32{0, 1.0 / 6, 0.5, 1} {
			a.Tick(f)
			frames = append(frames, f)
		}
	}
	t.Cleanup(func() { animate = old })
	x := newWindow(t, true)
	x.hashiPuzzle("1 . 3 . 2\n")
	x.sud.q.runUntil(x.has.GradeDone())
	grade := x.has.teach.rated
	if grade == "" {
		t.Fatalf("the puzzle has no grade: %q", x.has.teach.Grade.Text)
	}
	tick(60 * time.Second)
	foreground(t, false) // the window loses the focus (or is minimised)
	tick(time.Hour)
	foreground(t, true)
	tick(10 * time.Second)
	x.at.SelectIndex(0) // another tab in front: this clock waits
	tick(time.Hour)
	x.at.SelectIndex(2)
	tick(5 * time.Second)
	b := x.has.Board
	x.tapCell(b, 0, 0)
	x.shiftKey(fyne.KeyRight)
	x.key(fyne.KeyRight)
	x.key(fyne.KeyRight)
	x.shiftKey(fyne.KeyRight)
	x.shiftKey(fyne.KeyRight)
	status := x.has.Panel.Status.Text
	if !strings.HasPrefix(status, "Solved!") || !strings.Contains(status, "Time: 1:15") {
		t.Fatalf("status %q, want Solved! … Time: 1:15", status)
	}
	if x.has.play.label.Text != "1:15" {
		t.Errorf("the clock shows %q", x.has.play.label.Text)
	}
	tick(time.Minute)
	x.has.runClock()
	if x.has.play.label.Text != "1:15" {
		t.Errorf("the clock ran on after the finish: %q", x.has.play.label.Text)
	}
	if len(frames) != 4 || !x.has.play.flash.Hidden {
		t.Errorf("the flash: frames %v, hidden at the end %v", frames, x.has.play.flash.Hidden)
	}
	// Undo, Redo: finished again, counted once.
	x.shortcut(&fyne.ShortcutUndo{})
	x.shortcut(&fyne.ShortcutRedo{})
	x.shiftKey(fyne.KeyRight)
	x.shiftKey(fyne.KeyRight)
	x.shiftKey(fyne.KeyRight)
	if status := x.has.Panel.Status.Text; !strings.HasSuffix(status, " Time: 1:15.") || len(frames) != 8 {
		t.Errorf("finished again: status %q, %d frames of flash", status, len(frames))
	}
	st := loadStats(fyne.CurrentApp().Preferences())
	if r := st["hashi"][grade]; r.Solved != 1 || r.Best != 75*time.Second || r.Total != 75*time.Second {
		t.Fatalf("record %+v (all: %v), want 1 solved in 1:15", r, st)
	}

	y := newWindow(t, false) // a restart, the same preferences
	menuItem(t, y.w, "View", "Statistics…").Action()
	if y.dialog() == nil || !shows(y.dialog(), "Hashi") {
		t.Fatal("View › Statistics shows no Hashi record")
	}
	found := false
	for _, line := range strings.Split(recordText(loadStats(fyne.CurrentApp().Preferences()), []Tab{y.sud.SudokuTab, y.shi, y.has}), "\n") {
		found = found || strings.Contains(line, ": 1 solved puzzle · best 1:15 · average 1:15")
	}
	if !found {
		t.Error("the record did not survive the restart")
	}
}

// TestScenarioClockHidden: View › Show the play clock hides the clocks, and
// the choice is remembered.
func TestScenarioClockHidden(t *testing.T) {
	fakeClock(t)
	x := newWindow(t, true)
	if !x.sud.play.box.Visible() {
		t.Fatal("the clock does not show at first")
	}
	menuItem(t, x.w, "View", "Show the play clock").Action()
	if x.sud.play.box.Visible() || x.has.play.box.Visible() {
		t.Error("the clocks still show")
	}
	y := newWindow(t, false)
	if y.sud.play.box.Visible() || menuItem(t, y.w, "View", "Show the play clock").Checked {
		t.Error("the hidden clock came back after a restart")
	}
	menuItem(t, y.w, "View", "Show the play clock").Action()
	if !y.sud.play.box.Visible() {
		t.Error("the clock did not come back")
	}
}

// TestScenarioClockStopsOnSolved: the clock does not run over a board shown
// solved: by a method's Solve, or restored solved at a start.
func TestScenarioClockStopsOnSolved(t *testing.T) {
	tick := fakeClock(t)
	x := newWindow(t, true)
	x.at.SelectIndex(2)
	tick(3 * time.Second)
	x.has.Solve()
	x.sud.q.runUntil(x.has.Panel.Done())
	before := x.has.play.clock.elapsed()
	tick(time.Hour)
	x.has.runClock()
	if got := x.has.play.clock.elapsed(); got != before {
		t.Errorf("the clock ran over the solved board: %v, then %v", before, got)
	}
	if n := len(loadStats(fyne.CurrentApp().Preferences())); n != 0 {
		t.Errorf("a method's solve was counted: %v", loadStats(fyne.CurrentApp().Preferences()))
	}
	y := newWindow(t, false) // restored solved
	y.at.SelectIndex(2)
	tick(time.Hour)
	y.has.runClock()
	if got := y.has.play.clock.elapsed(); got != 0 {
		t.Errorf("the clock of a board restored solved ran: %v", got)
	}
}
