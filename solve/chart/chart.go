// Package chart draws line charts to images with gonum/plot, for the
// annealing view in the window and the papers' figures in the terminal.
// It never imports Fyne.
package chart

import (
	"bytes"
	"image"
	"image/color"
	"math"
	"strconv"
	"sync"

	"golang.org/x/image/font/opentype"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
)

// Series is one line of a chart.
type Series struct {
	Name  string
	X, Y  []float64
	Color color.Color
	Dash  bool
	// Dots draws a dot at each point too: a series of one point (a value
	// known at one moment) draws no line.
	Dots bool
	// Thin draws the line at half the width: a second line of a panel,
	// beside its main one.
	Thin bool
}

// Spec describes a chart.
type Spec struct {
	Title, XLabel, YLabel string
	Series                []Series
	// Marks are x positions drawn as thin vertical lines (annealing restarts).
	Marks []float64
	LogY  bool
	// LegendRight puts the legend top right, off curves that fall from
	// the top left (an annealing run's cost); by default it is top left.
	LegendRight bool
	// Background and Foreground (nil: white and black) let a chart follow
	// the window's theme.
	Background, Foreground color.Color

	// Font is the TTF or OTF face for every text of the chart (the window
	// passes its theme's sans face); nil: gonum's Liberation Serif.
	Font []byte
	// TextPx is the size of every text in pixels of the image (tick
	// labels included); 0: gonum's defaults (12 pt labels, 10 pt ticks).
	TextPx float64
	// Reheats are x positions drawn as dotted vertical lines (a trial
	// that starts from the state reached, heated again).
	Reheats []float64
	// MarkNames name the restart and reheat lines in the legend ("" none).
	RestartName, ReheatName string
	// NoXTicks draws the x axis without tick labels or label: a panel
	// stacked above another that shares its x axis (Stack).
	NoXTicks bool
	// NoLegend leaves out the legend (a single series the y label names).
	NoLegend bool
	// Count says the y values are counts (nodes, a depth): the y axis
	// starts at 0 and reaches 1 at least, labelled at whole numbers only.
	// All zero, such a panel read −1…1.
	Count bool
	// LegendAside draws the legend right of the data area, beside the
	// panel rather than over its lines (Stack only; the panels that ask
	// for it share the room), when the legends take at most a third of
	// the width: in a narrow chart, in the panel.
	LegendAside bool
}

// compactTicks labels ticks as a person writes numbers: 2.5M, 40k, 0.25,
// not 2500000.00.
type compactTicks struct{ plot.Ticker }

func (t compactTicks) Ticks(min, max float64) []plot.Tick {
	ts := t.Ticker.Ticks(min, max)
	for i := range ts {
		if ts[i].Label != "" {
			ts[i].Label = Compact(ts[i].Value)
		}
	}
	return ts
}

// Compact writes v in at most about four characters of significance.
func Compact(v float64) string {
	a := math.Abs(v)
	switch {
	case a >= 1e9:
		return strconv.FormatFloat(v/1e9, 'g', 3, 64) + "G"
	case a >= 1e6:
		return strconv.FormatFloat(v/1e6, 'g', 3, 64) + "M"
	case a >= 1e4:
		return strconv.FormatFloat(v/1e3, 'g', 3, 64) + "k"
	}
	return strconv.FormatFloat(v, 'g', 4, 64)
}

// Palette gives distinct, readable colours for series.
var Palette = []color.Color{
	color.NRGBA{0x1f, 0x5f, 0xc0, 0xff},
	color.NRGBA{0xd9, 0x77, 0x06, 0xff},
	color.NRGBA{0x1b, 0x7a, 0x3c, 0xff},
	color.NRGBA{0xb9, 0x1c, 0x1c, 0xff},
	color.NRGBA{0x6d, 0x28, 0xd9, 0xff},
	color.NRGBA{0x0e, 0x74, 0x90, 0xff},
}

