package ui

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"grille/solve"
	"grille/solve/shikaku"
	"grille/solve/shikaku/exact"
	"grille/solve/shikaku/gen"
	"grille/solve/shikaku/ilp"
	"grille/ui/board"
)

// ShikakuTab is the Shikaku tab: clues to edit, rectangles to draw by
// hand, the shared panel, and the paper's generator.
type ShikakuTab struct {
	*TabCore[shikaku.Puzzle, board.ShikakuState]
	Board     *board.Shikaku
	EditClues *widget.Check
	content   fyne.CanvasObject
	stepDone  chan struct{} // closed when the latest Step is shown; nil while none has run
}

// ShikakuIO reads and writes Shikaku for the tab.
var ShikakuIO = PuzzleIO[shikaku.Puzzle]{
	Parse: shikaku.Parse, ParseOne: shikaku.ParseOne,
	Save: shikaku.Puzzle.GridText,
	Copy: shikaku.Puzzle.GameID, CopyName: "a Simon Tatham game ID",
	Describe: func(p shikaku.Puzzle) string {
		return fmt.Sprintf("%d×%d puzzle, %d clues", p.Rows, p.Cols, len(p.Clues))
	},
	Model:    ilp.Model,
	ModelDoc: "The paper's model (seed 004): a binary per candidate rectangle, one per clue, one per cell.",
	FileName: "shikaku",
}

func shikakuState(p shikaku.Puzzle) board.ShikakuState {
	return board.ShikakuState{Puzzle: p.Clone(), Problems: p.Problems()}
}

// NewShikakuTab builds the tab with puzzle p loaded.
func NewShikakuTab(win fyne.Window, reg *solve.Registry[shikaku.Puzzle], p shikaku.Puzzle) *ShikakuTab {
	t := &ShikakuTab{TabCore: NewTabCore[shikaku.Puzzle, board.ShikakuState](win, "Shikaku", shikaku.Kind, reg, ShikakuIO)}
	t.Board = board.NewShikaku(shikakuState(p))
	t.StateOf = shikakuState
	t.PuzzleOf = func(s board.ShikakuState) shikaku.Puzzle { return s.Puzzle.Bare() }
	t.WithSolution = func(_ board.ShikakuState, sol shikaku.Puzzle) board.ShikakuState { return shikakuState(sol) }
	t.WithLive = t.WithSolution
	t.Panel.OnReplay = t.replay
	t.Panel.OnStep = t.Step
	t.Render = t.Board.SetState
	t.NewDialog = t.askNew
	t.Board.OnClue = t.setClue
	t.Board.OnRect = t.drawRect
	t.Board.OnErase = t.erase
	t.EditClues = widget.NewCheck("Edit clues", func(on bool) { t.Board.Editing = on; t.Board.Refresh() })
	gen := widget.NewButtonWithIcon("Generate", theme.ViewRefreshIcon(), t.askGenerate)
	t.AddControls(t.EditClues, gen)
	t.content = t.Layout(t.Board)
	t.Init(p)
	return t
}

// Content is the tab's root object.
func (t *ShikakuTab) Content() fyne.CanvasObject { return t.content }

// Step draws, as one move, the rectangles the exact method's rules settle
// before it would have to guess (a clue with one rectangle left, a cell
// only one rectangle can cover), each logged; a rectangle of the player's
// that overlaps one of them differently goes. The rules run off the UI
// goroutine: they are the start of a search, which on a large grid takes a
// moment.
func (t *ShikakuTab) Step() {
	if t.Panel.Running() || (t.stepDone != nil && !isClosed(t.stepDone)) {
		return
	}
	bare, drawn := t.CurrentPuzzle(), t.State().Puzzle.Rects
	done := make(chan struct{})
	t.stepDone = done
	t.Panel.Status.SetText("Applying the rules…")
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		rects, infeasible, err := exact.Forced(ctx, bare)
		t.Panel.UI.do(func() {
			defer close(done)
			t.showForced(bare, drawn, rects, infeasible, err)
		})
	}()
}

func isClosed(c chan struct{}) bool {
	select {
	case <-c:
		return true
	default:
		return false
	}
}

// StepDone is closed once the latest Step is shown (tests wait on it).
func (t *ShikakuTab) StepDone() <-chan struct{} { return t.stepDone }

// showForced draws Step's rectangles over the player's that agree with them.
func (t *ShikakuTab) showForced(bare shikaku.Puzzle, drawn, forced []shikaku.Rect, infeasible bool, err error) {
	switch {
	case err != nil:
		t.Panel.Status.SetText("Step: " + err.Error())
		return
	case infeasible:
		t.Panel.Status.SetText("The rules reach a contradiction: this puzzle has no solution")
		t.Panel.AppendLog([]string{"Step: the rules reach a contradiction, so the puzzle has no solution"}, 0)
		return
	}
	have := map[shikaku.Rect]bool{}
	for _, r := range drawn {
		have[r] = true
	}
	var lines []string
	var kept []shikaku.Rect
	for _, r := range drawn {
		hit := -1
		for i, f := range forced {
			if f != r && overlap(f, r) {
				hit = i
				break
			}
		}
		if hit >= 0 {
			lines = append(lines, fmt.Sprintf("your %v goes: it overlaps %v, which the rules place", r, forced[hit]))
		} else {
			kept = append(kept, r)
		}
	}
	added := 0
	for _, f := range forced {
		if !have[f] {
			kept = append(kept, f)
			added++
			lines = append(lines, fmt.Sprintf("%v placed", f))
		}
	}
	if len(lines) == 0 {
		t.Panel.Status.SetText("The rules settle nothing more: Solve searches")
		return
	}
	p := bare.WithRects(kept)
	t.Push(shikakuState(p))
	const shown = 60
	if len(lines) > shown {
		lines = append(lines[:shown], fmt.Sprintf("… and %d more", len(lines)-shown))
	}
	t.Panel.AppendLog(append([]string{fmt.Sprintf("Step: the rules place %d rectangle(s) before any guess", len(forced))}, lines...), 0)
	if shikaku.Verify(bare, p) == nil {
		t.Panel.Status.SetText("Solved by the rules alone")
	} else {
		t.Panel.Status.SetText(fmt.Sprintf("Rules applied: %d rectangle(s) placed; the rest needs a guess", added))
	}
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
	t.Panel.Status.SetText(fmt.Sprintf("r%dc%d = %s", row+1, col+1, map[bool]string{true: strconv.Itoa(v), false: "empty"}[v > 0]))
}

