package logic

import (
	"math/bits"

	"grille/solve/sudoku"
)

// Almost locked sets (ALS): n cells of one unit whose candidates together
// are n+1 digits. Take one digit away and the n cells hold the n others.
//
// ALS-XZ: two ALS A and B with a restricted common digit x (every x of A
// sees every x of B: they cannot both hold x) and another common digit
// z. One of the two is without x, so it is locked and holds z somewhere:
// z leaves every cell that sees all the z cells of both.

// alsSet is one almost locked set.
type alsSet struct {
	cells []int
	set   []uint64
	mask  uint64     // its digits
	where [][]uint64 // per digit: its cells holding it
	seen  [][]uint64 // per digit: the cells that see all of those
	unit  int
}

// maxALS bounds an ALS's cells beyond 9×9, where a unit's subsets are many.
const maxALS = 3

// findALS lists the position's ALS, each once (a cell set found in two
// units is kept once).
func findALS(s *state, peerSet [][]uint64) []alsSet {
	t := s.t
	words := (t.NN + 63) / 64
	var out []alsSet
	have := map[string]bool{}
	var key []byte
	empty := make([]int, 0, t.N)
	for _, u := range t.unitOrder {
		empty = empty[:0]
		for _, c := range t.units[u] {
			if s.val[c] == 0 {
				empty = append(empty, c)
			}
		}
		m := len(empty)
		maxK := m - 1
		if t.N > 9 {
			maxK = min(maxK, maxALS)
		}
		if m > 20 {
			continue
		}
		for sub := uint32(1); sub < 1<<m; sub++ {
			k := bits.OnesCount32(sub)
			if k > maxK {
				continue
			}
			var union uint64
			for w := sub; w != 0; w &= w - 1 {
				union |= s.cand[empty[bits.TrailingZeros32(w)]]
			}
			if bits.OnesCount64(union) != k+1 {
				continue
			}
			a := alsSet{set: make([]uint64, words), mask: union, unit: u,
				where: make([][]uint64, t.N), seen: make([][]uint64, t.N)}
			for w := sub; w != 0; w &= w - 1 {
				c := empty[bits.TrailingZeros32(w)]
				a.cells = append(a.cells, c)
				a.set[c/64] |= 1 << (c % 64)
			}
			key = key[:0]
			for _, w := range a.set {
				for i := 0; i < 8; i++ {
					key = append(key, byte(w>>(8*i)))
				}
			}
			if have[string(key)] {
				continue
			}
			have[string(key)] = true
			for dm := union; dm != 0; dm &= dm - 1 {
				d := bits.TrailingZeros64(dm)
				a.where[d] = make([]uint64, words)
				a.seen[d] = make([]uint64, words)
				for i := range a.seen[d] {
					a.seen[d][i] = ^uint64(0)
				}
				for _, c := range a.cells {
					if s.cand[c]&(1<<d) != 0 {
						a.where[d][c/64] |= 1 << (c % 64)
						for i := range a.seen[d] {
							a.seen[d][i] &= peerSet[c][i]
						}
					}
				}
			}
			out = append(out, a)
		}
	}
	return out
}

// memo is what the finders of one search share (state.memo).
type memo struct {
	als      []alsSet
	alsOK    bool
	graph    *aicGraph
	peerSets [][]uint64
}

func (m *memo) drop() { m.als, m.alsOK, m.graph = nil, false, nil }

func (m *memo) peers(t *topo) [][]uint64 {
	if m.peerSets == nil || len(m.peerSets) != t.NN {
		m.peerSets = peerSets(t)
	}
	return m.peerSets
}

func (m *memo) alsSets(s *state) []alsSet {
	if !m.alsOK {
		m.als, m.alsOK = findALS(s, m.peers(s.t)), true
	}
	return m.als
}

func (m *memo) aicGraph(s *state) *aicGraph {
	if m.graph == nil {
		m.graph = newAICGraph(s)
	}
	return m.graph
}

// peerSets is each cell's peers as a bitset.
func peerSets(t *topo) [][]uint64 {
	words := (t.NN + 63) / 64
	ps := make([][]uint64, t.NN)
	for c := range ps {
		ps[c] = make([]uint64, words)
		for _, p := range t.peers[c] {
			ps[c][p/64] |= 1 << (p % 64)
		}
	}
	return ps
}

func subset(a, b []uint64) bool {
	for i := range a {
		if a[i]&^b[i] != 0 {
			return false
		}
	}
	return true
}

func disjoint(a, b []uint64) bool {
	for i := range a {
		if a[i]&b[i] != 0 {
			return false
		}
	}
	return true
}

// restricted reports whether digit d is a restricted common of A and B:
// in both, and every d of one sees every d of the other.
func restricted(A, B *alsSet, d int) bool {
	return A.mask&B.mask&(1<<d) != 0 && subset(B.where[d], A.seen[d])
}

// alsXZ: two ALS with a restricted common x and another common z.
func alsXZ(s *state, st *step) bool {
	t := s.t
	sets := s.memo.alsSets(s)
	for i := range sets {
		A := &sets[i]
		for j := i + 1; j < len(sets); j++ {
			B := &sets[j]
			common := A.mask & B.mask
			if bits.OnesCount64(common) < 2 || !disjoint(A.set, B.set) {
				continue
			}
			for xm := common; xm != 0; xm &= xm - 1 {
				x := bits.TrailingZeros64(xm)
				if !restricted(A, B, x) {
					continue
				}
				st.reset(tALSXZ)
				for zm := common &^ (1 << x); zm != 0; zm &= zm - 1 {
					z := bits.TrailingZeros64(zm)
					for w := range A.seen[z] {
						m := A.seen[z][w] & B.seen[z][w] &^ A.set[w] &^ B.set[w]
						for ; m != 0; m &= m - 1 {
							if c := w*64 + bits.TrailingZeros64(m); c < t.NN {
								st.eliminate(s, c, 1<<z)
							}
						}
					}
				}
				if len(st.elim) == 0 {
					continue
				}
				st.cells = append(append(st.cells, A.cells...), B.cells...)
				st.count = len(A.cells)
				st.units = append(st.units, A.unit, B.unit)
				st.hintUnits = append(st.hintUnits, A.unit, B.unit)
				st.digits = 1 << x
				st.where = x + 1
				for _, a := range A.cells {
					for _, b := range B.cells {
						if s.cand[a]&s.cand[b]&(1<<x) != 0 {
							st.links = append(st.links, sudoku.Link{From: cand(a, x+1), To: cand(b, x+1)})
						}
					}
				}
				if st.ok() {
					return true
				}
			}
		}
	}
	return false
}
