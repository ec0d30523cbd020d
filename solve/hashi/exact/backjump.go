package exact

// Conflict-directed backjumping. On large puzzles (thousands of islands)
// the search met a contradiction at an island whose fate was sealed by a
// decision made long before, with dozens of unrelated decisions (elsewhere
// on the board) in between; plain backtracking then tried every
// combination of those before reaching the culprit, and the restarts only
// moved the thrashing elsewhere. So every narrowing of a domain is written
// on a trail with its reason (a branch decision, an island's sum rule, a
// crossing, or a global rule), and a contradiction is explained by walking
// the reasons back to the decisions it rests on. A node whose every count
// failed for reasons that do not involve its own decision's parent is
// skipped: the search backs up straight to the deepest decision involved.
// The global rules (isolation, connectivity, probing) are explained as
// "every decision so far", which is always sound and simply gives no jump.

import (
	"math/bits"
	"slices"
)

// Reasons of a narrowing.
const (
	whyDecision uint8 = iota // the branch decision of its level
	whyDegree                // island arg's sum rule
	whyCross                 // edge arg became sure and crosses this one
	whyGlobal                // isolation, connectivity or probing: every decision so far
	whyNogood                // learnt nogood arg (learn.go)
	whyIso                   // isolation: the groups at the edge's ends (or island arg's, failing)
	whyConn                  // connectivity: the cut the edge alone crossed (or a disconnection)
)

// traced says the reasons of narrowings of kind w are traced back by
// explain (learn traces whyIso and whyConn too).
func traced(w uint8) bool { return w == whyDegree || w == whyCross || w == whyNogood }

// trail is the list of narrowings since the descent began, newest last.
type trail struct {
	edge, prev, arg, level []int32 // prev: the edge's previous entry (-1)
	why                    []uint8
	dom                    []uint8  // the edge's domain after the entry
	last                   []int32  // per edge: its newest entry (-1)
	seen                   []uint32 // explain's visit marks, per entry
	stamp                  uint32
	stack                  []int32
}

func (t *trail) init(m int) {
	t.last = make([]int32, m)
	t.clear()
}

// clear forgets every entry: what the domains hold now counts as given.
func (t *trail) clear() {
	t.edge, t.prev, t.arg, t.level, t.why, t.dom = t.edge[:0], t.prev[:0], t.arg[:0], t.level[:0], t.why[:0], t.dom[:0]
	for e := range t.last {
		t.last[e] = -1
	}
}

func (t *trail) push(e int32, why uint8, arg, level int32, dom uint8) {
	t.edge = append(t.edge, e)
	t.prev = append(t.prev, t.last[e])
	t.arg = append(t.arg, arg)
	t.level = append(t.level, level)
	t.why = append(t.why, why)
	t.dom = append(t.dom, dom)
	t.last[e] = int32(len(t.edge) - 1)
}

// newStamp starts a new round of visit marks (seen) over the entries; it
// says whether the stamp wrapped round, which cleared the marks.
func (t *trail) newStamp() (wrapped bool) {
	t.stamp++
	if t.stamp == 0 {
		clear(t.seen)
		t.stamp = 1
		wrapped = true
	}
	if len(t.seen) < len(t.edge) {
		t.seen = append(t.seen, make([]uint32, len(t.edge)-len(t.seen))...)
	}
	return wrapped
}

// undo drops the entries from mark on.
func (t *trail) undo(mark int) {
	for k := len(t.edge) - 1; k >= mark; k-- {
		t.last[t.edge[k]] = t.prev[k]
	}
	t.edge, t.prev, t.arg, t.level, t.why, t.dom = t.edge[:mark], t.prev[:mark], t.arg[:mark], t.level[:mark], t.why[:mark], t.dom[:mark]
}

// conflict is a set of decision levels: every level up to all (-1:
// none), and the levels above it in lv, ascending, at most max of them:
// past that, all rises to the highest level that no longer fits. The set
// then holds more levels than the failure rests on, which is sound (the
// search backs up less far). (A bit per level, in a set per search depth,
// cost the depth squared: 170 MB on a 200×200 board 8,000 decisions deep.)
type conflict struct {
	lv  []int32
	all int32
	max int
}

// levelBudget bounds the levels the conflict sets of a path hold in all
// (about 4 bytes each; a path is at most m+1 deep), with at least
// minLevels per set: see solver.maxLevels. The sets on the large
// generated boards of the tests hold up to ~1,400 levels, within it.
const (
	levelBudget = 1 << 24
	minLevels   = 256
)

// reset empties c, to hold at most max levels above all.
func (c *conflict) reset(max int) {
	c.lv = c.lv[:0]
	c.all = -1
	c.max = max
}

func (c *conflict) add(l int32) {
	if l <= c.all {
		return
	}
	if k, found := slices.BinarySearch(c.lv, l); !found {
		c.lv = slices.Insert(c.lv, k, l)
		c.bound()
	}
}

func (c *conflict) has(l int32) bool {
	if l <= c.all {
		return true
	}
	_, found := slices.BinarySearch(c.lv, l)
	return found
}

