package ui

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"grille/solve"
	"grille/solve/sheet"
	"grille/solve/sudoku/sudokutype"
)

// TestPrintShortcut: Ctrl+P, sent to the window's canvas as the desktop
// driver sends it, opens the Print dialog.
func TestPrintShortcut(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	sud := NewSudokuTab(w, sudokutype.New(nil), parse(t, sample))
	sud.Panel.UI = make(uiQueue, 64) // the grade's result waits there
	w.SetContent(Build(w, "", sud))
	w.Canvas().(fyne.Shortcutable).TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyP, Modifier: fyne.KeyModifierShortcutDefault})
	if w.Canvas().Overlays().Top() == nil {
		t.Fatal("Ctrl+P opened no dialog")
	}
}

// TestWriteSheet writes the tab's puzzle with its solution, and a set made
// by the generator, and checks the pages of each.
func TestWriteSheet(t *testing.T) {
	tab := newTestTab(t, parse(t, sample))
	dir := t.TempDir()
	write := func(name string, req printRequest, gen *solve.Values) (int, []byte) {
		t.Helper()
		u := storage.NewFileURI(filepath.Join(dir, name))
		w, err := storage.Writer(u)
		if err != nil {
			t.Fatal(err)
		}
		f, _ := sheet.FormatOf(name)
		pages, err := tab.writeSheet(context.Background(), w, f, tab.CurrentPuzzle(), req, gen)
		w.Close()
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(u.Path())
		if err != nil {
			t.Fatal(err)
		}
		return pages, b
	}
	pages, b := write("one.pdf", printRequest{solutions: true, opt: sheet.Options{PerPage: 1}}, nil)
	if pages != 2 || bytes.Count(b, []byte("/Type /Page\n")) != 2 {
		t.Errorf("a puzzle and its solution: %d pages, want 2", pages)
	}
	vals := solve.NewValues(tab.typ.Generator.Params)
	pages, b = write("set.png", printRequest{set: 3, opt: sheet.Options{PerPage: 2}}, &vals)
	if pages != 2 || !bytes.HasPrefix(b, []byte("\x89PNG")) {
		t.Errorf("3 new puzzles, 2 per page, as PNG: %d pages, starts %q", pages, b[:4])
	}
}

// TestWriteSheetHashi prints a Hashi puzzle with its solution as SVG.
func TestWriteSheetHashi(t *testing.T) {
	tab, _ := newHashiTab(t, hashiSample)
	u := storage.NewFileURI(filepath.Join(t.TempDir(), "h.svg"))
	w, err := storage.Writer(u)
	if err != nil {
		t.Fatal(err)
	}
	p := tab.CurrentPuzzle()
	if _, err := tab.writeSheet(context.Background(), w, sheet.SVG, p, printRequest{solutions: true, opt: sheet.Options{PerPage: 2}}, nil); err != nil {
		t.Fatal(err)
	}
	w.Close()
	b, _ := os.ReadFile(u.Path())
	// Two boards: each island's number twice.
	if got, want := bytes.Count(b, []byte("<text")), 2*len(p.Islands); got != want {
		t.Errorf("%d texts in the SVG, want %d", got, want)
	}
}
