package ui

import (
	"fmt"
	"io"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"grille/solve"
	"grille/solve/lp"
)

// PuzzleIO is what a tab needs to read, write and show a puzzle type.
type PuzzleIO[P any] struct {
	Parse    func(name string, data []byte) ([]P, error)
	ParseOne func(name string, data []byte) (P, error)
	Save     func(P) string // the file form
	Copy     func(P) string // the clipboard form (a line, a game ID)
	CopyName string         // what Copy puts there, for the status line
	Describe func(P) string // "9×9 puzzle, 30 givens"
	Model    func(P) *lp.Problem
	ModelDoc string // one line above the model text
	FileName string // default name for Save and the model ("sudoku")
}

// TabCore is what every puzzle tab shares: the history of board states S,
// the solver panel for puzzles P, the file and edit actions and their
// toolbar. A tab adds its board and type-specific controls through hooks.
type TabCore[P, S any] struct {
	win   fyne.Window
	title string
	io    PuzzleIO[P]
	Panel *Panel[P]
	hist  History[S]

	// StateOf is the state of a newly loaded puzzle, PuzzleOf the bare
	// puzzle of a state (what Solve gets), WithSolution the state showing a
	// method's answer, WithLive the state showing a running method's
	// current state (drawn, not recorded).
	StateOf      func(P) S
	PuzzleOf     func(S) P
	WithSolution func(S, P) S
	WithLive     func(S, P) S
	// Render shows a state on the board; AfterShow updates the tab's own
	// controls (check boxes) after every change.
	Render    func(S)
	AfterShow func(S)
	// NewDialog asks what a new puzzle should be and loads it.
	NewDialog func()

	UndoBtn, RedoBtn *widget.Button
	editing          []fyne.Disableable
	Bar              *fyne.Container
}

// NewTabCore builds the shared parts; the caller sets the hooks, then
// calls Init with the first puzzle.
func NewTabCore[P, S any](win fyne.Window, title string, kind *solve.Type[P], reg *solve.Registry[P], io PuzzleIO[P]) *TabCore[P, S] {
	c := &TabCore[P, S]{win: win, title: title, io: io}
	c.Panel = NewPanel(kind, reg)
	c.Panel.Puzzle = func() P { return c.PuzzleOf(c.hist.Current()) }
	c.Panel.OnBest = func(p P, _ solve.Stats) { c.Render(c.WithLive(c.hist.Current(), p)) }
	c.Panel.OnDone = c.solved
	c.Panel.OnBusy = c.setBusy
	c.UndoBtn = widget.NewButtonWithIcon("Undo", theme.ContentUndoIcon(), c.Undo)
	c.RedoBtn = widget.NewButtonWithIcon("Redo", theme.ContentRedoIcon(), c.Redo)
	newBtn := widget.NewButtonWithIcon("New", theme.DocumentCreateIcon(), func() { c.New() })
	openBtn := widget.NewButtonWithIcon("Open", theme.FolderOpenIcon(), c.Open)
	saveBtn := widget.NewButtonWithIcon("Save", theme.DocumentSaveIcon(), c.Save)
	pasteBtn := widget.NewButtonWithIcon("Paste", theme.ContentPasteIcon(), c.Paste)
	copyBtn := widget.NewButtonWithIcon("Copy", theme.ContentCopyIcon(), c.Copy)
	clearBtn := widget.NewButtonWithIcon("Clear", theme.ContentClearIcon(), c.Clear)
	c.editing = []fyne.Disableable{newBtn, openBtn, pasteBtn, clearBtn, c.UndoBtn, c.RedoBtn}
	c.Bar = container.NewHBox(newBtn, openBtn, saveBtn, pasteBtn, copyBtn, widget.NewSeparator(),
		c.UndoBtn, c.RedoBtn, clearBtn)
	if io.Model != nil {
		c.Bar.Add(widget.NewSeparator())
		c.Bar.Add(widget.NewButtonWithIcon("Model", theme.DocumentIcon(), c.ShowModel))
	}
	return c
}

// AddControls appends tab-specific controls to the toolbar; those that can
// be disabled are disabled while a method runs.
func (c *TabCore[P, S]) AddControls(objs ...fyne.CanvasObject) {
	c.Bar.Add(widget.NewSeparator())
	for _, o := range objs {
		c.Bar.Add(o)
		if d, ok := o.(fyne.Disableable); ok {
			c.editing = append(c.editing, d)
		}
	}
}

// Layout puts the toolbar on top, the board (with the cost chart under it)
// on the left and the panel on the right.
func (c *TabCore[P, S]) Layout(boardObj fyne.CanvasObject) fyne.CanvasObject {
	left := container.NewBorder(nil, c.Panel.Chart.Image, nil, nil, container.NewPadded(boardObj))
	split := container.NewHSplit(left, c.Panel.Side())
	split.Offset = 0.6
	return container.NewBorder(c.Bar, nil, nil, nil, split)
}

// Init starts the history with puzzle p.
func (c *TabCore[P, S]) Init(p P) {
	c.hist.Reset(c.StateOf(p))
	c.show()
}

// Title names the tab.
func (c *TabCore[P, S]) Title() string { return c.title }

// State is the current board state.
func (c *TabCore[P, S]) State() S { return c.hist.Current() }

// CurrentPuzzle is the bare puzzle Solve would get.
func (c *TabCore[P, S]) CurrentPuzzle() P { return c.PuzzleOf(c.hist.Current()) }

// Push records a new state (one undoable move) and shows it.
func (c *TabCore[P, S]) Push(s S) {
	c.hist.Push(s)
	c.show()
}

