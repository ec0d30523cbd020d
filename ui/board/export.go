package board

import (
	"bufio"
	"fmt"
	"image"
	"image/color"
	"io"
	"math"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
)

// A board for a slide or a handout (File › Export board, `grille explain
// --frames`): the objects a board draws, the rectangles, lines, circles
// and texts of the window, drawn by a copy of it (no selection, no focus)
// showing the same state in a box just round its grid, then painted as a
// PNG by the raster painter (raster.go) or written as SVG shapes and text.

// Drawing is what a board draws for a slide: its objects and the size of
// the box they fill.
type Drawing struct {
	Objects []fyne.CanvasObject
	Size    fyne.Size
}

// Exporter is a board that can be drawn for a slide with cells of side cs.
type Exporter interface {
	Drawing(cs float32) Drawing
}

// boxFor is the box round a rows×cols grid with cells of side cs: the grid
// and the margin of 2 every board keeps.
func boxFor(rows, cols int, cs float32) fyne.Size {
	return fyne.NewSize(float32(cols)*cs+4, float32(rows)*cs+4)
}

// GridSize is the board's grid: its rows and columns.
func (g *gridBoard[S]) GridSize() (rows, cols int) { return g.rows, g.cols }

// ShownCell is the side of the board's cells as it is shown (its cells when
// it last fitted its widget, or as zoomed), at least 8.
func (g *gridBoard[S]) ShownCell() float32 {
	return max(8, geomFor(g.Size(), g.rows, g.cols).cs)
}

// Drawing is the Sudoku board as a copy of it draws st with cells of side
// cs, without the selection.
func (b *Sudoku) Drawing(cs float32) Drawing {
	c := &Sudoku{conflict: b.state.Grid.Conflicts()}
	c.extend(c, b.state)
	c.selR = -1
	size := boxFor(c.rows, c.cols, cs)
	r := c.CreateRenderer()
	r.Layout(size)
	return Drawing{Objects: r.Objects(), Size: size}
}

// Drawing is the Shikaku board as it draws its state with cells of side cs,
// without the selection or a drag under way.
func (b *Shikaku) Drawing(cs float32) Drawing {
	c := &Shikaku{}
	c.extend(c, b.state)
	size := boxFor(c.rows, c.cols, cs)
	return Drawing{Objects: c.drawIn(geomFor(size, c.rows, c.cols), false), Size: size}
}

// Drawing is the Hashi board as it draws its state with cells of side cs,
// without the selection.
func (b *Hashi) Drawing(cs float32) Drawing {
	c := &Hashi{}
	c.extend(c, b.state)
	size := boxFor(c.rows, c.cols, cs)
	return Drawing{Objects: c.drawIn(geomFor(size, c.rows, c.cols), false), Size: size}
}

// PNG paints d at scale pixels a point, on the paper's colour of the
// current theme round the grid, with the current theme's fonts (on the
// window's goroutine: it reads the theme).
func (d Drawing) PNG(scale float32) *image.RGBA {
	img := paintObjects(nil, d.Objects, fyne.Position{}, d.Size, scale, currentFonts())
	// The margin round the grid, transparent in the window, takes the
	// colour of its own paper: a slide's background may be anything.
	paper := currentPalette().paper
	for i := 0; i < len(img.Pix); i += 4 {
		if a := img.Pix[i+3]; a < 0xff {
			k := 1 - float64(a)/0xff
			img.Pix[i] += uint8(float64(paper.R)*k + 0.5)
			img.Pix[i+1] += uint8(float64(paper.G)*k + 0.5)
			img.Pix[i+2] += uint8(float64(paper.B)*k + 0.5)
			img.Pix[i+3] = 0xff
		}
	}
	return img
}

// SVG writes d as an SVG document of shapes and text (no picture inside),
// its user units the board's points: rectangles, lines, circles, and each
// digit a <text> in the theme's sans-serif (bold where the board has it
// bold), centred on its box as the window centres it.
func (d Drawing) SVG(out io.Writer) error {
	w := bufio.NewWriter(out)
	fmt.Fprintf(w, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"+
		"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%s\" height=\"%s\" viewBox=\"0 0 %s %s\">\n",
		num(d.Size.Width), num(d.Size.Height), num(d.Size.Width), num(d.Size.Height))
	fmt.Fprintf(w, "<rect x=\"0\" y=\"0\" width=\"%s\" height=\"%s\"%s/>\n",
		num(d.Size.Width), num(d.Size.Height), paint("fill", currentPalette().paper))
	shift := baselineShift(currentFonts().regular)
	for _, o := range d.Objects {
		if o.Visible() {
			svgObject(w, o, shift)
		}
	}
	fmt.Fprintln(w, "</svg>")
	return w.Flush()
}

