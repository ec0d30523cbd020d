package ui

import (
	"context"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"grille/solve"
)

// Presenter is what a puzzle type's tab supplies to the shared tab: its
// board, and how the board's states S relate to the type's puzzles P.
// Everything else (files, clipboard, history, methods, Step, dialogs) the
// shared tab does from the type's descriptor.
type Presenter[P, S any] interface {
	// Board is the widget that shows states.
	Board() fyne.CanvasObject
	// Show draws a state, recorded in the history or not.
	Show(S)
	// Fresh is the state of a puzzle just loaded: nothing played.
	Fresh(P) S
	// Solved is cur showing a method's answer, or a running method's
	// current state.
	Solved(cur S, sol P) S
	// Play is the puzzle as it stands, with the player's entries (what
	// Step starts from); Puzzle is the bare puzzle (what a method gets).
	Play(S) P
	Puzzle(S) P
	// Picture is cur showing the teaching payloads (Event.Detail, a Step's
	// Detail) of a run up to a log line, oldest first; false when they
	// have nothing to show.
	Picture(cur S, payloads []any) (S, bool)
	// Stepped is cur after a Step.
	Stepped(cur S, r solve.StepResult[P]) S
}

// Optional capabilities of a Presenter, discovered by the shared tab.
type (
	// controls adds the tab's own controls to the toolbar.
	controls interface{ Controls() []fyne.CanvasObject }
	// shownHook is told of every state shown from the history.
	shownHook[S any] interface{ Shown(S) }
	// editor switches between editing the puzzle and playing it: on for
	// an empty puzzle (New), off for a generated one.
	editor interface {
		SetEditing(bool)
		EditingLabel() string // the switch's name
	}
	// noter keeps what a Step leaves for the next one (Sudoku's
	// candidates) in its states.
	noter[S any] interface{ Notes(S) any }
	// belowBoard is shown under the board (the LP legend).
	belowBoard interface{ BelowBoard() fyne.CanvasObject }
	// zoomer is a board that can be shown larger than its room.
	zoomer interface {
		ZoomIn()
		ZoomOut()
		ZoomFit()
	}
)

// Zoom makes the board larger (+1), smaller (-1) or fit its room (0).
func (c *TabCore[P, S]) Zoom(step int) {
	z, ok := c.pres.Board().(zoomer)
	if !ok {
		return
	}
	switch {
	case step > 0:
		z.ZoomIn()
	case step < 0:
		z.ZoomOut()
	default:
		z.ZoomFit()
	}
	c.scroll.Refresh()
}

// TabCore is what every puzzle tab shares: the history of board states S,
// the solver panel for puzzles P, the file and edit actions and their
// toolbar.
type TabCore[P, S any] struct {
	win   fyne.Window
	typ   *solve.Type[P]
	pres  Presenter[P, S]
	Panel *Panel[P]
	hist  History[S]

	UndoBtn, RedoBtn *widget.Button
	editing          []fyne.Disableable
	Bar              *fyne.Container
	content          fyne.CanvasObject
	stepDone         chan struct{} // closed when the latest Step is shown; nil before the first
	opener           opener        // the window's Open and Paste; nil outside a window
	scroll           *container.Scroll
	modelBtn         *widget.Button
	teach            *teaching[P, S] // Step, Hint and the grade by the type's Logic (teach.go)
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
	var below fyne.CanvasObject = c.Panel.Chart.Image
	if b, ok := pres.(belowBoard); ok {
		below = container.NewVBox(b.BelowBoard(), c.Panel.Chart.Image)
	}
	// A zoomed board grows past its room: the scroll shows the rest.
	c.scroll = container.NewScroll(pres.Board())
	left := container.NewBorder(nil, below, nil, nil, container.NewPadded(c.scroll))
	split := container.NewHSplit(left, c.Panel.Side())
	split.Offset = 0.6
	c.content = container.NewBorder(c.Bar, nil, nil, nil, split)
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
	c.Push(c.pres.Fresh(p))
	c.Panel.Status.SetText(c.describe(p))
}

