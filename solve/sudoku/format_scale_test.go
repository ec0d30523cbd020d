package sudoku

import (
	"testing"

	"grille/solve/puzzlefile/scaletest"
)

// longLines are the inputs whose lines grow with n; they must be read in
// time linear in n.
var longLines = []scaletest.Case{
	{Name: "spaced row", Input: func(n int) []byte { return scaletest.Repeat("0 ", n) }, Want: "grid of {n} columns is larger than 36×36"},
	{Name: "boxed row", Input: func(n int) []byte { return scaletest.Repeat("0 | ", n) }, Want: "grid of {n} columns is larger than 36×36"},
	{Name: "one line", Input: func(n int) []byte { return scaletest.Repeat(".", n) }, Want: "line has {n} characters"},
	{Name: "second row", Input: func(n int) []byte { return append([]byte("0 0 0 0\n"), scaletest.Repeat("0 ", n)...) }, Want: "2:9: row 2 has {n} numbers, want 4"},
	{Name: "game ID value", Input: func(n int) []byte { return append([]byte("2x2:"), scaletest.Repeat("1", n)...) }, Want: "1:5: value 11111111111111111111… out of range 1..4"},
	{Name: "after a URL", Input: func(n int) []byte {
		return append([]byte("https://puzz.link/p?sudoku/4/4/1u "), scaletest.Repeat(". ", n)...)
	}, Want: `unexpected "." after the URL`},
}

func TestLongLines(t *testing.T) { scaletest.Test(t, parse, longLines) }

func BenchmarkLongLines(b *testing.B) { scaletest.Bench(b, parse, longLines) }

func parse(name string, data []byte) error {
	_, err := Parse(name, data)
	return err
}
