package shikaku

// The Shikaku file formats. Parse reads, detecting the form of each puzzle
// on its own:
//
//   - The grid file: M rows of N tokens separated by blanks, one row a line;
//     "." or "-" is an empty cell, a whole number ≥ 1 a clue. A blank line
//     ends a grid, so a file may hold several. GridText writes it.
//   - The janko data set's text (SmilingWayne/puzzlekit-dataset, collected
//     from janko.at): a "ROWS COLS" line, then the rows as above ("-" empty).
//     JankoText writes it.
//   - Simon Tatham's Rectangles game ID, "7x7:a3d2b2…" (rect.c:
//     decode_params, validate_desc, new_game, and new_game_desc's encoder):
//     WxH (columns × rows), optional generator flags ("e1.5", "a") that do
//     not change the puzzle, ':', then a–z for runs of 1–26 empty cells,
//     decimal clues, and '_' between two clues that would run together.
//   - A puzz.link (pzprjs) URL, ".../p?shikaku/COLS/ROWS/BODY" (pzprjs
//     src/variety/shikaku.js uses decodeNumber16/encodeNumber16 of
//     src/variety-common/Encode.js): one hex digit a clue 0–15, '-' and two
//     hex digits, '+' and three, '=' and three (+4096), '%' and three
//     (+8192), 'g'–'z' runs of 1–20 empty cells.
//   - The janko data set's JSON file itself, {"count", "data": {name:
//     {"problem", "solution"}}}: every problem, in the file's key order.
//
// Blank lines, lines starting with "#", and a "#" comment after a puzzle on
// its line are ignored. Columns in errors count characters from 1.

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"grille/solve/parseerr"
	"grille/solve/pzpr"
	"grille/solve/textscan"
)

// ParseError says where input is wrong (FILE:LINE:COL: what); the same
// type for every puzzle's parser.
type ParseError = parseerr.Error

// Parse reads every puzzle in data, detecting the format of each. name is
// used only in errors. It fails on the first error, and when data holds no
// puzzle.
func Parse(name string, data []byte) ([]Puzzle, error) {
	ps, _, err := parseAll(name, data)
	if err != nil {
		return nil, err
	}
	if len(ps) == 0 {
		return nil, &ParseError{File: name, Line: 1, Msg: "no puzzle found"}
	}
	return ps, nil
}

// ParseOne is Parse for a single puzzle, as the Paste command wants.
func ParseOne(name string, data []byte) (Puzzle, error) {
	ps, starts, err := parseAll(name, data)
	if err != nil {
		return Puzzle{}, err
	}
	switch len(ps) {
	case 0:
		return Puzzle{}, &ParseError{File: name, Line: 1, Msg: "no puzzle found"}
	case 1:
		return ps[0], nil
	}
	return Puzzle{}, &ParseError{File: name, Line: starts[1], Msg: fmt.Sprintf("found %d puzzles, want one", len(ps))}
}

func parseAll(name string, data []byte) ([]Puzzle, []int, error) {
	data = textscan.TrimBOM(data)
	if t := bytes.TrimLeft(data, " \t\r\n"); len(t) > 0 && (t[0] == '{' || t[0] == '[') {
		named, starts, err := readJanko(name, data, false)
		if err != nil {
			return nil, nil, err
		}
		ps := make([]Puzzle, len(named))
		for i, n := range named {
			ps[i] = n.Puzzle
		}
		return ps, starts, nil
	}
	p := &parser{Lines: textscan.NewLines(name, data)}
	if err := p.run(); err != nil {
		return nil, nil, err
	}
	return p.puzzles, p.starts, nil
}

type parser struct {
	textscan.Lines
	puzzles []Puzzle
	starts  []int // line each puzzle starts on
}

type lineKind int

const (
	blankLine lineKind = iota // blank or comment
	gridLine                  // a grid row or a janko header
	tathamLine
	urlLine
)

func classify(text []byte) (kind lineKind, start int) {
	for start < len(text) && textscan.IsSpace(text[start]) {
		start++
	}
	t := text[start:]
	if len(t) == 0 || t[0] == '#' {
		return blankLine, start
	}
	tok := t[:textscan.FieldEnd(t, 0)]
	switch {
	case pzpr.LooksLikeURL(tok, "?shikaku/"):
		return urlLine, start
	case isTathamID(tok):
		return tathamLine, start
	}
	return gridLine, start
}

