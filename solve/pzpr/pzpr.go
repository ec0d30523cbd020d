// Package pzpr reads and writes the puzzle URLs of puzz.link and pzv.jp
// (pzprjs): "https://puzz.link/p?TYPE/[PFLAG/]COLS/ROWS/BODY", and in the
// BODY the "number16" cell code that sudoku, shikaku and hashikake share
// (pzprjs src/variety-common/Encode.js: readNumber16, decodeNumber16,
// encodeNumber16).
//
// It exists so that the three parsers read and write that code one way and
// say the same things about a broken URL. What a clue may be (its range,
// whether '.' is allowed) differs by puzzle, so Decode leaves those checks
// and their messages to the caller.
package pzpr

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"grille/solve"
	"grille/solve/textscan"
)

// LooksLikeURL reports whether a field is to be read as a puzzle URL: it
// starts with http:// or https:// (any case), names the puzz.link or pzv.jp
// host, or holds one of marks (such as "?sudoku/", for a URL pasted without
// its host).
func LooksLikeURL(tok []byte, marks ...string) bool {
	// Every line of a file of puzzles is asked: the prefixes are folded
	// without a lower-case copy, and a field without a '/' (a line of
	// digits) is told apart by one look for it, since the prefixes, the
	// hosts and most marks hold one.
	slash := bytes.IndexByte(tok, '/') >= 0
	if slash && (prefixFold(tok, "http://") || prefixFold(tok, "https://") ||
		bytes.Contains(tok, []byte("puzz.link/")) || bytes.Contains(tok, []byte("pzv.jp/"))) {
		return true
	}
	for _, m := range marks {
		if (slash || strings.IndexByte(m, '/') < 0) && bytes.Contains(tok, []byte(m)) {
			return true
		}
	}
	return false
}

// prefixFold reports whether tok starts with the lower-case ASCII prefix,
// in any case.
func prefixFold(tok []byte, prefix string) bool {
	if len(tok) < len(prefix) {
		return false
	}
	for i := 0; i < len(prefix); i++ {
		if c := tok[i]; c != prefix[i] && !('A' <= c && c <= 'Z' && c+'a'-'A' == prefix[i]) {
			return false
		}
	}
	return true
}

// URL is a URL field cut at its '/'s. The offsets are into the field; past
// a missing field they may exceed its length.
type URL struct {
	Type       []byte // the puzzle type after '?'
	TypeAt     int
	Cols, Rows []byte // the size fields, not checked to be numbers
	ColsAt     int
	RowsAt     int
	BodyAt     int // where BODY starts, at most len(field)
}

// Split cuts a URL field into its parts, false when it has no '?'. As in
// pzprjs's parseURL, a field after TYPE that is not a number is the pflag
// and is skipped; none of the puzzles read here has a pflag that changes
// the puzzle.
func Split(tok []byte) (URL, bool) {
	q := bytes.IndexByte(tok, '?')
	if q < 0 {
		return URL{}, false
	}
	// seg returns the '/'-separated field starting at i and the index past
	// its '/'.
	seg := func(i int) ([]byte, int) {
		if i > len(tok) {
			return nil, i
		}
		j := i
		for j < len(tok) && tok[j] != '/' {
			j++
		}
		return tok[i:j], j + 1
	}
	var u URL
	var i int
	u.TypeAt = q + 1
	u.Type, i = seg(u.TypeAt)
	u.ColsAt = i
	u.Cols, i = seg(i)
	if !textscan.AllDigits(u.Cols) {
		u.ColsAt = i
		u.Cols, i = seg(i)
	}
	u.RowsAt = i
	u.Rows, i = seg(i)
	u.BodyAt = min(i, len(tok))
	return u, true
}

// HasSize reports whether both size fields are numbers.
func (u URL) HasSize() bool { return textscan.AllDigits(u.Cols) && textscan.AllDigits(u.Rows) }

// Unknown is the value of a '.' clue, a clue whose value is not given
// (pzprjs's qnum -2).
const Unknown = -2

// Clue is a clue read from a body.
type Clue struct {
	Index   int // the cell, row-major
	At, End int // the clue's bytes in the field
	Value   int // Unknown for '.'
}

// Decoder reads a number16 body of Cols×Rows cells.
type Decoder struct {
	Cols, Rows int
	// Wide also reads '*' (4 hex digits, +12240) and '$' (5, +77776), the
	// widest forms of readNumber16. Without it they are unexpected
	// characters.
	Wide bool
}

// prefixes are readNumber16's multi-digit forms: the hex digits that follow
// and the value added to them.
var prefixes = map[byte]struct{ width, add int }{
	'-': {2, 0}, '+': {3, 0}, '=': {3, 4096}, '%': {3, 8192}, '*': {4, 12240}, '$': {5, 77776},
}

