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

const band27 = 1<<27 - 1 // the 27 cells of a band

var (
	bandTri     [512]uint8  // the non-empty triads (bit per box) of a 9-cell row
	bandShrink  [512]uint16 // triads of some permutation inside a triad pattern (0: none)
	bandExpand  [512]uint32 // a triad set as its 27 cells
	bandOne     [512]uint8  // 1 when the 9-bit row holds exactly one cell
	bandRow     [512]uint8  // bandTri | bandOne<<3: both in one look-up
	bandSpread  [512]uint32 // a 9-bit column set with stack s's three columns moved to bits 9s
	bandColumns [512]uint32 // a 9-bit column set as its 27 cells in a band
	bandPeers   [32]uint32  // a band cell's row, box and column inside the band, itself excluded
	bandColumn  [32]uint32  // a band cell's column in the band
	bandOther   [27][2]uint8
	bandBand    [32]uint8 // k % 3
	// bandStep: for the three bandRow look-ups of a band's rows at bits
	// 0, 4 and 8, the triads kept (bandShrink) | 1<<9 when some go |
	// the rows holding one cell <<10; 0 when no permutation is left.
	bandStep [4096]uint16
)

func init() {
	for x := range 512 {
		for k := range 3 {
			if x>>(3*k)&7 != 0 {
				bandTri[x] |= 1 << k
			}
		}
		bandSpread[x] = uint32(x&7 | x>>3&7<<9 | x>>6&7<<18)
		bandColumns[x] = uint32(x | x<<9 | x<<18)
		if bits.OnesCount(uint(x)) == 1 {
			bandOne[x] = 1
		}
		bandRow[x] = bandTri[x] | bandOne[x]<<3
		for t := range 9 {
			if x>>t&1 != 0 {
				bandExpand[x] |= 7 << (9*(t/3) + 3*(t%3))
			}
		}
	}
	// The six permutations of the 3×3 triad square (bit 3·row+box).
	var perms []uint16
	for a := range 3 {
		for b := range 3 {
			for c := range 3 {
				if a != b && b != c && a != c {
					perms = append(perms, 1<<a|1<<(3+b)|1<<(6+c))
				}
			}
		}
	}
	for t := range 512 {
		for _, p := range perms {
			if uint16(t)&p == p {
				bandShrink[t] |= p
			}
		}
	}
	for x := range 4096 {
		t := x&7 | x>>4&7<<3 | x>>8&7<<6
		rows := x>>3&1 | x>>7&1<<1 | x>>11&1<<2
		if al := int(bandShrink[t]); al != 0 {
			bandStep[x] = uint16(al | rows<<10)
			if al != t {
				bandStep[x] |= 1 << 9
			}
		}
	}
	for k := range 32 {
		bandBand[k] = uint8(k % 3)
	}
	for p := range 27 {
		r, c := p/9, p%9
		var m uint32
		for q := range 27 {
			if q != p && (q/9 == r || q%9 == c || (q%9)/3 == c/3) {
				m |= 1 << q
			}
		}
		bandPeers[p] = m
		bandColumn[p] = 0x40201 << c
	}
	for i := range 27 {
		d, b := i/3, i%3
		bandOther[i] = [2]uint8{uint8(3*d + (b+1)%3), uint8(3*d + (b+2)%3)}
	}
}

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

