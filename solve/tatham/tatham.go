// Package tatham reads and writes the cell description of the game IDs of
// Simon Tatham's puzzles, "PARAMS:DESC", as Solo (sudoku), Rectangles
// (shikaku) and Bridges (hashi) write it: 'a' to 'z' a run of 1 to 26
// empty cells, and the clues between the runs, in row-major order (solo.c
// encode_grid and validate_grid_desc, rect.c new_game_desc and
// validate_desc, bridges.c encode_game and validate_desc).
//
// It exists so that the three parsers read and write that code one way and
// say the same things about a broken game ID. The parameters, and what a
// clue may be, differ by puzzle, and stay with each puzzle.
package tatham

import (
	"bytes"
	"strconv"
	"strings"

	"grille/solve"
	"grille/solve/textscan"
)

// IsGameID reports whether a field is to be read as a game ID: it starts
// with a digit and holds a ':' (or, for a random seed, a '#') after
// parameters made of the characters param allows. A nil param is a type
// without game IDs: nothing is one.
func IsGameID(tok []byte, param func(c byte) bool) bool {
	if param == nil || len(tok) == 0 || tok[0] < '0' || tok[0] > '9' {
		return false
	}
	// The first ':' or '#', by two looks for one byte each (IndexAny
	// costs ten times as much on a line of digits).
	i := bytes.IndexByte(tok, ':')
	if hash := bytes.IndexByte(tok, '#'); hash >= 0 && (i < 0 || hash < i) {
		i = hash
	}
	if i < 0 {
		return false
	}
	for _, c := range tok[:i] {
		if !param(c) {
			return false
		}
	}
	return true
}

// Size reads the "W[xH]" every game ID's parameters start with: the
// width, and the height (the width when not given), their values capped
// just above limit (see textscan.NumberAt), and the offset past them. An
// 'x' that no digit follows is left unread.
func Size(params []byte, limit int) (w, h textscan.Number, end int) {
	w, end = textscan.NumberAt(params, 0, limit)
	h = w
	if end+1 < len(params) && params[end] == 'x' && '0' <= params[end+1] && params[end+1] <= '9' {
		h, end = textscan.NumberAt(params, end+1, limit)
	}
	return w, h, end
}

// SeedAt returns the offset of the '#' of a random seed ("7x7#12345", what
// the games' Game > Random Seed shows), or -1 when tok is a game ID. A seed
// names no puzzle without Tatham's generator.
func SeedAt(tok []byte) int {
	colon := bytes.IndexByte(tok, ':')
	if hash := bytes.IndexByte(tok, '#'); hash >= 0 && (colon < 0 || hash < colon) {
		return hash
	}
	return -1
}

// Decoder reads the description of a grid of Cols×Rows cells.
type Decoder struct {
	Cols, Rows int
	// Sep allows '_' between two clues that would run together (Solo and
	// Rectangles write multi-digit clues; Bridges' are one character).
	Sep bool
}

// Decode reads the description at tok[i:]. For each character that is no
// run letter (nor '_', with Sep), clue reads the clue at tok[j:] and
// returns its value and the offset past it, a message to refuse it, or
// end == j and no message for a character that is no clue at all; put then
// stores the clue of cell k (row-major) read at offset at, once it is known
// to lie inside the grid. As Tatham's validate_desc does, a description
// that runs past the last cell or stops before it is refused. Decode
// returns the offset and the message of the first error, or a zero msg.
func (d Decoder) Decode(tok []byte, i int, clue func(j int) (v, end int, msg solve.Text), put func(k, v, at int)) (at int, msg solve.Text) {
	cells := d.Cols * d.Rows
	k := 0
	for j := i; j < len(tok); {
		c := tok[j]
		switch {
		case 'a' <= c && c <= 'z':
			if k += int(c-'a') + 1; k > cells {
				return j, d.past()
			}
			j++
			continue
		case c == '_' && d.Sep:
			j++
			continue
		}
		v, end, msg := clue(j)
		switch {
		case !msg.IsZero():
			return j, msg
		case end <= j:
			return j, solve.Say("unexpected %s in the game description", textscan.QuoteAt(tok, j))
		case k == cells:
			return j, d.past()
		}
		put(k, v, j)
		k++
		j = end
	}
	if k < cells {
		return len(tok), solve.Say("the game description ends after %d of %s", k, solve.Count{N: cells, Word: "cell"})
	}
	return 0, solve.Text{}
}

func (d Decoder) past() solve.Text {
	return solve.Say("the game description runs past the %s of a %d×%d grid", solve.Count{N: d.Cols * d.Rows, Word: "cell"}, d.Cols, d.Rows)
}

// Encode appends the description of cells (row-major, 0 empty) as the
// games' encoders write it, byte for byte: runs of empty cells as 'a' to
// 'z' (longer runs as z…), clues in decimal, and, with sep, '_' between two
// clues that would otherwise run together (never at the start or the end).
func Encode[V ~int | ~uint8](b *strings.Builder, cells []V, sep bool) {
	run := 0
	flush := func() {
		for ; run > 26; run -= 26 {
			b.WriteByte('z')
		}
		if run > 0 {
			b.WriteByte(byte('a' - 1 + run))
		}
		run = 0
	}
	clue := false // the last thing written is a clue
	for _, v := range cells {
		if v == 0 {
			run++
			continue
		}
		if run > 0 {
			flush()
		} else if clue && sep {
			b.WriteByte('_')
		}
		b.WriteString(strconv.Itoa(int(v)))
		clue = true
	}
	flush()
}