// LoadGame replaces the puzzle with a game in progress (one undoable move).
func (c *TabCore[P, S]) LoadGame(g solve.Game[P]) {
	c.Panel.Chart.Reset()
	c.Push(c.resume(g))
	c.Panel.Status.SetText(c.describe(g.Puzzle))
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
	c.remember()
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

// The panel's news, on the UI goroutine (panelHost).

func (c *TabCore[P, S]) busy(on bool) {
	for _, d := range c.editing {
		setEnabled(d, !on)
	}
	if !on {
		c.syncButtons()
	}
}

func (c *TabCore[P, S]) live(p P) { c.pres.Show(c.pres.Solved(c.hist.Current(), p)) }

// started shows the puzzle the method was given, so that an earlier run's
// answer does not stay on the board under this run's status.
func (c *TabCore[P, S]) started() { c.pres.Show(c.pres.Fresh(c.CurrentPuzzle())) }

// finished puts a method's answer on the board as one undoable move. A run
// that found none leaves what it did on the board (the best state of a
// method that stopped, shown, not recorded) or the puzzle it was given:
// never an earlier run's answer under this run's status. The puzzle it
// was given becomes the current move (undoable) when the board held more:
// else the next edit, or selecting the log's last line, brought the
// earlier answer back under "No answer".
func (c *TabCore[P, S]) finished(res solve.Result[P], err error) {
	if err == nil && res.Status.HasSolution() {
		c.Push(c.pres.Solved(c.hist.Current(), res.Solution))
		return
	}
	if fresh := c.pres.Fresh(c.CurrentPuzzle()); !reflect.DeepEqual(fresh, c.hist.Current()) {
		c.Push(fresh)
	}
	if err == nil && res.Partial {
		c.pres.Show(c.pres.Solved(c.hist.Current(), res.Solution))
		return
	}
	c.started()
}

// picture shows the board as a log line's teaching payloads draw it, or
// the board as it is for nil.
func (c *TabCore[P, S]) picture(ds []any) bool {
	if ds != nil {
		if s, ok := ds[len(ds)-1].(shot[S]); ok {
			c.pres.Show(s.state)
			return true
		}
		if s, ok := c.pres.Picture(c.hist.Current(), ds); ok {
			c.pres.Show(s)
			return true
		}
	}
	c.pres.Show(c.hist.Current())
	return false
}

// Undo and Redo walk the history; a whole solve is one step.
func (c *TabCore[P, S]) Undo() {
	if !c.Panel.Running() && c.hist.Undo() {
		c.show()
		// Not the undone move's line (a Step's) over a board without it.
		c.Panel.Status.SetText(tr("Undone: the board as before the last move"))
	}
}

func (c *TabCore[P, S]) Redo() {
	if !c.Panel.Running() && c.hist.Redo() {
		c.show()
		c.Panel.Status.SetText(tr("Redone: the move is back"))
	}
}

// Clear keeps the puzzle and drops every move.
func (c *TabCore[P, S]) Clear() {
	if !c.Panel.Running() {
		c.Load(c.CurrentPuzzle())
	}
}

// Solve and Stop are the window menu's entry points.
func (c *TabCore[P, S]) Solve() { c.Panel.Solve() }
func (c *TabCore[P, S]) Stop()  { c.Panel.Stop() }

// stepTimeout bounds a Step's deductions (the start of a search, which on
// a large grid takes a moment).
const stepTimeout = 10 * time.Second

// Step applies one named deduction of the type's Logic (teach.go), or,
// for a type without one, a round of its Stepper.
func (c *TabCore[P, S]) Step() {
	if c.typ.Logic != nil {
		c.teachStep()
		return
	}
	c.CourseRound()
}

// CourseRound applies the type's Stepper off the UI goroutine (Sudoku:
// the course's three rules at once, as seed 001 teaches them) and records
// what it changes as one move.
func (c *TabCore[P, S]) CourseRound() {
	if c.typ.Stepper == nil || c.Panel.Running() || (c.stepDone != nil && !isClosed(c.stepDone)) {
		return
	}
	cur := c.hist.Current()
	pos := solve.Position[P]{Puzzle: c.CurrentPuzzle(), Play: c.pres.Play(cur)}
	if n, ok := c.pres.(noter[S]); ok {
		pos.Notes = n.Notes(cur)
	}
	done := make(chan struct{})
	c.stepDone = done
	c.Panel.Status.SetText(tr("Applying the rules…"))
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), stepTimeout)
		defer cancel()
		res, err := c.typ.Stepper.Step(ctx, pos)
		c.Panel.ui().Do(func() {
			defer close(done)
			c.stepped(res, err)
		})
	}()
}

