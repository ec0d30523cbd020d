// Package sudoku is the order-n Sudoku model: the grid, its units, Verify,
// and the file formats. The methods live in sub-packages.
package sudoku

import (
	"encoding/binary"
	"fmt"
	"math/bits"
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

// Equal reports whether two grids have the same order and values.
func (g Grid) Equal(h Grid) bool {
	if g.Order != h.Order || len(g.Cells) != len(h.Cells) {
		return false
	}
	for i := range g.Cells {
		if g.Cells[i] != h.Cells[i] {
			return false
		}
	}
	return true
}

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
func UnitName(n, u int) string {
	N := n * n
	switch u / N {
	case 0:
		return fmt.Sprintf("row %d", u%N+1)
	case 1:
		return fmt.Sprintf("column %d", u%N+1)
	}
	return fmt.Sprintf("box %d", u%N+1)
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
func (g Grid) Contradiction() string {
	for u, unit := range Units(g.Order) {
		first := make(map[uint8]int, len(unit))
		for _, i := range unit {
			v := g.Cells[i]
			if v == 0 {
				continue
			}
			if j, ok := first[v]; ok {
				return fmt.Sprintf("%d stands twice in %s (%s and %s)", v, UnitName(g.Order, u), CellName(g.Order, j), CellName(g.Order, i))
			}
			first[v] = i
		}
	}
	return ""
}

// Validate checks the grid's shape and value range.
func (g Grid) Validate() error {
	if g.Order < MinOrder || g.Order > MaxOrder {
		return fmt.Errorf("order %d not supported (grids from %d×%d to %d×%d)", g.Order,
			MinOrder*MinOrder, MinOrder*MinOrder, MaxOrder*MaxOrder, MaxOrder*MaxOrder)
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

// Verify checks, independently of every method, that solution is a complete
// valid grid that keeps every given of puzzle.
func Verify(puzzle, solution Grid) error {
	if sound(puzzle, solution) {
		return nil
	}
	// Something is wrong: the checks below, in turn, say what.
	if err := solution.Validate(); err != nil {
		return err
	}
	if puzzle.Order != solution.Order || len(puzzle.Cells) != len(solution.Cells) {
		return fmt.Errorf("solution has order %d, puzzle %d", solution.Order, puzzle.Order)
	}
	n := puzzle.Order
	for i, v := range puzzle.Cells {
		if v != 0 && solution.Cells[i] != v {
			return fmt.Errorf("%s: given %d changed to %d", CellName(n, i), v, solution.Cells[i])
		}
		if solution.Cells[i] == 0 {
			return fmt.Errorf("%s: empty", CellName(n, i))
		}
	}
	// Each row, column and box holds N cells, none empty: it is valid when
	// its digits cover 1..N. One pass over the grid says so (a batch
	// verifies every answer, and the unit lists cost three times this);
	// the unit-by-unit scan below finds the repeat to name.
	N := n * n
	var rows, cols, boxes [MaxOrder * MaxOrder]uint64
	for r := 0; r < N; r++ {
		row := solution.Cells[r*N : (r+1)*N]
		b := (r / n) * n
		for c := 0; c < N; b++ {
			for k := 0; k < n; k, c = k+1, c+1 {
				bit := uint64(1) << row[c]
				rows[r] |= bit
				cols[c] |= bit
				boxes[b] |= bit
			}
		}
	}
	full, valid := uint64(1)<<(N+1)-2, true
	for u := 0; u < N; u++ {
		valid = valid && rows[u] == full && cols[u] == full && boxes[u] == full
	}
	if valid {
		return nil
	}
	for u, unit := range Units(n) {
		var seen uint64
		for _, i := range unit {
			bit := uint64(1) << solution.Cells[i]
			if seen&bit != 0 {
				return fmt.Errorf("%s holds %d twice", UnitName(n, u), solution.Cells[i])
			}
			seen |= bit
		}
	}
	return nil
}

// sound is Verify's answer for a right solution, in one pass over the
// cells (a batch verifies every answer): each given kept, and each row,
// column and box holding exactly the digits 1..N. That alone rules out an
// empty cell or a value out of range, since N cells cover N distinct bits
// 1..N only when each holds a different one of them (a shift past 63 is 0,
// the empty bit).
func sound(puzzle, solution Grid) bool {
	n := solution.Order
	if n < MinOrder || n > MaxOrder || puzzle.Order != n {
		return false
	}
	N := n * n
	if len(solution.Cells) != N*N || len(puzzle.Cells) != N*N {
		return false
	}
	if n == 3 {
		return sound9((*[81]uint8)(puzzle.Cells), (*[81]uint8)(solution.Cells))
	}
	var rows, cols, boxes [MaxOrder * MaxOrder]uint64
	kept := true
	for r := 0; r < N; r++ {
		row := solution.Cells[r*N : (r+1)*N]
		given := puzzle.Cells[r*N : (r+1)*N]
		b := (r / n) * n
		for c := 0; c < N; b++ {
			for k := 0; k < n; k, c = k+1, c+1 {
				v := row[c]
				kept = kept && (given[c] == 0 || given[c] == v)
				bit := uint64(1) << v
				rows[r] |= bit
				cols[c] |= bit
				boxes[b] |= bit
			}
		}
	}
	full := uint64(1)<<(N+1) - 2
	for u := 0; u < N; u++ {
		kept = kept && rows[u] == full && cols[u] == full && boxes[u] == full
	}
	return kept
}

// sound9 is sound for 9×9, the batch's case, in about a tenth of the
// general loop's instructions. Two word-wide passes over the 81 bytes
// (eight cells at a time) say that every value is a digit 1..9 and that
// every given is kept; then each row is read as nine one-bit masks, with
// no unit index to compute: the row's own OR, the nine columns' ORs and
// the band's three boxes' ORs must each come to exactly the bits 1..9.
// Knowing every value is 1..9 first is what makes the masks exact: a
// value out of range has no mask of its own to hide behind.
func sound9(puzzle, solution *[81]uint8) bool {
	var bad uint64
	for i := 0; i < 80; i += 8 {
		s := binary.LittleEndian.Uint64(solution[i:])
		g := binary.LittleEndian.Uint64(puzzle[i:])
		bad |= zeroBytes(s) | above9(s) | nonZeroBytes(g)&nonZeroBytes(g^s)
	}
	if s, g := solution[80], puzzle[80]; bad != 0 || s == 0 || s > 9 || g != 0 && g != s {
		return false
	}
	const full = 1<<10 - 2
	var cols [9]uint16
	ok := true
	for b := 0; b < 81; b += 27 {
		var box0, box1, box2 uint16
		for r := b; r < b+27; r += 9 {
			row := (*[9]uint8)(solution[r : r+9])
			// v&15 is v (1..9, checked above): the mask tells the
			// compiler the shift stays inside the word.
			m0, m1, m2 := uint16(1)<<(row[0]&15), uint16(1)<<(row[1]&15), uint16(1)<<(row[2]&15)
			m3, m4, m5 := uint16(1)<<(row[3]&15), uint16(1)<<(row[4]&15), uint16(1)<<(row[5]&15)
			m6, m7, m8 := uint16(1)<<(row[6]&15), uint16(1)<<(row[7]&15), uint16(1)<<(row[8]&15)
			b0, b1, b2 := m0|m1|m2, m3|m4|m5, m6|m7|m8
			ok = ok && b0|b1|b2 == full
			box0, box1, box2 = box0|b0, box1|b1, box2|b2
			cols[0], cols[1], cols[2] = cols[0]|m0, cols[1]|m1, cols[2]|m2
			cols[3], cols[4], cols[5] = cols[3]|m3, cols[4]|m4, cols[5]|m5
			cols[6], cols[7], cols[8] = cols[6]|m6, cols[7]|m7, cols[8]|m8
		}
		ok = ok && box0 == full && box1 == full && box2 == full
	}
	for _, c := range cols {
		ok = ok && c == full
	}
	return ok
}

// The byte-wise tests of sound9 and hasRepeat9 on eight cells at a time:
// each sets the high bit of exactly the bytes of x it is true of (no carry
// crosses from one byte into the next).
const lows7, highs8 = 0x7f7f7f7f7f7f7f7f, 0x8080808080808080

// nonZeroBytes marks the bytes that are not 0.
func nonZeroBytes(x uint64) uint64 { return ((x & lows7) + lows7 | x) & highs8 }

// zeroBytes marks the bytes that are 0.
func zeroBytes(x uint64) uint64 { return ^nonZeroBytes(x) & highs8 }

// above9 marks the bytes above 9: those with the high bit, and the others
// that adding 0x76 carries into it.
func above9(x uint64) uint64 { return ((x & lows7) + 0x7676767676767676 | x) & highs8 }

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

// FirstRepeat finds, in reading order, the first cell whose value already
// stands earlier in its row, column or box, so a parser can point at the
// given the user has to fix. It returns that cell, the earlier cell with the
// same value and the unit they share (as indexed by Units); ok is false when
// no value repeats or the grid is malformed.
func (g Grid) FirstRepeat() (cell, earlier, unit int, ok bool) {
	n := g.Order
	if n < MinOrder || n > MaxOrder || len(g.Cells) != n*n*n*n {
		return 0, 0, 0, false
	}
	N := n * n
	if !hasRepeat(g.Cells, n) {
		return 0, 0, 0, false
	}
	// seen[u*(N+1)+v] holds 1+ the first cell of unit u holding v.
	seen := make([]int16, 3*N*(N+1))
	for i, v := range g.Cells {
		if v == 0 || int(v) > N {
			continue
		}
		r, c := i/N, i%N
		units := [3]int{r, N + c, 2*N + g.Box(r, c)}
		for _, u := range units {
			if j := seen[u*(N+1)+int(v)]; j != 0 {
				return i, int(j) - 1, u, true
			}
		}
		for _, u := range units {
			seen[u*(N+1)+int(v)] = int16(i + 1)
		}
	}
	return 0, 0, 0, false
}

// Highlight is a teaching payload: cells a step or a method wants the
// board to point at.
type Highlight struct{ Cells []int }

// hasRepeat tells, in one pass with a bit set per unit and no allocation,
// whether some digit stands twice in a unit: every puzzle read checks its
// givens, and almost none clash, so FirstRepeat's search for the pair to
// name runs only when there is one. Values above N are ignored, as there.
func hasRepeat(cells []uint8, n int) bool {
	if n == 3 {
		return hasRepeat9((*[81]uint8)(cells))
	}
	N := n * n
	var rows, cols, boxes [MaxOrder * MaxOrder]uint64
	for r := 0; r < N; r++ {
		row := cells[r*N : (r+1)*N]
		b := (r / n) * n
		for c := 0; c < N; b++ {
			for k := 0; k < n; k, c = k+1, c+1 {
				v := row[c]
				if v == 0 || int(v) > N {
					continue
				}
				bit := uint64(1) << v
				if (rows[r]|cols[c]|boxes[b])&bit != 0 {
					return true
				}
				rows[r] |= bit
				cols[c] |= bit
				boxes[b] |= bit
			}
		}
	}
	return false
}

// hasRepeat9 is hasRepeat for 9×9, every unit's index read from a table,
// and the empty cells (most of a puzzle) skipped eight at a time. Values
// above 9 are ignored: their bits are above digit 9's.
func hasRepeat9(cells *[81]uint8) bool {
	var rows, cols, boxes [9]uint32
	for w := 0; w < 88; w += 8 {
		var filled uint64 // one high bit a byte holding a value
		if w < 80 {
			filled = nonZeroBytes(binary.LittleEndian.Uint64(cells[w:]))
		} else if cells[80] != 0 {
			filled = 0x80
		}
		for ; filled != 0; filled &= filled - 1 {
			i := w + bits.TrailingZeros64(filled)>>3
			u := units9[i]
			bit := uint32(1) << cells[i] & (1<<10 - 2)
			if (rows[u.r]|cols[u.c]|boxes[u.b])&bit != 0 {
				return true
			}
			rows[u.r] |= bit
			cols[u.c] |= bit
			boxes[u.b] |= bit
		}
	}
	return false
}

// units9 is each 9×9 cell's row, column and box.
var units9 = func() (t [81]struct{ r, c, b uint8 }) {
	for i := range t {
		r, c := i/9, i%9
		t[i].r, t[i].c, t[i].b = uint8(r), uint8(c), uint8(r/3*3+c/3)
	}
	return t
}()

// AnswerRows is a solution as `grille solve --json` writes it, the rows of
// Rows: encoding/json writes it so (MarshalJSON), and AppendJSON writes the
// same bytes without building [][]int first, which a batch would do for
// every puzzle.
type AnswerRows Grid

// AppendJSON appends the rows as encoding/json writes g.Rows().
func (a AnswerRows) AppendJSON(b []byte) []byte {
	if a.Order == 3 && len(a.Cells) == 81 {
		return append9(b, (*[81]uint8)(a.Cells))
	}
	return a.appendRows(b)
}

// appendRows is AppendJSON for any grid.
func (a AnswerRows) appendRows(b []byte) []byte {
	g := Grid(a)
	N := g.Size()
	b = append(b, '[')
	for r := 0; r < N; r++ {
		if r > 0 {
			b = append(b, ',')
		}
		b = append(b, '[')
		for c, v := range g.Cells[r*N : (r+1)*N] {
			if c > 0 {
				b = append(b, ',')
			}
			if v < 10 {
				b = append(b, '0'+v)
			} else {
				b = append(b, '0'+v/10, '0'+v%10) // at most 36
			}
		}
		b = append(b, ']')
	}
	return append(b, ']')
}

// append9 is AppendJSON for 9×9 (a batch writes one per puzzle): the
// 181 bytes of the rows' punctuation copied from a template, then each
// cell's digit put at its place. A value above 9 (not a solution, but
// AppendJSON writes any grid) takes the general way.
func append9(b []byte, cells *[81]uint8) []byte {
	var big uint64
	for i := 0; i < 80; i += 8 {
		big |= above9(binary.LittleEndian.Uint64(cells[i:]))
	}
	if big != 0 || cells[80] > 9 {
		return AnswerRows{Order: 3, Cells: cells[:]}.appendRows(b)
	}
	n := len(b)
	b = append(b, rows9Template...)
	out := (*[len(rows9Template)]byte)(b[n:])
	for i, v := range cells {
		// Cell i of row r stands after the row's "[" (and the ",[" of
		// the rows before), one comma between two cells.
		out[2+i/9*20+i%9*2] = '0' + v
	}
	return b
}

// rows9Template is a 9×9 grid's JSON with every digit 0.
const rows9Template = "[[0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0]," +
	"[0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0]," +
	"[0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0]]"

// MarshalJSON is AppendJSON for encoding/json.
func (a AnswerRows) MarshalJSON() ([]byte, error) { return a.AppendJSON(nil), nil }
