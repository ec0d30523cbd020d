//go:build cgo && !nolpsolve

package lpsolve

import (
	"context"
	"math"
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"grille/solve/lp"
)

func open(t *testing.T, p *lp.Problem, opt lp.Options) lp.Model {
	t.Helper()
	m, err := lp.Open(New(), p, opt)
	if err != nil {
		t.Fatalf("%s: %v", p.Name, err)
	}
	t.Cleanup(m.Close)
	return m
}

func modelSolve(t *testing.T, m lp.Model) lp.Solution {
	t.Helper()
	sol, err := m.Solve(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return sol
}

// sameAnswer compares a Model's solve with a fresh one-shot solve of the
// same problem: same status and, when optimal, same objective (values may
// differ between optima) and feasible values.
func sameAnswer(t *testing.T, what string, p *lp.Problem, got lp.Solution, opt lp.Options) {
	t.Helper()
	want := solve(t, p, opt)
	if got.Status != want.Status {
		t.Fatalf("%s: model says %v (%s), a fresh solve %v", what, got.Status, got.Msg, want.Status)
	}
	if want.Status != lp.Optimal {
		return
	}
	if math.Abs(got.Objective-want.Objective) > tol {
		t.Errorf("%s: objective %v, fresh solve %v", what, got.Objective, want.Objective)
	}
	check := p
	if opt.Relax {
		check = p.Clone()
		for j := range check.Vars {
			check.Vars[j].Integer = false
		}
	}
	if err := check.Check(got.Values, tol); err != nil {
		t.Errorf("%s: %v", what, err)
	}
}

// TestModelIsIncremental: the lp_solve backend implements lp.Incremental,
// so lp.Open keeps one lprec instead of rebuilding.
func TestModelIsIncremental(t *testing.T) {
	if _, ok := New().(lp.Incremental); !ok {
		t.Fatal("lpsolve backend is not lp.Incremental")
	}
}

// TestModelBounds changes bounds at random on a knapsack, as a MILP and as
// its relaxation, and compares every re-solve with a fresh solve of the
// problem with the same bounds.
func TestModelBounds(t *testing.T) {
	for _, relax := range []bool{false, true} {
		p, _, _, _ := knapsack(14, 3)
		opt := lp.Options{Relax: relax}
		m := open(t, p, opt)
		sameAnswer(t, "initial", p, modelSolve(t, m), opt)
		rng := rand.New(rand.NewPCG(1, 2))
		cur := p.Clone()
		for step := 0; step < 40; step++ {
			j := rng.IntN(len(p.Vars))
			lo, up := 0.0, 1.0
			switch rng.IntN(3) {
			case 0:
				lo = 1
			case 1:
				up = 0
			}
			if err := m.SetBounds(j, lo, up); err != nil {
				t.Fatal(err)
			}
			if err := cur.SetBounds(j, lo, up); err != nil {
				t.Fatal(err)
			}
			sameAnswer(t, "after a bound change", cur, modelSolve(t, m), opt)
		}
	}
}

// TestModelAddRow adds rows to the Wyndor LP and a knapsack MILP between
// solves, up to infeasibility, and compares with fresh solves.
func TestModelAddRow(t *testing.T) {
	p := wyndor()
	m := open(t, p, lp.Options{})
	wantOptimal(t, p, modelSolve(t, m), 36)
	rows := []lp.Row{
		{Name: "cap", Terms: []lp.Term{tm(0, 1), tm(1, 1)}, Kind: lp.LE, RHS: 5},  // optimum moves
		{Name: "min", Terms: []lp.Term{tm(0, 1)}, Kind: lp.GE, RHS: 1},            // single variable: a row, not a bound
		{Name: "none", Kind: lp.LE, RHS: 3},                                       // empty row, satisfied
		{Name: "rep", Terms: []lp.Term{tm(1, 1), tm(1, 1)}, Kind: lp.LE, RHS: 6},  // repeated variable
		{Name: "kill", Terms: []lp.Term{tm(0, 1), tm(1, 1)}, Kind: lp.GE, RHS: 6}, // infeasible with cap
	}
	cur := p.Clone()
	for _, r := range rows {
		if err := m.AddRow(r); err != nil {
			t.Fatal(err)
		}
		cur.AddRow(r)
		sameAnswer(t, "after row "+r.Name, cur, modelSolve(t, m), lp.Options{})
	}

	// The uniqueness cut of a MILP: forbid the optimum, re-solve.
	q, _, _, _ := knapsack(12, 5)
	mq := open(t, q, lp.Options{})
	first := modelSolve(t, mq)
	var cut []lp.Term
	for j, x := range first.Values {
		if x > 0.5 {
			cut = append(cut, tm(j, 1))
		}
	}
	cr := lp.Row{Name: "nogood", Terms: cut, Kind: lp.LE, RHS: float64(len(cut) - 1)}
	if err := mq.AddRow(cr); err != nil {
		t.Fatal(err)
	}
	cq := q.Clone()
	cq.AddRow(cr)
	second := modelSolve(t, mq)
	sameAnswer(t, "after the cut", cq, second, lp.Options{})
	if second.Objective > first.Objective+tol {
		t.Errorf("the cut improved a maximum: %v then %v", first.Objective, second.Objective)
	}
}

// TestModelWarm: a re-solve after a change that keeps the optimum costs no
// simplex iteration, so lp_solve really starts from its last basis.
func TestModelWarm(t *testing.T) {
	p, _, _, _ := knapsack(30, 8)
	m := open(t, p, lp.Options{Relax: true})
	first := modelSolve(t, m)
	if first.Iterations == 0 {
		t.Fatal("first solve took no iteration")
	}
	again := modelSolve(t, m)
	if again.Iterations != 0 || math.Abs(again.Objective-first.Objective) > tol {
		t.Errorf("re-solve without change: %d iterations, objective %v then %v", again.Iterations, first.Objective, again.Objective)
	}
}

func TestModelErrors(t *testing.T) {
	m := open(t, wyndor(), lp.Options{})
	for _, c := range []struct {
		j      int
		lo, up float64
	}{{-1, 0, 1}, {2, 0, 1}, {0, 2, 1}, {0, math.NaN(), 1}, {0, lp.Inf, lp.Inf}} {
		if err := m.SetBounds(c.j, c.lo, c.up); err == nil {
			t.Errorf("SetBounds(%d, %v, %v) accepted", c.j, c.lo, c.up)
		}
	}
	if err := m.AddRow(lp.Row{Terms: []lp.Term{tm(5, 1)}, Kind: lp.LE}); err == nil {
		t.Error("row on a missing variable accepted")
	}
	// The refusals left the model as it was.
	wantOptimal(t, wyndor(), modelSolve(t, m), 36)
	m.Close()
	m.Close()
	if _, err := m.Solve(context.Background()); err == nil {
		t.Error("Solve after Close accepted")
	}
	if m.SetBounds(0, 0, 1) == nil || m.AddRow(lp.Row{Kind: lp.LE}) == nil {
		t.Error("change after Close accepted")
	}
	if _, err := lp.Open(New(), &lp.Problem{Sense: 7}, lp.Options{}); err == nil {
		t.Error("invalid problem opened")
	}
}

// TestModelIntegerBounds: a MILP model rounds fractional bounds of integer
// variables inward and sees integer infeasibility, as Solve does.
func TestModelIntegerBounds(t *testing.T) {
	p := &lp.Problem{Sense: lp.Maximize}
	a := p.AddVar(lp.Var{Name: "a", Upper: 10, Integer: true, Obj: 1})
	m := open(t, p, lp.Options{})
	if err := m.SetBounds(a, 0.5, 3.7); err != nil {
		t.Fatal(err)
	}
	sol := modelSolve(t, m)
	if sol.Status != lp.Optimal || sol.Values[a] != 3 {
		t.Errorf("[0.5, 3.7]: %v %v, want a = 3", sol.Status, sol.Values)
	}
	if err := m.SetBounds(a, 1.2, 1.8); err != nil {
		t.Fatal(err)
	}
	if sol := modelSolve(t, m); sol.Status != lp.Infeasible {
		t.Errorf("[1.2, 1.8]: %v, want infeasible", sol.Status)
	}
}

// TestModelEmpty: a model without variables is settled by hand.
func TestModelEmpty(t *testing.T) {
	p := &lp.Problem{}
	p.AddRow(lp.Row{Name: "ok", Kind: lp.LE, RHS: 1})
	m := open(t, p, lp.Options{})
	if sol := modelSolve(t, m); sol.Status != lp.Optimal {
		t.Errorf("%v, want optimal", sol.Status)
	}
	if err := m.AddRow(lp.Row{Name: "no", Kind: lp.GE, RHS: 1}); err != nil {
		t.Fatal(err)
	}
	if sol := modelSolve(t, m); sol.Status != lp.Infeasible {
		t.Errorf("%v, want infeasible", sol.Status)
	}
}

// TestModelCancel stops a long model solve from its progress callback and
// checks that the next solve of the same model runs normally: the stop flag
// of one solve must not leak into the next.
func TestModelCancel(t *testing.T) {
	p := marketSplit(5, 40, 7)
	var cancel context.CancelFunc
	var once sync.Once
	m := open(t, p, lp.Options{OnProgress: func(pr lp.Progress) {
		if pr.Kind == "improved" {
			once.Do(func() { cancel() })
		}
	}})
	var ctx context.Context
	ctx, cancel = context.WithCancel(context.Background())
	defer cancel()
	t0 := time.Now()
	sol, err := m.Solve(ctx)
	if err != nil || sol.Status != lp.Stopped {
		t.Fatalf("%v %v, want stopped", sol.Status, err)
	}
	t.Logf("stopped after %v", time.Since(t0))
	// Fix every variable to its value in the incumbent, which is feasible:
	// the next solve is trivial and must not be stopped.
	for j := range p.Vars {
		v := math.Round(sol.Values[j])
		if err := m.SetBounds(j, v, v); err != nil {
			t.Fatal(err)
		}
	}
	if next, err := m.Solve(context.Background()); err != nil || next.Status != lp.Optimal {
		t.Errorf("the next solve: %v %v, want optimal", next.Status, err)
	}
	ctx2, cancel2 := context.WithCancel(context.Background())
	cancel2()
	if sol, _ := m.Solve(ctx2); sol.Status != lp.Stopped {
		t.Errorf("cancelled before the start: %v", sol.Status)
	}
}

// TestModelParallel runs models on many goroutines at once (run with -race).
func TestModelParallel(t *testing.T) {
	var wg sync.WaitGroup
	errs := make(chan string, 16)
	for i := 0; i < 16; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			p, w, v, c := knapsack(12, uint64(200+i))
			m, err := lp.Open(New(), p, lp.Options{})
			if err != nil {
				errs <- err.Error()
				return
			}
			defer m.Close()
			for k := 0; k < 5; k++ {
				sol, _ := m.Solve(context.Background())
				if sol.Status != lp.Optimal || math.Abs(sol.Objective-bestKnapsack(w, v, c)) > tol {
					errs <- p.Name + ": " + sol.Status.String()
					return
				}
			}
		}(i)
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}
