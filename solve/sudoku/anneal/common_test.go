package anneal

import (
	"testing"

	"grille/solve/sudoku"
)

const (
	easy9 = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	top1  = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
)

func mustGrid(tb testing.TB, s string) sudoku.Grid {
	tb.Helper()
	g, err := sudoku.ParseOne("test", []byte(s))
	if err != nil {
		tb.Fatal(err)
	}
	return g
}
