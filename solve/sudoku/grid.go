// Package sudoku is the order-n Sudoku model: the grid, its units, Verify,
// and the file formats. The methods live in sub-packages.
package sudoku

import (
	"encoding/binary"
	"fmt"
	"grille/solve"
	"slices"
	"strings"
)

// Orders the model supports: 2 (4×4) to 6 (36×36).
const (
	MinOrder = 2
	MaxOrder = 6
)

// Grid is an order-n Sudoku: N = n² rows and columns, values 0 (empty) or 1..N,
// row-major. A Grid is treated as a value: methods copy before they write.
type Grid struct {
	Order int
	Cells []uint8
}

// New returns an empty grid of order n.
func New(n int) Grid {
	return Grid{Order: n, Cells: make([]uint8, n*n*n*n)}
}

// Size is N, the side of the grid and the largest digit.
func (g Grid) Size() int { return g.Order * g.Order }

// At returns the value at row r, column c (0-based).
func (g Grid) At(r, c int) int { return int(g.Cells[r*g.Size()+c]) }

// Set writes v at row r, column c. It writes into the shared slice: call it
// on a Clone.
func (g Grid) Set(r, c, v int) { g.Cells[r*g.Size()+c] = uint8(v) }

// Clone returns a deep copy.
func (g Grid) Clone() Grid {
	return Grid{Order: g.Order, Cells: append([]uint8(nil), g.Cells...)}
}

// Bare is Clone: a grid holds values only, the window keeps who wrote them.
func (g Grid) Bare() Grid { return g.Clone() }

// Equal reports whether two grids have the same order and values.
func (g Grid) Equal(h Grid) bool { return g.Order == h.Order && slices.Equal(g.Cells, h.Cells) }

// Filled counts the non-empty cells.
func (g Grid) Filled() int {
	k := 0
	for _, v := range g.Cells {
		if v != 0 {
			k++
		}
	}
	return k
}

// Complete reports whether every cell holds a value.
func (g Grid) Complete() bool { return g.Filled() == len(g.Cells) }

// Rows returns the grid as rows of ints (for JSON and display).
func (g Grid) Rows() [][]int {
	N := g.Size()
	rows := make([][]int, N)
	all := make([]int, N*N) // one allocation: a batch writes one per puzzle
	for r := range rows {
		rows[r] = all[r*N : (r+1)*N : (r+1)*N]
		for c := range rows[r] {
			rows[r][c] = g.At(r, c)
		}
	}
	return rows
}

// Box returns the index of the box holding row r, column c.
func (g Grid) Box(r, c int) int { return (r/g.Order)*g.Order + c/g.Order }

// Units lists, for a grid of order n, the N rows, then the N columns, then the
// N boxes, each as the cell indices it holds. The result is shared: do not modify.
func Units(n int) [][]int {
	if n < MinOrder || n > MaxOrder {
		panic(fmt.Sprintf("sudoku: order %d out of range", n))
	}
	return unitsByOrder[n]
}

var unitsByOrder = func() (u [MaxOrder + 1][][]int) {
	for n := MinOrder; n <= MaxOrder; n++ {
		N := n * n
		units := make([][]int, 0, 3*N)
		for r := 0; r < N; r++ {
			row := make([]int, N)
			for c := range row {
				row[c] = r*N + c
			}
			units = append(units, row)
		}
		for c := 0; c < N; c++ {
			col := make([]int, N)
			for r := range col {
				col[r] = r*N + c
			}
			units = append(units, col)
		}
		for b := 0; b < N; b++ {
			box := make([]int, 0, N)
			r0, c0 := (b/n)*n, (b%n)*n
			for r := r0; r < r0+n; r++ {
				for c := c0; c < c0+n; c++ {
					box = append(box, r*N+c)
				}
			}
			units = append(units, box)
		}
		u[n] = units
	}
	return u
}()

// UnitName names unit u (as indexed by Units) for messages: "row 3", "column 5", "box 7" (1-based).
func UnitName(n, u int) string { return UnitSay(n, u).String() }

