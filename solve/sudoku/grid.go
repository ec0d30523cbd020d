// Package sudoku is the order-n Sudoku model: the grid, its units, Verify,
// and the file formats. The methods live in sub-packages.
package sudoku

import (
	"encoding/binary"
	"fmt"
	"grille/solve"
	"math/bits"
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

// Verify checks, independently of every method, that solution is a complete
// valid grid that keeps every given of puzzle.
func Verify(puzzle, solution Grid) error {
	if puzzle.Order == 3 && solution.Order == 3 && len(puzzle.Cells) == 81 && len(solution.Cells) == 81 {
		// The batch's case, straight to sound9 (sound's dispatch is a
		// call more a puzzle).
		if sound9((*[81]uint8)(puzzle.Cells), (*[81]uint8)(solution.Cells)) {
			return nil
		}
	} else if sound(puzzle, solution) {
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
// the empty bit). Verify sends 9×9 grids to sound9 itself.
func sound(puzzle, solution Grid) bool {
	n := solution.Order
	if n < MinOrder || n > MaxOrder || puzzle.Order != n {
		return false
	}
	N := n * n
	if len(solution.Cells) != N*N || len(puzzle.Cells) != N*N {
		return false
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

// sound9 is sound for 9×9, the batch's case, in about a quarter of the
// general loop's instructions. A word-wide pass over the 81 bytes (eight
// cells at a time) says that every given is kept. Then each cell's value
// becomes its bit by a table, 16 bits a cell, so that four cells of a row
// are one 64-bit word: the ORs of a row's three words, of each column's
// words down the grid and of a band's words, folded, are each row's,
// column's and box's set of digits, which must each be exactly 1..9. The
// table gives every value outside 1..9, empty included, bit 0, which no
// full set has: such a value cannot pass for a digit.
func sound9(puzzle, solution *[81]uint8) bool {
	var changed uint64
	for i := 0; i < 80; i += 8 {
		s := binary.LittleEndian.Uint64(solution[i:])
		g := binary.LittleEndian.Uint64(puzzle[i:])
		changed |= nonZeroBytes(g) & nonZeroBytes(g^s)
	}
	if s, g := solution[80], puzzle[80]; changed != 0 || g != 0 && g != s {
		return false
	}
	// Band by band, each with constant indexes: no bounds checks, no
	// loop to run.
	colsA, colsB, colsC, wrong := soundBand((*[27]uint8)(solution[0:27]))
	a, b, c, w := soundBand((*[27]uint8)(solution[27:54]))
	colsA, colsB, colsC, wrong = colsA|a, colsB|b, colsC|c, wrong|w
	a, b, c, w = soundBand((*[27]uint8)(solution[54:81]))
	colsA, colsB, colsC, wrong = colsA|a, colsB|b, colsC|c, wrong|w
	return wrong == 0 && colsA == fulls && colsB == fulls && colsC == full
}

const (
	full  = 1<<10 - 2 // the digits 1..9, a bit each
	lane  = 0xffff
	fulls = full | full<<16 | full<<32 | full<<48
)

// soundBand is sound9's work on a band: the ORs of its columns, 0-3 and
// 4-7 a lane each and 8, and the bits by which a row or a box misses
// being full.
func soundBand(band *[27]uint8) (colsA, colsB, colsC, wrong uint64) {
	for r := 0; r <= 18; r += 9 { // r ≤ 18: no bounds check below
		row := (*[9]uint8)(band[r : r+9])
		a := uint64(digitBit[row[0]]) | uint64(digitBit[row[1]])<<16 |
			uint64(digitBit[row[2]])<<32 | uint64(digitBit[row[3]])<<48
		b := uint64(digitBit[row[4]]) | uint64(digitBit[row[5]])<<16 |
			uint64(digitBit[row[6]])<<32 | uint64(digitBit[row[7]])<<48
		c := uint64(digitBit[row[8]])
		all := a | b
		all |= all >> 32
		all |= all >> 16
		wrong |= (all|c)&lane ^ full
		colsA, colsB, colsC = colsA|a, colsB|b, colsC|c
	}
	box0 := colsA | colsA>>16 | colsA>>32
	box1 := colsA>>48 | colsB | colsB>>16
	box2 := colsB>>32 | colsB>>48 | colsC
	wrong |= (box0&lane ^ full) | (box1&lane ^ full) | (box2&lane ^ full)
	return colsA, colsB, colsC, wrong
}

// digitBit is 1<<v for a digit v of 1..9, and 1 for any other byte.
var digitBit = func() (t [256]uint16) {
	for v := range t {
		t[v] = 1
		if 1 <= v && v <= 9 {
			t[v] = 1 << v
		}
	}
	return t
}()

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

// hasRepeat9 is hasRepeat for 9×9, in about 15 instructions a given: the
// empty cells (most of a puzzle) are skipped eight at a time, and for
// each digit one word holds the units (27 bits: rows, columns, boxes)
// it stands in so far, against which a given's three units are tested in
// one AND. Values above 9 are ignored.
func hasRepeat9(cells *[81]uint8) bool {
	var in [16]uint32    // in[v]: the units digit v stands in
	var padded [88]uint8 // cells, then room for a whole last word
	copy(padded[:], cells[:])
	for w := 0; w < 88; w += 8 {
		x := binary.LittleEndian.Uint64(padded[w:])
		for filled := nonZeroBytes(x); filled != 0; filled &= filled - 1 {
			k := bits.TrailingZeros64(filled)
			v := x >> (k - 7) & 0xff
			if v > 9 {
				continue
			}
			units := units9[(w+k>>3)&127]
			if in[v&15]&units != 0 {
				return true
			}
			in[v&15] |= units
		}
	}
	return false
}

// units9 is the units of each 9×9 cell as bits: its row r as bit r, its
// column c as bit 9+c, its box b as bit 18+b; 128 entries, so that a 7-bit
// index needs no bounds check.
var units9 = func() (t [128]uint32) {
	for i := 0; i < 81; i++ {
		r, c := i/9, i%9
		t[i] = 1<<r | 1<<(9+c) | 1<<(18+r/3*3+c/3)
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
// 181 bytes of the rows, punctuation and digits, written in place a word
// at a time. A value above 9 (not a solution, but AppendJSON writes any
// grid) takes the general way.
func append9(b []byte, cells *[81]uint8) []byte {
	if !valid9(cells) {
		return AnswerRows{Order: 3, Cells: cells[:]}.appendRows(b)
	}
	// "[" and the rows, each "[d,d,d,d,d,d,d,d,d]" and a "," (the last
	// a "]"), written with constant indexes: no bounds checks.
	n := len(b)
	b = slices.Grow(b, 181)[:n+181]
	out := (*[181]byte)(b[n:])
	out[0] = '['
	const (
		next = ',' | '0'<<8 | ']'<<16 | ','<<24 // a row's ",d]," less its digit
		last = ',' | '0'<<8 | ']'<<16 | ']'<<24 // and the last row's ",d]]"
	)
	row9((*[20]byte)(out[1:21]), (*[9]uint8)(cells[0:9]), next)
	row9((*[20]byte)(out[21:41]), (*[9]uint8)(cells[9:18]), next)
	row9((*[20]byte)(out[41:61]), (*[9]uint8)(cells[18:27]), next)
	row9((*[20]byte)(out[61:81]), (*[9]uint8)(cells[27:36]), next)
	row9((*[20]byte)(out[81:101]), (*[9]uint8)(cells[36:45]), next)
	row9((*[20]byte)(out[101:121]), (*[9]uint8)(cells[45:54]), next)
	row9((*[20]byte)(out[121:141]), (*[9]uint8)(cells[54:63]), next)
	row9((*[20]byte)(out[141:161]), (*[9]uint8)(cells[63:72]), next)
	row9((*[20]byte)(out[161:181]), (*[9]uint8)(cells[72:81]), last)
	return b
}

// row9 writes a row of digits (each at most 9) as "[d,d,d,d,d,d,d,d,d"
// and then tail, with the last digit added to its second byte, in three
// words: the first eight cells, one word, spread out to every other byte
// of "0,0,0,0," twice (four cells are a shift, a mask and an OR twice),
// each shifted up a byte under its "[" or ",".
func row9(dst *[20]byte, row *[9]uint8, tail uint32) {
	x := binary.LittleEndian.Uint64(row[:8])
	binary.LittleEndian.PutUint64(dst[0:8], spread4(x&0xffffffff)<<8|'[')
	binary.LittleEndian.PutUint64(dst[8:16], spread4(x>>32)<<8|',')
	binary.LittleEndian.PutUint32(dst[16:20], tail+uint32(row[8])<<8)
}

// spread4 turns the bytes a, b, c, d of x (below 2³²) into the
// little-endian "a,b,c,d," for digits 0-9.
func spread4(x uint64) uint64 {
	x = (x | x<<16) & 0x0000ffff0000ffff
	x = (x | x<<8) & 0x00ff00ff00ff00ff
	return x | 0x2c302c302c302c30 // '0' in the even bytes, ',' in the odd
}

// MarshalJSON is AppendJSON for encoding/json.
func (a AnswerRows) MarshalJSON() ([]byte, error) { return a.AppendJSON(nil), nil }
