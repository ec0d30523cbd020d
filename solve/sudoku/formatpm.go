package sudoku

// Positions: a puzzle with what was played on it (its placed digits and
// each empty cell's candidates), in the forms the teaching solvers print,
// so that a board worked elsewhere can be asked for its next step here,
// and one worked here taken there.
//
//   - The pencil-mark grid, as HoDoKu's Edit › Copy PM grid
//     (Sudoku2.getSudoku, ClipboardMode.PM_GRID, and writeLine) and the
//     Sudoku Explainer family print it: the grid file's rows with each
//     cell's candidates as a string of digits ("158"), a lone digit being a
//     value, between box rules (".---.", ":---+", "'---'" or "+---+").
//     Every lone digit reads as a given: the form does not tell givens from
//     placed digits. The grid file reads it (formatgrid.go); only 4×4 and
//     9×9 grids have one-character digits to string together.
//   - SudokuWiki's 162-character string (sudokuwiki.org, "Sudoku String
//     Definitions", the solver's Import and Email this Board), bare or as
//     the link's bd= field: per cell two base-32 digits of the cell's
//     digits as bits (digit d is bit d−1) shifted left once, the low bit
//     set for a given; one digit is a value, several are candidates (the
//     flag is then ignored, as SudokuWiki's own example link has it). The
//     link's bd= may also hold an 81-character puzzle. 9×9 only.

import (
	"bytes"
	"errors"
	"fmt"
	"math/bits"
	"strings"

	"grille/solve"
	"grille/solve/puzzlefile"
	"grille/solve/textscan"
)

// candidates reads a pencil-mark grid's candidate string, two or more
// different digits 1..N for N ≤ 9, as a mask; 0 when tok is none (a value
// or a bad token, which gridValue reads or names).
func candidates(tok []byte, N int) uint64 {
	if N > 9 || len(tok) < 2 || len(tok) > N {
		return 0
	}
	var m uint64
	for _, c := range tok {
		if c < '1' || int(c-'0') > N {
			return 0
		}
		bit := uint64(1) << (c - '1')
		if m&bit != 0 {
			return 0
		}
		m |= bit
	}
	return m
}

// setMarks makes the grid just read a position: its candidates become the
// game's pencil marks.
func setMarks(r *puzzlefile.Reader, marks []uint64) {
	puzzlefile.SetPlay(r, func(g *solve.Game[Grid]) { g.Marks = marks })
}

// wikiLen is the length of SudokuWiki's position string.
const wikiLen = 162

// wikiDigit is the value of a base-32 digit (0-9, a-v, either case), or -1.
func wikiDigit(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0')
	case 'a' <= c && c <= 'v':
		return int(c-'a') + 10
	case 'A' <= c && c <= 'V':
		return int(c-'A') + 10
	}
	return -1
}

// isWiki tells SudokuWiki's string from a one-line puzzle, t being the
// line from its first field: one field of 162 letters and digits (which
// decodeWiki reads or names).
func isWiki(t []byte) bool {
	end := textscan.FieldEnd(t, 0)
	if end != wikiLen {
		return false
	}
	for _, c := range t[:end] {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
			return false
		}
	}
	return true
}

// wikiPosition is a position read from SudokuWiki's string.
type wikiPosition struct {
	givens, play Grid
	marks        []uint64
}

// decodeWiki reads SudokuWiki's string tok (wikiLen bytes); on bad input
// it returns the offset in tok and the message.
func decodeWiki(tok []byte) (wikiPosition, int, string) {
	w := wikiPosition{givens: New(3), play: New(3)}
	for i := 0; i < 81; i++ {
		hi, lo := wikiDigit(tok[2*i]), wikiDigit(tok[2*i+1])
		switch {
		case hi < 0:
			return w, 2 * i, fmt.Sprintf("unexpected %s in SudokuWiki's string: want base-32 digits 0-9, a-v", textscan.QuoteAt(tok, 2*i))
		case lo < 0:
			return w, 2*i + 1, fmt.Sprintf("unexpected %s in SudokuWiki's string: want base-32 digits 0-9, a-v", textscan.QuoteAt(tok, 2*i+1))
		}
		v := hi*32 + lo
		given, m := v&1 == 1, uint64(v>>1)
		switch {
		case given && m == 0:
			return w, 2 * i, fmt.Sprintf("%s is marked a given but holds no digit (%q)", CellName(3, i), tok[2*i:2*i+2])
		case bits.OnesCount64(m) == 1:
			d := uint8(bits.TrailingZeros64(m) + 1)
			w.play.Cells[i] = d
			if given {
				w.givens.Cells[i] = d
			}
		case m != 0:
			if w.marks == nil {
				w.marks = make([]uint64, 81)
			}
			w.marks[i] = m
		}
	}
	return w, 0, ""
}

