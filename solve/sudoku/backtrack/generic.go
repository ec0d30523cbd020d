package backtrack

import (
	"math/bits"
	"sync"

	"grille/solve"
	"grille/solve/sudoku"
)

// The generic path: the same EUP loop and search as fast9.go for any order
// 2..6, with uint64 masks (N ≤ 36 bits) in slices. Per-depth buffers are
// allocated once per solve and reused, so a node allocates nothing.

// topo is the fixed geometry of one order.
type topo struct {
	n, N, NN, U int
	full        uint64
	units       [][]int32   // U = 3N units, in sudoku.Units order
	peers       [][]int32   // each cell's 3N-2n-1 other cells of its three units
	cellUnits   [][3]int32  // row, column, box unit of each cell
	unitBits    [][2]uint64 // the same three units as a bit set (U ≤ 108 < 128)
}

var (
	topoOnce [sudoku.MaxOrder + 1]sync.Once
	topos    [sudoku.MaxOrder + 1]*topo
)

// getTopo builds the tables of order n on first use: order 6 alone has
// 1296×77 peers, not worth paying for at program start.
func getTopo(n int) *topo {
	topoOnce[n].Do(func() {
		N := n * n
		t := &topo{n: n, N: N, NN: N * N, U: 3 * N}
		t.full = 1<<uint(N) - 1
		for _, u := range sudoku.Units(n) {
			cells := make([]int32, len(u))
			for k, x := range u {
				cells[k] = int32(x)
			}
			t.units = append(t.units, cells)
		}
		t.cellUnits = make([][3]int32, t.NN)
		t.unitBits = make([][2]uint64, t.NN)
		for i := 0; i < t.NN; i++ {
			r, c := i/N, i%N
			b := (r/n)*n + c/n
			t.cellUnits[i] = [3]int32{int32(r), int32(N + c), int32(2*N + b)}
			for _, u := range t.cellUnits[i] {
				t.unitBits[i][u>>6] |= 1 << (u & 63)
			}
		}
		t.peers = make([][]int32, t.NN)
		for i := 0; i < t.NN; i++ {
			seen := map[int32]bool{int32(i): true}
			for _, u := range t.cellUnits[i] {
				for _, x := range t.units[u] {
					if !seen[x] {
						seen[x] = true
						t.peers[i] = append(t.peers[i], x)
					}
				}
			}
		}
		topos[n] = t
	})
	return topos[n]
}

// gstate is the grid G of the seed: candidates c and, per unit, the digits
// already placed (us); left counts cells with more than one candidate.
type gstate struct {
	c, us []uint64
	left  int
}

func (t *topo) newState() *gstate {
	buf := make([]uint64, t.NN+t.U)
	return &gstate{c: buf[:t.NN:t.NN], us: buf[t.NN:]}
}

func (st *gstate) copyFrom(o *gstate) {
	copy(st.c, o.c)
	copy(st.us, o.us)
	st.left = o.left
}

type gsolver struct {
	t            *topo
	limit, count int
	nodes        int64
	first        []uint64
	q            []int32
	levels       []*gstate // levels[d] holds the copy made at depth d
	w            *watch
	teach        *teacher // nil unless someone watches the steps (show.go)
	pollMask     int64
	stop         bool
}

func newGSolver(t *topo, limit int, w *watch) *gsolver {
	s := &gsolver{t: t, limit: limit, w: w, q: make([]int32, t.NN)}
	// A node near the root of a 25×25 or 36×36 grid can cost a hundred
	// times one of a 9×9 grid, so those orders look at ctx and the clock
	// every 256 nodes instead of 1024, to stay far below the 200 ms the
	// contract allows even under the race detector.
	s.pollMask = 1023
	if t.n >= 5 {
		s.pollMask = 255
	}
	return s
}

func (s *gsolver) level(d int) *gstate {
	for len(s.levels) <= d {
		s.levels = append(s.levels, s.t.newState())
	}
	return s.levels[d]
}

func (s *gsolver) place(st *gstate, qn int, i int32, d uint64) int {
	cu := &s.t.cellUnits[i]
	st.us[cu[0]] |= d
	st.us[cu[1]] |= d
	st.us[cu[2]] |= d
	st.left--
	s.q[qn] = i
	return qn + 1
}

// load puts the givens of cells into st; -1 when a value is out of range.
func (s *gsolver) load(st *gstate, cells []uint8) int {
	t := s.t
	for i := range st.c {
		st.c[i] = t.full
	}
	clear(st.us)
	st.left = t.NN
	qn := 0
	for i, v := range cells[:t.NN] {
		if v == 0 {
			continue
		}
		if int(v) > t.N {
			return -1
		}
		d := uint64(1) << (v - 1)
		st.c[i] = d
		qn = s.place(st, qn, int32(i), d)
	}
	return qn
}

