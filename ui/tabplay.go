package ui

import (
	"context"
	"time"

	"grille/solve"
)

// PlayTab is a tab's play role: the moves' history, the board's zoom,
// and Check of the player's entries.
type PlayTab interface {
	Undo()
	Redo()
	Check()
	Zoom(step int)
}

// Undo and Redo walk the history; a whole solve is one step.
func (c *TabCore[P, S]) Undo() {
	if !c.Panel.Running() && c.hist.Undo() {
		c.show()
		// Not the undone move's line (a Step's) over a board without it.
		c.Panel.Status.SetText(tr("Undone: the board as before the last move"))
	}
}

func (c *TabCore[P, S]) Redo() {
	if !c.Panel.Running() && c.hist.Redo() {
		c.show()
		c.Panel.Status.SetText(tr("Redone: the move is back"))
	}
}

// Clear keeps the puzzle and drops every move.
func (c *TabCore[P, S]) Clear() {
	if !c.Panel.Running() {
		c.Load(c.CurrentPuzzle())
	}
}

// Zoom makes the board larger (+1), smaller (-1) or fit its room (0).
func (c *TabCore[P, S]) Zoom(step int) {
	z, ok := c.pres.Board().(zoomer)
	if !ok {
		return
	}
	switch {
	case step > 0:
		z.ZoomIn()
	case step < 0:
		z.ZoomOut()
	default:
		z.ZoomFit()
	}
	c.scroll.Refresh()
}

// checker marks a player's wrong entries against a solution without
// showing the rest of it, and says how many there are.
type checker[P, S any] interface {
	Check(cur S, sol P) (S, string)
}

// checkTimeout bounds the solve a Check needs.
const checkTimeout = 10 * time.Second

// Check solves the puzzle with its first exact method, off the UI
// goroutine, and marks the player's entries that disagree with the
// solution (drawn, not recorded): the solution itself stays hidden.
func (c *TabCore[P, S]) Check() {
	ch, ok := c.pres.(checker[P, S])
	if !ok || c.Panel.Running() {
		return
	}
	m := c.typ.Methods.FirstExact()
	if m == nil {
		return
	}
	p, cur := c.CurrentPuzzle(), c.hist.Current()
	c.Panel.Status.SetText(tr("Checking…"))
	c.working(true)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), checkTimeout)
		defer cancel()
		res, err := solve.Run(ctx, c.typ, m, p, nil)
		c.Panel.ui().Do(func() {
			c.working(false)
			switch {
			case err != nil:
				c.Panel.Status.SetText(tr("Check: ") + errText(err))
			case res.Status == solve.Infeasible:
				c.Panel.Status.SetText(tr("Check: this puzzle has no solution"))
			case res.Status == solve.Multiple:
				c.Panel.Status.SetText(tr("Check: this puzzle has more than one solution, so there is no one answer to check against"))
			case !res.Status.HasSolution():
				c.Panel.Status.SetText(tr("Check: no solution found to check against (") + say(res.Say, res.Msg) + ")")
			default:
				s, msg := ch.Check(cur, res.Solution)
				c.pres.Show(s)
				c.Panel.Status.SetText(msg)
			}
		})
	}()
}
