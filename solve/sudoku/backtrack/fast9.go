package backtrack

import "math/bits"

// The EUP 9×9 path (Count now takes band9.go; this one stays as the
// reference the band path and Step's rules are tested against). It is the
// same algorithm as the generic path in
// generic.go — candidate masks, the EUP loop to a fixpoint, branching on a
// cell of minimum weight — written for 9×9 only, because that is what the
// benchmarks (and most users) run:
//   - a mask is a uint16 and the whole search state is a fixed-size array
//     value, so a branch copies it (under 600 bytes) instead of keeping an
//     undo log: that is the seed's "B ← G" followed by "G ← B" on return;
//   - neighbour and unit tables are precomputed bytes, and the arrays they
//     index have 256 entries, so that a byte index needs no bounds check;
//   - the hot loops avoid branches the CPU cannot predict and 16-bit
//     arithmetic (Go's code for it is poor);
//   - nothing is allocated and no interface or closure is called per node.
//
// Measured on the shared 2-core test machine, single thread, Count(g, 2),
// per second of CPU: about 150k puzzles on 17clue_royle_49158, 39k on
// magictour_top1465, 7.9k on forum_hardest_1905_11plus, 4.6k on
// forum_hardest_1106 (backtrack_bench_test.go; wall-clock numbers drop
// when the other core's work spills over).

const all9 = 0x1FF // the nine candidate bits

var (
	peers9      [256][20]uint8 // the 20 other cells of a cell's row, column and box
	units9      [27][9]uint8   // rows 0-8, columns 9-17, boxes 18-26, as sudoku.Units(3)
	cellUnits9  [256][3]uint8  // a cell's row, column and box unit
	unitBits9   [256]uint32    // the same three units as a 27-bit set
	weight9     [512]uint8     // popcount of a 9-bit mask: a table beats POPCNT's feature test on GOAMD64=v1
	isPair9     [512]uint8     // 1 for a mask of weight 2, else 0: a branch-free test
	pickWeight9 [512]uint32    // what a peer with this mask adds to a branching cell's score (pick9)
)

func init() {
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			i := r*9 + c
			b := (r/3)*3 + c/3
			units9[r][c] = uint8(i)
			units9[9+c][r] = uint8(i)
			units9[18+b][(r%3)*3+c%3] = uint8(i)
			cellUnits9[i] = [3]uint8{uint8(r), uint8(9 + c), uint8(18 + b)}
			unitBits9[i] = 1<<r | 1<<(9+c) | 1<<(18+b)
		}
	}
	for i := 0; i < 81; i++ {
		k := 0
		for j := 0; j < 81; j++ {
			if j != i && (j/9 == i/9 || j%9 == i%9 || cellUnits9[j][2] == cellUnits9[i][2]) {
				peers9[i][k] = uint8(j)
				k++
			}
		}
	}
	for m := range weight9 {
		weight9[m] = uint8(bits.OnesCount16(uint16(m)))
		pickWeight9[m] = 1
		if weight9[m] == 2 {
			isPair9[m] = 1
			pickWeight9[m] = 3
		}
	}
}

// state9 is the grid G of the seed for order 3, plus what the loop would
// otherwise have to recompute by rescanning the grid.
type state9 struct {
	c    [256]uint16 // candidates of each cell; 81-255 unused (see above)
	us   [27]uint16  // digits already placed (single cells) in each unit
	left int32       // cells with more than one candidate
}

// solver9 holds what survives across nodes: the solution count, the first
// solution, the rule queues and the counters the instrumented wrapper reads.
type solver9 struct {
	limit, count int
	nodes        int64
	first        [256]uint16
	q            [81]uint8  // cells made single whose digit Exclusivité has not yet removed from their peers
	pq           [128]uint8 // cells made bivalue that Parité has not yet compared with their units (128: index masked, no bounds check)
	w            *watch     // nil in Count: the fast path then pays one nil test per node
	stop         bool
}

// place records that cell i has become the single d: it joins its units'
// placed sets and the Exclusivité queue. Every cell goes through here at
// most once per propagation (masks only shrink, and a single that shrinks
// is a contradiction), so the 81-entry queue cannot overflow.
func (s *solver9) place(st *state9, qn int, i int, d uint16) int {
	cu := &cellUnits9[i]
	st.us[cu[0]] |= d
	st.us[cu[1]] |= d
	st.us[cu[2]] |= d
	st.left--
	s.q[qn] = uint8(i)
	return qn + 1
}

