package ui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"grille/assets/translation"
	"grille/solve"
	"grille/solve/sudoku"
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

// TestLanguageDialogEsc: choosing a language says when it takes effect, in
// a dialog that Esc closes.
func TestLanguageDialogEsc(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewWindow(widget.NewLabel("main"))
	defer w.Close()
	escKeys(w)
	items := languageMenu(w)
	items[2].Action() // Français
	if !dialogOpen(w) {
		t.Fatal("choosing a language showed no dialog")
	}
	w.Canvas().(test.WindowlessCanvas).OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if dialogOpen(w) {
		t.Error("Esc left the language dialog open")
	}
}

// TestFrenchErrors: a reader's error in French keeps FILE:LINE:COL and
// its counts' plurals; English is the error's own text.
func TestFrenchErrors(t *testing.T) {
	defer useLanguage(translation.English)
	_, err := sudoku.Parse("f.txt", []byte("1 2 3\n"))
	if err == nil {
		t.Fatal("no error")
	}
	useLanguage(translation.English)
	if got := errSay(err); got != err.Error() {
		t.Errorf("English %q, want %q", got, err.Error())
	}
	useLanguage(translation.French)
	if got, want := errSay(err), "f.txt:1: grille de 3 colonnes : le côté doit être un carré, 4, 9, 16, 25 ou 36"; got != want {
		t.Errorf("French %q, want %q", got, want)
	}
	if got, want := errSay(errRunning), "une méthode tourne : arrêtez-la d'abord"; got != want {
		t.Errorf("French %q, want %q", got, want)
	}
}

// TestFrenchFileDialog: in French the file dialog's places, which Fyne
// writes in English whatever the language, are French.
func TestFrenchFileDialog(t *testing.T) {
	test.NewTempApp(t)
	defer useLanguage(translation.English)
	useLanguage(translation.French)
	w := test.NewWindow(widget.NewLabel("main"))
	defer w.Close()
	w.Resize(fyne.NewSize(900, 700))
	showDialog(w, dialog.NewFileOpen(func(fyne.URIReadCloser, error) {}, w))
	places := filePlaces(w)
	if places == nil {
		t.Fatal("no places list in the file dialog")
	}
	var labels []string
	for i := 0; i < places.Length(); i++ {
		item := places.CreateItem()
		places.UpdateItem(i, item)
		labels = append(labels, item.(*fyne.Container).Objects[1].(*widget.Label).Text)
	}
	if len(labels) == 0 || labels[0] != "Personnel" || slices.Contains(labels, "Computer") {
		t.Errorf("places %q, want them in French", labels)
	}
}
