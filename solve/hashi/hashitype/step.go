package hashitype

import (
	"context"

	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/hashi/exact"
)

// stepper applies the exact method's rules to the puzzle (island sums,
// crossings, isolation) until they settle nothing more, and draws what they
// settle: bridges added, and the player's bridges the rules contradict
// corrected, each logged. The rules look at the puzzle, not at the
// player's bridges, which may be wrong: a second Step adds nothing.
type stepper struct{}

// shown bounds the lines a Step logs one by one.
const shown = 60

func (stepper) Step(_ context.Context, pos solve.Position[hashi.Puzzle]) (solve.StepResult[hashi.Puzzle], error) {
	bare := pos.Puzzle
	stuck := solve.StepResult[hashi.Puzzle]{Outcome: solve.Stuck, Next: pos.Play}
	if err := bare.Validate(); err != nil {
		stuck.Msg = err.Error()
		return stuck, nil
	}
	counts, ok := exact.Deduce(bare)
	if !ok {
		stuck.Outcome = solve.Contradiction
		stuck.Say = solve.Say("The rules reach a contradiction: this puzzle has no solution")
		stuck.SayLines = []solve.Text{solve.Say("Step: the rules reach a contradiction, so the puzzle has no solution")}
		return stuck.English(), nil
	}
	have := map[hashi.Edge]int{}
	for _, b := range pos.Play.Bridges {
		have[hashi.Edge{A: b.A, B: b.B}] = b.Count
	}
	name := func(e hashi.Edge) string {
		a, b := bare.Islands[e.A], bare.Islands[e.B]
		return hashi.CellName(a.Row, a.Col) + "–" + hashi.CellName(b.Row, b.Col)
	}
	edges := hashi.Edges(bare) // counts' order
	var lines []solve.Text
	open := 0
	for i, e := range edges {
		c := counts[i]
		if c < 0 {
			open++
			continue
		}
		old, drawn := have[e]
		switch {
		case old == c:
			continue
		case drawn:
			lines = append(lines, solve.Say("%s: %s, not %d (corrected)", name(e), solve.Count{N: c, Word: "bridge"}, old))
		default:
			lines = append(lines, solve.Say("%s: %s", name(e), solve.Count{N: c, Word: "bridge"}))
		}
		if c == 0 {
			delete(have, e)
		} else {
			have[e] = c
		}
	}
	if len(lines) == 0 {
		stuck.Say = solve.Say("The rules settle nothing more: %s still open; Solve searches", solve.Count{N: open, Word: "candidate bridge"})
		return stuck.English(), nil
	}
	next := bare.Clone()
	for _, e := range edges {
		if c := have[e]; c > 0 {
			next.Bridges = append(next.Bridges, hashi.Bridge{A: e.A, B: e.B, Count: c})
		}
	}
	changes := len(lines)
	if len(lines) > shown {
		lines = append(lines[:shown], solve.Say("… and %d more", len(lines)-shown))
	}
	res := solve.StepResult[hashi.Puzzle]{Outcome: solve.Progressed, Next: next, Show: true,
		SayLines: append([]solve.Text{solve.Say("Step: the rules settle %s; %d still open", solve.Count{N: len(counts) - open, Word: "candidate bridge"}, open)}, lines...),
		Say:      solve.Say("Rules applied: %s, %s still open", solve.Count{N: changes, Word: "change"}, solve.Count{N: open, Word: "candidate bridge"})}
	if hashi.Verify(bare, next) == nil {
		res.Outcome, res.Say = solve.StepSolved, solve.Say("Solved by the rules alone")
	}
	return res.English(), nil
}
