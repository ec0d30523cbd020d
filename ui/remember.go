package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// What the window remembers between runs, in Fyne's preferences (a file
// per user that Fyne keeps for the app ID): each tab's puzzle and what was
// played on it, its method and time limit, the tab in front, the window's
// size. Keys are "<type>.<what>" for a tab, "window.<what>" for the window.

func prefs() fyne.Preferences {
	if a := fyne.CurrentApp(); a != nil {
		return a.Preferences()
	}
	return nil
}

// resumer rebuilds a state from a puzzle and what was played on it, for a
// type whose Fresh cannot tell a player's entries from the puzzle (a
// Sudoku grid holds values only). Without it, Fresh(play) is the state.
type resumer[P, S any] interface{ Resume(puzzle, play P) S }

// remember stores the tab's puzzle and play, as the type's file form.
func (c *TabCore[P, S]) remember() {
	p := prefs()
	if p == nil {
		return
	}
	s := c.hist.Current()
	p.SetString(c.typ.Name+".puzzle", c.typ.Text(c.pres.Puzzle(s)))
	p.SetString(c.typ.Name+".play", c.typ.Text(c.pres.Play(s)))
}

// restore shows the puzzle and play remembered from the last run, if they
// still read; it reports whether there were.
func (c *TabCore[P, S]) restore() bool {
	p := prefs()
	if p == nil {
		return false
	}
	puzzle, err := c.typ.ParseOne("saved", []byte(p.String(c.typ.Name+".puzzle")))
	if err != nil {
		return false
	}
	play, err := c.typ.ParseOne("saved", []byte(p.String(c.typ.Name+".play")))
	if err != nil {
		play = puzzle
	}
	var s S
	if r, ok := c.pres.(resumer[P, S]); ok {
		s = r.Resume(puzzle, play)
	} else {
		s = c.pres.Fresh(play)
	}
	c.hist.Reset(s)
	c.show()
	return true
}

// rememberPanel keeps the method and time limit chosen, and chooses them
// again at start.
func (p *Panel[P]) rememberPanel() {
	pr := prefs()
	if pr == nil {
		return
	}
	key := p.typ.Name
	if id := pr.String(key + ".method"); id != "" {
		p.SelectID(id)
	}
	if l := pr.String(key + ".limit"); l != "" {
		for _, x := range limits {
			if x.label == l {
				p.Limit.SetSelected(l)
			}
		}
	}
	show := p.Method.OnChanged
	p.Method.OnChanged = func(s string) {
		show(s)
		if m, ok := p.Selected(); ok {
			pr.SetString(key+".method", m.Info().ID)
		}
	}
	p.Limit.OnChanged = func(l string) { pr.SetString(key+".limit", l) }
	p.rememberSeed(pr)
}

// rememberWindow brings back the tab in front and the window's size, and
// keeps them as they change.
func rememberWindow(w fyne.Window, at *container.AppTabs) {
	pr := prefs()
	if pr == nil {
		return
	}
	if i := pr.IntWithFallback("window.tab", 0); i >= 0 && i < len(at.Items) {
		at.SelectIndex(i)
	}
	at.OnSelected = func(*container.TabItem) { pr.SetInt("window.tab", at.SelectedIndex()) }
	if width, height := pr.Float("window.width"), pr.Float("window.height"); width >= 400 && height >= 300 {
		w.Resize(fyne.NewSize(float32(width), float32(height)))
	}
	w.SetCloseIntercept(func() {
		size := w.Canvas().Size()
		pr.SetFloat("window.width", float64(size.Width))
		pr.SetFloat("window.height", float64(size.Height))
		w.Close()
	})
}
