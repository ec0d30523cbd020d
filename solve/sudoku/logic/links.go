package logic

import "grille/solve/sudoku"

// The single-digit patterns on strong links (a unit with two places left
// for a digit: one of them holds it): Skyscraper, 2-String Kite, simple
// colouring.

// strongLinks lists the conjugate pairs of digit bit: units where it has
// exactly two places, as [a, b, unit] triples appended to buf.
func strongLinks(s *state, bit uint64, buf [][3]int) [][3]int {
	t := s.t
	for u, unit := range t.units {
		a, b, k := -1, -1, 0
		for _, c := range unit {
			if s.val[c] == 0 && s.cand[c]&bit != 0 {
				if k == 0 {
					a = c
				} else {
					b = c
				}
				k++
			} else if s.val[c] != 0 && s.cand[c] == bit {
				k = 3
				break
			}
		}
		if k == 2 {
			buf = append(buf, [3]int{a, b, u})
		}
	}
	return buf
}

// seeBoth adds to st the eliminations of digit bit from cells that see
// both a and b (and are neither), skipping cells in skip.
func seeBoth(s *state, st *step, a, b int, bit uint64, skip []int) {
	t := s.t
outer:
	for _, p := range t.peers[a] {
		if p == b || s.val[p] != 0 || s.cand[p]&bit == 0 || !t.sees(p, b) {
			continue
		}
		for _, q := range skip {
			if p == q {
				continue outer
			}
		}
		st.eliminate(s, p, bit)
	}
}

// twoLinks finds, for the Skyscraper (kind 0) or the 2-String Kite (kind 1),
// two strong links a=b and c=e of a digit with b and c weakly linked: then a
// or e holds the digit, which leaves every cell that sees both.
func twoLinks(kind, tech int) func(s *state, st *step) bool {
	return func(s *state, st *step) bool {
		t := s.t
		var buf [][3]int
		for d := 0; d < t.N; d++ {
			bit := uint64(1) << uint(d)
			buf = strongLinks(s, bit, buf[:0])
			for i, l1 := range buf {
				for _, l2 := range buf[i+1:] {
					k1, k2 := l1[2]/t.N, l2[2]/t.N // 0 row, 1 column, 2 box
					if kind == 0 && (k1 != k2 || k1 == 2) || kind == 1 && (k1 == 2 || k2 == 2 || k1 == k2) {
						continue
					}
					for _, e1 := range [2][2]int{{l1[0], l1[1]}, {l1[1], l1[0]}} {
						for _, e2 := range [2][2]int{{l2[0], l2[1]}, {l2[1], l2[0]}} {
							a, b, c, e := e1[0], e1[1], e2[0], e2[1]
							if a == c || a == e || b == c || b == e {
								continue
							}
							var weak int
							if kind == 0 {
								// parallel lines whose ends b, c share the crossing line
								if k1 == 0 && t.col[b] != t.col[c] || k1 == 1 && t.row[b] != t.row[c] {
									continue
								}
								if k1 == 0 && t.col[a] == t.col[e] || k1 == 1 && t.row[a] == t.row[e] {
									continue // an X-Wing
								}
								weak = t.cellUnits[b][1-k1]
							} else {
								if t.box[b] != t.box[c] || t.box[a] == t.box[b] || t.box[e] == t.box[b] {
									continue
								}
								weak = t.cellUnits[b][2]
							}
							st.reset(tech)
							seeBoth(s, st, a, e, bit, nil)
							if len(st.elim) == 0 {
								continue
							}
							st.digits = bit
							st.cells = append(st.cells, a, b, c, e)
							st.units = append(st.units, l1[2], l2[2], weak)
							st.hintUnits = append(st.hintUnits, l1[2], l2[2])
							st.links = append(st.links,
								sudoku.Link{From: cand(a, d+1), To: cand(b, d+1), Strong: true},
								sudoku.Link{From: cand(b, d+1), To: cand(c, d+1)},
								sudoku.Link{From: cand(c, d+1), To: cand(e, d+1), Strong: true})
							if st.ok() {
								return true
							}
						}
					}
				}
			}
		}
		return false
	}
}

// colourCells lists a component's cells in st.cells, the first colour
// first; st.where is how many of the first colour.
func colourCells(st *step, comp []int, colour []int8) {
	for k := int8(1); k <= 2; k++ {
		for _, c := range comp {
			if colour[c] == k {
				st.cells = append(st.cells, c)
			}
		}
		if k == 1 {
			st.where = len(st.cells)
		}
	}
}

// colouring: the strong links of one digit, followed from cell to cell,
// split their cells into two colours, one of which holds the digit
// everywhere. Two cells of one colour that see each other make that
// colour false; a cell that sees both colours cannot hold the digit.
func colouring(s *state, st *step) bool {
	t := s.t
	var links [][3]int
	colour := make([]int8, t.NN)
	var queue []int
	for d := 0; d < t.N; d++ {
		bit := uint64(1) << uint(d)
		links = strongLinks(s, bit, links[:0])
		if len(links) < 2 {
			continue
		}
		for i := range colour {
			colour[i] = 0
		}
		for start := range links {
			if colour[links[start][0]] != 0 {
				continue
			}
			// Colour the component of this link: 1 and 2.
			queue = append(queue[:0], links[start][0])
			colour[links[start][0]] = 1
			var comp []int
			var tree [][3]int
			for len(queue) > 0 {
				c := queue[0]
				queue = queue[1:]
				comp = append(comp, c)
				for _, l := range links {
					o := -1
					if l[0] == c {
						o = l[1]
					} else if l[1] == c {
						o = l[0]
					}
					if o >= 0 && colour[o] == 0 {
						colour[o] = 3 - colour[c]
						queue = append(queue, o)
						tree = append(tree, [3]int{c, o, l[2]})
					}
				}
			}
			if len(comp) < 3 {
				for _, c := range comp {
					colour[c] = -1
				}
				continue
			}
			st.reset(tColouring)
			// Wrap: two cells of one colour in one unit.
			wrap := int8(0)
			for i, a := range comp {
				for _, b := range comp[i+1:] {
					if colour[a] == colour[b] && t.sees(a, b) {
						wrap = colour[a]
					}
				}
			}
			if wrap != 0 {
				for _, c := range comp {
					if colour[c] == wrap {
						st.eliminate(s, c, bit)
					}
				}
				st.what = int(wrap)
			} else {
				for c, v := range s.val {
					if v != 0 || s.cand[c]&bit == 0 || colour[c] > 0 {
						continue
					}
					var seen int8
					for _, p := range t.peers[c] {
						if colour[p] > 0 {
							seen |= colour[p]
						}
					}
					if seen == 3 {
						st.eliminate(s, c, bit)
					}
				}
			}
			if len(st.elim) == 0 {
				for _, c := range comp {
					colour[c] = -1 // done: never a start again
				}
				continue
			}
			st.digits = bit
			colourCells(st, comp, colour)
			for _, e := range tree {
				st.links = append(st.links, sudoku.Link{From: cand(e[0], d+1), To: cand(e[1], d+1), Strong: true})
			}
			if st.ok() {
				return true
			}
			for _, c := range comp {
				colour[c] = -1 // only the component at hand is coloured
			}
		}
	}
	return false
}
