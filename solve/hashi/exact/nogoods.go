package exact

import (
	"cmp"
	"slices"
)

// The store of learnt nogoods (learn.go makes them): their watched
// literals, how they narrow the domains during propagation and at the
// root of a descent, and their thinning at restarts.

// reduceAt: the store is thinned at a restart once it holds this many
// literals per candidate edge.
var reduceAt = 64

// Between restarts the store is not thinned (the trail names nogoods by
// number), and a descent's node budget grows with the Luby sequence, the
// last descent (the search for a second solution) has none: so past
// fullAt times reduceAt literals per candidate edge, within minFull and
// maxFull literals, a descent learns nothing more until the next restart
// thins the store. On a dense 25×25 board a descent of 150,000 nodes
// stored 1.2 million literals, and later descents are longer; the store
// of the Coelho puzzles never comes near the bound.
const (
	fullAt  = 4
	minFull = 1 << 20
	maxFull = 1 << 23
)

// nogoods is the store: literal k of nogood c is edge lit[k] with the
// counts set[k], for k in start[c]..start[c+1]; the first two literals of
// a nogood are watched (watch[e] lists the nogoods watching edge e). A
// nogood needs attention only when a watched literal comes to hold.
type nogoods struct {
	start []int32
	lit   []int32
	set   []uint8
	watch [][]int32
	queue []int32 // narrowed edges whose watches are still to be visited
	fresh []int32 // nogoods learnt since the last propagation: checked whole
	// pend: the nogoods that hold but for one literal at level pendLvl
	// and below on the current path, where their watches (on literals
	// that hold) miss them: each child's propagation checks them whole
	// (recheck), until the search backs up past that level.
	pend, pendLvl []int32
	recheck       bool
	used          []int32   // per nogood: restarts since it last narrowed something
	maxLits       int       // the store's bound (see fullAt)
	full          int64     // nogoods not stored, the store being full
	count         int64     // nogoods learnt in all
	stats         [10]int64 // failures by reason; [8]: too long; [9] sum of lengths
	fired         int64     // narrowings they made
}

func (g *nogoods) init(m int) {
	g.start = []int32{0}
	g.maxLits = min(max(fullAt*reduceAt*m, minFull), maxFull)
	g.watch = make([][]int32, m)
}

func (g *nogoods) len(c int32) int32 { return g.start[c+1] - g.start[c] }

// holds says literal k holds in dom: no count outside its set is left.
func (g *nogoods) holds(dom []uint8, k int32) bool { return dom[g.lit[k]]&^g.set[k] == 0 }

// swap exchanges literals a and b (of one nogood).
func (g *nogoods) swap(a, b int32) {
	g.lit[a], g.lit[b] = g.lit[b], g.lit[a]
	g.set[a], g.set[b] = g.set[b], g.set[a]
}

// watchFirstTwo makes nogood c watched on its first two literals.
func (g *nogoods) watchFirstTwo(c int32) {
	k := g.start[c]
	g.watch[g.lit[k]] = append(g.watch[g.lit[k]], c)
	g.watch[g.lit[k+1]] = append(g.watch[g.lit[k+1]], c)
}

// backUp drops the pending nogoods of levels lvl and deeper: the search is
// back at level lvl-1, where one of their literals no longer holds, so the
// watches see them again.
func (g *nogoods) backUp(lvl int32) {
	n := 0
	for k, c := range g.pend {
		if g.pendLvl[k] < lvl {
			g.pend[n], g.pendLvl[n] = c, g.pendLvl[k]
			n++
		}
	}
	g.pend, g.pendLvl = g.pend[:n], g.pendLvl[:n]
}

// narrowed notes that edge e narrowed, for the nogoods watching it.
func (s *solver) narrowed(e int32) {
	if len(s.ng.watch[e]) > 0 {
		s.ng.queue = append(s.ng.queue, e)
	}
}

// nogoodRules visits the nogoods watching the narrowed edges, and checks
// the fresh ones whole. false: a contradiction.
func (s *solver) nogoodRules(dom []uint8) bool {
	g := &s.ng
	if g.recheck {
		g.recheck = false
		for _, c := range g.pend {
			if !s.checkNogood(dom, c) {
				return false
			}
		}
	}
	for len(g.fresh) > 0 {
		c := g.fresh[len(g.fresh)-1]
		g.fresh = g.fresh[:len(g.fresh)-1]
		if !s.checkNogood(dom, c) {
			return false
		}
	}
	for len(g.queue) > 0 {
		e := g.queue[len(g.queue)-1]
		g.queue = g.queue[:len(g.queue)-1]
		ws := g.watch[e]
		for j := 0; j < len(ws); {
			c := ws[j]
			k := g.start[c]
			if g.lit[k] != e {
				k++ // e is the second watch
			}
			if !g.holds(dom, k) {
				j++
				continue
			}
			// Look for another literal that does not hold, to watch.
			o := 2*g.start[c] + 1 - k // the other watch
			moved := false
			for x := g.start[c] + 2; x < g.start[c+1]; x++ {
				if !g.holds(dom, x) {
					g.swap(k, x)
					g.watch[g.lit[k]] = append(g.watch[g.lit[k]], c)
					ws[j] = ws[len(ws)-1]
					ws = ws[:len(ws)-1]
					moved = true
					break
				}
			}
			if moved {
				continue
			}
			j++
			if !s.assert(dom, c, o) {
				g.watch[e] = ws
				return false
			}
		}
		g.watch[e] = ws
	}
	return true
}

