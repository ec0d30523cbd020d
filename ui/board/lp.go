package board

import (
	"fmt"
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The Sudoku board's picture of an LP relaxation shows each candidate, a
// variable x of the LP, as a tile in its digit's place of the cell (1 top
// left, as the candidates view has them), filled from the bottom by the
// variable's value: an empty tile with its digit at zero, a tile partly
// filled with the value written in it, in hundredths, when fractional; at
// one the cell shows the digit itself. A digit fixed to one by the heuristic is ringed,
// a tile fixed to zero struck through; cells the presolve decided have a
// tinted background and the cells fixed this round the step's highlight.
// LPLegend explains it.

// lpLabel writes a fractional LP value in hundredths, two digits from
// "01" to "99" ("50" for 0.5, "33" for 1/3): the point of ".33" made the
// text too wide for a tile at a size read from the back of a classroom
// (the legend says how the values are written).
func lpLabel(v float64) string {
	return fmt.Sprintf("%02d", min(max(int(math.Round(v*100)), 1), 99))
}

// lpFractional says whether an LP value is written in its tile.
func lpFractional(v float64) bool { return v > 1e-6 && v < 1-1e-6 }

// lpValueSize and lpDigitSize are the text sizes in a tile of side sub: a
// 9×9 board in a 1024×768 window has tiles of 19.6 points, where text of
// 17.6 points draws digits 12.6 to 12.9 pixels high (the theme's digits
// are 0.71 to 0.73 of the size high), read from the back of a classroom;
// two digits are 18.3 points wide in ink there (their advance, 20.1,
// has room on both sides: lpFitWidth).
func lpValueSize(sub float32) float32 { return sub * 0.9 }
func lpDigitSize(sub float32) float32 { return sub * 0.9 }

// lpFitWidth is the widest advance a written value may take in a tile of
// side sub: the ink of two digits is 91% of their advance.
func lpFitWidth(sub float32) float32 { return sub * 1.08 }

// lpTile lays out text t (the value or the digit, set by lpDigit) in the
// tile of side sub at pos, for value v and fixing fix (+1 to one, -1 to
// zero, 0 free), and returns the tile's frame and gauge, drawn under the
// text, and its stroke when fixed to zero, drawn over it.
func lpTile(t *canvas.Text, pal *palette, pos fyne.Position, sub float32, v float64, fix int8) (under, over []fyne.CanvasObject) {
	in := max(1, sub/16)
	written := lpFractional(v) && fix == 0
	// A written value takes nearly the tile's whole width: its frame is
	// the tile's edge, or it would cross the digits; it keeps two values
	// side by side from reading as one number.
	frame := canvas.NewRectangle(nil)
	frame.StrokeColor, frame.StrokeWidth = pal.thin, 1
	if written {
		// Halfway between the thin and the thick lines: the thin one alone
		// hardly shows on the dark paper, and "33" beside "67" read "3367".
		frame.StrokeColor = halfway(pal.thin, pal.thick)
		frame.Move(pos)
		frame.Resize(fyne.NewSize(sub, sub))
	} else {
		frame.Move(pos.AddXY(in, in))
		frame.Resize(fyne.NewSize(sub-2*in, sub-2*in))
	}
	under = append(under, frame)
	if v > 1e-6 && fix >= 0 {
		h := (sub - 2*in) * float32(min(v, 1))
		gauge := canvas.NewRectangle(pal.gauge)
		gauge.Move(pos.AddXY(in, sub-in-h))
		gauge.Resize(fyne.NewSize(sub-2*in, h))
		under = append(under, gauge)
	}
	if written {
		t.TextSize = lpValueSize(sub)
		if w := fyne.MeasureText(t.Text, t.TextSize, t.TextStyle).Width; w > lpFitWidth(sub) {
			t.TextSize *= lpFitWidth(sub) / w
		}
	} else {
		t.TextSize = lpDigitSize(sub)
	}
	centreText(t, pos, sub, sub)
	if fix < 0 {
		strike := canvas.NewLine(pal.conflict)
		strike.StrokeWidth = max(1.5, sub/10)
		strike.Position1, strike.Position2 = pos.AddXY(in+1, sub-in-1), pos.AddXY(sub-in-1, in+1)
		over = append(over, strike)
	}
	return under, over
}

// lpProbeFrame frames the tile of the variable being probed.
func lpProbeFrame(pal *palette, pos fyne.Position, sub float32) fyne.CanvasObject {
	f := canvas.NewRectangle(nil)
	f.StrokeColor, f.StrokeWidth = pal.mark, max(2, sub/8)
	f.Move(pos)
	f.Resize(fyne.NewSize(sub, sub))
	return f
}

// lpRing rings a cell's digit fixed to one by the heuristic: the cell of
// side cs at pos.
func lpRing(pal *palette, pos fyne.Position, cs float32) fyne.CanvasObject {
	d := cs * 0.8
	ring := canvas.NewCircle(nil)
	ring.StrokeColor, ring.StrokeWidth = pal.played, max(2, cs/18)
	ring.Move(pos.AddXY((cs-d)/2, (cs-d)/2))
	ring.Resize(fyne.NewSize(d, d))
	return ring
}

// LPLegend is the key to the Sudoku board's LP picture, for the tab to
// place under the board while an LP method's picture shows, in two rows:
// the scale (tiles at 0, .25, .5, .75 and a cell at 1) and the tile being
// probed, then a digit fixed to one, a tile fixed to zero, a cell the
// presolve decided and a cell fixed this round. It follows the theme as the boards do.
type LPLegend struct {
	widget.BaseWidget
	// Captions are the words, English by default; the tab sets them in its
	// language before showing the legend: value, fixed to 1, fixed to 0,
	// decided by the presolve, fixed this round, probed.
	Captions [6]string
	// Scale and Marks choose the rows drawn (NewLPLegend: both), so that a
	// tab can set something beside the shorter one.
	Scale, Marks bool
	// Flow wraps a row's groups (tiles and caption) onto further lines
	// when the widget is narrower than the row, and asks only for the
	// widest group's width: in presentation mode the rows are wider than
	// the board, and a legend asking for its whole rows pushed the
	// window's right panel off a 1024-pixel screen.
	Flow bool
}

// NewLPLegend returns the key to the LP picture, both rows.
func NewLPLegend() *LPLegend { return NewLPLegendRows(true, true) }

// NewLPLegendRows returns the key with the scale's row, the marks' row or
// both.
func NewLPLegendRows(scale, marks bool) *LPLegend {
	l := &LPLegend{Captions: [6]string{"x from 0 to 1, in hundredths", "fixed to 1", "fixed to 0", "decided by the presolve", "fixed this round", "probed"},
		Scale: scale, Marks: marks}
	l.ExtendBaseWidget(l)
	return l
}

func (l *LPLegend) CreateRenderer() fyne.WidgetRenderer {
	return &drawnRenderer{
		w:       l,
		minSize: func() fyne.Size { _, size := l.layout(); return size },
		draw:    func() []fyne.CanvasObject { objs, _ := l.layout(); return objs },
	}
}

// legendBox is the side of a tile in the legend: a 9×9 board's at
// 1024×768, a little larger.
const legendBox = 22

// legendGap parts the legend's tiles: two written values side by side
// would read as one number.
const legendGap = 4

// layout makes the legend's objects from the widget's top left corner and
// says how much room they take.
func (l *LPLegend) layout() ([]fyne.CanvasObject, fyne.Size) {
	pal := currentPalette()
	fg := theme.Color(theme.ColorNameForeground)
	textSize := theme.TextSize()
	rowH := float32(legendBox + 4)
	var under, objs, over []fyne.CanvasObject
	x, y, width := float32(0), float32(0), float32(0)
	wrapAt := l.Size().Width // Flow: the width the groups wrap at
	// group draws boxes (a value and a fixing each; a value of 1 is a
	// cell's digit, fill its background) on paper, then the caption.
	group := func(caption string, fill color.Color, boxes ...[2]float64) {
		paper := canvas.NewRectangle(pal.paper)
		if fill != nil {
			paper.FillColor = fill
		}
		paper.StrokeColor, paper.StrokeWidth = pal.thin, 1
		span := float32(len(boxes))*(legendBox+legendGap) - legendGap
		if l.Flow && x > 0 && wrapAt > 0 {
			probe := canvas.NewText(caption, fg)
			probe.TextSize = textSize
			if x+span+10+probe.MinSize().Width > wrapAt {
				x, y = 0, y+rowH+4
			}
		}
		paper.Move(fyne.NewPos(x, y))
		paper.Resize(fyne.NewSize(span+4, rowH))
		under = append(under, paper)
		for k, b := range boxes {
			at := fyne.NewPos(x+2+float32(k)*(legendBox+legendGap), y+2)
			v, fix := b[0], int8(b[1])
			t := canvas.NewText("5", pal.cand)
			t.Alignment = fyne.TextAlignCenter
			objs = append(objs, t)
			if v >= 1 { // a cell's digit
				t.Color, t.TextSize = pal.found, legendBox*0.75
				centreText(t, at, legendBox, legendBox)
				if fix > 0 {
					over = append(over, lpRing(pal, at, legendBox))
				}
				continue
			}
			switch {
			case fix < 0:
				t.Color = pal.fixedZero
			case lpFractional(v):
				t.Text, t.Color = lpLabel(v), pal.given
			}
			probed := fix == 2
			if probed {
				fix, t.Text, t.Color = 0, lpLabel(v), pal.given
			}
			u, o := lpTile(t, pal, at, legendBox, v, fix)
			under, over = append(under, u...), append(over, o...)
			if probed {
				over = append(over, lpProbeFrame(pal, at, legendBox))
			}
		}
		x += span + 10
		c := canvas.NewText(caption, fg)
		c.TextSize = textSize
		centreText(c, fyne.NewPos(x, y), c.MinSize().Width, rowH)
		objs = append(objs, c)
		if l.Flow {
			width = max(width, span+10+c.MinSize().Width)
		} else {
			width = max(width, x+c.MinSize().Width)
		}
		x += c.MinSize().Width + 18
	}
	if l.Scale {
		group(l.Captions[0], nil, [2]float64{0, 0}, [2]float64{0.25, 0}, [2]float64{0.5, 0}, [2]float64{0.75, 0}, [2]float64{1, 0})
		group(l.Captions[5], nil, [2]float64{0.5, 2})
		x, y = 0, y+rowH+4
	}
	if l.Marks {
		group(l.Captions[1], nil, [2]float64{1, 1})
		group(l.Captions[2], nil, [2]float64{0, -1})
		group(l.Captions[3], pal.presolved, [2]float64{1, 0})
		group(l.Captions[4], pal.highlight, [2]float64{1, 0})
		y += rowH + 4
	}
	all := append(append(under, objs...), over...)
	return all, fyne.NewSize(width, max(y-4, 0))
}

// LPChart is a small bar chart of an LP heuristic's rounds, one row of
// the legend high: Caption, then a bar per round for the number of
// fractional variables after its relaxation, round 1 on the left, then the
// first and the last count ("52 → 0").
type LPChart struct {
	widget.BaseWidget
	Caption string
	counts  []int
}

// NewLPChart returns an empty chart.
func NewLPChart() *LPChart {
	c := &LPChart{Caption: "fractional per round"}
	c.ExtendBaseWidget(c)
	return c
}

// Set shows counts, one per round.
func (c *LPChart) Set(counts []int) {
	c.counts = append(c.counts[:0], counts...)
	c.Refresh()
}

// lpChartHeight matches a row of the legend; lpChartBar is a round's
// slot, at most.
const (
	lpChartHeight = legendBox + 4
	lpChartBar    = 10
)

func (c *LPChart) CreateRenderer() fyne.WidgetRenderer {
	return &drawnRenderer{
		w:       c,
		minSize: func() fyne.Size { _, size := c.layout(); return size },
		draw:    func() []fyne.CanvasObject { objs, _ := c.layout(); return objs },
	}
}

func (c *LPChart) layout() ([]fyne.CanvasObject, fyne.Size) {
	pal := currentPalette()
	fg := theme.Color(theme.ColorNameForeground)
	h := float32(lpChartHeight)
	text := func(s string, x float32) *canvas.Text {
		t := canvas.NewText(s, fg)
		t.TextSize = theme.TextSize()
		centreText(t, fyne.NewPos(x, 0), t.MinSize().Width, h)
		return t
	}
	cap := text(c.Caption, 0)
	objs := []fyne.CanvasObject{cap}
	x := cap.MinSize().Width + 8
	n := len(c.counts)
	top := 1
	for _, k := range c.counts {
		top = max(top, k)
	}
	// Up to 10 rounds take a slot each; more share the room of 10.
	slot := float32(lpChartBar)
	if n > 10 {
		slot = 10 * lpChartBar / float32(n)
	}
	axis := canvas.NewLine(pal.thin)
	axis.Position1, axis.Position2 = fyne.NewPos(x, h-1), fyne.NewPos(x+max(float32(n), 1)*slot, h-1)
	objs = append(objs, axis)
	for i, k := range c.counts {
		bh := (h - 3) * float32(k) / float32(top)
		bar := canvas.NewRectangle(pal.found)
		bar.Move(fyne.NewPos(x+float32(i)*slot+slot*0.15, h-1-bh))
		bar.Resize(fyne.NewSize(max(1, slot*0.7), bh))
		objs = append(objs, bar)
	}
	x += max(float32(n), 1)*slot + 8
	if n > 0 {
		counts := fmt.Sprint(c.counts[0])
		if n > 1 {
			counts += " → " + fmt.Sprint(c.counts[n-1])
		}
		t := text(counts, x)
		objs = append(objs, t)
		x += t.MinSize().Width
	}
	return objs, fyne.NewSize(x, h)
}

// halfway is the colour midway between a and b.
func halfway(a, b color.Color) color.Color {
	r1, g1, b1, a1 := a.RGBA()
	r2, g2, b2, a2 := b.RGBA()
	return color.RGBA64{uint16((r1 + r2) / 2), uint16((g1 + g2) / 2), uint16((b1 + b2) / 2), uint16((a1 + a2) / 2)}
}
