package ui

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"grille/assets/translation"
	"grille/solve"
)

// The logical solve in the window (issue 14): Step applies one named
// deduction of the type's Logic, Hint tells it in four presses, and the
// grade of the puzzle shows under the controls. A type without Logic keeps
// its Stepper's Step.

// marker is a presenter that draws a logical step's Mark (or the part of
// it a hint shows) on a state: what Step records and Hint shows.
type marker[S any] interface{ Marked(cur S, mark any) S }

// shot is a Step log line's payload: the board as the step left it, with
// its highlights, which selecting the line shows again.
type shot[S any] struct{ state S }

// teaching is a tab's logical solve: its hint, its grade, and the widgets
// that tell them.
type teaching[P, S any] struct {
	c     *TabCore[P, S]
	logic *solve.Logic[P]

	// Grade is the puzzle's grade, Tell the hint or the step's explanation.
	Grade, Tell *widget.Label
	CourseBtn   *widget.Button // the Stepper's course round, when the type has both
	// CheckBtn, under Tell when a Hint or a Step finds the board has no
	// solution, is Check my entries.
	CheckBtn *widget.Button

	live  bool // the tab is in a window: grades may start (wake)
	gen   int  // the board's version: every board shown bumps it
	steps int  // Step lines logged, to number them
	busy  bool
	hint  hintState[P]
	// done is closed when the latest Step or Hint is shown (tests wait on it).
	done chan struct{}

	gradeKey    string
	rated       string // the grade of the puzzle gradeKey, "" until known
	gradeCancel context.CancelFunc
	gradeDone   chan struct{}
}

// gradeDelay lets a burst of edits settle before a grade is computed;
// gradeTimeout bounds it (Rate on a 25×25 takes a while).
var (
	gradeDelay   = 300 * time.Millisecond
	gradeTimeout = 30 * time.Second
)

func newTeaching[P, S any](c *TabCore[P, S]) *teaching[P, S] {
	t := &teaching[P, S]{c: c, logic: c.typ.Logic}
	t.Grade = widget.NewLabel("")
	t.Grade.Wrapping = fyne.TextWrapWord
	t.Tell = widget.NewLabel("")
	t.Tell.Wrapping = fyne.TextWrapWord
	t.Tell.Hide()
	t.CheckBtn = widget.NewButtonWithIcon(tr("Check my entries"), theme.ConfirmIcon(), c.Check)
	t.CheckBtn.Hide()
	if t.logic == nil {
		t.Grade.Hide()
	}
	if t.logic != nil && c.typ.Stepper != nil {
		t.CourseBtn = widget.NewButtonWithIcon(tr("Rules round"), theme.MediaFastForwardIcon(), c.CourseRound)
	}
	return t
}

// box is what the panel shows under its status line.
func (t *teaching[P, S]) box() fyne.CanvasObject {
	return container.NewVBox(t.Grade, t.Tell, container.NewHBox(t.CheckBtn))
}

// changed is told of every board shown from the history: a hint was for
// the board before, and a new puzzle needs a new grade.
func (t *teaching[P, S]) changed() {
	t.gen++
	t.hint = hintState[P]{}
	t.Tell.Hide()
	t.CheckBtn.Hide()
	if t.logic != nil && t.live {
		t.regrade(t.c.CurrentPuzzle())
	}
}

// waker is a tab whose grades wait for its window (Build).
type waker interface{ wake() }

func (c *TabCore[P, S]) wake() { c.teach.wake() }

// wake lets grades start once the tab is put in a window (Build): the
// first puzzle is shown while the tab is built, before its widgets have a
// window (or a test its dispatcher).
func (t *teaching[P, S]) wake() {
	if !t.live {
		t.live = true
		if t.logic != nil {
			t.regrade(t.c.CurrentPuzzle())
		}
	}
}

// position is what the next deduction starts from: the board, and what
// the step that made it left (else what the board's own notes are).
func (c *TabCore[P, S]) position() solve.Position[P] {
	cur := c.hist.Current()
	pos := solve.Position[P]{Puzzle: c.CurrentPuzzle(), Play: c.pres.Play(cur), Notes: c.hist.Notes()}
	if pos.Notes == nil {
		if n, ok := c.pres.(noter[S]); ok {
			pos.Notes = n.Notes(cur)
		}
	}
	return pos
}

