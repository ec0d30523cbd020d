package ui

import (
	"os"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"grille/solve/hashi"
)

// TestHashiAnnealMoveByMove: on the Hashi tab with the annealing chosen,
// Speed at 3 events a second and paused, each Next lets one event
// through; the moves come into the log in words (the pair of islands, f
// before and after) and the board shows the bridges the move left, its
// pair banded and its two islands ringed. Run until one move was kept and
// one refused (a refused move changes no bridge: its pair thinly banded),
// then stopped; selecting a move's line afterwards draws it again.
func TestHashiAnnealMoveByMove(t *testing.T) {
	data, err := os.ReadFile("../solve/hashi/testdata/Hs_16_100_25_00_001.has")
	if err != nil {
		t.Fatal(err)
	}
	tab, q := newHashiTab(t, string(data))
	p := tab.CurrentPuzzle()
	if !tab.Panel.SelectID("anneal") {
		t.Fatal("no anneal method")
	}
	tab.Panel.Speed.SetSelected(tr("3 events a second"))
	test.Tap(tab.Panel.PauseBtn)
	test.Tap(tab.Panel.SolveBtn)
	type shown struct {
		line string
		mv   hashi.Moved
	}
	var kept, refused []shown
	for n := 0; len(kept) == 0 || len(refused) == 0; n++ {
		if n > 5000 {
			test.Tap(tab.Panel.StopBtn)
			t.Fatalf("%d events: %d moves kept, %d refused", n, len(kept), len(refused))
		}
		before := len(tab.Panel.LogLines())
		test.Tap(tab.Panel.FwdBtn)
		(<-q)() // the event Next let through, shown
		lines := tab.Panel.LogLines()
		if len(lines) == before {
			continue
		}
		at := len(lines) - 1
		mv, ok := tab.Panel.picture(at).(hashi.Moved)
		if !ok {
			continue
		}
		line := lines[at]
		a, b := p.Islands[mv.A], p.Islands[mv.B]
		if !strings.Contains(line, " between "+hashi.CellName(a.Row, a.Col)+" and "+hashi.CellName(b.Row, b.Col)) ||
			!strings.Contains(line, " f ") || !strings.Contains(line, "T = ") {
			t.Errorf("move line %q does not name %s, %s, f and T", line, hashi.CellName(a.Row, a.Col), hashi.CellName(b.Row, b.Col))
		}
		checkMovedBoard(t, tab, line, mv)
		if mv.Kept {
			kept = append(kept, shown{line, mv})
		} else {
			refused = append(refused, shown{line, mv})
		}
	}
	test.Tap(tab.Panel.StopBtn)
	waitPanel(tab.Panel, q)
	if s := tab.Panel.Status.Text; !strings.HasPrefix(s, "No answer: stopped") {
		t.Errorf("status after Stop: %q", s)
	}
	t.Logf("kept %q; refused %q", kept[0].line, refused[0].line)
	lines := tab.Panel.LogLines()
	for _, s := range []shown{kept[0], refused[0]} {
		i := slices.Index(lines, s.line)
		if i < 0 {
			t.Fatalf("%q not in the log", s.line)
		}
		tab.Panel.Log.Select(i)
		checkMovedBoard(t, tab, s.line, s.mv)
	}
}

// checkMovedBoard: the board shows the bridges mv left, its pair banded
// (settled when kept, thinly when refused) and its two islands ringed.
func checkMovedBoard(t *testing.T, tab *HashiTab, line string, mv hashi.Moved) {
	t.Helper()
	st := tab.Board.State()
	pair := []hashi.PairCount{{A: mv.A, B: mv.B, Count: mv.To}}
	band := st.Step != nil && (mv.Kept && slices.Equal(st.Step.Settled, pair) && len(st.Step.Min) == 0 ||
		!mv.Kept && slices.Equal(st.Step.Min, pair) && len(st.Step.Settled) == 0)
	if !slices.Equal(st.Puzzle.Bridges, mv.Puzzle.Bridges) || !band || !slices.Equal(st.Step.Islands, []int{mv.A, mv.B}) {
		t.Errorf("at %q the board shows %d bridges (the move left %d), mark %+v", line, len(st.Puzzle.Bridges), len(mv.Puzzle.Bridges), st.Step)
	}
}
