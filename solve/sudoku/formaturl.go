package sudoku

import (
	"grille/solve"
	"grille/solve/puzzlefile"
	"grille/solve/pzpr"
	"grille/solve/textscan"
)

// readURL reads a pzprjs sudoku URL: "?sudoku/[pflag/]COLS/ROWS/BODY", any
// host (puzz.link, pzv.jp and their mirrors share the format), BODY in the
// number16 code (see pzpr.Decoder).
func readURL(f *puzzlefile.Field, u pzpr.URL) (Grid, *ParseError) {
	// The sizes are named as written: their values stop growing past 1000.
	nc, _ := textscan.NumberAt(u.Cols, 0, 1000)
	nr, _ := textscan.NumberAt(u.Rows, 0, 1000)
	if nc.Value != nr.Value {
		return Grid{}, f.Errorf(u.RowsAt, "%s but %s", solve.Count{N: nc.Value, Word: "column", As: nc.String()}, solve.Count{N: nr.Value, Word: "row", Key: "grid.row", As: nr.String()})
	}
	N := nc.Value
	if N > MaxOrder*MaxOrder {
		return Grid{}, f.Errorf(u.ColsAt, "grid of %s columns is larger than %d×%d", nc, MaxOrder*MaxOrder, MaxOrder*MaxOrder)
	}
	n := orderOfSide(N)
	if n == 0 {
		return Grid{}, f.Errorf(u.ColsAt, "grid of %s: the side must be a square number, %s", solve.Count{N: nc.Value, Word: "column", As: nc.String()}, sides)
	}
	g := New(n)
	pos := make([]int32, N*N)
	at, msg := pzpr.Decoder{Cols: N, Rows: N}.Decode(f.Tok, u.BodyAt, func(c pzpr.Clue) solve.Text {
		switch {
		case c.Value == pzpr.Unknown:
			return solve.Say("'.' (a given of unknown value) has no place in a sudoku")
		case c.Value < 1 || c.Value > N:
			return solve.Say("value %d out of range 1..%d", c.Value, N)
		}
		g.Cells[c.Index] = uint8(c.Value)
		pos[c.Index] = int32(f.Col(c.At))
		return solve.Text{}
	})
	if err := f.Done(at, msg); err != nil {
		return Grid{}, err
	}
	ln := int32(f.Line())
	return g, parser{f.Reader}.checkRepeats(g, func(cell int) srcPos { return srcPos{ln, pos[cell]} })
}
