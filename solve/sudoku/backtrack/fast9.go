package backtrack

import "math/bits"

// The order-3 fast path. It is the same algorithm as the generic path in
// generic.go — candidate masks, the EUP loop to a fixpoint, branching on a
// cell of minimum weight — written for 9×9 only, because that is what the
// benchmarks (and most users) run:
//   - a mask is a uint16 and the whole search state is a fixed-size array
//     value, so a branch copies it (about 220 bytes) instead of keeping an
//     undo log: that is the seed's "B ← G" followed by "G ← B" on return;
//   - neighbour and unit tables are precomputed bytes;
//   - nothing is allocated and no interface or closure is called per node.

const all9 = 0x1FF // the nine candidate bits

var (
	peers9     [81][20]uint8 // the 20 other cells of a cell's row, column and box
	units9     [27][9]uint8  // rows 0-8, columns 9-17, boxes 18-26, as sudoku.Units(3)
	cellUnits9 [81][3]uint8  // a cell's row, column and box unit
	unitBits9  [81]uint32    // the same three units as a 27-bit set
	weight9    [512]uint8    // popcount of a 9-bit mask: a table beats POPCNT's feature test on GOAMD64=v1
	isPair9    [512]uint32   // all ones for a mask of weight 2, else 0: a branch-free test
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
		if weight9[m] == 2 {
			isPair9[m] = ^uint32(0)
		}
	}
}

// state9 is the grid G of the seed for order 3, plus two counters kept so
// the loop never has to rescan the grid to learn them.
type state9 struct {
	c    [81]uint16 // candidates of each cell
	us   [27]uint16 // digits already placed (single cells) in each unit
	left int32      // cells with more than one candidate
}

