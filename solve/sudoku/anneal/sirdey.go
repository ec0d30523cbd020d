package anneal

import (
	"grille/solve/sudoku"
)

// sstate is the state of Sirdey's annealing: every non-given cell holds any
// digit (givens keep theirs).
//
// The paper's c_ij is the number of OTHER cells of the union of cell i's
// row, column and box holding i's digit; a cell sharing both the row and
// the box with i is one cell and counts once. Rather than per-unit digit
// counts (which need an inclusion–exclusion over the row∩box and
// column∩box segments, and ten loads a move), the state keeps that number
// for every cell and every digit: peer(d, i) = how many peers of i hold d.
// Then
//
//	c_ij = peer(v_i, i), and moving i from a to b changes c(w) by
//	Δ = peer(b, i) − peer(a, i)
//
// (i's own c_ij changes by that much, and so, in total, do its peers',
// which the ½ in c(w) cancels): two loads, O(1).
//
// An accepted move must then lower peer(a, j) and raise peer(b, j) for the
// 3N−2n−1 peers j of i. The table is digit-major, one byte per cell, eight
// cells a uint64 word, and vec[i] holds a 1 byte at each peer of i: the
// update is peer(a, ·) −= vec[i] and peer(b, ·) += vec[i], word by word
// (11 words each for 9×9). No byte ever borrows or carries into the next:
// peer(a, j) ≥ 1 wherever vec[i] has a 1 (i itself holds a and is j's
// peer), and no count exceeds 3N−2n−1 ≤ 95 < 255.
type sstate struct {
	n, N  int
	cells []uint8
	free  []int32  // the non-given cells, where moves happen
	w     int      // words per digit row: ⌈N²/8⌉
	vec   []uint64 // vec[i*w : (i+1)*w]: the peers of i, one 1 byte each
	peer  []uint64 // peer[d*w : (d+1)*w]: byte j = peers of j holding d; row 0 unused
	cost  int      // c(w) = ½ Σ c_ij = the number of unordered pairs of peers holding the same digit
}

func newSState(g sudoku.Grid) *sstate {
	n, N := g.Order, g.Size()
	cells := N * N
	w := (cells + 7) / 8
	s := &sstate{n: n, N: N, cells: g.Clone().Cells, w: w}
	s.vec = make([]uint64, cells*w)
	for i, ps := range geomOf(n).peers {
		for _, j := range ps {
			s.vec[i*w+int(j)/8] |= 1 << (8 * (j % 8))
		}
	}
	s.peer = make([]uint64, (N+1)*w)
	for i, v := range g.Cells {
		if v == 0 {
			s.free = append(s.free, int32(i))
		}
	}
	return s
}

// count is peer(d, i).
func (s *sstate) count(d uint8, i int) int {
	return int(uint8(s.peer[int(d)*s.w+i>>3] >> (8 * (i & 7))))
}

// fill puts a uniformly random digit in every free cell, then rebuilds the
// table and the cost.
func (s *sstate) fill(rnd func(int) int) {
	for _, i := range s.free {
		s.cells[i] = uint8(rnd(s.N) + 1)
	}
	s.recount()
}

func (s *sstate) recount() {
	clear(s.peer)
	w := s.w
	for i, v := range s.cells {
		row := s.peer[int(v)*w : (int(v)+1)*w]
		for k, x := range s.vec[i*w : (i+1)*w] {
			row[k] += x
		}
	}
	twice := 0
	for i, v := range s.cells {
		twice += s.count(v, i)
	}
	s.cost = twice / 2
}

// delta is the change of c(w) when free cell i goes from its digit to b.
func (s *sstate) delta(i int, b uint8) int {
	return s.count(b, i) - s.count(s.cells[i], i)
}

// set moves cell i to digit b.
func (s *sstate) set(i int, b uint8) {
	w := s.w
	a := int(s.cells[i])
	v := s.vec[i*w : (i+1)*w]
	pa := s.peer[a*w : (a+1)*w]
	pb := s.peer[int(b)*w : (int(b)+1)*w]
	pa = pa[:len(v)]
	pb = pb[:len(v)]
	for k, x := range v {
		pa[k] -= x
		pb[k] += x
	}
	s.cells[i] = b
}

// bruteCost recomputes c(w) from its definition, O(N⁴): for every cell, the
// other cells of the union of its row, column and box holding its digit,
// halved. Tests compare it with the incremental cost.
func bruteCost(g sudoku.Grid) int {
	n, N := g.Order, g.Size()
	sum := 0
	for i := 0; i < N*N; i++ {
		ri, ci := i/N, i%N
		for j := 0; j < N*N; j++ {
			rj, cj := j/N, j%N
			if j == i || g.Cells[j] == 0 || g.Cells[j] != g.Cells[i] {
				continue
			}
			if ri == rj || ci == cj || (ri/n == rj/n && ci/n == cj/n) {
				sum++
			}
		}
	}
	return sum / 2
}
