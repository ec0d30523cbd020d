package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"iter"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"grille/solve"
)

// TestRateEnds: how a logical solve ends, in rate's text and JSON and in
// explain's summary, on real puzzles of testdata: solved; top1465 #77,
// which the patterns and Nishio once left stuck and the nested forcing net
// finishes (a stuck end is the ladder's, TestExplainText); several solutions (Serg's
// benchmark, where a unique rectangle once "solved" it, rated extreme
// with exit 0); a Hashi with an isolated island (no solution, which rate
// once said like a stuck puzzle).
func TestRateEnds(t *testing.T) {
	const ends = `{"file":"testdata/ends.txt","index":1,"type":"sudoku","summary":true,"solved":true,"status":"solved","steps":60,"grade":"basic","score":142,"hardest":"locked-pointing"}
{"file":"testdata/ends.txt","index":2,"type":"sudoku","summary":true,"solved":true,"status":"solved","steps":92,"grade":"extreme","score":3481,"hardest":"nested-forcing-net"}
{"file":"testdata/ends.txt","index":3,"type":"sudoku","summary":true,"solved":false,"status":"multiple","steps":4,"score":133,"hardest":"forcing-net-cell"}
`
	const isolated = `{"file":"testdata/isolated.txt","index":1,"type":"hashi","summary":true,"solved":false,"status":"infeasible","steps":0,"score":0}` + "\n"
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"rate", "--json", "testdata/ends.txt"}, ends},
		{[]string{"rate", "--json", "--jobs", "1", "testdata/ends.txt"}, ends},
		{[]string{"rate", "testdata/ends.txt"}, "testdata/ends.txt #1: Basic (score 142, 60 steps, hardest Locked candidates (pointing))\n" +
			"testdata/ends.txt #2: Extreme (score 3481, 92 steps, hardest Nested forcing net)\n" +
			"testdata/ends.txt #3: several solutions: the exact search finds two, so no technique can finish it (after 4 steps, score 133, hardest Cell forcing net)\n"},
		{[]string{"rate", "--json", "--type", "hashi", "testdata/isolated.txt"}, isolated},
		{[]string{"rate", "--type", "hashi", "testdata/isolated.txt"}, "testdata/isolated.txt: no solution: the techniques reach a contradiction (after 0 steps)\n"},
		{[]string{"explain", "--type", "hashi", "testdata/isolated.txt"}, "testdata/isolated.txt: 3×5 puzzle, 3 islands\n  no solution: the techniques reach a contradiction (after 0 steps)\n"},
		{[]string{"explain", "--json", "--type", "hashi", "testdata/isolated.txt"}, isolated},
	} {
		code, out, errText := run(t, "", tt.args...)
		if code != ExitUnsolved || out != tt.want || errText != "" {
			t.Errorf("%v: exit %d, stderr %q, stdout\n%s\nwant exit %d and\n%s", tt.args, code, errText, out, ExitUnsolved, tt.want)
		}
	}
	// A Shikaku with two solutions, counted by its exact method.
	code, out, _ := run(t, "2 .\n. 2\n", "rate", "--type", "shikaku", "--json", "-")
	if code != ExitUnsolved || !strings.Contains(out, `"status":"multiple"`) {
		t.Errorf("rate of a Shikaku with two solutions: exit %d, %s", code, out)
	}
	// explain's summaries are rate's lines.
	_, out, _ = run(t, "", "explain", "--json", "testdata/ends.txt")
	var sums []string
	for _, line := range strings.SplitAfter(out, "\n") {
		if strings.Contains(line, `"summary":true`) {
			sums = append(sums, line)
		}
	}
	if strings.Join(sums, "") != ends {
		t.Errorf("explain --json summaries:\n%s", strings.Join(sums, ""))
	}
	if !strings.Contains(out, `"technique":"nested-forcing-net"`) || strings.Contains(out, `"unique-rectangle`) {
		t.Errorf("explain --json on ends.txt: a step assumes uniqueness, or the nested net is missing")
	}
}

// TestHeaderCounts: one given, one island, one clue, in English and French.
func TestHeaderCounts(t *testing.T) {
	for _, tt := range []struct {
		typ, in, lang, want string
	}{
		{"sudoku", "1" + strings.Repeat(".", 80) + "\n", "en", "stdin: 9×9 puzzle, 1 given\n"},
		{"sudoku", "12" + strings.Repeat(".", 79) + "\n", "en", "stdin: 9×9 puzzle, 2 givens\n"},
		{"sudoku", "1" + strings.Repeat(".", 80) + "\n", "fr", "stdin: grille 9×9, 1 chiffre donné\n"},
		{"hashi", "1\n", "en", "stdin: 1×1 puzzle, 1 island\n"},
		{"hashi", "1\n", "fr", "stdin: grille 1×1, 1 île\n"},
		{"shikaku", "1\n", "en", "stdin: 1×1 puzzle, 1 clue\n"},
		{"shikaku", "1\n", "fr", "stdin: grille 1×1, 1 indice\n"},
	} {
		var out, errb bytes.Buffer
		Main(Env{Stdin: strings.NewReader(tt.in), Stdout: &out, Stderr: &errb, Lang: tt.lang},
			[]string{"explain", "--type", tt.typ, "--timeout", "1ns", "-"})
		head, _, _ := strings.Cut(out.String(), "\n")
		if head+"\n" != tt.want {
			t.Errorf("%s %s %q: header %q, want %q", tt.typ, tt.lang, tt.in, head, tt.want)
		}
	}
}

