package ilp

import (
	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/lp"
)

// solvePaper is the paper's method as printed (Params.PaperObjectiveOnly):
// the model alone, solved once to optimality, no cuts, no uniqueness
// check. It is not exact: Solved when the answer happens to be connected,
// Unknown otherwise, a disconnected answer shown as such (Partial), never
// as a solution.
func (r *run) solvePaper() (solve.Result[hashi.Puzzle], error) {
	if res, done := r.noEngineOrStopped(); done {
		return res, nil
	}
	sol, err := r.solveOnce(lp.Options{OnProgress: r.onProgress, Nodes: true})
	if err != nil {
		return solve.Result[hashi.Puzzle]{Status: solve.Unknown, Say: solve.Say("internal error"), Stats: r.stats}, err
	}
	switch sol.Status {
	case lp.Optimal:
	case lp.Infeasible:
		r.logf("the integer program is infeasible")
		return solve.Result[hashi.Puzzle]{Status: solve.Unknown, Stats: r.stats,
			Say: solve.Say("gave up: the paper's model has no solution (so neither has the puzzle)")}, nil
	case lp.Stopped, lp.TimedOut:
		r.logf("stopped during solve 1")
		return r.stopped(nil), nil
	default:
		return r.engineGaveUp(sol, nil), nil
	}
	_, _, groups, answer := r.answer(sol, 1)
	if groups > 1 {
		r.logf("the answer falls apart into %d groups: not a solution", groups)
		return solve.Result[hashi.Puzzle]{Status: solve.Unknown, Stats: r.stats, Partial: true, Solution: answer,
			Say: solve.Say("the paper's model gave a disconnected answer (%d components)", groups)}, nil
	}
	r.logf("solve 1: connected, a solution")
	return solve.Result[hashi.Puzzle]{Status: solve.Solved, Solution: answer, Stats: r.stats}, nil
}
