package logic

import (
	"math/bits"
	"slices"

	"grille/solve/sudoku"
)

// Sue de Coq (HoDoKu's and SudokuWiki's name; "two-sector disjoint
// subsets"): C, two or more empty cells where a line (row or column) meets
// a box, hold the digits V, at least two more than cells. R, cells of the
// line outside C, hold the digits VR; B, cells of the box outside C and R,
// hold VB; no digit of V is in both VR and VB. Count the digits' places:
// a digit of V in VR can only stand in C or R, all in the line, so once;
// one in VB once (C and B are in the box); one of V in neither only in C,
// once; a digit of VR outside V (an extra digit) once in R, one of VB
// once in B, and an extra digit of both at most twice (once in the line,
// once in the box). When the cells are exactly as many as those places,
// |C|+|R|+|B| = |V| + extras of R + extras of B (an extra digit of both
// counted twice), every place is taken: every digit of V and VR stands
// in the line's part of the pattern, so (V∖VB) ∪ VR leaves the rest of
// the line, and (V∖VR) ∪ VB leaves the rest of the box. HoDoKu's
// extended types are these: C need not be the whole intersection (an
// intersection cell left out may join R or B), R and B may hold extra
// digits, one more cell each, and an extra digit may be in both.

// maxSDCSet bounds the cells of a line's or a box's set beyond 9×9, where
// a unit's subsets are too many (at 9×9 a set has at most 7 cells to take
// from, and takes any of them).
const maxSDCSet = 3

// sdcPart is a set of cells being built, and its digits.
type sdcPart struct {
	cells []int
	mask  uint64
}

// sueDeCoq finds a Sue de Coq: every line against every box it crosses.
func sueDeCoq(s *state, st *step) bool {
	t := s.t
	n, N := t.n, t.N
	var inter, lineRest, boxRest []int
	for line := 0; line < 2*N; line++ {
		for k := 0; k < n; k++ {
			b := (line/n)*n + k // the boxes a row crosses
			if line >= N {
				b = k*n + (line-N)/n // and a column
			}
			box := 2*N + b
			inter, lineRest, boxRest = inter[:0], lineRest[:0], boxRest[:0]
			for _, c := range t.units[line] {
				if s.val[c] != 0 {
					continue
				}
				if t.box[c] == b {
					inter = append(inter, c)
				} else {
					lineRest = append(lineRest, c)
				}
			}
			if len(inter) < 2 {
				continue
			}
			for _, c := range t.units[box] {
				if s.val[c] == 0 && !inUnit(t, c, line) {
					boxRest = append(boxRest, c)
				}
			}
			if sdcIntersection(s, st, line, box, inter, lineRest, boxRest) {
				return true
			}
		}
	}
	return false
}

// inUnit reports whether cell c lies in line (a row or column index).
func inUnit(t *topo, c, line int) bool {
	if line < t.N {
		return t.row[c] == line
	}
	return t.col[c] == line-t.N
}

// sdcIntersection tries every subset C of the intersection's empty cells
// (two cells or more, at least two digits more than cells).
func sdcIntersection(s *state, st *step, line, box int, inter, lineRest, boxRest []int) bool {
	m := len(inter)
	for sub := 1; sub < 1<<m; sub++ {
		k := bits.OnesCount(uint(sub))
		if k < 2 {
			continue
		}
		var V uint64
		var C, others []int
		for i, c := range inter {
			if sub&(1<<i) != 0 {
				V |= s.cand[c]
				C = append(C, c)
			} else {
				others = append(others, c)
			}
		}
		plus := bits.OnesCount64(V) - k
		if plus < 2 {
			continue
		}
		sdc := sdcSearch{s: s, st: st, line: line, box: box, C: C, V: V, plus: plus,
			boxRest: boxRest, others: others}
		// R takes from the rest of the line and the intersection's other
		// cells.
		src := append(append([]int(nil), lineRest...), others...)
		if sdc.lineSets(src, 0, sdcPart{}) {
			return true
		}
	}
	return false
}

// sdcSearch is one intersection set C being completed.
type sdcSearch struct {
	s         *state
	st        *step
	line, box int
	C         []int
	V         uint64
	plus      int   // |V| − |C|
	boxRest   []int // the box's empty cells outside the line
	others    []int // the intersection's empty cells outside C
	R         sdcPart
	boxSrc    []int
}

