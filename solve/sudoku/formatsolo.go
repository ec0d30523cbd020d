package sudoku

import (
	"strings"

	"grille/solve"
	"grille/solve/puzzlefile"
	"grille/solve/tatham"
	"grille/solve/textscan"
)

// readSolo reads a Solo game ID. Solo's parameters are "CxR" (boxes of R
// rows by C columns; C alone means CxC), then flags: j jigsaw, x
// X-diagonals, k killer (all refused here: their rules differ), and the
// generator's symmetry (r2, r4, m2, md2, m4, md4, m8, a) and difficulty
// (dt, db, di, da, de, du), which do not change the puzzle and are ignored.
func readSolo(f *puzzlefile.Field, params []byte, desc int) (Grid, *ParseError) {
	bad := func(i int, format string, args ...any) (Grid, *ParseError) {
		return Grid{}, f.Errorf(i, format, args...)
	}
	c, r, i := tatham.Size(params, 1000)
	for i < len(params) {
		switch flag := params[i]; flag {
		case 'j':
			return bad(i, "Solo jigsaw puzzles are not supported, only plain sudoku")
		case 'x':
			return bad(i, "Solo X puzzles (with diagonals) are not supported, only plain sudoku")
		case 'k':
			return bad(i, "Solo killer puzzles are not supported, only plain sudoku")
		case 'a':
			i++
		case 'r', 'm':
			i++
			if flag == 'm' && i < len(params) && params[i] == 'd' {
				i++
			}
			_, i = textscan.DecimalAt(params, i, 0)
		case 'd':
			if i++; i < len(params) && strings.IndexByte("tbiaeu", params[i]) >= 0 {
				i++
			}
		default:
			return bad(i, "unknown Solo parameter %q in %s", flag, quoteTok(params))
		}
	}
	// c and r are named as written: their values stop growing past 1000.
	if c.Value != r.Value {
		return bad(0, "Solo %sx%s has boxes of %s×%s: only square boxes are supported", c, r, r, c)
	}
	n := c.Value
	if n < MinOrder || n > MaxOrder {
		grid := solve.Say("is a %d×%d grid", n*n, n*n)
		if n > 1000 {
			grid = solve.Say("is larger than %d×%d", MaxOrder*MaxOrder, MaxOrder*MaxOrder)
		}
		return bad(0, "Solo %sx%s %s; supported sides are %s", c, r, grid, sides)
	}
	N := n * n
	g := New(n)
	cols := make([]int32, N*N)
	tok := f.Tok
	at, msg := tatham.Decoder{Cols: N, Rows: N, Sep: true}.Decode(tok, desc, func(j int) (int, int, solve.Text) {
		switch ch := tok[j]; {
		case ch == ',':
			return 0, j, solve.Say("unexpected ',' (jigsaw or killer data) in a plain Solo game ID")
		case ch < '1' || ch > '9':
			return 0, j, solve.Text{}
		}
		v, e := textscan.DecimalAt(tok, j, N)
		if v > N {
			return 0, e, solve.Say("value %s out of range 1..%d", textscan.ShortenBytes(tok[j:e]), N)
		}
		return v, e, solve.Text{}
	}, func(k, v, at int) {
		g.Cells[k] = uint8(v)
		cols[k] = int32(f.Col(at))
	})
	if err := f.Done(at, msg); err != nil {
		return Grid{}, err
	}
	ln := int32(f.Line())
	return g, parser{f.Reader}.checkRepeats(g, func(cell int) srcPos { return srcPos{ln, cols[cell]} })
}
