package board

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// gridBoard is the base of the three boards. It holds the state a board
// draws and the part of a board the user acts on: a rows×cols grid of
// square cells, centred in the widget; a selected cell, which a tap sets
// and the arrow keys move (wrapping at the edges); and the keyboard focus,
// which a tap on a cell takes, so that typing goes to the board the user
// just touched. What a typed character, Delete, Return or a tap does to the
// selected cell is the board's, through cellActions.
type gridBoard[S gridState] struct {
	widget.BaseWidget
	state S
	self  cellActions // the board that embeds this one

	// Zoom scales the grid: 1 (or less) fits it to the widget; above 1 the
	// board asks for Zoom times the cell side it had when it last fitted
	// (its MinSize grows), for a scroll container round it to show. See
	// ZoomIn, ZoomOut and ZoomFit.
	Zoom    float32
	fitCell float32 // the cell side when the grid last fitted the widget

	rows, cols int
	selR, selC int
	focused    bool
	typer      numberTyper
	mods       fyne.KeyModifier // the modifier keys held down
	drawnR     *drawnRenderer   // the renderer of drawn, when the board has one
	otherKey   func(*fyne.KeyEvent) bool
}

// SetOtherKey hands the keys the board has no use for (F10) to f, which
// says whether it used them.
func (g *gridBoard[S]) SetOtherKey(f func(*fyne.KeyEvent) bool) { g.otherKey = f }

// gridState is a board's state: it knows the size of its grid.
type gridState interface {
	gridSize() (rows, cols int)
}

// cellActions is what a board does when the user acts on a cell; the
// gridBoard it embeds calls these with the selected cell.
type cellActions interface {
	fyne.Widget
	fyne.Focusable
	typed(row, col int, r rune) // a character typed
	erase(row, col int)         // Delete or Backspace
	activate(row, col int)      // Return or Space
	tapped(row, col int)        // a tap on the cell, which it now selects
}

// extend makes self, the board embedding g, the widget g draws and
// focuses, and sets the state it shows first.
func (g *gridBoard[S]) extend(self cellActions, st S) {
	g.self = self
	g.typer.cell = -1
	g.ExtendBaseWidget(self)
	g.setState(st)
}

// setState replaces the state without redrawing, and moves the selection
// home when the grid has shrunk under it.
func (g *gridBoard[S]) setState(st S) {
	g.state = st
	old := max(g.rows, g.cols)
	g.rows, g.cols = st.gridSize()
	if side := max(g.rows, g.cols); old > 0 && side > 0 {
		g.fitCell *= float32(old) / float32(side) // about what a fit now gives
	}
	if g.selR >= g.rows || g.selC >= g.cols {
		g.selR, g.selC = 0, 0
	}
}

// SetState replaces what the board shows.
func (g *gridBoard[S]) SetState(st S) {
	g.setState(st)
	g.Refresh()
}

// State returns what the board shows.
func (g *gridBoard[S]) State() S { return g.state }

// Select moves the selection (for the keyboard and tests).
func (g *gridBoard[S]) Select(row, col int) {
	g.selR, g.selC = row, col
	g.Refresh()
}

func (g *gridBoard[S]) geom() cellGeom { return g.geomAt(g.Size()) }

// geomAt is the grid's geometry in a widget of the given size; it notes
// the cell side when the grid fits the widget, which zooming starts from.
func (g *gridBoard[S]) geomAt(size fyne.Size) cellGeom {
	geo := geomFor(size, g.rows, g.cols)
	if g.Zoom <= 1 && geo.cs > 0 {
		g.fitCell = geo.cs
	}
	return geo
}

// The zoom steps: each ZoomIn multiplies by zoomStep, up to maxZoom.
const (
	zoomStep = 1.25
	maxZoom  = 8
)

// ZoomIn shows the grid a step larger (for Ctrl+=). The board's MinSize
// grows: the tab refreshes the scroll container it put the board in.
func (g *gridBoard[S]) ZoomIn() { g.SetZoom(max(g.Zoom, 1) * zoomStep) }

// ZoomOut shows the grid a step smaller (for Ctrl+-), down to fitting.
func (g *gridBoard[S]) ZoomOut() { g.SetZoom(g.Zoom / zoomStep) }

// ZoomFit fits the grid to the widget again (for Ctrl+0).
func (g *gridBoard[S]) ZoomFit() { g.SetZoom(1) }

// Zoomed reports whether the grid is shown larger than fitting.
func (g *gridBoard[S]) Zoomed() bool { return g.Zoom > 1 }

// SetZoom sets Zoom, kept within 1 to 8, and redraws.
func (g *gridBoard[S]) SetZoom(z float32) {
	g.Zoom = min(max(z, 1), maxZoom)
	g.Refresh()
}

