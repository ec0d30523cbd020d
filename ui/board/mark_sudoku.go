package board

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"grille/solve/sudoku"
)

// Cell roles in a step's highlight.
const (
	stepNone  uint8 = iota
	stepUnit        // in a unit the step looks at (a fish's base sets)
	stepCover       // in a fish's cover sets only
	stepCell        // in the step's pattern
	stepFin         // a fish's fin
)

// stepRoles is each cell's role in st.Step, or nil without one.
func stepRoles(st SudokuState) []uint8 {
	m := st.Step
	if m == nil {
		return nil
	}
	roles := make([]uint8, len(st.Grid.Cells))
	units := sudoku.Units(st.Grid.Order)
	for _, u := range m.Cover {
		if u >= 0 && u < len(units) {
			for _, c := range units[u] {
				roles[c] = stepCover
			}
		}
	}
	for _, u := range m.Units {
		if u >= 0 && u < len(units) {
			for _, c := range units[u] {
				roles[c] = stepUnit
			}
		}
	}
	for _, c := range m.Cells {
		if c >= 0 && c < len(roles) {
			roles[c] = stepCell
		}
	}
	for _, c := range m.Fins {
		if c >= 0 && c < len(roles) {
			roles[c] = stepFin
		}
	}
	return roles
}

// stepFill is the background a step's role gives a cell, or nil.
func stepFill(pal *palette, roles []uint8, i int) color.Color {
	if roles == nil {
		return nil
	}
	switch roles[i] {
	case stepCell:
		return pal.highlight
	case stepFin:
		return inLook(pal, stepColours.fin)
	case stepUnit:
		return inLook(pal, stepColours.unit)
	case stepCover:
		return inLook(pal, stepColours.cover)
	}
	return nil
}

// layoutStep draws a step's placements (the cell ringed, with the digit
// when the cell is still empty, as in a hint), eliminations
// (the digit in red, struck through, in its candidate's place, whether or
// not the candidates view is on) and chain links (between the candidates'
// places) over the board.
func (r *sudokuRenderer) layoutStep(geo cellGeom) {
	m := r.b.state.Step
	if m == nil || r.pal == nil {
		return
	}
	n, N, cs := r.b.state.Grid.Order, r.b.state.Grid.Size(), geo.cs
	sub := cs / float32(n)
	at := func(c sudoku.Candidate) (fyne.Position, bool) {
		if c.Cell < 0 || c.Cell >= N*N || c.Digit < 1 || c.Digit > N {
			return fyne.Position{}, false
		}
		k := c.Digit - 1
		return geo.pos(c.Cell/N, c.Cell%N).AddXY(float32(k%n)*sub, float32(k/n)*sub), true
	}
	for _, p := range m.Placed {
		if p.Cell < 0 || p.Cell >= N*N {
			continue
		}
		ring := canvas.NewRectangle(color.Transparent)
		ring.StrokeColor, ring.StrokeWidth = r.pal.played, thick(max(2, cs/14))
		ring.CornerRadius = cs / 5
		ring.Move(geo.pos(p.Cell/N, p.Cell%N).AddXY(cs*0.08, cs*0.08))
		ring.Resize(fyne.NewSize(cs*0.84, cs*0.84))
		r.overlay = append(r.overlay, ring)
		if r.b.state.Grid.Cells[p.Cell] == 0 && p.Digit > 0 {
			// A hint's step on the board before it: the digit to come.
			t := canvas.NewText(strconv.Itoa(p.Digit), r.pal.played)
			t.Alignment = fyne.TextAlignCenter
			t.TextSize = cs * share(0.45, 0.55)
			centreText(t, geo.pos(p.Cell/N, p.Cell%N), cs, cs)
			r.overlay = append(r.overlay, t)
		}
	}
	for _, c := range m.Removed {
		box, ok := at(c)
		if !ok {
			continue
		}
		side := sub
		if N > 16 {
			// Too small to read in its place: the digit in the cell's corner.
			box, side = geo.pos(c.Cell/N, c.Cell%N), cs/2
		}
		t := canvas.NewText(strconv.Itoa(c.Digit), r.pal.conflict)
		t.TextStyle.Bold = true
		t.Alignment = fyne.TextAlignCenter
		t.TextSize = side * share(0.8, 0.95)
		centreText(t, box, side, side)
		strike := canvas.NewLine(r.pal.conflict)
		strike.StrokeWidth = thick(max(1.5, side/10))
		strike.Position1, strike.Position2 = box.AddXY(side*0.15, side*0.85), box.AddXY(side*0.85, side*0.15)
		r.overlay = append(r.overlay, t, strike)
	}
	for _, l := range m.Links {
		a, ok1 := at(l.From)
		z, ok2 := at(l.To)
		if !ok1 || !ok2 {
			continue
		}
		line := canvas.NewLine(inLook(r.pal, stepColours.weak))
		line.StrokeWidth = thick(max(1, sub/12))
		if l.Strong {
			line.StrokeColor, line.StrokeWidth = inLook(r.pal, stepColours.strong), thick(max(1.5, sub/7))
		}
		line.Position1, line.Position2 = a.AddXY(sub/2, sub/2), z.AddXY(sub/2, sub/2)
		r.overlay = append(r.overlay, line)
	}
	r.all = append(append(r.all[:0], r.objs...), r.overlay...)
}
