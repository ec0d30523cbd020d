package ui

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"grille/solve"
	"grille/solve/chart"
)

// ILPChart is the ILP view: while an ilp method runs, its branch and
// bound from lp_solve's callbacks, on the method's own time: the nodes
// solved and the depth of the node being solved above, the engine's bound
// on the objective and the incumbent (the best integer solution's
// objective) below, with a dashed line where a solve began again after a
// cut. Its data is the trace the method records (solve.Trace, the Detail
// of its Progress events). It stays hidden for methods that send none,
// and for a run too short to draw a line (fewer than two samples). A run
// solved at the root (no node, at most one cut: one or two solves) has
// nothing to plot: the view is then one line of text (Line) instead of
// the chart, and the board keeps the room.
type ILPChart struct {
	chartView
	trace *solve.Trace
	// yielded: the board shows a picture that needs the room (an LP
	// relaxation's, with its legend), and the chart stays hidden; away:
	// the board shows another move than the run's (SetShown), and the
	// view stays hidden.
	yielded, away bool
	// Line is the view of a run at the root, in place of the chart.
	Line *widget.Label
	// shown: a trace of two samples or more was drawn since the Reset;
	// root: it is a run at the root (Line shows, not the chart); over:
	// the run has ended (End).
	shown, root, over bool
}

// NewILPChart returns a hidden, empty chart, the size of the annealing one.
func NewILPChart() *ILPChart {
	c := &ILPChart{Line: widget.NewLabel("")}
	c.Line.Wrapping = fyne.TextWrapWord
	c.Line.Hide()
	c.init(c.render)
	return c
}

// Reset forgets the previous run.
func (c *ILPChart) Reset() {
	c.trace = nil
	c.shown, c.root, c.over, c.away = false, false, false, false
	c.clear()
	c.showLine(false)
}

// End says the run is over, and draws its trace now: the line of a run
// at the root says how it ended.
func (c *ILPChart) End() {
	c.over = true
	if c.trace != nil {
		c.dirty = true
	}
	c.Flush()
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

// Flush redraws now if anything changed: the chart, or the line of a run
// at the root.
func (c *ILPChart) Flush() {
	if c.dirty && c.Points() >= 2 {
		c.shown, c.root = true, atRoot(c.trace)
		if c.root {
			c.Line.SetText(c.rootText())
			c.setVisible(false)
		}
	}
	c.redraw(c.Points(), !c.hidden() && !c.root)
	c.showLine(c.shown && c.root && !c.hidden())
}

// hidden reports whether the view keeps out of sight, for a picture of
// the board or for another move.
func (c *ILPChart) hidden() bool { return c.yielded || c.away }

// SetShown shows the view (the chart or its line) with the move its run
// left, and hides it with any other, as CostChart.SetShown does.
func (c *ILPChart) SetShown(on bool) {
	c.away = !on
	c.setVisible(!c.hidden() && !c.root && c.Points() >= 2)
	c.showLine(c.shown && c.root && !c.hidden())
}

// Compact reports whether the view is the line of a run at the root
// rather than the chart (for tests).
func (c *ILPChart) Compact() bool { return c.Line.Visible() }

// Shown reports whether the view shows, as the chart or as its line.
func (c *ILPChart) Shown() bool { return c.Image.Visible() || c.Line.Visible() }

// Yield hides the view while on, for a picture of the board that needs
// its room (at 1024×768 the LP picture's tiles would be 12 pixels with
// the chart under the board, 20 without); off, it shows again if it has a
// line to draw.
func (c *ILPChart) Yield(on bool) {
	c.yielded = on
	if on {
		c.setVisible(false)
	} else if c.Points() >= 2 && !c.root && !c.away {
		c.setVisible(true)
	}
	c.showLine(c.shown && c.root && !c.hidden())
}

// showLine shows or hides the line of a run at the root, and has the
// board laid out again when that changes.
func (c *ILPChart) showLine(on bool) { c.show(c.Line, on) }

// atRoot reports whether t is a run at the root: no branch-and-bound
// node, and one or two solves (at most one cut, such as the one that
// asks for a second solution). Its chart would be a flat line at 0.
func atRoot(t *solve.Trace) bool {
	n := len(t.Nodes)
	return n > 0 && t.Nodes[n-1] == 0 && len(t.Cuts) <= 1
}

// rootText is the line of a run at the root: its solves so far, and
// "solved at the root" once it has ended with an integer solution.
func (c *ILPChart) rootText() string {
	t := c.trace
	solves := plural("solve", 1+len(t.Cuts))
	if !c.over {
		return fmt.Sprintf(tr("Branch and bound: 0 nodes so far · %s"), solves)
	}
	if slices.ContainsFunc(t.Incumbent, func(y float64) bool { return !math.IsNaN(y) }) {
		return fmt.Sprintf(tr("Solved at the root: 0 branch-and-bound nodes · %s"), solves)
	}
	return fmt.Sprintf(tr("Branch and bound: 0 nodes · %s"), solves)
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
	// The depth, a thin line on the nodes' axis (a count too).
	depth := segments(tr("depth in the search tree"), chart.Palette[4], false, xs, t.Depth)
	for i := range depth {
		depth[i].Thin = true
	}
	top := chart.Spec{
		Background: bg, Foreground: fg, Font: face, TextPx: px,
		YLabel:   tr("nodes"),
		Series:   append([]chart.Series{{Name: tr("branch-and-bound nodes"), X: xs, Y: t.Nodes}}, depth...),
		Marks:    cuts,
		NoXTicks: true,
		Count:    true,
		// Beside the panels: the depth runs low, where a legend in the
		// panel would be, and a panel has room for two of its lines.
		LegendAside: true,
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
		// The cuts' lines are named here: the nodes' legend has two lines
		// already.
		Marks:       cuts,
		RestartName: tr("solved again after a cut"),
		LegendAside: true,
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