// solver9 holds what survives across nodes: the solution count, the first
// solution and the counters the instrumented wrapper reads.
type solver9 struct {
	limit, count int
	nodes        int64
	first        [81]uint16
	q            [81]uint8 // cells made single whose digit Exclusivité has not yet removed from their peers
	w            *watch    // nil in Count: the fast path then pays one nil test per node
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
// waiting in s.q for Exclusivité; dirty is the set of units that changed
// since the last time Unicité and Parité looked at them (all 27 at the
// root, the branched cell's three units in a child: its parent was already
// a fixpoint). It returns false on a contradiction; on true, st is solved
// when st.left == 0 and stuck otherwise.
//
// Order of the rules: Exclusivité is applied eagerly from a queue; Unicité
// is looked for only in units that changed; Parité only when neither of the
// others has anything pending, because it is the dearest and singles make
// most pairs moot. All three only remove candidates that no solution of the
// current grid uses, so any order of application ends at the same (largest)
// fixpoint, the one the seed's BouclerRègles reaches.
func (s *solver9) propagate(st *state9, qn int, dirty, pairDirty uint32) bool {
	for {
		// Exclusivité. Written without a branch on "did this peer have
		// the digit": that branch is a coin toss the CPU mispredicts, so
		// every peer is stored and the change turns into a mask instead.
		for qn > 0 {
			qn--
			i := s.q[qn]
			d := st.c[i]
			k := uint(bits.TrailingZeros16(d))
			for _, p := range &peers9[i] {
				m := st.c[p]
				nm := m &^ d
				st.c[p] = nm
				changed := -(uint32(m>>k) & 1) // all ones when p lost d
				ub := unitBits9[p] & changed
				dirty |= ub
				pairDirty |= ub & isPair9[nm&all9]
				// Rare: p became single or empty just now.
				if uint32(nm&(nm-1))|^changed == 0 {
					if nm == 0 {
						return false
					}
					qn = s.place(st, qn, int(p), nm)
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
			var once, twice uint16
			for _, x := range cells {
				m := st.c[x]
				twice |= once & m
				once |= m
			}
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
		// its cells has just become a pair (once applied, the other cells
		// lack u and v for good), so only units where a cell became
		// bivalue are searched.
		for pairDirty != 0 {
			u := bits.TrailingZeros32(pairDirty)
			pairDirty &= pairDirty - 1
			cells := &units9[u]
			for a := 0; a < 8; a++ {
				m := st.c[cells[a]]
				if isPair9[m&all9] == 0 {
					continue
				}
				for b := a + 1; b < 9; b++ {
					if st.c[cells[b]] != m {
						continue
					}
					for k, x := range cells {
						if k == a || k == b {
							continue
						}
						v := st.c[x]
						if v&m == 0 {
							continue
						}
						v &^= m
						st.c[x] = v
						dirty |= unitBits9[x]
						pairDirty |= unitBits9[x] & isPair9[v&all9]
						if v&(v-1) == 0 {
							if v == 0 {
								return false
							}
							qn = s.place(st, qn, int(x), v)
						}
					}
					break
				}
			}
		}
		if qn == 0 && dirty == 0 {
			return true
		}
	}
}

// init9 loads g (order 3, already checked for size) into st and returns the
// number of queued givens, or -1 when a value is out of range.
func (s *solver9) init9(st *state9, cells []uint8) int {
	qn := 0
	st.left = 81
	for i := range st.c {
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
	if !s.propagate(st, qn, 1<<27-1, 1<<27-1) {
		return
	}
	if st.left == 0 {
		s.found(st)
		return
	}
	s.search(st, 0)
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
func (s *solver9) search(st *state9, depth int) {
	best, bw := pick9(st)
	if s.w != nil && s.w.branchLogs > 0 {
		s.w.logBranch(3, best, bw, depth)
	}
	m := st.c[best]
	var ch state9 // declared outside the loop, or escape analysis moves it to the heap
	for {
		d := m & -m
		m ^= d
		if m == 0 {
			s.try(st, best, d, depth)
			return
		}
		ch = *st
		s.try(&ch, best, d, depth)
		if s.count >= s.limit || s.stop {
			return
		}
	}
}

// try fixes cell i to digit d in st and explores the result.
func (s *solver9) try(st *state9, i int, d uint16, depth int) {
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
	if !s.propagate(st, qn, unitBits9[i], 0) {
		return
	}
	if st.left == 0 {
		s.found(st)
		return
	}
	s.search(st, depth+1)
}

// pollMask9: the instrumented solve looks at ctx and the clock every 1024
// nodes, a few hundred microseconds on a 9×9 grid.
const pollMask9 = 1023

// grid9 writes the single cells of c as a Grid (others 0).
func grid9(c *[81]uint16) []uint8 {
	out := make([]uint8, 81)
	for i, m := range c {
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

var Heur = 8

func pick9(st *state9) (int, int) {
	best, bw := 0, 10
	switch Heur {
	case 0:
		for i := range st.c {
			w := int(weight9[st.c[i]&all9])
			if w > 1 && w < bw {
				best, bw = i, w
				if w == 2 {
					break
				}
			}
		}
	case 1:
		for i := 80; i >= 0; i-- {
			w := int(weight9[st.c[i]&all9])
			if w > 1 && w < bw {
				best, bw = i, w
				if w == 2 {
					break
				}
			}
		}
	case 2, 3, 4, 5, 6:
		score := -1
		seen := 0
		K := [...]int{0, 0, 99, 99, 4, 8, 16}[Heur]
		for i := range st.c {
			w := int(weight9[st.c[i]&all9])
			if w > 1 && w <= bw {
				if w < bw {
					score = -1
				}
				bw = w
				sc := 0
				for _, p := range &peers9[i] {
					if Heur == 2 {
						if weight9[st.c[p]&all9] > 1 {
							sc++
						}
					} else if st.c[p]&st.c[i] != 0 {
						sc++
					}
				}
				if sc > score {
					score, best = sc, i
				}
				if w == 2 {
					seen++
					if seen >= K {
						break
					}
				}
			}
		}
	case 7:
		score := 99
		for i := range st.c {
			w := int(weight9[st.c[i]&all9])
			if w > 1 && w <= bw {
				if w < bw {
					score = 99
				}
				bw = w
				cu := &cellUnits9[i]
				sc := int(weight9[st.us[cu[0]]&all9]) + int(weight9[st.us[cu[1]]&all9]) + int(weight9[st.us[cu[2]]&all9])
				if sc < score {
					score, best = sc, i
				}
			}
		}
	case 8:
		score := -1
		seen := 0
		for i := range st.c {
			ci := st.c[i]
			w := int(weight9[ci&all9])
			if w > 1 && w <= bw {
				if w < bw {
					score = -1
				}
				bw = w
				sc := 0
				for _, p := range &peers9[i] {
					x := st.c[p] & ci
					sc += int((x | -x) >> 15)
				}
				if sc > score {
					score, best = sc, i
				}
				if w == 2 {
					seen++
					if seen >= 8 {
						break
					}
				}
			}
		}
	}
	return best, bw
}
