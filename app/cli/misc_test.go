package cli

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"grille/solve/catalog"
)

// TestBadFirstRowIsOnePuzzle: a grid refused on its first row is one bad
// puzzle; its other rows are not read as a second puzzle (they were: "#2:
// No solution (the clues add up to 44 but the grid has 42 cells)"). One-line
// puzzles and game IDs after a bad line are still read.
func TestBadFirstRowIsOnePuzzle(t *testing.T) {
	shikaku := "2 . 1 . . . 4\n. 2 . . . 4 1\n1 . . 5 . . .\n2 . 1 . . 6 1\n. 3 3 . . . 2\n. 2 . 3 . . .\n2 . . . . 3 1\n"
	hashi := "3 . 3 . 2 . 3\n. . . . . . .\n4 . 4 . 3 . 5\n. . . 2 . 3 .\n2 . 3 . 1 . .\n. . . . . . 1\n3 . 4 . . 2 .\n"
	sudoku := "0 0 0 0 0 0 9 0 0\n0 4 6 0 0 0 8 0 0\n0 9 0 7 2 0 0 0 0\n0 1 0 0 3 0 0 0 0\n0 0 5 8 0 0 0 2 0\n" +
		"0 8 9 0 0 1 0 3 0\n0 0 0 0 4 5 0 0 1\n0 0 0 0 0 8 3 4 0\n0 0 0 0 9 0 2 7 0\n"
	line := "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	bad := func(s, from, to string) string { return strings.Replace(s, from, to, 1) }
	for _, c := range []struct {
		name, typ, in string
		want          []string // "ok" or the start of the error
	}{
		{"shikaku bad first cell", "shikaku", bad(shikaku, "2", "x"), []string{"f:1:1:"}},
		{"shikaku long first row", "shikaku", bad(shikaku, "4\n", "4 4\n"), []string{"f:2:"}},
		{"shikaku then good", "shikaku", bad(shikaku, "2", "x") + "\n" + shikaku, []string{"f:1:1:", "ok"}},
		{"shikaku then game ID", "shikaku", bad(shikaku, "2", "x") + "2x2:2b2\n", []string{"f:1:1:", "ok"}},
		{"shikaku bad second row", "shikaku", bad(shikaku, "\n.", "\nx"), []string{"f:2:1:"}},
		{"hashi bad first cell", "hashi", bad(hashi, "3", "x"), []string{"f:1:1:"}},
		{"sudoku bad first cell", "sudoku", bad(sudoku, "0", "x") + "\n" + line + "\n", []string{"f:1:1:", "ok"}},
		{"sudoku ten columns", "sudoku", bad(sudoku, "0", "0 0"), []string{"f:1:"}},
		{"sudoku one-line puzzles", "sudoku", line + "\n" + line[:80] + "\n" + line + "\n", []string{"ok", "f:2:", "ok"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			d, ok := catalog.Lookup(catalog.Types(nil), c.typ)
			if !ok {
				t.Fatal(c.typ)
			}
			var got []string
			for _, err := range d.Erased().Each("f", []byte(c.in)) {
				if err != nil {
					got = append(got, err.Error())
				} else {
					got = append(got, "ok")
				}
			}
			if len(got) != len(c.want) {
				t.Fatalf("got %q, want %q", got, c.want)
			}
			for i := range got {
				if !strings.HasPrefix(got[i], c.want[i]) {
					t.Errorf("item %d: %q, want %q…", i+1, got[i], c.want[i])
				}
			}
		})
	}
}

