package board

import (
	"fmt"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The Sudoku board's picture of an LP relaxation shows each candidate digit
// in a small box, shaded by its value; when the box is large enough, the
// value in small type under the digit; a ring round a digit fixed to one and
// a stroke through a digit fixed to zero. LPLegend explains it.

// lpLabelMin is the smallest box (a cell's side over the order) with room
// for a value under its digit: a 9×9 grid of about 500 pixels.
const lpLabelMin = 18

// lpLabel writes an LP value in two digits, ".75"; "1" when it rounds to
// one, and ".01" for the smallest.
func lpLabel(v float64) string {
	c := int(math.Round(v * 100))
	if c >= 100 {
		return "1"
	}
	return fmt.Sprintf(".%02d", max(c, 1))
}

// lpBox lays out digit t, of LP value v and fixing fix (+1 to one, -1 to
// zero, 0 free), in the box of side sub at pos, and returns what goes with
// it: its value under it when the box has room, a ring when it is fixed to
// one, a stroke when it is fixed to zero.
func lpBox(t *canvas.Text, pal *palette, pos fyne.Position, sub float32, v float64, fix int8) []fyne.CanvasObject {
	var objs []fyne.CanvasObject
	h := sub // the digit's part of the box
	if sub >= lpLabelMin && v > 1e-6 {
		h = sub * 0.6
		l := canvas.NewText(lpLabel(v), pal.cand)
		l.Alignment, l.TextSize = fyne.TextAlignCenter, sub*0.37
		centreText(l, pos.AddXY(0, h-sub*0.04), sub, sub-h)
		objs = append(objs, l)
	}
	t.TextSize = min(sub*0.8, h*0.95)
	centreText(t, pos, sub, h)
	mid := pos.AddXY(sub/2, h/2)
	switch {
	case fix > 0:
		d := min(sub, h*1.15) * 0.92
		ring := canvas.NewCircle(nil)
		ring.StrokeColor, ring.StrokeWidth = pal.played, max(1, sub/14)
		ring.Move(mid.AddXY(-d/2, -d/2))
		ring.Resize(fyne.NewSize(d, d))
		objs = append(objs, ring)
	case fix < 0:
		w := t.TextSize * 0.5
		strike := canvas.NewLine(pal.conflict)
		strike.StrokeWidth = max(1, sub/12)
		strike.Position1, strike.Position2 = mid.AddXY(-w, 0), mid.AddXY(w, 0)
		objs = append(objs, strike)
	}
	return objs
}

// LPLegend is a one-line key to the Sudoku board's LP picture, for the tab
// to place beside or under the board while an LP method's picture shows:
// a digit at four values (darker the larger, the value under it), one fixed
// to one (ringed) and one fixed to zero (struck through). It follows the
// theme as the boards do.
type LPLegend struct {
	widget.BaseWidget
}

// NewLPLegend returns the key to the LP picture.
func NewLPLegend() *LPLegend {
	l := &LPLegend{}
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

// legendBox is the side of a digit's box in the legend.
const legendBox = 30

// layout makes the legend's objects, left to right from the widget's left
// edge, and says how much room they take.
func (l *LPLegend) layout() ([]fyne.CanvasObject, fyne.Size) {
	pal := currentPalette()
	fg := theme.Color(theme.ColorNameForeground)
	textSize := theme.TextSize()
	h := float32(legendBox + 4)
	var objs []fyne.CanvasObject
	x := float32(0)
	group := func(caption string, boxes ...[2]float64) { // value, fixing
		paper := canvas.NewRectangle(pal.paper)
		paper.StrokeColor, paper.StrokeWidth = pal.thin, 1
		paper.Move(fyne.NewPos(x, 0))
		paper.Resize(fyne.NewSize(float32(len(boxes))*legendBox+4, h))
		objs = append(objs, paper)
		for k, b := range boxes {
			t := canvas.NewText("5", shade(pal, b[0]))
			t.Alignment = fyne.TextAlignCenter
			switch {
			case b[1] > 0:
				t.Color, t.TextStyle.Bold = pal.played, true
			case b[1] < 0:
				t.Color = pal.fixedZero
			}
			at := fyne.NewPos(x+2+float32(k)*legendBox, 2)
			objs = append(objs, t)
			objs = append(objs, lpBox(t, pal, at, legendBox, b[0], int8(b[1]))...)
		}
		x += float32(len(boxes))*legendBox + 10
		c := canvas.NewText(caption, fg)
		c.TextSize = textSize
		centreText(c, fyne.NewPos(x, 0), c.MinSize().Width, h)
		objs = append(objs, c)
		x += c.MinSize().Width + 18
	}
	group("LP value", [2]float64{0.1, 0}, [2]float64{0.4, 0}, [2]float64{0.75, 0}, [2]float64{1, 0})
	group("fixed to 1", [2]float64{1, 1})
	group("fixed to 0", [2]float64{0, -1})
	return objs, fyne.NewSize(x-16, h)
}
