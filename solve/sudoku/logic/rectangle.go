package logic

import "math/bits"

// uniqueRectangle (type 1): four cells on two rows, two columns and two
// boxes, three of them with the same two candidates {a,b}: if the fourth
// were a or b too, a and b could swap and the puzzle would have two
// solutions; a proper puzzle has one, so the fourth loses a and b. find
// keeps the step only when a count proves the board has one solution.
func uniqueRectangle(s *state, st *step) bool {
	return rectangles(s, func(cs [4]int) bool {
		var pairs, extra int
		var pm uint64
		odd := -1
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
			return false
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
		return st.ok()
	})
}

// rectangles calls fn with each rectangle of four empty cells on two
// rows, two columns and two boxes (r1c1, r1c2, r2c1, r2c2 in that order)
// until fn returns true.
func rectangles(s *state, fn func(cs [4]int) bool) bool {
	t := s.t
	N := t.N
	for r1 := 0; r1 < N; r1++ {
		for r2 := r1 + 1; r2 < N; r2++ {
			for c1 := 0; c1 < N; c1++ {
				for c2 := c1 + 1; c2 < N; c2++ {
					if (r1/t.n == r2/t.n) == (c1/t.n == c2/t.n) {
						continue
					}
					cs := [4]int{r1*N + c1, r1*N + c2, r2*N + c1, r2*N + c2}
					if s.val[cs[0]] != 0 || s.val[cs[1]] != 0 || s.val[cs[2]] != 0 || s.val[cs[3]] != 0 {
						continue
					}
					if fn(cs) {
						return true
					}
				}
			}
		}
	}
	return false
}

// urSides are a rectangle's sides (pairs of corners sharing a line), and
// diagonals, as indexes into its corners.
var urSides = [4][2]int{{0, 1}, {2, 3}, {0, 2}, {1, 3}}

// urPairs: the digit pairs {a,b} the rectangle's corners all hold, with
// two corners (a side) holding only them.
func urFloor(s *state, cs [4]int, fn func(ab uint64, floor, roof [2]int) bool) bool {
	all := s.cand[cs[0]] & s.cand[cs[1]] & s.cand[cs[2]] & s.cand[cs[3]]
	if bits.OnesCount64(all) < 2 {
		return false
	}
	for _, side := range urSides {
		f0, f1 := cs[side[0]], cs[side[1]]
		ab := s.cand[f0]
		if bits.OnesCount64(ab) != 2 || s.cand[f1] != ab || all&ab != ab {
			continue
		}
		var roof [2]int
		k := 0
		for _, c := range cs {
			if c != f0 && c != f1 {
				roof[k] = c
				k++
			}
		}
		if s.cand[roof[0]] == ab || s.cand[roof[1]] == ab {
			continue // three or four corners {a,b}: type 1, or no solution
		}
		if fn(ab, [2]int{f0, f1}, roof) {
			return true
		}
	}
	return false
}

// urStep fills the pattern of a rectangle step.
func urStep(st *step, cs [4]int, ab uint64, floor, roof [2]int) {
	st.digits = ab
	st.cells = append(st.cells, floor[0], floor[1], roof[0], roof[1])
	st.hintCells = append(st.hintCells, cs[:]...)
}

// uniqueRectangle2: the two roof corners hold {a,b,x} alike: one of them
// is x (else a and b could swap), so x leaves the cells that see both.
func uniqueRectangle2(s *state, st *step) bool {
	return rectangles(s, func(cs [4]int) bool {
		return urFloor(s, cs, func(ab uint64, floor, roof [2]int) bool {
			x := s.cand[roof[0]] &^ ab
			if s.cand[roof[0]] != s.cand[roof[1]] || !single(x) {
				return false
			}
			st.reset(tUniqueRectangle2)
			seeBoth(s, st, roof[0], roof[1], x, nil)
			if len(st.elim) == 0 {
				return false
			}
			urStep(st, cs, ab, floor, roof)
			st.what = digitOf(x)
			return st.ok()
		})
	})
}

// uniqueRectangle4: a of {a,b} has only the two roof corners in a unit
// they share: one of them is a, so neither can be b (the other would
// then be a, and a and b could swap): b leaves both.
func uniqueRectangle4(s *state, st *step) bool {
	t := s.t
	return rectangles(s, func(cs [4]int) bool {
		return urFloor(s, cs, func(ab uint64, floor, roof [2]int) bool {
			for _, a := range [2]uint64{ab & -ab, ab & (ab - 1)} {
				b := ab &^ a
				for k := 0; k < 3; k++ {
					u := t.cellUnits[roof[0]][k]
					if t.cellUnits[roof[1]][k] != u || !onlyThere(s, u, a, roof[0], roof[1]) {
						continue
					}
					st.reset(tUniqueRectangle4)
					st.eliminate(s, roof[0], b)
					st.eliminate(s, roof[1], b)
					if len(st.elim) == 0 {
						continue
					}
					urStep(st, cs, ab, floor, roof)
					st.units = append(st.units, u)
					st.what = digitOf(a)
					if st.ok() {
						return true
					}
				}
			}
			return false
		})
	})
}

