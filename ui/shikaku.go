package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"grille/solve"
	"grille/solve/shikaku"
	"grille/ui/board"
)

// ShikakuTab is the Shikaku tab: clues to edit, rectangles to draw by
// hand, the shared panel.
type ShikakuTab struct {
	*TabCore[shikaku.Puzzle, board.ShikakuState]
	Board     *board.Shikaku
	EditClues *widget.Check
}

func init() { registerTab("shikaku", NewShikakuTab) }

func shikakuState(p shikaku.Puzzle) board.ShikakuState {
	return board.ShikakuState{Puzzle: p.Clone(), Problems: p.Problems()}
}

// NewShikakuTab builds the tab for typ with puzzle p loaded.
func NewShikakuTab(win fyne.Window, typ *solve.Type[shikaku.Puzzle], p shikaku.Puzzle) *ShikakuTab {
	t := &ShikakuTab{Board: board.NewShikaku(shikakuState(p))}
	t.Board.OnClue = t.setClue
	t.Board.OnRect = t.drawRect
	t.Board.OnErase = t.erase
	t.EditClues = widget.NewCheck(tr("Edit clues"), func(on bool) { t.Board.Editing = on; t.Board.Refresh() })
	t.TabCore = NewTabCore[shikaku.Puzzle, board.ShikakuState](win, typ, shikakuPresenter{t}, p)
	return t
}

// shikakuPresenter is the Shikaku tab as the shared tab sees it.
type shikakuPresenter struct{ t *ShikakuTab }

func (p shikakuPresenter) Board() fyne.CanvasObject                    { return p.t.Board }
func (p shikakuPresenter) Show(st board.ShikakuState)                  { p.t.Board.SetState(st) }
func (p shikakuPresenter) Fresh(q shikaku.Puzzle) board.ShikakuState   { return shikakuState(q) }
func (p shikakuPresenter) Play(st board.ShikakuState) shikaku.Puzzle   { return st.Puzzle }
func (p shikakuPresenter) Puzzle(st board.ShikakuState) shikaku.Puzzle { return st.Puzzle.Bare() }
func (p shikakuPresenter) SetEditing(on bool)                          { p.t.EditClues.SetChecked(on) }
func (p shikakuPresenter) EditingLabel() string                        { return p.t.EditClues.Text }
func (p shikakuPresenter) Controls() []fyne.CanvasObject               { return []fyne.CanvasObject{p.t.EditClues} }

func (p shikakuPresenter) Solved(_ board.ShikakuState, sol shikaku.Puzzle) board.ShikakuState {
	return shikakuState(sol)
}

func (p shikakuPresenter) Stepped(_ board.ShikakuState, r solve.StepResult[shikaku.Puzzle]) board.ShikakuState {
	return shikakuState(r.Next)
}

// Check marks the drawn rectangles that are not the solution's.
func (p shikakuPresenter) Check(st board.ShikakuState, sol shikaku.Puzzle) (board.ShikakuState, string) {
	right := map[shikaku.Rect]bool{}
	for _, r := range sol.Rects {
		right[r] = true
	}
	wrong := 0
	for _, r := range st.Puzzle.Rects {
		if !right[r] {
			wrong++
			st.Problems = append(st.Problems, shikaku.RectProblem{Rect: r, Why: tr("not the solution's")})
		}
	}
	n := len(st.Puzzle.Rects)
	switch {
	case n == 0:
		return st, tr("Check: you have not drawn any rectangle yet")
	case wrong == 0:
		return st, fmt.Sprintf(tr("Check: all your %s are right"), plural("rectangle", n))
	}
	return st, fmt.Sprintf(tr("Check: %d of your %s are wrong (in red)"), wrong, plural("rectangle", n))
}

