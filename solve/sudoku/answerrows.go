package sudoku

import (
	"encoding/binary"
	"slices"
)

// AnswerRows is a solution as `grille solve --json` writes it, the rows of
// Rows: encoding/json writes it so (MarshalJSON), and AppendJSON writes the
// same bytes without building [][]int first, which a batch would do for
// every puzzle.
type AnswerRows Grid

// AppendJSON appends the rows as encoding/json writes g.Rows().
func (a AnswerRows) AppendJSON(b []byte) []byte {
	if a.Order == 3 && len(a.Cells) == 81 {
		return append9(b, (*[81]uint8)(a.Cells))
	}
	return a.appendRows(b)
}

// appendRows is AppendJSON for any grid.
func (a AnswerRows) appendRows(b []byte) []byte {
	g := Grid(a)
	N := g.Size()
	b = append(b, '[')
	for r := 0; r < N; r++ {
		if r > 0 {
			b = append(b, ',')
		}
		b = append(b, '[')
		for c, v := range g.Cells[r*N : (r+1)*N] {
			if c > 0 {
				b = append(b, ',')
			}
			if v < 10 {
				b = append(b, '0'+v)
			} else {
				b = append(b, '0'+v/10, '0'+v%10) // at most 36
			}
		}
		b = append(b, ']')
	}
	return append(b, ']')
}

// append9 is AppendJSON for 9×9 (a batch writes one per puzzle): the
// 181 bytes of the rows, punctuation and digits, written in place a word
// at a time. A value above 9 (not a solution, but AppendJSON writes any
// grid) takes the general way.
func append9(b []byte, cells *[81]uint8) []byte {
	if !valid9(cells) {
		return AnswerRows{Order: 3, Cells: cells[:]}.appendRows(b)
	}
	// "[" and the rows, each "[d,d,d,d,d,d,d,d,d]" and a "," (the last
	// a "]"), written with constant indexes: no bounds checks.
	n := len(b)
	b = slices.Grow(b, 181)[:n+181]
	out := (*[181]byte)(b[n:])
	out[0] = '['
	const (
		next = ',' | '0'<<8 | ']'<<16 | ','<<24 // a row's ",d]," less its digit
		last = ',' | '0'<<8 | ']'<<16 | ']'<<24 // and the last row's ",d]]"
	)
	row9((*[20]byte)(out[1:21]), (*[9]uint8)(cells[0:9]), next)
	row9((*[20]byte)(out[21:41]), (*[9]uint8)(cells[9:18]), next)
	row9((*[20]byte)(out[41:61]), (*[9]uint8)(cells[18:27]), next)
	row9((*[20]byte)(out[61:81]), (*[9]uint8)(cells[27:36]), next)
	row9((*[20]byte)(out[81:101]), (*[9]uint8)(cells[36:45]), next)
	row9((*[20]byte)(out[101:121]), (*[9]uint8)(cells[45:54]), next)
	row9((*[20]byte)(out[121:141]), (*[9]uint8)(cells[54:63]), next)
	row9((*[20]byte)(out[141:161]), (*[9]uint8)(cells[63:72]), next)
	row9((*[20]byte)(out[161:181]), (*[9]uint8)(cells[72:81]), last)
	return b
}

// row9 writes a row of digits (each at most 9) as "[d,d,d,d,d,d,d,d,d"
// and then tail, with the last digit added to its second byte, in three
// words: the first eight cells, one word, spread out to every other byte
// of "0,0,0,0," twice (four cells are a shift, a mask and an OR twice),
// each shifted up a byte under its "[" or ",".
func row9(dst *[20]byte, row *[9]uint8, tail uint32) {
	x := binary.LittleEndian.Uint64(row[:8])
	binary.LittleEndian.PutUint64(dst[0:8], spread4(x&0xffffffff)<<8|'[')
	binary.LittleEndian.PutUint64(dst[8:16], spread4(x>>32)<<8|',')
	binary.LittleEndian.PutUint32(dst[16:20], tail+uint32(row[8])<<8)
}

// spread4 turns the bytes a, b, c, d of x (below 2³²) into the
// little-endian "a,b,c,d," for digits 0-9.
func spread4(x uint64) uint64 {
	x = (x | x<<16) & 0x0000ffff0000ffff
	x = (x | x<<8) & 0x00ff00ff00ff00ff
	return x | 0x2c302c302c302c30 // '0' in the even bytes, ',' in the odd
}

// MarshalJSON is AppendJSON for encoding/json.
func (a AnswerRows) MarshalJSON() ([]byte, error) { return a.AppendJSON(nil), nil }
