package logic

import (
	"math/bits"
	"slices"
)

// Franken and mutant fish, as HoDoKu defines them: a fish whose base
// and cover sets are drawn from rows, columns and boxes alike.
//
// A digit has exactly one place in each base set. When the base sets'
// places (their candidates for the digit) all lie in the cover sets, and
// no place is in two base sets, the k base sets need k different cells,
// all in the k cover sets, each of which holds the digit once at most: so
// each cover set holds exactly one of them, once. The digit then leaves
// every other cell of the cover sets, and every cell of the pattern that
// lies in two cover sets (cannibalism).
//
// Fins are the base places outside the cover sets, and the endo-fins the
// places in two base sets (they could count twice). Either a fin holds
// the digit, or none does and the fish stands: the eliminations then
// keep to the cells that see every fin.
//
// Franken: the base takes rows and boxes and the cover columns and
// boxes, or columns and boxes against rows and boxes, a box among them
// (a Franken X-Wing degenerates into locked candidates: sizes 3 and 4).
// Mutant: any other mix, rows and columns on one side (sizes 2 to 4).
// Rows against columns alone are the plain fish, found earlier; they are
// never reported here.

// The kinds of unit, as bits: a set's kinds are the or of its units'.
const (
	kindRow = 1 << iota
	kindCol
	kindBox
)

// The sizes looked for: Franken fish up to Jellyfish, mutant fish up to
// Swordfish (a mutant Jellyfish's search, every mix of four units against
// four, costs several times the rest together); and one fin, an endo-fin
// or one outside the cover. The search runs on every Hint that gets past
// the ALS chain, so its cost is the Hint's there: on top1465's positions
// that reach it, the four searches take 12 ms of CPU with one fin, 36 ms
// with two (which finish 12 puzzles more by patterns instead of 5), where
// the cell forcing net that follows takes 0.1 ms.
const (
	maxFishSize = 4
	frankenSize = 4
	mutantSize  = 3
	maxFishFins = 1
)

// frankenFish, finnedFrankenFish, mutantFish and finnedMutantFish are
// the four techniques' searches.
func frankenFish(s *state, st *step) bool { return generalFish(s, st, tFrankenFish, false, false) }
func finnedFrankenFish(s *state, st *step) bool {
	return generalFish(s, st, tFinnedFrankenFish, false, true)
}
func mutantFish(s *state, st *step) bool { return generalFish(s, st, tMutantFish, true, false) }
func finnedMutantFish(s *state, st *step) bool {
	return generalFish(s, st, tFinnedMutantFish, true, true)
}

// generalFishTech says whether technique i is a Franken or mutant fish.
func generalFishTech(i int) bool {
	return i == tFrankenFish || i == tFinnedFrankenFish || i == tMutantFish || i == tFinnedMutantFish
}

// gfish is one search: a digit's places in bitsets over the cells, and
// the sets chosen so far, level by level.
type gfish struct {
	s              *state
	t              *topo
	st             *step
	tech           int
	mutant, finned bool
	k, maxFins     int
	w              int    // words per cell set
	bit            uint64 // the digit
	places         []uint64
	unit           [][]uint64 // each unit's places (nil: the digit is placed there, or no place)
	bufs           [][]uint64 // the units' sets' room
	bases          []int      // the units a base may take: two places or more
	inBase         []bool     // the units of the base now
	zero           []uint64
	base, cover    []int
	baseKinds      int
	coverKinds     int
	// per base depth: the base places (union), the endo-fins
	bU, bE [][]uint64
	// per cover level: covered cells, cells covered twice, declared fins
	// (outside the cover), the cells that see every fin so far
	cC, cC2, cD, cT [][]uint64
	nf              []int // fins per cover level, endo-fins included
}