// Tapped selects the cell under the pointer, takes the keyboard focus and
// lets the board act on the cell.
func (g *gridBoard[S]) Tapped(ev *fyne.PointEvent) { g.tapCell(ev.Position) }

// tapCell is Tapped; it reports whether there was a cell under at (nothing
// happens when there is not).
func (g *gridBoard[S]) tapCell(at fyne.Position) bool {
	r, c, ok := g.geom().cellAt(at)
	if !ok {
		return false
	}
	g.focus()
	g.selR, g.selC = r, c
	g.self.tapped(r, c)
	g.Refresh()
	return true
}

// focus gives the board the keyboard focus.
func (g *gridBoard[S]) focus() {
	if cv := fyne.CurrentApp().Driver().CanvasForObject(g.self); cv != nil {
		cv.Focus(g.self)
	}
}

func (g *gridBoard[S]) FocusGained() { g.focused = true; g.Refresh() }
func (g *gridBoard[S]) FocusLost()   { g.focused, g.mods = false, 0; g.Refresh() }

// KeyDown and KeyUp follow the modifier keys, which the driver tells the
// focused widget of but not of TypedKey and TypedRune.
func (g *gridBoard[S]) KeyDown(ev *fyne.KeyEvent) { g.mods |= modifierOf(ev.Name) }
func (g *gridBoard[S]) KeyUp(ev *fyne.KeyEvent)   { g.mods &^= modifierOf(ev.Name) }

func modifierOf(k fyne.KeyName) fyne.KeyModifier {
	switch k {
	case desktop.KeyShiftLeft, desktop.KeyShiftRight:
		return fyne.KeyModifierShift
	case desktop.KeyControlLeft, desktop.KeyControlRight:
		return fyne.KeyModifierControl
	case desktop.KeyAltLeft, desktop.KeyAltRight:
		return fyne.KeyModifierAlt
	case desktop.KeySuperLeft, desktop.KeySuperRight:
		return fyne.KeyModifierSuper
	}
	return 0
}

// TypedRune hands a typed character to the board, for the selected cell,
// unless Control or Super is held: those make shortcuts, not characters.
func (g *gridBoard[S]) TypedRune(r rune) {
	if g.mods&(fyne.KeyModifierControl|fyne.KeyModifierSuper) == 0 {
		g.self.typed(g.selR, g.selC, r)
	}
}

// TypedKey moves the selection with the arrow keys and hands Delete,
// Backspace, Return and Space to the board, for the selected cell.
func (g *gridBoard[S]) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyUp, fyne.KeyDown, fyne.KeyLeft, fyne.KeyRight:
		g.arrow(ev.Name)
	case fyne.KeyBackspace, fyne.KeyDelete:
		g.self.erase(g.selR, g.selC)
	case fyne.KeyReturn, fyne.KeySpace:
		g.self.activate(g.selR, g.selC)
	default:
		if g.otherKey != nil {
			g.otherKey(ev)
		}
	}
}

// arrow moves the selection by an arrow key, wrapping at the edges.
func (g *gridBoard[S]) arrow(key fyne.KeyName) {
	rows, cols := g.rows, g.cols
	if rows <= 0 || cols <= 0 {
		return
	}
	switch key {
	case fyne.KeyUp:
		g.selR = (g.selR + rows - 1) % rows
	case fyne.KeyDown:
		g.selR = (g.selR + 1) % rows
	case fyne.KeyLeft:
		g.selC = (g.selC + cols - 1) % cols
	case fyne.KeyRight:
		g.selC = (g.selC + 1) % cols
	}
	g.Refresh()
}

// typeDigit returns the number the selected cell holds after typing d, at
// most max: digits typed quickly into one cell make one number.
func (g *gridBoard[S]) typeDigit(d, max int) int {
	return g.typer.digit(g.selR*g.cols+g.selC, d, time.Now().UnixMilli(), max)
}

// minSize is the size of the grid with cells of side cs, or of side small
// when it has more than over rows or columns, and a margin of 2 all round.
// Zoomed in, the cells are Zoom times the side they had when the grid last
// fitted the widget (or the side above, before it has).
func (g *gridBoard[S]) minSize(cs, small float32, over int) fyne.Size {
	if max(g.rows, g.cols) > over {
		cs = small
	}
	if g.Zoom > 1 {
		cs = g.Zoom * max(cs, g.fitCell)
	}
	return fyne.NewSize(float32(g.cols)*cs+4, float32(g.rows)*cs+4)
}

