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
	"grille/solve/puzzlefile"
)

// Tab is what the window's menus and shortcuts need of a puzzle tab: its
// name and content, and four roles, each with TabCore's part in a file of
// its own.
type Tab interface {
	Title() string
	Type() solve.Described
	Content() fyne.CanvasObject
	FileTab  // tabfile.go, newpuzzle.go, print.go
	PlayTab  // tabplay.go
	SolveTab // tabsolve.go, pace.go
	TeachTab // tabteach.go, teach.go, hint.go
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
	r := router{w, at, tabs}
	for _, t := range tabs {
		t.attach(r)
		if w, ok := t.(waker); ok {
			w.wake() // grades may start: the tab has its window
		}
	}
	rememberWindow(w, at)
	if a := fyne.CurrentApp(); a != nil {
		themeTabsBehind(a, at)
	}
	escKeys(w)
	current := func() Tab { return tabs[at.SelectedIndex()] }
	act := func(f func(Tab)) func() { return func() { f(current()) } }
	mod := fyne.KeyModifierShortcutDefault
	sc := func(k fyne.KeyName, m fyne.KeyModifier) fyne.Shortcut {
		return &desktop.CustomShortcut{KeyName: k, Modifier: m}
	}
	action := func(label string, s fyne.Shortcut, do func()) *fyne.MenuItem {
		// A shortcut does nothing while a dialog is in front: Ctrl+P
		// stacked a second Print dialog, Ctrl+Z changed the board behind.
		f := func() {
			if !dialogOpen(w) {
				do()
			}
		}
		it := fyne.NewMenuItem(label, f)
		if s != nil {
			it.Shortcut = s
			w.Canvas().AddShortcut(s, func(fyne.Shortcut) { f() })
		}
		return it
	}
	item := func(label string, s fyne.Shortcut, f func(Tab)) *fyne.MenuItem { return action(label, s, act(f)) }
	view := []*fyne.MenuItem{
		item(tr("Zoom in"), sc(fyne.KeyEqual, mod), func(t Tab) { t.Zoom(1) }),
		item(tr("Zoom out"), sc(fyne.KeyMinus, mod), func(t Tab) { t.Zoom(-1) }),
		item(tr("Fit the window"), sc(fyne.Key0, mod), func(t Tab) { t.Zoom(0) }),
		fyne.NewMenuItemSeparator(),
		presentItem(func(label string, do func()) *fyne.MenuItem { return action(label, sc(fyne.KeyF5, mod), do) }),
	}
	attachPlays(fyne.CurrentApp(), w, at, tabs)
	view = append(view, fyne.NewMenuItemSeparator(),
		action(tr("Next puzzle type"), sc(fyne.KeyTab, fyne.KeyModifierControl), func() { at.SelectIndex((at.SelectedIndex() + 1) % len(tabs)) }),
		action(tr("Previous puzzle type"), sc(fyne.KeyTab, fyne.KeyModifierControl|fyne.KeyModifierShift), func() {
			at.SelectIndex((at.SelectedIndex() + len(tabs) - 1) % len(tabs))
		}))
	view = append(append(view, playViewItems(w, tabs)...), fyne.NewMenuItemSeparator())
	main := fyne.NewMainMenu(
		fyne.NewMenu(tr("File"),
			item(tr("New…"), sc(fyne.KeyN, mod), Tab.New),
			action(tr("Open…"), sc(fyne.KeyO, mod), r.Open),
			item(tr("Save…"), sc(fyne.KeyS, mod), Tab.Save),
			item(tr("Print or export…"), sc(fyne.KeyP, mod), Tab.Print),
			item(tr("Export board as PNG…"), nil, func(t Tab) { t.ExportBoard("png") }),
			item(tr("Export board as SVG…"), nil, func(t Tab) { t.ExportBoard("svg") }),
		),
		fyne.NewMenu(tr("Edit"), append([]*fyne.MenuItem{
			// Fyne's desktop driver turns Ctrl+Z and Ctrl+Y into these two,
			// never into a CustomShortcut: a custom one would never match.
			item(tr("Undo"), &fyne.ShortcutUndo{}, Tab.Undo),
			item(tr("Redo"), &fyne.ShortcutRedo{}, Tab.Redo),
			fyne.NewMenuItemSeparator(),
			item(tr("Copy puzzle"), sc(fyne.KeyC, mod|fyne.KeyModifierShift), Tab.Copy),
			item(tr("Copy position"), nil, Tab.CopyPosition),
			copyAsMenu(tabs, current),
			action(tr("Paste puzzle"), sc(fyne.KeyV, mod|fyne.KeyModifierShift), r.Paste),
		}, playItems(item, sc)...)...),
		fyne.NewMenu(tr("Solve"),
			item(tr("Solve"), sc(fyne.KeyReturn, mod), Tab.Solve),
			item(tr("Step"), sc(fyne.KeyT, mod), Tab.Step),
			item(tr("Hint"), sc(fyne.KeyH, mod), Tab.Hint),
			item(tr("Apply a round of rules"), sc(fyne.KeyT, mod|fyne.KeyModifierShift), Tab.CourseRound),
			item(tr("Stop"), sc(fyne.KeyPeriod, mod), Tab.Stop),
			item(tr("Pause / Resume"), sc(fyne.KeyP, mod|fyne.KeyModifierShift), Tab.Pause),
			item(tr("Next event (while paused)"), sc(fyne.KeyPeriod, mod|fyne.KeyModifierShift), Tab.Forward),
			item(tr("Check my entries"), sc(fyne.KeyK, mod), Tab.Check),
			item(tr("Compare methods"), sc(fyne.KeyM, mod|fyne.KeyModifierShift), Tab.Compare),
			fyne.NewMenuItemSeparator(),
			item(tr("Generate…"), sc(fyne.KeyG, mod), Tab.Generate),
			item(tr("Show the model…"), nil, func(t Tab) {
				if m, ok := t.(interface{ modelItem() }); ok {
					m.modelItem()
				}
			}),
		),
		fyne.NewMenu(tr("View"), append(append(view, themeMenu()...), append([]*fyne.MenuItem{fyne.NewMenuItemSeparator()}, languageMenu(w)...)...)...),
		fyne.NewMenu(tr("Help"),
			fyne.NewMenuItem(tr("User guide"), func() { ShowGuide() }),
			fyne.NewMenuItem(tr("About Grille"), func() { ShowAbout(w, lpVersion) }),
		),
	)
	w.SetMainMenu(main)
	boards := make([]fyne.CanvasObject, len(tabs))
	for i, t := range tabs {
		if b, ok := t.(interface{ board() fyne.CanvasObject }); ok {
			boards[i] = b.board()
		}
	}
	menuKeys(w, main, boards)
	return at
}