// propagate runs the EUP rules on st until none applies. qn cells are
// waiting in s.q for Exclusivité, pn newly bivalue cells in s.pq for
// Parité; dirty is the set of units that lost a candidate since Unicité
// last looked at them (all 27 at the root; in a child, the branched cell's
// three units: its parent was already a fixpoint). It returns false on a
// contradiction; on true, st is solved when st.left == 0 and stuck
// otherwise.
//
// Order of the rules: Exclusivité is applied eagerly from a queue; Unicité
// is looked for only in units that changed; Parité only when neither of the
// others has anything pending, because singles make most pairs moot. All
// three only remove candidates that no solution of the current grid uses,
// so any order of application ends at the same (largest) fixpoint, the one
// the seed's BouclerRègles reaches.
//
// It is one long function on purpose: it is the solver's hot loop, where
// a solve spends most of its time, and the three rules stay inline, with
// the state in locals, so that removing a candidate costs no call.
func (s *solver9) propagate(st *state9, qn, pn int, dirty uint32) bool {
	for {
		// Exclusivité. Written without a branch on "did this peer have
		// the digit": that branch is a coin toss the CPU mispredicts, so
		// every peer is stored and the change turns into masks instead.
		for qn > 0 {
			qn--
			i := s.q[qn]
			d := uint32(st.c[i])
			for _, p := range &peers9[i] {
				m := uint32(st.c[p])
				nm := m &^ d
				st.c[p] = uint16(nm)
				changed := -(((m & d) + all9) >> 9) // all ones when p lost d
				dirty |= unitBits9[p] & changed
				// Queue p for Parité if it just became bivalue (always
				// written, kept only if so).
				s.pq[pn&127] = p
				pn += int(uint32(isPair9[nm&all9]) & changed)
				// Rare: p became single or empty just now.
				if nm&(nm-1)|^changed == 0 {
					if nm == 0 {
						return false
					}
					qn = s.place(st, qn, int(p), uint16(nm))
				}
			}
		}
		if st.left == 0 {
			return true
		}
		// Unicité, bit-parallel: over a unit, once collects the digits seen
		// in at least one cell and twice those seen in two or more. A digit
		// missing from once has no place (contradiction); one in once but
		// not twice, and not already placed, is a hidden single. Only units
		// that lost a candidate since they were last looked at can hold a
		// new one.
		for dirty != 0 {
			u := bits.TrailingZeros32(dirty)
			dirty &= dirty - 1
			cells := &units9[u]
			// Unrolled: a nine-step loop spends as much on its counter as
			// on the work.
			c := &st.c
			m0, m1, m2 := uint32(c[cells[0]]), uint32(c[cells[1]]), uint32(c[cells[2]])
			m3, m4, m5 := uint32(c[cells[3]]), uint32(c[cells[4]]), uint32(c[cells[5]])
			m6, m7, m8 := uint32(c[cells[6]]), uint32(c[cells[7]]), uint32(c[cells[8]])
			o1, o2, o3 := m0|m1|m2, m3|m4|m5, m6|m7|m8
			t1 := m0&m1 | m2&(m0|m1)
			t2 := m3&m4 | m5&(m3|m4)
			t3 := m6&m7 | m8&(m6|m7)
			once := uint16(o1 | o2 | o3)
			twice := uint16(t1 | t2 | t3 | o1&o2 | o3&(o1|o2))
			if once != all9 {
				return false
			}
			h := once &^ twice &^ st.us[u]
			for h != 0 {
				d := h & -h
				h ^= d
				for _, x := range cells {
					m := st.c[x]
					if m&d == 0 {
						continue
					}
					if m&h != 0 {
						// Two digits that each fit only here: one of
						// them will have no place.
						return false
					}
					st.c[x] = d
					dirty |= unitBits9[x]
					qn = s.place(st, qn, int(x), d)
					break
				}
			}
		}
		if qn > 0 {
			continue
		}
		// Parité. A pair can only have something new to remove when one of
		// its cells has just become bivalue (once applied, the other cells
		// lack u and v for good), so only the queued cells are looked at:
		// each against the other cells of its three units.
		for pn > 0 {
			pn--
			x := s.pq[pn]
			m := uint32(st.c[x])
			if isPair9[m&all9] == 0 {
				continue // solved or emptied since it was queued
			}
			for _, u := range &cellUnits9[x] {
				cells := &units9[u]
				// Which cells of the unit hold exactly m (x among them)?
				// Branch-free: a search loop that breaks on a match is
				// mispredicted at every exit.
				var eq uint32
				for k, z := range cells {
					b := uint32(st.c[z]) ^ m
					eq |= (b - 1) >> 31 << k // 1 when b == 0
				}
				if eq&(eq-1) == 0 {
					continue // x alone
				}
				y := cells[bits.TrailingZeros32(eq)]
				if y == x {
					y = cells[bits.TrailingZeros32(eq&(eq-1))]
				}
				for _, z := range cells {
					v := st.c[z]
					if z == x || z == y || v&uint16(m) == 0 {
						continue
					}
					v &^= uint16(m)
					st.c[z] = v
					dirty |= unitBits9[z]
					if isPair9[v&all9] != 0 {
						s.pq[pn&127] = z
						pn++
					} else if v&(v-1) == 0 {
						if v == 0 {
							return false
						}
						qn = s.place(st, qn, int(z), v)
					}
				}
			}
		}
		if qn == 0 && dirty == 0 {
			return true
		}
	}
}

