package sudoku

// The Sudoku file formats. Parse reads, line by line and detecting the form
// of each puzzle on its own:
//
//   - The grid file: N rows of N values separated by spaces or tabs, one row a
//     line, 0 or "." empty. Rows of a grid follow each other without a blank
//     line; a blank line ends the grid, so a file may hold several grids. To
//     read grids pasted from other programs, "|" also separates values, lines
//     made only of "-+|=" (box rules) are skipped, and when N > 9 a value may
//     also be a single letter, read as in the one-line form (Solo's "Copy as
//     text" writes 16×16 grids that way; 36×36 grids must use numbers).
//   - The one-line form: N² characters, "." or "0" empty, 1-9, then letters
//     (see symbolValue). Several puzzles a file, one a line.
//   - Simon Tatham's Solo game ID, "3x3:desc" (solo.c: decode_params,
//     validate_grid_desc, spec_to_grid, encode_grid).
//   - A puzz.link (pzprjs) sudoku URL, ".../p?sudoku/9/9/body" (pzprjs
//     src/puzzle/Encode.js and src/variety-common/Encode.js: parseURL,
//     decodeNumber16, encodeNumber16).
//
// Comments and blank lines are as puzzlefile says. Columns in errors count
// bytes from 1.

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"iter"
	"math/bits"
	"strconv"
	"strings"
	"unicode/utf8"

	"grille/solve/parseerr"
	"grille/solve/puzzlefile"
	"grille/solve/pzpr"
	"grille/solve/tatham"
	"grille/solve/textscan"
)

// sides lists the grid sides the model supports, for messages.
const sides = "4, 9, 16, 25 or 36"

// orderOfSide returns n for a side N = n², or 0.
func orderOfSide(side int) int {
	for n := MinOrder; n <= MaxOrder; n++ {
		if n*n == side {
			return n
		}
	}
	return 0
}

// ParseError says where input is wrong (FILE:LINE:COL: what); the same
// type for every puzzle's parser.
type ParseError = parseerr.Error

// Parse reads every puzzle in data, detecting the format of each. name is
// used only in errors. It fails on the first error, and when data holds no
// puzzle.
func Parse(name string, data []byte) ([]Grid, error) { return format.Parse(name, data) }

// ParseOne is Parse for a single puzzle, as the Paste command wants.
func ParseOne(name string, data []byte) (Grid, error) { return format.ParseOne(name, data) }

// parser reads the grid file and the one-line form.
type parser struct{ *puzzlefile.Reader }

// isRule reports whether t is a box rule such as "------+-------+------".
func isRule(t []byte) bool {
	dash := false
	for _, c := range t {
		switch c {
		case '-', '=':
			dash = true
		case '+', '|', ' ', '\t':
		default:
			return false
		}
	}
	return dash
}

// srcPos is where a cell's value stands in the input.
type srcPos struct{ line, col int32 }

// checkRepeats refuses a puzzle whose givens already clash, pointing at the
// later of the two.
func (p parser) checkRepeats(g Grid, at func(cell int) srcPos) *ParseError {
	cell, earlier, unit, ok := g.FirstRepeat()
	if !ok {
		return nil
	}
	n := g.Order
	pos := at(cell)
	return p.Errorf(int(pos.line), int(pos.col), "%d stands twice in %s (%s and %s)",
		g.Cells[cell], UnitName(n, unit), CellName(n, earlier), CellName(n, cell))
}

// quoteTok quotes a field for messages, cut after 20 bytes (not
// characters) as this parser always has.
func quoteTok(tok []byte) string { return strconv.Quote(textscan.ShortenBytes(tok)) }