// isTathamID: Rectangles' parameters ("7x7", "9", "7x7e1.5a") start with a
// digit and use only digits, 'x', 'e', '.', 'a', then ':' (or '#' for a
// random seed).
func isTathamID(tok []byte) bool {
	if len(tok) == 0 || tok[0] < '0' || tok[0] > '9' {
		return false
	}
	i := bytes.IndexAny(tok, ":#")
	if i < 0 {
		return false
	}
	for _, c := range tok[:i] {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'z' || c == '.') {
			return false
		}
	}
	return true
}

func (p *parser) run() error {
	for {
		text, ok, err := p.Next()
		if err != nil {
			return err
		}
		if !ok {
			return nil
		}
		kind, start := classify(text)
		if kind == blankLine {
			continue
		}
		ln := p.Line()
		var pz Puzzle
		var perr *ParseError
		switch kind {
		case gridLine:
			pz, perr = p.grid(text)
		case tathamLine:
			pz, perr = p.tatham(text, start)
		case urlLine:
			pz, perr = p.url(text, start)
		}
		if perr != nil {
			return perr
		}
		p.puzzles = append(p.puzzles, pz)
		p.starts = append(p.starts, ln)
	}
}

// trailing refuses anything but blanks and a "#" comment after a one-token
// puzzle, so two puzzles run together on one line are not half read.
func (p *parser) trailing(text []byte, end int, what string) *ParseError {
	if i := textscan.Junk(text, end); i >= 0 {
		return p.Errorf(p.Line(), textscan.Col(text, i), "unexpected %s after the %s", textscan.QuoteAt(text, i), what)
	}
	return nil
}

// fields returns the byte bounds of the blank-separated tokens of a grid
// row, up to a "#" comment, stopping early once there are more than limit
// (so a megabyte line costs nothing more).
func fields(text []byte, limit int) (starts, ends []int) {
	i := 0
	for i < len(text) {
		c := text[i]
		if textscan.IsSpace(c) {
			i++
			continue
		}
		if c == '#' {
			break
		}
		j := i
		for j < len(text) && !textscan.IsSpace(text[j]) && text[j] != '#' {
			j++
		}
		starts, ends = append(starts, i), append(ends, j)
		if len(starts) > limit {
			break
		}
		i = j
	}
	return starts, ends
}

// cellValue reads one token of a grid row: 0 for empty, else the clue.
func cellValue(tok []byte) (int, string) {
	if len(tok) == 1 && (tok[0] == '.' || tok[0] == '-') {
		return 0, ""
	}
	v, ok := decimal(tok)
	if !ok {
		return 0, fmt.Sprintf("unexpected %s: want a clue (a whole number ≥ 1) or \".\" for an empty cell", textscan.Quote(tok))
	}
	if v == 0 {
		return 0, "clue 0: a rectangle has at least one cell (write \".\" for an empty cell)"
	}
	if v > MaxCells {
		return 0, fmt.Sprintf("clue %s is larger than the %d-cell limit", textscan.Shorten(tok), MaxCells)
	}
	return v, ""
}

// decimal reads an unsigned decimal number, capped just above MaxCells so
// that a long run of digits cannot overflow.
func decimal(tok []byte) (int, bool) {
	if !textscan.AllDigits(tok) {
		return 0, false
	}
	v, _ := textscan.DecimalAt(tok, 0, MaxCells)
	return v, true
}

