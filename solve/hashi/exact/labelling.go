package exact

// Labellings of the graph of groups, by which connectivity mostly skips
// its walk (stillClean, called by groupConnectivity in global.go).

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
