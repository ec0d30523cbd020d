package ui

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"grille/solve"
	"grille/solve/sudoku"
	"grille/solve/sudoku/anneal"
	"grille/solve/sudoku/backtrack"
	"grille/solve/sudoku/lpfix"
	"grille/solve/sudoku/sudokutype"
	"grille/ui/board"
)

// slow is a method that runs until it is stopped, to test Stop.
type slow struct{}

func (slow) Info() solve.Info {
	return solve.Info{ID: "slow", Name: "Slow (test)", Doc: "Runs until stopped."}
}

func (slow) Solve(ctx context.Context, p sudoku.Grid, report solve.Reporter[sudoku.Grid]) (solve.Result[sudoku.Grid], error) {
	report(solve.Event[sudoku.Grid]{Kind: solve.Log, Msg: "slow: started"})
	<-ctx.Done()
	return solve.Result[sudoku.Grid]{Status: solve.Unknown}, nil
}

const sample = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

// uiQueue stands in for the UI goroutine: sessions post widget updates to
// it and the test goroutine runs them, so widgets have one owner as in the app.
type uiQueue chan func()

func (q uiQueue) Do(f func()) { q <- f }

func (q uiQueue) DoAndWait(f func()) {
	done := make(chan struct{})
	q <- func() { f(); close(done) }
	<-done
}

// wait runs posted updates until the tab's latest solve is shown.
func (tt *testTab) wait() { tt.q.runUntil(tt.Panel.Done()) }

type testTab struct {
	*SudokuTab
	q uiQueue
}

func newTestTab(t *testing.T, g sudoku.Grid) testTab {
	t.Helper()
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	tab := newTestTabIn(w, g)
	w.SetContent(tab.Content())
	return tab
}

// newTestTabIn is a Sudoku tab with the test methods, for window w of the
// current app.
func newTestTabIn(w fyne.Window, g sudoku.Grid) testTab {
	reg := &solve.Registry[sudoku.Grid]{}
	reg.Register(backtrack.New())
	reg.Register(anneal.New())
	reg.Register(slow{})
	reg.Register(teacher{})
	reg.Register(quitter{false})
	reg.Register(quitter{true})
	typ := *sudokutype.New(nil)
	typ.Methods = reg
	// These tests are of the board, the runs and the course round; Step
	// by the technique engine has its own (teach_test.go).
	typ.Logic = nil
	tab := NewSudokuTab(w, &typ, g)
	q := make(uiQueue, 64)
	tab.Panel.UI = q
	return testTab{tab, q}
}