func sortClues(cs []shikaku.Clue) {
	for i := 1; i < len(cs); i++ {
		for j := i; j > 0 && (cs[j].Row < cs[j-1].Row || cs[j].Row == cs[j-1].Row && cs[j].Col < cs[j-1].Col); j-- {
			cs[j], cs[j-1] = cs[j-1], cs[j]
		}
	}
}

func overlap(a, b shikaku.Rect) bool {
	return a.Row < b.Row+b.Height && b.Row < a.Row+a.Height && a.Col < b.Col+b.Width && b.Col < a.Col+a.Width
}

// drawRect adds a hand-drawn rectangle, replacing those it overlaps.
func (t *ShikakuTab) drawRect(r shikaku.Rect) {
	if t.Panel.Running() {
		return
	}
	p := t.State().Puzzle.Clone()
	rects := p.Rects[:0:0]
	for _, q := range p.Rects {
		if !overlap(q, r) {
			rects = append(rects, q)
		}
	}
	p.Rects = append(rects, r)
	st := shikakuState(p)
	t.Push(st)
	switch {
	case shikaku.Verify(t.CurrentPuzzle(), p) == nil:
		t.Panel.Status.SetText("Solved! Every cell is covered by a rectangle with one clue of its area.")
	case len(st.Problems) > 0:
		t.Panel.Status.SetText(fmt.Sprintf("%d×%d rectangle; %d wrong: %s", r.Height, r.Width, len(st.Problems), st.Problems[0].Why))
	default:
		t.Panel.Status.SetText(fmt.Sprintf("%d×%d rectangle (area %d)", r.Height, r.Width, r.Area()))
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

func (t *ShikakuTab) askNew() {
	t.askSize("New Shikaku", 10, 10, func(r, c int) {
		t.EditClues.SetChecked(true)
		t.Load(shikaku.Puzzle{Rows: r, Cols: c})
	})
}

// askGenerate runs the paper's generator with the user's parameters, off
// the UI goroutine (proving uniqueness can take a while).
func (t *ShikakuTab) askGenerate() {
	e := func(v string) *widget.Entry { w := widget.NewEntry(); w.SetText(v); return w }
	rows, cols, depth, merges, prob := e("10"), e("10"), e("5"), e("1"), e("0.5")
	unique := widget.NewCheck("only puzzles with a unique solution", nil)
	unique.SetChecked(true)
	dialog.ShowForm("Generate Shikaku (Rafaralahy's generator)", "Generate", "Cancel", []*widget.FormItem{
		widget.NewFormItem("Rows", rows), widget.NewFormItem("Columns", cols),
		widget.NewFormItem("Cut depth", depth), widget.NewFormItem("Merge rounds", merges),
		widget.NewFormItem("Merge probability", prob), widget.NewFormItem("", unique),
	}, func(ok bool) {
		if !ok {
			return
		}
		var gp gen.GenParams
		var errs []error
		atoi := func(s string) int { v, err := strconv.Atoi(s); errs = append(errs, err); return v }
		gp.Rows, gp.Cols, gp.Depth, gp.NbMergeIter = atoi(rows.Text), atoi(cols.Text), atoi(depth.Text), atoi(merges.Text)
		mp, err := strconv.ParseFloat(prob.Text, 64)
		errs = append(errs, err)
		gp.MergeProb, gp.Unique, gp.Seed = mp, unique.Checked, time.Now().UnixNano()
		for _, err := range errs {
			if err != nil {
				dialog.ShowError(fmt.Errorf("generator parameters: %v", err), t.win)
				return
			}
		}
		t.generate(func(ctx context.Context) (shikaku.Puzzle, error) { return gen.Generate(ctx, gp) }, func(p shikaku.Puzzle) {
			t.EditClues.SetChecked(false)
			t.Load(p)
			t.Panel.AppendLog([]string{fmt.Sprintf("generated %d×%d, depth %d, %d merge rounds (p=%.2g), seed %d",
				gp.Rows, gp.Cols, gp.Depth, gp.NbMergeIter, gp.MergeProb, gp.Seed)}, 0)
		})
	}, t.win)
}

// replay shows the board as it was at a selected log line of the exact
// method: the rectangles its deductions had placed by then (on the clues
// alone, as the method began), the latest outlined and the cell that forced
// it circled. nil shows the board as it is.
func (t *ShikakuTab) replay(ds []any) {
	if ds == nil {
		t.Render(t.State())
		return
	}
	p := t.CurrentPuzzle() // a fresh copy without rectangles (PuzzleOf)
	st := board.ShikakuState{}
	for _, d := range ds {
		switch d := d.(type) {
		case shikaku.Deduction:
			p.Rects = append(p.Rects, d.Rect)
			rc := d.Rect
			st.Latest, st.Marked, st.MarkedRow, st.MarkedCol = &rc, true, d.Row, d.Col
		case shikaku.Exclusion:
			rc := d.Common
			st.Latest, st.Marked = &rc, false
		}
	}
	st.Puzzle = p
	t.Render(st)
}