// grid reads a grid file or janko text starting with the line first.
//
// A line of exactly two numbers is a janko "ROWS COLS" header when the
// next line does not have two tokens: a two-column grid's rows all have
// two, so only then is there a doubt, and it is settled by the block's
// length (a header is followed by exactly ROWS rows).
func (p *parser) grid(first []byte) (Puzzle, *ParseError) {
	starts, ends := fields(first, MaxSide)
	if len(starts) == 2 {
		r, okR := decimal(first[starts[0]:ends[0]])
		c, okC := decimal(first[starts[1]:ends[1]])
		if okR && okC && r >= 1 && c >= 1 && p.isHeader(r, c) {
			return p.janko(first, starts, r, c)
		}
	}
	cols := len(starts)
	if cols > MaxSide {
		return Puzzle{}, p.Errorf(p.Line(), textscan.Col(first, starts[MaxSide]), "grid of more than %d columns is larger than %d×%d", MaxSide, MaxSide, MaxSide)
	}
	pz := Puzzle{Cols: cols}
	text := first
	for {
		if pz.Rows == MaxSide || (pz.Rows+1)*cols > MaxCells {
			return Puzzle{}, p.Errorf(p.Line(), 0, "grid of %d columns and more than %d rows is larger than %d×%d or %d cells", cols, pz.Rows, MaxSide, MaxSide, MaxCells)
		}
		if err := p.row(text, pz.Rows, cols, &pz); err != nil {
			return Puzzle{}, err
		}
		pz.Rows++
		var ok bool
		var err *ParseError
		text, ok, err = p.nextInBlock()
		if err != nil {
			return Puzzle{}, err
		}
		if !ok {
			return pz, nil
		}
	}
}

// nextInBlock returns the next grid row of the current block, skipping
// comment lines; ok is false at a blank line, the end of the input, or a
// line of another kind (which is left for run to read).
func (p *parser) nextInBlock() ([]byte, bool, *ParseError) {
	for {
		text, ok, err := p.Next()
		if err != nil || !ok {
			return nil, false, err
		}
		kind, start := classify(text)
		if kind == blankLine {
			if start == len(text) {
				return nil, false, nil // a blank line ends the block
			}
			continue // a comment line does not
		}
		if kind != gridLine {
			p.Unread()
			return nil, false, nil
		}
		return text, true, nil
	}
}

// isHeader looks ahead, without consuming, to decide whether the line just
// read ("r c") is a janko header (see grid).
func (p *parser) isHeader(r, c int) bool {
	save := *p
	defer func() { *p = save }()
	n := 0
	firstCount := -1
	for {
		text, ok, err := p.nextInBlock()
		if err != nil || !ok {
			break
		}
		if firstCount < 0 {
			s, _ := fields(text, MaxSide)
			firstCount = len(s)
		}
		if n++; n > r+1 {
			break
		}
	}
	switch {
	case firstCount < 0:
		return false // a lone line of two clues: a 1×2 grid
	case firstCount != 2:
		return true
	}
	return c == 2 && n == r
}

// janko reads the rows announced by a "ROWS COLS" header.
func (p *parser) janko(head []byte, starts []int, rows, cols int) (Puzzle, *ParseError) {
	if err := CheckSize(rows, cols); err != nil {
		return Puzzle{}, p.Errorf(p.Line(), textscan.Col(head, starts[0]), "%v", err)
	}
	hl := p.Line()
	pz := Puzzle{Rows: rows, Cols: cols}
	for r := 0; r < rows; r++ {
		text, ok, err := p.nextInBlock()
		if err != nil {
			return Puzzle{}, err
		}
		if !ok {
			return Puzzle{}, p.Errorf(hl, 0, "the header announces %s but %s follow", textscan.Plural(rows, "row"), textscan.Plural(r, "row"))
		}
		if err := p.row(text, r, cols, &pz); err != nil {
			return Puzzle{}, err
		}
	}
	_, ok, err := p.nextInBlock()
	if err != nil {
		return Puzzle{}, err
	}
	if ok {
		return Puzzle{}, p.Errorf(p.Line(), 0, "the header on line %d announces %s; this is one more (separate puzzles by a blank line)", hl, textscan.Plural(rows, "row"))
	}
	return pz, nil
}

// row reads grid row r (0-based) of text into pz.
func (p *parser) row(text []byte, r, cols int, pz *Puzzle) *ParseError {
	starts, ends := fields(text, cols)
	if k := len(starts); k != cols {
		// A short row is pointed at just past its last token, where the
		// next was expected; a long one at its first extra token.
		col := textscan.Col(text, len(bytes.TrimRight(text, " \t"))) // one past the last character
		if k > cols {
			col = textscan.Col(text, starts[cols])
			return p.Errorf(p.Line(), col, "row %d has more than %s, want %d (all rows must be as long)", r+1, textscan.Plural(cols, "cell"), cols)
		}
		return p.Errorf(p.Line(), col, "row %d has %s, want %d (all rows must be as long)", r+1, textscan.Plural(k, "cell"), cols)
	}
	for c := range starts {
		v, msg := cellValue(text[starts[c]:ends[c]])
		if msg != "" {
			return p.Errorf(p.Line(), textscan.Col(text, starts[c]), "%s", msg)
		}
		if v > 0 {
			pz.Clues = append(pz.Clues, Clue{r, c, v})
		}
	}
	return nil
}

