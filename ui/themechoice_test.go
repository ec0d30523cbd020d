package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"grille/solve/sudoku/sudokutype"
)

func menuItem(t *testing.T, w fyne.Window, menu, label string) *fyne.MenuItem {
	t.Helper()
	for _, m := range w.MainMenu().Items {
		if m.Label != menu {
			continue
		}
		for _, it := range m.Items {
			if it.Label == label {
				return it
			}
		}
	}
	t.Fatalf("no %s › %s", menu, label)
	return nil
}

// TestThemeChoice: View › Theme: dark darkens the window whatever the
// system says, ticks itself, and is applied again at the next start.
func TestThemeChoice(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(theme.DefaultTheme())
	build := func() fyne.Window {
		w := test.NewTempWindow(t, nil)
		tab := NewSudokuTab(w, sudokutype.New(nil), parse(t, sample))
		tab.Panel.UI = make(uiQueue, 64) // the grade's result waits there
		w.SetContent(Build(w, "", tab))
		return w
	}
	w := build()
	dark := menuItem(t, w, "View", "Theme: dark")
	dark.Action()
	if !isDarkColour(theme.Color(theme.ColorNameBackground)) {
		t.Error("Theme: dark left a light background")
	}
	if !dark.Checked || menuItem(t, w, "View", "Theme: follow the system").Checked {
		t.Error("the ticks do not follow the choice")
	}
	a.Settings().SetTheme(theme.DefaultTheme()) // as at a new start
	w2 := build()
	if !isDarkColour(theme.Color(theme.ColorNameBackground)) || !menuItem(t, w2, "View", "Theme: dark").Checked {
		t.Error("the dark theme was not remembered")
	}
	menuItem(t, w2, "View", "Theme: light").Action()
	if isDarkColour(theme.Color(theme.ColorNameBackground)) {
		t.Error("Theme: light left a dark background")
	}
}

func isDarkColour(c interface{ RGBA() (r, g, b, a uint32) }) bool {
	r, g, b, _ := c.RGBA()
	return r+g+b < 3*0x8000
}
