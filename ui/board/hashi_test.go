package board

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"grille/solve/hashi"
)

// crossPuzzle is 5×5 with a long vertical edge (islands 0 and 3) crossed
// at r3c3 by a short horizontal one (islands 1 and 2):
//
//	. . 2 . .
//	. . . . .
//	. 1 . 1 .
//	. . . . .
//	. . 2 . .
func crossPuzzle() hashi.Puzzle {
	return hashi.Puzzle{Rows: 5, Cols: 5, Islands: []hashi.Island{
		{Row: 0, Col: 2, Value: 2}, {Row: 2, Col: 1, Value: 1}, {Row: 2, Col: 3, Value: 1}, {Row: 4, Col: 2, Value: 2},
	}}
}

// newHashiBoard shows p in a w×h window and records the board's events.
func newHashiBoard(t *testing.T, p hashi.Puzzle, w, h float32) (*Hashi, fyne.Window, *events) {
	t.Helper()
	newApp(t, theme.VariantLight)
	b := NewHashi(HashiState{Puzzle: p})
	ev := &events{}
	b.OnIsland = func(row, col, value int) { *ev = append(*ev, fmt.Sprintf("island r%dc%d=%d", row+1, col+1, value)) }
	b.OnCycle = func(a, z int) { *ev = append(*ev, fmt.Sprintf("cycle %d-%d", a, z)) }
	b.OnLessen = func(a, z int) { *ev = append(*ev, fmt.Sprintf("lessen %d-%d", a, z)) }
	return b, show(t, b, w, h), ev
}

func TestHashiTapCyclesBridges(t *testing.T) {
	b, win, ev := newHashiBoard(t, crossPuzzle(), 300, 300)
	tap := func(row, col int) { test.TapAt(b, centreOf(300, 300, 5, 5, row, col)) }
	tap(1, 2)
	sameEvents(t, "the tap that gives the board the focus", ev.take())
	if focused(t, win) != b {
		t.Error("a tap does not give the board the focus")
	}
	tap(1, 2)
	sameEvents(t, "water on the vertical edge", ev.take(), "cycle 0-3")
	tap(2, 2)
	sameEvents(t, "the crossing: the nearer pair", ev.take(), "cycle 1-2")
	tap(0, 2)
	tap(2, 0)
	tap(0, 0)
	sameEvents(t, "an island, water beside an island, open water", ev.take())
}

func TestHashiKeysWhenPlaying(t *testing.T) {
	b, win, ev := newHashiBoard(t, crossPuzzle(), 300, 300)
	test.TapAt(b, centreOf(300, 300, 5, 5, 3, 2))
	press(t, win, fyne.KeyReturn, fyne.KeySpace)
	sameEvents(t, "tap (focusing), Return, Space on r4c3", ev.take(), "cycle 0-3", "cycle 0-3")
	press(t, win, fyne.KeyUp, fyne.KeyReturn)
	sameEvents(t, "Return on r3c3", ev.take(), "cycle 1-2")
	press(t, win, fyne.KeyDelete, fyne.KeyBackspace)
	typeText(t, win, "3 0.")
	sameEvents(t, "Delete and digits when playing", ev.take())
}

func TestHashiEditing(t *testing.T) {
	b, win, ev := newHashiBoard(t, crossPuzzle(), 300, 300)
	b.Editing = true
	test.TapAt(b, centreOf(300, 300, 5, 5, 1, 1))
	sameEvents(t, "a tap while editing", ev.take())
	typeText(t, win, "3")
	typeText(t, win, "9")
	typeText(t, win, "8")
	sameEvents(t, "1–8 place islands, 9 does not", ev.take(), "island r2c2=3", "island r2c2=8")
	typeText(t, win, "0. x")
	sameEvents(t, "0, . and space remove", ev.take(), "island r2c2=0", "island r2c2=0", "island r2c2=0")
	press(t, win, fyne.KeyDelete, fyne.KeyBackspace, fyne.KeyReturn, fyne.KeySpace)
	sameEvents(t, "Delete and Backspace remove; Return and Space do not cycle",
		ev.take(), "island r2c2=0", "island r2c2=0")
	// Arrows move the selection and wrap at the edges.
	for _, step := range []struct {
		key  fyne.KeyName
		want string
	}{
		{fyne.KeyUp, "island r1c2=1"},
		{fyne.KeyUp, "island r5c2=1"},
		{fyne.KeyLeft, "island r5c1=1"},
		{fyne.KeyLeft, "island r5c5=1"},
		{fyne.KeyDown, "island r1c5=1"},
		{fyne.KeyRight, "island r1c1=1"},
	} {
		press(t, win, step.key)
		typeText(t, win, "1")
		sameEvents(t, "after "+string(step.key), ev.take(), step.want)
	}
	// Without a handler, nothing happens (and nothing breaks).
	b.OnIsland = nil
	typeText(t, win, "4")
	press(t, win, fyne.KeyDelete)
}

