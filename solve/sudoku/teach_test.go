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
