package shikaku

import (
	"testing"

	"grille/solve/puzzlefile/scaletest"
)

// longLines are the inputs whose lines grow with n; they must be read in
// time linear in n.
var longLines = []scaletest.Case{
	{Name: "spaced row", Input: func(n int) []byte { return scaletest.Repeat(". ", n) }, Want: "1:401: grid of {n} columns: a side is at most 200"},
	{Name: "second row", Input: func(n int) []byte { return append([]byte("1 .\n"), scaletest.Repeat(". ", n)...) }, Want: "2:5: row 2 has {n} cells, want 2"},
	{Name: "header row", Input: func(n int) []byte { return append([]byte("1 1\n"), scaletest.Repeat(". ", n)...) }, Want: "2:3: row 1 has {n} cells, want 1"},
	{Name: "game ID clue", Input: func(n int) []byte { return append([]byte("1x1:"), scaletest.Repeat("9", n)...) }, Want: "is larger than the 10000-cell limit"},
	{Name: "janko problem", Input: func(n int) []byte {
		in := append([]byte(`{"data": {"a": {"problem": "1 1\n`), scaletest.Repeat(". ", n)...)
		return append(in, `"}}}`...)
	}, Want: "problem line 2, column 3: row 1 has {n} cells, want 1"},
}

func TestLongLines(t *testing.T) { scaletest.Test(t, parse, longLines) }

func BenchmarkLongLines(b *testing.B) { scaletest.Bench(b, parse, longLines) }

func parse(name string, data []byte) error {
	_, err := Parse(name, data)
	return err
}
