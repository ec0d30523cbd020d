package sudoku

import (
	"encoding/json"
	"strings"
	"testing"
)

// patternGrid is a valid full grid of order n (the classic shifted rows).
func patternGrid(n int) Grid {
	N := n * n
	g := New(n)
	for r := 0; r < N; r++ {
		for c := 0; c < N; c++ {
			g.Set(r, c, ((r%n)*n+r/n+c)%N+1)
		}
	}
	return g
}

// TestVerify: a valid grid passes; every wrong digit in any cell, and
// every swap of two cells of a row (rows still full, columns or boxes
// not), fails and names a unit holding a digit twice.
func TestVerify(t *testing.T) {
	for n := MinOrder; n <= 4; n++ {
		g := patternGrid(n)
		N := n * n
		if err := Verify(New(n), g); err != nil {
			t.Fatalf("order %d: valid grid refused: %v", n, err)
		}
		for i := range g.Cells {
			for d := 1; d <= N; d++ {
				if int(g.Cells[i]) == d {
					continue
				}
				bad := g.Clone()
				bad.Cells[i] = uint8(d)
				if err := Verify(New(n), bad); err == nil || !strings.Contains(err.Error(), "twice") {
					t.Fatalf("order %d: cell %d set to %d: %v", n, i, d, err)
				}
			}
		}
		for r := 0; r < N; r++ {
			for c := 1; c < N; c++ {
				bad := g.Clone()
				bad.Cells[r*N], bad.Cells[r*N+c] = bad.Cells[r*N+c], bad.Cells[r*N]
				if err := Verify(New(n), bad); err == nil {
					t.Fatalf("order %d: row %d with cells 0 and %d swapped passes", n, r, c)
				}
			}
		}
	}
	g := patternGrid(3)
	given := New(3)
	given.Cells[5] = g.Cells[5]%9 + 1
	if err := Verify(given, g); err == nil || !strings.Contains(err.Error(), "given") {
		t.Errorf("a changed given: %v", err)
	}
}

// TestVerifyRefusesMalformed: Verify's one-pass check must not let through
// an empty cell, a value out of range (past N, at 64 and past it, where a
// 64-bit shift wraps to nothing), a wrong order or a short grid, whatever
// the other cells hold.
func TestVerifyRefusesMalformed(t *testing.T) {
	good := patternGrid(3)
	for _, tc := range []struct {
		name   string
		edit   func(g Grid) Grid
		puzzle Grid
		want   string
	}{
		{"empty cell", func(g Grid) Grid { g.Cells[40] = 0; return g }, New(3), "empty"},
		{"value 10", func(g Grid) Grid { g.Cells[0] = 10; return g }, New(3), "out of range"},
		{"value 64", func(g Grid) Grid { g.Cells[3] = 64; return g }, New(3), "out of range"},
		{"value 65", func(g Grid) Grid { g.Cells[80] = 65; return g }, New(3), "out of range"},
		{"value 255", func(g Grid) Grid { g.Cells[9] = 255; return g }, New(3), "out of range"},
		{"short", func(g Grid) Grid { g.Cells = g.Cells[:80]; return g }, New(3), "cells"},
		{"order 2 puzzle", func(g Grid) Grid { return g }, New(2), "order"},
		{"order 0", func(g Grid) Grid { return Grid{Cells: g.Cells} }, New(3), "order"},
	} {
		bad := tc.edit(good.Clone())
		err := Verify(tc.puzzle, bad)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error saying %q", tc.name, err, tc.want)
		}
	}
}

// TestAnswerRowsJSON: a solution's JSON, written directly, is byte for byte
// what encoding/json makes of its Rows, for every order and value (two
// digits from 10 on), and for a grid of no order.
func TestAnswerRowsJSON(t *testing.T) {
	grids := []Grid{{}}
	for n := MinOrder; n <= MaxOrder; n++ {
		grids = append(grids, patternGrid(n))
	}
	half := patternGrid(3)
	half.Cells[4], half.Cells[80] = 0, 0
	grids = append(grids, half)
	for _, g := range grids {
		want, err := json.Marshal(g.Rows())
		if err != nil {
			t.Fatal(err)
		}
		got, err := json.Marshal(AnswerRows(g))
		if err != nil {
			t.Fatal(err)
		}
		if direct := AnswerRows(g).AppendJSON([]byte("x")); string(got) != string(want) || string(direct) != "x"+string(want) {
			t.Errorf("order %d: got %s / %s, want %s", g.Order, got, direct, want)
		}
	}
}
