package backtrack

import (
	"os"
	"testing"

	"grille/solve/sudoku"
	"grille/solve/sudoku/sudokutest"
)

// On every shared 9×9 set (GRILLE_SHARED=1: they are large), the band path
// gives the same answer as the EUP path (fast9.go) — the count up to two —
// and its solution passes sudoku.Verify.
func TestSharedSetsBandAgrees(t *testing.T) {
	if os.Getenv("GRILLE_SHARED") == "" {
		t.Skip("GRILLE_SHARED=1 to run over the shared sets")
	}
	for _, f := range []string{"17clue_royle_49158.txt", "magictour_top1465.txt",
		"forum_hardest_1905_11plus.txt", "forum_hardest_1106.txt",
		"serg_benchmark_10000.txt", "unbiased_first1000.txt"} {
		counts := map[int]int{}
		for k, g := range sudokutest.Set(t, f) {
			want, _, _, _ := count9(g.Cells, 2, nil)
			got, sol, _, _ := countBand(g.Cells, 2, nil)
			if got != want {
				t.Fatalf("%s #%d: band path counts %d, EUP path %d", f, k+1, got, want)
			}
			if got > 0 {
				if err := sudoku.Verify(g, sudoku.Grid{Order: 3, Cells: sol}); err != nil {
					t.Fatalf("%s #%d: %v", f, k+1, err)
				}
			}
			counts[got]++
		}
		t.Logf("%s: %v", f, counts)
	}
}
