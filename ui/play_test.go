package ui

// Scenarios of play by hand through the window's events: Hashi by
// dragging and by Shift+arrows, Shikaku rectangles from the keyboard, the
// menus and shortcuts of keyboard-only play.

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"grille/solve/hashi"
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

// TestScenarioHashiDrag: a click meant to focus the board places nothing;
// a drag from an island to its neighbour lays a bridge, again a double,
// again none; a right-drag (a press and a release: the driver sends no
// drag for the right button) and a Shift-drag take one away.
func TestScenarioHashiDrag(t *testing.T) {
	x := newWindow(t, true)
	p, err := hashi.ParseOne("pair", []byte("2 . 3 . 1\n. . . . .\n1 . 2 . .\n"))
	if err != nil {
		t.Fatal(err)
	}
	x.at.SelectIndex(2)
	x.has.Load(p)
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
	p, err := hashi.ParseOne("line", []byte("1 . 3 . 2\n"))
	if err != nil {
		t.Fatal(err)
	}
	x.at.SelectIndex(2)
	x.has.Load(p)
	b := x.has.Board
	x.tapCell(b, 0, 0) // focus, cursor on r1c1
	shiftKey := func(k fyne.KeyName) {
		x.keyDown(desktop.KeyShiftLeft)
		x.key(k)
		x.keyUp(desktop.KeyShiftLeft)
	}
	for _, want := range []int{1, 2, 0, 1} {
		shiftKey(fyne.KeyRight)
		if got := bridges(b.State().Puzzle, 0, 1); got != want {
			t.Fatalf("Shift+Right on r1c1: %d bridges, want %d", got, want)
		}
	}
	x.key(fyne.KeyRight)
	x.key(fyne.KeyRight) // the cursor on r1c3
	shiftKey(fyne.KeyRight)
	shiftKey(fyne.KeyRight)
	if hashi.Verify(x.has.CurrentPuzzle(), b.State().Puzzle) != nil {
		t.Fatalf("not solved: %v (status %q)", b.State().Puzzle.Bridges, x.has.Panel.Status.Text)
	}
}
