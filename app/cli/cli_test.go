package cli

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"grille/solve/lp/lpsolve"
	"grille/solve/shikaku"
	"grille/solve/sudoku"
	"grille/solve/sudoku/backtrack"
)

func run(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = Main(Env{Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errb, LP: lpsolve.New()}, args)
	return code, out.String(), errb.String()
}

func readPuzzle(t *testing.T, path string) sudoku.Grid {
	t.Helper()
	gs, err := sudoku.Parse(path, mustRead(t, path))
	if err != nil {
		t.Fatal(err)
	}
	return gs[0]
}

func TestSolveText(t *testing.T) {
	code, out, errs := run(t, "", "solve", "testdata/sample.txt")
	if code != ExitOK {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	first, rest, _ := strings.Cut(out, "\n")
	if !strings.Contains(first, "Unique solution") {
		t.Errorf("first line %q does not say unique", first)
	}
	sol, err := sudoku.ParseOne("stdout", []byte(rest))
	if err != nil {
		t.Fatalf("solution not a grid: %v\n%s", err, rest)
	}
	if err := sudoku.Verify(readPuzzle(t, "testdata/sample.txt"), sol); err != nil {
		t.Errorf("printed solution invalid: %v", err)
	}
}

func TestSolveJSON(t *testing.T) {
	data := string(mustRead(t, "testdata/lines.txt"))
	code, out, _ := run(t, data, "solve", "--json", "--method", "backtrack", "-")
	if code != ExitUnsolved {
		t.Errorf("exit %d, want %d (the file holds an infeasible puzzle)", code, ExitUnsolved)
	}
	puzzles, err := sudoku.Parse("lines", []byte(data))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"unique", "unique", "infeasible", "multiple"}
	sc := bufio.NewScanner(strings.NewReader(out))
	i := 0
	for ; sc.Scan(); i++ {
		var rec struct {
			File, Type, Method, Status string
			Index                      int
			ElapsedMS                  *float64 `json:"elapsed_ms"`
			Grid                       [][]int
		}
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatalf("line %d not JSON: %v", i+1, err)
		}
		if rec.File != "stdin" || rec.Type != "sudoku" || rec.Method != "backtrack" || rec.Index != i+1 || rec.ElapsedMS == nil {
			t.Errorf("line %d: bad fields %+v", i+1, rec)
		}
		if rec.Status != want[i] {
			t.Errorf("puzzle %d: status %s, want %s", i+1, rec.Status, want[i])
		}
		if (rec.Grid != nil) != (want[i] != "infeasible") {
			t.Errorf("puzzle %d: grid present=%v with status %s", i+1, rec.Grid != nil, rec.Status)
		}
		if rec.Grid != nil {
			g := sudoku.New(3)
			for r, row := range rec.Grid {
				for c, v := range row {
					g.Set(r, c, v)
				}
			}
			if err := sudoku.Verify(puzzles[i], g); err != nil {
				t.Errorf("puzzle %d: %v", i+1, err)
			}
		}
	}
	if i != len(want) {
		t.Errorf("%d JSON lines, want %d", i, len(want))
	}
}

