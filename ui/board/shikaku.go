package board

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"grille/solve/shikaku"
)

// ShikakuState is what the Shikaku board draws.
type ShikakuState struct {
	Puzzle   shikaku.Puzzle        // clues and the rectangles drawn
	Problems []shikaku.RectProblem // drawn rectangles that are wrong
	// Latest, when set, is outlined as the step being shown (a replayed
	// deduction's rectangle); Cell, when Marked, is the cell that forced
	// it.
	Latest    *shikaku.Rect
	Marked    bool
	MarkedRow int
	MarkedCol int
	// Step is a logical step's highlight (mark_shikaku.go), nil for none.
	Step *shikaku.StepMark
}

func (st ShikakuState) gridSize() (rows, cols int) { return st.Puzzle.Rows, st.Puzzle.Cols }

// Shikaku is the Shikaku board. With Editing on, a tap selects a cell and
// typed digits set its clue; otherwise dragging from cell to cell draws a
// rectangle and tapping a rectangle removes it.
type Shikaku struct {
	gridBoard[ShikakuState]
	Editing bool

	OnClue  func(row, col, value int) // value 0 removes the clue
	OnRect  func(r shikaku.Rect)
	OnErase func(row, col int)

	dragging       bool
	dragR0, dragC0 int
	dragR1, dragC1 int
	// keying: a rectangle drawn from the keyboard, from the cell where
	// Shift+arrows began (dragR0, dragC0) to the cursor (dragR1, dragC1).
	keying bool
}

// NewShikaku returns a board showing st.
func NewShikaku(st ShikakuState) *Shikaku {
	b := &Shikaku{}
	b.extend(b, st)
	return b
}

// tapped removes the rectangle under a tap when playing (while editing, a
// tap only selects).
func (b *Shikaku) tapped(r, c int) {
	if !b.Editing && b.OnErase != nil {
		b.OnErase(r, c)
	}
}

// activate, on Return or Space, places the rectangle Shift+arrows drew,
// or a 1×1 rectangle on the cursor's cell.
func (b *Shikaku) activate(r, c int) {
	if b.Editing || b.OnRect == nil {
		return
	}
	if !b.keying {
		b.dragR0, b.dragC0 = r, c
	}
	b.dragR1, b.dragC1, b.keying = r, c, false
	b.OnRect(b.dragRect())
	b.Refresh()
}

// TypedKey: Shift with an arrow draws a rectangle from the cell the cursor
// was on, which Return then places; an arrow alone, or Escape, drops it.
func (b *Shikaku) TypedKey(ev *fyne.KeyEvent) {
	arrow := ev.Name == fyne.KeyUp || ev.Name == fyne.KeyDown || ev.Name == fyne.KeyLeft || ev.Name == fyne.KeyRight
	switch {
	case b.Editing:
	case arrow && b.mods&fyne.KeyModifierShift != 0:
		if !b.keying {
			b.keying, b.dragR0, b.dragC0 = true, b.selR, b.selC
		}
		b.stepCursor(ev.Name)
		b.dragR1, b.dragC1 = b.selR, b.selC
		b.Refresh()
		return
	case arrow && b.keying, ev.Name == fyne.KeyEscape && b.keying:
		b.keying = false
		b.Refresh()
		if !arrow {
			return
		}
	}
	b.gridBoard.TypedKey(ev)
}

// stepCursor moves the cursor one cell, stopping at the edges (a rectangle
// does not wrap).
func (b *Shikaku) stepCursor(k fyne.KeyName) {
	switch k {
	case fyne.KeyUp:
		b.selR = max(b.selR-1, 0)
	case fyne.KeyDown:
		b.selR = min(b.selR+1, b.rows-1)
	case fyne.KeyLeft:
		b.selC = max(b.selC-1, 0)
	case fyne.KeyRight:
		b.selC = min(b.selC+1, b.cols-1)
	}
}

