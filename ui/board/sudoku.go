// Package board holds Grille's board widgets: they draw a puzzle and a
// solver's state, and turn taps and keys into edits the tab decides on.
package board

import (
	"fyne.io/fyne/v2"

	"grille/solve/sudoku"
)

// Origin says who put a value in a cell, which decides its colour.
type Origin uint8

const (
	Empty Origin = iota
	Given
	Played
	Found
)

// SudokuState is everything the board draws.
type SudokuState struct {
	Grid       sudoku.Grid // values shown (givens included)
	Origins    []Origin    // per cell
	Candidates []uint64    // per cell, bit k-1 = digit k; nil hides the candidates view
	Highlight  []bool      // cells the last step changed; nil for none
	// Shade, when set, gives a weight in [0,1] to each candidate (index
	// cell*N + digit-1): an LP relaxation's values. Each candidate is a
	// tile in its place of the cell, filled from the bottom by its weight,
	// with the weight written when it is fractional and the digit when it
	// is zero; Fixed marks the ones an LP heuristic has fixed (+1 to one:
	// the cell's digit ringed, -1 to zero: the tile struck through).
	// NewLPLegend is the key to this picture.
	Shade []float64
	Fixed []int8
	// With Shade: Free marks the variables of the LP (nil: every one with
	// a weight), each drawn as a tile that its weight fills; Presolved the
	// empty cells whose digit the presolve decided (a tinted background).
	// LPLine and LPHistory are for the tab (the line and the chart under
	// the board: round, objective, fractional variables per round).
	Free      []bool
	Presolved []bool
	LPLine    string
	LPHistory []int
	// LPNotes is what a method's Step left for its next one (lp-fix: the
	// round's payload), kept with the picture it drew.
	LPNotes any
	// LPProbe is 1 + the variable an LP heuristic is probing, framed in
	// the picture; 0 for none.
	LPProbe int
	// Marks are the player's pencil marks, per cell, bit d-1 for digit d
	// (nil: none). An empty cell shows them in the candidates' places, in
	// their own colour; with the candidates view on, a digit shows when it
	// is a candidate or marked, in the marks' colour when marked. Above
	// 16×16, a cell without candidates shows how many marks it has.
	Marks []uint64
	// Step is a logical step's highlight (mark_sudoku.go), nil for none.
	Step *sudoku.StepMark
	// Glimpse, with the candidates view off (Candidates nil), are the
	// candidates a step names, per cell (0 elsewhere): drawn in their
	// places, so that a step reads without switching the whole view on.
	Glimpse []uint64
	// Wrong marks the player's digits Check found wrong: red, in a red
	// frame that shows under the cursor too (nil: none).
	Wrong []bool
}

// ToggleMark returns marks (one per cell of cells, made when nil) with
// digit's mark in cell turned over: a new slice, so that a state in the
// history keeps its own.
func ToggleMark(marks []uint64, cells, cell, digit int) []uint64 {
	out := make([]uint64, cells)
	copy(out, marks)
	if cell >= 0 && cell < cells && digit >= 1 && digit <= 64 {
		out[cell] ^= 1 << (digit - 1)
	}
	return out
}

func (st SudokuState) gridSize() (rows, cols int) { return st.Grid.Size(), st.Grid.Size() }

// Sudoku is a board for any order. It is focusable: arrow keys move the
// selection, digits and letters set a value, 0 / . / Backspace / Delete
// clear. Shift with a digit or a letter toggles a pencil mark instead, and
// so does a plain digit or letter in Pencil mode.
type Sudoku struct {
	gridBoard[SudokuState]
	conflict []bool

	// Pencil makes typed digits and letters toggle pencil marks (OnMark)
	// rather than set values; 0, ., space, Delete and Backspace still clear
	// the value.
	Pencil bool
	// Advance moves the selection to the next cell (row by row) once a
	// value is typed, as when a grid is copied from a book: the tab sets
	// it while the givens are being edited. In play the selection stays,
	// as in Solo and HoDoKu, where a player jumps from cell to cell.
	Advance bool

	// OnEdit is called on the UI goroutine when the user types a value
	// (0 clears) into a cell; the tab decides whether it is a given or a move.
	OnEdit func(cell, value int)
	// OnMark is called on the UI goroutine when the user toggles the pencil
	// mark of digit in cell (Shift+digit, or a digit in Pencil mode); the
	// tab updates SudokuState.Marks (see ToggleMark).
	OnMark func(cell, digit int)
}

