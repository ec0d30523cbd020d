package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"grille/solve"
)

// TabCore is what every puzzle tab shares: the history of board states S,
// the solver panel for puzzles P, the file and edit actions and their
// toolbar. Here: the board, its history and the toolbar; its part in each
// role of a Tab is a file of its own (tabfile.go, tabplay.go, tabsolve.go,
// tabteach.go, and what they name), what a type supplies is a Presenter
// (presenter.go), the game kept between sessions is in remember.go.
type TabCore[P, S any] struct {
	// The tab: its window, type, board (through pres), panel and history.
	win     fyne.Window
	typ     *solve.Type[P]
	pres    Presenter[P, S]
	Panel   *Panel[P]
	hist    History[S]
	content fyne.CanvasObject
	scroll  *container.Scroll

	// The toolbar; editing are the controls a run disables.
	UndoBtn, RedoBtn *widget.Button
	editing          []fyne.Disableable
	Bar              *fyne.Container
	top              *fyne.Container // the toolbar and the play clock
	modelBtn         *widget.Button

	opener   opener          // the window's Open and Paste; nil outside a window (tabfile.go)
	stepDone chan struct{}   // closed when the latest Step is shown; nil before the first (tabteach.go)
	teach    *teaching[P, S] // Step, Hint and the grade by the type's Logic (teach.go)

	compared *comparison[P] // the latest Compare methods (compare.go)
	// answerID is the history entry a run's answer made, chartID the one
	// the annealing chart is of (History.ID; tabsolve.go).
	answerID, chartID uint64
	play              *playState // the play clock and the finish (playclock.go)
}

// working shows the panel's busy bar while the tab works off the UI
// goroutine outside a solve (Model, Check, Generate, Step), so that a wait
// of a second or two shows a sign of life.
func (c *TabCore[P, S]) working(on bool) {
	if c.Panel.Running() {
		return
	}
	if on {
		c.Panel.Busy.Show()
		c.Panel.Busy.Start()
	} else {
		c.Panel.Busy.Stop()
		c.Panel.Busy.Hide()
	}
}

// NewTabCore builds the shared tab for typ around pres, showing p.
func NewTabCore[P, S any](win fyne.Window, typ *solve.Type[P], pres Presenter[P, S], p P) *TabCore[P, S] {
	c := &TabCore[P, S]{win: win, typ: typ, pres: pres}
	c.Panel = NewPanel[P](typ, c)
	c.teach = newTeaching(c)
	c.Panel.teachBox = c.teach.box()
	c.UndoBtn = widget.NewButtonWithIcon(tr("Undo"), theme.ContentUndoIcon(), c.Undo)
	c.RedoBtn = widget.NewButtonWithIcon(tr("Redo"), theme.ContentRedoIcon(), c.Redo)
	newBtn := widget.NewButtonWithIcon(tr("New"), theme.DocumentCreateIcon(), c.New)
	openBtn := widget.NewButtonWithIcon(tr("Open"), theme.FolderOpenIcon(), c.Open)
	saveBtn := widget.NewButtonWithIcon(tr("Save"), theme.DocumentSaveIcon(), c.Save)
	pasteBtn := widget.NewButtonWithIcon(tr("Paste"), theme.ContentPasteIcon(), c.Paste)
	copyBtn := widget.NewButtonWithIcon(tr("Copy"), theme.ContentCopyIcon(), c.Copy)
	clearBtn := widget.NewButtonWithIcon(tr("Clear"), theme.ContentClearIcon(), c.Clear)
	c.editing = []fyne.Disableable{newBtn, openBtn, pasteBtn, clearBtn, c.UndoBtn, c.RedoBtn}
	c.Bar = newFlow(newBtn, openBtn, saveBtn, pasteBtn, copyBtn, widget.NewSeparator(),
		c.UndoBtn, c.RedoBtn, clearBtn)
	if typ.Model != nil {
		c.Bar.Add(widget.NewSeparator())
		c.modelBtn = widget.NewButtonWithIcon(tr("Model"), theme.DocumentIcon(), c.ShowModel)
		c.Bar.Add(c.modelBtn)
	}
	var own []fyne.CanvasObject
	if cs, ok := pres.(controls); ok {
		own = cs.Controls()
	}
	if c.teach.CourseBtn != nil {
		own = append(own, c.teach.CourseBtn)
	}
	if typ.Generator != nil {
		own = append(own, widget.NewButtonWithIcon(tr("Generate"), theme.ViewRefreshIcon(), c.Generate))
	}
	if len(own) > 0 {
		c.Bar.Add(widget.NewSeparator())
		for _, o := range own {
			c.Bar.Add(o)
			if d, ok := o.(fyne.Disableable); ok {
				c.editing = append(c.editing, d)
			}
		}
	}
	var below fyne.CanvasObject = container.NewVBox(c.Panel.Chart.Image, c.Panel.ILP.Image, c.Panel.ILP.Line)
	if b, ok := pres.(belowBoard); ok {
		below = container.NewVBox(b.BelowBoard(), c.Panel.Chart.Image, c.Panel.ILP.Image, c.Panel.ILP.Line)
	}
	// A zoomed board grows past its room: the scroll shows the rest. A
	// chart under the board squeezes it rather than hide its last rows.
	c.scroll = container.NewScroll(newBoardRoom(pres.Board(), c.Panel.chartShown))
	left := container.NewBorder(nil, below, nil, nil, container.NewPadded(c.scroll))
	// The board grows back when a chart goes.
	c.Panel.Chart.relayout, c.Panel.ILP.relayout = left.Refresh, left.Refresh
	split := container.NewHSplit(left, c.Panel.Side())
	split.Offset = 0.6
	// The toolbar, and right of its first row the play clock (attachPlay).
	c.top = container.NewBorder(nil, nil, nil, nil, c.Bar)
	c.content = container.NewBorder(c.top, nil, nil, nil, split)
	if !c.restore() {
		c.hist.Reset(pres.Fresh(p))
		c.show()
	}
	c.Panel.rememberPanel()
	return c
}

