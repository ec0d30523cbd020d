//go:build cgo && !nolpsolve

package lpsolve

import (
	"math"
	"testing"

	"grille/solve/lp"
)

// TestNodeSamples: with Options.Nodes, the branch and bound is sampled as
// it goes: nodes never go back, the bound never excludes the optimum (it
// is at least the optimum when maximising), and a known incumbent is never
// better than the bound nor than the optimum. Without Nodes, no sample.
func TestNodeSamples(t *testing.T) {
	p, _, _, _ := knapsack(40, 3)
	var samples []lp.Progress
	sol := solve(t, p, lp.Options{Nodes: true, OnProgress: func(pr lp.Progress) {
		if pr.Kind == "nodes" {
			samples = append(samples, pr)
		}
	}})
	checkSamples(t, sol, samples)
	n := 0
	solve(t, p, lp.Options{OnProgress: func(pr lp.Progress) {
		if pr.Kind == "nodes" {
			n++
		}
	}})
	if n != 0 {
		t.Errorf("%d node samples without Options.Nodes", n)
	}

	// A Model's second solve counts its own nodes, and forgets the first
	// solve's incumbent: a row that cuts the optimum off comes first.
	samples = nil
	m := open(t, p, lp.Options{Nodes: true, OnProgress: func(pr lp.Progress) {
		if pr.Kind == "nodes" {
			samples = append(samples, pr)
		}
	}})
	first := modelSolve(t, m)
	checkSamples(t, first, samples)
	var terms []lp.Term
	for j := range p.Vars {
		terms = append(terms, lp.Term{Var: j, Coef: p.Vars[j].Obj})
	}
	if err := m.AddRow(lp.Row{Name: "worse", Terms: terms, Kind: lp.LE, RHS: first.Objective - 5}); err != nil {
		t.Fatal(err)
	}
	samples = nil
	second := modelSolve(t, m)
	if second.Objective > first.Objective-5+tol {
		t.Fatalf("second optimum %v, over the cut at %v", second.Objective, first.Objective-5)
	}
	checkSamples(t, second, samples)
}

func checkSamples(t *testing.T, sol lp.Solution, samples []lp.Progress) {
	t.Helper()
	if sol.Status != lp.Optimal {
		t.Fatalf("status %v", sol.Status)
	}
	if len(samples) == 0 {
		t.Fatalf("no node samples in %d nodes", sol.Nodes)
	}
	for i, s := range samples {
		if i > 0 && s.Nodes < samples[i-1].Nodes {
			t.Errorf("sample %d: nodes went from %d to %d", i, samples[i-1].Nodes, s.Nodes)
		}
		if s.Nodes < 0 || s.Nodes > sol.Nodes || s.Depth < 0 {
			t.Errorf("sample %d: %d nodes of %d, depth %d", i, s.Nodes, sol.Nodes, s.Depth)
		}
		if s.Bound < sol.Objective-tol {
			t.Errorf("sample %d: bound %v under the optimum %v", i, s.Bound, sol.Objective)
		}
		if s.Incumbent && (s.Objective > sol.Objective+tol || s.Objective > s.Bound+tol) {
			t.Errorf("sample %d: incumbent %v over the optimum %v or the bound %v", i, s.Objective, sol.Objective, s.Bound)
		}
	}
	t.Logf("%d samples over %d nodes; first %+v, last %+v", len(samples), sol.Nodes, samples[0], samples[len(samples)-1])
	if math.IsNaN(samples[0].Bound) {
		t.Error("NaN bound")
	}
}