func parse(t *testing.T, s string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.ParseOne("test", []byte(s))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestTypeSolveUndo(t *testing.T) {
	tab := newTestTab(t, sudoku.New(3))
	want := parse(t, sample)
	// Type the sample's givens into an empty board.
	tab.EditGivens.SetChecked(true)
	for i, v := range want.Cells {
		if v != 0 {
			tab.Board.Select(i)
			test.Type(tab.Board, string(sudoku.Symbol(int(v))))
		}
	}
	if got := tab.Puzzle(); !got.Equal(want) {
		t.Fatalf("typed puzzle\n%s\nwant\n%s", got.Line(), want.Line())
	}
	test.Tap(tab.Panel.SolveBtn)
	tab.wait()
	st := tab.Board.State()
	if err := sudoku.Verify(want, st.Grid); err != nil {
		t.Fatalf("board after Solve is not a solution: %v", err)
	}
	for i, o := range st.Origins {
		if want := map[bool]board.Origin{true: board.Given, false: board.Found}[want.Cells[i] != 0]; o != want {
			t.Fatalf("cell %d origin %v, want %v", i, o, want)
		}
	}
	if s := tab.Panel.Status.Text; !strings.HasPrefix(s, "Unique solution") {
		t.Errorf("status %q", s)
	}
	log := strings.Join(tab.Panel.LogLines(), "\n")
	if !strings.Contains(log, "Deduction + backtracking") || !strings.Contains(log, "Unique solution") {
		t.Errorf("log lacks the method's start and result:\n%s", log)
	}
	// The solve is one undoable move.
	test.Tap(tab.UndoBtn)
	if got := tab.Board.State().Grid; !got.Equal(want) {
		t.Errorf("after Undo the board is\n%s, want the puzzle", got.Line())
	}
	test.Tap(tab.RedoBtn)
	if !tab.Board.State().Grid.Complete() {
		t.Error("Redo did not bring the solution back")
	}
}

func TestPlayByHand(t *testing.T) {
	tab := newTestTab(t, parse(t, sample))
	tab.Board.Select(0) // a given
	test.Type(tab.Board, "9")
	if tab.Board.State().Grid.Cells[0] != 5 {
		t.Fatal("a given changed outside edit mode")
	}
	tab.Board.Select(2)
	test.Type(tab.Board, "5") // 5 already in row 1: a conflict
	st := tab.Board.State()
	if st.Grid.Cells[2] != 5 || st.Origins[2] != board.Played {
		t.Fatalf("move not recorded: %d %v", st.Grid.Cells[2], st.Origins[2])
	}
	if !strings.Contains(tab.Panel.Status.Text, "stands twice") {
		t.Errorf("conflict not reported: %q", tab.Panel.Status.Text)
	}
	tab.Board.TypedKey(&fyneKeyDelete)
	if tab.Board.State().Grid.Cells[2] != 0 {
		t.Error("Delete did not clear the cell")
	}
}

func TestStop(t *testing.T) {
	tab := newTestTab(t, parse(t, sample))
	if !tab.Panel.SelectID("slow") {
		t.Fatal("slow method missing")
	}
	test.Tap(tab.Panel.SolveBtn)
	if !tab.Panel.Running() || !tab.Panel.SolveBtn.Disabled() || tab.Panel.StopBtn.Disabled() {
		t.Fatalf("controls not switched to running: running=%v solveDisabled=%v stopDisabled=%v method=%q", tab.Panel.Running(), tab.Panel.SolveBtn.Disabled(), tab.Panel.StopBtn.Disabled(), tab.Panel.Method.Selected)
	}
	// slow returns only when its context ends: wait returns only if Stop
	// cancelled it.
	test.Tap(tab.Panel.StopBtn)
	tab.wait()
	if s := tab.Panel.Status.Text; !strings.Contains(s, "stopped") {
		t.Errorf("status %q does not say stopped", s)
	}
	if tab.Panel.SolveBtn.Disabled() || !tab.Panel.StopBtn.Disabled() {
		t.Error("controls not restored after stop")
	}
	if !tab.Board.State().Grid.Equal(parse(t, sample)) {
		t.Error("a stopped run changed the board")
	}
}

func TestStepShowsCandidatesAndLogs(t *testing.T) {
	tab := newTestTab(t, parse(t, sample))
	test.Tap(tab.Panel.StepBtn)
	tab.q.runUntil(tab.StepDone())
	st := tab.Board.State()
	if st.Glimpse == nil || st.Candidates != nil || tab.ShowCands.Checked {
		t.Fatal("Step did not show the candidates of its cells, or switched the candidates view on")
	}
	if !strings.Contains(strings.Join(tab.Panel.LogLines(), "\n"), "Exclusivité") {
		t.Errorf("log lacks rule names:\n%s", strings.Join(tab.Panel.LogLines(), "\n"))
	}
	for i := 0; i < 30 && !tab.Board.State().Grid.Complete(); i++ {
		test.Tap(tab.Panel.StepBtn)
		tab.q.runUntil(tab.StepDone())
	}
	if err := sudoku.Verify(parse(t, sample), tab.Board.State().Grid); err != nil {
		t.Errorf("repeated steps did not solve an easy puzzle: %v", err)
	}
}

func TestPaste(t *testing.T) {
	tab := newTestTab(t, parse(t, sample))
	tab.PasteText("not a puzzle")
	if !strings.HasPrefix(tab.Panel.Status.Text, "Paste: ") {
		t.Errorf("bad paste not reported: %q", tab.Panel.Status.Text)
	}
	tab.PasteText("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	if tab.Puzzle().Filled() != 17 {
		t.Errorf("pasted puzzle has %d givens", tab.Puzzle().Filled())
	}
}

func TestWindowMenuActsOnTab(t *testing.T) {
	tab := newTestTab(t, parse(t, sample))
	w := test.NewTempWindow(t, nil)
	Build(w, "", tab.SudokuTab)
	menu := w.MainMenu()
	if menu == nil || len(menu.Items) != 5 {
		t.Fatalf("main menu %+v", menu)
	}
	find := func(label string) *fyne.MenuItem {
		for _, m := range menu.Items {
			for _, it := range m.Items {
				if it.Label == label {
					return it
				}
			}
		}
		t.Fatalf("no menu item %q", label)
		return nil
	}
	tab.Board.Select(2)
	test.Type(tab.Board, "4")
	find("Undo").Action()
	if tab.Board.State().Grid.Cells[2] != 0 {
		t.Error("Edit › Undo did not undo the move")
	}
	find("Apply a round of rules").Action()
	tab.q.runUntil(tab.StepDone())
	if tab.Board.State().Glimpse == nil {
		t.Error("Solve › Apply a round of rules did not step")
	}
}

func TestAnnealShowsChart(t *testing.T) {
	tab := newTestTab(t, parse(t, sample))
	if !tab.Panel.SelectID("anneal") {
		t.Fatal("anneal missing")
	}
	test.Tap(tab.Panel.SolveBtn)
	tab.wait()
	if err := sudoku.Verify(parse(t, sample), tab.Board.State().Grid); err != nil {
		t.Fatalf("annealing did not solve the easy sample: %v (status %q)", err, tab.Panel.Status.Text)
	}
	if !strings.HasPrefix(tab.Panel.Status.Text, "Solved") {
		t.Errorf("status %q", tab.Panel.Status.Text)
	}
	if tab.Panel.Chart.Points() == 0 || !tab.Panel.Chart.Image.Visible() {
		t.Errorf("cost chart empty or hidden: %d points", tab.Panel.Chart.Points())
	}
	// Backtracking reports no temperature: the chart goes away.
	tab.Panel.SelectID("backtrack")
	test.Tap(tab.Panel.SolveBtn)
	tab.wait()
	if tab.Panel.Chart.Image.Visible() {
		t.Error("chart still shown for a method without temperature")
	}
}

func TestModelText(t *testing.T) {
	tab := newTestTab(t, parse(t, sample))
	m := tab.ModelText()
	if !strings.Contains(m, "given_r1c1") || !strings.Contains(m, "box_b9_9") {
		t.Errorf("model text lacks the givens or box rows:\n%.300s", m)
	}
	tab.ShowModel() // must not panic on the test driver
}

// The LP heuristic's snapshots reach the board through LPView.
var _ sudoku.LPView = lpfix.Snapshot{}

func TestLPFixShowsOnBoard(t *testing.T) {
	tab := newTestTab(t, parse(t, sample))
	snap := lpfix.Snapshot{Order: 3, Values: make([]float64, 729), Fixed: make([]int8, 729)}
	snap.Values[2*9+3] = 1 // r1c3 = 4 by the relaxation
	snap.Values[3*9+5] = 0.5
	snap.Fixed[3*9+6] = -1
	tab.picture([]any{snap})
	st := tab.Board.State()
	if st.Shade == nil || st.Grid.Cells[2] != 4 || st.Fixed[3*9+6] != -1 {
		t.Errorf("snapshot not shown: shade %v, r1c3 = %d", st.Shade != nil, st.Grid.Cells[2])
	}
	if !tab.State().Grid.Equal(parse(t, sample)) {
		t.Error("a live LP view changed the recorded state")
	}
}

// teacher logs a step with an LP picture, then solves.
type teacher struct{}

func (teacher) Info() solve.Info {
	return solve.Info{ID: "teacher", Name: "Teacher (test)", Doc: "Logs a step with a picture."}
}

func (teacher) Solve(ctx context.Context, p sudoku.Grid, report solve.Reporter[sudoku.Grid]) (solve.Result[sudoku.Grid], error) {
	snap := lpfix.Snapshot{Order: 3, Values: make([]float64, 729), Fixed: make([]int8, 729)}
	snap.Values[2*9+3] = 1 // r1c3 = 4
	report(solve.Event[sudoku.Grid]{Kind: solve.Step, Msg: "relaxation solved", Detail: snap})
	n, sol, _ := backtrack.Count(p, 1)
	if n == 0 {
		return solve.Result[sudoku.Grid]{Status: solve.Unknown, Msg: "gave up"}, nil
	}
	report(solve.Event[sudoku.Grid]{Kind: solve.Log, Msg: "the rest by search"})
	return solve.Result[sudoku.Grid]{Status: solve.Solved, Solution: sol}, nil
}

// TestReplayLogDetail: after a solve, selecting a log line that came with
// a picture shows the board as it was then; another line shows it as it is,
// and the history is never touched.
func TestReplayLogDetail(t *testing.T) {
	tab := newTestTab(t, parse(t, sample))
	if !tab.Panel.SelectID("teacher") {
		t.Fatal("no teacher method")
	}
	tab.Solve()
	tab.wait()
	lines := tab.Panel.LogLines()
	at := slices.Index(lines, "relaxation solved")
	if at < 0 {
		t.Fatalf("log %q", lines)
	}
	solved := tab.State()
	if solved.Grid.Filled() != 81 {
		t.Fatalf("not solved: %s", solved.Grid.Line())
	}
	tab.Panel.Log.Select(at)
	// The picture: the grid the solve began from (r1c4 empty, as in the
	// sample), with what the relaxation settled (r1c3 = 4).
	if st := tab.Board.State(); st.Shade == nil || st.Grid.Cells[2] != 4 || st.Grid.Cells[3] != 0 {
		t.Errorf("the picture of %q is not shown: %s", lines[at], st.Grid.Line())
	}
	tab.Panel.Log.Select(len(lines) - 1)
	if st := tab.Board.State(); st.Shade != nil || !st.Grid.Equal(solved.Grid) {
		t.Error("the last line does not bring the board back")
	}
	if !tab.State().Grid.Equal(solved.Grid) || tab.hist.CanRedo() {
		t.Error("replaying the log changed the history")
	}
}

// quitter gives up at once, leaving (when partial) a state of its own.
type quitter struct{ partial bool }

func (q quitter) Info() solve.Info {
	return solve.Info{ID: fmt.Sprintf("quitter-%v", q.partial), Name: fmt.Sprintf("Quitter %v (test)", q.partial), Doc: "Gives up."}
}

func (q quitter) Solve(ctx context.Context, p sudoku.Grid, report solve.Reporter[sudoku.Grid]) (solve.Result[sudoku.Grid], error) {
	res := solve.Result[sudoku.Grid]{Status: solve.Unknown, Msg: "gave up"}
	if q.partial {
		g := p.Clone()
		g.Cells[2] = 4 // r1c3, its own guess
		res.Solution, res.Partial = g, true
	}
	return res, nil
}

// TestFailedRunShowsItsOwnWork: a run that finds nothing never leaves an
// earlier run's answer on the board under its status.
func TestFailedRunShowsItsOwnWork(t *testing.T) {
	tab := newTestTab(t, parse(t, sample))
	tab.Panel.SelectID("backtrack")
	test.Tap(tab.Panel.SolveBtn)
	tab.wait()
	if !tab.Board.State().Grid.Complete() {
		t.Fatal("backtrack did not solve the sample")
	}
	for _, partial := range []bool{false, true} {
		tab.Panel.SelectID(quitter{partial}.Info().ID)
		test.Tap(tab.Panel.SolveBtn)
		tab.wait()
		g := tab.Board.State().Grid
		want := parse(t, sample)
		if partial {
			want.Cells[2] = 4
		}
		if !g.Equal(want) {
			t.Errorf("partial=%v: the board shows %d digits after a failed run, want the puzzle (and the run's own guess)", partial, g.Filled())
		}
		if tab.Panel.Bar.Visible() || tab.Panel.Busy.Visible() {
			t.Errorf("partial=%v: a progress bar shows after the run", partial)
		}
	}
	// What the board shows is what the next edit starts from: typing a
	// digit must not bring the earlier answer back.
	tab.Board.Select(3)
	test.Type(tab.Board, "2")
	if g := tab.Board.State().Grid; g.Filled() != parse(t, sample).Filled()+1 {
		t.Errorf("after a failed run and one digit the board holds %d digits: the earlier answer came back", g.Filled())
	}
	// Undo still walks the recorded moves: the solution is one of them.
	test.Tap(tab.UndoBtn)
	test.Tap(tab.UndoBtn)
	if !tab.State().Grid.Complete() {
		t.Error("Undo does not bring the solution back")
	}
}

// TestLogActions: the selected line shows whole, Copy puts the log on the
// clipboard, Clear empties it.
func TestLogActions(t *testing.T) {
	tab := newTestTab(t, parse(t, sample))
	long := strings.Repeat("a long line ", 40)
	tab.Panel.AppendLog([]string{"first", long}, 0)
	tab.Panel.Log.Select(1)
	if !tab.Panel.Full.Visible() || tab.Panel.Full.Text != long {
		t.Errorf("selected line shown as %q (visible %v)", tab.Panel.Full.Text, tab.Panel.Full.Visible())
	}
	side := tab.Panel.Side()
	var copyBtn, clearBtn *widget.Button
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *widget.Button:
			switch o.Text {
			case "Copy":
				copyBtn = o
			case "Clear":
				clearBtn = o
			}
		case *fyne.Container:
			for _, c := range o.Objects {
				walk(c)
			}
		case *container.Split:
			walk(o.Leading)
			walk(o.Trailing)
		}
	}
	walk(side)
	if copyBtn == nil || clearBtn == nil {
		t.Fatal("no Copy or Clear button by the log")
	}
	test.Tap(copyBtn)
	if got := fyne.CurrentApp().Clipboard().Content(); got != "first\n"+long {
		t.Errorf("clipboard holds %.40q", got)
	}
	test.Tap(clearBtn)
	if len(tab.Panel.LogLines()) != 0 || tab.Panel.Full.Visible() {
		t.Error("Clear left lines")
	}
}