func generalFish(s *state, st *step, tech int, mutant, finned bool) bool {
	t := s.t
	g := &gfish{s: s, t: t, st: st, tech: tech, mutant: mutant, finned: finned}
	if finned {
		g.maxFins = maxFishFins
	}
	g.w = (t.NN + 63) / 64
	levels := maxFishSize + maxFishFins + 2
	flat := make([]uint64, g.w*(1+3*t.N+2*(maxFishSize+1)+4*levels))
	next := func() []uint64 {
		b := flat[:g.w:g.w]
		flat = flat[g.w:]
		return b
	}
	g.places = next()
	g.unit, g.bufs = make([][]uint64, 3*t.N), make([][]uint64, 3*t.N)
	for u := range g.bufs {
		g.bufs[u] = next()
	}
	for i := 0; i <= maxFishSize; i++ {
		g.bU, g.bE = append(g.bU, next()), append(g.bE, next())
	}
	for i := 0; i < levels; i++ {
		g.cC, g.cC2, g.cD, g.cT = append(g.cC, next()), append(g.cC2, next()), append(g.cD, next()), append(g.cT, next())
	}
	g.nf = make([]int, levels)
	g.inBase = make([]bool, 3*t.N)
	g.zero = make([]uint64, g.w)
	g.base, g.cover = make([]int, maxFishSize), make([]int, maxFishSize)
	low := 3
	if mutant {
		low = 2
	}
	high := frankenSize
	if mutant {
		high = mutantSize
	}
	for k := low; k <= high; k++ {
		g.k = k
		for d := 0; d < t.N; d++ {
			if s.stopped() {
				return false
			}
			if g.digit(uint64(1)<<uint(d)) && g.baseDFS(0, 0) {
				return true
			}
		}
	}
	return false
}

// digit loads digit bit's places; false when too few units hold it for
// a fish of size k.
func (g *gfish) digit(bit uint64) bool {
	s, t := g.s, g.t
	g.bit = bit
	clear(g.places)
	for c, v := range s.val {
		if v == 0 && s.cand[c]&bit != 0 {
			g.places[c>>6] |= 1 << uint(c&63)
		}
	}
	g.bases = g.bases[:0]
	for u, cells := range t.units {
		g.unit[u] = nil
		n, placed := 0, false
		for _, c := range cells {
			if s.val[c] != 0 {
				placed = placed || s.cand[c] == bit
			} else if s.cand[c]&bit != 0 {
				n++
			}
		}
		if placed || n == 0 {
			continue
		}
		set := g.bufs[u]
		clear(set)
		for _, c := range cells {
			if s.val[c] == 0 && s.cand[c]&bit != 0 {
				set[c>>6] |= 1 << uint(c&63)
			}
		}
		g.unit[u] = set
		if n >= 2 {
			g.bases = append(g.bases, u)
		}
	}
	return len(g.bases) >= g.k
}

func (g *gfish) kindOf(u int) int { return 1 << uint(u/g.t.N) }

// baseDFS chooses base set i among g.bases[from:].
func (g *gfish) baseDFS(i, from int) bool {
	if i == g.k {
		return g.coverStart()
	}
	B, E := g.bU[i], g.bE[i]
	if i == 0 {
		clear(B)
		clear(E)
		g.baseKinds = 0
	}
	nB, nE := g.bU[i+1], g.bE[i+1]
	kinds := g.baseKinds
	for x := from; x <= len(g.bases)-(g.k-i); x++ {
		u := g.bases[x]
		ku := g.kindOf(u)
		if !g.mutant && (kinds|ku)&(kindRow|kindCol) == kindRow|kindCol {
			continue // a Franken base keeps to one kind of line
		}
		U := g.unit[u]
		endo := 0
		for w := range U {
			nE[w] = E[w] | B[w]&U[w]
			nB[w] = B[w] | U[w]
			endo += bits.OnesCount64(nE[w])
		}
		if endo > g.maxFins {
			continue
		}
		g.base[i] = u
		g.baseKinds = kinds | ku
		g.inBase[u] = true
		// the base so far already spreads over too many covers and fins
		found := (i+1 == g.k || !g.spread(nB, g.zero, g.zero, nE, g.k+g.maxFins-endo)) && g.baseDFS(i+1, x+1)
		g.inBase[u] = false
		if found {
			return true
		}
	}
	g.baseKinds = kinds
	return false
}

// coverStart sets up the cover search of the base g.base: the endo-fins
// are fins from the start.
func (g *gfish) coverStart() bool {
	E := g.bE[g.k]
	C, C2, D, T := g.cC[0], g.cC2[0], g.cD[0], g.cT[0]
	clear(C)
	clear(C2)
	clear(D)
	g.nf[0] = 0
	g.coverKinds = 0
	for w, m := range E {
		for ; m != 0; m &= m - 1 {
			c := w<<6 | bits.TrailingZeros64(m)
			if !g.addFin(T, T, c, g.nf[0]) {
				return false
			}
			g.nf[0]++
		}
	}
	if g.spread(g.bU[g.k], C, D, E, g.k+g.maxFins-g.nf[0]) {
		return false
	}
	return g.coverDFS(0, 0, unitMask{})
}

