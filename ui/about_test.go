package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// stamped is the test app with the metadata a `make dist` build carries.
type stamped struct{ fyne.App }

func (stamped) Metadata() fyne.AppMetadata {
	return fyne.AppMetadata{ID: "io.grille.app", Name: "Grille", Version: "0.1.0", Build: 1}
}

func TestAboutTextLicences(t *testing.T) {
	test.NewTempApp(t)
	text := AboutText("5.5.2.11")
	for _, want := range []string{
		"Grille " + fallbackVersion, // the test app has no metadata
		"BSD 3-Clause License",
		"Fyne", "gonum/plot", "Go and its standard library", "BSD-3-Clause",
		"lp_solve", "LGPL-2.1",
		"liblpsolve55.so", "lpsolve55.dll", "replace",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("About text lacks %q:\n%s", want, text)
		}
	}
}

func TestAboutVersionFromMetadata(t *testing.T) {
	a := test.NewTempApp(t)
	fyne.SetCurrentApp(stamped{a})
	if got, want := Version(), "0.1.0 (build 1)"; got != want {
		t.Errorf("Version() = %q, want %q", got, want)
	}
	if first := strings.SplitN(AboutText("5.5.2.11"), "\n", 2)[0]; first != "Grille 0.1.0 (build 1)" {
		t.Errorf("About text starts %q", first)
	}
}

func TestShowAbout(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewWindow(widget.NewLabel("main"))
	defer w.Close()
	w.Resize(fyne.NewSize(900, 700))
	ShowAbout(w, "5.5.2.11")
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("ShowAbout showed nothing")
	}
	var found bool
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && strings.Contains(l.Text, "LGPL-2.1") {
			found = true
		}
		if c, ok := o.(*fyne.Container); ok {
			for _, ch := range c.Objects {
				walk(ch)
			}
		}
		if wd, ok := o.(fyne.Widget); ok {
			for _, ch := range test.WidgetRenderer(wd).Objects() {
				walk(ch)
			}
		}
	}
	walk(top)
	if !found {
		t.Error("the dialog does not show the About text")
	}
}
