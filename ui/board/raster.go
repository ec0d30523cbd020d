package board

import (
	"image"
	"image/color"
	"math"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// A drawn board (Hashi, Shikaku) of more than rasterOver canvas objects
// shows as one image that it paints itself from those objects, the same
// rectangles, lines, circles and texts, rather than as the objects: a
// 200×200 Hashi board is ~160,000 objects, which every frame painted one
// by one (seconds a frame under software GL, 0.7 GB), while an image costs
// a frame one texture. The image is painted off the window's goroutine, one
// at a time, and a change while one is painted (or within the pause after
// it) is drawn once when it ends: the board shows a solve's progress as
// fast as painting allows, and the window answers its clicks meanwhile.
var rasterOver = 4000

// rasterGap is the least pause between two paints of a board's image; a
// paint that took longer makes it longer (twice the paint), so that a
// board changing all the time leaves the window some of its time.
var rasterGap = 100 * time.Millisecond

// maxRasterSide bounds the image's side in pixels: a larger part of a
// board (the whole board, when it is on no canvas, shownPart) is painted at
// this size and stretched, which keeps its image under 70 MB.
const maxRasterSide = 4096

// rasterView is a board shown as one image.
type rasterView struct {
	img   *canvas.Image
	busy  bool // a paint, or the pause after it, is under way (window goroutine only)
	dirty bool // the board changed during it
	again func()
	// spare is the image shown before the one showing, painted over by
	// the next paint: one buffer fewer for the collector to free each
	// time (up to 11 MB in a 1400×900 window). The window no longer
	// reads it once another shows (the texture is made from the image
	// showing), and the next paint gets it from the window's goroutine.
	spare *image.RGBA
	// at and size are the part of the board the image shows, in the
	// board's coordinates: the part in the window, and some round it
	// (shownPart).
	at   fyne.Position
	size fyne.Size
}

// shownMargin is how much of the board round the window's part of it the
// image shows too, as a share of the window's size each side: scrolling
// that far shows it at once, before the image is painted again.
const shownMargin = 0.25

// shownPart is the part of w, of the given size, that is in its window,
// and margin times the window's size round it, in w's coordinates, whole
// pixels at the canvas' scale; all of w when it is on no canvas.
func shownPart(w fyne.CanvasObject, size fyne.Size, scale, margin float32) (fyne.Position, fyne.Size) {
	d := fyne.CurrentApp().Driver()
	cv := d.CanvasForObject(w)
	if cv == nil {
		return fyne.Position{}, size
	}
	abs, cs := d.AbsolutePositionForObject(w), cv.Size()
	px := func(v float32) float32 { return float32(math.Floor(float64(v*scale))) / scale }
	x0, y0 := px(max(0, -abs.X-margin*cs.Width)), px(max(0, -abs.Y-margin*cs.Height))
	x1, y1 := min(size.Width, cs.Width*(1+margin)-abs.X), min(size.Height, cs.Height*(1+margin)-abs.Y)
	if x1 <= x0 || y1 <= y0 {
		return fyne.Position{}, fyne.Size{}
	}
	return fyne.NewPos(x0, y0), fyne.NewSize(x1-x0, y1-y0)
}

// covers says whether the image shows all of the box at at of the given
// size.
func (v *rasterView) covers(at fyne.Position, size fyne.Size) bool {
	return at.X >= v.at.X && at.Y >= v.at.Y &&
		at.X+size.Width <= v.at.X+v.size.Width && at.Y+size.Height <= v.at.Y+v.size.Height
}

// rasterGo runs a paint off the window's goroutine (a variable: the tests
// paint in their own goroutine, as their driver runs fyne.Do's functions
// there).
var rasterGo = func(paint func()) { go paint() }

func newRasterView(again func()) *rasterView {
	img := canvas.NewImageFromImage(nil)
	img.FillMode = canvas.ImageFillStretch
	return &rasterView{img: img, again: again}
}

// paint paints the part of objs in the box at at of the given size (in
// widget coordinates), on a canvas of the given scale, into the image, off
// the window's goroutine, then waits the gap and draws the board again if
// it changed meanwhile. It is called on the window's goroutine, when no
// paint is under way.
func (v *rasterView) paint(objs []fyne.CanvasObject, at fyne.Position, size fyne.Size, scale float32) {
	v.busy, v.dirty = true, false
	fonts := currentFonts()
	spare := v.spare
	v.spare = nil
	rasterGo(func() {
		start := time.Now()
		img := paintObjects(spare, objs, at, size, scale, fonts)
		gap := rasterGap
		if gap > 0 {
			gap = max(gap, 2*time.Since(start))
		}
		fyne.Do(func() {
			if old, ok := v.img.Image.(*image.RGBA); ok && old != img {
				v.spare = old
			}
			v.img.Image = img
			v.img.Move(at)
			v.img.Resize(size)
			v.at, v.size = at, size
			canvas.Refresh(v.img)
		})
		end := func() {
			fyne.Do(func() {
				v.busy = false
				if v.dirty {
					v.again()
				}
			})
		}
		if gap <= 0 {
			end()
		} else {
			time.AfterFunc(gap, end)
		}
	})
}

// scaleOf is the scale of the canvas w is on, 1 when it is on none.
func scaleOf(w fyne.CanvasObject) float32 {
	if cv := fyne.CurrentApp().Driver().CanvasForObject(w); cv != nil && cv.Scale() > 0 {
		return cv.Scale()
	}
	return 1
}

// rasterFonts are the theme's regular and bold fonts, parsed once.
type rasterFonts struct {
	regular, bold *opentype.Font
}

var fontCache struct {
	sync.Mutex
	parsed map[string]*opentype.Font
}

// currentFonts are the current theme's fonts (called on the window's
// goroutine).
func currentFonts() rasterFonts {
	th := fyne.CurrentApp().Settings().Theme()
	return rasterFonts{
		regular: parsedFont(th.Font(fyne.TextStyle{})),
		bold:    parsedFont(th.Font(fyne.TextStyle{Bold: true})),
	}
}

func parsedFont(res fyne.Resource) *opentype.Font {
	if res == nil {
		return nil
	}
	fontCache.Lock()
	defer fontCache.Unlock()
	if f, ok := fontCache.parsed[res.Name()]; ok {
		return f
	}
	f, err := opentype.Parse(res.Content())
	if err != nil {
		f = nil // the texts are left out
	}
	if fontCache.parsed == nil {
		fontCache.parsed = map[string]*opentype.Font{}
	}
	fontCache.parsed[res.Name()] = f
	return f
}

// paintObjects paints objs, in widget coordinates, the part of them in the
// box at at of the given size, on an image of that size in pixels (at most
// maxRasterSide a side), transparent where they leave it uncovered: on buf,
// cleared, when it has that size, or on a new one.
func paintObjects(buf *image.RGBA, objs []fyne.CanvasObject, at fyne.Position, size fyne.Size, scale float32, fonts rasterFonts) *image.RGBA {
	w, h := float64(size.Width*scale), float64(size.Height*scale)
	if side := max(w, h); side > maxRasterSide {
		k := maxRasterSide / side
		w, h, scale = w*k, h*k, scale*float32(k)
	}
	r := image.Rect(0, 0, max(1, int(math.Ceil(w))), max(1, int(math.Ceil(h))))
	if buf != nil && buf.Rect == r {
		clear(buf.Pix)
	} else {
		buf = image.NewRGBA(r)
	}
	p := &rasterPainter{
		img:   buf,
		ox:    at.X,
		oy:    at.Y,
		scale: float64(scale),
		fonts: fonts,
		texts: map[textKey]*textMask{},
	}
	for _, o := range objs {
		if o.Visible() {
			p.object(o)
		}
	}
	return p.img
}

type rasterPainter struct {
	img    *image.RGBA
	ox, oy float32 // the image's top left corner, in widget coordinates
	scale  float64
	fonts  rasterFonts
	faces  map[faceKey]font.Face
	texts  map[textKey]*textMask
}

func (p *rasterPainter) object(o fyne.CanvasObject) {
	s := p.scale
	pos, size := o.Position().SubtractXY(p.ox, p.oy), o.Size()
	x0, y0 := float64(pos.X)*s, float64(pos.Y)*s
	x1, y1 := x0+float64(size.Width)*s, y0+float64(size.Height)*s
	switch o := o.(type) {
	case *canvas.Rectangle:
		p.fillRect(x0, y0, x1, y1, o.FillColor)
		if sw := float64(o.StrokeWidth) * s; sw > 0 && o.StrokeColor != nil {
			d := sw / 2
			p.fillRect(x0-d, y0-d, x1+d, y0+d, o.StrokeColor)
			p.fillRect(x0-d, y1-d, x1+d, y1+d, o.StrokeColor)
			p.fillRect(x0-d, y0+d, x0+d, y1-d, o.StrokeColor)
			p.fillRect(x1-d, y0+d, x1+d, y1-d, o.StrokeColor)
		}
	case *canvas.Line:
		sw := max(float64(o.StrokeWidth)*s, 1)
		a, b := o.Position1.SubtractXY(p.ox, p.oy), o.Position2.SubtractXY(p.ox, p.oy)
		p.line(float64(a.X)*s, float64(a.Y)*s, float64(b.X)*s, float64(b.Y)*s, sw, o.StrokeColor)
	case *canvas.Circle:
		p.circle((x0+x1)/2, (y0+y1)/2, min(x1-x0, y1-y0)/2, float64(o.StrokeWidth)*s, o.FillColor, o.StrokeColor)
	case *canvas.Text:
		p.text(o, x0, y0, x1)
	}
}

// blend lays colour c over pixel (x, y) with coverage a (0 to 1).
func (p *rasterPainter) blend(x, y int, c color.Color, a float64) {
	if a <= 0 || !(image.Point{x, y}.In(p.img.Rect)) {
		return
	}
	r, g, b, ca := c.RGBA() // premultiplied, 16 bits
	k := min(a, 1)
	sa := float64(ca) * k / 0xffff
	if sa <= 0 {
		return
	}
	i := p.img.PixOffset(x, y)
	px := p.img.Pix[i : i+4 : i+4]
	px[0] = uint8(float64(r)*k/257 + float64(px[0])*(1-sa) + 0.5)
	px[1] = uint8(float64(g)*k/257 + float64(px[1])*(1-sa) + 0.5)
	px[2] = uint8(float64(b)*k/257 + float64(px[2])*(1-sa) + 0.5)
	px[3] = uint8(float64(ca)*k/257 + float64(px[3])*(1-sa) + 0.5)
}

// invisible says whether c paints nothing: none, or fully transparent.
func invisible(c color.Color) bool {
	if c == nil {
		return true
	}
	_, _, _, a := c.RGBA()
	return a == 0
}

// fillRect fills the box from (x0, y0) to (x1, y1), with partial coverage
// at its edges.
func (p *rasterPainter) fillRect(x0, y0, x1, y1 float64, c color.Color) {
	if invisible(c) || x1 <= x0 || y1 <= y0 {
		return
	}
	b := p.img.Rect
	for y := max(int(math.Floor(y0)), b.Min.Y); y < min(int(math.Ceil(y1)), b.Max.Y); y++ {
		cy := min(float64(y+1), y1) - max(float64(y), y0)
		for x := max(int(math.Floor(x0)), b.Min.X); x < min(int(math.Ceil(x1)), b.Max.X); x++ {
			cx := min(float64(x+1), x1) - max(float64(x), x0)
			p.blend(x, y, c, cx*cy)
		}
	}
}

// line strokes the segment from (ax, ay) to (bx, by), w wide, with square
// ends.
func (p *rasterPainter) line(ax, ay, bx, by, w float64, c color.Color) {
	if invisible(c) {
		return
	}
	if ax == bx || ay == by { // across or down the board: a box
		if ay == by {
			p.fillRect(min(ax, bx), ay-w/2, max(ax, bx), ay+w/2, c)
		} else {
			p.fillRect(ax-w/2, min(ay, by), ax+w/2, max(ay, by), c)
		}
		return
	}
	dx, dy := bx-ax, by-ay
	l := math.Hypot(dx, dy)
	ux, uy := dx/l, dy/l
	b := p.img.Rect
	for y := max(int(math.Floor(min(ay, by)-w)), b.Min.Y); y < min(int(math.Ceil(max(ay, by)+w)), b.Max.Y); y++ {
		for x := max(int(math.Floor(min(ax, bx)-w)), b.Min.X); x < min(int(math.Ceil(max(ax, bx)+w)), b.Max.X); x++ {
			px, py := float64(x)+0.5-ax, float64(y)+0.5-ay
			along := px*ux + py*uy
			across := math.Abs(-px*uy + py*ux)
			cov := min(1, max(0, w/2+0.5-across)) * min(1, max(0, along+0.5), max(0, l-along+0.5))
			p.blend(x, y, c, cov)
		}
	}
}

// circle paints a disc of radius r round (cx, cy) in fill, and a ring of
// width sw on its edge in stroke.
func (p *rasterPainter) circle(cx, cy, r, sw float64, fill, stroke color.Color) {
	hasFill, hasRing := !invisible(fill), sw > 0 && !invisible(stroke)
	if !hasFill && !hasRing {
		return
	}
	out := r + sw/2 + 1
	b := p.img.Rect
	for y := max(int(math.Floor(cy-out)), b.Min.Y); y < min(int(math.Ceil(cy+out)), b.Max.Y); y++ {
		for x := max(int(math.Floor(cx-out)), b.Min.X); x < min(int(math.Ceil(cx+out)), b.Max.X); x++ {
			d := math.Hypot(float64(x)+0.5-cx, float64(y)+0.5-cy)
			if hasFill {
				p.blend(x, y, fill, r+0.5-d)
			}
			if hasRing {
				p.blend(x, y, stroke, min(1, max(0, sw/2+0.5-math.Abs(d-r))))
			}
		}
	}
}

type faceKey struct {
	bold bool
	size int // in 1/64 pixel
}

type textKey struct {
	faceKey
	s string
}

// textMask is a text's coverage, with its baseline's start at dot within
// it and its advance.
type textMask struct {
	mask    *image.Alpha
	dot     image.Point
	advance float64
	ascent  float64
	descent float64
}

// text paints t, centred across its box from x0 to x1 when it is
// centred (left-aligned otherwise), its line's top at y0.
func (p *rasterPainter) text(t *canvas.Text, x0, y0, x1 float64) {
	if t.Text == "" || invisible(t.Color) {
		return
	}
	m := p.textMask(t.Text, t.TextStyle.Bold, float64(t.TextSize)*p.scale)
	if m == nil {
		return
	}
	x := x0
	switch t.Alignment {
	case fyne.TextAlignCenter:
		x = (x0 + x1 - m.advance) / 2
	case fyne.TextAlignTrailing:
		x = x1 - m.advance
	}
	// The box is as high as Fyne's line (centreText makes it so): the
	// font's ascent and descent centred in it.
	line := float64(t.Size().Height) * p.scale
	top := y0 + (line-m.ascent-m.descent)/2
	ox, oy := int(math.Round(x))-m.dot.X, int(math.Round(top+m.ascent))-m.dot.Y
	b := m.mask.Rect
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for xx := b.Min.X; xx < b.Max.X; xx++ {
			if a := m.mask.AlphaAt(xx, y).A; a > 0 {
				p.blend(ox+xx, oy+y, t.Color, float64(a)/255)
			}
		}
	}
}

