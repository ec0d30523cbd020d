package ui

// Scenarios of issue 26's second pass (items 5 to 13), played through the
// window's keys and taps.

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/hashi/hashitype"
	"grille/solve/shikaku"
	"grille/solve/shikaku/shikakutype"
	"grille/solve/sudoku"
	"grille/solve/sudoku/backtrack"
	"grille/solve/sudoku/sudokutype"
	"grille/ui/board"
)

var ctrlShiftV = &desktop.CustomShortcut{KeyName: fyne.KeyV, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}

// TestScenarioStopKeepsPlayersWork (issue 26, 8): a digit and a pencil
// mark typed, a run started and stopped by its shortcuts: the board shows
// them, they are the current move (nothing to redo), and Undo takes back
// the mark, not a bare puzzle the run pushed.
func TestScenarioStopKeepsPlayersWork(t *testing.T) {
	x := newWindow(t, true)
	x.tapCell(x.sud.Board, 0, 2)
	x.typeRunes("4")
	x.tapCell(x.sud.Board, 0, 3)
	x.sud.Pencil.SetChecked(true)
	x.typeRunes("6")
	x.sud.Pencil.SetChecked(false)
	mine := func(what string, st board.SudokuState) {
		t.Helper()
		if st.Grid.Cells[2] != 4 || st.Origins[2] != board.Played || len(st.Marks) < 4 || st.Marks[3] != 1<<5 {
			t.Errorf("%s: r1c3 %d (%v), marks %v: the player's digit and mark are gone", what, st.Grid.Cells[2], st.Origins[2], st.Marks)
		}
	}
	for _, id := range []string{"slow", "quitter-false"} {
		x.sud.Panel.SelectID(id)
		x.shortcut(ctrl(fyne.KeyReturn))
		if id == "slow" {
			x.shortcut(ctrl(fyne.KeyPeriod))
		}
		x.sud.wait()
		mine(id+": the board", x.sud.Board.State())
		mine(id+": the current move", x.sud.State())
		if x.sud.RedoBtn.Disabled() == false {
			t.Errorf("%s: Redo is enabled after a run that found nothing", id)
		}
	}
	x.shortcut(&fyne.ShortcutUndo{})
	if st := x.sud.Board.State(); st.Grid.Cells[2] != 4 || (len(st.Marks) > 3 && st.Marks[3] != 0) {
		t.Errorf("Undo after the runs: r1c3 %d, marks %v; want the digit without the mark", st.Grid.Cells[2], st.Marks)
	}

	// An earlier run's answer does not stay under a failed run's status.
	x.shortcut(&fyne.ShortcutRedo{})
	x.sud.Panel.SelectID("backtrack")
	x.shortcut(ctrl(fyne.KeyReturn))
	x.sud.wait()
	x.sud.Panel.SelectID("quitter-false")
	x.shortcut(ctrl(fyne.KeyReturn))
	x.sud.wait()
	if got := x.sud.Board.State().Grid; !got.Equal(x.sud.CurrentPuzzle()) {
		t.Errorf("after a solve and a failed run the board shows %s, not the puzzle", got.Line())
	}
}

