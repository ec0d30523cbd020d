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
	// cell*N + digit-1): an LP relaxation's values. Candidates are drawn
	// darker the larger their weight, and Fixed marks the ones an LP
	// heuristic has fixed (+1 to one, -1 to zero).
	Shade []float64
	Fixed []int8
}

func (st SudokuState) gridSize() (rows, cols int) { return st.Grid.Size(), st.Grid.Size() }

// Sudoku is a board for any order. It is focusable: arrow keys move the
// selection, digits and letters set a value, 0 / . / Backspace / Delete clear.
type Sudoku struct {
	gridBoard[SudokuState]
	conflict []bool

	// OnEdit is called on the UI goroutine when the user types a value
	// (0 clears) into a cell; the tab decides whether it is a given or a move.
	OnEdit func(cell, value int)
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
	if sel := b.Selected(); sel < len(b.state.Grid.Cells) {
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

// typed turns a typed character into an edit. For grids above 9×9,
// letters stand for 10 and up (as in the one-line form), and two digits
// typed quickly into one cell make a two-digit number.
func (b *Sudoku) typed(row, col int, r rune) {
	N := b.cols
	v := -1
	switch {
	case r == '0' || r == '.' || r == ' ':
		v = 0
	case r >= '1' && r <= '9':
		v = b.typeDigit(int(r-'0'), N)
	case r >= 'a' && r <= 'z':
		v = int(r-'a') + 10
	case r >= 'A' && r <= 'Z':
		v = int(r-'A') + 10
	}
	if v < 0 || v > N {
		return
	}
	if b.OnEdit != nil {
		b.OnEdit(row*N+col, v)
	}
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
