package ui

import (
	"grille/solve"
)

// hintState is the hint for one board: the deduction found for it, and
// how much of it has been told.
type hintState[P any] struct {
	found bool
	gen   int // the board it is for (teaching.gen)
	level int // presses so far: 1 where, 2 which technique, 3 the step
	d     solve.Deduction[P]
	out   solve.StepOutcome
	err   error
}

// Hint tells the next deduction a little more at each press, as HoDoKu
// does: where to look (with that region highlighted), then which technique,
// then the exact step; the fourth press applies it. Any change of the
// board starts again from the first level.
func (c *TabCore[P, S]) Hint() {
	t := c.teach
	if t == nil || t.logic == nil || c.Panel.Running() || t.busy {
		return
	}
	if h := &t.hint; h.found && h.gen == t.gen {
		h.level++
		c.showHint()
		return
	}
	gen := t.gen
	t.find(tr("Looking for a hint…"), func(d solve.Deduction[P], out solve.StepOutcome, err error) {
		t.hint = hintState[P]{found: true, gen: gen, level: 1, d: d, out: out, err: err}
		c.showHint()
	})
}

// showHint tells the hint up to its level.
func (c *TabCore[P, S]) showHint() {
	t := c.teach
	h := t.hint
	if h.err == nil && h.out == solve.Contradiction {
		c.wrongEntry(tr("Hint: "))
		return
	}
	if h.err != nil || h.out != solve.Progressed {
		c.Panel.Status.SetText(tr("Hint: ") + outcomeText(h.out, h.err))
		return
	}
	if h.level >= 4 {
		c.applyDeduction(h.d, h.out, h.err)
		return
	}
	tech := techniqueLabel(c.typ.Name, h.d.Technique)
	var status, tell string
	mark := h.d.Hint
	switch h.level {
	case 1:
		status = tr("Hint 1 of 3: look at ") + say(h.d.SayWhere, h.d.Where)
		tell = tr("Press Hint again for the technique.")
	case 2:
		status = tr("Hint 2 of 3: ") + tech + tr(", in ") + say(h.d.SayWhere, h.d.Where)
		tell = tech
		if h.d.Technique != nil && h.d.Technique.Explain != "" {
			tell += tr(": ") + techniqueExplain(c.typ.Name, h.d.Technique)
		}
		tell += tr("\nPress Hint again for the exact step.")
	default:
		text := say(h.d.Say, h.d.Text)
		status = tr("Hint 3 of 3: ") + tech + tr(": ") + text
		tell = text + tr("\nPress Hint again (or Step) to apply it.")
		mark = h.d.Mark
	}
	c.Panel.Status.SetText(status)
	t.Tell.SetText(tell)
	t.Tell.Show()
	cur := c.hist.Current()
	if m, ok := c.pres.(marker[S]); ok && mark != nil {
		cur = m.Marked(cur, mark)
	}
	// Shown, not recorded: a hint is no move.
	c.pres.Show(cur)
}
