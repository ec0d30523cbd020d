package cli

import (
	"strings"
	"testing"

	"grille/solve/catalog"
)

// TestBadFirstRowIsOnePuzzle: a grid refused on its first row is one bad
// puzzle; its other rows are not read as a second puzzle (they were: "#2:
// No solution (the clues add up to 44 but the grid has 42 cells)"). One-line
// puzzles and game IDs after a bad line are still read.
func TestBadFirstRowIsOnePuzzle(t *testing.T) {
	shikaku := "2 . 1 . . . 4\n. 2 . . . 4 1\n1 . . 5 . . .\n2 . 1 . . 6 1\n. 3 3 . . . 2\n. 2 . 3 . . .\n2 . . . . 3 1\n"
	hashi := "3 . 3 . 2 . 3\n. . . . . . .\n4 . 4 . 3 . 5\n. . . 2 . 3 .\n2 . 3 . 1 . .\n. . . . . . 1\n3 . 4 . . 2 .\n"
	sudoku := "0 0 0 0 0 0 9 0 0\n0 4 6 0 0 0 8 0 0\n0 9 0 7 2 0 0 0 0\n0 1 0 0 3 0 0 0 0\n0 0 5 8 0 0 0 2 0\n" +
		"0 8 9 0 0 1 0 3 0\n0 0 0 0 4 5 0 0 1\n0 0 0 0 0 8 3 4 0\n0 0 0 0 9 0 2 7 0\n"
	line := "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	bad := func(s, from, to string) string { return strings.Replace(s, from, to, 1) }
	for _, c := range []struct {
		name, typ, in string
		want        []string // "ok" or the start of the error
	}{
		{"shikaku bad first cell", "shikaku", bad(shikaku, "2", "x"), []string{"f:1:1:"}},
		{"shikaku long first row", "shikaku", bad(shikaku, "4\n", "4 4\n"), []string{"f:2:"}},
		{"shikaku then good", "shikaku", bad(shikaku, "2", "x") + "\n" + shikaku, []string{"f:1:1:", "ok"}},
		{"shikaku then game ID", "shikaku", bad(shikaku, "2", "x") + "2x2:2b2\n", []string{"f:1:1:", "ok"}},
		{"shikaku bad second row", "shikaku", bad(shikaku, "\n.", "\nx"), []string{"f:2:1:"}},
		{"hashi bad first cell", "hashi", bad(hashi, "3", "x"), []string{"f:1:1:"}},
		{"sudoku bad first cell", "sudoku", bad(sudoku, "0", "x") + "\n" + line + "\n", []string{"f:1:1:", "ok"}},
		{"sudoku ten columns", "sudoku", bad(sudoku, "0", "0 0"), []string{"f:1:"}},
		{"sudoku one-line puzzles", "sudoku", line + "\n" + line[:80] + "\n" + line + "\n", []string{"ok", "f:2:", "ok"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			d, ok := catalog.Lookup(catalog.Types(nil), c.typ)
			if !ok {
				t.Fatal(c.typ)
			}
			var got []string
			for _, err := range d.Erased().Each("f", []byte(c.in)) {
				if err != nil {
					got = append(got, err.Error())
				} else {
					got = append(got, "ok")
				}
			}
			if len(got) != len(c.want) {
				t.Fatalf("got %q, want %q", got, c.want)
			}
			for i := range got {
				if !strings.HasPrefix(got[i], c.want[i]) {
					t.Errorf("item %d: %q, want %q…", i+1, got[i], c.want[i])
				}
			}
		})
	}
}
