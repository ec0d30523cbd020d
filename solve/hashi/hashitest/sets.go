// Package hashitest loads the Coelho et al. Hashiwokakero benchmark
// (../shared/data/hashi/coelho2019, one .has file a puzzle, 360 per size)
// for the benchmarks and tuning tests of the Hashi methods, and holds the
// helpers their tests share.
package hashitest

import (
	"os"
	"testing"

	"grille/solve/benchdata"
	"grille/solve/hashi"
)

// CoelhoDir is the set's directory inside benchdata.Dir.
const CoelhoDir = "hashi/coelho2019"

// Coelho parses every step-th puzzle (in name order, so that all twelve
// generator settings of a size are sampled) of the size "100", "200",
// "300" or "400"; tb is skipped when the set is absent.
func Coelho(tb testing.TB, size string, step int) []hashi.Puzzle {
	tb.Helper()
	files := benchdata.Glob(tb, CoelhoDir+"/"+size+"/*.has")
	var out []hashi.Puzzle
	for k := 0; k < len(files); k += max(step, 1) {
		data, err := os.ReadFile(files[k])
		if err != nil {
			tb.Fatal(err)
		}
		p, err := hashi.ParseOne(files[k], data)
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, p)
	}
	return out
}

// Parse parses one puzzle (any format hashi.ParseOne reads); tb fails when
// it does not parse.
func Parse(tb testing.TB, s string) hashi.Puzzle {
	tb.Helper()
	p, err := hashi.ParseOne("test", []byte(s))
	if err != nil {
		tb.Fatal(err)
	}
	return p
}
