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
	"strconv"
	"strings"

	"grille/solve"
	"grille/solve/janko"
	"grille/solve/parseerr"
	"grille/solve/pzpr"
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
	// Link reads a URL of another site than puzz.link's kind (a
	// SudokuWiki link): ok false leaves the field to URL.
	Link func(f *Field) (p P, err *Error, ok bool)
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
		return zero, parseerr.Errorf(name, starts[1], 0, "found %s, want one", solve.Count{N: len(gs), Word: "puzzle"})
	}
	return gs[0], nil
}

func noPuzzle(name string) *Error { return parseerr.Errorf(name, 1, 0, "no puzzle found") }

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

// EachGame is Each keeping each puzzle's play block (and a position's
// marks): the games of a file one at a time.
func (f *Format[P]) EachGame(name string, data []byte) iter.Seq2[solve.Game[P], error] {
	return func(yield func(solve.Game[P], error) bool) {
		n := 0
		f.each(name, data, true, true, func(g solve.Game[P], _ int, err error) bool {
			n++
			return yield(g, err)
		})
		if n == 0 {
			yield(solve.Game[P]{}, noPuzzle(name))
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
		r.fill = nil // a hook's, left by a puzzle it then refused
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
