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
// Comments and blank lines are as puzzlefile says. Columns in errors count
// characters from 1.

import (
	"bytes"
	"fmt"
	"iter"
	"strings"

	"grille/solve"
	"grille/solve/parseerr"
	"grille/solve/puzzlefile"
	"grille/solve/pzpr"
	"grille/solve/tatham"
	"grille/solve/textscan"
)

// split splits a grid row into its fields; a "#" inside one starts a
// comment.
var split textscan.Splitter

// ParseError says where input is wrong (FILE:LINE:COL: what); the same
// type for every puzzle's parser.
type ParseError = parseerr.Error

// Parse reads every puzzle in data, detecting the format of each. name is
// used only in errors. It fails on the first error, and when data holds no
// puzzle.
func Parse(name string, data []byte) ([]Puzzle, error) { return format.Parse(name, data) }

// ParseOne is Parse for a single puzzle, as the Paste command wants.
func ParseOne(name string, data []byte) (Puzzle, error) { return format.ParseOne(name, data) }

// parser reads the grid forms.
type parser struct{ *puzzlefile.Reader }

// cellValue reads one token of a grid row: 0 for empty, else the clue.
func cellValue(tok []byte) (int, solve.Text) {
	if len(tok) == 1 && (tok[0] == '.' || tok[0] == '-') {
		return 0, solve.Text{}
	}
	n, ok := decimal(tok)
	v := n.Value
	if !ok {
		return 0, solve.Say("unexpected %s: want a clue (a whole number ≥ 1) or \".\" for an empty cell", textscan.Quote(tok))
	}
	if v == 0 {
		return 0, solve.Say("clue 0: a rectangle has at least one cell (write \".\" for an empty cell)")
	}
	if v > MaxCells {
		return 0, solve.Say("clue %s is larger than the %d-cell limit", textscan.Shorten(tok), MaxCells)
	}
	return v, solve.Text{}
}

// decimal reads an unsigned decimal number, its value capped just above
// MaxCells so that a long run of digits cannot overflow.
func decimal(tok []byte) (textscan.Number, bool) { return textscan.ParseNumber(tok, MaxCells) }

// sizeMsg says what is wrong with a grid of rows×cols, named as written,
// or "": CheckSize's rule, worded by the limit it breaks.
func sizeMsg(rows, cols textscan.Number) solve.Text {
	switch r, c := rows.Value, cols.Value; {
	case r < 1 || c < 1:
		return solve.Say("grid of %s×%s: both sides must be at least 1", rows, cols)
	case r > MaxSide || c > MaxSide:
		return solve.Say("grid of %s×%s: a side is at most %d", rows, cols, MaxSide)
	case r*c > MaxCells:
		return solve.Say("grid of %s×%s has %d cells: at most %d", rows, cols, r*c, MaxCells)
	}
	return solve.Text{}
}

// grid reads a grid file or janko text starting with the line first.
//
// A line of exactly two numbers is a janko "ROWS COLS" header when the
// next line does not have two tokens: a two-column grid's rows all have
// two, so only then is there a doubt, and it is settled by the block's
// length (a header is followed by exactly ROWS rows).
func (p parser) grid(first []byte) (Puzzle, *ParseError) {
	f, cols := split.Fields(first, MaxSide)
	if cols == 2 {
		r, okR := decimal(first[f[0].Start:f[0].End])
		c, okC := decimal(first[f[1].Start:f[1].End])
		if okR && okC && r.Value >= 1 && c.Value >= 1 && p.isHeader(r.Value, c.Value) {
			return p.janko(first, f[0].Start, r, c)
		}
	}
	if cols > MaxSide {
		return Puzzle{}, p.ErrorAt(first, f[MaxSide].Start, "grid of %d columns: a side is at most %d", cols, MaxSide)
	}
	pz := Puzzle{Cols: cols}
	text := first
	for {
		if pz.Rows == MaxSide {
			return Puzzle{}, p.Errorf(p.Line(), 0, "grid of more than %d rows: a side is at most %d", MaxSide, MaxSide)
		}
		if (pz.Rows+1)*cols > MaxCells {
			return Puzzle{}, p.Errorf(p.Line(), 0, "grid of %s and more than %s: at most %d cells", solve.Count{N: cols, Word: "column"}, solve.Count{N: pz.Rows, Word: "row", Key: "grid.row"}, MaxCells)
		}
		if err := p.row(text, pz.Rows, cols, &pz); err != nil {
			return Puzzle{}, err
		}
		pz.Rows++
		var ok bool
		var err *ParseError
		text, ok, err = p.NextInBlock(true)
		if err != nil {
			return Puzzle{}, err
		}
		if !ok {
			return pz, nil
		}
	}
}

