package sudoku

import (
	"bytes"

	"grille/solve"
	"grille/solve/textscan"
)

// The grid file: N rows of N values (see format.go).

// split splits a grid row into its values: "|" separates them too, and a
// "#" inside one starts a comment.
var split = textscan.Splitter{Sep: '|'}

// gridValue reads one value of a grid file.
func gridValue(tok []byte, N int) (int, solve.Text) {
	if len(tok) == 1 && tok[0] == '.' {
		return 0, solve.Text{}
	}
	digits := true
	v := 0
	for _, c := range tok {
		if c < '0' || c > '9' {
			digits = false
			break
		}
		if v <= N {
			v = v*10 + int(c-'0')
		}
	}
	if digits {
		if v > N {
			return 0, solve.Say("value %s out of range 0..%d", textscan.ShortenBytes(tok), N)
		}
		return v, solve.Text{}
	}
	isLetter := len(tok) == 1 && ('a' <= tok[0] && tok[0] <= 'z' || 'A' <= tok[0] && tok[0] <= 'Z')
	if isLetter && N == 36 {
		// Solo's text writes 10 as 'a', Symbol writes 36 as 'a': refuse
		// rather than guess.
		return 0, solve.Say("letter %q is ambiguous in a 36×36 grid file: write numbers", tok[0])
	}
	if isLetter && N > 9 {
		v, msg := symbolValue(tok[0], N)
		if !msg.IsZero() {
			return 0, msg
		}
		if v > N {
			return 0, solve.Say("value %d (%q) out of range 0..%d", v, tok[0], N)
		}
		return v, solve.Text{}
	}
	return 0, solve.Say("unexpected %s: want a number 0..%d or \".\"", quoteTok(tok), N)
}

func (p parser) gridFile(first []byte) (Grid, *ParseError) {
	N := split.Count(first)
	if N > MaxOrder*MaxOrder {
		// Refuse before reading on: a huge file must not cost a huge grid.
		return Grid{}, p.Errorf(p.Line(), 0, "grid of %d columns is larger than %d×%d", N, MaxOrder*MaxOrder, MaxOrder*MaxOrder)
	}
	n := orderOfSide(N)
	if n == 0 {
		return Grid{}, p.Errorf(p.Line(), 0, "grid of %s: the side must be a square number, %s", solve.Count{N: N, Word: "column"}, sides)
	}
	g := New(n)
	pos := make([]srcPos, N*N)
	var marks []uint64 // a pencil-mark grid's candidates (formatpm.go)
	text := first
	for r := 0; ; {
		if err := p.gridRow(text, r, g, pos, &marks); err != nil {
			return Grid{}, err
		}
		lastRow := p.Line()
		if r++; r == N {
			break
		}
		var ok bool
		var err *ParseError
		if text, ok, err = p.NextInBlock(false); err != nil {
			return Grid{}, err
		}
		if !ok {
			return Grid{}, p.Errorf(lastRow, 0, "%s but %s", solve.Count{N: N, Word: "column"}, solve.Count{N: r, Word: "row", Key: "grid.row"})
		}
	}
	// Rows after the last one mean the grid is taller than wide; count them
	// for the message, as long as the block goes on.
	extra, firstExtra := 0, 0
	for {
		_, ok, err := p.NextInBlock(false)
		if err != nil {
			return Grid{}, err
		}
		if !ok {
			break
		}
		if extra == 0 {
			firstExtra = p.Line()
		}
		extra++
	}
	if extra > 0 {
		return Grid{}, p.Errorf(firstExtra, 0, "%s but %s (separate grids by a blank line)", solve.Count{N: N, Word: "column"}, solve.Count{N: N + extra, Word: "row", Key: "grid.row"})
	}
	if err := p.checkRepeats(g, func(cell int) srcPos { return pos[cell] }); err != nil {
		return Grid{}, err
	}
	if marks != nil {
		setMarks(p.Reader, marks)
	}
	return g, nil
}

func (p parser) gridRow(text []byte, r int, g Grid, pos []srcPos, marks *[]uint64) *ParseError {
	N := g.Size()
	if k := split.Count(text); k != N {
		// A short row is pointed at just past its last number, where the
		// next one was expected.
		at := len(bytes.TrimRight(text, " \t"))
		if k > N {
			i := 0
			split.Each(text, func(s, _ int) {
				if i == N {
					at = s
				}
				i++
			})
		}
		return p.ErrorAt(text, at, "row %d has %s, want %d", r+1, solve.Count{N: k, Word: "number"}, N)
	}
	var perr *ParseError
	c := 0
	split.Each(text, func(s, e int) {
		if perr != nil {
			return
		}
		if m := candidates(text[s:e], N); m != 0 {
			if *marks == nil {
				*marks = make([]uint64, N*N)
			}
			(*marks)[r*N+c] = m
			pos[r*N+c] = srcPos{int32(p.Line()), int32(s + 1)}
			c++
			return
		}
		v, msg := gridValue(text[s:e], N)
		if !msg.IsZero() {
			perr = p.ErrorAt(text, s, "%s", msg)
			return
		}
		g.Cells[r*N+c] = uint8(v)
		pos[r*N+c] = srcPos{int32(p.Line()), int32(s + 1)}
		c++
	})
	return perr
}
