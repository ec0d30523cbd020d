package logic

import (
	"context"

	"grille/solve"
)

// The rules, simplest first. Each finder returns the first place (island
// order, then edge order) where its rule applies, without applying it.

// Technique indexes into Techniques.
const (
	tDone = iota
	tFull
	tCrossing
	tOneEach
	tAtMost
	tAtLeast
	tCounting
	tIsolation
	tWayOut
	tTrial
)

// step is a found deduction: new domains for some edges.
type step struct {
	tech    int
	island  int // the island the rule looks at, or −1
	edges   []int32
	doms    []uint8    // the new domain of each edge
	trialOf uint8      // a trial's refuted count (as a domain bit)
	group   []int      // the islands of the group a connection rule looks at
	why     solve.Text // a trial's contradiction
}

func (s *state) sumMin(i int) (sum int) {
	for _, e := range s.st.inc[i] {
		sum += minOf[s.dom[e]]
	}
	return
}

func (s *state) sumMax(i int) (sum int) {
	for _, e := range s.st.inc[i] {
		sum += maxOf[s.dom[e]]
	}
	return
}

// island applies f to each island's open edges; the first island where f
// changes something is the step.
func (s *state) island(tech int, f func(i int, e int32) uint8) (step, bool) {
	for i := 0; i < s.st.n; i++ {
		st := step{tech: tech, island: i}
		for _, e := range s.st.inc[i] {
			d := s.dom[e]
			if single(d) {
				continue
			}
			if nd := f(i, e) & d; nd != d && nd != 0 {
				st.edges = append(st.edges, e)
				st.doms = append(st.doms, nd)
			}
		}
		if len(st.edges) > 0 {
			return st, true
		}
	}
	return step{}, false
}

// done: an island whose sure bridges already make its number takes no more.
func (s *state) done() (step, bool) {
	return s.island(tDone, func(i int, e int32) uint8 {
		if s.sumMin(i) != s.st.val[i] {
			return s.dom[e]
		}
		return 1 << minOf[s.dom[e]]
	})
}

// full: an island whose number equals all its neighbours can still take
// gets every possible bridge.
func (s *state) full() (step, bool) {
	return s.island(tFull, func(i int, e int32) uint8 {
		if s.sumMax(i) != s.st.val[i] {
			return s.dom[e]
		}
		return 1 << maxOf[s.dom[e]]
	})
}

// crossing: a sure bridge forbids every bridge across it.
func (s *state) crossing() (step, bool) {
	for e, d := range s.dom {
		if d&can0 != 0 {
			continue
		}
		st := step{tech: tCrossing, island: -1}
		for _, f := range s.st.cross[e] {
			if s.dom[f] != can0 && s.dom[f]&can0 != 0 {
				st.edges = append(st.edges, f)
				st.doms = append(st.doms, can0)
			}
		}
		if len(st.edges) > 0 {
			st.group = []int{s.st.edges[e].A, s.st.edges[e].B}
			return st, true
		}
	}
	return step{}, false
}

// oneEach: an island with k neighbours that can still take a bridge and a
// number above 2(k−1) needs at least one bridge to each (the 2n−1 rule).
func (s *state) oneEach() (step, bool) {
	return s.island(tOneEach, func(i int, e int32) uint8 {
		open := 0
		for _, f := range s.st.inc[i] {
			if maxOf[s.dom[f]] >= 1 {
				open++
			}
		}
		if s.st.val[i] <= 2*(open-1) {
			return s.dom[e]
		}
		return ^can0
	})
}

// atLeast: what the other neighbours can take at most leaves at least
// v − that for this one (the "2n−1 with n neighbours" rule is a case).
func (s *state) atLeast() (step, bool) {
	return s.island(tAtLeast, func(i int, e int32) uint8 {
		lo := s.st.val[i] - (s.sumMax(i) - maxOf[s.dom[e]])
		if lo <= minOf[s.dom[e]] {
			return s.dom[e]
		}
		return ^uint8(1<<lo - 1)
	})
}

// atMost: what the other neighbours surely take leaves at most v − that
// for this one.
func (s *state) atMost() (step, bool) {
	return s.island(tAtMost, func(i int, e int32) uint8 {
		hi := s.st.val[i] - (s.sumMin(i) - minOf[s.dom[e]])
		if hi >= maxOf[s.dom[e]] || hi < 0 {
			return s.dom[e]
		}
		return uint8(1<<(hi+1) - 1)
	})
}

// counting: the counts of an edge with which the island's other edges
// cannot make its number go (what the bound rules miss when a count in
// the middle has been ruled out).
func (s *state) counting() (step, bool) {
	return s.island(tCounting, func(i int, e int32) uint8 { return s.allowed(i, e) })
}