// UnitSay is UnitName as a solve.Text, for a reader in another language.
func UnitSay(n, u int) solve.Text {
	N := n * n
	switch u / N {
	case 0:
		return solve.Say("row %d", u%N+1)
	case 1:
		return solve.Say("column %d", u%N+1)
	}
	return solve.Say("box %d", u%N+1)
}

// CellName names a cell for messages: "r3c5" (1-based).
func CellName(n, cell int) string {
	N := n * n
	return fmt.Sprintf("r%dc%d", cell/N+1, cell%N+1)
}

// Conflicts returns, for each cell, whether its value also stands elsewhere in
// one of its units. The window paints those cells red.
func (g Grid) Conflicts() []bool {
	bad := make([]bool, len(g.Cells))
	for _, unit := range Units(g.Order) {
		first := make(map[uint8]int, len(unit))
		for _, i := range unit {
			v := g.Cells[i]
			if v == 0 {
				continue
			}
			if j, ok := first[v]; ok {
				bad[i], bad[j] = true, true
			} else {
				first[v] = i
			}
		}
	}
	return bad
}

// Contradiction describes the first pair of equal values in one unit, or "".
func (g Grid) Contradiction() string { return g.ContradictionSay().String() }

// ContradictionSay is Contradiction as a solve.Text, zero when there is none.
func (g Grid) ContradictionSay() solve.Text {
	v, u, j, i, ok := g.Clash()
	if !ok {
		return solve.Text{}
	}
	return solve.Say("%d stands twice in %s (%s and %s)", v, UnitSay(g.Order, u), CellName(g.Order, j), CellName(g.Order, i))
}

// Clash is the first value that stands twice in one unit: the value, the
// unit (an index in Units) and its two cells, the earlier one first; ok
// is false when there is none.
func (g Grid) Clash() (value, unit, a, b int, ok bool) {
	for u, cells := range Units(g.Order) {
		first := make(map[uint8]int, len(cells))
		for _, i := range cells {
			v := g.Cells[i]
			if v == 0 {
				continue
			}
			if j, seen := first[v]; seen {
				return int(v), u, j, i, true
			}
			first[v] = i
		}
	}
	return 0, 0, 0, 0, false
}

// Validate checks the grid's shape and value range.
func (g Grid) Validate() error {
	if g.Order < MinOrder || g.Order > MaxOrder {
		return fmt.Errorf("order %d not supported (grids from %d×%d to %d×%d)", g.Order,
			MinOrder*MinOrder, MinOrder*MinOrder, MaxOrder*MaxOrder, MaxOrder*MaxOrder)
	}
	if g.Order == 3 && len(g.Cells) == 81 && valid9((*[81]uint8)(g.Cells)) {
		// A batch validates every puzzle before solving it: eight cells
		// at a time, where the loop below costs a 10 µs solve 5%.
		return nil
	}
	N := g.Size()
	if len(g.Cells) != N*N {
		return fmt.Errorf("grid of order %d has %d cells, want %d", g.Order, len(g.Cells), N*N)
	}
	for i, v := range g.Cells {
		if int(v) > N {
			return fmt.Errorf("%s: value %d out of range 0..%d", CellName(g.Order, i), v, N)
		}
	}
	return nil
}

// valid9 reports whether every cell of a 9×9 grid is 0..9; the loop of
// Validate says which is not.
func valid9(c *[81]uint8) bool {
	var over uint64
	for i := 0; i <= 72; i += 8 {
		over |= above9(binary.LittleEndian.Uint64(c[i:]))
	}
	return over == 0 && c[80] <= 9
}

// Symbol is the character for value v in the one-line form: 1-9, then A-Z,
// then a-z for orders above 3 ("." for empty).
func Symbol(v int) byte {
	switch {
	case v == 0:
		return '.'
	case v <= 9:
		return byte('0' + v)
	case v <= 35:
		return byte('A' + v - 10)
	}
	return byte('a' + v - 36)
}

// Line writes the one-line form: N² characters, '.' for empty.
func (g Grid) Line() string {
	var b strings.Builder
	b.Grow(len(g.Cells))
	for _, v := range g.Cells {
		b.WriteByte(Symbol(int(v)))
	}
	return b.String()
}

// Highlight is a teaching payload: cells a step or a method wants the
// board to point at.
type Highlight struct{ Cells []int }
