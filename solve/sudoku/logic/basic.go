package logic

import "math/bits"

// The singles, the intersections, the naked and hidden subsets and the
// fish: the techniques that look at units one or a few at a time.

// fullHouse: the last empty cell of a unit takes the digit the unit lacks.
func fullHouse(s *state, st *step) bool {
	t := s.t
	for _, u := range t.unitOrder {
		last, empty := -1, 0
		var placed uint64
		for _, c := range t.units[u] {
			if v := s.val[c]; v != 0 {
				placed |= 1 << (v - 1)
			} else {
				last = c
				empty++
			}
		}
		if empty != 1 {
			continue
		}
		miss := t.full &^ placed
		if !single(miss) || s.cand[last]&miss == 0 {
			continue
		}
		st.reset(tFullHouse)
		st.place = append(st.place, cand(last, digitOf(miss)))
		st.cells = append(st.cells, last)
		st.units = append(st.units, u)
		st.hintUnits = append(st.hintUnits, u)
		st.digits = miss
		if st.ok() {
			return true
		}
	}
	return false
}

// hiddenSingle: a digit with one place left in a unit goes there (the
// course's Unicité). Boxes are searched first: that is where people look.
func hiddenSingle(s *state, st *step) bool {
	t := s.t
	for _, u := range t.unitOrder {
		var once, twice uint64
		for _, c := range t.units[u] {
			if s.val[c] == 0 {
				m := s.cand[c]
				twice |= once & m
				once |= m
			}
		}
		only := once &^ twice
		if only == 0 {
			continue
		}
		for ; only != 0; only &= only - 1 {
			bit := only & -only
			for _, c := range t.units[u] {
				if s.val[c] == 0 && s.cand[c]&bit != 0 {
					st.reset(tHiddenSingle)
					st.place = append(st.place, cand(c, digitOf(bit)))
					st.cells = append(st.cells, c)
					st.units = append(st.units, u)
					st.hintUnits = append(st.hintUnits, u)
					st.digits = bit
					if st.ok() {
						return true
					}
					break
				}
			}
		}
	}
	return false
}

// nakedSingle: a cell with one candidate left holds it (every other digit
// stands in its row, column or box: the course's Exclusivité).
func nakedSingle(s *state, st *step) bool {
	for c, v := range s.val {
		if v == 0 && single(s.cand[c]) {
			st.reset(tNakedSingle)
			st.place = append(st.place, cand(c, digitOf(s.cand[c])))
			st.cells = append(st.cells, c)
			st.hintUnits = append(st.hintUnits, s.t.cellUnits[c][2])
			st.digits = s.cand[c]
			if st.ok() {
				return true
			}
		}
	}
	return false
}

// pointing: when a digit's places in a box all lie in one row (column),
// the digit leaves the rest of that row (column).
func pointing(s *state, st *step) bool {
	t := s.t
	for b := 0; b < t.N; b++ {
		box := 2*t.N + b
		var rows, cols [64]uint64
		var any, many uint64
		for _, c := range t.units[box] {
			if s.val[c] != 0 {
				continue
			}
			m := s.cand[c]
			many |= any & m
			any |= m
			for mm := m; mm != 0; mm &= mm - 1 {
				d := bits.TrailingZeros64(mm)
				rows[d] |= 1 << uint(t.row[c])
				cols[d] |= 1 << uint(t.col[c])
			}
		}
		for mm := many; mm != 0; mm &= mm - 1 {
			d := bits.TrailingZeros64(mm)
			for k, lines := range [2]uint64{rows[d], cols[d]} {
				if !single(lines) {
					continue
				}
				line := bits.TrailingZeros64(lines) + k*t.N
				st.reset(tPointing)
				for _, c := range t.units[line] {
					if t.box[c] != b {
						st.eliminate(s, c, 1<<d)
					}
				}
				if len(st.elim) == 0 {
					continue
				}
				st.digits = 1 << d
				st.units = append(st.units, box, line)
				st.hintUnits = append(st.hintUnits, box)
				for _, c := range t.units[box] {
					if s.val[c] == 0 && s.cand[c]&(1<<d) != 0 {
						st.cells = append(st.cells, c)
					}
				}
				if st.ok() {
					return true
				}
			}
		}
	}
	return false
}

