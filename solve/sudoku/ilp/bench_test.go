package ilp

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

// pass solves every puzzle once and returns the time of each.
func pass(tb testing.TB, m solve.Method[sudoku.Grid], gs []sudoku.Grid, each func(int, solve.Result[sudoku.Grid])) []time.Duration {
	times := make([]time.Duration, len(gs))
	for i, g := range gs {
		start := time.Now()
		res, err := m.Solve(context.Background(), g, nil)
		times[i] = time.Since(start)
		if err != nil {
			tb.Fatal(err)
		}
		if res.Status != solve.Unique {
			tb.Fatalf("puzzle %d: %v (%s), want unique", i+1, res.Status, res.Msg)
		}
		if each != nil {
			each(i, res)
		}
	}
	return times
}

// quantile q of sorted durations.
func quantile(sorted []time.Duration, q float64) time.Duration {
	return sorted[min(len(sorted)-1, int(q*float64(len(sorted))))]
}

// BenchmarkTop1465 solves magictour_top1465, solve + uniqueness cut, one
// whole pass per op, and reports the median, p90 and worst time per puzzle
// (run with -count 3 and -benchtime 1x).
func BenchmarkTop1465(b *testing.B) {
	m := New(lptest.Engine(b))
	gs := sudokutest.Set(b, "magictour_top1465.txt")
	for b.Loop() {
		times := pass(b, m, gs, nil)
		slices.Sort(times)
		b.ReportMetric(float64(quantile(times, 0.5).Microseconds())/1000, "ms-median")
		b.ReportMetric(float64(quantile(times, 0.9).Microseconds())/1000, "ms-p90")
		b.ReportMetric(float64(times[len(times)-1].Microseconds())/1000, "ms-max")
	}
}

// TestReport prints the numbers of the report on magictour_top1465 (and
// forum_hardest_1106 with ILP_REPORT=all): time, engine solves, nodes and
// iterations per puzzle. Set ILP_REPORT to run it.
func TestReport(t *testing.T) {
	which := os.Getenv("ILP_REPORT")
	if which == "" {
		t.Skip("set ILP_REPORT=1 (or all) to run")
	}
	sets := []string{"magictour_top1465.txt"}
	if which == "all" {
		sets = append(sets, "forum_hardest_1106.txt")
	}
	m := New(lptest.Engine(t))
	for _, set := range sets {
		gs := sudokutest.Set(t, set)
		var nodes, iters []int64
		times := pass(t, m, gs, func(_ int, r solve.Result[sudoku.Grid]) {
			nodes = append(nodes, r.Stats.Nodes)
			iters = append(iters, r.Stats.Iterations)
		})
		worst := slices.Index(times, slices.Max(times))
		slices.Sort(times)
		slices.Sort(nodes)
		slices.Sort(iters)
		q := func(v []int64) string {
			return fmt.Sprintf("median %d, p90 %d, max %d", v[len(v)/2], v[len(v)*9/10], v[len(v)-1])
		}
		t.Logf("%s: %d puzzles, all unique. Time per puzzle: median %v, p90 %v, max %v (puzzle %d). B&B nodes: %s. Simplex iterations: %s.",
			set, len(gs), quantile(times, 0.5), quantile(times, 0.9), times[len(times)-1], worst+1, q(nodes), q(iters))
	}
}
