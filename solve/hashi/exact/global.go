package exact

// The working set of the global rules (groups, isolation, connectivity in
// propagate.go). A global pass used to walk every island and every edge
// several times; deep in the search most edges are decided and the
// islands joined by sure bridges form a few dozen groups (on the Coelho
// 400-island puzzles: ~60 groups and ~110 open edges between them, against
// 400 islands and ~700 edges), so the rules now work on lists of the edges
// that still matter and on the graph of groups.
type globals struct {
	// The groups (groups.go): a stack of states, the top ones in use,
	// cur the one of the current domains, call the propagate call.
	stack   []*gstate
	top     int
	cur     *gstate
	call    uint64
	changed []int32

	// The graph of groups: a node per group (node[representative]), an
	// edge per open edge between two groups (ce: the edge, cu and cv: its
	// nodes), adjacency in start/adj/adjE (adjE: index into ce).
	node, ce, cu, cv, start, adj, adjE []int32
	// Tarjan's low-link on it: disc, low, iter, the tree's parent node and
	// edge (up, upE: index into ce), the nodes in discovery order, and the
	// bridges (by their lower node) in the order they are found.
	disc, low, iter, up, upE, order, stk, br []int32

	// Ordering the bridges (bridgeOrder): each node's 2-edge-connected
	// component (by its head node), the number of bridges below each
	// component, and an island walk's marks.
	comp, kids, rank, kidList, kidStart []int32
	isBridge                            []bool
	seen                                []uint32
	stamp                               uint32
	istk, iit                           []int32
}

func (g *globals) init(n, m int) {
	for _, p := range []*[]int32{&g.node, &g.disc, &g.low, &g.iter, &g.up, &g.upE, &g.comp,
		&g.kids, &g.rank, &g.iit} {
		*p = make([]int32, n)
	}
	g.start = make([]int32, n+1)
	g.kidStart = make([]int32, n+1)
	g.isBridge = make([]bool, n)
	g.seen = make([]uint32, n)
	g.adj, g.adjE = make([]int32, 2*m), make([]int32, 2*m)
}

// groupConnectivity is the connectivity rule on the graph of groups (the
// groups must describe dom). An open edge is a bridge of the graph of the
// possible edges exactly when it is a bridge of the graph of groups (a
// cut crossed by a sure edge is not a cut of one edge), and an island is
// reached exactly when its group is. It deduces what islandConnectivity
// deduces, in the same order, so that the search is the same; in the rare
// case where a bridge it must build crosses an edge still possible (the
// crossing rule then cuts edges in the middle of the island walk, which
// changes what the walk finds next), it leaves the work to
// islandConnectivity.
func (s *solver) groupConnectivity(dom []uint8) bool {
	g := &s.gl
	t := g.cur
	if t.comps == 1 {
		return true // one group: connected by sure bridges, no open edge is a bridge
	}
	n := int32(s.n)
	k := int32(0)
	for i := int32(0); i < n; i++ {
		if t.parent[i] == i {
			g.node[i] = k
			k++
		}
	}
	start := g.start[:k+1]
	clear(start)
	g.ce, g.cu, g.cv = g.ce[:0], g.cu[:0], g.cv[:0]
	for _, e := range t.undec {
		if d := dom[e]; d&can0 == 0 || d == can0 {
			continue // sure (within a group) or cut since the groups were made
		}
		u, v := g.node[t.find(s.ea[e])], g.node[t.find(s.eb[e])]
		if u == v {
			continue
		}
		g.ce, g.cu, g.cv = append(g.ce, e), append(g.cu, u), append(g.cv, v)
		start[u+1]++
		start[v+1]++
	}
	for x := int32(1); x <= k; x++ {
		start[x] += start[x-1]
	}
	it := g.iter[:k]
	copy(it, start)
	for j := range g.ce {
		u, v := g.cu[j], g.cv[j]
		g.adj[it[u]], g.adjE[it[u]] = v, int32(j)
		it[u]++
		g.adj[it[v]], g.adjE[it[v]] = u, int32(j)
		it[v]++
	}

	// Tarjan's bridges, iteratively, from island 0's group; parallel
	// edges (two open edges between the same groups) are told apart by
	// their index, so neither is a bridge.
	disc := g.disc[:k]
	for x := range disc {
		disc[x] = -1
	}
	r := g.node[g.cur.find(0)]
	disc[r], g.low[r], it[r], g.up[r], g.upE[r] = 0, 0, start[r], -1, -1
	g.stk = append(g.stk[:0], r)
	g.order = append(g.order[:0], r)
	g.br = g.br[:0]
	tt := int32(1)
	for len(g.stk) > 0 {
		x := g.stk[len(g.stk)-1]
		if p := it[x]; p < start[x+1] {
			it[x]++
			j := g.adjE[p]
			if j == g.upE[x] {
				continue
			}
			y := g.adj[p]
			if disc[y] < 0 {
				disc[y], g.low[y], it[y], g.up[y], g.upE[y] = tt, tt, start[y], x, j
				tt++
				g.stk = append(g.stk, y)
				g.order = append(g.order, y)
			} else if disc[y] < g.low[x] {
				g.low[x] = disc[y]
			}
			continue
		}
		g.stk = g.stk[:len(g.stk)-1]
		if p := g.up[x]; p >= 0 {
			if g.low[x] < g.low[p] {
				g.low[p] = g.low[x]
			}
			if g.low[x] > disc[p] {
				g.br = append(g.br, x)
			}
		}
	}

	// A bridge to build that crosses a possible edge: the island walk
	// would cut that edge on its way (see above).
	for _, x := range g.br {
		e := g.ce[g.upE[x]]
		for _, f := range s.crossList[s.crossStart[e]:s.crossStart[e+1]] {
			if dom[f] != can0 {
				return s.islandConnectivity(dom)
			}
		}
	}
	if tt < k {
		// The island walk builds the bridges it meets, then finds
		// islands it never reached: those are blamed.
		if s.par.ConnWeights {
			for i := int32(0); i < n; i++ {
				if disc[g.node[g.cur.find(i)]] < 0 {
					s.weight[i]++
				}
			}
		}
		return false
	}
	switch len(g.br) {
	case 0:
		return true
	case 1:
		e := g.ce[g.upE[g.br[0]]]
		return s.restrict(dom, e, dom[e]&^can0)
	}
	return s.buildBridges(dom, k)
}

