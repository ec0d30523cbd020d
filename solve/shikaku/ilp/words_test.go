package ilp_test

import (
	"strings"
	"testing"

	"grille/solve/shikaku"
	"grille/solve/shikaku/ilp"
)

func TestWords(t *testing.T) {
	for _, s := range []string{"2 .\n. 2", "4 . . .\n. . . 4\n. 4 . .\n. . 4 .", ". 3 .\n. . 6\n. . ."} {
		p, err := shikaku.ParseOne("t", []byte(s))
		if err != nil {
			t.Fatal(err)
		}
		m, w := ilp.Model(p), ilp.Words(p)
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
	p, _ := shikaku.ParseOne("t", []byte("2 .\n. 2"))
	lines := strings.Join(ilp.Words(p).Lines(nil), "\n")
	for _, want := range []string{"— 4 variables", "each clue gets one rectangle: Σ_l x[k,l] = 1 — 2 rows", "each cell is covered once"} {
		if !strings.Contains(lines, want) {
			t.Errorf("the words lack %q:\n%s", want, lines)
		}
	}
}