// Title names the tab.
func (c *TabCore[P, S]) Title() string { return c.typ.Title }

// Type is the tab's puzzle type.
func (c *TabCore[P, S]) Type() solve.Described { return c.typ }

// Content is the tab's root object.
func (c *TabCore[P, S]) Content() fyne.CanvasObject { return c.content }

// State is the current board state.
func (c *TabCore[P, S]) State() S { return c.hist.Current() }

// CurrentPuzzle is the bare puzzle Solve would get.
func (c *TabCore[P, S]) CurrentPuzzle() P { return c.pres.Puzzle(c.hist.Current()) }

// Push records a new state (one undoable move) and shows it.
func (c *TabCore[P, S]) Push(s S) {
	c.hist.Push(s)
	c.show()
}

// Load replaces the puzzle (one undoable move).
func (c *TabCore[P, S]) Load(p P) {
	c.Panel.Chart.Reset() // the last run's curve was another puzzle's
	c.Panel.ILP.Reset()
	c.foldLog(p)
	c.Push(c.pres.Fresh(p))
	c.Panel.Status.SetText(c.describe(p))
}

// LoadGame replaces the puzzle with a game in progress (one undoable move).
func (c *TabCore[P, S]) LoadGame(g solve.Game[P]) {
	c.Panel.Chart.Reset()
	c.Panel.ILP.Reset()
	c.foldLog(g.Puzzle)
	c.Push(c.resume(g))
	c.Panel.Status.SetText(c.describe(g.Puzzle))
}

// foldLog folds the log away when p is another puzzle than the one shown
// (panellog.go): its lines were about that one.
func (c *TabCore[P, S]) foldLog(p P) {
	if c.typ.Text(p) != c.typ.Text(c.CurrentPuzzle()) {
		c.Panel.foldLog()
	}
}

// SetStatus shows a line under the controls.
func (c *TabCore[P, S]) SetStatus(s string) { c.Panel.Status.SetText(s) }

// Busy reports whether a method runs; edits wait until it ends.
func (c *TabCore[P, S]) Busy() bool { return c.Panel.Running() }

func (c *TabCore[P, S]) show() {
	s := c.hist.Current()
	c.pres.Show(s)
	if h, ok := c.pres.(shownHook[S]); ok {
		h.Shown(s)
	}
	c.Panel.SetPuzzle(c.CurrentPuzzle())
	c.teach.changed()
	c.syncButtons()
	c.syncChart()
	c.remember()
	c.played()
}

// syncChart shows the annealing chart and the ILP view with the move
// their run left, and hides them with any other (tabsolve.go).
func (c *TabCore[P, S]) syncChart() {
	if !c.Panel.Running() {
		on := c.hist.ID() == c.chartID
		c.Panel.Chart.SetShown(on)
		c.Panel.ILP.SetShown(on)
	}
}

func (c *TabCore[P, S]) syncButtons() {
	if c.Panel.Running() {
		return
	}
	setEnabled(c.UndoBtn, c.hist.CanUndo())
	setEnabled(c.RedoBtn, c.hist.CanRedo())
}

func setEnabled(d fyne.Disableable, on bool) {
	if on {
		d.Enable()
	} else {
		d.Disable()
	}
}

func isClosed(c chan struct{}) bool {
	select {
	case <-c:
		return true
	default:
		return false
	}
}

// describe is the type's few words on p, in the window's language.
func (c *TabCore[P, S]) describe(p P) string {
	t := c.typ.Describe(p)
	return say(t, t.String())
}
