package ui

import (
	"image"
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

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
	// Image draws the chart at the size it is shown, so that its texts
	// are chartTextSize whatever the window's size.
	Image *canvas.Raster

	curve   *solve.Curve
	drawn   time.Time
	dirty   bool
	version int

	// The last rendering, kept while neither the data nor the size change.
	img          image.Image
	imgW, imgH   int
	imgVersion   int
	imgBg, imgFg color.Color  // the theme's colours it was drawn in
	lastSpecs    []chart.Spec // its panels, for MinTextPx
	lastRendered int          // points in the last rendering

	// relayout lays out again what holds the chart, once it shows or
	// hides: the board takes back the room (nil: nothing to tell).
	relayout func()
}

// NewCostChart returns a hidden, empty chart.
func NewCostChart() *CostChart {
	c := &CostChart{}
	c.Image = canvas.NewRaster(c.render)
	// 170 high: at 800×600 the whole 9×9 board stays in view above it.
	c.Image.SetMinSize(fyne.NewSize(360, 170))
	c.Image.Hide()
	return c
}

// Reset forgets the previous run.
func (c *CostChart) Reset() {
	c.curve, c.dirty = nil, false
	c.version++
	c.setVisible(false)
}

// SetShown shows the curve drawn (Undo and Redo to the move of its run)
// or hides it (any other move); it keeps it either way.
func (c *CostChart) SetShown(on bool) { c.setVisible(on && c.Points() >= 2) }

func (c *CostChart) setVisible(on bool) {
	if on == c.Image.Visible() {
		return
	}
	if on {
		c.Image.Show()
	} else {
		c.Image.Hide()
	}
	if c.relayout != nil {
		c.relayout()
	}
}

// SetCurve shows the run's curve so far (a copy the method sent); it
// redraws at most every chartPeriod.
func (c *CostChart) SetCurve(cv *solve.Curve) {
	c.curve, c.dirty = cv, true
	c.version++
	if time.Since(c.drawn) >= chartPeriod {
		c.Flush()
	}
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

// MinTextPx is the size in pixels of the smallest text of the last
// rendering, and the points it drew (for tests). It lays the panels out
// again, so that a rendering does not pay for what only a test reads.
func (c *CostChart) MinTextPx() (float64, int) {
	least := 0.0
	for i, s := range c.lastSpecs {
		if px, err := chart.MinTextPx(s); err == nil && (i == 0 || px < least) {
			least = px
		}
	}
	return least, c.lastRendered
}

// Flush redraws now if anything changed.
func (c *CostChart) Flush() {
	// One sample is no curve: a run that ends at once shows no chart
	// rather than empty axes.
	if !c.dirty || c.Points() < 2 {
		return
	}
	c.setVisible(true)
	c.Image.Refresh()
	c.drawn, c.dirty = time.Now(), false
}

// render draws the chart at w×h pixels; the painter calls it when the
// chart is refreshed or resized.
func (c *CostChart) render(w, h int) image.Image {
	var bg, fg color.Color
	var th fyne.Theme
	if a := fyne.CurrentApp(); a != nil {
		var v fyne.ThemeVariant
		th, v = a.Settings().Theme(), a.Settings().ThemeVariant()
		bg, fg = th.Color(theme.ColorNameBackground, v), th.Color(theme.ColorNameForeground, v)
	}
	if c.img != nil && c.imgW == w && c.imgH == h && c.imgVersion == c.version && c.imgBg == bg && c.imgFg == fg {
		return c.img
	}
	blank := image.NewNRGBA(image.Rect(0, 0, 1, 1))
	cv := c.curve
	if cv == nil || len(cv.X) < 2 || w < 2 || h < 2 {
		return blank
	}
	scale := 1.0
	if sz := c.Image.Size(); sz.Width > 0 {
		scale = float64(w) / float64(sz.Width)
	}
	var face []byte // the theme's sans face, NotoSans in Fyne's own theme
	if th != nil {
		if r := th.Font(fyne.TextStyle{}); r != nil {
			face = r.Content()
		}
	}
	xLabel := tr("temperature steps")
	if cv.PerMove {
		xLabel = tr("moves")
	}
	px := chartTextSize * scale
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
	img, err := chart.Stack(w, h, top, bottom)
	if err != nil {
		return blank
	}
	c.lastSpecs, c.lastRendered = []chart.Spec{top, bottom}, len(cv.X)
	c.img, c.imgW, c.imgH, c.imgVersion, c.imgBg, c.imgFg = img, w, h, c.version, bg, fg
	return img
}
