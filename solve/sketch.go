package solve

import (
	"context"
	"errors"
	"fmt"
)

// Figure is a puzzle drawn for paper, in cell units: (0, 0) is the top-left
// corner of the board, x grows to the right and y downwards, and the board
// is W cells wide and H cells high. The worksheet printer scales it to its
// box on the page; the types draw with a Pen and know nothing of PDF, SVG
// or pixels, as Simon Tatham's puzzles draw through a drawing API that the
// printing and the screen back ends both implement.
type Figure struct {
	W, H float64
	Draw func(Pen)
}

// Pen draws on a Figure. Widths, radii and text sizes are in cell units;
// shades are grey levels from 0 (white) to 1 (black).
type Pen interface {
	Line(x1, y1, x2, y2, width float64)
	// Box fills a rectangle with a shade.
	Box(x, y, w, h, shade float64)
	// Circle draws a circle of radius r centred at (x, y): filled with
	// fill, outlined with a line of width (none when 0).
	Circle(x, y, r, width, fill float64)
	// Text writes s centred on (x, y), size high (the height of a digit).
	Text(x, y, size float64, s string, bold bool)
}

// Sketcher draws a puzzle for print: puzzle is the bare puzzle, shown what
// is to be drawn on it (the puzzle itself, or a solution). A type's Sketch
// field is one.
type Sketcher[P any] func(puzzle, shown P) Figure

// SolutionOf solves p with the type's first method, which is exact for
// every type: what a worksheet prints as the solution must be it.
func (t *Type[P]) SolutionOf(ctx context.Context, p P) (P, error) {
	var zero P
	m, ok := t.Method("")
	if !ok {
		return zero, errors.New("no method to solve it")
	}
	res, err := Run(ctx, t, m, t.Bare(p), nil)
	if err != nil {
		return zero, err
	}
	if !res.Status.HasSolution() {
		return zero, &Unsolved{Status: res.Status, Msg: res.Msg}
	}
	return res.Solution, nil
}

// Unsolved is SolutionOf's error when the method ended without a solution:
// Status is Infeasible when it proved there is none, Unknown when it
// stopped before it knew (a time limit, an interruption); Msg says why.
type Unsolved struct {
	Status Status
	Msg    string
}

func (e *Unsolved) Error() string {
	if e.Msg != "" {
		return fmt.Sprintf("%s (%s)", e.Status.Title(), e.Msg)
	}
	return e.Status.Title()
}
