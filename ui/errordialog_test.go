package ui

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestErrorDialogKeepsFileNames: the window's error dialog writes a file
// name first as it is (Fyne's capitalised it: "S_given.txt:3:1: …"), and
// still capitalises a message that starts with a word.
func TestErrorDialogKeepsFileNames(t *testing.T) {
	test.NewTempApp(t)
	for _, c := range []struct{ err, want string }{
		{"s_given.txt:3:1: unexpected \"x\"", "s_given.txt:3:1: unexpected \"x\""},
		{"notes.txt is not a puzzle Grille reads:\nno grid", "notes.txt is not a puzzle Grille reads:\nno grid"},
		{"./dir/f: no such file", "./dir/f: no such file"},
		{"the clipboard holds no puzzle Grille reads", "The clipboard holds no puzzle Grille reads"},
		{"élan: a word", "Élan: a word"},
		{"3:4: a position", "3:4: a position"},
	} {
		w := test.NewTempWindow(t, widget.NewLabel("behind"))
		w.Resize(fyne.NewSize(800, 600))
		showError(w, errors.New(c.err))
		top := w.Canvas().Overlays().Top()
		if top == nil {
			t.Fatalf("%q: no dialog", c.err)
		}
		found := false
		walk(top, func(o fyne.CanvasObject) {
			if l, ok := o.(*widget.Label); ok && l.Text == c.want {
				found = true
			}
		})
		if !found {
			t.Errorf("%q: no label %q in the dialog", c.err, c.want)
		}
	}
}

// TestErrText: the status line says a context's end in the window's words,
// not Go's ("Generate: context deadline exceeded").
func TestErrText(t *testing.T) {
	for _, c := range []struct {
		err  error
		want string
	}{
		{context.DeadlineExceeded, "time limit reached"},
		{context.Canceled, "stopped"},
		{fmt.Errorf("generating puzzle 2: %w", context.DeadlineExceeded), "generating puzzle 2: time limit reached"},
		{errors.New("no puzzle with a unique solution found"), "no puzzle with a unique solution found"},
	} {
		if got := errText(c.err); got != c.want {
			t.Errorf("errText(%v) = %q, want %q", c.err, got, c.want)
		}
	}
}
