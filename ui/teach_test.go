package ui

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"grille/solve"
	"grille/solve/sudoku"
	"grille/solve/sudoku/backtrack"
	"grille/solve/sudoku/sudokutype"
)

// fakeLogic stands in for the technique engine: it places the solution's
// digits one at a time, the first empty cell first, as "naked singles",
// and says Stuck once stuckAt digits are on the board (0: never).
func fakeLogic(sol sudoku.Grid, stuckAt int) *solve.Logic[sudoku.Grid] {
	l := &solve.Logic[sudoku.Grid]{
		Techniques: []solve.Technique{{ID: "naked-single", Name: "Naked single", Source: "Exclusivité",
			Explain: "A cell with one candidate left takes it.", Level: 0, Weight: 4}},
		Grades: []solve.Grade{{ID: "easy", Name: "Easy"}},
	}
	l.Next = func(ctx context.Context, pos solve.Position[sudoku.Grid]) (solve.Deduction[sudoku.Grid], solve.StepOutcome, error) {
		g := pos.Play
		filled := 0
		for _, v := range g.Cells {
			if v != 0 {
				filled++
			}
		}
		if stuckAt > 0 && filled >= stuckAt {
			return solve.Deduction[sudoku.Grid]{}, solve.Stuck, nil
		}
		N := g.Size()
		for i, v := range g.Cells {
			if v != 0 {
				continue
			}
			d := int(sol.Cells[i])
			next := g.Clone()
			next.Cells[i] = uint8(d)
			row := i / N // Units lists the rows first
			// The digit leaves the rest of its row: those are the step's eliminations.
			var removed []sudoku.Candidate
			notes := sudoku.Open(next)
			before := sudoku.Open(g)
			for c := row * N; c < (row+1)*N; c++ {
				if c != i && before[c]&(1<<(d-1)) != 0 {
					removed = append(removed, sudoku.Candidate{Cell: c, Digit: d})
				}
			}
			return solve.Deduction[sudoku.Grid]{
				Technique: &l.Techniques[0],
				Where:     fmt.Sprintf("row %d", row+1),
				Text:      fmt.Sprintf("%s = %d", sudoku.CellName(g.Order, i), d),
				Mark:      sudoku.StepMark{Cells: []int{i}, Units: []int{row}, Placed: []sudoku.Candidate{{Cell: i, Digit: d}}, Removed: removed},
				Hint:      sudoku.StepMark{Units: []int{row}},
				Next:      next,
				Notes:     notes,
			}, solve.Progressed, nil
		}
		return solve.Deduction[sudoku.Grid]{}, solve.StepSolved, nil
	}
	return l
}

// newLogicTab is a Sudoku tab whose type has the fake Logic, in a window
// with the menus and shortcuts.
func newLogicTab(t *testing.T, g sudoku.Grid, stuckAt int) (testTab, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	res, err := solve.Run(context.Background(), sudokutype.New(nil), backtrack.New(), g, nil)
	if err != nil || !res.Status.HasSolution() {
		t.Fatalf("no solution to teach from: %v %v", res.Status, err)
	}
	typ := *sudokutype.New(nil)
	typ.Logic = fakeLogic(res.Solution, stuckAt)
	w := test.NewTempWindow(t, nil)
	tab := NewSudokuTab(w, &typ, g)
	q := make(uiQueue, 64)
	tab.Panel.UI = q
	w.SetContent(Build(w, "", tab))
	return testTab{tab, q}, w
}

func filled(g sudoku.Grid) int {
	n := 0
	for _, v := range g.Cells {
		if v != 0 {
			n++
		}
	}
	return n
}

func shortcut(w fyne.Window, s fyne.Shortcut) {
	w.Canvas().(fyne.Shortcutable).TypedShortcut(s)
}

var ctrlMod = fyne.KeyModifierShortcutDefault

