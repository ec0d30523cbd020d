package board

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"grille/solve/hashi"
)

var (
	colIsland     = color.NRGBA{0xfd, 0xfd, 0xf8, 0xff}
	colSatisfied  = color.NRGBA{0xbb, 0xf7, 0xd0, 0xff}
	colOverfull   = color.NRGBA{0xfe, 0xca, 0xca, 0xff}
	colBridge     = color.NRGBA{0x1f, 0x29, 0x37, 0xff}
	colWater      = color.NRGBA{0xe0, 0xf2, 0xfe, 0xff}
	colWaterGrid  = color.NRGBA{0xc7, 0xe4, 0xf5, 0xff}
	colBridgeLive = color.NRGBA{0x1f, 0x5f, 0xc0, 0xff}
)

// HashiState is what the Hashi board draws.
type HashiState struct {
	Puzzle   hashi.Puzzle // islands and the bridges drawn
	Overfull []int        // islands with more bridges than their value
	Crossing [][2]int     // pairs of drawn bridges (indices into Puzzle.Bridges) that cross
	Found    bool         // the bridges are a method's: drawn in the solver's colour
}

// Hashi is the Hashiwokakero board. With Editing on, a tap selects a cell
// and a typed 1–8 places an island (0, Delete remove it); otherwise a tap
// between two islands cycles the bridges there through 0, 1 and 2.
type Hashi struct {
	widget.BaseWidget
	state   HashiState
	Editing bool

	OnIsland func(row, col, value int)
	OnCycle  func(a, b int) // islands a < b

	cursor
}

// NewHashi returns a board showing st.
func NewHashi(st HashiState) *Hashi {
	b := &Hashi{state: st}
	b.ExtendBaseWidget(b)
	return b
}

// SetState replaces what the board shows.
func (b *Hashi) SetState(st HashiState) {
	b.state = st
	b.fit(st.Puzzle.Rows, st.Puzzle.Cols)
	b.Refresh()
}

// State returns what the board shows.
func (b *Hashi) State() HashiState { return b.state }

// Select moves the selection (for the keyboard and tests).
func (b *Hashi) Select(row, col int) {
	b.selR, b.selC = row, col
	b.Refresh()
}

func (b *Hashi) geom() cellGeom { return geomFor(b.Size(), b.state.Puzzle.Rows, b.state.Puzzle.Cols) }

// Tapped selects a cell; when playing, a tap on water between two islands
// in line cycles their bridges.
func (b *Hashi) Tapped(ev *fyne.PointEvent) {
	if !b.tap(b, b.geom(), ev.Position) {
		return
	}
	if !b.Editing {
		b.TapCell(b.selR, b.selC)
	}
	b.Refresh()
}