func (p *rasterPainter) textMask(s string, bold bool, px float64) *textMask {
	fk := faceKey{bold: bold, size: int(math.Round(px * 64))}
	key := textKey{fk, s}
	if m, ok := p.texts[key]; ok {
		return m
	}
	face := p.face(fk)
	if face == nil {
		p.texts[key] = nil
		return nil
	}
	d := font.Drawer{Face: face}
	bounds, adv := d.BoundString(s)
	r := image.Rect(bounds.Min.X.Floor(), bounds.Min.Y.Floor(), bounds.Max.X.Ceil(), bounds.Max.Y.Ceil())
	mask := image.NewAlpha(image.Rect(0, 0, r.Dx()+1, r.Dy()+1))
	d.Dst, d.Src = mask, image.Opaque
	d.Dot = fixed.Point26_6{X: fixed.I(-r.Min.X), Y: fixed.I(-r.Min.Y)}
	d.DrawString(s)
	met := face.Metrics()
	m := &textMask{
		mask: mask, dot: image.Pt(-r.Min.X, -r.Min.Y), advance: float64(adv) / 64,
		ascent: float64(met.Ascent) / 64, descent: float64(met.Descent) / 64,
	}
	p.texts[key] = m
	return m
}

func (p *rasterPainter) face(k faceKey) font.Face {
	if f, ok := p.faces[k]; ok {
		return f
	}
	if p.faces == nil {
		p.faces = map[faceKey]font.Face{}
	}
	f := p.fonts.regular
	if k.bold {
		f = p.fonts.bold
	}
	var face font.Face
	if f != nil && k.size > 0 {
		if fc, err := opentype.NewFace(f, &opentype.FaceOptions{Size: float64(k.size) / 64, DPI: 72, Hinting: font.HintingNone}); err == nil {
			face = fc
		}
	}
	p.faces[k] = face
	return face
}