// TestScenarioChartGoes (issue 26, 9): the annealing chart goes with Undo
// to the move before its run and comes back with Redo; a pasted puzzle
// drops it, and the board takes back its room.
func TestScenarioChartGoes(t *testing.T) {
	x := newWindow(t, true)
	room := x.sud.Board.Size().Height
	x.sud.Panel.SelectID("anneal")
	x.shortcut(ctrl(fyne.KeyReturn))
	x.sud.wait()
	chart := x.sud.Panel.Chart.Image
	if !chart.Visible() {
		t.Fatalf("no chart after annealing (status %q)", x.sud.Panel.Status.Text)
	}
	if h := x.sud.Board.Size().Height; h >= room {
		t.Fatalf("the board kept its height %v beside the chart", h)
	}
	x.shortcut(&fyne.ShortcutUndo{})
	if chart.Visible() {
		t.Error("the chart stayed after Undo to the move before the run")
	}
	if h := x.sud.Board.Size().Height; h != room {
		t.Errorf("after Undo the board is %v high, %v before the run", h, room)
	}
	x.shortcut(&fyne.ShortcutRedo{})
	if !chart.Visible() {
		t.Error("Redo to the run's answer did not bring its chart back")
	}
	fyne.CurrentApp().Clipboard().SetContent("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	x.shortcut(ctrlShiftV)
	if chart.Visible() {
		t.Error("the chart stayed with a pasted puzzle")
	}
	if h := x.sud.Board.Size().Height; h != room {
		t.Errorf("after a paste the board is %v high, %v before the run", h, room)
	}
}

// hashi7 is a 7×7 Hashi (grille generate --type hashi --rows 7 --cols 7
// --islands 12 --seed 2): as a Shikaku its clues add up to 36 of 49 cells.
const hashi7 = `2 . . . 1 . .
. . . 4 . 4 .
. 2 . . . . .
. . . . . . 1
. 4 . 7 . 3 .
. . . . . . .
2 . . 4 . . 2
`

// TestScenarioPasteConsistent (issue 26, 10): a Hashi grid pasted in the
// Sudoku tab goes to Hashi, not to Shikaku, which reads it too but whose
// clues would not fill the grid; a grid both read well asks which.
func TestScenarioPasteConsistent(t *testing.T) {
	x := newWindow(t, true)
	fyne.CurrentApp().Clipboard().SetContent(hashi7)
	x.at.SelectIndex(0)
	x.shortcut(ctrlShiftV)
	if x.dialog() != nil {
		t.Fatal("a dialog opened for a grid only one reader takes well")
	}
	if x.at.SelectedIndex() != 2 || len(x.has.CurrentPuzzle().Islands) != 12 {
		t.Fatalf("the 7×7 Hashi went to tab %d (Hashi shows %d islands)", x.at.SelectedIndex(), len(x.has.CurrentPuzzle().Islands))
	}
	// Four 4s in the corners of 4×4: a Shikaku of four 2×2 squares, a
	// Hashi of four double bridges (and a Sudoku with a clash).
	both := "4 . . 4\n. . . .\n. . . .\n4 . . 4\n"
	fyne.CurrentApp().Clipboard().SetContent(both)
	x.at.SelectIndex(0)
	x.shortcut(ctrlShiftV)
	if x.dialog() == nil {
		t.Fatal("no question for a grid Shikaku and Hashi both read well")
	}
	if x.at.SelectedIndex() != 0 {
		t.Error("the tab changed before the answer")
	}
	test.Tap(x.button(x.shi.Title()))
	if x.dialog() != nil {
		t.Error("the question stayed after the answer")
	}
	if x.at.SelectedIndex() != 1 || len(x.shi.CurrentPuzzle().Clues) != 4 || x.shi.CurrentPuzzle().Rows != 4 {
		t.Errorf("after choosing Shikaku: tab %d, Shikaku %v", x.at.SelectedIndex(), x.shi.CurrentPuzzle())
	}
	// In a tab that reads it well, it stays there without a question.
	x.at.SelectIndex(2)
	x.shortcut(ctrlShiftV)
	if x.dialog() != nil || x.at.SelectedIndex() != 2 || len(x.has.CurrentPuzzle().Islands) != 4 {
		t.Errorf("pasted in the Hashi tab: dialog %v, tab %d", x.dialog() != nil, x.at.SelectedIndex())
	}
}

// builtIn is the tab mk makes, in a window of a new app (no game
// remembered from the last), its panel's updates on a queue (setUI).
func builtIn[T Tab](t *testing.T, mk func(fyne.Window) T, setUI func(T, uiQueue)) (T, uiQueue, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	tab := mk(w)
	q := make(uiQueue, 64)
	setUI(tab, q)
	w.SetContent(Build(w, "", tab))
	w.Resize(fyne.NewSize(1100, 760))
	return tab, q, w
}

// realSudokuTab is a Sudoku tab with the real technique engine and
// methods, in a window of its own.
func realSudokuTab(t *testing.T, g sudoku.Grid) (testTab, fyne.Window) {
	t.Helper()
	sud, q, w := builtIn(t, func(w fyne.Window) *SudokuTab { return NewSudokuTab(w, sudokutype.New(nil), g) },
		func(s *SudokuTab, q uiQueue) { s.Panel.UI = q })
	return testTab{sud, q}, w
}

// TestGradeSaysWhatIsTrue (issue 26, 7): the grade line of real boards
// with the real engines says what is wrong, not "needs guessing".
func TestGradeSaysWhatIsTrue(t *testing.T) {
	row := "12345678." + "........9" + strings.Repeat(".", 63)
	for _, c := range []struct{ name, grid, given, want string }{
		// A clash reads from no file: it is typed, as a given.
		{"clash", sample, "5", "Grade: has a clash at r1c3: 5 stands twice in row 1, at r1c1 and r1c3"},
		{"empty", strings.Repeat(".", 81), "", "Grade: incomplete: the puzzle has more than one solution"},
		{"no solution", row, "", "Grade: no solution (an exact method proves it)"},
	} {
		tab, _ := realSudokuTab(t, parse(t, c.grid))
		if c.given != "" {
			tab.EditGivens.SetChecked(true)
			tab.Board.Select(2)
			test.Type(tab.Board, c.given)
		}
		tab.q.runUntil(tab.GradeDone())
		if got := tab.teach.Grade.Text; got != c.want {
			t.Errorf("%s: grade %q, want %q", c.name, got, c.want)
		}
	}

	shi, err := shikaku.ParseOne("t", []byte(hashi7))
	if err != nil {
		t.Fatal(err)
	}
	st, q, _ := builtIn(t, func(w fyne.Window) *ShikakuTab { return NewShikakuTab(w, shikakutype.New(nil), shi) },
		func(s *ShikakuTab, q uiQueue) { s.Panel.UI = q })
	q.runUntil(st.GradeDone())
	if got, want := st.teach.Grade.Text, "Grade: no solution: the clues add up to 36 of 49 cells"; got != want {
		t.Errorf("Shikaku: grade %q, want %q", got, want)
	}

	for _, c := range []struct{ src, want string }{
		{"3 . 1\n", "Grade: no solution: island r1c1 asks for 3 bridges and sees 1 island"},
		{"2 . 1\n", "Grade: no solution: the islands ask for 3 bridge ends, an odd number"},
	} {
		hp, err := hashi.ParseOne("t", []byte(c.src))
		if err != nil {
			t.Fatal(err)
		}
		ht, q, _ := builtIn(t, func(w fyne.Window) *HashiTab { return NewHashiTab(w, hashitype.New(nil), hp) },
			func(h *HashiTab, q uiQueue) { h.Panel.UI = q })
		q.runUntil(ht.GradeDone())
		if got := ht.teach.Grade.Text; got != c.want {
			t.Errorf("Hashi %q: grade %q, want %q", c.src, got, c.want)
		}
	}
}

// TestScenarioHintOnWrongEntry (issue 26, 6): Hint (Ctrl+H) on a board
// with a clash the player typed names the clash, selects the player's
// cell and offers Check my entries; a wrong digit without a clash gets
// the offer too, and the button runs the check.
func TestScenarioHintOnWrongEntry(t *testing.T) {
	tab, w := realSudokuTab(t, parse(t, sample))
	hint := func() {
		shortcut(w, &desktop.CustomShortcut{KeyName: fyne.KeyH, Modifier: ctrlMod})
		if ch := tab.TeachDone(); ch != nil {
			tab.q.runUntil(ch)
		}
	}
	tab.Board.Select(2)
	test.Type(tab.Board, "5")
	tab.Board.Select(40)
	hint()
	if got, want := tab.Panel.Status.Text, "Hint: r1c3 clashes: 5 stands twice in row 1, at r1c1 and r1c3"; got != want {
		t.Errorf("status %q, want %q", got, want)
	}
	if tab.Board.Selected() != 2 || !tab.Board.State().Highlight[0] || !tab.Board.State().Highlight[2] {
		t.Error("the clash's cells are not pointed out")
	}
	if !tab.teach.CheckBtn.Visible() {
		t.Error("no Check my entries at hand")
	}
	shortcut(w, &fyne.ShortcutUndo{})
	if tab.teach.CheckBtn.Visible() {
		t.Error("Check my entries stayed after the move changed")
	}

	// A digit that leaves a cell without a candidate, in no clash.
	res, err := solve.Run(context.Background(), sudokutype.New(nil), backtrack.New(), parse(t, sample), nil)
	if err != nil {
		t.Fatal(err)
	}
	g := parse(t, sample)
	cell, digit := -1, 0
	open := sudoku.Open(g)
search:
	for i := range g.Cells {
		for d := 1; d <= 9; d++ {
			if g.Cells[i] != 0 || open[i]&(1<<(d-1)) == 0 || int(res.Solution.Cells[i]) == d {
				continue
			}
			h := g.Clone()
			h.Cells[i] = uint8(d)
			for j, m := range sudoku.Open(h) {
				if h.Cells[j] == 0 && m == 0 {
					cell, digit = i, d
					break search
				}
			}
		}
	}
	if cell < 0 {
		t.Fatal("no wrong digit that empties a cell")
	}
	tab.Board.Select(cell)
	test.Type(tab.Board, strconv.Itoa(digit))
	hint()
	if got, want := tab.Panel.Status.Text, "Hint: the board as it stands has no solution: one of your entries is wrong"; got != want {
		t.Errorf("status %q, want %q", got, want)
	}
	if !tab.teach.CheckBtn.Visible() {
		t.Fatal("no Check my entries at hand")
	}
	test.Tap(tab.teach.CheckBtn)
	for !strings.HasPrefix(tab.Panel.Status.Text, "Check: ") {
		(<-tab.q)()
	}
	if got, want := tab.Panel.Status.Text, "Check: your one digit is wrong (in red)"; got != want {
		t.Errorf("Check says %q, want %q", got, want)
	}
	if st := tab.Board.State(); !st.Highlight[cell] || !st.Wrong[cell] {
		t.Error("Check did not mark the wrong digit")
	}
}

// tapLogLine taps the log's row that shows line i, as a person clicks
// it: the list scrolled to its end, the rows counted up from the bottom
// (or, above the view, scrolled to the top).
func (x *window) tapLogLine(list *widget.List, n, i int) {
	x.t.Helper()
	list.ScrollToBottom()
	h := widget.NewLabel("Mg").MinSize().Height
	step := h + theme.SeparatorThicknessSize()
	content := float32(n)*step - theme.SeparatorThicknessSize()
	y := float32(i)*step + h/2
	if over := content - list.Size().Height; over > 0 {
		y -= over
	}
	if y < 0 {
		// Above the view: scrolled to, it comes to the top.
		list.ScrollTo(i)
		y = h / 2
	}
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(list)
	test.TapCanvas(x.w.Canvas(), abs.AddXY(20, y))
}

// TestScenarioLogFolds (issue 26, 12): a selected line shows whole,
// wrapped; a new puzzle folds the log away (Copy keeps it); a line of
// another puzzle, clicked, never shows that puzzle's board.
func TestScenarioLogFolds(t *testing.T) {
	x := newWindow(t, true)
	p := x.sud.Panel
	step := func() {
		x.shortcut(&desktop.CustomShortcut{KeyName: fyne.KeyT, Modifier: fyne.KeyModifierShortcutDefault})
		x.sud.q.runUntil(x.sud.StepDone())
	}
	x.sud.Panel.SelectID("anneal")
	x.shortcut(ctrl(fyne.KeyReturn))
	x.sud.wait()
	step()
	lines := p.LogLines()
	long, width := -1, float32(0)
	for i, l := range lines {
		if w := fyne.MeasureText(l, theme.TextSize(), fyne.TextStyle{}).Width; w > width {
			long, width = i, w
		}
	}
	x.tapLogLine(p.Log, len(lines), long)
	if !p.Full.Visible() || p.Full.Text != lines[long] {
		t.Fatalf("the selected line is not shown whole: %q", p.Full.Text)
	}
	if width < p.Full.Size().Width {
		t.Fatalf("the longest line %q fits the column: nothing to wrap", lines[long])
	}
	// Wrapped whole: as high as it needs, up to half the log (then it
	// scrolls), and the list keeps the rest.
	one := fyne.MeasureText("M", theme.TextSize(), fyne.TextStyle{}).Height
	need, shown := p.Full.MinSize().Height, p.full.Size().Height
	if p.Full.Size().Height < need || shown < min(need, p.logBox.Size().Height/2)-1 || shown < 3*one {
		t.Errorf("the selected line %q (%v wide) shows %v high of its %v (label %v) in a column %v wide", lines[long], width, shown, need, p.Full.Size(), p.Full.Size().Width)
	}
	if p.Log.Size().Height < 2*one {
		t.Errorf("the list is left %v high", p.Log.Size().Height)
	}

	fyne.CurrentApp().Clipboard().SetContent("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	x.shortcut(ctrlShiftV)
	after := p.LogLines()
	if len(after) != 1 || !strings.Contains(after[0], "earlier puzzles") {
		t.Fatalf("after a new puzzle the log holds %q", after)
	}
	test.Tap(p.CopyLog)
	if got := fyne.CurrentApp().Clipboard().Content(); got != strings.Join(lines, "\n") {
		t.Errorf("Copy after the fold gives %q, want the earlier lines %q", got, lines)
	}

	// A Step on the new puzzle, then Undo back to the one before: the
	// step's line is about the other puzzle, and a click on it shows this
	// one's board.
	step()
	x.shortcut(&fyne.ShortcutUndo{})
	x.shortcut(&fyne.ShortcutUndo{})
	before := x.sud.Board.State().Grid.Clone()
	if !x.sud.CurrentPuzzle().Equal(parse(t, sample)) {
		t.Fatal("Undo did not go back to the puzzle before")
	}
	n := len(p.LogLines())
	last := n - 1
	for last > 0 && p.picture(last) == nil {
		last--
	}
	if last == 0 {
		t.Fatalf("no line of the step has a board to show: %q", p.LogLines())
	}
	x.tapLogLine(p.Log, n, last)
	if p.Full.Text != p.LogLines()[last] {
		t.Fatalf("the tap selected %q, not %q", p.Full.Text, p.LogLines()[last])
	}
	if got := x.sud.Board.State().Grid; !got.Equal(before) {
		t.Errorf("a line of another puzzle showed its board: %s", got.Line())
	}
	if s := p.Status.Text; !strings.Contains(s, "another puzzle") {
		t.Errorf("status %q", s)
	}
}

// TestWorksheetCaptionGrade (issue 26, 13): a worksheet's caption gives
// the puzzle's grade, as grille print does.
func TestWorksheetCaptionGrade(t *testing.T) {
	tab, _ := newHashiTab(t, hashiSample)
	p := tab.CurrentPuzzle()
	r, err := tab.typ.Logic.RateBy(context.Background(), p)
	if err != nil || !r.Solved {
		t.Fatalf("the sample does not grade: %v %v", r, err)
	}
	name := tab.typ.Logic.Grades[tab.typ.Logic.GradeIndex(r.Grade)].Name
	want := tab.typ.Describe(p).String() + ", " + name
	if got := tab.caption(context.Background(), p); got != want {
		t.Errorf("caption %q, want %q", got, want)
	}
}
