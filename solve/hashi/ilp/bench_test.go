package ilp

import (
	"context"
	"testing"
	"time"

	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/hashi/gen"
	"grille/solve/hashi/hashitest"
	"grille/solve/hashi/internal/graph"
	"grille/solve/lp/lptest"
)

// BenchmarkCoelho100 runs the method (cuts, uniqueness) on every 12th
// puzzle of the Coelho et al. 100-island set (30 puzzles) and reports the
// mean and the worst per puzzle. One op is the sample: -benchtime 1x.
func BenchmarkCoelho100(b *testing.B) {
	m := New(lptest.Engine(b))
	ps := hashitest.Coelho(b, "100", 12)
	var worst time.Duration
	b.ResetTimer()
	for b.Loop() {
		for _, p := range ps {
			st := time.Now()
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			res, err := solve.Run(ctx, hashi.Type, m, p, nil)
			cancel()
			if err != nil || res.Status != solve.Multiple {
				b.Fatalf("%v %q %v", res.Status, res.Msg, err)
			}
			worst = max(worst, time.Since(st))
		}
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N*len(ps)), "ms/puzzle")
	b.ReportMetric(float64(worst.Milliseconds()), "worst-ms")
}

// BenchmarkBuild builds the program of a generated 200×200 puzzle of some
// 26,000 islands, the largest a grid holds, as Solve does before its first
// solve (0.4 s before the rows shared their allocations).
func BenchmarkBuild(b *testing.B) {
	p, err := gen.Generate(context.Background(), gen.GenParams{Rows: 200, Cols: 200, Islands: 2000, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	rows := 0
	for b.Loop() {
		g := graph.New(p)
		prob := build(p, g, true)
		smallCuts(prob, g)
		strengthen(prob, p, g)
		rows = len(prob.Rows)
	}
	b.ReportMetric(float64(rows), "rows")
}