// Decode reads the body starting at tok[i:]: 0-9a-f a clue, '-' and 2 hex
// digits, '+', '=' and '%' and 3 (see prefixes), '.' a clue of unknown
// value, g-z a run of 1-20 empty cells. It calls clue for every clue in
// order; a message clue returns stops the reading with that message at the
// clue. pzprjs ignores what follows the last cell and leaves missing cells
// empty; here both are errors, since puzz.link always writes every cell and
// a short body means a truncated paste. Decode returns the offset in tok
// and the message of the first error, or a zero msg.
func (d Decoder) Decode(tok []byte, i int, clue func(Clue) solve.Text) (at int, msg solve.Text) {
	cells := d.Cols * d.Rows
	k := 0
	j := i
	for k < cells && j < len(tok) {
		ch := tok[j]
		at := j
		var v int
		switch pf, ok := prefixes[ch]; {
		case '0' <= ch && ch <= '9' || 'a' <= ch && ch <= 'f':
			v, _ = hexValue(tok[j : j+1])
			j++
		case ok && (d.Wide || (ch != '*' && ch != '$')):
			h, ok := 0, j+1+pf.width <= len(tok)
			if ok {
				h, ok = hexValue(tok[j+1 : j+1+pf.width])
			}
			if !ok {
				return at, solve.Say("want %d hex digits after %q", pf.width, ch)
			}
			v = h + pf.add
			j += 1 + pf.width
		case 'g' <= ch && ch <= 'z':
			k += int(ch-'g') + 1
			if k > cells {
				return at, solve.Say("URL body runs past the %s of a %d×%d grid", solve.Count{N: cells, Word: "cell"}, d.Cols, d.Rows)
			}
			j++
			continue
		case ch == '.':
			v = Unknown
			j++
		default:
			return at, solve.Say("unexpected %s in the URL body", textscan.QuoteAt(tok, at))
		}
		if msg := clue(Clue{Index: k, At: at, End: j, Value: v}); !msg.IsZero() {
			return at, msg
		}
		k++
	}
	if k < cells {
		return len(tok), solve.Say("URL body ends after %d of %s", k, solve.Count{N: cells, Word: "cell"})
	}
	if j < len(tok) {
		return j, solve.Say("unexpected %s after the last cell of the URL", textscan.QuoteAt(tok, j))
	}
	return 0, solve.Text{}
}

// hexValue reads s as hexadecimal, either case.
func hexValue(s []byte) (int, bool) {
	v := 0
	for _, c := range s {
		switch {
		case '0' <= c && c <= '9':
			v = v*16 + int(c-'0')
		case 'a' <= c && c <= 'f':
			v = v*16 + int(c-'a') + 10
		case 'A' <= c && c <= 'F':
			v = v*16 + int(c-'A') + 10
		default:
			return 0, false
		}
	}
	return v, true
}

// Value is an integer type a grid of cells can hold.
type Value interface{ ~int | ~uint8 }

// Encode appends cells (row-major, 0 empty) as encodeNumber16 writes them:
// runs of empty cells as g-z (1-20), clues below 16 as one hex digit, below
// 256 as '-' and two, below 4096 as '+' and three, then '=' (−4096) and '%'
// (−8192) with three, '*' (−12240) with four and '$' (−77776) with five,
// the forms readNumber16 reads (a Decoder reads the last two when Wide).
// pzprjs writes '=' and '%' without padding, which its own decoder (it
// always reads three digits) misreads; they are padded here so that the
// URL decodes as meant. A negative value is written in hex
// with its sign, which no decoder reads: callers check their clues.
func Encode[V Value](b *strings.Builder, cells []V) {
	EncodeWith(b, cells, func(b *strings.Builder, v int) {
		switch {
		case v < 16:
			b.WriteString(strconv.FormatInt(int64(v), 16))
		case v < 256:
			fmt.Fprintf(b, "-%02x", v)
		case v < 4096:
			fmt.Fprintf(b, "+%03x", v)
		case v < 8192:
			fmt.Fprintf(b, "=%03x", v-4096)
		case v < 12288:
			fmt.Fprintf(b, "%%%03x", v-8192)
		case v < 77776:
			fmt.Fprintf(b, "*%04x", v-12240)
		default:
			fmt.Fprintf(b, "$%05x", v-77776)
		}
	})
}

// EncodeWith is Encode with the clues written by value: the runs of empty
// cells are the same for every puzzle, the writing of a clue may not be.
func EncodeWith[V Value](b *strings.Builder, cells []V, value func(b *strings.Builder, v int)) {
	run := 0
	for _, v := range cells {
		if v == 0 {
			if run++; run == 20 {
				b.WriteByte('z')
				run = 0
			}
			continue
		}
		if run > 0 {
			b.WriteByte(byte('f' + run))
			run = 0
		}
		value(b, int(v))
	}
	if run > 0 {
		b.WriteByte(byte('f' + run))
	}
}