// claiming: when a digit's places in a row (column) all lie in one box,
// the digit leaves the rest of that box.
func claiming(s *state, st *step) bool {
	t := s.t
	for line := 0; line < 2*t.N; line++ {
		var boxes [64]uint64
		var any, many uint64
		for _, c := range t.units[line] {
			if s.val[c] != 0 {
				continue
			}
			m := s.cand[c]
			many |= any & m
			any |= m
			for mm := m; mm != 0; mm &= mm - 1 {
				boxes[bits.TrailingZeros64(mm)] |= 1 << uint(t.box[c])
			}
		}
		for mm := many; mm != 0; mm &= mm - 1 {
			d := bits.TrailingZeros64(mm)
			if !single(boxes[d]) {
				continue
			}
			b := bits.TrailingZeros64(boxes[d])
			box := 2*t.N + b
			st.reset(tClaiming)
			for _, c := range t.units[box] {
				if t.cellUnits[c][line/t.N] != line {
					st.eliminate(s, c, 1<<d)
				}
			}
			if len(st.elim) == 0 {
				continue
			}
			st.digits = 1 << d
			st.units = append(st.units, line, box)
			st.hintUnits = append(st.hintUnits, line)
			for _, c := range t.units[line] {
				if s.val[c] == 0 && s.cand[c]&(1<<d) != 0 {
					st.cells = append(st.cells, c)
				}
			}
			if st.ok() {
				return true
			}
		}
	}
	return false
}

// combos calls fn with each k-subset of 0..m−1 (in lexicographic order)
// until fn returns true.
func combos(m, k int, idx *[4]int, fn func(idx []int) bool) bool {
	if k > m || k < 1 {
		return false
	}
	for i := 0; i < k; i++ {
		idx[i] = i
	}
	for {
		if fn(idx[:k]) {
			return true
		}
		i := k - 1
		for i >= 0 && idx[i] == m-k+i {
			i--
		}
		if i < 0 {
			return false
		}
		idx[i]++
		for j := i + 1; j < k; j++ {
			idx[j] = idx[j-1] + 1
		}
	}
}

// nakedSubset: k cells of a unit whose candidates together are k digits
// hold those digits, which leave the unit's other cells (the course's
// Parité, for k = 2, generalised).
func nakedSubset(k, tech int) func(s *state, st *step) bool {
	return func(s *state, st *step) bool {
		t := s.t
		var cells [64]int
		var idx [4]int
		for _, u := range t.unitOrder {
			m, empty := 0, 0
			for _, c := range t.units[u] {
				if s.val[c] != 0 {
					continue
				}
				empty++
				if p := bits.OnesCount64(s.cand[c]); p >= 2 && p <= k {
					cells[m] = c
					m++
				}
			}
			if empty <= k {
				continue
			}
			found := combos(m, k, &idx, func(ix []int) bool {
				var union uint64
				for _, i := range ix {
					union |= s.cand[cells[i]]
				}
				if bits.OnesCount64(union) != k {
					return false
				}
				st.reset(tech)
				for _, c := range t.units[u] {
					in := false
					for _, i := range ix {
						in = in || cells[i] == c
					}
					if !in {
						st.eliminate(s, c, union)
					}
				}
				if len(st.elim) == 0 {
					return false
				}
				for _, i := range ix {
					st.cells = append(st.cells, cells[i])
				}
				st.units = append(st.units, u)
				st.hintUnits = append(st.hintUnits, u)
				st.digits = union
				return st.ok()
			})
			if found {
				return true
			}
		}
		return false
	}
}