// addFin narrows to (into) the places that see fin c as well as every
// fin before it (from; the first fin starts from its peers); false when
// none is left, where no elimination can be.
func (g *gfish) addFin(into, from []uint64, c, before int) bool {
	t := g.t
	if before == 0 {
		clear(into)
		for _, p := range t.peers[c] {
			if g.places[p>>6]&(1<<uint(p&63)) != 0 {
				into[p>>6] |= 1 << uint(p&63)
			}
		}
	} else {
		for w, m := range from {
			keep := uint64(0)
			for mm := m; mm != 0; mm &= mm - 1 {
				p := w<<6 | bits.TrailingZeros64(mm)
				if t.sees(c, p) {
					keep |= 1 << uint(p&63)
				}
			}
			into[w] = keep
		}
	}
	for _, m := range into {
		if m != 0 {
			return true
		}
	}
	return false
}

// spread reports whether more than limit cells of B, outside C, D and E, lie pairwise in
// no unit outside the base (greedily counted): each of those needs a
// cover of its own or is a fin, so no fish can be made of them.
func (g *gfish) spread(B, C, D, E []uint64, limit int) bool {
	t := g.t
	total := 0
	for w := range B {
		total += bits.OnesCount64(B[w] &^ C[w] &^ D[w] &^ E[w])
	}
	if total <= limit {
		return false
	}
	var used unitMask // the units outside the base of the cells counted
	n := 0
	for w := range B {
		for mm := B[w] &^ C[w] &^ D[w] &^ E[w]; mm != 0; mm &= mm - 1 {
			cu := &t.cellUnits[w<<6|bits.TrailingZeros64(mm)]
			if used.has(cu[0]) || used.has(cu[1]) || used.has(cu[2]) {
				continue
			}
			if n == limit {
				return true
			}
			n++
			for _, u := range cu {
				if !g.inBase[u] {
					used.add(u)
				}
			}
		}
	}
	return false
}

// coverAllowed says whether a cover set of kind ku fits the shape looked
// for: a Franken fish's cover keeps to the line its base does not use
// (to one kind of line when the base is boxes alone).
func (g *gfish) coverAllowed(ku int) bool {
	if g.mutant || ku == kindBox {
		return true
	}
	if g.baseKinds&ku != 0 {
		return false
	}
	return (g.coverKinds|ku)&(kindRow|kindCol) != kindRow|kindCol
}

// unitMask is a set of unit indexes (3N ≤ 108 of them).
type unitMask [2]uint64

func (m unitMask) has(u int) bool { return m[u>>6]&(1<<uint(u&63)) != 0 }
func (m *unitMask) add(u int)     { m[u>>6] |= 1 << uint(u&63) }

// coverDFS chooses cover set j at level lvl: the first base place not
// covered yet (nor a fin) is covered by one of its units, or (finned) is
// a fin. Each cover is found once: a branch leaves out the units its
// earlier siblings took (skip), and a fin's units.
func (g *gfish) coverDFS(j, lvl int, skip unitMask) bool {
	t := g.t
	B, E := g.bU[g.k], g.bE[g.k]
	C, C2, D, T := g.cC[lvl], g.cC2[lvl], g.cD[lvl], g.cT[lvl]
	x := -1
	for w := range B {
		if m := B[w] &^ C[w] &^ D[w] &^ E[w]; m != 0 {
			x = w<<6 | bits.TrailingZeros64(m)
			break
		}
	}
	if j == g.k {
		return g.leaf(lvl, x)
	}
	if x < 0 {
		return false // fewer covers do: that fish is of a smaller size
	}
	if g.spread(B, C, D, E, g.k-j+g.maxFins-g.nf[lvl]) {
		return false
	}
	nC, nC2, nD, nT := g.cC[lvl+1], g.cC2[lvl+1], g.cD[lvl+1], g.cT[lvl+1]
	kinds := g.coverKinds
	for _, u := range t.cellUnits[x] {
		U := g.unit[u]
		ku := g.kindOf(u)
		if U == nil || skip.has(u) || g.inBase[u] || !g.coverAllowed(ku) || j == g.k-1 && !g.shapeFits(kinds|ku) {
			continue
		}
		clash := false
		for w := range U {
			clash = clash || U[w]&D[w] != 0
		}
		if clash {
			continue // it would cover a cell taken as a fin
		}
		for w := range U {
			nC2[w] = C2[w] | C[w]&U[w]
			nC[w] = C[w] | U[w]
		}
		copy(nD, D)
		copy(nT, T)
		g.nf[lvl+1] = g.nf[lvl]
		g.cover[j] = u
		g.coverKinds = kinds | ku
		if g.coverDFS(j+1, lvl+1, skip) {
			return true
		}
		skip.add(u)
	}
	g.coverKinds = kinds
	if g.nf[lvl] < g.maxFins {
		copy(nC, C)
		copy(nC2, C2)
		copy(nD, D)
		nD[x>>6] |= 1 << uint(x&63)
		if g.addFin(nT, T, x, g.nf[lvl]) {
			g.nf[lvl+1] = g.nf[lvl] + 1
			return g.coverDFS(j, lvl+1, skip)
		}
	}
	return false
}

