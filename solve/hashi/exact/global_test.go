package exact

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"grille/solve/hashi"
	"grille/solve/hashi/hashitest"
	"grille/solve/hashi/internal/graph"
)

// refGroups is the union-find the global rules used before the groups
// were kept from one propagation to the next (groups.go) and
// connectivity ran on the graph of groups (global.go): rebuilt from every
// edge at each pass. TestGlobalSame checks that both deduce the same.
type refGroups struct{ parent, lib, size []int32 }

func (r *refGroups) find(x int32) int32 {
	p := r.parent
	for p[x] != x {
		p[x] = p[p[x]]
		x = p[x]
	}
	return x
}

func (r *refGroups) build(s *solver, dom []uint8) int32 {
	n := int32(s.n)
	for i := int32(0); i < n; i++ {
		r.parent[i], r.size[i], r.lib[i] = i, 1, s.val[i]
	}
	for e, d := range dom {
		if lo := int32(minOf[d]); lo > 0 {
			r.lib[s.ea[e]] -= lo
			r.lib[s.eb[e]] -= lo
		}
	}
	comps := n
	for e, d := range dom {
		if d&can0 == 0 {
			a, b := r.find(s.ea[e]), r.find(s.eb[e])
			if a != b {
				if r.size[a] < r.size[b] {
					a, b = b, a
				}
				r.parent[b] = a
				r.size[a] += r.size[b]
				r.lib[a] += r.lib[b]
				comps--
			}
		}
	}
	return comps
}

func (r *refGroups) isolation(s *solver, dom []uint8) bool {
	n := int32(s.n)
	for i := int32(0); i < n; i++ {
		if r.parent[i] == i && r.lib[i] == 0 {
			if s.par.ConnWeights {
				for j := int32(0); j < n; j++ {
					if r.find(j) == i {
						s.weight[j]++
					}
				}
			}
			return false
		}
	}
	for e, d := range dom {
		if decided(d) {
			continue
		}
		a, b := r.find(s.ea[e]), r.find(s.eb[e])
		L, size := r.lib[a], r.size[a]
		if a != b {
			L += r.lib[b]
			size += r.size[b]
		}
		if size >= n || L&1 != 0 {
			continue
		}
		lo := int32(minOf[d])
		c := lo + L/2
		if c > lo && c <= 2 && d&(1<<uint(c)) != 0 {
			if !s.restrict(dom, int32(e), d&^(1<<uint(c))) {
				return false
			}
		}
	}
	return true
}

// refPropagate is propagate with the former global pass (no GlobalEvery,
// no stop).
func (s *solver) refPropagate(r *refGroups, dom []uint8) bool {
	for {
		if !s.local(dom) {
			s.reset()
			return false
		}
		if !s.tight && !s.cut {
			return true
		}
		tight, cut := s.tight, s.cut
		s.tight, s.cut = false, false
		s.why = whyGlobal
		if tight && r.build(s, dom) > 1 && !r.isolation(s, dom) || cut && !s.islandConnectivity(dom) {
			s.reset()
			return false
		}
	}
}

// TestGlobalSame walks down random paths (random counts on random open
// edges, backing up a few levels after each contradiction or solution),
// propagating each step with the global rules as they are and as they
// were (refPropagate), and checks that both give the same domains, the
// same contradictions and the same weights (the islands blamed), on
// generated puzzles and a sample of the Coelho set.
func TestGlobalSame(t *testing.T) {
	met := 0
	for k := 0; k < 60; k++ {
		rng := rand.New(rand.NewPCG(uint64(k), 1))
		side := 6 + k/4
		p := forestPuzzle(rng, side, side+k%3, side*side/3)
		met += globalSame(t, fmt.Sprint("random ", k), p, 400)
	}
	if met < 100 {
		t.Errorf("only %d contradictions met", met)
	}
	t.Run("few states", func(t *testing.T) {
		// A stack of 3 groups states: deeper paths narrow the top in place.
		defer func(k int) { maxStates = k }(maxStates)
		maxStates = 3
		for k := 0; k < 60; k += 3 {
			rng := rand.New(rand.NewPCG(uint64(k), 1))
			side := 6 + k/4
			globalSame(t, fmt.Sprint("random ", k), forestPuzzle(rng, side, side+k%3, side*side/3), 400)
		}
		for k, p := range hashitest.Coelho(t, "400", 90) {
			globalSame(t, fmt.Sprint("400 ", k), p, 2000)
		}
	})
	t.Run("coelho", func(t *testing.T) {
		if testing.Short() {
			t.Skip("short")
		}
		for _, size := range []string{"100", "400"} {
			met := 0
			for k, p := range hashitest.Coelho(t, size, 30) {
				met += globalSame(t, fmt.Sprint(size, " ", k), p, 3000)
			}
			if met < 100 {
				t.Errorf("%s: only %d contradictions met", size, met)
			}
		}
	})
}

