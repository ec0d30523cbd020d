// Package experiment runs seed 004's Shikaku experiments for `grille bench
// --type shikaku`: the solving times of the methods on generated N×N grids
// (the paper's Figure 6) and annealing's rate of optimal solutions
// (Figure 7). It returns rows; the caller prints tables and draws charts.
package experiment

import (
	"context"
	"time"

	"grille/solve"
	"grille/solve/lp"
	"grille/solve/shikaku"
	"grille/solve/shikaku/anneal"
	"grille/solve/shikaku/exact"
	"grille/solve/shikaku/gen"
	"grille/solve/shikaku/ilp"
)

// ExpParams describe seed 004's comparison (section 1.5, Figure 6): square
// N×N grids generated with depth 1..⌊N/2⌋ and nbMergeIter 0..3, each
// solved by every method.
type ExpParams struct {
	Sizes []int // N; default 4, 9, 16, 25 (the paper's)
	// Reps is the number of grids per (N, depth, nbMergeIter); default 5.
	Reps int
	Seed int64
	// Methods default to DefaultMethods(Engine). Randomised methods get a
	// seed per run (solve.WithSeed).
	Methods []solve.Method[shikaku.Puzzle]
	// Engine is the LP engine of the default methods' ilp; nil leaves ilp
	// out. Unused when Methods are given.
	Engine lp.Backend
	// MergeProb is mergeProb; 0 means gen.DefaultMergeProb.
	MergeProb float64
	// Timeout bounds each run; default 5 s. A run over it is not solved.
	Timeout time.Duration
	// Progress, if set, is called after each run with the runs done and
	// the total, for a progress line.
	Progress func(done, total int)
}

// ExpRow is one point of Figure 6: a method on the Reps grids of one
// (Size, Depth, NbMergeIter).
type ExpRow struct {
	Size, Depth, NbMergeIter int
	Method                   string // method ID
	Runs, Solved             int    // Solved: a verified solution
	MeanMS, MaxMS            float64
}

// Defaults of the experiment, sized so that a full run takes well under
// two minutes on a small machine: Experiment, 520 grids × 3 methods, about
// 35 s on two shared cores with lp_solve; AnnealRate, 648 trials, about a
// minute, most of it on the 300 trials of 50×50 (0.2 s each). Most grids
// take milliseconds; the slow runs are annealing's failures on 25×25,
// which the timeout bounds.
var (
	DefaultSizes     = []int{4, 9, 16, 25}
	DefaultRateSizes = []int{4, 9, 16, 25, 50}
)

const (
	defaultReps    = 5
	defaultTimeout = 5 * time.Second
)

// DefaultMethods are the methods the experiment compares when none are
// given: the paper's ILP (solved with engine; left out when engine is nil)
// and annealing, and the exact method.
func DefaultMethods(engine lp.Backend) []solve.Method[shikaku.Puzzle] {
	ms := []solve.Method[shikaku.Puzzle]{exact.New()}
	if engine != nil {
		ms = append(ms, ilp.New(engine))
	}
	return append(ms, anneal.New())
}

// config is one (N, depth, nbMergeIter, rep) grid of the experiments.
type config struct{ size, depth, merge, rep int }

func configs(sizes []int, reps int) []config {
	var out []config
	for _, n := range sizes {
		for d := 1; d <= max(1, n/2); d++ {
			for m := 0; m <= 3; m++ {
				for r := 0; r < reps; r++ {
					out = append(out, config{n, d, m, r})
				}
			}
		}
	}
	return out
}

// seedOf gives every grid its own seed, the same whatever else is run.
func seedOf(seed int64, c config) int64 {
	return seed*1_000_003 + int64(c.size)*10_007 + int64(c.depth)*101 + int64(c.merge)*11 + int64(c.rep)
}

