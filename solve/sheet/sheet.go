// Package sheet prints puzzles on pages: worksheets for a class, with or
// without their solutions, several to a page, as PDF (digits as real text,
// the grid as vectors), SVG or PNG. It lays out solve.Figures, which each
// type draws in its own cell units, so it knows no puzzle type.
//
// PDF is written with fpdf (the library gonum/plot's own PDF back end
// uses, so no new dependency): its core Helvetica needs no embedding and
// keeps every digit and clue a text a PDF reader can find and copy, and its
// square line caps close the grid's corners. SVG and PNG go through
// gonum/plot's vg back ends, already Grille's for the cost charts. Both sit
// behind one small surface, so the layout is written once.
package sheet

import (
	"fmt"
	"image/color"
	"io"
	"math"
	"path/filepath"
	"strings"

	"codeberg.org/go-pdf/fpdf"
	xfont "golang.org/x/image/font"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/font/liberation"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"

	"grille/solve"
)

// Paper is a page size.
type Paper struct {
	Name string
	W, H vg.Length
}

// The papers a teacher's printer takes.
var (
	A4     = Paper{"a4", 210 * vg.Millimeter, 297 * vg.Millimeter}
	Letter = Paper{"letter", 8.5 * vg.Inch, 11 * vg.Inch}
)

// PaperNamed returns the paper called name ("a4", "letter").
func PaperNamed(name string) (Paper, error) {
	for _, p := range []Paper{A4, Letter} {
		if strings.EqualFold(name, p.Name) {
			return p, nil
		}
	}
	return Paper{}, fmt.Errorf("unknown paper %q: a4 or letter", name)
}

// Item is one puzzle on a sheet: its figure and the line under it.
type Item struct {
	Figure  solve.Figure
	Caption string
}

// Options says how to lay the items out.
type Options struct {
	Title   string // at the top of every page ("" for none)
	Paper   Paper  // A4 when zero
	PerPage int    // items per page, 1 to MaxPerPage (1 when 0)
	// Solutions are printed after the puzzles, from a new page, under
	// "Solutions" (nil for none).
	Solutions []Item
}

// MaxPerPage bounds PerPage: beyond 12, a 9×9 grid is under 5 cm.
const MaxPerPage = 12

// Format is an output format, chosen by the file name's extension.
type Format string

// The formats.
const (
	PDF Format = "pdf"
	SVG Format = "svg"
	PNG Format = "png"
)

// FormatOf returns the format a file name's extension asks for.
func FormatOf(name string) (Format, error) {
	switch f := Format(strings.TrimPrefix(strings.ToLower(filepath.Ext(name)), ".")); f {
	case PDF, SVG, PNG:
		return f, nil
	}
	return "", fmt.Errorf("%s: the name must end in .pdf, .svg or .png", name)
}

// page is what one page holds.
type page struct {
	heading string
	items   []Item
	number  int
}

// paginate splits the puzzles, then the solutions, into pages.
func paginate(items []Item, o Options) []page {
	var pages []page
	add := func(heading string, its []Item) {
		for i := 0; i < len(its); i += o.PerPage {
			pages = append(pages, page{heading: heading, items: its[i:min(i+o.PerPage, len(its))]})
		}
	}
	add(o.Title, items)
	if len(o.Solutions) > 0 {
		h := "Solutions"
		if o.Title != "" {
			h = o.Title + ": solutions"
		}
		add(h, o.Solutions)
	}
	for i := range pages {
		pages[i].number = i + 1
	}
	return pages
}

func (o *Options) check() error {
	if o.Paper.W == 0 {
		o.Paper = A4
	}
	if o.PerPage == 0 {
		o.PerPage = 1
	}
	if o.PerPage < 1 || o.PerPage > MaxPerPage {
		return fmt.Errorf("%d puzzles per page: from 1 to %d", o.PerPage, MaxPerPage)
	}
	return nil
}

// Pages is how many pages items make.
func Pages(items []Item, o Options) (int, error) {
	if err := o.check(); err != nil {
		return 0, err
	}
	return len(paginate(items, o)), nil
}

// Write writes every page to w as a PDF.
func Write(w io.Writer, items []Item, o Options) error {
	if err := o.check(); err != nil {
		return err
	}
	if len(items) == 0 {
		return fmt.Errorf("nothing to print")
	}
	pages := paginate(items, o)
	s := newPDF(o.Paper)
	for _, p := range pages {
		s.doc.AddPage()
		drawPage(s, p, len(pages), o)
	}
	return s.doc.Output(w)
}

