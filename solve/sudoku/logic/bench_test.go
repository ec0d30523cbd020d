package logic_test

import (
	"context"
	"testing"
	"time"

	"grille/solve"
	"grille/solve/sudoku"
	"grille/solve/sudoku/logic"
	"grille/solve/sudoku/sudokutest"
)

// BenchmarkRate17 rates the 49,158 17-clue puzzles, one per iteration in
// turn: ns/op is the time per puzzle (the target is 5 ms, 200 a second).
func BenchmarkRate17(b *testing.B) {
	gs := sudokutest.Set(b, "17clue_royle_49158.txt")
	ctx := context.Background()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := logic.Rate(ctx, gs[i%len(gs)]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkHint is the slowest single Next on the hardest puzzles: the
// first step where the singles are stuck (the target is 50 ms).
func BenchmarkHint(b *testing.B) {
	gs := sudokutest.Set(b, "forum_hardest_1106.txt")
	ctx := context.Background()
	// Take each puzzle to the point where the simple techniques are
	// stuck, so the hint has to search every technique.
	var starts []solve.Position[sudoku.Grid]
	for _, g := range gs[:100] {
		pos := solve.Position[sudoku.Grid]{Puzzle: g, Play: g}
		for {
			d, out, err := logic.Next(ctx, pos)
			if err != nil {
				b.Fatal(err)
			}
			if out != solve.Progressed || d.Technique.Level > 0 {
				break
			}
			pos.Play, pos.Notes = d.Next, d.Notes
		}
		starts = append(starts, pos)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, _, err := logic.Next(ctx, starts[i%len(starts)]); err != nil {
			b.Fatal(err)
		}
	}
}

// top1465Positions is, for each top1465 puzzle, the board just before the
// hardest step of its logical solve (the highest weight), where a hint
// has to search furthest.
func top1465Positions(b *testing.B) []solve.Position[sudoku.Grid] {
	gs := sudokutest.Set(b, "magictour_top1465.txt")
	ctx := context.Background()
	var out []solve.Position[sudoku.Grid]
	for _, g := range gs {
		pos := solve.Position[sudoku.Grid]{Puzzle: g, Play: g}
		hardest, weight := pos, -1
		for {
			d, o, err := logic.Next(ctx, pos)
			if err != nil {
				b.Fatal(err)
			}
			if o != solve.Progressed {
				break
			}
			if d.Technique.Weight > weight {
				hardest, weight = pos, d.Technique.Weight
			}
			pos.Play, pos.Notes = d.Next, d.Notes
		}
		out = append(out, hardest)
	}
	return out
}

// BenchmarkHintTop1465 is one Next at each top1465 puzzle's hardest
// position in turn (-benchtime=1465x takes each once); max-ms is the
// slowest (the target is 50 ms).
func BenchmarkHintTop1465(b *testing.B) {
	benchPositions(b, func(ctx context.Context, pos solve.Position[sudoku.Grid]) error {
		_, _, err := logic.Next(ctx, pos)
		return err
	})
}

// BenchmarkAllTop1465 is logic.All (every step, at most 10 of each
// technique) at the same positions: the target is 200 ms at most.
func BenchmarkAllTop1465(b *testing.B) {
	benchPositions(b, func(ctx context.Context, pos solve.Position[sudoku.Grid]) error {
		_, _, err := logic.All(ctx, pos, 10)
		return err
	})
}

func benchPositions(b *testing.B, run func(context.Context, solve.Position[sudoku.Grid]) error) {
	starts := top1465Positions(b)
	ctx := context.Background()
	var slowest time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		if err := run(ctx, starts[i%len(starts)]); err != nil {
			b.Fatal(err)
		}
		slowest = max(slowest, time.Since(t0))
	}
	b.ReportMetric(float64(slowest.Microseconds())/1000, "max-ms")
}
