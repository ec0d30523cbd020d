// Package shikakutest loads the janko Shikaku set (../shared/data/shikaku,
// 501 puzzles with their solutions; not copied into the repository, its
// licence being unclear) for the benchmarks of the Shikaku methods, and
// holds the puzzles and helpers their tests share.
package shikakutest

import (
	"os"
	"testing"

	"grille/solve/benchdata"
	"grille/solve/shikaku"
)

// Janko parses the set; tb is skipped when it is absent.
func Janko(tb testing.TB) []shikaku.Named {
	tb.Helper()
	data, err := os.ReadFile(benchdata.Path(tb, "shikaku/janko_puzzlekit/Shikaku_dataset.json"))
	if err != nil {
		tb.Fatal(err)
	}
	named, err := shikaku.ParseJankoJSON(data)
	if err != nil {
		tb.Fatal(err)
	}
	return named
}

// Parse parses one puzzle (any format shikaku.ParseOne reads); tb fails
// when it does not parse.
func Parse(tb testing.TB, s string) shikaku.Puzzle {
	tb.Helper()
	p, err := shikaku.ParseOne("test", []byte(s))
	if err != nil {
		tb.Fatal(err)
	}
	return p
}

// Hall is the conformance suite's hard case: infeasible for a reason no
// counting sees. Two R×w blocks (R, w odd) of dominoes — clue 2 on every
// cell with i+j even, so a rectangle is a domino pairing a clue cell with a
// free neighbour — are kept apart by two columns of 1s, except in row 1
// where the wall is open. The left block has one clue cell more than free
// cells, the right block one fewer, the open row adds one of each: the
// clues add up to the area and the free cells form one region. But the
// left clue cells can only pair with the left block's free cells (the open
// row's first cell is a clue cell), one too few: Hall's condition fails. A
// search that reasons cell by cell must try a great many near-tilings of
// the left block to see it; an LP relaxation (bipartite matching) sees it
// at once.
func Hall(R, w int) shikaku.Puzzle {
	cols := 2*w + 2
	p := shikaku.Puzzle{Rows: R, Cols: cols}
	for i := 0; i < R; i++ {
		for j := 0; j < cols; j++ {
			switch {
			case (j == w || j == w+1) && i != 1:
				p.Clues = append(p.Clues, shikaku.Clue{Row: i, Col: j, Value: 1})
			case (i+j)%2 == 0:
				p.Clues = append(p.Clues, shikaku.Clue{Row: i, Col: j, Value: 2})
			}
		}
	}
	return p
}
