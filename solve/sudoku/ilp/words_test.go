package ilp

import (
	"strings"
	"testing"

	"grille/solve"
	"grille/solve/sudoku"
)

// wordsCount checks that the words count what the model holds: as many
// variables and rows as Model writes.
func wordsCount(t *testing.T, name string, w solve.ModelWords, vars, rows int) {
	t.Helper()
	v, r := 0, 0
	for _, l := range w.Variables {
		v += l.Count
	}
	for _, l := range w.Families {
		r += l.Count
		if l.Words.IsZero() || l.Formula == "" {
			t.Errorf("%s: a family without words or formula: %+v", name, l)
		}
	}
	if v != vars || r != rows {
		t.Errorf("%s: the words count %d variables and %d rows, the model has %d and %d", name, v, r, vars, rows)
	}
}

func TestWords(t *testing.T) {
	g, err := sudoku.ParseOne("test", []byte("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []sudoku.Grid{g, sudoku.New(2), sudoku.New(4)} {
		p := Model(c)
		wordsCount(t, p.Name, Words(c), len(p.Vars), len(p.Rows))
	}
	lines := strings.Join(Words(g).Lines(nil), "\n")
	for _, want := range []string{
		"  x[r,c,d] ∈ {0,1}: 1 when cell (r,c) holds digit d, d = 1…9 — 729 variables",
		"Constraints (342 rows):",
		"  each cell holds one digit: Σ_d x[r,c,d] = 1 — 81 rows",
		"  each given is fixed: x[r,c,given] = 1 — 18 rows",
	} {
		if !strings.Contains(lines, want) {
			t.Errorf("the words lack %q:\n%s", want, lines)
		}
	}
	if w := Words(sudoku.Grid{Order: 3}); len(w.Lines(nil)) != 0 {
		t.Errorf("an invalid grid has words: %v", w.Lines(nil))
	}
}
