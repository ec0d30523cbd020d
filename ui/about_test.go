package ui

import (
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"grille"
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
		// The test app has no metadata: FyneApp.toml's version, embedded.
		"Grille " + grille.App().Version + " (build ",
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
	links := map[string]string{} // text → URL
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && strings.Contains(l.Text, "LGPL-2.1") {
			found = true
		}
		if h, ok := o.(*widget.Hyperlink); ok && h.URL != nil {
			links[h.Text] = h.URL.String()
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
	for _, sec := range readmeSections {
		want := grille.App().Website + "/#" + sec.anchor
		if got := links[sec.title]; got != want {
			t.Errorf("link %q goes to %q, want %q", sec.title, got, want)
		}
	}
}

// TestReadmeAnchors: every section About links to is a section of the
// README, under the title the link shows.
func TestReadmeAnchors(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, sec := range readmeSections {
		if !strings.Contains(string(readme), "\n## "+sec.title+"\n") {
			t.Errorf("README has no section %q", sec.title)
		}
		if a := strings.ReplaceAll(strings.ToLower(sec.title), " ", "-"); a != sec.anchor {
			t.Errorf("%q: anchor %q, GitHub makes %q", sec.title, sec.anchor, a)
		}
	}
}

func TestAboutWithoutLPSolve(t *testing.T) {
	test.NewTempApp(t)
	if text := AboutText(""); !strings.Contains(text, "lp_solve 5.5: not available") {
		t.Errorf("About without lp_solve does not say it is not available:\n%s", text)
	}
}
