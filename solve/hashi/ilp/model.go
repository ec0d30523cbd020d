package ilp

import (
	"fmt"

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
	return fmt.Sprintf("r%dc%d_r%dc%d", a.Row+1, a.Col+1, b.Row+1, b.Col+1)
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
		Name:  fmt.Sprintf("Hashi %d×%d, %d islands, Rafaralahy's model (seed 004)", p.Rows, p.Cols, len(p.Islands)),
		Sense: lp.Maximize,
	}
	obj := 0.0
	if objective {
		obj = 1
	}
	for _, e := range g.Edges {
		name := edgeName(p, e)
		x := lp.Binary("x_" + name)
		x.Obj = obj
		prob.AddVar(x)
		prob.AddVar(lp.Var{Name: "y_" + name, Upper: 2, Integer: true})
	}
	for k, e := range g.Edges {
		name := edgeName(p, e)
		prob.AddRow(lp.Row{Name: "link_lo_" + name, Kind: lp.LE,
			Terms: []lp.Term{{Var: xVar(k), Coef: 1}, {Var: yVar(k), Coef: -1}}})
		prob.AddRow(lp.Row{Name: "link_hi_" + name, Kind: lp.LE,
			Terms: []lp.Term{{Var: yVar(k), Coef: 1}, {Var: xVar(k), Coef: -2}}})
	}
	for _, c := range g.Pairs {
		prob.AddRow(lp.Row{Name: "cross_" + edgeName(p, g.Edges[c[0]]) + "_" + edgeName(p, g.Edges[c[1]]), Kind: lp.LE, RHS: 1,
			Terms: []lp.Term{{Var: xVar(c[0]), Coef: 1}, {Var: xVar(c[1]), Coef: 1}}})
	}
	for i, is := range p.Islands {
		terms := make([]lp.Term, 0, len(g.Inc[i]))
		for _, k := range g.Inc[i] {
			terms = append(terms, lp.Term{Var: yVar(int(k)), Coef: 1})
		}
		prob.AddRow(lp.Row{Name: fmt.Sprintf("deg_r%dc%d", is.Row+1, is.Col+1), Kind: lp.EQ, RHS: float64(is.Value), Terms: terms})
	}
	return prob
}

// cutRow is the connectivity cut of a group S of islands: at least one
// bridge must leave it, Σ_{k leaving S} x_k ≥ 1. It holds for every
// connected answer as long as S is neither empty nor every island.
func cutRow(g *graph.Graph, inS func(i int) bool, name string) lp.Row {
	var terms []lp.Term
	for k, e := range g.Edges {
		if inS(e.A) != inS(e.B) {
			terms = append(terms, lp.Term{Var: xVar(k), Coef: 1})
		}
	}
	return lp.Row{Name: name, Kind: lp.GE, RHS: 1, Terms: terms}
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
// The rows are those cutRow makes, but built from the islands' incidences:
// cutRow looks at every edge, which for all islands and pairs costs
// (islands + edges) × edges and was most of the time a 400-island puzzle
// took to get to its first solve.
func smallCuts(prob *lp.Problem, g *graph.Graph) {
	for i := 0; i < g.N; i++ {
		var terms []lp.Term
		for _, k := range g.Inc[i] {
			terms = append(terms, lp.Term{Var: xVar(int(k)), Coef: 1})
		}
		prob.AddRow(lp.Row{Name: fmt.Sprintf("leave_%d", i), Kind: lp.GE, RHS: 1, Terms: terms})
	}
	for k, e := range g.Edges {
		// The edges at either end but k itself (no other edge joins the
		// pair), in increasing order as cutRow lists them: Inc lists each
		// island's edges in increasing order.
		var terms []lp.Term
		a, b := g.Inc[e.A], g.Inc[e.B]
		for len(a) > 0 || len(b) > 0 {
			var f int32
			if len(b) == 0 || len(a) > 0 && a[0] < b[0] {
				f, a = a[0], a[1:]
			} else {
				f, b = b[0], b[1:]
			}
			if int(f) != k {
				terms = append(terms, lp.Term{Var: xVar(int(f)), Coef: 1})
			}
		}
		prob.AddRow(lp.Row{Name: fmt.Sprintf("leave_pair_%d", k), Kind: lp.GE, RHS: 1, Terms: terms})
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