// symbolValue reads a one-line symbol for a grid of side N, the inverse of
// Symbol: "." and "0" are empty, 1-9, then A=10 … Z=35. For N ≤ 35 letters
// are read in either case (Solo and most programs write lower case). For
// N = 36, Symbol writes 36 as 'a', so there the case matters: A-Z are 10-35
// and 'a' is 36; other lower-case letters are refused rather than guessed.
// It returns the value, which may exceed N (the caller says so), or a message.
func symbolValue(c byte, N int) (int, string) {
	switch {
	case c == '.' || c == '0':
		return 0, ""
	case '1' <= c && c <= '9':
		return int(c - '0'), ""
	case 'A' <= c && c <= 'Z':
		return int(c-'A') + 10, ""
	case 'a' <= c && c <= 'z':
		if N < 36 {
			return int(c-'a') + 10, ""
		}
		if c == 'a' {
			return 36, ""
		}
		return 0, fmt.Sprintf("%q is not a symbol of a 36×36 grid (A-Z are 10-35, a is 36)", c)
	}
	return 0, ""
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
		return Grid{}, p.ErrorAt(text, start, "line has %s; a one-line puzzle has 16, 81, 256, 625 or 1296 (grid files separate values by spaces)", textscan.Plural(utf8.RuneCount(tok), "character"))
	}
	N := n * n
	g := New(n)
	if ok, _ := digits9(tok, g.Cells); N == 9 && ok {
		return p.oneLineEnd(g, text, start, end)
	}
	for i, c := range tok {
		v, msg := symbolValue(c, N)
		if msg == "" && (v == 0 && c != '.' && c != '0' || v > 9 && N <= 9) {
			// Letters are no symbols at all below 16×16.
			msg = fmt.Sprintf("unexpected %s in a %d×%d one-line puzzle", textscan.QuoteAt(tok, i), N, N)
		}
		if msg != "" {
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

// split splits a grid row into its values: "|" separates them too, and a
// "#" inside one starts a comment.
var split = textscan.Splitter{Sep: '|'}

// gridValue reads one value of a grid file.
func gridValue(tok []byte, N int) (int, string) {
	if len(tok) == 1 && tok[0] == '.' {
		return 0, ""
	}
	digits := true
	v := 0
	for _, c := range tok {
		if c < '0' || c > '9' {
			digits = false
			break
		}
		if v <= N {
			v = v*10 + int(c-'0')
		}
	}
	if digits {
		if v > N {
			return 0, fmt.Sprintf("value %s out of range 0..%d", textscan.ShortenBytes(tok), N)
		}
		return v, ""
	}
	isLetter := len(tok) == 1 && ('a' <= tok[0] && tok[0] <= 'z' || 'A' <= tok[0] && tok[0] <= 'Z')
	if isLetter && N == 36 {
		// Solo's text writes 10 as 'a', Symbol writes 36 as 'a': refuse
		// rather than guess.
		return 0, fmt.Sprintf("letter %q is ambiguous in a 36×36 grid file: write numbers", tok[0])
	}
	if isLetter && N > 9 {
		v, msg := symbolValue(tok[0], N)
		if msg != "" {
			return 0, msg
		}
		if v > N {
			return 0, fmt.Sprintf("value %d (%q) out of range 0..%d", v, tok[0], N)
		}
		return v, ""
	}
	return 0, fmt.Sprintf("unexpected %s: want a number 0..%d or \".\"", quoteTok(tok), N)
}

func (p parser) gridFile(first []byte) (Grid, *ParseError) {
	N := split.Count(first)
	if N > MaxOrder*MaxOrder {
		// Refuse before reading on: a huge file must not cost a huge grid.
		return Grid{}, p.Errorf(p.Line(), 0, "grid of %d columns is larger than %d×%d", N, MaxOrder*MaxOrder, MaxOrder*MaxOrder)
	}
	n := orderOfSide(N)
	if n == 0 {
		return Grid{}, p.Errorf(p.Line(), 0, "grid of %s: the side must be a square number, %s", textscan.Plural(N, "column"), sides)
	}
	g := New(n)
	pos := make([]srcPos, N*N)
	text := first
	for r := 0; ; {
		if err := p.gridRow(text, r, g, pos); err != nil {
			return Grid{}, err
		}
		lastRow := p.Line()
		if r++; r == N {
			break
		}
		var ok bool
		var err *ParseError
		if text, ok, err = p.NextInBlock(false); err != nil {
			return Grid{}, err
		}
		if !ok {
			return Grid{}, p.Errorf(lastRow, 0, "%s but %s", textscan.Plural(N, "column"), textscan.Plural(r, "row"))
		}
	}
	// Rows after the last one mean the grid is taller than wide; count them
	// for the message, as long as the block goes on.
	extra, firstExtra := 0, 0
	for {
		_, ok, err := p.NextInBlock(false)
		if err != nil {
			return Grid{}, err
		}
		if !ok {
			break
		}
		if extra == 0 {
			firstExtra = p.Line()
		}
		extra++
	}
	if extra > 0 {
		return Grid{}, p.Errorf(firstExtra, 0, "%s but %s (separate grids by a blank line)", textscan.Plural(N, "column"), textscan.Plural(N+extra, "row"))
	}
	return g, p.checkRepeats(g, func(cell int) srcPos { return pos[cell] })
}

func (p parser) gridRow(text []byte, r int, g Grid, pos []srcPos) *ParseError {
	N := g.Size()
	if k := split.Count(text); k != N {
		// A short row is pointed at just past its last number, where the
		// next one was expected.
		at := len(bytes.TrimRight(text, " \t"))
		if k > N {
			i := 0
			split.Each(text, func(s, _ int) {
				if i == N {
					at = s
				}
				i++
			})
		}
		return p.ErrorAt(text, at, "row %d has %s, want %d", r+1, textscan.Plural(k, "number"), N)
	}
	var perr *ParseError
	c := 0
	split.Each(text, func(s, e int) {
		if perr != nil {
			return
		}
		v, msg := gridValue(text[s:e], N)
		if msg != "" {
			perr = p.ErrorAt(text, s, "%s", msg)
			return
		}
		g.Cells[r*N+c] = uint8(v)
		pos[r*N+c] = srcPos{int32(p.Line()), int32(s + 1)}
		c++
	})
	return perr
}

// format is Sudoku's share of the reading (see puzzlefile).
var format = puzzlefile.Format[Grid]{
	URLTypes: []string{"sudoku"},
	URLMarks: []string{"?sudoku/"},
	Game:     "Solo",
	// Solo's parameters ("3x3", "4x4db", "9j"): digits and lower-case
	// letters.
	GameIDParam: func(c byte) bool { return '0' <= c && c <= '9' || 'a' <= c && c <= 'z' },
	Skip:        isRule,
	ByteCols:    true,
	Grid:        readGrid,
	OneLine:     oneLine,
	GameID:      readSolo,
	URL:         readURL,
	Play:        readPlay,
	Clone:       Grid.Clone,
}

// readGrid reads a grid file or a one-line puzzle: one field (or a long
// one) is a one-line puzzle, since grid values are at most two characters
// and a grid row has several.
func readGrid(r *puzzlefile.Reader, text []byte, start int) (Grid, *ParseError) {
	p := parser{r}
	t := text[start:]
	// The 9×9 line of digits and dots, nearly every line of a file of
	// puzzles, read in one pass of its 81 characters.
	if len(t) >= 81 && (len(t) == 81 || textscan.IsSpace(t[81]) || t[81] == '#') {
		g := Grid{Order: 3, Cells: r.Cells(81)}
		if ok, clash := digits9(t[:81], g.Cells); ok && !clash {
			if err := p.Trailing(text, start+81, "puzzle"); err != nil {
				return Grid{}, err
			}
			return g, nil
		} else if ok {
			return p.oneLineEnd(g, text, start, start+81) // names the clash
		}
	}
	if oneLine(t) {
		return p.oneLine(text, start)
	}
	return p.gridFile(text)
}

// oneLine tells a one-line puzzle from a grid's first row, t being the
// line from its first field: one field, or a long one.
func oneLine(t []byte) bool {
	end := textscan.FieldEnd(t, 0)
	return end >= 16 || textscan.Junk(t, end) < 0
}

// readSolo reads a Solo game ID. Solo's parameters are "CxR" (boxes of R
// rows by C columns; C alone means CxC), then flags: j jigsaw, x
// X-diagonals, k killer (all refused here: their rules differ), and the
// generator's symmetry (r2, r4, m2, md2, m4, md4, m8, a) and difficulty
// (dt, db, di, da, de, du), which do not change the puzzle and are ignored.
func readSolo(f *puzzlefile.Field, params []byte, desc int) (Grid, *ParseError) {
	bad := func(i int, format string, args ...any) (Grid, *ParseError) {
		return Grid{}, f.Errorf(i, format, args...)
	}
	c, r, i := tatham.Size(params, 1000)
	for i < len(params) {
		switch flag := params[i]; flag {
		case 'j':
			return bad(i, "Solo jigsaw puzzles are not supported, only plain sudoku")
		case 'x':
			return bad(i, "Solo X puzzles (with diagonals) are not supported, only plain sudoku")
		case 'k':
			return bad(i, "Solo killer puzzles are not supported, only plain sudoku")
		case 'a':
			i++
		case 'r', 'm':
			i++
			if flag == 'm' && i < len(params) && params[i] == 'd' {
				i++
			}
			_, i = textscan.DecimalAt(params, i, 0)
		case 'd':
			if i++; i < len(params) && strings.IndexByte("tbiaeu", params[i]) >= 0 {
				i++
			}
		default:
			return bad(i, "unknown Solo parameter %q in %s", flag, quoteTok(params))
		}
	}
	// c and r are named as written: their values stop growing past 1000.
	if c.Value != r.Value {
		return bad(0, "Solo %sx%s has boxes of %s×%s: only square boxes are supported", c, r, r, c)
	}
	n := c.Value
	if n < MinOrder || n > MaxOrder {
		grid := fmt.Sprintf("is a %d×%d grid", n*n, n*n)
		if n > 1000 {
			grid = fmt.Sprintf("is larger than %d×%d", MaxOrder*MaxOrder, MaxOrder*MaxOrder)
		}
		return bad(0, "Solo %sx%s %s; supported sides are %s", c, r, grid, sides)
	}
	N := n * n
	g := New(n)
	cols := make([]int32, N*N)
	tok := f.Tok
	at, msg := tatham.Decoder{Cols: N, Rows: N, Sep: true}.Decode(tok, desc, func(j int) (int, int, string) {
		switch ch := tok[j]; {
		case ch == ',':
			return 0, j, "unexpected ',' (jigsaw or killer data) in a plain Solo game ID"
		case ch < '1' || ch > '9':
			return 0, j, ""
		}
		v, e := textscan.DecimalAt(tok, j, N)
		if v > N {
			return 0, e, fmt.Sprintf("value %s out of range 1..%d", textscan.ShortenBytes(tok[j:e]), N)
		}
		return v, e, ""
	}, func(k, v, at int) {
		g.Cells[k] = uint8(v)
		cols[k] = int32(f.Col(at))
	})
	if err := f.Done(at, msg); err != nil {
		return Grid{}, err
	}
	ln := int32(f.Line())
	return g, parser{f.Reader}.checkRepeats(g, func(cell int) srcPos { return srcPos{ln, cols[cell]} })
}

// readURL reads a pzprjs sudoku URL: "?sudoku/[pflag/]COLS/ROWS/BODY", any
// host (puzz.link, pzv.jp and their mirrors share the format), BODY in the
// number16 code (see pzpr.Decoder).
func readURL(f *puzzlefile.Field, u pzpr.URL) (Grid, *ParseError) {
	// The sizes are named as written: their values stop growing past 1000.
	nc, _ := textscan.NumberAt(u.Cols, 0, 1000)
	nr, _ := textscan.NumberAt(u.Rows, 0, 1000)
	if nc.Value != nr.Value {
		return Grid{}, f.Errorf(u.RowsAt, "%s but %s", nc.Plural("column"), nr.Plural("row"))
	}
	N := nc.Value
	if N > MaxOrder*MaxOrder {
		return Grid{}, f.Errorf(u.ColsAt, "grid of %s columns is larger than %d×%d", nc, MaxOrder*MaxOrder, MaxOrder*MaxOrder)
	}
	n := orderOfSide(N)
	if n == 0 {
		return Grid{}, f.Errorf(u.ColsAt, "grid of %s: the side must be a square number, %s", nc.Plural("column"), sides)
	}
	g := New(n)
	pos := make([]int32, N*N)
	at, msg := pzpr.Decoder{Cols: N, Rows: N}.Decode(f.Tok, u.BodyAt, func(c pzpr.Clue) string {
		switch {
		case c.Value == pzpr.Unknown:
			return "'.' (a given of unknown value) has no place in a sudoku"
		case c.Value < 1 || c.Value > N:
			return fmt.Sprintf("value %d out of range 1..%d", c.Value, N)
		}
		g.Cells[c.Index] = uint8(c.Value)
		pos[c.Index] = int32(f.Col(c.At))
		return ""
	})
	if err := f.Done(at, msg); err != nil {
		return Grid{}, err
	}
	ln := int32(f.Line())
	return g, parser{f.Reader}.checkRepeats(g, func(cell int) srcPos { return srcPos{ln, pos[cell]} })
}

// GridText writes the grid file: N lines of N numbers, 0 for empty.
func (g Grid) GridText() string {
	N := g.Size()
	if N <= 0 {
		return ""
	}
	var b strings.Builder
	puzzlefile.WriteGrid(&b, g.Cells, N, "0")
	return b.String()
}

// GameID writes the grid as Solo's encode_grid does, byte for byte: a-z for
// 1-26 empty cells (longer runs split as z…), numbers in decimal, and "_"
// between two numbers that would otherwise run together.
func (g Grid) GameID() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%d:", g.Order, g.Order)
	tatham.Encode(&b, g.Cells, true)
	return b.String()
}

// URL writes the puzz.link URL as pzprjs's encodeNumber16 does (see
// pzpr.Encode): runs of empty cells as g-z (1-20), values below 16 as one
// hex digit, others as "-" and two.
func (g Grid) URL() string {
	N := g.Size()
	var b strings.Builder
	fmt.Fprintf(&b, "https://puzz.link/p?sudoku/%d/%d/", N, N)
	pzpr.Encode(&b, g.Cells)
	return b.String()
}

// Each yields the puzzles of a file one at a time, each with nil or the
// error that kept it from being read, going on after a bad one.
func Each(name string, data []byte) iter.Seq2[Grid, error] { return format.Each(name, data) }