// TestHintLevels: four presses of Hint (the button, and Ctrl+H) tell where,
// which technique, the exact step, and apply it; the board changes only
// at the fourth, and any change of the board starts over.
func TestHintLevels(t *testing.T) {
	tab, w := newLogicTab(t, parse(t, sample), 0)
	start := tab.Board.State().Grid.Clone()
	press := func(useKey bool) {
		if useKey {
			shortcut(w, &desktop.CustomShortcut{KeyName: fyne.KeyH, Modifier: ctrlMod})
		} else {
			test.Tap(tab.Panel.HintBtn)
		}
		if ch := tab.TeachDone(); ch != nil {
			tab.q.runUntil(ch)
		}
	}
	press(false)
	st := tab.Board.State()
	if s := tab.Panel.Status.Text; !strings.Contains(s, "Hint 1 of 3") || !strings.Contains(s, "row 1") {
		t.Errorf("level 1 status %q", s)
	}
	if st.Step == nil || len(st.Step.Units) != 1 || len(st.Step.Placed) != 0 {
		t.Errorf("level 1 highlights %+v, want the row only", st.Step)
	}
	press(true)
	if s := tab.Panel.Status.Text; !strings.Contains(s, "Naked single") {
		t.Errorf("level 2 status %q does not name the technique", s)
	}
	if s := tab.teach.Tell.Text; !strings.Contains(s, "one candidate left") {
		t.Errorf("level 2 does not explain the technique: %q", s)
	}
	press(false)
	st = tab.Board.State()
	if s := tab.Panel.Status.Text; !strings.Contains(s, "r1c3 = ") {
		t.Errorf("level 3 status %q does not give the step", s)
	}
	if st.Step == nil || len(st.Step.Placed) != 1 || len(st.Step.Removed) == 0 {
		t.Errorf("level 3 highlights %+v, want the whole step", st.Step)
	}
	if !st.Grid.Equal(start) {
		t.Fatal("a hint changed the board before its fourth press")
	}
	press(true)
	if got := filled(tab.Board.State().Grid); got != filled(start)+1 {
		t.Fatalf("the fourth press left %d digits, want %d", got, filled(start)+1)
	}
	// A change of the board starts again from the first level.
	press(false)
	press(false)
	tab.Board.Select(3)
	test.Type(tab.Board, "2")
	press(false)
	if s := tab.Panel.Status.Text; !strings.Contains(s, "Hint 1 of 3") {
		t.Errorf("after a move the hint did not start over: %q", s)
	}
}

// TestLogicStep: Step applies exactly one deduction, shows its candidates
// and highlight, logs it with its technique, Ctrl+Z takes it back, and
// selecting its log line shows it again.
func TestLogicStep(t *testing.T) {
	tab, w := newLogicTab(t, parse(t, sample), 0)
	before := tab.Board.State()
	test.Tap(tab.Panel.StepBtn)
	tab.q.runUntil(tab.TeachDone())
	after := tab.Board.State()
	if filled(after.Grid) != filled(before.Grid)+1 {
		t.Fatalf("Step placed %d digits, want 1", filled(after.Grid)-filled(before.Grid))
	}
	if after.Step == nil || len(after.Step.Placed) != 1 {
		t.Errorf("the step is not highlighted: %+v", after.Step)
	}
	// The candidates view stays as the player left it: off.
	if after.Candidates != nil || tab.ShowCands.Checked {
		t.Fatal("Step switched the candidates view on")
	}
	lines := tab.Panel.LogLines()
	last := lines[len(lines)-1]
	if !strings.Contains(last, "Step 1 · Naked single (the course's Exclusivité): r1c3 = ") {
		t.Errorf("log line %q", last)
	}
	shortcut(w, &fyne.ShortcutUndo{})
	if !tab.Board.State().Grid.Equal(before.Grid) {
		t.Fatal("Ctrl+Z did not take the step back")
	}
	// The log line shows the step again.
	tab.Panel.Log.Select(len(lines) - 1)
	if st := tab.Board.State(); !st.Grid.Equal(after.Grid) || st.Step == nil {
		t.Error("selecting the step's log line did not show the step")
	}
	// Two Steps are two moves, each its own deduction.
	shortcut(w, &fyne.ShortcutRedo{})
	shortcut(w, &desktop.CustomShortcut{KeyName: fyne.KeyT, Modifier: ctrlMod})
	tab.q.runUntil(tab.TeachDone())
	if got := filled(tab.Board.State().Grid); got != filled(before.Grid)+2 {
		t.Errorf("after Redo and Ctrl+T, %d digits, want %d", got, filled(before.Grid)+2)
	}
}

