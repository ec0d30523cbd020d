package logic

import (
	"math/bits"

	"grille/solve/sudoku"
)

// More patterns of HoDoKu's and SudokuWiki's: the empty rectangle,
// remote pairs, the WXYZ-Wing.

// emptyRectangle: a digit's places in a box all lie in one row r and one
// column k of it (the rest of the box, a rectangle, is empty of it). A
// strong link in a column (row) outside the box with one end in row r
// (column k): if that end holds the digit, the box's is in column k
// (row r); if not, the other end holds it. Either way the cell where
// column k (row r) crosses the other end's row (column) loses it.
func emptyRectangle(s *state, st *step) bool {
	t := s.t
	var links [][3]int
	for d := 0; d < t.N; d++ {
		bit := uint64(1) << uint(d)
		links = strongLinks(s, bit, links[:0])
		for b := 0; b < t.N; b++ {
			box := 2*t.N + b
			var in []int
			for _, c := range t.units[box] {
				if s.val[c] == 0 && s.cand[c]&bit != 0 {
					in = append(in, c)
				} else if s.val[c] != 0 && s.cand[c] == bit {
					in = nil
					break
				}
			}
			if len(in) < 2 {
				continue
			}
			r0, k0 := t.units[box][0]/t.N, t.units[box][0]%t.N
			for r := r0; r < r0+t.n; r++ {
				for k := k0; k < k0+t.n; k++ {
					onRow, onCol := false, false
					ok := true
					for _, c := range in {
						switch {
						case t.row[c] == r && t.col[c] == k:
						case t.row[c] == r:
							onRow = true
						case t.col[c] == k:
							onCol = true
						default:
							ok = false
						}
					}
					if !ok || !onRow || !onCol {
						continue
					}
					for _, l := range links {
						if l[2] >= 2*t.N {
							continue // box links
						}
						for _, e := range [2][2]int{{l[0], l[1]}, {l[1], l[0]}} {
							x, y := e[0], e[1]
							var target int
							switch {
							case l[2] >= t.N && t.row[x] == r && t.col[x]/t.n != b%t.n && t.row[y]/t.n != b/t.n:
								// a column link, x in row r: the target is (row of y, column k)
								target = t.row[y]*t.N + k
							case l[2] < t.N && t.col[x] == k && t.row[x]/t.n != b/t.n && t.col[y]/t.n != b%t.n:
								target = r*t.N + t.col[y]
							default:
								continue
							}
							if s.val[target] != 0 || s.cand[target]&bit == 0 {
								continue
							}
							st.reset(tEmptyRectangle)
							st.eliminate(s, target, bit)
							st.digits = bit
							st.cells = append(st.cells, in...)
							st.cells = append(st.cells, x, y)
							st.units = append(st.units, box, l[2], r, t.N+k)
							st.hintUnits = append(st.hintUnits, box)
							st.where, st.what = x, y
							st.links = append(st.links, sudoku.Link{From: cand(x, d+1), To: cand(y, d+1), Strong: true})
							if st.ok() {
								return true
							}
						}
					}
				}
			}
		}
	}
	return false
}

