package exact

import (
	"context"
	"testing"
	"time"

	"grille/solve/hashi/hashitest"
)

// BenchmarkCoelho solves a sample (every 6th file, 60 puzzles) of each
// size, to the first solution and counting to two (the uniqueness
// question: all these instances turn out to have several solutions), and
// reports the mean per puzzle. One op is the whole sample: run with
// -benchtime 1x.
func BenchmarkCoelho(b *testing.B) {
	for _, size := range []string{"100", "200", "300", "400"} {
		for _, mode := range []struct {
			name  string
			limit int
		}{{"first", 1}, {"unique", 2}} {
			b.Run(size+"/"+mode.name, func(b *testing.B) {
				ps := hashitest.Coelho(b, size, 6)
				var worst time.Duration
				b.ResetTimer()
				for b.Loop() {
					for _, p := range ps {
						st := time.Now()
						if c, _, _, stopped := Count(context.Background(), p, mode.limit); c == 0 || stopped {
							b.Fatal("not solved")
						}
						worst = max(worst, time.Since(st))
					}
				}
				b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N*len(ps)), "ms/puzzle")
				b.ReportMetric(float64(worst.Milliseconds()), "worst-ms")
			})
		}
	}
}
