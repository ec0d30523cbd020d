package board

import (
	"image/color"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"grille/solve/shikaku"
)

// rectColours are pastel fills that tell neighbouring rectangles apart.
var rectColours = []color.NRGBA{
	{0xbf, 0xdb, 0xfe, 0xff}, {0xfd, 0xe6, 0x8a, 0xff}, {0xbb, 0xf7, 0xd0, 0xff},
	{0xfb, 0xcf, 0xe8, 0xff}, {0xdd, 0xd6, 0xfe, 0xff}, {0xfe, 0xd7, 0xaa, 0xff},
	{0xa5, 0xf3, 0xfc, 0xff}, {0xe5, 0xe7, 0xeb, 0xff},
}

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
}

// Shikaku is the Shikaku board. With Editing on, a tap selects a cell and
// typed digits set its clue; otherwise dragging from cell to cell draws a
// rectangle and tapping a rectangle removes it.
type Shikaku struct {
	widget.BaseWidget
	state   ShikakuState
	Editing bool

	OnClue  func(row, col, value int) // value 0 removes the clue
	OnRect  func(r shikaku.Rect)
	OnErase func(row, col int)

	cursor
	dragging       bool
	dragR0, dragC0 int
	dragR1, dragC1 int
	typer          numberTyper
}

// NewShikaku returns a board showing st.
func NewShikaku(st ShikakuState) *Shikaku {
	b := &Shikaku{state: st, typer: numberTyper{cell: -1}}
	b.ExtendBaseWidget(b)
	return b
}

// SetState replaces what the board shows.
func (b *Shikaku) SetState(st ShikakuState) {
	b.state = st
	b.fit(st.Puzzle.Rows, st.Puzzle.Cols)
	b.Refresh()
}

// State returns what the board shows.
func (b *Shikaku) State() ShikakuState { return b.state }

// Select moves the selection (for the keyboard and tests).
func (b *Shikaku) Select(row, col int) {
	b.selR, b.selC = row, col
	b.Refresh()
}

func (b *Shikaku) geom() cellGeom { return geomFor(b.Size(), b.state.Puzzle.Rows, b.state.Puzzle.Cols) }

