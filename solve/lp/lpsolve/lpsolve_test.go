//go:build cgo && !nolpsolve

package lpsolve

import (
	"context"
	"math"
	"strings"
	"testing"

	"grille/solve/lp"
)

const tol = 1e-6

func solve(t *testing.T, p *lp.Problem, opt lp.Options) lp.Solution {
	t.Helper()
	sol, err := New().Solve(context.Background(), p, opt)
	if err != nil {
		t.Fatalf("%s: %v", p.Name, err)
	}
	return sol
}

// wantOptimal checks status, objective, feasibility and the reported
// objective against the values.
func wantOptimal(t *testing.T, p *lp.Problem, sol lp.Solution, obj float64) {
	t.Helper()
	if sol.Status != lp.Optimal {
		t.Fatalf("%s: status %v (%s), want optimal", p.Name, sol.Status, sol.Msg)
	}
	if math.Abs(sol.Objective-obj) > tol {
		t.Errorf("%s: objective %v, want %v", p.Name, sol.Objective, obj)
	}
	if err := p.Check(sol.Values, tol); err != nil {
		t.Errorf("%s: %v", p.Name, err)
	}
	if got := p.Objective(sol.Values); math.Abs(got-sol.Objective) > tol {
		t.Errorf("%s: reported objective %v but the values give %v", p.Name, sol.Objective, got)
	}
}

func wantValues(t *testing.T, p *lp.Problem, got, want []float64) {
	t.Helper()
	for j := range want {
		if math.Abs(got[j]-want[j]) > tol {
			t.Errorf("%s: %s = %v, want %v", p.Name, p.Vars[j].Name, got[j], want[j])
		}
	}
}

func TestVersion(t *testing.T) {
	if v := Version(); !strings.HasPrefix(v, "5.5.") {
		t.Errorf("Version() = %q, want 5.5.x", v)
	}
}

func TestAvailable(t *testing.T) {
	if !Available() || New() == nil {
		t.Fatal("lp_solve built in but not available")
	}
	sol, err := New().Solve(context.Background(), wyndor(), lp.Options{})
	if err != nil || sol.Status != lp.Optimal {
		t.Fatalf("Solve: %v %v", sol.Status, err)
	}
}

func TestTextbookLP(t *testing.T) {
	// Unscaled must not change an answer, only the work.
	for _, opt := range []lp.Options{{}, {Unscaled: true}} {
		p := wyndor()
		sol := solve(t, p, opt)
		wantOptimal(t, p, sol, 36)
		wantValues(t, p, sol.Values, []float64{2, 6})
		if sol.Iterations == 0 {
			t.Errorf("no iterations reported")
		}

		p = diet()
		sol = solve(t, p, opt)
		wantOptimal(t, p, sol, 3)
		wantValues(t, p, sol.Values, []float64{5, -1, 4})
	}
}

func TestKnapsackMILP(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		p, w, v, capacity := knapsack(16, seed)
		want := bestKnapsack(w, v, capacity)
		sol := solve(t, p, lp.Options{})
		wantOptimal(t, p, sol, want)
		wantOptimal(t, p, solve(t, p, lp.Options{Unscaled: true}), want)

		// The relaxation is a bound and (almost always) fractional.
		rel := solve(t, p, lp.Options{Relax: true})
		if rel.Status != lp.Optimal || rel.Objective < want-tol {
			t.Errorf("%s: relaxation %v %v below the integer optimum %v", p.Name, rel.Status, rel.Objective, want)
		}
	}
}

func TestInfeasible(t *testing.T) {
	p := &lp.Problem{Name: "infeasible LP"}
	x := p.AddVar(lp.Var{Name: "x", Upper: lp.Inf})
	y := p.AddVar(lp.Var{Name: "y", Upper: lp.Inf})
	p.AddRow(lp.Row{Terms: []lp.Term{tm(x, 1), tm(y, 1)}, Kind: lp.GE, RHS: 3})
	p.AddRow(lp.Row{Terms: []lp.Term{tm(x, 1), tm(y, 1)}, Kind: lp.LE, RHS: 2})
	if sol := solve(t, p, lp.Options{}); sol.Status != lp.Infeasible || sol.Values != nil {
		t.Errorf("%s: %v %v, want infeasible and no values", p.Name, sol.Status, sol.Values)
	}

	// Feasible as an LP (x = 0.5), not in integers: branch and bound must
	// prove it.
	q := &lp.Problem{Name: "infeasible MILP"}
	a := q.AddVar(lp.Var{Name: "a", Upper: 10, Integer: true})
	b := q.AddVar(lp.Var{Name: "b", Upper: 10, Integer: true})
	q.AddRow(lp.Row{Terms: []lp.Term{tm(a, 2), tm(b, 4)}, Kind: lp.EQ, RHS: 7})
	if sol := solve(t, q, lp.Options{}); sol.Status != lp.Infeasible {
		t.Errorf("%s: %v, want infeasible", q.Name, sol.Status)
	}
	if sol := solve(t, q, lp.Options{Relax: true}); sol.Status != lp.Optimal {
		t.Errorf("%s relaxed: %v, want optimal", q.Name, sol.Status)
	}
}

