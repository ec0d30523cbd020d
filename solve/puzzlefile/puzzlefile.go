// Package puzzlefile is the skeleton of every puzzle type's reader. A file
// holds puzzles one after another, each in a form of its own: a Simon
// Tatham game ID or a puzz.link URL, each one field on its line, or the
// type's own forms (grids of rows, one-line puzzles), which the type reads;
// a JSON file is read whole, as a janko data set. Format finds where each
// puzzle starts, hands it to the type's reader, and keeps the line each
// starts on for ParseOne's complaint.
//
// It exists so that the three types split a file, classify its lines and
// word the errors common to all of them in one way. What is a type's own
// (its grid forms, the parameters of its game ID, what a clue may be) is
// in the hooks of its Format.
//
// Blank lines, lines starting with "#", and a "#" comment after a puzzle
// on its line are ignored. Errors are FILE:LINE:COL (parseerr.Error).
//
// A game file is a puzzle followed directly (no blank line between) by a
// play block: a line "play", then one line per entry of the player's, in
// the type's words ("digit r1c3 4", "rect r1c1 2x3", "bridge r1c1 r1c5 2"),
// up to a blank line or the end of the file; an entry a method found, not
// the player, has the word "solver" before it ("solver digit r1c3 4",
// PlayLine.Solver, solve.Game.Found). Parse checks a play block and
// drops it (a method gets the bare puzzle); ParseGames keeps it.
package puzzlefile

import (
	"bytes"
	"iter"
	"slices"
	"strconv"
	"strings"

	"grille/solve"
	"grille/solve/janko"
	"grille/solve/parseerr"
	"grille/solve/pzpr"
	"grille/solve/tatham"
	"grille/solve/textscan"
)

// Error is the error of every reader.
type Error = parseerr.Error

// Format is one puzzle type's share of the reading. Grid must be set; the
// rest may be left zero. A Format without GameID reads a field that looks
// like a game ID ("12:3") as an error, "this type has no game IDs"; one
// without URL a URL, "this type has no puzz.link URLs"; one without Play a
// play block, "… has no play block": never a panic.
type Format[P any] struct {
	// URLTypes are the puzzle types of pzprjs URLs read as this one; the
	// first names it in messages (needed with URL). A field that holds one of URLMarks
	// ("?sudoku/") is a URL even without its host.
	URLTypes, URLMarks []string
	// Game is the name of Tatham's game, for messages; GameIDParam tells
	// the characters its game ID parameters may have (nil: digits,
	// lower-case letters and '.').
	Game        string
	GameIDParam func(c byte) bool
	// Skip tells lines that hold no puzzle besides blank and comment lines
	// (sudoku's box rules, "------+-------"). It sees the line from its
	// first non-blank character.
	Skip func(t []byte) bool
	// ByteCols makes columns in errors count bytes rather than characters,
	// as the sudoku reader always has.
	ByteCols bool

	// Grid reads a puzzle of the type's own forms whose first line is text,
	// its first field starting at offset start; it reads the block's other
	// lines from r.
	Grid func(r *Reader, text []byte, start int) (P, *Error)
	// OneLine tells the type's own forms that a puzzle ends on its first
	// line (sudoku's 81 digits), given that line from offset start. A grid
	// read wrong on its first line costs the reader the rows under it as
	// well, which are that grid's and not another puzzle, unless OneLine
	// says it is a one-line form; nil: no such form.
	OneLine func(t []byte) bool
	// GameID reads a game ID from its parameters and its description,
	// which starts at offset desc of f.Tok; a random seed has been refused.
	GameID func(f *Field, params []byte, desc int) (P, *Error)
	// URL reads a URL whose type and size fields have been checked to be
	// this type's and numbers.
	URL func(f *Field, u pzpr.URL) (P, *Error)
	// Play reads one line of a play block into g (see the package
	// comment), the line's first field starting at offset start; Clone
	// copies a puzzle, so that g.Play starts as the puzzle and is the
	// hook's own. A type without them has no play block.
	Play  func(r *Reader, g *solve.Game[P], text []byte, start int) *Error
	Clone func(P) P
	// Janko makes a file that starts with '{' or '[' (after blanks) read
	// as a janko data set (package janko), its problems in the forms
	// above: Parse returns them, without their solutions.
	Janko bool
}

