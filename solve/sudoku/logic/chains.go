package logic

import (
	"math/bits"

	"grille/solve/sudoku"
)

// The techniques that join cells far apart: single-digit patterns on
// strong links (a unit with two places left for a digit: one of them holds
// it; links.go), the wings on cells with two candidates (wings.go), the
// chains (here), the unique rectangle (rectangle.go) and, last, the proof
// by contradiction (forcing.go).

func cand(c, d int) sudoku.Candidate { return sudoku.Candidate{Cell: c, Digit: d} }

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
func xChain(s *state, st *step) bool { return xChainUpTo(s, st, maxChain, tXChain) }

// turbotFish is the X-chain of four cells (strong, weak, strong) that
// the Skyscraper and the 2-String Kite, which come first, are not.
func turbotFish(s *state, st *step) bool { return xChainUpTo(s, st, 4, tTurbotFish) }

// xChainUpTo is the X-chain of at most maxLen cells, as technique tech.
func xChainUpTo(s *state, st *step, maxLen, tech int) bool {
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
					if len(path) >= 4 && len(path) <= maxLen && simple && (best < 0 || len(path) < best) {
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
	st.reset(tech)
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
	return st.ok()
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
	return st.ok()
}
