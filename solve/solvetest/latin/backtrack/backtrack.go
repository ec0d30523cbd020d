// Package backtrack solves Latin squares by depth-first search, counting
// solutions up to two: an exact method, and the recipe's one method.
package backtrack

import (
	"context"

	"grille/solve"
	"grille/solve/solvetest/latin"
)

// New is the method.
func New() solve.Method[latin.Square] {
	return solve.Define(solve.Info{ID: "backtrack", Name: "Backtracking", Exact: true,
		Doc: "Depth-first search, cell by cell in reading order; a second solution proves there is more than one."}, solveSquare)
}

// every is how many nodes go between two looks at the context.
const every = 1024

func solveSquare(ctx context.Context, p latin.Square, report solve.Reporter[latin.Square]) (solve.Result[latin.Square], error) {
	// The conformance suite's stop test cancels at the first event: one
	// comes before the search.
	report(solve.Event[latin.Square]{Kind: solve.Log, Say: solve.Plain("searching")})
	n := p.N
	s := p.Clone()
	// rows[r] and cols[c] are the digits placed in row r and column c.
	rows, cols := make([]uint16, n), make([]uint16, n)
	for i, v := range s.Cells {
		if v == 0 {
			continue
		}
		bit := uint16(1) << v
		if rows[i/n]&bit != 0 || cols[i%n]&bit != 0 {
			return solve.Result[latin.Square]{Status: solve.Infeasible, Say: solve.Plain("a digit given twice in a line")}, nil
		}
		rows[i/n] |= bit
		cols[i%n] |= bit
	}
	var first latin.Square
	found := 0
	var nodes int64
	stopped := false
	var search func(i int) bool // false: stop
	search = func(i int) bool {
		nodes++
		if nodes%every == 0 && ctx.Err() != nil {
			stopped = true
			return false
		}
		for i < len(s.Cells) && s.Cells[i] != 0 {
			i++
		}
		if i == len(s.Cells) {
			found++
			if found == 1 {
				first = s.Clone()
			}
			return found < 2
		}
		r, c := i/n, i%n
		for v := uint8(1); int(v) <= n; v++ {
			bit := uint16(1) << v
			if (rows[r]|cols[c])&bit != 0 {
				continue
			}
			s.Cells[i], rows[r], cols[c] = v, rows[r]|bit, cols[c]|bit
			more := search(i + 1)
			s.Cells[i], rows[r], cols[c] = 0, rows[r]&^bit, cols[c]&^bit
			if !more {
				return false
			}
		}
		return true
	}
	search(0)
	res := solve.Result[latin.Square]{Stats: solve.Stats{Nodes: nodes}}
	switch {
	case found == 2:
		res.Status, res.Solution = solve.Multiple, first
	case stopped && found == 1:
		res.Status, res.Solution = solve.Solved, first
	case stopped:
		res.Status, res.Say = solve.Unknown, solve.Say("stopped")
	case found == 1:
		res.Status, res.Solution = solve.Unique, first
	default:
		res.Status = solve.Infeasible
	}
	return res, nil
}
