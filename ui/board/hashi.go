package board

import (
	"image/color"
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"

	"grille/solve/hashi"
)

// HashiState is what the Hashi board draws.
type HashiState struct {
	Puzzle   hashi.Puzzle // islands and the bridges drawn
	Overfull []int        // islands with more bridges than their value
	Crossing [][2]int     // pairs of drawn bridges (indices into Puzzle.Bridges) that cross
	// Isolated are the islands of closed groups, cut off from the rest
	// (Puzzle.Isolated): drawn in the error colour.
	Isolated []int
	Found    bool // the bridges are a method's: drawn in the solver's colour
	// Step is a logical step's highlight (mark_hashi.go), nil for none.
	Step *hashi.StepMark
}

func (st HashiState) gridSize() (rows, cols int) { return st.Puzzle.Rows, st.Puzzle.Cols }

// Hashi is the Hashiwokakero board. With Editing on, a tap selects a cell
// and a typed 1–8 places an island (0, Delete remove it). Otherwise, as in
// Simon Tatham's Bridges, a drag from an island towards a neighbour in
// line cycles the bridges between them through 0, 1 and 2, and a drag
// with the right button, or with Shift or Ctrl held, takes one away; from
// the keyboard, Shift with an arrow on an island cycles the bridges that
// way. A tap between two islands cycles them too, but not the first click
// since the board got the focus (a click to bring the window or the board
// back): that one only selects.
type Hashi struct {
	gridBoard[HashiState]
	Editing bool

	OnIsland func(row, col, value int)
	OnCycle  func(a, b int) // islands a < b: one bridge more (2 → 0)
	OnLessen func(a, b int) // islands a < b: one bridge less

	focusing bool // the tap under way is the first on the board since it got the focus
	engaged  bool // the player has clicked, dragged or typed on the board since it got the focus

	pressButton desktop.MouseButton // the button and modifiers of the last press
	pressMods   fyne.KeyModifier
	pressAt     fyne.Position
	dragFrom    int // the island a drag began on, -1 for none
	dragging    bool
	dragAt      fyne.Position // the pointer during the drag
}

// NewHashi returns a board showing st.
func NewHashi(st HashiState) *Hashi {
	b := &Hashi{dragFrom: -1}
	b.extend(b, st)
	return b
}

// tapped, when playing, cycles the bridges between two islands in line
// through the tapped water cell (while editing, or when the tap gives the
// board the focus, a tap only selects).
func (b *Hashi) tapped(r, c int) {
	if !b.Editing && !b.focusing {
		b.TapCell(r, c)
	}
}

// activate, on Space or Return, does what a tap does.
func (b *Hashi) activate(r, c int) { b.tapped(r, c) }

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

// typed places or removes an island while editing.
func (b *Hashi) typed(row, col int, r rune) {
	if !b.Editing || b.OnIsland == nil {
		return
	}
	switch {
	case r >= '1' && r <= '8':
		b.OnIsland(row, col, int(r-'0'))
	case r == '0' || r == '.' || r == ' ':
		b.OnIsland(row, col, 0)
	}
}

// erase removes an island while editing.
func (b *Hashi) erase(row, col int) {
	if b.Editing && b.OnIsland != nil {
		b.OnIsland(row, col, 0)
	}
}

func (b *Hashi) CreateRenderer() fyne.WidgetRenderer { return b.drawn(b.draw, 30, 16, 20) }

// islandRadius is an island's radius for cells of side cs: small enough
// that the bridges between two neighbouring islands (adjacent cells) show
// in the gap, one or two lines apart, and that a tap there reaches them.
func islandRadius(cs float32) float32 { return cs * 0.36 }

// Tapped is the grid's tap; when playing, a tap on an island's cell but
// beyond its ring, towards a neighbour in line, cycles the bridges that
// way: between adjacent islands there is no water cell to tap.
func (b *Hashi) Tapped(ev *fyne.PointEvent) {
	b.focusing = !b.focused || !b.engaged
	b.engaged = true
	defer func() { b.focusing = false }()
	if !b.gridBoard.tapCell(ev.Position) || b.Editing || b.OnCycle == nil || b.focusing {
		return
	}
	g := b.geom()
	r, c, _ := g.cellAt(ev.Position)
	if a, z, ok := b.edgeBeside(r, c, ev.Position.Subtract(g.centre(r, c)), islandRadius(g.cs)); ok {
		b.OnCycle(a, z)
	}
}

