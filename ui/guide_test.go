package ui

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// TestGuideCoversTheTasks: the guide says how to do what a teacher does
// with Grille, one section each, and has a lesson plan for each source
// text (000 to 004).
func TestGuideCoversTheTasks(t *testing.T) {
	for _, section := range []string{"## Enter a puzzle", "## Play", "## Solve", "## Speed, Pause, Next, Seed",
		"## Step, Hint and the grade", "## Model, the LP picture, the annealing chart", "## Keyboard shortcuts",
		"## New in this version", "# Lesson plans"} {
		if !strings.Contains(guideEnglish, "\n"+section) {
			t.Errorf("the guide has no %q section", section)
		}
	}
	for _, text := range []string{"(text 000)", "(text 001)", "(texts 002 and 003)", "(text 004)"} {
		if !strings.Contains(guideEnglish, text) {
			t.Errorf("the guide has no lesson plan for %s", text)
		}
	}
	for _, feature := range []string{"Compare methods", "Presentation mode", "Export board", "Keyboard play", "Statistics"} {
		if !strings.Contains(guideEnglish, "- **"+feature+"**") {
			t.Errorf("the guide does not present %s", feature)
		}
	}
}

// TestGuideSamplesExist: every sample a lesson opens is in assets/samples,
// in both languages.
func TestGuideSamplesExist(t *testing.T) {
	sample := regexp.MustCompile(`assets/samples/[a-z]+\.txt`)
	for lang, text := range map[string]string{"en": guideEnglish, "fr": guideFrench} {
		found := sample.FindAllString(text, -1)
		if len(found) < 3 {
			t.Errorf("%s guide names %d samples, want the three types'", lang, len(found))
		}
		for _, path := range found {
			if _, err := os.Stat(filepath.Join("..", path)); err != nil {
				t.Errorf("%s guide opens %s: %v", lang, path, err)
			}
		}
	}
}

// TestGuideListsTheShortcuts: every menu item with a shortcut is in the
// guide's shortcuts, with its key as the menu shows it (Ctrl+Shift+T).
func TestGuideListsTheShortcuts(t *testing.T) {
	tab := newTestTab(t, parse(t, sample))
	w := test.NewTempWindow(t, nil)
	Build(w, "", tab.SudokuTab)
	_, keys, _ := strings.Cut(guideEnglish, "## Keyboard shortcuts")
	keys, _, _ = strings.Cut(keys, "\n## ")
	n := 0
	for _, m := range w.MainMenu().Items {
		for _, it := range m.Items {
			var key string
			switch s := it.Shortcut.(type) {
			case *desktop.CustomShortcut:
				key = "Ctrl+"
				if s.Modifier&fyne.KeyModifierShift != 0 {
					key += "Shift+"
				}
				key += string(s.KeyName)
			case *fyne.ShortcutUndo:
				key = "Ctrl+Z"
			case *fyne.ShortcutRedo:
				key = "Ctrl+Y"
			default:
				continue
			}
			n++
			label := strings.TrimSuffix(strings.TrimSuffix(it.Label, "…"), " (while paused)")
			if !strings.Contains(keys, label+" "+key) {
				t.Errorf("the guide's shortcuts lack %q (%s › %s)", label+" "+key, m.Label, it.Label)
			}
		}
	}
	if n < 15 {
		t.Errorf("found %d shortcuts in the menus", n)
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
	if !ok || !strings.Contains(text.String(), "Lesson plans") {
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

// TestGuideEscCloses: Esc closes the guide's window.
func TestGuideEscCloses(t *testing.T) {
	test.NewTempApp(t)
	w := ShowGuide()
	closed := false
	w.SetOnClosed(func() { closed = true })
	w.Canvas().(test.WindowlessCanvas).OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if !closed {
		t.Error("Esc left the guide open")
	}
}

// TestGuideBoldLeadsOnly: bold only at the start of a point. Fyne's rich
// text breaks a segment that starts near the end of a line letter by
// letter ("a / n / d" under "Pause"), so the guide starts no segment in
// the middle of a line.
func TestGuideBoldLeadsOnly(t *testing.T) {
	for lang, text := range map[string]string{"en": guideEnglish, "fr": guideFrench} {
		for i, l := range strings.Split(text, "\n") {
			n := strings.Count(l, "**")
			if n > 2 || n == 2 && !strings.HasPrefix(l, "- **") || strings.Contains(l, "`") || strings.Contains(l, " _") {
				t.Errorf("%s guide line %d starts a text segment mid-line: %q", lang, i+1, l)
			}
		}
	}
}

// TestGuideUnderscores: "lp_solve" and "e_P" read as written, in one
// piece (Fyne's markdown cut them and put a space at the cut).
func TestGuideUnderscores(t *testing.T) {
	text := guideRichText("The engine, lp_solve, and e_P = 810.").String()
	if !strings.Contains(text, "lp_solve, and e_P = 810") {
		t.Errorf("guide text %q", text)
	}
	list := guideRichText("- the engine, lp_solve.").Segments[0].(*widget.ListSegment)
	item := list.Items[0].(*widget.ParagraphSegment).Texts[0].Textual()
	if item != "the engine, lp_solve." {
		t.Errorf("guide list item %q", item)
	}
}
