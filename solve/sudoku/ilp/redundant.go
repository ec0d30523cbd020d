package ilp

// Redundant rows of the presolved model.
//
// Koch's rows satisfy two families of identities, and each identity makes
// one of its rows a combination of the others:
//
//   - unit u: the sum of its rows "digit k once in u" equals the sum of the
//     cell rows of its cells (both count every x of the unit once);
//   - digit k and band j: the sum of k's rows in the band's rows equals the
//     sum of k's rows in the band's boxes; the same for each stack with its
//     columns and boxes.
//
// After the presolve the identities still hold over the variables left,
// among the rows left (a fixed variable is a constant on both sides, and
// each placed digit takes one unit row off each side). A fixed choice of
// rows to drop (digit N in every unit, say, which is right for the empty
// grid) misses every identity whose chosen row the presolve has already
// removed: on magictour_top1465 one row in eight of the reduced model was
// then still redundant, and each costs lp_solve dual simplex iterations
// (about 12% of the ilp method's time).
//
// dropRedundant picks the rows to leave out greedily, identity by identity:
// it drops one row of the identity that is neither dropped nor locked, and
// locks the identity's other rows. A locked row is never dropped later, so
// every dropped row is a combination of rows kept or dropped before it, and
// so of the rows kept: the reduced model keeps the same solutions. The
// greedy need not find every redundancy (TestRedundant measures what is
// left: under 1% of the rows on top1465); it never drops a row that is
// needed.
//
// Rows are numbered u*N + k−1 (u as indexed by sudoku.Units); present says
// which are in the model (digit k not yet placed in u). The result marks
// the rows to leave out.
func dropRedundant(n int, present []bool) []bool {
	N := n * n
	g := &greedy{n: n, N: N, present: present, dropped: make([]bool, 3*N*N), locked: make([]bool, 3*N*N)}
	// The unit identities drop a row of one digit, k0, the digit left open
	// in the most units; its band and stack identities come last and are
	// then implied.
	k0 := g.mostOpenDigit()
	// Units where k0 is placed first: they drop another digit's row, before
	// the digit identities lock those rows.
	for u := 0; u < 3*N; u++ {
		if !present[g.id(u, k0)] && g.unitOpen(u) {
			g.use(g.unitRel(u, 0))
		}
	}
	for k := 1; k <= N; k++ {
		if k != k0 {
			g.digitRels(k)
		}
	}
	for u := 0; u < 3*N; u++ {
		if present[g.id(u, k0)] {
			g.use(g.unitRel(u, k0))
		}
	}
	g.digitRels(k0)
	return g.dropped
}

// greedy is dropRedundant's state: the rows present, dropped and locked.
type greedy struct {
	n, N                     int
	present, dropped, locked []bool
}

func (g *greedy) id(u, k int) int { return u*g.N + k - 1 }

// use applies one identity: rel lists its rows, preferred ones first.
func (g *greedy) use(rel []int) {
	at := -1
	for _, r := range rel {
		if g.present[r] && !g.dropped[r] && !g.locked[r] {
			at = r
			break
		}
	}
	if at < 0 {
		return
	}
	g.dropped[at] = true
	for _, r := range rel {
		if g.present[r] && !g.dropped[r] {
			g.locked[r] = true
		}
	}
}

func (g *greedy) unitOpen(u int) bool {
	for k := 1; k <= g.N; k++ {
		if g.present[g.id(u, k)] {
			return true
		}
	}
	return false
}

// mostOpenDigit is the digit left open in the most units (the last such
// digit: N for an empty grid).
func (g *greedy) mostOpenDigit() int {
	k0, best := g.N, -1
	for k := g.N; k >= 1; k-- {
		c := 0
		for u := 0; u < 3*g.N; u++ {
			if g.present[g.id(u, k)] {
				c++
			}
		}
		if c > best {
			k0, best = k, c
		}
	}
	return k0
}

// unitRel is unit u's identity: its digits' rows, first (when positive)
// first, then the others from N down.
func (g *greedy) unitRel(u int, first int) []int {
	rel := make([]int, 0, g.N)
	if first > 0 {
		rel = append(rel, g.id(u, first))
	}
	for k := g.N; k >= 1; k-- {
		if k != first {
			rel = append(rel, g.id(u, k))
		}
	}
	return rel
}

// digitRels applies digit k's band and stack identities.
func (g *greedy) digitRels(k int) {
	n, N := g.n, g.N
	for j := 0; j < n; j++ {
		// Band j: its rows first (a row of k is in no other digit
		// identity), then its boxes.
		var rel []int
		for r := j*n + n - 1; r >= j*n; r-- {
			rel = append(rel, g.id(r, k))
		}
		for b := j*n + n - 1; b >= j*n; b-- {
			rel = append(rel, g.id(2*N+b, k))
		}
		g.use(rel)
	}
	for j := 0; j < n; j++ {
		var rel []int
		for c := j*n + n - 1; c >= j*n; c-- {
			rel = append(rel, g.id(N+c, k))
		}
		for b := (n-1)*n + j; b >= 0; b -= n {
			rel = append(rel, g.id(2*N+b, k))
		}
		g.use(rel)
	}
}