// hiddenSubset: k digits whose places in a unit are the same k cells fill
// them, so those cells lose every other candidate.
func hiddenSubset(k, tech int) func(s *state, st *step) bool {
	return func(s *state, st *step) bool {
		t := s.t
		var pos [64]uint64
		var digs [64]int
		var idx [4]int
		for _, u := range t.unitOrder {
			unit := t.units[u]
			for d := 0; d < t.N; d++ {
				pos[d] = 0
			}
			empty := 0
			for i, c := range unit {
				if s.val[c] != 0 {
					continue
				}
				empty++
				for mm := s.cand[c]; mm != 0; mm &= mm - 1 {
					pos[bits.TrailingZeros64(mm)] |= 1 << uint(i)
				}
			}
			if empty <= k {
				continue
			}
			m := 0
			for d := 0; d < t.N; d++ {
				if p := bits.OnesCount64(pos[d]); p >= 2 && p <= k {
					digs[m] = d
					m++
				}
			}
			found := combos(m, k, &idx, func(ix []int) bool {
				var where, dm uint64
				for _, i := range ix {
					where |= pos[digs[i]]
					dm |= 1 << uint(digs[i])
				}
				if bits.OnesCount64(where) != k {
					return false
				}
				st.reset(tech)
				for w := where; w != 0; w &= w - 1 {
					c := unit[bits.TrailingZeros64(w)]
					st.eliminate(s, c, ^dm)
					st.cells = append(st.cells, c)
				}
				if len(st.elim) == 0 {
					return false
				}
				st.units = append(st.units, u)
				st.hintUnits = append(st.hintUnits, u)
				st.digits = dm
				return st.ok()
			})
			if found {
				return true
			}
		}
		return false
	}
}

// unitPlaces is the places of digit bit in a unit, as a mask of indexes
// into it, and whether the digit is already placed there.
func unitPlaces(s *state, unit []int, bit uint64) (places uint64, placed bool) {
	for i, c := range unit {
		if s.val[c] != 0 {
			if s.cand[c] == bit {
				return 0, true
			}
			continue
		}
		if s.cand[c]&bit != 0 {
			places |= 1 << uint(i)
		}
	}
	return places, false
}

// fishLines lists the lines of orientation o (0 rows, 1 columns) where
// digit bit is not placed and has from lo to hi places, as line indexes
// and place masks; it returns how many.
func fishLines(s *state, bit uint64, o, lo, hi int, lines *[64]int, pos *[64]uint64) int {
	t := s.t
	m := 0
	for l := 0; l < t.N; l++ {
		p, done := unitPlaces(s, t.units[o*t.N+l], bit)
		if n := bits.OnesCount64(p); !done && n >= lo && n <= hi {
			lines[m], pos[m] = l, p
			m++
		}
	}
	return m
}

// fishCover takes digit bit from the cover lines (a mask of crossing
// line indexes) outside the base lines lines[ix]; only in box finBox
// when it is not −1.
func fishCover(s *state, st *step, o int, cover uint64, lines []int, ix []int, bit uint64, finBox int) {
	t := s.t
	for w := cover; w != 0; w &= w - 1 {
		cu := (1-o)*t.N + bits.TrailingZeros64(w)
		for j, c := range t.units[cu] {
			if finBox >= 0 && t.box[c] != finBox {
				continue
			}
			base := false
			for _, i := range ix {
				base = base || lines[i] == j
			}
			if !base {
				st.eliminate(s, c, bit)
			}
		}
	}
}

