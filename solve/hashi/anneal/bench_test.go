package anneal

import (
	"context"
	"fmt"
	"testing"

	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/hashi/gen"
)

// BenchmarkGenerated anneals ten puzzles of the paper's generator for each
// n of its experiments and reports the share solved and the time per
// puzzle (the paper: annealing solved every test, 4 to 80 islands).
func BenchmarkGenerated(b *testing.B) {
	for _, n := range []int{4, 20, 40, 60, 80} {
		b.Run(fmt.Sprint("n", n), func(b *testing.B) {
			var ps []hashi.Puzzle
			for s := 0; s < 10; s++ {
				p, err := gen.Generate(context.Background(), gen.GenParams{Islands: n, Raw: true, Seed: int64(1000 + s)})
				if err != nil {
					b.Fatal(err)
				}
				ps = append(ps, p)
			}
			solved, runs := 0, 0
			b.ResetTimer()
			for b.Loop() {
				for k, p := range ps {
					res, err := solve.WithSeed(New(), int64(k)).Solve(context.Background(), p, nil)
					if err != nil {
						b.Fatal(err)
					}
					runs++
					if res.Status == solve.Solved {
						solved++
					}
				}
			}
			b.ReportMetric(float64(solved)/float64(runs), "solved")
			b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(runs), "ms/puzzle")
		})
	}
}

// BenchmarkMoves times the annealing's moves, the hot loop alone: one
// trial of 200 sweeps on the 400-island test puzzle (about 170,000
// moves, which do not solve it) and on a generated 80-island puzzle
// (solved), under a context that carries a move watch turned off, as
// the window's at full speed does. It reports ns/move. Before and after
// the move-by-move view (alternated, median of 5, on a machine loaded 17
// on 2 cores, where wall times vary threefold), the CPU time per move was
// 36.8 and 37.4 ns on hs400, 32.9 and 32.9 on gen80: no change to measure.
func BenchmarkMoves(b *testing.B) {
	big, err := testdataPuzzle()
	if err != nil {
		b.Skip(err)
	}
	gen80, err := gen.Generate(context.Background(), gen.GenParams{Islands: 80, Raw: true, Seed: 1000})
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct {
		name string
		p    hashi.Puzzle
	}{{"hs400", big}, {"gen80", gen80}} {
		b.Run(c.name, func(b *testing.B) {
			par := DefaultParams()
			par.SweepsPerTrial, par.MaxTrials = 200, 1
			m := NewWith(par)
			ctx := solve.WithMoveWatch(context.Background(), new(solve.MoveWatch))
			var moves int64
			for b.Loop() {
				res, err := m.Solve(ctx, c.p, nil)
				if err != nil {
					b.Fatal(err)
				}
				moves += res.Stats.Iterations
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(moves), "ns/move")
		})
	}
}
