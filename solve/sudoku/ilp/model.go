package ilp

import (
	"fmt"

	"grille/solve/lp"
	"grille/solve/sudoku"
)

// VarName is the model's name of x_rck, "cell (r, c) holds k": x_r1c1_5
// (1-based, as on the board).
func VarName(n, cell, k int) string {
	N := n * n
	return fmt.Sprintf("x_r%dc%d_%d", cell/N+1, cell%N+1, k)
}

// unitRowName names the row "digit k once in unit u" (u as indexed by
// sudoku.Units): row_r1_5, col_c1_5, box_b1_5.
func unitRowName(n, u, k int) string {
	N := n * n
	switch u / N {
	case 0:
		return fmt.Sprintf("row_r%d_%d", u%N+1, k)
	case 1:
		return fmt.Sprintf("col_c%d_%d", u%N+1, k)
	}
	return fmt.Sprintf("box_b%d_%d", u%N+1, k)
}

func cellRowName(n, cell int) string {
	N := n * n
	return fmt.Sprintf("cell_r%dc%d", cell/N+1, cell%N+1)
}

// Model is Koch's model exactly as seed 000 prints it, for a teacher to read
// (the window's "Show model", `grille model`): N³ binaries x_rck, variable
// cell*N + (k−1), named x_r1c1_5; four families of "= 1" rows, one digit per
// cell (cell_r1c1), each digit once per row (row_r1_5), per column
// (col_c1_5) and per box (box_b1_5); and a row given_r1c1 (x = 1) for each
// given. For 9×9: 729 variables, 324 rows plus one per given. The methods
// solve the smaller, equivalent model of Reduce.
//
// A grid that fails Validate gets an empty Problem whose Name says why.
func Model(g sudoku.Grid) *lp.Problem {
	if err := g.Validate(); err != nil {
		return &lp.Problem{Name: "no model: " + err.Error()}
	}
	n, N := g.Order, g.Size()
	p := &lp.Problem{Name: fmt.Sprintf("Sudoku %d×%d, Koch's model (seed 000)", N, N)}
	p.Vars = make([]lp.Var, 0, N*N*N)
	for cell := 0; cell < N*N; cell++ {
		for k := 1; k <= N; k++ {
			p.AddVar(lp.Binary(VarName(n, cell, k)))
		}
	}
	terms := func(cells []int, k int) []lp.Term {
		t := make([]lp.Term, len(cells))
		for i, cell := range cells {
			t[i] = lp.Term{Var: cell*N + k - 1, Coef: 1}
		}
		return t
	}
	for cell := 0; cell < N*N; cell++ {
		t := make([]lp.Term, N)
		for k := range t {
			t[k] = lp.Term{Var: cell*N + k, Coef: 1}
		}
		p.AddRow(lp.Row{Name: cellRowName(n, cell), Terms: t, Kind: lp.EQ, RHS: 1})
	}
	for u, unit := range sudoku.Units(n) {
		for k := 1; k <= N; k++ {
			p.AddRow(lp.Row{Name: unitRowName(n, u, k), Terms: terms(unit, k), Kind: lp.EQ, RHS: 1})
		}
	}
	for cell, v := range g.Cells {
		if v != 0 {
			p.AddRow(lp.Row{
				Name:  fmt.Sprintf("given_r%dc%d", cell/N+1, cell%N+1),
				Terms: []lp.Term{{Var: cell*N + int(v) - 1, Coef: 1}},
				Kind:  lp.EQ, RHS: 1,
			})
		}
	}
	return p
}

