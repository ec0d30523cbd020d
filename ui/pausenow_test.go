package ui

import (
	"context"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"grille/solve"
	"grille/solve/sudoku"
)

// oneEvent waits for start, reports one event (one node), then waits for
// its run to end: a method between two events, as a class sees it while
// it is slowed.
type oneEvent struct{ start chan struct{} }

func (oneEvent) Info() solve.Info {
	return solve.Info{ID: "oneEvent", Name: "One event (test)", Doc: "Reports once, then waits."}
}

func (m oneEvent) Solve(ctx context.Context, p sudoku.Grid, report solve.Reporter[sudoku.Grid]) (solve.Result[sudoku.Grid], error) {
	<-m.start
	report(solve.Event[sudoku.Grid]{Kind: solve.Log, Msg: "one", Stats: solve.Stats{Nodes: 1}})
	<-ctx.Done()
	return solve.Result[sudoku.Grid]{Status: solve.Unknown}, nil
}

// TestPauseShowsOwnTimeAtOnce: Pause pressed while a slowed run waits
// between two events shows at once the method's own time, frozen, and
// its figures, with the word that it is paused; Resume takes the word
// away at once. The status said "Paused: …" without the time until the
// next event, which a paused run does not send.
func TestPauseShowsOwnTimeAtOnce(t *testing.T) {
	m := oneEvent{start: make(chan struct{})}
	tab := newTickerTab(t, m)
	src := newFakeTime()
	tab.Panel.clock = src
	tab.Panel.SelectID("oneEvent")
	tab.Panel.Speed.SetSelected(tr(paces[len(paces)-1].label)) // 1 event a second
	test.Tap(tab.Panel.SolveBtn)
	src.Advance(3 * time.Millisecond) // the method's own time before its event
	close(m.start)
	untilLog(tab.q, tab.Panel, "one")
	src.Advance(time.Minute) // the class looks: not the method's time

	test.Tap(tab.Panel.PauseBtn)
	if s := tab.Panel.Status.Text; !strings.Contains(s, "3ms") || !strings.Contains(s, "1 node") || !strings.Contains(s, "paused") {
		t.Errorf("status at the Pause %q, want the method's 3ms, its node and \"paused\"", s)
	}
	test.Tap(tab.Panel.PauseBtn) // Resume
	if s := tab.Panel.Status.Text; !strings.Contains(s, "3ms") || strings.Contains(s, "paused") {
		t.Errorf("status at the Resume %q, want the 3ms without \"paused\"", s)
	}
	test.Tap(tab.Panel.StopBtn)
	tab.wait()
}