// leaf judges the fish of base g.base and cover g.cover at level lvl; x
// is the first base place left uncovered (−1 none): with the rest, a fin.
func (g *gfish) leaf(lvl, x int) bool {
	B, E := g.bU[g.k], g.bE[g.k]
	C, C2, T := g.cC[lvl], g.cC2[lvl], g.cT[lvl]
	nf := g.nf[lvl]
	if x >= 0 {
		// the uncovered places are fins too
		if !g.finned || lvl+1 >= len(g.cC) {
			return false
		}
		nT := g.cT[lvl+1]
		from := T
		for w := range B {
			for m := B[w] &^ C[w] &^ g.cD[lvl][w] &^ E[w]; m != 0; m &= m - 1 {
				if nf >= g.maxFins {
					return false
				}
				if !g.addFin(nT, from, w<<6|bits.TrailingZeros64(m), nf) {
					return false
				}
				from = nT
				nf++
			}
		}
		T = nT
	}
	if g.finned != (nf > 0) {
		return false
	}
	if !g.shapeFits(g.coverKinds) {
		return false
	}
	// fins: endo-fins and every base place outside the cover
	st, s := g.st, g.s
	st.reset(g.tech)
	found := false
	for w := range B {
		fins := E[w] | B[w]&^C[w]
		m := C[w]&^B[w] | C2[w]&B[w]&^fins
		if nf > 0 {
			m &= T[w]
		}
		found = found || m != 0
	}
	if !found {
		return false
	}
	for w := range B {
		fins := E[w] | B[w]&^C[w]
		m := C[w]&^B[w] | C2[w]&B[w]&^fins
		if nf > 0 {
			m &= T[w]
		}
		for ; m != 0; m &= m - 1 {
			st.eliminate(s, w<<6|bits.TrailingZeros64(m), g.bit)
		}
	}
	st.digits = g.bit
	base := append([]int(nil), g.base[:g.k]...)
	cover := append([]int(nil), g.cover[:g.k]...)
	slices.Sort(cover)
	st.units = append(append(st.units, base...), cover...)
	st.hintUnits = append(st.hintUnits, base...)
	cells := func(pick func(w int) uint64) {
		for w := range B {
			for m := pick(w); m != 0; m &= m - 1 {
				st.cells = append(st.cells, w<<6|bits.TrailingZeros64(m))
			}
		}
	}
	cells(func(w int) uint64 { return B[w] & C[w] &^ E[w] })
	st.count = len(st.cells) // the fish's cells; the fins follow
	cells(func(w int) uint64 { return B[w] &^ C[w] &^ E[w] })
	st.where = len(st.cells) // the endo-fins follow
	cells(func(w int) uint64 { return E[w] })
	st.what = g.k
	return st.ok()
}

// shapeFits says whether the base's kinds and the cover's, c, make the fish looked
// for: rows against columns alone are a plain fish; Franken keeps rows
// and columns apart, a box among its sets; mutant is any other mix.
func (g *gfish) shapeFits(c int) bool {
	b := g.baseKinds
	if b == kindRow && c == kindCol || b == kindCol && c == kindRow {
		return false
	}
	franken := b&kindCol == 0 && c&kindRow == 0 || b&kindRow == 0 && c&kindCol == 0
	return franken != g.mutant
}