// baselineShift is how far below the middle of its line a text's
// baseline is, per point of its size: half the font's ascent less its
// descent, as the window centres a line (0.39 for Noto Sans). An SVG
// reader places text by its baseline (dominant-baseline is not read by
// every one).
func baselineShift(f *opentype.Font) float32 {
	const em = 100
	if f == nil {
		return 0.35
	}
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: em, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return 0.35
	}
	defer face.Close()
	m := face.Metrics()
	return float32(m.Ascent-m.Descent) / 64 / 2 / em
}

// svgObject writes one object as an SVG element, its texts' baselines
// shift of their size below their lines' middles (an image or any other
// kind of object is left out: the boards draw none when exported).
func svgObject(w *bufio.Writer, o fyne.CanvasObject, shift float32) {
	pos, size := o.Position(), o.Size()
	switch o := o.(type) {
	case *canvas.Rectangle:
		if invisible(o.FillColor) && (o.StrokeWidth <= 0 || invisible(o.StrokeColor)) {
			return
		}
		fmt.Fprintf(w, "<rect x=\"%s\" y=\"%s\" width=\"%s\" height=\"%s\"", num(pos.X), num(pos.Y), num(size.Width), num(size.Height))
		if o.CornerRadius > 0 {
			fmt.Fprintf(w, " rx=\"%s\"", num(o.CornerRadius))
		}
		fmt.Fprintf(w, "%s%s/>\n", paint("fill", o.FillColor), svgStroke(o.StrokeColor, o.StrokeWidth))
	case *canvas.Line:
		if invisible(o.StrokeColor) {
			return
		}
		fmt.Fprintf(w, "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\"%s/>\n",
			num(o.Position1.X), num(o.Position1.Y), num(o.Position2.X), num(o.Position2.Y), svgStroke(o.StrokeColor, max(o.StrokeWidth, 1)))
	case *canvas.Circle:
		if invisible(o.FillColor) && (o.StrokeWidth <= 0 || invisible(o.StrokeColor)) {
			return
		}
		r := min(size.Width, size.Height) / 2
		fmt.Fprintf(w, "<circle cx=\"%s\" cy=\"%s\" r=\"%s\"%s%s/>\n",
			num(pos.X+size.Width/2), num(pos.Y+size.Height/2), num(r), paint("fill", o.FillColor), svgStroke(o.StrokeColor, o.StrokeWidth))
	case *canvas.Text:
		if o.Text == "" || invisible(o.Color) {
			return
		}
		x, anchor := pos.X, "start"
		switch o.Alignment {
		case fyne.TextAlignCenter:
			x, anchor = pos.X+size.Width/2, "middle"
		case fyne.TextAlignTrailing:
			x, anchor = pos.X+size.Width, "end"
		}
		weight := ""
		if o.TextStyle.Bold {
			weight = " font-weight=\"bold\""
		}
		fmt.Fprintf(w, "<text x=\"%s\" y=\"%s\" font-family=\"Noto Sans, DejaVu Sans, sans-serif\" font-size=\"%s\"%s text-anchor=\"%s\"%s>%s</text>\n",
			num(x), num(pos.Y+size.Height/2+shift*o.TextSize), num(o.TextSize), weight, anchor, paint("fill", o.Color), xmlText(o.Text))
	}
}

// paint is an SVG colour attribute (attr and its opacity), "none" for a
// missing or transparent colour.
func paint(attr string, c color.Color) string {
	if invisible(c) {
		return fmt.Sprintf(" %s=\"none\"", attr)
	}
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	s := fmt.Sprintf(" %s=\"#%02x%02x%02x\"", attr, n.R, n.G, n.B)
	if n.A < 0xff {
		s += fmt.Sprintf(" %s-opacity=\"%s\"", attr, num(float32(n.A)/0xff))
	}
	return s
}

// svgStroke is an SVG stroke of colour c, width wide (none when it paints
// nothing).
func svgStroke(c color.Color, width float32) string {
	if width <= 0 || invisible(c) {
		return ""
	}
	return paint("stroke", c) + fmt.Sprintf(" stroke-width=\"%s\"", num(width))
}

// num writes v with at most two decimals, without trailing zeros.
func num(v float32) string {
	f := math.Round(float64(v)*100) / 100
	s := fmt.Sprintf("%.2f", f)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		s = "0"
	}
	return s
}

// xmlText escapes s for XML character data.
func xmlText(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace(s)
}
