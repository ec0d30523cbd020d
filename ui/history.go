package ui

// History is an undo/redo stack of board states. Every edit, a step and a
// whole solve are each one entry, so Undo after Solve brings back the puzzle
// as it was (Simon Tatham's midend treats "Solve" as a move too).
type History[S any] struct {
	states []S
	notes  []any    // parallel to states: what a logical step left for the next (PushNotes)
	ids    []uint64 // parallel to states: each entry's own number (ID)
	last   uint64
	at     int
}

// Reset forgets everything and starts again from s.
func (h *History[S]) Reset(s S) {
	h.last++
	h.states, h.notes, h.ids, h.at = []S{s}, []any{nil}, []uint64{h.last}, 0
}

// ID names the current entry: no other entry, before or after, has the
// same, so that what belongs to one move (a run's answer, its chart) is
// known again after Undo and Redo.
func (h *History[S]) ID() uint64 { return h.ids[h.at] }

// Current is the state shown.
func (h *History[S]) Current() S { return h.states[h.at] }

// Push records s as the new current state and drops the redo tail.
func (h *History[S]) Push(s S) { h.PushNotes(s, nil) }

// PushNotes is Push for a logical step's board, with what the step leaves
// for the next one (solve.Deduction.Notes: eliminations the board cannot
// show), which Undo and Redo keep with it.
func (h *History[S]) PushNotes(s S, notes any) {
	h.states = append(h.states[:h.at+1], s)
	h.notes = append(h.notes[:h.at+1], notes)
	h.last++
	h.ids = append(h.ids[:h.at+1], h.last)
	h.at++
}

// Notes is what the current state's step left, or nil.
func (h *History[S]) Notes() any { return h.notes[h.at] }

// CanUndo and CanRedo tell the buttons whether to be enabled.
func (h *History[S]) CanUndo() bool { return h.at > 0 }
func (h *History[S]) CanRedo() bool { return h.at+1 < len(h.states) }

// Undo steps back; it returns false at the start.
func (h *History[S]) Undo() bool {
	if !h.CanUndo() {
		return false
	}
	h.at--
	return true
}

// Redo steps forward again; it returns false at the end.
func (h *History[S]) Redo() bool {
	if !h.CanRedo() {
		return false
	}
	h.at++
	return true
}
