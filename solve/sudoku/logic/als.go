package logic

import (
	"math/bits"
	"slices"

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

// alsZ adds to st the eliminations of digit z from the cells (outside
// the sets) that see every z of every set.
func alsZ(s *state, st *step, z int, sets ...*alsSet) {
	t := s.t
	for w := range sets[0].seen[z] {
		m := ^uint64(0)
		for _, a := range sets {
			m &= a.seen[z][w] &^ a.set[w]
		}
		for ; m != 0; m &= m - 1 {
			if c := w*64 + bits.TrailingZeros64(m); c < t.NN {
				st.eliminate(s, c, 1<<z)
			}
		}
	}
}

// alsXYWing: three ALS, C linked to A by a restricted common x and to B
// by another, y. If A lacks z, it holds x, so C lacks x and holds y, so B
// lacks y and holds z: z is in A or in B, so it leaves every cell that
// sees all the z cells of both.
func alsXYWing(s *state, st *step) bool {
	sets := s.memo.alsSets(s)
	type link struct {
		to  int
		rcc uint64
	}
	adj := make([][]link, len(sets))
	for i := range sets {
		for j := i + 1; j < len(sets); j++ {
			A, B := &sets[i], &sets[j]
			common := A.mask & B.mask
			if common == 0 || !disjoint(A.set, B.set) {
				continue
			}
			var rcc uint64
			for xm := common; xm != 0; xm &= xm - 1 {
				if x := bits.TrailingZeros64(xm); restricted(A, B, x) {
					rcc |= 1 << x
				}
			}
			if rcc != 0 {
				adj[i] = append(adj[i], link{j, rcc})
				adj[j] = append(adj[j], link{i, rcc})
			}
		}
	}
	for ci := range sets {
		C := &sets[ci]
		for p, la := range adj[ci] {
			for _, lb := range adj[ci][p+1:] {
				A, B := &sets[la.to], &sets[lb.to]
				common := A.mask & B.mask
				if common == 0 || !disjoint(A.set, B.set) {
					continue
				}
				for xm := la.rcc; xm != 0; xm &= xm - 1 {
					x := bits.TrailingZeros64(xm)
					for ym := lb.rcc &^ (1 << x); ym != 0; ym &= ym - 1 {
						y := bits.TrailingZeros64(ym)
						st.reset(tALSXYWing)
						for zm := common &^ (1<<x | 1<<y); zm != 0; zm &= zm - 1 {
							alsZ(s, st, bits.TrailingZeros64(zm), A, B)
						}
						if len(st.elim) == 0 {
							continue
						}
						st.cells = append(append(append(st.cells, A.cells...), B.cells...), C.cells...)
						st.units = append(st.units, A.unit, B.unit, C.unit)
						st.hintUnits = append(st.hintUnits, C.unit)
						st.count, st.refuted = len(A.cells), len(B.cells)
						st.where, st.what = x+1, y+1
						st.digits = 1<<x | 1<<y
						if st.ok() {
							return true
						}
					}
				}
			}
		}
	}
	return false
}

// maxPetals bounds the ALS tried per digit of a death blossom's stem.
const maxPetals = 40

// maxStem bounds the candidates of a death blossom's stem cell, and the
// places of its digit in a unit for a unit stem.
const maxStem = 4

// deathBlossom: a stem cell with two to four candidates, and for each
// of them an ALS (a petal) whose cells holding it all see the stem. The
// stem holds one, which leaves that petal, which then holds all its other
// digits: a digit z of every petal (not of the stem) is in one of them,
// so it leaves every cell that sees all their z cells. Petals may share
// cells: only the petal of the stem's digit is sure to hold z. Then the
// same with a unit's places of a digit as the stem (deathBlossomUnit).
func deathBlossom(s *state, st *step) bool {
	t := s.t
	sets := s.memo.alsSets(s)
	var petals [64][]int
	for stem, v := range s.val {
		sm := s.cand[stem]
		k := bits.OnesCount64(sm)
		if v != 0 || k < 2 || k > maxStem {
			continue
		}
		var ds []int
		for m := sm; m != 0; m &= m - 1 {
			d := bits.TrailingZeros64(m)
			ds = append(ds, d)
			petals[d] = petals[d][:0]
			for i := range sets {
				a := &sets[i]
				if a.mask&(1<<d) == 0 || a.mask&^sm == 0 || a.set[stem/64]&(1<<(stem%64)) != 0 {
					continue
				}
				if a.seen[d][stem/64]&(1<<(stem%64)) == 0 || len(petals[d]) >= maxPetals {
					continue // a d cell of the petal does not see the stem
				}
				petals[d] = append(petals[d], i)
			}
		}
		var pick [maxStem]int
		var try func(i int, zs uint64) bool
		try = func(i int, zs uint64) bool {
			if zs == 0 {
				return false
			}
			if i == len(ds) {
				st.reset(tDeathBlossom)
				var ps []*alsSet
				for j := range ds {
					ps = append(ps, &sets[pick[j]])
				}
				for zm := zs; zm != 0; zm &= zm - 1 {
					alsZ(s, st, bits.TrailingZeros64(zm), ps...)
				}
				if len(st.elim) == 0 {
					return false
				}
				st.cells = append(st.cells, stem)
				for _, p := range ps {
					st.cells = append(st.cells, p.cells...)
					st.units = append(st.units, p.unit)
				}
				st.cells = uniqueCells(st.cells)
				st.hintCells = append(st.hintCells, stem)
				st.digits = sm
				st.where = stem
				return st.ok()
			}
			for _, pi := range petals[ds[i]] {
				p := &sets[pi]
				if slices.Contains(pick[:i], pi) {
					continue
				}
				pick[i] = pi
				if try(i+1, zs&p.mask) {
					return true
				}
			}
			return false
		}
		if try(0, t.full&^sm) {
			return true
		}
	}
	return deathBlossomUnit(s, st, sets)
}

// uniqueCells drops the repeats of cs (petals may share cells), in place.
func uniqueCells(cs []int) []int {
	out := cs[:0]
	for _, c := range cs {
		if !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}

// deathBlossomUnit is the death blossom whose stem is a digit x's two to
// four places in a unit: for each place, a petal (an ALS, without that
// cell) whose x cells all see it. x goes in one place, which takes x from
// that petal, which then holds all its other digits: a digit z of every
// petal is in one of them and leaves every cell that sees all their z
// cells.
func deathBlossomUnit(s *state, st *step, sets []alsSet) bool {
	t := s.t
	N := t.N
	words := (t.NN + 63) / 64
	peerSet := s.memo.peers(t)
	candSet := make([][]uint64, N)
	for d := range candSet {
		candSet[d] = make([]uint64, words)
	}
	for c, v := range s.val {
		if v != 0 {
			continue
		}
		for m := s.cand[c]; m != 0; m &= m - 1 {
			candSet[bits.TrailingZeros64(m)][c/64] |= 1 << (c % 64)
		}
	}
	// elim[i][z]: the cells that may lose z once petals 0..i−1 are picked
	var elim [maxStem + 1][][]uint64
	for i := range elim {
		elim[i] = make([][]uint64, N)
		for z := range elim[i] {
			elim[i][z] = make([]uint64, words)
		}
	}
	var petals [maxStem][]int
	var places [maxStem]int
	var pick [maxStem]int
	for _, u := range t.unitOrder {
		unit := t.units[u]
		for x := 0; x < N; x++ {
			mask, done := unitPlaces(s, unit, 1<<x)
			k := bits.OnesCount64(mask)
			if done || k < 2 || k > maxStem || s.stopped() {
				continue
			}
			i := 0
			for w := mask; w != 0; w &= w - 1 {
				places[i] = unit[bits.TrailingZeros64(w)]
				i++
			}
			ok := true
			for i := 0; i < k && ok; i++ {
				p := places[i]
				petals[i] = petals[i][:0]
				for j := range sets {
					a := &sets[j]
					if a.mask&(1<<x) == 0 || a.set[p/64]&(1<<(p%64)) != 0 || !subset(a.where[x], peerSet[p]) {
						continue
					}
					if len(petals[i]) < maxPetals {
						petals[i] = append(petals[i], j)
					}
				}
				ok = len(petals[i]) > 0
			}
			if !ok {
				continue
			}
			for z := 0; z < N; z++ {
				copy(elim[0][z], candSet[z])
			}
			var try func(i int, zs uint64) bool
			try = func(i int, zs uint64) bool {
				if i == k {
					st.reset(tDeathBlossom)
					ps := make([]*alsSet, k)
					for j := range ps {
						ps[j] = &sets[pick[j]]
					}
					for zm := zs; zm != 0; zm &= zm - 1 {
						alsZ(s, st, bits.TrailingZeros64(zm), ps...)
					}
					if len(st.elim) == 0 {
						return false
					}
					for _, p := range ps {
						st.cells = append(st.cells, p.cells...)
						st.units = append(st.units, p.unit)
					}
					st.cells = uniqueCells(st.cells)
					st.hintUnits = append(st.hintUnits, u)
					st.hintCells = append(st.hintCells, places[:k]...)
					st.digits = 1 << x
					st.what, st.where = 1, u
					return st.ok()
				}
				for _, j := range petals[i] {
					a := &sets[j]
					left := uint64(0)
					for zm := zs & a.mask; zm != 0; zm &= zm - 1 {
						z := bits.TrailingZeros64(zm)
						any := uint64(0)
						for w := 0; w < words; w++ {
							e := elim[i][z][w] & a.seen[z][w] &^ a.set[w]
							elim[i+1][z][w] = e
							any |= e
						}
						if any != 0 {
							left |= 1 << z
						}
					}
					if left == 0 {
						continue
					}
					pick[i] = j
					if try(i+1, left) {
						return true
					}
				}
				return false
			}
			if try(0, t.full&^(1<<x)) {
				return true
			}
		}
	}
	return false
}