func (c *TabCore[P, S]) stepped(res solve.StepResult[P], err error) {
	if err != nil {
		c.Panel.Status.SetText(tr("Step: ") + errText(err))
		return
	}
	if len(res.Lines) > 0 {
		lines := res.Lines
		if len(res.SayLines) == len(lines) {
			lines = make([]string, len(res.Lines))
			for i, l := range res.Lines {
				lines[i] = say(res.SayLines[i], l)
			}
		}
		details := make([]any, len(res.Lines))
		details[0] = res.Detail
		c.Panel.appendLogDetails(lines, details, 0)
	}
	c.Panel.Status.SetText(say(res.Say, res.Msg))
	if res.Show {
		c.Push(c.pres.Stepped(c.hist.Current(), res))
	}
}

// StepDone is closed once the latest Step is shown (tests wait on it).
func (c *TabCore[P, S]) StepDone() <-chan struct{} { return c.stepDone }

// opener is how the tab's Open and Paste reach the window, which routes a
// puzzle to the tab whose reader accepts it.
type opener interface {
	Open()
	Paste()
}

func (c *TabCore[P, S]) attach(r opener) { c.opener = r }

// Paste reads a puzzle from the clipboard, in whichever tab reads it.
func (c *TabCore[P, S]) Paste() {
	if c.opener != nil && !c.Panel.Running() {
		c.opener.Paste()
	}
}

// Open reads a puzzle file, in whichever tab reads it.
func (c *TabCore[P, S]) Open() {
	if c.opener != nil && !c.Panel.Running() {
		c.opener.Open()
	}
}

// PasteText loads the puzzle text describes in this tab, or says why it
// cannot, in a dialog that shows the whole message.
func (c *TabCore[P, S]) PasteText(text string) {
	if err := c.LoadOne("clipboard", []byte(text)); err != nil {
		c.showError(err)
		c.Panel.Status.SetText(tr("Paste: ") + err.Error())
	}
}

// Copy puts the puzzle on the clipboard.
func (c *TabCore[P, S]) Copy() {
	fyne.CurrentApp().Clipboard().SetContent(c.typ.Copy(c.CurrentPuzzle()))
	c.Panel.Status.SetText(tr("Copied the puzzle as ") + c.typ.CopyName)
}

// errRunning refuses a new puzzle while a method works on this one.
var errRunning = errors.New("a method is running: stop it first")

// LoadOne shows the one puzzle of data (a pasted text), or returns why it
// holds none.
func (c *TabCore[P, S]) LoadOne(name string, data []byte) error {
	if c.Panel.Running() {
		return errRunning
	}
	g, err := c.readGame(name, data)
	if err != nil {
		return err
	}
	c.LoadGame(g)
	return nil
}

// LoadData shows the first puzzle of a file's contents, or returns why it
// holds none (a parse error with its line and column).
func (c *TabCore[P, S]) LoadData(name string, data []byte) error {
	if c.Panel.Running() {
		return errRunning
	}
	var ps []solve.Game[P]
	var err error
	if c.typ.ParseGames != nil {
		ps, err = c.typ.ParseGames(name, data)
	} else {
		var qs []P
		qs, err = c.typ.Parse(name, data)
		for _, q := range qs {
			ps = append(ps, solve.Game[P]{Puzzle: q, Play: q})
		}
	}
	if err != nil {
		return err
	}
	c.LoadGame(ps[0])
	if len(ps) > 1 {
		c.Panel.AppendLog([]string{fmt.Sprintf(tr("%s holds %d puzzles; loaded the first"), name, len(ps))}, 0)
	}
	return nil
}

// Save writes the game in its file form: the puzzle, then what the player
// entered on it (see solve.Game).
func (c *TabCore[P, S]) Save() {
	c.saveText(c.gameText(c.hist.Current()), c.typ.Name+".txt")
}

func (c *TabCore[P, S]) saveText(text, name string) {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			return
		}
		defer w.Close()
		if _, err := io.WriteString(w, text); err != nil {
			c.showError(err)
		}
	}, c.win)
	d.SetFileName(name)
	showDialog(c.win, d)
	// Fyne's save dialog gives its name field the focus, and a field of
	// Fyne's own does not hand Esc on: without the focus, Esc closes the
	// dialog (a click in the field edits the proposed name).
	c.win.Canvas().Unfocus()
}