func TestErrors(t *testing.T) {
	posLine := regexp.MustCompile(`^grille: testdata/ragged\.txt:3:\d+: .+\n$`)
	tests := []struct {
		name   string
		args   []string
		code   int
		stderr *regexp.Regexp
	}{
		{"ragged file", []string{"solve", "testdata/ragged.txt"}, ExitBadInput, posLine},
		{"missing file", []string{"solve", "testdata/nope.txt"}, ExitBadInput, regexp.MustCompile(`^grille: open testdata/nope\.txt: no such file`)},
		{"no input", []string{"solve"}, ExitBadInput, regexp.MustCompile(`no input`)},
		{"unknown method", []string{"solve", "--method", "magic", "testdata/sample.txt"}, ExitBadInput, regexp.MustCompile(`no method "magic" for sudoku \(known: .*backtrack`)},
		{"unknown type", []string{"solve", "--type", "kakuro", "testdata/sample.txt"}, ExitBadInput, regexp.MustCompile(`unknown type "kakuro"`)},
		{"unknown command", []string{"frobnicate"}, ExitBadInput, regexp.MustCompile(`unknown command`)},
		{"bad flag", []string{"solve", "--bogus", "x"}, ExitBadInput, regexp.MustCompile(`flag provided but not defined`)},
		{"no command", nil, ExitBadInput, regexp.MustCompile(`Usage`)},
		{"timeout", []string{"solve", "--timeout", "1ns", "testdata/sample.txt"}, ExitUnsolved, regexp.MustCompile(`^$`)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, errs := run(t, "", tt.args...)
			if code != tt.code {
				t.Errorf("exit %d, want %d (stderr %q)", code, tt.code, errs)
			}
			if !tt.stderr.MatchString(errs) {
				t.Errorf("stderr %q does not match %v", errs, tt.stderr)
			}
		})
	}
}

func TestHelpAndMethods(t *testing.T) {
	for _, args := range [][]string{{"help"}, {"--help"}, {"help", "solve"}, {"solve", "--help"}, {"methods"}, {"help", "explain"}, {"rate", "--help"}} {
		code, out, _ := run(t, "", args...)
		if code != ExitOK || out == "" {
			t.Errorf("%v: exit %d, output %q", args, code, out)
		}
	}
	_, out, _ := run(t, "", "methods")
	if !strings.Contains(out, "backtrack") || !strings.Contains(out, "exact") {
		t.Errorf("methods output lacks backtrack: %q", out)
	}
	_, out, _ = run(t, "", "help", "solve")
	for _, opt := range []string{"-json", "-method", "-timeout", "-type"} {
		if !strings.Contains(out, opt) {
			t.Errorf("solve help lacks %s", opt)
		}
	}
}

func TestBench(t *testing.T) {
	code, out, errs := run(t, "", "bench", "--method", "backtrack", "testdata/lines.txt", "testdata/sample.txt")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	// header, 5 puzzle rows, blank, summary header, one summary row
	if len(lines) != 9 {
		t.Fatalf("%d lines:\n%s", len(lines), out)
	}
	sum := strings.Fields(lines[8])
	// method runs solved share ...: 4 of 5 puzzles have a solution.
	if sum[0] != "backtrack" || sum[1] != "5" || sum[2] != "4" || sum[3] != "80.0%" {
		t.Errorf("summary %q", lines[8])
	}
	if !strings.Contains(lines[3], "infeasible") {
		t.Errorf("row 3 %q should be the infeasible puzzle", lines[3])
	}
	code, _, errs = run(t, "", "bench", "--method", "nope", "testdata/sample.txt")
	if code != ExitBadInput || !strings.Contains(errs, `no method "nope"`) {
		t.Errorf("unknown method: exit %d, %q", code, errs)
	}
}

func TestModel(t *testing.T) {
	code, out, errs := run(t, "", "model", "testdata/sample.txt")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	// 729 binaries and the paper's row families, by name.
	for _, want := range []string{"x_r1c1_5", "cell_r9c9", "row_r1_5", "col_c9_9", "box_b5_1", "given_r1c1", "bin "} {
		if !strings.Contains(out, want) {
			t.Errorf("model lacks %q", want)
		}
	}
	// The words first, as LP comments; --words=false leaves the LP text alone.
	words := "/* Variables: */\n/*   x[r,c,d] ∈ {0,1}: 1 when cell (r,c) holds digit d, d = 1…9 — 729 variables */\n"
	if !strings.HasPrefix(out, "/* T. Koch's model") || !strings.Contains(out, words) ||
		!strings.Contains(out, "/*   each cell holds one digit: Σ_d x[r,c,d] = 1 — 81 rows */\n") {
		t.Errorf("model does not open with its words:\n%.600s", out)
	}
	code, lpOnly, _ := run(t, "", "model", "--words=false", "testdata/sample.txt")
	if code != ExitOK || !strings.HasPrefix(lpOnly, "/* Sudoku 9×9") || !strings.HasSuffix(out, "*/\n\n"+lpOnly) {
		t.Errorf("--words=false: exit %d, not the LP text of the default output after its words:\n%.300s", code, lpOnly)
	}
	for _, line := range strings.Split(strings.TrimSuffix(out, lpOnly), "\n") {
		if line != "" && (!strings.HasPrefix(line, "/* ") || !strings.HasSuffix(line, " */") || strings.Count(line, "*/") != 1) {
			t.Errorf("a line of words is not one LP comment: %q", line)
		}
	}
	code, _, errs = run(t, "", "model", "--index", "9", "testdata/sample.txt")
	if code != ExitBadInput || !strings.Contains(errs, "holds 1 puzzle, not 9") {
		t.Errorf("bad index: exit %d, %q", code, errs)
	}
}

