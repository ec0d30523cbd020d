package ilp

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"grille/solve/lp"
	"grille/solve/sudoku"
	"grille/solve/sudoku/backtrack"
)

// These tests need no engine: they run in every build.

func TestModelShape(t *testing.T) {
	g, err := sudoku.ParseOne("test", []byte("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		g          sudoku.Grid
		vars, rows int
	}{
		{g, 729, 324 + g.Filled()},
		{sudoku.New(2), 64, 64},
		{sudoku.New(4), 4096, 4 * 256},
	} {
		p := Model(c.g)
		if len(p.Vars) != c.vars || len(p.Rows) != c.rows {
			t.Errorf("order %d: %d variables, %d rows; want %d, %d", c.g.Order, len(p.Vars), len(p.Rows), c.vars, c.rows)
		}
		if err := p.Validate(); err != nil {
			t.Error(err)
		}
		for _, r := range p.Rows {
			if r.Kind != lp.EQ || r.RHS != 1 {
				t.Fatalf("row %s is not \"= 1\"", r.Name)
			}
		}
	}
	p := Model(g)
	names := map[string]bool{}
	for _, v := range p.Vars {
		names[v.Name] = true
		if !v.Integer || v.Lower != 0 || v.Upper != 1 {
			t.Fatalf("%s is not binary", v.Name)
		}
	}
	for _, r := range p.Rows {
		names[r.Name] = true
	}
	// Index cell*N + k−1; names 1-based as on the board.
	if p.Vars[(2*9+3)*9+6].Name != "x_r3c4_7" {
		t.Errorf("variable of r3c4, 7 is %s", p.Vars[(2*9+3)*9+6].Name)
	}
	for _, want := range []string{"x_r1c1_5", "x_r9c9_9", "cell_r1c1", "row_r1_5", "col_c1_5", "box_b1_5", "box_b9_9", "given_r1c1", "given_r1c5", "given_r2c4"} {
		if !names[want] {
			t.Errorf("no %s in the model", want)
		}
	}
	var buf bytes.Buffer
	if err := p.WriteLP(&buf); err != nil {
		t.Fatal(err)
	}
	if s := buf.String(); !strings.Contains(s, "given_r1c1: +x_r1c1_4 = 1;") || !strings.Contains(s, "x_r1c1_1") {
		t.Errorf("LP text lacks the given row:\n%.600s", s)
	}
	if bad := Model(sudoku.Grid{Order: 9}); len(bad.Vars) != 0 || !strings.Contains(bad.Name, "order") {
		t.Errorf("invalid grid: %+v", bad)
	}
}

// TestReduce checks the presolve against the solutions that backtracking
// finds: every value it fixes agrees with the solution, the solution
// satisfies the reduced rows, and the grids it proves infeasible have no
// solution.
func TestReduce(t *testing.T) {
	lines := []string{
		"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
		"4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
		"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
		"45..3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
	}
	var grids []sudoku.Grid
	for _, l := range lines {
		g, err := sudoku.ParseOne("test", []byte(l))
		if err != nil {
			t.Fatal(err)
		}
		grids = append(grids, g)
	}
	grids = append(grids, sudoku.New(2), sudoku.New(3))
	hidden := sudoku.New(3)
	for c := 0; c < 8; c++ {
		hidden.Set(0, c, c+1)
	}
	hidden.Set(4, 8, 9)
	grids = append(grids, hidden)
	clash := sudoku.New(2)
	clash.Set(0, 0, 1)
	clash.Set(3, 0, 1)
	grids = append(grids, clash)
	for _, g := range grids {
		rd := Reduce(g)
		count, sol, _ := backtrack.Count(g, 1)
		if rd.Contradiction != "" {
			if count != 0 {
				t.Errorf("%s: presolve says %q, but it has a solution", g.Line(), rd.Contradiction)
			}
			continue
		}
		if count == 0 {
			continue // only the search can tell; TestSolve checks ilp on it
		}
		N := g.Size()
		x := make([]float64, len(rd.Problem.Vars))
		for i, v := range rd.Value {
			is := int(sol.Cells[i/N]) == i%N+1
			if v >= 0 && (v == 1) != is {
				t.Fatalf("%s: presolve fixes %s to %d", g.Line(), VarName(g.Order, i/N, i%N+1), v)
			}
		}
		for j, full := range rd.Full {
			if rd.Value[full] != -1 {
				t.Fatalf("variable %d kept and fixed", full)
			}
			if int(sol.Cells[full/N]) == full%N+1 {
				x[j] = 1
			}
		}
		if err := rd.Problem.Check(x, 0); err != nil {
			t.Errorf("%s: the solution breaks the reduced model: %v", g.Line(), err)
		}
		if got := rd.Grid(g, x); !got.Equal(sol) {
			t.Errorf("%s: Grid gives %s", g.Line(), got.Line())
		}
		t.Logf("%s: %d cells deduced, %d variables, %d rows", g.Line(), rd.Presolved, len(rd.Problem.Vars), len(rd.Problem.Rows))
	}
}

// rank is the rank of the rows of p, by elimination modulo a prime (the
// coefficients are small integers, so it is their rank over the rationals
// unless the prime divides a minor: not with 2³¹−1 and 0/1 rows this small).
func rank(p *lp.Problem) int {
	const P = 1<<31 - 1
	pow := func(a, e int64) int64 {
		r := int64(1)
		for a %= P; e > 0; e >>= 1 {
			if e&1 == 1 {
				r = r * a % P
			}
			a = a * a % P
		}
		return r
	}
	var basis [][]int64
	var pivots []int
	for _, row := range p.Rows {
		v := make([]int64, len(p.Vars))
		for _, t := range row.Terms {
			v[t.Var] = (v[t.Var] + int64(t.Coef) + P) % P
		}
		for i, b := range basis {
			if c := v[pivots[i]]; c != 0 {
				for j := range v {
					v[j] = ((v[j]-c*b[j])%P + P) % P
				}
			}
		}
		for j, x := range v {
			if x != 0 {
				inv := pow(x, P-2)
				for k := range v {
					v[k] = v[k] * inv % P
				}
				basis, pivots = append(basis, v), append(pivots, j)
				break
			}
		}
	}
	return len(basis)
}

// TestDependent: the rows Reduce keeps of the empty grid's model are
// independent and as many as the rank of Koch's rows.
func TestDependent(t *testing.T) {
	for n := 2; n <= 3; n++ {
		N := n * n
		full := Model(sudoku.New(n))
		kept := Reduce(sudoku.New(n)).Problem
		want := 4*N*N - 3*N - 2*n*(N-1)
		if r := rank(full); r != want {
			t.Errorf("order %d: Koch's rows have rank %d, want %d", n, r, want)
		}
		if len(kept.Rows) != want || rank(kept) != want {
			t.Errorf("order %d: %d rows kept of rank %d, want %d", n, len(kept.Rows), rank(kept), want)
		}
	}
}

// TestRedundant: on random partial grids of order 2 and 3, the rows Reduce
// drops as redundant are combinations of those it keeps (the same rank as
// all the rows left by the presolve), and few redundant rows remain.
func TestRedundant(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	kept, extra := 0, 0
	for trial := 0; trial < 300; trial++ {
		n := 2 + trial%2
		N := n * n
		// A random solution: a few random clues, then the first solution.
		seed := sudoku.New(n)
		for i := 0; i < N; i++ {
			cell, k := rng.IntN(N*N), 1+rng.IntN(N)
			seed.Cells[cell] = uint8(k)
			if seed.Contradiction() != "" {
				seed.Cells[cell] = 0
			}
		}
		count, sol, _ := backtrack.Count(seed, 1)
		if count == 0 {
			continue
		}
		g := sudoku.New(n)
		for cell, v := range sol.Cells {
			if rng.IntN(100) < 20+trial%30 {
				g.Cells[cell] = v
			}
		}
		all, rd := reduce(g, false), Reduce(g)
		if rd.Contradiction != "" {
			t.Fatalf("%s: %s", g.Line(), rd.Contradiction)
		}
		r := rank(rd.Problem)
		if want := rank(all.Problem); r != want {
			t.Fatalf("%s: the rows kept have rank %d, all the rows %d: a needed row was dropped", g.Line(), r, want)
		}
		kept += len(rd.Problem.Rows)
		extra += len(rd.Problem.Rows) - r
	}
	t.Logf("%d rows kept, %d of them still redundant", kept, extra)
	if extra*50 > kept {
		t.Errorf("%d of %d rows kept are redundant (more than 2%%)", extra, kept)
	}
}
