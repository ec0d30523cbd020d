package janko

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"grille/solve/parseerr"
	"grille/solve/puzzlefile/scaletest"
)

// A toy puzzle type: a problem is a line of digits; a digit 0 is an error
// at its column, an "x" an error of no position, and the solution must be
// the problem reversed.
func problem(text []byte) (string, error) {
	s := string(text)
	if i := strings.IndexByte(s, '0'); i >= 0 {
		return "", &parseerr.Error{Line: 1, Col: i + 1, Msg: "digit 0"}
	}
	if strings.Contains(s, "\n") {
		return "", &parseerr.Error{Line: 2, Msg: "one line only"}
	}
	if s == "x" {
		return "", errors.New("not a problem")
	}
	return s, nil
}

func solution(p string, e Entry) (string, string) {
	if e.Solution == nil {
		return "", ""
	}
	rev := []byte(p)
	for i, j := 0, len(rev)-1; i < j; i, j = i+1, j-1 {
		rev[i], rev[j] = rev[j], rev[i]
	}
	if *e.Solution != string(rev) {
		return "", fmt.Sprintf("solution %q, want %q", *e.Solution, rev)
	}
	return *e.Solution, ""
}

func TestRead(t *testing.T) {
	data := "\xef\xbb\xbf{\n" +
		`  "count": 3, "name": {"nested": [1, 2e999]},` + "\n" +
		`  "data": {` + "\n" +
		`    "z": {"problem": "12", "solution": "21", "info": null},` + "\n" +
		`    "a": {"problem": "3"},` + "\n" +
		"\n" +
		`    "m": {"source": "", "Problem": "45"}` + "\n" +
		"  }\n}\n"
	got, lines, err := Read("f.json", []byte(data), problem, solution)
	if err != nil {
		t.Fatal(err)
	}
	if s := fmt.Sprint(got, lines); s != "[{z 12 21} {a 3 } {m 45 }] [4 5 7]" {
		t.Errorf("got %s", s)
	}
	// A null solution is none.
	got, _, err = Read("f.json", []byte(`{"data": {"a": {"problem": "12", "solution": null}}}`), problem, solution)
	if err != nil || fmt.Sprint(got) != "[{a 12 }]" {
		t.Errorf("got %v, %v", got, err)
	}
	// Without a solution reader, solutions are not read, even wrong ones.
	got, _, err = Read("f.json", []byte(`{"data": {"a": {"problem": "12", "solution": "12"}}}`), problem, nil)
	if err != nil || fmt.Sprint(got) != "[{a 12 }]" {
		t.Errorf("got %v, %v", got, err)
	}
}

