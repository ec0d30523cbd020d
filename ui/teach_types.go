package ui

import (
	"grille/solve/hashi"
	"grille/solve/shikaku"
	"grille/solve/sudoku"
	"grille/ui/board"
)

// Each presenter draws its type's StepMark (a Deduction's Mark or Hint,
// by value or by pointer) on a state; any other mark leaves it as it is.

func (p sudokuPresenter) Marked(st board.SudokuState, mark any) board.SudokuState {
	if m, ok := markOf[sudoku.StepMark](mark); ok {
		st.Step = m
	}
	return st
}

func (p hashiPresenter) Marked(st board.HashiState, mark any) board.HashiState {
	if m, ok := markOf[hashi.StepMark](mark); ok {
		st.Step = m
	}
	return st
}

func (p shikakuPresenter) Marked(st board.ShikakuState, mark any) board.ShikakuState {
	if m, ok := markOf[shikaku.StepMark](mark); ok {
		st.Step = m
	}
	return st
}

// markOf is mark as a *M, whether it holds an M or a *M.
func markOf[M any](mark any) (*M, bool) {
	switch m := mark.(type) {
	case M:
		return &m, true
	case *M:
		return m, m != nil
	}
	return nil, false
}