func TestUnbounded(t *testing.T) {
	p := &lp.Problem{Name: "unbounded", Sense: lp.Maximize}
	x := p.AddVar(lp.Var{Name: "x", Upper: lp.Inf, Obj: 1})
	y := p.AddVar(lp.Var{Name: "y", Upper: lp.Inf, Obj: 1})
	p.AddRow(lp.Row{Terms: []lp.Term{tm(x, 1), tm(y, -1)}, Kind: lp.LE, RHS: 1})
	if sol := solve(t, p, lp.Options{}); sol.Status != lp.Unbounded {
		t.Errorf("%s: %v (%s), want unbounded", p.Name, sol.Status, sol.Msg)
	}
}

func TestEmptyAndInvalid(t *testing.T) {
	sol := solve(t, &lp.Problem{Name: "empty"}, lp.Options{})
	if sol.Status != lp.Optimal || len(sol.Values) != 0 {
		t.Errorf("empty problem: %v %v", sol.Status, sol.Values)
	}
	bad := &lp.Problem{Name: "bad"}
	bad.AddVar(lp.Var{Upper: 1})
	bad.AddRow(lp.Row{Terms: []lp.Term{{Var: 3, Coef: 1}}})
	if _, err := New().Solve(context.Background(), bad, lp.Options{}); err == nil {
		t.Error("a term on a missing variable was accepted")
	}
}

// TestPresolveValues checks that values come back in the original column
// order when presolve removes columns: a fixed variable, one pinned by a
// singleton row, one in no row, and a chain that presolve shortens.
func TestPresolveValues(t *testing.T) {
	p := &lp.Problem{Name: "presolve", Sense: lp.Maximize}
	fixed := p.AddVar(lp.Var{Name: "fixed", Lower: 3, Upper: 3, Obj: 1})
	pinned := p.AddVar(lp.Var{Name: "pinned", Upper: 10, Obj: 1})
	x := p.AddVar(lp.Var{Name: "x", Upper: 10, Obj: 2, Integer: true})
	p.AddVar(lp.Var{Name: "lonely", Lower: -2, Upper: 7, Obj: -1})
	y := p.AddVar(lp.Var{Name: "y", Upper: 10, Obj: 1, Integer: true})
	z := p.AddVar(lp.Var{Name: "z", Upper: 10, Obj: 0.5})
	p.AddRow(lp.Row{Name: "pin", Terms: []lp.Term{tm(pinned, 2)}, Kind: lp.EQ, RHS: 5})
	p.AddRow(lp.Row{Name: "sum", Terms: []lp.Term{tm(fixed, 1), tm(x, 1), tm(y, 1)}, Kind: lp.LE, RHS: 9})
	p.AddRow(lp.Row{Name: "xy", Terms: []lp.Term{tm(x, 1), tm(y, -1)}, Kind: lp.LE, RHS: 1})
	p.AddRow(lp.Row{Name: "yz", Terms: []lp.Term{tm(z, 1), tm(y, 1)}, Kind: lp.LE, RHS: 6.5})
	// Optimum: fixed 3, pinned 2.5, lonely -2. With z = 6.5 - y the rest is
	// 2x + y/2 + 3.25 under x + y <= 6, x <= y + 1, integer x and y: only
	// (3, 3) reaches 7.5, so z = 3.5. Objective 3 + 2.5 + 2 + 7.5 + 3.25.
	kept, orig := -1, -1
	testPresolved = func(k, o int) { kept, orig = k, o }
	defer func() { testPresolved = nil }()
	sol := solve(t, p, lp.Options{})
	wantOptimal(t, p, sol, 18.25)
	wantValues(t, p, sol.Values, []float64{3, 2.5, 3, -2, 3, 3.5})
	if orig != len(p.Vars) || kept >= orig {
		t.Errorf("presolve kept %d of %d columns: the test no longer covers removed columns", kept, orig)
	}
	t.Logf("presolve kept %d of %d columns", kept, orig)
}

