package board

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"grille/solve/shikaku"
)

// drawStep draws a Shikaku step's highlight over the rectangles: the cells
// it reasons about in the highlight colour, the candidates it rules out
// outlined in thin red, the rectangles it makes certain outlined thick in
// the solver's colour, and its clues ringed.
func (b *Shikaku) drawStep(objs []fyne.CanvasObject, g cellGeom, pal *palette) []fyne.CanvasObject {
	m := b.state.Step
	if m == nil {
		return objs
	}
	box := func(rc shikaku.Rect, fill, stroke color.Color, width, in float32) {
		o := canvas.NewRectangle(fill)
		o.StrokeColor, o.StrokeWidth = stroke, thick(width)
		o.Move(g.pos(rc.Row, rc.Col).AddXY(in, in))
		o.Resize(fyne.NewSize(g.cs*float32(rc.Width)-2*in, g.cs*float32(rc.Height)-2*in))
		objs = append(objs, o)
	}
	hl := pal.highlight
	hl.A = 0xc0
	for _, c := range m.Cells {
		box(shikaku.Rect{Row: c.Row, Col: c.Col, Height: 1, Width: 1}, hl, color.Transparent, 0, 0)
	}
	for _, rc := range m.Ruled {
		box(rc, color.Transparent, pal.conflict, max(1.5, g.cs/16), g.cs/6)
	}
	for _, rc := range m.Placed {
		box(rc, color.Transparent, pal.found, max(3, g.cs/7), 2)
	}
	for _, cl := range m.Clues {
		c := canvas.NewCircle(color.Transparent)
		c.StrokeColor, c.StrokeWidth = pal.found, thick(max(2, g.cs/12))
		c.Move(g.pos(cl.Row, cl.Col).AddXY(g.cs*0.08, g.cs*0.08))
		c.Resize(fyne.NewSize(g.cs*0.84, g.cs*0.84))
		objs = append(objs, c)
	}
	return objs
}
