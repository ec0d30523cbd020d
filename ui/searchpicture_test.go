package ui

import (
	"context"
	"testing"

	"grille/solve"
	"grille/solve/sudoku"
	"grille/solve/sudoku/backtrack"
	"grille/solve/sudoku/ilp"
	"grille/ui/board"
)

// Both methods' step payloads are drawn as a search's board.
var (
	_ searchView = backtrack.Shown{}
	_ searchView = ilp.Shown{}
)

// TestSearchPicture: a backtrack step's payload puts the search's board on
// the Sudoku board: its digits (the givens still givens, the rest found),
// its candidates, the step's cells highlighted.
func TestSearchPicture(t *testing.T) {
	g := sudoku.New(2) // an empty 4×4: the search must branch
	g.Set(0, 0, 1)
	var shown []backtrack.Shown
	_, err := backtrack.New().Solve(context.Background(), g, func(e solve.Event[sudoku.Grid]) {
		if s, ok := e.Detail.(backtrack.Shown); ok && e.Kind == solve.Step {
			shown = append(shown, s)
		}
	})
	if err != nil || len(shown) < 2 {
		t.Fatalf("%d steps shown, err %v", len(shown), err)
	}
	for _, s := range shown {
		st, ok := sudokuPresenter{}.Picture(stateFor(g), []any{s})
		if !ok || !st.Grid.Equal(s.Grid) || len(st.Candidates) != len(s.Candidates) {
			t.Fatalf("picture %v, want %v", st.Grid.Line(), s.Grid.Line())
		}
		if st.Origins[0] != board.Given {
			t.Errorf("the given r1c1 is shown as %v", st.Origins[0])
		}
		for i, v := range st.Grid.Cells {
			if i > 0 && v != 0 && st.Origins[i] != board.Found {
				t.Errorf("cell %d = %d not shown as found", i, v)
			}
		}
		lit := 0
		for _, h := range st.Highlight {
			if h {
				lit++
			}
		}
		if lit != len(s.Cells) {
			t.Errorf("%d cells highlighted, the step names %v", lit, s.Cells)
		}
	}
}
