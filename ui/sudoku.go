package ui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"grille/solve"
	"grille/solve/sudoku"
	"grille/ui/board"
)

// SudokuTab is the Sudoku tab: the shared tab core with the Sudoku board,
// the givens/play switch and the candidates view.
type SudokuTab struct {
	*TabCore[sudoku.Grid, board.SudokuState]
	Board      *board.Sudoku
	EditGivens *widget.Check
	ShowCands  *widget.Check
	Pencil     *widget.Check   // digits toggle pencil marks (Shift+digit always does)
	legend     *board.LPLegend // the scale, with the chart beside it
	marks      *board.LPLegend // fixed, presolve, this round
	lpChart    *board.LPChart
	lpLine     *widget.Label
	lpBox      *fyne.Container // the line, the legend and the chart: shown with an LP picture
}

func init() { registerTab("sudoku", NewSudokuTab) }

// NewSudokuTab builds the tab for typ with puzzle g loaded.
func NewSudokuTab(win fyne.Window, typ *solve.Type[sudoku.Grid], g sudoku.Grid) *SudokuTab {
	t := &SudokuTab{Board: board.NewSudoku(stateFor(g))}
	t.Board.OnEdit = t.edit
	t.Board.OnMark = t.mark
	t.Pencil = widget.NewCheck(tr("Pencil"), func(on bool) { t.Board.Pencil = on })
	t.legend, t.marks = board.NewLPLegendRows(true, false), board.NewLPLegendRows(false, true)
	t.lpChart = board.NewLPChart()
	t.lpLine = widget.NewLabel("")
	t.lpLine.Truncation = fyne.TextTruncateEllipsis
	t.lpBox = container.NewVBox()
	t.lpBox.Hide()
	onPresent(func() {
		if t.lpBox.Visible() {
			t.arrangeLP()
		}
	})
	t.EditGivens = widget.NewCheck(tr("Edit givens"), func(on bool) { t.Board.Advance = on })
	t.ShowCands = widget.NewCheck(tr("Candidates"), func(on bool) {
		st := t.State()
		if on == (st.Candidates != nil) {
			return
		}
		if on {
			st.Candidates = sudoku.Open(st.Grid)
		} else {
			st.Candidates, st.Highlight = nil, nil
		}
		t.Push(st)
	})
	t.TabCore = NewTabCore[sudoku.Grid, board.SudokuState](win, typ, sudokuPresenter{t}, g)
	return t
}

// arrangeLP lays the LP picture's line, legend and chart out: the chart
// beside the scale's row, or, in presentation mode, whose texts make the
// rows wider than the board, the legend's groups flowing onto further
// lines and the chart on a line of its own, so that the window still fits
// its screen.
func (t *SudokuTab) arrangeLP() {
	if t.legend.Flow == presentOn && len(t.lpBox.Objects) > 0 {
		return
	}
	t.legend.Flow, t.marks.Flow = presentOn, presentOn
	if presentOn {
		t.lpBox.Objects = []fyne.CanvasObject{t.lpLine, t.legend, t.marks, container.NewHBox(layout.NewSpacer(), t.lpChart)}
	} else {
		t.lpBox.Objects = []fyne.CanvasObject{t.lpLine, container.NewHBox(t.legend, layout.NewSpacer(), t.lpChart), t.marks}
	}
	t.lpBox.Refresh()
}

// Puzzle is the grid of givens: what Solve works on.
func (t *SudokuTab) Puzzle() sudoku.Grid { return t.CurrentPuzzle() }

// sudokuPresenter is the Sudoku tab as the shared tab sees it.
type sudokuPresenter struct{ t *SudokuTab }

func (p sudokuPresenter) Board() fyne.CanvasObject  { return p.t.Board }
func (p sudokuPresenter) Show(st board.SudokuState) { p.t.Board.SetState(st); p.t.showLP(st) }

