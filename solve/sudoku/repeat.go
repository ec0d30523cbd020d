package sudoku

import (
	"encoding/binary"
	"math/bits"
)

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
