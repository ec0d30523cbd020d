// Package board holds Grille's board widgets: they draw a puzzle and a
// solver's state, and turn taps and keys into edits the tab decides on.
package board

import (
	"image/color"
	"math/bits"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"grille/solve/sudoku"
)

// Origin says who put a value in a cell, which decides its colour.
type Origin uint8

const (
	Empty Origin = iota
	Given
	Played
	Found
)

// SudokuState is everything the board draws.
type SudokuState struct {
	Grid       sudoku.Grid // values shown (givens included)
	Origins    []Origin    // per cell
	Candidates []uint64    // per cell, bit k-1 = digit k; nil hides the candidates view
	Highlight  []bool      // cells the last step changed; nil for none
	// Shade, when set, gives a weight in [0,1] to each candidate (index
	// cell*N + digit-1): an LP relaxation's values. Candidates are drawn
	// darker the larger their weight, and Fixed marks the ones an LP
	// heuristic has fixed (+1 to one, -1 to zero).
	Shade []float64
	Fixed []int8
}

func (st SudokuState) gridSize() (rows, cols int) { return st.Grid.Size(), st.Grid.Size() }

// Sudoku is a board for any order. It is focusable: arrow keys move the
// selection, digits and letters set a value, 0 / . / Backspace / Delete clear.
type Sudoku struct {
	gridBoard[SudokuState]
	conflict []bool

	// OnEdit is called on the UI goroutine when the user types a value
	// (0 clears) into a cell; the tab decides whether it is a given or a move.
	OnEdit func(cell, value int)
}

// NewSudoku returns a board showing g.
func NewSudoku(st SudokuState) *Sudoku {
	b := &Sudoku{conflict: st.Grid.Conflicts()}
	b.extend(b, st)
	return b
}

// SetState replaces what the board shows. The selection keeps its index
// when it is still in the grid (and goes home when it is not).
func (b *Sudoku) SetState(st SudokuState) {
	sel := b.Selected()
	b.conflict = st.Grid.Conflicts()
	b.setState(st)
	b.selR, b.selC = 0, 0
	if N := b.cols; sel < N*N {
		b.selR, b.selC = sel/N, sel%N
	}
	b.Refresh()
}

// Selected is the selected cell's index.
func (b *Sudoku) Selected() int { return b.selR*b.cols + b.selC }

// Select moves the selection.
func (b *Sudoku) Select(cell int) {
	if N := b.cols; cell >= 0 && cell < N*N {
		b.gridBoard.Select(cell/N, cell%N)
	}
}

// Tapped selects the cell under the pointer and takes the keyboard focus,
// also when the tap is beside the grid.
func (b *Sudoku) Tapped(ev *fyne.PointEvent) {
	if !b.tapCell(ev.Position) {
		b.focus()
	}
}

func (b *Sudoku) tapped(int, int)   {}
func (b *Sudoku) activate(int, int) {}

// typed turns a typed character into an edit. For grids above 9×9,
// letters stand for 10 and up (as in the one-line form), and two digits
// typed quickly into one cell make a two-digit number.
func (b *Sudoku) typed(row, col int, r rune) {
	N := b.cols
	v := -1
	switch {
	case r == '0' || r == '.' || r == ' ':
		v = 0
	case r >= '1' && r <= '9':
		v = b.typeDigit(int(r-'0'), N)
	case r >= 'a' && r <= 'z':
		v = int(r-'a') + 10
	case r >= 'A' && r <= 'Z':
		v = int(r-'A') + 10
	}
	if v < 0 || v > N {
		return
	}
	if b.OnEdit != nil {
		b.OnEdit(row*N+col, v)
	}
}

// erase clears the selected cell.
func (b *Sudoku) erase(row, col int) {
	if b.OnEdit != nil {
		b.OnEdit(row*b.cols+col, 0)
	}
}

// MinSize leaves room for readable digits at every order.
func (b *Sudoku) MinSize() fyne.Size {
	b.ExtendBaseWidget(b)
	return b.BaseWidget.MinSize()
}

func (b *Sudoku) CreateRenderer() fyne.WidgetRenderer {
	r := &sudokuRenderer{b: b, paper: canvas.NewRectangle(colPaper), focus: canvas.NewRectangle(color.Transparent)}
	r.focus.StrokeColor = theme.Color(theme.ColorNamePrimary)
	r.focus.StrokeWidth = 2
	r.rebuild()
	r.update()
	return r
}

type sudokuRenderer struct {
	b      *Sudoku
	order  int
	paper  *canvas.Rectangle
	focus  *canvas.Rectangle
	cells  []*canvas.Rectangle
	lines  []*canvas.Line
	texts  []*canvas.Text
	cands  [][]*canvas.Text // per cell: N small digits (N ≤ 16) or one count (N > 16)
	objs   []fyne.CanvasObject
	hasCnd bool
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
			l := canvas.NewLine(colThin)
			if i%n == 0 {
				l.StrokeColor, l.StrokeWidth = colThick, 2.5
			}
			r.lines = append(r.lines, l)
		}
	}
	for i := 0; i < N*N; i++ {
		t := canvas.NewText("", colGiven)
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
			t := canvas.NewText("", colCand)
			t.Alignment = fyne.TextAlignCenter
			r.cands[i] = append(r.cands[i], t)
			r.objs = append(r.objs, t)
		}
	}
	r.hasCnd = true
}

func (r *sudokuRenderer) Destroy() {}

func (r *sudokuRenderer) MinSize() fyne.Size { return r.b.minSize(28, 20, 16) }

func (r *sudokuRenderer) Objects() []fyne.CanvasObject { return r.objs }