// fish: k rows in which a digit's places lie in the same k columns (or
// the other way round) take the digit k times there, so it leaves the
// rest of those columns. X-Wing (k = 2), Swordfish (3), Jellyfish (4).
func fish(k, tech int) func(s *state, st *step) bool {
	return func(s *state, st *step) bool {
		t := s.t
		var lines [64]int
		var pos [64]uint64
		var idx [4]int
		for d := 0; d < t.N; d++ {
			bit := uint64(1) << uint(d)
			for o := 0; o < 2; o++ { // 0: rows are the base, 1: columns
				m := fishLines(s, bit, o, 2, k, &lines, &pos)
				found := combos(m, k, &idx, func(ix []int) bool {
					var cover uint64
					for _, i := range ix {
						cover |= pos[i]
					}
					if bits.OnesCount64(cover) != k {
						return false
					}
					st.reset(tech)
					fishCover(s, st, o, cover, lines[:], ix, bit, -1)
					if len(st.elim) == 0 {
						return false
					}
					st.digits = bit
					for _, i := range ix {
						u := o*t.N + lines[i]
						st.units = append(st.units, u)
						st.hintUnits = append(st.hintUnits, u)
						for w := pos[i]; w != 0; w &= w - 1 {
							st.cells = append(st.cells, t.units[u][bits.TrailingZeros64(w)])
						}
					}
					for w := cover; w != 0; w &= w - 1 {
						st.units = append(st.units, (1-o)*t.N+bits.TrailingZeros64(w))
					}
					st.what = o
					return st.ok()
				})
				if found {
					return true
				}
			}
		}
		return false
	}
}

// finnedFish: a fish of size k whose base lines hold the digit also in a
// few cells of one box outside the cover lines (the fins). Either a fin
// holds it, and the cells of that box see the fin, or none does and the
// fish stands: so the cells of the cover lines in the fins' box, outside
// the base lines, lose the digit. Sashimi when a base line keeps at most
// one place besides its fins.
func finnedFish(k, tech int) func(s *state, st *step) bool {
	return func(s *state, st *step) bool {
		t := s.t
		var lines [64]int
		var pos [64]uint64
		var idx, cidx [4]int
		var coverLines [64]int
		for d := 0; d < t.N; d++ {
			bit := uint64(1) << uint(d)
			for o := 0; o < 2; o++ {
				m := fishLines(s, bit, o, 1, k+2, &lines, &pos)
				found := combos(m, k, &idx, func(ix []int) bool {
					var union uint64
					for _, i := range ix {
						union |= pos[i]
					}
					nu := bits.OnesCount64(union)
					if nu <= k || nu > k+3 {
						return false
					}
					nc := 0
					for w := union; w != 0; w &= w - 1 {
						coverLines[nc] = bits.TrailingZeros64(w)
						nc++
					}
					return combos(nc, k, &cidx, func(cx []int) bool {
						var cover uint64
						for _, j := range cx {
							cover |= 1 << uint(coverLines[j])
						}
						// the fins: base cells outside the cover, all in one box
						finBox, sashimi := -1, false
						for _, i := range ix {
							u := o*t.N + lines[i]
							if bits.OnesCount64(pos[i]&cover) <= 1 {
								sashimi = true
							}
							for w := pos[i] &^ cover; w != 0; w &= w - 1 {
								c := t.units[u][bits.TrailingZeros64(w)]
								if finBox >= 0 && t.box[c] != finBox {
									return false
								}
								finBox = t.box[c]
							}
						}
						if finBox < 0 {
							return false
						}
						st.reset(tech)
						fishCover(s, st, o, cover, lines[:], ix, bit, finBox)
						if len(st.elim) == 0 {
							return false
						}
						st.digits = bit
						for _, i := range ix {
							u := o*t.N + lines[i]
							st.units = append(st.units, u)
							st.hintUnits = append(st.hintUnits, u)
							for w := pos[i] & cover; w != 0; w &= w - 1 {
								st.cells = append(st.cells, t.units[u][bits.TrailingZeros64(w)])
							}
						}
						st.count = len(st.cells) // the fish's cells; the fins follow
						for _, i := range ix {
							u := o*t.N + lines[i]
							for w := pos[i] &^ cover; w != 0; w &= w - 1 {
								st.cells = append(st.cells, t.units[u][bits.TrailingZeros64(w)])
							}
						}
						for w := cover; w != 0; w &= w - 1 {
							st.units = append(st.units, (1-o)*t.N+bits.TrailingZeros64(w))
						}
						st.what = o
						if sashimi {
							st.where = 1
						}
						return st.ok()
					})
				})
				if found {
					return true
				}
			}
		}
		return false
	}
}
