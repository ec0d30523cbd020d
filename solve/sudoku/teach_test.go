package sudoku

import (
	"slices"
	"testing"
)

func TestCandidates(t *testing.T) {
	g := New(2)
	g.Set(0, 0, 3)
	g.Set(3, 2, 1)
	got := Candidates(g)
	want := make([]uint64, 16)
	for i := range want {
		want[i] = 0b1111
	}
	want[0], want[14] = 0b0100, 0b0001
	if !slices.Equal(got, want) {
		t.Errorf("Candidates = %b, want %b", got, want)
	}
}

// TestOpen: a cell's open candidates are the digits no peer holds.
func TestOpen(t *testing.T) {
	g, err := ParseOne("t", []byte("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"))
	if err != nil {
		t.Fatal(err)
	}
	masks := Open(g)
	digits := func(m uint64) (ds []int) {
		for d := 1; d <= 9; d++ {
			if m&(1<<(d-1)) != 0 {
				ds = append(ds, d)
			}
		}
		return ds
	}
	for _, tt := range []struct {
		cell int
		want []int
	}{
		{0, []int{5}},       // a given: itself
		{2, []int{1, 2, 4}}, // r1c3: row 5 3 7, column 8, box 5 3 6 9 8
		{80, []int{9}},      // r9c9 is a given 9
		{40, []int{5}},      // r5c5: row 4 8 3 1, column 7 9 6 2 1 8, box 8 6 3 2
	} {
		if got := digits(masks[tt.cell]); !slices.Equal(got, tt.want) {
			t.Errorf("cell %d: %v, want %v", tt.cell, got, tt.want)
		}
	}
}
