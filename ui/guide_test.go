package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// TestGuideCoversTheTasks: the guide says how to do what a teacher does
// with Grille, one section each.
func TestGuideCoversTheTasks(t *testing.T) {
	for _, section := range []string{"## Enter", "## Play", "## Solve", "## Step and hint", "## Print"} {
		if !strings.Contains(guideText, "\n"+section) {
			t.Errorf("the guide has no %q section", section)
		}
	}
}

// TestShowGuide: a window of its own, scrollable, with the guide's text
// larger than the app's.
func TestShowGuide(t *testing.T) {
	a := test.NewTempApp(t)
	w := ShowGuide()
	defer w.Close()
	if !strings.Contains(w.Title(), "guide") {
		t.Errorf("window title %q", w.Title())
	}
	over, ok := w.Content().(*container.ThemeOverride)
	if !ok {
		t.Fatalf("content is %T, not a theme override", w.Content())
	}
	scroll, ok := over.Content.(*container.Scroll)
	if !ok {
		t.Fatalf("guide is %T, not a scroll", over.Content)
	}
	text, ok := scroll.Content.(*widget.RichText)
	if !ok || !strings.Contains(text.String(), "Grille: a short guide") {
		t.Fatalf("scroll holds %T, not the guide", scroll.Content)
	}
	base := a.Settings().Theme().Size(theme.SizeNameText)
	if got := over.Theme.Size(theme.SizeNameText); got < 1.4*base {
		t.Errorf("guide text size %v, app's %v: not large enough to project", got, base)
	}
	if sz := w.Canvas().Size(); sz.Width < 800 {
		t.Errorf("guide window %v", sz)
	}
}

// TestHelpMenuOpensGuide: Help › User guide opens the guide's window.
func TestHelpMenuOpensGuide(t *testing.T) {
	tab := newTestTab(t, parse(t, sample))
	w := test.NewTempWindow(t, nil)
	Build(w, "", tab.SudokuTab)
	var help *fyne.Menu
	for _, m := range w.MainMenu().Items {
		if m.Label == "Help" {
			help = m
		}
	}
	if help == nil || len(help.Items) == 0 || help.Items[0].Label != "User guide" {
		t.Fatalf("Help menu %+v has no User guide first", help)
	}
	help.Items[0].Action()
	var guide fyne.Window
	for _, win := range fyne.CurrentApp().Driver().AllWindows() {
		if strings.Contains(win.Title(), "user guide") {
			guide = win
		}
	}
	if guide == nil {
		t.Fatal("Help › User guide opened no window")
	}
	guide.Close()
}
