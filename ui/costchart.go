package ui

import (
	"image"
	"time"

	"grille/solve"
	"grille/solve/chart"
)

// chartPeriod bounds how often the annealing view is redrawn: drawing a
// plot takes milliseconds, and a few frames a second read well.
const chartPeriod = 250 * time.Millisecond

// chartTextSize is the size of the chart's texts in Fyne units (pixels at
// scale 1), tick labels included: read from the back of a classroom on a
// 1024×768 projector.
const chartTextSize = 13

// CostChart is the annealing view: the current and best energy above, the
// temperature (log scale) below, on one axis of temperature steps (moves
// for a method whose temperature falls at every move), with a dashed line
// at each restart and a dotted one at each reheat. Its data is the curve
// the method samples itself (solve.Curve, the Detail of its Progress
// events), so that one seed always draws one curve. It stays hidden for
// methods that send no curve.
type CostChart struct {
	// chartView's Image draws the chart at the size it is shown, so that
	// its texts are chartTextSize whatever the window's size.
	chartView
	curve *solve.Curve
}

// NewCostChart returns a hidden, empty chart.
func NewCostChart() *CostChart {
	c := &CostChart{}
	c.init(c.render)
	return c
}

// Reset forgets the previous run.
func (c *CostChart) Reset() {
	c.curve = nil
	c.clear()
}

// SetShown shows the curve drawn (Undo and Redo to the move of its run)
// or hides it (any other move); it keeps it either way.
func (c *CostChart) SetShown(on bool) { c.setVisible(on && c.Points() >= 2) }

// SetCurve shows the run's curve so far (a copy the method sent); it
// redraws at most every chartPeriod.
func (c *CostChart) SetCurve(cv *solve.Curve) {
	c.curve = cv
	c.changed(c.Flush)
}

// Points is the number of samples plotted (for tests).
func (c *CostChart) Points() int {
	if c.curve == nil {
		return 0
	}
	return len(c.curve.X)
}

// Curve is the curve shown (for tests), or nil.
func (c *CostChart) Curve() *solve.Curve { return c.curve }

// Last is the latest cost plotted and its best (for tests).
func (c *CostChart) Last() (cost, best float64) {
	if n := c.Points(); n > 0 {
		return c.curve.Energy[n-1], c.curve.Best[n-1]
	}
	return 0, 0
}

// Restarts is the number of restarts and reheats marked (for tests).
func (c *CostChart) Restarts() int {
	if c.curve == nil {
		return 0
	}
	return len(c.curve.Restarts) + len(c.curve.Reheats)
}

// Flush redraws now if anything changed.
func (c *CostChart) Flush() { c.redraw(c.Points(), true) }

// render draws the chart at w×h pixels; the painter calls it when the
// chart is refreshed or resized.
func (c *CostChart) render(w, h int) image.Image {
	bg, fg, face, kept := c.look(w, h)
	if kept != nil {
		return kept
	}
	cv := c.curve
	if cv == nil || len(cv.X) < 2 || w < 2 || h < 2 {
		return blankImage()
	}
	xLabel := tr("temperature steps")
	if cv.PerMove {
		xLabel = tr("moves")
	}
	px := c.textPx(w)
	top := chart.Spec{
		Background: bg, Foreground: fg, Font: face, TextPx: px,
		YLabel: tr("cost"),
		Series: []chart.Series{
			{Name: tr("current"), X: cv.X, Y: cv.Energy},
			{Name: tr("best"), X: cv.X, Y: cv.Best, Dash: true},
		},
		Marks: cv.Restarts, Reheats: cv.Reheats,
		RestartName: tr("new trial"), ReheatName: tr("reheat"),
		LegendRight: true, // the cost falls from the top left
		NoXTicks:    true,
	}
	bottom := chart.Spec{
		Background: bg, Foreground: fg, Font: face, TextPx: px,
		// The rotated y labels must fit a panel's height: short ones,
		// with the words in the legends, which read across.
		XLabel: xLabel, YLabel: "T",
		Series: []chart.Series{{Name: tr("temperature (log scale)"), X: cv.X, Y: cv.Temp, Color: chart.Palette[2]}},
		Marks:  cv.Restarts, Reheats: cv.Reheats,
		LogY:        true,
		LegendRight: true,
	}
	if img := c.stack(w, h, len(cv.X), bg, fg, top, bottom); img != nil {
		return img
	}
	return blankImage()
}