func TestShikakuCLI(t *testing.T) {
	code, out, errs := run(t, "", "solve", "--type", "shikaku", "--json", "../../assets/samples/shikaku.txt")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var rec struct {
		Status string
		Rects  []struct{ Row, Col, Height, Width int }
	}
	if err := json.Unmarshal([]byte(out), &rec); err != nil {
		t.Fatal(err)
	}
	p := readShikaku(t, "../../assets/samples/shikaku.txt")
	for _, r := range rec.Rects {
		p.Rects = append(p.Rects, shikaku.Rect{Row: r.Row, Col: r.Col, Height: r.Height, Width: r.Width})
	}
	if rec.Status != "unique" {
		t.Errorf("status %s", rec.Status)
	}
	if err := shikaku.Verify(readShikaku(t, "../../assets/samples/shikaku.txt"), p); err != nil {
		t.Errorf("JSON rects are not a solution: %v", err)
	}
	code, out, _ = run(t, "", "generate", "--type", "shikaku", "--rows", "6", "--cols", "5", "--depth", "3", "--seed", "4", "--count", "2")
	if code != ExitOK {
		t.Fatalf("generate: exit %d", code)
	}
	ps, err := shikaku.Parse("generated", []byte(out))
	if err != nil || len(ps) != 2 || ps[0].Rows != 6 || ps[0].Cols != 5 {
		t.Fatalf("generated output: %v, %d puzzles\n%s", err, len(ps), out)
	}
	code, out, _ = run(t, "", "model", "--type", "shikaku", "../../assets/samples/shikaku.txt")
	if code != ExitOK || !strings.Contains(out, "cell_r1c1") {
		t.Errorf("model: exit %d\n%.200s", code, out)
	}
}

