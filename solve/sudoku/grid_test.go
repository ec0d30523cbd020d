package sudoku

import "testing"

// TestValidate9 checks the 9×9 fast path refuses a value over 9 at every
// cell (each byte of each word, and the last cell) and every value 10..255.
func TestValidate9(t *testing.T) {
	g := New(3)
	if err := g.Validate(); err != nil {
		t.Fatalf("empty grid: %v", err)
	}
	for i := range g.Cells {
		g.Cells[i] = 9
	}
	if err := g.Validate(); err != nil {
		t.Fatalf("grid of 9s: %v", err)
	}
	for i := range g.Cells {
		for _, v := range []uint8{10, 15, 16, 127, 128, 200, 255} {
			old := g.Cells[i]
			g.Cells[i] = v
			if g.Validate() == nil {
				t.Errorf("cell %d = %d: valid", i, v)
			}
			g.Cells[i] = old
		}
	}
}
