package anneal

import (
	"math/bits"

	"grille/solve/sudoku"
)

// bstate is the state of the box-swap annealer. Cells fixed by the givens
// or by singles never move; every other cell holds one of its candidates,
// and each box holds each digit exactly once, so the box constraints hold
// throughout and only rows and columns can be wrong.
//
// cost = Σ over rows and columns of (N − the number of distinct digits in
// it) = the number of digits missing from rows plus those missing from
// columns; 0 iff solved. rowCnt and colCnt count each digit per line, so a
// swap's cost change reads eight counters: O(1).
type bstate struct {
	n, N, N1 int
	val      []uint8
	cand     []uint64 // candidates after propagation; a single bit on fixed cells
	candList []uint8  // candList[i·N : i·N+candN[i]]: the same, as a list of digits
	candN    []uint8
	rowOff   []int32 // r·(N+1): where cell's row starts in rowCnt
	colOff   []int32
	rowCnt   []uint8
	colCnt   []uint8
	box      []int32   // box of each cell
	boxFree  [][]int32 // per box, its cells that are not fixed
	movable  []int32   // all non-fixed cells
	pos      []int32   // pos[b·(N+1)+d]: the free cell of box b holding d
	cost     int
	cyc      []int32 // scratch for cycle moves: the cells
	cycOld   []uint8 // their digits before the move
	cycNew   []uint8 // and after
}

// newBState builds the state from g and the propagated masks. Values are
// left to fill.
func newBState(g sudoku.Grid, mask []uint64) *bstate {
	geo := geomOf(g.Order)
	N := geo.N
	s := &bstate{n: g.Order, N: N, N1: N + 1, cand: append([]uint64(nil), mask...)}
	cells := N * N
	s.val = make([]uint8, cells)
	s.rowOff = make([]int32, cells)
	s.colOff = make([]int32, cells)
	s.rowCnt = make([]uint8, N*s.N1)
	s.colCnt = make([]uint8, N*s.N1)
	for i := range cells {
		s.rowOff[i] = geo.row[i] * int32(s.N1)
		s.colOff[i] = geo.col[i] * int32(s.N1)
		if single(mask[i]) {
			s.val[i] = digitOf(mask[i])
		}
	}
	s.candList = make([]uint8, cells*N)
	s.candN = make([]uint8, cells)
	for i, m := range mask {
		for ; m != 0; m &= m - 1 {
			s.candList[i*N+int(s.candN[i])] = digitOf(m)
			s.candN[i]++
		}
	}
	s.box = append([]int32(nil), geo.box...)
	s.pos = make([]int32, N*s.N1)
	s.boxFree = make([][]int32, N)
	for b, unit := range geo.units[2*N:] {
		for _, i := range unit {
			if !single(mask[i]) {
				s.boxFree[b] = append(s.boxFree[b], int32(i))
				s.movable = append(s.movable, int32(i))
			}
		}
	}
	return s
}

// fill gives every box a random arrangement of its missing digits with
// each cell on one of its candidates: a random perfect matching between
// the box's free cells and missing digits (Kuhn's augmenting paths, in
// random order). false means some box has no such arrangement, which
// proves the puzzle has no solution (Hall's condition fails).
func (s *bstate) fill(r *wyrand) bool {
	owner := make([]int32, s.N+1) // digit → index in the box's free list, or −1
	for _, f := range s.boxFree {
		if len(f) == 0 {
			continue
		}
		for d := range owner {
			owner[d] = -1
		}
		order := make([]int, len(f))
		for k := range order {
			order[k] = k
		}
		for k := len(order) - 1; k > 0; k-- {
			j := below(r.next(), k+1)
			order[k], order[j] = order[j], order[k]
		}
		for _, k := range order {
			seen := uint64(0)
			if !s.augment(f, k, owner, &seen, r) {
				return false
			}
		}
		for d, k := range owner {
			if k >= 0 {
				s.val[f[k]] = uint8(d)
				s.pos[int(s.box[f[k]])*s.N1+d] = f[k]
			}
		}
	}
	s.recount()
	return true
}

