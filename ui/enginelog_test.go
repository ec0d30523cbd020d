package ui

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"grille/solve"
	"grille/solve/sudoku"
	"grille/solve/sudoku/sudokutype"
)

// engineTalker logs one line of its own and one of "its LP engine".
type engineTalker struct{}

func (engineTalker) Info() solve.Info {
	return solve.Info{ID: "talker", Name: "Talker (test)", Needs: "lp"}
}

func (engineTalker) Solve(ctx context.Context, p sudoku.Grid, report solve.Reporter[sudoku.Grid]) (solve.Result[sudoku.Grid], error) {
	report(solve.Event[sudoku.Grid]{Kind: solve.Log, Msg: "method line"})
	report(solve.Event[sudoku.Grid]{Kind: solve.Engine, Msg: "lp_solve: Devex pricing"})
	report(solve.Event[sudoku.Grid]{Kind: solve.Log, Msg: "method line 2"})
	return solve.Result[sudoku.Grid]{Status: solve.Unknown, Say: solve.Plain("done")}, nil
}

// TestEngineMessages: the LP engine's own lines reach the log only while
// "Engine messages" is ticked; it is off at first, shown in the log header
// of a tab with an LP method, and remembered.
func TestEngineMessages(t *testing.T) {
	a := test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	reg := &solve.Registry[sudoku.Grid]{}
	reg.Register(engineTalker{})
	typ := *sudokutype.New(nil)
	typ.Methods = reg
	typ.Logic = nil
	tab := NewSudokuTab(w, &typ, sudoku.New(2))
	w.SetContent(tab.Content())
	q := make(uiQueue, 64)
	tab.Panel.UI = q
	p := tab.Panel

	shown := false
	for _, o := range test.LaidOutObjects(tab.Content()) {
		if c, ok := o.(*widget.Check); ok && c == p.EngineMsgs && c.Visible() {
			shown = true
		}
	}
	if !shown {
		t.Error("no \"Engine messages\" box in a tab with an LP method")
	}
	if p.EngineMsgs.Checked {
		t.Fatal("\"Engine messages\" ticked by default")
	}
	run := func() string {
		p.ClearLog()
		test.Tap(p.SolveBtn)
		q.runUntil(p.Done())
		return strings.Join(p.LogLines(), "\n")
	}
	if log := run(); strings.Contains(log, "Devex") || !strings.Contains(log, "method line\nmethod line 2") {
		t.Errorf("box off, log:\n%s", log)
	}
	p.EngineMsgs.SetChecked(true)
	if log := run(); !strings.Contains(log, "method line\nlp_solve: Devex pricing\nmethod line 2") {
		t.Errorf("box on, log:\n%s", log)
	}
	if !a.Preferences().Bool(typ.Name + ".engine") {
		t.Error("the box is not remembered")
	}
	// An engine line carries no board: selecting it shows nothing of its own.
	for i, l := range p.LogLines() {
		if strings.HasPrefix(l, "lp_solve:") && p.picture(i) != nil {
			t.Errorf("engine line %q has a picture", l)
		}
	}
}
