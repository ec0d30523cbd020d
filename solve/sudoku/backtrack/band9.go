package backtrack

import "math/bits"

// The band-oriented 9×9 path, what Count runs for order 3. It finds the same
// solutions as fast9.go and generic.go (the count up to the limit, and the
// same first solution is not promised: only a solution), but it looks at the
// grid the other way round, digit by digit, which is what lets the CPU do
// nine or twenty-seven cells' work in one instruction:
//
//   - the state is, for each digit d and band b (three rows), the 27-bit set
//     f[3d+b] of the band's cells where d may still go (bit 9·row+column);
//   - in a band, a digit sits once in each of the three rows and once in
//     each of the three boxes, so its three cells lie in three "triads"
//     (row ∩ box, three cells) forming a permutation of the 3×3 triad
//     square. A table gives, for the 512 patterns of non-empty triads, the
//     triads that belong to at least one permutation inside the pattern:
//     everything else is removed. That one lookup is Exclusivité within the
//     band for a placed digit, Unicité in the band's rows and boxes (a row
//     or box left with one place), and locked candidates (pointing and
//     claiming) in both directions;
//   - a row of a band left with one cell places the digit there: the column
//     is removed from the digit's two other bands, the cell from the eight
//     other digits' sets;
//   - the same holds column-wise: in a stack, the digit's (band, column)
//     pairs must hold a permutation of that 3×3 square, so the same table,
//     applied to the columns each band still allows, gives the column
//     hidden singles and locked candidates in the column direction;
//   - cells left with one digit (naked singles) and cells with none are
//     found for a whole band at once by counting, over the nine digit sets,
//     the cells seen once, twice and three times; so are the bivalue cells
//     the search branches on, the one whose guess should remove the most.
//
// Every one of these removals is one no solution of the current grid uses,
// as with EUP, so the count is the same; the propagation is stronger
// (locked candidates) and weaker (Parité is not applied), so the number of
// nodes differs from the other paths'. The whole state is 180 bytes, so a
// guess copies it instead of keeping an undo log, and nothing is allocated
// per node.

// bandState is one node's grid: 32 and 4 entries where 27 and 3 are used,
// so that masked indexes need no bounds check.
type bandState struct {
	f    [32]uint32 // f[3d+b]: cells of band b where digit d+1 may go
	u    [4]uint32  // cells of band b not yet placed
	done [32]uint8  // rows of band b where digit d+1 is placed
	left int32      // cells not yet placed
}

type bandSolver struct {
	limit, count int
	nodes        int64
	first        bandState
	w            *watch
	stop         bool
	pairs        [3]uint32 // the bivalue cells of each band at propagate's fixpoint
}

// place9 fixes digit d (0-8) in cell i of st by removing the cell's other
// peers in the band; propagate does the rest. It returns the dirty bit of
// the digit's band, or 0 when d is no longer possible in i.
func place9(st *bandState, i, d int) uint32 {
	b, p := i/27, i%27
	k := uint(3*d+b) & 31
	if st.f[k]>>p&1 == 0 {
		return 0
	}
	st.f[k] &^= bandPeers[p]
	return 1 << k
}

// init loads a grid of 81 values; false when two givens clash at once. A
// given's cell leaves the other digits and its band peers leave its digit
// now, so that a given is never taken by another digit's reasoning before
// its own is applied; propagate, from every digit-band, does the rest.
func (s *bandSolver) init(st *bandState, cells []uint8) (uint32, bool) {
	var given [4]uint32 // the givens' cells of each band
	var mine [32]uint32 // f's index: the cells given that digit in that band
	for i, v := range cells[:81] {
		if v == 0 {
			continue
		}
		if v > 9 {
			return 0, false
		}
		b, p := i/27, i%27
		k := (3*(int(v)-1) + b) & 31
		if mine[k]&bandPeers[p] != 0 {
			return 0, false // the same digit twice in a row, box or column
		}
		given[b] |= 1 << p
		mine[k] |= 1 << p
	}
	for k := range 27 {
		m := band27&^given[k%3] | mine[k]
		for x := mine[k]; x != 0; x &= x - 1 {
			m &^= bandPeers[bits.TrailingZeros32(x)&31]
		}
		st.f[k] = m
	}
	for b := range 3 {
		st.u[b] = band27
	}
	st.left = 81
	return 1<<27 - 1, true
}

func (s *bandSolver) found(st *bandState) {
	s.count++
	if s.count == 1 {
		s.first = *st
	}
}

