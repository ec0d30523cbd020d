package exact

// The working set of the global rules (groups, isolation, connectivity in
// propagate.go). A global pass used to walk every island and every edge
// several times, and ran after every narrowing round at every node: 82%
// of the time on the Coelho set's worst puzzles. Deep in the search most
// edges are decided and the islands joined by sure bridges form far fewer
// groups (on two of the slowest 400-island puzzles, ~70 and ~170 groups
// with ~120 and ~300 open edges between them, against 400 islands and
// ~700 edges), and a node changes a few edges. So:
//
//   - the groups are kept from one propagation to the next and narrowed
//     by what changed (groups.go);
//   - isolation looks again only at what the changes can concern
//     (isolationSince);
//   - connectivity works on the graph of groups (groupConnectivity), and
//     most of the time does not walk it at all: a labelling of an
//     earlier graph of groups shows that the edges cut since leave no
//     bridge (stillClean).
//
// Each deduces exactly what the former rules did, in the same order, so
// the search is the same node for node (TestGlobalSame, and the node
// counts of TestTuning).
type globals struct {
	// The groups (groups.go): a stack of states, the top ones in use,
	// cur the one of the current domains, call the propagate call.
	stack     []*gstate
	top       int
	maxStates int // the stack's bound (stateCap)
	cur       *gstate
	call      uint64
	changed   []int32
	cuts      []int32
	// isolation cut an edge between two groups in this pass
	interCut bool

	// The graph of groups: a node per group, numbered by the group's
	// representative (in use when its mark is nstamp), an edge per open
	// edge between two groups (ce: the edge), adjacency lists in adj.
	nodes  []cnode
	nlist  []int32 // the nodes in use
	nstamp uint32
	ce     []int32
	adj    []cadj
	// Tarjan's stack, the bridges (by their lower node) in the order they
	// are found.
	stk, br []int32

	// isolationSince's edge marks (m bits)
	isoMarks []uint64

	acc  []uint64  // labelGraph's sums per node
	rest []labItem // stillClean's edges left
	rng  uint64

	// Ordering the bridges (buildBridges): each node's 2-edge-connected
	// component (by its head node), the bridges below each component and
	// their rank, and an island walk.
	comp, kids, rank []int32
	order            []int32
	istk, iit        []int32

	// Marks per island, with stamp (newStamp): isolationSince's groups
	// and buildBridges' island walk, never in use at once.
	seen  []uint32
	stamp uint32
}

// newStamp starts a new round of marks in seen and returns its stamp.
func (g *globals) newStamp() uint32 {
	g.stamp++
	if g.stamp == 0 {
		clear(g.seen)
		g.stamp = 1
	}
	return g.stamp
}

// cnode is a node of the graph of groups in Tarjan's walk: its mark,
// discovery time, low-link, the next adjacency entry to follow (-1: none
// left), and the tree's parent node and edge (an index into ce).
type cnode struct {
	mark                   uint32
	disc, low, it, up, upE int32
}

// cadj is an adjacency entry: the node at the other end, and the next
// entry of the same node (-1: none). Edge j has entries 2j and 2j+1.
type cadj struct{ to, next int32 }