// tatham reads a Rectangles game ID.
func (p *parser) tatham(text []byte, start int) (Puzzle, *ParseError) {
	end := textscan.FieldEnd(text, start)
	tok := text[start:end]
	bad := func(i int, format string, args ...any) (Puzzle, *ParseError) {
		return Puzzle{}, p.Errorf(p.Line(), textscan.Col(text, start+i), format, args...)
	}
	colon := bytes.IndexByte(tok, ':')
	if hash := bytes.IndexByte(tok, '#'); hash >= 0 && (colon < 0 || hash < colon) {
		return bad(hash, "%s is a Rectangles random seed, not a puzzle: copy the game ID (Game > Specific) instead", textscan.Quote(tok))
	}
	params := tok[:colon]
	// decode_params: W, then "xH" (else H = W), then "e" and a float, then "a".
	w, i := textscan.DecimalAt(params, 0, MaxCells)
	h := w
	if i < len(params) && params[i] == 'x' {
		if i+1 >= len(params) || params[i+1] < '0' || params[i+1] > '9' {
			return bad(i+1, "want the height after 'x' in %s", textscan.Quote(params))
		}
		h, i = textscan.DecimalAt(params, i+1, MaxCells)
	}
	if i < len(params) && params[i] == 'e' {
		i++
		for i < len(params) && (params[i] == '.' || '0' <= params[i] && params[i] <= '9') {
			i++
		}
	}
	if i < len(params) && params[i] == 'a' {
		i++
	}
	if i < len(params) {
		return bad(i, "unexpected %s in the Rectangles parameters %s (want WxH)", textscan.QuoteAt(params, i), textscan.Quote(params))
	}
	if err := CheckSize(h, w); err != nil {
		return bad(0, "%v", err)
	}
	pz := Puzzle{Rows: h, Cols: w}
	area := w * h
	k := 0
	desc := colon + 1
	for j := desc; j < len(tok); {
		c := tok[j]
		switch {
		case 'a' <= c && c <= 'z':
			k += int(c-'a') + 1
			if k > area {
				return bad(j, "too much data to fit in a %d×%d grid", w, h)
			}
			j++
		case c == '_':
			j++
		case '1' <= c && c <= '9':
			v, e := textscan.DecimalAt(tok, j, MaxCells)
			if k >= area {
				return bad(j, "too much data to fit in a %d×%d grid", w, h)
			}
			if v > MaxCells {
				return bad(j, "clue %s is larger than the %d-cell limit", textscan.Shorten(tok[j:e]), MaxCells)
			}
			pz.Clues = append(pz.Clues, Clue{k / w, k % w, v})
			k++
			j = e
		default:
			return bad(j, "invalid character %s in the game description", textscan.QuoteAt(tok, j))
		}
	}
	if k < area {
		return bad(len(tok), "not enough data to fill the grid: %d of %d cells", k, area)
	}
	if err := p.trailing(text, end, "game ID"); err != nil {
		return Puzzle{}, err
	}
	return pz, nil
}