// search branches on a cell of st (a stuck fixpoint), trying its
// candidates in increasing order, each but the last on a copy.
func (s *bandSolver) search(st *bandState) {
	cell, digits, w := pickBand(st, &s.pairs)
	if s.w != nil && s.w.branchLogs > 0 {
		s.w.logBranch(3, cell, w)
	}
	var ch bandState // declared outside the loop, or escape analysis moves it to the heap
	for digits != 0 {
		d := bits.TrailingZeros16(digits)
		digits &= digits - 1
		if digits == 0 {
			s.try(st, cell, d)
			return
		}
		ch = *st
		s.try(&ch, cell, d)
		if s.count >= s.limit || s.stop {
			return
		}
	}
}

// try fixes digit d in cell i of st and explores the result.
func (s *bandSolver) try(st *bandState, i, d int) {
	s.nodes++
	if s.w != nil && s.nodes&pollMask9 == 0 {
		if s.w.poll(s.nodes) {
			s.stop = true
			s.w.partial = st.grid()
			return
		}
	}
	if !s.propagate(st, place9(st, i, d)) {
		return
	}
	if st.left == 0 {
		s.found(st)
		return
	}
	s.search(st)
}

// pickBand returns a cell of minimum weight, its candidates (bit d for
// digit d+1) and its weight. Among the bivalue cells (there almost always
// are some) it takes the one whose guess should remove the most: the one
// with the most peers sharing one of its candidates, a bivalue peer of the
// band counting three (it will be solved or emptied). The scores are summed
// digit by digit over each band's bivalue cells holding that digit, so a
// cell's candidates are only spelled out for the one chosen.
func pickBand(st *bandState, pairs *[3]uint32) (cell int, digits uint16, weight int) {
	if pairs[0]|pairs[1]|pairs[2] != 0 {
		var s [32]int32
		best, score := 0, int32(-1)
		for b := range 3 {
			pb := pairs[b]
			if pb == 0 {
				continue
			}
			for k := b; k < 27; k += 3 {
				a := st.f[k&31]
				x := a & pb
				if x == 0 {
					continue
				}
				o := &bandOther[k]
				other := st.f[o[0]&31] | st.f[o[1]&31]
				for ; x != 0; x &= x - 1 {
					p := uint(bits.TrailingZeros32(x)) & 31
					m := a & bandPeers[p]
					s[p] += int32(bits.OnesCount32(m) + 2*bits.OnesCount32(m&pb) +
						bits.OnesCount32(other&bandColumn[p]))
				}
			}
			for x := pb; x != 0; x &= x - 1 {
				p := uint(bits.TrailingZeros32(x)) & 31
				if s[p] > score {
					best, score = 27*b+int(p), s[p]
				}
				s[p] = 0
			}
		}
		return best, st.digitsAt(best/27, uint(best%27)), 2
	}
	// Rare: no bivalue cell; take one with fewest candidates.
	best, bw := 0, 10
	var bd uint16
	for b := range 3 {
		for x := st.u[b]; x != 0; x &= x - 1 {
			p := uint(bits.TrailingZeros32(x))
			ds := st.digitsAt(b, p)
			if w := bits.OnesCount16(ds); w < bw {
				best, bd, bw = 27*b+int(p), ds, w
			}
		}
	}
	return best, bd, bw
}

// digitsAt returns the candidates of cell p of band b.
func (st *bandState) digitsAt(b int, p uint) uint16 {
	var ds uint16
	for d := range 9 {
		ds |= uint16(st.f[(3*d+b)&31]>>p&1) << d
	}
	return ds
}

// grid writes the placed cells of st as 81 values (others 0).
func (st *bandState) grid() []uint8 {
	out := make([]uint8, 81)
	for k := range 27 {
		d, b := k/3, k%3
		for x := st.f[k] &^ st.u[b]; x != 0; x &= x - 1 {
			out[27*b+bits.TrailingZeros32(x)] = uint8(d + 1)
		}
	}
	return out
}

// countBand is Count for order 3.
func countBand(cells []uint8, limit int, w *watch) (count int, first []uint8, nodes int64, stopped bool) {
	s := bandSolver{limit: limit, w: w}
	var st bandState
	s.nodes = 1
	dirty, ok := s.init(&st, cells)
	if !ok || !s.propagate(&st, dirty) {
		return 0, nil, s.nodes, false
	}
	if st.left == 0 {
		s.found(&st)
	} else {
		s.search(&st)
	}
	if s.count > 0 {
		first = s.first.grid()
	}
	return s.count, first, s.nodes, s.stop
}