func readShikaku(t *testing.T, path string) shikaku.Puzzle {
	t.Helper()
	p, err := shikaku.ParseOne(path, mustRead(t, path))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestPuzzleFile: one argument naming a file opens the window on it;
// commands, options and anything else stay with the terminal.
func TestPuzzleFile(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "p.txt")
	if err := os.WriteFile(file, []byte("4...3....\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// A file named like a command is still the command.
	cmdFile := filepath.Join(dir, "solve")
	if err := os.WriteFile(cmdFile, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	for _, c := range []struct {
		args []string
		want bool
	}{
		{[]string{file}, true},
		{[]string{"p.txt"}, true},
		{[]string{"solve"}, false},
		{[]string{"help"}, false},
		{[]string{"--help"}, false},
		{[]string{dir}, false},
		{[]string{filepath.Join(dir, "none.txt")}, false},
		{[]string{file, file}, false},
		{nil, false},
	} {
		if _, got := PuzzleFile(c.args); got != c.want {
			t.Errorf("PuzzleFile(%q) = %v, want %v", c.args, got, c.want)
		}
	}
}

// TestGenerateSudoku: generated puzzles parse, have one solution, and the
// orders the generator refuses get a clear error.
func TestGenerateSudoku(t *testing.T) {
	code, out, _ := run(t, "", "generate", "--type", "sudoku", "--seed", "3", "--symmetric", "--count", "2")
	if code != ExitOK {
		t.Fatalf("exit %d", code)
	}
	gs, err := sudoku.Parse("generated", []byte(out))
	if err != nil || len(gs) != 2 || gs[0].Size() != 9 {
		t.Fatalf("%v, %d puzzles\n%s", err, len(gs), out)
	}
	for _, g := range gs {
		if n, _, _ := backtrack.Count(g, 2); n != 1 {
			t.Errorf("%d solutions: %s", n, g.Line())
		}
	}
	code, out, _ = run(t, "", "generate", "--type", "sudoku", "--order", "2", "--easy", "--seed", "1")
	if g, err := sudoku.ParseOne("4x4", []byte(out)); code != ExitOK || err != nil || g.Size() != 4 {
		t.Errorf("4×4 --easy: exit %d, %v\n%s", code, err, out)
	}
	code, _, errText := run(t, "", "generate", "--type", "sudoku", "--order", "5")
	if code != ExitBadInput || !strings.Contains(errText, "only puzzles the rules solve") {
		t.Errorf("25×25 without --easy: exit %d, %q", code, errText)
	}
}

// TestGenerateFlags: generator parameters come from the types' declared
// ranges; one that another type declares is named as not applying.
func TestGenerateFlags(t *testing.T) {
	for _, tt := range []struct {
		args       []string
		code       int
		wantStderr string
	}{
		{[]string{"--type", "hashi", "--rows", "0"}, ExitBadInput, `grille: generate: invalid value "0" for flag -rows: 0 is out of range 1 to 200`},
		{[]string{"--type", "shikaku", "--merge-prob", "1.5"}, ExitBadInput, "1.5 is out of range 0 to 1"},
		{[]string{"--type", "sudoku", "--order", "7"}, ExitBadInput, "7 is not one of 2, 3, 4, 5, 6"},
		{[]string{"--type", "sudoku", "--rows", "x"}, ExitBadInput, `"x" is not a whole number`},
		{[]string{"--type", "sudoku", "--order", "2", "--depth", "3", "--seed", "1"}, ExitOK, "--depth does not apply to sudoku (only to shikaku); ignored"},
		{[]string{"--type", "hashi", "--rows", "7", "--cols", "7", "--islands", "8", "--seed", "2"}, ExitOK, ""},
	} {
		code, out, errText := run(t, "", append([]string{"generate"}, tt.args...)...)
		if code != tt.code || !strings.Contains(errText, tt.wantStderr) || (tt.wantStderr == "" && errText != "") {
			t.Errorf("generate %v: exit %d, stderr %q; want %d and %q", tt.args, code, errText, tt.code, tt.wantStderr)
		}
		if strings.Contains(out, "Usage") {
			t.Errorf("generate %v: usage on standard output", tt.args)
		}
		if code == ExitOK && out == "" {
			t.Errorf("generate %v: no puzzle", tt.args)
		}
	}
}

// TestHashiJSON: the answer's field comes after the record's own, as before
// the types were described by one descriptor.
func TestHashiJSON(t *testing.T) {
	code, out, errText := run(t, "2 . 2\n. . .\n2 . 2\n", "solve", "--type", "hashi", "--json", "-")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errText)
	}
	if !strings.HasPrefix(out, `{"file":"stdin","type":"hashi","method":"exact","status":"unique","elapsed_ms":`) ||
		!strings.Contains(out, `,"bridges":[{"r1":0,"c1":0,"r2":0,"c2":2,"count":1}`) {
		t.Errorf("JSON record: %s", out)
	}
}

// failing is standard output on a full disk.
type failing struct{}

func (failing) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// TestLostWrites: a command whose output cannot be written fails.
func TestLostWrites(t *testing.T) {
	for _, args := range [][]string{
		{"methods"},
		{"generate", "--type", "sudoku", "--order", "2", "--seed", "1"},
		{"solve", "testdata/sample.txt"},
		{"solve", "--json", "testdata/lines.txt"},
		{"model", "testdata/sample.txt"},
	} {
		var errb bytes.Buffer
		code := Main(Env{Stdin: strings.NewReader(""), Stdout: failing{}, Stderr: &errb}, args)
		if code != ExitBadInput || !strings.Contains(errb.String(), "no space left on device") {
			t.Errorf("%v: exit %d, stderr %q", args, code, errb.String())
		}
	}
}

// TestStreamOrder: answers come in input order whatever the number of
// workers, and a cap on --jobs is said.
func TestStreamOrder(t *testing.T) {
	_, one, _ := run(t, "", "solve", "--json", "--jobs", "1", "testdata/lines.txt")
	code, many, errText := run(t, "", "solve", "--json", "--jobs", "1000000", "testdata/lines.txt")
	if code == ExitBadInput || !strings.Contains(errText, "--jobs 1000000 is more than 4 per CPU") {
		t.Fatalf("exit %d, stderr %q", code, errText)
	}
	strip := regexp.MustCompile(`"elapsed_ms":[0-9.e-]+,"nodes":[0-9]+`)
	if a, b := strip.ReplaceAllString(one, ""), strip.ReplaceAllString(many, ""); a != b {
		t.Errorf("--jobs 1 and many differ:\n%s\n%s", a, b)
	}
	if n := strings.Count(one, "\n"); n < 2 {
		t.Errorf("%d answers", n)
	}
}

// TestInterrupt: an interrupted run says so and exits 130.
func TestInterrupt(t *testing.T) {
	ctx, cancel := context.WithCancelCause(context.Background())
	cancel(errInterrupted)
	var out, errb bytes.Buffer
	code := Main(Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb, Context: ctx}, []string{"solve", "testdata/lines.txt"})
	if code != ExitInterrupted || !strings.Contains(errb.String(), "interrupted") {
		t.Errorf("exit %d, stderr %q", code, errb.String())
	}
}

