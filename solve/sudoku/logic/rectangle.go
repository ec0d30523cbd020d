package logic

import (
	"context"
	"math/bits"
	"slices"

	"grille/solve/sudoku"
	"grille/solve/sudoku/backtrack"
)

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
	return eachRectangle(s.t, func(cs [4]int) bool {
		if s.val[cs[0]] != 0 || s.val[cs[1]] != 0 || s.val[cs[2]] != 0 || s.val[cs[3]] != 0 {
			return false
		}
		return fn(cs)
	})
}

// eachRectangle calls fn with each rectangle of four cells on two rows,
// two columns and two boxes, empty or not, in rectangles' order, until fn
// returns true. A corner's index xor 3 is its opposite corner's, xor 1 the
// corner beside it in its row, xor 2 the one in its column.
func eachRectangle(t *topo, fn func(cs [4]int) bool) bool {
	N := t.N
	for r1 := 0; r1 < N; r1++ {
		for r2 := r1 + 1; r2 < N; r2++ {
			for c1 := 0; c1 < N; c1++ {
				for c2 := c1 + 1; c2 < N; c2++ {
					if (r1/t.n == r2/t.n) == (c1/t.n == c2/t.n) {
						continue
					}
					if fn([4]int{r1*N + c1, r1*N + c2, r2*N + c1, r2*N + c2}) {
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
		if !three || !bugWithout(s, odd, bit) {
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

// urPair is the pair {a,b} of a rectangle's corner that holds only two
// candidates, both in every corner (0 when no corner has one).
func urPair(s *state, cs [4]int) uint64 {
	all := s.cand[cs[0]] & s.cand[cs[1]] & s.cand[cs[2]] & s.cand[cs[3]]
	for _, c := range cs {
		if ab := s.cand[c]; bits.OnesCount64(ab) == 2 && all&ab == ab {
			return ab
		}
	}
	return 0
}

// uniqueRectangle5: one corner, or two diagonal ones, hold only {a,b},
// the others {a,b,x} alike: one of those is x (else a and b could swap),
// so x leaves the cells that see all of them. (Two such corners on a side
// are type 2.)
func uniqueRectangle5(s *state, st *step) bool {
	t := s.t
	return rectangles(s, func(cs [4]int) bool {
		ab := urPair(s, cs)
		if ab == 0 {
			return false
		}
		var floor, roof [4]int
		nf, nr := 0, 0
		var x uint64
		for _, c := range cs {
			if s.cand[c] == ab {
				floor[nf] = c
				nf++
				continue
			}
			x |= s.cand[c] &^ ab
			roof[nr] = c
			nr++
		}
		if !single(x) || nr < 2 || nr == 2 && (t.row[roof[0]] == t.row[roof[1]] || t.col[roof[0]] == t.col[roof[1]]) {
			return false
		}
		st.reset(tUniqueRectangle5)
	cells:
		for _, p := range t.peers[roof[0]] {
			if s.val[p] != 0 || s.cand[p]&x == 0 || p == cs[0] || p == cs[1] || p == cs[2] || p == cs[3] {
				continue
			}
			for _, r := range roof[1:nr] {
				if !t.sees(p, r) {
					continue cells
				}
			}
			st.eliminate(s, p, x)
		}
		if len(st.elim) == 0 {
			return false
		}
		st.count = nf
		rectStep(st, cs, ab, digitOf(x), append(floor[:nf:nf], roof[:nr]...)...)
		return st.ok()
	})
}

// uniqueRectangle6: two diagonal corners hold only {a,b}, the other two
// {a,b} and more, and a has only the corners in the rectangle's two rows
// (or columns), an X-Wing. Were one of the other two a, the corners beside
// it would be b and the X-Wing would make its opposite a: the four could
// swap. So a leaves both.
func uniqueRectangle6(s *state, st *step) bool {
	t := s.t
	return rectangles(s, func(cs [4]int) bool {
		for f := 0; f < 2; f++ {
			f0, f1, r0, r1 := cs[f], cs[3-f], cs[1-f], cs[2+f]
			ab := s.cand[f0]
			if bits.OnesCount64(ab) != 2 || s.cand[f1] != ab || s.cand[r0]&ab != ab || s.cand[r1]&ab != ab || s.cand[r0] == ab || s.cand[r1] == ab {
				continue
			}
			for _, a := range [2]uint64{ab & -ab, ab & (ab - 1)} {
				var lines [2]int
				switch {
				case onlyThere(s, t.cellUnits[cs[0]][0], a, cs[0], cs[1]) && onlyThere(s, t.cellUnits[cs[2]][0], a, cs[2], cs[3]):
					lines = [2]int{t.cellUnits[cs[0]][0], t.cellUnits[cs[2]][0]}
				case onlyThere(s, t.cellUnits[cs[0]][1], a, cs[0], cs[2]) && onlyThere(s, t.cellUnits[cs[1]][1], a, cs[1], cs[3]):
					lines = [2]int{t.cellUnits[cs[0]][1], t.cellUnits[cs[1]][1]}
				default:
					continue
				}
				st.reset(tUniqueRectangle6)
				st.eliminate(s, r0, a)
				st.eliminate(s, r1, a)
				urStep(st, cs, ab, [2]int{f0, f1}, [2]int{r0, r1})
				st.units = append(st.units, lines[:]...)
				st.hintUnits = append(st.hintUnits, lines[:]...)
				st.what = digitOf(a)
				if st.ok() {
					return true
				}
			}
		}
		return false
	})
}

// urSubsetMax bounds the cells a type 3 rectangle's pseudo-cell joins in
// its naked subset.
const urSubsetMax = 3

// uniqueRectangle3: two corners on a side hold only {a,b}, the other two,
// sharing a unit, {a,b} and more: one of those holds one of their other
// digits E (else a and b could swap). The two act as one cell holding E;
// with k other cells of the unit whose candidates and E are k+1 digits
// together they make a naked subset, so those digits leave every other
// cell of each unit that holds all of them.
func uniqueRectangle3(s *state, st *step) bool {
	t := s.t
	var cells [64]int
	var idx [4]int
	return rectangles(s, func(cs [4]int) bool {
		return urFloor(s, cs, func(ab uint64, floor, roof [2]int) bool {
			extra := (s.cand[roof[0]] | s.cand[roof[1]]) &^ ab
			if bits.OnesCount64(extra) > urSubsetMax+1 {
				return false
			}
			for k := 0; k < 3; k++ {
				u := t.cellUnits[roof[0]][k]
				if t.cellUnits[roof[1]][k] != u {
					continue
				}
				m := 0
				for _, c := range t.units[u] {
					if s.val[c] == 0 && c != roof[0] && c != roof[1] && bits.OnesCount64(s.cand[c]) <= urSubsetMax+1 {
						cells[m] = c
						m++
					}
				}
				for size := 1; size <= urSubsetMax; size++ {
					found := combos(m, size, &idx, func(ix []int) bool {
						union := extra
						for _, i := range ix {
							union |= s.cand[cells[i]]
						}
						if bits.OnesCount64(union) != size+1 {
							return false
						}
						st.reset(tUniqueRectangle3)
						st.cells = append(st.cells, floor[0], floor[1], roof[0], roof[1])
						for _, i := range ix {
							st.cells = append(st.cells, cells[i])
						}
						st.units = append(st.units, u)
						for kind := 0; kind < 3; kind++ {
							w := t.cellUnits[roof[0]][kind]
							shared := true
							for _, c := range st.cells[2:] {
								shared = shared && t.cellUnits[c][kind] == w
							}
							if !shared {
								continue
							}
							n := len(st.elim)
						others:
							for _, c := range t.units[w] {
								for _, in := range st.cells[2:] {
									if c == in {
										continue others
									}
								}
								if w == u || !slices.Contains(t.units[u], c) {
									st.eliminate(s, c, union)
								}
							}
							if w != u && len(st.elim) > n {
								st.units = append(st.units, w)
							}
						}
						if len(st.elim) == 0 {
							return false
						}
						st.digits = ab
						st.hintCells = append(st.hintCells, cs[:]...)
						st.hintUnits = append(st.hintUnits, u)
						return st.ok()
					})
					if found {
						return true
					}
				}
			}
			return false
		})
	})
}

// avoidableRectangle1: three corners of a rectangle hold digits placed
// since the givens, a on one and b on the two beside it; the fourth,
// empty, cannot be a: the four cells, none a given, could swap a and b.
// swapProved checks that by a count.
func avoidableRectangle1(s *state, st *step) bool {
	return placedRectangles(s, func(cs [4]int) bool {
		for i, x := range cs {
			o, j, k := cs[i^3], cs[i^1], cs[i^2]
			a, b := s.val[o], s.val[j]
			if s.val[x] != 0 || a == 0 || b == 0 || s.val[k] != b || a == b || s.given[o] || s.given[j] || s.given[k] {
				continue
			}
			bit := uint64(1) << (a - 1)
			if s.cand[x]&bit == 0 || !s.swapProved(o, j, k) {
				continue
			}
			st.reset(tAvoidableRectangle1)
			st.eliminate(s, x, bit)
			rectStep(st, cs, bit|1<<(b-1), int(a), o, j, k, x)
			if st.ok() {
				return true
			}
		}
		return false
	})
}

// avoidableRectangle2: two corners on a side hold digits placed since the
// givens, a and b, and the other two only {b,x} (beside a) and {a,x}
// (beside b): one of those is x, or the four, none a given, could swap a
// and b; so x leaves the cells that see both.
func avoidableRectangle2(s *state, st *step) bool {
	return placedRectangles(s, func(cs [4]int) bool {
		for _, side := range urSides {
			pi, qi := side[0], side[1]
			across := pi ^ qi ^ 3 // to the corner beside, off the side
			p, q, p2, q2 := cs[pi], cs[qi], cs[pi^across], cs[qi^across]
			a, b := s.val[p], s.val[q]
			if a == 0 || b == 0 || s.given[p] || s.given[q] || s.val[p2] != 0 || s.val[q2] != 0 {
				continue
			}
			ba, bb := uint64(1)<<(a-1), uint64(1)<<(b-1)
			x := s.cand[p2] &^ bb
			if s.cand[p2]&bb == 0 || !single(x) || x&ba != 0 || s.cand[q2] != ba|x {
				continue
			}
			st.reset(tAvoidableRectangle2)
			seeBoth(s, st, p2, q2, x, nil)
			if len(st.elim) == 0 || !s.swapProved(p, q) {
				continue
			}
			rectStep(st, cs, ba|bb, digitOf(x), p, q, p2, q2)
			if st.ok() {
				return true
			}
		}
		return false
	})
}

// placedRectangles is eachRectangle when the givens are known, for the
// avoidable rectangles (which stand on placed digits); else nothing.
func placedRectangles(s *state, fn func(cs [4]int) bool) bool {
	return s.given != nil && eachRectangle(s.t, fn)
}

// rectStep fills a rectangle step's pattern: its digits, its detail
// digit, its cells in the order its words name them, and its four corners
// as the first hint.
func rectStep(st *step, cs [4]int, digits uint64, what int, cells ...int) {
	st.digits, st.what = digits, what
	st.cells = append(st.cells, cells...)
	st.hintCells = append(st.hintCells, cs[:]...)
}

// swapProved reports whether the board with the placed digits of cells
// cleared has exactly one solution, counted within uniqueBudget: then no
// two solutions of the board differ only by a swap in a rectangle whose
// other corners are empty, which is what an avoidable rectangle rules out.
// (A proper puzzle's board always counts one; only the count makes the
// step exact on any board.)
func (s *state) swapProved(cells ...int) bool {
	g := s.grid()
	for _, c := range cells {
		g.Cells[c] = 0
	}
	ctx := s.ctx
	if ctx == nil {
		ctx = context.Background()
	}
	n, stopped := backtrack.CountWithin(ctx, g, 2, uniqueBudget)
	return n == 1 && !stopped
}

// setGivens marks puzzle's digits as the board's givens, when puzzle is
// the board's: its order, and each of its digits on the board (else the
// givens stay unknown).
func (s *state) setGivens(puzzle sudoku.Grid) {
	s.given = nil
	if puzzle.Order != s.t.n || len(puzzle.Cells) != len(s.val) {
		return
	}
	given := make([]bool, len(s.val))
	for c, v := range puzzle.Cells {
		if v != 0 {
			if s.val[c] != v {
				return
			}
			given[c] = true
		}
	}
	s.given = given
}

// bugWithout reports whether the board, cell odd without the digits of
// bit, is a BUG: every digit twice or not at all among the candidates of
// every unit. Without it the two-candidate cells need not be a pattern
// that could swap, and the BUG+1 would prove nothing.
func bugWithout(s *state, odd int, bit uint64) bool {
	for _, unit := range s.t.units {
		var once, twice, more uint64
		for _, c := range unit {
			if s.val[c] != 0 {
				continue
			}
			m := s.cand[c]
			if c == odd {
				m &^= bit
			}
			more |= twice & m
			twice |= once & m
			once |= m
		}
		if more != 0 || once != twice {
			return false
		}
	}
	return true
}
