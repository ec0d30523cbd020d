package ui

import (
	"image"
	"image/color"
	"image/draw"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"grille/solve/chart"
)

// chartView is what the window's charts under the board share (the
// annealing view, the ILP view): a raster drawn at the size it is shown,
// so that its texts are chartTextSize whatever the window's size, redrawn
// at most every chartPeriod while a run goes, its last rendering kept
// while neither the data, the size nor the theme change. It stays hidden
// until it has a line to draw.
type chartView struct {
	Image *canvas.Raster

	drawn   time.Time
	dirty   bool
	version int

	// The last rendering, kept while neither the data nor the size change.
	img          image.Image
	imgW, imgH   int
	imgVersion   int
	imgBg, imgFg color.Color  // the theme's colours it was drawn in
	imgPx        float64      // its text size in pixels (presentation mode's larger)
	lastSpecs    []chart.Spec // its panels, for MinTextPx
	lastRendered int          // points in the last rendering

	// relayout lays out again what holds the chart, once it shows or
	// hides: the board takes back the room (nil: nothing to tell).
	relayout func()
}

// init makes the raster, drawn by render, hidden.
func (v *chartView) init(render func(w, h int) image.Image) {
	v.Image = canvas.NewRaster(render)
	// 170 high: at 800×600 the whole 9×9 board stays in view above it;
	// presentation mode's larger labels need more (present.go).
	v.Image.SetMinSize(chartMinSize())
	onPresent(func() { v.Image.SetMinSize(chartMinSize()) })
	v.Image.Hide()
}

// chartMinSize is the chart's least size: its labels' room.
func chartMinSize() fyne.Size { return fyne.NewSize(360, 170*textScale()) }

// clear forgets the data drawn and hides the chart.
func (v *chartView) clear() {
	v.dirty = false
	v.version++
	v.setVisible(false)
}

// setVisible shows or hides the chart, and has what holds it laid out
// again when that changes.
func (v *chartView) setVisible(on bool) { v.show(v.Image, on) }

// show shows or hides o, the chart or what stands for it, and has what
// holds it laid out again when that changes.
func (v *chartView) show(o fyne.CanvasObject, on bool) {
	if on == o.Visible() {
		return
	}
	if on {
		o.Show()
	} else {
		o.Hide()
	}
	if v.relayout != nil {
		v.relayout()
	}
}

// changed says the data changed; it redraws if chartPeriod has passed
// since the last drawing (flush is the chart's Flush).
func (v *chartView) changed(flush func()) {
	v.dirty = true
	v.version++
	if time.Since(v.drawn) >= chartPeriod {
		flush()
	}
}

// redraw draws again now if anything changed and there are points enough
// for a line (one sample is no curve: a run that ends at once shows no
// chart rather than empty axes); show says whether it may show.
func (v *chartView) redraw(points int, show bool) {
	if !v.dirty || points < 2 {
		return
	}
	if show {
		v.setVisible(true)
	}
	v.Image.Refresh()
	v.drawn, v.dirty = time.Now(), false
}

// MinTextPx is the size in pixels of the smallest text of the last
// rendering, and the points it drew (for tests). It lays the panels out
// again, so that a rendering does not pay for what only a test reads.
func (v *chartView) MinTextPx() (float64, int) {
	least := 0.0
	for i, s := range v.lastSpecs {
		if px, err := chart.MinTextPx(s); err == nil && (i == 0 || px < least) {
			least = px
		}
	}
	return least, v.lastRendered
}

// look is the theme's background and text colours and its sans face,
// which the charts are drawn in (NotoSans in Fyne's own theme), and the
// rendering kept if it is still good for w×h pixels in them.
func (v *chartView) look(w, h int) (bg, fg color.Color, face []byte, kept image.Image) {
	if a := fyne.CurrentApp(); a != nil {
		th, variant := a.Settings().Theme(), a.Settings().ThemeVariant()
		bg, fg = th.Color(theme.ColorNameBackground, variant), th.Color(theme.ColorNameForeground, variant)
		if r := th.Font(fyne.TextStyle{}); r != nil {
			face = r.Content()
		}
	}
	if v.img != nil && v.imgW == w && v.imgH == h && v.imgVersion == v.version && v.imgBg == bg && v.imgFg == fg && v.imgPx == v.textPx(w) {
		kept = v.img
	}
	return bg, fg, face, kept
}

// textPx is chartTextSize in pixels of a rendering w pixels wide, larger
// in presentation mode.
func (v *chartView) textPx(w int) float64 {
	scale := 1.0
	if sz := v.Image.Size(); sz.Width > 0 {
		scale = float64(w) / float64(sz.Width)
	}
	return chartTextSize * scale * float64(textScale())
}

// stack renders the panels at w×h pixels and keeps the rendering (points:
// the samples it draws); nil when the chart cannot be drawn.
func (v *chartView) stack(w, h, points int, bg, fg color.Color, panels ...chart.Spec) image.Image {
	pad := chartRightPad(w, v.textPx(w))
	img, err := chart.Stack(w-pad, h, panels...)
	if err != nil {
		return nil
	}
	if pad > 0 {
		img = padRight(img, w, h, bg)
	}
	v.lastSpecs, v.lastRendered = panels, points
	v.img, v.imgW, v.imgH, v.imgVersion, v.imgBg, v.imgFg, v.imgPx = img, w, h, v.version, bg, fg, v.textPx(w)
	return img
}

// blankImage is what a chart draws when it has nothing to draw.
func blankImage() image.Image { return image.NewNRGBA(image.Rect(0, 0, 1, 1)) }

// chartRightPad is the blank margin kept right of a chart w pixels wide
// with texts px high: in presentation mode, one text height, as the
// legend's line samples and the last tick's label reach the plot's right
// edge, which the split's divider hid (the last label half cut); none
// otherwise, nor when the chart is too narrow to spare it.
func chartRightPad(w int, px float64) int {
	if !presentOn || w < 8*int(px) {
		return 0
	}
	return int(px)
}

// padRight is img drawn at the left of a w×h image of colour bg.
func padRight(img image.Image, w, h int, bg color.Color) image.Image {
	out := image.NewNRGBA(image.Rect(0, 0, w, h))
	if bg != nil {
		draw.Draw(out, out.Bounds(), image.NewUniform(bg), image.Point{}, draw.Src)
	}
	draw.Draw(out, img.Bounds().Sub(img.Bounds().Min), img, img.Bounds().Min, draw.Src)
	return out
}
