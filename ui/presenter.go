package ui

import (
	"fyne.io/fyne/v2"

	"grille/solve"
)

// Presenter is what a puzzle type's tab supplies to the shared tab: its
// board, and how the board's states S relate to the type's puzzles P.
// Everything else (files, clipboard, history, methods, Step, dialogs) the
// shared tab does from the type's descriptor.
type Presenter[P, S any] interface {
	// Board is the widget that shows states.
	Board() fyne.CanvasObject
	// Show draws a state, recorded in the history or not.
	Show(S)
	// Fresh is the state of a puzzle just loaded: nothing played.
	Fresh(P) S
	// Solved is cur showing a method's answer, or a running method's
	// current state.
	Solved(cur S, sol P) S
	// Play is the puzzle as it stands, with the player's entries (what
	// Step starts from); Puzzle is the bare puzzle (what a method gets).
	Play(S) P
	Puzzle(S) P
	// Picture is cur showing the teaching payloads (Event.Detail, a Step's
	// Detail) of a run up to a log line, oldest first; false when they
	// have nothing to show.
	Picture(cur S, payloads []any) (S, bool)
	// Stepped is cur after a Step.
	Stepped(cur S, r solve.StepResult[P]) S
}

// Optional capabilities of a Presenter, discovered by the shared tab.
type (
	// controls adds the tab's own controls to the toolbar.
	controls interface{ Controls() []fyne.CanvasObject }
	// shownHook is told of every state shown from the history.
	shownHook[S any] interface{ Shown(S) }
	// editor switches between editing the puzzle and playing it: on for
	// an empty puzzle (New), off for a generated one.
	editor interface {
		SetEditing(bool)
		EditingLabel() string // the switch's name
	}
	// noter keeps what a Step leaves for the next one (Sudoku's
	// candidates) in its states.
	noter[S any] interface{ Notes(S) any }
	// belowBoard is shown under the board (the LP legend).
	belowBoard interface{ BelowBoard() fyne.CanvasObject }
	// zoomer is a board that can be shown larger than its room.
	zoomer interface {
		ZoomIn()
		ZoomOut()
		ZoomFit()
	}
)
