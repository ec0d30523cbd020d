// Package shikaku is the Shikaku puzzle (Nikoli's "Shikaku ni kire", Simon
// Tatham's "Rectangles"): cover an M×N grid with rectangles, each holding
// exactly one clue, whose value is the rectangle's area.
//
// The package holds the model (Puzzle, Clue, Rect), the independent Verify
// the runner re-checks every answer with, the candidate rectangles every
// method starts from, and the file formats. The methods live in the
// sub-packages exact, ilp and anneal; the paper's generator and experiment
// (seed 004, A. Rafaralahy) in gen.
package shikaku

import (
	"errors"
	"fmt"
	"slices"
	"strconv"

	"grille/solve"
)

// Size limits. Every method allocates per cell and per candidate, so a grid
// is refused before anything that size is built: 10,000 cells keeps the
// largest candidate lists at a few tens of megabytes, and 200 a side keeps
// one line of a grid file short enough to read in an editor.
const (
	MaxSide  = 200
	MaxCells = 10000
)

// Clue is a number in a cell, 0-based.
type Clue struct{ Row, Col, Value int }

// Rect is a rectangle of cells: top-left (Row, Col), 0-based, Height rows
// by Width columns.
type Rect struct{ Row, Col, Height, Width int }

// Contains reports whether cell (row, col) lies in r.
func (r Rect) Contains(row, col int) bool {
	return row >= r.Row && row < r.Row+r.Height && col >= r.Col && col < r.Col+r.Width
}

// Area is Height × Width.
func (r Rect) Area() int { return r.Height * r.Width }

// String names r as the board does: "r2c3 2×3" (1-based corner, height ×
// width), for logs and messages.
func (r Rect) String() string {
	return fmt.Sprintf("%s %d×%d", CellName(r.Row, r.Col), r.Height, r.Width)
}

// inside reports whether r has positive sides and lies within rows×cols.
func (r Rect) inside(rows, cols int) bool {
	return r.Height >= 1 && r.Width >= 1 && r.Row >= 0 && r.Col >= 0 &&
		r.Row+r.Height <= rows && r.Col+r.Width <= cols
}

// CellName is "r3c4" for (2, 3): 1-based, as the board labels cells.
func CellName(row, col int) string { return "r" + strconv.Itoa(row+1) + "c" + strconv.Itoa(col+1) }

// Puzzle is a grid with its clues and, optionally, rectangles drawn on it.
type Puzzle struct {
	Rows, Cols int
	Clues      []Clue // row-major order (the parsers and the generator keep it)
	// Rects are the rectangles drawn: empty for a bare puzzle; a solution
	// has one per clue (in any order).
	Rects []Rect
}

// Clone returns a deep copy.
func (p Puzzle) Clone() Puzzle {
	q := Puzzle{Rows: p.Rows, Cols: p.Cols}
	if p.Clues != nil {
		q.Clues = append([]Clue{}, p.Clues...)
	}
	if p.Rects != nil {
		q.Rects = append([]Rect{}, p.Rects...)
	}
	return q
}

// Equal reports whether p and q have the same size, the same clues and the
// same rectangles. Rects are compared as sets, since a solution may list
// them in any order; nil and empty slices are equal.
func (p Puzzle) Equal(q Puzzle) bool {
	if p.Rows != q.Rows || p.Cols != q.Cols || len(p.Clues) != len(q.Clues) || len(p.Rects) != len(q.Rects) {
		return false
	}
	if !slices.Equal(sortedClues(p.Clues), sortedClues(q.Clues)) {
		return false
	}
	return slices.Equal(sortedRects(p.Rects), sortedRects(q.Rects))
}

func sortedClues(cs []Clue) []Clue {
	out := slices.Clone(cs)
	slices.SortFunc(out, func(a, b Clue) int {
		if a.Row != b.Row {
			return a.Row - b.Row
		}
		if a.Col != b.Col {
			return a.Col - b.Col
		}
		return a.Value - b.Value
	})
	return out
}

func sortedRects(rs []Rect) []Rect {
	out := slices.Clone(rs)
	slices.SortFunc(out, func(a, b Rect) int {
		switch {
		case a.Row != b.Row:
			return a.Row - b.Row
		case a.Col != b.Col:
			return a.Col - b.Col
		case a.Height != b.Height:
			return a.Height - b.Height
		}
		return a.Width - b.Width
	})
	return out
}

