package exact

// Building the bridges that groupConnectivity (global.go) finds, in the
// order the island walk of islandConnectivity would build them.

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