// propagate is fast9.go's propagate for any order; see there for the order
// in which the rules are applied and why it reaches the EUP fixpoint. Two
// simplifications: Exclusivité branches on "did the peer have the digit",
// and Parité rescans every unit that lost a candidate since it last looked
// (a superset of the units where a new pair can appear) instead of keeping
// a queue of cells that just became bivalue.
//
// Like fast9.go's, it is one long function on purpose: the solver's hot
// loop, with the rules inline and the state in locals.
func (s *gsolver) propagate(st *gstate, qn int, dirty [2]uint64) bool {
	t := s.t
	c := st.c
	var pairDirty [2]uint64
	for {
		for qn > 0 {
			qn--
			i := s.q[qn]
			d := c[i]
			for _, p := range t.peers[i] {
				m := c[p]
				if m&d == 0 {
					continue
				}
				m ^= d
				c[p] = m
				ub := &t.unitBits[p]
				dirty[0] |= ub[0]
				dirty[1] |= ub[1]
				if m&(m-1) == 0 {
					if m == 0 {
						return false
					}
					qn = s.place(st, qn, p, m)
				}
			}
		}
		if st.left == 0 {
			return true
		}
		pairDirty[0] |= dirty[0]
		pairDirty[1] |= dirty[1]
		for w := 0; w < 2; w++ {
			for dirty[w] != 0 {
				u := w<<6 | bits.TrailingZeros64(dirty[w])
				dirty[w] &= dirty[w] - 1
				cells := t.units[u]
				var once, twice uint64
				for _, x := range cells {
					m := c[x]
					twice |= once & m
					once |= m
				}
				if once != t.full {
					return false
				}
				h := once &^ twice &^ st.us[u]
				for h != 0 {
					d := h & -h
					h ^= d
					for _, x := range cells {
						m := c[x]
						if m&d == 0 {
							continue
						}
						if m&h != 0 {
							return false
						}
						c[x] = d
						ub := &t.unitBits[x]
						dirty[0] |= ub[0]
						dirty[1] |= ub[1]
						pairDirty[0] |= ub[0]
						pairDirty[1] |= ub[1]
						qn = s.place(st, qn, x, d)
						break
					}
				}
				// Units below u that this unit's placements dirtied are
				// picked up by the outer loop's next round.
			}
		}
		if qn > 0 || dirty[0]|dirty[1] != 0 {
			continue
		}
		for w := 0; w < 2; w++ {
			for pairDirty[w] != 0 {
				u := w<<6 | bits.TrailingZeros64(pairDirty[w])
				pairDirty[w] &= pairDirty[w] - 1
				cells := t.units[u]
				for a := 0; a < len(cells)-1; a++ {
					m := c[cells[a]]
					if bits.OnesCount64(m) != 2 {
						continue
					}
					for b := a + 1; b < len(cells); b++ {
						if c[cells[b]] != m {
							continue
						}
						for k, x := range cells {
							if k == a || k == b {
								continue
							}
							v := c[x]
							if v&m == 0 {
								continue
							}
							v &^= m
							c[x] = v
							ub := &t.unitBits[x]
							dirty[0] |= ub[0]
							dirty[1] |= ub[1]
							if v&(v-1) == 0 {
								if v == 0 {
									return false
								}
								qn = s.place(st, qn, x, v)
							}
						}
						break
					}
				}
			}
		}
		if qn == 0 && dirty[0]|dirty[1] == 0 {
			return true
		}
	}
}

func allUnits(U int) (d [2]uint64) {
	for u := 0; u < U; u++ {
		d[u>>6] |= 1 << (u & 63)
	}
	return d
}

func (s *gsolver) found(st *gstate) {
	s.count++
	if s.teach != nil {
		s.teach.reason = solve.Say("solution found, now looking for another")
	}
	if s.count == 1 {
		s.first = append([]uint64(nil), st.c...)
	}
}

// solveRoot counts the solutions of cells.
func (s *gsolver) solveRoot(cells []uint8) {
	st := s.level(0)
	qn := s.load(st, cells)
	if qn < 0 {
		return
	}
	s.nodes++
	if s.teach != nil {
		s.keep(st)
	}
	if !s.propagate(st, qn, allUnits(s.t.U)) {
		if s.teach != nil {
			why, at := s.contradiction(st)
			s.step(st.c, []int{at}, "rules: %s before any guess", why)
		}
		return
	}
	if s.teach != nil {
		s.round(st)
	}
	if st.left == 0 {
		s.found(st)
		return
	}
	s.search(st, 0)
}