// checkNogood applies nogood c if all its literals but one hold.
func (s *solver) checkNogood(dom []uint8, c int32) bool {
	g := &s.ng
	open := int32(-1)
	for k := g.start[c]; k < g.start[c+1]; k++ {
		if !g.holds(dom, k) {
			if open >= 0 {
				return true
			}
			open = k
		}
	}
	if open < 0 {
		s.failAt(whyNogood, c, -1)
		return false
	}
	return s.assert(dom, c, open)
}

// assert makes literal k of nogood c fail, the others holding: its counts
// are removed from its edge.
func (s *solver) assert(dom []uint8, c, k int32) bool {
	g := &s.ng
	e := g.lit[k]
	if dom[e]&^g.set[k] == dom[e] {
		return true // already fails
	}
	g.used[c] = 0
	g.fired++
	s.why, s.whyArg = whyNogood, c
	return s.restrict(dom, e, dom[e]&^g.set[k])
}

// reduce forgets, at a restart, the nogoods that have narrowed nothing for
// a while once there are many, so that the store's cost stays below what
// it saves (short ones are kept: they apply most often). The trail must be
// empty: its entries name nogoods by number.
func (s *solver) reduce() {
	g := &s.ng
	g.pend, g.pendLvl = g.pend[:0], g.pendLvl[:0] // they name nogoods by number
	nc := int32(len(g.start) - 1)
	for c := int32(0); c < nc; c++ {
		g.used[c]++
	}
	if len(g.lit) < reduceAt*s.m {
		return
	}
	// Keep the short ones, then those that narrowed something lately,
	// shortest first, up to half the limit.
	order := make([]int32, nc)
	for c := range order {
		order[c] = int32(c)
	}
	score := func(c int32) int32 { return min(g.used[c], 8)*256 + g.len(c) }
	slices.SortFunc(order, func(a, b int32) int { return cmp.Compare(score(a), score(b)) })
	keep := make([]bool, nc)
	budget := reduceAt * s.m / 2
	for _, c := range order {
		if g.len(c) <= 3 || budget > 0 {
			keep[c] = true
			budget -= int(g.len(c))
		}
	}
	start, lit, set, used := []int32{0}, g.lit[:0:0], g.set[:0:0], g.used[:0]
	for c := int32(0); c < nc; c++ {
		if !keep[c] {
			continue
		}
		lit = append(lit, g.lit[g.start[c]:g.start[c+1]]...)
		set = append(set, g.set[g.start[c]:g.start[c+1]]...)
		start = append(start, int32(len(lit)))
		used = append(used, g.used[c])
	}
	g.start, g.lit, g.set, g.used = start, lit, set, used
}

// rootNogoods applies the store to the root of a descent: each nogood
// watches two literals that do not hold there (so that the watches miss
// nothing below it), one with a single such literal has it fail at the
// root for good, and one with none proves the root contradictory (false).
func (s *solver) rootNogoods(root []uint8) bool {
	g := &s.ng
	for e := range g.watch {
		g.watch[e] = g.watch[e][:0]
	}
	g.fresh, g.queue = g.fresh[:0], g.queue[:0]
	g.pend, g.pendLvl = g.pend[:0], g.pendLvl[:0]
	s.why, s.whyArg = whyGlobal, -1
	for again := true; again; {
		again = false
		for c := int32(0); c < int32(len(g.start)-1); c++ {
			w := g.start[c] // the next watch position
			for k := w; k < g.start[c+1] && w < g.start[c]+2; k++ {
				if !g.holds(root, k) {
					g.swap(k, w)
					w++
				}
			}
			switch w - g.start[c] {
			case 0:
				return false
			case 1:
				k := g.start[c]
				if root[g.lit[k]]&^g.set[k] != root[g.lit[k]] {
					if !s.restrict(root, g.lit[k], root[g.lit[k]]&^g.set[k]) || !s.propagate(root) {
						return false
					}
					again = true // other nogoods may hold more now
				}
			}
		}
	}
	for c := int32(0); c < int32(len(g.start)-1); c++ {
		if g.len(c) >= 2 {
			g.watchFirstTwo(c)
		}
	}
	return true
}