// isolation finds a count that would spend exactly the liberties of the
// group(s) an edge joins, closing them off from the rest of the islands.
func (s *state) isolation() (int32, int, bool) {
	if s.groups() < 2 {
		return 0, 0, false
	}
	return s.isolationOf()
}

// isolationOf is isolation on the groups just computed.
func (s *state) isolationOf() (int32, int, bool) {
	n := int32(s.st.n)
	for e, d := range s.dom {
		if single(d) {
			continue
		}
		a, b := s.root(int32(s.st.edges[e].A)), s.root(int32(s.st.edges[e].B))
		L, size := s.lib[a], s.size[a]
		if a != b {
			L += s.lib[b]
			size += s.size[b]
		}
		if size >= n || L&1 != 0 {
			continue
		}
		lo := minOf[d]
		c := lo + int(L/2)
		if c > lo && c <= 2 && d&(1<<c) != 0 {
			return int32(e), c, true
		}
	}
	return 0, 0, false
}

func (s *state) isolationStep() (step, bool) {
	e, c, ok := s.isolation()
	if !ok {
		return step{}, false
	}
	ed := s.st.edges[e]
	group := s.members(ed.A)
	if s.root(int32(ed.A)) != s.root(int32(ed.B)) {
		group = append(group, s.members(ed.B)...)
	}
	return step{tech: tIsolation, island: -1, edges: []int32{e}, doms: []uint8{s.dom[e] &^ (1 << c)},
		trialOf: 1 << c, group: group}, true
}

// wayOut: a group (islands joined by sure bridges, not all of them) with a
// single possible bridge to the rest must use it.
func (s *state) wayOut() (step, bool) {
	if s.groups() < 2 {
		return step{}, false
	}
	st := s.st
	out := make([]int32, st.n) // per group root: its one way out, −1 none, −2 several
	for i := range out {
		out[i] = -1
	}
	note := func(g int32, e int32) {
		switch out[g] {
		case -1:
			out[g] = e
		case e:
		default:
			out[g] = -2
		}
	}
	for e, d := range s.dom {
		if d == can0 {
			continue
		}
		a, b := s.root(int32(st.edges[e].A)), s.root(int32(st.edges[e].B))
		if a != b {
			note(a, int32(e))
			note(b, int32(e))
		}
	}
	for i := 0; i < st.n; i++ {
		r := s.root(int32(i))
		if e := out[r]; e >= 0 && s.dom[e]&can0 != 0 {
			return step{tech: tWayOut, island: -1, edges: []int32{e}, doms: []uint8{s.dom[e] &^ can0},
				group: s.members(i)}, true
		}
	}
	return step{}, false
}

// trial sets an open edge to one of its counts, applies the simple rules,
// and returns the first count that leads to a contradiction. It starts at
// the edge where the last trial succeeded and goes round: the trials
// before it were refuted nothing then, and mostly still do not, so a
// path of many trials costs about one round each, not a round per trial.
func (s *state) trial(ctx context.Context) (step, bool, error) {
	m := len(s.dom)
	for k := 0; k < m; k++ {
		e := (s.cursor + k) % m
		d := s.dom[e]
		if single(d) {
			continue
		}
		if err := ctx.Err(); err != nil {
			return step{}, false, err
		}
		for c := 0; c <= 2; c++ {
			if d&(1<<c) == 0 {
				continue
			}
			mark := len(s.trail)
			s.auto, s.dirty = true, true
			s.set(int32(e), 1<<c)
			s.push(s.st.edges[e].A)
			s.push(s.st.edges[e].B)
			ok := s.propagate()
			var why solve.Text
			if !ok {
				why, _ = s.problem()
			}
			s.auto, s.dirty = false, false
			s.undo(mark)
			if !ok {
				if why.IsZero() {
					why = solve.Say("some island could not get its bridges")
				}
				s.cursor = e
				return step{tech: tTrial, island: -1, edges: []int32{int32(e)}, doms: []uint8{d &^ (1 << c)},
					trialOf: 1 << c, why: why}, true, nil
			}
		}
	}
	return step{}, false, nil
}

// find is the simplest step that applies.
func (s *state) find(ctx context.Context) (step, bool, error) {
	for _, f := range []func() (step, bool){s.done, s.full, s.crossing, s.oneEach, s.atMost, s.atLeast, s.counting,
		s.isolationStep, s.wayOut} {
		if st, ok := f(); ok {
			return st, true, nil
		}
	}
	return s.trial(ctx)
}

func (s *state) apply(st step) {
	for k, e := range st.edges {
		s.set(e, st.doms[k])
	}
}