// copyAsMenu is Edit › Copy as: every form of every tab's type, in tab
// order, each copying the current tab's game in that form (a tab whose
// type has not the form says so on its status line).
func copyAsMenu(tabs []Tab, current func() Tab) *fyne.MenuItem {
	var items []*fyne.MenuItem
	seen := map[string]bool{}
	for _, t := range tabs {
		for _, f := range t.Forms() {
			if seen[f.ID] {
				continue
			}
			seen[f.ID] = true
			id := f.ID
			items = append(items, fyne.NewMenuItem(tr(f.Title), func() { current().CopyAs(id) }))
		}
	}
	it := fyne.NewMenuItem(tr("Copy as"), nil)
	it.ChildMenu = fyne.NewMenu("", items...)
	return it
}

// presentations make each type's tab, by type name: each type's tab file
// adds its own (TestEveryTypeHasATab checks the catalog's all have one).
var presentations = map[string]func(w fyne.Window, d solve.Described, p any) Tab{}

// register adds the tab of the puzzle type name. A second tab for a name
// is a programming error: it panics, at init, rather than replace the first.
func register(name string, f func(w fyne.Window, d solve.Described, p any) Tab) {
	if _, dup := presentations[name]; dup {
		panic(fmt.Sprintf("ui: a second tab registered for puzzle type %q", name))
	}
	presentations[name] = f
}