// init9 loads the 81 cells of a grid into st and returns the number of
// givens queued for Exclusivité, or -1 when a value is out of range.
func (s *solver9) init9(st *state9, cells []uint8) int {
	qn := 0
	st.left = 81
	for i := range 81 {
		st.c[i] = all9
	}
	for i, v := range cells[:81] {
		if v == 0 {
			continue
		}
		if v > 9 {
			return -1
		}
		d := uint16(1) << (v - 1)
		st.c[i] = d
		qn = s.place(st, qn, i, d)
	}
	return qn
}

// solveRoot counts the solutions of the loaded state (qn givens queued).
func (s *solver9) solveRoot(st *state9, qn int) {
	s.nodes++
	if !s.propagate(st, qn, 0, 1<<27-1) {
		return
	}
	if st.left == 0 {
		s.found(st)
		return
	}
	s.search(st)
}

func (s *solver9) found(st *state9) {
	s.count++
	if s.count == 1 {
		s.first = st.c
	}
}

// search branches on a cell of minimum weight of the stuck fixpoint st,
// trying its candidates in increasing order. Each try but the last works on
// a copy; the last may overwrite st, which its caller no longer needs.
func (s *solver9) search(st *state9) {
	best, bw := pick9(st)
	if s.w != nil && s.w.branchLogs > 0 {
		s.w.logBranch(3, best, bw)
	}
	m := st.c[best]
	var ch state9 // declared outside the loop, or escape analysis moves it to the heap
	for {
		d := m & -m
		m ^= d
		if m == 0 {
			s.try(st, best, d)
			return
		}
		ch = *st
		s.try(&ch, best, d)
		if s.count >= s.limit || s.stop {
			return
		}
	}
}

// try fixes cell i to digit d in st and explores the result.
func (s *solver9) try(st *state9, i int, d uint16) {
	s.nodes++
	if s.w != nil && s.nodes&pollMask9 == 0 {
		if s.w.poll(s.nodes) {
			s.stop = true
			s.w.partial = grid9(&st.c)
			return
		}
	}
	st.c[i] = d
	qn := s.place(st, 0, i, d)
	if !s.propagate(st, qn, 0, unitBits9[i]) {
		return
	}
	if st.left == 0 {
		s.found(st)
		return
	}
	s.search(st)
}

// pollMask9: the instrumented solve looks at ctx and the clock every 1024
// nodes, about a millisecond on a 9×9 grid.
const pollMask9 = 1023

// grid9 writes the single cells of c as a Grid (others 0).
func grid9(c *[256]uint16) []uint8 {
	out := make([]uint8, 81)
	for i, m := range c[:81] {
		if m != 0 && m&(m-1) == 0 {
			out[i] = uint8(bits.TrailingZeros16(m) + 1)
		}
	}
	return out
}

// count9 is Count for order 3.
func count9(cells []uint8, limit int, w *watch) (count int, first []uint8, nodes int64, stopped bool) {
	s := solver9{limit: limit, w: w}
	var st state9
	qn := s.init9(&st, cells)
	if qn < 0 {
		return 0, nil, 0, false
	}
	s.solveRoot(&st, qn)
	if s.count > 0 {
		first = grid9(&s.first)
	}
	return s.count, first, s.nodes, s.stop
}

// pick9 returns a cell of minimum weight and that weight. Any such cell is
// the seed's rule; among the first eight cells of weight two (there almost
// always are some) it takes the one whose guess should remove the most:
// the one with the most peers sharing one of its candidates, a bivalue peer
// counting three (it will be solved or emptied). On the hardest sets this
// makes the search tree 45% smaller than taking the first such cell, for a
// fifth of a node's cost.
func pick9(st *state9) (best, bw int) {
	// Bivalue cells first, collected without a branch per cell (whether a
	// cell is bivalue is a coin toss for the branch predictor).
	var cand [8]uint8
	nc := 0
	for i := range 81 {
		cand[nc&7] = uint8(i)
		nc += int(isPair9[st.c[i]&all9])
		if nc == 8 {
			break
		}
	}
	score := -1
	if nc > 0 {
		for _, i := range cand[:nc] {
			if sc := score9(st, i); sc > score {
				best, score = int(i), sc
			}
		}
		return best, 2
	}
	// Rare (near the root of the hardest grids, where the subtree is
	// largest): no bivalue cell; score every cell of the minimum weight.
	bw = 10
	for i := range 81 {
		if w := int(weight9[st.c[i]&all9]); w >= 2 && w < bw {
			bw = w
		}
	}
	for i := range 81 {
		if int(weight9[st.c[i]&all9]) == bw {
			if sc := score9(st, uint8(i)); sc > score {
				best, score = i, sc
			}
		}
	}
	return best, bw
}

// score9 is pick9's measure of cell i: its peers that share a candidate
// with it, a bivalue one counting three.
func score9(st *state9, i uint8) int {
	ci := uint32(st.c[i]) & all9
	sc := uint32(0)
	for _, p := range &peers9[i] {
		v := uint32(st.c[p]) & all9
		share := ((v & ci) + all9) >> 9 // 1 when p shares a candidate
		sc += pickWeight9[v] & -share
	}
	return int(sc)
}
