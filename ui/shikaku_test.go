package ui

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"grille/solve/shikaku"
	"grille/solve/shikaku/exact"
	"grille/solve/shikaku/shikakutype"
)

// A 4×4 puzzle from the paper's generator, proved unique.
const shikakuSample = `. . 2 2
4 . . .
2 . 2 2
1 1 . .
`

func newShikakuTab(t *testing.T) (*ShikakuTab, uiQueue) {
	t.Helper()
	test.NewTempApp(t)
	p, err := shikaku.ParseOne("test", []byte(shikakuSample))
	if err != nil {
		t.Fatal(err)
	}
	w := test.NewTempWindow(t, nil)
	tab := NewShikakuTab(w, shikakutype.New(nil), p)
	w.SetContent(tab.Content())
	q := make(uiQueue, 64)
	tab.Panel.UI = q
	return tab, q
}

func waitPanel[P any](p *Panel[P], q uiQueue) { q.runUntil(p.Done()) }

// runUntil runs posted updates until done is closed.
func (q uiQueue) runUntil(done <-chan struct{}) {
	for {
		select {
		case f := <-q:
			f()
		case <-done:
			return
		}
	}
}

func TestShikakuPlayAndSolve(t *testing.T) {
	tab, q := newShikakuTab(t)
	// Play by hand: a wrong rectangle is flagged, erasing it works.
	tab.drawRect(shikaku.Rect{Row: 0, Col: 1, Height: 1, Width: 3})
	if st := tab.Board.State(); len(st.Problems) != 1 {
		t.Fatalf("a 1×3 rectangle over two clues should be flagged: %+v", st.Problems)
	}
	tab.erase(0, 1)
	if n := len(tab.Board.State().Puzzle.Rects); n != 0 {
		t.Fatalf("%d rectangles left after erasing", n)
	}
	for _, id := range []string{"exact", "anneal"} {
		tab.Panel.SelectID(id)
		test.Tap(tab.Panel.SolveBtn)
		waitPanel(tab.Panel, q)
		if err := shikaku.Verify(tab.CurrentPuzzle(), tab.Board.State().Puzzle); err != nil {
			t.Fatalf("%s: board after Solve: %v (status %q)", id, err, tab.Panel.Status.Text)
		}
		if id == "exact" && !strings.HasPrefix(tab.Panel.Status.Text, "Unique") {
			t.Errorf("status %q", tab.Panel.Status.Text)
		}
		tab.Undo()
		if len(tab.Board.State().Puzzle.Rects) != 0 {
			t.Errorf("%s: Undo did not take the solution back", id)
		}
	}
	// Editing clues.
	tab.EditClues.SetChecked(true)
	tab.Board.Select(1, 1)
	test.Type(tab.Board, "4")
	if c, ok := tab.CurrentPuzzle().ClueAt(1, 1); !ok || c.Value != 4 {
		t.Errorf("typed clue not set: %+v %v", c, ok)
	}
	if !strings.Contains(tab.ModelText(), "cell_r") {
		t.Error("model text lacks cell rows")
	}
}

// TestShikakuReplay: after an exact solve, selecting a deduction in the
// log shows the rectangles placed up to it, the latest outlined; the last
// line shows the solution again.
func TestShikakuReplay(t *testing.T) {
	tab, q := newShikakuTab(t)
	tab.Panel.SelectID("exact")
	test.Tap(tab.Panel.SolveBtn)
	waitPanel(tab.Panel, q)
	solved := tab.Board.State().Puzzle
	lines := tab.Panel.LogLines()
	var deds []int // log lines of deductions
	for i := range lines {
		if _, ok := tab.Panel.picture(i).(shikaku.Deduction); ok {
			deds = append(deds, i)
		}
	}
	if len(deds) < 2 {
		t.Fatalf("want two deductions or more in the log: %q", lines)
	}
	tab.Panel.Log.Select(deds[1])
	st := tab.Board.State()
	d := tab.Panel.picture(deds[1]).(shikaku.Deduction)
	if len(st.Puzzle.Rects) != 2 || st.Latest == nil || *st.Latest != d.Rect || !st.Marked {
		t.Errorf("at %q: %d rectangles, latest %v", lines[deds[1]], len(st.Puzzle.Rects), st.Latest)
	}
	tab.Panel.Log.Select(len(lines) - 1)
	if st := tab.Board.State(); st.Latest != nil || len(st.Puzzle.Rects) != len(solved.Rects) {
		t.Error("the last line does not bring the solution back")
	}
}

// TestShikakuStep: Step places what the rules settle as one move (off the
// UI goroutine), drops a drawn rectangle that contradicts them, and a
// second Step adds nothing.
func TestShikakuStep(t *testing.T) {
	tab, q := newShikakuTab(t)
	step := func() {
		tab.CourseRound()
		q.runUntil(tab.StepDone())
	}
	forced, _, err := exact.Forced(context.Background(), tab.CurrentPuzzle())
	if err != nil || len(forced) == 0 {
		t.Fatalf("%d forced, %v", len(forced), err)
	}
	// A wrong rectangle first: the first forced one, shifted or shrunk.
	f := forced[0]
	wrong := f
	if f.Width > 1 {
		wrong.Width--
	} else if f.Height > 1 {
		wrong.Height--
	} else {
		t.Skip("the first forced rectangle is a single cell")
	}
	tab.drawRect(wrong)
	step()
	got := map[shikaku.Rect]bool{}
	for _, r := range tab.State().Puzzle.Rects {
		got[r] = true
	}
	for _, r := range forced {
		if !got[r] {
			t.Errorf("%v not placed", r)
		}
	}
	if got[wrong] {
		t.Errorf("the wrong %v stayed", wrong)
	}
	n := len(tab.State().Puzzle.Rects)
	step()
	if len(tab.State().Puzzle.Rects) != n || !strings.Contains(tab.Panel.Status.Text, "nothing more") {
		t.Errorf("a second Step: %d rectangles (was %d), status %q", len(tab.State().Puzzle.Rects), n, tab.Panel.Status.Text)
	}
	tab.Undo()
	if got := tab.State().Puzzle.Rects; len(got) != 1 || got[0] != wrong {
		t.Errorf("Undo after Step: %v", got)
	}
}