// TestCourseRoundStays: with a Logic, the course's round is its own action.
func TestCourseRoundStays(t *testing.T) {
	tab, w := newLogicTab(t, parse(t, sample), 0)
	before := filled(tab.Board.State().Grid)
	shortcut(w, &desktop.CustomShortcut{KeyName: fyne.KeyT, Modifier: ctrlMod | fyne.KeyModifierShift})
	tab.q.runUntil(tab.StepDone())
	if got := filled(tab.Board.State().Grid); got <= before+1 {
		t.Errorf("the course round placed %d digits: not a round of the three rules", got-before)
	}
	if !strings.Contains(strings.Join(tab.Panel.LogLines(), "\n"), "Exclusivité") {
		t.Error("the course round's log lacks its rules")
	}
}

// TestGradeShown: the grade of the puzzle shows, and follows the puzzle.
func TestGradeShown(t *testing.T) {
	p := parse(t, sample)
	tab, _ := newLogicTab(t, p, 0)
	tab.q.runUntil(tab.GradeDone())
	empty := len(p.Cells) - filled(p)
	want := fmt.Sprintf("Grade: Easy · score %d · %d steps", 4*empty, empty)
	if got := tab.teach.Grade.Text; !strings.HasPrefix(got, want) {
		t.Errorf("grade %q, want %q…", got, want)
	}
	// A given more: one step less.
	tab.EditGivens.SetChecked(true)
	tab.Board.Select(2)
	test.Type(tab.Board, "4")
	tab.q.runUntil(tab.GradeDone())
	want = fmt.Sprintf("score %d", 4*(empty-1))
	if got := tab.teach.Grade.Text; !strings.Contains(got, want) {
		t.Errorf("after a new given the grade is %q, want %s", got, want)
	}

	stuck, _ := newLogicTab(t, p, filled(p)+5)
	stuck.q.runUntil(stuck.GradeDone())
	if got := stuck.teach.Grade.Text; !strings.Contains(got, "unrated: needs guessing") || !strings.Contains(got, "5 steps") {
		t.Errorf("a puzzle the techniques do not finish is graded %q", got)
	}
	test.Tap(stuck.Panel.HintBtn)
	if ch := stuck.TeachDone(); ch != nil {
		stuck.q.runUntil(ch)
	}
	for i := 0; i < 6; i++ {
		test.Tap(stuck.Panel.StepBtn)
		stuck.q.runUntil(stuck.TeachDone())
	}
	if s := stuck.Panel.Status.Text; !strings.HasPrefix(s, "Stuck") {
		t.Errorf("Step past the techniques says %q", s)
	}
}

// TestNoLogicKeepsStepper: a type without Logic has no Hint and no grade,
// and Step is its Stepper's.
func TestNoLogicKeepsStepper(t *testing.T) {
	tab := newTestTab(t, parse(t, sample))
	if tab.teach.Grade.Visible() {
		t.Error("a grade shows for a type without Logic")
	}
	test.Tap(tab.Panel.StepBtn)
	tab.q.runUntil(tab.StepDone())
	if st := tab.Board.State(); st.Step != nil || st.Candidates != nil || st.Glimpse == nil || tab.ShowCands.Checked {
		t.Error("Step without Logic is not the course round, or it switched the candidates view on")
	}
}

// TestRealEnginesStep: with each type's own technique engine, Step applies
// one deduction, names it in the log, and the grade is shown.
func TestRealEnginesStep(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	sud := NewSudokuTab(w, sudokutype.New(nil), parse(t, sample))
	sud.Panel.UI = make(uiQueue, 64)
	q := sud.Panel.UI.(uiQueue)
	w.SetContent(Build(w, "", sud))
	before := filled(sud.Board.State().Grid)
	test.Tap(sud.Panel.StepBtn)
	q.runUntil(sud.TeachDone())
	after := sud.Board.State()
	if got := filled(after.Grid); got != before+1 && after.Step == nil {
		t.Errorf("Step: %d digits placed and nothing highlighted", got-before)
	}
	lines := sud.Panel.LogLines()
	if last := lines[len(lines)-1]; !strings.HasPrefix(last, "Step 1 · ") {
		t.Errorf("the log's last line is %q", last)
	}
	for !strings.HasPrefix(sud.teach.Grade.Text, "Grade: ") {
		(<-q)()
	}
}

