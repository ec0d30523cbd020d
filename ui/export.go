package ui

import (
	"bufio"
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"

	"grille/solve"
	"grille/ui/board"
)

// Boards for slides and handouts: File › Export board as PNG or SVG (the
// board as shown, with its highlights, marks and candidates), and the Step
// pictures of `grille explain --frames` (Frames), drawn by ui/board.

// exportSide is the least longer side, in pixels, of an exported PNG:
// the board as shown, drawn at 2 pixels a point or more, sharp on a
// projector's full screen.
const exportSide = 1600

// exportable is a board that draws itself for a slide.
type exportable interface {
	board.Exporter
	ShownCell() float32
	GridSize() (rows, cols int)
}

// ExportBoard asks for a file and saves the board as shown there, as PNG
// ("png") or SVG ("svg").
func (c *TabCore[P, S]) ExportBoard(ext string) {
	b, ok := c.pres.Board().(exportable)
	if !ok {
		return
	}
	d := b.Drawing(b.ShownCell()) // the board as it is now
	fd := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			return
		}
		err = writeDrawing(w, d, ext)
		if cerr := w.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			showError(c.win, fmt.Errorf("exporting to %s: %s", w.URI().Name(), errText(err)))
			return
		}
		c.Panel.Status.SetText(fmt.Sprintf(tr("Board exported to %s"), w.URI().Path()))
	}, c.win)
	fd.SetFileName(c.typ.Name + "." + ext)
	fd.SetFilter(storage.NewExtensionFileFilter([]string{"." + ext}))
	showDialog(c.win, fd)
}

// writeDrawing writes d as ext, "png" or "svg" (on the window's goroutine:
// the PNG's fonts and paper are the theme's).
func writeDrawing(w io.Writer, d board.Drawing, ext string) error {
	if ext == "svg" {
		return d.SVG(w)
	}
	bw := bufio.NewWriter(w)
	scale := max(2, exportSide/max(d.Size.Width, d.Size.Height, 1))
	if err := png.Encode(bw, d.PNG(scale)); err != nil {
		return err
	}
	return bw.Flush()
}

// frameSide is the longer side, in pixels, of a Step picture's grid.
const frameSide = 720

// Frames draws the Step pictures of one puzzle's logical solution, for
// `grille explain --frames`: the board as the window's Step leaves it
// after each deduction, with that step's highlights, in the light look.
// It needs the current app (any driver: it opens no window), and its
// calls must not overlap.
type Frames struct {
	frame func(d solve.Deduction[any]) (image.Image, error)
}

// framer is a tab that draws the Step pictures (TabCore).
type framer interface {
	stepFrame(d solve.Deduction[any]) (image.Image, error)
}

// NewFrames returns the Step pictures of puzzle p of type d, from the board
// p shows as loaded.
func NewFrames(d solve.Described, p any) (*Frames, error) {
	a := fyne.CurrentApp()
	if a == nil {
		return nil, errors.New("no Fyne app to draw the boards with")
	}
	mk, ok := presentations[d.TypeName()]
	if !ok {
		return nil, fmt.Errorf("no board for puzzle type %q", d.TypeName())
	}
	setTheme(a, 1) // light, as on paper
	t, ok := mk(nil, d, p).(framer)
	if !ok {
		return nil, fmt.Errorf("the %s board draws no Step pictures", d.TypeName())
	}
	return &Frames{frame: t.stepFrame}, nil
}

// Frame is the Step picture of the next deduction, d.
func (f *Frames) Frame(d solve.Deduction[any]) (image.Image, error) { return f.frame(d) }

// stepFrame records d as the window's Step does and draws the board it
// leaves, its grid frameSide pixels on its longer side.
func (c *TabCore[P, S]) stepFrame(d solve.Deduction[any]) (image.Image, error) {
	next, ok := d.Next.(P)
	if !ok {
		return nil, fmt.Errorf("a step of %s gave a %T", c.typ.Name, d.Next)
	}
	st := c.stepPicture(solve.Deduction[P]{Technique: d.Technique, Mark: d.Mark, Next: next, Notes: d.Notes}, solve.Progressed)
	c.hist.PushNotes(st, d.Notes)
	c.pres.Show(st)
	b, ok := c.pres.Board().(exportable)
	if !ok {
		return nil, fmt.Errorf("the %s board cannot be drawn for a slide", c.typ.Name)
	}
	rows, cols := b.GridSize()
	cs := max(8, float32(frameSide)/float32(max(rows, cols, 1)))
	return b.Drawing(cs).PNG(1), nil
}