// Parse reads every puzzle in data. name is used only in errors. It fails
// on the first error, and when data holds no puzzle.
func (f *Format[P]) Parse(name string, data []byte) ([]P, error) {
	gs, _, err := f.parse(name, data, true)
	if err != nil {
		return nil, err
	}
	if len(gs) == 0 {
		return nil, noPuzzle(name)
	}
	ps := make([]P, len(gs))
	for i, g := range gs {
		ps[i] = g.Puzzle
	}
	return ps, nil
}

// ParseGames is Parse keeping each puzzle's play block: the games of a
// file (Open).
func (f *Format[P]) ParseGames(name string, data []byte) ([]solve.Game[P], error) {
	gs, _, err := f.parse(name, data, true)
	if err != nil {
		return nil, err
	}
	if len(gs) == 0 {
		return nil, noPuzzle(name)
	}
	return gs, nil
}

// ParseGame is ParseGames for exactly one game (Paste, the window's memory).
func (f *Format[P]) ParseGame(name string, data []byte) (solve.Game[P], error) {
	return f.oneGame(name, data, true)
}

// ParseOne is Parse for exactly one puzzle, as the Paste command wants.
func (f *Format[P]) ParseOne(name string, data []byte) (P, error) {
	return f.one(name, data, true)
}

// ParseJanko reads a janko data set, its problems in the type's text
// forms, its solutions with solution (see janko.Read), and returns the line
// each puzzle starts on too.
func (f *Format[P]) ParseJanko(name string, data []byte, solution func(p P, e janko.Entry) (P, string)) ([]janko.Named[P], []int, error) {
	problem := func(text []byte) (P, error) { return f.one("", text, false) }
	return janko.Read(name, data, problem, solution)
}

func (f *Format[P]) one(name string, data []byte, json bool) (P, error) {
	g, err := f.oneGame(name, data, json)
	return g.Puzzle, err
}

func (f *Format[P]) oneGame(name string, data []byte, json bool) (solve.Game[P], error) {
	var zero solve.Game[P]
	gs, starts, err := f.parse(name, data, json)
	switch {
	case err != nil:
		return zero, err
	case len(gs) == 0:
		return zero, noPuzzle(name)
	case len(gs) > 1:
		return zero, &Error{File: name, Line: starts[1], Msg: "found " + textscan.Plural(len(gs), "puzzle") + ", want one"}
	}
	return gs[0], nil
}

func noPuzzle(name string) *Error { return &Error{File: name, Line: 1, Msg: "no puzzle found"} }

// parse reads the puzzles of data and the line each starts on; it stops
// at the first error.
func (f *Format[P]) parse(name string, data []byte, json bool) ([]solve.Game[P], []int, error) {
	var ps []solve.Game[P]
	var starts []int
	var first error
	f.each(name, data, json, true, func(p solve.Game[P], line int, err error) bool {
		if err != nil {
			first = err
			return false
		}
		ps, starts = append(ps, p), append(starts, line)
		return true
	})
	if first != nil {
		return nil, nil, first
	}
	return ps, starts, nil
}

// Each yields the puzzles of data one at a time, in order, each with nil
// or with the error that kept it from being read; after a bad puzzle it
// goes on with the next one (the next line, or past the end of the bad
// block of lines), so that one bad puzzle does not cost a file its good
// ones. An error of the file itself (not a puzzle's) ends it; a file with
// no puzzle yields "no puzzle found".
func (f *Format[P]) Each(name string, data []byte) iter.Seq2[P, error] {
	return func(yield func(P, error) bool) {
		n := 0
		var zero P
		f.each(name, data, true, false, func(g solve.Game[P], _ int, err error) bool {
			n++
			return yield(g.Puzzle, err)
		})
		if n == 0 {
			yield(zero, noPuzzle(name))
		}
	}
}