func TestReadErrors(t *testing.T) {
	tests := []struct {
		name, in  string
		line, col int
		msg       string
	}{
		{"syntax", `{"data": {"a": {"problem": "1",}}}`, 1, 32, "JSON: invalid character '}' looking for beginning of object key string"},
		{"syntax on line 2", "{\"data\":\n {\"a\" 1}}", 2, 7, "JSON: invalid character '1' after object key"},
		{"syntax before a type error", `{"data": {"a": {"problem": 3,}}}`, 1, 30, "JSON: invalid character '}'"},
		{"end of file", "{\"data\": {\"a\": \n", 2, 1, "JSON: unexpected end of file"},
		{"UTF-16", "{\x00\"\x00d\x00", 1, 2, "JSON: invalid character '\\x00' looking for beginning of object key string: the file looks like UTF-16; save it as UTF-8"},
		{"trailing", `{"data": {}} x`, 1, 14, "JSON: invalid character 'x' after top-level value"},
		{"not an object", ` [1]`, 1, 2, `JSON: want an object (a janko data set: {"count", "data": {…}})`},
		{"data not an object", `{"data": ["a"]}`, 1, 10, `JSON: want "data" to be an object of puzzles`},
		{"entry not an object", `{"data": {"a": "12"}}`, 1, 16, `JSON: want puzzle "a" to be an object {"problem", "solution"}`},
		{"problem a number", `{"data": {"a": {"problem": 12}}}`, 1, 28, `JSON: puzzle "a": "problem" is a number, want a string`},
		{"problem null", `{"data": {"a": {"problem": null}}}`, 1, 16, `puzzle "a": no "problem"`},
		{"problem twice", `{"data": {"a": {"problem": "12", "Problem": 3}}}`, 1, 45, `JSON: puzzle "a": "problem" is a number, want a string`},
		{"solution an array", `{"data": {"a": {"problem": "1", "solution": [1]}}}`, 1, 45, `JSON: puzzle "a": "solution" is an array, want a string`},
		{"solution an object", `{"data": {"a": {"problem": "1", "solution": {}}}}`, 1, 45, `"solution" is an object`},
		{"solution a boolean", `{"data": {"a": {"problem": "1", "solution": true}}}`, 1, 45, `"solution" is a boolean`},
		{"no problem", `{"data": {"a": {"solution": "1"}}}`, 1, 16, `puzzle "a": no "problem"`},
		{"no data", `{"count": 0}`, 1, 1, `JSON has no "data" object: not a janko data set`},
		{"no puzzle", `{"data": {}}`, 1, 0, "no puzzle found"},
		{"problem error", "{\"data\": {\n \"a\": {\"problem\": \"120\"}}}", 2, 7, `puzzle "a": problem line 1, column 3: digit 0`},
		{"problem error, whole line", `{"data": {"a": {"problem": "1\n2"}}}`, 1, 16, `puzzle "a": problem line 2: one line only`},
		{"problem error, no place", `{"data": {"a": {"problem": "x"}}}`, 1, 16, `puzzle "a": problem: not a problem`},
		{"solution refused", `{"data": {"b": {"problem": "1"}, "a": {"problem": "12", "solution": "12"}}}`, 1, 39, `puzzle "a": solution "12", want "21"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := Read("f.json", []byte(tt.in), problem, solution)
			var pe *parseerr.Error
			if !errors.As(err, &pe) {
				t.Fatalf("got %v, want a *parseerr.Error", err)
			}
			if pe.File != "f.json" || pe.Line != tt.line || pe.Col != tt.col || !strings.Contains(pe.Msg, tt.msg) {
				t.Errorf("got %q (line %d, col %d), want line %d, col %d, %q", pe.Error(), pe.Line, pe.Col, tt.line, tt.col, tt.msg)
			}
			if strings.Contains(pe.Msg, "Go ") || strings.Contains(pe.Msg, "unmarshal") {
				t.Errorf("message names Go's types: %q", pe.Msg)
			}
		})
	}
}

// FuzzRead: Read never panics, fails only with a *parseerr.Error inside
// the file, and numbers every entry it returns with a line of the file.
func FuzzRead(f *testing.F) {
	f.Add([]byte(`{"count": 2, "data": {"z": {"problem": "12", "solution": "21"}, "a": {"problem": "3"}}}`))
	f.Add([]byte(`{"data": {"a": {"problem": "10"}}}`))
	f.Add([]byte("{\"data\":\n[]}"))
	f.Fuzz(func(t *testing.T, data []byte) {
		got, lines, err := Read("f", data, problem, solution)
		n := strings.Count(string(data), "\n") + 1
		if err != nil {
			var pe *parseerr.Error
			if !errors.As(err, &pe) || pe.Line < 1 || pe.Line > n || pe.Col < 0 {
				t.Fatalf("error %v outside the file", err)
			}
			return
		}
		if len(got) == 0 || len(lines) != len(got) {
			t.Fatalf("%d results, %d lines", len(got), len(lines))
		}
		for i, l := range lines {
			if l < 1 || l > n || i > 0 && l < lines[i-1] {
				t.Fatalf("lines %v", lines)
			}
		}
	})
}

// bigSets are data sets that grow with n: n/16 entries (each numbered
// with its line, once counted from the start of the file for every entry),
// or one problem of n digits.
var bigSets = []scaletest.Case{
	{Name: "many entries", Input: func(n int) []byte {
		var b strings.Builder
		b.WriteString(`{"count": 0, "data": {`)
		for i := range n / 16 {
			if i > 0 {
				b.WriteString(",\n")
			}
			fmt.Fprintf(&b, `"p%d": {"problem": "12", "solution": "21"}`, i)
		}
		b.WriteString("}}")
		return []byte(b.String())
	}, Want: ""},
	{Name: "long problem", Input: func(n int) []byte {
		in := append([]byte(`{"data": {"a": {"problem": "`), scaletest.Repeat("1", n)...)
		return append(in, `\n"}}}`...)
	}, Want: "problem line 2: one line only"},
}

func readToy(name string, data []byte) error {
	_, _, err := Read(name, data, problem, solution)
	return err
}

func TestBigSets(t *testing.T) { scaletest.Test(t, readToy, bigSets) }

func BenchmarkBigSets(b *testing.B) { scaletest.Bench(b, readToy, bigSets) }
