package logic

import "math/bits"

// Pattern overlay (SudokuWiki's Pattern Overlay Method, Myth Jellies'
// templates), one digit at a time: a digit's final places are one cell in
// each row, one in each column and one in each box, among its candidates
// (and its placed cells). Listing every such template, a candidate that
// no template uses cannot hold the digit, and a cell that every template
// uses holds it. It is the whole of what one digit's candidates say, so
// it finds every fish, finned or not, and every X-chain of the digit; it
// comes after them, for what they miss.

// templateBudget bounds the search of one digit's templates in nodes
// (cells tried); a digit with more is left alone, at every order the same.
const templateBudget = 1 << 17

// templates lists digit bit's templates on s: into used the cells some
// template uses, into all the cells every template uses (each a cell mask
// per row). It returns the number of templates, or −1 when the search
// went over its budget.
func templates(s *state, bit uint64, used, all []uint64) int {
	t := s.t
	N := t.N
	// per row: the columns the digit may take (its placed cell alone)
	rows := make([]uint64, N)
	for r := 0; r < N; r++ {
		for k := 0; k < N; k++ {
			c := r*N + k
			if s.val[c] != 0 {
				if s.cand[c] == bit {
					rows[r] = 1 << k
					break
				}
				continue
			}
			if s.cand[c]&bit != 0 {
				rows[r] |= 1 << k
			}
		}
	}
	for r := range used {
		used[r], all[r] = 0, ^uint64(0)
	}
	pick := make([]int, N)
	count, nodes := 0, 0
	var rec func(r int, cols, boxes uint64) bool
	rec = func(r int, cols, boxes uint64) bool {
		if r == N {
			count++
			for rr, k := range pick {
				used[rr] |= 1 << k
				all[rr] &= 1 << k
			}
			return true
		}
		band := (r / t.n) * t.n
		for m := rows[r] &^ cols; m != 0; m &= m - 1 {
			k := bits.TrailingZeros64(m)
			b := uint64(1) << (band + k/t.n)
			if boxes&b != 0 {
				continue
			}
			if nodes++; nodes > templateBudget {
				return false
			}
			pick[r] = k
			if !rec(r+1, cols|1<<k, boxes|b) {
				return false
			}
		}
		return true
	}
	if !rec(0, 0, 0) {
		return -1
	}
	return count
}

// template finds a digit whose templates remove a candidate or place it.
func template(s *state, st *step) bool {
	t := s.t
	N := t.N
	used, all := make([]uint64, N), make([]uint64, N)
	for d := 0; d < N; d++ {
		bit := uint64(1) << d
		open := false
		for c, v := range s.val {
			if v == 0 && s.cand[c]&bit != 0 {
				open = true
				break
			}
		}
		if !open || s.stopped() {
			continue
		}
		n := templates(s, bit, used, all)
		if n <= 0 {
			continue // over budget, or a broken board: nothing said
		}
		st.reset(tTemplate)
		for c, v := range s.val {
			if v != 0 || s.cand[c]&bit == 0 {
				continue
			}
			r, k := t.row[c], t.col[c]
			switch {
			case used[r]&(1<<k) == 0:
				st.eliminate(s, c, bit)
			case all[r]&(1<<k) != 0:
				st.place = append(st.place, cand(c, d+1))
			}
		}
		if len(st.place)+len(st.elim) == 0 {
			continue
		}
		for c, v := range s.val {
			if v == 0 && s.cand[c]&bit != 0 {
				st.cells = append(st.cells, c)
			}
		}
		st.digits = bit
		st.count = n
		if st.ok() {
			return true
		}
	}
	return false
}
