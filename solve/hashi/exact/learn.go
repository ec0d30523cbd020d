package exact

import "slices"

// Nogood learning. On the Coelho et al. set the slow puzzles spent their
// time rediscovering, after every restart, the same local dead ends: most
// contradictions are an island sum that cannot be met, caused by a few
// decisions on nearby bridges. So when a branch fails, its reasons are
// traced back along the trail (the same reasons backjumping reads) to the
// first point where one narrowing of this decision's level explains the
// whole failure (the "first unique implication point" of SAT solvers), and
// what was true then is kept as a nogood: a set of literals "the counts
// still possible on edge e are among D" that cannot all hold at once. The
// nogoods outlive the branch and the restarts, and are applied like the
// other rules: when all their literals but one hold, the last one's counts
// are removed from its edge.
//
// The island-sum, crossing and nogood rules are traced through by their
// reasons as recorded; isolation and connectivity by reasons rebuilt from
// the trail (a closed group's sure edges, the edges ruled out across a
// cut: markGroup, markCut). A narrowing made by a decision or by probing
// is kept as it is, as a literal: the nogood then says that this domain
// and the others lead to a contradiction by the rules, which is as sound
// and merely less general.

// maxNogood is the longest nogood kept: long ones seldom apply again and
// each costs a watch visit whenever its edges narrow.
var maxNogood = 128

// learn traces the last contradiction (s.fail, at decision level s.level)
// back to a nogood and stores it. It is called before the failed branch's
// trail entries are undone.
func (s *solver) learn() {
	t := &s.tr
	s.ng.stats[s.fail.why]++
	end := int32(len(t.edge))
	lvl := s.level
	s.lvlStart = end // first entry of this level: the trail is a stack of levels
	for s.lvlStart > 0 && t.level[s.lvlStart-1] >= lvl {
		s.lvlStart--
	}
	if t.newStamp() {
		clear(s.litSeen) // marked with the same stamps
	}
	s.pending = 0
	s.lits = s.lits[:0]
	switch s.fail.why {
	case whyDegree:
		s.markDegree(s.fail.a, -1, end)
	case whyCross:
		s.mark(t.last[s.fail.a])
		s.mark(t.last[s.fail.b])
	case whyNogood:
		g := &s.ng
		for k := g.start[s.fail.a]; k < g.start[s.fail.a+1]; k++ {
			s.mark(t.last[g.lit[k]])
		}
	case whyIso:
		s.markGroup(s.fail.a, -1, end)
	case whyConn:
		if e := s.fail.b; e >= 0 {
			// A bridge the cut needed, ruled out.
			s.mark(t.last[e])
			s.markCut(e, end)
		} else {
			s.markCut(-1, end)
		}
	default:
		return
	}
	for k := end - 1; k >= s.lvlStart && s.pending > 0; k-- {
		if t.seen[k] != t.stamp {
			continue
		}
		s.pending--
		w := t.why[k]
		if s.pending == 0 || w == whyDecision || w == whyGlobal {
			s.lits = append(s.lits, k) // the implication point, or untraceable
			continue
		}
		s.mark(t.prev[k]) // the narrowing started from the edge's earlier domain
		switch w {
		case whyDegree:
			s.markDegree(t.arg[k], t.edge[k], k)
		case whyCross:
			s.mark(s.before(t.arg[k], k))
		case whyNogood:
			g := &s.ng
			for j := g.start[t.arg[k]]; j < g.start[t.arg[k]+1]; j++ {
				if f := g.lit[j]; f != t.edge[k] {
					s.mark(s.before(f, k))
				}
			}
		case whyIso:
			e := t.edge[k]
			s.markGroup(s.ea[e], e, k)
			s.markGroup(s.eb[e], e, k)
		case whyConn:
			s.markCut(t.edge[k], k)
		}
	}
	lits := s.lits
	// An edge's later entry is the tighter domain: keep one per edge, the
	// newest; and put the two newest first, the ones to watch.
	n := 0
	for _, x := range lits {
		e := t.edge[x]
		if s.litSeen[e] == t.stamp {
			if y := s.litAt[e]; x > lits[y] {
				lits[y] = x
			}
			continue
		}
		s.litSeen[e] = t.stamp
		s.litAt[e] = int32(n)
		lits[n] = x
		n++
	}
	lits = lits[:n]
	for w := 0; w < 2 && w < n; w++ {
		top := w
		for j := w + 1; j < n; j++ {
			if lits[j] > lits[top] {
				top = j
			}
		}
		lits[w], lits[top] = lits[top], lits[w]
	}
	s.ng.stats[9] += int64(n)
	if n == 0 || n > maxNogood {
		s.ng.stats[8]++
		return
	}
	g := &s.ng
	if len(g.lit)+n > g.maxLits {
		g.full++
		return
	}
	c := int32(len(g.start) - 1)
	for _, x := range lits {
		g.lit = append(g.lit, t.edge[x])
		g.set = append(g.set, t.dom[x])
	}
	g.start = append(g.start, int32(len(g.lit)))
	g.used = append(g.used, 0)
	g.count++
	if s.onLearn != nil {
		s.onLearn(g.lit[g.start[c]:], g.set[g.start[c]:])
	}
	// Where the nogood holds but for one literal: below the deepest level
	// of the others, if only one literal is of this level (the implication
	// point; a one-literal nogood: everywhere, and at the root from the
	// next descent on, see rootNogoods).
	here, at := 0, int32(0)
	for _, x := range lits {
		if x >= s.lvlStart {
			here++
		} else {
			at = max(at, t.level[x])
		}
	}
	if n >= 2 {
		g.watchFirstTwo(c)
	}
	if here == 1 {
		g.pend = append(g.pend, c)
		g.pendLvl = append(g.pendLvl, at)
	} else {
		g.fresh = append(g.fresh, c)
	}
}

