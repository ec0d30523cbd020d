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

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
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
		if se.Dash {
			l.Dashes = []vg.Length{vg.Points(4), vg.Points(3)}
		}
		p.Add(l)
		if se.Name != "" {
			p.Legend.Add(se.Name, l)
		}
	}
	if len(s.Marks) > 0 && !math.IsInf(ymin, 0) {
		for _, x := range s.Marks {
			m, err := plotter.NewLine(plotter.XYs{{X: x, Y: ymin}, {X: x, Y: ymax}})
			if err != nil {
				return nil, err
			}
			m.Color = color.NRGBA{0x80, 0x80, 0x80, 0xa0}
			m.Dashes = []vg.Length{vg.Points(2), vg.Points(2)}
			p.Add(m)
		}
	}
	p.Legend.Top = true
	p.Legend.Left = !s.LegendRight // curves rise to the right: keep the legend off them
	return p, nil
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
