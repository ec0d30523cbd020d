package exact_test

import (
	"context"
	"testing"
	"time"

	"grille/solve"
	"grille/solve/shikaku"
	"grille/solve/shikaku/exact"
	"grille/solve/shikaku/shikakutest"
)

// BenchmarkJanko solves the 501 puzzles of the janko set with the method
// as the window runs it (Solve: candidates, checks, search, events to a
// no-op reporter), one at a time, and checks every answer against the
// set's own solution: a Unique answer must be that solution, a Multiple
// one must verify while the set's does too. It reports the mean time per
// puzzle over all passes, the slowest puzzle's best time, the statuses and
// the mismatches.
func BenchmarkJanko(b *testing.B) {
	named := shikakutest.Janko(b)
	m := exact.New()
	ctx := context.Background()
	// best[k] is puzzle k's fastest time over the passes: the machine is
	// shared, and a worst case should be the puzzle's, not a neighbour's.
	best := make([]time.Duration, len(named))
	var total time.Duration
	var statuses map[solve.Status]int
	mismatches := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		statuses = map[solve.Status]int{}
		mismatches = 0
		for k, n := range named {
			start := time.Now()
			res, err := m.Solve(ctx, n.Puzzle, nil)
			d := time.Since(start)
			total += d
			if i == 0 || d < best[k] {
				best[k] = d
			}
			if err != nil {
				b.Fatal(n.Name, err)
			}
			statuses[res.Status]++
			switch res.Status {
			case solve.Unique:
				if !res.Solution.Equal(n.Solution) {
					mismatches++
				}
			case solve.Multiple:
				if shikaku.Verify(n.Puzzle, res.Solution) != nil || shikaku.Verify(n.Puzzle, n.Solution) != nil {
					mismatches++
				}
			default:
				mismatches++
			}
		}
	}
	b.StopTimer()
	k := 0
	for i := range best {
		if best[i] > best[k] {
			k = i
		}
	}
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	b.ReportMetric(ms(total)/float64(b.N*len(named)), "mean-ms")
	b.ReportMetric(ms(best[k]), "max-ms")
	b.ReportMetric(float64(statuses[solve.Unique]), "unique")
	b.ReportMetric(float64(statuses[solve.Multiple]), "multiple")
	b.ReportMetric(float64(mismatches), "mismatches")
	b.Logf("slowest: %s, %.2f ms at best", named[k].Name, ms(best[k]))
	if mismatches > 0 {
		b.Errorf("%d answers differ from the data set", mismatches)
	}
}

// BenchmarkCount is the bare counter on the same set, without events.
func BenchmarkCount(b *testing.B) {
	named := shikakutest.Janko(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, n := range named {
			exact.Count(n.Puzzle, 2)
		}
	}
}