// wiki reads SudokuWiki's string standing alone on its line.
func (p parser) wiki(text []byte, start int) (Grid, *ParseError) {
	tok := text[start : start+wikiLen]
	w, at, msg := decodeWiki(tok)
	if msg != "" {
		return Grid{}, p.ErrorAt(text, start+at, "%s", msg)
	}
	if err := p.Trailing(text, start+wikiLen, "puzzle"); err != nil {
		return Grid{}, err
	}
	ln := int32(p.Line())
	return p.wikiEnd(w, func(cell int) srcPos { return srcPos{ln, int32(p.Col(text, start+2*cell))} })
}

// wikiEnd checks a position read from SudokuWiki's string (no digit twice
// in a unit, givens or placed) and makes it the game of its givens.
func (p parser) wikiEnd(w wikiPosition, at func(cell int) srcPos) (Grid, *ParseError) {
	if err := p.checkRepeats(w.play, at); err != nil {
		return Grid{}, err
	}
	puzzlefile.SetPlay(p.Reader, func(g *solve.Game[Grid]) {
		copy(g.Play.Cells, w.play.Cells)
		g.Marks = w.marks
	})
	return w.givens, nil
}

// wikiHost marks SudokuWiki's links.
const wikiHost = "sudokuwiki.org/"

// readLink reads a SudokuWiki link, ".../sudoku.htm?bd=…", its bd= field
// an 81-character puzzle or the 162-character string; ok is false for
// another site's URL.
func readLink(f *puzzlefile.Field) (g Grid, err *ParseError, ok bool) {
	if !bytes.Contains(bytes.ToLower(f.Tok), []byte(wikiHost)) {
		return Grid{}, nil, false
	}
	tok := f.Tok
	i := bytes.Index(tok, []byte("?bd="))
	if i < 0 {
		i = bytes.Index(tok, []byte("&bd="))
	}
	if i < 0 {
		return Grid{}, f.Errorf(0, "SudokuWiki link has no board (want https://www.sudokuwiki.org/sudoku.htm?bd=…)"), true
	}
	start := i + len("?bd=")
	end := start
	for end < len(tok) && tok[end] != '&' && tok[end] != '#' {
		end++
	}
	bd := tok[start:end]
	p := parser{f.Reader}
	ln := int32(f.Line())
	at := func(cell int) srcPos { return srcPos{ln, int32(f.Col(start + cell))} }
	switch len(bd) {
	case 81:
		g := New(3)
		for k, c := range bd {
			v, msg := symbolValue(c, 9)
			if msg.IsZero() && (v == 0 && c != '.' && c != '0' || v > 9) {
				msg = solve.Say("unexpected %s in a %d×%d one-line puzzle", textscan.QuoteAt(bd, k), 9, 9)
			}
			if !msg.IsZero() {
				return Grid{}, f.Errorf(start+k, "%s", msg), true
			}
			g.Cells[k] = uint8(v)
		}
		if err := p.checkRepeats(g, at); err != nil {
			return Grid{}, err, true
		}
		return g, f.Done(len(tok), solve.Text{}), true
	case wikiLen:
		w, k, msg := decodeWiki(bd)
		if msg != "" {
			return Grid{}, f.Errorf(start+k, "%s", msg), true
		}
		at2 := func(cell int) srcPos { return at(2 * cell) }
		g, err := p.wikiEnd(w, at2)
		if err == nil {
			err = f.Done(len(tok), solve.Text{})
		}
		return g, err, true
	}
	return Grid{}, f.Errorf(start, "SudokuWiki's bd= holds %s: want 81 (a puzzle) or 162 (a position)", solve.Count{N: len(bd), Word: "character"}), true
}

// PositionCandidates is a position's candidates: for every empty cell of
// play, the player's marks when it has some (as they are: a reader of the
// position drops those a peer's digit rules out, as the logic engine
// does), else every digit none of its peers holds (Open); a filled cell's
// own digit.
func PositionCandidates(play Grid, marks []uint64) []uint64 {
	out := Open(play)
	for i, v := range play.Cells {
		if v == 0 && i < len(marks) && marks[i] != 0 {
			out[i] = marks[i]
		}
	}
	return out
}

// writable is the candidates a position form writes (PositionCandidates),
// or why the text would not read back: a digit twice in a unit, or a lone
// candidate (which the text writes as a digit) clashing with a digit or
// with another lone one.
func writable(play Grid, marks []uint64) ([]uint64, error) {
	if msg := play.Contradiction(); msg != "" {
		return nil, errors.New(msg)
	}
	cands := PositionCandidates(play, marks)
	var lone Grid
	for i, v := range play.Cells {
		if v == 0 && cands[i] != 0 && cands[i]&(cands[i]-1) == 0 {
			if lone.Cells == nil {
				lone = play.Clone()
			}
			lone.Cells[i] = uint8(bits.TrailingZeros64(cands[i]) + 1)
		}
	}
	if lone.Cells != nil {
		if msg := lone.Contradiction(); msg != "" {
			return nil, fmt.Errorf("a cell's one candidate clashes, which the text would write as a digit: %s", msg)
		}
	}
	return cands, nil
}

