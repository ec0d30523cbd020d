package puzzlefile

import (
	"bytes"
	"strings"

	"grille/solve/pzpr"
	"grille/solve/tatham"
	"grille/solve/textscan"
)

// The Reader, and how it sorts a file's lines by their first field.

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
	// fill is what a hook read besides its puzzle (SetPlay): a
	// func(*solve.Game[P]) for the puzzle's game, taken by play.
	fill any
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
		q := textscan.Quote(text[i:textscan.FieldEnd(text, i)])
		// One format per thing, so that each reads right in French.
		switch what {
		case "URL":
			return r.ErrorAt(text, i, "unexpected %s after the URL", q)
		case "game ID":
			return r.ErrorAt(text, i, "unexpected %s after the game ID", q)
		case "puzzle":
			return r.ErrorAt(text, i, "unexpected %s after the puzzle", q)
		case "row":
			return r.ErrorAt(text, i, "unexpected %s after the row", q)
		}
		return r.ErrorAt(text, i, "unexpected %s after the %s", q, what)
	}
	return nil
}