// TestFlagChecks: values out of range are refused at once with one line
// naming the flag; flags may follow the files.
func TestFlagChecks(t *testing.T) {
	for _, tt := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"generate", "--count", "0"}, ExitBadInput, "--count 0 is out of range 1 to 1000000"},
		{[]string{"generate", "--count", "-5"}, ExitBadInput, "--count -5 is out of range"},
		{[]string{"bench", "--limit", "-1", "testdata/sample.txt"}, ExitBadInput, "--limit -1 must be 0 (all) or more"},
		{[]string{"bench", "--runs", "1000000000", "testdata/sample.txt"}, ExitBadInput, "--runs 1000000000 is out of range 1 to 10000"},
		{[]string{"bench", "--type", "hashi", "--png", "/nonexistent/dir/f.png"}, ExitBadInput, "--png: open /nonexistent/dir/f.png"},
		{[]string{"solve", "--timeout", "5"}, ExitBadInput, `grille: solve: invalid value "5" for flag -timeout`},
		{[]string{"generate", "--type", "shikaku", "--rows", "40", "--cols", "40", "--unique", "--timeout", "1ns"}, ExitUnsolved, "no puzzle within the time limit of 1ns (--timeout)"},
	} {
		code, out, errText := run(t, "", tt.args...)
		if code != tt.code || !strings.Contains(errText, tt.want) || strings.Count(errText, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q on one line", tt.args, code, errText, tt.code, tt.want)
		}
		if out != "" {
			t.Errorf("%v: wrote %q", tt.args, out)
		}
	}
	code, out, _ := run(t, "", "solve", "testdata/sample.txt", "--json", "--method", "backtrack")
	if code != ExitOK || !strings.HasPrefix(out, `{"file":"testdata/sample.txt"`) {
		t.Errorf("flags after the file: exit %d, %q", code, out)
	}
}