// buildBridges makes the bridges found by groupConnectivity carry a
// bridge, in the order the island walk of islandConnectivity would: the
// order in which its depth-first walk from island 0 finishes them. That
// is a post-order of the tree of 2-edge-connected components that the
// bridges join, as the group walk's is; the two differ only in the order
// of the bridges that leave one component, which the island walk meets in
// the order it walks that component's islands. So each component that
// two bridges or more leave is walked the island way (within itself only)
// to rank them.
func (s *solver) buildBridges(dom []uint8, k int32) bool {
	g := &s.gl
	isBr := g.isBridge[:k]
	clear(isBr)
	for _, x := range g.br {
		isBr[x] = true
	}
	// Components by head node: the root's, and one below each bridge.
	kids := g.kids[:k]
	clear(kids)
	for _, x := range g.order {
		switch p := g.up[x]; {
		case p < 0 || isBr[x]:
			g.comp[x] = x
		default:
			g.comp[x] = g.comp[p]
		}
	}
	several := false
	for _, x := range g.br {
		c := g.comp[g.up[x]]
		kids[c]++
		several = several || kids[c] > 1
	}
	if !several {
		// A chain of components: the group walk's order is the one.
		for _, x := range g.br {
			if e := g.ce[g.upE[x]]; !s.restrict(dom, e, dom[e]&^can0) {
				return false
			}
		}
		return true
	}
	// Each component's bridges below, in kidList[kidStart[c]:kidStart[c+1]].
	ks := g.kidStart[:k+1]
	ks[0] = 0
	for c := int32(0); c < k; c++ {
		ks[c+1] = ks[c] + kids[c]
	}
	if cap(g.kidList) < len(g.br) {
		g.kidList = make([]int32, len(g.br), 2*len(g.br))
	}
	g.kidList = g.kidList[:len(g.br)]
	for c := int32(0); c < k; c++ {
		kids[c] = ks[c] // fill pointer
	}
	for _, x := range g.br {
		c := g.comp[g.up[x]]
		g.kidList[kids[c]] = x
		kids[c]++
	}
	for c := int32(0); c < k; c++ {
		if ks[c+1]-ks[c] > 1 {
			s.rankKids(dom, c, g.kidList[ks[c]:ks[c+1]])
		}
	}
	return s.buildBelow(dom, g.node[g.cur.find(0)])
}

// rankKids sorts the bridges below component c (list, by their lower
// nodes) into the order the island walk meets them: a depth-first walk
// of c's islands, from the island the walk enters c by, each island's
// edges in incidence order.
func (s *solver) rankKids(dom []uint8, c int32, list []int32) {
	g := &s.gl
	entry := int32(0)
	if g.up[c] >= 0 { // entered by the bridge above c
		e := g.ce[g.upE[c]]
		entry = s.ea[e]
		if g.node[g.cur.find(entry)] != c {
			entry = s.eb[e]
		}
	}
	g.stamp++
	if g.stamp == 0 {
		clear(g.seen)
		g.stamp = 1
	}
	found := 0
	g.seen[entry] = g.stamp
	g.iit[entry] = s.incStart[entry]
	g.istk = append(g.istk[:0], entry)
	for len(g.istk) > 0 && found < len(list) {
		i := g.istk[len(g.istk)-1]
		p := g.iit[i]
		if p == s.incStart[i+1] {
			g.istk = g.istk[:len(g.istk)-1]
			continue
		}
		g.iit[i]++
		e := s.incEdge[p]
		if dom[e] == can0 {
			continue
		}
		j := s.incOther[p]
		if g.comp[g.node[g.cur.find(j)]] != c {
			// A bridge: the one above c, or one below, met now.
			for q := found; q < len(list); q++ {
				if g.ce[g.upE[list[q]]] == e {
					list[found], list[q] = list[q], list[found]
					found++
					break
				}
			}
			continue
		}
		if g.seen[j] != g.stamp {
			g.seen[j] = g.stamp
			g.iit[j] = s.incStart[j]
			g.istk = append(g.istk, j)
		}
	}
}

// buildBelow builds the bridges below component c in post-order: each
// bridge after those below it, siblings in their rank.
func (s *solver) buildBelow(dom []uint8, c int32) bool {
	g := &s.gl
	for q := g.kidStart[c]; q < g.kidStart[c+1]; q++ {
		x := g.kidList[q]
		if !s.buildBelow(dom, x) {
			return false
		}
		if e := g.ce[g.upE[x]]; !s.restrict(dom, e, dom[e]&^can0) {
			return false
		}
	}
	return true
}
