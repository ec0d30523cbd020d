package board

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2/test"

	"grille/solve/sudoku"
)

// renderSudoku16 is a 16×16 grid with a third of a full grid's digits
// given and the candidates in the other cells, pencil marks in r2c3: the
// two-digit candidates must stand apart ("14 15", not "1415").
func renderSudoku16() *Sudoku {
	g := sudoku.New(4)
	for r := 0; r < 16; r++ {
		for c := 0; c < 16; c++ {
			if (r*7+c*3)%3 == 0 {
				g.Cells[r*16+c] = uint8((r*4+r/4+c)%16 + 1)
			}
		}
	}
	st := givenState(g)
	st.Candidates = candidates(g)
	st.Marks = make([]uint64, len(g.Cells))
	st.Marks[18] = 1<<13 | 1<<14
	b := NewSudoku(st)
	b.Select(17)
	return b
}

// TestRenderSudoku16Candidates (issue 26, 11): at 800×800 the candidates
// of a 16×16 grid, two-digit ones apart; at 560×560, where they would be
// too small, each cell's count on a badge, unlike any digit.
func TestRenderSudoku16Candidates(t *testing.T) {
	for _, th := range themes {
		for _, side := range []float32{800, 560} {
			master := fmt.Sprintf("sudoku_16_%s_%.0f.png", th.name, side)
			t.Run(master, func(t *testing.T) {
				newApp(t, th.variant)
				win := show(t, renderSudoku16(), side, side)
				test.AssertImageMatches(t, master, win.Canvas().Capture())
			})
		}
	}
}

// TestWrongDigitShows (issue 26, 13): a digit Check found wrong is red,
// in a red frame that the cursor on its cell does not hide.
func TestWrongDigitShows(t *testing.T) {
	for _, th := range themes {
		newApp(t, th.variant)
		st := givenState(parseGrid(t, sample))
		st.Grid.Cells[2], st.Origins[2] = 1, Played
		st.Wrong = make([]bool, len(st.Grid.Cells))
		st.Wrong[2] = true
		b := NewSudoku(st)
		b.Select(2)
		show(t, b, 300, 300)
		r := test.WidgetRenderer(b).(*sudokuRenderer)
		if r.cells[2].StrokeColor != r.pal.conflict || r.texts[2].Color != r.pal.conflict {
			t.Errorf("%s: the wrong digit under the cursor: frame %v, digit %v, want %v", th.name, r.cells[2].StrokeColor, r.texts[2].Color, r.pal.conflict)
		}
	}
}
