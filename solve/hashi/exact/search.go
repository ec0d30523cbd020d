package exact

import "math/bits"

// Search: failed-literal probing, branching, restarts (see solver).

// maxProbeEdges: above this many candidates the root is not probed — each
// probe costs a pass over the whole puzzle, so probing would take minutes
// on a board of thousands of islands, far beyond what it saves.
const maxProbeEdges = 2000

// probe is failed-literal probing: each count still possible on an open
// edge is tried on a copy; a count whose propagation fails is removed.
// When every count of an edge survives, what none of them allows on
// another edge is removed too (the branches' common consequences). The
// loop goes on until a pass changes nothing. false: dom itself is
// contradictory.
func (s *solver) probe(dom []uint8) bool {
	tmp, union := s.tmp, s.union
	s.skipGlobal = false
	for {
		changed := false
		for e := range dom {
			d := dom[e]
			if decided(d) {
				continue
			}
			if s.poll != nil {
				if s.probes++; s.probes&63 == 0 && s.poll(s.nodes, dom) {
					s.stop = true
					return true
				}
			}
			clear(union)
			failed := uint8(0)
			for c := 0; c <= 2; c++ {
				bit := uint8(1) << uint(c)
				if d&bit == 0 {
					continue
				}
				copy(tmp, dom)
				mark, saved := len(s.tr.edge), len(s.saved)
				s.why = whyGlobal
				if s.restrict(tmp, int32(e), bit) && s.propagate(tmp) {
					for f, x := range tmp {
						union[f] |= x
					}
				} else {
					s.reset()
					failed |= bit
				}
				s.tr.undo(mark)
				s.saved = s.saved[:saved] // tmp is a scratch copy
			}
			if s.stop {
				return true // the failures may be the stop's, not proofs
			}
			if failed == d {
				return false
			}
			// Narrow dom to what some surviving branch allows (this
			// removes the failed counts of e as well).
			s.why = whyGlobal
			for f, u := range union {
				if dom[f]&^u != 0 {
					changed = true
					if !s.restrict(dom, int32(f), u) {
						s.reset()
						return false
					}
				}
			}
			if changed && !s.propagate(dom) {
				return false
			}
		}
		if !changed {
			return true
		}
	}
}

// pick chooses the edge to branch on: among open edges, the one whose
// islands caused the most contradictions so far, per possible count, or
// -1 when all are decided.
func (s *solver) pick(dom []uint8) int {
	if s.sweep != nil {
		for _, e := range s.sweep {
			if !decided(dom[e]) {
				return int(e)
			}
		}
		return -1
	}
	best, bestScore := -1, -1.0
	ties := 0
	for e, d := range dom {
		if decided(d) {
			continue
		}
		sc := float64(s.weight[s.ea[e]]+s.weight[s.eb[e]]+1) / float64(bits.OnesCount8(d))
		if sc > bestScore {
			best, bestScore, ties = e, sc, 1
		} else if sc == bestScore && s.rng != 0 {
			// Reservoir sampling among equals: restarts then explore
			// different orders even before the weights diverge.
			ties++
			s.rng ^= s.rng << 13
			s.rng ^= s.rng >> 7
			s.rng ^= s.rng << 17
			if s.rng%uint64(ties) == 0 {
				best = e
			}
		}
	}
	return best
}