// oracle is an exact method for the ladder that says what the test wants
// of a blank row by its length: 6 cells two solutions, 7 none, else one.
type oracle struct{}

func (oracle) Info() solve.Info { return solve.Info{ID: "oracle", Name: "Oracle", Exact: true} }
func (oracle) Solve(_ context.Context, p ladder, _ solve.Reporter[ladder]) (solve.Result[ladder], error) {
	sol := make(ladder, len(p))
	for i := range sol {
		sol[i] = i + 1
	}
	switch len(p) {
	case 6:
		return solve.Result[ladder]{Status: solve.Multiple, Solution: sol}, nil
	case 7:
		return solve.Result[ladder]{Status: solve.Infeasible}, nil
	}
	return solve.Result[ladder]{Status: solve.Unique, Solution: sol}, nil
}

// TestStuckCounted: a puzzle the techniques leave is counted by the
// type's exact method: several solutions, none, or stuck when it has one.
func TestStuckCounted(t *testing.T) {
	typ := ladderType(true)
	typ.Methods.Register(oracle{})
	env := func(out, errb *bytes.Buffer, in string) Env {
		return Env{Stdin: strings.NewReader(in), Stdout: out, Stderr: errb, types: []solve.Described{typ}}
	}
	var out, errb bytes.Buffer
	code := Main(env(&out, &errb, ".....\n......\n.......\n1....\n"), []string{"rate", "--type", "ladder", "--json", "-"})
	var got []string
	for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		var s summary
		if err := json.Unmarshal([]byte(line), &s); err != nil {
			t.Fatal(err)
		}
		got = append(got, s.Status)
	}
	if want := []string{statusStuck, statusMultiple, statusInfeasible, statusSolved}; code != ExitUnsolved || !slices.Equal(got, want) {
		t.Errorf("exit %d, statuses %v; want %d, %v (stderr %q)", code, got, ExitUnsolved, want, errb.String())
	}
	out.Reset()
	Main(env(&out, &errb, ".......\n"), []string{"rate", "--type", "ladder", "-"})
	if want := "stdin: no solution: the exact search proves it where the techniques are stuck (after 0 steps, score 0)\n"; out.String() != want {
		t.Errorf("rate: %q, want %q", out.String(), want)
	}
}

// interruptAt is the ladder whose Next interrupts the run (cancels its
// context with errInterrupted, as SIGTERM does) when it works on the
// puzzle `at`: a run stopped at a known puzzle, without a clock. read
// counts the puzzles its Each has read.
func interruptAt(at string, cancel context.CancelCauseFunc, read *atomic.Int64) *solve.Type[ladder] {
	typ := ladderType(true)
	next, each := typ.Logic.Next, typ.Each
	typ.Logic.Next = func(ctx context.Context, pos solve.Position[ladder]) (solve.Deduction[ladder], solve.StepOutcome, error) {
		if ladderText(pos.Puzzle) == at+"\n" {
			cancel(errInterrupted)
		}
		return next(ctx, pos)
	}
	typ.Each = func(name string, data []byte) iter.Seq2[ladder, error] {
		return func(yield func(ladder, error) bool) {
			for p, err := range each(name, data) {
				read.Add(1)
				if !yield(p, err) {
					return
				}
			}
		}
	}
	return typ
}