// search branches on a cell of minimum weight of the stuck fixpoint st,
// which lives in levels[depth]; copies for all but the last candidate go to
// levels[depth+1].
func (s *gsolver) search(st *gstate, depth int) {
	best, bw := s.pick(st)
	if s.w != nil && s.w.branchLogs > 0 {
		s.w.logBranch(s.t.n, best, bw)
	}
	m := st.c[best]
	for first := true; ; first = false {
		d := m & -m
		m ^= d
		if s.teach != nil {
			s.branch(st, best, d, bw, first)
		}
		if m == 0 {
			s.try(st, best, d, depth)
			return
		}
		ch := s.level(depth + 1)
		ch.copyFrom(st)
		s.try(ch, best, d, depth+1)
		if s.count >= s.limit || s.stop {
			return
		}
	}
}

// pick returns a cell of minimum weight and that weight, breaking ties as
// pick9 does: among the first eight such cells, the one with the most peers
// sharing a candidate, bivalue peers counting three.
func (s *gsolver) pick(st *gstate) (best, bw int) {
	var cand [8]int
	nc := 0
	bw = 65
	for i, m := range st.c {
		w := bits.OnesCount64(m)
		if w < 2 || w > bw {
			continue
		}
		if w < bw {
			bw, nc = w, 0
		}
		if nc < len(cand) {
			cand[nc] = i
			nc++
		} else if w == 2 {
			break
		}
	}
	best, score := cand[0], -1
	for _, i := range cand[:nc] {
		ci, sc := st.c[i], 0
		for _, p := range s.t.peers[i] {
			if v := st.c[p]; v&ci != 0 {
				sc++
				if bits.OnesCount64(v) == 2 {
					sc += 2
				}
			}
		}
		if sc > score {
			best, score = i, sc
		}
	}
	return best, bw
}

func (s *gsolver) try(st *gstate, i int, d uint64, depth int) {
	s.nodes++
	if s.w != nil && s.nodes&s.pollMask == 0 {
		if s.w.poll(s.nodes) {
			s.stop = true
			s.w.partial = gridOf(s.t.n, st.c)
			return
		}
	}
	st.c[i] = d
	qn := s.place(st, 0, int32(i), d)
	if s.teach != nil {
		s.keep(st)
	}
	if !s.propagate(st, qn, s.t.unitBits[i]) {
		if s.teach != nil {
			s.failed(st)
		}
		return
	}
	if s.teach != nil {
		s.round(st)
	}
	if st.left == 0 {
		s.found(st)
		return
	}
	s.search(st, depth)
}

// gridOf writes the single cells of masks as grid values (others 0).
func gridOf(n int, masks []uint64) []uint8 {
	out := make([]uint8, len(masks))
	for i, m := range masks {
		if m != 0 && m&(m-1) == 0 {
			out[i] = uint8(bits.TrailingZeros64(m) + 1)
		}
	}
	return out
}

// countGeneric is Count through the generic path, for any order.
func countGeneric(n int, cells []uint8, limit int, w *watch) (count int, first []uint8, nodes int64, stopped bool) {
	s := newGSolver(getTopo(n), limit, w)
	if w != nil && w.shown != nil {
		s.teach = w.shown
	}
	s.solveRoot(cells)
	if s.count > 0 {
		first = gridOf(n, s.first)
	}
	return s.count, first, s.nodes, s.stop
}

// fixpoint returns the EUP fixpoint of g's givens as the solver computes
// it (ok false on a contradiction). The method logs it and the tests
// compare it with repeated Steps.
func fixpoint(g sudoku.Grid) (Candidates, bool) {
	t := getTopo(g.Order)
	s := newGSolver(t, 1, nil)
	st := s.level(0)
	qn := s.load(st, g.Cells)
	if qn < 0 {
		return Candidates{}, false
	}
	ok := s.propagate(st, qn, allUnits(t.U))
	return Candidates{Order: g.Order, Masks: append([]uint64(nil), st.c...)}, ok
}

// Fixpoint applies the three rules to g until none changes anything — where
// repeating Step ends — in one fast call, for any order. ok is false when
// g fails Validate or the rules reach a contradiction (g has no solution).
// Other methods use it to start from what the rules settle.
func Fixpoint(g sudoku.Grid) (c Candidates, ok bool) {
	if g.Validate() != nil {
		return Candidates{}, false
	}
	return fixpoint(g)
}
