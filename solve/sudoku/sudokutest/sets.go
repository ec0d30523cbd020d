// Package sudokutest loads the public Sudoku sets (../shared/data/sudoku,
// one puzzle a line) for benchmarks and optional tests of every Sudoku
// method, and holds the grids and helpers their tests share.
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

// Parse parses one puzzle (any format sudoku.ParseOne reads); tb fails when
// it does not parse.
func Parse(tb testing.TB, s string) sudoku.Grid {
	tb.Helper()
	g, err := sudoku.ParseOne("test", []byte(s))
	if err != nil {
		tb.Fatal(err)
	}
	return g
}

// Pattern is a valid full grid of order n: ((r%n)*n + r/n + c) % N + 1
// (shifted rows).
func Pattern(n int) sudoku.Grid {
	g := sudoku.New(n)
	N := n * n
	for r := 0; r < N; r++ {
		for c := 0; c < N; c++ {
			g.Set(r, c, ((r%n)*n+r/n+c)%N+1)
		}
	}
	return g
}

// UniqueBlanks blanks one cell per row of Pattern(n): each blank is then
// the one digit its row lacks, so the puzzle has exactly one solution
// whatever method looks at it.
func UniqueBlanks(n int) sudoku.Grid {
	g := Pattern(n)
	N := n * n
	for r := 0; r < N; r++ {
		g.Set(r, (r*7+3)%N, 0)
	}
	return g
}
