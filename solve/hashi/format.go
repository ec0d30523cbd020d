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
// Comments and blank lines are as puzzlefile says. Columns in errors count
// characters from 1.

import (
	"fmt"
	"iter"
	"strconv"
	"strings"
	"unicode/utf8"

	"grille/solve"
	"grille/solve/parseerr"
	"grille/solve/puzzlefile"
	"grille/solve/pzpr"
	"grille/solve/tatham"
	"grille/solve/textscan"
)

// srcLine is a line of a block: its number, its text, and its fields.
// Only the first MaxSide+1 fields are kept (no row of a grid is longer);
// n counts them all.
type srcLine struct {
	num  int
	text []byte
	f    []textscan.Span
	n    int
}

// split splits a row. A "#" inside a field is part of it, so that
// "1 . 1#2" is not read as a row and a comment.
var split = textscan.Splitter{HashInField: true}

// fields reads line num.
func fields(num int, text []byte) srcLine {
	f, n := split.Fields(text, MaxSide)
	return srcLine{num, text, f, n}
}

// tok is field i of l, which must be kept.
func (l srcLine) tok(i int) []byte { return l.text[l.f[i].Start:l.f[i].End] }

// col is the column (in characters, from 1) of byte offset at of l.
func (l srcLine) col(at int) int { return textscan.Col(l.text, at) }

// raggedCol is where a row of the wrong length is wrong: at its first
// extra field when it is long, just past its last field (where the next
// was expected) when it is short.
func (l srcLine) raggedCol(want int) int {
	if l.n > want {
		return l.col(l.f[want].Start)
	}
	if l.n == 0 {
		return 1
	}
	return l.col(l.f[l.n-1].End)
}

// ParseError says where input is wrong (FILE:LINE:COL: what); the same
// type for every puzzle's parser.
type ParseError = parseerr.Error

// Parse reads every puzzle in data, detecting the format of each. name is
// used only in errors. It fails on the first error, and when data holds no
// puzzle. The puzzles have no bridges.
func Parse(name string, data []byte) ([]Puzzle, error) { return format.Parse(name, data) }

// ParseOne is Parse for a single puzzle, as the Paste command wants.
func ParseOne(name string, data []byte) (Puzzle, error) { return format.ParseOne(name, data) }

// parser reads the grid forms.
type parser struct{ *puzzlefile.Reader }

// block gathers the lines of a grid: the first, and those after it up to a
// blank line, the end, or a line holding a URL or game ID. Comment lines
// are skipped. It stops early past MaxSide+1 lines: a huge file must not
// cost a huge grid.
func (p parser) block(first srcLine) ([]srcLine, *ParseError) {
	block := []srcLine{first}
	for {
		text, ok, err := p.NextInBlock(true)
		if err != nil {
			return nil, err
		}
		if !ok {
			return block, nil
		}
		if len(block) > MaxSide+1 {
			return nil, p.Errorf(p.Line(), 0, "grid of more than %d rows", MaxSide)
		}
		block = append(block, fields(p.Line(), text))
	}
}

// cellValue reads one cell token: 0 for water, 1..8 an island, or a message.
// zero says whether "0" means water (the header formats) or is refused. A
// value may be written with leading zeros ("02"), as in the other puzzles'
// grids.
func cellValue(tok []byte, zero bool) (int, solve.Text) {
	if len(tok) == 1 && (tok[0] == '.' || tok[0] == '-') {
		return 0, solve.Text{}
	}
	if !textscan.AllDigits(tok) {
		return 0, solve.Say("unexpected %s: want \".\" or an island value 1..8", textscan.Quote(tok))
	}
	switch v, _ := textscan.DecimalAt(tok, 0, 8); {
	case v == 0 && zero:
		return 0, solve.Text{}
	case v == 0:
		return 0, solve.Say("island value %s out of range 1..8 (write water as \".\")", textscan.Shorten(tok))
	case v > 8:
		return 0, solve.Say("island value %s out of range 1..8", textscan.Shorten(tok))
	default:
		return v, solve.Text{}
	}
}

// number reads a decimal number, its value capped just above
// MaxSide*MaxSide; ok is false when tok is none.
func number(tok []byte) (textscan.Number, bool) { return textscan.ParseNumber(tok, MaxSide*MaxSide) }

