//go:build cgo && !nolpsolve

package lpsolve

import (
	"context"
	"fmt"
	"math"
	"strings"
	"sync"
	"testing"
	"time"

	"grille/solve/lp"
	"grille/solve/solvetest"
)

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

// abortLooks sets leaveAfter to a minute, so that a one-shot Solve
// waits for lp_solve's own return after a stop however loaded the machine,
// and counts the abort check's looks at the raised stop flag in each
// lp_solve solve. The returned function undoes both.
func abortLooks() (looks *[]int, undo func()) {
	var mu sync.Mutex
	looks = new([]int)
	old := leaveAfter
	leaveAfter = time.Minute
	testAborts = func(n int) {
		mu.Lock()
		*looks = append(*looks, n)
		mu.Unlock()
	}
	return looks, func() { leaveAfter, testAborts = old, nil }
}

// TestCancel cancels a solve that would run for minutes once it is inside
// branch and bound (at its first improvement, and again deep in the tree
// once it has improved to 9, some 30 000 nodes in), from the progress
// callback, and checks that lp_solve's abort check saw the raised flag and
// stopped the solve there: Stopped, with the incumbent. When the flag is
// raised is the scheduler's business; that the check is reached is ours.
// (The time it takes is BenchmarkCancel's.)
func TestCancel(t *testing.T) {
	looks, undo := abortLooks()
	defer undo()
	for _, at := range []float64{math.Inf(1), 9} {
		*looks = nil
		p := marketSplit(5, 40, 7)
		ctx, cancel := context.WithCancel(context.Background())
		signalled := false
		sol, err := New().Solve(ctx, p, lp.Options{OnProgress: func(pr lp.Progress) {
			if pr.Kind == "improved" && pr.Objective < at+0.5 { // integer objective, reported as 9.0000000000002
				signalled = true
				cancel()
			}
		}})
		cancel()
		t.Logf("cancel at objective <= %v: %v after %d nodes, abort check looks %v", at, sol.Status, sol.Nodes, *looks)
		if !signalled {
			t.Fatalf("solve ended before the signal: %v %v", sol.Status, err)
		}
		if err != nil || sol.Status != lp.Stopped {
			t.Fatalf("status %v, err %v; want stopped", sol.Status, err)
		}
		if len(*looks) != 1 || (*looks)[0] < 1 {
			t.Errorf("abort check looks at the raised flag: %v, want one solve with at least one", *looks)
		}
		// Stopped after an improvement: the incumbent comes back.
		if sol.Values == nil {
			t.Fatal("no incumbent returned")
		}
		if err := p.Check(sol.Values, tol); err != nil {
			t.Errorf("incumbent: %v", err)
		}
		if obj := p.Objective(sol.Values); obj > at+0.5 || math.Abs(obj-sol.Objective) > tol {
			t.Errorf("incumbent objective %v (reported %v), signal at <= %v", obj, sol.Objective, at)
		}
	}
}

// BenchmarkCancel measures how long Solve takes to return once cancelled
// in branch and bound (from another goroutine, at the first improvement):
// the lp_solve share of the README's 200 ms stop latency.
func BenchmarkCancel(b *testing.B) {
	lat := make([]time.Duration, 0, b.N)
	for range b.N {
		p := marketSplit(5, 40, 7)
		ctx, cancel := context.WithCancel(context.Background())
		running := make(chan struct{})
		var once sync.Once
		done := make(chan time.Time, 1)
		go func() {
			New().Solve(ctx, p, lp.Options{OnProgress: func(pr lp.Progress) {
				if pr.Kind == "improved" {
					once.Do(func() { close(running) })
				}
			}})
			done <- time.Now()
		}()
		<-running
		t0 := time.Now()
		cancel()
		lat = append(lat, (<-done).Sub(t0))
	}
	solvetest.ReportLatency(b, "cancel", lat)
}

func TestCancelledBeforeStart(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	sol, err := New().Solve(ctx, wyndor(), lp.Options{})
	if err != nil || sol.Status != lp.Stopped {
		t.Errorf("%v %v, want stopped", sol.Status, err)
	}
}

// TestTimeout stops the hard model after Options.Timeout, by our timer
// alone (its abort check then sees the raised flag) and by lp_solve's own
// set_timeout alone (the flag stays down); with both, whichever fires
// first stops it. Neither may stop before the timeout; how long after it
// they stop is the machine's load.
func TestTimeout(t *testing.T) {
	looks, undo := abortLooks()
	defer undo()
	defer func() { testNoGoTimer, testNoLPTimer = false, false }()
	for _, own := range []bool{false, true} {
		*looks = nil
		testNoGoTimer, testNoLPTimer = own, !own
		p := marketSplit(5, 40, 7)
		t0 := time.Now()
		sol := solve(t, p, lp.Options{Timeout: time.Second})
		el := time.Since(t0)
		t.Logf("lp_solve timer only=%v: %v after %v, objective %v, abort check looks %v", own, sol.Status, el, sol.Objective, *looks)
		if sol.Status != lp.TimedOut {
			t.Errorf("status %v (%s), want timed out", sol.Status, sol.Msg)
		}
		if el < time.Second {
			t.Errorf("timed out after %v, before the timeout", el)
		}
		if len(*looks) != 1 || own != ((*looks)[0] == 0) {
			t.Errorf("abort check looks at the raised flag: %v (lp_solve's timer only: %v)", *looks, own)
		}
		if sol.Values == nil || p.Check(sol.Values, tol) != nil {
			t.Errorf("no valid incumbent after the timeout")
		}
	}
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

// TestLeave: when lp_solve does not look at the stop flag for a while
// after the context ends (testHold stands for such a phase), Solve returns
// Stopped without it; lp_solve then stops by itself, and neither calls
// OnProgress nor reads the problem after Solve has returned. No sleeps:
// testHold cancels the context and waits for Solve to have returned.
func TestLeave(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	release, freed := make(chan struct{}), make(chan struct{})
	testHold = func() { cancel(); <-release }
	testFreed = func() { close(freed) }
	defer func() { testHold, testFreed = nil, nil }()
	var mu sync.Mutex
	returned, late := false, 0
	p := marketSplit(5, 40, 7)
	sol, err := New().Solve(ctx, p, lp.Options{OnProgress: func(lp.Progress) {
		mu.Lock()
		defer mu.Unlock()
		if returned {
			late++
		}
	}})
	mu.Lock()
	returned = true
	mu.Unlock()
	if err != nil || sol.Status != lp.Stopped || !strings.Contains(sol.Msg, "left") {
		t.Errorf("%v %q %v, want stopped, lp_solve left", sol.Status, sol.Msg, err)
	}
	// The caller has p back: with -race, a read by the solve left behind
	// would be reported.
	for j := range p.Vars {
		p.Vars[j] = lp.Var{}
	}
	close(release)
	<-freed
	if late > 0 {
		t.Errorf("OnProgress called %d times after Solve returned", late)
	}
}
