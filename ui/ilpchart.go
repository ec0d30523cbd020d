package ui

import (
	"image"
	"image/color"
	"math"

	"grille/solve"
	"grille/solve/chart"
)

// ILPChart is the ILP view: while an ilp method runs, its branch and
// bound from lp_solve's callbacks, on the method's own time: the nodes
// solved above, the engine's bound on the objective and the incumbent
// (the best integer solution's objective) below, with a dashed line where
// a solve began again after a cut. Its data is the trace the method
// records (solve.Trace, the Detail of its Progress events). It stays
// hidden for methods that send none, and for a run too short to draw a
// line (fewer than two samples).
type ILPChart struct {
	chartView
	trace *solve.Trace
	// yielded: the board shows a picture that needs the room (an LP
	// relaxation's, with its legend), and the chart stays hidden.
	yielded bool
}

// NewILPChart returns a hidden, empty chart, the size of the annealing one.
func NewILPChart() *ILPChart {
	c := &ILPChart{}
	c.init(c.render)
	return c
}

// Reset forgets the previous run.
func (c *ILPChart) Reset() {
	c.trace = nil
	c.clear()
}

// SetTrace shows the run's trace so far (a copy the method sent); it
// redraws at most every chartPeriod.
func (c *ILPChart) SetTrace(tr *solve.Trace) {
	c.trace = tr
	c.changed(c.Flush)
}

// Points is the number of samples plotted (for tests).
func (c *ILPChart) Points() int {
	if c.trace == nil {
		return 0
	}
	return len(c.trace.T)
}

// Trace is the trace shown (for tests), or nil.
func (c *ILPChart) Trace() *solve.Trace { return c.trace }

// Flush redraws now if anything changed.
func (c *ILPChart) Flush() { c.redraw(c.Points(), !c.yielded) }

// Yield hides the chart while on, for a picture of the board that needs
// its room (at 1024×768 the LP picture's tiles would be 12 pixels with
// the chart under the board, 20 without); off, it shows again if it has a
// line to draw.
func (c *ILPChart) Yield(on bool) {
	c.yielded = on
	if on {
		c.setVisible(false)
	} else if c.Points() >= 2 {
		c.setVisible(true)
	}
}

// segments cuts a series where its values are NaN (no bound or no
// incumbent yet: a solve after a cut starts without either) into the
// pieces a chart draws as lines, the first named.
func segments(name string, colour color.Color, dash bool, xs, ys []float64) []chart.Series {
	var out []chart.Series
	start := -1
	flush := func(end int) {
		if start >= 0 && end > start {
			s := chart.Series{X: xs[start:end], Y: ys[start:end], Color: colour, Dash: dash, Dots: end-start == 1}
			if len(out) == 0 {
				s.Name = name
			}
			out = append(out, s)
		}
		start = -1
	}
	for i, y := range ys {
		switch {
		case math.IsNaN(y):
			flush(i)
		case start < 0:
			start = i
		}
	}
	flush(len(ys))
	return out
}

// render draws the chart at w×h pixels.
func (c *ILPChart) render(w, h int) image.Image {
	bg, fg, face, kept := c.look(w, h)
	if kept != nil {
		return kept
	}
	t := c.trace
	if t == nil || len(t.T) < 2 || w < 2 || h < 2 {
		return blankImage()
	}
	// Milliseconds for a run under two seconds: "0.004" reads badly.
	xs, xLabel := t.T, tr("seconds of the method's own time")
	cuts := t.Cuts
	if last := t.T[len(t.T)-1]; last < 2 {
		xLabel = tr("milliseconds of the method's own time")
		xs = scaled(t.T, 1000)
		cuts = scaled(t.Cuts, 1000)
	}
	px := c.textPx(w)
	top := chart.Spec{
		Background: bg, Foreground: fg, Font: face, TextPx: px,
		YLabel:      tr("nodes"),
		Series:      []chart.Series{{Name: tr("branch-and-bound nodes"), X: xs, Y: t.Nodes}},
		Marks:       cuts,
		RestartName: tr("solved again after a cut"),
		NoXTicks:    true,
	}
	objective := append(segments(tr("bound"), chart.Palette[2], true, xs, t.Bound),
		segments(tr("incumbent"), chart.Palette[1], false, xs, t.Incumbent)...)
	// An unseen line across the whole time, at a height the panel shows
	// anyway, keeps the two panels' time axes the same when the bound and
	// the incumbent begin late.
	y := 0.0
	if len(objective) > 0 {
		y = objective[0].Y[0]
	}
	span := chart.Series{X: []float64{xs[0], xs[len(xs)-1]}, Y: []float64{y, y}, Color: color.Transparent}
	bottom := chart.Spec{
		Background: bg, Foreground: fg, Font: face, TextPx: px,
		XLabel: xLabel, YLabel: tr("objective"),
		Series: append(objective, span),
		Marks:  cuts,
	}
	if img := c.stack(w, h, len(t.T), bg, fg, top, bottom); img != nil {
		return img
	}
	return blankImage()
}

// scaled is xs times k, in a new slice.
func scaled(xs []float64, k float64) []float64 {
	out := make([]float64, len(xs))
	for i, x := range xs {
		out[i] = x * k
	}
	return out
}
