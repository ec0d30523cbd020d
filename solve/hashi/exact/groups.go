package exact

import "encoding/binary"

// Groups, kept from one propagation to the next. The islands joined by
// sure bridges, with each group's size and liberties, used to be rebuilt
// from every edge at each global pass; now a stack of states follows the
// search: each state holds the groups of some domains, and the groups of
// narrower domains (a child's, or the same after more narrowing) are the
// state's plus the edges that became sure and the least counts that rose
// since, found by comparing the domains eight edges at a time. A state
// whose domains are not a superset of the ones asked about (a sibling's,
// after backtracking) is dropped. Which island represents a group then
// depends on the order the unions came in, which no rule reads except
// isolation's choice of a closed group to blame, which is redone as
// before when it matters (see blameClosed).
//
// Each island holds its group's representative (root) outright, and the
// islands of a group are linked in a ring (next), so that a union relabels
// the smaller group: the rules then read an island's group in one step.
// The representative is the union-find's (union by size, the first
// island's side on a tie), which path compression does not change.
type gstate struct {
	dom        []uint8 // the domains the groups describe
	root, next []int32 // each island's group; the ring of its islands
	lib, size  []int32 // each representative's liberties and size
	comps      int32   // how many groups
	closed     int32   // how many have no liberty left
	// undec: the undecided edges, in edge order; cross: the open edges
	// between two groups. Both may hold edges that no longer are (the
	// rules that read them drop those; see isolation, groupConnectivity).
	undec, cross []int32
	// clean: the possible edges of dom connect the islands, and each
	// bridge among them is sure or in pend (bridges connectivity has
	// just built); once those are sure, connectivity has nothing to do.
	clean bool
	pend  []int32
	// lab: the labelling of the graph of groups of this state or of one
	// below it on the stack (see stillClean), nil if none; own: this
	// state's, when it made one.
	lab *labelling
	own labelling
	// isoDone: isolation on dom, after narrowing the edges in recheck
	// again, would change nothing but for edges at the islands in dirty
	// (whose groups have spent liberties or joined since); see
	// isolationSince.
	isoDone        bool
	dirty, recheck []int32
	call           uint64 // the propagate call that made it or last narrowed it
}

// spend takes k liberties from island x's group.
func (t *gstate) spend(x, k int32) {
	r := t.root[x]
	if t.lib[r] == 0 {
		t.closed--
	}
	t.lib[r] -= k
	if t.lib[r] == 0 {
		t.closed++
	}
}

func (t *gstate) union(a, b int32) {
	a, b = t.root[a], t.root[b]
	if a == b {
		return
	}
	if t.size[a] < t.size[b] {
		a, b = b, a
	}
	if t.lib[a] == 0 {
		t.closed--
	}
	if t.lib[b] == 0 {
		t.closed--
	}
	for x := t.next[b]; ; x = t.next[x] {
		t.root[x] = a
		if x == b {
			break
		}
	}
	t.next[a], t.next[b] = t.next[b], t.next[a]
	t.size[a] += t.size[b]
	t.lib[a] += t.lib[b]
	if t.lib[a] == 0 {
		t.closed++
	}
	t.comps--
}

// copyFrom makes t a copy of o.
func (t *gstate) copyFrom(o *gstate) {
	copy(t.dom, o.dom)
	copy(t.root, o.root)
	copy(t.next, o.next)
	copy(t.lib, o.lib)
	copy(t.size, o.size)
	t.comps, t.closed, t.clean = o.comps, o.closed, o.clean
	t.pend = append(t.pend[:0], o.pend...)
	t.lab = o.lab
	t.isoDone = o.isoDone
	t.dirty = append(t.dirty[:0], o.dirty...)
	t.recheck = append(t.recheck[:0], o.recheck...)
	t.undec = append(t.undec[:0], o.undec...)
	t.cross = append(t.cross[:0], o.cross...)
}

// maxStates bounds the stack of groups (each holds a few arrays of n); a
// variable for the tests. On a large board the stack holds fewer, within
// stateBudget bytes (see stateCap).
var maxStates = 512

// stateBudget bounds the bytes of the stack of groups: 512 states of a
// 200×200 board took 1.7 GB. (Sweeps, on such boards, make a state at
// every GlobalEvery-th depth: 17 states follow a path 1,000 deep.) A
// variable for the tests.
var stateBudget = 64 << 20

// stateCap is how many states the stack of a board of n islands and m
// candidate edges holds: within maxStates and stateBudget, counting per
// state its domains (m bytes), four arrays of n, its lists of edges
// (undec, cross, and a few shorter: 15m with their slack) and its
// labelling (24m at most), and at least 2.
func stateCap(n, m int) int {
	return max(2, min(maxStates, stateBudget/(40*m+16*n+1)))
}

