package board

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"grille/solve/shikaku"
)

// newShikakuBoard shows an empty rows×cols puzzle in a w×h window and
// records the board's events.
func newShikakuBoard(t *testing.T, rows, cols int, w, h float32) (*Shikaku, fyne.Window, *events) {
	t.Helper()
	newApp(t, theme.VariantLight)
	b := NewShikaku(ShikakuState{Puzzle: shikaku.Puzzle{Rows: rows, Cols: cols}})
	ev := &events{}
	b.OnClue = func(row, col, value int) { *ev = append(*ev, fmt.Sprintf("clue r%dc%d=%d", row+1, col+1, value)) }
	b.OnRect = func(r shikaku.Rect) {
		*ev = append(*ev, fmt.Sprintf("rect r%dc%d %dx%d", r.Row+1, r.Col+1, r.Height, r.Width))
	}
	b.OnErase = func(row, col int) { *ev = append(*ev, fmt.Sprintf("erase r%dc%d", row+1, col+1)) }
	return b, show(t, b, w, h), ev
}

func TestShikakuPlaying(t *testing.T) {
	b, win, ev := newShikakuBoard(t, 5, 5, 300, 300)
	test.TapAt(b, centreOf(300, 300, 5, 5, 1, 2))
	sameEvents(t, "tap", ev.take(), "erase r2c3")
	if focused(t, win) != b {
		t.Error("a tap does not give the board the focus")
	}
	press(t, win, fyne.KeyDelete, fyne.KeyRight, fyne.KeyBackspace)
	sameEvents(t, "Delete, Backspace", ev.take(), "erase r2c3", "erase r2c4")
	press(t, win, fyne.KeyReturn, fyne.KeySpace)
	sameEvents(t, "Return, Space: a 1×1 on the cursor", ev.take(), "rect r2c4 1x1", "rect r2c4 1x1")
	typeText(t, win, "12. ")
	sameEvents(t, "digits when playing", ev.take())
}

// TestShikakuKeysDrawRectangle: Shift+arrows draw a rectangle from the
// cursor's cell, stopping at the edges, which Return places; an arrow
// alone or Escape drops it; while editing, Shift+arrows move the cursor.
func TestShikakuKeysDrawRectangle(t *testing.T) {
	b, win, ev := newShikakuBoard(t, 5, 5, 300, 300)
	win.Canvas().Focus(b)
	b.Select(1, 1)
	shifted := func(keys ...fyne.KeyName) {
		b.KeyDown(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
		press(t, win, keys...)
		b.KeyUp(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	}
	shifted(fyne.KeyRight, fyne.KeyRight, fyne.KeyDown)
	press(t, win, fyne.KeyReturn)
	sameEvents(t, "Shift+Right Right Down, Return", ev.take(), "rect r2c2 2x3")
	shifted(fyne.KeyUp, fyne.KeyUp, fyne.KeyUp, fyne.KeyUp, fyne.KeyLeft)
	press(t, win, fyne.KeySpace)
	sameEvents(t, "Shift+Up past the edge, Space", ev.take(), "rect r1c3 3x2")
	shifted(fyne.KeyDown)
	press(t, win, fyne.KeyLeft, fyne.KeyReturn)
	shifted(fyne.KeyDown)
	press(t, win, fyne.KeyEscape, fyne.KeyReturn)
	sameEvents(t, "dropped by an arrow, by Escape", ev.take(), "rect r2c2 1x1", "rect r3c2 1x1")
}

func TestShikakuDrag(t *testing.T) {
	b, win, ev := newShikakuBoard(t, 5, 5, 300, 300)
	at := func(row, col int) fyne.Position { return centreOf(300, 300, 5, 5, row, col) }
	drag := func(from, to fyne.Position) { test.Drag(win.Canvas(), to, to.X-from.X, to.Y-from.Y) }
	drag(at(0, 0), at(2, 1))
	sameEvents(t, "r1c1 to r3c2", ev.take(), "rect r1c1 3x2")
	drag(at(4, 4), at(1, 2))
	sameEvents(t, "r5c5 back to r2c3", ev.take(), "rect r2c3 4x3")
	drag(at(3, 3), at(3, 3).AddXY(5, 0))
	sameEvents(t, "within one cell", ev.take(), "rect r4c4 1x1")
	drag(fyne.NewPos(1, 1), at(1, 1))
	sameEvents(t, "from the margin", ev.take())
	if b.dragging {
		t.Error("the board is still dragging after DragEnd")
	}
	b.Editing = true
	drag(at(0, 0), at(2, 1))
	sameEvents(t, "while editing", ev.take())
}

func TestShikakuEditing(t *testing.T) {
	b, win, ev := newShikakuBoard(t, 5, 5, 300, 300)
	b.Editing = true
	test.TapAt(b, centreOf(300, 300, 5, 5, 1, 1))
	sameEvents(t, "a tap while editing", ev.take())
	typeText(t, win, "12")
	sameEvents(t, "12", ev.take(), "clue r2c2=1", "clue r2c2=12")
	typeText(t, win, "3")
	sameEvents(t, "123 > 25 cells", ev.take(), "clue r2c2=3")
	typeText(t, win, "10")
	sameEvents(t, "31 > 25, then 10", ev.take(), "clue r2c2=1", "clue r2c2=10")
	typeText(t, win, ". x")
	sameEvents(t, ". and space clear", ev.take(), "clue r2c2=0", "clue r2c2=0")
	press(t, win, fyne.KeyDelete, fyne.KeyBackspace, fyne.KeyReturn)
	sameEvents(t, "Delete and Backspace clear", ev.take(), "clue r2c2=0", "clue r2c2=0")
	press(t, win, fyne.KeyUp, fyne.KeyUp, fyne.KeyLeft, fyne.KeyLeft)
	typeText(t, win, "7")
	sameEvents(t, "arrows wrap", ev.take(), "clue r5c5=7")
}

func TestShikakuTapBesideGrid(t *testing.T) {
	b, win, ev := newShikakuBoard(t, 5, 5, 500, 300)
	test.TapAt(b, fyne.NewPos(20, 150))
	if win.Canvas().Focused() != nil {
		t.Error("a tap beside the grid focuses the Shikaku board")
	}
	sameEvents(t, "tap beside the grid", ev.take())
}

func TestShikakuSetStateMovesSelectionHome(t *testing.T) {
	b, win, ev := newShikakuBoard(t, 5, 5, 300, 300)
	b.Editing = true
	win.Canvas().Focus(b)
	b.Select(4, 0)
	typeText(t, win, "5")
	b.SetState(ShikakuState{Puzzle: shikaku.Puzzle{Rows: 3, Cols: 8}})
	typeText(t, win, "6")
	sameEvents(t, "before and after the grid changed", ev.take(), "clue r5c1=5", "clue r1c1=6")
}