// remotePairs: cells holding only the same two digits {a,b}, each seeing
// the next, alternate a and b along the chain; a cell that sees two of
// them an odd number of links apart sees an a and a b, so it loses both.
// Components of four cells or more (fewer are pairs and wings).
func remotePairs(s *state, st *step) bool {
	t := s.t
	colour := make([]int8, t.NN)
	var comp, queue []int
	var tree [][2]int
	done := map[uint64]bool{}
	for a, v := range s.val {
		ab := s.cand[a]
		if v != 0 || bits.OnesCount64(ab) != 2 || done[ab] {
			continue
		}
		done[ab] = true
		for i := range colour {
			colour[i] = 0
		}
		for start, sv := range s.val {
			if sv != 0 || s.cand[start] != ab || colour[start] != 0 {
				continue
			}
			colour[start] = 1
			comp, queue, tree = comp[:0], append(queue[:0], start), tree[:0]
			bipartite := true
			for len(queue) > 0 {
				c := queue[0]
				queue = queue[1:]
				comp = append(comp, c)
				for _, p := range t.peers[c] {
					if s.val[p] != 0 || s.cand[p] != ab {
						continue
					}
					switch colour[p] {
					case 0:
						colour[p] = 3 - colour[c]
						queue = append(queue, p)
						tree = append(tree, [2]int{c, p})
					case colour[c]:
						bipartite = false
					}
				}
			}
			if len(comp) < 4 || !bipartite {
				for _, c := range comp {
					colour[c] = -1 // done: only the component at hand is coloured
				}
				continue
			}
			st.reset(tRemotePairs)
			for c, cv := range s.val {
				if cv != 0 || s.cand[c]&ab == 0 || colour[c] != 0 {
					continue
				}
				var seen int8
				for _, p := range t.peers[c] {
					if colour[p] > 0 && s.cand[p] == ab {
						seen |= colour[p]
					}
				}
				if seen == 3 {
					st.eliminate(s, c, ab)
				}
			}
			if len(st.elim) == 0 {
				for _, c := range comp {
					colour[c] = -1
				}
				continue
			}
			st.digits = ab
			colourCells(st, comp, colour)
			for _, e := range tree {
				st.links = append(st.links, sudoku.Link{From: cand(e[0], digitOf(ab)), To: cand(e[1], digitOf(ab))})
			}
			st.hintCells = append(st.hintCells, comp...)
			if st.ok() {
				return true
			}
			for _, c := range comp {
				colour[c] = -1
			}
		}
	}
	return false
}

// wxyzWing: four cells, a pivot and three it sees, whose candidates
// together are four digits, every digit but z restricted (its cells in
// the four all see each other, so it is in one of them at most): the
// four cells need z, so z leaves every cell that sees all of its places
// among them.
func wxyzWing(s *state, st *step) bool {
	t := s.t
	var wings []int
	var idx [4]int
	for p, v := range s.val {
		pm := s.cand[p]
		if v != 0 || bits.OnesCount64(pm) > 4 {
			continue
		}
		wings = wings[:0]
		for _, q := range t.peers[p] {
			if s.val[q] == 0 && bits.OnesCount64(s.cand[q]|pm) <= 4 {
				wings = append(wings, q)
			}
		}
		found := combos(len(wings), 3, &idx, func(ix []int) bool {
			cs := [4]int{p, wings[ix[0]], wings[ix[1]], wings[ix[2]]}
			union := pm | s.cand[cs[1]] | s.cand[cs[2]] | s.cand[cs[3]]
			if bits.OnesCount64(union) != 4 {
				return false
			}
			z := -1
			for m := union; m != 0; m &= m - 1 {
				d := bits.TrailingZeros64(m)
				ok := true
				for i, a := range cs {
					for _, b := range cs[i+1:] {
						if s.cand[a]&s.cand[b]&(1<<d) != 0 && !t.sees(a, b) {
							ok = false
						}
					}
				}
				if !ok {
					if z >= 0 {
						return false
					}
					z = d
				}
			}
			if z < 0 {
				return false // a locked quad: naked quads find it
			}
			bit := uint64(1) << z
			st.reset(tWXYZWing)
			for c, cv := range s.val {
				if cv != 0 || s.cand[c]&bit == 0 || c == cs[0] || c == cs[1] || c == cs[2] || c == cs[3] {
					continue
				}
				all := true
				for _, a := range cs {
					all = all && (s.cand[a]&bit == 0 || t.sees(c, a))
				}
				if all {
					st.eliminate(s, c, bit)
				}
			}
			if len(st.elim) == 0 {
				return false
			}
			st.digits = union
			st.cells = append(st.cells, cs[:]...)
			st.hintCells = append(st.hintCells, p)
			st.what = z + 1
			return st.ok()
		})
		if found {
			return true
		}
	}
	return false
}
