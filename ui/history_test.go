package ui

import "testing"

func TestHistory(t *testing.T) {
	var h History[int]
	h.Reset(0)
	if h.CanUndo() || h.CanRedo() {
		t.Fatal("fresh history can undo or redo")
	}
	h.Push(1)
	h.Push(2)
	steps := []struct {
		op   string
		ok   bool
		want int
	}{
		{"undo", true, 1}, {"undo", true, 0}, {"undo", false, 0},
		{"redo", true, 1}, {"push3", true, 3}, {"redo", false, 3}, {"undo", true, 1},
	}
	for i, s := range steps {
		var ok bool
		switch s.op {
		case "undo":
			ok = h.Undo()
		case "redo":
			ok = h.Redo()
		case "push3":
			h.Push(3)
			ok = true
		}
		if ok != s.ok || h.Current() != s.want {
			t.Fatalf("step %d %s: ok=%v current=%d, want ok=%v current=%d", i, s.op, ok, h.Current(), s.ok, s.want)
		}
	}
}