// registerTab is register for a tab that NewT builds from its type and a
// puzzle of it.
func registerTab[P any, T Tab](name string, newT func(fyne.Window, *solve.Type[P], P) T) {
	register(name, func(w fyne.Window, d solve.Described, p any) Tab {
		return newT(w, d.(*solve.Type[P]), p.(P))
	})
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

// router is the window as a tab's Open and Paste see it: a puzzle goes to
// the tab whose reader accepts it, and when none does, a dialog gives each
// reader's reason in full.
type router struct {
	w    fyne.Window
	at   *container.AppTabs
	tabs []Tab
}

// route tries the tabs' readers in order (first those in prefer, then
// the current one, then the others) with read, which reads without
// loading and says what is plainly wrong with the puzzle read. A reader
// whose puzzle holds wins over one whose puzzle cannot (a 7×7 Hashi
// grid reads as a Shikaku whose clues do not fill it); when the first
// that holds is neither preferred nor in front and another holds too, a
// dialog asks which. The tab chosen loads it with load and comes to the
// front; route returns each refusal when no reader takes it.
func (r router) route(prefer []int, read func(Tab) (string, error), load func(Tab) error) []string {
	order := append([]int(nil), prefer...)
	for _, i := range append([]int{r.at.SelectedIndex()}, allIndexes(len(r.tabs))...) {
		if !slices.Contains(order, i) {
			order = append(order, i)
		}
	}
	var why []string
	var holds, doubtful []int
	for _, i := range order {
		doubt, err := read(r.tabs[i])
		switch {
		case err != nil:
			why = append(why, fmt.Sprintf(tr("%s: %s"), r.tabs[i].Title(), errSay(err)))
		case doubt != "":
			doubtful = append(doubtful, i)
		default:
			holds = append(holds, i)
		}
	}
	take := func(i int) {
		if err := load(r.tabs[i]); err != nil {
			showError(r.w, err)
			return
		}
		r.at.SelectIndex(i)
	}
	switch {
	case len(holds) == 0 && len(doubtful) == 0:
		return why
	case len(holds) == 0:
		take(doubtful[0])
	case len(holds) == 1 || holds[0] == order[0] || slices.Contains(prefer, holds[0]) || holds[0] == r.at.SelectedIndex():
		take(holds[0])
	default:
		r.ask(holds, take)
	}
	return nil
}

func allIndexes(n int) []int {
	is := make([]int, n)
	for i := range is {
		is[i] = i
	}
	return is
}

// Paste loads the clipboard's puzzle in the tab that reads it.
func (r router) Paste() { r.PasteText(fyne.CurrentApp().Clipboard().Content()) }

// PasteText loads text's puzzle in the tab that reads it, or shows why none does.
func (r router) PasteText(text string) {
	why := r.route(nil, func(t Tab) (string, error) { return t.readDoubt(tr("clipboard"), []byte(text), false) },
		func(t Tab) error { return t.LoadOne(tr("clipboard"), []byte(text)) })
	if why != nil {
		showError(r.w, fmt.Errorf(tr("the clipboard holds no puzzle Grille reads:\n%s"), strings.Join(why, "\n")))
	}
}

// Open asks for a file and loads its puzzle in the tab that reads it.
func (r router) Open() {
	showDialog(r.w, dialog.NewFileOpen(func(f fyne.URIReadCloser, err error) {
		if err != nil || f == nil {
			return
		}
		defer f.Close()
		data, err := puzzlefile.ReadAll(f.URI().Name(), f, -1) // the terminal's size limit
		if err != nil {
			showError(r.w, err)
			return
		}
		OpenFile(r.w, r.at, r.tabs, f.URI().Name(), data)
	}, r.w))
}

// OpenFile shows the puzzle of a file (opened from the menu, given on the
// command line or by a file manager's "Open with") in the tab of its type
// and brings that tab to the front. Each tab's reader is tried: those whose
// name the file name contains first (Save proposes sudoku.txt, hashi.txt...),
// then the tab in front, then the others in tab order: a grid of small
// numbers can read as more than one type. When no reader takes the file, a
// dialog gives each one's reason.
func OpenFile(w fyne.Window, at *container.AppTabs, tabs []Tab, name string, data []byte) {
	var named []int
	base := strings.ToLower(filepath.Base(name))
	for i, t := range tabs {
		if t.Type().NamesFile(base) {
			named = append(named, i)
		}
	}
	r := router{w, at, tabs}
	if why := r.route(named, func(t Tab) (string, error) { return t.readDoubt(name, data, true) },
		func(t Tab) error { return t.LoadData(name, data) }); why != nil {
		showError(w, fmt.Errorf(tr("%s is not a puzzle Grille reads:\n%s"), filepath.Base(name), strings.Join(why, "\n")))
	}
}