// TestRemembered: a new window of the same app starts where the last one
// stopped: the puzzle, the player's digits (still the player's), the method
// and the time limit.
func TestRemembered(t *testing.T) {
	tab := newTestTab(t, parse(t, sample))
	tab.Board.Select(2)
	test.Type(tab.Board, "4")
	tab.Panel.SelectID("anneal")
	tab.Panel.Limit.SetSelected("10 s")

	w := test.NewTempWindow(t, nil)
	again := NewSudokuTab(w, sudokutype.New(nil), sudoku.New(3)) // the sample is not what comes back
	st := again.State()
	if st.Grid.Cells[2] != 4 || st.Origins[2] != board.Played || st.Origins[0] != board.Given {
		t.Errorf("r1c3 = %d (%v), r1c1 %v: the play was not brought back as played", st.Grid.Cells[2], st.Origins[2], st.Origins[0])
	}
	if !again.CurrentPuzzle().Equal(parse(t, sample)) {
		t.Error("the puzzle was not brought back")
	}
	if m, _ := again.Panel.Selected(); m.Info().ID != "anneal" || again.Panel.Limit.Selected != "10 s" {
		t.Errorf("method %s, limit %s", m.Info().ID, again.Panel.Limit.Selected)
	}
}

// TestPencilMarks: Shift+digit toggles a mark of the player's, as one move;
// placing a digit clears that digit's marks in its row, column and box.
func TestPencilMarks(t *testing.T) {
	tab := newTestTab(t, parse(t, sample))
	tab.Board.Select(2) // r1c3, empty
	tab.Pencil.SetChecked(true)
	test.Type(tab.Board, "4")
	tab.Board.Select(3) // r1c4, same row
	test.Type(tab.Board, "4")
	st := tab.State()
	if st.Marks == nil || st.Marks[2] != 1<<3 || st.Marks[3] != 1<<3 || st.Grid.Cells[2] != 0 {
		t.Fatalf("marks %v, r1c3 = %d", st.Marks[:4], st.Grid.Cells[2])
	}
	tab.Pencil.SetChecked(false)
	tab.Board.Select(2)
	test.Type(tab.Board, "4") // places 4 in r1c3
	st = tab.State()
	if st.Grid.Cells[2] != 4 || st.Marks[2] != 0 || st.Marks[3] != 0 {
		t.Errorf("after placing 4: r1c3 = %d, marks %v", st.Grid.Cells[2], st.Marks[:4])
	}
	tab.Undo()
	if tab.State().Marks[3] != 1<<3 {
		t.Error("Undo did not bring the mark back")
	}
}

// TestCheck: a wrong digit of the player's is highlighted, the solution
// is not shown, and nothing is recorded.
func TestCheck(t *testing.T) {
	tab := newTestTab(t, parse(t, sample))
	tab.Board.Select(2) // r1c3: the solution has 4
	test.Type(tab.Board, "1")
	tab.Board.Select(3) // r1c4: 6
	test.Type(tab.Board, "6")
	before := tab.State()
	tab.Check()
	for !strings.HasPrefix(tab.Panel.Status.Text, "Check: ") || tab.Panel.Status.Text == "Checking…" {
		(<-tab.q)()
	}
	st := tab.Board.State()
	if tab.Panel.Status.Text != "Check: 1 of your 2 digits is wrong (in red)" {
		t.Errorf("status %q", tab.Panel.Status.Text)
	}
	if st.Highlight == nil || !st.Highlight[2] || st.Highlight[3] {
		t.Errorf("highlight %v", st.Highlight[:4])
	}
	if st.Grid.Filled() != before.Grid.Filled() || !tab.State().Grid.Equal(before.Grid) {
		t.Error("Check revealed digits or changed the history")
	}
}
