package logic

import (
	"math/bits"

	"grille/solve/sudoku"
)

// The wings, on cells with two candidates (three for the XYZ-Wing's
// pivot): XY-Wing, XYZ-Wing, W-Wing.

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
				if st.ok() {
					return true
				}
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
				if st.ok() {
					return true
				}
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
