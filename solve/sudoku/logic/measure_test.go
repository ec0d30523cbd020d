package logic

import (
	"context"
	"os"
	"strconv"
	"testing"
	"time"

	"grille/solve/sudoku/sudokutest"
)

// TestMeasureSets is the table of BENCHMARKS.md ("Sudoku logic"), with
// GRILLE_MEASURE=N (N puzzles of each set, 0 for all): how many puzzles
// of top1465 the patterns alone finish, how many need a forcing net,
// Nishio or the nested net, how many stay stuck; and how many of the
// first N (at most 1,000) of forum_hardest_1905_11plus finish, and in how
// long. It
// measures, it asserts nothing but soundness of the end (never a
// contradiction on a proper puzzle).
func TestMeasureSets(t *testing.T) {
	v, ok := os.LookupEnv("GRILLE_MEASURE")
	if !ok {
		t.Skip("set GRILLE_MEASURE=N to measure the shared sets")
	}
	limit, _ := strconv.Atoi(v)
	ctx := context.Background()
	for _, set := range []string{"magictour_top1465.txt", "forum_hardest_1905_11plus.txt"} {
		gs := sudokutest.Set(t, set)
		if n := limit; n > 0 && n < len(gs) || set != "magictour_top1465.txt" {
			if n <= 0 || n > 1000 {
				n = 1000 // the hardest set: its first 1,000
			}
			gs = gs[:min(n, len(gs))]
		}
		var patterns, forcing, nishioN, nested, stuck int
		var slowest time.Duration
		uses := map[string]int{}
		begin := time.Now()
		for _, g := range gs {
			t0 := time.Now()
			r, err := Rate(ctx, g)
			if err != nil {
				t.Fatal(err)
			}
			slowest = max(slowest, time.Since(t0))
			switch {
			case !r.Solved:
				stuck++
			case r.Uses["nested-forcing-net"] > 0:
				nested++
			case r.Uses["nishio"] > 0:
				nishioN++
			case r.Uses["forcing-net-cell"]+r.Uses["forcing-net-unit"] > 0:
				forcing++
			default:
				patterns++
			}
			for id, k := range r.Uses {
				uses[id] += k
			}
		}
		t.Logf("%s: %d puzzles: %d by patterns, %d need a forcing net, %d Nishio, %d the nested net, %d stuck; %v in all, slowest %v",
			set, len(gs), patterns, forcing, nishioN, nested, stuck, time.Since(begin).Round(time.Millisecond), slowest.Round(time.Millisecond))
		t.Logf("steps per technique: %v", uses)
	}
}
