package board

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"grille/solve/hashi"
)

// A Hashi step's highlight: the pairs it settles as wide bands under the
// bridges (in the highlight colour for a bridge, struck with a red cross
// for "no bridge here"), the pairs it only bounds as a thinner band, and
// the islands it looks at ringed.

// pairEnds are the centres of islands a and b, when both exist.
func pairEnds(p hashi.Puzzle, g cellGeom, a, b int) (fyne.Position, fyne.Position, bool) {
	if a < 0 || b < 0 || a >= len(p.Islands) || b >= len(p.Islands) {
		return fyne.Position{}, fyne.Position{}, false
	}
	x, y := p.Islands[a], p.Islands[b]
	return g.centre(x.Row, x.Col), g.centre(y.Row, y.Col), true
}

// drawStepUnder draws the settled and bounded pairs, under the bridges.
func (b *Hashi) drawStepUnder(objs []fyne.CanvasObject, g cellGeom, pal *palette) []fyne.CanvasObject {
	m := b.state.Step
	if m == nil {
		return objs
	}
	p := b.state.Puzzle
	band := func(pc hashi.PairCount, width float32) {
		p1, p2, ok := pairEnds(p, g, pc.A, pc.B)
		if !ok {
			return
		}
		l := canvas.NewLine(pal.highlight)
		l.StrokeWidth = width
		l.Position1, l.Position2 = p1, p2
		objs = append(objs, l)
		if pc.Count == 0 {
			mid := fyne.NewPos((p1.X+p2.X)/2, (p1.Y+p2.Y)/2)
			d := g.cs / 5
			for _, s := range []float32{1, -1} {
				x := canvas.NewLine(pal.conflict)
				x.StrokeWidth = thick(max(2, g.cs/12))
				x.Position1, x.Position2 = mid.AddXY(-d, -d*s), mid.AddXY(d, d*s)
				objs = append(objs, x)
			}
		}
	}
	for _, pc := range m.Min {
		band(hashi.PairCount{A: pc.A, B: pc.B, Count: -1}, g.cs*0.25)
	}
	for _, pc := range m.Settled {
		band(pc, g.cs*0.5)
	}
	return objs
}

// drawStepOver rings the islands the step looks at, over the islands.
func (b *Hashi) drawStepOver(objs []fyne.CanvasObject, g cellGeom, pal *palette) []fyne.CanvasObject {
	m := b.state.Step
	if m == nil {
		return objs
	}
	p := b.state.Puzzle
	rad := g.cs * 0.5
	for _, i := range m.Islands {
		if i < 0 || i >= len(p.Islands) {
			continue
		}
		is := p.Islands[i]
		c := canvas.NewCircle(color.Transparent)
		c.StrokeColor, c.StrokeWidth = pal.found, thick(max(2, g.cs/10))
		c.Move(g.centre(is.Row, is.Col).AddXY(-rad, -rad))
		c.Resize(fyne.NewSize(2*rad, 2*rad))
		objs = append(objs, c)
	}
	return objs
}
