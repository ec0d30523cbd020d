package sudoku

import (
	"encoding/json"
	"math/rand/v2"
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
	for _, v := range []uint8{10, 36} { // no solution, but written as any grid
		odd := patternGrid(3)
		odd.Cells[77] = v
		grids = append(grids, odd)
	}
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

// TestSound9AgainstUnits: the 9×9 one-pass check says yes exactly when the
// unit-by-unit definition does (givens kept, every row, column and box
// holding 1..9), over a valid grid with one or two cells changed to every
// byte value, including those that alias a digit under a mask (17, 33,
// 65, 129), and givens kept or changed at every cell.
func TestSound9AgainstUnits(t *testing.T) {
	ref := func(p, s Grid) bool {
		for i, v := range p.Cells {
			if v != 0 && s.Cells[i] != v {
				return false
			}
		}
		for _, unit := range Units(3) {
			var seen uint64
			for _, i := range unit {
				v := s.Cells[i]
				if v < 1 || v > 9 || seen&(1<<v) != 0 {
					return false
				}
				seen |= 1 << v
			}
		}
		return true
	}
	good := patternGrid(3)
	check := func(what string, p, s Grid) {
		t.Helper()
		if got, want := sound9((*[81]uint8)(p.Cells), (*[81]uint8)(s.Cells)), ref(p, s); got != want {
			t.Fatalf("%s: sound9 %v, units %v", what, got, want)
		}
	}
	check("valid", New(3), good)
	for i := 0; i < 81; i++ {
		for v := 0; v < 256; v++ {
			s := good.Clone()
			s.Cells[i] = uint8(v)
			check("one cell", New(3), s)
			// Two cells of a row swapped in one value each, the other
			// cell of the pair out of range or not.
			s2 := s.Clone()
			j := i/9*9 + (i+1)%9
			s2.Cells[j] = uint8(v ^ 1)
			check("two cells", New(3), s2)
		}
		p := New(3)
		p.Cells[i] = good.Cells[i]
		check("given kept", p, good)
		p.Cells[i] = good.Cells[i]%9 + 1
		check("given changed", p, good)
		p.Cells[i] = 200
		check("given out of range", p, good)
	}
	// Latin squares: every row and column full, boxes not. Two columns
	// (or rows) of different stacks (bands) swapped break the boxes of
	// those stacks alone; the cyclic square breaks them all.
	for a := 0; a < 9; a++ {
		for b := a + 1; b < 9; b++ {
			cols, rows := good.Clone(), good.Clone()
			for k := 0; k < 9; k++ {
				cols.Cells[9*k+a], cols.Cells[9*k+b] = cols.Cells[9*k+b], cols.Cells[9*k+a]
				rows.Cells[9*a+k], rows.Cells[9*b+k] = rows.Cells[9*b+k], rows.Cells[9*a+k]
			}
			check("columns swapped", New(3), cols)
			check("rows swapped", New(3), rows)
		}
	}
	cyclic := New(3)
	for i := range cyclic.Cells {
		cyclic.Cells[i] = uint8((i/9+i%9)%9 + 1)
	}
	check("cyclic Latin square", New(3), cyclic)
	// Swaps keep every row full and break columns or boxes (or not, when
	// the two cells are equal).
	for i := 0; i < 81; i++ {
		for j := 0; j < 81; j++ {
			s := good.Clone()
			s.Cells[i], s.Cells[j] = s.Cells[j], s.Cells[i]
			check("swap", New(3), s)
		}
	}
}

// TestHasRepeat9AgainstGeneral: the 9×9 clash check answers as the
// general one on random partial grids, any byte values included.
func TestHasRepeat9AgainstGeneral(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for k := 0; k < 20000; k++ {
		var cells [81]uint8
		for f := rng.IntN(30); f > 0; f-- {
			v := uint8(1 + rng.IntN(9))
			if rng.IntN(50) == 0 {
				v = uint8(rng.IntN(256))
			}
			cells[rng.IntN(81)] = v
		}
		if got, want := hasRepeat9(&cells), hasRepeatUnits(cells[:]); got != want {
			t.Fatalf("%v: hasRepeat9 %v, units %v", cells, got, want)
		}
	}
}

func hasRepeatUnits(cells []uint8) bool {
	for _, unit := range Units(3) {
		var seen uint64
		for _, i := range unit {
			v := cells[i]
			if v == 0 || v > 9 {
				continue
			}
			if seen&(1<<v) != 0 {
				return true
			}
			seen |= 1 << v
		}
	}
	return false
}

// TestDigits9: the eight-at-a-time reading of a 9×9 line takes exactly
// the lines of "." and 0-9, each cell its digit ("." and "0" empty),
// whatever byte stands at whatever place, and tells a clash of givens as
// the unit-by-unit check does (the base line has none; a digit put in
// makes one or not, and random lines have many).
func TestDigits9(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for k := 0; k < 20000; k++ {
		tok := make([]byte, 81)
		for i := range tok {
			tok[i] = ".........0123456789"[rng.IntN(19)]
			if rng.IntN(3) > 0 {
				tok[i] = '.'
			}
		}
		cells := make([]uint8, 81)
		ok, clash := digits9(tok, cells)
		if !ok || clash != hasRepeatUnits(cells) {
			t.Fatalf("%q: %v, clash %v", tok, ok, clash)
		}
	}
	base := []byte("123......" + "456......" + "789......" + strings.Repeat(".", 54))
	for at := 0; at < 81; at++ {
		for c := 0; c < 256; c++ {
			tok := append([]byte(nil), base...)
			tok[at] = byte(c)
			cells := make([]uint8, 81)
			ok, clash := digits9(tok, cells)
			want := true
			for _, ch := range tok {
				want = want && (ch == '.' || '0' <= ch && ch <= '9')
			}
			if ok != want {
				t.Fatalf("%q: digits9 %v, want %v", tok, ok, want)
			}
			if ok && clash != hasRepeatUnits(cells) {
				t.Fatalf("%q: clash %v", tok, clash)
			}
			for i, ch := range tok {
				if v := ch - '0'; ok && (ch == '.' && cells[i] != 0 || ch != '.' && cells[i] != v) {
					t.Fatalf("%q: cell %d is %d", tok, i, cells[i])
				}
			}
		}
	}
}

// TestTypeAnswer: the --json answer of every order (9×9 held as one
// pointer) writes, through encoding/json and directly, g.Rows().
func TestTypeAnswer(t *testing.T) {
	for n := MinOrder; n <= MaxOrder; n++ {
		g := patternGrid(n)
		key, v := Type.Answer(g)
		want, _ := json.Marshal(g.Rows())
		got, err := json.Marshal(v)
		direct := v.(interface{ AppendJSON([]byte) []byte }).AppendJSON(nil)
		if key != "grid" || err != nil || string(got) != string(want) || string(direct) != string(want) {
			t.Errorf("order %d: %s %s / %s (%v), want %s", n, key, got, direct, err, want)
		}
	}
}