// search counts the solutions below dom (already at a fixpoint) up to
// s.limit. It narrows dom for each child and restores it after, so dom is
// as given when it returns. It returns true
// when the subtree failed (no solution, no stop, no abort): s.conf[depth]
// then holds the levels of the decisions above that the failure rests on
// (with Params.Backjump; without it, every level).
func (s *solver) search(dom []uint8, depth int) bool {
	s.nodes++
	if s.poll != nil && s.nodes&63 == 0 && s.poll(s.nodes, dom) {
		s.stop = true
		return false
	}
	if s.nodeLimit > 0 && s.nodes >= s.nodeLimit {
		s.aborted = true
		return false
	}
	cs := &s.conf[depth] // never reallocated: deeper calls hold pointers too
	if s.bj {
		cs.reset(s.maxLevels)
	}
	lvl := int32(depth)
	if s.par.ProbeDepth < 0 || depth < s.par.ProbeDepth {
		s.level = lvl - 1 // what probing finds rests on the decisions above
		if !s.probe(dom) {
			cs.all = lvl - 1
			return !s.stop
		}
		if s.stop {
			return false
		}
	}
	e := s.pick(dom)
	if e < 0 && s.ge > 1 && depth%s.ge != 0 {
		// A leaf the global rules have not seen: check it now.
		s.tight, s.cut, s.skipGlobal, s.level = true, true, false, lvl-1
		if !s.propagate(dom) {
			cs.all = lvl - 1
			return !s.stop
		}
	}
	if e < 0 {
		if s.avoid != nil && string(dom) == string(s.avoid) {
			return false // the first solution again: not a failure
		}
		s.count++
		if s.first == nil {
			s.firstNodes = s.nodes
			s.first = append([]uint8(nil), dom...)
			if s.onFirst != nil {
				s.onFirst(s.first)
			}
		} else if s.second == nil {
			s.second = append([]uint8(nil), dom...)
		}
		return false
	}
	d := dom[e]
	first := int8(-1)
	if s.phase != nil {
		first = s.phase[e]
	}
	down := s.par.Descending && s.restartCount%2 == 1
	failed := true // every count tried so far failed
	for k := -1; k <= 2; k++ {
		c := int8(k)
		if down && k >= 0 {
			c = int8(2 - k)
		}
		if k < 0 {
			c = first
		} else if c == first {
			continue
		}
		if c < 0 {
			continue
		}
		bit := uint8(1) << uint(c)
		if d&bit == 0 {
			continue
		}
		if s.phase != nil && s.avoid == nil && s.par.SavePhase {
			s.phase[e] = c
		}
		if s.onStep != nil {
			s.onStep(e, int8(c))
		}
		mark, saved := len(s.tr.edge), len(s.saved)
		s.level, s.why, s.whyArg = lvl, whyDecision, -1
		if ge := s.ge; ge > 1 {
			s.skipGlobal = (depth+1)%ge != 0
		}
		var why *conflict // the failure's levels, nil if not a failure
		s.ng.recheck = len(s.ng.pend) > 0
		if s.restrict(dom, int32(e), bit) && s.checkpoint() && s.propagate(dom) {
			if s.search(dom, depth+1) {
				why = &s.conf[depth+1]
			}
		} else if !s.stop {
			why = &s.ex
			if s.bj {
				s.explain(why)
			}
			if s.learning {
				s.learn()
			}
		}
		s.tr.undo(mark)
		s.restore(dom, saved)
		if len(s.ng.pend) > 0 {
			s.ng.backUp(lvl)
		}
		if s.stop || s.aborted || s.count >= s.limit {
			return false
		}
		if why == nil {
			failed = false
			continue
		}
		if !s.bj {
			continue // chronological backtracking: no conflict sets
		}
		if !why.has(lvl) {
			// This decision played no part: neither will its other
			// counts. Back up to the deepest decision that did.
			cs.copyFrom(why)
			return failed
		}
		cs.union(why)
	}
	if s.bj {
		cs.drop(lvl)
	}
	return failed
}

// checkpoint makes the next propagate run the global rules when they are
// due (see Params.GlobalEvery), even if the decision alone would not call
// for them: they have skipped the nodes since the last checkpoint.
func (s *solver) checkpoint() bool {
	if s.ge > 1 && !s.skipGlobal {
		s.tight, s.cut = true, true
	}
	return true
}

// luby is the Luby sequence 1 1 2 1 1 2 4 1 1 2 ... (k from 1).
func luby(k int64) int64 {
	for {
		p := int64(1)
		for p < k+1 {
			p *= 2
		}
		if p == k+1 {
			return p / 2
		}
		k -= p/2 - 1
	}
}

// restartBase is the node budget unit of a descent.
const restartBase = 64

