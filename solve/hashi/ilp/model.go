package ilp

import (
	"fmt"
	"slices"
	"strconv"

	"grille/solve/hashi"
	"grille/solve/hashi/internal/graph"
	"grille/solve/lp"
)

// The model's variables come in pairs, one pair per candidate bridge k (in
// hashi.Edges order): x_k = variable 2k, y_k = variable 2k+1.
func xVar(k int) int { return 2 * k }
func yVar(k int) int { return 2*k + 1 }

// edgeName names candidate bridge k by its two islands, 1-based as on the
// board: "r1c2_r1c5".
func edgeName(p hashi.Puzzle, e hashi.Edge) string {
	a, b := p.Islands[e.A], p.Islands[e.B]
	return cellName(a.Row, a.Col) + "_" + cellName(b.Row, b.Col)
}

// Model is the paper's model (seed 004, part 2.2) for a teacher to read
// (`grille model --type hashi`, the window's "Show model"):
//
//   - x_r1c2_r1c5 ∈ {0,1}: a bridge joins the two islands; y_r1c2_r1c5 ∈
//     {0,1,2}: how many. Only pairs in line with no island between them get
//     variables: the paper's rows (4) x = 0 for pairs not in line and (5)
//     x_kk = 0 are implied by leaving the other variables out, and a pair
//     with an island between (which the paper does not exclude, though the
//     rules do) is simply not a candidate.
//   - link_lo_… : x − y ≤ 0 and link_hi_… : y − 2x ≤ 0, the paper's (7);
//   - cross_…_… : x + x' ≤ 1 for two candidates that cross, (6);
//   - deg_r1c2 : Σ y = value, (8);
//   - objective: maximise Σ x, (9), the paper's way of favouring connected
//     answers. Connectivity itself is not in the model; the method adds it
//     as cuts (see the package comment).
//
// A puzzle that fails Validate gets an empty Problem whose Name says why.
func Model(p hashi.Puzzle) *lp.Problem {
	if err := p.Validate(); err != nil {
		return &lp.Problem{Name: "no model: " + err.Error()}
	}
	return build(p, graph.New(p), true)
}

func build(p hashi.Puzzle, g *graph.Graph, objective bool) *lp.Problem {
	prob := &lp.Problem{
		Name:  fmt.Sprintf("Hashi %d×%d, %d islands, Rafaralahy's model (2020)", p.Rows, p.Cols, len(p.Islands)),
		Sense: lp.Maximize,
	}
	obj := 0.0
	if objective {
		obj = 1
	}
	// One allocation for the names, the terms and the rows: on a 200×200
	// grid (52,000 candidates) one by one they took 0.2 s.
	names := make([]string, len(g.Edges))
	for k, e := range g.Edges {
		names[k] = edgeName(p, e)
	}
	prob.Vars = make([]lp.Var, 0, 2*len(g.Edges))
	for k := range g.Edges {
		x := lp.Binary("x_" + names[k])
		x.Obj = obj
		prob.AddVar(x)
		prob.AddVar(lp.Var{Name: "y_" + names[k], Upper: 2, Integer: true})
	}
	prob.Rows = make([]lp.Row, 0, 2*len(g.Edges)+len(g.Pairs)+len(p.Islands))
	terms := newArena(4*len(g.Edges) + 2*len(g.Pairs) + 2*len(g.Edges))
	for k := range g.Edges {
		prob.AddRow(lp.Row{Name: "link_lo_" + names[k], Kind: lp.LE,
			Terms: terms.take(lp.Term{Var: xVar(k), Coef: 1}, lp.Term{Var: yVar(k), Coef: -1})})
		prob.AddRow(lp.Row{Name: "link_hi_" + names[k], Kind: lp.LE,
			Terms: terms.take(lp.Term{Var: yVar(k), Coef: 1}, lp.Term{Var: xVar(k), Coef: -2})})
	}
	for _, c := range g.Pairs {
		prob.AddRow(lp.Row{Name: "cross_" + names[c[0]] + "_" + names[c[1]], Kind: lp.LE, RHS: 1,
			Terms: terms.take(lp.Term{Var: xVar(c[0]), Coef: 1}, lp.Term{Var: xVar(c[1]), Coef: 1})})
	}
	for i, is := range p.Islands {
		t := terms.next(len(g.Inc[i]))
		for n, k := range g.Inc[i] {
			t[n] = lp.Term{Var: yVar(int(k)), Coef: 1}
		}
		prob.AddRow(lp.Row{Name: "deg_" + cellName(is.Row, is.Col), Kind: lp.EQ, RHS: float64(is.Value), Terms: t})
	}
	return prob
}

