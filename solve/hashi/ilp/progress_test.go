package ilp

import (
	"testing"

	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/lp"
)

// TestNodeProgress: the engine's branch-and-bound samples reach the
// Progress events, this solve's nodes on top of the earlier solves'; an
// improvement's objective still does, and a sample without an incumbent
// leaves the objective alone.
func TestNodeProgress(t *testing.T) {
	var got []solve.Stats
	r := &run{report: func(e solve.Event[hashi.Puzzle]) {
		if e.Kind == solve.Progress {
			got = append(got, e.Stats)
		}
	}}
	r.stats.Nodes, r.stats.Objective = 40, 9
	r.onProgress(lp.Progress{Kind: "nodes", Nodes: 7, Depth: 3, Bound: 12})
	if len(got) != 1 {
		t.Fatalf("%d Progress events", len(got))
	}
	if st := got[0]; st.Nodes != 47 || st.Depth != 3 || st.Bound != 12 || st.HasIncumbent || st.Objective != 9 {
		t.Errorf("Progress stats %+v", st)
	}
	r.notes = solve.Throttle{}
	r.onProgress(lp.Progress{Kind: "improved", Objective: 11})
	if len(got) != 2 || got[1].Objective != 11 || got[1].Nodes != 40 {
		t.Errorf("after an improvement: %+v", got)
	}
}
