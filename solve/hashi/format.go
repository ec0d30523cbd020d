package hashi

// The Hashi file formats. Parse reads, detecting the form of each puzzle:
//
//   - The grid text GridText writes: one line per row, one token per cell
//     separated by spaces or tabs, "." water, 1-8 an island. "-" is read as
//     water too (janko.at's pages use it); "0" is refused, since in a
//     headerless grid it can only be a mistake for "." or a value. A row may
//     also be written without spaces ("..3.2"), each character a cell.
//     A blank line ends a grid, so a file may hold several.
//   - The benchmark format of Coelho, Laporte, Lindbeck and Vidal (2019),
//     ".has": a line "rows cols islands", then rows lines of cols integers,
//     0 water, 1-8 an island.
//   - The janko.at text of the puzzlekit data set: a line "rows cols", then
//     rows lines of cols tokens, "-" water, 1-8 an island.
//   - Simon Tatham's Bridges game ID, "7x7m2:desc" (bridges.c:
//     decode_params, validate_desc, new_game_sub, encode_game): parameters
//     W[xH][iN][eN][mN][L][dN], then the cells in row-major order, a-z a run
//     of 1-26 water cells, 1-9 and A-G an island of that value.
//   - A puzz.link (pzprjs) URL, ".../p?hashi/COLS/ROWS/BODY" (pzprjs
//     src/variety/hashikake.js uses decodeNumber16 of
//     src/variety-common/Encode.js: 0-9a-f a value, "-" and two hex digits,
//     "." an island of unknown value, g-z a run of 1-20 empty cells; the
//     variety is "hashikake", written "hashi" in URLs, alias "bridges").
//   - The puzzlekit JSON file itself (see ParseJankoJSON).
//
// The three header forms are told apart from a headerless grid by their
// first line: two or three integers, followed by exactly "rows" lines of
// "cols" tokens (and, for ".has", that many islands). A headerless grid
// whose first row reads the same way is ambiguous only when every token is
// a value 1-8; it is then read as a header if the rows below use "0" or "-"
// for water, which GridText never writes.
//
// Blank lines, lines starting with "#", and a "#" comment after a puzzle on
// its line are ignored. Columns in errors count characters from 1.

import (
	"bytes"
	"fmt"
	"grille/solve/parseerr"
	"strconv"
	"strings"
	"unicode/utf8"
)

// ParseError says where input is wrong (FILE:LINE:COL: what); the same
// type for every puzzle's parser.
type ParseError = parseerr.Error

// Parse reads every puzzle in data, detecting the format of each. name is
// used only in errors. It fails on the first error, and when data holds no
// puzzle. The puzzles have no bridges.
func Parse(name string, data []byte) ([]Puzzle, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if t := bytes.TrimLeft(data, " \t\r\n"); len(t) > 0 && t[0] == '{' {
		named, err := parseJSON(name, data)
		if err != nil {
			return nil, err
		}
		out := make([]Puzzle, len(named))
		for i, n := range named {
			out[i] = n.Puzzle
		}
		return out, nil
	}
	p := &parser{name: name, data: data}
	if err := p.run(); err != nil {
		return nil, err
	}
	if len(p.puzzles) == 0 {
		return nil, p.errorf(1, 0, "no puzzle found")
	}
	return p.puzzles, nil
}

// ParseOne is Parse for a single puzzle, as the Paste command wants.
func ParseOne(name string, data []byte) (Puzzle, error) {
	all, err := Parse(name, data)
	if err != nil {
		return Puzzle{}, err
	}
	if len(all) != 1 {
		line := 1
		p := &parser{name: name, data: bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))}
		if p.run() == nil && len(p.starts) > 1 {
			line = p.starts[1]
		}
		return Puzzle{}, &ParseError{File: name, Line: line, Msg: fmt.Sprintf("found %d puzzles, want one", len(all))}
	}
	return all[0], nil
}

type parser struct {
	name    string
	data    []byte
	pos     int // offset of the next line
	line    int // number of the line last read
	puzzles []Puzzle
	starts  []int // line each puzzle starts on
}