// ErrPositionOrder is the error of a position form that holds only some
// orders.
var ErrPositionOrder = errors.New("a pencil-mark grid holds 4×4 and 9×9 grids only")

// ErrWikiOrder is the error of a SudokuWiki form for a grid not 9×9.
var ErrWikiOrder = errors.New("SudokuWiki reads 9×9 grids only")

// PositionText writes g as a pencil-mark grid in HoDoKu's layout
// (writeLine), which HoDoKu, Sudoku Explainer and Grille read: the givens
// and the placed digits as lone digits, every other cell's candidates
// (PositionCandidates), a lone candidate as its digit; a cell without any
// as ".". Each column is as wide as its
// longest string and two more. 4×4 and 9×9 only, and a board with no
// digit twice in a unit (which would not read back).
func PositionText(g solve.Game[Grid]) (string, error) {
	n, N := g.Puzzle.Order, g.Puzzle.Size()
	if N > 9 {
		return "", ErrPositionOrder
	}
	play := g.Play
	if len(play.Cells) != N*N {
		play = g.Puzzle
	}
	cands, err := writable(play, g.Marks)
	if err != nil {
		return "", err
	}
	cell := make([]string, N*N)
	width := make([]int, N)
	for i, v := range play.Cells {
		switch {
		case v != 0:
			cell[i] = string(Symbol(int(v)))
		case cands[i] == 0:
			cell[i] = "."
		default:
			cell[i] = digitString(cands[i])
		}
		width[i%N] = max(width[i%N], len(cell[i])+2)
	}
	var b strings.Builder
	rule := func(r int) {
		edge, mid := byte(':'), byte('+')
		switch r {
		case 0:
			edge, mid = '.', '.'
		case N:
			edge, mid = '\'', '\''
		}
		b.WriteByte(edge)
		for c := 0; c < N; c++ {
			b.WriteString(strings.Repeat("-", width[c]))
			if c%n == n-1 {
				if c == N-1 {
					b.WriteByte(edge)
				} else {
					b.WriteByte(mid)
				}
			}
		}
		b.WriteByte('\n')
	}
	for r := 0; r < N; r++ {
		if r%n == 0 {
			rule(r)
		}
		for c := 0; c < N; c++ {
			if c%n == 0 {
				b.WriteByte('|')
			}
			s := cell[r*N+c]
			b.WriteByte(' ')
			b.WriteString(s)
			b.WriteString(strings.Repeat(" ", width[c]-len(s)-1))
		}
		b.WriteString("|\n")
	}
	rule(N)
	return b.String(), nil
}

// digitString writes a mask of digits 1..9 as the digits in order.
func digitString(m uint64) string {
	var s []byte
	for ; m != 0; m &= m - 1 {
		s = append(s, byte('1'+bits.TrailingZeros64(m)))
	}
	return string(s)
}

// WikiString writes g as SudokuWiki's 162-character string: givens with
// their flag, placed digits without it, every other cell's candidates
// (PositionCandidates), lone ones as digits. 9×9 only, and no digit
// twice in a unit.
func WikiString(g solve.Game[Grid]) (string, error) {
	if g.Puzzle.Order != 3 {
		return "", ErrWikiOrder
	}
	play := g.Play
	if len(play.Cells) != 81 {
		play = g.Puzzle
	}
	cands, err := writable(play, g.Marks)
	if err != nil {
		return "", err
	}
	const digits = "0123456789abcdefghijklmnopqrstuv"
	b := make([]byte, 0, wikiLen)
	for i, v := range play.Cells {
		m, given := cands[i], 0
		if v != 0 {
			m = 1 << (v - 1)
			if g.Puzzle.Cells[i] == v {
				given = 1
			}
		}
		x := int(m)<<1 | given
		b = append(b, digits[x>>5], digits[x&31])
	}
	return string(b), nil
}

// wikiPage is SudokuWiki's solver, which its bd= field loads.
const wikiPage = "https://www.sudokuwiki.org/sudoku.htm?bd="

// WikiLink is the link that opens g in SudokuWiki's solver: its 81
// digits, 0 empty. 9×9 only.
func WikiLink(g Grid) (string, error) {
	if g.Order != 3 {
		return "", ErrWikiOrder
	}
	b := []byte(wikiPage)
	for _, v := range g.Cells {
		b = append(b, '0'+v)
	}
	return string(b), nil
}

// WikiPositionLink is the link that opens the position g in SudokuWiki's
// solver, its candidates with it (WikiString). 9×9 only.
func WikiPositionLink(g solve.Game[Grid]) (string, error) {
	s, err := WikiString(g)
	if err != nil {
		return "", err
	}
	return wikiPage + s, nil
}