// Experiment runs the comparison and returns one row per (N, depth,
// nbMergeIter, method), in that order. Generated grids always have a
// solution (the generator's partition); they need not be unique, as in
// the paper. It stops early, with the rows so far, when ctx ends.
func Experiment(ctx context.Context, p ExpParams) []ExpRow {
	sizes := p.Sizes
	if len(sizes) == 0 {
		sizes = DefaultSizes
	}
	reps := p.Reps
	if reps <= 0 {
		reps = defaultReps
	}
	methods := p.Methods
	if len(methods) == 0 {
		methods = DefaultMethods(p.Engine)
	}
	prob := p.MergeProb
	if prob == 0 {
		prob = gen.DefaultMergeProb
	}
	timeout := p.Timeout
	if timeout <= 0 {
		timeout = defaultTimeout
	}
	cs := configs(sizes, reps)
	total, done := len(cs)*len(methods), 0
	var rows []ExpRow
	index := map[[4]int]int{} // (size, depth, merge, method) → row
	for _, c := range cs {
		if ctx.Err() != nil {
			break
		}
		seed := seedOf(p.Seed, c)
		puz, err := gen.Generate(ctx, gen.GenParams{Rows: c.size, Cols: c.size, Depth: c.depth,
			NbMergeIter: c.merge, MergeProb: prob, Seed: seed})
		if err != nil {
			break // only ctx can fail here: the parameters are valid
		}
		for mi, m := range methods {
			key := [4]int{c.size, c.depth, c.merge, mi}
			i, ok := index[key]
			if !ok {
				i = len(rows)
				index[key] = i
				rows = append(rows, ExpRow{Size: c.size, Depth: c.depth, NbMergeIter: c.merge, Method: m.Info().ID})
			}
			rctx, cancel := context.WithTimeout(ctx, timeout)
			res, err := solve.Run(rctx, shikaku.Type, solve.WithSeed(m, seed), puz, nil)
			cancel()
			if ctx.Err() != nil {
				break
			}
			r := &rows[i]
			ms := float64(res.Elapsed) / float64(time.Millisecond)
			r.MeanMS = (r.MeanMS*float64(r.Runs) + ms) / float64(r.Runs+1)
			r.MaxMS = max(r.MaxMS, ms)
			r.Runs++
			if err == nil && res.Status.HasSolution() {
				r.Solved++
			}
			done++
			if p.Progress != nil {
				p.Progress(done, total)
			}
		}
	}
	return rows
}

// RateRow is one point of Figure 7: annealing's rate of optimal solutions
// on the N×N grids of the experiment.
type RateRow struct {
	Size          int
	Runs, Optimal int // Optimal: the trial reached f = M·N, a solution
	Rate          float64
	MeanMS        float64
}

// AnnealRate measures Figure 7: one annealing trial — the paper's
// algorithm, with DefaultParams but no restart — on every grid of the
// experiment (depth 1..⌊N/2⌋, nbMergeIter 0..3, reps each, mergeProb
// gen.DefaultMergeProb) for each size (default 4, 9, 16, 25, 50), counting the
// trials that reach a solution. reps ≤ 0 means 3 (about a minute in all).
// It stops early, with the rows so far, when ctx ends.
func AnnealRate(ctx context.Context, sizes []int, reps int, seed int64) []RateRow {
	if len(sizes) == 0 {
		sizes = DefaultRateSizes
	}
	if reps <= 0 {
		reps = 3
	}
	prm := anneal.DefaultParams()
	prm.MaxTrials = 1
	var rows []RateRow
	for _, n := range sizes {
		row := RateRow{Size: n}
		var total time.Duration
		for _, c := range configs([]int{n}, reps) {
			if ctx.Err() != nil {
				return rows
			}
			s := seedOf(seed, c)
			puz, err := gen.Generate(ctx, gen.GenParams{Rows: n, Cols: n, Depth: c.depth, NbMergeIter: c.merge,
				MergeProb: gen.DefaultMergeProb, Seed: s})
			if err != nil {
				return rows
			}
			start := time.Now()
			ok, _, _ := anneal.Trial(ctx, puz, prm, s)
			total += time.Since(start)
			if ctx.Err() != nil {
				return rows
			}
			row.Runs++
			if ok {
				row.Optimal++
			}
		}
		if row.Runs > 0 {
			row.Rate = float64(row.Optimal) / float64(row.Runs)
			row.MeanMS = float64(total) / float64(time.Millisecond) / float64(row.Runs)
		}
		rows = append(rows, row)
	}
	return rows
}