// TestInterruptedRecords: an interrupted explain or rate has a record for
// every puzzle it read, in input order, none missing between two others
// (they were, in three SIGTERMs of four); the puzzle it was working on and
// those it had not started say "interrupted". Exit 130.
func TestInterruptedRecords(t *testing.T) {
	const n, k = 3000, 1000 // the run is interrupted on puzzle k of n
	var in strings.Builder
	for i := 1; i <= n; i++ {
		if i == k {
			in.WriteString("1.3..\n")
		} else {
			in.WriteString("1....\n")
		}
	}
	for _, cmd := range []string{"rate", "explain"} {
		for _, jobs := range []string{"1", "2", "4"} {
			ctx, cancel := context.WithCancelCause(context.Background())
			var out, errb bytes.Buffer
			var read atomic.Int64
			env := Env{Stdin: strings.NewReader(in.String()), Stdout: &out, Stderr: &errb, Context: ctx,
				types: []solve.Described{interruptAt("1.3..", cancel, &read)}}
			code := Main(env, []string{cmd, "--type", "ladder", "--json", "--jobs", jobs, "-"})
			cancel(nil)
			name := cmd + " --jobs " + jobs
			if code != ExitInterrupted || !strings.HasSuffix(errb.String(), "grille: "+cmd+": interrupted; the answers above are complete\n") {
				t.Errorf("%s: exit %d, stderr %q", name, code, errb.String())
			}
			var statuses []string
			for _, line := range strings.SplitAfter(out.String(), "\n") {
				if !strings.Contains(line, `"summary":true`) {
					continue
				}
				var s summary
				if err := json.Unmarshal([]byte(line), &s); err != nil {
					t.Fatalf("%s: %v in %q", name, err, line)
				}
				if s.Index != len(statuses)+1 {
					t.Fatalf("%s: record of puzzle %d after %d records", name, s.Index, len(statuses))
				}
				statuses = append(statuses, s.Status)
			}
			// The reader holds the puzzle it read last until it reads the
			// next: every puzzle but that one went to a worker.
			if r := int(read.Load()); len(statuses) != r-1 && (r < n || len(statuses) != n) {
				t.Errorf("%s: %d records, %d puzzles read", name, len(statuses), r)
			}
			if len(statuses) < k || statuses[k-1] != statusInterrupted {
				t.Fatalf("%s: %d records, want puzzle %d's, interrupted", name, len(statuses), k)
			}
			for i, s := range statuses {
				// One worker: every puzzle before k is done. More: one
				// running beside k may be interrupted too.
				before := i < k-1 && jobs == "1"
				if s != statusSolved && (before || s != statusInterrupted) {
					t.Errorf("%s: puzzle %d %s", name, i+1, s)
				}
			}
		}
	}
	// In text, the interrupted puzzle says so on its own line.
	ctx, cancel := context.WithCancelCause(context.Background())
	defer cancel(nil)
	var out, errb bytes.Buffer
	Main(Env{Stdin: strings.NewReader("1....\n1.3..\n1....\n"), Stdout: &out, Stderr: &errb, Context: ctx,
		types: []solve.Described{interruptAt("1.3..", cancel, new(atomic.Int64))}}, []string{"rate", "--type", "ladder", "--jobs", "1", "-"})
	if !strings.HasPrefix(out.String(), "stdin #1: Easy (score 4, 4 steps, hardest From the left)\nstdin #2: interrupted (after ") {
		t.Errorf("rate text, interrupted:\n%s", out.String())
	}
}

// writeLog records every Write it is given.
type writeLog struct{ writes [][]byte }

func (w *writeLog) Write(b []byte) (int, error) {
	w.writes = append(w.writes, slices.Clone(b))
	return len(b), nil
}

// TestWholeLines: every write of explain and rate ends at a line's end,
// and a JSON write holds whole records, so that processes appending to one
// file never tear a line (four explain --json >> one file left 78 broken
// lines in 5.4 million: the output went out in 64 KiB blocks).
func TestWholeLines(t *testing.T) {
	var in strings.Builder
	for i := 0; i < 3000; i++ {
		in.WriteString(strings.Repeat(".", 3+i%7) + "\n")
		in.WriteString("1" + strings.Repeat(".", 2+i%9) + "\n")
	}
	in.WriteString("1" + strings.Repeat(".", 2000) + "\n") // one puzzle's steps over 64 KiB
	for _, args := range [][]string{
		{"explain", "--json"}, {"explain"}, {"rate", "--json"}, {"rate"},
		{"explain", "--json", "--jobs", "1"}, {"explain", "--jobs", "3"},
	} {
		name := strings.Join(args, " ")
		w := &writeLog{}
		var errb bytes.Buffer
		Main(Env{Stdin: strings.NewReader(in.String()), Stdout: w, Stderr: &errb,
			types: []solve.Described{ladderType(true)}}, append(args, "--type", "ladder", "-"))
		total := 0
		for i, b := range w.writes {
			total += len(b)
			if len(b) == 0 || b[len(b)-1] != '\n' {
				t.Fatalf("%s: write %d of %d (%d bytes) ends with %q", name, i+1, len(w.writes), len(b), b[max(0, len(b)-20):])
			}
			if slices.Contains(args, "--json") {
				for _, line := range bytes.SplitAfter(b, []byte("\n")) {
					if len(line) > 0 && !json.Valid(line) {
						t.Fatalf("%s: write %d holds a broken line %.60q", name, i+1, line)
					}
				}
			}
		}
		if total < 256<<10 || len(w.writes) < 3 {
			t.Errorf("%s: %d bytes in %d writes: too little to test", name, total, len(w.writes))
		}
		t.Log(name, fmt.Sprintf("%d bytes in %d writes", total, len(w.writes)))
	}
}
