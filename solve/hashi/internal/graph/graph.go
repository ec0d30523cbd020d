// Package graph is the view of a Hashi puzzle every method works on: the
// islands as vertices, the candidate bridges (hashi.Edges) as edges, each
// with the list of edges it crosses. It is internal: methods share it,
// while hashi.Verify deliberately does not.
package graph

import "grille/solve/hashi"

// Graph is a puzzle's islands and candidate bridges.
type Graph struct {
	N     int    // islands
	Val   []int8 // island values
	Edges []hashi.Edge
	Inc   [][]int32 // Inc[i]: the edges at island i (at most 4)
	Cross [][]int32 // Cross[e]: the edges that cross e
	Pairs [][2]int  // the crossing pairs, as hashi.Crossings gives them
	Horiz []bool    // Horiz[e]: e is horizontal
}

// New builds the graph of p (which should pass Validate).
func New(p hashi.Puzzle) *Graph {
	g := &Graph{N: len(p.Islands)}
	g.Val = make([]int8, g.N)
	for i, is := range p.Islands {
		g.Val[i] = int8(is.Value)
	}
	g.Edges = hashi.Edges(p)
	g.Inc = make([][]int32, g.N)
	g.Horiz = make([]bool, len(g.Edges))
	for k, e := range g.Edges {
		g.Inc[e.A] = append(g.Inc[e.A], int32(k))
		g.Inc[e.B] = append(g.Inc[e.B], int32(k))
		g.Horiz[k] = p.Islands[e.A].Row == p.Islands[e.B].Row
	}
	g.Pairs = hashi.Crossings(p, g.Edges)
	g.Cross = make([][]int32, len(g.Edges))
	for _, c := range g.Pairs {
		g.Cross[c[0]] = append(g.Cross[c[0]], int32(c[1]))
		g.Cross[c[1]] = append(g.Cross[c[1]], int32(c[0]))
	}
	return g
}

// Other returns the island at the other end of edge e from island i.
func (g *Graph) Other(e int32, i int) int {
	if ed := g.Edges[e]; ed.A == i {
		return ed.B
	} else {
		return ed.A
	}
}

// Puzzle returns p with the bridges of count[e] > 0, in edge order (so
// A < B, sorted by A then by B's direction).
func (g *Graph) Puzzle(p hashi.Puzzle, count []int8) hashi.Puzzle {
	q := hashi.Puzzle{Rows: p.Rows, Cols: p.Cols, Islands: append([]hashi.Island(nil), p.Islands...)}
	for k, c := range count {
		if c > 0 {
			q.Bridges = append(q.Bridges, hashi.Bridge{A: g.Edges[k].A, B: g.Edges[k].B, Count: int(c)})
		}
	}
	return q
}

// Components counts the connected groups of islands joined by the edges
// with count[e] > 0.
func (g *Graph) Components(count []int8) int {
	parent := make([]int32, g.N)
	for i := range parent {
		parent[i] = int32(i)
	}
	var find func(int32) int32
	find = func(x int32) int32 {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	comps := g.N
	for k, c := range count {
		if c > 0 {
			a, b := find(int32(g.Edges[k].A)), find(int32(g.Edges[k].B))
			if a != b {
				parent[a] = b
				comps--
			}
		}
	}
	return comps
}

// ComponentOf labels each island with its group (0..k-1) under the edges
// with count[e] > 0, and returns k.
func (g *Graph) ComponentOf(count []int8) ([]int, int) {
	label := make([]int, g.N)
	for i := range label {
		label[i] = -1
	}
	k := 0
	stack := []int{}
	for s := 0; s < g.N; s++ {
		if label[s] >= 0 {
			continue
		}
		label[s] = k
		stack = append(stack[:0], s)
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, e := range g.Inc[i] {
				if count[e] > 0 {
					if j := g.Other(e, i); label[j] < 0 {
						label[j] = k
						stack = append(stack, j)
					}
				}
			}
		}
		k++
	}
	return label, k
}
