package logic

import "math/bits"

// uniqueRectangle (type 1): four cells on two rows, two columns and two
// boxes, three of them with the same two candidates {a,b}: if the fourth
// were a or b too, a and b could swap and the puzzle would have two
// solutions; a proper puzzle has one, so the fourth loses a and b. find
// keeps the step only when a count proves the board has one solution.
func uniqueRectangle(s *state, st *step) bool {
	t := s.t
	N := t.N
	for r1 := 0; r1 < N; r1++ {
		for r2 := r1 + 1; r2 < N; r2++ {
			for c1 := 0; c1 < N; c1++ {
				for c2 := c1 + 1; c2 < N; c2++ {
					sameBand, sameStack := r1/t.n == r2/t.n, c1/t.n == c2/t.n
					if sameBand == sameStack {
						continue // four boxes, or one
					}
					cs := [4]int{r1*N + c1, r1*N + c2, r2*N + c1, r2*N + c2}
					var pairs, extra int
					var pm uint64
					odd := -1
					ok := true
					for _, c := range cs {
						if s.val[c] != 0 {
							ok = false
							break
						}
					}
					if !ok {
						continue
					}
					for _, c := range cs {
						if bits.OnesCount64(s.cand[c]) == 2 {
							if pm == 0 {
								pm = s.cand[c]
							}
							if s.cand[c] == pm {
								pairs++
								continue
							}
						}
						extra++
						odd = c
					}
					if pairs != 3 || extra != 1 || s.cand[odd]&pm != pm {
						continue
					}
					st.reset(tUniqueRectangle)
					st.eliminate(s, odd, pm)
					st.digits = pm
					for _, c := range cs {
						if c != odd {
							st.cells = append(st.cells, c)
						}
					}
					st.cells = append(st.cells, odd)
					st.hintCells = append(st.hintCells, cs[:]...)
					if st.ok() {
						return true
					}
				}
			}
		}
	}
	return false
}
