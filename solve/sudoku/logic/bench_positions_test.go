package logic

import (
	"context"
	"runtime"
	"slices"
	"sync"
	"testing"
	"time"

	"grille/solve"
	"grille/solve/sudoku"
	"grille/solve/sudoku/sudokutest"
)

// top1465Positions is, for each top1465 puzzle, the board just before the
// hardest step of its logical solve (the highest weight), where a hint
// has to search furthest, with its candidates.
func top1465Positions(b *testing.B) []solve.Position[sudoku.Grid] {
	// made once per run: a benchmark function runs twice (b.N = 1, then
	// 1465), and the positions take a minute
	top1465Once.Do(func() { top1465Cache = makeTop1465Positions(b) })
	if top1465Cache == nil {
		b.Skip("no positions")
	}
	return top1465Cache
}

var (
	top1465Once  sync.Once
	top1465Cache []solve.Position[sudoku.Grid]
)

func makeTop1465Positions(b *testing.B) []solve.Position[sudoku.Grid] {
	gs := sudokutest.Set(b, "magictour_top1465.txt")
	ctx := context.Background()
	var out []solve.Position[sudoku.Grid]
	for _, g := range gs {
		s, err := start(ctx, g, nil)
		if err != nil {
			b.Fatal(err)
		}
		hardest := solve.Position[sudoku.Grid]{Puzzle: g, Play: g}
		weight := -1
		var st step
		for {
			if status, _, _ := s.status(); status != open {
				break
			}
			ok, err := find(ctx, s, &st, gExtreme)
			if err != nil {
				b.Fatal(err)
			}
			if !ok {
				break
			}
			if w := Techniques[st.tech].Weight; w > weight {
				weight = w
				hardest.Play, hardest.Notes = s.grid(), slices.Clone(s.cand)
			}
			s.apply(&st)
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
		_, _, err := Next(ctx, pos)
		return err
	})
}

// BenchmarkAllTop1465 is All (every step, at most 10 of each technique)
// at the same positions: the target is 200 ms at most.
func BenchmarkAllTop1465(b *testing.B) {
	benchPositions(b, func(ctx context.Context, pos solve.Position[sudoku.Grid]) error {
		_, _, err := All(ctx, pos, 10)
		return err
	})
}

// benchPositions reports, besides ns/op (the mean), max-ms, the slowest
// call's wall clock, and, where the thread's CPU time can be read,
// cpu-ms/op and max-cpu-ms: on a loaded machine the wall clock measures
// the load as much as the code.
func benchPositions(b *testing.B, run func(context.Context, solve.Position[sudoku.Grid]) error) {
	starts := top1465Positions(b)
	ctx := context.Background()
	runtime.LockOSThread() // the thread's CPU time is the call's
	defer runtime.UnlockOSThread()
	var slowest, cpu, slowestCPU time.Duration
	_, hasCPU := threadCPU()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		c0, _ := threadCPU()
		if err := run(ctx, starts[i%len(starts)]); err != nil {
			b.Fatal(err)
		}
		c1, _ := threadCPU()
		slowest = max(slowest, time.Since(t0))
		cpu += c1 - c0
		slowestCPU = max(slowestCPU, c1-c0)
	}
	b.ReportMetric(float64(slowest.Microseconds())/1000, "max-ms")
	if hasCPU {
		b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/op")
		b.ReportMetric(float64(slowestCPU.Microseconds())/1000, "max-cpu-ms")
	}
}