// WritePage writes page n (1-based) of items to w in format f: SVG and PNG
// hold one page each.
func WritePage(w io.Writer, f Format, n int, items []Item, o Options) error {
	if err := o.check(); err != nil {
		return err
	}
	pages := paginate(items, o)
	if n < 1 || n > len(pages) {
		return fmt.Errorf("page %d of %d", n, len(pages))
	}
	var c vg.CanvasWriterTo
	switch f {
	case SVG:
		c = vgsvg.New(o.Paper.W, o.Paper.H)
	case PNG:
		// 150 dpi: sharp on a projector and on paper, a few hundred kB.
		c = vgimg.PngCanvas{Canvas: vgimg.NewWith(vgimg.UseWH(o.Paper.W, o.Paper.H), vgimg.UseDPI(150),
			vgimg.UseBackgroundColor(color.White))}
	case PDF:
		s := newPDF(o.Paper)
		s.doc.AddPage()
		drawPage(s, pages[n-1], len(pages), o)
		return s.doc.Output(w)
	default:
		return fmt.Errorf("unknown format %q", f)
	}
	drawPage(vgSurface{c}, pages[n-1], len(pages), o)
	_, err := c.WriteTo(w)
	return err
}

// surface is what the layout draws on, in points, with y upwards from the
// bottom of the page as in vg. A text is centred on x, its baseline at y.
type surface interface {
	line(x1, y1, x2, y2, width vg.Length)
	fill(pts []vg.Point, grey uint8)
	circle(x, y, r, width vg.Length, fill uint8)
	text(x, y, size vg.Length, s string, bold bool)
}

const margin = 15 * vg.Millimeter

// drawPage draws one page: the heading, the items in a grid of slots, the
// page number.
func drawPage(sf surface, p page, total int, o Options) {
	W, H := o.Paper.W, o.Paper.H
	top := H - margin
	if p.heading != "" {
		sf.text(W/2, top-14, 16, p.heading, true)
		top -= 16 * 2
	}
	if total > 1 {
		sf.text(W/2, margin/2, 9, fmt.Sprintf("%d / %d", p.number, total), false)
	}
	cols, rows := layout(o.PerPage)
	sw, sh := (W-2*margin)/vg.Length(cols), (top-margin)/vg.Length(rows)
	for i, it := range p.items {
		x := margin + vg.Length(i%cols)*sw
		y := top - vg.Length(i/cols)*sh // the slot's top edge
		drawItem(sf, it, vg.Rectangle{Min: vg.Point{X: x, Y: y - sh}, Max: vg.Point{X: x + sw, Y: y}})
	}
}

// layout is the columns and rows of the slots for n per page, on a
// portrait page: one column up to 3, then 2 or 3 columns.
func layout(n int) (cols, rows int) {
	switch {
	case n <= 3:
		cols = 1
	case n <= 8:
		cols = 2
	default:
		cols = 3
	}
	return cols, (n + cols - 1) / cols
}

// drawItem scales the figure to fill its slot, less a gutter and the
// caption, and centres it.
func drawItem(sf surface, it Item, slot vg.Rectangle) {
	gutter := 6 * vg.Millimeter
	capSize := vg.Length(10)
	box := vg.Rectangle{
		Min: vg.Point{X: slot.Min.X + gutter/2, Y: slot.Min.Y + gutter/2 + capSize*1.8},
		Max: vg.Point{X: slot.Max.X - gutter/2, Y: slot.Max.Y - gutter/2},
	}
	fig := it.Figure
	if fig.W <= 0 || fig.H <= 0 || fig.Draw == nil {
		return
	}
	scale := vg.Length(math.Min(float64(box.Max.X-box.Min.X)/fig.W, float64(box.Max.Y-box.Min.Y)/fig.H))
	w, h := scale*vg.Length(fig.W), scale*vg.Length(fig.H)
	x0 := box.Min.X + (box.Max.X-box.Min.X-w)/2
	y0 := box.Max.Y - (box.Max.Y-box.Min.Y-h)/2 // the figure's top edge
	fig.Draw(&pen{sf: sf, x0: x0, y0: y0, s: scale})
	if it.Caption != "" {
		sf.text((slot.Min.X+slot.Max.X)/2, y0-h-capSize*1.4, capSize, it.Caption, false)
	}
}

// pen draws a figure in its slot: cell units to points, y downwards.
type pen struct {
	sf     surface
	x0, y0 vg.Length // the figure's top-left corner on the page
	s      vg.Length // points per cell
}

func (p *pen) pt(x, y float64) vg.Point {
	return vg.Point{X: p.x0 + vg.Length(x)*p.s, Y: p.y0 - vg.Length(y)*p.s}
}

func grey(shade float64) uint8 {
	return uint8(math.Round(255 * (1 - math.Max(0, math.Min(1, shade)))))
}

func (p *pen) Line(x1, y1, x2, y2, width float64) {
	a, b := p.pt(x1, y1), p.pt(x2, y2)
	p.sf.line(a.X, a.Y, b.X, b.Y, vg.Length(width)*p.s)
}

func (p *pen) Box(x, y, w, h, shade float64) {
	p.sf.fill([]vg.Point{p.pt(x, y), p.pt(x+w, y), p.pt(x+w, y+h), p.pt(x, y+h)}, grey(shade))
}

func (p *pen) Circle(x, y, r, width, fill float64) {
	c := p.pt(x, y)
	p.sf.circle(c.X, c.Y, vg.Length(r)*p.s, vg.Length(width)*p.s, grey(fill))
}