// propagate applies the rules until none changes anything, starting from
// the digit-bands in dirty. It returns false on a contradiction; on true, st
// is solved when st.left == 0, stuck otherwise.
func (s *bandSolver) propagate(st *bandState, dirty uint32) bool {
	stale := uint32(7) // bands changed since their naked singles were looked for
	for {
		var touched uint32 // digit-bands looked at in this round
		for dirty != 0 {
			k := uint(bits.TrailingZeros32(dirty)) & 31
			touched |= dirty
			dirty &= dirty - 1
			a := st.f[k]
			e := uint32(bandStep[(uint32(bandRow[a&511])|uint32(bandRow[a>>9&511])<<4|uint32(bandRow[a>>18&511])<<8)&4095])
			if e == 0 {
				return false
			}
			rows := uint8(e >> 10)
			if e&512 != 0 {
				// Rarer: triads go, so rows are looked at again.
				a &= bandExpand[e&511]
				st.f[k] = a
				rows = bandOne[a&511] | bandOne[a>>9&511]<<1 | bandOne[a>>18&511]<<2
			}
			fresh := rows &^ st.done[k]
			if fresh == 0 {
				continue
			}
			// Rows where the digit has just found its only cell.
			st.done[k] |= fresh
			b := uint(bandBand[k])
			var placed uint32 // the cells placed
			var cols uint32   // their columns
			for fresh != 0 {
				r := uint(bits.TrailingZeros8(fresh))
				fresh &= fresh - 1
				x := a >> (9 * r) & 511
				placed |= x << (9 * r)
				cols |= x
				st.left--
			}
			cm := cols | cols<<9 | cols<<18
			o := &bandOther[k]
			o1, o2 := o[0]&31, o[1]&31
			if m := st.f[o1]; m&cm != 0 {
				st.f[o1] = m &^ cm
				dirty |= 1 << o1
			}
			if m := st.f[o2]; m&cm != 0 {
				st.f[o2] = m &^ cm
				dirty |= 1 << o2
			}
			st.u[b] &^= placed
			// The placed cells leave the other digits of the band. Written
			// without a branch per digit (whether a digit had the cells is
			// a coin toss the CPU mispredicts) and unrolled, so that the
			// shifts are constants; the digit's own set is restored after.
			f := &st.f
			var ch uint32
			m0, m1, m2 := f[b&31], f[(b+3)&31], f[(b+6)&31]
			m3, m4, m5 := f[(b+9)&31], f[(b+12)&31], f[(b+15)&31]
			m6, m7, m8 := f[(b+18)&31], f[(b+21)&31], f[(b+24)&31]
			f[b&31], f[(b+3)&31], f[(b+6)&31] = m0&^placed, m1&^placed, m2&^placed
			f[(b+9)&31], f[(b+12)&31], f[(b+15)&31] = m3&^placed, m4&^placed, m5&^placed
			f[(b+18)&31], f[(b+21)&31], f[(b+24)&31] = m6&^placed, m7&^placed, m8&^placed
			ch = (m0&placed+band27)>>27 | (m1&placed+band27)>>27<<3 | (m2&placed+band27)>>27<<6 |
				(m3&placed+band27)>>27<<9 | (m4&placed+band27)>>27<<12 | (m5&placed+band27)>>27<<15 |
				(m6&placed+band27)>>27<<18 | (m7&placed+band27)>>27<<21 | (m8&placed+band27)>>27<<24
			dirty |= ch << b
			st.f[k] = a
			dirty &^= 1 << k
		}
		if st.left == 0 {
			return true
		}
		// Stacks: the same permutation holds column-wise. In a stack, a
		// digit sits once in each of the three columns and once in each
		// band's box, so the (band, column) pairs where it may go must
		// hold a permutation of the 3×3 square: bandShrink keeps those of
		// some permutation. That is the column hidden single, locked
		// candidates in the column direction (a column possible in one
		// band only claims that band's box) and their stack-wide forms.
		// Only digits with a band looked at can have changed.
		stale |= bandsOf(touched)
		touched = (touched | touched>>1 | touched>>2) & 0o111111111 // each digit's band 0
		for ; touched != 0; touched &= touched - 1 {
			k := uint(bits.TrailingZeros32(touched))
			a0, a1, a2 := st.f[k&31], st.f[(k+1)&31], st.f[(k+2)&31]
			// t: stack s's square at bits 9s, band b's columns at 3b.
			t := bandSpread[(a0|a0>>9|a0>>18)&511] | bandSpread[(a1|a1>>9|a1>>18)&511]<<3 |
				bandSpread[(a2|a2>>9|a2>>18)&511]<<6
			s0, s1, s2 := uint32(bandShrink[t&511]), uint32(bandShrink[t>>9&511]), uint32(bandShrink[t>>18&511])
			if s0 == 0 || s1 == 0 || s2 == 0 {
				return false
			}
			al := s0 | s1<<9 | s2<<18
			if al == t {
				continue
			}
			// Rarer: (band, column) pairs go; back to each band's columns.
			if m := a0 & bandColumns[gather3(al)]; m != a0 {
				st.f[k&31] = m
				dirty |= 1 << k
			}
			if m := a1 & bandColumns[gather3(al>>3)]; m != a1 {
				st.f[(k+1)&31] = m
				dirty |= 2 << k
			}
			if m := a2 & bandColumns[gather3(al>>6)]; m != a2 {
				st.f[(k+2)&31] = m
				dirty |= 4 << k
			}
		}
		if dirty != 0 {
			continue
		}
		// Naked singles and empty cells, a band at a time, in the bands
		// changed since; the bivalue cells are kept for pickBand (at the
		// fixpoint, every band's are those of its last count).
		for b := range 3 {
			if stale>>b&1 == 0 {
				continue
			}
			stale &^= 1 << b
			u := st.u[b]
			s.pairs[b] = 0
			if u == 0 {
				continue
			}
			var once, twice, thrice uint32
			for d := b; d < 27; d += 3 {
				m := st.f[d&31]
				thrice |= twice & m
				twice |= once & m
				once |= m
			}
			s.pairs[b] = twice &^ thrice & u
			if u&^once != 0 {
				return false
			}
			for ns := u &^ twice; ns != 0; ns &= ns - 1 {
				p := uint(bits.TrailingZeros32(ns))
				d := b
				for ; d < 27 && st.f[d&31]>>p&1 == 0; d += 3 {
				}
				if d >= 27 {
					return false // emptied by a single placed just before
				}
				st.f[d&31] &^= bandPeers[p%27]
				dirty |= 1 << d
			}
		}
		if dirty == 0 {
			return true
		}
	}
}

// bandsOf returns the bands (bit b) of a set of digit-bands (bit 3d+b).
func bandsOf(x uint32) uint32 {
	var m uint32
	if x&0o111111111 != 0 {
		m |= 1
	}
	if x&0o222222222 != 0 {
		m |= 2
	}
	if x&0o444444444 != 0 {
		m |= 4
	}
	return m
}

// gather3 returns the three bits at 0, 9 and 18 of x and the two above
// each as a 9-bit set: the inverse of bandSpread.
func gather3(x uint32) uint32 {
	return x&7 | x>>6&0o70 | x>>12&0o700
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