// BelowBoard is the LP picture's line, legend and chart, hidden unless an
// LP picture shows.
func (p sudokuPresenter) BelowBoard() fyne.CanvasObject { return p.t.lpBox }

// showLP shows the line, the legend and the chart with an LP picture, and
// hides them with any other state.
func (t *SudokuTab) showLP(st board.SudokuState) {
	if t.lpBox == nil {
		return
	}
	if t.TabCore != nil { // nil while NewTabCore shows the first state
		t.Panel.ILP.Yield(st.Shade != nil)
	}
	if st.Shade == nil {
		t.lpBox.Hide()
		return
	}
	for _, l := range []*board.LPLegend{t.legend, t.marks} {
		l.Captions = [6]string{tr("x from 0 to 1, in hundredths"), tr("fixed to 1"), tr("fixed to 0"), tr("decided by the presolve"), tr("fixed this round"), tr("probed")}
		l.Refresh()
	}
	t.arrangeLP()
	t.lpChart.Caption = tr("fractional per round")
	t.lpChart.Set(st.LPHistory)
	if len(st.LPHistory) == 0 { // ilp's root relaxation: no rounds
		t.lpChart.Hide()
	} else {
		t.lpChart.Show()
	}
	t.lpLine.SetText(st.LPLine)
	t.lpBox.Show()
}
func (p sudokuPresenter) Play(st board.SudokuState) sudoku.Grid   { return st.Grid }
func (p sudokuPresenter) Puzzle(st board.SudokuState) sudoku.Grid { return givensOf(st) }
func (p sudokuPresenter) Shown(st board.SudokuState)              { p.t.ShowCands.SetChecked(st.Candidates != nil) }
func (p sudokuPresenter) SetEditing(on bool)                      { p.t.EditGivens.SetChecked(on) }
func (p sudokuPresenter) EditingLabel() string                    { return p.t.EditGivens.Text }

// Notes is what a step starts from besides the board: the candidates
// shown, and the player's pencil marks, which replace a marked cell's
// (every cell unmarked keeps its candidates, or all its open digits), so
// that Hint and Step work from the player's own position.
func (p sudokuPresenter) Notes(st board.SudokuState) any {
	marked := slices.ContainsFunc(st.Marks, func(m uint64) bool { return m != 0 })
	switch {
	case !marked && st.Candidates == nil:
		return nil
	case !marked:
		return st.Candidates
	case st.Candidates == nil:
		return sudoku.PositionCandidates(st.Grid, st.Marks)
	}
	notes := slices.Clone(st.Candidates)
	for i, m := range st.Marks {
		if m != 0 && i < len(notes) && st.Grid.Cells[i] == 0 {
			notes[i] = m
		}
	}
	return notes
}

// MethodNotes is what the last Step of a method left (an LP round), nil
// on any other state.
func (p sudokuPresenter) MethodNotes(st board.SudokuState) any { return st.LPNotes }

func (p sudokuPresenter) Controls() []fyne.CanvasObject {
	return []fyne.CanvasObject{p.t.EditGivens, p.t.Pencil, p.t.ShowCands}
}

// Game is the state as a game file holds it: the givens, the grid with
// every other digit, which of them a solver or Step found (Found), the
// pencil marks.
func (p sudokuPresenter) Game(st board.SudokuState) solve.Game[sudoku.Grid] {
	g := solve.Game[sudoku.Grid]{Puzzle: givensOf(st), Play: st.Grid, Marks: st.Marks}
	for i, o := range st.Origins {
		if o == board.Found && st.Grid.Cells[i] != 0 {
			if g.Found == nil {
				g.Found = make([]bool, len(st.Grid.Cells))
			}
			g.Found[i] = true
		}
	}
	return g
}

