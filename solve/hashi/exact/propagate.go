package exact

import "math/bits"

// Propagation: the four rules applied to a fixpoint (see solver).

// restrict narrows dom[e] to nd ∩ dom[e], queueing the islands the change
// concerns and applying the crossing rule. false: a domain emptied.
func (s *solver) restrict(dom []uint8, e int32, nd uint8) bool {
	old := dom[e]
	nd &= old
	if nd == old {
		return true
	}
	if nd == 0 {
		s.failAt(s.why, s.whyArg, -1)
		return false
	}
	s.saved = append(s.saved, saved{e, old})
	dom[e] = nd
	if s.trailing {
		s.tr.push(e, s.why, s.whyArg, s.level, nd)
		s.narrowed(e)
	}
	s.push(s.ea[e])
	s.push(s.eb[e])
	if nd == can0 {
		s.cut = true
	}
	if minOf[nd] != minOf[old] {
		s.tight = true
	}
	if nd&can0 == 0 && old&can0 != 0 {
		for _, f := range s.crossList[s.crossStart[e]:s.crossStart[e+1]] {
			if d := dom[f]; d != can0 {
				if d&can0 == 0 {
					s.failAt(whyCross, e, f)
					return false
				}
				s.saved = append(s.saved, saved{f, d})
				dom[f] = can0
				s.cut = true
				if s.trailing {
					s.tr.push(f, whyCross, e, s.level, can0)
					s.narrowed(f)
				}
				s.push(s.ea[f])
				s.push(s.eb[f])
			}
		}
	}
	return true
}

// degree makes island i's sum constraint domain-consistent.
func (s *solver) degree(dom []uint8, i int32) bool {
	inc := s.incEdge[s.incStart[i]:s.incStart[i+1]]
	v := uint(s.val[i])
	k := len(inc)
	var pre, suf [5]uint16
	pre[0] = 1
	for j := 0; j < k; j++ {
		pre[j+1] = conv(pre[j], dom[inc[j]])
	}
	if pre[k]&(1<<v) == 0 {
		s.failAt(whyDegree, i, -1)
		return false
	}
	s.why, s.whyArg = whyDegree, i
	suf[k] = 1
	for j := k - 1; j >= 0; j-- {
		suf[j] = conv(suf[j+1], dom[inc[j]])
	}
	for j := 0; j < k; j++ {
		d := dom[inc[j]]
		if decided(d) {
			continue // the sum check above covers it
		}
		// others: the sums the other edges can make.
		var others uint16
		for a := pre[j]; a != 0; a &= a - 1 {
			others |= suf[j+1] << uint(bits.TrailingZeros16(a))
		}
		var nd uint8
		for c := uint(0); c <= 2 && c <= v; c++ {
			if d&(1<<c) != 0 && others&(1<<(v-c)) != 0 {
				nd |= 1 << c
			}
		}
		if nd != d && !s.restrict(dom, inc[j], nd) {
			return false
		}
	}
	return true
}

// local runs the degree rule until the queue is empty.
func (s *solver) local(dom []uint8) bool {
	for {
		if len(s.queue) == 0 {
			if len(s.ng.queue) == 0 && len(s.ng.fresh) == 0 && !s.ng.recheck {
				return true
			}
			if !s.nogoodRules(dom) {
				if e := s.fail.a; s.fail.why == whyNogood {
					// Blame the islands of the nogood's edges, as an
					// island sum would be.
					for k := s.ng.start[e]; k < s.ng.start[e+1]; k++ {
						s.weight[s.ea[s.ng.lit[k]]]++
						s.weight[s.eb[s.ng.lit[k]]]++
					}
				}
				return false
			}
			continue
		}
		i := s.queue[len(s.queue)-1]
		s.queue = s.queue[:len(s.queue)-1]
		s.inQ[i] = false
		if !s.degree(dom, i) {
			s.weight[i]++
			return false
		}
	}
}

// global applies the isolation and connectivity rules once, each only if
// something it reads changed since it last ran (see solver.tight and
// solver.cut), on the groups brought to dom (groups.go, global.go);
// restricts it makes leave work in the queue and may set the flags again.
func (s *solver) global(dom []uint8) bool {
	tight, cut := s.tight, s.cut
	s.tight, s.cut = false, false
	s.gl.interCut = false
	if s.groups(dom) > 1 && tight && !s.isolation(dom) {
		return false
	}
	if cut && !s.connectivity(dom) {
		return false
	}
	return true
}

