package sudoku

import (
	"encoding/binary"
	"math/bits"
	"unicode/utf8"

	"grille/solve"
	"grille/solve/textscan"
)

// The one-line form: N² symbols on one line (see format.go).

// symbolValue reads a one-line symbol for a grid of side N, the inverse of
// Symbol: "." and "0" are empty, 1-9, then A=10 … Z=35. For N ≤ 35 letters
// are read in either case (Solo and most programs write lower case). For
// N = 36, Symbol writes 36 as 'a', so there the case matters: A-Z are 10-35
// and 'a' is 36; other lower-case letters are refused rather than guessed.
// It returns the value, which may exceed N (the caller says so), or a message.
func symbolValue(c byte, N int) (int, solve.Text) {
	switch {
	case c == '.' || c == '0':
		return 0, solve.Text{}
	case '1' <= c && c <= '9':
		return int(c - '0'), solve.Text{}
	case 'A' <= c && c <= 'Z':
		return int(c-'A') + 10, solve.Text{}
	case 'a' <= c && c <= 'z':
		if N < 36 {
			return int(c-'a') + 10, solve.Text{}
		}
		if c == 'a' {
			return 36, solve.Text{}
		}
		return 0, solve.Say("%q is not a symbol of a 36×36 grid (A-Z are 10-35, a is 36)", c)
	}
	return 0, solve.Text{}
}

func (p parser) oneLine(text []byte, start int) (Grid, *ParseError) {
	end := start
	for end < len(text) && !textscan.IsSpace(text[end]) && text[end] != '#' {
		end++
	}
	tok := text[start:end]
	n := 0
	for k := MinOrder; k <= MaxOrder; k++ {
		if k*k*k*k == len(tok) {
			n = k
		}
	}
	if n == 0 {
		return Grid{}, p.ErrorAt(text, start, "line has %s; a one-line puzzle has 16, 81, 256, 625 or 1296 (grid files separate values by spaces)", solve.Count{N: utf8.RuneCount(tok), Word: "character"})
	}
	N := n * n
	g := New(n)
	if ok, _ := digits9(tok, g.Cells); N == 9 && ok {
		return p.oneLineEnd(g, text, start, end)
	}
	for i, c := range tok {
		v, msg := symbolValue(c, N)
		if msg.IsZero() && (v == 0 && c != '.' && c != '0' || v > 9 && N <= 9) {
			// Letters are no symbols at all below 16×16.
			msg = solve.Say("unexpected %s in a %d×%d one-line puzzle", textscan.QuoteAt(tok, i), N, N)
		}
		if !msg.IsZero() {
			return Grid{}, p.ErrorAt(text, start+i, "%s", msg)
		}
		if v > N {
			return Grid{}, p.ErrorAt(text, start+i, "value %d (%q) out of range 0..%d", v, c, N)
		}
		g.Cells[i] = uint8(v)
	}
	return p.oneLineEnd(g, text, start, end)
}

// oneLineEnd checks what follows a one-line puzzle's cells and its givens.
func (p parser) oneLineEnd(g Grid, text []byte, start, end int) (Grid, *ParseError) {
	if err := p.Trailing(text, end, "puzzle"); err != nil {
		return Grid{}, err
	}
	ln := int32(p.Line())
	return g, p.checkRepeats(g, func(cell int) srcPos { return srcPos{ln, int32(start + cell + 1)} })
}

// digits9 reads a 9×9 one-line puzzle made only of "." and 0-9, the form
// of nearly every such file, into cells, without symbolValue's cases;
// false on any other byte, for the general loop to read and name. It
// reads eight characters at a time (see nonZeroBytes), and on the way
// tells whether two givens clash (as hasRepeat9), so that the puzzle
// needs no other pass for that unless they do.
func digits9(tok []byte, cells []uint8) (ok, clash bool) {
	if len(tok) != 81 || len(cells) != 81 {
		return false, false
	}
	t := (*[81]byte)(tok)
	var in [16]uint32  // in[v]: the units digit v stands in (see units9)
	var clashes uint32 // the units of a digit seen twice in them
	const (
		highNibbles = 0xf0f0f0f0f0f0f0f0
		lowNibbles  = 0x0f0f0f0f0f0f0f0f
		threes      = 0x3030303030303030
		dots        = 0x2e2e2e2e2e2e2e2e
	)
	for i := 0; i <= 72; i += 8 {
		x := binary.LittleEndian.Uint64(t[i:])
		low := x & lowNibbles
		digit := zeroBytes(x&highNibbles^threes) &^ above9(low) // '0'..'9'
		dot := zeroBytes(x ^ dots)
		if digit|dot != highs8 {
			return false, false
		}
		// A dot's low nibble is 14: every bit of its byte cleared.
		v := low &^ (dot >> 7 * 0xff)
		binary.LittleEndian.PutUint64(cells[i:], v)
		// A given a turn: its cell is i plus its byte's place in v, its
		// digit the low nibble of the character there (known to be
		// '1'-'9'), and neither index needs a bounds check (i ≤ 72).
		for filled := nonZeroBytes(v); filled != 0; filled &= filled - 1 {
			at := i + bits.TrailingZeros64(filled)>>3
			d, units := t[at]&15, units9[at]
			clashes |= in[d] & units
			in[d] |= units
		}
	}
	switch c := t[80]; {
	case '0' <= c && c <= '9':
		cells[80] = c - '0'
		if c != '0' {
			clashes |= in[c&15] & units9[80]
		}
	case c == '.':
		cells[80] = 0
	default:
		return false, false
	}
	return true, clashes != 0
}

// oneLine tells a one-line puzzle from a grid's first row, t being the
// line from its first field: one field, or a long one.
func oneLine(t []byte) bool {
	end := textscan.FieldEnd(t, 0)
	return end >= 16 || textscan.Junk(t, end) < 0
}
