package logic_test

import (
	"context"
	"os"
	"testing"

	"grille/solve"
	"grille/solve/benchdata"
	"grille/solve/hashi"
	"grille/solve/hashi/hashitest"
	"grille/solve/hashi/logic"
)

func janko(tb testing.TB) []hashi.Named {
	tb.Helper()
	data, err := os.ReadFile(benchdata.Path(tb, "hashi/janko_puzzlekit/Hashi_dataset.json"))
	if err != nil {
		tb.Fatal(err)
	}
	named, err := hashi.ParseJankoJSON(data)
	if err != nil {
		tb.Fatal(err)
	}
	return named
}

// TestJankoSound runs the rules over the janko set (skipped when absent):
// every step must agree with the set's solution. Puzzles the rules do not
// finish are counted, not failed.
func TestJankoSound(t *testing.T) {
	if testing.Short() {
		t.Skip("whole set")
	}
	set := janko(t)
	solved, checked := 0, 0
	grades := map[string]int{}
	for _, n := range set {
		if hashi.Verify(n.Puzzle, n.Solution) != nil {
			continue
		}
		checked++
		r := checkPath(t, n.Name, n.Puzzle.Bare(), n.Solution)
		if r.Solved {
			solved++
		}
		grades[r.Grade]++
	}
	t.Logf("janko: %d of %d (with a valid solution) solved by the rules, grades %v", solved, checked, grades)
}

// BenchmarkRateJanko rates the whole janko set per iteration (skipped when
// absent); puzzles/s is the figure.
func BenchmarkRateJanko(b *testing.B) {
	set := janko(b)
	l := logic.New()
	for b.Loop() {
		for _, n := range set {
			if _, err := l.RateBy(context.Background(), n.Puzzle.Bare()); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(len(set)*b.N)/b.Elapsed().Seconds(), "puzzles/s")
}

// BenchmarkRateCoelho100 rates every 10th puzzle of Coelho et al.'s
// 100-island set (skipped when absent).
func BenchmarkRateCoelho100(b *testing.B) {
	set := hashitest.Coelho(b, "100", 10)
	l := logic.New()
	for b.Loop() {
		for _, p := range set {
			if _, err := l.RateBy(context.Background(), p); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(len(set)*b.N)/b.Elapsed().Seconds(), "puzzles/s")
}

// BenchmarkRateCoelho400 rates every 60th puzzle of Coelho et al.'s
// 400-island set (skipped when absent).
func BenchmarkRateCoelho400(b *testing.B) {
	set := hashitest.Coelho(b, "400", 60)
	l := logic.New()
	for b.Loop() {
		for _, p := range set {
			if _, err := l.RateBy(context.Background(), p); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(len(set)*b.N)/b.Elapsed().Seconds(), "puzzles/s")
}

// BenchmarkHintCoelho400 is the window's Hint on a fresh 400-island board
// (no notes: the engine starts from the board), the slowest case: a
// first step that needs a trial costs a round of them.
func BenchmarkHintCoelho400(b *testing.B) {
	set := hashitest.Coelho(b, "400", 60)
	for b.Loop() {
		for _, p := range set {
			if _, _, err := logic.Next(context.Background(), solve.Position[hashi.Puzzle]{Puzzle: p, Play: p}); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(len(set)*b.N), "ms/hint")
}