// url reads a puzz.link / pzv.jp Shikaku URL, BODY in the number16 code
// (see pzpr.Decoder).
func (p *parser) url(text []byte, start int) (Puzzle, *ParseError) {
	end := textscan.FieldEnd(text, start)
	tok := text[start:end]
	bad := func(i int, format string, args ...any) (Puzzle, *ParseError) {
		return Puzzle{}, p.Errorf(p.Line(), textscan.Col(text, start+i), format, args...)
	}
	u, ok := pzpr.Split(tok)
	if !ok {
		return bad(0, "URL has no puzzle (want https://puzz.link/p?shikaku/COLS/ROWS/...)")
	}
	if string(u.Type) != "shikaku" {
		return bad(u.TypeAt, "puzz.link puzzle type %s is not shikaku", textscan.Quote(u.Type))
	}
	if !u.HasSize() {
		return bad(min(u.ColsAt, len(tok)), "want COLS/ROWS after shikaku/ in the URL")
	}
	nc, _ := decimal(u.Cols)
	nr, _ := decimal(u.Rows)
	if err := CheckSize(nr, nc); err != nil {
		return bad(u.ColsAt, "%v", err)
	}
	pz := Puzzle{Rows: nr, Cols: nc}
	at, msg := pzpr.Decoder{Cols: nc, Rows: nr}.Decode(tok, u.BodyAt, func(c pzpr.Clue) string {
		switch {
		case c.Value == pzpr.Unknown:
			return "'.' (a clue of unknown value) is not supported: every clue needs its number"
		case c.Value < 1:
			return "clue 0: a rectangle has at least one cell"
		case c.Value > MaxCells:
			return fmt.Sprintf("clue %d is larger than the %d-cell limit", c.Value, MaxCells)
		}
		pz.Clues = append(pz.Clues, Clue{c.Index / nc, c.Index % nc, c.Value})
		return ""
	})
	if msg != "" {
		return bad(at, "%s", msg)
	}
	if err := p.trailing(text, end, "URL"); err != nil {
		return Puzzle{}, err
	}
	return pz, nil
}

// cells returns the clue values, row-major, 0 for empty; nil if p's size
// is out of the limits (the writers then write nothing).
func (p Puzzle) cells() []int {
	if CheckSize(p.Rows, p.Cols) != nil {
		return nil
	}
	g := make([]int, p.Rows*p.Cols)
	for _, c := range p.Clues {
		if c.Row >= 0 && c.Row < p.Rows && c.Col >= 0 && c.Col < p.Cols {
			g[c.Row*p.Cols+c.Col] = c.Value
		}
	}
	return g
}

// GridText writes the grid file: Rows lines of Cols tokens, "." empty,
// clues in decimal, one space between tokens, a newline after each row.
func (p Puzzle) GridText() string {
	g := p.cells()
	if g == nil {
		return ""
	}
	var b strings.Builder
	b.Grow(3 * len(g))
	p.writeRows(&b, g, ".")
	return b.String()
}

// JankoText writes the janko data set's text: "ROWS COLS", then the rows
// with "-" for empty cells.
func (p Puzzle) JankoText() string {
	g := p.cells()
	if g == nil {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d\n", p.Rows, p.Cols)
	p.writeRows(&b, g, "-")
	return b.String()
}

func (p Puzzle) writeRows(b *strings.Builder, g []int, empty string) {
	for i, v := range g {
		if i%p.Cols != 0 {
			b.WriteByte(' ')
		}
		if v == 0 {
			b.WriteString(empty)
		} else {
			b.WriteString(strconv.Itoa(v))
		}
		if i%p.Cols == p.Cols-1 {
			b.WriteByte('\n')
		}
	}
}

// GameID writes Rectangles' game ID as rect.c's new_game_desc does, byte
// for byte: "WxH:" (columns × rows), a–z for 1–26 empty cells (longer runs
// as z…), clues in decimal, and '_' between two clues that would otherwise
// run together (never at the start or the end).
func (p Puzzle) GameID() string {
	g := p.cells()
	if g == nil {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%d:", p.Cols, p.Rows)
	desc := b.Len()
	run := 0
	flush := func() {
		for ; run > 26; run -= 26 {
			b.WriteByte('z')
		}
		if run > 0 {
			b.WriteByte(byte('a' - 1 + run))
		}
	}
	for _, v := range g {
		if v == 0 {
			run++
			continue
		}
		if run > 0 {
			flush()
			run = 0
		} else if b.Len() > desc {
			b.WriteByte('_')
		}
		b.WriteString(strconv.Itoa(v))
	}
	flush()
	return b.String()
}

// URL writes the puzz.link URL as pzprjs's encodeNumber16 does (see
// pzpr.Encode, which also pads the '=' and '%' forms that pzprjs leaves
// unpadded).
func (p Puzzle) URL() string {
	g := p.cells()
	if g == nil {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "https://puzz.link/p?shikaku/%d/%d/", p.Cols, p.Rows)
	pzpr.Encode(&b, g)
	return b.String()
}
