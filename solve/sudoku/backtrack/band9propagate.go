package backtrack

import "math/bits"

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