func build(s Spec) (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = s.Title
	p.X.Label.Text = s.XLabel
	p.Y.Label.Text = s.YLabel
	p.X.Tick.Marker = compactTicks{plot.DefaultTicks{}}
	p.Y.Tick.Marker = compactTicks{plot.DefaultTicks{}}
	grid := plotter.NewGrid()
	if s.Background != nil {
		p.BackgroundColor = s.Background
	}
	if fg := s.Foreground; fg != nil {
		p.Title.TextStyle.Color = fg
		p.Legend.TextStyle.Color = fg
		for _, a := range []*plot.Axis{&p.X, &p.Y} {
			a.Color, a.Label.TextStyle.Color, a.Tick.Color, a.Tick.Label.Color = fg, fg, fg, fg
		}
		r, g, b, _ := fg.RGBA()
		faint := color.NRGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), 0x30}
		grid.Vertical.Color, grid.Horizontal.Color = faint, faint
	}
	p.Add(grid)
	if s.LogY {
		p.Y.Scale = plot.LogScale{}
		p.Y.Tick.Marker = plot.LogTicks{Prec: -1}
		if s.TextPx > 0 { // the window's charts: labels within a decade too
			p.Y.Tick.Marker = logTicks{}
		}
	}
	ymin, ymax := math.Inf(1), math.Inf(-1)
	for i, se := range s.Series {
		n := min(len(se.X), len(se.Y))
		pts := make(plotter.XYs, 0, n)
		for k := 0; k < n; k++ {
			y := se.Y[k]
			if s.LogY && y <= 0 {
				continue // log scale: zero and below cannot be drawn
			}
			pts = append(pts, plotter.XY{X: se.X[k], Y: y})
			ymin, ymax = min(ymin, y), max(ymax, y)
		}
		if len(pts) == 0 {
			continue
		}
		l, err := plotter.NewLine(pts)
		if err != nil {
			return nil, err
		}
		l.Color = se.Color
		if l.Color == nil {
			l.Color = Palette[i%len(Palette)]
		}
		l.Width = vg.Points(1.5)
		if se.Thin {
			l.Width = vg.Points(0.75)
		}
		if se.Dash {
			l.Dashes = []vg.Length{vg.Points(4), vg.Points(3)}
		}
		p.Add(l)
		if se.Dots {
			sc, err := plotter.NewScatter(pts)
			if err != nil {
				return nil, err
			}
			sc.GlyphStyle = draw.GlyphStyle{Color: l.Color, Radius: vg.Points(2.5), Shape: draw.CircleGlyph{}}
			p.Add(sc)
		}
		if se.Name != "" {
			p.Legend.Add(se.Name, l)
		}
	}
	if s.Count && !math.IsInf(ymin, 0) {
		ymin, ymax = 0, max(ymax, 1)
		p.Y.Tick.Marker = wholeTicks{p.Y.Tick.Marker}
	}
	if !math.IsInf(ymin, 0) {
		restart := color.NRGBA{0x80, 0x80, 0x80, 0xa0}
		if err := marks(p, s.Marks, ymin, ymax, restart, []vg.Length{vg.Points(2), vg.Points(2)}, s.RestartName); err != nil {
			return nil, err
		}
		if err := marks(p, s.Reheats, ymin, ymax, Palette[3], []vg.Length{vg.Points(1), vg.Points(2)}, s.ReheatName); err != nil {
			return nil, err
		}
	}
	if s.Count && !math.IsInf(ymin, 0) {
		p.Y.Min, p.Y.Max = ymin, ymax
	}
	p.Legend.Top = true
	p.Legend.Left = !s.LegendRight // curves rise to the right: keep the legend off them
	if s.NoLegend {
		p.Legend = plot.NewLegend()
	}
	if s.NoXTicks {
		p.X.Tick.Marker = blankTicks{p.X.Tick.Marker}
		p.X.Label.Text = ""
	}
	if s.TextPx > 0 || s.Font != nil {
		if err := setText(p, s.Font, s.TextPx); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// marks draws a vertical line at each x from ymin to ymax, named in the
// legend once if name is not empty.
func marks(p *plot.Plot, xs []float64, ymin, ymax float64, c color.Color, dashes []vg.Length, name string) error {
	for i, x := range xs {
		m, err := plotter.NewLine(plotter.XYs{{X: x, Y: ymin}, {X: x, Y: ymax}})
		if err != nil {
			return err
		}
		m.Color = c
		m.Dashes = dashes
		p.Add(m)
		if i == 0 && name != "" {
			p.Legend.Add(name, m)
		}
	}
	return nil
}

// wholeTicks keeps a ticker's ticks at whole numbers, and drops the
// others: a count of nodes has no 0.5.
type wholeTicks struct{ plot.Ticker }

func (t wholeTicks) Ticks(min, max float64) []plot.Tick {
	var out []plot.Tick
	for _, tk := range t.Ticker.Ticks(min, max) {
		if tk.Value == math.Trunc(tk.Value) {
			out = append(out, tk)
		}
	}
	return out
}

// blankTicks keeps the tick marks and drops their labels.
type blankTicks struct{ plot.Ticker }

func (t blankTicks) Ticks(min, max float64) []plot.Tick {
	ts := t.Ticker.Ticks(min, max)
	for i := range ts {
		ts[i].Label = ""
	}
	return ts
}

// pxPerPt: images are drawn at 96 dots per inch, 72 points.
const pxPerPt = 96.0 / 72

// textFace is the typeface name of a Spec's Font in the font caches.
const textFace = "Chart"

var fontCache struct {
	sync.Mutex
	data  []byte
	cache *font.Cache
}

// fonts returns a cache holding data's face, parsed once for the same bytes.
func fonts(data []byte) (*font.Cache, error) {
	fontCache.Lock()
	defer fontCache.Unlock()
	if fontCache.cache != nil && bytes.Equal(fontCache.data, data) {
		return fontCache.cache, nil
	}
	f, err := opentype.Parse(data)
	if err != nil {
		return nil, err
	}
	c := font.NewCache(font.Collection{{Font: font.Font{Typeface: textFace}, Face: f}})
	fontCache.data, fontCache.cache = append([]byte(nil), data...), c
	return c, nil
}

// setText gives every text of p the face data (nil: keep gonum's) at px
// pixels (0: keep the sizes).
func setText(p *plot.Plot, data []byte, px float64) error {
	styles := []*text.Style{&p.Title.TextStyle, &p.Legend.TextStyle,
		&p.X.Label.TextStyle, &p.Y.Label.TextStyle, &p.X.Tick.Label, &p.Y.Tick.Label}
	if data != nil {
		c, err := fonts(data)
		if err != nil {
			return err
		}
		h := text.Plain{Fonts: c}
		p.TextHandler = h
		for _, st := range styles {
			st.Handler = h
			st.Font.Typeface, st.Font.Variant = textFace, ""
		}
	}
	if px > 0 {
		for _, st := range styles {
			st.Font.Size = font.Length(px / pxPerPt)
		}
		// Room between the texts and what they label, in proportion.
		p.X.Label.Padding, p.Y.Label.Padding = vg.Length(px/pxPerPt/4), vg.Length(px/pxPerPt/4)
		p.Legend.Padding = vg.Length(px / pxPerPt / 6)
		p.Legend.ThumbnailWidth = vg.Length(2 * px / pxPerPt)
	}
	return nil
}

// MinTextPx is the size in pixels of the smallest text s draws (for
// tests: the window's chart must stay readable from afar).
func MinTextPx(s Spec) (float64, error) {
	p, err := build(s)
	if err != nil {
		return 0, err
	}
	m := math.Inf(1)
	for _, st := range []text.Style{p.Legend.TextStyle, p.X.Label.TextStyle, p.Y.Label.TextStyle, p.X.Tick.Label, p.Y.Tick.Label} {
		m = min(m, float64(st.Font.Size)*pxPerPt)
	}
	return m, nil
}

// Image renders s at w×h pixels.
func Image(s Spec, w, h int) (image.Image, error) {
	p, err := build(s)
	if err != nil {
		return nil, err
	}
	c := vgimg.NewWith(vgimg.UseWH(vg.Length(w)*vg.Inch/96, vg.Length(h)*vg.Inch/96), vgimg.UseDPI(96))
	p.Draw(draw.New(c))
	return c.Image(), nil
}

// PNG renders s as a PNG file's bytes.
func PNG(s Spec, w, h int) ([]byte, error) {
	p, err := build(s)
	if err != nil {
		return nil, err
	}
	c := vgimg.NewWith(vgimg.UseWH(vg.Length(w)*vg.Inch/96, vg.Length(h)*vg.Inch/96), vgimg.UseDPI(96))
	p.Draw(draw.New(c))
	var buf bytes.Buffer
	if _, err := (vgimg.PngCanvas{Canvas: c}).WriteTo(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Stack renders specs one above the other at w×h pixels, their data areas
// aligned so that they share the x axis (give all but the last NoXTicks).
func Stack(w, h int, specs ...Spec) (image.Image, error) {
	c := vgimg.NewWith(vgimg.UseWH(vg.Length(w)*vg.Inch/96, vg.Length(h)*vg.Inch/96), vgimg.UseDPI(96))
	dc := draw.New(c)
	rows := make([][]*plot.Plot, len(specs))
	for i, s := range specs {
		p, err := build(s)
		if err != nil {
			return nil, err
		}
		if s.TextPx > 0 && h > 0 {
			p.Y.Tick.Marker = spacedTicks{p.Y.Tick.Marker, maxYLabels(float64(h)/float64(len(specs)), s.TextPx)}
		}
		rows[i] = []*plot.Plot{p}
	}
	if len(specs) > 0 && specs[0].Background != nil {
		dc.SetColor(specs[0].Background)
		dc.Fill(dc.Rectangle.Path())
	}
	// The legends drawn aside: taken from their plots, which then leave
	// the room they take at the right.
	aside := make([]plot.Legend, len(specs))
	var asideW vg.Length
	for i, s := range specs {
		if s.LegendAside && !s.NoLegend {
			asideW = max(asideW, rows[i][0].Legend.Rectangle(dc).Size().X)
		}
	}
	if asideW > dc.Size().X/3 {
		asideW = 0 // too narrow: the legends stay in their panels
	}
	for i, s := range specs {
		if asideW > 0 && s.LegendAside && !s.NoLegend {
			p := rows[i][0]
			aside[i], p.Legend = p.Legend, plot.NewLegend()
		}
	}
	plots := dc
	if asideW > 0 {
		asideW += vg.Length(specs[0].TextPx / pxPerPt) // a space before
		plots = draw.Crop(dc, 0, -asideW, 0, 0)
	}
	for i, row := range plot.Align(rows, draw.Tiles{Rows: len(specs), Cols: 1}, plots) {
		rows[i][0].Draw(row[0])
		if asideW > 0 && specs[i].LegendAside && !specs[i].NoLegend {
			// Beside the data area, from its top, as high as the tile.
			data := rows[i][0].DataCanvas(row[0])
			at := draw.Canvas{Canvas: dc.Canvas, Rectangle: vg.Rectangle{
				Min: vg.Point{X: dc.Max.X - asideW + vg.Length(specs[i].TextPx/pxPerPt), Y: row[0].Min.Y},
				Max: vg.Point{X: dc.Max.X, Y: data.Max.Y}}}
			aside[i].Left, aside[i].Top = true, true
			aside[i].Draw(at)
		}
	}
	return c.Image(), nil
}

// maxYLabels is how many y tick labels a panel rowPx high has room for
// with texts px high, each in a space of one and a half texts: the data
// area is the row less about two and a half texts (the x labels, the
// padding). A short panel of the window's charts (the annealing cost at
// 1024×768, 45 pixels of data) had its labels touching ("80 60 40 20").
func maxYLabels(rowPx, px float64) int {
	return max(2, 1+int((rowPx-2.5*px)/(1.5*px)))
}

// spacedTicks keeps at most max of a ticker's labels, evenly (every
// second, third…), the others left as unlabelled ticks.
type spacedTicks struct {
	plot.Ticker
	max int
}

func (t spacedTicks) Ticks(min, max float64) []plot.Tick {
	ts := t.Ticker.Ticks(min, max)
	var labelled []int
	for i := range ts {
		if ts[i].Label != "" {
			labelled = append(labelled, i)
		}
	}
	if len(labelled) <= t.max {
		return ts
	}
	every := (len(labelled) + t.max - 1) / t.max
	for k, i := range labelled {
		if k%every != 0 {
			ts[i].Label = ""
		}
	}
	return ts
}

// logTicks labels a log axis at powers of ten over several decades, and
// at 1, 2 and 5 times them, or at plain ticks, over a narrower range (a
// temperature from 2 down to 0.7 has no power of ten to label).
type logTicks struct{}

func (logTicks) Ticks(lo, hi float64) []plot.Tick {
	if !(lo > 0) || !(hi > lo) {
		return plot.DefaultTicks{}.Ticks(lo, hi)
	}
	var ts []plot.Tick
	k0, k1 := int(math.Floor(math.Log10(lo))), int(math.Ceil(math.Log10(hi)))
	mult := []float64{1, 2, 5}
	if k1-k0 > 2 {
		mult = []float64{1}
	}
	every := max(1, (k1-k0+4)/5) // at most about five labels
	for k := k0; k <= k1; k++ {
		for _, m := range mult {
			v := m * math.Pow(10, float64(k))
			if v < lo || v > hi {
				continue
			}
			label := ""
			if (k-k0)%every == 0 {
				label = Compact(v)
			}
			ts = append(ts, plot.Tick{Value: v, Label: label})
		}
	}
	n := 0
	for _, t := range ts {
		if t.Label != "" {
			n++
		}
	}
	if n < 2 {
		ts = compactTicks{plot.DefaultTicks{}}.Ticks(lo, hi)
	}
	return ts
}
