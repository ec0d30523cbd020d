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