// each reads data, calling yield with each game and the line it starts
// on, or with an error; yield returns false to stop. Without games, a
// game's Play is its Puzzle itself unless a play block follows (Each
// yields the puzzle only: a copy per puzzle is a batch's cost for nothing).
func (f *Format[P]) each(name string, data []byte, json, games bool, yield func(solve.Game[P], int, error) bool) {
	var zero solve.Game[P]
	data = textscan.TrimBOM(data)
	if t := bytes.TrimLeft(data, " \t\r\n"); json && f.Janko && len(t) > 0 && (t[0] == '{' || t[0] == '[') {
		named, lines, err := f.ParseJanko(name, data, nil)
		if err != nil {
			yield(zero, 0, err)
			return
		}
		for i, n := range named {
			if !yield(f.game(n.Puzzle), lines[i], nil) {
				return
			}
		}
		return
	}
	// Whether every URL mark holds a '/', asked once a file, not a line.
	slash := f.marksHaveSlash()
	classify := func(text []byte) (kind, int) { return f.classify(text, slash) }
	r := &Reader{Lines: textscan.NewLines(name, data), byteCols: f.ByteCols, classify: classify}
	failed := false // the last puzzle read was bad
	for {
		text, ok, err := r.Next()
		if err != nil {
			yield(zero, 0, err)
			return
		}
		if !ok {
			return
		}
		kind, start := r.kindOf(text)
		if kind == none {
			continue
		}
		line := r.Line()
		var p P
		var perr *Error
		rows := false // a grid refused on its first line, its rows unread
		switch kind {
		case playLine:
			if failed {
				// The play block of a puzzle already reported bad.
				for {
					if _, more, err := r.NextInBlock(true); err != nil || !more {
						break
					}
				}
				failed = false
				continue
			}
			perr = r.ErrorAt(text, start, "a play block follows its puzzle directly: no puzzle ends on the line above")
		case urlLine:
			p, perr = f.url(r.field(text, start, "URL"))
		case gameIDLine:
			p, perr = f.gameID(r.field(text, start, "game ID"))
		default:
			p, perr = f.Grid(r, text, start)
			rows = perr != nil && perr.Line == line && r.Line() == line && (f.OneLine == nil || !f.OneLine(text[start:]))
		}
		var g solve.Game[P]
		if perr == nil {
			g, perr = f.play(r, p, games)
		}
		failed = perr != nil
		if perr != nil {
			if !yield(zero, line, perr) {
				return
			}
			if perr.Line > line || rows {
				// The puzzle's block went wrong below its first line, or a
				// grid on its first one: the rest of the block is its own,
				// not another puzzle. (Below a grid's first line, a game ID
				// or a URL still starts a puzzle of its own.)
				for {
					if _, more, err := r.NextInBlock(rows); err != nil || !more {
						break
					}
				}
			}
			continue
		}
		if !yield(g, line, nil) {
			return
		}
	}
}

// game is p with nothing played.
func (f *Format[P]) game(p P) solve.Game[P] {
	g := solve.Game[P]{Puzzle: p, Play: p}
	if f.Clone != nil {
		g.Play = f.Clone(p)
	}
	return g
}

// play reads the play block that follows the puzzle p just read, if there
// is one. Without copy, g.Play is p itself when no block follows.
func (f *Format[P]) play(r *Reader, p P, copy bool) (solve.Game[P], *Error) {
	g := solve.Game[P]{Puzzle: p, Play: p}
	if copy {
		g = f.game(p)
	}
	text, ok, err := r.Next()
	if err != nil {
		return g, err
	}
	if !ok {
		return g, nil
	}
	if k, start := r.kindOf(text); k != playLine {
		r.Unread()
		return g, nil
	} else if f.Play == nil {
		if len(f.URLTypes) == 0 {
			return g, r.ErrorAt(text, start, "this type has no play block")
		}
		return g, r.ErrorAt(text, start, "a %s has no play block", f.URLTypes[0])
	}
	if !copy {
		g = f.game(p) // the hook writes into g.Play
	}
	return f.playBlock(r, g)
}

// playBlock reads a play block's entries into g.Play. It is play's but
// its own function: the hook takes &g, which puts g on the heap, and a
// puzzle without a block should not pay for that.
func (f *Format[P]) playBlock(r *Reader, g solve.Game[P]) (solve.Game[P], *Error) {
	for {
		text, ok, err := r.NextInBlock(true)
		if err != nil {
			return g, err
		}
		if !ok {
			return g, nil
		}
		start := 0
		for start < len(text) && textscan.IsSpace(text[start]) {
			start++
		}
		if err := f.Play(r, &g, text, start); err != nil {
			return g, err
		}
	}
}

// kind sorts a line by its first field.
type kind int

const (
	none       kind = iota // blank, comment, or what Skip skips
	gridLine               // the type's own forms
	gameIDLine             // a field that starts like a game ID
	urlLine                // a field that looks like a URL
	playLine               // "play": a play block starts
)