// cellName is r1c2 for (0, 1), as the model names islands.
func cellName(r, c int) string {
	return "r" + strconv.Itoa(r+1) + "c" + strconv.Itoa(c+1)
}

// arena hands out the Terms of many rows from one allocation. Each slice
// is capped at its length, so that an append to one cannot spill into the
// next.
type arena struct{ buf []lp.Term }

func newArena(n int) *arena { return &arena{make([]lp.Term, 0, n)} }

// next returns a slice of n terms to fill.
func (a *arena) next(n int) []lp.Term {
	if cap(a.buf)-len(a.buf) < n {
		a.buf = make([]lp.Term, 0, max(n, 2*cap(a.buf)))
	}
	l := len(a.buf)
	a.buf = a.buf[:l+n]
	return a.buf[l : l+n : l+n]
}

// take returns the terms ts, copied.
func (a *arena) take(ts ...lp.Term) []lp.Term {
	t := a.next(len(ts))
	copy(t, ts)
	return t
}

// groupCuts are the connectivity cuts of the groups of a disconnected
// answer (label gives each island's group, 0..groups-1): at least one
// bridge must leave each group S, Σ_{k leaving S} x_k ≥ 1, which holds for
// every connected answer as long as S is neither empty nor every island.
// It returns each group's terms, in edge order, in one pass over the
// edges: a group at a time, on a 200×200 grid whose first answer falls
// apart into thousands of groups, took seconds.
func groupCuts(g *graph.Graph, label []int, groups int) [][]lp.Term {
	count := make([]int, groups)
	leaving := 0
	for _, e := range g.Edges {
		if a, b := label[e.A], label[e.B]; a != b {
			count[a]++
			count[b]++
			leaving += 2
		}
	}
	terms := newArena(leaving)
	cuts := make([][]lp.Term, groups)
	for c := range cuts {
		cuts[c] = terms.next(count[c])[:0]
	}
	for k, e := range g.Edges {
		if a, b := label[e.A], label[e.B]; a != b {
			t := lp.Term{Var: xVar(k), Coef: 1}
			cuts[a] = append(cuts[a], t)
			cuts[b] = append(cuts[b], t)
		}
	}
	return cuts
}

// noGoodRow excludes the answer y* (one count per edge) and nothing else.
// y is an integer in {0,1,2} and x ≤ y ≤ 2x makes x = [y > 0], so each
// edge has a term that is 0 when y = y*_k and at least 1 otherwise:
//
//	y* = 0:  x          (1 when a bridge appears)
//	y* = 2:  2 − y      (1 or 2 when it shrinks)
//	y* = 1:  1 + y − 2x (1 at y = 0 and at y = 2, 0 at y = 1)
//
// and the row asks their sum to be at least 1: no extra binaries.
func noGoodRow(y []int8) lp.Row {
	var terms []lp.Term
	rhs := 1.0
	for k, c := range y {
		switch c {
		case 0:
			terms = append(terms, lp.Term{Var: xVar(k), Coef: 1})
		case 2:
			terms = append(terms, lp.Term{Var: yVar(k), Coef: -1})
			rhs -= 2
		case 1:
			terms = append(terms, lp.Term{Var: yVar(k), Coef: 1}, lp.Term{Var: xVar(k), Coef: -2})
			rhs--
		}
	}
	return lp.Row{Name: "not_the_first_solution", Kind: lp.GE, RHS: rhs, Terms: terms}
}

