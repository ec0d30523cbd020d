package ui

import (
	"context"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"grille/solve"
	"grille/solve/shikaku"
	"grille/solve/sudoku"
	"grille/solve/sudoku/anneal"
)

// relayed is a method that tells the test of each event it sends, before
// sending it (the pace then holds it in its reporter).
type relayed struct {
	solve.Method[sudoku.Grid]
	events chan solve.Event[sudoku.Grid]
}

func (r relayed) Solve(ctx context.Context, p sudoku.Grid, report solve.Reporter[sudoku.Grid]) (solve.Result[sudoku.Grid], error) {
	return r.Method.Solve(ctx, p, func(e solve.Event[sudoku.Grid]) {
		select {
		case r.events <- e:
		case <-ctx.Done():
		}
		report(e)
	})
}

// runUntilEvent runs posted updates until the method's next event, or
// until the run has ended (false).
func (q uiQueue) runUntilEvent(events <-chan solve.Event[sudoku.Grid], done <-chan struct{}) (solve.Event[sudoku.Grid], bool) {
	for {
		select {
		case f := <-q:
			f()
		case e := <-events:
			return e, true
		case <-done:
			return solve.Event[sudoku.Grid]{}, false
		}
	}
}

// TestAnnealMoveByMove: paused (as at the slowest speeds), Sirdey's
// annealing sends one event per accepted move, each Next lets one
// through; its log line names the cell and the costs, the board shows the
// grid after the move with that cell flashed, and two moves in a row
// differ in the cell named and no other. At full speed it sends none.
func TestAnnealMoveByMove(t *testing.T) {
	events := make(chan solve.Event[sudoku.Grid])
	tab := newTickerTab(t, relayed{anneal.New(), events})
	for _, sp := range paces {
		tab.Panel.Speed.SetSelected(tr(sp.label))
		if on := tab.Panel.Pace.moves.On(); on != (sp.every >= moveByMove) {
			t.Errorf("at %q one event per move is %v", sp.label, on)
		}
	}
	tab.Panel.Speed.SetSelected(tr(paces[0].label))
	test.Tap(tab.Panel.PauseBtn)
	test.Tap(tab.Panel.SolveBtn)
	const want = 12
	var moves []solve.Event[sudoku.Grid]
	for n := 0; len(moves) < want; n++ {
		if n > 2000 {
			test.Tap(tab.Panel.StopBtn)
			t.Fatalf("%d events, %d of them moves", n, len(moves))
		}
		e, ok := tab.q.runUntilEvent(events, tab.Panel.Done())
		if !ok {
			t.Fatalf("the run ended after %d events, %d of them moves", n, len(moves))
		}
		if _, ok := e.Detail.(anneal.Moved); ok {
			moves = append(moves, e)
		}
		test.Tap(tab.Panel.FwdBtn)
	}
	// Stop once the window shows the last move: events recorded after a
	// Stop are dropped (session.go, afterStop).
	untilLog(tab.q, tab.Panel, moves[want-1].Msg)
	test.Tap(tab.Panel.StopBtn)
	go func() { // the method's last events, sent after Stop
		for range events {
		}
	}()
	tab.wait()
	close(events)
	lines := tab.Panel.LogLines()
	for k, e := range moves {
		mv := e.Detail.(anneal.Moved)
		if len(mv.Cells) != 1 {
			t.Fatalf("move %d changes %v", k, mv.Cells)
		}
		name := sudoku.CellName(3, mv.Cells[0])
		i := slices.Index(lines, e.Msg)
		if i < 0 || !strings.HasPrefix(e.Msg, name+" from ") || !strings.Contains(e.Msg, ": cost ") {
			t.Fatalf("move %d: %q (in the log at %d) does not name %s and the costs", k, e.Msg, i, name)
		}
		// The log line shows the board as the move left it, the cell flashed.
		tab.Panel.Log.Select(i)
		st := tab.Board.State()
		var lit []int
		for c, on := range st.Highlight {
			if on {
				lit = append(lit, c)
			}
		}
		if !slices.Equal(st.Grid.Cells, mv.Grid.Cells) || !slices.Equal(lit, mv.Cells) {
			t.Errorf("move %d: the board does not show the grid with %s alone flashed", k, name)
		}
		if k > 0 {
			prev := moves[k-1].Detail.(anneal.Moved).Grid.Cells
			for c := range prev {
				if (prev[c] != mv.Grid.Cells[c]) != (c == mv.Cells[0]) {
					t.Errorf("move %d: cell %s changed, the line names %s", k, sudoku.CellName(3, c), name)
				}
			}
		}
	}
}

// TestAnnealFullSpeedNoMoves: at full speed the annealing sends no event
// per move (an unwatched run pays nothing for them).
func TestAnnealFullSpeedNoMoves(t *testing.T) {
	events := make(chan solve.Event[sudoku.Grid], 1<<16)
	tab := newTickerTab(t, relayed{anneal.New(), events})
	test.Tap(tab.Panel.SolveBtn)
	tab.wait()
	close(events)
	n := 0
	for e := range events {
		if _, ok := e.Detail.(anneal.Moved); ok {
			n++
		}
	}
	if n > 0 || !strings.HasPrefix(tab.Panel.Status.Text, "Solved") {
		t.Errorf("%d move events at full speed; status %q", n, tab.Panel.Status.Text)
	}
}

// TestShikakuMovedPicture: a Shikaku annealing move draws the state it
// left (overlaps and all) with the moved rectangle outlined.
func TestShikakuMovedPicture(t *testing.T) {
	tab, _ := newShikakuTab(t)
	cur := tab.State()
	rects := []shikaku.Rect{{Row: 0, Col: 0, Height: 1, Width: 2}, {Row: 0, Col: 1, Height: 2, Width: 2}}
	st, ok := shikakuPresenter{tab}.Picture(cur, []any{shikaku.Moved{Rects: rects, Rect: rects[1]}})
	if !ok || !slices.Equal(st.Puzzle.Rects, rects) || st.Latest == nil || *st.Latest != rects[1] || st.Marked {
		t.Errorf("drawn %v: rectangles %v, outlined %v", ok, st.Puzzle.Rects, st.Latest)
	}
	if !slices.Equal(st.Puzzle.Clues, cur.Puzzle.Clues) {
		t.Error("the clues changed")
	}
}
