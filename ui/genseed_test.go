package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// walk calls f on o and everything under it.
func walk(o fyne.CanvasObject, f func(fyne.CanvasObject)) {
	f(o)
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			walk(c, f)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			walk(c, f)
		}
	}
}

// TestGenerateSeed: the Generate dialog's seed makes the same puzzle again.
func TestGenerateSeed(t *testing.T) {
	tab := newTestTab(t, parse(t, sample))
	w := fyne.CurrentApp().Driver().CanvasForObject(tab.Board)
	generate := func(seed string) string {
		var gen *widget.Button
		walk(tab.Bar, func(o fyne.CanvasObject) {
			if b, ok := o.(*widget.Button); ok && b.Text == "Generate" {
				gen = b
			}
		})
		test.Tap(gen)
		dlg := w.Overlays().Top()
		var entry *widget.Entry
		var ok *widget.Button
		walk(dlg, func(o fyne.CanvasObject) {
			if e, is := o.(*widget.Entry); is && e.PlaceHolder == "random" {
				entry = e
			}
			if b, is := o.(*widget.Button); is && b.Text == "Generate" {
				ok = b
			}
		})
		if entry == nil || ok == nil {
			t.Fatal("the Generate dialog has no seed field or no Generate button")
		}
		entry.SetText("")
		test.Type(entry, seed)
		test.Tap(ok)
		// A new puzzle folds the log: wait for a new last line.
		last := func() string {
			ls := tab.Panel.LogLines()
			if len(ls) == 0 {
				return ""
			}
			return fmt.Sprint(len(ls), ls[len(ls)-1])
		}
		before := last()
		for last() == before && !strings.HasPrefix(tab.Panel.Status.Text, "Generate:") {
			(<-tab.q)()
		}
		return tab.CurrentPuzzle().Line()
	}
	a, b := generate("7"), generate("7")
	if a != b {
		t.Errorf("seed 7 made two puzzles:\n%s\n%s", a, b)
	}
	if c := generate("8"); c == a {
		t.Errorf("seeds 7 and 8 made the same puzzle %s", a)
	}
	if log := strings.Join(tab.Panel.copyLines(), "\n"); !strings.Contains(log, "seed 7\n") {
		t.Errorf("the log does not give the seed:\n%s", log)
	}
}
