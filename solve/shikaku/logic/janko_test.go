package logic_test

import (
	"context"
	"testing"

	"grille/solve/shikaku"
	"grille/solve/shikaku/logic"
	"grille/solve/shikaku/shikakutest"
)

// TestJankoSound runs the rules over the janko set (skipped when absent):
// every step must agree with the set's solution. Puzzles the rules do not
// finish are counted, not failed: janko's hardest need more than rules.
func TestJankoSound(t *testing.T) {
	if testing.Short() {
		t.Skip("whole set")
	}
	set := shikakutest.Janko(t)
	solved, score := 0, 0
	grades := map[string]int{}
	for _, n := range set {
		if shikaku.Verify(n.Puzzle, n.Solution) != nil {
			continue
		}
		r := checkPath(t, n.Name, n.Puzzle.Bare(), n.Solution)
		if r.Solved {
			solved++
			score += r.Score
		}
		grades[r.Grade]++
	}
	t.Logf("janko: %d of %d solved by the rules, grades %v", solved, len(set), grades)
}

// BenchmarkRateJanko rates the whole janko set per iteration (skipped when
// absent); puzzles/s is the figure.
func BenchmarkRateJanko(b *testing.B) {
	set := shikakutest.Janko(b)
	l := logic.New()
	b.ResetTimer()
	for b.Loop() {
		for _, n := range set {
			if _, err := l.RateBy(context.Background(), n.Puzzle.Bare()); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(len(set)*b.N)/b.Elapsed().Seconds(), "puzzles/s")
}