// Resume tells the player's entries from the givens (those play has that
// puzzle lacks), and the solver's from the player's (g.Found): they come
// back in the colours they had.
func (p sudokuPresenter) Resume(g solve.Game[sudoku.Grid]) board.SudokuState {
	puzzle, play := g.Puzzle, g.Play
	st := p.Fresh(puzzle)
	if play.Order != puzzle.Order {
		return st
	}
	for i, v := range play.Cells {
		if v != 0 && puzzle.Cells[i] == 0 {
			st.Grid.Cells[i], st.Origins[i] = v, board.Played
			if g.FoundAt(i) {
				st.Origins[i] = board.Found
			}
		}
	}
	if len(g.Marks) == len(st.Grid.Cells) {
		st.Marks = append([]uint64(nil), g.Marks...)
	}
	if st.Candidates != nil {
		st.Candidates = sudoku.Open(st.Grid)
	}
	return st
}

func (p sudokuPresenter) Fresh(g sudoku.Grid) board.SudokuState {
	st := stateFor(g)
	if p.t.ShowCands.Checked {
		st.Candidates = sudoku.Open(st.Grid)
	}
	return st
}

func (p sudokuPresenter) Solved(st board.SudokuState, g sudoku.Grid) board.SudokuState {
	return board.SudokuState{Grid: g.Clone(), Origins: foundOrigins(st, g), Marks: st.Marks}
}

// Check highlights the player's digits that differ from the solution.
func (p sudokuPresenter) Check(st board.SudokuState, sol sudoku.Grid) (board.SudokuState, string) {
	st.Highlight = make([]bool, len(st.Grid.Cells))
	st.Wrong = make([]bool, len(st.Grid.Cells))
	played, wrong := 0, 0
	for i, o := range st.Origins {
		if o == board.Played {
			played++
			if st.Grid.Cells[i] != sol.Cells[i] {
				wrong++
				st.Highlight[i], st.Wrong[i] = true, true
			}
		}
	}
	switch {
	case played == 0:
		return st, tr("Check: you have not entered any digit yet")
	case wrong == 0:
		return st, fmt.Sprintf(tr("Check: all your %s are right"), plural("digit", played))
	case played == 1:
		return st, tr("Check: your one digit is wrong (in red)")
	case wrong == 1:
		return st, fmt.Sprintf(tr("Check: 1 of your %s is wrong (in red)"), plural("digit", played))
	}
	return st, fmt.Sprintf(tr("Check: %d of your %s are wrong (in red)"), wrong, plural("digit", played))
}

// Stepped shows a round of the rules: the cells it filled as found, the
// candidates it left, the cells it concerned highlighted; or a round of an
// LP method (its Detail an LP picture), kept for its next Step.
func (p sudokuPresenter) Stepped(st board.SudokuState, r solve.StepResult[sudoku.Grid]) board.SudokuState {
	if v, ok := r.Detail.(sudoku.LPView); ok {
		if next, ok := lpPicture(st, v); ok {
			next.Marks, next.LPNotes = st.Marks, r.Notes
			return next
		}
	}
	g := r.Next
	o := append([]board.Origin(nil), st.Origins...)
	for i, v := range g.Cells {
		if v != 0 && st.Grid.Cells[i] == 0 {
			o[i] = board.Found
		}
	}
	next := board.SudokuState{Grid: g, Origins: o, Marks: st.Marks}
	if masks, ok := r.Notes.([]uint64); ok && len(masks) == len(g.Cells) {
		// The player's view stays as chosen: with it off, only the cells
		// the step names show their candidates.
		if p.t.ShowCands.Checked {
			next.Candidates = masks
		} else {
			next.Glimpse = glimpse(masks, stepCells(r.Detail))
		}
	}
	if h, ok := r.Detail.(sudoku.Highlight); ok {
		next.Highlight = make([]bool, len(g.Cells))
		for _, c := range h.Cells {
			next.Highlight[c] = true
		}
	}
	return next
}

// stateFor shows a fresh puzzle: every value is a given.
func stateFor(g sudoku.Grid) board.SudokuState {
	o := make([]board.Origin, len(g.Cells))
	for i, v := range g.Cells {
		if v != 0 {
			o[i] = board.Given
		}
	}
	return board.SudokuState{Grid: g.Clone(), Origins: o}
}

