package hashi

import (
	"strconv"

	"grille/solve"
)

// Sketch draws the islands of puzzle, and shown's bridges between them, for
// print: no grid, as in Bridges and in Nikoli's books, since the islands'
// places are what matters; a double bridge is two parallel lines.
func Sketch(puzzle, shown Puzzle) solve.Figure {
	return solve.Figure{W: float64(puzzle.Cols), H: float64(puzzle.Rows), Draw: func(pen solve.Pen) {
		centre := func(i int) (float64, float64) {
			is := shown.Islands[i]
			return float64(is.Col) + 0.5, float64(is.Row) + 0.5
		}
		for _, b := range shown.Bridges {
			if b.A < 0 || b.B < 0 || b.A >= len(shown.Islands) || b.B >= len(shown.Islands) {
				continue
			}
			x1, y1 := centre(b.A)
			x2, y2 := centre(b.B)
			if b.Count < 2 {
				pen.Line(x1, y1, x2, y2, 0.05)
				continue
			}
			// Offset the two lines across the bridge's direction.
			dx, dy := 0.0, 0.1
			if x1 == x2 {
				dx, dy = 0.1, 0
			}
			pen.Line(x1-dx, y1-dy, x2-dx, y2-dy, 0.05)
			pen.Line(x1+dx, y1+dy, x2+dx, y2+dy, 0.05)
		}
		for _, is := range puzzle.Islands {
			x, y := float64(is.Col)+0.5, float64(is.Row)+0.5
			pen.Circle(x, y, 0.4, 0.05, 0)
			pen.Text(x, y, 0.45, strconv.Itoa(is.Value), false)
		}
	}}
}
