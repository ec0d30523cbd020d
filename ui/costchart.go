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

// chartPeriod bounds how often the cost chart is redrawn: drawing a plot
// takes milliseconds, and a few frames a second read well.
const chartPeriod = 250 * time.Millisecond

// maxChartPoints bounds the samples kept; beyond it every other one goes.
const maxChartPoints = 4000

// CostChart plots an annealing run: current and best cost against
// temperature steps, with a dashed line at each restart. It stays hidden
// for methods that report no temperature.
type CostChart struct {
	Image *canvas.Image

	steps, cost, best []float64
	restarts          []float64
	trial             int
	drawn             time.Time
	dirty             bool
}

// NewCostChart returns a hidden, empty chart.
func NewCostChart() *CostChart {
	img := canvas.NewImageFromImage(image.NewRGBA(image.Rect(0, 0, 1, 1)))
	img.FillMode = canvas.ImageFillContain
	// 170 high: at 800×600 the whole 9×9 board stays in view above it.
	img.SetMinSize(fyne.NewSize(360, 170))
	img.Hide()
	return &CostChart{Image: img}
}

// Reset forgets the previous run.
func (c *CostChart) Reset() {
	c.steps, c.cost, c.best, c.restarts = nil, nil, nil, nil
	c.trial, c.dirty = 0, false
	c.Image.Hide()
}

// Add records progress samples; it redraws at most every chartPeriod.
func (c *CostChart) Add(samples []solve.Stats) {
	for _, st := range samples {
		if st.Temperature <= 0 && st.Trials == 0 {
			continue // not an annealing method
		}
		x := float64(st.Iterations)
		if n := len(c.steps); n > 0 && x < c.steps[n-1] {
			continue // out of order or duplicate final sample
		}
		if c.trial != 0 && st.Trials != c.trial {
			c.restarts = append(c.restarts, x)
		}
		c.trial = st.Trials
		c.steps = append(c.steps, x)
		c.cost = append(c.cost, st.Energy)
		c.best = append(c.best, st.BestEnergy)
		c.dirty = true
	}
	if len(c.steps) > maxChartPoints {
		c.steps, c.cost, c.best = halve(c.steps), halve(c.cost), halve(c.best)
	}
	if c.dirty && time.Since(c.drawn) >= chartPeriod {
		c.Flush()
	}
}

func halve(xs []float64) []float64 {
	out := xs[:0]
	for i := 0; i < len(xs); i += 2 {
		out = append(out, xs[i])
	}
	return out
}

// Points is the number of samples plotted (for tests).
func (c *CostChart) Points() int { return len(c.steps) }

// Last is the latest cost plotted and its best (for tests).
func (c *CostChart) Last() (cost, best float64) {
	if n := len(c.cost); n > 0 {
		return c.cost[n-1], c.best[n-1]
	}
	return 0, 0
}

// Restarts is the number of restarts marked (for tests).
func (c *CostChart) Restarts() int { return len(c.restarts) }

// Flush redraws now if anything changed.
func (c *CostChart) Flush() {
	// One sample is no curve: a fast run shows no chart rather than empty axes.
	if !c.dirty || len(c.steps) < 2 {
		return
	}
	var bg, fg color.Color
	if a := fyne.CurrentApp(); a != nil {
		th, v := a.Settings().Theme(), a.Settings().ThemeVariant()
		bg, fg = th.Color(theme.ColorNameBackground, v), th.Color(theme.ColorNameForeground, v)
	}
	img, err := chart.Image(chart.Spec{
		Background: bg, Foreground: fg,
		XLabel: "iterations", YLabel: tr("cost (energy)"),
		Series: []chart.Series{
			{Name: "current", X: c.steps, Y: c.cost},
			{Name: "best", X: c.steps, Y: c.best, Dash: true},
		},
		Marks:       c.restarts,
		LegendRight: true, // the cost falls from the top left
	}, 640, 240)
	if err != nil {
		return
	}
	c.Image.Image = img
	c.Image.Show()
	c.Image.Refresh()
	c.drawn, c.dirty = time.Now(), false
}
