package logic_test

import (
	"context"
	"testing"

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
