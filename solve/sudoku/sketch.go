package sudoku

import (
	"strconv"

	"grille/solve"
)

// Sketch draws shown on the grid of puzzle for print: box lines heavier
// than cell lines, as printed Sudoku books do, and the givens in bold so
// that a solution sheet still shows what was given. Digits above 9 print
// as numbers (10, 11, …): on paper there is room, and letters confuse.
func Sketch(puzzle, shown Grid) solve.Figure {
	n := puzzle.Size()
	return solve.Figure{W: float64(n), H: float64(n), Draw: func(pen solve.Pen) {
		size := 0.6
		if n > 9 {
			size = 0.45 // two digits side by side must fit a cell
		}
		for r := range n {
			for c := range n {
				v := shown.At(r, c)
				if v == 0 {
					continue
				}
				pen.Text(float64(c)+0.5, float64(r)+0.5, size, strconv.Itoa(v), puzzle.At(r, c) != 0)
			}
		}
		for i := 0; i <= n; i++ {
			w := 0.025
			if i%puzzle.Order == 0 {
				w = 0.08
			}
			f := float64(i)
			pen.Line(f, 0, f, float64(n), w)
			pen.Line(0, f, float64(n), f, w)
		}
	}}
}
