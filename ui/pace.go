package ui

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"grille/solve"
)

// Pace is how fast a running method may go, so that a class can follow it:
// as fast as it goes, or at most one event every so often, or paused with a
// button that lets one event through. It works as back-pressure: the
// method's own goroutine waits in its Reporter after each event, once the
// window has shown that event, so the method does exactly the same work at
// any speed, only later (a randomised method with the same seed finds the
// same answer). Every change wakes a waiting method at once, and so does
// the end of its context: Stop works while paused.
type Pace struct {
	mu     sync.Mutex
	every  time.Duration // 0: as fast as it goes
	paused bool
	credit int           // events Step forward has let through while paused
	change chan struct{} // closed and replaced at every change
	// moves is on at the slowest speeds and while paused: an annealing
	// method then sends one event per accepted move (solve.MoveWatch).
	moves solve.MoveWatch
}

// moveByMove is the least time between events at which an annealing run
// is shown one accepted move at a time: 3 events a second and slower.
const moveByMove = 333 * time.Millisecond

// NewPace is a pace at full speed.
func NewPace() *Pace { return &Pace{change: make(chan struct{})} }

func (p *Pace) changed() {
	close(p.change)
	p.change = make(chan struct{})
}

// SetEvery sets the least time between two events (0: no wait).
func (p *Pace) SetEvery(d time.Duration) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.every = max(d, 0)
	p.moves.Set(p.paused || p.every >= moveByMove)
	p.changed()
}

// SetPaused pauses or resumes.
func (p *Pace) SetPaused(on bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.paused, p.credit = on, 0
	p.moves.Set(p.paused || p.every >= moveByMove)
	p.changed()
}

// Paused reports whether the pace is paused.
func (p *Pace) Paused() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.paused
}

// StepForward lets one more event through while paused.
func (p *Pace) StepForward() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.paused {
		p.credit++
		p.changed()
	}
}