// grid reads a block: a header form when its first line says so (see the
// package comment), else a headerless grid.
func (p parser) grid(block []srcLine) (Puzzle, *ParseError) {
	first := block[0]
	headerLike := first.n == 2 || first.n == 3
	for i := range first.f {
		headerLike = headerLike && textscan.AllDigits(first.tok(i))
	}
	if !headerLike || len(block) == 1 {
		return p.plain(block) // a header needs rows under it
	}
	// Could the first line be a row of a headerless grid as well? Not if
	// a value has leading zeros: GridText writes none, and "02 02" is
	// rather a header.
	rowLike := len(block) >= 2 && block[1].n == first.n
	for i := range first.f {
		_, msg := cellValue(first.tok(i), false)
		rowLike = rowLike && msg.IsZero() && len(first.tok(i)) == 1
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
	found := false
	for _, l := range rows {
		split.Each(l.text, func(i, j int) {
			found = found || j == i+1 && (l.text[i] == '0' || l.text[i] == '-')
		})
	}
	return found
}

// header reads the ".has" and janko forms.
func (p parser) header(block []srcLine) (Puzzle, *ParseError) {
	h := block[0]
	dims := [3]int{}
	for i, sp := range h.f {
		t := h.tok(i)
		n, ok := number(t)
		v := n.Value
		if !ok || v > MaxSide && i < 2 || v > MaxSide*MaxSide {
			what := [3]string{"rows", "columns", "islands"}[i]
			return Puzzle{}, p.Errorf(h.num, h.col(sp.Start), "%s %s: want at most %d", textscan.Shorten(t), what, [3]int{MaxSide, MaxSide, MaxSide * MaxSide}[i])
		}
		dims[i] = v
	}
	R, C := dims[0], dims[1]
	if R < 1 || C < 1 {
		return Puzzle{}, p.Errorf(h.num, h.col(h.f[0].Start), "a grid of %d×%d has no cells", R, C)
	}
	rows := block[1:]
	if len(rows) < R {
		last := h.num
		if len(rows) > 0 {
			last = rows[len(rows)-1].num
		}
		return Puzzle{}, p.Errorf(last, 0, "the header says %s, found %d", solve.Count{N: R, Word: "row", Key: "grid.row"}, len(rows))
	}
	if len(rows) > R {
		return Puzzle{}, p.Errorf(rows[R].num, 0, "more rows than the %d the header says", R)
	}
	pz := Puzzle{Rows: R, Cols: C}
	for r, l := range rows {
		if err := p.row(l, r, C, true, solve.Text{}, &pz); err != nil {
			return Puzzle{}, err
		}
	}
	if h.n == 3 && dims[2] != len(pz.Islands) {
		return Puzzle{}, p.Errorf(h.num, h.col(h.f[2].Start), "the header says %s, the grid has %d", solve.Count{N: dims[2], Word: "island"}, len(pz.Islands))
	}
	return p.finish(pz, h.num)
}

// plain reads a headerless grid, spaced or compact.
func (p parser) plain(block []srcLine) (Puzzle, *ParseError) {
	C := block[0].n
	compact := C == 1 && utf8.RuneCount(block[0].tok(0)) > 1
	if compact {
		C = utf8.RuneCount(block[0].tok(0))
	}
	if C > MaxSide {
		return Puzzle{}, p.Errorf(block[0].num, 0, "row of %d cells: a side is at most %d", C, MaxSide)
	}
	if len(block) > MaxSide {
		return Puzzle{}, p.Errorf(block[MaxSide].num, 0, "grid of more than %d rows", MaxSide)
	}
	pz := Puzzle{Rows: len(block), Cols: C}
	for r, l := range block {
		var err *ParseError
		if compact {
			err = p.compactRow(l, r, C, &pz)
		} else {
			err = p.row(l, r, C, false, solve.Say(" like the first row"), &pz)
		}
		if err != nil {
			return Puzzle{}, err
		}
	}
	return p.finish(pz, block[0].num)
}

// row reads the spaced row l as row r of pz: C values, "0" water when
// zero. like says what the length must be like, for the message.
func (p parser) row(l srcLine, r, C int, zero bool, like solve.Text, pz *Puzzle) *ParseError {
	if l.n != C {
		return p.Errorf(l.num, l.raggedCol(C), "row has %s, want %d%s", solve.Count{N: l.n, Word: "value"}, C, like)
	}
	for c, sp := range l.f {
		v, msg := cellValue(l.tok(c), zero)
		if !msg.IsZero() {
			return p.Errorf(l.num, l.col(sp.Start), "%s", msg)
		}
		if v > 0 {
			pz.Islands = append(pz.Islands, Island{r, c, v})
		}
	}
	return nil
}

// compactRow reads the row l written without spaces as row r of pz.
func (p parser) compactRow(l srcLine, r, C int, pz *Puzzle) *ParseError {
	if l.n != 1 {
		return p.Errorf(l.num, l.col(l.f[min(1, l.n-1)].Start), "a grid written without spaces has one field a row")
	}
	t := l.tok(0)
	if n := utf8.RuneCount(t); n != C {
		return p.Errorf(l.num, l.col(l.f[0].Start)+min(n, C), "row has %s, want %d", solve.Count{N: n, Word: "cell"}, C)
	}
	c := 0
	for i, ch := range string(t) {
		v, msg := cellValue(t[i:i+utf8.RuneLen(ch)], false)
		if !msg.IsZero() {
			return p.Errorf(l.num, l.col(l.f[0].Start)+c, "%s", msg)
		}
		if v > 0 {
			pz.Islands = append(pz.Islands, Island{r, c, v})
		}
		c++
	}
	return nil
}

// finish refuses a puzzle without islands; everything else was checked
// while reading.
func (p parser) finish(pz Puzzle, line int) (Puzzle, *ParseError) {
	if len(pz.Islands) == 0 {
		return Puzzle{}, p.Errorf(line, 0, "the grid has no islands")
	}
	if err := pz.Validate(); err != nil {
		return Puzzle{}, p.Errorf(line, 0, "%s", solve.ErrorText(err))
	}
	return pz, nil
}

// format is Hashi's share of the reading (see puzzlefile).
var format = puzzlefile.Format[Puzzle]{
	URLTypes: []string{"hashi", "hashikake", "bridges"},
	URLMarks: []string{"?hashi", "?bridges/"},
	Game:     "Bridges",
	// Bridges' parameters ("7x7m2", "10x10i30e10m2d0L"): digits, letters.
	GameIDParam: func(c byte) bool { return '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' },
	Grid:        readGrid,
	GameID:      readGameID,
	URL:         readURL,
	Play:        readPlay,
	Clone:       Puzzle.Clone,
	Janko:       true,
}

// sizeMsg says what is wrong with a game ID's or a URL's grid of
// cols×rows, named as written, or "".
func sizeMsg(cols, rows textscan.Number) solve.Text {
	switch c, r := cols.Value, rows.Value; {
	case c > MaxSide || r > MaxSide:
		return solve.Say("grid of %s×%s: a side is at most %d", cols, rows, MaxSide)
	case c < 1 || r < 1:
		return solve.Say("a grid of %s×%s has no cells", cols, rows)
	}
	return solve.Text{}
}

// readGrid reads a grid form: the block of lines starting with text, then
// the grid it holds.
func readGrid(r *puzzlefile.Reader, text []byte, _ int) (Puzzle, *ParseError) {
	p := parser{r}
	block, err := p.block(fields(r.Line(), text))
	if err != nil {
		return Puzzle{}, err
	}
	return p.grid(block)
}

// readGameID reads a Bridges game ID. The parameters that change the
// puzzle are checked: m (most bridges between two islands) must be 2, and
// L (no loops allowed) is refused, both being other rules than Hashi's; i,
// e and d only steer Tatham's generator and are ignored.
func readGameID(f *puzzlefile.Field, params []byte, desc int) (Puzzle, *ParseError) {
	w, h, i := tatham.Size(params, 10*MaxSide)
	if i == len(w.Text) && i < len(params) && params[i] == 'x' { // no digit after it
		return Puzzle{}, f.Errorf(i, "want the height after 'x'")
	}
	for i < len(params) {
		c := params[i]
		switch c {
		case 'i', 'e', 'd', 'm':
			var v textscan.Number
			at := i
			v, i = textscan.NumberAt(params, i+1, 10*MaxSide)
			if i == at+1 {
				return Puzzle{}, f.Errorf(at, "want a number after '%c'", c)
			}
			if c == 'm' && v.Value != 2 {
				return Puzzle{}, f.Errorf(at, "m%s allows up to %s between two islands; Hashi allows 2 (m2)", v, solve.Count{N: v.Value, Word: "bridge", As: v.String()})
			}
		case 'L':
			return Puzzle{}, f.Errorf(i, "'L' forbids loops, a rule Hashi does not have")
		default:
			return Puzzle{}, f.Errorf(i, "unexpected %s in the game parameters", textscan.QuoteAt(params, i))
		}
	}
	if msg := sizeMsg(w, h); !msg.IsZero() {
		return Puzzle{}, f.Errorf(0, "%s", msg)
	}
	pz := Puzzle{Rows: h.Value, Cols: w.Value}
	tok := f.Tok
	at, msg := tatham.Decoder{Cols: pz.Cols, Rows: pz.Rows}.Decode(tok, desc, func(j int) (int, int, solve.Text) {
		switch c := tok[j]; {
		case '1' <= c && c <= '8':
			return int(c - '0'), j + 1, solve.Text{}
		case c == '9' || 'A' <= c && c <= 'G':
			v := 9
			if c >= 'A' {
				v = int(c-'A') + 10
			}
			return 0, j + 1, solve.Say("island value %d out of range 1..8 (more than two bridges a direction is another game)", v)
		case c == '0':
			return 0, j + 1, solve.Say("island value 0 out of range 1..8")
		}
		return 0, j, solve.Text{}
	}, func(k, v, _ int) { pz.Islands = append(pz.Islands, Island{k / pz.Cols, k % pz.Cols, v}) })
	if err := f.Done(at, msg); err != nil {
		return Puzzle{}, err
	}
	return parser{f.Reader}.finish(pz, f.Line())
}

// readURL reads a pzprjs hashikake URL: "?hashi/[pflag/]COLS/ROWS/BODY",
// any host, BODY in the number16 code (see pzpr.Decoder).
func readURL(f *puzzlefile.Field, u pzpr.URL) (Puzzle, *ParseError) {
	cols, _ := number(u.Cols)
	rows, _ := number(u.Rows)
	if msg := sizeMsg(cols, rows); !msg.IsZero() {
		return Puzzle{}, f.Errorf(u.ColsAt, "%s", msg)
	}
	C, R := cols.Value, rows.Value
	pz := Puzzle{Rows: R, Cols: C}
	// Wide: pzprjs's hashikake reads every number16 form. A value written
	// wider than it needs ("-02") is read for what it is, as pzprjs does
	// and as a grid value with leading zeros is.
	at, msg := pzpr.Decoder{Cols: C, Rows: R, Wide: true}.Decode(f.Tok, u.BodyAt, func(c pzpr.Clue) solve.Text {
		switch {
		case c.Value == pzpr.Unknown:
			return solve.Say("'.' is an island of unknown value, which a solver cannot use")
		case c.Value < 1 || c.Value > 8:
			return solve.Say("island value %d out of range 1..8", c.Value)
		}
		pz.Islands = append(pz.Islands, Island{c.Index / C, c.Index % C, c.Value})
		return solve.Text{}
	})
	if err := f.Done(at, msg); err != nil {
		return Puzzle{}, err
	}
	return parser{f.Reader}.finish(pz, f.Line())
}

// GridText writes the grid text: Rows lines of Cols tokens, "." water,
// 1-8 an island, single spaces between, a newline after each line.
func (p Puzzle) GridText() string {
	if p.Rows <= 0 || p.Cols <= 0 {
		return ""
	}
	var b strings.Builder
	puzzlefile.WriteGrid(&b, p.cells(), p.Cols, ".")
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
	tatham.Encode(&b, p.cells(), false)
	return b.String()
}

// URL writes the puzz.link URL, as pzprjs's genericEncodeNumber16 does:
// a value as one hex digit, g-z a run of 1-20 empty cells.
func (p Puzzle) URL() string {
	var b strings.Builder
	fmt.Fprintf(&b, "https://puzz.link/p?hashi/%d/%d/", p.Cols, p.Rows)
	// Every value as bare hex, as this writer always has: the same as
	// pzpr.Encode for islands 1-8.
	pzpr.EncodeWith(&b, p.cells(), func(b *strings.Builder, v int) {
		b.WriteString(strconv.FormatInt(int64(v), 16))
	})
	return b.String()
}

// Each yields the puzzles of a file one at a time, each with nil or the
// error that kept it from being read, going on after a bad one.
func Each(name string, data []byte) iter.Seq2[Puzzle, error] { return format.Each(name, data) }