func (p *parser) errorf(line, col int, format string, args ...any) *ParseError {
	return &ParseError{File: p.name, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
}

// next returns the next line without its terminator (\n, \r\n or \r). It
// refuses binary junk here, so no parser ever sees control bytes or broken
// UTF-8.
func (p *parser) next() (text []byte, ok bool, err *ParseError) {
	if p.pos >= len(p.data) {
		return nil, false, nil
	}
	rest := p.data[p.pos:]
	end := bytes.IndexAny(rest, "\r\n")
	if end < 0 {
		text, p.pos = rest, len(p.data)
	} else {
		text = rest[:end]
		p.pos += end + 1
		if rest[end] == '\r' && end+1 < len(rest) && rest[end+1] == '\n' {
			p.pos++
		}
	}
	p.line++
	if col, msg := checkText(text); msg != "" {
		return nil, false, p.errorf(p.line, col, "%s", msg)
	}
	return text, true, nil
}

// checkText finds the first byte that cannot be in a text file.
func checkText(text []byte) (col int, msg string) {
	for i := 0; i < len(text); col++ {
		c := text[i]
		if c < utf8.RuneSelf {
			if (c < 0x20 && c != '\t') || c == 0x7f {
				return col + 1, fmt.Sprintf("unexpected byte 0x%02x", c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRune(text[i:])
		if r == utf8.RuneError && size <= 1 {
			return col + 1, fmt.Sprintf("unexpected byte 0x%02x (not UTF-8)", c)
		}
		i += size
	}
	return 0, ""
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' }

// token is one field of a line and its column (in characters, from 1).
type token struct {
	text []byte
	col  int
}

// srcLine is a line of a block with its fields.
type srcLine struct {
	num  int
	toks []token
}

// fields splits text at blanks up to a "#" comment. A "#" inside a field
// is part of it (Bridges' random seeds are written "7x7m2#1234").
func fields(text []byte) []token {
	var out []token
	for i := 0; i < len(text); {
		if isSpace(text[i]) {
			i++
			continue
		}
		if text[i] == '#' {
			break
		}
		j := i
		for j < len(text) && !isSpace(text[j]) {
			j++
		}
		out = append(out, token{text[i:j], utf8.RuneCount(text[:i]) + 1})
		i = j
	}
	return out
}

// isBlank: nothing on the line at all (a comment-only line is not blank: it
// does not end a grid).
func isBlank(text []byte) bool { return len(bytes.Trim(text, " \t")) == 0 }

func isURL(tok []byte) bool {
	low := strings.ToLower(string(tok[:min(len(tok), 8)]))
	return strings.HasPrefix(low, "http://") || strings.HasPrefix(low, "https://") ||
		bytes.Contains(tok, []byte("puzz.link/")) || bytes.Contains(tok, []byte("pzv.jp/")) ||
		bytes.Contains(tok, []byte("?hashi")) || bytes.Contains(tok, []byte("?bridges/"))
}

// isGameID: Bridges parameters start with a digit and use only digits and
// letters, then ':' (or '#' for a random seed).
func isGameID(tok []byte) bool {
	if len(tok) == 0 || tok[0] < '0' || tok[0] > '9' {
		return false
	}
	i := bytes.IndexAny(tok, ":#")
	if i < 0 {
		return false
	}
	for _, c := range tok[:i] {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
			return false
		}
	}
	return true
}

func (p *parser) run() error {
	for {
		text, ok, err := p.next()
		if err != nil {
			return err
		}
		if !ok {
			return nil
		}
		toks := fields(text)
		if len(toks) == 0 {
			continue
		}
		start := p.line
		var pz Puzzle
		var perr *ParseError
		switch first := toks[0].text; {
		case isURL(first):
			pz, perr = p.url(toks)
		case isGameID(first):
			pz, perr = p.gameID(toks)
		default:
			var block []srcLine
			block, perr = p.block(toks)
			if perr == nil {
				pz, perr = p.grid(block)
			}
		}
		if perr != nil {
			return perr
		}
		p.puzzles = append(p.puzzles, pz)
		p.starts = append(p.starts, start)
	}
}

// block gathers the lines of a grid: the first, and those after it up to a
// blank line, the end, or a line holding a URL or game ID. Comment lines
// are skipped. It stops early past MaxSide+1 lines: a huge file must not
// cost a huge grid.
func (p *parser) block(first []token) ([]srcLine, *ParseError) {
	block := []srcLine{{p.line, first}}
	for {
		pos, line := p.pos, p.line
		text, ok, err := p.next()
		if err != nil {
			return nil, err
		}
		if !ok || isBlank(text) {
			return block, nil
		}
		toks := fields(text)
		if len(toks) == 0 {
			continue
		}
		if isURL(toks[0].text) || isGameID(toks[0].text) {
			p.pos, p.line = pos, line
			return block, nil
		}
		if len(block) > MaxSide+1 {
			return nil, p.errorf(p.line, 0, "grid of more than %d rows", MaxSide)
		}
		block = append(block, srcLine{p.line, toks})
	}
}

// cellValue reads one cell token: 0 for water, 1..8 an island, or a message.
// zero says whether "0" means water (the header formats) or is refused.
func cellValue(tok []byte, zero bool) (int, string) {
	if len(tok) == 1 {
		switch c := tok[0]; {
		case c == '.' || c == '-':
			return 0, ""
		case c == '0':
			if zero {
				return 0, ""
			}
			return 0, "island value 0 out of range 1..8 (write water as \".\")"
		case '1' <= c && c <= '8':
			return int(c - '0'), ""
		}
	}
	if allDigits(tok) {
		return 0, fmt.Sprintf("island value %s out of range 1..8", shorten(tok))
	}
	return 0, fmt.Sprintf("unexpected %s: want \".\" or an island value 1..8", quoteTok(tok))
}

func allDigits(tok []byte) bool {
	for _, c := range tok {
		if c < '0' || c > '9' {
			return false
		}
	}
	return len(tok) > 0
}

// smallInt reads a decimal number of up to 6 digits; a longer one gives
// (-1, false) when all digits, so callers can say "too large".
func smallInt(tok []byte) (int, bool) {
	if !allDigits(tok) {
		return 0, false
	}
	if len(tok) > 6 {
		return -1, false
	}
	v, _ := strconv.Atoi(string(tok))
	return v, true
}

// shorten cuts a field for messages, so a megabyte of junk stays one line.
func shorten(tok []byte) string {
	if utf8.RuneCount(tok) > 20 {
		n := 0
		for i := range string(tok) {
			if n == 20 {
				return string(tok[:i]) + "…"
			}
			n++
		}
	}
	return string(tok)
}

func quoteTok(tok []byte) string { return strconv.Quote(shorten(tok)) }

func plural(k int, word string) string {
	if k == 1 {
		return "1 " + word
	}
	return strconv.Itoa(k) + " " + word + "s"
}

// grid reads a block: a header form when its first line says so (see the
// package comment), else a headerless grid.
func (p *parser) grid(block []srcLine) (Puzzle, *ParseError) {
	first := block[0].toks
	headerLike := len(first) == 2 || len(first) == 3
	for _, t := range first {
		headerLike = headerLike && allDigits(t.text)
	}
	if !headerLike || len(block) == 1 {
		return p.plain(block) // a header needs rows under it
	}
	// Could the first line be a row of a headerless grid as well?
	rowLike := len(block) >= 2 && len(block[1].toks) == len(first)
	for _, t := range first {
		_, msg := cellValue(t.text, false)
		rowLike = rowLike && msg == ""
	}
	if !rowLike {
		return p.header(block)
	}
	hp, herr := p.header(block)
	headerWater := usesHeaderWater(block[1:])
	if herr == nil && headerWater {
		return hp, nil
	}
	pp, perr := p.plain(block)
	switch {
	case perr == nil:
		return pp, nil
	case herr == nil:
		return hp, nil
	case headerWater:
		// Rows with "0" or "-" water: a header block gone wrong is the
		// likelier mistake; say what is wrong with it.
		return Puzzle{}, herr
	}
	return Puzzle{}, perr
}

// usesHeaderWater reports whether rows write water as "0" or "-".
func usesHeaderWater(rows []srcLine) bool {
	for _, l := range rows {
		for _, t := range l.toks {
			if len(t.text) == 1 && (t.text[0] == '0' || t.text[0] == '-') {
				return true
			}
		}
	}
	return false
}

// header reads the ".has" and janko forms.
func (p *parser) header(block []srcLine) (Puzzle, *ParseError) {
	h := block[0]
	dims := [3]int{}
	for i, t := range h.toks {
		v, ok := smallInt(t.text)
		if !ok || v > MaxSide && i < 2 || v > MaxSide*MaxSide {
			what := [3]string{"rows", "columns", "islands"}[i]
			return Puzzle{}, p.errorf(h.num, t.col, "%s %s: want at most %d", shorten(t.text), what, [3]int{MaxSide, MaxSide, MaxSide * MaxSide}[i])
		}
		dims[i] = v
	}
	R, C := dims[0], dims[1]
	if R < 1 || C < 1 {
		return Puzzle{}, p.errorf(h.num, h.toks[0].col, "a grid of %d×%d has no cells", R, C)
	}
	rows := block[1:]
	if len(rows) < R {
		last := h.num
		if len(rows) > 0 {
			last = rows[len(rows)-1].num
		}
		return Puzzle{}, p.errorf(last, 0, "the header says %s, found %d", plural(R, "row"), len(rows))
	}
	if len(rows) > R {
		return Puzzle{}, p.errorf(rows[R].num, 0, "more rows than the %d the header says", R)
	}
	pz := Puzzle{Rows: R, Cols: C}
	for r, l := range rows {
		if len(l.toks) != C {
			col := 0
			if len(l.toks) > C {
				col = l.toks[C].col
			}
			return Puzzle{}, p.errorf(l.num, col, "row has %s, want %d", plural(len(l.toks), "value"), C)
		}
		for c, t := range l.toks {
			v, msg := cellValue(t.text, true)
			if msg != "" {
				return Puzzle{}, p.errorf(l.num, t.col, "%s", msg)
			}
			if v > 0 {
				pz.Islands = append(pz.Islands, Island{r, c, v})
			}
		}
	}
	if len(h.toks) == 3 && dims[2] != len(pz.Islands) {
		return Puzzle{}, p.errorf(h.num, h.toks[2].col, "the header says %s, the grid has %d", plural(dims[2], "island"), len(pz.Islands))
	}
	return p.finish(pz, h.num)
}

// plain reads a headerless grid, spaced or compact.
func (p *parser) plain(block []srcLine) (Puzzle, *ParseError) {
	compact := len(block[0].toks) == 1 && utf8.RuneCount(block[0].toks[0].text) > 1
	C := len(block[0].toks)
	if compact {
		C = utf8.RuneCount(block[0].toks[0].text)
	}
	if C > MaxSide {
		return Puzzle{}, p.errorf(block[0].num, 0, "row of %d cells: the grid is at most %d×%d", C, MaxSide, MaxSide)
	}
	if len(block) > MaxSide {
		return Puzzle{}, p.errorf(block[MaxSide].num, 0, "grid of more than %d rows", MaxSide)
	}
	pz := Puzzle{Rows: len(block), Cols: C}
	for r, l := range block {
		if compact {
			if len(l.toks) != 1 {
				return Puzzle{}, p.errorf(l.num, l.toks[min(1, len(l.toks)-1)].col, "a grid written without spaces has one field a row")
			}
			t := l.toks[0]
			n := utf8.RuneCount(t.text)
			if n != C {
				return Puzzle{}, p.errorf(l.num, t.col+min(n, C), "row has %s, want %d", plural(n, "cell"), C)
			}
			c := 0
			for i, ch := range string(t.text) {
				v, msg := cellValue(t.text[i:i+utf8.RuneLen(ch)], false)
				if msg != "" {
					return Puzzle{}, p.errorf(l.num, t.col+c, "%s", msg)
				}
				if v > 0 {
					pz.Islands = append(pz.Islands, Island{r, c, v})
				}
				c++
			}
			continue
		}
		if len(l.toks) != C {
			col := 0
			if len(l.toks) > C {
				col = l.toks[C].col
			}
			return Puzzle{}, p.errorf(l.num, col, "row has %s, want %d like the first row", plural(len(l.toks), "value"), C)
		}
		for c, t := range l.toks {
			v, msg := cellValue(t.text, false)
			if msg != "" {
				return Puzzle{}, p.errorf(l.num, t.col, "%s", msg)
			}
			if v > 0 {
				pz.Islands = append(pz.Islands, Island{r, c, v})
			}
		}
	}
	return p.finish(pz, block[0].num)
}

// finish refuses a puzzle without islands; everything else was checked
// while reading.
func (p *parser) finish(pz Puzzle, line int) (Puzzle, *ParseError) {
	if len(pz.Islands) == 0 {
		return Puzzle{}, p.errorf(line, 0, "the grid has no islands")
	}
	if err := pz.Validate(); err != nil {
		return Puzzle{}, p.errorf(line, 0, "%v", err)
	}
	return pz, nil
}

// trailing refuses anything after a one-field puzzle but a comment.
func (p *parser) trailing(toks []token, what string) *ParseError {
	if len(toks) > 1 {
		return p.errorf(p.line, toks[1].col, "unexpected %s after the %s", quoteTok(toks[1].text), what)
	}
	return nil
}

// gameID reads a Bridges game ID. The parameters that change the puzzle
// are checked: m (most bridges between two islands) must be 2, and L (no
// loops allowed) is refused, both being other rules than Hashi's; i, e and
// d only steer Tatham's generator and are ignored.
func (p *parser) gameID(toks []token) (Puzzle, *ParseError) {
	t := toks[0]
	tok := t.text
	colon := bytes.IndexByte(tok, ':')
	if hash := bytes.IndexByte(tok, '#'); hash >= 0 && (colon < 0 || hash < colon) {
		return Puzzle{}, p.errorf(p.line, t.col+hash, "%s is a Bridges random seed, not a puzzle: copy the game ID (Game > Specific) instead", quoteTok(tok))
	}
	bad := func(i int, format string, args ...any) (Puzzle, *ParseError) {
		return Puzzle{}, p.errorf(p.line, t.col+utf8.RuneCount(tok[:i]), format, args...)
	}
	num := func(i int) (int, int) {
		j := i
		v := 0
		for j < colon && '0' <= tok[j] && tok[j] <= '9' {
			if v <= 10*MaxSide {
				v = v*10 + int(tok[j]-'0')
			}
			j++
		}
		return v, j
	}
	w, i := num(0)
	h := w
	if i < colon && tok[i] == 'x' {
		at := i
		if h, i = num(i + 1); i == at+1 {
			return bad(at, "want the height after 'x'")
		}
	}
	for i < colon {
		c := tok[i]
		switch c {
		case 'i', 'e', 'd', 'm':
			var v int
			at := i
			v, i = num(i + 1)
			if i == at+1 {
				return bad(at, "want a number after '%c'", c)
			}
			if c == 'm' && v != 2 {
				return bad(at, "m%d allows up to %d bridges between two islands; Hashi allows 2 (m2)", v, v)
			}
		case 'L':
			return bad(i, "'L' forbids loops, a rule Hashi does not have")
		default:
			return bad(i, "unexpected %s in the game parameters", quoteAt(tok, i))
		}
	}
	if w < 1 || h < 1 {
		return bad(0, "a grid of %d×%d has no cells", w, h)
	}
	if w > MaxSide || h > MaxSide {
		return bad(0, "grid of %d×%d is larger than %d×%d", w, h, MaxSide, MaxSide)
	}
	pz := Puzzle{Rows: h, Cols: w}
	k := 0
	j := colon + 1
	for ; j < len(tok) && k < w*h; j++ {
		c := tok[j]
		switch {
		case 'a' <= c && c <= 'z':
			k += int(c-'a') + 1
			if k > w*h {
				return bad(j, "the description runs past the %d cells of a %d×%d grid", w*h, w, h)
			}
		case '1' <= c && c <= '8':
			pz.Islands = append(pz.Islands, Island{k / w, k % w, int(c - '0')})
			k++
		case c == '9' || 'A' <= c && c <= 'G':
			v := 9
			if c >= 'A' {
				v = int(c-'A') + 10
			}
			return bad(j, "island value %d out of range 1..8 (more than two bridges a direction is another game)", v)
		case c == '0':
			return bad(j, "island value 0 out of range 1..8")
		default:
			return bad(j, "unexpected %s in the game description", quoteAt(tok, j))
		}
	}
	if k < w*h {
		return bad(len(tok), "the description ends after %d of %d cells", k, w*h)
	}
	if j < len(tok) {
		return bad(j, "unexpected %s after the last cell", quoteAt(tok, j))
	}
	if err := p.trailing(toks, "game ID"); err != nil {
		return Puzzle{}, err
	}
	return p.finish(pz, p.line)
}

func quoteAt(text []byte, i int) string {
	r, _ := utf8.DecodeRune(text[i:])
	return strconv.QuoteRune(r)
}

// url reads a pzprjs hashikake URL: "?hashi/[pflag/]COLS/ROWS/BODY", any
// host. pzprjs ignores what follows the last cell and leaves missing cells
// empty; here both are errors, since puzz.link always writes every cell
// and a short body means a truncated paste.
func (p *parser) url(toks []token) (Puzzle, *ParseError) {
	t := toks[0]
	tok := t.text
	bad := func(i int, format string, args ...any) (Puzzle, *ParseError) {
		return Puzzle{}, p.errorf(p.line, t.col+utf8.RuneCount(tok[:min(i, len(tok))]), format, args...)
	}
	q := bytes.IndexByte(tok, '?')
	if q < 0 {
		return bad(0, "URL has no puzzle (want https://puzz.link/p?hashi/7/7/...)")
	}
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
	pid, i := seg(q + 1)
	switch string(pid) {
	case "hashi", "hashikake", "bridges":
	default:
		return bad(q+1, "puzz.link puzzle type %s is not hashi", quoteTok(pid))
	}
	colsAt := i
	cols, i := seg(i)
	if !allDigits(cols) {
		// As in pzprjs, a field that is not a number is the pflag, which
		// for hashikake changes nothing.
		colsAt = i
		cols, i = seg(i)
	}
	rows, i := seg(i)
	if !allDigits(cols) || !allDigits(rows) {
		return bad(colsAt, "want COLUMNS/ROWS after hashi/ in the URL")
	}
	C, okc := smallInt(cols)
	R, okr := smallInt(rows)
	if !okc || !okr || C > MaxSide || R > MaxSide {
		return bad(colsAt, "grid of %s×%s is larger than %d×%d", shorten(cols), shorten(rows), MaxSide, MaxSide)
	}
	if C < 1 || R < 1 {
		return bad(colsAt, "a grid of %d×%d has no cells", C, R)
	}
	pz := Puzzle{Rows: R, Cols: C}
	N := R * C
	k := 0
	j := min(i, len(tok))
	for k < N && j < len(tok) {
		ch := tok[j]
		at := j
		v := -1
		switch {
		case '0' <= ch && ch <= '9' || 'a' <= ch && ch <= 'f':
			v64, _ := strconv.ParseInt(string(ch), 16, 0)
			v = int(v64)
			j++
		case ch == '-' || ch == '+' || ch == '=' || ch == '%' || ch == '*' || ch == '$':
			w := map[byte]int{'-': 2, '+': 3, '=': 3, '%': 3, '*': 4, '$': 5}[ch]
			if j+1+w > len(tok) {
				return bad(at, "want %d hex digits after %q", w, ch)
			}
			if _, err := strconv.ParseUint(string(tok[j+1:j+1+w]), 16, 32); err != nil {
				return bad(at, "want %d hex digits after %q", w, ch)
			}
			return bad(at, "island value %s out of range 1..8", string(tok[at:j+1+w]))
		case 'g' <= ch && ch <= 'z':
			k += int(ch-'g') + 1
			if k > N {
				return bad(at, "URL body runs past the %d cells of a %d×%d grid", N, C, R)
			}
			j++
			continue
		case ch == '.':
			return bad(at, "'.' is an island of unknown value, which a solver cannot use")
		default:
			return bad(at, "unexpected %s in the URL body", quoteAt(tok, at))
		}
		if v < 1 || v > 8 {
			return bad(at, "island value %d out of range 1..8", v)
		}
		pz.Islands = append(pz.Islands, Island{k / C, k % C, v})
		k++
	}
	if k < N {
		return bad(len(tok), "URL body ends after %d of %d cells", k, N)
	}
	if j < len(tok) {
		return bad(j, "unexpected %s after the last cell of the URL", quoteAt(tok, j))
	}
	if err := p.trailing(toks, "URL"); err != nil {
		return Puzzle{}, err
	}
	return p.finish(pz, p.line)
}

// GridText writes the grid text: Rows lines of Cols tokens, "." water,
// 1-8 an island, single spaces between, a newline after each line.
func (p Puzzle) GridText() string {
	if p.Rows <= 0 || p.Cols <= 0 {
		return ""
	}
	var b strings.Builder
	b.Grow(p.Rows * p.Cols * 2)
	k := 0
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			for k < len(p.Islands) && (p.Islands[k].Row < r || p.Islands[k].Row == r && p.Islands[k].Col < c) {
				k++
			}
			if k < len(p.Islands) && p.Islands[k].Row == r && p.Islands[k].Col == c {
				b.WriteByte(byte('0' + p.Islands[k].Value))
			} else {
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// cells returns the value of every cell in row-major order, 0 for water.
func (p Puzzle) cells() []int {
	v := make([]int, p.Rows*p.Cols)
	for _, is := range p.Islands {
		if is.Row >= 0 && is.Row < p.Rows && is.Col >= 0 && is.Col < p.Cols {
			v[is.Row*p.Cols+is.Col] = is.Value
		}
	}
	return v
}

// GameID writes Simon Tatham's Bridges game ID, "COLSxROWSm2:desc", as
// encode_params (short form) and encode_game do: a-z a run of 1-26 water
// cells, a digit an island. Bridges itself refuses grids under 3×3 and
// islands side by side; the ID is written anyway.
func (p Puzzle) GameID() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%dm2:", p.Cols, p.Rows)
	run := 0
	for _, v := range p.cells() {
		if v == 0 {
			if run == 26 {
				b.WriteByte(byte('a' - 1 + run))
				run = 0
			}
			run++
			continue
		}
		if run > 0 {
			b.WriteByte(byte('a' - 1 + run))
			run = 0
		}
		b.WriteByte(byte('0' + v))
	}
	if run > 0 {
		b.WriteByte(byte('a' - 1 + run))
	}
	return b.String()
}

// URL writes the puzz.link URL, as pzprjs's genericEncodeNumber16 does:
// a value as one hex digit, g-z a run of 1-20 empty cells.
func (p Puzzle) URL() string {
	var b strings.Builder
	fmt.Fprintf(&b, "https://puzz.link/p?hashi/%d/%d/", p.Cols, p.Rows)
	count := 0
	for _, v := range p.cells() {
		if v == 0 {
			count++
			if count == 20 {
				b.WriteByte(byte('g' + count - 1))
				count = 0
			}
			continue
		}
		if count > 0 {
			b.WriteByte(byte('g' + count - 1))
			count = 0
		}
		b.WriteString(strconv.FormatInt(int64(v), 16))
	}
	if count > 0 {
		b.WriteByte(byte('g' + count - 1))
	}
	return b.String()
}
