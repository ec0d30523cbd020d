// Package ilp is the "Integer linear programming (Koch)" Sudoku method of
// seed 000 (R. Sirdey, "Sudokus et programmation linéaire", after T. Koch,
// ZIB-Report 05-51): Sudoku as a 0-1 linear program, x_rck = 1 when cell
// (r, c) holds k, with four families of "= 1" rows, handed to lp_solve's
// branch and bound; a no-good cut and a second solve prove the solution
// unique or find another.
//
// Model is the paper's model, for a teacher to read; Reduce is the
// equivalent presolved model the methods of this package and of lpfix
// solve.
package ilp

import (
	"context"
	"fmt"
	"time"

	"grille/solve"
	"grille/solve/lp"
	"grille/solve/sudoku"
)

// New returns the method, ID "ilp", solving with engine; a nil engine (a
// build without one) makes it answer Unknown, "LP engine not built in".
func New(engine lp.Backend) solve.Method[sudoku.Grid] { return method{engine} }

type method struct{ engine lp.Backend }

func (method) Info() solve.Info {
	return solve.Info{
		ID:    "ilp",
		Name:  "Integer linear programming (Koch)",
		Exact: true,
		Needs: "lp",
		Doc: "The puzzle becomes a 0-1 linear program, as in T. Koch's model that R. Sirdey " +
			"presents: one variable x_rck per cell and digit, equal to 1 when cell (r, c) holds " +
			"k. Four families of equations say everything the rules say: each cell holds exactly " +
			"one digit, and each digit appears exactly once in each row, each column and each " +
			"box; a given fixes its variable to 1. For a 9×9 grid that is 729 variables and 324 " +
			"equations (\"Show model\" prints them). Before the solver sees the model, two " +
			"deductions that hold for the equations themselves shrink it: a variable at 1 forces " +
			"the others of its equations to 0, and an equation left with one free variable " +
			"forces it to 1. The general-purpose solver lp_solve then runs branch and bound: it " +
			"solves the linear relaxation (each x anywhere between 0 and 1), and while some x is " +
			"fractional it splits the problem in two, x = 1 and x = 0, and solves each part the " +
			"same way. To prove the solution unique, a cut is added that forbids exactly that " +
			"solution (the sum of its chosen variables must be at most the number of cells minus " +
			"one) and the solver runs again: if nothing is left, the solution is unique; if it " +
			"finds another, the puzzle has several.",
	}
}

// Steering objective: lp_solve gets costs it is not asked to honour. With
// no objective at all its dual simplex stalls for ever on nearly empty
// grids (every basis is then dual feasible and the ratio test has nothing to
// go by); its presolve hides that in one-shot solves, but an incremental
// model cannot be presolved. Any feasible point will do, so branch and bound
// stops at the first integer solution (lp.Options.FirstFeasible) and the
// costs only pick which vertex the simplex walks to. They are fixed
// pseudo-random numbers 1..64 of the variable's index in Model, so a puzzle
// always gets the same run.
func steerCost(full int) float64 {
	h := uint32(full)*2654435761 + 12345
	h ^= h >> 13
	h *= 0x5bd1e995
	h ^= h >> 15
	return float64(1 + (h>>8)%64)
}

// Steer gives the variables of rd.Problem their steering costs (see
// steerCost) and returns the problem.
func (rd *Reduced) Steer() *lp.Problem {
	for j, full := range rd.Full {
		rd.Problem.Vars[j].Obj = steerCost(full)
	}
	return rd.Problem
}

// progressEvery is the least time between two Progress events, and
// maxEngineLogs bounds the engine's log lines forwarded per solve.
const (
	progressEvery = 100 * time.Millisecond
	maxEngineLogs = 20
)

