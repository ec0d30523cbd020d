package ui

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"grille/solve"
	"grille/solve/sudoku"
	"grille/solve/sudoku/backtrack"
	"grille/solve/sudoku/sudokutype"
)

var (
	pauseKey = &desktop.CustomShortcut{KeyName: fyne.KeyP, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	nextKey  = &desktop.CustomShortcut{KeyName: fyne.KeyPeriod, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
)

// untilLog runs posted updates until the panel's log holds a line that
// contains want.
func untilLog[P any](q uiQueue, p *Panel[P], want string) {
	for {
		for _, l := range p.LogLines() {
			if strings.Contains(l, want) {
				return
			}
		}
		(<-q)()
	}
}

// TestScenarioStopPausedBacktrack: Deduction + backtracking, paused at its
// first event and stopped there, ends as stopped: it does not go on to
// solve the puzzle once Stop has let it out of its pause (it polls its
// context only every few hundred nodes, and this puzzle takes fewer).
func TestScenarioStopPausedBacktrack(t *testing.T) {
	x := newWindow(t, true)
	if !x.sud.Panel.SelectID("backtrack") {
		t.Fatal("no backtrack method")
	}
	before := x.sud.hist.ID()
	x.shortcut(pauseKey)
	x.shortcut(ctrl(fyne.KeyReturn))
	untilLog(x.sud.q, x.sud.Panel, "givens")
	if !x.sud.Panel.Running() {
		t.Fatal("the paused run ended by itself")
	}
	x.shortcut(ctrl(fyne.KeyPeriod))
	x.sud.wait()
	if s := x.sud.Panel.Status.Text; !strings.HasPrefix(s, "No answer: stopped") {
		t.Errorf("a run stopped while paused at its first event: status %q", s)
	}
	if x.sud.hist.ID() != before {
		t.Error("a run stopped while paused put an answer on the board")
	}
	for _, l := range x.sud.Panel.LogLines() {
		if strings.Contains(l, "after") && strings.Contains(l, "node") {
			t.Errorf("the log shows the search's work after the Stop: %q", l)
		}
	}
}

// finisher reports that it starts, then finds the answer without looking
// at its context (as a method between two polls does), reports it, and
// returns it.
type finisher struct{ answer sudoku.Grid }

func (finisher) Info() solve.Info {
	return solve.Info{ID: "finisher", Name: "Finisher (test)", Doc: "Starts, finds, returns.", Exact: true}
}

func (f finisher) Solve(ctx context.Context, p sudoku.Grid, report solve.Reporter[sudoku.Grid]) (solve.Result[sudoku.Grid], error) {
	report(solve.Event[sudoku.Grid]{Kind: solve.Log, Msg: "starting"})
	report(solve.Event[sudoku.Grid]{Kind: solve.Log, Msg: "answer found", Best: f.answer, HasBest: true})
	return solve.Result[sudoku.Grid]{Status: solve.Solved, Solution: f.answer}, nil
}

// TestStopPausedKeepsCompleteAnswer: Stop while paused ends the run as
// stopped, unless the method held at that moment had its answer already
// (its last event): then the answer stands. Stopped before its first
// event, a run that would start paused is stopped too.
func TestStopPausedKeepsCompleteAnswer(t *testing.T) {
	_, answer, _ := backtrack.Count(parse(t, sample), 1)
	tab := newTickerTab(t, finisher{answer})
	tab.Panel.SelectID("finisher")
	test.Tap(tab.Panel.PauseBtn)
	for _, c := range []struct {
		nexts  int    // Next presses before Stop; -1: Stop at once, held yet or not
		status string // the status line's start
	}{
		{-1, "No answer: stopped"},
		{0, "No answer: stopped"}, // held at "starting"
		{1, "Solved"},             // held at "answer found"
	} {
		test.Tap(tab.Panel.SolveBtn)
		if c.nexts >= 0 {
			untilLog(tab.q, tab.Panel, "starting")
		}
		for i := 0; i < c.nexts; i++ {
			test.Tap(tab.Panel.FwdBtn)
		}
		if c.nexts > 0 {
			untilLog(tab.q, tab.Panel, "answer found")
		}
		test.Tap(tab.Panel.StopBtn)
		tab.wait()
		if s := tab.Panel.Status.Text; !strings.HasPrefix(s, c.status) {
			t.Errorf("Stop after %d Next: status %q, want %q…", c.nexts, s, c.status)
		}
		tab.Panel.ClearLog()
	}
}

// lateQuitter reports that it starts, then one more event, and returns its
// best state as Partial (as a method that saw its context end does).
type lateQuitter struct{ best sudoku.Grid }

func (lateQuitter) Info() solve.Info {
	return solve.Info{ID: "lateQuitter", Name: "Late quitter (test)", Doc: "Starts, goes on, stops."}
}

func (m lateQuitter) Solve(ctx context.Context, p sudoku.Grid, report solve.Reporter[sudoku.Grid]) (solve.Result[sudoku.Grid], error) {
	report(solve.Event[sudoku.Grid]{Kind: solve.Log, Msg: "starting", Stats: solve.Stats{Nodes: 1}})
	report(solve.Event[sudoku.Grid]{Kind: solve.Log, Msg: "after the Stop", Stats: solve.Stats{Nodes: 2}})
	return solve.Result[sudoku.Grid]{Status: solve.Unknown, Partial: true, Solution: m.best, Stats: solve.Stats{Nodes: 2}}, nil
}

// TestStopPausedResult: a run stopped while paused says "stopped", with
// the figures shown at the Stop and the best state the method stopped
// with; nothing it logged after the Stop reaches the window.
func TestStopPausedResult(t *testing.T) {
	best := parse(t, sample)
	best.Cells[2] = 4
	src := newFakeTime()
	pace := NewPace()
	pace.SetPaused(true)
	sink := &resultSink{}
	q := make(uiQueue, 64)
	s := startOn(src, sudokutype.New(nil), solve.Method[sudoku.Grid](lateQuitter{best}), parse(t, sample), time.Second, pace, sink, q)
	q.runUntil(src.stops) // held at "starting"
	src.Advance(time.Minute)
	s.Stop()
	q.runUntil(s.Done())
	r := sink.res
	if r == nil || r.Status != solve.Unknown || r.Msg != "stopped" || !r.Partial || r.Stats.Nodes != 1 || r.Elapsed != 0 {
		t.Fatalf("result %+v, want Unknown 'stopped' with the figures of the Stop (1 node, 0s of its own)", r)
	}
	if !slices.Equal(r.Solution.Cells, best.Cells) {
		t.Error("the result is not the best state the method stopped with")
	}
	if sink.lines != 1 {
		t.Errorf("%d log lines reached the window, want 1 (none after the Stop)", sink.lines)
	}
}