// classify sorts a line; start is the offset of its first field.
// marksSlash is f.marksHaveSlash().
func (f *Format[P]) classify(text []byte, marksSlash bool) (k kind, start int) {
	for start < len(text) && textscan.IsSpace(text[start]) {
		start++
	}
	t := text[start:]
	if len(t) == 0 || t[0] == '#' || f.Skip != nil && f.Skip(t) {
		return none, start
	}
	// A line of grid values (most lines of most files) is told at once:
	// neither "play", nor a URL (the prefixes, the hosts and marks with
	// a '/' have one), nor a game ID (which starts with a digit).
	if t[0] != 'p' && (t[0] < '0' || t[0] > '9') && marksSlash && bytes.IndexByte(t, '/') < 0 {
		return gridLine, start
	}
	tok := t[:textscan.FieldEnd(t, 0)]
	switch {
	case string(tok) == "play" && textscan.Junk(t, len(tok)) < 0:
		return playLine, start
	case pzpr.LooksLikeURL(tok, f.URLMarks...):
		return urlLine, start
	case tatham.IsGameID(tok, f.gameIDParam()):
		return gameIDLine, start
	}
	return gridLine, start
}

// gameIDParam is GameIDParam, or for a type without one the characters
// of most game IDs' parameters: a type without game IDs still tells one,
// to say it reads none.
func (f *Format[P]) gameIDParam() func(c byte) bool {
	if f.GameIDParam != nil {
		return f.GameIDParam
	}
	return anyGameIDParam
}

