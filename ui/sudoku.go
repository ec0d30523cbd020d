package ui

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"grille/solve"
	"grille/solve/sudoku"
	"grille/solve/sudoku/backtrack"
	"grille/solve/sudoku/ilp"
	"grille/ui/board"
)

// SudokuTab is the Sudoku tab: a board, file and edit actions, and the
// shared solver panel.
type SudokuTab struct {
	win   fyne.Window
	Board *board.Sudoku
	Panel *Panel[sudoku.Grid]
	hist  History[board.SudokuState]

	EditGivens *widget.Check
	ShowCands  *widget.Check
	UndoBtn    *widget.Button
	RedoBtn    *widget.Button
	editing    []fyne.Disableable

	content fyne.CanvasObject
}

// NewSudokuTab builds the tab with puzzle g loaded, using the methods of reg.
func NewSudokuTab(win fyne.Window, reg *solve.Registry[sudoku.Grid], g sudoku.Grid) *SudokuTab {
	t := &SudokuTab{win: win}
	t.Board = board.NewSudoku(stateFor(g))
	t.Board.OnEdit = t.edit
	t.hist.Reset(t.Board.State())

	t.Panel = NewPanel(sudoku.Kind, reg)
	t.Panel.Puzzle = t.Puzzle
	t.Panel.OnBest = func(p sudoku.Grid, _ solve.Stats) {
		st := t.hist.Current()
		t.Board.SetState(board.SudokuState{Grid: p, Origins: foundOrigins(st, p)})
	}
	t.Panel.OnDone = t.solved
	t.Panel.OnStep = t.Step
	t.Panel.OnBusy = t.setBusy

	t.EditGivens = widget.NewCheck("Edit givens", nil)
	t.ShowCands = widget.NewCheck("Candidates", func(on bool) {
		st := t.hist.Current()
		if on == (st.Candidates != nil) {
			return
		}
		if on {
			st.Candidates = backtrack.NewCandidates(st.Grid).Masks
		} else {
			st.Candidates, st.Highlight = nil, nil
		}
		t.push(st)
	})
	t.UndoBtn = widget.NewButtonWithIcon("Undo", theme.ContentUndoIcon(), t.Undo)
	t.RedoBtn = widget.NewButtonWithIcon("Redo", theme.ContentRedoIcon(), t.Redo)
	newBtn := widget.NewButtonWithIcon("New", theme.DocumentCreateIcon(), t.askNew)
	openBtn := widget.NewButtonWithIcon("Open", theme.FolderOpenIcon(), t.askOpen)
	saveBtn := widget.NewButtonWithIcon("Save", theme.DocumentSaveIcon(), t.askSave)
	pasteBtn := widget.NewButtonWithIcon("Paste", theme.ContentPasteIcon(), t.Paste)
	copyBtn := widget.NewButtonWithIcon("Copy", theme.ContentCopyIcon(), t.Copy)
	clearBtn := widget.NewButtonWithIcon("Clear", theme.ContentClearIcon(), t.Clear)
	modelBtn := widget.NewButtonWithIcon("Model", theme.DocumentIcon(), t.ShowModel)
	t.editing = []fyne.Disableable{newBtn, openBtn, pasteBtn, clearBtn, t.UndoBtn, t.RedoBtn, t.EditGivens, t.ShowCands}

	bar := container.NewHBox(newBtn, openBtn, saveBtn, pasteBtn, copyBtn, widget.NewSeparator(),
		t.UndoBtn, t.RedoBtn, clearBtn, widget.NewSeparator(), t.EditGivens, t.ShowCands, widget.NewSeparator(), modelBtn)
	left := container.NewBorder(nil, t.Panel.Chart.Image, nil, nil, container.NewPadded(t.Board))
	split := container.NewHSplit(left, t.Panel.Side())
	split.Offset = 0.6
	t.content = container.NewBorder(bar, nil, nil, nil, split)
	t.syncButtons()
	return t
}

// Title names the tab.
func (t *SudokuTab) Title() string { return "Sudoku" }

// New, Open, Save, Solve and Stop are the window menu's entry points.
func (t *SudokuTab) New()   { t.askNew() }
func (t *SudokuTab) Open()  { t.askOpen() }
func (t *SudokuTab) Save()  { t.askSave() }
func (t *SudokuTab) Solve() { t.Panel.Solve() }
func (t *SudokuTab) Stop()  { t.Panel.Stop() }

// Content is the tab's root object.
func (t *SudokuTab) Content() fyne.CanvasObject { return t.content }

// stateFor shows a fresh puzzle: every value is a given.
func stateFor(g sudoku.Grid) board.SudokuState {
	o := make([]board.Origin, len(g.Cells))
	for i, v := range g.Cells {
		if v != 0 {
			o[i] = board.Given
		}
	}
	return board.SudokuState{Grid: g.Clone(), Origins: o}
}

