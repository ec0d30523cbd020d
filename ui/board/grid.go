package board

import (
	"fyne.io/fyne/v2"
)

// cellGeom maps a rows×cols grid onto a widget of some size, with square
// cells, centred; the Shikaku and Hashi boards share it.
type cellGeom struct {
	x0, y0, cs float32
	rows, cols int
}

func geomFor(size fyne.Size, rows, cols int) cellGeom {
	if rows <= 0 || cols <= 0 {
		return cellGeom{}
	}
	cs := min((size.Width-4)/float32(cols), (size.Height-4)/float32(rows))
	return cellGeom{
		x0: (size.Width - cs*float32(cols)) / 2, y0: (size.Height - cs*float32(rows)) / 2,
		cs: cs, rows: rows, cols: cols,
	}
}

// cellAt returns the cell under p.
func (g cellGeom) cellAt(p fyne.Position) (row, col int, ok bool) {
	if g.cs <= 0 || p.X < g.x0 || p.Y < g.y0 {
		return 0, 0, false
	}
	col, row = int((p.X-g.x0)/g.cs), int((p.Y-g.y0)/g.cs)
	return row, col, row < g.rows && col < g.cols
}

// pos is the top-left corner of a cell.
func (g cellGeom) pos(row, col int) fyne.Position {
	return fyne.NewPos(g.x0+float32(col)*g.cs, g.y0+float32(row)*g.cs)
}

// centre is the middle of a cell.
func (g cellGeom) centre(row, col int) fyne.Position {
	return fyne.NewPos(g.x0+(float32(col)+0.5)*g.cs, g.y0+(float32(row)+0.5)*g.cs)
}

// numberTyper turns keystrokes into numbers of several digits: digits
// typed within a second into one cell accumulate ("1", "2" → 12).
type numberTyper struct {
	cell  int
	value int
	at    int64 // unix milliseconds of the last digit
}

// digit returns the number the cell holds after typing d at time now (ms).
func (t *numberTyper) digit(cell, d int, now int64, max int) int {
	if t.cell == cell && now-t.at < 1000 && t.value*10+d <= max && t.value > 0 {
		t.value = t.value*10 + d
	} else {
		t.value = d
	}
	t.cell, t.at = cell, now
	return t.value
}

// cursor is the selected cell of the Shikaku and Hashi boards, which the
// keyboard acts on.
type cursor struct {
	selR, selC int
	focused    bool
}

// fit moves the cursor home when the grid has shrunk under it.
func (k *cursor) fit(rows, cols int) {
	if k.selR >= rows || k.selC >= cols {
		k.selR, k.selC = 0, 0
	}
}

// arrow moves the cursor by an arrow key, wrapping at the edges, and
// reports whether the key was one.
func (k *cursor) arrow(key fyne.KeyName, rows, cols int) bool {
	switch key {
	case fyne.KeyUp:
		k.selR = (k.selR + rows - 1) % rows
	case fyne.KeyDown:
		k.selR = (k.selR + 1) % rows
	case fyne.KeyLeft:
		k.selC = (k.selC + cols - 1) % cols
	case fyne.KeyRight:
		k.selC = (k.selC + 1) % cols
	default:
		return false
	}
	return true
}

// tap selects the cell under a tap on w and gives w the keyboard focus,
// so that typing goes to the board the user just touched.
func (k *cursor) tap(w interface {
	fyne.CanvasObject
	fyne.Focusable
}, g cellGeom, at fyne.Position) bool {
	r, c, ok := g.cellAt(at)
	if !ok {
		return false
	}
	if cv := fyne.CurrentApp().Driver().CanvasForObject(w); cv != nil {
		cv.Focus(w)
	}
	k.selR, k.selC = r, c
	return true
}
