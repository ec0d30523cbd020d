package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"grille/solve"
)

// What the window remembers between runs, in Fyne's preferences (a file
// per user that Fyne keeps for the app ID): each tab's puzzle and what was
// played on it, its method and time limit, whether its log shows the LP
// engine's messages, the tab in front, the window's size. Keys are "<type>.<what>" for a tab, "window.<what>" for the window.

func prefs() fyne.Preferences {
	if a := fyne.CurrentApp(); a != nil {
		return a.Preferences()
	}
	return nil
}

// gamer is a presenter whose states hold more than Puzzle and Play tell
// (a Sudoku grid holds values only: which are the player's, and the pencil
// marks, are the state's): it turns states into games and back. Without
// it, a state's game is its Puzzle and Play, and Fresh(play) is the state.
type gamer[P, S any] interface {
	Game(S) solve.Game[P]
	Resume(solve.Game[P]) S
}

// game is state s as a game file holds it.
func (c *TabCore[P, S]) game(s S) solve.Game[P] {
	if g, ok := c.pres.(gamer[P, S]); ok {
		return g.Game(s)
	}
	return solve.Game[P]{Puzzle: c.pres.Puzzle(s), Play: c.pres.Play(s)}
}

// resume is the state of a game read back.
func (c *TabCore[P, S]) resume(g solve.Game[P]) S {
	if r, ok := c.pres.(gamer[P, S]); ok {
		return r.Resume(g)
	}
	return c.pres.Fresh(g.Play)
}

// gameText is the file form of state s: a game file when the type has
// one, else the puzzle's.
func (c *TabCore[P, S]) gameText(s S) string {
	if c.typ.GameText != nil {
		return c.typ.GameText(c.game(s))
	}
	return c.typ.Text(c.pres.Puzzle(s))
}

// readGame reads the one game of data (a puzzle alone is a game with
// nothing played).
func (c *TabCore[P, S]) readGame(name string, data []byte) (solve.Game[P], error) {
	if c.typ.ParseGame != nil {
		return c.typ.ParseGame(name, data)
	}
	p, err := c.typ.ParseOne(name, data)
	return solve.Game[P]{Puzzle: p, Play: p}, err
}

// remember stores the tab's game: its puzzle and what was played on it, as
// a game file.
func (c *TabCore[P, S]) remember() {
	if p := prefs(); p != nil {
		p.SetString(c.typ.Name+".game", c.gameText(c.hist.Current()))
	}
}

// restore shows the game remembered from the last run, if it still reads;
// it reports whether there was one.
func (c *TabCore[P, S]) restore() bool {
	p := prefs()
	if p == nil {
		return false
	}
	g, err := c.readGame("saved", []byte(p.String(c.typ.Name+".game")))
	if err != nil {
		return false
	}
	c.hist.Reset(c.resume(g))
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
			if x.label == l { // remembered in English, whatever the language
				p.Limit.SetSelected(tr(l))
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
	p.Limit.OnChanged = func(l string) {
		for _, x := range limits {
			if tr(x.label) == l {
				pr.SetString(key+".limit", x.label)
			}
		}
	}
	p.EngineMsgs.SetChecked(pr.Bool(key + ".engine"))
	p.EngineMsgs.OnChanged = func(on bool) { pr.SetBool(key+".engine", on) }
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
	if size, ok := windowSize(pr.Float("window.width"), pr.Float("window.height")); ok {
		w.Resize(size)
	}
	w.SetCloseIntercept(func() {
		size := w.Canvas().Size()
		pr.SetFloat("window.width", float64(size.Width))
		pr.SetFloat("window.height", float64(size.Height))
		w.Close()
	})
}

// The window's remembered size is brought back within these bounds: a
// size edited or saved too large (1e9 ended every start with an X
// BadValue error, 10000×10000 took 992 MB) must not lock the window out.
// The screen, when known (SetScreenSize), bounds it too.
const (
	minWindowWidth, minWindowHeight = 400, 300
	maxWindowWidth, maxWindowHeight = 4096, 4096
)

// screen is the screen's size (SetScreenSize), zero when unknown.
var screen fyne.Size

// SetScreenSize tells the size of the screen, in Fyne's units, which
// bounds the window's remembered size too. The window's package cannot ask
// (Fyne has no call for it); the program's main can.
func SetScreenSize(s fyne.Size) { screen = s }

// DefaultWindowSize is the window's size at a first start (nothing
// remembered): 1200×800, brought down to the screen when that is smaller
// (a 1024×768 projector), so that no part of the window starts off it.
func DefaultWindowSize() fyne.Size {
	s, _ := windowSize(1200, 800)
	return s
}

// windowSize is the size to give the window for a remembered width and
// height, the largest brought down to the bounds and the screen; ok is
// false when none was remembered, or one smaller than the bounds (the
// window keeps the size it was made with).
func windowSize(width, height float64) (fyne.Size, bool) {
	if !(width >= minWindowWidth && height >= minWindowHeight) {
		return fyne.Size{}, false
	}
	maxW, maxH := float64(maxWindowWidth), float64(maxWindowHeight)
	if screen.Width >= minWindowWidth && screen.Height >= minWindowHeight {
		maxW, maxH = min(maxW, float64(screen.Width)), min(maxH, float64(screen.Height))
	}
	return fyne.NewSize(float32(min(width, maxW)), float32(min(height, maxH))), true
}
