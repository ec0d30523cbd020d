package board

import (
	"image/color"
	"math/bits"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

func (b *Sudoku) CreateRenderer() fyne.WidgetRenderer {
	r := &sudokuRenderer{b: b, paper: canvas.NewRectangle(color.Transparent), focus: canvas.NewRectangle(color.Transparent)}
	r.focus.StrokeColor = theme.Color(theme.ColorNamePrimary)
	r.focus.StrokeWidth = 2
	r.rebuild()
	r.update()
	return r
}

type sudokuRenderer struct {
	b     *Sudoku
	pal   *palette // the colours of the last update
	order int
	paper *canvas.Rectangle
	focus *canvas.Rectangle
	cells []*canvas.Rectangle
	lines []*canvas.Line
	texts []*canvas.Text
	cands [][]*canvas.Text // per cell: N small digits (N ≤ 16) or one count (N > 16)
	objs  []fyne.CanvasObject
	// under and overlay are the LP picture's tiles (drawn under the
	// texts) and its rings and strokes (over them), remade at every
	// layout; all is objs with them.
	under, overlay, all []fyne.CanvasObject
	hasCnd              bool
	// counted shows each cell's number of candidates in place of the
	// digits: above 16×16, and when the cells are too small for the
	// digits to be read (a 16×16 grid at 800×600); zooming in brings them
	// back.
	counted bool
}

// minCandText is the smallest candidate digit, in points, worth drawing.
const minCandText = 7.5

// countOnly says whether cells of side cs show candidate counts.
func (r *sudokuRenderer) countOnly(cs float32) bool {
	n := r.b.state.Grid.Order
	return n > 4 || candSize(cs/float32(n), n*n) < minCandText
}

// candSize is the size of a candidate digit in its box of side sub: on a
// grid with two-digit values, small enough that "14" and "15" side by
// side stay apart (a two-digit number is about 1.15 times its size wide).
func candSize(sub float32, N int) float32 {
	if N > 9 {
		return sub * share(0.64, 0.74)
	}
	return sub * share(0.8, 0.92)
}

// countBadge is the pill a candidate count sits on, so that a count never
// reads as a candidate digit: tinted in the count's colour, ringed.
func countBadge(at fyne.Position, cs float32, col color.Color) *canvas.Rectangle {
	r8, g8, b8, _ := col.RGBA()
	fill := color.NRGBA{R: uint8(r8 >> 8), G: uint8(g8 >> 8), B: uint8(b8 >> 8), A: 0x30}
	badge := canvas.NewRectangle(fill)
	badge.StrokeColor, badge.StrokeWidth = col, max(1, cs/30)
	w, h := cs*0.72, cs*0.5
	badge.CornerRadius = h / 2
	badge.Move(at.AddXY((cs-w)/2, (cs-h)/2))
	badge.Resize(fyne.NewSize(w, h))
	return badge
}

// rebuild makes the canvas objects for the current order (only when it changes).
func (r *sudokuRenderer) rebuild() {
	g := r.b.state.Grid
	n, N := g.Order, g.Size()
	r.order = n
	r.cells, r.lines, r.texts, r.cands = nil, nil, nil, nil
	r.objs = []fyne.CanvasObject{r.paper}
	for i := 0; i < N*N; i++ {
		rect := canvas.NewRectangle(color.Transparent)
		r.cells = append(r.cells, rect)
		r.objs = append(r.objs, rect)
	}
	for i := 0; i <= N; i++ {
		for k := 0; k < 2; k++ {
			l := canvas.NewLine(color.Transparent)
			l.StrokeWidth = lineWidth(i, n)
			r.lines = append(r.lines, l)
		}
	}
	for i := 0; i < N*N; i++ {
		t := canvas.NewText("", color.Transparent)
		t.Alignment = fyne.TextAlignCenter
		r.texts = append(r.texts, t)
		r.objs = append(r.objs, t)
	}
	r.hasCnd = false
	// Lines go last so that they draw over the cell backgrounds.
	for _, l := range r.lines {
		r.objs = append(r.objs, l)
	}
	r.objs = append(r.objs, r.focus)
}

// lineWidth is the width of grid line i of an order-n grid: thick on a
// box's edge.
func lineWidth(i, n int) float32 {
	if i%n == 0 {
		return 2.5
	}
	return 1
}

// ensureCandidates creates the small texts the first time they are shown:
// most sessions never open the candidates view, and a 36×36 grid would
// otherwise carry 46,656 hidden objects.
func (r *sudokuRenderer) ensureCandidates() {
	if r.hasCnd {
		return
	}
	N := r.b.state.Grid.Size()
	per := N
	if N > 16 {
		per = 1
	}
	r.cands = make([][]*canvas.Text, N*N)
	for i := range r.cands {
		for k := 0; k < per; k++ {
			t := canvas.NewText("", color.Transparent)
			t.Alignment = fyne.TextAlignCenter
			r.cands[i] = append(r.cands[i], t)
			r.objs = append(r.objs, t)
		}
	}
	r.hasCnd = true
}

func (r *sudokuRenderer) Destroy() {}

// MinSize: 28-point cells up to 9×9, 20 above, so that a 16×16 grid fits
// the board's room at 800×600 (its cells grow with the room).
func (r *sudokuRenderer) MinSize() fyne.Size { return r.b.minSize(28, 20, 9) }

func (r *sudokuRenderer) Objects() []fyne.CanvasObject {
	if len(r.overlay) == 0 && len(r.under) == 0 {
		return r.objs
	}
	return r.all
}

func (r *sudokuRenderer) Layout(size fyne.Size) {
	g := r.b.state.Grid
	N := g.Size()
	geo := r.b.geomAt(size)
	x0, y0, cs := geo.x0, geo.y0, geo.cs
	side := cs * float32(N)
	r.paper.Move(fyne.NewPos(x0, y0))
	r.paper.Resize(fyne.NewSize(side, side))
	for i, rect := range r.cells {
		rr, cc := i/N, i%N
		// A conflict's frame sits inside the grid lines.
		in := float32(0)
		if r.b.conflict[i] {
			in = 3
		}
		rect.Move(fyne.NewPos(x0+float32(cc)*cs+in, y0+float32(rr)*cs+in))
		rect.Resize(fyne.NewSize(cs-2*in, cs-2*in))
	}
	for i := 0; i <= N; i++ {
		p := float32(i) * cs
		h, v := r.lines[2*i], r.lines[2*i+1]
		h.StrokeWidth = hairline(cs)
		if w := lineWidth(i, g.Order); w > 1 {
			h.StrokeWidth = thick(w)
		}
		v.StrokeWidth = h.StrokeWidth
		h.Position1, h.Position2 = fyne.NewPos(x0, y0+p), fyne.NewPos(x0+side, y0+p)
		v.Position1, v.Position2 = fyne.NewPos(x0+p, y0), fyne.NewPos(x0+p, y0+side)
	}
	for i, t := range r.texts {
		rr, cc := i/N, i%N
		t.TextSize = cs * share(0.58, 0.68)
		if N > 9 {
			t.TextSize = cs * share(0.5, 0.58)
		}
		centreText(t, fyne.NewPos(x0+float32(cc)*cs, y0+float32(rr)*cs), cs, cs)
	}
	r.layoutCandidates(geo)
	r.layoutStep(geo)
	r.focus.Move(fyne.NewPos(x0-2, y0-2))
	r.focus.Resize(fyne.NewSize(side+4, side+4))
}

// layoutCandidates places the candidates, each in its box of the cell (a
// count in the middle of the cell above 16×16), and makes the LP picture's
// values, rings and strokes.
func (r *sudokuRenderer) layoutCandidates(geo cellGeom) {
	r.overlay, r.under = r.overlay[:0], r.under[:0]
	if !r.hasCnd {
		return
	}
	st := r.b.state
	n, N, cs := st.Grid.Order, st.Grid.Size(), geo.cs
	sub := cs / float32(n)
	// An LP picture keeps its digits: its tiles are what it shows.
	if counted := st.Shade == nil && r.countOnly(cs); counted != r.counted {
		r.counted = counted
		r.refreshCandidates()
	}
	for i, ts := range r.cands {
		at := geo.pos(i/N, i%N)
		if len(ts) == 1 || r.counted {
			for _, t := range ts[1:] {
				t.Text = ""
			}
			ts[0].TextSize = cs * share(0.28, 0.36) // on its badge (countBadge)
			centreText(ts[0], at, cs, cs)
			if ts[0].Text != "" && r.pal != nil {
				r.under = append(r.under, countBadge(at, cs, ts[0].Color))
			}
			continue
		}
		if st.Shade != nil && st.Fixed != nil {
			if d := int(st.Grid.Cells[i]); d > 0 && st.Fixed[i*N+d-1] > 0 {
				r.overlay = append(r.overlay, lpRing(r.pal, at, cs))
			}
		}
		for k, t := range ts {
			box := at.AddXY(float32(k%n)*sub, float32(k/n)*sub)
			if st.Shade == nil || t.Text == "" {
				t.TextSize = candSize(sub, N)
				centreText(t, box, sub, sub)
				continue
			}
			j := i*N + k
			var fix int8
			if st.Fixed != nil {
				fix = st.Fixed[j]
			}
			u, o := lpTile(t, r.pal, box, sub, st.Shade[j], fix)
			r.under, r.overlay = append(r.under, u...), append(r.overlay, o...)
			if st.LPProbe == j+1 {
				r.overlay = append(r.overlay, lpProbeFrame(r.pal, box, sub))
			}
		}
	}
	// The tiles go over the cells' backgrounds, under the texts.
	cells := 1 + len(r.cells)
	r.all = append(r.all[:0], r.objs[:cells]...)
	r.all = append(r.all, r.under...)
	r.all = append(r.all, r.objs[cells:]...)
	r.all = append(r.all, r.overlay...)
}

func (r *sudokuRenderer) Refresh() {
	r.update()
	r.Layout(r.b.Size())
	canvas.Refresh(r.b)
}

// update brings the objects in line with the board's state.
func (r *sudokuRenderer) update() {
	b := r.b
	st := b.state
	if st.Grid.Order != r.order {
		r.rebuild()
		r.pal = nil
	}
	if pal := currentPalette(); pal != r.pal {
		r.pal = pal
		r.repaint()
	}
	if st.Candidates != nil || st.Shade != nil || st.Marks != nil || st.Glimpse != nil {
		r.ensureCandidates()
	}
	r.refreshCells()
	r.refreshValues()
	if r.hasCnd {
		r.refreshCandidates()
	}
	if b.focused {
		r.focus.StrokeColor = theme.Color(theme.ColorNamePrimary)
	} else {
		r.focus.StrokeColor = color.Transparent
	}
	r.focus.Refresh()
}

// repaint gives the paper and the lines the palette's colours (the rest
// follows in the refreshes).
func (r *sudokuRenderer) repaint() {
	r.paper.FillColor = r.pal.paper
	r.paper.Refresh()
	for i, l := range r.lines {
		l.StrokeColor = r.pal.thin
		if i/2%r.order == 0 { // a box's edge
			l.StrokeColor = r.pal.thick
		}
		l.Refresh()
	}
}

// refreshCells colours the cells' backgrounds: the selected one, then
// the cells the last step changed, then conflicts, then the cells that hold
// the selected cell's digit.
func (r *sudokuRenderer) refreshCells() {
	b, pal := r.b, r.pal
	st := b.state
	sel, same := b.Selected(), b.selectedDigit()
	roles := stepRoles(st)
	for i, rect := range r.cells {
		var fill color.Color = color.Transparent
		switch {
		case i == sel:
			fill = pal.selected
		case st.Highlight != nil && st.Highlight[i]:
			// Before a conflict's tint: an annealing move's cell is
			// often in one, and must flash all the same (its red frame
			// still says the conflict).
			fill = pal.highlight
		case b.conflict[i]:
			fill = pal.conflictB
		case stepFill(pal, roles, i) != nil:
			fill = stepFill(pal, roles, i)
		case st.Shade != nil && i < len(st.Presolved) && st.Presolved[i]:
			fill = pal.presolved
		case same != 0 && int(st.Grid.Cells[i]) == same && st.Shade == nil: // an LP picture's tints say more
			fill = pal.same
		}
		// A red frame marks a conflict also where the digit keeps its
		// colour (a given) or the cell is selected.
		var stroke color.Color = color.Transparent
		if b.conflict[i] || wrongAt(st, i) {
			stroke = pal.conflict
		}
		if rect.FillColor != fill || rect.StrokeColor != stroke {
			rect.FillColor, rect.StrokeColor, rect.StrokeWidth = fill, stroke, thick(2)
			rect.Refresh()
		}
	}
}

// wrongAt says whether Check found cell i's digit wrong.
func wrongAt(st SudokuState, i int) bool { return i < len(st.Wrong) && st.Wrong[i] }

// refreshValues writes the values, coloured by who put them there (givens
// bold). A player's or a solver's digit that conflicts turns red; a given
// keeps its look, so that it stays recognisable on its red-framed cell.
func (r *sudokuRenderer) refreshValues() {
	b, pal := r.b, r.pal
	st := b.state
	g := st.Grid
	for i, t := range r.texts {
		v := int(g.Cells[i])
		txt := ""
		if v > 0 {
			txt = strconv.Itoa(v)
		}
		col := pal.given
		origin := Empty
		if st.Origins != nil {
			origin = st.Origins[i]
		}
		switch {
		case origin == Given:
		case b.conflict[i] || wrongAt(st, i):
			col = pal.conflict
		case origin == Played:
			col = pal.played
		case origin == Found:
			col = pal.found
		}
		setText(t, txt, col, origin == Given)
	}
}

// refreshCandidates writes each empty cell's candidates and pencil marks
// (or how many, above 16×16), or an LP's weights when the state has them.
func (r *sudokuRenderer) refreshCandidates() {
	st, pal := r.b.state, r.pal
	g := st.Grid
	same := r.b.selectedDigit()
	for i, ts := range r.cands {
		var cands, marks uint64
		if g.Cells[i] == 0 {
			if st.Candidates != nil {
				cands = st.Candidates[i]
			} else if i < len(st.Glimpse) {
				cands = st.Glimpse[i]
			}
			if i < len(st.Marks) {
				marks = st.Marks[i]
			}
		}
		if len(ts) == 1 || r.counted {
			for _, t := range ts[1:] {
				setText(t, "", pal.cand, false)
			}
			switch {
			case cands != 0:
				setText(ts[0], strconv.Itoa(bits.OnesCount64(cands)), pal.cand, false)
			case marks != 0:
				setText(ts[0], strconv.Itoa(bits.OnesCount64(marks)), pal.mark, false)
			default:
				setText(ts[0], "", pal.cand, false)
			}
			continue
		}
		for k, t := range ts {
			if st.Shade != nil && g.Cells[i] == 0 {
				r.lpDigit(t, i*len(ts)+k, k+1)
				continue
			}
			txt, col, bit := "", pal.cand, uint64(1)<<k
			if (cands|marks)&bit != 0 {
				txt = strconv.Itoa(k + 1)
			}
			if marks&bit != 0 {
				col = pal.mark
			}
			// The selected cell's digit stands out: bold, and in the
			// solver's colour among the candidates.
			if k+1 == same && cands&^marks&bit != 0 {
				col = pal.found
			}
			setText(t, txt, col, txt != "" && k+1 == same)
		}
	}
}

// lpDigit writes candidate j (cell*N + d-1), digit d, as its tile shows
// it: its value when fractional, else its digit (faint red when fixed to
// zero); nothing for a variable not in the LP.
func (r *sudokuRenderer) lpDigit(t *canvas.Text, j, d int) {
	st, pal := r.b.state, r.pal
	var fix int8
	if st.Fixed != nil {
		fix = st.Fixed[j]
	}
	v := st.Shade[j]
	free := v > 1e-6 || fix != 0
	if st.Free != nil {
		free = st.Free[j]
	}
	switch {
	case !free:
		setText(t, "", pal.cand, false)
	case fix < 0:
		setText(t, strconv.Itoa(d), pal.fixedZero, false)
	case fix == 0 && lpFractional(v):
		setText(t, lpLabel(v), pal.given, false)
	default:
		setText(t, strconv.Itoa(d), pal.cand, false)
	}
}

// setText changes a text, refreshing it only when it changes.
func setText(t *canvas.Text, txt string, col color.Color, bold bool) {
	if t.Text != txt || t.Color != col || t.TextStyle.Bold != bold {
		t.Text, t.Color, t.TextStyle.Bold = txt, col, bold
		t.Refresh()
	}
}