// TestPresolveIntegerFault covers lp_solve's presolve fixing an integer
// column at a fraction (see integerInfeasible): the model is reported
// infeasible, and if that check is bypassed, the fraction is still caught.
func TestPresolveIntegerFault(t *testing.T) {
	direct := &lp.Problem{Name: "2a = 7"}
	a := direct.AddVar(lp.Var{Name: "a", Upper: 10, Integer: true})
	direct.AddRow(lp.Row{Terms: []lp.Term{tm(a, 2)}, Kind: lp.EQ, RHS: 7})

	chained := &lp.Problem{Name: "2a + 3b = 7, b = 0", Sense: lp.Maximize}
	a = chained.AddVar(lp.Var{Name: "a", Upper: 10, Integer: true, Obj: 1})
	b := chained.AddVar(lp.Var{Name: "b", Upper: 10})
	c := chained.AddVar(lp.Var{Name: "c", Upper: 1, Obj: 1})
	chained.AddRow(lp.Row{Terms: []lp.Term{tm(a, 2), tm(b, 3)}, Kind: lp.EQ, RHS: 7})
	chained.AddRow(lp.Row{Terms: []lp.Term{tm(b, 1), tm(c, 1)}, Kind: lp.LE, RHS: 3})
	chained.AddRow(lp.Row{Terms: []lp.Term{tm(b, 1)}, Kind: lp.EQ, RHS: 0})
	chained.Vars[b].Upper = 0 // presolve fixes b, then 2a = 7 is a singleton

	gap := &lp.Problem{Name: "integer in [0.2, 0.8]"}
	gap.AddVar(lp.Var{Name: "g", Lower: 0.2, Upper: 0.8, Integer: true})

	for _, p := range []*lp.Problem{direct, chained, gap} {
		if sol := solve(t, p, lp.Options{}); sol.Status != lp.Infeasible {
			t.Errorf("%s: %v %v, want infeasible", p.Name, sol.Status, sol.Values)
		}
		if sol := solve(t, p, lp.Options{Relax: true}); sol.Status != lp.Optimal {
			t.Errorf("%s relaxed: %v, want optimal", p.Name, sol.Status)
		}
	}
	testNoIntCheck = true
	defer func() { testNoIntCheck = false }()
	// direct's row never reaches lp_solve: it becomes the bounds [3.5,
	// 3.5] (see singletonRows), which hold no integer.
	if sol := solve(t, direct, lp.Options{}); sol.Status != lp.Infeasible {
		t.Errorf("%s without the check: %v %v, want infeasible", direct.Name, sol.Status, sol.Values)
	}
	if sol := solve(t, chained, lp.Options{}); sol.Status != lp.Failed || sol.Values != nil {
		t.Errorf("%s without the check: %v %v, want failed (lp_solve says a = 3.5)", chained.Name, sol.Status, sol.Values)
	} else {
		t.Logf("%s: %s", chained.Name, sol.Msg)
	}

	// Fractional bounds on an integer variable are rounded inward.
	q := &lp.Problem{Name: "a <= 3.5", Sense: lp.Maximize}
	q.AddVar(lp.Var{Name: "a", Lower: -1.5, Upper: 3.5, Integer: true, Obj: 1})
	q.AddVar(lp.Var{Name: "b", Lower: -1.5, Upper: 3.5, Integer: true, Obj: -1})
	sol := solve(t, q, lp.Options{})
	wantOptimal(t, q, sol, 4)
	wantValues(t, q, sol.Values, []float64{3, -1})
}

func TestSudokuILP(t *testing.T) {
	p := sudokuILP(hardSudoku)
	sol := solve(t, p, lp.Options{})
	wantOptimal(t, p, sol, 0)
	g := sudokuGrid(sol.Values)
	if err := sudokuValid(hardSudoku, g); err != nil {
		t.Fatalf("%s: %v", g, err)
	}
	t.Logf("%s in %d iterations, %d nodes", g, sol.Iterations, sol.Nodes)
}

// BenchmarkSudokuILP builds and solves the 17-given Sudoku as an ILP.
func BenchmarkSudokuILP(b *testing.B) {
	p := sudokuILP(hardSudoku)
	be := New()
	ctx := context.Background()
	for b.Loop() {
		sol, err := be.Solve(ctx, p, lp.Options{})
		if err != nil || sol.Status != lp.Optimal {
			b.Fatalf("%v %v", sol.Status, err)
		}
	}
}
