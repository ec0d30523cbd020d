package shikakutype

import (
	"context"

	"grille/solve"
	"grille/solve/shikaku"
	"grille/solve/shikaku/exact"
)

// stepper places the rectangles the exact method's rules settle before it
// would have to guess (a clue with one rectangle left, a cell only one
// rectangle can cover), each logged; a rectangle of the player's that
// overlaps one of them differently goes.
type stepper struct{}

// shown bounds the lines a Step logs one by one.
const shown = 60

func (stepper) Step(ctx context.Context, pos solve.Position[shikaku.Puzzle]) (solve.StepResult[shikaku.Puzzle], error) {
	bare, drawn := pos.Puzzle, pos.Play.Rects
	forced, infeasible, err := exact.Forced(ctx, bare)
	stuck := solve.StepResult[shikaku.Puzzle]{Outcome: solve.Stuck, Next: pos.Play}
	switch {
	case err != nil:
		return stuck, err
	case infeasible:
		stuck.Outcome = solve.Contradiction
		stuck.Say = solve.Say("The rules reach a contradiction: this puzzle has no solution")
		stuck.SayLines = []solve.Text{solve.Say("Step: the rules reach a contradiction, so the puzzle has no solution")}
		return stuck.English(), nil
	}
	have := map[shikaku.Rect]bool{}
	for _, r := range drawn {
		have[r] = true
	}
	var lines []solve.Text
	var kept []shikaku.Rect
	for _, r := range drawn {
		hit := -1
		for i, f := range forced {
			if f != r && shikaku.Overlap(f, r) {
				hit = i
				break
			}
		}
		if hit >= 0 {
			lines = append(lines, solve.Say("your %v goes: it overlaps %v, which the rules place", r, forced[hit]))
		} else {
			kept = append(kept, r)
		}
	}
	added := 0
	for _, f := range forced {
		if !have[f] {
			kept = append(kept, f)
			added++
			lines = append(lines, solve.Say("%v placed", f))
		}
	}
	if len(lines) == 0 {
		stuck.Say = solve.Say("The rules settle nothing more: Solve searches")
		return stuck.English(), nil
	}
	next := bare.WithRects(kept)
	if len(lines) > shown {
		lines = append(lines[:shown], solve.Say("… and %d more", len(lines)-shown))
	}
	res := solve.StepResult[shikaku.Puzzle]{Outcome: solve.Progressed, Next: next, Show: true,
		SayLines: append([]solve.Text{solve.Say("Step: the rules place %s before any guess", solve.Count{N: len(forced), Word: "rectangle"})}, lines...),
		Say:      solve.Say("Rules applied: %s placed; the rest needs a guess", solve.Count{N: added, Word: "rectangle"})}
	if shikaku.Verify(bare, next) == nil {
		res.Outcome, res.Say = solve.StepSolved, solve.Say("Solved by the rules alone")
	}
	return res.English(), nil
}
