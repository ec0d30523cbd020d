//go:build cgo && !nolpsolve

package lpsolve

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"grille/solve/lp"
)

// TestSingletonRows: rows of one variable become bounds before lp_solve
// sees them (see singletonRows), with either sign and kind, repeated terms
// added up; rows whose terms cancel are checked and dropped; bounds that
// cross prove infeasibility (for an integer, also when no integer lies
// between them).
func TestSingletonRows(t *testing.T) {
	p := &lp.Problem{Name: "singletons", Sense: lp.Maximize}
	x := p.AddVar(lp.Var{Name: "x", Upper: lp.Inf, Obj: 1})
	y := p.AddVar(lp.Var{Name: "y", Lower: -lp.Inf, Upper: lp.Inf, Obj: -1})
	z := p.AddVar(lp.Var{Name: "z", Upper: 10, Obj: 1, Integer: true})
	w := p.AddVar(lp.Var{Name: "w", Upper: 5, Obj: 1})
	p.AddRow(lp.Row{Name: "x", Terms: []lp.Term{tm(x, 2)}, Kind: lp.LE, RHS: 7})               // x <= 3.5
	p.AddRow(lp.Row{Name: "y", Terms: []lp.Term{tm(y, -1), tm(y, -1)}, Kind: lp.LE, RHS: 3})   // y >= -1.5
	p.AddRow(lp.Row{Name: "z", Terms: []lp.Term{tm(z, -2)}, Kind: lp.GE, RHS: -9})             // z <= 4.5
	p.AddRow(lp.Row{Name: "w", Terms: []lp.Term{tm(w, 4)}, Kind: lp.EQ, RHS: 6})               // w = 1.5
	p.AddRow(lp.Row{Name: "void", Terms: []lp.Term{tm(x, 1), tm(x, -1)}, Kind: lp.LE, RHS: 1}) // 0 <= 1
	p.AddRow(lp.Row{Name: "empty", Kind: lp.EQ})                                               // 0 = 0
	p.AddRow(lp.Row{Name: "pair", Terms: []lp.Term{tm(x, 1), tm(z, 1)}, Kind: lp.LE, RHS: 7})
	q, why := singletonRows(p, false)
	if why != "" || len(q.Rows) != 1 || q.Rows[0].Name != "pair" {
		t.Fatalf("singletonRows kept %d rows (%q)", len(q.Rows), why)
	}
	if p.Vars[x].Upper != lp.Inf || len(p.Rows) != 7 {
		t.Fatal("singletonRows changed its argument")
	}
	// x + z <= 7 with x <= 3.5 and z <= 4 (an integer): x = 3, z = 4.
	sol := solve(t, p, lp.Options{})
	wantOptimal(t, p, sol, 3+1.5+4+1.5)
	wantValues(t, p, sol.Values, []float64{3, -1.5, 4, 1.5})

	for _, c := range []struct {
		row   lp.Row
		relax bool // whether the relaxation is feasible
		want  string
	}{
		{lp.Row{Name: "no", Terms: []lp.Term{tm(x, 1), tm(x, -1)}, Kind: lp.GE, RHS: 1}, false, "reads 0 >= 1"},
		{lp.Row{Name: "no", Kind: lp.EQ, RHS: 2}, false, "reads 0 = 2"},
		{lp.Row{Name: "no", Terms: []lp.Term{tm(w, 1)}, Kind: lp.GE, RHS: 6}, false, "no value in [6, 1.5]"},
		{lp.Row{Name: "no", Terms: []lp.Term{tm(z, 10)}, Kind: lp.GE, RHS: 45}, true, "no integer in [4.5, 4.5]"},
	} {
		bad := p.Clone()
		bad.AddRow(c.row)
		sol := solve(t, bad, lp.Options{})
		if sol.Status != lp.Infeasible || !strings.Contains(sol.Msg, c.want) {
			t.Errorf("with %v %v %g: %v %q, want infeasible, %q", c.row.Terms, c.row.Kind, c.row.RHS, sol.Status, sol.Msg, c.want)
		}
		want := lp.Infeasible
		if c.relax {
			want = lp.Optimal
		}
		if sol := solve(t, bad, lp.Options{Relax: true}); sol.Status != want {
			t.Errorf("relaxed, with %v %v %g: %v %q, want %v", c.row.Terms, c.row.Kind, c.row.RHS, sol.Status, sol.Msg, want)
		}
	}

	// Bounds that cross by a rounding error fix the variable.
	r := p.Clone()
	r.Vars[w].Upper = 1.5 - 1e-12
	sol = solve(t, r, lp.Options{})
	wantOptimal(t, r, sol, 3+1.5+4+1.5-1e-12)
}

// manySingletons is a model with one variable in n singleton rows, the
// structure of a Shikaku clue that only one rectangle fits: lp_solve's own
// presolve removes such rows in quadratic time.
func manySingletons(n int) *lp.Problem {
	p := &lp.Problem{Name: fmt.Sprintf("%d singleton rows", n)}
	x := p.AddVar(lp.Binary("x"))
	y := p.AddVar(lp.Binary("y"))
	p.AddRow(lp.Row{Terms: []lp.Term{tm(x, 1), tm(y, 1)}, Kind: lp.EQ, RHS: 1})
	for i := 0; i < n; i++ {
		p.AddRow(lp.Row{Terms: []lp.Term{tm(x, 1)}, Kind: lp.EQ, RHS: 1})
	}
	return p
}

func TestManySingletons(t *testing.T) {
	p := manySingletons(10000)
	sol := solve(t, p, lp.Options{})
	wantOptimal(t, p, sol, 0)
	wantValues(t, p, sol.Values, []float64{1, 0})
}

// BenchmarkManySingletons: 10,000 singleton rows on one column took
// lp_solve's presolve 16 s and 800 MB.
func BenchmarkManySingletons(b *testing.B) {
	p := manySingletons(10000)
	for b.Loop() {
		if sol, _ := New().Solve(context.Background(), p, lp.Options{}); sol.Status != lp.Optimal {
			b.Fatal(sol.Status)
		}
	}
}
