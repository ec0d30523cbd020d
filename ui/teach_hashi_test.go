package ui

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/hashi/hashitype"
)

// TestHashiLogicStep: on Hashi too, Step applies one rule through the
// same path, draws its Mark, and hands the step's Notes to the next: the
// fake rule below only knows it is done from its own Notes (as a settled
// "no bridge" cannot be read off the board).
func TestHashiLogicStep(t *testing.T) {
	test.NewTempApp(t)
	p, err := hashi.ParseOne("test", []byte(hashiSample))
	if err != nil {
		t.Fatal(err)
	}
	typ := *hashitype.New(nil)
	rule := solve.Technique{ID: "two-2s", Name: "Two 2s alone", Explain: "Two islands of 2 with no other neighbour share a double bridge.", Weight: 1}
	typ.Logic = &solve.Logic[hashi.Puzzle]{Techniques: []solve.Technique{rule}, Grades: []solve.Grade{{ID: "easy", Name: "Easy"}}}
	typ.Logic.Next = func(ctx context.Context, pos solve.Position[hashi.Puzzle]) (solve.Deduction[hashi.Puzzle], solve.StepOutcome, error) {
		if pos.Notes == "settled" {
			return solve.Deduction[hashi.Puzzle]{}, solve.StepSolved, nil
		}
		next := pos.Play.Clone()
		next.Bridges = []hashi.Bridge{{A: 0, B: 1, Count: 2}}
		return solve.Deduction[hashi.Puzzle]{Technique: &typ.Logic.Techniques[0], Where: "the island at r1c1",
			Text: "r1c1 and r1c3 share two bridges",
			Mark: hashi.StepMark{Islands: []int{0, 1}, Settled: []hashi.PairCount{{A: 0, B: 1, Count: 2}}},
			Hint: hashi.StepMark{Islands: []int{0}}, Next: next, Notes: "settled"}, solve.Progressed, nil
	}
	w := test.NewTempWindow(t, nil)
	tab := NewHashiTab(w, &typ, p)
	q := make(uiQueue, 64)
	tab.Panel.UI = q
	w.SetContent(Build(w, "", tab))

	test.Tap(tab.Panel.StepBtn)
	q.runUntil(tab.TeachDone())
	st := tab.Board.State()
	if len(st.Puzzle.Bridges) != 1 || st.Puzzle.Bridges[0].Count != 2 {
		t.Fatalf("after Step the bridges are %+v", st.Puzzle.Bridges)
	}
	if st.Step == nil || len(st.Step.Settled) != 1 {
		t.Errorf("the step is not drawn: %+v", st.Step)
	}
	if s := tab.Panel.Status.Text; !strings.Contains(s, "Two 2s alone: r1c1 and r1c3 share two bridges") {
		t.Errorf("status %q", s)
	}
	test.Tap(tab.Panel.StepBtn)
	q.runUntil(tab.TeachDone())
	if s := tab.Panel.Status.Text; !strings.HasPrefix(s, "Solved") {
		t.Errorf("the second Step did not get the first one's Notes: %q", s)
	}
	shortcut(w, &fyne.ShortcutUndo{})
	if n := len(tab.Board.State().Puzzle.Bridges); n != 0 {
		t.Errorf("Undo left %d bridges", n)
	}
	q.runUntil(tab.GradeDone())
	if g := tab.teach.Grade.Text; !strings.HasPrefix(g, "Grade: Easy · score 1 · 1 step") {
		t.Errorf("grade %q", g)
	}
}