// Dragged draws the rectangle from the cell where the drag began.
func (b *Shikaku) Dragged(ev *fyne.DragEvent) {
	if b.Editing {
		return
	}
	g := b.geom()
	if !b.dragging {
		start := fyne.NewPos(ev.Position.X-ev.Dragged.DX, ev.Position.Y-ev.Dragged.DY)
		r, c, ok := g.cellAt(start)
		if !ok {
			return
		}
		b.dragging, b.dragR0, b.dragC0 = true, r, c
	}
	if r, c, ok := g.cellAt(ev.Position); ok {
		b.dragR1, b.dragC1 = r, c
	}
	b.Refresh()
}

// DragEnd hands the drawn rectangle to the tab.
func (b *Shikaku) DragEnd() {
	if !b.dragging {
		return
	}
	b.dragging = false
	if b.OnRect != nil {
		b.OnRect(b.dragRect())
	}
	b.Refresh()
}

func (b *Shikaku) dragRect() shikaku.Rect {
	r0, r1 := min(b.dragR0, b.dragR1), max(b.dragR0, b.dragR1)
	c0, c1 := min(b.dragC0, b.dragC1), max(b.dragC0, b.dragC1)
	return shikaku.Rect{Row: r0, Col: c0, Height: r1 - r0 + 1, Width: c1 - c0 + 1}
}

// typed sets the selected cell's clue while editing.
func (b *Shikaku) typed(row, col int, r rune) {
	if !b.Editing || b.OnClue == nil {
		return
	}
	switch {
	case r >= '0' && r <= '9':
		b.OnClue(row, col, b.typeDigit(int(r-'0'), b.rows*b.cols))
	case r == '.' || r == ' ':
		b.OnClue(row, col, 0)
	}
}

// erase clears the clue while editing, and removes the rectangle there when
// playing.
func (b *Shikaku) erase(row, col int) {
	if b.Editing && b.OnClue != nil {
		b.OnClue(row, col, 0)
	} else if b.OnErase != nil {
		b.OnErase(row, col)
	}
}

func (b *Shikaku) CreateRenderer() fyne.WidgetRenderer { return b.drawn(b.draw, 28, 14, 20) }

// draw makes the board's objects: paper, rectangles, grid, the step being
// shown, selection and clues.
func (b *Shikaku) draw() []fyne.CanvasObject { return b.drawIn(b.geom(), b.Editing || b.focused) }