// Load replaces the puzzle (one undoable move).
func (c *TabCore[P, S]) Load(p P) {
	c.Push(c.StateOf(p))
	if c.io.Describe != nil {
		c.Panel.Status.SetText(c.io.Describe(p))
	}
}

func (c *TabCore[P, S]) show() {
	s := c.hist.Current()
	c.Render(s)
	if c.AfterShow != nil {
		c.AfterShow(s)
	}
	c.syncButtons()
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

func (c *TabCore[P, S]) setBusy(busy bool) {
	for _, d := range c.editing {
		setEnabled(d, !busy)
	}
	if !busy {
		c.syncButtons()
	}
}

// solved puts a method's answer on the board as one undoable move, or
// drops the live state a method showed when it found none.
func (c *TabCore[P, S]) solved(res solve.Result[P], err error) {
	if err != nil || !res.Status.HasSolution() {
		c.Render(c.hist.Current())
		return
	}
	c.Push(c.WithSolution(c.hist.Current(), res.Solution))
}

// Undo and Redo walk the history; a whole solve is one step.
func (c *TabCore[P, S]) Undo() {
	if !c.Panel.Running() && c.hist.Undo() {
		c.show()
	}
}

func (c *TabCore[P, S]) Redo() {
	if !c.Panel.Running() && c.hist.Redo() {
		c.show()
	}
}

// Clear keeps the puzzle and drops every move.
func (c *TabCore[P, S]) Clear() {
	if !c.Panel.Running() {
		c.Load(c.CurrentPuzzle())
	}
}

// Solve, Stop and Step are the window menu's entry points.
func (c *TabCore[P, S]) Solve() { c.Panel.Solve() }
func (c *TabCore[P, S]) Stop()  { c.Panel.Stop() }
func (c *TabCore[P, S]) Step() {
	if c.Panel.OnStep != nil && !c.Panel.Running() {
		c.Panel.OnStep()
	}
}

// New asks for a new puzzle.
func (c *TabCore[P, S]) New() {
	if c.NewDialog != nil && !c.Panel.Running() {
		c.NewDialog()
	}
}

// Paste reads a puzzle from the clipboard.
func (c *TabCore[P, S]) Paste() {
	c.PasteText(fyne.CurrentApp().Clipboard().Content())
}

// PasteText loads the puzzle text describes, or says why it cannot.
func (c *TabCore[P, S]) PasteText(text string) {
	if c.Panel.Running() {
		return
	}
	p, err := c.io.ParseOne("clipboard", []byte(text))
	if err != nil {
		c.Panel.Status.SetText("Paste: " + err.Error())
		return
	}
	c.Load(p)
}

// Copy puts the puzzle on the clipboard.
func (c *TabCore[P, S]) Copy() {
	fyne.CurrentApp().Clipboard().SetContent(c.io.Copy(c.CurrentPuzzle()))
	c.Panel.Status.SetText("Copied the puzzle as " + c.io.CopyName)
}

// Open reads a puzzle file (the first puzzle of a file that holds several).
func (c *TabCore[P, S]) Open() {
	if c.Panel.Running() {
		return
	}
	dialog.ShowFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			return
		}
		defer r.Close()
		data, err := io.ReadAll(io.LimitReader(r, 64<<20))
		if err != nil {
			dialog.ShowError(err, c.win)
			return
		}
		if err := c.LoadData(r.URI().Name(), data); err != nil {
			dialog.ShowError(err, c.win)
		}
	}, c.win)
}

// LoadData shows the first puzzle of a file's contents, or returns why it
// holds none (a parse error with its line and column).
func (c *TabCore[P, S]) LoadData(name string, data []byte) error {
	ps, err := c.io.Parse(name, data)
	if err != nil {
		return err
	}
	c.Load(ps[0])
	if len(ps) > 1 {
		c.Panel.AppendLog([]string{fmt.Sprintf("%s holds %d puzzles; loaded the first", name, len(ps))}, 0)
	}
	return nil
}

// FileHint is the word in a file name that says the file is this tab's
// ("sudoku" in sudoku.txt, as Save names it).
func (c *TabCore[P, S]) FileHint() string { return c.io.FileName }

// Save writes the puzzle in its file form.
func (c *TabCore[P, S]) Save() {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			return
		}
		defer w.Close()
		if _, err := io.WriteString(w, c.io.Save(c.CurrentPuzzle())); err != nil {
			dialog.ShowError(err, c.win)
		}
	}, c.win)
	d.SetFileName(c.io.FileName + ".txt")
	d.Show()
}

// ModelText is the puzzle's integer linear program in LP format.
func (c *TabCore[P, S]) ModelText() string {
	var b strings.Builder
	if err := c.io.Model(c.CurrentPuzzle()).WriteLP(&b); err != nil {
		return err.Error()
	}
	return b.String()
}

// ShowModel opens the integer linear program in a window a teacher can
// scroll through, with a button to save it as an .lp file.
func (c *TabCore[P, S]) ShowModel() {
	text := c.ModelText()
	body := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	save := widget.NewButtonWithIcon("Save as .lp…", theme.DocumentSaveIcon(), func() {
		d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
			if err != nil || w == nil {
				return
			}
			defer w.Close()
			if _, err := io.WriteString(w, text); err != nil {
				dialog.ShowError(err, c.win)
			}
		}, c.win)
		d.SetFileName(c.io.FileName + ".lp")
		d.Show()
	})
	head := widget.NewLabel(c.io.ModelDoc + " lp_solve reads it: lp_solve -S4 -presolve " + c.io.FileName + ".lp")
	head.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom("Integer linear program", "Close",
		container.NewBorder(container.NewVBox(head, save), nil, nil, nil, container.NewScroll(body)), c.win)
	d.Resize(fyne.NewSize(900, 650))
	d.Show()
}
