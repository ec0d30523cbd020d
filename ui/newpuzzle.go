package ui

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"grille/solve"
)

// New asks for the size of an empty puzzle and loads it, ready to edit.
func (c *TabCore[P, S]) New() {
	if c.typ.Blank == nil || c.Panel.Running() {
		return
	}
	// Whether the new grid is then edited is the person's choice, shown
	// in the dialog, not a switch thrown behind their back.
	var edit *escCheck
	var extra []*widget.FormItem
	e, canEdit := c.pres.(editor)
	if canEdit {
		edit = newEscCheck(c.win, fmt.Sprintf(tr("Fill in the puzzle next (ticks “%s”)"), e.EditingLabel()))
		edit.SetChecked(true)
		extra = append(extra, widget.NewFormItem("", edit))
	}
	c.askMaker(c.typ.Blank, tr("Create"), func(v solve.Values) {
		p, _, err := c.typ.Blank.Make(context.Background(), v, 0)
		if err != nil {
			c.showError(err)
			return
		}
		if canEdit {
			e.SetEditing(edit.Checked)
		}
		c.Load(p)
	}, extra...)
}

// generateTimeout bounds a generator run from the window: one that must
// prove uniqueness may try many candidates.
const generateTimeout = 30 * time.Second

// Generate asks for the generator's parameters, then makes a puzzle off
// the UI goroutine, so that the window stays live while it works.
func (c *TabCore[P, S]) Generate() {
	g := c.typ.Generator
	if g == nil || c.Panel.Running() {
		return
	}
	seedItem, seedOf := c.genSeed()
	c.askMaker(g, tr("Generate"), func(v solve.Values) {
		seed, err := seedOf()
		if err != nil {
			dialog.ShowError(err, c.win)
			return
		}
		c.Panel.Status.SetText(tr("Generating…"))
		c.working(true)
		go func() {
			ctx, cancel := context.WithTimeout(context.Background(), generateTimeout)
			defer cancel()
			p, how, err := g.Make(ctx, v, seed)
			c.Panel.ui().Do(func() {
				c.working(false)
				if err != nil {
					c.Panel.Status.SetText(tr("Generate: ") + errText(err))
					return
				}
				if e, ok := c.pres.(editor); ok {
					e.SetEditing(false)
				}
				c.Load(p)
				c.Panel.AppendLog([]string{say(how, how.String())}, 0)
			})
		}()
	}, seedItem)
}

// askMaker shows a form with a field per parameter: a list for a
// parameter with named choices, a check box for a yes/no one, an entry
// checked as it is typed for a number.
func (c *TabCore[P, S]) askMaker(m *solve.Maker[P], confirm string, then func(solve.Values), extra ...*widget.FormItem) {
	vals := solve.NewValues(m.Params)
	var items []*widget.FormItem
	var reads []func() error
	for _, p := range m.Params {
		switch {
		case len(p.Choices) > 0:
			var labels []string
			sel := 0
			for i, ch := range p.Choices {
				labels = append(labels, tr(ch.Label))
				if float64(ch.Value) == p.Start() {
					sel = i
				}
			}
			w := newEscSelect(c.win, labels)
			w.SetSelectedIndex(sel)
			items = append(items, widget.NewFormItem(tr(p.Label), w))
			reads = append(reads, func() error { return vals.Set(p.Name, float64(p.Choices[w.SelectedIndex()].Value)) })
		case p.Kind == solve.BoolParam:
			w := newEscCheck(c.win, tr(p.Label))
			w.SetChecked(p.Start() != 0)
			items = append(items, widget.NewFormItem("", w))
			reads = append(reads, func() error {
				v := 0.0
				if w.Checked {
					v = 1
				}
				return vals.Set(p.Name, v)
			})
		default:
			w := newEscEntry(c.win)
			w.SetText(p.Format(p.Start()))
			read := func(s string) error {
				v, err := strconv.ParseFloat(s, 64)
				if err != nil {
					return errNotNumber
				}
				if err := p.Check(v); err != nil {
					// The field is beside its label: no need to name it.
					return errors.New(strings.TrimPrefix(err.Error(), p.Name+": "))
				}
				return nil
			}
			w.Validator = read
			item := widget.NewFormItem(tr(p.Label), w)
			item.HintText = plainUsage(tr(p.Usage))
			items = append(items, item)
			reads = append(reads, func() error {
				if err := read(w.Text); err != nil {
					return err
				}
				v, _ := strconv.ParseFloat(w.Text, 64)
				return vals.Set(p.Name, v)
			})
		}
	}
	items = append(items, extra...)
	d := dialog.NewForm(tr(m.Title), confirm, tr("Cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		for _, r := range reads {
			if err := r(); err != nil {
				c.showError(err)
				return
			}
		}
		then(vals)
	}, c.win)
	d.Resize(fyne.NewSize(480, d.MinSize().Height))
	showDialog(c.win, d)
}

var errNotNumber = errors.New("not a number")

// paperName is a paper's identifier in parentheses, " (nbMergeIter)":
// the terminal's help names it, a dialog says the plain words only.
var paperName = regexp.MustCompile(` \([a-z]+[A-Z][A-Za-z]*\)`)

// plainUsage is a parameter's usage without the paper's identifiers.
func plainUsage(u string) string { return paperName.ReplaceAllString(u, "") }
