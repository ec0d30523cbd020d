package logic

import (
	"context"
	"slices"
	"testing"

	"grille/solve/sudoku"
)

// TestSueDeCoqFindsNothing: patterns a Sue de Coq must not take.
func TestSueDeCoqFindsNothing(t *testing.T) {
	cases := []struct {
		name  string
		build func(b *board)
	}{
		{"the line's and the box's sets share 5, a digit of the intersection", func(b *board) {
			b.set("r7c1", "3459").set("r7c3", "3459").set("r7c2", "12678").set("r7c7", "45").set("r8c3", "35")
		}},
		{"the intersection holds one digit more than cells only (an almost locked set)", func(b *board) {
			b.set("r7c1", "345").set("r7c3", "345").set("r7c2", "12678").set("r7c7", "45").set("r8c3", "35")
		}},
		{"the box's set has as many extra digits as cells", func(b *board) {
			b.set("r7c1", "3459").set("r7c3", "3459").set("r7c2", "12678").set("r7c7", "45").set("r8c3", "13")
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := newBoard(t)
			tc.build(b)
			s := b.state(t)
			var st step
			if sueDeCoq(s, &st) {
				_, text := words(s, &st)
				t.Errorf("finds %s: %s", conclusionsOf(&st), text)
			}
		})
	}
}

// TestSueDeCoq16 is the pattern at 16×16, four cells to an intersection:
// r1c1 and r1c2 hold {1,2,3,4}, r1c9 {1,2} in row 1, r2c1 {3,4} in box 1.
// 1 and 2 leave the rest of row 1, 3 and 4 the rest of box 1, all four
// the intersection's other cells r1c3 and r1c4.
func TestSueDeCoq16(t *testing.T) {
	const N = 16
	g := sudoku.New(4)
	m := make([]uint64, N*N)
	for i := range m {
		m[i] = 1<<N - 1
	}
	at := func(r, c int) int { return (r-1)*N + c - 1 }
	m[at(1, 1)], m[at(1, 2)] = 0b1111, 0b1111
	m[at(1, 9)], m[at(2, 1)] = 0b0011, 0b1100
	s, err := start(context.Background(), g, m)
	if err != nil {
		t.Fatal(err)
	}
	var st step
	if !sueDeCoq(s, &st) {
		t.Fatal("finds nothing")
	}
	var want []sudoku.Candidate
	pattern := []int{at(1, 1), at(1, 2), at(1, 9), at(2, 1)}
	for c := 0; c < N*N; c++ {
		if slices.Contains(pattern, c) {
			continue
		}
		r, k := c/N, c%N
		var ds []int
		switch {
		case r == 0 && k < 4:
			ds = []int{1, 2, 3, 4}
		case r == 0:
			ds = []int{1, 2}
		case r < 4 && k < 4:
			ds = []int{3, 4}
		}
		for _, d := range ds {
			want = append(want, sudoku.Candidate{Cell: c, Digit: d})
		}
	}
	if got := sortedCands(st.elim); !slices.Equal(got, want) {
		t.Errorf("removes %v,\nwant %v", got, want)
	}
	if got := st.cells; !slices.Equal(got, pattern) {
		t.Errorf("cells %v, want %v", got, pattern)
	}
	if _, text := words(s, &st); text.String() == "" {
		t.Error("no words")
	} else {
		t.Log(text)
	}
}
