package ui

import (
	"testing"

	"grille/assets/translation"
	"grille/solve"
)

// TestFrenchTexts: in French the texts, plurals and technique labels are
// French, the course's terms stand for the techniques that have one, and
// English is the solver's text byte for byte.
func TestFrenchTexts(t *testing.T) {
	defer useLanguage(translation.English)
	hidden := &solve.Technique{ID: "hidden-single", Name: "Hidden single", Source: "Unicité"}
	pair := &solve.Technique{ID: "hidden-pair", Name: "Hidden pair", Source: "Parité, generalised"}
	cases := []struct {
		lang string
		f    func() string
		want string
	}{
		{"en", func() string { return tr("Solve") }, "Solve"},
		{"fr", func() string { return tr("Solve") }, "Résoudre"},
		{"en", func() string { return plural("step", 51) }, "51 steps"},
		{"fr", func() string { return plural("step", 51) }, "51 étapes"},
		{"fr", func() string { return plural("step", 1) }, "1 étape"},
		{"fr", func() string { return plural("step", 0) }, "0 étape"},
		{"en", func() string { return techniqueLabel("sudoku", hidden) }, "Hidden single (the course's Unicité)"},
		{"fr", func() string { return techniqueLabel("sudoku", hidden) }, "Unicité (singleton caché)"},
		{"en", func() string { return techniqueLabel("sudoku", pair) }, "Hidden pair (the course's Parité, generalised)"},
		{"fr", func() string { return techniqueLabel("sudoku", pair) }, "Paire cachée"},
		{"fr", func() string { return gradeName(solve.Grade{ID: "hard", Name: "Hard"}) }, "Difficile"},
		{"en", func() string { return gradeName(solve.Grade{ID: "hard", Name: "Hard"}) }, "Hard"},
		{"fr", func() string { return trKey("technique.nosuch.x", "Fallback") }, "Fallback"},
	}
	for _, c := range cases {
		useLanguage(c.lang)
		if got := c.f(); got != c.want {
			t.Errorf("%s: got %q, want %q", c.lang, got, c.want)
		}
	}
}