// ClueAt returns the clue in cell (row, col), if any.
func (p Puzzle) ClueAt(row, col int) (Clue, bool) {
	for _, c := range p.Clues {
		if c.Row == row && c.Col == col {
			return c, true
		}
	}
	return Clue{}, false
}

// Bare returns p without its rectangles, the puzzle a method solves.
func (p Puzzle) Bare() Puzzle {
	q := p.Clone()
	q.Rects = nil
	return q
}

// CheckSize refuses a grid the methods will not take, with the message the
// parsers also give, so "grid of 1000×1000" reads the same everywhere.
func CheckSize(rows, cols int) error {
	switch {
	case rows < 1 || cols < 1:
		return solve.SayError("grid of %d×%d: both sides must be at least 1", rows, cols)
	case rows > MaxSide || cols > MaxSide:
		return solve.SayError("grid of %d×%d: a side may be at most %d", rows, cols, MaxSide)
	case rows*cols > MaxCells:
		return solve.SayError("grid of %d×%d has %d cells: at most %d", rows, cols, rows*cols, MaxCells)
	}
	return nil
}

// Validate checks what every method needs before it starts: the size within
// the limits, every clue inside the grid, at most one clue a cell, values
// from 1 to MaxCells, and drawn rectangles inside the grid. It does not
// check that the puzzle has a solution: a clue sum that is not the area, or
// a clue no rectangle fits, is for the methods to find (Infeasible).
func (p Puzzle) Validate() error {
	if err := CheckSize(p.Rows, p.Cols); err != nil {
		return err
	}
	if len(p.Clues) > p.Rows*p.Cols {
		return solve.SayError("%d clues in a grid of %d cells", len(p.Clues), p.Rows*p.Cols)
	}
	seen := make([]bool, p.Rows*p.Cols)
	for _, c := range p.Clues {
		if c.Row < 0 || c.Row >= p.Rows || c.Col < 0 || c.Col >= p.Cols {
			return solve.SayError("clue %d at row %d, column %d is outside the %d×%d grid", c.Value, c.Row+1, c.Col+1, p.Rows, p.Cols)
		}
		if c.Value < 1 || c.Value > MaxCells {
			return solve.SayError("clue %d at %s: a clue is a whole number from 1 to %d", c.Value, CellName(c.Row, c.Col), MaxCells)
		}
		i := c.Row*p.Cols + c.Col
		if seen[i] {
			return solve.SayError("two clues at %s", CellName(c.Row, c.Col))
		}
		seen[i] = true
	}
	if len(p.Rects) > p.Rows*p.Cols {
		return solve.SayError("%d rectangles drawn in a grid of %d cells", len(p.Rects), p.Rows*p.Cols)
	}
	for _, r := range p.Rects {
		if !r.inside(p.Rows, p.Cols) {
			return solve.SayError("rectangle at row %d, column %d, %d×%d, is not inside the %d×%d grid", r.Row+1, r.Col+1, r.Height, r.Width, p.Rows, p.Cols)
		}
	}
	return nil
}

