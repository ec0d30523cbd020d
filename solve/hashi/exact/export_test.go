package exact

import (
	"grille/solve/hashi"
	"grille/solve/hashi/internal/graph"
)

// Solutions counts p's solutions up to limit with par, as Count does, and
// returns the first two found as counts per candidate edge
// (hashi.Edges(p) order), for the tests of package exact_test.
func Solutions(p hashi.Puzzle, par Params, limit int, onLearn func(edges []int32, sets []uint8)) (int, [][]int8, *Stats) {
	g := graph.New(p)
	s := newSolver(p, g, par)
	s.onLearn = onLearn
	n, _, _ := s.run(limit)
	var sols [][]int8
	for _, d := range [][]uint8{s.first, s.second} {
		if d != nil {
			sols = append(sols, counts(d))
		}
	}
	return n, sols, &Stats{Nodes: s.nodes, Fired: s.ng.fired}
}

// Stats are a run's figures for the tests.
type Stats struct{ Nodes, Fired int64 }
