package ui

// Scenarios of play by hand through the window's events: Hashi by
// dragging and by Shift+arrows, Shikaku rectangles from the keyboard, the
// menus and shortcuts of keyboard-only play.

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"grille/solve/hashi"
	"grille/solve/shikaku"
)

// bridges is the number of bridges between islands a and b on the board.
func bridges(st hashi.Puzzle, a, b int) int {
	for _, br := range st.Bridges {
		if br.A == a && br.B == b {
			return br.Count
		}
	}
	return 0
}

// keyDown and keyUp send a key's press and release to the focused widget,
// as the driver does for a modifier.
func (x *window) keyDown(k fyne.KeyName) {
	if f, ok := x.w.Canvas().Focused().(desktop.Keyable); ok {
		f.KeyDown(&fyne.KeyEvent{Name: k})
	}
}

func (x *window) keyUp(k fyne.KeyName) {
	if f, ok := x.w.Canvas().Focused().(desktop.Keyable); ok {
		f.KeyUp(&fyne.KeyEvent{Name: k})
	}
}

// hashiPuzzle brings the Hashi tab to the front with the puzzle src.
func (x *window) hashiPuzzle(src string) {
	x.t.Helper()
	p, err := hashi.ParseOne("test", []byte(src))
	if err != nil {
		x.t.Fatal(err)
	}
	x.at.SelectIndex(2)
	x.has.Load(p)
}

// shiftKey sends a key with Shift held, as the driver does.
func (x *window) shiftKey(k fyne.KeyName) {
	x.keyDown(desktop.KeyShiftLeft)
	x.key(k)
	x.keyUp(desktop.KeyShiftLeft)
}

// TestScenarioHashiDrag: a click meant to focus the board places nothing;
// a drag from an island to its neighbour lays a bridge, again a double,
// again none; a right-drag (a press and a release: the driver sends no
// drag for the right button) and a Shift-drag take one away.
func TestScenarioHashiDrag(t *testing.T) {
	x := newWindow(t, true)
	x.hashiPuzzle("2 . 3 . 1\n. . . . .\n1 . 2 . .\n")
	b := x.has.Board
	x.tapCell(b, 0, 1) // water between r1c1 and r1c3: the click that focuses
	if len(b.State().Puzzle.Bridges) != 0 {
		t.Fatalf("the click that gave the board the focus placed %v", b.State().Puzzle.Bridges)
	}
	if x.w.Canvas().Focused() != b {
		t.Fatal("a click on the board does not give it the focus")
	}
	for _, want := range []int{1, 2, 0, 1} {
		x.drag(b, 0, 0, 0, 2)
		if got := bridges(b.State().Puzzle, 0, 1); got != want {
			t.Fatalf("after a drag r1c1 → r1c3: %d bridges, want %d", got, want)
		}
	}
	x.drag(b, 0, 2, 2, 2) // r1c3 ↓ r3c3: islands 1 and 4
	if got := bridges(b.State().Puzzle, 1, 4); got != 1 {
		t.Fatalf("after a drag r1c3 → r3c3: %d bridges, want 1", got)
	}
	// A right-drag from r1c3 towards r1c1 takes the bridge away.
	b.MouseDown(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: b.CellCentre(0, 2)}, Button: desktop.MouseButtonSecondary})
	b.MouseUp(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: b.CellCentre(0, 1)}, Button: desktop.MouseButtonSecondary})
	if got := bridges(b.State().Puzzle, 0, 1); got != 0 {
		t.Fatalf("after a right-drag r1c3 → r1c1: %d bridges, want 0", got)
	}
	x.keyDown(desktop.KeyShiftLeft)
	x.drag(b, 2, 2, 0, 2)
	x.keyUp(desktop.KeyShiftLeft)
	if got := bridges(b.State().Puzzle, 1, 4); got != 0 {
		t.Fatalf("after a Shift-drag r3c3 → r1c3: %d bridges, want 0", got)
	}
	x.shortcut(&fyne.ShortcutUndo{})
	if got := bridges(b.State().Puzzle, 1, 4); got != 1 {
		t.Fatalf("Undo after the Shift-drag: %d bridges, want 1", got)
	}
}

// TestScenarioHashiKeys: the cursor on an island, Shift+arrow lays a
// bridge that way, again a double, again none; the puzzle can be finished
// from the keyboard alone.
func TestScenarioHashiKeys(t *testing.T) {
	x := newWindow(t, true)
	x.hashiPuzzle("1 . 3 . 2\n")
	b := x.has.Board
	x.tapCell(b, 0, 0) // focus, cursor on r1c1
	for _, want := range []int{1, 2, 0, 1} {
		x.shiftKey(fyne.KeyRight)
		if got := bridges(b.State().Puzzle, 0, 1); got != want {
			t.Fatalf("Shift+Right on r1c1: %d bridges, want %d", got, want)
		}
	}
	x.key(fyne.KeyRight)
	x.key(fyne.KeyRight) // the cursor on r1c3
	x.shiftKey(fyne.KeyRight)
	x.shiftKey(fyne.KeyRight)
	if hashi.Verify(x.has.CurrentPuzzle(), b.State().Puzzle) != nil {
		t.Fatalf("not solved: %v (status %q)", b.State().Puzzle.Bridges, x.has.Panel.Status.Text)
	}
}