func (r *sudokuRenderer) Layout(size fyne.Size) {
	g := r.b.state.Grid
	N := g.Size()
	geo := geomFor(size, N, N)
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
		h.Position1, h.Position2 = fyne.NewPos(x0, y0+p), fyne.NewPos(x0+side, y0+p)
		v.Position1, v.Position2 = fyne.NewPos(x0+p, y0), fyne.NewPos(x0+p, y0+side)
	}
	for i, t := range r.texts {
		rr, cc := i/N, i%N
		t.TextSize = cs * 0.58
		if N > 9 {
			t.TextSize = cs * 0.5
		}
		t.Move(fyne.NewPos(x0+float32(cc)*cs, y0+float32(rr)*cs+(cs-t.MinSize().Height)/2))
		t.Resize(fyne.NewSize(cs, t.MinSize().Height))
	}
	if r.hasCnd {
		n := g.Order
		for i, ts := range r.cands {
			rr, cc := i/N, i%N
			cx, cy := x0+float32(cc)*cs, y0+float32(rr)*cs
			if len(ts) == 1 {
				ts[0].TextSize = cs * 0.35
				ts[0].Move(fyne.NewPos(cx, cy+(cs-ts[0].MinSize().Height)/2))
				ts[0].Resize(fyne.NewSize(cs, ts[0].MinSize().Height))
				continue
			}
			sub := cs / float32(n)
			for k, t := range ts {
				t.TextSize = sub * 0.8
				t.Move(fyne.NewPos(cx+float32(k%n)*sub, cy+float32(k/n)*sub+(sub-t.MinSize().Height)/2))
				t.Resize(fyne.NewSize(sub, t.MinSize().Height))
			}
		}
	}
	r.focus.Move(fyne.NewPos(x0-2, y0-2))
	r.focus.Resize(fyne.NewSize(side+4, side+4))
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
	}
	if st.Candidates != nil || st.Shade != nil {
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

// refreshCells colours the cells' backgrounds: the selected one, then
// conflicts, then the cells the last step changed.
func (r *sudokuRenderer) refreshCells() {
	b := r.b
	st := b.state
	sel := b.Selected()
	for i, rect := range r.cells {
		var fill color.Color = color.Transparent
		switch {
		case i == sel:
			fill = colSelected
		case b.conflict[i]:
			fill = colConflictB
		case st.Highlight != nil && st.Highlight[i]:
			fill = colHighlight
		}
		// A red frame marks a conflict also where the digit keeps its
		// colour (a given) or the cell is selected.
		var stroke color.Color = color.Transparent
		if b.conflict[i] {
			stroke = colConflict
		}
		if rect.FillColor != fill || rect.StrokeColor != stroke {
			rect.FillColor, rect.StrokeColor, rect.StrokeWidth = fill, stroke, 2
			rect.Refresh()
		}
	}
}

// refreshValues writes the values, coloured by who put them there (givens
// bold). A player's or a solver's digit that conflicts turns red; a given
// keeps its look, so that it stays recognisable on its red-framed cell.
func (r *sudokuRenderer) refreshValues() {
	b := r.b
	st := b.state
	g := st.Grid
	for i, t := range r.texts {
		v := int(g.Cells[i])
		txt := ""
		if v > 0 {
			txt = strconv.Itoa(v)
		}
		col := colGiven
		origin := Empty
		if st.Origins != nil {
			origin = st.Origins[i]
		}
		switch {
		case origin == Given:
		case b.conflict[i]:
			col = colConflict
		case origin == Played:
			col = colPlayed
		case origin == Found:
			col = colFound
		}
		bold := origin == Given
		if t.Text != txt || t.Color != col || t.TextStyle.Bold != bold {
			t.Text, t.Color, t.TextStyle.Bold = txt, col, bold
			t.Refresh()
		}
	}
}

// refreshCandidates writes each empty cell's candidates (or their count,
// above 16×16), or an LP's weights when the state has them.
func (r *sudokuRenderer) refreshCandidates() {
	st := r.b.state
	g := st.Grid
	for i, ts := range r.cands {
		var mask uint64
		if st.Candidates != nil && g.Cells[i] == 0 {
			mask = st.Candidates[i]
		}
		if len(ts) == 1 {
			txt := ""
			if mask != 0 {
				txt = strconv.Itoa(bits.OnesCount64(mask))
			}
			if ts[0].Text != txt {
				ts[0].Text = txt
				ts[0].Refresh()
			}
			continue
		}
		for k, t := range ts {
			txt, col := "", color.Color(colCand)
			bold := false
			switch {
			case st.Shade != nil && g.Cells[i] == 0:
				j := i*len(ts) + k
				v := st.Shade[j]
				var fix int8
				if st.Fixed != nil {
					fix = st.Fixed[j]
				}
				switch {
				case fix > 0:
					txt, col, bold = strconv.Itoa(k+1), colPlayed, true
				case fix < 0:
					txt, col = strconv.Itoa(k+1), color.NRGBA{0xd0, 0x1c, 0x1c, 0x50}
				case v > 1e-6:
					txt, col = strconv.Itoa(k+1), shade(v)
				}
			case mask&(1<<k) != 0:
				txt = strconv.Itoa(k + 1)
			}
			if t.Text != txt || t.Color != col || t.TextStyle.Bold != bold {
				t.Text, t.Color, t.TextStyle.Bold = txt, col, bold
				t.Refresh()
			}
		}
	}
}

// shade maps an LP value in (0,1] to a blue whose opacity grows with it, so
// the digits the relaxation favours stand out.
func shade(v float64) color.Color {
	a := 0x30 + int(v*0xcf)
	if a > 0xff {
		a = 0xff
	}
	return color.NRGBA{0x1f, 0x5f, 0xc0, uint8(a)}
}