// Tapped selects a cell (editing) or removes the rectangle under it (playing).
func (b *Shikaku) Tapped(ev *fyne.PointEvent) {
	if !b.tap(b, b.geom(), ev.Position) {
		return
	}
	if !b.Editing && b.OnErase != nil {
		b.OnErase(b.selR, b.selC)
	}
	b.Refresh()
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

func (b *Shikaku) FocusGained() { b.focused = true; b.Refresh() }
func (b *Shikaku) FocusLost()   { b.focused = false; b.Refresh() }

// TypedRune sets the selected cell's clue while editing.
func (b *Shikaku) TypedRune(r rune) {
	if !b.Editing || b.OnClue == nil {
		return
	}
	p := b.state.Puzzle
	cell := b.selR*p.Cols + b.selC
	switch {
	case r >= '0' && r <= '9':
		v := b.typer.digit(cell, int(r-'0'), time.Now().UnixMilli(), p.Rows*p.Cols)
		b.OnClue(b.selR, b.selC, v)
	case r == '.' || r == ' ':
		b.OnClue(b.selR, b.selC, 0)
	}
}

// TypedKey moves the selection and clears clues.
func (b *Shikaku) TypedKey(ev *fyne.KeyEvent) {
	p := b.state.Puzzle
	if b.arrow(ev.Name, p.Rows, p.Cols) {
		b.Refresh()
		return
	}
	switch ev.Name {
	case fyne.KeyBackspace, fyne.KeyDelete:
		if b.Editing && b.OnClue != nil {
			b.OnClue(b.selR, b.selC, 0)
		} else if b.OnErase != nil {
			b.OnErase(b.selR, b.selC)
		}
	}
}

func (b *Shikaku) CreateRenderer() fyne.WidgetRenderer {
	return &shikakuRenderer{b: b}
}

type shikakuRenderer struct {
	b    *Shikaku
	objs []fyne.CanvasObject
}

func (r *shikakuRenderer) Destroy() {}

func (r *shikakuRenderer) MinSize() fyne.Size {
	p := r.b.state.Puzzle
	cs := float32(28)
	if max(p.Rows, p.Cols) > 20 {
		cs = 14
	}
	return fyne.NewSize(float32(p.Cols)*cs+4, float32(p.Rows)*cs+4)
}

func (r *shikakuRenderer) Objects() []fyne.CanvasObject { return r.objs }

func (r *shikakuRenderer) Layout(fyne.Size) { r.Refresh() }

// Refresh rebuilds the objects: a Shikaku board holds at most a few
// thousand, and rectangles come and go with every move.
func (r *shikakuRenderer) Refresh() {
	b := r.b
	p := b.state.Puzzle
	g := b.geom()
	objs := make([]fyne.CanvasObject, 0, 2*(p.Rows+p.Cols)+3*len(p.Rects)+len(p.Clues)+4)
	paper := canvas.NewRectangle(colPaper)
	paper.Move(g.pos(0, 0))
	paper.Resize(fyne.NewSize(g.cs*float32(p.Cols), g.cs*float32(p.Rows)))
	objs = append(objs, paper)
	bad := map[shikaku.Rect]bool{}
	for _, pr := range b.state.Problems {
		bad[pr.Rect] = true
	}
	rectObj := func(rc shikaku.Rect, fill color.Color, stroke color.Color, width float32) *canvas.Rectangle {
		o := canvas.NewRectangle(fill)
		o.StrokeColor, o.StrokeWidth = stroke, width
		o.Move(g.pos(rc.Row, rc.Col).AddXY(1, 1))
		o.Resize(fyne.NewSize(g.cs*float32(rc.Width)-2, g.cs*float32(rc.Height)-2))
		return o
	}
	for i, rc := range p.Rects {
		stroke := color.Color(colThick)
		if bad[rc] {
			stroke = colConflict
		}
		objs = append(objs, rectObj(rc, rectColours[i%len(rectColours)], stroke, 3))
	}
	if b.dragging {
		objs = append(objs, rectObj(b.dragRect(), color.NRGBA{0x1f, 0x5f, 0xc0, 0x40}, colFound, 2))
	}
	for i := 0; i <= p.Rows; i++ {
		l := canvas.NewLine(colThin)
		l.Position1, l.Position2 = g.pos(i, 0), g.pos(i, p.Cols)
		objs = append(objs, l)
	}
	for j := 0; j <= p.Cols; j++ {
		l := canvas.NewLine(colThin)
		l.Position1, l.Position2 = g.pos(0, j), g.pos(p.Rows, j)
		objs = append(objs, l)
	}
	if rc := b.state.Latest; rc != nil {
		objs = append(objs, rectObj(*rc, color.Transparent, colFound, 5))
	}
	if b.state.Marked {
		m := canvas.NewCircle(color.Transparent)
		m.StrokeColor, m.StrokeWidth = colFound, 3
		m.Move(g.pos(b.state.MarkedRow, b.state.MarkedCol).AddXY(g.cs*0.12, g.cs*0.12))
		m.Resize(fyne.NewSize(g.cs*0.76, g.cs*0.76))
		objs = append(objs, m)
	}
	border := canvas.NewRectangle(color.Transparent)
	border.StrokeColor, border.StrokeWidth = colThick, 2.5
	border.Move(g.pos(0, 0))
	border.Resize(fyne.NewSize(g.cs*float32(p.Cols), g.cs*float32(p.Rows)))
	objs = append(objs, border)
	if b.Editing || b.focused {
		sel := canvas.NewRectangle(color.Transparent)
		sel.StrokeColor, sel.StrokeWidth = theme.Color(theme.ColorNamePrimary), 2.5
		sel.Move(g.pos(b.selR, b.selC))
		sel.Resize(fyne.NewSize(g.cs, g.cs))
		objs = append(objs, sel)
	}
	for _, cl := range p.Clues {
		t := canvas.NewText(strconv.Itoa(cl.Value), colGiven)
		t.TextStyle.Bold = true
		t.TextSize = g.cs * 0.55
		if cl.Value >= 100 {
			t.TextSize = g.cs * 0.4
		}
		t.Alignment = fyne.TextAlignCenter
		h := t.MinSize().Height
		t.Move(g.pos(cl.Row, cl.Col).AddXY(0, (g.cs-h)/2))
		t.Resize(fyne.NewSize(g.cs, h))
		objs = append(objs, t)
	}
	r.objs = objs
	canvas.Refresh(b)
}