// edgeBeside finds the candidate edge leaving the island in (r, c) on the
// side of d, d being a point's offset from the cell's centre, when the
// point lies beyond the island's radius rad; it returns the edge's
// islands, a < z.
func (b *Hashi) edgeBeside(r, c int, d fyne.Position, rad float32) (a, z int, ok bool) {
	p := b.state.Puzzle
	i, island := p.IslandAt(r, c)
	if !island || d.X*d.X+d.Y*d.Y <= rad*rad {
		return 0, 0, false
	}
	dr, dc := 0, 0
	if abs32(d.X) >= abs32(d.Y) {
		dc = sign(d.X)
	} else {
		dr = sign(d.Y)
	}
	for _, e := range hashi.Edges(p) {
		if e.A != i && e.B != i {
			continue
		}
		o := p.Islands[e.A+e.B-i]
		if sign(float32(o.Row-r)) == dr && sign(float32(o.Col-c)) == dc {
			return e.A, e.B, true
		}
	}
	return 0, 0, false
}

// FocusLost: the next click on the board, which gives it the focus again
// (the window's, or the board's when the tab comes to the front by key),
// only selects.
func (b *Hashi) FocusLost() {
	b.engaged = false
	b.gridBoard.FocusLost()
}

// MouseDown notes the button and modifiers of a press: Fyne tells a drag
// neither, and sends none for the right button.
func (b *Hashi) MouseDown(ev *desktop.MouseEvent) {
	b.pressButton, b.pressMods, b.pressAt = ev.Button, ev.Modifier, ev.Position
}

// MouseUp ends a right-button drag: from an island towards a neighbour, it
// takes one bridge away.
func (b *Hashi) MouseUp(ev *desktop.MouseEvent) {
	if b.pressButton != desktop.MouseButtonSecondary || ev.Button != desktop.MouseButtonSecondary || b.Editing {
		return
	}
	b.pressButton = 0
	g := b.geom()
	if r, c, ok := g.cellAt(b.pressAt); ok {
		b.bridgeToward(r, c, ev.Position, false)
	}
}

// Dragged follows a drag that began on an island, drawing a line from it
// to the pointer.
func (b *Hashi) Dragged(ev *fyne.DragEvent) {
	if b.Editing {
		return
	}
	g := b.geom()
	if !b.dragging {
		start := ev.Position.Subtract(ev.Dragged)
		r, c, ok := g.cellAt(start)
		if !ok {
			return
		}
		i, island := b.state.Puzzle.IslandAt(r, c)
		if !island {
			return
		}
		b.dragging, b.dragFrom, b.engaged = true, i, true
		b.focus()
		b.selR, b.selC = r, c
	}
	b.dragAt = ev.Position
	b.Refresh()
}

// DragEnd lays a bridge from the island the drag began on towards the
// neighbour the pointer went to (one more, 2 → 0), or takes one away when
// Shift or Ctrl is held.
func (b *Hashi) DragEnd() {
	if !b.dragging {
		return
	}
	b.dragging = false
	is := b.state.Puzzle.Islands[b.dragFrom]
	less := (b.pressMods|b.mods)&(fyne.KeyModifierShift|fyne.KeyModifierControl) != 0
	b.bridgeToward(is.Row, is.Col, b.dragAt, !less)
	b.dragFrom = -1
	b.Refresh()
}

// bridgeToward adds (more) or takes away a bridge between the island in
// (r, c) and its neighbour in the direction of the point to, when to is
// past half a cell from the island's centre.
func (b *Hashi) bridgeToward(r, c int, to fyne.Position, more bool) {
	g := b.geom()
	a, z, ok := b.edgeBeside(r, c, to.Subtract(g.centre(r, c)), g.cs/2)
	switch {
	case !ok:
	case more && b.OnCycle != nil:
		b.OnCycle(a, z)
	case !more && b.OnLessen != nil:
		b.OnLessen(a, z)
	}
}

// TypedKey: Shift with an arrow, on an island, cycles the bridges towards
// the neighbour in that direction (the cursor stays: again makes a double
// bridge, again none); the other keys are the grid's.
func (b *Hashi) TypedKey(ev *fyne.KeyEvent) {
	b.engaged = true
	if b.mods&fyne.KeyModifierShift != 0 && !b.Editing {
		d := map[fyne.KeyName]fyne.Position{fyne.KeyUp: {Y: -1}, fyne.KeyDown: {Y: 1}, fyne.KeyLeft: {X: -1}, fyne.KeyRight: {X: 1}}
		if v, ok := d[ev.Name]; ok {
			if a, z, ok := b.edgeBeside(b.selR, b.selC, v, 0); ok && b.OnCycle != nil {
				b.OnCycle(a, z)
			}
			return
		}
	}
	b.gridBoard.TypedKey(ev)
}

