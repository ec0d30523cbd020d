package ui

import (
	"context"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"grille/solve"
	"grille/solve/sudoku"
	"grille/solve/sudoku/sudokutype"
)

// newPositionTab is a Sudoku tab with the real logic engine, which
// records the notes each Next starts from in *notes.
func newPositionTab(t *testing.T, notes *any) (testTab, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	typ := *sudokutype.New(nil)
	real := typ.Logic
	l := *real
	l.Next = func(ctx context.Context, pos solve.Position[sudoku.Grid]) (solve.Deduction[sudoku.Grid], solve.StepOutcome, error) {
		*notes = pos.Notes
		return real.Next(ctx, pos)
	}
	typ.Logic = &l
	w := test.NewTempWindow(t, nil)
	tab := NewSudokuTab(w, &typ, parse(t, sample))
	q := make(uiQueue, 64)
	tab.Panel.UI = q
	w.SetContent(Build(w, "", tab))
	return testTab{tab, q}, w
}

// TestPastePositionHintFromMarks pastes a pencil-mark grid: the board
// shows its digits and marks, and Hint starts from those marks.
func TestPastePositionHintFromMarks(t *testing.T) {
	var notes any
	tab, _ := newPositionTab(t, &notes)
	g := solve.Game[sudoku.Grid]{Puzzle: parse(t, sample), Play: parse(t, sample), Marks: make([]uint64, 81)}
	g.Marks[2] = 1<<1 | 1<<3 // r1c3: 2 and 4 (the player has ruled out 1)
	text, err := sudoku.PositionText(g)
	if err != nil {
		t.Fatal(err)
	}
	tab.PasteText(text)
	st := tab.Board.State()
	if st.Marks == nil || st.Marks[2] != 0b1010 {
		t.Fatalf("pasted position: %s, marks %v", st.Grid.Line(), st.Marks)
	}
	for i, v := range parse(t, sample).Cells {
		if v != 0 && st.Grid.Cells[i] != v { // a lone candidate reads as a digit too
			t.Fatalf("pasted position: %s", st.Grid.Line())
		}
	}
	test.Tap(tab.Panel.HintBtn)
	if ch := tab.TeachDone(); ch != nil {
		tab.q.runUntil(ch)
	}
	got, ok := notes.([]uint64)
	if !ok || got[2] != 0b1010 {
		t.Fatalf("Hint started from %v, want the player's marks (r1c3: 2 4)", notes)
	}
	if want := sudoku.PositionCandidates(st.Grid, st.Marks); !slices.Equal(got, want) {
		t.Errorf("Hint's notes %v, want %v", got, want)
	}
	if !strings.Contains(tab.Panel.Status.Text, "Hint 1 of 3") {
		t.Errorf("status %q", tab.Panel.Status.Text)
	}
}

// TestHintWithoutMarks: a board without marks gives Hint no notes of its
// own, as before.
func TestHintWithoutMarks(t *testing.T) {
	var notes any = "unset"
	tab, _ := newPositionTab(t, &notes)
	test.Tap(tab.Panel.HintBtn)
	if ch := tab.TeachDone(); ch != nil {
		tab.q.runUntil(ch)
	}
	if notes != nil {
		t.Errorf("Hint started from %v, want nil", notes)
	}
}

// TestCopyPositionAndCopyAs: Edit › Copy position and Copy as put the
// board on the clipboard in the form chosen, which Paste reads back.
func TestCopyPositionAndCopyAs(t *testing.T) {
	var notes any
	tab, w := newPositionTab(t, &notes)
	tab.Board.Select(2)
	test.Type(tab.Board, "4")
	clip := func() string { return fyne.CurrentApp().Clipboard().Content() }
	tab.CopyPosition()
	want, _ := sudoku.PositionText(tab.game(tab.hist.Current()))
	if clip() != want || !strings.HasPrefix(clip(), ".---") {
		t.Fatalf("Copy position put %q", clip())
	}
	for id, prefix := range map[string]string{"gameid": "3x3:5_3b7", "url": "https://puzz.link/p?sudoku/9/9/", "wiki": "https://www.sudokuwiki.org/sudoku.htm?bd=5300700", "line": "53..7....", "grid": "5 3 0 0 7"} {
		tab.CopyAs(id)
		if !strings.HasPrefix(clip(), prefix) {
			t.Errorf("Copy as %s put %q", id, clip())
		}
	}
	tab.CopyAs("position")
	pos := clip()
	tab.PasteText(sample)
	tab.PasteText(pos)
	if tab.Board.State().Grid.Cells[2] != 4 {
		t.Errorf("the copied position does not read back: %s", tab.Board.State().Grid.Line())
	}
	tab.CopyAs("no-such-form")
	if !strings.Contains(tab.Panel.Status.Text, "no such form") {
		t.Errorf("status %q", tab.Panel.Status.Text)
	}
	// The menu lists every form of the type under Edit › Copy as.
	var copyAs *fyne.MenuItem
	for _, m := range w.MainMenu().Items {
		for _, it := range m.Items {
			if it.Label == "Copy as" {
				copyAs = it
			}
		}
	}
	if copyAs == nil || copyAs.ChildMenu == nil || len(copyAs.ChildMenu.Items) != len(tab.Forms()) {
		t.Fatalf("no Copy as menu of %d forms: %+v", len(tab.Forms()), copyAs)
	}
	copyAs.ChildMenu.Items[2].Action() // game ID
	if !strings.HasPrefix(clip(), "3x3:") {
		t.Errorf("Copy as › %s put %q", copyAs.ChildMenu.Items[2].Label, clip())
	}
}