// Solve runs the two solves described in Info.Doc on one lp_solve model:
// the cut is added to the model of the first solve, which starts again from
// its last basis. Stats.LPSolves counts the engine's solves (one or two),
// Nodes and Iterations are their branch-and-bound nodes and simplex
// iterations.
func (m method) Solve(ctx context.Context, p sudoku.Grid, report solve.Reporter[sudoku.Grid]) (solve.Result[sudoku.Grid], error) {
	if err := p.Validate(); err != nil {
		return solve.Result[sudoku.Grid]{Status: solve.Unknown, Msg: err.Error()}, err
	}
	if report == nil {
		report = func(solve.Event[sudoku.Grid]) {}
	}
	if m.engine == nil {
		return solve.Result[sudoku.Grid]{Status: solve.Unknown, Msg: "LP engine not built in"}, nil
	}
	var st solve.Stats
	logf := func(format string, args ...any) {
		report(solve.Event[sudoku.Grid]{Kind: solve.Log, Msg: fmt.Sprintf(format, args...), Stats: st})
	}
	stopped := func(msg string) solve.Result[sudoku.Grid] {
		return solve.Result[sudoku.Grid]{Status: solve.Unknown, Msg: msg, Partial: true, Solution: p.Clone(), Stats: st}
	}
	if ctx.Err() != nil {
		return stopped("stopped"), nil
	}
	N := p.Size()
	rd := Reduce(p)
	logf("Koch's model: %d variables, %d equations (%d givens)", N*N*N, 4*N*N+p.Filled(), p.Filled())
	if rd.Contradiction != "" {
		logf("the model is infeasible: %s", rd.Contradiction)
		return solve.Result[sudoku.Grid]{Status: solve.Infeasible, Msg: rd.Contradiction, Stats: st}, nil
	}
	logf("presolve: %d cells deduced; %d variables and %d independent equations left", rd.Presolved, len(rd.Problem.Vars), len(rd.Problem.Rows))
	if len(rd.Problem.Vars) == 0 {
		// Every value is forced: the model has exactly this solution.
		logf("the presolve settled every cell: one solution, no search needed")
		return solve.Result[sudoku.Grid]{Status: solve.Unique, Solution: rd.Grid(p, nil), Stats: st}, nil
	}

	var (
		lastProgress time.Time
		logsLeft     int
	)
	opt := lp.Options{
		FirstFeasible: true,
		Unscaled:      true, // 0-1 rows
		OnProgress: func(pr lp.Progress) {
			switch pr.Kind {
			case "feasible", "improved":
				logf("lp_solve: integer solution found")
			case "log":
				if logsLeft > 0 && pr.Msg != "" {
					logsLeft--
					logf("lp_solve: %s", pr.Msg)
				}
			}
			if now := time.Now(); now.Sub(lastProgress) >= progressEvery {
				lastProgress = now
				report(solve.Event[sudoku.Grid]{Kind: solve.Progress, Stats: st})
			}
		},
	}
	model, err := lp.Open(m.engine, rd.Steer(), opt)
	if err != nil {
		return solve.Result[sudoku.Grid]{Status: solve.Unknown, Msg: err.Error(), Stats: st}, err
	}
	defer model.Close()
	logf("branch and bound by lp_solve (its objective is arbitrary costs that only steer the simplex: any solution will do)")
	run := func() lp.Solution {
		logsLeft = maxEngineLogs
		sol, _ := model.Solve(ctx) // an error is a bad model: Status Failed says it too
		st.LPSolves++
		st.Nodes += sol.Nodes
		st.Iterations += sol.Iterations
		return sol
	}

	first := run()
	switch first.Status {
	case lp.Optimal:
	case lp.Infeasible:
		logf("lp_solve: infeasible after %d nodes: no solution", st.Nodes)
		return solve.Result[sudoku.Grid]{Status: solve.Infeasible, Msg: "the integer program is infeasible", Stats: st}, nil
	case lp.Stopped:
		return stopped("stopped"), nil
	default:
		return stopped(engineMsg(first)), nil
	}
	sol := rd.Grid(p, first.Values)
	if err := sudoku.Verify(p, sol); err != nil {
		// lp_solve's answer breaks the model it was given: a bug to report,
		// not an answer to show.
		return stopped("invalid answer from lp_solve"), fmt.Errorf("ilp: lp_solve's solution is not one: %v", err)
	}
	st.Objective = first.Objective
	report(solve.Event[sudoku.Grid]{Kind: solve.Incumbent, Msg: "solution found", Stats: st, Best: sol.Clone(), HasBest: true})

	// The no-good cut: at most N²−1 of the solution's N² ones. The ones
	// the presolve fixed are constants, so over the variables left it
	// reads: at most (their ones) − 1.
	var cut []lp.Term
	for j, x := range first.Values {
		if x > 0.5 {
			cut = append(cut, lp.Term{Var: j, Coef: 1})
		}
	}
	logf("solution found after %d nodes; adding the cut \"sum of its %d ones ≤ %d\" to look for another",
		st.Nodes, N*N, N*N-1)
	if err := model.AddRow(lp.Row{Name: "nogood", Terms: cut, Kind: lp.LE, RHS: float64(len(cut) - 1)}); err != nil {
		return stopped(err.Error()), err
	}
	res := solve.Result[sudoku.Grid]{Solution: sol, Stats: st}
	second := run()
	res.Stats = st
	switch second.Status {
	case lp.Infeasible:
		res.Status = solve.Unique
		logf("with the cut the program is infeasible: the solution is unique")
	case lp.Optimal:
		other := rd.Grid(p, second.Values)
		if err := sudoku.Verify(p, other); err != nil || other.Equal(sol) {
			// Multiple would rest on a wrong answer: a bug, not a claim.
			res.Status, res.Msg = solve.Solved, "invalid second answer from lp_solve"
			return res, fmt.Errorf("ilp: lp_solve's second solution is not another one: %v", err)
		}
		res.Status = solve.Multiple
		logf("with the cut lp_solve finds another solution: %s", other.Line())
	case lp.Stopped:
		res.Status, res.Msg = solve.Solved, "stopped before uniqueness was proved"
	default:
		res.Status, res.Msg = solve.Solved, "uniqueness not proved: "+engineMsg(second)
	}
	return res, nil
}

// engineMsg says why a solve gave no answer.
func engineMsg(s lp.Solution) string {
	if s.Msg != "" {
		return fmt.Sprintf("lp_solve %s: %s", s.Status, s.Msg)
	}
	return "lp_solve " + s.Status.String()
}
