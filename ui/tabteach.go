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
	if c.typ.Stepper == nil {
		return
	}
	// What the round before left (kept with its move, whatever the
	// candidates view shows), else the board's own notes.
	notes := func(S) any { return c.position().Notes }
	c.runStep(c.typ.Stepper, notes, tr("Applying the rules…"), func(_ S, res solve.StepResult[P], err error) {
		c.stepped(res, err)
	})
}

func (c *TabCore[P, S]) stepped(res solve.StepResult[P], err error) {
	if err != nil {
		c.Panel.Status.SetText(tr("Step: ") + errText(err))
		return
	}
	if lines := stepLines(res); len(lines) > 0 {
		details := make([]any, len(lines))
		details[0] = res.Detail
		c.Panel.appendLogDetails(lines, details, 0)
	}
	c.Panel.Status.SetText(say(res.Say, res.Msg))
	if res.Show {
		c.hist.PushNotes(c.pres.Stepped(c.hist.Current(), res), res.Notes)
		c.show()
	}
}

// stepLines are a step's log lines in the window's language.
func stepLines[P any](res solve.StepResult[P]) []string {
	if len(res.SayLines) != len(res.Lines) {
		return res.Lines
	}
	lines := make([]string, len(res.Lines))
	for i, l := range res.Lines {
		lines[i] = say(res.SayLines[i], l)
	}
	return lines
}

// methodNoter gives a method's Step what the previous one left on the
// board's state (lp-fix: its last round), nil for none.
type methodNoter[S any] interface{ MethodNotes(S) any }

// methodStep runs one round of the chosen method off the UI goroutine and
// records it as one move: its lines in the log, the last one with the
// board it left (selecting it shows that board again).
func (c *TabCore[P, S]) methodStep(s solve.Stepper[P]) {
	var notes func(S) any
	if n, ok := c.pres.(methodNoter[S]); ok {
		notes = n.MethodNotes
	}
	c.runStep(s, notes, tr("Running one round…"), func(cur S, res solve.StepResult[P], err error) {
		if err != nil {
			c.Panel.Status.SetText(tr("Step: ") + errText(err))
			return
		}
		next := cur
		if res.Show {
			next = c.pres.Stepped(cur, res)
			c.Push(next)
		}
		if lines := stepLines(res); len(lines) > 0 {
			details := make([]any, len(lines))
			details[len(lines)-1] = shot[S]{next}
			c.Panel.appendLogDetails(lines, details, 0)
		}
		c.Panel.Status.SetText(say(res.Say, res.Msg))
	})
}

// runStep runs s on the board's position off the UI goroutine, status
// saying so meanwhile, and hands its answer to shown on the UI goroutine
// with the board it started from; notes, when not nil, gives the position
// what the board's state keeps for s. One step at a time, none during a
// solve.
func (c *TabCore[P, S]) runStep(s solve.Stepper[P], notes func(S) any, status string, shown func(cur S, res solve.StepResult[P], err error)) {
	if c.Panel.Running() || (c.stepDone != nil && !isClosed(c.stepDone)) {
		return
	}
	cur := c.hist.Current()
	pos := solve.Position[P]{Puzzle: c.CurrentPuzzle(), Play: c.pres.Play(cur)}
	if notes != nil {
		pos.Notes = notes(cur)
	}
	done := make(chan struct{})
	c.stepDone = done
	c.Panel.Status.SetText(status)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), stepTimeout)
		defer cancel()
		res, err := s.Step(ctx, pos)
		c.Panel.ui().Do(func() {
			defer close(done)
			shown(cur, res, err)
		})
	}()
}

// StepDone is closed once the latest Step is shown (tests wait on it).
func (c *TabCore[P, S]) StepDone() <-chan struct{} { return c.stepDone }
