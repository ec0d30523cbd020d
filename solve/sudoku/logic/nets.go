package logic

import "math/bits"

// Forcing nets, as Sudoku Explainer's dynamic chains: assume a candidate
// and follow what the singles then force, every consequence kept for the
// next ones (a net, not a single chain). Three ways to conclude:
//
//   - verity, cell: whichever candidate a cell holds, the same consequence
//     follows (a digit placed, or a candidate removed), so it holds;
//   - verity, unit: wherever a digit goes in a unit, the same follows;
//   - contradiction (Nishio, forcing.go): the assumption ends in a cell
//     without candidates or a digit without a place, so it is false;
//   - nested contradiction: inside the assumption, candidates are first
//     refuted by their own contradictions (the level below) before the
//     singles go on: Berthier's T&E(2), which no known puzzle escapes.
//
// The propagation works on a flat copy of the candidates with a queue of
// placed cells: a placement clears its digit from the peers (a peer left
// with one candidate is placed at once), and when the queue is empty the
// units are scanned for hidden singles and digits without a place.

// net is a board under an assumption.
type net struct {
	t     *topo
	val   []uint8
	cand  []uint64
	queue []int32
	// placed counts the digits the propagation placed; refuted the
	// candidates a nested search removed.
	placed, refuted int
	// where and what are the contradiction, as status gives them.
	where, what int
}

func newNet(t *topo) *net {
	return &net{t: t, val: make([]uint8, t.NN), cand: make([]uint64, t.NN), queue: make([]int32, 0, t.NN)}
}

func (n *net) loadState(s *state) {
	copy(n.val, s.val)
	copy(n.cand, s.cand)
	n.queue, n.placed, n.refuted = n.queue[:0], 0, 0
}

func (n *net) loadNet(o *net) {
	copy(n.val, o.val)
	copy(n.cand, o.cand)
	n.queue, n.placed, n.refuted = n.queue[:0], 0, 0
}

// assign places digit d (1-based) in empty cell c; false when c cannot hold it.
func (n *net) assign(c, d int) bool {
	bit := uint64(1) << (d - 1)
	if n.cand[c]&bit == 0 {
		n.where, n.what = -1-c, 0
		return false
	}
	n.val[c], n.cand[c] = uint8(d), bit
	n.queue = append(n.queue, int32(c))
	n.placed++
	return true
}

// remove takes digit bit from empty cell c; false on a contradiction.
func (n *net) remove(c int, bit uint64) bool {
	n.cand[c] &^= bit
	switch m := n.cand[c]; {
	case m == 0:
		n.where, n.what = -1-c, 0
		return false
	case m&(m-1) == 0:
		return n.assign(c, digitOf(m))
	}
	return true
}

// run propagates the singles until none is left; false on a contradiction
// (n.where, n.what say where).
func (n *net) run() bool {
	t := n.t
	for {
		for len(n.queue) > 0 {
			c := n.queue[len(n.queue)-1]
			n.queue = n.queue[:len(n.queue)-1]
			bit := n.cand[c]
			for _, p := range t.peers[c] {
				if n.cand[p]&bit == 0 {
					continue
				}
				if n.val[p] != 0 {
					// a peer placed with the same digit
					n.where, n.what = t.cellUnits[c][sharedUnit(t, int(c), p)], digitOf(bit)
					return false
				}
				if !n.remove(p, bit) {
					return false
				}
			}
		}
		if !n.hidden() {
			return false
		}
		if len(n.queue) == 0 {
			return true
		}
	}
}

// sharedUnit is the index (0 row, 1 column, 2 box) of a unit a and b share.
func sharedUnit(t *topo, a, b int) int {
	switch {
	case t.row[a] == t.row[b]:
		return 0
	case t.col[a] == t.col[b]:
		return 1
	}
	return 2
}