// restartUnit is a descent's budget unit: restartBase nodes, or more on a
// large puzzle, where a descent needs about one node per decided edge
// to reach a solution at all.
func (s *solver) restartUnit() int64 {
	return max(restartBase, int64(float64(s.m)*s.par.UnitPerEdge))
}

// restartSearch finds a first solution by descents of growing node budgets
// (the Luby sequence), keeping the learnt weights and the last counts tried
// (phase saving) from one to the next, which cures the heavy tail of a
// single descent that went wrong early. Then, if a second solution is
// wanted, one complete descent that tries the first solution's counts
// first looks for another (and skips the first when it meets it again).
func (s *solver) restartSearch(root []uint8) {
	s.phase = make([]int8, s.m)
	for e := range s.phase {
		s.phase[e] = -1
	}
	probed := s.par.ProbeDepth == 0
	dom := make([]uint8, s.m)
	limit := s.limit
	s.limit = 1 // a descent stops at its first solution
	for k := int64(1); ; k++ {
		// Probing the root costs about as much as a short descent, and
		// most puzzles need none: it is done once the first descent has
		// failed, and it is what tames the worst cases.
		if !probed && k > s.par.LazyProbe && s.m <= maxProbeEdges {
			probed = true
			if !s.probe(root) {
				return
			}
			if s.stop {
				return
			}
		}
		if s.learning {
			s.reduce()
			if !s.rootNogoods(root) {
				return
			}
		}
		copy(dom, root)
		s.clearTrail(dom) // the root's domains are given
		s.skipGlobal = false
		s.aborted = false
		s.nodeLimit = s.nodes + s.restartUnit()*luby(k)
		s.search(dom, 1)
		s.nodeLimit = 0
		if s.stop || s.count > 0 {
			break
		}
		if !s.aborted {
			return // complete: no solution
		}
		s.restartCount++
		s.setStrategy()
		if r := s.par.Rephase; r > 0 && s.restartCount%r == 0 && s.sweep == nil {
			// Start afresh but for the nogoods: a search whose weights
			// and saved counts keep leading it back into the same
			// region is what made the long runs (Params.Rephase).
			for e := range s.phase {
				s.phase[e] = -1
			}
			clear(s.weight)
		}
		if s.par.Decay {
			// Forget old conflicts slowly, so that the weights follow
			// where the search is failing now.
			for i := range s.weight {
				s.weight[i] -= s.weight[i] / 4
			}
		}
	}
	s.limit = limit
	if s.stop || s.count >= s.limit {
		return
	}
	s.avoid = s.first
	for e, d := range s.first {
		s.phase[e] = minOf[d]
	}
	if s.learning && !s.rootNogoods(root) {
		return
	}
	copy(dom, root)
	s.clearTrail(dom)
	s.skipGlobal = false
	s.search(dom, 1)
}

// start returns the root domains with every island queued.
func (s *solver) start() []uint8 {
	dom := make([]uint8, s.m)
	for e := range dom {
		dom[e] = canAll
	}
	for i := 0; i < s.n; i++ {
		s.push(int32(i))
	}
	s.tight, s.cut = true, true
	return dom
}

// run counts solutions up to limit from scratch: it returns the count, the
// first solution (counts per edge, nil if none), and whether it was stopped.
func (s *solver) run(limit int) (int, []int8, bool) {
	s.limit = max(limit, 1)
	if s.n == 0 {
		return 1, []int8{}, false
	}
	dom := s.start()
	if s.propagate(dom) {
		if !s.par.Restarts {
			s.clearTrail(dom)
			s.search(dom, 0)
		} else {
			s.restartSearch(dom)
		}
	}
	var first []int8
	if s.first != nil {
		first = counts(s.first)
	}
	return s.count, first, s.stop
}

// rootFixpoint propagates from scratch (rules only, no probing) and returns
// the domains, or nil on a contradiction.
func (s *solver) rootFixpoint() []uint8 {
	if s.n == 0 {
		return []uint8{}
	}
	dom := s.start()
	if !s.propagate(dom) {
		return nil
	}
	return dom
}