// drawIn draws the board on grid g, with the selection when selected.
func (b *Shikaku) drawIn(g cellGeom, selected bool) []fyne.CanvasObject {
	p := b.state.Puzzle
	pal := currentPalette()
	objs := make([]fyne.CanvasObject, 0, 2*(p.Rows+p.Cols)+3*len(p.Rects)+len(p.Clues)+4)
	paper := canvas.NewRectangle(pal.paper)
	paper.Move(g.pos(0, 0))
	paper.Resize(fyne.NewSize(g.cs*float32(p.Cols), g.cs*float32(p.Rows)))
	objs = append(objs, paper)
	bad := map[shikaku.Rect]bool{}
	for _, pr := range b.state.Problems {
		bad[pr.Rect] = true
	}
	rectObj := func(rc shikaku.Rect, fill color.Color, stroke color.Color, width float32) *canvas.Rectangle {
		o := canvas.NewRectangle(fill)
		o.StrokeColor, o.StrokeWidth = stroke, thick(width)
		o.Move(g.pos(rc.Row, rc.Col).AddXY(1, 1))
		o.Resize(fyne.NewSize(g.cs*float32(rc.Width)-2, g.cs*float32(rc.Height)-2))
		return o
	}
	for i, rc := range p.Rects {
		stroke := color.Color(pal.thick)
		if bad[rc] {
			stroke = pal.conflict
		}
		objs = append(objs, rectObj(rc, inLook(pal, shikakuColours.rects[i%len(shikakuColours.rects)]), stroke, 3))
	}
	if b.dragging || b.keying {
		objs = append(objs, rectObj(b.dragRect(), inLook(pal, shikakuColours.drag), pal.found, 2))
	}
	for i := 0; i <= p.Rows; i++ {
		l := canvas.NewLine(pal.thin)
		l.StrokeWidth = hairline(g.cs)
		l.Position1, l.Position2 = g.pos(i, 0), g.pos(i, p.Cols)
		objs = append(objs, l)
	}
	for j := 0; j <= p.Cols; j++ {
		l := canvas.NewLine(pal.thin)
		l.StrokeWidth = hairline(g.cs)
		l.Position1, l.Position2 = g.pos(0, j), g.pos(p.Rows, j)
		objs = append(objs, l)
	}
	objs = b.drawStep(objs, g, pal)
	if rc := b.state.Latest; rc != nil {
		objs = append(objs, rectObj(*rc, color.Transparent, pal.found, 5))
	}
	if b.state.Marked {
		m := canvas.NewCircle(color.Transparent)
		m.StrokeColor, m.StrokeWidth = pal.found, thick(3)
		m.Move(g.pos(b.state.MarkedRow, b.state.MarkedCol).AddXY(g.cs*0.12, g.cs*0.12))
		m.Resize(fyne.NewSize(g.cs*0.76, g.cs*0.76))
		objs = append(objs, m)
	}
	border := canvas.NewRectangle(color.Transparent)
	border.StrokeColor, border.StrokeWidth = pal.thick, thick(2.5)
	border.Move(g.pos(0, 0))
	border.Resize(fyne.NewSize(g.cs*float32(p.Cols), g.cs*float32(p.Rows)))
	objs = append(objs, border)
	if selected {
		objs = append(objs, b.selectionBox(g))
	}
	for _, cl := range p.Clues {
		t := canvas.NewText(strconv.Itoa(cl.Value), pal.given)
		t.TextStyle.Bold = true
		t.Alignment = fyne.TextAlignCenter
		fitText(t, g.cs*share(0.55, 0.68), g.cs-2, g.cs) // a three-digit clue fits its cell, a point to spare each side
		centreText(t, g.pos(cl.Row, cl.Col), g.cs, g.cs)
		objs = append(objs, t)
	}
	return objs
}

// shikakuColours are the Shikaku board's own colours, light then dark (see
// colours): fills that tell neighbouring rectangles apart, and the
// rectangle being dragged.
var shikakuColours = struct {
	rects []duo
	drag  duo
}{
	drag: duo{{0x1f, 0x5f, 0xc0, 0x40}, {0x7c, 0xb4, 0xff, 0x50}},
	rects: []duo{
		{{0xbf, 0xdb, 0xfe, 0xff}, {0x1f, 0x40, 0x73, 0xff}},
		{{0xfd, 0xe6, 0x8a, 0xff}, {0x5e, 0x4e, 0x10, 0xff}},
		{{0xbb, 0xf7, 0xd0, 0xff}, {0x1d, 0x52, 0x33, 0xff}},
		{{0xfb, 0xcf, 0xe8, 0xff}, {0x5e, 0x24, 0x45, 0xff}},
		{{0xdd, 0xd6, 0xfe, 0xff}, {0x3e, 0x35, 0x6e, 0xff}},
		{{0xfe, 0xd7, 0xaa, 0xff}, {0x63, 0x3d, 0x16, 0xff}},
		{{0xa5, 0xf3, 0xfc, 0xff}, {0x15, 0x50, 0x5a, 0xff}},
		{{0xe5, 0xe7, 0xeb, 0xff}, {0x3c, 0x3f, 0x45, 0xff}},
	},
}

// FocusLost drops a rectangle being drawn from the keyboard.
func (b *Shikaku) FocusLost() {
	b.keying = false
	b.gridBoard.FocusLost()
}
