// Package shikakutest loads the janko Shikaku set (../shared/data/shikaku,
// 501 puzzles with their solutions; not copied into the repository, its
// licence being unclear) for the benchmarks of the Shikaku methods.
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
