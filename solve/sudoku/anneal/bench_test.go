package anneal

import (
	"context"
	"fmt"
	"os"
	"sort"
	"testing"
	"time"

	"grille/solve"
	"grille/solve/sudoku"
	"grille/solve/sudoku/gen"
	"grille/solve/sudoku/sudokutest"
)

// BenchmarkAnnealTrial times one faithful trial of Sirdey's schedule on
// the easy 9×9 puzzle, where a trial reaches cost 0 after about 23,000 of
// its 3.1 million temperature steps.
func BenchmarkAnnealTrial(b *testing.B) {
	g := sudokutest.Parse(b, easy9)
	p := DefaultParams(3)
	rng := newRand(1)
	solved := 0
	var moves int64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		tr := Trial(context.Background(), g, p, rng)
		if tr.Solved {
			solved++
		}
		moves += tr.Moves
	}
	b.ReportMetric(float64(solved)/float64(b.N), "solved/trial")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(moves), "ns/move")
}

// BenchmarkAnnealTrialHard times a whole unsuccessful trial, all 3.1
// million temperature steps (top1465 #1 freezes at cost 2 most times).
func BenchmarkAnnealTrialHard(b *testing.B) {
	g := sudokutest.Parse(b, top1)
	p := DefaultParams(3)
	rng := newRand(1)
	var moves int64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		moves += Trial(context.Background(), g, p, rng).Moves
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(moves), "ns/move")
}

// BenchmarkAnnealBox solves top1465 puzzles with anneal-box (default
// parameters, seed 1), one puzzle an iteration, cycling through the set,
// and reports the median time per puzzle and the share solved (10 s limit
// a puzzle).
func BenchmarkAnnealBox(b *testing.B) { benchBoxTop(b, BoxParams{}) }

// BenchmarkAnnealBoxSinglesOnly is the same, starting from naked and
// hidden singles only (as before the three rules were used), for a
// side-by-side run.
func BenchmarkAnnealBoxSinglesOnly(b *testing.B) { benchBoxTop(b, BoxParams{SinglesOnly: true}) }

func benchBoxTop(b *testing.B, p BoxParams) {
	gs := sudokutest.Set(b, "magictour_top1465.txt")
	p.Seed = 1
	m := NewBoxWith(p)
	times := make([]float64, 0, b.N)
	solved := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		g := gs[i%len(gs)]
		start := time.Now()
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		res, err := m.Solve(ctx, g, nil)
		cancel()
		times = append(times, float64(time.Since(start))/1e6)
		if err != nil {
			b.Fatal(err)
		}
		if res.Status == solve.Solved {
			if err := sudoku.Verify(g, res.Solution); err != nil {
				b.Fatalf("puzzle %d: %v", i%len(gs), err)
			}
			solved++
		}
	}
	sort.Float64s(times)
	b.ReportMetric(times[len(times)/2], "ms-median/puzzle")
	b.ReportMetric(float64(solved)/float64(b.N), "solved")
}

// TestReport, with GRILLE_ANNEAL_REPORT=1, runs anneal-box on every
// top1465 puzzle and prints the time distribution and the failures; with
// GRILLE_ANNEAL_REPORT=sirdey it counts the trials Sirdey's method needs
// on a few puzzles. Minutes of CPU either way: off by default.
func TestReport(t *testing.T) {
	switch os.Getenv("GRILLE_ANNEAL_REPORT") {
	case "1":
		reportBox(t)
	case "sirdey":
		reportSirdey(t)
	default:
		t.Skip("set GRILLE_ANNEAL_REPORT=1 (anneal-box on top1465) or =sirdey")
	}
}

func reportBox(t *testing.T) {
	gs := sudokutest.Set(t, "magictour_top1465.txt")
	m := NewBox()
	var times []float64
	var fails []int
	var restarts int
	total := time.Now()
	for i, g := range gs {
		start := time.Now()
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		res, err := m.Solve(ctx, g, nil)
		cancel()
		times = append(times, float64(time.Since(start))/1e6)
		if err != nil {
			t.Fatal(err)
		}
		restarts += res.Stats.Trials - 1
		if res.Status != solve.Solved || sudoku.Verify(g, res.Solution) != nil {
			fails = append(fails, i)
		}
	}
	sorted := append([]float64(nil), times...)
	sort.Float64s(sorted)
	q := func(f float64) float64 { return sorted[min(len(sorted)-1, int(f*float64(len(sorted))))] }
	mean := 0.0
	for _, x := range times {
		mean += x
	}
	mean /= float64(len(times))
	fmt.Printf("anneal-box on %d top1465 puzzles (wall time, 10 s limit): solved %d (%.1f%%), "+
		"median %.1f ms, p90 %.1f ms, p99 %.1f ms, max %.1f ms, mean %.1f ms, %d restarts in all, total %v\n",
		len(gs), len(gs)-len(fails), 100*float64(len(gs)-len(fails))/float64(len(gs)),
		q(0.5), q(0.9), q(0.99), sorted[len(sorted)-1], mean, restarts, time.Since(total).Round(time.Second))
	if len(fails) > 0 {
		fmt.Printf("unsolved: %v\n", fails)
	}
}

