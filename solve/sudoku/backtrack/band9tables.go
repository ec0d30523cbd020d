package backtrack

import "math/bits"

// The tables of the band-oriented 9×9 path (band9.go), filled once at
// start.

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
