package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// Fyne applies a new theme to the objects in the window's tree, and the
// tabs' tree holds only the tab in front: the tabs behind kept what they
// had drawn in the old theme (the Sudoku tab's drop-downs came back
// without arrows, white on white, and its checkboxes faint, after a switch
// to light with another tab in front). themeTabsBehind applies the theme
// again, by Fyne's own way (the app's theme set once more), when a tab that
// was behind at a theme change comes to the front.
func themeTabsBehind(a fyne.App, at *container.AppTabs) {
	stale := make([]bool, len(at.Items))
	again := false
	a.Settings().AddListener(func(fyne.Settings) {
		if again {
			return
		}
		for i := range stale {
			stale[i] = i != at.SelectedIndex()
		}
	})
	before := at.OnSelected
	at.OnSelected = func(it *container.TabItem) {
		if before != nil {
			before(it)
		}
		i := at.SelectedIndex()
		if i < 0 || i >= len(stale) || !stale[i] {
			return
		}
		stale[i] = false
		again = true
		a.Settings().SetTheme(a.Settings().Theme())
		again = false
	}
}
