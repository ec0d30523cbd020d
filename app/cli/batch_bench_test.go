package cli

import (
	"io"
	"strconv"
	"strings"
	"sync"
	"testing"

	"grille/solve/benchdata"
	"grille/solve/sudoku"
	"grille/solve/sudoku/backtrack"
)

// The terminal's batch path beside the engine alone, on the 17-clue set
// (issue 15: `--jobs 1` within 25% of the engine, `--jobs 2` ≥ 1.7× `--jobs
// 1`). Run them in one go so that the load is the same for all:
//
//	go test -run '^$' -bench 'BatchRoyle17' -benchtime 2x -count 5 ./app/cli
//
// Each iteration is the whole file; puzzles/s is the figure to compare.

const royle17 = "sudoku/17clue_royle_49158.txt"

// BenchmarkBatchRoyle17Engine is what BenchmarkRoyle17 (solve/sudoku/backtrack)
// times, a solve plus the proof of uniqueness, over the same file: the
// floor the terminal is measured against.
func BenchmarkBatchRoyle17Engine(b *testing.B) {
	path := benchdata.Path(b, royle17)
	gs, err := sudoku.Parse(path, mustReadB(b, path))
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for k, g := range gs {
			if n, _, _ := backtrack.Count(g, 2); n != 1 {
				b.Fatalf("puzzle %d: %d solutions", k+1, n)
			}
		}
	}
	b.ReportMetric(float64(b.N*len(gs))/b.Elapsed().Seconds(), "puzzles/s")
}

// BenchmarkBatchRoyle17Engine2 is the engine on two goroutines, each on half
// the file: what two cores of this machine give at best, the ceiling of
// `--jobs 2`.
func BenchmarkBatchRoyle17Engine2(b *testing.B) {
	path := benchdata.Path(b, royle17)
	gs, err := sudoku.Parse(path, mustReadB(b, path))
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var wg sync.WaitGroup
		for _, half := range [][]sudoku.Grid{gs[:len(gs)/2], gs[len(gs)/2:]} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for _, g := range half {
					backtrack.Count(g, 2)
				}
			}()
		}
		wg.Wait()
	}
	b.ReportMetric(float64(b.N*len(gs))/b.Elapsed().Seconds(), "puzzles/s")
}

func BenchmarkBatchRoyle17Jobs1(b *testing.B) { benchBatch(b, "solve", 1) }
func BenchmarkBatchRoyle17Jobs2(b *testing.B) { benchBatch(b, "solve", 2) }

// benchBatch runs `grille CMD --method backtrack --json --jobs N` over
// the file in process, its output thrown away (but written: the encoding
// is part of the cost).
func benchBatch(b *testing.B, cmd string, jobs int) {
	path := benchdata.Path(b, royle17)
	n := strings.Count(string(mustReadB(b, path)), "\n")
	args := []string{cmd, "--json", "--jobs", strconv.Itoa(jobs), path}
	if cmd == "solve" {
		args = append(args, "--method", "backtrack")
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var errb strings.Builder
		if code := Main(Env{Stdin: strings.NewReader(""), Stdout: io.Discard, Stderr: &errb}, args); code != ExitOK {
			b.Fatalf("exit %d: %s", code, errb.String())
		}
	}
	b.ReportMetric(float64(b.N*n)/b.Elapsed().Seconds(), "puzzles/s")
}