// TapCell cycles the bridges of the candidate edge passing through a
// water cell (the nearer pair when two cross there).
func (b *Hashi) TapCell(r, c int) {
	p := b.state.Puzzle
	if _, island := p.IslandAt(r, c); island || b.OnCycle == nil {
		return
	}
	best, bestLen := -1, 1<<30
	edges := hashi.Edges(p)
	for i, e := range edges {
		a, z := p.Islands[e.A], p.Islands[e.B]
		var on bool
		var length int
		if a.Row == z.Row && a.Row == r {
			on, length = c > min(a.Col, z.Col) && c < max(a.Col, z.Col), abs(a.Col-z.Col)
		} else if a.Col == z.Col && a.Col == c {
			on, length = r > min(a.Row, z.Row) && r < max(a.Row, z.Row), abs(a.Row-z.Row)
		}
		if on && length < bestLen {
			best, bestLen = i, length
		}
	}
	if best >= 0 {
		b.OnCycle(edges[best].A, edges[best].B)
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func (b *Hashi) FocusGained() { b.focused = true; b.Refresh() }
func (b *Hashi) FocusLost()   { b.focused = false; b.Refresh() }

// TypedRune places or removes an island while editing.
func (b *Hashi) TypedRune(r rune) {
	if !b.Editing || b.OnIsland == nil {
		return
	}
	switch {
	case r >= '1' && r <= '8':
		b.OnIsland(b.selR, b.selC, int(r-'0'))
	case r == '0' || r == '.' || r == ' ':
		b.OnIsland(b.selR, b.selC, 0)
	}
}

// TypedKey moves the selection, removes islands, and cycles bridges with
// Space or Return when playing.
func (b *Hashi) TypedKey(ev *fyne.KeyEvent) {
	p := b.state.Puzzle
	if b.arrow(ev.Name, p.Rows, p.Cols) {
		b.Refresh()
		return
	}
	switch ev.Name {
	case fyne.KeyBackspace, fyne.KeyDelete:
		if b.Editing && b.OnIsland != nil {
			b.OnIsland(b.selR, b.selC, 0)
		}
	case fyne.KeyReturn, fyne.KeySpace:
		if !b.Editing {
			b.TapCell(b.selR, b.selC)
		}
	}
}

func (b *Hashi) CreateRenderer() fyne.WidgetRenderer { return &hashiRenderer{b: b} }

type hashiRenderer struct {
	b    *Hashi
	objs []fyne.CanvasObject
}

func (r *hashiRenderer) Destroy() {}

func (r *hashiRenderer) MinSize() fyne.Size {
	p := r.b.state.Puzzle
	cs := float32(30)
	if max(p.Rows, p.Cols) > 20 {
		cs = 16
	}
	return fyne.NewSize(float32(p.Cols)*cs+4, float32(p.Rows)*cs+4)
}

func (r *hashiRenderer) Objects() []fyne.CanvasObject { return r.objs }

func (r *hashiRenderer) Layout(fyne.Size) { r.Refresh() }

func (r *hashiRenderer) Refresh() {
	b := r.b
	st := b.state
	p := st.Puzzle
	g := b.geom()
	objs := make([]fyne.CanvasObject, 0, 2*len(p.Islands)+2*len(p.Bridges)+p.Rows+p.Cols+4)
	water := canvas.NewRectangle(colWater)
	water.Move(g.pos(0, 0))
	water.Resize(fyne.NewSize(g.cs*float32(p.Cols), g.cs*float32(p.Rows)))
	objs = append(objs, water)
	// Faint lines through cell centres: where islands and bridges can go.
	for i := 0; i < p.Rows; i++ {
		l := canvas.NewLine(colWaterGrid)
		l.Position1, l.Position2 = g.centre(i, 0).AddXY(-g.cs/2, 0), g.centre(i, p.Cols-1).AddXY(g.cs/2, 0)
		objs = append(objs, l)
	}
	for j := 0; j < p.Cols; j++ {
		l := canvas.NewLine(colWaterGrid)
		l.Position1, l.Position2 = g.centre(0, j).AddXY(0, -g.cs/2), g.centre(p.Rows-1, j).AddXY(0, g.cs/2)
		objs = append(objs, l)
	}
	crossing := map[int]bool{}
	for _, cr := range st.Crossing {
		crossing[cr[0]], crossing[cr[1]] = true, true
	}
	width := max(1.5, g.cs/12)
	for i, br := range p.Bridges {
		if br.A < 0 || br.B < 0 || br.A >= len(p.Islands) || br.B >= len(p.Islands) {
			continue
		}
		a, z := p.Islands[br.A], p.Islands[br.B]
		col := color.Color(colBridge)
		if st.Found {
			col = colBridgeLive
		}
		if crossing[i] {
			col = colConflict
		}
		p1, p2 := g.centre(a.Row, a.Col), g.centre(z.Row, z.Col)
		offsets := []float32{0}
		if br.Count >= 2 {
			offsets = []float32{-g.cs / 8, g.cs / 8}
		}
		for _, o := range offsets {
			l := canvas.NewLine(col)
			l.StrokeWidth = width
			if a.Row == z.Row {
				l.Position1, l.Position2 = p1.AddXY(0, o), p2.AddXY(0, o)
			} else {
				l.Position1, l.Position2 = p1.AddXY(o, 0), p2.AddXY(o, 0)
			}
			objs = append(objs, l)
		}
	}
	over := map[int]bool{}
	for _, i := range st.Overfull {
		over[i] = true
	}
	rad := g.cs * 0.42
	for i, is := range p.Islands {
		fill := colIsland
		switch {
		case over[i]:
			fill = colOverfull
		case p.Degree(i) == is.Value:
			fill = colSatisfied
		}
		c := canvas.NewCircle(fill)
		c.StrokeColor, c.StrokeWidth = colThick, max(1.5, g.cs/16)
		ctr := g.centre(is.Row, is.Col)
		c.Move(ctr.AddXY(-rad, -rad))
		c.Resize(fyne.NewSize(2*rad, 2*rad))
		t := canvas.NewText(strconv.Itoa(is.Value), colGiven)
		t.TextStyle.Bold = true
		t.TextSize = g.cs * 0.5
		t.Alignment = fyne.TextAlignCenter
		h := t.MinSize().Height
		t.Move(ctr.AddXY(-rad, -h/2))
		t.Resize(fyne.NewSize(2*rad, h))
		objs = append(objs, c, t)
	}
	if b.Editing || b.focused {
		sel := canvas.NewRectangle(color.Transparent)
		sel.StrokeColor, sel.StrokeWidth = theme.Color(theme.ColorNamePrimary), 2.5
		sel.Move(g.pos(b.selR, b.selC))
		sel.Resize(fyne.NewSize(g.cs, g.cs))
		objs = append(objs, sel)
	}
	r.objs = objs
	canvas.Refresh(b)
}