func (g *globals) init(n, m int) {
	g.maxStates = stateCap(n, m)
	for _, p := range []*[]int32{&g.comp, &g.kids, &g.rank, &g.iit} {
		*p = make([]int32, n)
	}
	g.seen = make([]uint32, n)
	g.acc = make([]uint64, n)
	g.isoMarks = make([]uint64, m/64+1)
	g.rng = 0x2545F4914F6CDD1D
	g.nodes = make([]cnode, n)
	g.adj = make([]cadj, 2*m)
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
	s.why, s.whyArg = whyConn, -1
	if t.clean && !g.interCut && allSure(dom, t.pend) {
		return true
	}
	if t.comps == 1 {
		t.clean, t.pend = true, t.pend[:0]
		return true // one group: connected by sure bridges, no open edge is a bridge
	}
	if t.lab != nil && s.stillClean(dom, t) {
		return true
	}
	// The nodes come as the open edges between groups do, island 0's
	// first: a group no open edge leaves gets none (and is not reached).
	root, ea, eb := t.root, s.ea, s.eb
	nodes, adj := g.nodes, g.adj
	g.nstamp++
	if g.nstamp == 0 {
		for x := range nodes {
			nodes[x].mark = 0
		}
		g.nstamp = 1
	}
	st := g.nstamp
	r0 := root[0]
	nodes[r0] = cnode{mark: st, disc: -1, it: -1}
	nlist := append(g.nlist[:0], r0)
	ce := g.ce[:0]
	cross := t.cross
	kept := 0
	for _, e := range cross {
		// Drop what left the list in t.dom: an edge that became sure,
		// was cut, or lies within a group stays so in narrower domains.
		ra, rb := root[ea[e]], root[eb[e]]
		if d := t.dom[e]; d&can0 == 0 || d == can0 || ra == rb {
			continue
		}
		cross[kept] = e
		kept++
		if dom[e] == can0 {
			continue // cut by isolation since the groups were made
		}
		na, nb := &nodes[ra], &nodes[rb]
		if na.mark != st {
			*na = cnode{mark: st, disc: -1, it: -1}
			nlist = append(nlist, ra)
		}
		if nb.mark != st {
			*nb = cnode{mark: st, disc: -1, it: -1}
			nlist = append(nlist, rb)
		}
		q := int32(2 * len(ce))
		adj[q], adj[q+1] = cadj{rb, na.it}, cadj{ra, nb.it}
		na.it, nb.it = q, q+1
		ce = append(ce, e)
	}
	t.cross = cross[:kept]
	g.ce, g.nlist = ce, nlist

	// Tarjan's bridges, iteratively, from island 0's group; parallel
	// edges (two open edges between the same groups) are told apart by
	// their index, so neither is a bridge.
	nodes[r0].disc, nodes[r0].low, nodes[r0].up, nodes[r0].upE = 0, 0, -1, -1
	stk := append(g.stk[:0], r0)
	br := g.br[:0]
	reached := int32(1)
	for len(stk) > 0 {
		x := stk[len(stk)-1]
		nx := &nodes[x]
		if q := nx.it; q >= 0 {
			a := adj[q]
			nx.it = a.next
			if q>>1 == nx.upE {
				continue
			}
			ny := &nodes[a.to]
			if ny.disc < 0 {
				ny.disc, ny.low, ny.up, ny.upE = reached, reached, x, q>>1
				reached++
				stk = append(stk, a.to)
			} else if ny.disc < nx.low {
				nx.low = ny.disc
			}
			continue
		}
		stk = stk[:len(stk)-1]
		if p := nx.up; p >= 0 {
			np := &nodes[p]
			if nx.low < np.low {
				np.low = nx.low
			}
			if nx.low > np.disc {
				br = append(br, x)
			}
		}
	}
	g.stk, g.br = stk, br

	// A bridge to build that crosses a possible edge: the island walk
	// would cut that edge on its way (see above).
	for _, x := range br {
		e := ce[nodes[x].upE]
		for _, f := range s.crossList[s.crossStart[e]:s.crossStart[e+1]] {
			if dom[f] != can0 {
				return s.islandConnectivity(dom)
			}
		}
	}
	if reached < t.comps {
		// The island walk builds the bridges it meets, then finds
		// islands it never reached: those are blamed.
		u := int32(0) // an island left unreached, for learn
		for r := root[u]; nodes[r].mark == st && nodes[r].disc >= 0; r = root[u] {
			u++
		}
		s.failAt(whyConn, u, -1)
		if s.par.ConnWeights {
			for i, r := range root {
				if nodes[r].mark != st || nodes[r].disc < 0 {
					s.weight[i]++
				}
			}
		}
		return false
	}
	g.orderNodes()
	s.labelGraph(t)
	// What is found holds for t.dom too, which has the same sure edges
	// and, if isolation cut some since, more possible ones: connected,
	// and its bridges are among those found.
	t.clean, t.pend = true, t.pend[:0]
	for _, x := range br {
		t.pend = append(t.pend, ce[nodes[x].upE])
	}
	switch len(br) {
	case 0:
		return true
	case 1:
		e := ce[nodes[br[0]].upE]
		return s.restrict(dom, e, dom[e]&^can0)
	}
	return s.buildBridges(dom)
}