// TestStepLeavesCandidatesAlone (issue 26, 5): Hint and Step, by their
// shortcuts, show the candidates of the cells the step names and leave
// the Candidates box as the player set it, on this puzzle and the next;
// with the box ticked, a Step shows every candidate it left.
func TestStepLeavesCandidatesAlone(t *testing.T) {
	tab, w := newLogicTab(t, parse(t, sample), 0)
	// The step's pattern: the cell it fills and the next empty one (whose
	// candidates show; the filled one's digit is ringed instead).
	next := tab.typ.Logic.Next
	tab.typ.Logic.Next = func(ctx context.Context, pos solve.Position[sudoku.Grid]) (solve.Deduction[sudoku.Grid], solve.StepOutcome, error) {
		d, out, err := next(ctx, pos)
		if m, ok := d.Mark.(sudoku.StepMark); ok && len(m.Cells) == 1 {
			for c := m.Cells[0] + 1; c < len(pos.Play.Cells); c++ {
				if pos.Play.Cells[c] == 0 {
					m.Cells = append(m.Cells, c)
					break
				}
			}
			d.Mark = m
		}
		return d, out, err
	}
	hint := func() {
		shortcut(w, &desktop.CustomShortcut{KeyName: fyne.KeyH, Modifier: ctrlMod})
		if ch := tab.TeachDone(); ch != nil {
			tab.q.runUntil(ch)
		}
	}
	hint()
	hint()
	hint()
	st := tab.Board.State()
	if tab.ShowCands.Checked || st.Candidates != nil {
		t.Fatal("Hint switched the candidates view on")
	}
	open := sudoku.Open(st.Grid)
	for i, m := range st.Glimpse {
		want := uint64(0)
		if i == st.Step.Cells[1] {
			want = open[i]
		}
		if m != want {
			t.Fatalf("hint 3 shows candidates %b in cell %d, want %b (the step's unfilled cell only)", m, i, want)
		}
	}
	if st.Glimpse == nil {
		t.Fatal("hint 3 shows no candidate of the step's cell")
	}
	shortcut(w, &desktop.CustomShortcut{KeyName: fyne.KeyT, Modifier: ctrlMod})
	tab.q.runUntil(tab.TeachDone())
	if tab.ShowCands.Checked || tab.Board.State().Candidates != nil {
		t.Fatal("Step switched the candidates view on")
	}
	// The rules round too, and the next puzzle starts as the player chose.
	shortcut(w, &desktop.CustomShortcut{KeyName: fyne.KeyT, Modifier: ctrlMod | fyne.KeyModifierShift})
	tab.q.runUntil(tab.StepDone())
	if tab.ShowCands.Checked || tab.Board.State().Candidates != nil {
		t.Fatal("the rules round switched the candidates view on")
	}
	tab.Clear()
	if tab.ShowCands.Checked || tab.Board.State().Candidates != nil {
		t.Fatal("the candidates view is on for the next puzzle")
	}
	// The player's choice: on, and a Step shows what it left everywhere.
	test.Tap(tab.ShowCands)
	shortcut(w, &desktop.CustomShortcut{KeyName: fyne.KeyT, Modifier: ctrlMod})
	tab.q.runUntil(tab.TeachDone())
	after := tab.Board.State()
	if !tab.ShowCands.Checked || after.Candidates == nil {
		t.Fatal("Step switched the candidates view off")
	}
	want := sudoku.Open(after.Grid)
	for i := range want {
		if after.Candidates[i] != want[i] {
			t.Fatalf("cell %d shows candidates %b, the step left %b", i, after.Candidates[i], want[i])
		}
	}
}