// TestScenarioShikakuKeys: a Shikaku played to the end from the keyboard:
// the cursor moved with the arrows, a rectangle drawn with Shift+arrows
// and placed with Return (Return alone places a 1×1).
func TestScenarioShikakuKeys(t *testing.T) {
	x := newWindow(t, true)
	x.at.SelectIndex(1)
	b := x.shi.Board
	x.tapCell(b, 0, 0) // the focus, the cursor on r1c1
	r, c := 0, 0
	move := func(tr, tc int) {
		for ; r < tr; r++ {
			x.key(fyne.KeyDown)
		}
		for ; r > tr; r-- {
			x.key(fyne.KeyUp)
		}
		for ; c < tc; c++ {
			x.key(fyne.KeyRight)
		}
		for ; c > tc; c-- {
			x.key(fyne.KeyLeft)
		}
	}
	place := func(r0, c0, r1, c1 int) {
		move(r0, c0)
		x.keyDown(desktop.KeyShiftLeft)
		move(r1, c1)
		x.keyUp(desktop.KeyShiftLeft)
		x.key(fyne.KeyReturn)
	}
	place(0, 0, 1, 1)
	if got := b.State().Puzzle.Rects; len(got) != 1 || got[0] != (shikaku.Rect{Row: 0, Col: 0, Height: 2, Width: 2}) {
		t.Fatalf("Shift+Right, Shift+Down, Return from r1c1: %v", got)
	}
	place(0, 2, 1, 2)
	place(0, 3, 1, 3)
	place(2, 0, 2, 1)
	place(3, 0, 3, 0)
	place(3, 1, 3, 1)
	place(2, 2, 3, 2)
	place(3, 3, 2, 3) // drawn upwards
	if err := shikaku.Verify(x.shi.CurrentPuzzle(), b.State().Puzzle); err != nil {
		t.Fatalf("not solved by keys: %v; %v", err, b.State().Puzzle.Rects)
	}
	// A rectangle begun, then dropped by an arrow alone, places nothing.
	x.shortcut(&fyne.ShortcutUndo{})
	n := len(b.State().Puzzle.Rects)
	x.keyDown(desktop.KeyShiftLeft)
	x.key(fyne.KeyLeft)
	x.keyUp(desktop.KeyShiftLeft)
	x.key(fyne.KeyUp)
	if len(b.State().Puzzle.Rects) != n {
		t.Error("a rectangle dropped by an arrow was placed")
	}
}

// TestScenarioMenuKeys: F10 (from the board) opens the first menu, Alt and
// a menu's letter that menu: shown here as the pop-up menu the test
// driver gets (the desktop driver opens its menu bar); the toolbar's
// switches have menu entries and shortcuts.
func TestScenarioMenuKeys(t *testing.T) {
	x := newWindow(t, true)
	x.tapCell(x.sud.Board, 0, 2)
	x.key(fyne.KeyF10)
	menu := func(what string) fyne.CanvasObject {
		t.Helper()
		m := x.dialog()
		if m == nil {
			t.Fatalf("%s opened no menu", what)
		}
		return m
	}
	if m := menu("F10"); !shows(m, "New…") {
		t.Error("F10 opened another menu than File")
	}
	x.key(fyne.KeyEscape) // the pop-up menu has the focus: Esc closes it
	if x.dialog() != nil {
		t.Fatal("Esc left the menu open")
	}
	x.shortcut(&desktop.CustomShortcut{KeyName: fyne.KeyV, Modifier: fyne.KeyModifierAlt})
	if m := menu("Alt+V"); !shows(m, "Zoom in") || shows(m, "New…") {
		t.Error("Alt+V opened another menu than View")
	}
	x.dialog().Hide()

	x.tapCell(x.sud.Board, 0, 2)
	x.shortcut(ctrl(fyne.KeyM))
	if !x.sud.Pencil.Checked {
		t.Error("Ctrl+M did not switch the pencil on")
	}
	x.typeRunes("4")
	if st := x.sud.Board.State(); len(st.Marks) <= 2 || st.Marks[2] != 1<<3 {
		t.Errorf("with the pencil on, 4 in r1c3 made no mark: %v", st.Marks)
	}
	x.shortcut(ctrl(fyne.KeyM))
	x.shortcut(ctrl(fyne.KeyD))
	if !x.sud.ShowCands.Checked || x.sud.Board.State().Candidates == nil {
		t.Error("Ctrl+D did not show the candidates")
	}
	x.shortcut(ctrl(fyne.KeyD))
	x.shortcut(ctrl(fyne.KeyE))
	if !x.sud.EditGivens.Checked {
		t.Error("Ctrl+E did not switch to editing the givens")
	}
	x.shortcut(ctrl(fyne.KeyE))
	// Esc from the board closes a dialog (the board has the keyboard since
	// the start).
	x.tapCell(x.sud.Board, 0, 2)
	menuItem(t, x.w, "View", "Statistics…").Action()
	if x.dialog() == nil {
		t.Fatal("View › Statistics opened nothing")
	}
	x.key(fyne.KeyEscape)
	if x.dialog() != nil {
		t.Error("Esc from the board left the dialog open")
	}
	x.shortcut(ctrl(fyne.KeyG))
	if x.dialog() == nil {
		t.Error("Ctrl+G opened no Generate dialog")
	}
}

