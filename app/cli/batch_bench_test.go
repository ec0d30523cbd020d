package cli

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"grille/solve"
	"grille/solve/benchdata"
	"grille/solve/catalog"
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

// Rate on the batch path: the 17-clue set's first rateSample puzzles (the
// whole set takes minutes), through `grille rate --json` and through
// Logic.RateBy alone. Skipped while Sudoku has no Logic.
const rateSample = 1000

func BenchmarkRateRoyle17Logic(b *testing.B) {
	d := catalogType(b, "sudoku")
	if d.Logic == nil {
		b.Skip("sudoku has no Logic yet")
	}
	path := benchdata.Path(b, royle17)
	ps, err := d.Parse(path, mustReadB(b, path))
	if err != nil {
		b.Fatal(err)
	}
	ps = ps[:rateSample]
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, p := range ps {
			if _, err := d.Logic.RateBy(context.Background(), p); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.N*len(ps))/b.Elapsed().Seconds(), "puzzles/s")
}

func BenchmarkRateRoyle17Jobs1(b *testing.B) { benchRate(b, 1) }
func BenchmarkRateRoyle17Jobs2(b *testing.B) { benchRate(b, 2) }

func benchRate(b *testing.B, jobs int) {
	if catalogType(b, "sudoku").Logic == nil {
		b.Skip("sudoku has no Logic yet")
	}
	lines := strings.SplitAfter(string(mustReadB(b, benchdata.Path(b, royle17))), "\n")[:rateSample]
	path := filepath.Join(b.TempDir(), "sample.txt")
	if err := os.WriteFile(path, []byte(strings.Join(lines, "")), 0o644); err != nil {
		b.Fatal(err)
	}
	args := []string{"rate", "--json", "--jobs", strconv.Itoa(jobs), path}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var errb strings.Builder
		if code := Main(Env{Stdin: strings.NewReader(""), Stdout: io.Discard, Stderr: &errb}, args); code > ExitUnsolved {
			b.Fatalf("exit %d: %s", code, errb.String())
		}
	}
	b.ReportMetric(float64(b.N*rateSample)/b.Elapsed().Seconds(), "puzzles/s")
}

// BenchmarkRateToy is what `grille rate` adds per puzzle, whatever the
// type: the toy ladder type's Logic costs next to nothing, so the time is
// the terminal's (reading, the batch hand-off, the summary line).
func BenchmarkRateToy(b *testing.B) {
	var in strings.Builder
	for i := 0; i < 10000; i++ {
		in.WriteString("1.......\n")
	}
	env := Env{Stdout: io.Discard, Stderr: io.Discard, types: []solve.Described{ladderType(true)}}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		env.Stdin = strings.NewReader(in.String())
		if code := Main(env, []string{"rate", "--type", "ladder", "--json", "--jobs", "1", "-"}); code != ExitOK {
			b.Fatalf("exit %d", code)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*10000), "ns/puzzle")
}

func catalogType(b *testing.B, name string) *solve.Type[any] {
	t, ok := catalog.Lookup(catalog.Types(nil), name)
	if !ok {
		b.Fatalf("no type %s", name)
	}
	return t.Erased()
}

// BenchmarkRateToyLogic is the toy's Logic.RateBy alone on the same input:
// BenchmarkRateToy less this is the terminal's part.
func BenchmarkRateToyLogic(b *testing.B) {
	l := ladderType(true).Erased().Logic
	p := any(ladder{1, 0, 0, 0, 0, 0, 0, 0})
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for k := 0; k < 10000; k++ {
			if _, err := l.RateBy(context.Background(), p); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*10000), "ns/puzzle")
}