// Verify checks that solution solves puzzle, by itself: same size and same
// clues; every rectangle inside the grid; no two overlapping; every cell
// covered; each holding exactly one clue, whose value is its area. It shares
// nothing with the methods' search (it paints a grid of owners).
func Verify(puzzle, solution Puzzle) error {
	if puzzle.Rows != solution.Rows || puzzle.Cols != solution.Cols {
		return fmt.Errorf("solution is %d×%d, puzzle %d×%d", solution.Rows, solution.Cols, puzzle.Rows, puzzle.Cols)
	}
	if err := CheckSize(puzzle.Rows, puzzle.Cols); err != nil {
		return err
	}
	if !slices.Equal(sortedClues(puzzle.Clues), sortedClues(solution.Clues)) {
		return errors.New("solution's clues differ from the puzzle's")
	}
	rows, cols := puzzle.Rows, puzzle.Cols
	clue := make([]int, rows*cols) // value+1 of the clue in a cell, 0 for none
	for _, c := range puzzle.Clues {
		if c.Row < 0 || c.Row >= rows || c.Col < 0 || c.Col >= cols {
			return fmt.Errorf("clue outside the grid at row %d, column %d", c.Row+1, c.Col+1)
		}
		if clue[c.Row*cols+c.Col] != 0 {
			return fmt.Errorf("two clues at %s", CellName(c.Row, c.Col))
		}
		clue[c.Row*cols+c.Col] = c.Value + 1
	}
	if len(solution.Rects) > rows*cols {
		return fmt.Errorf("%d rectangles for %d cells", len(solution.Rects), rows*cols)
	}
	owner := make([]int, rows*cols) // index+1 of the rectangle covering a cell
	for k, r := range solution.Rects {
		if !r.inside(rows, cols) {
			return fmt.Errorf("rectangle %v is not inside the %d×%d grid", r, rows, cols)
		}
		found, value := 0, 0
		for i := r.Row; i < r.Row+r.Height; i++ {
			for j := r.Col; j < r.Col+r.Width; j++ {
				if o := owner[i*cols+j]; o != 0 {
					return fmt.Errorf("rectangles %v and %v overlap at %s", solution.Rects[o-1], r, CellName(i, j))
				}
				owner[i*cols+j] = k + 1
				if v := clue[i*cols+j]; v != 0 {
					found++
					value = v - 1
				}
			}
		}
		switch {
		case found == 0:
			return fmt.Errorf("rectangle %v holds no clue", r)
		case found > 1:
			return fmt.Errorf("rectangle %v holds %d clues", r, found)
		case value != r.Area():
			return fmt.Errorf("rectangle %v has area %d but its clue is %d", r, r.Area(), value)
		}
	}
	for i, o := range owner {
		if o == 0 {
			return fmt.Errorf("cell %s is not covered", CellName(i/cols, i%cols))
		}
	}
	return nil
}

// RectProblem is a drawn rectangle that cannot be part of a solution, and
// why, for the board to mark.
type RectProblem struct {
	Rect Rect
	Why  string     // "area 6, clue 4", "two clues", "no clue", "overlaps", "outside the grid"
	Say  solve.Text // Why as a Text, for a reader in another language (may be zero)
}

// problem is r's RectProblem, why in English and as a Text.
func problem(r Rect, why solve.Text) RectProblem {
	return RectProblem{Rect: r, Why: why.String(), Say: why}
}

// Problems lists every drawn rectangle that is wrong, each once with the
// first reason found, in drawing order: outside the grid, overlapping
// another drawn rectangle, holding no clue, holding several, or an area
// that is not its clue. A bare puzzle has none. Uncovered cells are not
// problems: the player may not have finished.
func (p Puzzle) Problems() []RectProblem {
	if p.Rows < 1 || p.Cols < 1 || p.Rows > MaxSide || p.Cols > MaxSide || p.Rows*p.Cols > MaxCells {
		return nil
	}
	rows, cols := p.Rows, p.Cols
	cover := make([]int32, rows*cols)
	for _, r := range p.Rects {
		if r.inside(rows, cols) {
			for i := r.Row; i < r.Row+r.Height; i++ {
				for j := r.Col; j < r.Col+r.Width; j++ {
					cover[i*cols+j]++
				}
			}
		}
	}
	clue := make([]int, rows*cols)
	for _, c := range p.Clues {
		if c.Row >= 0 && c.Row < rows && c.Col >= 0 && c.Col < cols {
			clue[c.Row*cols+c.Col] = c.Value
		}
	}
	var out []RectProblem
	for _, r := range p.Rects {
		if !r.inside(rows, cols) {
			out = append(out, problem(r, solve.Say("outside the grid")))
			continue
		}
		overlaps, n, value := false, 0, 0
		for i := r.Row; i < r.Row+r.Height; i++ {
			for j := r.Col; j < r.Col+r.Width; j++ {
				if cover[i*cols+j] > 1 {
					overlaps = true
				}
				if v := clue[i*cols+j]; v != 0 {
					n++
					value = v
				}
			}
		}
		switch {
		case overlaps:
			out = append(out, problem(r, solve.Say("overlaps")))
		case n == 0:
			out = append(out, problem(r, solve.Say("no clue")))
		case n == 2:
			out = append(out, problem(r, solve.Say("two clues")))
		case n > 2:
			out = append(out, problem(r, solve.Say("%d clues", n)))
		case value != r.Area():
			out = append(out, problem(r, solve.Say("area %d, clue %d", r.Area(), value)))
		}
	}
	return out
}