func TestHashiTapBesideGrid(t *testing.T) {
	b, win, ev := newHashiBoard(t, crossPuzzle(), 500, 300)
	test.TapAt(b, fyne.NewPos(20, 150)) // left of the grid, which starts at x=102
	if win.Canvas().Focused() != nil {
		t.Error("a tap beside the grid focuses the Hashi board")
	}
	sameEvents(t, "tap beside the grid", ev.take())
}

func TestHashiSetStateMovesSelectionHome(t *testing.T) {
	b, win, ev := newHashiBoard(t, crossPuzzle(), 300, 300)
	b.Editing = true
	win.Canvas().Focus(b)
	b.Select(4, 4)
	typeText(t, win, "2")
	b.SetState(HashiState{Puzzle: hashi.Puzzle{Rows: 3, Cols: 3}})
	typeText(t, win, "2")
	sameEvents(t, "before and after shrinking", ev.take(), "island r5c5=2", "island r1c1=2")
	if b.State().Puzzle.Rows != 3 {
		t.Error("State is not what SetState set")
	}
}

// TestHashiTapBetweenNeighbours: islands in adjacent cells have no water
// between them; a tap on an island's cell beyond its ring, towards an
// island in line, cycles the bridges that way:
//
//	1 2 .
//	. 1 .
//	1 . .
func TestHashiTapBetweenNeighbours(t *testing.T) {
	p := hashi.Puzzle{Rows: 3, Cols: 3, Islands: []hashi.Island{
		{Row: 0, Col: 0, Value: 1}, {Row: 0, Col: 1, Value: 2}, {Row: 1, Col: 1, Value: 1}, {Row: 2, Col: 0, Value: 1},
	}}
	b, _, ev := newHashiBoard(t, p, 300, 300)
	test.TapAt(b, centreOf(300, 300, 3, 3, 0, 0)) // the first click: the focus
	cs := centreOf(300, 300, 3, 3, 0, 1).X - centreOf(300, 300, 3, 3, 0, 0).X
	at := func(row, col int, dx, dy float32) {
		test.TapAt(b, centreOf(300, 300, 3, 3, row, col).AddXY(dx*cs, dy*cs))
	}
	at(0, 0, 0.45, 0)    // r1c1's right edge
	at(0, 1, -0.45, 0)   // r1c2's left edge: the same pair
	at(0, 1, 0, 0.45)    // r1c2's bottom edge, above r2c2
	at(1, 1, 0, -0.45)   // r2c2's top edge
	at(0, 0, 0.05, 0.45) // r1c1's bottom edge: over water to r3c1
	sameEvents(t, "taps in the gaps", ev.take(), "cycle 0-1", "cycle 0-1", "cycle 1-2", "cycle 1-2", "cycle 0-3")
	at(0, 0, 0.2, 0)   // on r1c1's disc
	at(0, 1, 0, -0.45) // r1c2's top edge: the grid's edge
	at(1, 1, 0.45, 0)  // r2c2's right edge: no island that way
	sameEvents(t, "taps on a disc, towards no island", ev.take())
	b.Editing = true
	at(0, 0, 0.45, 0)
	sameEvents(t, "a tap in the gap while editing", ev.take())
}

// TestDrawnLayoutAsksNoFrame: laying a Hashi board out redraws it for the
// new size but asks for no frame; when it did, every frame laid the board
// out again and an idle window kept a core busy.
func TestDrawnLayoutAsksNoFrame(t *testing.T) {
	b, _, _ := newHashiBoard(t, crossPuzzle(), 300, 300)
	r := test.WidgetRenderer(b).(*drawnRenderer)
	asked := 0
	defer func(f func(fyne.CanvasObject)) { askFrame = f }(askFrame)
	askFrame = func(fyne.CanvasObject) { asked++ }
	before := r.Objects()
	b.Resize(fyne.NewSize(200, 200))
	r.Layout(fyne.NewSize(200, 200))
	if asked != 0 {
		t.Errorf("Layout asked for %d frames", asked)
	}
	if len(r.Objects()) == 0 || &r.Objects()[0] == &before[0] {
		t.Error("Layout did not redraw the board")
	}
	r.Refresh()
	if asked != 1 {
		t.Errorf("Refresh asked for %d frames, want 1", asked)
	}
}

// TestDrawnLayoutKeepsSize: laying a board out again at the size it was
// drawn for keeps its objects (the window lays itself out whenever a label
// changes: redrawing a 200×200 Hashi board each time kept it busy and
// growing); a new size, or a Refresh, draws it again.
func TestDrawnLayoutKeepsSize(t *testing.T) {
	b, _, _ := newHashiBoard(t, crossPuzzle(), 300, 300)
	r := test.WidgetRenderer(b).(*drawnRenderer)
	defer func(f func(fyne.CanvasObject)) { askFrame = f }(askFrame)
	askFrame = func(fyne.CanvasObject) {}
	r.Refresh()
	before := r.Objects()
	r.Layout(b.Size())
	if &r.Objects()[0] != &before[0] {
		t.Error("Layout at the same size drew the board again")
	}
	b.Resize(fyne.NewSize(200, 200))
	r.Layout(fyne.NewSize(200, 200))
	if &r.Objects()[0] == &before[0] {
		t.Error("Layout at a new size did not redraw the board")
	}
	before = r.Objects()
	r.Refresh()
	if &r.Objects()[0] == &before[0] {
		t.Error("Refresh did not redraw the board")
	}
}

