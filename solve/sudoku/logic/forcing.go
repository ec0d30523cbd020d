package logic

import "math/bits"

// nishio is the last resort, still a proof and never a guess: assume a
// candidate, place what the singles then force, and when that ends in a
// contradiction (a cell with no candidate, a digit with no place in a
// unit) the assumption was false, so the candidate goes. Cells with the
// fewest candidates are tried first; the first refuted candidate is the step.
func nishio(s *state, st *step) bool {
	t := s.t
	scratch := newState(t)
	for k := 2; k <= t.N; k++ {
		for c, v := range s.val {
			if v != 0 || bits.OnesCount64(s.cand[c]) != k {
				continue
			}
			if s.stopped() {
				return false
			}
			for m := s.cand[c]; m != 0; m &= m - 1 {
				d := bits.TrailingZeros64(m) + 1
				scratch.copyFrom(s)
				scratch.place(c, d)
				ok, where, digit, placed := scratch.propagate()
				if ok {
					continue
				}
				st.reset(tNishio)
				st.elim = append(st.elim, cand(c, d))
				st.cells = append(st.cells, c)
				st.hintCells = append(st.hintCells, c)
				st.digits = 1 << (d - 1)
				st.where, st.what, st.count = where, digit, placed
				if where < 0 {
					st.cells = append(st.cells, -1-where)
				} else {
					st.units = append(st.units, where)
				}
				return true
			}
		}
	}
	return false
}

// propagate places singles (naked and hidden) until none is left or a
// contradiction shows; it returns false with the contradiction's place
// (as status gives it) and how many digits it placed.
func (s *state) propagate() (ok bool, where, digit, placed int) {
	t := s.t
	for {
		changed := false
		for c, v := range s.val {
			if v != 0 {
				continue
			}
			m := s.cand[c]
			if m == 0 {
				return false, -1 - c, 0, placed
			}
			if single(m) {
				s.place(c, digitOf(m))
				placed++
				changed = true
			}
		}
		for u, unit := range t.units {
			var once, twice, have uint64
			for _, c := range unit {
				if v := s.val[c]; v != 0 {
					bit := uint64(1) << (v - 1)
					if have&bit != 0 {
						return false, u, int(v), placed
					}
					have |= bit
				} else {
					m := s.cand[c]
					twice |= once & m
					once |= m
				}
			}
			if miss := t.full &^ (have | once); miss != 0 {
				return false, u, digitOf(miss), placed
			}
			for only := once &^ twice &^ have; only != 0; only &= only - 1 {
				bit := only & -only
				for _, c := range unit {
					if s.val[c] == 0 && s.cand[c]&bit != 0 {
						s.place(c, digitOf(bit))
						placed++
						changed = true
						break
					}
				}
			}
		}
		if !changed {
			return true, 0, 0, placed
		}
	}
}
