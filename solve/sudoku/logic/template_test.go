package logic

import (
	"context"
	"testing"

	"grille/solve/sudoku"
	"grille/solve/sudoku/sudokutest"
)

// TestTemplateOrders: at orders 3 to 5, a full grid with one digit's
// cells emptied has one template for it, which places it everywhere; with
// every candidate open (an empty grid) the templates are too many to list
// and nothing is said.
func TestTemplateOrders(t *testing.T) {
	for n := 3; n <= 5; n++ {
		sol := sudokutest.Pattern(n)
		g := sudoku.Grid{Order: n, Cells: append([]uint8(nil), sol.Cells...)}
		want := 0
		for c, v := range g.Cells {
			if v == 1 {
				g.Cells[c] = 0
				want++
			}
		}
		s, err := start(context.Background(), g, nil)
		if err != nil {
			t.Fatal(err)
		}
		var st step
		if !template(s, &st) {
			t.Fatalf("order %d: nothing found", n)
		}
		if st.count != 1 || len(st.place) != want || len(st.elim) != 0 {
			t.Fatalf("order %d: %d templates, %d placed, %d removed; want 1, %d, 0", n, st.count, len(st.place), len(st.elim), want)
		}
		for _, p := range st.place {
			if sol.Cells[p.Cell] != uint8(p.Digit) {
				t.Errorf("order %d: %s=%d, the solution has %d", n, sudoku.CellName(n, p.Cell), p.Digit, sol.Cells[p.Cell])
			}
		}
		empty, _ := start(context.Background(), sudoku.New(n), nil)
		if template(empty, &st) {
			t.Errorf("order %d: an empty grid gives %v %v", n, st.place, st.elim)
		}
	}
}

// TestTemplateRemoves: a digit whose places make two templates only
// (two rows of a band that can swap them) loses the candidates outside both.
func TestTemplateRemoves(t *testing.T) {
	// 1 stays in its solution cells and, in rows 1 and 2, also in the
	// cells where the two rows' 1s would swap, plus a stray candidate in
	// row 9 that no template can use.
	sol := sudokutest.Pattern(3)
	m := make([]uint64, 81)
	g := sudoku.New(3)
	for c := range m {
		m[c] = 0x1ff &^ 1
		if sol.Cells[c] == 1 {
			m[c] |= 1
		}
	}
	// the 1s of rows 1 and 2, one band: swapped, they keep their boxes
	var r1, r2 int
	for k := 0; k < 9; k++ {
		if sol.Cells[k] == 1 {
			r1 = k
		}
		if sol.Cells[9+k] == 1 {
			r2 = k
		}
	}
	m[r2] |= 1   // row 1 at row 2's column
	m[9+r1] |= 1 // row 2 at row 1's column: the swap is a second template
	stray := 9*8 + r1
	if sol.Cells[stray] != 1 {
		m[stray] |= 1 // r9 at r1's column: column taken in both templates
	}
	s, err := start(context.Background(), g, m)
	if err != nil {
		t.Fatal(err)
	}
	var st step
	if !template(s, &st) {
		t.Fatal("nothing found")
	}
	if st.count != 2 {
		t.Errorf("%d templates, want 2", st.count)
	}
	if len(st.elim) != 1 || st.elim[0] != cand(stray, 1) {
		t.Errorf("removes %v, want %s-1", st.elim, sudoku.CellName(3, stray))
	}
	_, text := words(s, &st)
	t.Log(text)
}
