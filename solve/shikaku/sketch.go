package shikaku

import (
	"strconv"

	"grille/solve"
)

// Sketch draws shown's rectangles over the clues of puzzle for print: a
// light cell grid, a heavy border, and each rectangle outlined heavily, as
// Simon Tatham's Rect prints its solutions.
func Sketch(puzzle, shown Puzzle) solve.Figure {
	w, h := float64(puzzle.Cols), float64(puzzle.Rows)
	return solve.Figure{W: w, H: h, Draw: func(pen solve.Pen) {
		for r := 1; r < puzzle.Rows; r++ {
			pen.Line(0, float64(r), w, float64(r), 0.015)
		}
		for c := 1; c < puzzle.Cols; c++ {
			pen.Line(float64(c), 0, float64(c), h, 0.015)
		}
		for _, q := range shown.Rects {
			x, y := float64(q.Col), float64(q.Row)
			x2, y2 := x+float64(q.Width), y+float64(q.Height)
			for _, l := range [][4]float64{{x, y, x2, y}, {x2, y, x2, y2}, {x, y2, x2, y2}, {x, y, x, y2}} {
				pen.Line(l[0], l[1], l[2], l[3], 0.1)
			}
		}
		for _, cl := range puzzle.Clues {
			s := strconv.Itoa(cl.Value)
			// Three-digit clues shrink to stay inside their cell.
			size := min(0.6, 1.5/float64(len(s)+1))
			pen.Text(float64(cl.Col)+0.5, float64(cl.Row)+0.5, size, s, true)
		}
		for _, l := range [][4]float64{{0, 0, w, 0}, {w, 0, w, h}, {0, h, w, h}, {0, 0, 0, h}} {
			pen.Line(l[0], l[1], l[2], l[3], 0.1)
		}
	}}
}