// groups brings the groups to dom (see gstate) and returns how many there
// are; s.gl.cur holds them.
func (s *solver) groups(dom []uint8) int32 {
	g := &s.gl
	for g.top > 0 && !narrower(dom, g.stack[g.top-1].dom, &g.changed) {
		g.top--
	}
	if g.top == 0 {
		t := g.push(s.n, s.m)
		s.buildGroups(t, dom)
		g.cur = t
		return t.comps
	}
	t := g.stack[g.top-1]
	if len(g.changed) > 0 {
		if t.call != g.call && g.top < g.maxStates {
			// Made by an earlier propagation, which the search may come
			// back to: narrow a copy. (Past g.maxStates, a deep path
			// narrows the top in place: its ancestors then rebuild from
			// lower states, which stays right, only slower.)
			o := t
			t = g.push(s.n, s.m)
			t.copyFrom(o)
		}
		s.narrowGroups(t, dom)
		t.call = g.call
	}
	g.cur = t
	return t.comps
}

// push returns a new state on top of the stack, reusing old memory.
func (g *globals) push(n, m int) *gstate {
	if g.top == len(g.stack) {
		g.stack = append(g.stack, newGstate(n, m))
	}
	t := g.stack[g.top]
	g.top++
	t.call = g.call
	return t
}

func newGstate(n, m int) *gstate {
	return &gstate{dom: make([]uint8, m), root: make([]int32, n), next: make([]int32, n),
		lib: make([]int32, n), size: make([]int32, n)}
}

// narrower says whether dom is within old edge by edge, listing in
// changed the starts of the 8-edge words that differ.
func narrower(dom, old []uint8, changed *[]int32) bool {
	ch := (*changed)[:0]
	m := len(dom)
	w := 0
	for ; w+8 <= m; w += 8 {
		if w&63 == 0 && w+64 <= m && string(dom[w:w+64]) == string(old[w:w+64]) {
			w += 56 // 64 equal edges (compared by the runtime, wide)
			continue
		}
		x, y := binary.LittleEndian.Uint64(dom[w:]), binary.LittleEndian.Uint64(old[w:])
		if x != y {
			if x&^y != 0 {
				return false
			}
			ch = append(ch, int32(w))
		}
	}
	for e := w; e < m; e++ {
		if x, y := dom[e], old[e]; x != y {
			if x&^y != 0 {
				return false
			}
			if len(ch) == 0 || ch[len(ch)-1] != int32(w) {
				ch = append(ch, int32(w))
			}
		}
	}
	*changed = ch
	return true
}

// narrowGroups brings t to dom, narrower than t.dom, whose differing
// words are in s.gl.changed.
func (s *solver) narrowGroups(t *gstate, dom []uint8) {
	cuts := s.gl.cuts[:0]
	for _, w := range s.gl.changed {
		for e := w; e < w+8 && int(e) < len(dom); e++ {
			old, d := t.dom[e], dom[e]
			if old == d {
				continue
			}
			if d == can0 {
				cuts = append(cuts, e)
			}
			lo, hi := minOf[old], minOf[d]
			if hi == lo {
				continue
			}
			a, b := s.ea[e], s.eb[e]
			spent := int32(hi - lo)
			t.spend(a, spent)
			t.spend(b, spent)
			if t.isoDone {
				t.dirty = append(t.dirty, a, b)
			}
			if lo == 0 { // sure now
				t.union(a, b)
			}
		}
	}
	// An edge cut between two islands of one group cuts nothing apart
	// and makes no other edge a bridge (a sure path goes round it).
	for _, e := range cuts {
		if t.root[s.ea[e]] != t.root[s.eb[e]] {
			t.clean = false
			break
		}
	}
	s.gl.cuts = cuts
	copy(t.dom, dom)
}

// buildGroups makes t the groups of dom from scratch: each sure edge
// spends its least count at both ends (on the islands, before any union),
// then joins them, in edge order.
func (s *solver) buildGroups(t *gstate, dom []uint8) {
	n := int32(s.n)
	copy(t.dom, dom)
	copy(t.lib, s.val)
	for i := int32(0); i < n; i++ {
		t.root[i], t.next[i], t.size[i] = i, i, 1
	}
	t.undec = t.undec[:0]
	for e, d := range dom {
		if lo := int32(minOf[d]); lo > 0 {
			t.lib[s.ea[e]] -= lo
			t.lib[s.eb[e]] -= lo
		}
		if !decided(d) {
			t.undec = append(t.undec, int32(e))
		}
	}
	t.comps, t.closed, t.clean, t.pend, t.lab = n, 0, false, t.pend[:0], nil
	t.isoDone = false
	for _, l := range t.lib {
		if l == 0 {
			t.closed++
		}
	}
	for e, d := range dom {
		if d&can0 == 0 {
			t.union(s.ea[e], s.eb[e])
		}
	}
	t.cross = t.cross[:0]
	for _, e := range t.undec {
		if dom[e]&can0 != 0 && t.root[s.ea[e]] != t.root[s.eb[e]] {
			t.cross = append(t.cross, e)
		}
	}
}