// find asks the Logic for the next deduction off the UI goroutine, and
// hands it to then on the UI goroutine unless the board changed meanwhile.
func (t *teaching[P, S]) find(status string, then func(d solve.Deduction[P], out solve.StepOutcome, err error)) {
	c := t.c
	pos, gen := c.position(), t.gen
	done := make(chan struct{})
	t.busy, t.done = true, done
	c.Panel.Status.SetText(status)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), stepTimeout)
		defer cancel()
		d, out, err := t.logic.Next(ctx, pos)
		c.Panel.ui().Do(func() {
			defer close(done)
			t.busy = false
			// A board changed meanwhile, or a method started, makes the
			// step stale.
			if gen == t.gen && !c.Panel.Running() {
				then(d, out, err)
			}
		})
	}()
}

// teachStep applies the next deduction: one undoable move.
func (c *TabCore[P, S]) teachStep() {
	t := c.teach
	if c.Panel.Running() || t.busy {
		return
	}
	if h := t.hint; h.found && h.gen == t.gen {
		c.applyDeduction(h.d, h.out, h.err)
		return
	}
	t.find(tr("Looking for the next step…"), c.applyDeduction)
}

// applyDeduction records a found step: the board shows its result and
// highlights, the status and the log name it.
func (c *TabCore[P, S]) applyDeduction(d solve.Deduction[P], out solve.StepOutcome, err error) {
	if err == nil && out == solve.Contradiction {
		c.wrongEntry(tr("Step: "))
		return
	}
	if err != nil || out != solve.Progressed {
		c.Panel.Status.SetText(outcomeText(out, err))
		return
	}
	next := c.stepPicture(d, out)
	t := c.teach
	t.steps++
	line := fmt.Sprintf(tr("Step %d · %s: %s"), t.steps, techniqueLabel(c.typ.Name, d.Technique), say(d.Say, d.Text))
	c.Panel.appendLogDetails([]string{line}, []any{shot[S]{next}}, 0)
	c.hist.PushNotes(next, d.Notes)
	c.show()
	c.Panel.Status.SetText(line)
	if d.Technique != nil && d.Technique.Explain != "" {
		t.Tell.SetText(techniqueName(c.typ.Name, d.Technique) + tr(": ") + techniqueExplain(c.typ.Name, d.Technique))
		t.Tell.Show()
	}
}

// stepPicture is the board after deduction d, with its highlights: the Step
// picture.
func (c *TabCore[P, S]) stepPicture(d solve.Deduction[P], out solve.StepOutcome) S {
	next := c.pres.Stepped(c.hist.Current(), solve.StepResult[P]{Outcome: out, Next: d.Next, Notes: d.Notes, Detail: d.Mark, Show: true})
	if m, ok := c.pres.(marker[S]); ok && d.Mark != nil {
		next = m.Marked(next, d.Mark)
	}
	return next
}

// clasher is a presenter that finds a clash among the entries of a
// state: its words, and the state with the clash pointed out (its cells
// highlighted, the player's one selected).
type clasher[S any] interface {
	Clash(cur S) (string, S, bool)
}

// wrongEntry tells, when a Hint or a Step finds the board has no
// solution, where it went wrong: the clash and its cells when there is
// one, else that an entry is wrong; Check my entries is at hand.
func (c *TabCore[P, S]) wrongEntry(prefix string) {
	t := c.teach
	text := tr("the board as it stands has no solution: one of your entries is wrong")
	if cl, ok := c.pres.(clasher[S]); ok {
		if words, s, ok := cl.Clash(c.hist.Current()); ok {
			text = words
			c.pres.Show(s) // shown, not recorded: a hint is no move
		}
	}
	c.Panel.Status.SetText(prefix + text)
	if _, ok := c.pres.(checker[P, S]); ok {
		t.Tell.SetText(tr("Check my entries (Ctrl+K) marks those of your entries that differ from the solution."))
		t.Tell.Show()
		t.CheckBtn.Show()
	}
}

// outcomeText says why there is no step.
func outcomeText(out solve.StepOutcome, err error) string {
	switch {
	case err != nil:
		return tr("Step: ") + errText(err)
	case out == solve.StepSolved:
		return tr("Solved: there is nothing left to deduce")
	case out == solve.Contradiction:
		return tr("Contradiction: the board as it stands has no solution (a wrong entry?)")
	}
	return tr("Stuck: no technique Grille knows applies here; only a guess would go further")
}

