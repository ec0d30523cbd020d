package ui

import (
	"context"
	"time"

	"grille/solve"
)

// TeachTab is a tab's teaching role: one deduction at a time (Step, by
// the type's Logic, teach.go), a hint (hint.go), a round of the course's
// rules.
type TeachTab interface {
	Step()
	Hint()
	CourseRound()
}

// stepTimeout bounds a Step's deductions (the start of a search, which on
// a large grid takes a moment).
const stepTimeout = 10 * time.Second

// Step applies one named deduction of the type's Logic (teach.go), or,
// for a type without one, a round of its Stepper. While the chosen method
// is a Stepper itself (lp-fix), Step is one round of that method.
func (c *TabCore[P, S]) Step() {
	if m, ok := c.Panel.Selected(); ok {
		if s, ok := m.(solve.Stepper[P]); ok {
			c.methodStep(s)
			return
		}
	}
	if c.typ.Logic != nil {
		c.teachStep()
		return
	}
	c.CourseRound()
}

// CourseRound applies the type's Stepper off the UI goroutine (Sudoku:
// the course's three rules at once, as seed 001 teaches them) and records
// what it changes as one move.
func (c *TabCore[P, S]) CourseRound() {
	if c.typ.Stepper == nil || c.Panel.Running() || (c.stepDone != nil && !isClosed(c.stepDone)) {
		return
	}
	cur := c.hist.Current()
	pos := solve.Position[P]{Puzzle: c.CurrentPuzzle(), Play: c.pres.Play(cur)}
	if n, ok := c.pres.(noter[S]); ok {
		pos.Notes = n.Notes(cur)
	}
	done := make(chan struct{})
	c.stepDone = done
	c.Panel.Status.SetText(tr("Applying the rules…"))
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), stepTimeout)
		defer cancel()
		res, err := c.typ.Stepper.Step(ctx, pos)
		c.Panel.ui().Do(func() {
			defer close(done)
			c.stepped(res, err)
		})
	}()
}

func (c *TabCore[P, S]) stepped(res solve.StepResult[P], err error) {
	if err != nil {
		c.Panel.Status.SetText(tr("Step: ") + errText(err))
		return
	}
	if len(res.Lines) > 0 {
		lines := res.Lines
		if len(res.SayLines) == len(lines) {
			lines = make([]string, len(res.Lines))
			for i, l := range res.Lines {
				lines[i] = say(res.SayLines[i], l)
			}
		}
		details := make([]any, len(res.Lines))
		details[0] = res.Detail
		c.Panel.appendLogDetails(lines, details, 0)
	}
	c.Panel.Status.SetText(say(res.Say, res.Msg))
	if res.Show {
		c.Push(c.pres.Stepped(c.hist.Current(), res))
	}
}

// methodNoter gives a method's Step what the previous one left on the
// board's state (lp-fix: its last round), nil for none.
type methodNoter[S any] interface{ MethodNotes(S) any }

// methodStep runs one round of the chosen method off the UI goroutine and
// records it as one move: its lines in the log, the last one with the
// board it left (selecting it shows that board again).
func (c *TabCore[P, S]) methodStep(s solve.Stepper[P]) {
	if c.Panel.Running() || (c.stepDone != nil && !isClosed(c.stepDone)) {
		return
	}
	cur := c.hist.Current()
	pos := solve.Position[P]{Puzzle: c.CurrentPuzzle(), Play: c.pres.Play(cur)}
	if n, ok := c.pres.(methodNoter[S]); ok {
		pos.Notes = n.MethodNotes(cur)
	}
	done := make(chan struct{})
	c.stepDone = done
	c.Panel.Status.SetText(tr("Running one round…"))
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), stepTimeout)
		defer cancel()
		res, err := s.Step(ctx, pos)
		c.Panel.ui().Do(func() {
			defer close(done)
			if err != nil {
				c.Panel.Status.SetText(tr("Step: ") + errText(err))
				return
			}
			lines := make([]string, len(res.Lines))
			for i, l := range res.Lines {
				lines[i] = l
				if len(res.SayLines) == len(res.Lines) {
					lines[i] = say(res.SayLines[i], l)
				}
			}
			next := cur
			if res.Show {
				next = c.pres.Stepped(cur, res)
				c.Push(next)
			}
			if len(lines) > 0 {
				details := make([]any, len(lines))
				details[len(lines)-1] = shot[S]{next}
				c.Panel.appendLogDetails(lines, details, 0)
			}
			c.Panel.Status.SetText(say(res.Say, res.Msg))
		})
	}()
}

// StepDone is closed once the latest Step is shown (tests wait on it).
func (c *TabCore[P, S]) StepDone() <-chan struct{} { return c.stepDone }
