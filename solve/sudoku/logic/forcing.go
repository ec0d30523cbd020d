package logic

import "math/bits"

// nishio is the last resort, still a proof and never a guess: assume a
// candidate, place what the singles then force, and when that ends in a
// contradiction (a cell with no candidate, a digit with no place in a
// unit) the assumption was false, so the candidate goes. Cells with the
// fewest candidates are tried first; the first refuted candidate is the step.
func nishio(s *state, st *step) bool {
	t := s.t
	scratch := newNet(t)
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
				scratch.loadState(s)
				if scratch.assign(c, d) && scratch.run() {
					continue
				}
				where, digit, placed := scratch.where, scratch.what, scratch.placed
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
				if st.ok() {
					return true
				}
			}
		}
	}
	return false
}
