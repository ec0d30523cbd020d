//go:build cgo && !nolpsolve

package lpsolve

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

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
	for _, p := range []*lp.Problem{direct, chained} {
		if sol := solve(t, p, lp.Options{}); sol.Status != lp.Failed || sol.Values != nil {
			t.Errorf("%s without the check: %v %v, want failed (lp_solve says a = 3.5)", p.Name, sol.Status, sol.Values)
		} else {
			t.Logf("%s: %s", p.Name, sol.Msg)
		}
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

// TestProgress checks that improvements are reported, in order, with the
// objective of the solution found.
func TestProgress(t *testing.T) {
	p, w, v, capacity := knapsack(18, 9)
	want := bestKnapsack(w, v, capacity)
	var found []float64
	logs := 0
	sol := solve(t, p, lp.Options{OnProgress: func(pr lp.Progress) {
		switch pr.Kind {
		case "feasible", "improved":
			if (pr.Kind == "feasible") != (len(found) == 0) {
				t.Errorf("%q as event %d", pr.Kind, len(found))
			}
			found = append(found, pr.Objective)
		case "log":
			logs++
		default:
			t.Errorf("unknown progress kind %q", pr.Kind)
		}
	}})
	wantOptimal(t, p, sol, want)
	if len(found) == 0 || logs == 0 {
		t.Fatalf("%d solutions and %d log lines reported", len(found), logs)
	}
	for i := 1; i < len(found); i++ {
		if found[i] < found[i-1] {
			t.Errorf("maximising, but improvement %d went from %v to %v", i, found[i-1], found[i])
		}
	}
	if last := found[len(found)-1]; math.Abs(last-want) > tol {
		t.Errorf("last reported solution %v, optimum %v", last, want)
	}
}

// TestProgressPanic: a panicking OnProgress stops the solve and the panic
// reaches the caller, not lp_solve's C frames.
func TestProgressPanic(t *testing.T) {
	defer func() {
		if r := recover(); r != "boom" {
			t.Errorf("recovered %v, want boom", r)
		}
	}()
	New().Solve(context.Background(), marketSplit(5, 40, 7), lp.Options{OnProgress: func(pr lp.Progress) {
		if pr.Kind == "improved" {
			panic("boom")
		}
	}})
	t.Error("Solve returned normally")
}

// TestCancel cancels a solve that would run for minutes once it is inside
// branch and bound (at its first improvement, and again deep in the tree
// once it has improved to 9, some 30 000 nodes in) and measures how long
// Solve takes to return after cancel(). No sleeps: the progress callback
// says when.
func TestCancel(t *testing.T) {
	for _, at := range []float64{math.Inf(1), 9} {
		p := marketSplit(5, 40, 7)
		ctx, cancel := context.WithCancel(context.Background())
		running := make(chan struct{})
		var once sync.Once
		type result struct {
			sol lp.Solution
			err error
			at  time.Time
		}
		out := make(chan result, 1)
		go func() {
			sol, err := New().Solve(ctx, p, lp.Options{OnProgress: func(pr lp.Progress) {
				if pr.Kind == "improved" && pr.Objective < at+0.5 { // integer objective, reported as 9.0000000000002
					once.Do(func() { close(running) })
				}
			}})
			out <- result{sol, err, time.Now()}
		}()
		select {
		case <-running:
		case r := <-out:
			t.Fatalf("solve ended before the signal: %v %v", r.sol.Status, r.err)
		}
		t0 := time.Now()
		cancel()
		r := <-out
		latency := r.at.Sub(t0)
		t.Logf("cancel at objective <= %v: Solve returned %v after cancel (%d nodes)", at, latency, r.sol.Nodes)
		if r.err != nil || r.sol.Status != lp.Stopped {
			t.Fatalf("status %v, err %v; want stopped", r.sol.Status, r.err)
		}
		if latency > 200*time.Millisecond {
			t.Errorf("cancel took %v, want < 200ms", latency)
		}
		// Stopped after an improvement: the incumbent comes back.
		if r.sol.Values == nil {
			t.Fatal("no incumbent returned")
		}
		if err := p.Check(r.sol.Values, tol); err != nil {
			t.Errorf("incumbent: %v", err)
		}
		if obj := p.Objective(r.sol.Values); obj > at+0.5 || math.Abs(obj-r.sol.Objective) > tol {
			t.Errorf("incumbent objective %v (reported %v), signal at <= %v", obj, r.sol.Objective, at)
		}
	}
}

func TestCancelledBeforeStart(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	sol, err := New().Solve(ctx, wyndor(), lp.Options{})
	if err != nil || sol.Status != lp.Stopped {
		t.Errorf("%v %v, want stopped", sol.Status, err)
	}
}

// TestTimeout stops the hard model after Options.Timeout, by our timer and,
// with it disabled, by lp_solve's own set_timeout.
func TestTimeout(t *testing.T) {
	for _, own := range []bool{false, true} {
		testNoGoTimer = own
		p := marketSplit(5, 40, 7)
		t0 := time.Now()
		sol := solve(t, p, lp.Options{Timeout: time.Second})
		el := time.Since(t0)
		t.Logf("lp_solve timer only=%v: %v after %v, objective %v", own, sol.Status, el, sol.Objective)
		if sol.Status != lp.TimedOut {
			t.Errorf("status %v (%s), want timed out", sol.Status, sol.Msg)
		}
		// lp_solve's check is "elapsed - timeout > 0": up to 2 s from whole seconds.
		if el < time.Second || el > 2500*time.Millisecond {
			t.Errorf("timed out after %v", el)
		}
		if sol.Values == nil || p.Check(sol.Values, tol) != nil {
			t.Errorf("no valid incumbent after the timeout")
		}
	}
	testNoGoTimer = false
}

// TestParallel runs 32 solves at once (run it with -race): knapsacks whose
// optimum is known and the Sudoku, each on its own lprec.
func TestParallel(t *testing.T) {
	const n = 32
	type job struct {
		p    *lp.Problem
		want float64
	}
	jobs := make([]job, n)
	for i := range jobs {
		if i%4 == 0 {
			jobs[i] = job{sudokuILP(hardSudoku), 0}
			continue
		}
		p, w, v, c := knapsack(14, uint64(100+i))
		jobs[i] = job{p, bestKnapsack(w, v, c)}
	}
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range jobs {
		wg.Add(1)
		go func(j job) {
			defer wg.Done()
			events := 0
			sol, err := New().Solve(context.Background(), j.p, lp.Options{OnProgress: func(lp.Progress) { events++ }})
			switch {
			case err != nil:
				errs <- err
			case sol.Status != lp.Optimal || math.Abs(sol.Objective-j.want) > tol:
				errs <- fmt.Errorf("%s: %v %v, want %v", j.p.Name, sol.Status, sol.Objective, j.want)
			case j.p.Check(sol.Values, tol) != nil:
				errs <- fmt.Errorf("%s: %v", j.p.Name, j.p.Check(sol.Values, tol))
			case events == 0:
				errs <- fmt.Errorf("%s: no progress", j.p.Name)
			}
		}(jobs[i])
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// TestWriteLPReadByLPSolve writes models with lp.WriteLP and has the
// lp_solve program solve the file: same status, same optimum, and for models
// with a unique optimum, the same values by name.
func TestWriteLPReadByLPSolve(t *testing.T) {
	cli, err := exec.LookPath("lp_solve")
	if err != nil {
		t.Skip("lp_solve program not in PATH (Debian package lp-solve)")
	}
	knap, _, _, _ := knapsack(16, 3)
	infeasible := &lp.Problem{Name: "infeasible"}
	a := infeasible.AddVar(lp.Var{Name: "a", Upper: 10, Integer: true})
	b := infeasible.AddVar(lp.Var{Name: "b", Upper: 10, Integer: true})
	infeasible.AddRow(lp.Row{Terms: []lp.Term{tm(a, 2), tm(b, 4)}, Kind: lp.EQ, RHS: 7})
	cases := []struct {
		p      *lp.Problem
		unique bool
	}{
		{wyndor(), true},
		{diet(), true},
		{knap, false},
		{sudokuILP(hardSudoku), true},
		{infeasible, false},
	}
	dir := t.TempDir()
	for i, c := range cases {
		var buf bytes.Buffer
		if err := c.p.WriteLP(&buf); err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(dir, fmt.Sprintf("m%d.lp", i))
		if err := os.WriteFile(file, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		// -presolve as our backend does: without it lp_solve cycles on the Sudoku.
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		out, err := exec.CommandContext(ctx, cli, "-S3", "-presolve", file).CombinedOutput()
		timedOut := ctx.Err() != nil
		cancel()
		if timedOut {
			t.Fatalf("%s: lp_solve did not finish in 30 s", c.p.Name)
		}
		if err != nil && c.p != infeasible {
			// lp_solve exits with solve()'s return code.
			t.Fatalf("%s: lp_solve: %v\n%s", c.p.Name, err, out)
		}
		sol := solve(t, c.p, lp.Options{})
		obj, values, status := parseCLI(string(out))
		if c.p == infeasible {
			if status != "infeasible" || sol.Status != lp.Infeasible {
				t.Errorf("%s: lp_solve says %q, we say %v", c.p.Name, status, sol.Status)
			}
			continue
		}
		if math.Abs(obj-sol.Objective) > tol {
			t.Errorf("%s: lp_solve reads the file to optimum %v, we solve to %v\n%s", c.p.Name, obj, sol.Objective, buf.String())
		}
		if len(values) != len(c.p.Vars) {
			t.Errorf("%s: lp_solve read %d variables, the model has %d", c.p.Name, len(values), len(c.p.Vars))
		}
		if c.unique {
			for j, v := range c.p.Vars {
				if got, ok := values[v.Name]; !ok || math.Abs(got-sol.Values[j]) > tol {
					t.Errorf("%s: %s = %v from the file, %v from the API", c.p.Name, v.Name, got, sol.Values[j])
				}
			}
		}
	}
}

// parseCLI reads "lp_solve -S3" output: the objective, the variables and a
// status word for models without a solution.
func parseCLI(out string) (obj float64, values map[string]float64, status string) {
	values = map[string]float64{}
	section := ""
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case strings.HasPrefix(line, "Value of objective function:"):
			obj, _ = strconv.ParseFloat(strings.TrimSpace(strings.TrimPrefix(line, "Value of objective function:")), 64)
			status = "optimal"
		case strings.HasPrefix(line, "Actual values of the variables"):
			section = "vars"
		case strings.HasPrefix(line, "Actual values of the constraints"):
			section = "rows"
		case strings.Contains(line, "infeasible"):
			status = "infeasible"
		case strings.Contains(line, "unbounded"):
			status = "unbounded"
		case section == "vars" && line != "":
			f := strings.Fields(line)
			if len(f) == 2 {
				values[f[0]], _ = strconv.ParseFloat(f[1], 64)
			}
		}
	}
	return obj, values, status
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