func abs32(x float32) float32 {
	if x < 0 {
		return -x
	}
	return x
}

func sign(x float32) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// draw makes the board's objects: water, islands, bridges, selection. The
// bridges go over the islands' rings, from fill to fill, so that a bridge
// between neighbouring islands shows whole.
func (b *Hashi) draw() []fyne.CanvasObject { return b.drawIn(b.geom(), b.Editing || b.focused) }

// drawIn draws the board on grid g, with the selection when selected.
func (b *Hashi) drawIn(g cellGeom, selected bool) []fyne.CanvasObject {
	p := b.state.Puzzle
	pal := currentPalette()
	objs := make([]fyne.CanvasObject, 0, 2*len(p.Islands)+2*len(p.Bridges)+p.Rows+p.Cols+4)
	objs = b.drawWater(objs, g, pal)
	objs = b.drawStepUnder(objs, g, pal)
	objs = b.drawIslands(objs, g, pal)
	objs = b.drawBridges(objs, g, pal)
	objs = b.drawStepOver(objs, g, pal)
	if b.dragging && b.dragFrom >= 0 && b.dragFrom < len(p.Islands) {
		is := p.Islands[b.dragFrom]
		l := canvas.NewLine(inLook(pal, hashiColours.bridgeLive))
		l.StrokeWidth = max(1.5, g.cs/12)
		l.Position1, l.Position2 = g.centre(is.Row, is.Col), b.dragAt
		objs = append(objs, l)
	}
	if selected {
		objs = append(objs, b.selectionBox(g))
	}
	return objs
}

// drawWater draws the water, with faint lines through cell centres: where
// islands and bridges can go.
func (b *Hashi) drawWater(objs []fyne.CanvasObject, g cellGeom, pal *palette) []fyne.CanvasObject {
	p := b.state.Puzzle
	water := canvas.NewRectangle(inLook(pal, hashiColours.water))
	water.Move(g.pos(0, 0))
	water.Resize(fyne.NewSize(g.cs*float32(p.Cols), g.cs*float32(p.Rows)))
	objs = append(objs, water)
	for i := 0; i < p.Rows; i++ {
		l := canvas.NewLine(inLook(pal, hashiColours.waterGrid))
		l.StrokeWidth = hairline(g.cs)
		l.Position1, l.Position2 = g.centre(i, 0).AddXY(-g.cs/2, 0), g.centre(i, p.Cols-1).AddXY(g.cs/2, 0)
		objs = append(objs, l)
	}
	for j := 0; j < p.Cols; j++ {
		l := canvas.NewLine(inLook(pal, hashiColours.waterGrid))
		l.StrokeWidth = hairline(g.cs)
		l.Position1, l.Position2 = g.centre(0, j).AddXY(0, -g.cs/2), g.centre(p.Rows-1, j).AddXY(0, g.cs/2)
		objs = append(objs, l)
	}
	return objs
}

// drawBridges draws single and double bridges, red where they cross, each
// line from ring to ring: it covers the rings it crosses but not the
// islands' numbers.
func (b *Hashi) drawBridges(objs []fyne.CanvasObject, g cellGeom, pal *palette) []fyne.CanvasObject {
	st := b.state
	p := st.Puzzle
	crossing := map[int]bool{}
	for _, cr := range st.Crossing {
		crossing[cr[0]], crossing[cr[1]] = true, true
	}
	width := thick(max(1.5, g.cs/12))
	inner := islandRadius(g.cs) - ringWidth(g.cs)/2
	for i, br := range p.Bridges {
		if br.A < 0 || br.B < 0 || br.A >= len(p.Islands) || br.B >= len(p.Islands) {
			continue
		}
		a, z := p.Islands[br.A], p.Islands[br.B]
		col := color.Color(inLook(pal, hashiColours.bridge))
		if st.Found {
			col = inLook(pal, hashiColours.bridgeLive)
		}
		if crossing[i] {
			col = pal.conflict
		}
		p1, p2 := g.centre(a.Row, a.Col), g.centre(z.Row, z.Col)
		if p1.X > p2.X || p1.Y > p2.Y {
			p1, p2 = p2, p1
		}
		offsets := []float32{0}
		if br.Count >= 2 {
			offsets = []float32{-g.cs / 8, g.cs / 8}
		}
		for _, o := range offsets {
			// Where the line at offset o meets the inner edge of the ring.
			in := inner*inner - o*o
			if in < 0 {
				in = 0
			}
			e := float32(math.Sqrt(float64(in)))
			l := canvas.NewLine(col)
			l.StrokeWidth = width
			if a.Row == z.Row {
				l.Position1, l.Position2 = p1.AddXY(e, o), p2.AddXY(-e, o)
			} else {
				l.Position1, l.Position2 = p1.AddXY(o, e), p2.AddXY(o, -e)
			}
			objs = append(objs, l)
		}
	}
	return objs
}