// allSure says whether every edge of list is sure to carry a bridge.
func allSure(dom []uint8, list []int32) bool {
	for _, e := range list {
		if dom[e]&can0 != 0 {
			return false
		}
	}
	return true
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
func (s *solver) buildBridges(dom []uint8) bool {
	g := &s.gl
	nodes := g.nodes
	// Components by head node (the root, and the node below each
	// bridge), in discovery order (g.order), so that a node's parent
	// comes first.
	order := g.order
	for _, x := range g.nlist {
		g.comp[x] = -1
	}
	for _, x := range g.br {
		g.comp[x] = x
	}
	for _, x := range order {
		if g.comp[x] < 0 {
			if p := nodes[x].up; p < 0 {
				g.comp[x] = x
			} else {
				g.comp[x] = g.comp[p]
			}
		}
		g.kids[x] = 0
	}
	several := false
	for _, x := range g.br {
		c := g.comp[nodes[x].up]
		g.kids[c]++
		several = several || g.kids[c] > 1
		g.rank[x] = 0
	}
	if !several {
		// A chain of components: the group walk's order is the one.
		for _, x := range g.br {
			if e := g.ce[nodes[x].upE]; !s.restrict(dom, e, dom[e]&^can0) {
				return false
			}
		}
		return true
	}
	for _, c := range order {
		if g.kids[c] > 1 {
			s.rankKids(dom, c)
		}
	}
	return s.buildBelow(dom, g.cur.root[0])
}

// kidsOf lists in buf the bridges below component c (by their lower
// nodes), by rank.
func (g *globals) kidsOf(c int32, buf []int32) []int32 {
	buf = buf[:0]
	for _, x := range g.br {
		if g.comp[g.nodes[x].up] == c {
			k := len(buf)
			buf = append(buf, x)
			for ; k > 0 && g.rank[buf[k-1]] > g.rank[x]; k-- {
				buf[k] = buf[k-1]
			}
			buf[k] = x
		}
	}
	return buf
}

// rankKids ranks the bridges below component c in the order the island
// walk meets them: a depth-first walk of c's islands, from the island the
// walk enters c by, each island's edges in incidence order.
func (s *solver) rankKids(dom []uint8, c int32) {
	g := &s.gl
	root := g.cur.root
	entry := int32(0)
	if nc := &g.nodes[c]; nc.up >= 0 { // entered by the bridge above c
		e := g.ce[nc.upE]
		entry = s.ea[e]
		if root[entry] != c {
			entry = s.eb[e]
		}
	}
	g.newStamp()
	left := g.kids[c]
	rank := int32(0)
	g.seen[entry] = g.stamp
	g.iit[entry] = s.incStart[entry]
	g.istk = append(g.istk[:0], entry)
	for len(g.istk) > 0 && left > 0 {
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
		if rj := root[j]; g.comp[rj] != c {
			// A bridge: the one above c, or one below, met now.
			if g.nodes[rj].up == root[i] && g.ce[g.nodes[rj].upE] == e {
				g.rank[rj] = rank
				rank++
				left--
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
// bridge after those below it, siblings by rank.
func (s *solver) buildBelow(dom []uint8, c int32) bool {
	g := &s.gl
	var buf [8]int32
	for _, x := range g.kidsOf(c, buf[:0]) {
		if !s.buildBelow(dom, x) {
			return false
		}
		if e := g.ce[g.nodes[x].upE]; !s.restrict(dom, e, dom[e]&^can0) {
			return false
		}
	}
	return true
}

// A labelling of a connected graph of groups G (edges: the open edges
// between groups, labels: one per edge) is the one of the cycle space:
// each edge off a spanning tree gets a random 64-bit label, each tree edge
// the xor of the labels of the edges off the tree whose cycle goes
// through it. Then the labels of every cut of G xor to 0 (a cut meets
// each cycle an even number of times), and a bridge has label 0.
type labelling struct{ items []labItem }

// labItem is an edge e (from island a to b) and its label.
type labItem struct {
	a, b, e int32
	label   uint64
}

// orderNodes lists the nodes of the graph of groups just walked in the
// order the walk reached them (g.order), for labelGraph and buildBridges.
func (g *globals) orderNodes() {
	order := append(g.order[:0], g.nlist...)
	for _, x := range g.nlist {
		order[g.nodes[x].disc] = x
	}
	g.order = order
}

// labelGraph labels the graph of groups groupConnectivity has just
// walked (connected: g.ce, the nodes in g.nlist and g.order, the walk's
// tree in g.nodes) into t's own labelling.
func (s *solver) labelGraph(t *gstate) {
	g := &s.gl
	L := &t.own
	L.items = L.items[:0]
	for _, e := range g.ce {
		L.items = append(L.items, labItem{a: s.ea[e], b: s.eb[e], e: e})
	}
	root, nodes, acc := t.root, g.nodes, g.acc
	for _, x := range g.nlist {
		acc[x] = 0
	}
	for j, e := range g.ce {
		ra, rb := root[s.ea[e]], root[s.eb[e]]
		if nodes[ra].upE == int32(j) || nodes[rb].upE == int32(j) {
			continue // a tree edge: below
		}
		g.rng ^= g.rng << 13
		g.rng ^= g.rng >> 7
		g.rng ^= g.rng << 17
		L.items[j].label = g.rng
		acc[ra] ^= g.rng
		acc[rb] ^= g.rng
	}
	// Children before parents: the tree edge above x carries the labels
	// of the edges with one end below x (both ends cancel out).
	for k := len(g.order) - 1; k > 0; k-- {
		x := g.order[k]
		L.items[nodes[x].upE].label = acc[x]
		acc[nodes[x].up] ^= acc[x]
	}
	t.lab = L
}

// stillClean says, from the labelling of an earlier state's graph of
// groups G, that connectivity has nothing to do on dom: that the graph of
// groups of dom has no bridge and is connected. That graph has at least
// the edges of G that are still possible and not within one group (its
// groups join G's), and it has a bridge or is cut apart only if some cut
// of it lies among the edges of G cut since and at most one other edge of
// G; the labels of such a cut (a cut of G too) xor to 0. So when the
// labels of the edges of G cut since (across groups) are independent and
// no other edge's label is spanned by them, there is nothing to do. The
// converse fails only by chance (2^-64 per pair) or when more than 16
// edges were cut: the full walk is then made, which is always exact.
func (s *solver) stillClean(dom []uint8, t *gstate) bool {
	g := &s.gl
	root := t.root
	var basis [16]uint64 // reduced, by decreasing leading bit
	nb := 0
	rest := g.rest[:0]
	lab := t.lab
	for _, it := range lab.items {
		if root[it.a] == root[it.b] {
			continue // within a group now (sure, or round a sure path)
		}
		if dom[it.e] != can0 {
			rest = append(rest, it)
			continue
		}
		v := it.label
		for _, b := range basis[:nb] {
			v = min(v, v^b)
		}
		if v == 0 || nb == len(basis) {
			g.rest = rest
			return false
		}
		k := nb
		for ; k > 0 && basis[k-1] < v; k-- {
			basis[k] = basis[k-1]
		}
		basis[k] = v
		nb++
	}
	g.rest = rest
	for j := range rest {
		v := rest[j].label
		for _, b := range basis[:nb] {
			v = min(v, v^b)
		}
		if v == 0 {
			return false
		}
		rest[j].label = v
	}
	if len(rest) < len(lab.items) {
		// The edges left, their labels reduced modulo the cut ones', label
		// the graph they form (no bridge, connected) the same way: its
		// cuts are those of G less edges cut since. The next states start
		// from this shorter list.
		L := &t.own
		L.items = append(L.items[:0], rest...)
		t.lab = L
	}
	return true
}
