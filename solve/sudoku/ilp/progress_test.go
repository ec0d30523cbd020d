package ilp

import (
	"testing"

	"grille/solve"
	"grille/solve/lp"
	"grille/solve/sudoku"
)

// TestNodeProgress: the engine's branch-and-bound samples reach the
// Progress events, this solve's nodes on top of the earlier solves'.
func TestNodeProgress(t *testing.T) {
	var got []solve.Stats
	r := &run{report: func(e solve.Event[sudoku.Grid]) {
		if e.Kind == solve.Progress {
			got = append(got, e.Stats)
		}
	}}
	r.st.Nodes = 40 // an earlier solve's
	r.onProgress(lp.Progress{Kind: "nodes", Nodes: 7, Depth: 3, Bound: 2, Objective: 1, Incumbent: true})
	if len(got) != 1 {
		t.Fatalf("%d Progress events", len(got))
	}
	if st := got[0]; st.Nodes != 47 || st.Depth != 3 || st.Bound != 2 || st.Incumbent != 1 || !st.HasIncumbent {
		t.Errorf("Progress stats %+v", st)
	}
	if r.st.Nodes != 40 {
		t.Errorf("a sample changed the run's own count to %d", r.st.Nodes)
	}
}
