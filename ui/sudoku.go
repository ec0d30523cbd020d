package ui

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"grille/solve"
	"grille/solve/sudoku"
	"grille/solve/sudoku/backtrack"
	sudokugen "grille/solve/sudoku/gen"
	"grille/solve/sudoku/ilp"
	"grille/ui/board"
)

// SudokuTab is the Sudoku tab: the shared tab core with the Sudoku board,
// the givens/play switch, the candidates view and the EUP Step.
type SudokuTab struct {
	*TabCore[sudoku.Grid, board.SudokuState]
	Board      *board.Sudoku
	EditGivens *widget.Check
	ShowCands  *widget.Check
	content    fyne.CanvasObject
}

// SudokuIO reads and writes Sudoku for the tab.
var SudokuIO = PuzzleIO[sudoku.Grid]{
	Parse: sudoku.Parse, ParseOne: sudoku.ParseOne,
	Save: sudoku.Grid.GridText,
	Copy: sudoku.Grid.Line, CopyName: "one line",
	Describe: func(g sudoku.Grid) string {
		return fmt.Sprintf("%d×%d puzzle, %d givens", g.Size(), g.Size(), g.Filled())
	},
	Model:    ilp.Model,
	ModelDoc: "Koch's model, as the ilp method poses it (seed 000).",
	FileName: "sudoku",
}

// NewSudokuTab builds the tab with puzzle g loaded, using the methods of reg.
func NewSudokuTab(win fyne.Window, reg *solve.Registry[sudoku.Grid], g sudoku.Grid) *SudokuTab {
	t := &SudokuTab{TabCore: NewTabCore[sudoku.Grid, board.SudokuState](win, "Sudoku", sudoku.Kind, reg, SudokuIO)}
	t.Board = board.NewSudoku(stateFor(g))
	t.Board.OnEdit = t.edit
	t.StateOf = func(g sudoku.Grid) board.SudokuState {
		st := stateFor(g)
		if t.ShowCands != nil && t.ShowCands.Checked {
			st.Candidates = sudoku.Candidates(st.Grid)
		}
		return st
	}
	t.PuzzleOf = givensOf
	t.WithSolution = func(st board.SudokuState, p sudoku.Grid) board.SudokuState {
		return board.SudokuState{Grid: p.Clone(), Origins: foundOrigins(st, p)}
	}
	t.WithLive = t.WithSolution
	t.Render = t.Board.SetState
	t.AfterShow = func(st board.SudokuState) { t.ShowCands.SetChecked(st.Candidates != nil) }
	t.NewDialog = t.askNew
	t.Panel.OnStep = t.Step
	t.Panel.OnDetail = t.detail

	t.EditGivens = widget.NewCheck("Edit givens", nil)
	t.ShowCands = widget.NewCheck("Candidates", func(on bool) {
		st := t.State()
		if on == (st.Candidates != nil) {
			return
		}
		if on {
			st.Candidates = sudoku.Candidates(st.Grid)
		} else {
			st.Candidates, st.Highlight = nil, nil
		}
		t.Push(st)
	})
	gen := widget.NewButtonWithIcon("Generate", theme.ViewRefreshIcon(), t.askGenerate)
	t.AddControls(t.EditGivens, t.ShowCands, gen)
	t.content = t.Layout(t.Board)
	t.Init(g)
	return t
}

// Content is the tab's root object.
func (t *SudokuTab) Content() fyne.CanvasObject { return t.content }

// Puzzle is the grid of givens: what Solve works on.
func (t *SudokuTab) Puzzle() sudoku.Grid { return t.CurrentPuzzle() }

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

// givensOf is the puzzle a state shows: its givens only.
func givensOf(st board.SudokuState) sudoku.Grid {
	g := sudoku.New(st.Grid.Order)
	for i, o := range st.Origins {
		if o == board.Given {
			g.Cells[i] = st.Grid.Cells[i]
		}
	}
	return g
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

// edit applies a typed value: a given in edit mode, else a move.
func (t *SudokuTab) edit(cell, v int) {
	if t.Panel.Running() {
		return
	}
	st := t.State()
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
		next.Candidates = sudoku.Candidates(g)
	}
	t.Push(next)
	switch {
	case g.Contradiction() != "":
		t.Panel.Status.SetText("Conflict: " + g.Contradiction())
	case g.Complete() && sudoku.Verify(t.CurrentPuzzle(), g) == nil:
		t.Panel.Status.SetText("Solved! Every row, column and box is complete.")
	default:
		t.Panel.Status.SetText(sudoku.CellName(g.Order, cell) + " = " + strconv.Itoa(v))
	}
}