// Reduced is Koch's model with what the givens settle taken out; both
// methods solve it. A given fixes its x to 1, and then every row through
// that x forces the other variables of the row to 0: the given cell's other
// digits, and the same digit in the given's row, column and box. Those
// variables and the rows already satisfied are dropped (for a 9×9 puzzle
// with 17 to 25 givens: from 729 variables and 324 + givens rows to about
// 200 to 350 variables and rows). The integer solutions are the same, and
// so is the LP relaxation: in the full model the same rows force the same
// variables to 0 with x continuous in [0, 1], so the relaxed polytope is the
// reduced one times those fixed values. That is why lp-fix may work on it.
type Reduced struct {
	Order   int
	Problem *lp.Problem // binaries named as in Model, rows "= 1" named as in Model
	// Full[j] is the index in Model (cell*N + k−1) of Problem.Vars[j].
	Full []int
	// Value holds, for every index of Model, the value the givens force
	// (0 or 1), or −1 for a variable kept in Problem.
	Value []int8
	// Contradiction is non-empty when the givens alone make the model
	// infeasible (two equal givens in a unit, a cell or a digit of a unit
	// with no place left); Problem then has no rows to trust.
	Contradiction string
}

// Reduce builds the reduced model of g, which must pass Validate.
func Reduce(g sudoku.Grid) *Reduced {
	n, N := g.Order, g.Size()
	units := sudoku.Units(n)
	rd := &Reduced{Order: n, Problem: &lp.Problem{Name: fmt.Sprintf("Sudoku %d×%d, reduced Koch model", N, N)}}
	val := make([]int8, N*N*N)
	for i := range val {
		val[i] = -1
	}
	for cell, v := range g.Cells {
		if v == 0 {
			continue
		}
		for k := 1; k <= N; k++ {
			if k != int(v) {
				val[cell*N+k-1] = 0
			}
		}
		val[cell*N+int(v)-1] = 1
	}
	// Peers of a given lose its digit; a second given of the same digit in
	// a unit would need that unit's row to hold two ones.
	for _, unit := range units {
		for _, cell := range unit {
			v := int(g.Cells[cell])
			if v == 0 {
				continue
			}
			for _, other := range unit {
				if other != cell && g.Cells[other] == 0 {
					val[other*N+v-1] = 0
				} else if other != cell && int(g.Cells[other]) == v && rd.Contradiction == "" {
					rd.Contradiction = g.Contradiction()
				}
			}
		}
	}
	rd.Value = val
	p := rd.Problem
	index := make([]int, N*N*N) // Model index -> Problem index, or -1
	for i, x := range val {
		index[i] = -1
		if x == -1 {
			index[i] = p.AddVar(lp.Binary(VarName(n, i/N, i%N+1)))
			rd.Full = append(rd.Full, i)
		}
	}
	fail := func(format string, args ...any) {
		if rd.Contradiction == "" {
			rd.Contradiction = fmt.Sprintf(format, args...)
		}
	}
	for cell, v := range g.Cells {
		if v != 0 {
			continue
		}
		var t []lp.Term
		for k := 0; k < N; k++ {
			if j := index[cell*N+k]; j >= 0 {
				t = append(t, lp.Term{Var: j, Coef: 1})
			}
		}
		if len(t) == 0 {
			fail("the givens leave %s without a digit", sudoku.CellName(n, cell))
		}
		p.AddRow(lp.Row{Name: cellRowName(n, cell), Terms: t, Kind: lp.EQ, RHS: 1})
	}
	for u, unit := range units {
		var placed uint64
		for _, cell := range unit {
			placed |= 1 << g.Cells[cell]
		}
		for k := 1; k <= N; k++ {
			if placed&(1<<k) != 0 {
				continue
			}
			var t []lp.Term
			for _, cell := range unit {
				if j := index[cell*N+k-1]; j >= 0 {
					t = append(t, lp.Term{Var: j, Coef: 1})
				}
			}
			if len(t) == 0 {
				fail("the givens leave no place for %d in %s", k, sudoku.UnitName(n, u))
			}
			p.AddRow(lp.Row{Name: unitRowName(n, u, k), Terms: t, Kind: lp.EQ, RHS: 1})
		}
	}
	return rd
}

// Grid reads a solution of the reduced model (values of Problem.Vars) back
// into a grid: the givens, and for each other cell the digit whose x is
// above ½. A cell with none stays 0.
func (rd *Reduced) Grid(g sudoku.Grid, x []float64) sudoku.Grid {
	out := g.Clone()
	N := g.Size()
	for j, full := range rd.Full {
		if x[j] > 0.5 {
			out.Cells[full/N] = uint8(full%N + 1)
		}
	}
	return out
}