// NewSudoku returns a board showing g.
func NewSudoku(st SudokuState) *Sudoku {
	b := &Sudoku{conflict: st.Grid.Conflicts()}
	b.extend(b, st)
	return b
}

// SetState replaces what the board shows. The selection keeps its index
// when it is still in the grid (and goes home when it is not).
func (b *Sudoku) SetState(st SudokuState) {
	sel := b.Selected()
	b.conflict = st.Grid.Conflicts()
	b.setState(st)
	b.selR, b.selC = 0, 0
	if N := b.cols; sel < N*N {
		b.selR, b.selC = sel/N, sel%N
	}
	b.Refresh()
}

// Selected is the selected cell's index.
func (b *Sudoku) Selected() int { return b.selR*b.cols + b.selC }

// selectedDigit is the value the selected cell holds (0 when empty).
func (b *Sudoku) selectedDigit() int {
	if sel := b.Selected(); sel >= 0 && sel < len(b.state.Grid.Cells) {
		return int(b.state.Grid.Cells[sel])
	}
	return 0
}

// Select moves the selection.
func (b *Sudoku) Select(cell int) {
	if N := b.cols; cell >= 0 && cell < N*N {
		b.gridBoard.Select(cell/N, cell%N)
	}
}

// Tapped selects the cell under the pointer and takes the keyboard focus,
// also when the tap is beside the grid.
func (b *Sudoku) Tapped(ev *fyne.PointEvent) {
	if !b.tapCell(ev.Position) {
		b.focus()
	}
}

func (b *Sudoku) tapped(int, int)   {}
func (b *Sudoku) activate(int, int) {}

// typed turns a typed character into an edit, or into a pencil mark with
// Shift held or in Pencil mode. For grids above 9×9, letters stand for 10
// and up (as in the one-line form), and two digits typed quickly into one
// cell make a two-digit number (a mark is one digit or one letter).
func (b *Sudoku) typed(row, col int, r rune) {
	N, cell := b.cols, row*b.cols+col
	letter := 0
	switch {
	case r >= 'a' && r <= 'z':
		letter = int(r-'a') + 10
	case r >= 'A' && r <= 'Z':
		letter = int(r-'A') + 10
	}
	switch {
	case b.mods&fyne.KeyModifierShift != 0:
		// A digit's mark came with its key (TypedKey): what Shift makes of
		// the digit keys ('!' on some layouts, the digit on others) is not
		// a value.
		if letter > 0 {
			b.mark(cell, letter)
		}
		return
	case b.Pencil && r >= '1' && r <= '9':
		b.mark(cell, int(r-'0'))
		return
	case b.Pencil && letter > 0:
		b.mark(cell, letter)
		return
	}
	v := letter
	switch {
	case r == '0' || r == '.' || r == ' ':
		v = 0
	case r >= '1' && r <= '9':
		v = b.typeDigit(int(r-'0'), N)
	case letter == 0:
		return
	}
	if v <= N && b.OnEdit != nil {
		b.OnEdit(cell, v)
		// On a grid above 9×9 a digit that a second could extend (1 of
		// 12) waits for it.
		if b.Advance && (v == 0 || v*10 > N || letter > 0) && cell+1 < N*N {
			b.Select(cell + 1)
		}
	}
}

// mark toggles a pencil mark, when digit fits the grid.
func (b *Sudoku) mark(cell, digit int) {
	if digit >= 1 && digit <= b.cols && b.OnMark != nil {
		b.OnMark(cell, digit)
	}
}

// TypedKey makes Shift with a digit key toggle that digit's mark in the
// selected cell; other keys are the grid's (arrows, Delete, …).
func (b *Sudoku) TypedKey(ev *fyne.KeyEvent) {
	if len(ev.Name) == 1 && ev.Name[0] >= '0' && ev.Name[0] <= '9' && b.mods&fyne.KeyModifierShift != 0 {
		b.mark(b.Selected(), int(ev.Name[0]-'0'))
		return
	}
	b.gridBoard.TypedKey(ev)
}

// erase clears the selected cell.
func (b *Sudoku) erase(row, col int) {
	if b.OnEdit != nil {
		b.OnEdit(row*b.cols+col, 0)
	}
}

// MinSize leaves room for readable digits at every order.
func (b *Sudoku) MinSize() fyne.Size {
	b.ExtendBaseWidget(b)
	return b.BaseWidget.MinSize()
}