// Step applies the three rules once (the seed's "Règles EUP" button) and
// shows the candidates, highlighting the cells that changed.
func (t *SudokuTab) Step() {
	if t.Panel.Running() {
		return
	}
	st := t.State()
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
	t.Push(board.SudokuState{Grid: g, Origins: o, Candidates: next.Masks, Highlight: hl})
}

// detail shows an LP method's teaching payload: each candidate shaded by
// its value in the relaxation, fixed variables marked, cells whose digit
// the relaxation has settled filled in.
//
// nil (a log line without a picture, selected after a solve) shows the
// board as it stands again.
func (t *SudokuTab) detail(d any) {
	if d == nil {
		t.Render(t.State())
		return
	}
	v, ok := d.(sudoku.LPView)
	if !ok {
		return
	}
	st := t.State()
	vals, fixed := v.LPValues(), v.LPFixed()
	g := st.Grid.Clone()
	N := g.Size()
	if len(vals) != N*N*N {
		return
	}
	// The picture is of the grid the solve began from: once a solve has
	// ended (and the log is being replayed), the state holds its digits.
	for i, o := range st.Origins {
		if o == board.Found {
			g.Cells[i] = 0
		}
	}
	for i := range g.Cells {
		if g.Cells[i] != 0 {
			continue
		}
		for k := 0; k < N; k++ {
			j := i*N + k
			if (fixed != nil && fixed[j] > 0) || vals[j] > 1-1e-6 {
				g.Cells[i] = uint8(k + 1)
			}
		}
	}
	t.Render(board.SudokuState{Grid: g, Origins: foundOrigins(st, g), Shade: vals, Fixed: fixed})
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

// Difficulty choices of the Generate dialog.
const (
	genSearch = "any: solving may need a guess"
	genRules  = "easier: the three rules suffice"
)

// askGenerate makes a new puzzle with a unique solution, off the UI
// goroutine (the uniqueness tests of a 16×16 puzzle take a moment).
func (t *SudokuTab) askGenerate() {
	var sizes []string
	for n := sudoku.MinOrder; n <= sudoku.MaxOrder; n++ {
		sizes = append(sizes, fmt.Sprintf("%d×%d", n*n, n*n))
	}
	size := widget.NewSelect(sizes, nil)
	size.SetSelectedIndex(3 - sudoku.MinOrder)
	level := widget.NewRadioGroup([]string{genSearch, genRules}, nil)
	level.SetSelected(genSearch)
	sym := widget.NewCheck("givens symmetric under a half turn", nil)
	sym.SetChecked(true)
	dialog.ShowForm("Generate Sudoku", "Generate", "Cancel", []*widget.FormItem{
		widget.NewFormItem("Size", size), widget.NewFormItem("Difficulty", level), widget.NewFormItem("", sym),
	}, func(ok bool) {
		if !ok {
			return
		}
		gp := sudokugen.Params{Order: size.SelectedIndex() + sudoku.MinOrder, Seed: time.Now().UnixNano(),
			Symmetric: sym.Checked, RulesOnly: level.Selected == genRules}
		if gp.Order > sudokugen.MaxSearchOrder && !gp.RulesOnly {
			gp.RulesOnly = true // the only kind made that large; the log says so
		}
		t.generate(func(ctx context.Context) (sudoku.Grid, error) { return sudokugen.Generate(ctx, gp) }, func(g sudoku.Grid) {
			t.EditGivens.SetChecked(false)
			t.Load(g)
			how := "may need guessing"
			if gp.RulesOnly {
				how = "the three rules solve it"
			}
			t.Panel.AppendLog([]string{fmt.Sprintf("generated %d×%d, %d givens, unique solution (%s), seed %d",
				g.Size(), g.Size(), g.Filled(), how, gp.Seed)}, 0)
		})
	}, t.win)
}