// onlyThere reports whether digit bit's only places in unit u are a and b.
func onlyThere(s *state, u int, bit uint64, a, b int) bool {
	for _, c := range s.t.units[u] {
		if c != a && c != b && s.cand[c]&bit != 0 && (s.val[c] == 0 || s.cand[c] == bit) {
			return false
		}
	}
	return true
}

// hiddenRectangle: one corner holds only {a,b}; in the row and the column
// of the opposite corner, a has only the rectangle's two places. Were the
// opposite corner b, a would fill the other two corners and the first
// would be b: a and b could swap. So the opposite corner loses b.
func hiddenRectangle(s *state, st *step) bool {
	t := s.t
	opposite := [4]int{3, 2, 1, 0}
	return rectangles(s, func(cs [4]int) bool {
		all := s.cand[cs[0]] & s.cand[cs[1]] & s.cand[cs[2]] & s.cand[cs[3]]
		for i, c := range cs {
			ab := s.cand[c]
			if bits.OnesCount64(ab) != 2 || all&ab != ab {
				continue
			}
			o := cs[opposite[i]]
			for _, a := range [2]uint64{ab & -ab, ab & (ab - 1)} {
				b := ab &^ a
				var side [2]int // the corners sharing o's row, o's column
				for _, x := range cs {
					if x != o && x != c {
						if t.row[x] == t.row[o] {
							side[0] = x
						} else {
							side[1] = x
						}
					}
				}
				if !onlyThere(s, t.cellUnits[o][0], a, o, side[0]) || !onlyThere(s, t.cellUnits[o][1], a, o, side[1]) {
					continue
				}
				st.reset(tHiddenRectangle)
				st.eliminate(s, o, b)
				if len(st.elim) == 0 {
					continue
				}
				st.digits = ab
				st.cells = append(st.cells, c, side[0], side[1], o)
				st.units = append(st.units, t.cellUnits[o][0], t.cellUnits[o][1])
				st.hintCells = append(st.hintCells, cs[:]...)
				st.what = digitOf(a)
				if st.ok() {
					return true
				}
			}
		}
		return false
	})
}

// bugPlusOne: every empty cell holds two candidates but one, which holds
// three. Were that cell either of the two digits that appear twice in its
// units, every unit would hold each of its digits twice: a deadly
// pattern, which could swap. So it takes the digit seen three times.
func bugPlusOne(s *state, st *step) bool {
	t := s.t
	odd := -1
	for c, v := range s.val {
		if v != 0 {
			continue
		}
		switch bits.OnesCount64(s.cand[c]) {
		case 2:
		case 3:
			if odd >= 0 {
				return false
			}
			odd = c
		default:
			return false
		}
	}
	if odd < 0 {
		return false
	}
	for m := s.cand[odd]; m != 0; m &= m - 1 {
		bit := m & -m
		three := true
		for _, u := range t.cellUnits[odd] {
			k := 0
			for _, c := range t.units[u] {
				if s.val[c] == 0 && s.cand[c]&bit != 0 {
					k++
				}
			}
			three = three && k == 3
		}
		if !three || !bugPattern(s, odd, bit) {
			continue
		}
		st.reset(tBUG)
		st.place = append(st.place, cand(odd, digitOf(bit)))
		st.cells = append(st.cells, odd)
		st.hintCells = append(st.hintCells, odd)
		st.digits = bit
		return st.ok()
	}
	return false
}

// bugPattern reports whether, without digit bit in cell odd, every digit
// has no place or exactly two in every unit (the BUG that could swap):
// without it, as with a hidden single left, the odd cell proves nothing.
func bugPattern(s *state, odd int, bit uint64) bool {
	t := s.t
	for _, unit := range t.units {
		var one, two, more uint64
		for _, c := range unit {
			if s.val[c] != 0 {
				continue
			}
			m := s.cand[c]
			if c == odd {
				m &^= bit
			}
			more |= two & m
			two |= one & m
			one |= m
		}
		if one&^two != 0 || more != 0 {
			return false
		}
	}
	return true
}
