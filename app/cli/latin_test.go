package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"grille/solve/catalog"
	"grille/solve/solvetest/latin"
	"grille/solve/solvetest/latin/latintype"
)

// The recipe's fourth type (solve/solvetest/latin: the required parts
// only) through the terminal: the catalog's types and it, as a test brings
// its own. Every command answers it, those whose optional part it lacks
// with a message; every reader answers its input and garbage.

const latinFile = "1...\n..3.\n.4..\n...2\n\n12.\n..1\n...\n\n1.\n.2\n"

func runLatin(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	env := Env{Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errb,
		types: catalog.Checked(append(catalog.Types(nil), latintype.New())...)}
	code = Main(env, args)
	return code, out.String(), errb.String()
}

func TestLatinSolve(t *testing.T) {
	code, out, errs := runLatin(t, latinFile, "solve", "--type", "latin", "-")
	if code != ExitUnsolved || errs != "" {
		t.Fatalf("exit %d (want %d), stderr %q", code, ExitUnsolved, errs)
	}
	lines := strings.Split(out, "\n")
	for _, want := range []struct {
		at   int
		head string
	}{{0, "stdin #1: Multiple solutions in "}, {5, "stdin #2: Unique solution in "}, {9, "stdin #3: No solution in "}} {
		if want.at >= len(lines) || !strings.HasPrefix(lines[want.at], want.head) {
			t.Errorf("line %d: want %q…, output\n%s", want.at+1, want.head, out)
		}
	}
	p, err := latin.Type.ParseOne("p", []byte("12.\n..1\n...\n"))
	if err != nil {
		t.Fatal(err)
	}
	sol, err := latin.Type.ParseOne("stdout", []byte(strings.Join(lines[6:9], "\n")))
	if err != nil {
		t.Fatalf("the picture of the solution does not read back: %v\n%s", err, out)
	}
	if err := latin.Verify(p, sol); err != nil {
		t.Errorf("printed solution: %v", err)
	}
}

func TestLatinJSON(t *testing.T) {
	code, out, errs := runLatin(t, latinFile, "solve", "--json", "--type", "latin", "--method", "backtrack", "-")
	if code != ExitUnsolved || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	var got []string
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var rec map[string]any
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatalf("not JSON: %q: %v", line, err)
		}
		if rec["type"] != "latin" || rec["method"] != "backtrack" {
			t.Errorf("record %v", rec)
		}
		// No Answer: a record without the solution's field.
		delete(rec, "elapsed_ms")
		for _, k := range []string{"file", "index", "type", "method", "status", "nodes", "msg"} {
			delete(rec, k)
		}
		if len(rec) != 0 {
			t.Errorf("fields a type without Answer should not have: %v", rec)
		}
		got = append(got, line[:strings.Index(line, `"elapsed_ms"`)])
	}
	want := []string{
		`{"file":"stdin","index":1,"type":"latin","method":"backtrack","status":"multiple",`,
		`{"file":"stdin","index":2,"type":"latin","method":"backtrack","status":"unique",`,
		`{"file":"stdin","index":3,"type":"latin","method":"backtrack","status":"infeasible",`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("records\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestLatinReaders: the grid form reads, and the forms the type lacks
// (game IDs, URLs, play blocks) and garbage are parse errors at their
// place, one a puzzle, the good puzzles around them solved.
func TestLatinReaders(t *testing.T) {
	in := "12:3\n" +
		"https://puzz.link/p?latin/2/2/x\n" +
		"12\n21\nplay\nx\n" +
		"\n" +
		"garbage\n" +
		"\n" +
		"12\n.1\n"
	code, out, errs := runLatin(t, in, "solve", "--type", "latin", "-")
	if code != ExitBadInput {
		t.Errorf("exit %d, want %d", code, ExitBadInput)
	}
	want := "grille: stdin:1:1: this type has no game IDs: \"12:3\" reads as one\n" +
		"grille: stdin:2:1: this type has no puzz.link URLs\n" +
		"grille: stdin:5:1: this type has no play block\n" +
		"grille: stdin:8:1: 'g' is not a digit 1 to 7 or '.'\n"
	if errs != want {
		t.Errorf("stderr\n%s\nwant\n%s", errs, want)
	}
	if !strings.HasPrefix(out, "stdin #5: Unique solution in ") || !strings.HasSuffix(out, "\n12\n21\n") {
		t.Errorf("stdout %q", out)
	}
}

// TestLatinCommands: every command knows the type; those whose optional
// part it lacks say so (exit 2), none panics.
func TestLatinCommands(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "latin.txt")
	if err := os.WriteFile(file, []byte(latinFile), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args     []string
		code     int
		out, err string // contained
	}{
		{[]string{"methods"}, ExitOK, "latin:\n  backtrack  exact     Backtracking\n", ""},
		{[]string{"help"}, ExitOK, "  Latin square: every digit once in each row and each column\n", ""},
		{[]string{"help", "solve"}, ExitOK, "puzzle type: sudoku, shikaku, hashi, latin (default \"sudoku\")", ""},
		{[]string{"generate", "--type", "latin"}, ExitBadInput, "", "grille: generate: no generator for type \"latin\"\n"},
		{[]string{"model", "--type", "latin", file}, ExitBadInput, "", "latin has no linear model\n"},
		{[]string{"print", "--type", "latin", "-o", filepath.Join(dir, "out.pdf"), file}, ExitBadInput, "", "grille: print: Latin square puzzles cannot be drawn yet\n"},
		{[]string{"explain", "--type", "latin", file}, ExitBadInput, "", "grille: explain: latin: this puzzle type has no step-by-step solver\n"},
		{[]string{"rate", "--type", "latin", file}, ExitBadInput, "", "grille: rate: latin: this puzzle type has no step-by-step solver\n"},
		{[]string{"bench", "--type", "latin", file}, ExitOK, "  backtrack     3       2  66.7%", ""},
	} {
		code, out, errs := runLatin(t, "", tc.args...)
		if code != tc.code || !strings.Contains(out, tc.out) || !strings.Contains(errs, tc.err) {
			t.Errorf("%v: exit %d (want %d), stdout\n%s\nstderr\n%s", tc.args, code, tc.code, out, errs)
		}
	}
}
