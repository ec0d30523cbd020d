package ilp

import (
	"fmt"
	"math/bits"
	"sort"

	"grille/solve"
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
	p := &lp.Problem{Name: fmt.Sprintf("Sudoku %d×%d, Koch's model (2005)", N, N)}
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

// Reduced is Koch's model presolved, as an LP presolve would do it; both
// methods (ilp and lp-fix) solve it. Everything done here holds for 0-1 and
// for continuous x in [0, 1] alike, so the reduced model has the same
// integer solutions as Model and the same LP relaxation (the relaxed
// polytope of Model is that of the reduced model times the fixed values):
//
//   - Forcing rows: a variable at 1 (a given, or fixed by the next rule)
//     forces the other variables of its four rows to 0: the cell's other
//     digits, and its digit elsewhere in its row, column and box.
//   - Singleton rows: a row left with one free variable and no 1 forces it
//     to 1 (a cell with one digit left, a digit with one place left in a
//     unit). Both rules are applied until neither finds anything.
//   - Linearly dependent rows are left out (see dropRedundant): Koch's 4N²
//     rows have rank 4N² − 3N − 2n(N−1), 249 of 324 for 9×9, and after the
//     rules above the rows left obey the same identities; a row that is a
//     sum and difference of others only costs the simplex iterations.
//     (lp_solve's own PRESOLVE_LINDEP would find them, but it is not
//     thread-safe.)
//
// Fixed variables and satisfied rows are dropped. A top1465 puzzle keeps
// about 220 of its 729 variables and 150 of its 341 rows; an easy one may
// keep none. The variables of the cells with the fewest digits left come
// first (see Reduce).
type Reduced struct {
	Order   int
	Problem *lp.Problem // binaries named as in Model, rows "= 1" named as in Model
	// Full[j] is the index in Model (cell*N + k−1) of Problem.Vars[j].
	Full []int
	// Value holds, for every index of Model, the value the presolve fixed
	// (0 or 1), or −1 for a variable kept in Problem.
	Value []int8
	// Presolved counts the empty cells the presolve filled.
	Presolved int
	// Contradiction is non-empty when the presolve proved the model
	// infeasible (two equal givens in a unit, a cell or a digit of a unit
	// with no place left); Problem is then empty and Full and Value nil.
	Contradiction string
	// ContradictionSay is Contradiction as a solve.Text.
	ContradictionSay solve.Text
}

// Reduce presolves the model of g, which must pass Validate.
func Reduce(g sudoku.Grid) *Reduced { return reduce(g, true) }

// reduce is Reduce; without dropDependent it keeps every row left, for
// the test that the rows dropped are combinations of those kept.
func reduce(g sudoku.Grid, dropDependent bool) *Reduced {
	n, N := g.Order, g.Size()
	rd := &Reduced{Order: n, Problem: &lp.Problem{Name: fmt.Sprintf("Sudoku %d×%d, presolved Koch model", N, N)}}
	if why := g.ContradictionSay(); !why.IsZero() {
		rd.Contradiction, rd.ContradictionSay = why.String(), why
		return rd
	}
	ps := newPresolve(n)
	if why := ps.run(g); !why.IsZero() {
		rd.Contradiction, rd.ContradictionSay = why.String(), why
		return rd
	}
	index := rd.addVars(g, ps)
	rd.addRows(ps, index, dropDependent)
	return rd
}

// presolve applies the forcing and singleton rules to a grid's cells.
type presolve struct {
	n, N      int
	units     [][]int
	cellUnits [][3]int // the row, column and box of each cell
	cand      []uint64 // candidate digits of each cell (bits 1..N); one bit once placed
	placed    []uint64 // digits placed in each unit
	digit     []uint8  // the digit placed in each cell, or 0
}

func newPresolve(n int) *presolve {
	N := n * n
	ps := &presolve{n: n, N: N, units: sudoku.Units(n), cellUnits: make([][3]int, N*N)}
	for u, unit := range ps.units {
		for _, cell := range unit {
			ps.cellUnits[cell][u/N] = u
		}
	}
	all := uint64(1)<<(N+1) - 2 // digits 1..N as bits 1..N
	ps.cand = make([]uint64, N*N)
	ps.placed = make([]uint64, len(ps.units))
	ps.digit = make([]uint8, N*N)
	for i := range ps.cand {
		ps.cand[i] = all
	}
	return ps
}

// place puts k in cell and removes k from the cell's units (the forcing
// rows). false: a contradiction.
func (ps *presolve) place(cell, k int) bool {
	if ps.digit[cell] != 0 {
		return int(ps.digit[cell]) == k
	}
	if ps.cand[cell]&(1<<k) == 0 {
		return false
	}
	ps.digit[cell], ps.cand[cell] = uint8(k), 1<<k
	for _, u := range ps.cellUnits[cell] {
		if ps.placed[u]&(1<<k) != 0 {
			return false
		}
		ps.placed[u] |= 1 << k
		for _, other := range ps.units[u] {
			if other != cell {
				ps.cand[other] &^= 1 << k
			}
		}
	}
	return true
}

// run places g's givens and then what the singleton rows force, until
// nothing is left to place; it returns the contradiction found, or none.
func (ps *presolve) run(g sudoku.Grid) solve.Text {
	N := ps.N
	var queue []int // cell*N + k-1 to set to 1
	for cell, v := range g.Cells {
		if v != 0 {
			queue = append(queue, cell*N+int(v)-1)
		}
	}
	for {
		for _, x := range queue {
			if !ps.place(x/N, x%N+1) {
				return solve.Say("%d cannot go in %s", x%N+1, sudoku.CellName(ps.n, x/N))
			}
		}
		var why solve.Text
		if queue, why = ps.singletons(queue[:0]); !why.IsZero() || len(queue) == 0 {
			return why
		}
	}
}

// singletons appends to queue what the singleton rows force: a cell with
// one digit, a digit with one place in a unit; or returns why a cell or a
// digit of a unit has none.
func (ps *presolve) singletons(queue []int) ([]int, solve.Text) {
	n, N := ps.n, ps.N
	for cell, c := range ps.cand {
		if ps.digit[cell] != 0 {
			continue
		}
		switch {
		case c == 0:
			return nil, solve.Say("no digit is left for %s", sudoku.CellName(n, cell))
		case c&(c-1) == 0:
			queue = append(queue, cell*N+bits.TrailingZeros64(c)-1)
		}
	}
	for u, unit := range ps.units {
		for k := 1; k <= N; k++ {
			if ps.placed[u]&(1<<k) != 0 {
				continue
			}
			at, count := -1, 0
			for _, cell := range unit {
				if ps.cand[cell]&(1<<k) != 0 {
					at, count = cell, count+1
				}
			}
			switch count {
			case 0:
				return nil, solve.Say("no place is left for %d in %s", k, sudoku.UnitSay(n, u))
			case 1:
				queue = append(queue, at*N+k-1)
			}
		}
	}
	return queue, solve.Text{}
}

// addVars gives the variables left free their columns, the cells with the
// fewest digits left first, and fills Full, Value and Presolved. It
// returns the Problem index of each Model index, or −1.
func (rd *Reduced) addVars(g sudoku.Grid, ps *presolve) []int {
	n, N := ps.n, ps.N
	val := make([]int8, N*N*N)
	index := make([]int, N*N*N) // Model index -> Problem index, or -1
	order := make([]int, len(ps.cand))
	for i := range order {
		order[i] = i
	}
	// Cells with the fewest digits left come first: lp_solve branches on
	// the lowest-numbered fractional variable, so this is "most constrained
	// cell first" (on top1465 it cuts the worst case from 324 to 113
	// branch-and-bound nodes, and lp-fix breaks its ties the same way).
	sort.SliceStable(order, func(a, b int) bool {
		return bits.OnesCount64(ps.cand[order[a]]) < bits.OnesCount64(ps.cand[order[b]])
	})
	for _, cell := range order {
		if g.Cells[cell] == 0 && ps.digit[cell] != 0 {
			rd.Presolved++
		}
		for k := 1; k <= N; k++ {
			i := cell*N + k - 1
			index[i] = -1
			switch {
			case ps.digit[cell] != 0:
				val[i] = int8(boolInt(int(ps.digit[cell]) == k))
			case ps.cand[cell]&(1<<k) == 0:
				val[i] = 0
			default:
				val[i] = -1
				index[i] = rd.Problem.AddVar(lp.Binary(VarName(n, cell, k)))
				rd.Full = append(rd.Full, i)
			}
		}
	}
	rd.Value = val
	return index
}

// addRows adds the rows not yet satisfied: each open cell's, then each
// unit's for each digit it still lacks, except (with dropDependent) those
// dropRedundant finds to be combinations of others.
func (rd *Reduced) addRows(ps *presolve, index []int, dropDependent bool) {
	n, N, p := ps.n, ps.N, rd.Problem
	for cell := range ps.cand {
		if ps.digit[cell] != 0 {
			continue
		}
		var t []lp.Term
		for k := 0; k < N; k++ {
			if j := index[cell*N+k]; j >= 0 {
				t = append(t, lp.Term{Var: j, Coef: 1})
			}
		}
		p.AddRow(lp.Row{Name: cellRowName(n, cell), Terms: t, Kind: lp.EQ, RHS: 1})
	}
	present := make([]bool, len(ps.units)*N)
	for u := range ps.units {
		for k := 1; k <= N; k++ {
			present[u*N+k-1] = ps.placed[u]&(1<<k) == 0
		}
	}
	drop := make([]bool, len(present))
	if dropDependent {
		drop = dropRedundant(n, present)
	}
	for u, unit := range ps.units {
		for k := 1; k <= N; k++ {
			if !present[u*N+k-1] || drop[u*N+k-1] {
				continue
			}
			var t []lp.Term
			for _, cell := range unit {
				if j := index[cell*N+k-1]; j >= 0 {
					t = append(t, lp.Term{Var: j, Coef: 1})
				}
			}
			p.AddRow(lp.Row{Name: unitRowName(n, u, k), Terms: t, Kind: lp.EQ, RHS: 1})
		}
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Grid reads a solution of the reduced model (values of Problem.Vars) back
// into a grid: the givens and the presolve's digits, and for each other
// cell the digit whose x is above ½. A cell with none stays 0.
func (rd *Reduced) Grid(g sudoku.Grid, x []float64) sudoku.Grid {
	out := g.Clone()
	N := g.Size()
	for i, v := range rd.Value {
		if v == 1 {
			out.Cells[i/N] = uint8(i%N + 1)
		}
	}
	for j, full := range rd.Full {
		if x[j] > 0.5 {
			out.Cells[full/N] = uint8(full%N + 1)
		}
	}
	return out
}
