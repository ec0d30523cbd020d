package ilp

import (
	"strings"
	"testing"

	"grille/solve/hashi/hashitest"
)

func TestWords(t *testing.T) {
	for _, s := range []string{"2 . 2\n. . .\n2 . 2", ". 1 . .\n2 . 3 1\n. 2 . 1", ". 2 .\n2 . 2\n. 2 ."} {
		p := hashitest.Parse(t, s)
		m, w := Model(p), Words(p)
		v, r := 0, 0
		for _, l := range w.Variables {
			v += l.Count
		}
		for _, l := range w.Families {
			r += l.Count
		}
		if v != len(m.Vars) || r != len(m.Rows) {
			t.Errorf("%q: the words count %d variables and %d rows, the model has %d and %d", s, v, r, len(m.Vars), len(m.Rows))
		}
	}
	lines := strings.Join(Words(hashitest.Parse(t, "2 . 2\n. . .\n2 . 2")).Lines(nil), "\n")
	for _, want := range []string{"Objective: max Σ x[k,l],", "each island has as many bridges as its number: Σ_l y[k,l] = v[k] — 4 rows", "Connectivity is not linear"} {
		if !strings.Contains(lines, want) {
			t.Errorf("the words lack %q:\n%s", want, lines)
		}
	}
}
