package ui

// Scenarios of issue 26's second pass (items 5 to 13), played through the
// window's keys and taps.

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

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
