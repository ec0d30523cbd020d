package lpsolve

import (
	"fmt"
	"math/rand/v2"

	"grille/solve/lp"
)

// Models shared by the tests and benchmarks. This file has no build tag so
// the model builders stay compiled (and vetted) in every build.

// tm keeps the many terms of the test models short (vet wants keyed
// fields in composite literals of imported types).
func tm(v int, c float64) lp.Term { return lp.Term{Var: v, Coef: c} }

// wyndor is Hillier & Lieberman's Wyndor Glass LP: max 3x + 5y with
// x <= 4, 2y <= 12, 3x + 2y <= 18. Optimum 36 at (2, 6).
func wyndor() *lp.Problem {
	p := &lp.Problem{Name: "Wyndor Glass", Sense: lp.Maximize}
	x := p.AddVar(lp.Var{Name: "doors", Upper: lp.Inf, Obj: 3})
	y := p.AddVar(lp.Var{Name: "windows", Upper: lp.Inf, Obj: 5})
	p.AddRow(lp.Row{Name: "plant1", Terms: []lp.Term{tm(x, 1)}, Kind: lp.LE, RHS: 4})
	p.AddRow(lp.Row{Name: "plant2", Terms: []lp.Term{tm(y, 2)}, Kind: lp.LE, RHS: 12})
	p.AddRow(lp.Row{Name: "plant3", Terms: []lp.Term{tm(x, 3), tm(y, 2)}, Kind: lp.LE, RHS: 18})
	return p
}

// diet is a minimisation with >= rows, a free variable, a negative lower
// bound and a repeated term: min 2a + 3b - f with a + b >= 4, a - b >= -2,
// f - a <= -1, a >= 0, b in [-1, 10], f free. With f = a - 1 the cost is
// a + 3b + 1, least on a + b = 4 at b = -1: (a, b, f) = (5, -1, 4), cost 3,
// and that point is the only optimum.
func diet() *lp.Problem {
	p := &lp.Problem{Name: "diet"}
	a := p.AddVar(lp.Var{Name: "a", Upper: lp.Inf, Obj: 2})
	b := p.AddVar(lp.Var{Name: "b", Lower: -1, Upper: 10, Obj: 3})
	f := p.AddVar(lp.Var{Name: "f", Lower: -lp.Inf, Upper: lp.Inf, Obj: -1})
	p.AddRow(lp.Row{Name: "need", Terms: []lp.Term{tm(a, 1), tm(b, 0.5), tm(b, 0.5)}, Kind: lp.GE, RHS: 4})
	p.AddRow(lp.Row{Name: "mix", Terms: []lp.Term{tm(a, 1), tm(b, -1)}, Kind: lp.GE, RHS: -2})
	p.AddRow(lp.Row{Name: "link", Terms: []lp.Term{tm(f, 1), tm(a, -1)}, Kind: lp.LE, RHS: -1})
	return p
}

// knapsack is a random 0/1 knapsack with n items.
func knapsack(n int, seed uint64) (p *lp.Problem, w, v []float64, capacity float64) {
	rng := rand.New(rand.NewPCG(seed, 2))
	p = &lp.Problem{Name: fmt.Sprintf("knapsack %d/%d", n, seed), Sense: lp.Maximize}
	var terms []lp.Term
	total := 0.0
	for j := 0; j < n; j++ {
		wj, vj := float64(1+rng.IntN(40)), float64(1+rng.IntN(60))
		w, v = append(w, wj), append(v, vj)
		total += wj
		x := lp.Binary(fmt.Sprintf("take%d", j))
		x.Obj = vj
		terms = append(terms, lp.Term{Var: p.AddVar(x), Coef: wj})
	}
	capacity = float64(int(total / 2))
	p.AddRow(lp.Row{Name: "capacity", Terms: terms, Kind: lp.LE, RHS: capacity})
	return p, w, v, capacity
}

// bestKnapsack is the optimum by trying all 2^n subsets.
func bestKnapsack(w, v []float64, capacity float64) float64 {
	best := 0.0
	for mask := 0; mask < 1<<len(w); mask++ {
		var sw, sv float64
		for j := range w {
			if mask&(1<<j) != 0 {
				sw += w[j]
				sv += v[j]
			}
		}
		if sw <= capacity && sv > best {
			best = sv
		}
	}
	return best
}