// givensOf is the puzzle a state shows: its givens only.
func givensOf(st board.SudokuState) sudoku.Grid {
	g := sudoku.New(st.Grid.Order)
	for i, o := range st.Origins {
		if o == board.Given {
			g.Cells[i] = st.Grid.Cells[i]
		}
	}
	return g
}

// foundOrigins colours a solver's grid: givens stay givens, the rest is found.
func foundOrigins(st board.SudokuState, g sudoku.Grid) []board.Origin {
	o := make([]board.Origin, len(g.Cells))
	for i, v := range g.Cells {
		switch {
		case st.Origins[i] == board.Given:
			o[i] = board.Given
		case v != 0:
			o[i] = board.Found
		}
	}
	return o
}

// mark toggles a pencil mark of the player's: one undoable move.
func (t *SudokuTab) mark(cell, digit int) {
	if t.Panel.Running() {
		return
	}
	st := t.State()
	if st.Grid.Cells[cell] != 0 {
		t.Panel.Status.SetText(tr("Pencil marks go in empty cells"))
		return
	}
	st.Marks = board.ToggleMark(st.Marks, len(st.Grid.Cells), cell, digit)
	t.Push(st)
	on := st.Marks[cell]&(1<<(digit-1)) != 0
	t.Panel.Status.SetText(fmt.Sprintf(tr("%s: pencil mark %d %s"), sudoku.CellName(st.Grid.Order, cell), digit, map[bool]string{true: tr("on"), false: tr("off")}[on]))
}

// clearMarks drops digit v's marks from the cells that see cell, and all
// of cell's own, once v is placed there, as Solo and HoDoKu do.
func clearMarks(marks []uint64, g sudoku.Grid, cell, v int) []uint64 {
	if marks == nil || v == 0 {
		return marks
	}
	out := append([]uint64(nil), marks...)
	out[cell] = 0
	for _, unit := range sudoku.Units(g.Order) {
		if slices.Contains(unit, cell) {
			for _, c := range unit {
				out[c] &^= 1 << (v - 1)
			}
		}
	}
	return out
}

// edit applies a typed value: a given in edit mode, else a move.
func (t *SudokuTab) edit(cell, v int) {
	if t.Panel.Running() {
		return
	}
	st := t.State()
	given := t.EditGivens.Checked
	// Typing the digit a cell already holds changes nothing, except in
	// Edit givens over a digit of the player's or the solver's: then the
	// digit becomes part of the puzzle (typing a grid row by row over an
	// earlier attempt must not leave green digits among the givens).
	if int(st.Grid.Cells[cell]) == v && (v == 0 || (st.Origins[cell] != board.Empty && (!given || st.Origins[cell] == board.Given))) {
		return
	}
	if !given && st.Origins[cell] == board.Given {
		t.Panel.Status.SetText(tr("That cell is a given: tick “Edit givens” to change it"))
		return
	}
	g := st.Grid.Clone()
	o := append([]board.Origin(nil), st.Origins...)
	g.Cells[cell] = uint8(v)
	switch {
	case v == 0:
		o[cell] = board.Empty
	case given:
		o[cell] = board.Given
	default:
		o[cell] = board.Played
	}
	next := board.SudokuState{Grid: g, Origins: o, Marks: clearMarks(st.Marks, g, cell, v)}
	if st.Candidates != nil {
		next.Candidates = sudoku.Open(g)
	}
	t.Push(next)
	switch {
	case g.Contradiction() != "":
		t.Panel.Status.SetText(tr("Conflict: ") + say(g.ContradictionSay(), g.Contradiction()))
	case g.Complete() && sudoku.Verify(t.CurrentPuzzle(), g) == nil:
		t.Panel.Status.SetText(tr("Solved! Every row, column and box is complete."))
		if !given {
			t.finishedByHand()
		}
	default:
		if v == 0 {
			t.Panel.Status.SetText(sudoku.CellName(g.Order, cell) + tr(" cleared"))
		} else {
			t.Panel.Status.SetText(sudoku.CellName(g.Order, cell) + " = " + strconv.Itoa(v))
		}
	}
}