func reportSirdey(t *testing.T) {
	top := sudokutest.Set(t, "magictour_top1465.txt")
	unb := sudokutest.Set(t, "unbiased_first1000.txt")
	puzzles := []struct {
		name string
		g    sudoku.Grid
	}{
		{"easy (conformance 9x9)", sudokutest.Parse(t, easy9)},
		{"unbiased #1", unb[0]},
		{"unbiased #2", unb[1]},
		{"unbiased #3", unb[2]},
		{"top1465 #500", top[499]},
	}
	const runs, maxTrials = 3, 12
	for _, pz := range puzzles {
		trials, solvedRuns := 0, 0
		start := time.Now()
		for seed := int64(1); seed <= runs; seed++ {
			p := DefaultParams(3)
			p.Seed, p.MaxTrials = seed, maxTrials
			res, err := NewWith(p).Solve(context.Background(), pz.g, nil)
			if err != nil {
				t.Fatal(err)
			}
			trials += res.Stats.Trials
			if res.Status == solve.Solved {
				solvedRuns++
			}
		}
		fmt.Printf("anneal on %s: %d/%d runs solved, %.2f trials a run (at most %d), %v a run\n",
			pz.name, solvedRuns, runs, float64(trials)/runs, maxTrials, (time.Since(start) / runs).Round(time.Millisecond))
	}
}

// The anneal-box benchmarks at orders 4 to 6 solve the puzzles `grille
// generate --order N --easy --seed 1..10` makes (generated in-process, the
// generation not timed), one an iteration, cycling, with a 10 s limit
// each; they report the share solved and the median time. SinglesOnly
// variants start from naked and hidden singles only, which measures the
// annealing itself rather than the rules.
func BenchmarkAnnealBoxOrder4(b *testing.B) { benchBoxOrder(b, 4, BoxParams{}) }
func BenchmarkAnnealBoxOrder5(b *testing.B) { benchBoxOrder(b, 5, BoxParams{}) }
func BenchmarkAnnealBoxOrder6(b *testing.B) { benchBoxOrder(b, 6, BoxParams{}) }
func BenchmarkAnnealBoxOrder4SinglesOnly(b *testing.B) {
	benchBoxOrder(b, 4, BoxParams{SinglesOnly: true})
}
func BenchmarkAnnealBoxOrder5SinglesOnly(b *testing.B) {
	benchBoxOrder(b, 5, BoxParams{SinglesOnly: true})
}

func benchBoxOrder(b *testing.B, n int, p BoxParams) {
	gs := easyPuzzles(b, n, 10)
	p.Seed = 1
	m := NewBoxWith(p)
	times := make([]float64, 0, b.N)
	solved := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		g := gs[i%len(gs)]
		start := time.Now()
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		res, err := m.Solve(ctx, g, nil)
		cancel()
		times = append(times, float64(time.Since(start))/1e6)
		if err != nil {
			b.Fatal(err)
		}
		if res.Status == solve.Solved {
			if err := sudoku.Verify(g, res.Solution); err != nil {
				b.Fatalf("seed %d: %v", i%len(gs)+1, err)
			}
			solved++
		}
	}
	sort.Float64s(times)
	b.ReportMetric(times[len(times)/2], "ms-median/puzzle")
	b.ReportMetric(float64(solved)/float64(b.N), "solved")
}

// easyPuzzles makes the puzzles of `grille generate --order n --easy
// --seed 1..count`.
func easyPuzzles(tb testing.TB, n, count int) []sudoku.Grid {
	tb.Helper()
	gs := make([]sudoku.Grid, count)
	for k := range gs {
		g, err := gen.Generate(context.Background(), gen.Params{Order: n, Seed: int64(k + 1), RulesOnly: true})
		if err != nil {
			tb.Fatal(err)
		}
		gs[k] = g
	}
	return gs
}