// marketSplit is Cornuéjols & Dawande's market split problem with slacks:
// m rows sum_j a_ij x_j + s+_i - s-_i = floor(sum_j a_ij / 2), a_ij in
// [0, 99], n binaries, minimise the total slack. With m = 5, n = 40,
// branch and bound runs for minutes but finds (and reports) improving
// solutions from the first millisecond.
func marketSplit(m, n int, seed uint64) *lp.Problem {
	rng := rand.New(rand.NewPCG(seed, 1))
	p := &lp.Problem{Name: fmt.Sprintf("market split %dx%d", m, n)}
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
		sp := p.AddVar(lp.Var{Name: fmt.Sprintf("over%d", i), Upper: lp.Inf, Obj: 1})
		sm := p.AddVar(lp.Var{Name: fmt.Sprintf("under%d", i), Upper: lp.Inf, Obj: 1})
		terms = append(terms, lp.Term{Var: sp, Coef: 1}, lp.Term{Var: sm, Coef: -1})
		p.AddRow(lp.Row{Name: fmt.Sprintf("market%d", i), Terms: terms, Kind: lp.EQ, RHS: float64(sum / 2)})
	}
	return p
}

// hardSudoku is a puzzle with 17 givens that needs real search.
const hardSudoku = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"

// sudokuILP is Koch's model: binary x[r][c][k] ("cell r,c holds k+1"), one
// equality per cell, per row and digit, per column and digit and per box and
// digit; a given fixes its variable to 1 through its lower bound.
func sudokuILP(grid string) *lp.Problem {
	p := &lp.Problem{Name: "sudoku " + grid}
	idx := func(r, c, k int) int { return (r*9+c)*9 + k }
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			for k := 0; k < 9; k++ {
				v := lp.Binary(fmt.Sprintf("x%d%d%d", r+1, c+1, k+1))
				if ch := grid[r*9+c]; ch == byte('1'+k) {
					v.Lower = 1
				}
				p.AddVar(v)
			}
		}
	}
	row := func(name string, at func(i int) int) {
		terms := make([]lp.Term, 9)
		for i := range terms {
			terms[i] = lp.Term{Var: at(i), Coef: 1}
		}
		p.AddRow(lp.Row{Name: name, Terms: terms, Kind: lp.EQ, RHS: 1})
	}
	for a := 0; a < 9; a++ {
		for b := 0; b < 9; b++ {
			row(fmt.Sprintf("cell%d%d", a+1, b+1), func(k int) int { return idx(a, b, k) })
			row(fmt.Sprintf("row%d_%d", a+1, b+1), func(c int) int { return idx(a, c, b) })
			row(fmt.Sprintf("col%d_%d", a+1, b+1), func(r int) int { return idx(r, a, b) })
			row(fmt.Sprintf("box%d_%d", a+1, b+1), func(i int) int {
				return idx(a/3*3+i/3, a%3*3+i%3, b)
			})
		}
	}
	return p
}

// sudokuGrid reads the digits back from a solution.
func sudokuGrid(x []float64) string {
	g := make([]byte, 81)
	for cell := range g {
		g[cell] = '.'
		for k := 0; k < 9; k++ {
			if x[cell*9+k] > 0.5 {
				g[cell] = byte('1' + k)
			}
		}
	}
	return string(g)
}

// sudokuValid reports whether g is a complete grid that keeps the givens.
func sudokuValid(givens, g string) error {
	for i := 0; i < 81; i++ {
		if g[i] < '1' || g[i] > '9' {
			return fmt.Errorf("cell %d empty", i)
		}
		if givens[i] != '.' && givens[i] != g[i] {
			return fmt.Errorf("cell %d: given %c changed to %c", i, givens[i], g[i])
		}
	}
	for u := 0; u < 27; u++ {
		seen := 0
		for i := 0; i < 9; i++ {
			var cell int
			switch {
			case u < 9:
				cell = u*9 + i
			case u < 18:
				cell = i*9 + u - 9
			default:
				b := u - 18
				cell = (b/3*3+i/3)*9 + b%3*3 + i%3
			}
			seen |= 1 << (g[cell] - '1')
		}
		if seen != 0x1ff {
			return fmt.Errorf("unit %d incomplete", u)
		}
	}
	return nil
}