// isolation, with more than one group: a group without liberties is a
// contradiction (its islands are blamed), and a count that would spend
// exactly the liberties of the group(s) an edge joins, closing them off
// from the rest, is removed.
func (s *solver) isolation(dom []uint8) bool {
	t := s.gl.cur
	s.why, s.whyArg = whyIso, -1
	if t.closed > 0 {
		i := int32(0) // an island of a closed group, for learn
		for t.root[i] != i || t.lib[i] != 0 {
			i++
		}
		s.failAt(whyIso, i, -1)
		if s.par.ConnWeights {
			s.blameClosed(dom, t)
		}
		return false
	}
	if t.isoDone {
		return s.isolationSince(dom, t)
	}
	// The undecided edges are those the groups list: nothing narrowed dom
	// since, and each edge is narrowed here only at its own turn.
	undec := t.undec
	kept := 0
	t.recheck = t.recheck[:0]
	for k, e := range undec {
		d := dom[e] // t.dom[e] too, see above
		if decided(d) {
			continue // and in every narrower domain: off the list
		}
		undec[kept] = e
		kept++
		if !s.isolate(dom, t, e, d) {
			t.undec = append(undec[:kept], undec[k+1:]...)
			return false
		}
	}
	t.undec = undec[:kept]
	t.isoDone, t.dirty = true, t.dirty[:0]
	return true
}

// isolate applies isolation to undecided edge e (d: its domain), noting
// it in t.recheck if narrowed.
func (s *solver) isolate(dom []uint8, t *gstate, e int32, d uint8) bool {
	// The count that would spend every liberty is at most 2: only groups
	// with 4 liberties or fewer matter.
	a := t.root[s.ea[e]]
	L := t.lib[a]
	if L > 4 {
		return true
	}
	b := t.root[s.eb[e]]
	size := t.size[a]
	if a != b {
		L += t.lib[b]
		size += t.size[b]
	}
	if L > 4 || size >= int32(s.n) || L&1 != 0 {
		return true
	}
	lo := int32(minOf[d])
	c := lo + L/2 // the count that spends every liberty
	if c > lo && c <= 2 && d&(1<<uint(c)) != 0 {
		if d&^(1<<uint(c)) == can0 && a != b {
			s.gl.interCut = true
		}
		t.recheck = append(t.recheck, e)
		return s.restrict(dom, e, d&^(1<<uint(c)))
	}
	return true
}

// isolationSince is isolation after an earlier one on wider domains (see
// gstate.isoDone): an edge's outcome depends on its domain, which only
// narrowed (and a narrower domain never newly holds the count to remove),
// and on its groups' liberties and sizes, so only the edges narrowed then
// and those at groups that changed since are looked at, in edge order;
// and only groups with 4 liberties or fewer (see isolate).
func (s *solver) isolationSince(dom []uint8, t *gstate) bool {
	g := &s.gl
	marks := g.isoMarks
	st := g.newStamp()
	for _, x := range t.dirty {
		r := t.root[x]
		if t.lib[r] > 4 || g.seen[r] == st {
			continue
		}
		g.seen[r] = st
		for i := r; ; {
			for _, e := range s.incEdge[s.incStart[i]:s.incStart[i+1]] {
				marks[e>>6] |= 1 << uint(e&63)
			}
			if i = t.next[i]; i == r {
				break
			}
		}
	}
	for _, e := range t.recheck {
		marks[e>>6] |= 1 << uint(e&63)
	}
	t.dirty, t.recheck = t.dirty[:0], t.recheck[:0]
	for w, word := range marks {
		if word == 0 {
			continue
		}
		marks[w] = 0
		for ; word != 0; word &= word - 1 {
			e := int32(w<<6 + bits.TrailingZeros64(word))
			if d := dom[e]; !decided(d) && !s.isolate(dom, t, e, d) {
				// (Never: isolation removes a count other than 0.) The
				// edges left unlooked at would be forgotten: start over.
				clear(marks[w:])
				t.isoDone = false
				return false
			}
		}
	}
	return true
}