// foundOrigins colours a solver's grid: givens stay givens, the rest is found.
func foundOrigins(st board.SudokuState, g sudoku.Grid) []board.Origin {
	o := make([]board.Origin, len(g.Cells))
	for i, v := range g.Cells {
		switch {
		case st.Origins[i] == board.Given:
			o[i] = board.Given
		case v != 0:
			o[i] = board.Found
		}
	}
	return o
}

// Puzzle is the grid of givens: what Solve works on.
func (t *SudokuTab) Puzzle() sudoku.Grid {
	st := t.hist.Current()
	g := sudoku.New(st.Grid.Order)
	for i, o := range st.Origins {
		if o == board.Given {
			g.Cells[i] = st.Grid.Cells[i]
		}
	}
	return g
}

// Load replaces the puzzle (one undoable move).
func (t *SudokuTab) Load(g sudoku.Grid) {
	st := stateFor(g)
	if t.ShowCands.Checked {
		st.Candidates = backtrack.NewCandidates(st.Grid).Masks
	}
	t.push(st)
	t.Panel.Status.SetText(fmt.Sprintf("%d×%d puzzle, %d givens", g.Size(), g.Size(), g.Filled()))
}

func (t *SudokuTab) push(st board.SudokuState) {
	t.hist.Push(st)
	t.show()
}

func (t *SudokuTab) show() {
	st := t.hist.Current()
	t.Board.SetState(st)
	t.ShowCands.SetChecked(st.Candidates != nil)
	t.syncButtons()
}

func (t *SudokuTab) syncButtons() {
	if t.Panel.Running() {
		return
	}
	setEnabled(t.UndoBtn, t.hist.CanUndo())
	setEnabled(t.RedoBtn, t.hist.CanRedo())
}

func setEnabled(d fyne.Disableable, on bool) {
	if on {
		d.Enable()
	} else {
		d.Disable()
	}
}

func (t *SudokuTab) setBusy(busy bool) {
	for _, d := range t.editing {
		setEnabled(d, !busy)
	}
	if !busy {
		t.syncButtons()
	}
}

// edit applies a typed value: a given in edit mode, else a move.
func (t *SudokuTab) edit(cell, v int) {
	if t.Panel.Running() {
		return
	}
	st := t.hist.Current()
	if int(st.Grid.Cells[cell]) == v && (v == 0 || st.Origins[cell] != board.Empty) {
		return
	}
	given := t.EditGivens.Checked
	if !given && st.Origins[cell] == board.Given {
		t.Panel.Status.SetText("That cell is a given: tick “Edit givens” to change it")
		return
	}
	g := st.Grid.Clone()
	o := append([]board.Origin(nil), st.Origins...)
	g.Cells[cell] = uint8(v)
	switch {
	case v == 0:
		o[cell] = board.Empty
	case given:
		o[cell] = board.Given
	default:
		o[cell] = board.Played
	}
	next := board.SudokuState{Grid: g, Origins: o}
	if st.Candidates != nil {
		next.Candidates = backtrack.NewCandidates(g).Masks
	}
	t.push(next)
	switch {
	case g.Contradiction() != "":
		t.Panel.Status.SetText("Conflict: " + g.Contradiction())
	case g.Complete() && sudoku.Verify(t.Puzzle(), g) == nil:
		t.Panel.Status.SetText("Solved! Every row, column and box is complete.")
	default:
		t.Panel.Status.SetText(sudoku.CellName(g.Order, cell) + " = " + strconv.Itoa(v))
	}
}

// solved puts a method's answer on the board as one undoable move.
func (t *SudokuTab) solved(res solve.Result[sudoku.Grid], err error) {
	st := t.hist.Current()
	if err != nil || !res.Status.HasSolution() {
		t.Board.SetState(st) // drop any live state the method showed
		return
	}
	t.push(board.SudokuState{Grid: res.Solution.Clone(), Origins: foundOrigins(st, res.Solution)})
}

// Step applies the three rules once (the seed's "Règles EUP" button) and
// shows the candidates, highlighting the cells that changed.
func (t *SudokuTab) Step() {
	if t.Panel.Running() {
		return
	}
	st := t.hist.Current()
	var c backtrack.Candidates
	if st.Candidates != nil {
		c = backtrack.Candidates{Order: st.Grid.Order, Masks: st.Candidates}
	} else {
		c = backtrack.NewCandidates(st.Grid)
	}
	next, deds, state := backtrack.Step(c)
	n := st.Grid.Order
	var lines []string
	hl := make([]bool, len(st.Grid.Cells))
	const shown = 60
	for i, d := range deds {
		hl[d.Cell] = true
		if i < shown {
			lines = append(lines, d.Describe(n))
		}
	}
	if len(deds) > shown {
		lines = append(lines, fmt.Sprintf("… and %d more deductions", len(deds)-shown))
	}
	g := next.Grid()
	o := append([]board.Origin(nil), st.Origins...)
	for i, v := range g.Cells {
		if v != 0 && st.Grid.Cells[i] == 0 {
			o[i] = board.Found
		}
	}
	// Keep the player's values where the rules have not decided the cell.
	for i, v := range st.Grid.Cells {
		if g.Cells[i] == 0 && v != 0 {
			g.Cells[i] = v
		}
	}
	var msg string
	switch state {
	case backtrack.Solved:
		msg = "EUP step: solved"
	case backtrack.Contradiction:
		msg = "EUP step: contradiction: a cell or a digit has no place left"
	case backtrack.Stuck:
		msg = "EUP step: nothing changes; the rules are stuck, Solve will branch"
	default:
		msg = fmt.Sprintf("EUP step: %d deductions", len(deds))
	}
	t.Panel.AppendLog(append(lines, msg), 0)
	t.Panel.Status.SetText(msg)
	if state == backtrack.Stuck {
		return
	}
	t.push(board.SudokuState{Grid: g, Origins: o, Candidates: next.Masks, Highlight: hl})
}