// Picture shows the board as it was at a selected log line of the exact
// method: the rectangles its deductions had placed by then (on the clues
// alone, as the method began), the latest outlined and the cell that forced
// it circled.
func (p shikakuPresenter) Picture(cur board.ShikakuState, ds []any) (board.ShikakuState, bool) {
	q := cur.Puzzle.Bare()
	st := board.ShikakuState{}
	drawn := false
	for _, d := range ds {
		switch d := d.(type) {
		case shikaku.Deduction:
			q.Rects = append(q.Rects, d.Rect)
			rc := d.Rect
			st.Latest, st.Marked, st.MarkedRow, st.MarkedCol = &rc, true, d.Row, d.Col
			drawn = true
		case shikaku.Exclusion:
			rc := d.Common
			st.Latest, st.Marked = &rc, false
			drawn = true
		case shikaku.Moved: // an annealing state, the moved rectangle outlined
			q.Rects = append([]shikaku.Rect(nil), d.Rects...)
			rc := d.Rect
			st.Latest, st.Marked = &rc, false
			drawn = true
		}
	}
	st.Puzzle = q
	return st, drawn
}

func (t *ShikakuTab) setClue(row, col, v int) {
	if t.Panel.Running() {
		return
	}
	p := t.State().Puzzle.Clone()
	clues := p.Clues[:0:0]
	for _, c := range p.Clues {
		if c.Row != row || c.Col != col {
			clues = append(clues, c)
		}
	}
	if v > 0 {
		clues = append(clues, shikaku.Clue{Row: row, Col: col, Value: v})
	}
	sortClues(clues)
	p.Clues = clues
	t.Push(shikakuState(p))
	if v > 0 {
		t.Panel.Status.SetText(fmt.Sprintf(tr("clue %d at %s"), v, shikaku.CellName(row, col)))
	} else {
		t.Panel.Status.SetText(shikaku.CellName(row, col) + tr(" cleared"))
	}
}

func sortClues(cs []shikaku.Clue) {
	for i := 1; i < len(cs); i++ {
		for j := i; j > 0 && (cs[j].Row < cs[j-1].Row || cs[j].Row == cs[j-1].Row && cs[j].Col < cs[j-1].Col); j-- {
			cs[j], cs[j-1] = cs[j-1], cs[j]
		}
	}
}

// drawRect adds a hand-drawn rectangle, replacing those it overlaps.
func (t *ShikakuTab) drawRect(r shikaku.Rect) {
	if t.Panel.Running() {
		return
	}
	p := t.State().Puzzle.Clone()
	rects := p.Rects[:0:0]
	for _, q := range p.Rects {
		if !shikaku.Overlap(q, r) {
			rects = append(rects, q)
		}
	}
	p.Rects = append(rects, r)
	st := shikakuState(p)
	t.Push(st)
	switch {
	case shikaku.Verify(t.CurrentPuzzle(), p) == nil:
		t.Panel.Status.SetText(tr("Solved! Every cell is covered by a rectangle with one clue of its area."))
		t.finishedByHand()
	case len(st.Problems) > 0:
		t.Panel.Status.SetText(fmt.Sprintf(tr("%d×%d rectangle; %d wrong: %s"), r.Height, r.Width, len(st.Problems), say(st.Problems[0].Say, st.Problems[0].Why)))
	default:
		t.Panel.Status.SetText(fmt.Sprintf(tr("%d×%d rectangle (area %d)"), r.Height, r.Width, r.Area()))
	}
}

// erase removes the drawn rectangle covering a cell.
func (t *ShikakuTab) erase(row, col int) {
	if t.Panel.Running() {
		return
	}
	p := t.State().Puzzle.Clone()
	rects := p.Rects[:0:0]
	for _, q := range p.Rects {
		if !q.Contains(row, col) {
			rects = append(rects, q)
		}
	}
	if len(rects) == len(p.Rects) {
		return
	}
	p.Rects = rects
	t.Push(shikakuState(p))
}

// Marked draws a Deduction's shikaku.StepMark (its Mark or Hint, by value
// or by pointer) on a state; any other mark leaves it as it is.
func (p shikakuPresenter) Marked(st board.ShikakuState, mark any) board.ShikakuState {
	if m, ok := markOf[shikaku.StepMark](mark); ok {
		st.Step = m
	}
	return st
}