// blameClosed adds weight to the islands of a closed group: the only one,
// or when there are several, the one whose representative is the
// smallest island once the groups are built from scratch in edge order
// (the choice isolation has always made, and the search's path depends
// on it).
func (s *solver) blameClosed(dom []uint8, t *gstate) {
	if t.closed > 1 {
		t = s.ref
		s.buildGroups(t, dom)
	}
	closed := int32(0)
	for t.root[closed] != closed || t.lib[closed] != 0 {
		closed++
	}
	for x := closed; ; {
		s.weight[x]++
		if x = t.next[x]; x == closed {
			break
		}
	}
}

// connectivity checks that the edges that may still carry a bridge connect
// every island, and makes each bridge of that graph (in the graph-theory
// sense) carry one. Islands left out are blamed, so that dom/wdeg learns
// from connectivity failures too, not only from island sums. The groups
// must describe dom. The work is done on the graph of groups
// (groupConnectivity), which deduces the same.
func (s *solver) connectivity(dom []uint8) bool { return s.groupConnectivity(dom) }

// islandConnectivity is the connectivity rule on the islands themselves:
// Tarjan's low-link, iteratively, from island 0, each bridge built when
// the walk finishes it.
func (s *solver) islandConnectivity(dom []uint8) bool {
	n := int32(s.n)
	for i := int32(0); i < n; i++ {
		s.disc[i] = -1
	}
	s.stk = append(s.stk[:0], 0)
	s.disc[0], s.low[0], s.iter[0], s.pedge[0] = 0, 0, s.incStart[0], -1
	t := int32(1)
	s.why, s.whyArg = whyConn, -1
	for len(s.stk) > 0 {
		i := s.stk[len(s.stk)-1]
		if it := s.iter[i]; it < s.incStart[i+1] {
			s.iter[i]++
			e := s.incEdge[it]
			if e == s.pedge[i] || dom[e] == can0 {
				continue
			}
			j := s.incOther[it]
			if s.disc[j] < 0 {
				s.disc[j], s.low[j], s.iter[j], s.pedge[j] = t, t, s.incStart[j], e
				t++
				s.stk = append(s.stk, j)
			} else if s.disc[j] < s.low[i] {
				s.low[i] = s.disc[j]
			}
			continue
		}
		s.stk = s.stk[:len(s.stk)-1]
		if len(s.stk) > 0 {
			parent := s.stk[len(s.stk)-1]
			if s.low[i] < s.low[parent] {
				s.low[parent] = s.low[i]
			}
			if s.low[i] > s.disc[parent] {
				// pedge[i] is a bridge of the possible graph: it must
				// carry a bridge.
				if e := s.pedge[i]; dom[e] == can0 {
					// Ruled out since the walk passed it (crossed by
					// a bridge the walk made sure).
					s.failAt(whyConn, -1, e)
					return false
				} else if dom[e]&can0 != 0 && !s.restrict(dom, e, dom[e]&^can0) {
					return false
				}
			}
		}
	}
	if t == n { // every island reached
		return true
	}
	u := int32(0) // an island left unreached, for learn
	for s.disc[u] >= 0 {
		u++
	}
	s.failAt(whyConn, u, -1)
	if s.par.ConnWeights {
		for i := int32(0); i < n; i++ {
			if s.disc[i] < 0 {
				s.weight[i]++
			}
		}
	}
	return false
}

// propagate runs all rules to a fixpoint. The queue (and the flags) must hold
// what changed since the last fixpoint; on false they are reset.
// On a large puzzle one fixpoint can take long (each global pass is linear
// in its size), so a stop is checked before each pass: propagate then
// returns false with s.stop set, which callers take for a stop, not a
// contradiction.
func (s *solver) propagate(dom []uint8) bool {
	s.gl.call++ // the groups it narrows are its own (see groups)
	for {
		if !s.local(dom) {
			s.reset()
			return false
		}
		if !s.tight && !s.cut {
			return true
		}
		if s.skipGlobal {
			// A node between checkpoints: the global rules wait for
			// the next one (or the leaf), see Params.GlobalEvery.
			s.tight, s.cut = false, false
			return true
		}
		if s.stop || s.poll != nil && s.bigPoll() {
			s.stop = true
			s.reset()
			return false
		}
		if !s.global(dom) {
			s.reset()
			return false
		}
	}
}

// bigPoll asks poll whether to stop, but only on large puzzles (where a
// global pass costs more than a poll) and not more than every 16 passes.
func (s *solver) bigPoll() bool {
	if s.n+s.m < 4096 {
		return false
	}
	s.passes++
	return s.passes&15 == 0 && s.poll(s.nodes, nil)
}
