package ui

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// askSize asks for the size of a new, empty grid puzzle, 1 to 100 rows and
// columns, proposing rows×cols, and hands it to create.
func (c *TabCore[P, S]) askSize(title string, rows, cols int, create func(rows, cols int)) {
	re, ce := widget.NewEntry(), widget.NewEntry()
	re.SetText(strconv.Itoa(rows))
	ce.SetText(strconv.Itoa(cols))
	dialog.ShowForm(title, "Create", "Cancel", []*widget.FormItem{
		widget.NewFormItem("Rows", re), widget.NewFormItem("Columns", ce),
	}, func(ok bool) {
		if !ok {
			return
		}
		r, err1 := strconv.Atoi(re.Text)
		c2, err2 := strconv.Atoi(ce.Text)
		if err1 != nil || err2 != nil || r < 1 || c2 < 1 || r > 100 || c2 > 100 {
			dialog.ShowError(fmt.Errorf("rows and columns must be whole numbers from 1 to 100"), c.win)
			return
		}
		create(r, c2)
	}, c.win)
}

// generateTimeout bounds a generator run from the window: one that must
// prove uniqueness may try many candidates.
const generateTimeout = 30 * time.Second

// generate runs a generator off the UI goroutine, so that the window stays
// live while it works, then shows its puzzle (on the UI goroutine) or
// says in the status line why there is none.
func (c *TabCore[P, S]) generate(run func(context.Context) (P, error), show func(P)) {
	c.Panel.Status.SetText("Generating…")
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), generateTimeout)
		defer cancel()
		p, err := run(ctx)
		fyne.Do(func() {
			if err != nil {
				c.Panel.Status.SetText("Generate: " + err.Error())
				return
			}
			show(p)
		})
	}()
}
