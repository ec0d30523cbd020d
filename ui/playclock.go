package ui

import (
	"fmt"
	"image/color"
	"math"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The moment a puzzle is finished by hand: the board flashes, the time
// taken shows, and the statistics (stats.go) count it. The time is a play
// clock's: it runs while the puzzle's tab is in front and the window has
// the focus (not while it is away or minimised), from the moment the
// puzzle was shown until it is finished.

// playClock adds up the time it runs; now is its clock (a fake in tests).
type playClock struct {
	now     func() time.Time
	spent   time.Duration
	since   time.Time // when it last started, while running
	running bool
	stopped bool // the puzzle is finished: it runs no more
}

// run starts (on) or pauses the clock; a finished one stays stopped.
func (k *playClock) run(on bool) {
	switch {
	case on && !k.running && !k.stopped:
		k.since, k.running = k.now(), true
	case !on && k.running:
		k.spent += k.now().Sub(k.since)
		k.running = false
	}
}

// elapsed is the time the clock has run.
func (k *playClock) elapsed() time.Duration {
	if k.running {
		return k.spent + k.now().Sub(k.since)
	}
	return k.spent
}

// stop pauses the clock for good and returns its time.
func (k *playClock) stop() time.Duration {
	k.run(false)
	k.stopped = true
	return k.spent
}

// reset sets the clock back to nothing, paused.
func (k *playClock) reset() {
	k.run(false)
	k.spent, k.stopped = 0, false
}

// clockText is a duration as the clock shows it: m:ss, or h:mm:ss.
func clockText(d time.Duration) string {
	s := int(d / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// playState is a tab's play clock, its label right of the toolbar and the
// flash over its board.
type playState struct {
	clock   playClock
	label   *widget.Label
	box     *fyne.Container // the label and its icon, right of the toolbar
	flash   *canvas.Rectangle
	key     string // the puzzle the clock times
	front   bool   // the tab is in front
	focused bool   // the window has the focus
	done    bool   // the puzzle was finished by hand
	solved  bool   // the board shows it solved (by hand, by a method, or so restored)
}

// clockNow is the play clocks' time (a fake in tests).
var clockNow = time.Now

// showClock says whether the clocks show (View › Show the play clock,
// remembered under "window.clock").
var showClock = true

// play is the tab's play state, made on first use.
func (c *TabCore[P, S]) playing() *playState {
	if c.play == nil {
		c.play = &playState{clock: playClock{now: func() time.Time { return clockNow() }}, label: widget.NewLabel(""),
			flash: canvas.NewRectangle(color.Transparent), focused: true}
		c.play.flash.Hide()
		c.play.label.TextStyle.Monospace = true
		// At the top of the toolbar's height: the end of its first row.
		c.play.box = container.NewVBox(container.NewHBox(widget.NewIcon(theme.HistoryIcon()), c.play.label))
	}
	return c.play
}

// attachPlay puts the tab's clock right of its toolbar, at the end of its
// first row, and the flash over its board (Build). In the toolbar's flow,
// the clock went to its second row in a narrow window (800×600), apart
// from the buttons it had followed.
func (c *TabCore[P, S]) attachPlay() {
	ps := c.playing()
	c.top.Layout = layout.NewBorderLayout(nil, nil, nil, ps.box)
	c.top.Add(ps.box)
	c.scroll.Content = container.NewStack(c.scroll.Content, ps.flash)
	c.scroll.Refresh()
	c.played()
}

// played follows the history (show): a new puzzle sets the clock back to
// nothing and starts it.
func (c *TabCore[P, S]) played() {
	if c.play == nil {
		return
	}
	ps := c.play
	p := c.CurrentPuzzle()
	if key := c.typ.Text(p); key != ps.key {
		ps.key, ps.done = key, false
		ps.clock.reset()
	}
	ps.solved = c.typ.Verify != nil && c.typ.Verify(p, c.pres.Play(c.hist.Current())) == nil
	c.runClock()
}

// runClock runs the clock while the tab is in front, the window has the
// focus and the puzzle is neither finished nor shown solved, and shows
// its time.
func (c *TabCore[P, S]) runClock() {
	ps := c.play
	if ps == nil {
		return
	}
	ps.clock.run(ps.front && ps.focused && !ps.done && !ps.solved)
	if !showClock {
		ps.box.Hide()
		return
	}
	ps.box.Show()
	ps.label.SetText(clockText(ps.clock.elapsed()))
}

// setFront and setFocused tell the tab whether it is in front and whether
// the window has the focus.
func (c *TabCore[P, S]) setFront(on bool)   { c.playing().front = on; c.runClock() }
func (c *TabCore[P, S]) setFocused(on bool) { c.playing().focused = on; c.runClock() }

// finishedByHand is the player's last move solving the puzzle: the clock stops,
// the time shows, the statistics count it and the board flashes. A puzzle
// counts once, however often it is finished again (Undo, Redo): then the
// board flashes and the time shows, the first finish's.
func (c *TabCore[P, S]) finishedByHand() {
	ps := c.playing()
	took := ps.clock.stop()
	if !ps.done {
		ps.done = true
		c.runClock()
		grade := c.teach.rated
		if grade == "" {
			grade = unrated
		}
		rec := recordSolve(prefs(), c.typ.Name, grade, took)
		c.Panel.Status.SetText(c.Panel.Status.Text + fmt.Sprintf(tr(" Time: %s. At this grade: %s, the best in %s."),
			clockText(took), plural("solved puzzle", rec.Solved), clockText(rec.Best)))
	} else {
		c.Panel.Status.SetText(c.Panel.Status.Text + fmt.Sprintf(tr(" Time: %s."), clockText(took)))
	}
	c.flashBoard()
}

// flashBoard flashes the board three times in the theme's primary colour,
// in a fraction of a second, without holding the window up.
func (c *TabCore[P, S]) flashBoard() {
	f := c.playing().flash
	base := theme.Color(theme.ColorNamePrimary)
	r, g, b, _ := base.RGBA()
	f.Show()
	a := fyne.NewAnimation(900*time.Millisecond, func(x float32) {
		alpha := 0.45 * math.Pow(math.Sin(3*math.Pi*float64(x)), 2)
		f.FillColor = color.NRGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: uint8(255 * alpha)}
		f.Refresh()
		if x >= 1 {
			f.Hide()
		}
	})
	a.Curve = fyne.AnimationLinear
	animate(a)
}

// animate starts an animation (a test looks at its frames).
var animate = (*fyne.Animation).Start

// player is a tab's part in the play clock.
type player interface {
	attachPlay()
	setFront(bool)
	setFocused(bool)
	runClock()
}

// attachPlays gives each tab its clock and flash, runs a tab's clock while
// it is in front and the window has the focus, and shows the clocks' time
// every second once the app runs.
func attachPlays(a fyne.App, w fyne.Window, at *container.AppTabs, tabs []Tab) {
	if pr := prefs(); pr != nil {
		showClock = pr.BoolWithFallback("window.clock", true)
	}
	var ps []player
	for _, t := range tabs {
		if p, ok := t.(player); ok {
			p.attachPlay()
			ps = append(ps, p)
		}
	}
	front := func() {
		for i, t := range tabs {
			if p, ok := t.(player); ok {
				p.setFront(i == at.SelectedIndex())
			}
		}
	}
	front()
	before := at.OnSelected
	at.OnSelected = func(it *container.TabItem) {
		if before != nil {
			before(it)
		}
		front()
		focusBoard(w, at, tabs)
	}
	if a == nil {
		return
	}
	focus := func(on bool) func() {
		return func() {
			for _, p := range ps {
				p.setFocused(on)
			}
		}
	}
	a.Lifecycle().SetOnEnteredForeground(focus(true))
	a.Lifecycle().SetOnExitedForeground(focus(false))
	a.Lifecycle().SetOnStarted(func() {
		focusBoard(w, at, tabs)
		go func() {
			for range time.Tick(time.Second) {
				fyne.Do(func() {
					for _, p := range ps {
						p.runClock()
					}
				})
			}
		}()
	})
}

// playViewItems are the View menu's Show the play clock and Statistics….
func playViewItems(w fyne.Window, tabs []Tab) []*fyne.MenuItem {
	show := fyne.NewMenuItem(tr("Show the play clock"), nil)
	show.Checked = showClock
	if pr := prefs(); pr != nil {
		show.Checked = pr.BoolWithFallback("window.clock", true)
	}
	show.Action = func() {
		showClock = !showClock
		show.Checked = showClock
		if pr := prefs(); pr != nil {
			pr.SetBool("window.clock", showClock)
		}
		for _, t := range tabs {
			if p, ok := t.(player); ok {
				p.runClock()
			}
		}
	}
	return []*fyne.MenuItem{fyne.NewMenuItemSeparator(), show, fyne.NewMenuItem(tr("Statistics…"), func() {
		if !dialogOpen(w) {
			showStats(w, tabs)
		}
	})}
}

// focusBoard gives the keyboard to the board of the tab in front (at the
// start, and when a tab comes to the front): play from the keyboard
// begins without a click.
func focusBoard(w fyne.Window, at *container.AppTabs, tabs []Tab) {
	i := at.SelectedIndex()
	if i < 0 || i >= len(tabs) {
		return
	}
	b, ok := tabs[i].(interface{ board() fyne.CanvasObject })
	if !ok {
		return
	}
	f, ok := b.board().(fyne.Focusable)
	if !ok {
		return
	}
	w.Canvas().Focus(f) // the board's own canvas is not known before it is drawn
}