// Picture shows the latest payload: an LP method's relaxation (each
// candidate shaded by its value, fixed variables marked, cells whose digit
// the relaxation has settled filled in), or a step's cells highlighted.
func (p sudokuPresenter) Picture(st board.SudokuState, ds []any) (board.SudokuState, bool) {
	switch d := ds[len(ds)-1].(type) {
	case sudoku.LPView:
		return lpPicture(st, d)
	case sudoku.Highlight:
		st.Highlight = make([]bool, len(st.Grid.Cells))
		for _, c := range d.Cells {
			st.Highlight[c] = true
		}
		return st, true
	case searchView:
		return searchPicture(st, d)
	}
	return st, false
}

// searchView is a search's step (backtrack.Shown): the board as the search
// stands, its candidates, and the cells the step is about.
type searchView interface {
	ShownGrid() sudoku.Grid
	ShownCandidates() []uint64
	ShownCells() []int
}

func searchPicture(st board.SudokuState, v searchView) (board.SudokuState, bool) {
	g := v.ShownGrid()
	if len(g.Cells) != len(st.Grid.Cells) {
		return st, false
	}
	next := board.SudokuState{Grid: g, Origins: foundOrigins(st, g), Candidates: v.ShownCandidates(),
		Highlight: make([]bool, len(g.Cells))}
	for _, c := range v.ShownCells() {
		if c >= 0 && c < len(g.Cells) {
			next.Highlight[c] = true
		}
	}
	return next, true
}

func lpPicture(st board.SudokuState, v sudoku.LPView) (board.SudokuState, bool) {
	vals, fixed := v.LPValues(), v.LPFixed()
	g := st.Grid.Clone()
	N := g.Size()
	if len(vals) != N*N*N {
		return st, false
	}
	// The picture is of the grid the solve began from: once a solve has
	// ended (and the log is being replayed), the state holds its digits.
	for i, o := range st.Origins {
		if o == board.Found {
			g.Cells[i] = 0
		}
	}
	for i := range g.Cells {
		if g.Cells[i] != 0 {
			continue
		}
		for k := 0; k < N; k++ {
			j := i*N + k
			if (fixed != nil && fixed[j] > 0) || vals[j] > 1-1e-6 {
				g.Cells[i] = uint8(k + 1)
			}
		}
	}
	next := board.SudokuState{Grid: g, Origins: foundOrigins(st, g), Shade: vals, Fixed: fixed}
	if r, ok := v.(sudoku.LPRounder); ok {
		lpRound(&next, r.LPRound(), st)
	}
	return next, true
}