// selectionBox outlines the selected cell, in the theme's primary colour.
func (g *gridBoard[S]) selectionBox(geo cellGeom) *canvas.Rectangle {
	sel := canvas.NewRectangle(color.Transparent)
	sel.StrokeColor, sel.StrokeWidth = theme.Color(theme.ColorNamePrimary), thick(2.5)
	sel.Move(geo.pos(g.selR, g.selC))
	sel.Resize(fyne.NewSize(geo.cs, geo.cs))
	return sel
}

// cellGeom maps a rows×cols grid onto a widget of some size, with square
// cells, centred.
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

// drawn returns a renderer that redraws the board from scratch on every
// refresh, with draw: the bridges and rectangles of the Hashi and Shikaku
// boards come and go with every move. Above rasterOver objects (a 200×200
// Hashi board draws ~160,000) it shows them as one image painted from them
// (raster.go). Its minimum size is minSize(cs, small, over).
func (g *gridBoard[S]) drawn(draw func() []fyne.CanvasObject, cs, small float32, over int) fyne.WidgetRenderer {
	g.drawnR = &drawnRenderer{
		w:       g.self,
		minSize: func() fyne.Size { return g.minSize(cs, small, over) },
		draw:    draw,
	}
	return g.drawnR
}

// Move moves the board (a scroll container round it moves it as it
// scrolls): one shown as an image paints the part of it scrolled into view.
func (g *gridBoard[S]) Move(pos fyne.Position) {
	g.BaseWidget.Move(pos)
	if g.drawnR != nil {
		g.drawnR.moved()
	}
}

type drawnRenderer struct {
	w       fyne.Widget
	minSize func() fyne.Size
	draw    func() []fyne.CanvasObject
	objs    []fyne.CanvasObject
	drawnAt fyne.Size   // the size objs were drawn for
	raster  *rasterView // the image objs is, on a board of more than rasterOver objects
}

func (r *drawnRenderer) Destroy()                     {}
func (r *drawnRenderer) MinSize() fyne.Size           { return r.minSize() }
func (r *drawnRenderer) Objects() []fyne.CanvasObject { return r.objs }

// Layout redraws for a new size, without asking for another frame: the
// frame being laid out shows it. (Asking for one here, through Refresh,
// made every frame lay the board out again: a board on screen kept a core
// busy and filled Fyne's caches with the objects of every frame.) At the
// size it was drawn for, it keeps the objects: any other change comes
// through Refresh. (The window lays itself out again whenever a label
// changes, e.g. the progress of a solve ten times a second: redrawing
// then a 200×200 Hashi board, 40,000 islands, two seconds each time, kept
// the window busy and its memory growing past 1.5 GB.)
func (r *drawnRenderer) Layout(size fyne.Size) {
	if r.objs != nil && size == r.drawnAt {
		return
	}
	if r.rastered() {
		if r.raster.busy {
			r.raster.dirty = true
			return
		}
	}
	r.redraw(size)
}

func (r *drawnRenderer) Refresh() {
	if r.rastered() && r.raster.busy {
		r.raster.dirty = true // drawn when the paint under way ends
		return
	}
	r.redraw(r.w.Size())
	askFrame(r.w)
}

// redraw draws the board for a widget of the given size: as its objects,
// or, above rasterOver of them, as one image painted from them.
func (r *drawnRenderer) redraw(size fyne.Size) {
	objs := r.draw()
	r.drawnAt = size
	if len(objs) <= rasterOver {
		r.objs = objs
		return
	}
	if r.raster == nil {
		r.raster = newRasterView(func() {
			r.redraw(r.w.Size())
			askFrame(r.w)
		})
	}
	r.objs = []fyne.CanvasObject{r.raster.img}
	scale := scaleOf(r.w)
	at, part := shownPart(r.w, size, scale, shownMargin)
	r.raster.paint(objs, at, part, scale)
}

// moved paints a board shown as an image again when the part of it in the
// window is no longer all in the image (scrolled).
func (r *drawnRenderer) moved() {
	if !r.rastered() {
		return
	}
	if at, part := shownPart(r.w, r.w.Size(), scaleOf(r.w), 0); !r.raster.covers(at, part) {
		r.Refresh()
	}
}

// rastered says whether the board shows as an image.
func (r *drawnRenderer) rastered() bool {
	return r.raster != nil && len(r.objs) == 1 && r.objs[0] == r.raster.img
}

// askFrame asks for the board to be painted again (a variable for the
// test that Layout asks for nothing).
var askFrame = canvas.Refresh

// CellCentre is the middle of a cell in the board's own coordinates, where
// a test's pointer events aim.
func (g *gridBoard[S]) CellCentre(row, col int) fyne.Position { return g.geom().centre(row, col) }
