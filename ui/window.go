package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
)

// Tab is what the window's menus and shortcuts need of a puzzle tab.
type Tab interface {
	Title() string
	Content() fyne.CanvasObject
	New()
	Open()
	Save()
	Paste()
	Copy()
	Undo()
	Redo()
	Solve()
	Stop()
	Step()
}

// Build fills w with one tab per puzzle type, a main menu and keyboard
// shortcuts that act on the tab in front.
func Build(w fyne.Window, tabs ...Tab) *container.AppTabs {
	items := make([]*container.TabItem, len(tabs))
	for i, t := range tabs {
		items[i] = container.NewTabItem(t.Title(), t.Content())
	}
	at := container.NewAppTabs(items...)
	current := func() Tab { return tabs[at.SelectedIndex()] }
	act := func(f func(Tab)) func() { return func() { f(current()) } }
	mod := fyne.KeyModifierShortcutDefault
	sc := func(k fyne.KeyName, m fyne.KeyModifier) fyne.Shortcut {
		return &desktop.CustomShortcut{KeyName: k, Modifier: m}
	}
	item := func(label string, s fyne.Shortcut, f func(Tab)) *fyne.MenuItem {
		it := fyne.NewMenuItem(label, act(f))
		if s != nil {
			it.Shortcut = s
			w.Canvas().AddShortcut(s, func(fyne.Shortcut) { act(f)() })
		}
		return it
	}
	w.SetMainMenu(fyne.NewMainMenu(
		fyne.NewMenu("File",
			item("New…", sc(fyne.KeyN, mod), Tab.New),
			item("Open…", sc(fyne.KeyO, mod), Tab.Open),
			item("Save…", sc(fyne.KeyS, mod), Tab.Save),
		),
		fyne.NewMenu("Edit",
			item("Undo", sc(fyne.KeyZ, mod), Tab.Undo),
			item("Redo", sc(fyne.KeyY, mod), Tab.Redo),
			fyne.NewMenuItemSeparator(),
			item("Copy puzzle", sc(fyne.KeyC, mod|fyne.KeyModifierShift), Tab.Copy),
			item("Paste puzzle", sc(fyne.KeyV, mod|fyne.KeyModifierShift), Tab.Paste),
		),
		fyne.NewMenu("Solve",
			item("Solve", sc(fyne.KeyReturn, mod), Tab.Solve),
			item("Step", sc(fyne.KeyT, mod), Tab.Step),
			item("Stop", sc(fyne.KeyPeriod, mod), Tab.Stop),
		),
		fyne.NewMenu("Help",
			fyne.NewMenuItem("About Grille", func() { ShowAbout(w) }),
		),
	))
	return at
}
