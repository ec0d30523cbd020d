package lpfix

import (
	"context"
	"fmt"
	"os"
	"slices"
	"testing"
	"time"

	"grille/solve"
	"grille/solve/lp/lptest"
	"grille/solve/sudoku"
	"grille/solve/sudoku/sudokutest"
)

type outcome struct {
	time          time.Duration
	solved        bool
	fixes, solves int
}

func pass(tb testing.TB, m solve.Method[sudoku.Grid], gs []sudoku.Grid) []outcome {
	out := make([]outcome, len(gs))
	for i, g := range gs {
		start := time.Now()
		res, err := solve.Run(context.Background(), sudoku.Type, m, g, nil)
		out[i] = outcome{time.Since(start), res.Status == solve.Solved, res.Stats.Fixed, res.Stats.LPSolves}
		if err != nil {
			tb.Fatal(err)
		}
		if res.Status != solve.Solved && res.Status != solve.Unknown {
			tb.Fatalf("puzzle %d: %v", i+1, res.Status)
		}
	}
	return out
}

// BenchmarkTop1465 runs lp-fix on magictour_top1465, one whole pass per op,
// and reports the median and worst time per puzzle and the failure count
// (run with -count 3 and -benchtime 1x).
func BenchmarkTop1465(b *testing.B) {
	m := New(lptest.Engine(b))
	gs := sudokutest.Set(b, "magictour_top1465.txt")
	for b.Loop() {
		out := pass(b, m, gs)
		var times []time.Duration
		failed := 0
		for _, o := range out {
			times = append(times, o.time)
			if !o.solved {
				failed++
			}
		}
		slices.Sort(times)
		b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "ms-median")
		b.ReportMetric(float64(times[len(times)-1].Microseconds())/1000, "ms-max")
		b.ReportMetric(float64(failed), "failed")
	}
}

// TestReport prints the report's numbers: failure rate, fixes and LP
// solves (the paper's columns) and time per puzzle, on magictour_top1465
// and forum_hardest_1106. Set LPFIX_REPORT to run it.
func TestReport(t *testing.T) {
	if os.Getenv("LPFIX_REPORT") == "" {
		t.Skip("set LPFIX_REPORT=1 to run")
	}
	m := New(lptest.Engine(t))
	for _, set := range []string{"magictour_top1465.txt", "forum_hardest_1106.txt"} {
		gs := sudokutest.Set(t, set)
		out := pass(t, m, gs)
		var times []time.Duration
		var fixes, solves, sFixes, sSolves []int
		failed := 0
		for _, o := range out {
			times = append(times, o.time)
			fixes = append(fixes, o.fixes)
			solves = append(solves, o.solves)
			if o.solved {
				sFixes = append(sFixes, o.fixes)
				sSolves = append(sSolves, o.solves)
			} else {
				failed++
			}
		}
		q := func(v []int) string {
			if len(v) == 0 {
				return "none"
			}
			slices.Sort(v)
			return fmt.Sprintf("min %d, median %d, p90 %d, max %d", v[0], v[len(v)/2], v[len(v)*9/10], v[len(v)-1])
		}
		slices.Sort(times)
		t.Logf("%s: %d puzzles, %d solved, %d given up (%.1f%%). Time: median %v, p90 %v, max %v. Fixes: %s (solved only: %s). LP solves: %s (solved only: %s).",
			set, len(gs), len(gs)-failed, failed, 100*float64(failed)/float64(len(gs)),
			times[len(times)/2], times[len(times)*9/10], times[len(times)-1], q(fixes), q(sFixes), q(solves), q(sSolves))
	}
}