func (c *conflict) union(o *conflict) {
	c.all = max(c.all, o.all)
	if len(c.lv) == 0 {
		c.lv = append(c.lv, o.lv...)
		c.above()
		return
	}
	// Merge the two ascending lists from the back, in place.
	i, j := len(c.lv)-1, len(o.lv)-1
	c.lv = append(c.lv, o.lv...)
	for k := len(c.lv) - 1; j >= 0; k-- {
		if i >= 0 && c.lv[i] > o.lv[j] {
			c.lv[k] = c.lv[i]
			i--
		} else {
			c.lv[k] = o.lv[j]
			j--
		}
	}
	c.lv = slices.Compact(c.lv)
	c.above()
	c.bound()
}

func (c *conflict) copyFrom(o *conflict) {
	c.lv = append(c.lv[:0], o.lv...)
	c.all = o.all
}

// drop removes level l, the highest the set can hold.
func (c *conflict) drop(l int32) {
	if n := len(c.lv); n > 0 && c.lv[n-1] == l {
		c.lv = c.lv[:n-1]
	}
	c.all = min(c.all, l-1)
}

// above drops from lv the levels all covers.
func (c *conflict) above() {
	k := 0
	for k < len(c.lv) && c.lv[k] <= c.all {
		k++
	}
	if k > 0 {
		c.lv = c.lv[:copy(c.lv, c.lv[k:])]
	}
}

// bound keeps lv within max levels (see conflict).
func (c *conflict) bound() {
	if n := len(c.lv); n > c.max {
		c.all = c.lv[n-c.max-1]
		c.above()
	}
}

// failure records what the last contradiction rests on: island a's edges
// (whyDegree), edges a and b (whyCross), or everything (whyGlobal).
type failure struct {
	why  uint8
	a, b int32
}

// explain puts into c the decision levels the last contradiction (s.fail)
// rests on, walking the trail's reasons back.
func (s *solver) explain(c *conflict) {
	t := &s.tr
	c.reset(s.maxLevels)
	if !traced(s.fail.why) {
		c.all = s.level // every decision so far
		return
	}
	t.newStamp()
	t.stack = t.stack[:0]
	end := int32(len(t.edge))
	switch s.fail.why {
	case whyDegree:
		for _, f := range s.incEdge[s.incStart[s.fail.a]:s.incStart[s.fail.a+1]] {
			s.pushBefore(f, end)
		}
	case whyCross:
		s.pushBefore(s.fail.a, end)
		s.pushBefore(s.fail.b, end)
	case whyNogood:
		for k := s.ng.start[s.fail.a]; k < s.ng.start[s.fail.a+1]; k++ {
			s.pushBefore(s.ng.lit[k], end)
		}
	}
	lo, hi := int32(len(s.lvMarks)), int32(-1) // the words of lvMarks in use
	for len(t.stack) > 0 {
		k := t.stack[len(t.stack)-1]
		t.stack = t.stack[:len(t.stack)-1]
		switch t.why[k] {
		case whyDecision:
			l := t.level[k]
			s.lvMarks[l>>6] |= 1 << uint(l&63)
			lo, hi = min(lo, l>>6), max(hi, l>>6)
			continue // a decision sets the domain outright
		case whyGlobal, whyIso, whyConn:
			c.all = max(c.all, t.level[k])
		case whyDegree:
			i := t.arg[k]
			for _, f := range s.incEdge[s.incStart[i]:s.incStart[i+1]] {
				s.pushBefore(f, k)
			}
		case whyCross:
			s.pushBefore(t.arg[k], k)
		case whyNogood:
			for j := s.ng.start[t.arg[k]]; j < s.ng.start[t.arg[k]+1]; j++ {
				s.pushBefore(s.ng.lit[j], k)
			}
		}
		s.visit(t.prev[k]) // the narrowing started from the edge's earlier domain
	}
	// The levels marked, in order.
	for w := lo; w <= hi; w++ {
		for word := s.lvMarks[w]; word != 0; word &= word - 1 {
			c.lv = append(c.lv, w<<6+int32(bits.TrailingZeros64(word)))
		}
		s.lvMarks[w] = 0
	}
	c.above()
	c.bound()
}

// before is edge e's newest trail entry older than entry k (-1: none).
func (s *solver) before(e, k int32) int32 {
	x := s.tr.last[e]
	for x >= k {
		x = s.tr.prev[x]
	}
	return x
}

// pushBefore queues edge e's newest entry older than entry k.
func (s *solver) pushBefore(e, k int32) { s.visit(s.before(e, k)) }

func (s *solver) visit(x int32) {
	t := &s.tr
	if x >= 0 && t.seen[x] != t.stamp {
		t.seen[x] = t.stamp
		t.stack = append(t.stack, x)
	}
}

// clearTrail forgets every entry: dom, the domains now, count as given.
func (s *solver) clearTrail(dom []uint8) {
	s.tr.clear()
	s.rootDom = append(s.rootDom[:0], dom...)
}