// techniqueLabel names a technique in plain words, with the course's own
// term when it has one.
func techniqueLabel(typ string, t *solve.Technique) string {
	switch {
	case t == nil:
		return tr("Deduction")
	case t.Source != "" && currentLanguage() == translation.French:
		return techniqueName(typ, t) // the French names are the course's terms
	case t.Source != "":
		src := strings.Replace(t.Source, ", generalised", tr(", generalised"), 1)
		return techniqueName(typ, t) + tr(" (the course's ") + src + ")"
	}
	return techniqueName(typ, t)
}

// regrade rates the puzzle off the UI goroutine, once edits settle: a new
// puzzle cancels the rating of the one before.
func (t *teaching[P, S]) regrade(p P) {
	key := t.c.typ.Text(p)
	if key == t.gradeKey {
		return
	}
	t.gradeKey, t.rated = key, ""
	if t.gradeCancel != nil {
		t.gradeCancel()
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	t.gradeCancel, t.gradeDone = cancel, done
	t.Grade.SetText(tr("Grade: rating…"))
	ui := t.c.Panel.ui()
	go func() {
		select {
		case <-ctx.Done():
			close(done)
			return
		case <-time.After(gradeDelay):
		}
		rctx, rcancel := context.WithTimeout(ctx, gradeTimeout)
		// What is plain to see comes first: a clash, clues that cannot
		// fill the grid. Then, when the techniques stop, whether the
		// puzzle has one solution at all.
		doubt := puzzleDoubt(p)
		var r solve.Rating
		var err error
		status := solve.Unique
		if doubt == "" {
			r, err = t.logic.RateBy(rctx, p)
			if err == nil && !r.Solved {
				status = t.c.exactStatus(rctx, p)
			}
		}
		rcancel()
		ui.Do(func() {
			defer close(done)
			if ctx.Err() == nil {
				if doubt != "" {
					t.Grade.SetText(tr("Grade: ") + doubt)
					return
				}
				if err == nil && r.Solved {
					t.rated = r.Grade
				}
				t.Grade.SetText(gradeText(t.c.typ.Name, t.logic, r, status, err))
			}
		})
	}()
}

// GradeDone is closed once the latest grade is shown or dropped (tests).
func (c *TabCore[P, S]) GradeDone() <-chan struct{} { return c.teach.gradeDone }

// TeachDone is closed once the latest logical Step or Hint is shown (tests).
func (c *TabCore[P, S]) TeachDone() <-chan struct{} { return c.teach.done }

// exactStatus is what the type's first exact method says of p: one
// solution, several, none; Unknown when it cannot tell in time.
func (c *TabCore[P, S]) exactStatus(ctx context.Context, p P) solve.Status {
	m := c.typ.Methods.FirstExact()
	if m == nil {
		return solve.Unknown
	}
	res, err := solve.Run(ctx, c.typ, m, p, nil)
	if err != nil {
		return solve.Unknown
	}
	return res.Status
}

// gradeText is the grade line: name and score, or why there is none;
// status is what an exact method says of a puzzle the techniques do not
// finish.
func gradeText[P any](typ string, l *solve.Logic[P], r solve.Rating, status solve.Status, err error) string {
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return fmt.Sprintf(tr("Grade: not rated (it took over %s)"), gradeTimeout)
	case err != nil:
		return tr("Grade: ") + err.Error()
	case !r.Solved && status == solve.Infeasible:
		return tr("Grade: no solution (an exact method proves it)")
	case !r.Solved && status == solve.Multiple:
		return tr("Grade: incomplete: the puzzle has more than one solution")
	case !r.Solved && r.Steps == 0:
		return tr("Grade: unrated: needs guessing (no technique applies at the start)")
	case !r.Solved:
		return fmt.Sprintf(tr("Grade: unrated: needs guessing (the techniques stop after %s)"), plural("step", r.Steps))
	}
	name := r.Grade
	if i := l.GradeIndex(r.Grade); i >= 0 {
		name = gradeName(l.Grades[i])
	}
	s := fmt.Sprintf(tr("Grade: %s · score %d · %s"), name, r.Score, plural("step", r.Steps))
	if t, ok := l.Technique(r.Hardest); ok {
		s += tr(", hardest technique: ") + techniqueName(typ, t)
	}
	return s
}

// markOf is mark as a *M, whether it holds an M or a *M.
func markOf[M any](mark any) (*M, bool) {
	switch m := mark.(type) {
	case M:
		return &m, true
	case *M:
		return m, m != nil
	}
	return nil, false
}