// augment finds a digit for free cell f[k], possibly moving other cells
// of the box to other digits (an augmenting path); the scan starts at a
// random digit so that fills differ.
func (s *bstate) augment(f []int32, k int, owner []int32, seen *uint64, r *wyrand) bool {
	m := s.cand[f[k]]
	start := below(r.next(), s.N)
	for t := 0; t < s.N; t++ {
		d := (start+t)%s.N + 1
		if m&bit(uint8(d)) == 0 || *seen&bit(uint8(d)) != 0 {
			continue
		}
		*seen |= bit(uint8(d))
		if owner[d] < 0 || s.augment(f, int(owner[d]), owner, seen, r) {
			owner[d] = int32(k)
			return true
		}
	}
	return false
}

func (s *bstate) recount() {
	clear(s.rowCnt)
	clear(s.colCnt)
	for i, v := range s.val {
		s.rowCnt[int(s.rowOff[i])+int(v)]++
		s.colCnt[int(s.colOff[i])+int(v)]++
	}
	s.cost = s.fullCost()
}

// fullCost recomputes the cost from the counts.
func (s *bstate) fullCost() int {
	c := 0
	for l := 0; l < s.N; l++ {
		for d := 1; d <= s.N; d++ {
			if s.rowCnt[l*s.N1+d] == 0 {
				c++
			}
			if s.colCnt[l*s.N1+d] == 0 {
				c++
			}
		}
	}
	return c
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// swapDelta is the cost change of swapping x and y (same box). Each line
// losing its only copy of a digit gains a missing digit; each line gaining
// a digit it lacked loses one. Lines shared by x and y see no change.
func (s *bstate) swapDelta(x, y int) int {
	a, b := int(s.val[x]), int(s.val[y])
	rc, cc := s.rowCnt, s.colCnt
	d := 0
	if rx, ry := int(s.rowOff[x]), int(s.rowOff[y]); rx != ry {
		d += b2i(rc[rx+a] == 1) - b2i(rc[rx+b] == 0) + b2i(rc[ry+b] == 1) - b2i(rc[ry+a] == 0)
	}
	if cx, cy := int(s.colOff[x]), int(s.colOff[y]); cx != cy {
		d += b2i(cc[cx+a] == 1) - b2i(cc[cx+b] == 0) + b2i(cc[cy+b] == 1) - b2i(cc[cy+a] == 0)
	}
	return d
}

func (s *bstate) swap(x, y int) {
	a, b := int(s.val[x]), int(s.val[y])
	rx, ry := int(s.rowOff[x]), int(s.rowOff[y])
	cx, cy := int(s.colOff[x]), int(s.colOff[y])
	s.rowCnt[rx+a]--
	s.rowCnt[rx+b]++
	s.rowCnt[ry+b]--
	s.rowCnt[ry+a]++
	s.colCnt[cx+a]--
	s.colCnt[cx+b]++
	s.colCnt[cy+b]--
	s.colCnt[cy+a]++
	s.val[x], s.val[y] = uint8(b), uint8(a)
	bo := int(s.box[x]) * s.N1
	s.pos[bo+a], s.pos[bo+b] = int32(y), int32(x)
}

// applyCycle gives cell s.cyc[k] the digit s.cycNew[k] for every k (a
// permutation of the box's digits among those cells) and returns the cost
// change. Lowering every count first and raising after nets out right:
// a line that loses a digit's only copy and gets it back counts +1 − 1.
func (s *bstate) applyCycle(to []uint8) int {
	d := 0
	for _, x := range s.cyc {
		v := int(s.val[x])
		ro, co := int(s.rowOff[x])+v, int(s.colOff[x])+v
		s.rowCnt[ro]--
		s.colCnt[co]--
		d += b2i(s.rowCnt[ro] == 0) + b2i(s.colCnt[co] == 0)
	}
	for k, x := range s.cyc {
		v := int(to[k])
		ro, co := int(s.rowOff[x])+v, int(s.colOff[x])+v
		d -= b2i(s.rowCnt[ro] == 0) + b2i(s.colCnt[co] == 0)
		s.rowCnt[ro]++
		s.colCnt[co]++
		s.val[x] = uint8(v)
		s.pos[int(s.box[x])*s.N1+v] = x
	}
	return d
}

// bruteBoxCost recomputes the box annealer's cost from its definition.
func bruteBoxCost(g sudoku.Grid) int {
	N := g.Size()
	c := 0
	for l := 0; l < N; l++ {
		var rs, cs uint64
		for k := 0; k < N; k++ {
			rs |= 1 << g.At(l, k)
			cs |= 1 << g.At(k, l)
		}
		c += N - bits.OnesCount64(rs&^1) + N - bits.OnesCount64(cs&^1)
	}
	return c
}