// isHeader looks ahead, without consuming, to decide whether the line just
// read ("r c") is a janko header (see grid).
func (p parser) isHeader(r, c int) bool {
	save := p.Lines
	defer func() { p.Lines = save }()
	n := 0
	firstCount := -1
	for {
		text, ok, err := p.NextInBlock(true)
		if err != nil || !ok {
			break
		}
		if firstCount < 0 {
			firstCount = split.Count(text)
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
func (p parser) janko(head []byte, at int, nr, nc textscan.Number) (Puzzle, *ParseError) {
	if msg := sizeMsg(nr, nc); !msg.IsZero() {
		return Puzzle{}, p.ErrorAt(head, at, "%s", msg)
	}
	rows, cols := nr.Value, nc.Value
	hl := p.Line()
	pz := Puzzle{Rows: rows, Cols: cols}
	for r := 0; r < rows; r++ {
		text, ok, err := p.NextInBlock(true)
		if err != nil {
			return Puzzle{}, err
		}
		if !ok {
			return Puzzle{}, p.Errorf(hl, 0, "the header announces %s but %s follow", solve.Count{N: rows, Word: "row", Key: "grid.row"}, solve.Count{N: r, Word: "row", Key: "grid.row"})
		}
		if err := p.row(text, r, cols, &pz); err != nil {
			return Puzzle{}, err
		}
	}
	_, ok, err := p.NextInBlock(true)
	if err != nil {
		return Puzzle{}, err
	}
	if ok {
		return Puzzle{}, p.Errorf(p.Line(), 0, "the header on line %d announces %s; this is one more (separate puzzles by a blank line)", hl, solve.Count{N: rows, Word: "row", Key: "grid.row"})
	}
	return pz, nil
}

// row reads grid row r (0-based) of text into pz.
func (p parser) row(text []byte, r, cols int, pz *Puzzle) *ParseError {
	f, k := split.Fields(text, cols)
	if k != cols {
		// A short row is pointed at just past its last token, where the
		// next was expected; a long one at its first extra token.
		at := len(bytes.TrimRight(text, " \t")) // one past the last character
		if k > cols {
			at = f[cols].Start
		}
		return p.ErrorAt(text, at, "row %d has %s, want %d (all rows must be as long)", r+1, solve.Count{N: k, Word: "cell"}, cols)
	}
	for c, sp := range f {
		v, msg := cellValue(text[sp.Start:sp.End])
		if !msg.IsZero() {
			return p.ErrorAt(text, sp.Start, "%s", msg)
		}
		if v > 0 {
			pz.Clues = append(pz.Clues, Clue{r, c, v})
		}
	}
	return nil
}

// format is Shikaku's share of the reading (see puzzlefile).
var format = puzzlefile.Format[Puzzle]{
	URLTypes: []string{"shikaku"},
	URLMarks: []string{"?shikaku/"},
	Game:     "Rectangles",
	// Rectangles' parameters ("7x7", "9", "7x7e1.5a"): digits, 'x', 'e',
	// '.', 'a'.
	GameIDParam: func(c byte) bool { return '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || c == '.' },
	Grid:        readGrid,
	GameID:      readGameID,
	URL:         readURL,
	Play:        readPlay,
	Clone:       Puzzle.Clone,
	Janko:       true,
}

// readGrid reads a grid file or janko text starting with the line text.
func readGrid(r *puzzlefile.Reader, text []byte, _ int) (Puzzle, *ParseError) {
	return parser{r}.grid(text)
}

// readGameID reads a Rectangles game ID. decode_params: W, then "xH"
// (else H = W), then "e" and a float, then "a"; the two last steer the
// generator only.
func readGameID(f *puzzlefile.Field, params []byte, desc int) (Puzzle, *ParseError) {
	w, h, i := tatham.Size(params, MaxCells)
	if i == len(w.Text) && i < len(params) && params[i] == 'x' { // no digit after it
		return Puzzle{}, f.Errorf(i+1, "want the height after 'x' in %s", textscan.Quote(params))
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
		return Puzzle{}, f.Errorf(i, "unexpected %s in the Rectangles parameters %s (want WxH)", textscan.QuoteAt(params, i), textscan.Quote(params))
	}
	if msg := sizeMsg(h, w); !msg.IsZero() {
		return Puzzle{}, f.Errorf(0, "%s", msg)
	}
	pz := Puzzle{Rows: h.Value, Cols: w.Value}
	cols := w.Value
	tok := f.Tok
	at, msg := tatham.Decoder{Cols: cols, Rows: pz.Rows, Sep: true}.Decode(tok, desc, func(j int) (int, int, solve.Text) {
		if tok[j] < '1' || tok[j] > '9' {
			return 0, j, solve.Text{}
		}
		v, e := textscan.DecimalAt(tok, j, MaxCells)
		if v > MaxCells {
			return 0, e, solve.Say("clue %s is larger than the %d-cell limit", textscan.Shorten(tok[j:e]), MaxCells)
		}
		return v, e, solve.Text{}
	}, func(k, v, _ int) { pz.Clues = append(pz.Clues, Clue{k / cols, k % cols, v}) })
	return pz, f.Done(at, msg)
}

// readURL reads a puzz.link / pzv.jp Shikaku URL, BODY in the number16
// code (see pzpr.Decoder).
func readURL(f *puzzlefile.Field, u pzpr.URL) (Puzzle, *ParseError) {
	cols, _ := decimal(u.Cols)
	rows, _ := decimal(u.Rows)
	if msg := sizeMsg(rows, cols); !msg.IsZero() {
		return Puzzle{}, f.Errorf(u.ColsAt, "%s", msg)
	}
	nc, nr := cols.Value, rows.Value
	pz := Puzzle{Rows: nr, Cols: nc}
	at, msg := pzpr.Decoder{Cols: nc, Rows: nr}.Decode(f.Tok, u.BodyAt, func(c pzpr.Clue) solve.Text {
		switch {
		case c.Value == pzpr.Unknown:
			return solve.Say("'.' (a clue of unknown value) is not supported: every clue needs its number")
		case c.Value < 1:
			return solve.Say("clue 0: a rectangle has at least one cell")
		case c.Value > MaxCells:
			return solve.Say("clue %d is larger than the %d-cell limit", c.Value, MaxCells)
		}
		pz.Clues = append(pz.Clues, Clue{c.Index / nc, c.Index % nc, c.Value})
		return solve.Text{}
	})
	return pz, f.Done(at, msg)
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
	puzzlefile.WriteGrid(&b, g, p.Cols, ".")
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
	puzzlefile.WriteGrid(&b, g, p.Cols, "-")
	return b.String()
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
	tatham.Encode(&b, g, true)
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

// Each yields the puzzles of a file one at a time, each with nil or the
// error that kept it from being read, going on after a bad one.
func Each(name string, data []byte) iter.Seq2[Puzzle, error] { return format.Each(name, data) }
