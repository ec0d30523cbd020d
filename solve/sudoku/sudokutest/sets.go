// Package sudokutest loads the public Sudoku sets (../shared/data/sudoku,
// one puzzle a line) for benchmarks and optional tests of every Sudoku
// method.
package sudokutest

import (
	"testing"

	"grille/solve/benchdata"
	"grille/solve/sudoku"
)

// Set parses the set name (e.g. "magictour_top1465.txt"), one one-line
// puzzle a line; tb is skipped when the set is absent and fails on a line
// that does not parse.
func Set(tb testing.TB, name string) []sudoku.Grid {
	tb.Helper()
	lines := benchdata.Lines(tb, "sudoku/"+name)
	gs := make([]sudoku.Grid, len(lines))
	for i, line := range lines {
		g, err := sudoku.ParseOne(name, []byte(line))
		if err != nil {
			tb.Fatalf("%s line %d: %v", name, i+1, err)
		}
		gs[i] = g
	}
	return gs
}
