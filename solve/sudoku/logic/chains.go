package logic

import (
	"math/bits"

	"grille/solve/sudoku"
)

// The techniques that join cells far apart: single-digit patterns on
// strong links (a unit with two places left for a digit: one of them holds
// it), the wings on cells with two candidates, the chains, the unique
// rectangle and, last, the proof by contradiction.

func cand(c, d int) sudoku.Candidate { return sudoku.Candidate{Cell: c, Digit: d} }

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
							return true
						}
					}
				}
			}
		}
		return false
	}
}

// xyWing: a pivot {x,y} sees pincers {x,z} and {y,z}: whichever the pivot
// holds, one pincer is z, so z leaves every cell that sees both pincers.
func xyWing(s *state, st *step) bool {
	t := s.t
	for p, v := range s.val {
		pm := s.cand[p]
		if v != 0 || bits.OnesCount64(pm) != 2 {
			continue
		}
		for i, a := range t.peers[p] {
			am := s.cand[a]
			if s.val[a] != 0 || bits.OnesCount64(am) != 2 || am == pm || !single(am&pm) {
				continue
			}
			z := am &^ pm
			want := (pm &^ am) | z
			for _, b := range t.peers[p][i+1:] {
				if s.val[b] != 0 || s.cand[b] != want {
					continue
				}
				st.reset(tXYWing)
				seeBoth(s, st, a, b, z, []int{p})
				if len(st.elim) == 0 {
					continue
				}
				st.digits = pm | z
				st.cells = append(st.cells, p, a, b)
				st.hintCells = append(st.hintCells, p)
				return true
			}
		}
	}
	return false
}

// xyzWing: a pivot {x,y,z} sees pincers {x,z} and {y,z}: one of the three
// is z, so z leaves every cell that sees all three.
func xyzWing(s *state, st *step) bool {
	t := s.t
	for p, v := range s.val {
		pm := s.cand[p]
		if v != 0 || bits.OnesCount64(pm) != 3 {
			continue
		}
		for i, a := range t.peers[p] {
			am := s.cand[a]
			if s.val[a] != 0 || bits.OnesCount64(am) != 2 || am&^pm != 0 {
				continue
			}
			for _, b := range t.peers[p][i+1:] {
				bm := s.cand[b]
				if s.val[b] != 0 || bits.OnesCount64(bm) != 2 || bm&^pm != 0 || am|bm != pm {
					continue
				}
				z := am & bm
				st.reset(tXYZWing)
				for _, q := range t.peers[p] {
					if q != a && q != b && t.sees(q, a) && t.sees(q, b) {
						st.eliminate(s, q, z)
					}
				}
				if len(st.elim) == 0 {
					continue
				}
				st.digits = pm
				st.cells = append(st.cells, p, a, b)
				st.hintCells = append(st.hintCells, p)
				return true
			}
		}
	}
	return false
}

// wWing: two cells {x,y} that do not see each other, and a strong link on
// x whose ends see one each: one of the two cells is y, so y leaves every
// cell that sees both.
func wWing(s *state, st *step) bool {
	t := s.t
	var links [][3]int
	for a, v := range s.val {
		am := s.cand[a]
		if v != 0 || bits.OnesCount64(am) != 2 {
			continue
		}
		for b := a + 1; b < t.NN; b++ {
			if s.val[b] != 0 || s.cand[b] != am || t.sees(a, b) {
				continue
			}
			for _, x := range [2]uint64{am & -am, am & (am - 1)} {
				y := am &^ x
				links = strongLinks(s, x, links[:0])
				for _, l := range links {
					for _, e := range [2][2]int{{l[0], l[1]}, {l[1], l[0]}} {
						c, f := e[0], e[1]
						if c == a || c == b || f == a || f == b || !t.sees(c, a) || !t.sees(f, b) {
							continue
						}
						st.reset(tWWing)
						seeBoth(s, st, a, b, y, nil)
						if len(st.elim) == 0 {
							continue
						}
						dx := digitOf(x)
						st.digits = am
						st.cells = append(st.cells, a, c, f, b)
						st.units = append(st.units, l[2])
						st.hintCells = append(st.hintCells, a, b)
						st.links = append(st.links,
							sudoku.Link{From: cand(a, digitOf(y)), To: cand(a, dx), Strong: true},
							sudoku.Link{From: cand(a, dx), To: cand(c, dx)},
							sudoku.Link{From: cand(c, dx), To: cand(f, dx), Strong: true},
							sudoku.Link{From: cand(f, dx), To: cand(b, dx)},
							sudoku.Link{From: cand(b, dx), To: cand(b, digitOf(y)), Strong: true})
						return true
					}
				}
			}
		}
	}
	return false
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
			for k := int8(1); k <= 2; k++ {
				for _, c := range comp {
					if colour[c] == k {
						st.cells = append(st.cells, c)
					}
				}
				if k == 1 {
					st.where = len(st.cells) // how many of the first colour
				}
			}
			for _, e := range tree {
				st.links = append(st.links, sudoku.Link{From: cand(e[0], d+1), To: cand(e[1], d+1), Strong: true})
			}
			return true
		}
	}
	return false
}