// Candidates lists, for each clue in p.Clues order, every rectangle of
// area equal to its value that contains it and no other clue, in a fixed
// order (by height, then top row, then left column). Seed 004 bounds the
// total by K·max(M,N)²; every method computes the lists once per solve. A
// puzzle that fails Validate has none.
func Candidates(p Puzzle) [][]Rect {
	if p.Validate() != nil {
		return nil
	}
	rows, cols := p.Rows, p.Cols
	// pre[(i)*(cols+1)+j] counts the clues above and left of (i, j), so a
	// rectangle's clue count is four lookups.
	w := cols + 1
	pre := make([]int32, (rows+1)*w)
	for _, c := range p.Clues {
		pre[(c.Row+1)*w+c.Col+1]++
	}
	for i := 1; i <= rows; i++ {
		for j := 1; j <= cols; j++ {
			pre[i*w+j] += pre[(i-1)*w+j] + pre[i*w+j-1] - pre[(i-1)*w+j-1]
		}
	}
	count := func(r0, c0, h, wd int) int32 {
		r1, c1 := r0+h, c0+wd
		return pre[r1*w+c1] - pre[r0*w+c1] - pre[r1*w+c0] + pre[r0*w+c0]
	}
	out := make([][]Rect, len(p.Clues))
	for k, c := range p.Clues {
		var list []Rect
		for h := 1; h <= min(c.Value, rows); h++ {
			if c.Value%h != 0 {
				continue
			}
			wd := c.Value / h
			if wd > cols {
				continue
			}
			for r0 := max(0, c.Row-h+1); r0 <= min(c.Row, rows-h); r0++ {
				for c0 := max(0, c.Col-wd+1); c0 <= min(c.Col, cols-wd); c0++ {
					if count(r0, c0, h, wd) == 1 {
						list = append(list, Rect{r0, c0, h, wd})
					}
				}
			}
		}
		out[k] = list
	}
	return out
}

// ClueSum is the sum of the clue values; a solvable puzzle's is Rows×Cols.
func (p Puzzle) ClueSum() int {
	s := 0
	for _, c := range p.Clues {
		s += c.Value
	}
	return s
}

// Obstacle returns why p obviously has no solution, or "": no clue at all,
// a clue sum that is not the area, a clue no rectangle fits, or a cell no
// candidate covers. Every method checks it first, so that none searches a
// puzzle a count can refute; cands are Candidates(p).
func Obstacle(p Puzzle, cands [][]Rect) string { return ObstacleSay(p, cands).String() }

// ObstacleSay is Obstacle as a solve.Text (zero for none), for a reader in
// another language.
func ObstacleSay(p Puzzle, cands [][]Rect) solve.Text {
	if len(p.Clues) == 0 {
		return solve.Say("no clue at all")
	}
	if s := p.ClueSum(); s != p.Rows*p.Cols {
		return solve.Say("the clues add up to %d but the grid has %d cells", s, p.Rows*p.Cols)
	}
	for k, c := range p.Clues {
		if len(cands[k]) == 0 {
			return solve.Say("no rectangle of area %d fits clue %d at %s without another clue", c.Value, c.Value, CellName(c.Row, c.Col))
		}
	}
	covered := make([]bool, p.Rows*p.Cols)
	for _, list := range cands {
		for _, r := range list {
			for i := r.Row; i < r.Row+r.Height; i++ {
				for j := r.Col; j < r.Col+r.Width; j++ {
					covered[i*p.Cols+j] = true
				}
			}
		}
	}
	for i, ok := range covered {
		if !ok {
			return solve.Say("no rectangle of any clue can cover %s", CellName(i/p.Cols, i%p.Cols))
		}
	}
	return solve.Text{}
}

// WithRects returns the bare puzzle p with rects drawn, a fresh copy.
func (p Puzzle) WithRects(rects []Rect) Puzzle {
	q := p.Bare()
	q.Rects = append([]Rect{}, rects...)
	return q
}

// Overlap reports whether two rectangles share a cell.
func Overlap(a, b Rect) bool {
	return a.Row < b.Row+b.Height && b.Row < a.Row+a.Height && a.Col < b.Col+b.Width && b.Col < a.Col+a.Width
}
