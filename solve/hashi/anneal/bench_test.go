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