// shows says whether a text under o reads s.
func shows(o fyne.CanvasObject, s string) bool {
	for _, c := range test.LaidOutObjects(o) {
		if tx, ok := c.(*canvas.Text); ok && tx.Text == s {
			return true
		}
	}
	return false
}

// TestMenuLetters: each menu gets the first letter of its name that no menu
// before it took, accents dropped.
func TestMenuLetters(t *testing.T) {
	for _, c := range []struct {
		labels []string
		want   string
	}{
		{[]string{"File", "Edit", "Solve", "View", "Help"}, "fesvh"},
		{[]string{"Fichier", "Édition", "Résoudre", "Affichage", "Aide"}, "ferai"},
	} {
		m := &fyne.MainMenu{}
		for _, l := range c.labels {
			m.Items = append(m.Items, fyne.NewMenu(l))
		}
		if got := string(menuLetters(m)); got != c.want {
			t.Errorf("%v: letters %q, want %q", c.labels, got, c.want)
		}
	}
}

// TestEveryControlInTheMenus: every button and switch of a tab's toolbar
// and panel has its entry in the main menu, which the keyboard opens.
func TestEveryControlInTheMenus(t *testing.T) {
	x := newWindow(t, true)
	entries := map[string]bool{}
	for _, m := range x.w.MainMenu().Items {
		for _, it := range m.Items {
			entries[it.Label] = true
		}
	}
	// The toolbar's short names, and the menu's.
	named := map[string]string{
		"New": "New…", "Open": "Open…", "Save": "Save…", "Paste": "Paste puzzle", "Copy": "Copy puzzle",
		"Clear": "Clear my moves", "Model": "Show the model…", "Generate": "Generate…",
		"Edit givens": "Edit the puzzle (givens, clues, islands)", "Edit clues": "Edit the puzzle (givens, clues, islands)",
		"Edit islands": "Edit the puzzle (givens, clues, islands)", "Pencil": "Pencil marks (Sudoku)",
		"Candidates": "Show the candidates (Sudoku)", "Rules round": "Apply a round of rules",
		"Pause": "Pause / Resume", "Next": "Next event (while paused)",
	}
	for _, tab := range []Tab{x.sud.SudokuTab, x.shi, x.has} {
		var controls []string
		for _, o := range test.LaidOutObjects(tab.Content()) {
			switch o := o.(type) {
			case *widget.Button:
				controls = append(controls, o.Text)
			case *widget.Check:
				controls = append(controls, o.Text)
			}
		}
		if len(controls) < 12 {
			t.Fatalf("%s: only %d controls found: %q", tab.Title(), len(controls), controls)
		}
		for _, c := range controls {
			if c == "" || c == "Engine messages" { // the log's own
				continue
			}
			want := c
			if n, ok := named[c]; ok {
				want = n
			}
			if !entries[want] {
				t.Errorf("%s: %q has no menu entry %q", tab.Title(), c, want)
			}
		}
	}
}

// TestScenarioTabKeys: Ctrl+Tab and Ctrl+Shift+Tab bring the next and the
// previous tab to the front, its board with the keyboard.
func TestScenarioTabKeys(t *testing.T) {
	x := newWindow(t, true)
	x.at.SelectIndex(0)
	x.shortcut(&desktop.CustomShortcut{KeyName: fyne.KeyTab, Modifier: fyne.KeyModifierControl})
	if x.at.SelectedIndex() != 1 || x.w.Canvas().Focused() != x.shi.Board {
		t.Errorf("Ctrl+Tab: tab %d in front, focus on %T", x.at.SelectedIndex(), x.w.Canvas().Focused())
	}
	x.shortcut(&desktop.CustomShortcut{KeyName: fyne.KeyTab, Modifier: fyne.KeyModifierControl | fyne.KeyModifierShift})
	x.shortcut(&desktop.CustomShortcut{KeyName: fyne.KeyTab, Modifier: fyne.KeyModifierControl | fyne.KeyModifierShift})
	if x.at.SelectedIndex() != 2 || x.w.Canvas().Focused() != x.has.Board {
		t.Errorf("Ctrl+Shift+Tab twice: tab %d in front, focus on %T", x.at.SelectedIndex(), x.w.Canvas().Focused())
	}
}
