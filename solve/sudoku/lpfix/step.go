package lpfix

import (
	"context"
	"slices"

	"grille/solve"
	"grille/solve/lp"
	"grille/solve/sudoku"
	"grille/solve/sudoku/ilp"
)

// The window's Step, while lp-fix is the chosen method, runs one round of
// the paper's loop: the first Step solves the relaxation (round 1); each
// next one probes the sorted candidates until one is fixed, and solves
// the relaxation again with it (the next round). A Step starts from the
// previous one's Snapshot (Position.Notes): its fixes are set again on a
// fresh model, so a Step needs nothing kept between them.

// withStep is the method with its Step.
type withStep struct {
	solve.Method[sudoku.Grid]
	m method
}

var _ solve.Stepper[sudoku.Grid] = withStep{}

// Step runs one round on pos.Puzzle (the givens; the player's entries are
// not the LP's). Its Detail is the round's Snapshot, its Notes the same
// for the next Step; Lines are the round's probes and fix as the log of a
// run says them.
func (w withStep) Step(ctx context.Context, pos solve.Position[sudoku.Grid]) (solve.StepResult[sudoku.Grid], error) {
	m, g := w.m, pos.Puzzle
	out := solve.StepResult[sudoku.Grid]{Next: pos.Play}
	if m.engine == nil {
		out.Outcome, out.Say = solve.Stuck, solve.Say("LP engine not built in")
		return out.English(), nil
	}
	var say []solve.Text
	var last any
	r := &runner{ctx: ctx, engine: m.engine, params: m.p, g: g, n: g.Order, N: g.Size(),
		snap: solve.Throttle{Every: snapshotEvery}}
	r.report = func(e solve.Event[sudoku.Grid]) {
		if e.Kind == solve.Step || e.Kind == solve.Log {
			say = append(say, e.Say)
		}
		if e.Kind == solve.Step && e.Detail != nil {
			last = e.Detail
		}
	}
	prev, again := pos.Notes.(Snapshot)
	again = again && prev.Order == g.Order && len(prev.Fixed) == len(g.Cells)*g.Size() && prev.Round.Round > 0
	outcome, end, err := r.stepRound(prev, again)
	if err != nil {
		return out, err
	}
	out.Outcome, out.SayLines = outcome, say
	if snap, ok := last.(Snapshot); ok {
		out.Detail, out.Notes, out.Show = snap, snap, true
		if outcome == solve.StepSolved {
			out.Next = r.rd.Grid(r.g, r.x)
		}
	}
	switch {
	case end != nil:
		out.Say = end.Say
	case len(say) > 0:
		out.Say = say[len(say)-1]
	}
	return out.English(), nil
}

// stepRound sets up the model with prev's fixes (when again) and runs one
// round: the first relaxation, or one pass that fixes a variable. end is
// the run's answer when the round ends the loop without solving it.
func (r *runner) stepRound(prev Snapshot, again bool) (solve.StepOutcome, *solve.Result[sudoku.Grid], error) {
	r.rd = ilp.Reduce(r.g)
	rd := r.rd
	if rd.Contradiction != "" {
		r.logf(solve.Log, "presolve: %s", rd.Contradiction)
		res := r.unknown(infeasibleMsg, false)
		return solve.Contradiction, &res, nil
	}
	m, err := lp.Open(r.engine, rd.Steer(), lp.Options{Relax: true, Unscaled: true})
	if err != nil {
		return solve.Stuck, nil, err
	}
	defer m.Close()
	r.m = m
	r.fixed = make([]int8, len(rd.Problem.Vars))
	if again {
		for j, full := range rd.Full {
			if f := prev.Fixed[full]; f != 0 {
				v := float64(f+1) / 2
				if err := m.SetBounds(j, v, v); err != nil {
					return solve.Stuck, nil, err
				}
				r.fixed[j] = f
				r.st.Fixed++
			}
		}
	} else {
		r.logf(solve.Log, "presolve: %d cells deduced; %d variables and %d equations left", rd.Presolved, len(rd.Problem.Vars), len(rd.Problem.Rows))
	}
	sol, ok := r.solve(-1)
	if !ok {
		res, err := r.stopOrFail(sol)
		return solve.Stuck, &res, err
	}
	if sol.Status == lp.Infeasible {
		res := r.unknown(infeasibleMsg, false)
		return solve.Contradiction, &res, nil
	}
	r.x = sol.Values
	if !again {
		r.stepEvent("LP relaxation solved: %d of %d variables fractional", r.countFractional(), len(r.x))
		return r.outcome(), nil, nil
	}
	// The same LP as the previous Step's: its round, its history.
	r.round, r.history = prev.Round.Round, slices.Clone(prev.Round.History)
	if r.countFractional() == 0 {
		r.stepEvent("the solution is integral: solved with %d fixes and %d LP solves", r.st.Fixed, r.st.LPSolves)
		return solve.StepSolved, nil, nil
	}
	fixedOne, end, err := r.pass()
	switch {
	case end != nil || err != nil:
		if r.noSolution {
			return solve.Contradiction, end, nil
		}
		return solve.Stuck, end, err
	case !fixedOne:
		res := r.gaveUp()
		r.logf(solve.Log, "the heuristic gave up after %d fixes and %d LP solves", r.st.Fixed, r.st.LPSolves)
		return solve.Stuck, &res, nil
	}
	return r.outcome(), nil, nil
}

// outcome is where the LP solution leaves the grid after a round.
func (r *runner) outcome() solve.StepOutcome {
	if r.countFractional() == 0 {
		return solve.StepSolved
	}
	return solve.Progressed
}
