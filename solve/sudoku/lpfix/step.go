package lpfix

import (
	"context"

	"grille/solve"
	"grille/solve/sudoku"
)

// The window's Step, while lp-fix is the chosen method, runs one round of
// the paper's loop: the first Step solves the relaxation (round 1); each
// next one probes the sorted candidates until one is fixed, and solves
// the relaxation again with it (the next round). A Step after the
// previous one's Snapshot (Position.Notes) of round k runs the loop again
// from the start up to round k+1 and shows only that round: the same
// solves on one model as a run makes, so the rounds are the run's (another
// basis could reach another vertex of the same LP), and nothing is kept
// between Steps. A round costs milliseconds at 9×9.

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
	target := 1
	if prev, ok := pos.Notes.(Snapshot); ok && prev.Order == g.Order && len(prev.Fixed) == len(g.Cells)*g.Size() && prev.Round.Round > 0 {
		target = prev.Round.Round + 1
	}
	keep := false
	r.report = func(e solve.Event[sudoku.Grid]) {
		if !keep {
			return
		}
		if e.Kind == solve.Step || e.Kind == solve.Log {
			say = append(say, e.Say)
		}
		if e.Kind == solve.Step && e.Detail != nil {
			last = e.Detail
		}
	}
	outcome, end, err := r.stepRound(target, &keep)
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

// stepRound runs the loop from the start to round target, with *keep
// set for the events of that round alone. end is the run's answer when
// the loop ends before it is solved.
func (r *runner) stepRound(target int, keep *bool) (solve.StepOutcome, *solve.Result[sudoku.Grid], error) {
	*keep = target == 1
	defer r.close()
	if end, err := r.open(func() { *keep = true }); end != nil || err != nil {
		if r.noSolution {
			return solve.Contradiction, end, err
		}
		return solve.Stuck, end, err
	}
	for r.round < target {
		if r.countFractional() == 0 { // solved before target: show the last round again
			*keep = true
			r.stepEvent("every variable is 0 or 1: solved with %s and %s",
				solve.Count{N: r.st.Fixed, Word: "fixed variable"}, solve.Count{N: r.st.LPSolves, Word: "LP solve"})
			return solve.StepSolved, nil, nil
		}
		*keep = r.round == target-1
		fixedOne, end, err := r.pass()
		switch {
		case end != nil || err != nil:
			*keep = true
			if r.noSolution {
				return solve.Contradiction, end, nil
			}
			return solve.Stuck, end, err
		case !fixedOne:
			*keep = true
			res := r.gaveUp()
			r.report(solve.Event[sudoku.Grid]{Kind: solve.Log, Say: res.Say, Stats: r.st}) // a Step's line, a run's answer
			return solve.Stuck, &res, nil
		}
	}
	if r.countFractional() == 0 {
		r.solved()
		return solve.StepSolved, nil, nil
	}
	return solve.Progressed, nil, nil
}
