//go:build cgo && !nolpsolve

package lpsolve

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"grille/solve/lp"
)

func marketSplit(m, n int, seed uint64, slack bool) *lp.Problem {
	rng := rand.New(rand.NewPCG(seed, 1))
	p := &lp.Problem{Name: "market split"}
	for j := 0; j < n; j++ {
		p.AddVar(lp.Binary(fmt.Sprintf("x%d", j)))
	}
	for i := 0; i < m; i++ {
		var terms []lp.Term
		sum := 0
		for j := 0; j < n; j++ {
			a := rng.IntN(100)
			sum += a
			terms = append(terms, lp.Term{Var: j, Coef: float64(a)})
		}
		if slack {
			sp := p.AddVar(lp.Var{Name: fmt.Sprintf("sp%d", i), Upper: lp.Inf, Obj: 1})
			sm := p.AddVar(lp.Var{Name: fmt.Sprintf("sm%d", i), Upper: lp.Inf, Obj: 1})
			terms = append(terms, lp.Term{Var: sp, Coef: 1}, lp.Term{Var: sm, Coef: -1})
		}
		p.AddRow(lp.Row{Name: fmt.Sprintf("r%d", i), Terms: terms, Kind: lp.EQ, RHS: float64(sum / 2)})
	}
	return p
}

func TestExplore(t *testing.T) {
	for _, mm := range []int{3, 4, 5} {
		p := marketSplit(mm, 10*(mm-1), 7, true)
		t0 := time.Now()
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		n := 0
		sol, err := New().Solve(ctx, p, lp.Options{OnProgress: func(pr lp.Progress) {
			n++
			if n < 40 {
				t.Logf("%v %+v", time.Since(t0), pr)
			}
		}})
		cancel()
		t.Logf("m=%d %v %v status=%v obj=%v it=%d nodes=%d msg=%q n=%d", mm, time.Since(t0), err, sol.Status, sol.Objective, sol.Iterations, sol.Nodes, sol.Msg, n)
	}
}
