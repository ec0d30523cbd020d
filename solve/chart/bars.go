package chart

import (
	"bytes"
	"image"
	"image/color"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
)

// Bar is one bar of a BarSpec: a label on the left, a length, and a note
// written at its end.
type Bar struct {
	Label string
	Value float64
	Note  string
	Color color.Color // nil: Palette[0]
}

// BarSpec describes a chart of horizontal bars, the first bar on top: the
// window's comparison of methods, one bar per method's time. The title
// and then the x label head it.
type BarSpec struct {
	Title, XLabel string
	Bars          []Bar
	// Background, Foreground, Font and TextPx are as in Spec.
	Background, Foreground color.Color
	Font                   []byte
	TextPx                 float64
}

// BarFloor is the least value a log-scale bar chart draws: a value of 0
// (a run of no measurable time) is drawn at it.
const BarFloor = 1e-3

// LogScale reports whether the bars' values span a decade or more, and so
// are drawn on a log scale: on a linear one the short bars shrink to a
// few pixels (39 µs next to 3 ms).
func (s BarSpec) LogScale() bool {
	lo, hi := math.Inf(1), 0.0
	for _, b := range s.Bars {
		v := max(b.Value, BarFloor)
		lo, hi = min(lo, v), max(hi, v)
	}
	return hi >= 10*lo
}

func (s BarSpec) build() (*plot.Plot, error) {
	// The x label heads the chart, under the title: gonum makes room for
	// a centred axis label where the middle of the data range falls, far
	// right on a log scale, which left a fifth of the width blank.
	title := s.XLabel
	if s.Title != "" {
		title = s.Title + "\n" + s.XLabel
	}
	sp := Spec{Title: title, Background: s.Background, Foreground: s.Foreground,
		Font: s.Font, TextPx: s.TextPx, NoLegend: true}
	p, err := build(sp)
	if err != nil {
		return nil, err
	}
	if len(s.Bars) == 0 {
		return p, nil
	}
	n := len(s.Bars)
	names := make([]string, n)
	for i, b := range s.Bars {
		names[n-1-i] = b.Label
	}
	p.NominalY(names...)
	p.Y.Padding = 0
	hb := &hbars{s: s, log: s.LogScale(), fg: s.Foreground, style: p.Y.Tick.Label}
	if hb.fg == nil {
		hb.fg = color.Black
	}
	if hb.log {
		p.X.Scale = plot.LogScale{}
		p.X.Tick.Marker = logTicks{}
	}
	p.Add(hb)
	return p, nil
}

// hbars draws the bars of a BarSpec on a plot whose y axis names them.
type hbars struct {
	s     BarSpec
	log   bool
	fg    color.Color
	style text.Style
}

// base is where the bars start: 0, or on a log scale the power of ten at
// or below the shortest.
func (h *hbars) base() float64 {
	if !h.log {
		return 0
	}
	lo := math.Inf(1)
	for _, b := range h.s.Bars {
		lo = min(lo, max(b.Value, BarFloor))
	}
	return math.Pow(10, math.Floor(math.Log10(lo)))
}

func (h *hbars) value(b Bar) float64 {
	if h.log {
		return max(b.Value, BarFloor)
	}
	return max(b.Value, 0)
}

// DataRange leaves room on the right for the longest bar's note.
func (h *hbars) DataRange() (xmin, xmax, ymin, ymax float64) {
	xmin, xmax = h.base(), h.base()
	for _, b := range h.s.Bars {
		xmax = max(xmax, h.value(b))
	}
	if xmax == xmin {
		xmax = xmin + 1
		if h.log {
			xmax = xmin * 10
		}
	}
	return xmin, xmax, -0.5, float64(len(h.s.Bars)) - 0.5
}

func (h *hbars) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	n := len(h.s.Bars)
	pad := h.style.Font.Size / 3
	for i, b := range h.s.Bars {
		y := float64(n - 1 - i)
		x0, x1 := trX(h.base()), trX(h.value(b))
		y0, y1 := trY(y-0.35), trY(y+0.35)
		col := b.Color
		if col == nil {
			col = Palette[0]
		}
		c.FillPolygon(col, []vg.Point{{X: x0, Y: y0}, {X: x1, Y: y0}, {X: x1, Y: y1}, {X: x0, Y: y1}})
		if b.Note == "" {
			continue
		}
		st := h.style
		st.YAlign = draw.YCenter
		w := st.Width(b.Note)
		mid := vg.Point{Y: (y0 + y1) / 2}
		if x1-x0 >= w+2*pad && x1+pad+w > c.Max.X {
			// Inside the bar's end, in white: there is no room after it.
			st.Color, st.XAlign = color.White, draw.XRight
			mid.X = x1 - pad
		} else {
			st.Color, st.XAlign = h.fg, draw.XLeft
			mid.X = x1 + pad
		}
		c.FillText(st, mid, b.Note)
	}
}

// BarImage renders s at w×h pixels.
func BarImage(s BarSpec, w, h int) (image.Image, error) {
	c, err := s.draw(w, h)
	if err != nil {
		return nil, err
	}
	return c.Image(), nil
}

// BarPNG renders s as a PNG file's bytes.
func BarPNG(s BarSpec, w, h int) ([]byte, error) {
	c, err := s.draw(w, h)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if _, err := (vgimg.PngCanvas{Canvas: c}).WriteTo(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func (s BarSpec) draw(w, h int) (*vgimg.Canvas, error) {
	p, err := s.build()
	if err != nil {
		return nil, err
	}
	c := vgimg.NewWith(vgimg.UseWH(vg.Length(w)*vg.Inch/96, vg.Length(h)*vg.Inch/96), vgimg.UseDPI(96))
	p.Draw(draw.New(c))
	return c, nil
}

// BarMinTextPx is the size in pixels of the smallest text s draws (for
// tests, as MinTextPx): the method names and notes are the y axis's tick
// labels' size.
func BarMinTextPx(s BarSpec) (float64, error) {
	p, err := s.build()
	if err != nil {
		return 0, err
	}
	m := math.Inf(1)
	for _, st := range []text.Style{p.Title.TextStyle, p.X.Tick.Label, p.Y.Tick.Label} {
		m = min(m, float64(st.Font.Size)*pxPerPt)
	}
	return m, nil
}
