package ui

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"grille/solve/chart"
	"grille/solve/hashi"
	"grille/solve/hashi/exact"
	"grille/solve/hashi/hashitype"
)

// Two islands of 2 in a row: one double bridge is the only solution.
const hashiSample = `2 . 2
. . .
. . .
`

// newHashiTab is a Hashi tab on the puzzle src, in a test window, with a
// queue standing in for the UI goroutine.
func newHashiTab(t *testing.T, src string) (*HashiTab, uiQueue) {
	t.Helper()
	test.NewTempApp(t)
	p, err := hashi.ParseOne("test", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	w := test.NewTempWindow(t, nil)
	tab := NewHashiTab(w, hashitype.New(nil), p)
	w.SetContent(tab.Content())
	q := make(uiQueue, 64)
	tab.Panel.UI = q
	return tab, q
}

func TestHashiPlayAndSolve(t *testing.T) {
	tab, q := newHashiTab(t, hashiSample)

	// Play: tapping the water between the islands cycles 0 → 1 → 2.
	tab.Board.TapCell(0, 1)
	if b := tab.Board.State().Puzzle.Bridges; len(b) != 1 || b[0].Count != 1 {
		t.Fatalf("after one tap: %+v", b)
	}
	tab.Board.TapCell(0, 1)
	if !strings.HasPrefix(tab.Panel.Status.Text, "Solved!") {
		t.Errorf("a double bridge solves it; status %q", tab.Panel.Status.Text)
	}
	tab.Board.TapCell(0, 1)
	if len(tab.Board.State().Puzzle.Bridges) != 0 {
		t.Error("a third tap should remove the bridges")
	}
	for _, id := range []string{"exact", "anneal"} {
		tab.Panel.SelectID(id)
		test.Tap(tab.Panel.SolveBtn)
		waitPanel(tab.Panel, q)
		if err := hashi.Verify(tab.CurrentPuzzle(), tab.Board.State().Puzzle); err != nil {
			t.Fatalf("%s: board after Solve: %v (status %q)", id, err, tab.Panel.Status.Text)
		}
		tab.Undo()
	}
	// Editing islands.
	tab.EditIslands.SetChecked(true)
	tab.Board.Select(2, 2)
	test.Type(tab.Board, "3")
	if i, ok := tab.CurrentPuzzle().IslandAt(2, 2); !ok || tab.CurrentPuzzle().Islands[i].Value != 3 {
		t.Error("typed island not placed")
	}
}

// TestStepButtons: every tab has a Step that does something.
func TestStepButtons(t *testing.T) {
	hasStep := func(o fyne.CanvasObject) bool {
		for _, x := range test.LaidOutObjects(o) {
			if b, ok := x.(*widget.Button); ok && b.Text == "Step" {
				return true
			}
		}
		return false
	}
	stab, _ := newShikakuTab(t)
	htab, _ := newHashiTab(t, hashiSample)
	for name, c := range map[string]fyne.CanvasObject{
		"Sudoku": newTestTab(t, parse(t, sample)).Content(), "Shikaku": stab.Content(), "Hashi": htab.Content(),
	} {
		if !hasStep(c) {
			t.Errorf("the %s tab has no Step button", name)
		}
	}
}

// TestHashiStep: Step draws what the rules settle, corrects a player's
// bridge they contradict, and is one undoable move; a second Step adds
// nothing.
func TestHashiStep(t *testing.T) {
	data, err := os.ReadFile("../solve/hashi/testdata/Hs_16_100_25_00_001.has")
	if err != nil {
		t.Fatal(err)
	}
	tab, q := newHashiTab(t, string(data))
	bare := tab.CurrentPuzzle()
	counts, ok := exact.Deduce(bare)
	if !ok {
		t.Fatal("no deduction")
	}
	edges := hashi.Edges(bare)
	// A wrong move first: a bridge on an edge the rules settle otherwise.
	wrong := -1
	for i, c := range counts {
		if c == 0 || c == 2 {
			wrong = i
			break
		}
	}
	if wrong < 0 {
		t.Fatal("no edge settled at 0 or 2")
	}
	tab.cycle(edges[wrong].A, edges[wrong].B) // 1 bridge
	tab.CourseRound()
	q.runUntil(tab.StepDone())
	got := map[hashi.Edge]int{}
	for _, b := range tab.State().Puzzle.Bridges {
		got[hashi.Edge{A: b.A, B: b.B}] = b.Count
	}
	settled := 0
	for i, c := range counts {
		if c >= 0 {
			settled++
			if got[edges[i]] != c {
				t.Errorf("edge %d: %d bridges after Step, the rules say %d", i, got[edges[i]], c)
			}
		}
	}
	if settled == len(counts) {
		t.Fatal("the rules settle this puzzle alone: pick one that needs search")
	}
	if !strings.Contains(strings.Join(tab.Panel.LogLines(), "\n"), "(corrected)") {
		t.Error("the wrong bridge's correction is not logged")
	}
	before := tab.State()
	tab.CourseRound()
	q.runUntil(tab.StepDone())
	if len(tab.State().Puzzle.Bridges) != len(before.Puzzle.Bridges) || !strings.Contains(tab.Panel.Status.Text, "nothing more") {
		t.Errorf("a second Step changed the board or said %q", tab.Panel.Status.Text)
	}
	tab.Undo()
	tab.Undo()
	if len(tab.State().Puzzle.Bridges) != 0 {
		t.Error("Undo, Undo does not bring back the bare puzzle")
	}
}

// TestHashiReplay: after an exact solve, the log line of the rules at the
// root shows the bridges they settle; the last line shows the answer again.
func TestHashiReplay(t *testing.T) {
	data, err := os.ReadFile("../solve/hashi/testdata/Hs_16_100_25_00_001.has")
	if err != nil {
		t.Fatal(err)
	}
	tab, q := newHashiTab(t, string(data))
	tab.Panel.SelectID("exact")
	test.Tap(tab.Panel.SolveBtn)
	waitPanel(tab.Panel, q)
	answer := tab.Board.State().Puzzle
	lines := tab.Panel.LogLines()
	at := -1
	for i := range lines {
		if _, ok := tab.Panel.picture(i).(hashi.Sure); ok {
			at = i
		}
	}
	if at < 0 {
		t.Fatalf("no line with the rules' picture: %q", lines)
	}
	sure := tab.Panel.picture(at).(hashi.Sure).Puzzle
	if len(sure.Bridges) == len(answer.Bridges) {
		t.Fatalf("the rules settle this puzzle alone (%d bridges): pick one that needs search", len(sure.Bridges))
	}
	tab.Panel.Log.Select(at)
	if got := tab.Board.State().Puzzle; len(got.Bridges) != len(sure.Bridges) {
		t.Errorf("at %q the board has %d bridges, the rules settle %d", lines[at], len(got.Bridges), len(sure.Bridges))
	}
	tab.Panel.Log.Select(len(lines) - 1)
	if got := tab.Board.State().Puzzle; len(got.Bridges) != len(answer.Bridges) {
		t.Error("the last line does not bring the answer back")
	}
}

// TestHashiChartEndsAtStatus: the cost chart of an anneal ends at the
// cost the status line reports (a fast run used to plot only its first
// samples, near the starting cost, under a status with the final one).
func TestHashiChartEndsAtStatus(t *testing.T) {
	data, err := os.ReadFile("../solve/hashi/testdata/Hs_16_100_25_00_001.has")
	if err != nil {
		t.Fatal(err)
	}
	tab, q := newHashiTab(t, string(data))
	tab.Panel.SelectID("anneal")
	test.Tap(tab.Panel.SolveBtn)
	waitPanel(tab.Panel, q)
	cost, best := tab.Panel.Chart.Last()
	if tab.Panel.Chart.Points() == 0 {
		t.Fatalf("nothing plotted; status %q", tab.Panel.Status.Text)
	}
	if want := fmt.Sprintf("cost %s (best %s)", chart.Compact(cost), chart.Compact(best)); !strings.Contains(tab.Panel.Status.Text, want) {
		t.Errorf("chart ends at %q; status %q", want, tab.Panel.Status.Text)
	}
}