// chainSearch is the breadth-first search the X- and XY-chains share:
// nodes are (cell, digit) states, parent pointers rebuild the chain.
type chainSearch struct {
	seen   []int32 // per state: 1 + parent state, 0 unseen
	queue  []int32
	path   []int32
	inPath []bool
}

func (cs *chainSearch) init(states, cells int) {
	if len(cs.seen) < states {
		cs.seen = make([]int32, states)
	}
	if len(cs.inPath) < cells {
		cs.inPath = make([]bool, cells)
	}
}

// rebuild returns the states from the start to s (inclusive), and whether
// no cell repeats along it (cellOf maps a state to its cell).
func (cs *chainSearch) rebuild(s int32, cellOf func(int32) int) ([]int32, bool) {
	cs.path = cs.path[:0]
	for x := s; ; {
		cs.path = append(cs.path, x)
		p := cs.seen[x] - 1
		if p == x || p < 0 {
			break
		}
		x = p
	}
	for i, j := 0, len(cs.path)-1; i < j; i, j = i+1, j-1 {
		cs.path[i], cs.path[j] = cs.path[j], cs.path[i]
	}
	simple := true
	for _, x := range cs.path {
		c := cellOf(x)
		if cs.inPath[c] {
			simple = false
		}
		cs.inPath[c] = true
	}
	for _, x := range cs.path {
		cs.inPath[cellOf(x)] = false
	}
	return cs.path, simple
}

// maxChain bounds a chain's cells: longer chains teach little.
const maxChain = 14

// xChain: for one digit, strong and weak links in turn, strong at both
// ends: one end holds the digit, so it leaves every cell seeing both ends.
// The shortest chain is taken. State 2c is "cell c, reached by a weak link
// (or the start)", 2c+1 "reached by a strong link".
func xChain(s *state, st *step) bool {
	t := s.t
	var cs chainSearch
	cs.init(2*t.NN, t.NN)
	var links [][3]int
	strong := make([][]int, t.NN)
	best := -1
	var bestPath []int32
	bestD := 0
	for d := 0; d < t.N; d++ {
		bit := uint64(1) << uint(d)
		links = strongLinks(s, bit, links[:0])
		if len(links) < 2 {
			continue
		}
		for i := range strong {
			strong[i] = strong[i][:0]
		}
		for _, l := range links {
			strong[l[0]] = append(strong[l[0]], l[1])
			strong[l[1]] = append(strong[l[1]], l[0])
		}
		for start := 0; start < t.NN; start++ {
			if len(strong[start]) == 0 {
				continue
			}
			for i := range cs.seen[:2*t.NN] {
				cs.seen[i] = 0
			}
			s0 := int32(2 * start)
			cs.seen[s0] = s0 + 1
			cs.queue = append(cs.queue[:0], s0)
			for qi := 0; qi < len(cs.queue); qi++ {
				x := cs.queue[qi]
				c, viaStrong := int(x/2), x%2 == 1
				if viaStrong && c != start {
					path, simple := cs.rebuild(x, func(y int32) int { return int(y / 2) })
					if len(path) >= 4 && len(path) <= maxChain && simple && (best < 0 || len(path) < best) {
						var tmp step
						seeBoth(s, &tmp, start, c, bit, nil)
						if len(tmp.elim) > 0 {
							best, bestD = len(path), d
							bestPath = append(bestPath[:0], path...)
						}
					}
				}
				if viaStrong {
					for _, p := range t.peers[c] {
						if s.val[p] == 0 && s.cand[p]&bit != 0 && cs.seen[2*p] == 0 {
							cs.seen[2*p] = x + 1
							cs.queue = append(cs.queue, int32(2*p))
						}
					}
				} else {
					for _, p := range strong[c] {
						if cs.seen[2*p+1] == 0 {
							cs.seen[2*p+1] = x + 1
							cs.queue = append(cs.queue, int32(2*p+1))
						}
					}
				}
			}
		}
	}
	if best < 0 {
		return false
	}
	st.reset(tXChain)
	bit := uint64(1) << uint(bestD)
	a, e := int(bestPath[0]/2), int(bestPath[len(bestPath)-1]/2)
	seeBoth(s, st, a, e, bit, nil)
	st.digits = bit
	for i, x := range bestPath {
		st.cells = append(st.cells, int(x/2))
		if i > 0 {
			st.links = append(st.links, sudoku.Link{From: cand(int(bestPath[i-1]/2), bestD+1), To: cand(int(x/2), bestD+1), Strong: x%2 == 1})
		}
	}
	return true
}