// maxSet is the most cells a line's or box's set takes.
func (x *sdcSearch) maxSet() int {
	if x.s.t.N > 9 {
		return maxSDCSet
	}
	return x.s.t.N
}

// lineSets walks the sets R of the line's cells src[i:] added to r: a set
// with digits of V, more cells than extra digits, and still fewer cells
// beyond them than the surplus, goes on to the box.
func (x *sdcSearch) lineSets(src []int, i int, r sdcPart) bool {
	if len(r.cells) > 0 {
		extra := bits.OnesCount64(r.mask &^ x.V)
		if r.mask&x.V != 0 && len(r.cells) > extra && len(r.cells)-extra < x.plus {
			if x.boxSets(r, x.plus-(len(r.cells)-extra)) {
				return true
			}
		}
	}
	if len(r.cells) == x.maxSet() {
		return false
	}
	for j := i; j < len(src); j++ {
		c := src[j]
		next := sdcPart{cells: append(r.cells, c), mask: r.mask | x.s.cand[c]}
		if x.lineSets(src, j+1, next) {
			return true
		}
	}
	return false
}

// boxSets looks, for the line's set r, for the box's sets B with digits of
// V, none of V that r holds, and want cells more than extra digits.
func (x *sdcSearch) boxSets(r sdcPart, want int) bool {
	forbid := r.mask & x.V
	x.R = r
	x.boxSrc = x.boxSrc[:0]
	for _, list := range [2][]int{x.boxRest, x.others} {
		for _, c := range list {
			if x.s.cand[c]&forbid == 0 && !slices.Contains(r.cells, c) {
				x.boxSrc = append(x.boxSrc, c)
			}
		}
	}
	return x.boxWalk(0, sdcPart{}, want)
}

func (x *sdcSearch) boxWalk(i int, b sdcPart, want int) bool {
	if len(b.cells) > 0 && b.mask&x.V != 0 && len(b.cells)-bits.OnesCount64(b.mask&^x.V) == want {
		if x.found(b) {
			return true
		}
	}
	if len(b.cells) == x.maxSet() {
		return false
	}
	for j := i; j < len(x.boxSrc); j++ {
		c := x.boxSrc[j]
		if x.boxWalk(j+1, sdcPart{cells: append(b.cells, c), mask: b.mask | x.s.cand[c]}, want) {
			return true
		}
	}
	return false
}

// found offers the Sue de Coq C, x.R, b: (V∖VB) ∪ VR leaves the line's
// other cells, (V∖VR) ∪ VB the box's.
func (x *sdcSearch) found(b sdcPart) bool {
	s, st, t := x.s, x.st, x.s.t
	r := x.R
	st.reset(tSueDeCoq)
	inPattern := func(c int) bool {
		return slices.Contains(x.C, c) || slices.Contains(r.cells, c) || slices.Contains(b.cells, c)
	}
	lineOut := x.V&^b.mask | r.mask
	boxOut := x.V&^r.mask | b.mask
	for _, c := range t.units[x.line] {
		if s.val[c] == 0 && !inPattern(c) {
			m := lineOut
			if t.box[c] == x.box-2*t.N {
				m |= boxOut // a cell of the intersection left out: both
			}
			st.eliminate(s, c, m)
		}
	}
	for _, c := range t.units[x.box] {
		if s.val[c] == 0 && !inPattern(c) && !inUnit(t, c, x.line) {
			st.eliminate(s, c, boxOut)
		}
	}
	if len(st.elim) == 0 {
		return false
	}
	st.cells = append(append(append(st.cells, x.C...), r.cells...), b.cells...)
	st.count, st.refuted = len(x.C), len(r.cells)
	st.units = append(st.units, x.line, x.box)
	st.hintCells = append(st.hintCells, x.C...)
	st.hintUnits = append(st.hintUnits, x.line, x.box)
	st.digits = x.V
	// Each set's digits of V, weakly linked (not both) to the same digit
	// in the intersection: the window shows which set holds which.
	for _, set := range [2][]int{r.cells, b.cells} {
		for _, a := range set {
			for m := s.cand[a] & x.V; m != 0; m &= m - 1 {
				d := bits.TrailingZeros64(m)
				for _, c := range x.C {
					if s.cand[c]&(1<<d) != 0 {
						st.links = append(st.links, sudoku.Link{From: cand(a, d+1), To: cand(c, d+1)})
					}
				}
			}
		}
	}
	return st.ok()
}
