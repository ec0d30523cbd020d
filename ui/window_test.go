package ui

import (
	"os"
	"testing"

	"fyne.io/fyne/v2/test"

	"grille/solve/hashi"
	"grille/solve/hashi/hashitype"
	"grille/solve/shikaku"
	"grille/solve/shikaku/shikakutype"
	"grille/solve/sudoku/sudokutype"
)

// TestOpenFile: a file given on the command line lands in the tab of its
// type, the file name's hint first; a file no reader takes leaves the tabs
// as they were and says why in a dialog.
func TestOpenFile(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	sp, err := shikaku.ParseOne("test", []byte(shikakuSample))
	if err != nil {
		t.Fatal(err)
	}
	hp, err := hashi.ParseOne("test", []byte(hashiSample))
	if err != nil {
		t.Fatal(err)
	}
	sud := NewSudokuTab(w, sudokutype.New(nil), parse(t, sample))
	shi := NewShikakuTab(w, shikakutype.New(nil), sp)
	has := NewHashiTab(w, hashitype.New(nil), hp)
	tabs := []Tab{sud, shi, has}
	// The grades are computed off the UI goroutine and shown through the
	// dispatcher; the test driver's fyne.Do would run them on the worker.
	q := make(uiQueue, 64)
	sud.Panel.UI, shi.Panel.UI, has.Panel.UI = q, q, q
	at := Build(w, "", tabs...)
	w.SetContent(at)

	coelho, err := os.ReadFile("../solve/hashi/testdata/Hs_16_100_25_00_001.has")
	if err != nil {
		t.Fatal(err)
	}
	small := "1 . 3\n. . .\n2 . 2\n" // reads as Hashi and as Shikaku
	top1 := "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
	cases := []struct {
		name, data string
		want       int
	}{
		{"top1.txt", top1, 0},
		{"bridges.has", string(coelho), 2},
		{"my-hashi.txt", small, 2},
		{"puzzle.txt", small, 2},   // no hint: the tab in front reads it
		{"puzzle-2.txt", top1, 0},  // it does not: the first tab that does
		{"puzzle-3.txt", small, 2}, // from the Sudoku tab: Hashi, as Shikaku's clues add up to 8 of 9 cells
	}
	for _, c := range cases {
		OpenFile(w, at, tabs, c.name, []byte(c.data))
		if got := at.SelectedIndex(); got != c.want {
			t.Errorf("%s: tab %d in front, want %d", c.name, got, c.want)
		}
		if top := w.Canvas().Overlays().Top(); top != nil {
			t.Fatalf("%s: a dialog opened", c.name)
		}
	}
	if got := sud.CurrentPuzzle().Line(); got != top1 {
		t.Errorf("Sudoku tab shows %s", got)
	}
	if got := has.CurrentPuzzle(); got.Rows != 3 || len(got.Islands) != 4 {
		t.Errorf("Hashi tab shows %+v", got)
	}

	// A pasted puzzle goes to the tab that reads it, from any tab.
	at.SelectIndex(1)
	shi.PasteText("") // nothing: the Shikaku tab says why in a dialog
	if w.Canvas().Overlays().Top() == nil {
		t.Error("an empty paste was not reported")
	}
	w.Canvas().Overlays().Top().Hide()
	w.Canvas().Overlays().Remove(w.Canvas().Overlays().Top())
	router{w, at, tabs}.PasteText(top1)
	if at.SelectedIndex() != 0 || sud.CurrentPuzzle().Line() != top1 {
		t.Errorf("a Sudoku line pasted in the Shikaku tab: tab %d in front", at.SelectedIndex())
	}

	before := at.SelectedIndex()
	OpenFile(w, at, tabs, "notes.txt", []byte("shopping list: eggs\n"))
	if at.SelectedIndex() != before {
		t.Error("a file no reader takes changed the tab in front")
	}
	if w.Canvas().Overlays().Top() == nil {
		t.Error("no dialog says why the file was refused")
	}
}