// ringWidth is the width of an island's ring.
func ringWidth(cs float32) float32 { return thick(max(1.5, cs/16)) }

// drawIslands draws the islands, green when they have their bridges and red
// when they have too many; the islands of a group cut off from the rest are
// red all over: ring and number too.
func (b *Hashi) drawIslands(objs []fyne.CanvasObject, g cellGeom, pal *palette) []fyne.CanvasObject {
	p := b.state.Puzzle
	over, cut := map[int]bool{}, map[int]bool{}
	for _, i := range b.state.Overfull {
		over[i] = true
	}
	for _, i := range b.state.Isolated {
		cut[i] = true
	}
	// The islands' degrees, counted once: Puzzle.Degree goes through every
	// bridge, which for each of 40,000 islands took the draw of a solved
	// 200×200 board to seconds.
	degree := make([]int, len(p.Islands))
	for _, br := range p.Bridges {
		if br.A >= 0 && br.A < len(degree) {
			degree[br.A] += br.Count
		}
		if br.B >= 0 && br.B < len(degree) && br.B != br.A {
			degree[br.B] += br.Count
		}
	}
	rad := islandRadius(g.cs)
	for i, is := range p.Islands {
		fill, ink := inLook(pal, hashiColours.island), pal.given
		switch {
		case cut[i]:
			fill, ink = inLook(pal, hashiColours.overfull), pal.conflict
		case over[i]:
			fill = inLook(pal, hashiColours.overfull)
		case degree[i] == is.Value:
			fill = inLook(pal, hashiColours.satisfied)
		}
		c := canvas.NewCircle(fill)
		c.StrokeColor, c.StrokeWidth = pal.thick, ringWidth(g.cs)
		if cut[i] {
			c.StrokeColor = ink
		}
		ctr := g.centre(is.Row, is.Col)
		c.Move(ctr.AddXY(-rad, -rad))
		c.Resize(fyne.NewSize(2*rad, 2*rad))
		t := canvas.NewText(strconv.Itoa(is.Value), ink)
		t.TextStyle.Bold = true
		t.TextSize = g.cs * share(0.5, 0.58)
		t.Alignment = fyne.TextAlignCenter
		centreText(t, ctr.AddXY(-rad, -rad), 2*rad, 2*rad)
		objs = append(objs, c, t)
	}
	return objs
}

// hashiColours are the Hashi board's own colours, light then dark (see
// colours): islands, bridges and water.
var hashiColours = struct {
	island, satisfied, overfull duo
	bridge, bridgeLive          duo
	water, waterGrid            duo
}{
	island:     duo{{0xfd, 0xfd, 0xf8, 0xff}, {0x2b, 0x2e, 0x35, 0xff}},
	satisfied:  duo{{0xbb, 0xf7, 0xd0, 0xff}, {0x1d, 0x52, 0x33, 0xff}},
	overfull:   duo{{0xfe, 0xca, 0xca, 0xff}, {0x66, 0x22, 0x22, 0xff}},
	bridge:     duo{{0x1f, 0x29, 0x37, 0xff}, {0xd8, 0xdd, 0xe5, 0xff}},
	bridgeLive: duo{{0x1f, 0x5f, 0xc0, 0xff}, {0x7c, 0xb4, 0xff, 0xff}},
	water:      duo{{0xe0, 0xf2, 0xfe, 0xff}, {0x12, 0x23, 0x30, 0xff}},
	waterGrid:  duo{{0xc7, 0xe4, 0xf5, 0xff}, {0x1d, 0x38, 0x4b, 0xff}},
}