// smallCuts adds, before any solve, the connectivity cuts of the smallest
// groups, which every connected solution of more than two islands obeys:
// a bridge leaves every island, and at least one leaves every pair joined
// by a candidate. The second family is the ILP form of the players' rule
// "two 1s never join by a single bridge, two 2s never by a double"
// (they would form a closed pair), and both tighten the relaxation.
//
// The rows are those of groupCuts for groups of one and two islands, but
// built from the islands' incidences: a pass over every edge for each
// group costs (islands + edges) × edges and was most of the time a
// 400-island puzzle took to get to its first solve.
func smallCuts(prob *lp.Problem, g *graph.Graph) {
	n := 0
	for i := 0; i < g.N; i++ {
		n += len(g.Inc[i])
	}
	for _, e := range g.Edges {
		n += len(g.Inc[e.A]) + len(g.Inc[e.B]) - 2
	}
	terms := newArena(n)
	prob.Rows = slices.Grow(prob.Rows, g.N+len(g.Edges))
	for i := 0; i < g.N; i++ {
		t := terms.next(len(g.Inc[i]))
		for n, k := range g.Inc[i] {
			t[n] = lp.Term{Var: xVar(int(k)), Coef: 1}
		}
		prob.AddRow(lp.Row{Name: "leave_" + strconv.Itoa(i), Kind: lp.GE, RHS: 1, Terms: t})
	}
	for k, e := range g.Edges {
		// The edges at either end but k itself (no other edge joins the
		// pair), in increasing order as groupCuts lists them: Inc lists each
		// island's edges in increasing order.
		t := terms.next(len(g.Inc[e.A]) + len(g.Inc[e.B]) - 2)[:0]
		a, b := g.Inc[e.A], g.Inc[e.B]
		for len(a) > 0 || len(b) > 0 {
			var f int32
			if len(b) == 0 || len(a) > 0 && a[0] < b[0] {
				f, a = a[0], a[1:]
			} else {
				f, b = b[0], b[1:]
			}
			if int(f) != k {
				t = append(t, lp.Term{Var: xVar(int(f)), Coef: 1})
			}
		}
		prob.AddRow(lp.Row{Name: "leave_pair_" + strconv.Itoa(k), Kind: lp.GE, RHS: 1, Terms: t})
	}
}

// strengthen adds what the rules imply for integers but the relaxation
// misses: a candidate carries at most min(2, value) bridges at either end
// (y ≤ 1 next to a 1), and with more than two islands at most
// ⌊(va + vb − 1)/2⌋, as the pair must keep a bridge for the others (two 1s
// never join, two 2s only by a single); and since y ≤ 2x an island of value v
// needs bridges to at least ⌈v/2⌉ neighbours, Σ x ≥ ⌈v/2⌉ (a rounded
// consequence of the rows, a Chvátal–Gomory cut: an 8 or a 7 bridges all
// four neighbours, a 5 with three neighbours all three).
func strengthen(prob *lp.Problem, p hashi.Puzzle, g *graph.Graph) {
	for k, e := range g.Edges {
		va, vb := p.Islands[e.A].Value, p.Islands[e.B].Value
		ub := min(2, va, vb)
		if g.N > 2 {
			// The pair must keep a bridge for the rest: va + vb − 2y ≥ 1.
			ub = min(ub, (va+vb-1)/2)
		}
		prob.Vars[yVar(k)].Upper = float64(ub)
		if ub == 0 {
			prob.Vars[xVar(k)].Upper = 0
		}
	}
	for i, is := range p.Islands {
		need := (is.Value + 1) / 2
		if need <= 1 || len(g.Inc[i]) == 0 {
			continue // Σ x ≥ 1 is the island's own cut
		}
		terms := make([]lp.Term, 0, len(g.Inc[i]))
		for _, k := range g.Inc[i] {
			terms = append(terms, lp.Term{Var: xVar(int(k)), Coef: 1})
		}
		prob.AddRow(lp.Row{Name: fmt.Sprintf("spread_r%dc%d", is.Row+1, is.Col+1), Kind: lp.GE, RHS: float64(need), Terms: terms})
	}
}
