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
//   - Positions (formatpm.go): the grid file with candidate strings (a
//     pencil-mark grid, as HoDoKu and Sudoku Explainer print it), and
//     SudokuWiki's 162-character string, bare or in a SudokuWiki link.
//
// Comments and blank lines are as puzzlefile says. Columns in errors count
// bytes from 1.

import (
	"fmt"
	"iter"
	"strconv"
	"strings"

	"grille/solve"
	"grille/solve/parseerr"
	"grille/solve/puzzlefile"
	"grille/solve/pzpr"
	"grille/solve/tatham"
	"grille/solve/textscan"
)

// sides lists the grid sides the model supports, for messages: "4, 9,
// 16, 25 or 36", with "or" in the reader's language.
var sides = solve.Or(4, 9, 16, 25, 36)

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

// isRule reports whether t is a box rule such as "------+-------+------"
// (or HoDoKu's ".-----.-----.", ":-----+-----:", "'-----'-----'").
func isRule(t []byte) bool {
	dash := false
	for _, c := range t {
		switch c {
		case '-', '=':
			dash = true
		case '+', '|', ' ', '\t', '.', ':', '\'':
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
		g.Cells[cell], UnitSay(n, unit), CellName(n, earlier), CellName(n, cell))
}

// quoteTok quotes a field for messages, cut after 20 bytes (not
// characters) as this parser always has.
func quoteTok(tok []byte) string { return strconv.Quote(textscan.ShortenBytes(tok)) }

// format is Sudoku's share of the reading (see puzzlefile).
var format = puzzlefile.Format[Grid]{
	URLTypes: []string{"sudoku"},
	URLMarks: []string{"?sudoku/", wikiHost},
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
	Link:        readLink,
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
	if isWiki(t) {
		return p.wiki(text, start)
	}
	if oneLine(t) {
		return p.oneLine(text, start)
	}
	return p.gridFile(text)
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