// capHeight is a digit's height over the font size, in Helvetica and
// Liberation Sans alike.
const capHeight = 0.7

func (p *pen) Text(x, y, size float64, s string, bold bool) {
	c := p.pt(x, y)
	h := vg.Length(size) * p.s
	p.sf.text(c.X, c.Y-h/2, h/capHeight, s, bold)
}

// pdfSurface draws with fpdf, in points, y downwards from the top.
type pdfSurface struct {
	doc *fpdf.Fpdf
	h   float64
	tr  func(string) string
}

func newPDF(p Paper) *pdfSurface {
	doc := fpdf.NewCustom(&fpdf.InitType{UnitStr: "pt", Size: fpdf.SizeType{Wd: p.W.Points(), Ht: p.H.Points()}})
	doc.SetMargins(0, 0, 0)
	doc.SetAutoPageBreak(false, 0)
	doc.SetCreator("Grille", true)
	// Square caps close the corners where the heavy grid lines meet.
	doc.SetLineCapStyle("square")
	// The core fonts use cp1252: "×" and "é" must be translated to it.
	return &pdfSurface{doc: doc, h: p.H.Points(), tr: doc.UnicodeTranslatorFromDescriptor("")}
}

func (s *pdfSurface) line(x1, y1, x2, y2, width vg.Length) {
	s.doc.SetDrawColor(0, 0, 0)
	s.doc.SetLineWidth(width.Points())
	s.doc.Line(x1.Points(), s.h-y1.Points(), x2.Points(), s.h-y2.Points())
}

func (s *pdfSurface) fill(pts []vg.Point, g uint8) {
	ps := make([]fpdf.PointType, len(pts))
	for i, p := range pts {
		ps[i] = fpdf.PointType{X: p.X.Points(), Y: s.h - p.Y.Points()}
	}
	s.doc.SetFillColor(int(g), int(g), int(g))
	s.doc.Polygon(ps, "F")
}

func (s *pdfSurface) circle(x, y, r, width vg.Length, fill uint8) {
	s.doc.SetFillColor(int(fill), int(fill), int(fill))
	style := "F"
	if width > 0 {
		s.doc.SetDrawColor(0, 0, 0)
		s.doc.SetLineWidth(width.Points())
		style = "FD"
	}
	s.doc.Circle(x.Points(), s.h-y.Points(), r.Points(), style)
}

func (s *pdfSurface) text(x, y, size vg.Length, str string, bold bool) {
	style := ""
	if bold {
		style = "B"
	}
	s.doc.SetFont("Helvetica", style, size.Points())
	s.doc.SetTextColor(0, 0, 0)
	t := s.tr(str)
	s.doc.Text(x.Points()-s.doc.GetStringWidth(t)/2, s.h-y.Points(), t)
}

// vgSurface draws on a vg canvas (SVG, PNG) with the Liberation fonts
// gonum/plot carries.
type vgSurface struct{ c vg.Canvas }

var fonts = font.NewCache(liberation.Collection())

func (s vgSurface) line(x1, y1, x2, y2, width vg.Length) {
	// vg has no square caps: the line runs half its width past each end
	// instead, so that heavy lines meet at the corners.
	dx, dy := float64(x2-x1), float64(y2-y1)
	if l := math.Hypot(dx, dy); l > 0 {
		ex, ey := vg.Length(dx/l)*width/2, vg.Length(dy/l)*width/2
		x1, y1, x2, y2 = x1-ex, y1-ey, x2+ex, y2+ey
	}
	s.c.SetColor(color.Black)
	s.c.SetLineWidth(width)
	var p vg.Path
	p.Move(vg.Point{X: x1, Y: y1})
	p.Line(vg.Point{X: x2, Y: y2})
	s.c.Stroke(p)
}

func (s vgSurface) fill(pts []vg.Point, g uint8) {
	var p vg.Path
	p.Move(pts[0])
	for _, q := range pts[1:] {
		p.Line(q)
	}
	p.Close()
	s.c.SetColor(color.Gray{Y: g})
	s.c.Fill(p)
}

func (s vgSurface) circle(x, y, r, width vg.Length, fill uint8) {
	var p vg.Path
	p.Move(vg.Point{X: x + r, Y: y})
	p.Arc(vg.Point{X: x, Y: y}, r, 0, 2*math.Pi)
	p.Close()
	s.c.SetColor(color.Gray{Y: fill})
	s.c.Fill(p)
	if width > 0 {
		s.c.SetColor(color.Black)
		s.c.SetLineWidth(width)
		s.c.Stroke(p)
	}
}

func (s vgSurface) text(x, y, size vg.Length, str string, bold bool) {
	f := font.Font{Typeface: "Liberation", Variant: "Sans"}
	if bold {
		f.Weight = xfont.WeightBold
	}
	face := fonts.Lookup(f, size)
	s.c.SetColor(color.Black)
	s.c.FillString(face, vg.Point{X: x - face.Width(str)/2, Y: y}, str)
}
