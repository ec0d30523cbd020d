package sudoku

import (
	"encoding/binary"
	"fmt"
)

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