// Slowed reports whether events wait (paused, or a least time set): then
// the window shows each event by itself rather than in batches.
func (p *Pace) Slowed() bool {
	if p == nil {
		return false
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.paused || p.every > 0
}

// Wait holds the method's goroutine after an event: while paused until a
// Step forward or a resume, else until the least time has passed since
// the call. It returns early when ctx ends.
func (p *Pace) Wait(ctx context.Context) {
	if p == nil {
		return
	}
	start := time.Now()
	for {
		p.mu.Lock()
		paused, every, change := p.paused, p.every, p.change
		if paused && p.credit > 0 {
			p.credit--
			p.mu.Unlock()
			return
		}
		p.mu.Unlock()
		var timer *time.Timer
		var timeout <-chan time.Time
		if !paused {
			left := every - time.Since(start)
			if left <= 0 {
				return
			}
			timer = time.NewTimer(left)
			timeout = timer.C
		}
		select {
		case <-ctx.Done():
			return
		case <-timeout:
			return
		case <-change:
			if timer != nil {
				timer.Stop()
			}
		}
	}
}

// paces are the speeds the window offers.
var paces = []struct {
	label string
	every time.Duration
}{
	{trLater("As fast as it goes"), 0},
	{trLater("10 events a second"), 100 * time.Millisecond},
	{trLater("3 events a second"), 333 * time.Millisecond},
	{trLater("1 event a second"), time.Second},
}

// pace holds s's method to pace: after each event, while the pace is
// slowed, the event is shown by itself (a batch would hide all but the
// latest board) and the method waits. Showing and waiting are not the
// method's work: its clock, and its time limit with it, stand still. It
// returns ctx with the pace's MoveWatch, for the method.
func (s *Session[P]) pace(ctx context.Context, pace *Pace, clock *budget, sink Sink[P], ui Dispatcher) context.Context {
	if pace == nil {
		return ctx
	}
	s.pacer = pace
	s.paced = func() {
		if !pace.Slowed() || ctx.Err() != nil {
			return
		}
		clock.hold()
		s.flush(sink, ui)
		pace.Wait(ctx)
		clock.release()
	}
	return solve.WithMoveWatch(ctx, &pace.moves)
}

// paceControls are the panel's controls of a run's pace and seed.
type paceControls struct {
	Pace     *Pace
	Speed    *widget.Select
	PauseBtn *widget.Button // Pause / Resume
	FwdBtn   *widget.Button // Next: one event, while paused
	// Seed is a randomised method's seed: empty draws one (and the log
	// says which), a number repeats a run.
	Seed    *widget.Entry
	seedRow *fyne.Container
	// clock is the wall clock runs are timed on (nil: the process's);
	// tests give a fake one.
	clock timeSource
	// shown are the figures of the run's latest event the status shows.
	shown solve.Stats
}

// wallClock is the wall clock the panel's runs are timed on.
func (c *paceControls) wallClock() timeSource {
	if c.clock == nil {
		return wallTime{}
	}
	return c.clock
}

// paceNote ends the status line of a run under way: it says when the run
// is paused or slowed, whose times are the method's own, without the waits.
func (c *paceControls) paceNote() string {
	switch {
	case c.Pace.Paused():
		return tr(" — paused: Next lets one event through, Resume lets it run")
	case c.Pace.Slowed():
		return tr(" (shown slowed)")
	}
	return ""
}

func (p *Panel[P]) newPaceControls() {
	c := &p.paceControls
	c.Pace = NewPace()
	var labels []string
	for _, x := range paces {
		labels = append(labels, tr(x.label))
	}
	c.Speed = widget.NewSelect(labels, func(l string) {
		for _, x := range paces {
			if tr(x.label) == l {
				c.Pace.SetEvery(x.every)
			}
		}
	})
	c.Speed.SetSelected(tr(paces[0].label))
	c.PauseBtn = widget.NewButtonWithIcon(tr("Pause"), theme.MediaPauseIcon(), p.TogglePause)
	c.FwdBtn = widget.NewButtonWithIcon(tr("Next"), theme.NavigateNextIcon(), p.Forward)
	c.FwdBtn.Disable()
	c.Seed = widget.NewEntry()
	c.Seed.SetPlaceHolder(tr("random"))
	c.seedRow = container.NewBorder(nil, nil, widget.NewLabel(tr("Seed")), nil, c.Seed)
	c.seedRow.Hide()
}

// TogglePause pauses a run (or the next one) at its next event, or
// resumes it. Pressed while a run goes, the status line says so at once,
// with the method's own time (frozen while it is held) and its figures so
// far, as its next event's would. Pressed while nothing runs, it says
// that the next Solve starts paused, so that it does not seem stuck.
func (p *Panel[P]) TogglePause() {
	on := !p.Pace.Paused()
	p.Pace.SetPaused(on)
	if on {
		p.PauseBtn.SetText(tr("Resume"))
		p.PauseBtn.SetIcon(theme.MediaPlayIcon())
		p.FwdBtn.Enable()
		if !p.Running() {
			p.Status.SetText(tr("Paused: the next Solve will stop at its first event; Next then lets one event through, Resume lets it run"))
		}
	} else {
		if !p.Running() {
			p.Status.SetText(tr("Resumed: the next Solve runs at the chosen speed"))
		}
		p.PauseBtn.SetText(tr("Pause"))
		p.PauseBtn.SetIcon(theme.MediaPauseIcon())
		p.FwdBtn.Disable()
	}
	if p.Running() {
		p.progress(p.shown, p.session.clock.Now())
	}
}

// Forward lets the paused method go on to its next event. Pressed while
// nothing runs it does nothing: presses must not pile up and let a later
// run's first events through unseen.
func (p *Panel[P]) Forward() {
	if !p.Running() {
		return
	}
	p.Pace.StepForward()
}

// showSeed shows the seed field for a randomised method only.
func (p *Panel[P]) showSeed() {
	if p.seedRow == nil {
		return
	}
	if m, ok := p.Selected(); ok {
		if _, ok := m.(solve.Seeder[P]); ok {
			p.seedRow.Show()
			return
		}
	}
	p.seedRow.Hide()
}

// seeded is m drawing from the seed field's seed, or from a fresh one,
// with the log line that says which; an unreadable seed is an error.
func (p *Panel[P]) seeded(m solve.Method[P]) (solve.Method[P], string, error) {
	if _, ok := m.(solve.Seeder[P]); !ok {
		return m, "", nil
	}
	text := strings.TrimSpace(p.Seed.Text)
	if text == "" {
		seed := time.Now().UnixNano() & 0x7fffffff
		return solve.WithSeed(m, seed), fmt.Sprintf(tr("seed %d (type it in Seed to run this again; grille solve --seed %d)"), seed, seed), nil
	}
	seed, err := strconv.ParseInt(text, 10, 64)
	if err != nil {
		return m, "", fmt.Errorf(tr("Seed: %q is not a whole number (leave it empty for a random one)"), text)
	}
	return solve.WithSeed(m, seed), fmt.Sprintf(tr("seed %d, as asked"), seed), nil
}

// rememberSeed keeps the seed field per tab, as the method is kept.
func (p *Panel[P]) rememberSeed(pr fyne.Preferences) {
	key := p.typ.Name + ".seed"
	p.Seed.SetText(pr.String(key))
	p.Seed.OnChanged = func(s string) { pr.SetString(key, s) }
}

// Pause and Forward are the window menu's: they act on the tab's run.
func (c *TabCore[P, S]) Pause()   { c.Panel.TogglePause() }
func (c *TabCore[P, S]) Forward() { c.Panel.Forward() }

// genSeed is the Generate dialog's seed field (empty: a fresh seed, which
// the generator's log line gives), remembered per tab, and how to read it.
func (c *TabCore[P, S]) genSeed() (*widget.FormItem, func() (int64, error)) {
	e := widget.NewEntry()
	e.SetPlaceHolder(tr("random"))
	key := c.typ.Name + ".genseed"
	if pr := prefs(); pr != nil {
		e.SetText(pr.String(key))
	}
	item := widget.NewFormItem(tr("Seed"), e)
	item.HintText = tr("empty for a random one; the log gives the seed used")
	return item, func() (int64, error) {
		text := strings.TrimSpace(e.Text)
		if pr := prefs(); pr != nil {
			pr.SetString(key, text)
		}
		if text == "" {
			return time.Now().UnixNano(), nil
		}
		seed, err := strconv.ParseInt(text, 10, 64)
		if err != nil {
			return 0, fmt.Errorf(tr("Seed: %q is not a whole number (leave it empty for a random one)"), text)
		}
		return seed, nil
	}
}