// globalSame runs the walk on p and returns how many contradictions it met.
func globalSame(t *testing.T, name string, p hashi.Puzzle, steps int) int {
	t.Helper()
	g := graph.New(p)
	a, b := newSolver(p, g, DefaultParams()), newSolver(p, g, DefaultParams())
	n := len(p.Islands)
	r := &refGroups{make([]int32, n), make([]int32, n), make([]int32, n)}
	rng := rand.New(rand.NewPCG(uint64(len(p.Islands)), 7))
	da, db := a.start(), b.start()
	okA, okB := a.propagate(da), b.refPropagate(r, db)
	check := func(step int) {
		t.Helper()
		// On a contradiction the domains are thrown away, half narrowed.
		if okA != okB || okA && !slices.Equal(da, db) || !slices.Equal(a.weight, b.weight) {
			t.Fatalf("%s, step %d: propagate %v/%v, domains equal %v, weights equal %v",
				name, step, okA, okB, slices.Equal(da, db), slices.Equal(a.weight, b.weight))
		}
	}
	check(0)
	if !okA {
		return 1
	}
	stack := [][]uint8{slices.Clone(da)}
	contradictions := 0
	for step := 1; step <= steps && len(stack) > 0; step++ {
		top := stack[len(stack)-1]
		var open []int
		for e, d := range top {
			if !decided(d) {
				open = append(open, e)
			}
		}
		if len(open) == 0 {
			stack = stack[:max(len(stack)-1-rng.IntN(3), 0)]
			continue
		}
		e := open[rng.IntN(len(open))]
		d := top[e]
		var bit uint8
		for bit == 0 {
			bit = d & (1 << rng.IntN(3))
		}
		nd := bit
		if rng.IntN(4) == 0 && d&^bit != 0 {
			nd = d &^ bit // rule one count out, not all others
		}
		da, db = slices.Clone(top), slices.Clone(top)
		a.why, b.why = whyDecision, whyDecision
		okA = a.restrict(da, int32(e), nd) && a.propagate(da)
		okB = b.restrict(db, int32(e), nd) && b.refPropagate(r, db)
		check(step)
		if okA {
			stack = append(stack, da)
		} else {
			contradictions++
			a.reset()
			b.reset()
			stack = stack[:max(len(stack)-rng.IntN(4), 0)]
		}
	}
	return contradictions
}

// forestPuzzle places about k islands on a rows×cols grid, joins them by
// a random spanning forest of candidate bridges that do not cross, adds
// more at random, and gives each island the count of its bridges (those
// with none are left out): a solvable puzzle, connected or not.
func forestPuzzle(rng *rand.Rand, rows, cols, k int) hashi.Puzzle {
	p := hashi.Puzzle{Rows: rows, Cols: cols}
	for _, c := range rng.Perm(rows * cols)[:k] {
		p.Islands = append(p.Islands, hashi.Island{Row: c / cols, Col: c % cols, Value: 1})
	}
	slices.SortFunc(p.Islands, func(a, b hashi.Island) int { return (a.Row-b.Row)*cols + a.Col - b.Col })
	g := graph.New(p)
	count := make([]int, len(g.Edges))
	parent := make([]int, len(p.Islands))
	for i := range parent {
		parent[i] = i
	}
	find := func(x int) int {
		for parent[x] != x {
			x = parent[x]
		}
		return x
	}
	free := func(e int) bool {
		for _, f := range g.Cross[e] {
			if count[f] > 0 {
				return false
			}
		}
		return true
	}
	order := rng.Perm(len(g.Edges))
	for _, e := range order {
		if a, b := find(g.Edges[e].A), find(g.Edges[e].B); a != b && free(e) {
			parent[a] = b
			count[e] = 1 + rng.IntN(2)
		}
	}
	for _, e := range order {
		if count[e] == 0 && rng.IntN(3) == 0 && free(e) {
			count[e] = 1 + rng.IntN(2)
		}
	}
	deg := make([]int, len(p.Islands))
	for e, c := range count {
		deg[g.Edges[e].A] += c
		deg[g.Edges[e].B] += c
	}
	q := hashi.Puzzle{Rows: rows, Cols: cols}
	for i, is := range p.Islands {
		if deg[i] > 0 {
			is.Value = deg[i]
			q.Islands = append(q.Islands, is)
		}
	}
	return q
}