// Undo and Redo walk the history; a whole solve is one step.
func (t *SudokuTab) Undo() {
	if !t.Panel.Running() && t.hist.Undo() {
		t.show()
	}
}

func (t *SudokuTab) Redo() {
	if !t.Panel.Running() && t.hist.Redo() {
		t.show()
	}
}

// Clear removes every value that is not a given.
func (t *SudokuTab) Clear() {
	t.Load(t.Puzzle())
}

// Paste reads a puzzle from the clipboard: a game ID, a URL, a line or a grid.
func (t *SudokuTab) Paste() {
	text := fyne.CurrentApp().Clipboard().Content()
	t.PasteText(text)
}

// PasteText loads the puzzle text describes, or says why it cannot.
func (t *SudokuTab) PasteText(text string) {
	g, err := sudoku.ParseOne("clipboard", []byte(text))
	if err != nil {
		t.Panel.Status.SetText("Paste: " + err.Error())
		return
	}
	t.Load(g)
}

// Copy puts the puzzle's one-line form on the clipboard.
func (t *SudokuTab) Copy() {
	fyne.CurrentApp().Clipboard().SetContent(t.Puzzle().Line())
	t.Panel.Status.SetText("Copied the puzzle as one line")
}

func (t *SudokuTab) askNew() {
	sizes := []string{}
	for n := sudoku.MinOrder; n <= sudoku.MaxOrder; n++ {
		sizes = append(sizes, fmt.Sprintf("%d×%d", n*n, n*n))
	}
	sel := widget.NewSelect(sizes, nil)
	sel.SetSelectedIndex(1)
	dialog.ShowForm("New Sudoku", "Create", "Cancel", []*widget.FormItem{widget.NewFormItem("Size", sel)}, func(ok bool) {
		if ok {
			t.EditGivens.SetChecked(true)
			t.Load(sudoku.New(sel.SelectedIndex() + sudoku.MinOrder))
		}
	}, t.win)
}

func (t *SudokuTab) askOpen() {
	dialog.ShowFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			return
		}
		defer r.Close()
		data, err := io.ReadAll(io.LimitReader(r, 64<<20))
		if err != nil {
			dialog.ShowError(err, t.win)
			return
		}
		gs, err := sudoku.Parse(r.URI().Name(), data)
		if err != nil {
			dialog.ShowError(err, t.win)
			return
		}
		t.EditGivens.SetChecked(false)
		t.Load(gs[0])
		if len(gs) > 1 {
			t.Panel.AppendLog([]string{fmt.Sprintf("%s holds %d puzzles; loaded the first", r.URI().Name(), len(gs))}, 0)
		}
	}, t.win)
}

// ModelText is the puzzle's integer linear program in LP format (Koch's
// model, as the ilp method poses it).
func (t *SudokuTab) ModelText() string {
	var b strings.Builder
	if err := ilp.Model(t.Puzzle()).WriteLP(&b); err != nil {
		return err.Error()
	}
	return b.String()
}

// ShowModel opens the integer linear program in a window a teacher can
// scroll through, with a button to save it as an .lp file.
func (t *SudokuTab) ShowModel() {
	text := t.ModelText()
	body := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	save := widget.NewButtonWithIcon("Save as .lp…", theme.DocumentSaveIcon(), func() {
		d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
			if err != nil || w == nil {
				return
			}
			defer w.Close()
			if _, err := io.WriteString(w, text); err != nil {
				dialog.ShowError(err, t.win)
			}
		}, t.win)
		d.SetFileName("sudoku.lp")
		d.Show()
	})
	head := widget.NewLabel("Koch's model, as the ilp method poses it (seed 000). lp_solve reads it: lp_solve -S4 -presolve sudoku.lp")
	head.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom("Integer linear program", "Close",
		container.NewBorder(container.NewVBox(head, save), nil, nil, nil, container.NewScroll(body)), t.win)
	d.Resize(fyne.NewSize(900, 650))
	d.Show()
}

func (t *SudokuTab) askSave() {
	dialog.ShowFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			return
		}
		defer w.Close()
		if _, err := io.WriteString(w, t.Puzzle().GridText()); err != nil {
			dialog.ShowError(err, t.win)
		}
	}, t.win)
}
