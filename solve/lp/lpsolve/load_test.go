//go:build cgo && !nolpsolve

package lpsolve

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"grille/solve/lp"
)

// sparseModel has n binary columns and 2n rows of three terms, a model of
// the shape and size of the largest Hashi programs (a 200×200 grid).
func sparseModel(n int) *lp.Problem {
	p := &lp.Problem{Name: fmt.Sprintf("sparse %d", n), Sense: lp.Maximize}
	for j := 0; j < n; j++ {
		v := lp.Binary("")
		v.Obj = 1
		p.AddVar(v)
	}
	for i := 0; i < 2*n; i++ {
		a, b, c := i%n, (i*7+1)%n, (i*13+5)%n
		p.AddRow(lp.Row{Terms: []lp.Term{tm(a, 1), tm(b, 1), tm(c, -1)}, Kind: lp.LE, RHS: 1})
	}
	return p
}

// BenchmarkLoad loads a model of 100,000 columns and 200,000 rows into
// lp_solve (lp.Open loads without solving). Loading it row by row took 20 s.
func BenchmarkLoad(b *testing.B) {
	p := sparseModel(100_000)
	for b.Loop() {
		m, err := New().(lp.Incremental).Open(p, lp.Options{})
		if err != nil {
			b.Fatal(err)
		}
		m.Close()
	}
}

// TestLoadStopped: a context that ends while a large model is loaded stops
// the load; it is cancelled once the first columns are in.
func TestLoadStopped(t *testing.T) {
	p := sparseModel(3 * loadChunk)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	chunks := 0
	testLoadChunk = func() { chunks++; cancel() }
	defer func() { testLoadChunk = nil }()
	sol, err := New().Solve(ctx, p, lp.Options{})
	if err != nil || sol.Status != lp.Stopped || !strings.Contains(sol.Msg, "loaded") || chunks != 1 {
		t.Errorf("%v %q %v after %d chunks, want stopped while loading after 1", sol.Status, sol.Msg, err, chunks)
	}
}