// hidden places the hidden singles of every unit (queueing them); false
// when a digit has no place in a unit.
func (n *net) hidden() bool {
	t := n.t
	for u, unit := range t.units {
		var once, twice, have uint64
		for _, c := range unit {
			m := n.cand[c]
			if n.val[c] != 0 {
				have |= m
				continue
			}
			twice |= once & m
			once |= m
		}
		if miss := t.full &^ (have | once); miss != 0 {
			n.where, n.what = u, digitOf(miss)
			return false
		}
		for only := once &^ twice &^ have; only != 0; only &= only - 1 {
			bit := only & -only
			for _, c := range unit {
				if n.val[c] == 0 && n.cand[c]&bit != 0 {
					n.assign(c, digitOf(bit))
					break
				}
			}
		}
	}
	return true
}

// deepen refutes, inside n (already propagated), every candidate whose
// own assumption ends in a contradiction by singles, propagating after
// each; false when n itself ends in one. inner is scratch.
func (n *net) deepen(inner *net, done func() bool) bool {
	t := n.t
	for changed := true; changed; {
		changed = false
		for k := 2; k <= t.N; k++ {
			for c := 0; c < t.NN; c++ {
				if n.val[c] != 0 || bits.OnesCount64(n.cand[c]) != k {
					continue
				}
				if done() {
					return true
				}
				for m := n.cand[c]; m != 0; m &= m - 1 {
					if n.val[c] != 0 {
						break
					}
					d := bits.TrailingZeros64(m) + 1
					inner.loadNet(n)
					if inner.assign(c, d) && inner.run() {
						continue
					}
					n.refuted++
					changed = true
					if !n.remove(c, 1<<(d-1)) || !n.run() {
						return false
					}
				}
			}
		}
	}
	return true
}

// forcingScratch is what the forcing searches reuse within one call.
type forcingScratch struct {
	a, b   *net
	union  []uint64
	placed []uint8
}

func newForcingScratch(t *topo) *forcingScratch {
	return &forcingScratch{a: newNet(t), b: newNet(t), union: make([]uint64, t.NN), placed: make([]uint8, t.NN)}
}

// verity gathers what every branch forces: branches calls try for each
// assumption (cell, digit); a branch that ends in a contradiction is left
// out (it cannot be), and a step is made of what every other branch
// concludes, placements first. It reports whether some branch survived.
type verity struct {
	s      *state
	fs     *forcingScratch
	alive  int
	last   branch // the last branch that survived
	starts []branch
}

type branch struct{ c, d int }

func (v *verity) reset() {
	v.alive = 0
	v.starts = v.starts[:0]
	for i := range v.fs.union {
		v.fs.union[i] = 0
		v.fs.placed[i] = 0
	}
}

// try follows the assumption c=d and merges its consequences.
func (v *verity) try(c, d int) {
	n := v.fs.a
	n.loadState(v.s)
	v.starts = append(v.starts, branch{c, d})
	if !n.assign(c, d) || !n.run() {
		return // a false branch: nothing to merge
	}
	for i := range n.cand {
		if v.s.val[i] != 0 {
			continue
		}
		if v.alive == 0 {
			v.fs.placed[i] = n.val[i]
		} else if v.fs.placed[i] != n.val[i] {
			v.fs.placed[i] = 0
		}
		v.fs.union[i] |= n.cand[i]
	}
	v.alive++
	v.last = branch{c, d}
}

// conclude writes into st what every surviving branch forces: the
// cells placed alike in all, and the candidates no branch keeps; false
// when there is nothing new.
func (v *verity) conclude(st *step, tech int) bool {
	s := v.s
	st.reset(tech)
	if v.alive == 0 {
		return false // every branch fails: the board is broken, status says so
	}
	if v.alive == 1 {
		// the other branches fail: the one left is the step
		st.place = append(st.place, cand(v.last.c, v.last.d))
		st.what = 1
	} else {
		for c, pv := range v.fs.placed {
			if s.val[c] == 0 && pv != 0 {
				st.place = append(st.place, cand(c, int(pv)))
			}
		}
	}
	if len(st.place) == 0 {
		for c := range s.cand {
			if s.val[c] == 0 {
				st.eliminate(s, c, s.cand[c]&^v.fs.union[c])
			}
		}
	}
	if len(st.place)+len(st.elim) == 0 {
		return false
	}
	for _, b := range v.starts {
		st.cells = append(st.cells, b.c)
		st.digits |= 1 << (b.d - 1)
	}
	st.count = len(v.starts)
	return true
}

