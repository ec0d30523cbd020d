package ui

import (
	"bufio"
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"grille/solve"
	"grille/solve/sheet"
)

// printTimeout bounds the work behind one worksheet: generating a set and
// solving each puzzle for its solution.
const printTimeout = 2 * time.Minute

// maxPrintSet bounds a generated set: a week of homework, not a book.
const maxPrintSet = 60

// printRequest is what the Print dialog asks.
type printRequest struct {
	set       int // 0: the puzzle in the tab; n: n new puzzles
	solutions bool
	opt       sheet.Options
}

// Print asks what to print (this puzzle or a new set, solutions or not,
// paper, puzzles per page) and where, then writes the worksheet off the UI
// goroutine: a PDF, SVG or PNG by the file name's ending, as `grille print`.
func (c *TabCore[P, S]) Print() {
	if c.typ.Sketch == nil || c.Panel.Running() {
		return
	}
	what := widget.NewRadioGroup([]string{tr("This puzzle"), tr("New puzzles from the generator")}, nil)
	what.SetSelected(tr("This puzzle"))
	count := newEscEntry(c.win) // Esc closes the dialog from its fields too
	count.SetText("6")
	count.Validator = func(s string) error {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < 1 || n > maxPrintSet {
			return fmt.Errorf(tr("from 1 to %d"), maxPrintSet)
		}
		return nil
	}
	count.Disable()
	what.OnChanged = func(s string) {
		if s == tr("This puzzle") {
			count.Disable()
		} else {
			count.Enable()
		}
	}
	if c.typ.Generator == nil {
		what.Disable()
	}
	sols := widget.NewCheck(tr("Add the solutions, from a new page"), nil)
	title := newEscEntry(c.win)
	title.SetPlaceHolder(tr("a heading for every page (optional)"))
	paper := newEscSelect(c.win, []string{"A4", tr("Letter")})
	paper.SetSelected("A4")
	perPage := newEscSelect(c.win, []string{"1", "2", "4", "6", "9", "12"})
	perPage.SetSelected("1")
	items := []*widget.FormItem{
		widget.NewFormItem(tr("Print"), what),
		widget.NewFormItem(tr("How many"), count),
		widget.NewFormItem("", sols),
		widget.NewFormItem(tr("Title"), title),
		widget.NewFormItem(tr("Paper"), paper),
		widget.NewFormItem(tr("Per page"), perPage),
	}
	items[1].HintText = tr("new puzzles, with the Generate settings asked next")
	d := dialog.NewForm(tr("Print or export"), tr("Next…"), tr("Cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		req := printRequest{solutions: sols.Checked}
		req.opt.Title = strings.TrimSpace(title.Text)
		req.opt.Paper = sheet.A4
		if paper.Selected == tr("Letter") {
			req.opt.Paper = sheet.Letter
		}
		req.opt.PerPage, _ = strconv.Atoi(perPage.Selected)
		if what.Selected != tr("This puzzle") {
			req.set, _ = strconv.Atoi(strings.TrimSpace(count.Text))
			c.askMaker(c.typ.Generator, tr("Next…"), func(v solve.Values) { c.printTo(req, &v) })
			return
		}
		c.printTo(req, nil)
	}, c.win)
	d.Resize(fyne.NewSize(480, d.MinSize().Height))
	showDialog(c.win, d)
}

// printTo asks for the file, then makes the worksheet: of the tab's
// puzzle when gen is nil, else of req.set puzzles made with gen's values.
func (c *TabCore[P, S]) printTo(req printRequest, gen *solve.Values) {
	puzzle := c.typ.Bare(c.CurrentPuzzle())
	fd := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			return
		}
		f, ferr := sheet.FormatOf(w.URI().Name())
		if ferr != nil {
			w.Close()
			showError(c.win, ferr)
			return
		}
		c.Panel.Status.SetText(tr("Preparing the worksheet…"))
		go func() {
			defer w.Close()
			ctx, cancel := context.WithTimeout(context.Background(), printTimeout)
			defer cancel()
			pages, err := c.writeSheet(ctx, w, f, puzzle, req, gen)
			c.Panel.ui().Do(func() {
				if err != nil {
					showError(c.win, fmt.Errorf("printing to %s: %s", w.URI().Name(), errText(err)))
					c.Panel.Status.SetText(tr("Not printed: ") + errText(err))
					return
				}
				msg := fmt.Sprintf(tr("Printed to %s"), w.URI().Path())
				if pages > 1 && f != sheet.PDF {
					msg += fmt.Sprintf(tr(" (page 1 of %d: choose PDF for every page in one file)"), pages)
				}
				c.Panel.Status.SetText(msg)
			})
		}()
	}, c.win)
	name := c.typ.Name + ".pdf"
	fd.SetFileName(name)
	fd.SetFilter(storage.NewExtensionFileFilter([]string{".pdf", ".svg", ".png"}))
	showDialog(c.win, fd)
}

// writeSheet generates and solves what req asks and writes it to w. An
// SVG or PNG holds the first page only; the count of pages is returned.
func (c *TabCore[P, S]) writeSheet(ctx context.Context, w fyne.URIWriteCloser, f sheet.Format, puzzle P,
	req printRequest, gen *solve.Values) (int, error) {
	puzzles := []P{puzzle}
	if gen != nil {
		puzzles = puzzles[:0]
		seed := time.Now().UnixNano()
		for i := range req.set {
			p, _, err := c.typ.Generator.Make(ctx, *gen, seed+int64(i))
			if err != nil {
				return 0, fmt.Errorf("generating puzzle %d: %w", i+1, err)
			}
			puzzles = append(puzzles, p)
		}
	}
	var items, answers []sheet.Item
	for i, p := range puzzles {
		items = append(items, sheet.Item{Figure: c.typ.Sketch(p, p), Caption: fmt.Sprintf("%d. %s", i+1, c.caption(ctx, p))})
		if !req.solutions {
			continue
		}
		sol, err := c.typ.SolutionOf(ctx, p)
		if err != nil {
			return 0, fmt.Errorf("puzzle %d: %w", i+1, err)
		}
		answers = append(answers, sheet.Item{Figure: c.typ.Sketch(p, sol), Caption: fmt.Sprintf("%d.", i+1)})
	}
	req.opt.Solutions = answers
	pages, err := sheet.Pages(items, req.opt)
	if err != nil {
		return 0, err
	}
	bw := bufio.NewWriter(w)
	if f == sheet.PDF {
		err = sheet.Write(bw, items, req.opt)
	} else {
		err = sheet.WritePage(bw, f, 1, items, req.opt)
	}
	if err == nil {
		err = bw.Flush()
	}
	return pages, err
}

// caption says what a worksheet's puzzle is and, for a type that grades,
// its grade, as grille print does ("9×9 puzzle, 24 givens, Hard").
func (c *TabCore[P, S]) caption(ctx context.Context, p P) string {
	desc := c.typ.Describe(p)
	s := say(desc, desc.String())
	if c.typ.Logic == nil {
		return s
	}
	r, err := c.typ.Logic.RateBy(ctx, p)
	if err != nil || !r.Solved {
		return s
	}
	if i := c.typ.Logic.GradeIndex(r.Grade); i >= 0 {
		s += ", " + trKey(gradeKey(r.Grade), c.typ.Logic.Grades[i].Name)
	}
	return s
}
