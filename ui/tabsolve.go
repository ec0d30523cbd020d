package ui

import (
	"reflect"

	"grille/solve"
)

// SolveTab is a tab's solve role: the panel's method run, its pace
// (pace.go) and its stop.
type SolveTab interface {
	Solve()
	Stop()
	Pause()
	Forward()
	Compare() // compare.go
}

// The panel's news, on the UI goroutine (panelHost).

func (c *TabCore[P, S]) busy(on bool) {
	for _, d := range c.editing {
		setEnabled(d, !on)
	}
	if !on {
		c.syncButtons()
	}
}

func (c *TabCore[P, S]) live(p P) { c.pres.Show(c.pres.Solved(c.hist.Current(), p)) }

// started shows the puzzle the method was given, so that an earlier run's
// answer does not stay on the board under this run's status.
func (c *TabCore[P, S]) started() { c.pres.Show(c.pres.Fresh(c.CurrentPuzzle())) }

// finished puts a method's answer on the board as one undoable move. A run
// that found none leaves what it did on the board (the best state of a
// method that stopped, shown, not recorded) or the puzzle it was given:
// never an earlier run's answer under this run's status. The puzzle it
// was given becomes the current move (undoable) when the board held more:
// else the next edit, or selecting the log's last line, brought the
// earlier answer back under "No answer".
func (c *TabCore[P, S]) finished(res solve.Result[P], err error) {
	if err == nil && res.Status.HasSolution() {
		c.Push(c.pres.Solved(c.hist.Current(), res.Solution))
		return
	}
	if fresh := c.pres.Fresh(c.CurrentPuzzle()); !reflect.DeepEqual(fresh, c.hist.Current()) {
		c.Push(fresh)
	}
	if err == nil && res.Partial {
		c.pres.Show(c.pres.Solved(c.hist.Current(), res.Solution))
		return
	}
	c.started()
}

// picture shows the board as a log line's teaching payloads draw it, or
// the board as it is for nil.
func (c *TabCore[P, S]) picture(ds []any) bool {
	if ds != nil {
		if s, ok := ds[len(ds)-1].(shot[S]); ok {
			c.pres.Show(s.state)
			return true
		}
		if s, ok := c.pres.Picture(c.hist.Current(), ds); ok {
			c.pres.Show(s)
			return true
		}
	}
	c.pres.Show(c.hist.Current())
	return false
}

// Solve and Stop are the window menu's entry points.
func (c *TabCore[P, S]) Solve() { c.Panel.Solve() }
func (c *TabCore[P, S]) Stop()  { c.Panel.Stop() }