// xyChain: cells with two candidates, each linked to the next by a shared
// digit: if the first is not z, the last is z; so z leaves every cell that
// sees both ends. State c*N+v is "cell c holds v if the start is not z".
func xyChain(s *state, st *step) bool {
	t := s.t
	N := t.N
	var cs chainSearch
	cs.init(t.NN*N, t.NN)
	best, bestZ := -1, 0
	var bestPath []int32
	cellOf := func(y int32) int { return int(y) / N }
	for a, v := range s.val {
		am := s.cand[a]
		if v != 0 || bits.OnesCount64(am) != 2 {
			continue
		}
		for _, z := range [2]uint64{am & -am, am & (am - 1)} {
			for i := range cs.seen[:t.NN*N] {
				cs.seen[i] = 0
			}
			s0 := int32(a*N + digitOf(am&^z) - 1)
			cs.seen[s0] = s0 + 1
			cs.queue = append(cs.queue[:0], s0)
			for qi := 0; qi < len(cs.queue); qi++ {
				x := cs.queue[qi]
				c, hv := int(x)/N, uint64(1)<<uint(int(x)%N)
				if c != a && hv == z {
					path, simple := cs.rebuild(x, cellOf)
					if len(path) >= 3 && len(path) <= maxChain && simple && (best < 0 || len(path) < best) {
						var tmp step
						seeBoth(s, &tmp, a, c, z, nil)
						if len(tmp.elim) > 0 {
							best, bestZ = len(path), digitOf(z)
							bestPath = append(bestPath[:0], path...)
						}
					}
				}
				for _, p := range t.peers[c] {
					pm := s.cand[p]
					if s.val[p] != 0 || bits.OnesCount64(pm) != 2 || pm&hv == 0 || p == a {
						continue
					}
					y := int32(p*N + digitOf(pm&^hv) - 1)
					if cs.seen[y] == 0 {
						cs.seen[y] = x + 1
						cs.queue = append(cs.queue, y)
					}
				}
			}
		}
	}
	if best < 0 {
		return false
	}
	st.reset(tXYChain)
	z := uint64(1) << uint(bestZ-1)
	a, e := cellOf(bestPath[0]), cellOf(bestPath[len(bestPath)-1])
	seeBoth(s, st, a, e, z, nil)
	st.digits = z
	// Links: inside each cell strong (its two digits), between cells weak.
	prevDigit := bestZ // the start's digit "z" side
	for i, x := range bestPath {
		c := cellOf(x)
		hold := int(x)%N + 1
		in := digitOf(s.cand[c] &^ (1 << uint(hold-1)))
		st.cells = append(st.cells, c)
		if i > 0 {
			st.links = append(st.links, sudoku.Link{From: cand(cellOf(bestPath[i-1]), prevDigit), To: cand(c, in)})
		}
		st.links = append(st.links, sudoku.Link{From: cand(c, in), To: cand(c, hold), Strong: true})
		prevDigit = hold
	}
	for c, v := range s.val {
		if v == 0 && bits.OnesCount64(s.cand[c]) == 2 {
			st.hintCells = append(st.hintCells, c)
		}
	}
	return true
}

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
					return true
				}
			}
		}
	}
	return false
}