// lpRound adds where an LP method's loop stands to its picture: the
// variables of the LP (the cells' candidates the givens and the presolve
// left), the cells the presolve decided, this round's fixes highlighted,
// the line and the chart under the board.
func lpRound(next *board.SudokuState, r sudoku.LPRound, before board.SudokuState) {
	g := next.Grid
	n, N := g.Order, g.Size()
	if len(r.Presolved) == len(g.Cells) {
		next.Presolved = r.Presolved
	}
	// The LP's variables: as the method says, else the candidates of the
	// cells the givens and the presolve left.
	free := r.InLP
	if len(free) != N*N*N {
		start := givensOf(before)
		open := sudoku.Open(start)
		free = make([]bool, N*N*N)
		for i := range g.Cells {
			if start.Cells[i] != 0 || (next.Presolved != nil && next.Presolved[i]) {
				continue
			}
			for k := 0; k < N; k++ {
				free[i*N+k] = open[i]&(1<<k) != 0
			}
		}
	}
	next.Free = free
	names := []string{}
	next.Highlight = make([]bool, len(g.Cells))
	for _, j := range r.Fresh {
		if j < 0 || j >= len(free) {
			continue
		}
		next.Highlight[j/N] = true
		val := 0
		if next.Fixed != nil && next.Fixed[j] > 0 {
			val = 1
		}
		// Named as the log names it: x[r1c2=4], "cell r1c2 holds 4".
		names = append(names, fmt.Sprintf("x[%s=%d] = %d", sudoku.CellName(n, j/N), j%N+1, val))
	}
	fresh := tr("none")
	if len(names) > 0 {
		fresh = strings.Join(names, ", ")
	}
	// One line whatever it says (the probe is framed, and in the log), so
	// that the board keeps its size while a run goes.
	next.LPLine = fmt.Sprintf(tr("Round %d · objective %.6g · %d of %d x fractional · fixed this round: %s"),
		r.Round, r.Objective, r.Fractional, r.Vars, fresh)
	if r.Root { // ilp's: no rounds, no fixes
		next.LPLine = fmt.Sprintf(tr("Relaxation at the root of the branch and bound · objective %.6g · %d of %d x fractional"),
			r.Objective, r.Fractional, r.Vars)
	}
	if r.Probe >= 0 && r.Probe < len(free) {
		next.LPProbe = r.Probe + 1
	}
	next.LPHistory = r.History
}

// Marked draws a Deduction's sudoku.StepMark (its Mark or Hint, by value
// or by pointer) on a state; any other mark leaves it as it is.
func (p sudokuPresenter) Marked(st board.SudokuState, mark any) board.SudokuState {
	m, ok := markOf[sudoku.StepMark](mark)
	if !ok {
		return st
	}
	st.Step = m
	if st.Candidates == nil && st.Glimpse == nil {
		// A hint on the board as it stands: the candidates the steps so
		// far left (else the board's), in the cells the step names.
		masks, ok := p.t.position().Notes.([]uint64)
		if !ok || len(masks) != len(st.Grid.Cells) {
			masks = sudoku.Open(st.Grid)
		}
		st.Glimpse = glimpse(masks, markCells(m))
	}
	return st
}

// markCells are the cells of a step's pattern whose candidates it shows:
// not those it fills (ringed, with the digit to come).
func markCells(m *sudoku.StepMark) []int {
	var cells []int
	for _, c := range m.Cells {
		if !slices.ContainsFunc(m.Placed, func(p sudoku.Candidate) bool { return p.Cell == c }) {
			cells = append(cells, c)
		}
	}
	return cells
}

// Clash points out the first digit that stands twice in a unit: both
// cells highlighted, the player's (else the later) one selected, so that
// a digit typed next replaces it.
func (p sudokuPresenter) Clash(st board.SudokuState) (string, board.SudokuState, bool) {
	c, ok := sudokuClash(st.Grid)
	if !ok {
		return "", st, false
	}
	cell := c.b
	if st.Origins[c.a] == board.Played && st.Origins[c.b] != board.Played {
		cell = c.a
	}
	st.Highlight = make([]bool, len(st.Grid.Cells))
	st.Highlight[c.a], st.Highlight[c.b] = true, true
	p.t.Board.Select(cell)
	return fmt.Sprintf(tr("%s clashes: %s"), sudoku.CellName(st.Grid.Order, cell), c.words(st.Grid.Order)), st, true
}

// stepCells are the cells a step's Detail names: a rules round's
// highlight, a deduction's pattern.
func stepCells(detail any) []int {
	if h, ok := detail.(sudoku.Highlight); ok {
		return h.Cells
	}
	if m, ok := markOf[sudoku.StepMark](detail); ok {
		return markCells(m)
	}
	return nil
}

// glimpse is masks in cells only (0 elsewhere): the candidates a step
// shows with the candidates view off.
func glimpse(masks []uint64, cells []int) []uint64 {
	out := make([]uint64, len(masks))
	for _, c := range cells {
		if c >= 0 && c < len(masks) {
			out[c] = masks[c]
		}
	}
	return out
}