// mark adds trail entry x to what the nogood being learnt rests on: an
// entry of the failing level is traced further, an older one is a literal.
func (s *solver) mark(x int32) {
	t := &s.tr
	if x < 0 || t.seen[x] == t.stamp {
		return // the root's domains hold everywhere: no literal
	}
	t.seen[x] = t.stamp
	if x >= s.lvlStart {
		s.pending++
	} else {
		s.lits = append(s.lits, x)
	}
}

// markDegree marks, as they were before entry k, the edges at island i
// whose domains the island's sum rule needed: to narrow edge e as entry k
// did (the counts it removed stay impossible), or, e = -1, to find the
// sum impossible. An edge whose domain can go back to the descent's root
// without changing that is left out, so the nogood holds in more places.
func (s *solver) markDegree(i, e, k int32) {
	inc := s.incEdge[s.incStart[i]:s.incStart[i+1]]
	v := uint(s.val[i])
	var d [4]uint8
	var x [4]int32 // each edge's entry before k
	for j, f := range inc {
		x[j] = s.before(f, k)
		d[j] = s.rootDom[f]
		if x[j] >= 0 {
			d[j] = s.tr.dom[x[j]]
		}
	}
	var removed uint8
	if e >= 0 {
		removed = d[slices.Index(inc, e)] &^ s.tr.dom[k]
	}
	// holds says the rule still concludes with the domains d.
	holds := func() bool {
		sums := uint16(1)
		for j, f := range inc {
			if f != e {
				sums = conv(sums, d[j])
			}
		}
		if e < 0 {
			return sums&(1<<v) == 0
		}
		for c := uint(0); c <= 2; c++ {
			if removed&(1<<c) != 0 && c <= v && sums&(1<<(v-c)) != 0 {
				return false
			}
		}
		return true
	}
	for j, f := range inc {
		if f == e || x[j] < 0 {
			continue // e's earlier domain is marked by the caller
		}
		keep := d[j]
		d[j] = s.rootDom[f]
		if !holds() {
			d[j] = keep
			s.mark(x[j])
		}
	}
}

// domAt is edge e's domain just before trail entry k.
func (s *solver) domAt(e, k int32) uint8 {
	if x := s.before(e, k); x >= 0 {
		return s.tr.dom[x]
	}
	return s.rootDom[e]
}

// markGroup marks, as they were before entry k, the sure edges (no 0
// left) that join island i to its group: the isolation rule's reasons (a
// group's liberties are its values less what its sure edges spend at
// least; an edge that is not sure spends nothing). skip is left out: the
// edge the rule narrowed, whose own earlier domain is marked anyway.
func (s *solver) markGroup(i, skip, k int32) {
	q := append(s.bfs[:0], i)
	s.visitStamp++
	s.visited[i] = s.visitStamp
	for h := 0; h < len(q); h++ {
		j := q[h]
		for x := s.incStart[j]; x < s.incStart[j+1]; x++ {
			f := s.incEdge[x]
			if f == skip || s.domAt(f, k)&can0 != 0 {
				continue
			}
			s.mark(s.before(f, k))
			if o := s.incOther[x]; s.visited[o] != s.visitStamp {
				s.visited[o] = s.visitStamp
				q = append(q, o)
			}
		}
	}
	s.bfs = q
}

// markCut marks, as they were before entry k, the edges ruled out (only 0
// left) around one side of a cut: for a disconnection (e = -1), between
// island 0 and island s.fail.a, which it left unreached; for an edge e
// the connectivity rule made sure (a bridge of the graph of possible
// edges), between its two ends, e aside. The side taken is the smaller:
// both are walked in turn, and the first to be walked whole is the one
// (its border is usually the shorter, and the walk costs only twice its
// size).
func (s *solver) markCut(e, k int32) {
	a, b := int32(0), s.fail.a
	if e >= 0 {
		a, b = s.ea[e], s.eb[e]
	}
	s.visitStamp += 2
	sa, sb := s.visitStamp-1, s.visitStamp
	q := [2][]int32{append(s.bfs[:0], a), append(s.bfs2[:0], b)}
	stamp := [2]int32{sa, sb}
	s.visited[a], s.visited[b] = sa, sb
	var h [2]int
	for x := 0; ; x ^= 1 {
		if h[x] == len(q[x]) {
			s.bfs, s.bfs2 = q[x], q[x^1]
			s.markBorder(q[x], e, k, stamp[x])
			return
		}
		q[x] = s.walk(q[x], h[x], e, k, stamp[x])
		h[x]++
	}
}

// walk visits the neighbours of island q[h] by edges possible before
// entry k (skip aside), marking them with stamp and appending them to q.
func (s *solver) walk(q []int32, h int, skip, k, stamp int32) []int32 {
	j := q[h]
	for x := s.incStart[j]; x < s.incStart[j+1]; x++ {
		f := s.incEdge[x]
		if f == skip || s.domAt(f, k) == can0 {
			continue
		}
		if o := s.incOther[x]; s.visited[o] != stamp {
			s.visited[o] = stamp
			q = append(q, o)
		}
	}
	return q
}

// markBorder marks the edges (skip aside) leaving the islands of side,
// those marked with stamp.
func (s *solver) markBorder(side []int32, skip, k, stamp int32) {
	for _, j := range side {
		for x := s.incStart[j]; x < s.incStart[j+1]; x++ {
			if f := s.incEdge[x]; f != skip && s.visited[s.incOther[x]] != stamp {
				s.mark(s.before(f, k))
			}
		}
	}
}
