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
// method that stopped, shown, not recorded) or the board as it was: never
// an earlier run's answer under this run's status, nor less than the
// player's own work. When the current move is an earlier run's answer, the
// puzzle it was given becomes the current move (undoable): else the next
// edit, or selecting the log's last line, brought that answer back under
// "No answer". Any other move (the player's digits, marks, steps) stays
// the current one, as Undo and Redo find it.
func (c *TabCore[P, S]) finished(res solve.Result[P], err error) {
	c.chartID = c.hist.ID() // the chart, if the run drew one, is of this move
	if err == nil && res.Status.HasSolution() {
		c.Push(c.pres.Solved(c.hist.Current(), res.Solution))
		c.answerID = c.hist.ID()
		c.chartID = c.answerID
		c.syncChart()
		return
	}
	if c.hist.ID() == c.answerID {
		if fresh := c.pres.Fresh(c.CurrentPuzzle()); !reflect.DeepEqual(fresh, c.hist.Current()) {
			c.Push(fresh)
			c.chartID = c.hist.ID()
			c.syncChart()
		}
	}
	// A best state that is only the puzzle (a run stopped before it
	// began) would hide the player's work for nothing.
	if err == nil && res.Partial && !c.typ.Equal(res.Solution, c.CurrentPuzzle()) {
		c.pres.Show(c.pres.Solved(c.hist.Current(), res.Solution))
		return
	}
	c.pres.Show(c.hist.Current())
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
