package ui

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"

	"grille/solve"
)

// Tab is what the window's menus and shortcuts need of a puzzle tab.
type Tab interface {
	Title() string
	Type() solve.Described
	Content() fyne.CanvasObject
	New()
	Generate()
	Open()
	LoadData(name string, data []byte) error
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
// shortcuts that act on the tab in front. lpVersion is the version of the
// LP engine the methods were given, for About ("" for none).
func Build(w fyne.Window, lpVersion string, tabs ...Tab) *container.AppTabs {
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
			// Fyne's desktop driver turns Ctrl+Z and Ctrl+Y into these two,
			// never into a CustomShortcut: a custom one would never match.
			item("Undo", &fyne.ShortcutUndo{}, Tab.Undo),
			item("Redo", &fyne.ShortcutRedo{}, Tab.Redo),
			fyne.NewMenuItemSeparator(),
			item("Copy puzzle", sc(fyne.KeyC, mod|fyne.KeyModifierShift), Tab.Copy),
			item("Paste puzzle", sc(fyne.KeyV, mod|fyne.KeyModifierShift), Tab.Paste),
		),
		fyne.NewMenu("Solve",
			item("Solve", sc(fyne.KeyReturn, mod), Tab.Solve),
			item("Step", sc(fyne.KeyT, mod), Tab.Step),
			item("Stop", sc(fyne.KeyPeriod, mod), Tab.Stop),
			fyne.NewMenuItemSeparator(),
			item("Generate…", nil, Tab.Generate),
		),
		fyne.NewMenu("Help",
			fyne.NewMenuItem("About Grille", func() { ShowAbout(w, lpVersion) }),
		),
	))
	return at
}

// presentations make each type's tab, by type name: each type's tab file
// adds its own.
var presentations = map[string]func(w fyne.Window, d solve.Described, p any) Tab{}

func register(name string, f func(w fyne.Window, d solve.Described, p any) Tab) {
	presentations[name] = f
}

// NewTab makes the tab of a puzzle type, showing the first puzzle of
// sample, or an empty puzzle of the type's default size without one.
func NewTab(w fyne.Window, d solve.Described, sample []byte) (Tab, error) {
	mk, ok := presentations[d.TypeName()]
	if !ok {
		return nil, fmt.Errorf("no tab for puzzle type %q", d.TypeName())
	}
	t := d.Erased()
	var p any
	var err error
	switch {
	case sample != nil:
		p, err = t.ParseOne("sample", sample)
	case t.Blank != nil:
		p, _, err = t.Blank.Make(context.Background(), solve.NewValues(t.Blank.Params), 0)
	default:
		err = fmt.Errorf("%s: no sample and no empty puzzle", t.Name)
	}
	if err != nil {
		return nil, err
	}
	return mk(w, d, p), nil
}

// OpenFile shows the puzzle of a file given on the command line (or by a
// file manager's "Open with") in the tab of its type and brings that tab to
// the front. Each tab's reader is tried, those whose name the file name
// contains first (Save proposes sudoku.txt, hashi.txt...), then the others
// in tab order: a grid of small numbers can read as more than one type.
// When no reader takes the file, a dialog gives each one's reason.
func OpenFile(w fyne.Window, at *container.AppTabs, tabs []Tab, name string, data []byte) {
	order := make([]int, 0, len(tabs))
	base := strings.ToLower(filepath.Base(name))
	for i, t := range tabs {
		if t.Type().NamesFile(base) {
			order = append(order, i)
		}
	}
	for i := range tabs {
		if !slices.Contains(order, i) {
			order = append(order, i)
		}
	}
	var why []string
	for _, i := range order {
		err := tabs[i].LoadData(name, data)
		if err == nil {
			at.SelectIndex(i)
			return
		}
		why = append(why, fmt.Sprintf("%s: %v", tabs[i].Title(), err))
	}
	dialog.ShowError(fmt.Errorf("%s is not a puzzle Grille reads:\n%s", filepath.Base(name), strings.Join(why, "\n")), w)
}
