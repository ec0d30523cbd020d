package sudoku

import (
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