// TestPrintTimeLimit: print grades each puzzle within --timeout (it graded
// without a limit: 80 s on a 2,000-island Hashi whatever --timeout), and a
// solve stopped by the limit is "unsolved", never "no solution", which
// only an exact method's proof may say.
func TestPrintTimeLimit(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		name   string
		args   []string
		code   int
		want   []string // captions, in order
		stderr string
	}{
		{"graded", []string{"print"}, ExitOK, []string{"1. 9×9 puzzle, 17 givens, Basic", "2. 9×9 puzzle, 17 givens", "3. 9×9 puzzle, 10 givens"}, ""},
		{"grading past the limit", []string{"print", "--timeout", "1ns"}, ExitOK, []string{"1. 9×9 puzzle, 17 givens<", "2. 9×9 puzzle, 17 givens<"}, ""},
		{"proved without solution", []string{"print", "--solutions"}, ExitUnsolved, []string{"3. (no solution: No solution)"}, "lines.txt #3: No solution\n"},
		{"stopped solving", []string{"print", "--solutions", "--timeout", "1ns"}, ExitUnsolved,
			[]string{"1. (unsolved: time limit 1ns reached)", "3. (unsolved: time limit 1ns reached)"}, "lines.txt #3: Unknown (time limit 1ns reached)\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			out := filepath.Join(dir, strings.ReplaceAll(c.name, " ", "-")+".svg")
			code, _, stderr := run(t, "", append(c.args, "-o", out, "testdata/lines.txt")...)
			if code != c.code || !strings.Contains(stderr, c.stderr) {
				t.Fatalf("exit %d, stderr %q; want %d, %q", code, stderr, c.code, c.stderr)
			}
			if c.stderr == "" && stderr != "" {
				t.Errorf("stderr %q", stderr)
			}
			pages, _ := filepath.Glob(strings.TrimSuffix(out, ".svg") + "*.svg")
			slices.Sort(pages) // x-2.svg … x-9.svg, x.svg: fewer than 10 pages
			var all string
			for _, p := range append(pages[len(pages)-1:], pages[:len(pages)-1]...) {
				all += string(mustRead(t, p))
			}
			if strings.Contains(c.name, "stopped") && strings.Contains(all, "no solution") {
				t.Errorf("a solve stopped by the time limit is captioned \"no solution\"")
			}
			at := 0
			for _, w := range c.want {
				i := strings.Index(all[at:], ">"+w)
				if i < 0 {
					t.Fatalf("no caption %q after byte %d", w, at)
				}
				at += i
			}
		})
	}
}

// stopAt is a context that reads as interrupted (SIGINT, SIGTERM) from
// the n-th time it is asked on.
type stopAt struct {
	context.Context
	n, asked int
}

func (c *stopAt) Err() error {
	if c.asked++; c.asked >= c.n {
		return fmt.Errorf("at %d: %w", c.n, errInterrupted)
	}
	return nil
}