// ModelText is the puzzle's integer linear program in LP format.
func (c *TabCore[P, S]) ModelText() string {
	var b strings.Builder
	if err := c.typ.Model.Write(c.CurrentPuzzle(), &b); err != nil {
		return err.Error()
	}
	return b.String()
}

// ShowModel opens the integer linear program in a window a teacher can
// scroll through, with a button to save it as an .lp file. The model of a
// large puzzle takes a moment to write: it is written off the UI goroutine,
// with the status line saying so.
func (c *TabCore[P, S]) ShowModel() {
	p := c.CurrentPuzzle()
	c.Panel.Status.SetText(tr("Writing the integer linear program…"))
	c.working(true)
	if c.modelBtn != nil {
		c.modelBtn.Disable()
	}
	go func() {
		var b strings.Builder
		text := ""
		if err := c.typ.Model.Write(p, &b); err != nil {
			text = err.Error()
		} else {
			text = b.String()
		}
		c.Panel.ui().Do(func() {
			c.working(false)
			if c.modelBtn != nil {
				c.modelBtn.Enable()
			}
			c.showModel(text)
		})
	}()
}

func (c *TabCore[P, S]) showModel(text string) {
	c.Panel.Status.SetText(fmt.Sprintf(tr("The integer linear program: %s"), plural("line", strings.Count(text, "\n"))))
	body := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	save := widget.NewButtonWithIcon(tr("Save as .lp…"), theme.DocumentSaveIcon(), func() { c.saveText(text, c.typ.Name+".lp") })
	head := widget.NewLabel(tr(c.typ.Model.Doc) + tr(" lp_solve reads it: lp_solve -S4 -presolve ") + c.typ.Name + ".lp")
	head.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom(tr("Integer linear program"), tr("Close"),
		container.NewBorder(container.NewVBox(head, save), nil, nil, nil, container.NewScroll(body)), c.win)
	d.Resize(fyne.NewSize(900, 650))
	showDialog(c.win, d)
}

func isClosed(c chan struct{}) bool {
	select {
	case <-c:
		return true
	default:
		return false
	}
}

// checker marks a player's wrong entries against a solution without
// showing the rest of it, and says how many there are.
type checker[P, S any] interface {
	Check(cur S, sol P) (S, string)
}

// checkTimeout bounds the solve a Check needs.
const checkTimeout = 10 * time.Second

// Check solves the puzzle with its first exact method, off the UI
// goroutine, and marks the player's entries that disagree with the
// solution (drawn, not recorded): the solution itself stays hidden.
func (c *TabCore[P, S]) Check() {
	ch, ok := c.pres.(checker[P, S])
	if !ok || c.Panel.Running() {
		return
	}
	var m solve.Method[P]
	for _, x := range c.typ.Methods.Methods() {
		if x.Info().Exact && x.Info().Needs == "" {
			m = x
			break
		}
	}
	if m == nil {
		return
	}
	p, cur := c.CurrentPuzzle(), c.hist.Current()
	c.Panel.Status.SetText(tr("Checking…"))
	c.working(true)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), checkTimeout)
		defer cancel()
		res, err := solve.Run(ctx, c.typ, m, p, nil)
		c.Panel.ui().Do(func() {
			c.working(false)
			switch {
			case err != nil:
				c.Panel.Status.SetText(tr("Check: ") + errText(err))
			case res.Status == solve.Infeasible:
				c.Panel.Status.SetText(tr("Check: this puzzle has no solution"))
			case res.Status == solve.Multiple:
				c.Panel.Status.SetText(tr("Check: this puzzle has more than one solution, so there is no one answer to check against"))
			case !res.Status.HasSolution():
				c.Panel.Status.SetText(tr("Check: no solution found to check against (") + say(res.Say, res.Msg) + ")")
			default:
				s, msg := ch.Check(cur, res.Solution)
				c.pres.Show(s)
				c.Panel.Status.SetText(msg)
			}
		})
	}()
}

// describe is the type's few words on p, in the window's language.
func (c *TabCore[P, S]) describe(p P) string {
	t := c.typ.Describe(p)
	return say(t, t.String())
}