// cellForcing: a cell whose every candidate forces the same consequence.
// Cells with few candidates first.
func cellForcing(s *state, st *step) bool {
	t := s.t
	v := verity{s: s, fs: newForcingScratch(t)}
	for k := 2; k <= min(t.N, 4); k++ {
		for c := 0; c < t.NN; c++ {
			if s.val[c] != 0 || bits.OnesCount64(s.cand[c]) != k {
				continue
			}
			if s.stopped() {
				return false
			}
			v.reset()
			for m := s.cand[c]; m != 0; m &= m - 1 {
				v.try(c, bits.TrailingZeros64(m)+1)
			}
			if !v.conclude(st, tCellForcing) {
				continue
			}
			st.hintCells = append(st.hintCells, c)
			st.where = c
			if st.ok() {
				return true
			}
		}
	}
	return false
}

// unitForcing: a digit whose every place in a unit forces the same
// consequence. Units where it has few places first.
func unitForcing(s *state, st *step) bool {
	t := s.t
	v := verity{s: s, fs: newForcingScratch(t)}
	for k := 2; k <= min(t.N, 4); k++ {
		for _, u := range t.unitOrder {
			for d := 0; d < t.N; d++ {
				bit := uint64(1) << d
				places := 0
				for _, c := range t.units[u] {
					if s.val[c] == 0 && s.cand[c]&bit != 0 {
						places++
					} else if s.val[c] != 0 && s.cand[c] == bit {
						places = -100
					}
				}
				if places != k {
					continue
				}
				if s.stopped() {
					return false
				}
				v.reset()
				for _, c := range t.units[u] {
					if s.val[c] == 0 && s.cand[c]&bit != 0 {
						v.try(c, d+1)
					}
				}
				if !v.conclude(st, tUnitForcing) {
					continue
				}
				st.units = append(st.units, u)
				st.hintUnits = append(st.hintUnits, u)
				st.where = u
				if st.ok() {
					return true
				}
			}
		}
	}
	return false
}

// nestedForcing: a candidate whose assumption ends in a contradiction once
// the candidates that contradict it by singles are removed inside it (the
// proof by contradiction, nested once). Cells with few candidates first.
func nestedForcing(s *state, st *step) bool {
	t := s.t
	outer, a, b := newNet(t), newNet(t), newNet(t)
	done := s.stopped
	for k := 2; k <= t.N; k++ {
		for c := 0; c < t.NN; c++ {
			if s.val[c] != 0 || bits.OnesCount64(s.cand[c]) != k {
				continue
			}
			for m := s.cand[c]; m != 0; m &= m - 1 {
				if s.stopped() {
					return false
				}
				d := bits.TrailingZeros64(m) + 1
				outer.loadState(s)
				if outer.assign(c, d) && outer.run() {
					a.loadNet(outer)
					a.placed = outer.placed
					if a.deepen(b, done) {
						continue
					}
					outer.where, outer.what, outer.refuted, outer.placed = a.where, a.what, a.refuted, a.placed
				}
				if s.stopped() {
					return false
				}
				st.reset(tNestedForcing)
				st.elim = append(st.elim, cand(c, d))
				st.cells = append(st.cells, c)
				st.hintCells = append(st.hintCells, c)
				st.digits = 1 << (d - 1)
				st.where, st.what, st.count, st.refuted = outer.where, outer.what, outer.placed, outer.refuted
				if outer.where < 0 {
					st.cells = append(st.cells, -1-outer.where)
				} else {
					st.units = append(st.units, outer.where)
				}
				if st.ok() {
					return true
				}
			}
		}
	}
	return false
}
