package hashi

import (
	"testing"

	"grille/solve/puzzlefile/scaletest"
)

// longLines are the inputs whose lines grow with n: once read in time
// quadratic in the fields of a line (each field's column was counted from
// the start of the line), now linear.
var longLines = []scaletest.Case{
	{Name: "spaced row", Input: func(n int) []byte { return scaletest.Repeat(". ", n) }, Want: "row of {n} cells"},
	{Name: "compact row", Input: func(n int) []byte { return scaletest.Repeat(".", n) }, Want: "row of {n} cells"},
	{Name: "second row", Input: func(n int) []byte { return append([]byte("1 . 1\n"), scaletest.Repeat(". ", n)...) }, Want: "2:7: row has {n} values, want 3"},
	{Name: "header row", Input: func(n int) []byte { return append([]byte("1 1\n"), scaletest.Repeat(". ", n)...) }, Want: "row has {n} values, want 1"},
	{Name: "after a URL", Input: func(n int) []byte {
		return append([]byte("https://puzz.link/p?hashi/1/1/1 "), scaletest.Repeat(". ", n)...)
	}, Want: `unexpected "." after the URL`},
	{Name: "janko problem", Input: func(n int) []byte {
		in := append([]byte(`{"data": {"a": {"problem": "1 1\n`), scaletest.Repeat(". ", n)...)
		return append(in, `"}}}`...)
	}, Want: "problem line 2, column 3: row has {n} values, want 1"},
}

func TestLongLines(t *testing.T) { scaletest.Test(t, parse, longLines) }

func BenchmarkLongLines(b *testing.B) { scaletest.Bench(b, parse, longLines) }

func parse(name string, data []byte) error {
	_, err := Parse(name, data)
	return err
}