// TestPrintInterrupted: an interruption at any point of print exits 130
// and leaves the files of an earlier run as they were, with no temporary
// file left beside them; a run that ends writes every page, and removes
// the further pages of an earlier, longer run (OUT-2.svg, … it no longer
// has). The interruption is the context's, as SIGTERM's is.
func TestPrintInterrupted(t *testing.T) {
	for _, format := range []string{".pdf", ".svg"} {
		dir := t.TempDir()
		out := filepath.Join(dir, "sheet"+format)
		old := map[string]string{}
		for _, name := range []string{"sheet", "sheet-2", "sheet-3", "sheet-4", "sheet-5", "sheet-7"} {
			old[name+format] = "earlier " + name
			if err := os.WriteFile(filepath.Join(dir, name+format), []byte(old[name+format]), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		for n := 1; ; n++ {
			if n > 1000 {
				t.Fatal("print never ends")
			}
			var stdout, stderr bytes.Buffer
			ctx := &stopAt{Context: context.Background(), n: n}
			code := Main(Env{Stdin: strings.NewReader(""), Stdout: &stdout, Stderr: &stderr, Context: ctx},
				[]string{"print", "--per-page", "2", "-o", out, "testdata/lines.txt"})
			entries, _ := os.ReadDir(dir)
			got := map[string]string{}
			for _, e := range entries {
				got[e.Name()] = string(mustRead(t, filepath.Join(dir, e.Name())))
			}
			if code == ExitInterrupted {
				if stderr.String() != "grille: print: interrupted; nothing written\n" || !maps.Equal(got, old) {
					t.Fatalf("%s, interrupted at %d: stderr %q, files %q", format, n, stderr.String(), slices.Sorted(maps.Keys(got)))
				}
				continue
			}
			// Run to the end: lines.txt's 4 puzzles on 2 pages (in one
			// file for a PDF, which never wrote sheet-2.pdf and the rest).
			want := slices.Sorted(maps.Keys(old))
			if format == ".svg" {
				want = []string{"sheet-2.svg", "sheet-7.svg", "sheet.svg"}
			}
			if code != ExitOK || !slices.Equal(slices.Sorted(maps.Keys(got)), want) || strings.HasPrefix(got["sheet"+format], "earlier") {
				t.Fatalf("%s: exit %d (%s), files %q", format, code, stderr.String(), slices.Sorted(maps.Keys(got)))
			}
			if n < 3 {
				t.Errorf("%s: interrupted only at %d points", format, n-1)
			}
			break
		}
	}
}

// failWriter fails every write, as a full disk does.
type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// cancelOnWrite cancels a context with cause at its first write: a
// command interrupted (or timed out) once some output is out.
type cancelOnWrite struct {
	bytes.Buffer
	cancel context.CancelCauseFunc
	cause  error
}

func (w *cancelOnWrite) Write(b []byte) (int, error) {
	w.cancel(w.cause)
	return w.Buffer.Write(b)
}

// TestMessages: what the terminal says names what is wrong, once.
func TestMessages(t *testing.T) {
	// 30 Sudoku grids, neither Shikaku (clue 0) nor Hashi (island 0).
	grids := strings.Repeat(strings.Repeat("1 0 3 4\n", 4)+"\n", 30)
	for _, c := range []struct {
		name   string
		stdin  string
		args   []string
		stdout io.Writer // nil: a buffer
		cause  error     // with stdout nil: the context is cancelled with it at the first write
		before bool      // cancelled before the command starts instead
		code   int
		stderr string // all of it, or with a trailing "…" its start
	}{
		{"rows too large", "", []string{"generate", "--rows", "99999999999999999999"}, nil, nil, false, ExitBadInput,
			"grille: generate: invalid value \"99999999999999999999\" for flag -rows: 99999999999999999999 is out of range 1 to 200 (see 'grille generate --help')\n"},
		{"islands that do not fit", "", []string{"generate", "--type", "hashi", "--rows", "5", "--cols", "5", "--islands", "30"}, nil, nil, false, ExitBadInput,
			"grille: generate: 30 islands do not fit a 5×5 grid: it has 25 cells\n"},
		{"jobs 0", "", []string{"solve", "--jobs", "0", "testdata/sample.txt"}, nil, nil, false, ExitBadInput, "grille: solve: --jobs 0 must be at least 1\n"},
		{"timeout 0", "", []string{"solve", "--timeout", "0s", "testdata/sample.txt"}, nil, nil, false, ExitBadInput, "grille: solve: --timeout 0s must be positive\n"},
		{"rate jobs 0", "", []string{"rate", "--jobs", "0", "testdata/sample.txt"}, nil, nil, false, ExitBadInput, "grille: rate: --jobs 0 must be at least 1\n"},
		{"bench --png with files", "", []string{"bench", "--png", "x.png", "testdata/sample.txt"}, nil, nil, false, ExitBadInput,
			"grille: bench: --png draws the figures of the paper's comparison, which runs with no FILE\n"},
		{"model write error", "", []string{"model", "testdata/sample.txt"}, failWriter{}, nil, false, ExitBadInput,
			"grille: writing the output: no space left on device\n"},
		{"bench write error", "", []string{"bench", "--method", "backtrack", "testdata/sample.txt"}, failWriter{}, nil, false, ExitBadInput,
			"grille: writing the output: no space left on device\n"},
		{"generate interrupted", "", []string{"generate", "--count", "5", "--seed", "1"}, nil, errInterrupted, false, ExitInterrupted,
			"grille: generate: interrupted after 1 of 5 puzzles\n"},
		{"generate past its time limit", "", []string{"generate", "--count", "5", "--seed", "1"}, nil, context.DeadlineExceeded, false, ExitUnsolved,
			"grille: generate: time limit of 1m0s (--timeout) reached after 1 of 5 puzzles\n"},
		{"bench interrupted", "", []string{"bench", "--method", "backtrack", "testdata/lines.txt"}, nil, errInterrupted, true, ExitInterrupted,
			"grille: bench: interrupted; the rows above are complete\n"},
		{"wrong type, many grids", grids, []string{"solve", "--type", "shikaku", "-"}, nil, nil, false, ExitBadInput,
			strings.Repeat("grille: stdin:…\n", maxBadShown) + "grille: stdin: 10 more puzzles that cannot be read, not shown (is --type right?)\n"},
		{"wrong type, rate", grids, []string{"rate", "--type", "hashi", "-"}, nil, nil, false, ExitBadInput,
			strings.Repeat("grille: stdin:…\n", maxBadShown) + "grille: stdin: 10 more puzzles that cannot be read, not shown (is --type right?)\n"},
		{"wrong type, print", grids, []string{"print", "--type", "shikaku", "-o", filepath.Join(t.TempDir(), "x.pdf"), "-"}, nil, nil, false, ExitBadInput,
			strings.Repeat("grille: -:…\n", maxBadShown) + "grille: -: 10 more puzzles that cannot be read, not shown (is --type right?)\ngrille: print: no puzzle to print\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx, cancel := context.WithCancelCause(context.Background())
			defer cancel(nil)
			if c.before {
				cancel(c.cause)
			}
			stdout := c.stdout
			if stdout == nil {
				stdout = &cancelOnWrite{cancel: func(error) {}}
				if c.cause != nil && !c.before {
					stdout = &cancelOnWrite{cancel: cancel, cause: c.cause}
				}
			}
			var stderr bytes.Buffer
			code := Main(Env{Stdin: strings.NewReader(c.stdin), Stdout: stdout, Stderr: &stderr, Context: ctx}, c.args)
			if code != c.code {
				t.Errorf("exit %d, want %d", code, c.code)
			}
			got, want := strings.Split(stderr.String(), "\n"), strings.Split(c.stderr, "\n")
			ok := len(got) == len(want)
			for i := 0; ok && i < len(want); i++ {
				if start, cut := strings.CutSuffix(want[i], "…"); cut {
					ok = strings.HasPrefix(got[i], start)
				} else {
					ok = got[i] == want[i]
				}
			}
			if !ok {
				t.Errorf("stderr:\n%s\nwant:\n%s", stderr.String(), c.stderr)
			}
		})
	}
}

// zeros reads as an endless run of zero bytes.
type zeros struct{}

func (zeros) Read(b []byte) (int, error) {
	clear(b)
	return len(b), nil
}

// TestInputLimit: a file over MaxInput is refused before it is read (the
// refusal peaked at 230 to 296 MB), a stream over it costs about MaxInput
// to refuse, and one of MaxInput bytes exactly is read.
func TestInputLimit(t *testing.T) {
	dir := t.TempDir()
	sparse := func(name string, size int64) string {
		p := filepath.Join(dir, name)
		f, err := os.Create(p)
		if err == nil {
			err = f.Truncate(size) // a hole: no disk used
		}
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, c := range []struct {
		name     string
		file     string // "" : stdin
		stdin    int64
		ok       bool
		maxAlloc uint64
	}{
		{"file of 70 MiB", sparse("big", 70<<20), 0, false, 1 << 20},
		{"stream of 70 MiB", "", 70 << 20, false, MaxInput + 8<<20},
		{"file of MaxInput", sparse("edge", MaxInput), 0, true, MaxInput + 8<<20},
		{"stream of MaxInput", "", MaxInput, true, 2*MaxInput + 8<<20},
	} {
		t.Run(c.name, func(t *testing.T) {
			name := c.file
			if name == "" {
				name = "-"
			}
			env := Env{Stdin: io.LimitReader(zeros{}, c.stdin)}
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			data, err := readInput(env, name)
			runtime.ReadMemStats(&after)
			if c.ok != (err == nil) || c.ok && len(data) != MaxInput {
				t.Fatalf("%d bytes, %v", len(data), err)
			}
			if !c.ok && !strings.HasSuffix(err.Error(), ": larger than 64 MiB") {
				t.Errorf("error %v", err)
			}
			if alloc := after.TotalAlloc - before.TotalAlloc; alloc > c.maxAlloc {
				t.Errorf("allocated %d MiB, want at most %d", alloc>>20, c.maxAlloc>>20)
			}
		})
	}
}