// TestHashiDragLaysBridges: as in Bridges, a drag from an island towards a
// neighbour cycles the bridges between them; with Shift or Ctrl held, or
// with the right button, it takes one away; a drag that begins on water,
// or ends within half a cell of its island, does nothing.
//
//	1 2 .
//	. 1 .
//	1 . .
func TestHashiDragLaysBridges(t *testing.T) {
	p := hashi.Puzzle{Rows: 3, Cols: 3, Islands: []hashi.Island{
		{Row: 0, Col: 0, Value: 1}, {Row: 0, Col: 1, Value: 2}, {Row: 1, Col: 1, Value: 1}, {Row: 2, Col: 0, Value: 1},
	}}
	b, win, ev := newHashiBoard(t, p, 300, 300)
	at := func(row, col int) fyne.Position { return centreOf(300, 300, 3, 3, row, col) }
	drag := func(r0, c0, r1, c1 int) { // as test.Drag delivers it: at the end, with the move
		from, to := at(r0, c0), at(r1, c1)
		b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: to}, Dragged: fyne.NewDelta(to.X-from.X, to.Y-from.Y)})
		b.DragEnd()
	}
	drag(0, 0, 0, 1)
	drag(0, 1, 0, 0)
	drag(0, 1, 1, 1)
	drag(0, 0, 2, 0)
	drag(2, 0, 2, 2) // past r3c3: the first island that way is none
	drag(1, 0, 1, 1) // from water
	sameEvents(t, "drags", ev.take(), "cycle 0-1", "cycle 0-1", "cycle 1-2", "cycle 0-3")
	if focused(t, win) != b {
		t.Error("a drag from an island does not give the board the focus")
	}
	b.KeyDown(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	drag(0, 0, 0, 1)
	b.KeyUp(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	drag(0, 0, 0, 1)
	sameEvents(t, "a Shift-drag, then a drag", ev.take(), "lessen 0-1", "cycle 0-1")
	// The right button: the driver sends a press and a release, no drag.
	b.MouseDown(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: at(0, 1)}, Button: desktop.MouseButtonSecondary})
	b.MouseUp(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: at(1, 1)}, Button: desktop.MouseButtonSecondary})
	b.MouseDown(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: at(0, 0)}, Button: desktop.MouseButtonPrimary, Modifier: fyne.KeyModifierControl})
	drag(0, 0, 2, 0)
	sameEvents(t, "a right-drag, a Ctrl-drag", ev.take(), "lessen 1-2", "lessen 0-3")
	b.Editing = true
	drag(0, 0, 0, 1)
	sameEvents(t, "a drag while editing", ev.take())
}

// TestHashiShiftArrowLaysBridges: on an island, Shift with an arrow cycles
// the bridges towards the neighbour that way, the cursor staying; without
// Shift the arrows move the cursor.
func TestHashiShiftArrowLaysBridges(t *testing.T) {
	b, win, ev := newHashiBoard(t, crossPuzzle(), 300, 300)
	win.Canvas().Focus(b)
	b.Select(0, 2)
	shift := func(down bool) {
		if down {
			b.KeyDown(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
		} else {
			b.KeyUp(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
		}
	}
	shift(true)
	press(t, win, fyne.KeyDown, fyne.KeyDown, fyne.KeyDown, fyne.KeyLeft, fyne.KeyUp)
	shift(false)
	sameEvents(t, "Shift+Down thrice on r1c3, Shift+Left and Up", ev.take(), "cycle 0-3", "cycle 0-3", "cycle 0-3")
	press(t, win, fyne.KeyDown, fyne.KeyDown, fyne.KeyLeft)
	shift(true)
	press(t, win, fyne.KeyRight)
	shift(false)
	sameEvents(t, "Shift+Right on r3c2", ev.take(), "cycle 1-2")
}

// TestHashiFirstClickAfterFocus: the first click after the board got the
// focus from elsewhere (the window brought back, a tab brought to the front
// by key) only selects; the next ones play.
func TestHashiFirstClickAfterFocus(t *testing.T) {
	b, win, ev := newHashiBoard(t, crossPuzzle(), 300, 300)
	tap := func() { test.TapAt(b, centreOf(300, 300, 5, 5, 1, 2)) }
	win.Canvas().Focus(b)
	tap()
	tap()
	sameEvents(t, "focused by the program, two clicks", ev.take(), "cycle 0-3")
	win.Canvas().Unfocus()
	win.Canvas().Focus(b)
	tap()
	sameEvents(t, "focus lost and given back, a click", ev.take())
	press(t, win, fyne.KeyLeft, fyne.KeyRight)
	tap()
	sameEvents(t, "after keys, a click", ev.take(), "cycle 0-3")
}