func anyGameIDParam(c byte) bool { return '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || c == '.' }

// marksHaveSlash reports whether every URL mark holds a '/', so that a
// line without one holds none.
func (f *Format[P]) marksHaveSlash() bool {
	for _, m := range f.URLMarks {
		if strings.IndexByte(m, '/') < 0 {
			return false
		}
	}
	return true
}

// gameID checks what every game ID has, and leaves the rest to the hook.
func (f *Format[P]) gameID(fd *Field) (P, *Error) {
	if f.GameID == nil {
		var zero P
		return zero, fd.Errorf(0, "this type has no game IDs: %s reads as one", textscan.Quote(fd.Tok))
	}
	if hash := tatham.SeedAt(fd.Tok); hash >= 0 {
		var zero P
		return zero, fd.Errorf(hash, "%s is a %s random seed, not a puzzle: copy the game ID (Game > Specific) instead", textscan.Quote(fd.Tok), f.Game)
	}
	colon := bytes.IndexByte(fd.Tok, ':')
	return f.GameID(fd, fd.Tok[:colon], colon+1)
}

// url checks what every URL has, and leaves the rest to the hook.
func (f *Format[P]) url(fd *Field) (P, *Error) {
	var zero P
	if f.URL == nil || len(f.URLTypes) == 0 {
		return zero, fd.Errorf(0, "this type has no puzz.link URLs")
	}
	u, ok := pzpr.Split(fd.Tok)
	switch {
	case !ok:
		return zero, fd.Errorf(0, "URL has no puzzle (want https://puzz.link/p?%s/COLUMNS/ROWS/...)", f.URLTypes[0])
	case !slices.Contains(f.URLTypes, string(u.Type)):
		return zero, fd.Errorf(u.TypeAt, "puzz.link puzzle type %s is not %s", textscan.Quote(u.Type), f.URLTypes[0])
	case !u.HasSize():
		return zero, fd.Errorf(u.ColsAt, "want COLUMNS/ROWS after %s/ in the URL", u.Type)
	}
	return f.URL(fd, u)
}

// Reader reads the lines of a file for a Format's hooks: textscan.Lines,
// and the means to place errors and to read a block of lines.
type Reader struct {
	textscan.Lines
	byteCols bool
	classify func(text []byte) (kind, int)
	// The last line kindOf sorted, and how: after a puzzle the next line
	// is read and sorted to know whether a play block follows, then read
	// again as the next puzzle's.
	sorted      []byte
	sortedKind  kind
	sortedStart int
	cells       []uint8 // what is left of the block Cells cuts from
}

// Cells returns n zero bytes for a puzzle's cells, cut from a block the
// Reader shares among the next puzzles it reads (a few thousand bytes), so
// that a file of small puzzles costs an allocation every few dozen of
// them, not one each. The slice's capacity is n: appending to it copies.
// A block stays in memory as long as one of its puzzles does.
func (r *Reader) Cells(n int) []uint8 {
	const block = 4096
	if n > block/8 {
		return make([]uint8, n)
	}
	if len(r.cells) < n {
		r.cells = make([]uint8, block)
	}
	c := r.cells[:n:n]
	r.cells = r.cells[n:]
	return c
}

// kindOf sorts the line text (classify), once however often it is read.
func (r *Reader) kindOf(text []byte) (kind, int) {
	if len(text) > 0 && len(r.sorted) == len(text) && &r.sorted[0] == &text[0] {
		return r.sortedKind, r.sortedStart
	}
	k, start := r.classify(text)
	r.sorted, r.sortedKind, r.sortedStart = text, k, start
	return k, start
}

// Col is the column, from 1, of byte offset i of the line text (clamped
// to its end), in bytes or characters as the Format counts them.
func (r *Reader) Col(text []byte, i int) int {
	if r.byteCols {
		return min(i, len(text)) + 1
	}
	return textscan.Col(text, i)
}

// ErrorAt is the error at byte offset i of text, the line just read.
func (r *Reader) ErrorAt(text []byte, i int, format string, args ...any) *Error {
	return r.Errorf(r.Line(), r.Col(text, i), format, args...)
}

// NextInBlock returns the next line of the block being read, skipping
// comment lines (and those Skip skips). ok is false at a blank line, which
// is consumed, and at the end of the input; with stop, also at a line that
// starts a game ID or a URL, which is left for the next puzzle. A play
// block's "play" line always ends a block and is left for the next read.
func (r *Reader) NextInBlock(stop bool) (text []byte, ok bool, err *Error) {
	for {
		text, ok, err := r.Next()
		if err != nil || !ok {
			return nil, false, err
		}
		k, start := r.kindOf(text)
		switch {
		case k == none && start == len(text):
			return nil, false, nil
		case k == none:
			continue
		case k == playLine || stop && k != gridLine:
			r.Unread()
			return nil, false, nil
		}
		return text, true, nil
	}
}

// Trailing refuses anything but blanks and a "#" comment after offset end
// of text, the end of a puzzle that must stand alone on its line, so that
// two puzzles run together on one line are not half read.
func (r *Reader) Trailing(text []byte, end int, what string) *Error {
	if i := textscan.Junk(text, end); i >= 0 {
		return r.ErrorAt(text, i, "unexpected %s after the %s", textscan.Quote(text[i:textscan.FieldEnd(text, i)]), what)
	}
	return nil
}

// Field is a puzzle that is one field of its line: a game ID or a URL.
type Field struct {
	*Reader
	Text       []byte // the line
	Start, End int    // the field's bytes in Text
	Tok        []byte // Text[Start:End]
	what       string // "game ID" or "URL", for messages
}

func (r *Reader) field(text []byte, start int, what string) *Field {
	end := textscan.FieldEnd(text, start)
	return &Field{Reader: r, Text: text, Start: start, End: end, Tok: text[start:end], what: what}
}

// Errorf is the error at byte offset i of the field (clamped to its end).
func (f *Field) Errorf(i int, format string, args ...any) *Error {
	return f.ErrorAt(f.Text, f.Start+min(i, len(f.Tok)), format, args...)
}

// Col is the column of byte offset i of the field.
func (f *Field) Col(i int) int { return f.Reader.Col(f.Text, f.Start+i) }

// Done ends the reading of the field: the error of its decoder when msg is
// not empty (at byte at of the field), else that of anything after it but
// a comment.
func (f *Field) Done(at int, msg string) *Error {
	if msg != "" {
		return f.Errorf(at, "%s", msg)
	}
	return f.Reader.Trailing(f.Text, f.End, f.what)
}

// WriteGrid appends cells (row-major, cols a row, 0 empty) as the grid
// text every type reads: a line a row, clues in decimal, empty cells as
// empty, one space between two cells, a newline after each row.
func WriteGrid[V ~int | ~uint8](b *strings.Builder, cells []V, cols int, empty string) {
	b.Grow(3 * len(cells))
	for i, v := range cells {
		if i%cols != 0 {
			b.WriteByte(' ')
		}
		if v == 0 {
			b.WriteString(empty)
		} else {
			b.WriteString(strconv.Itoa(int(v)))
		}
		if i%cols == cols-1 {
			b.WriteByte('\n')
		}
	}
}
