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
func New(engine lp.Backend) solve.Method[sudoku.Grid] {
	return solve.Define(info, method{engine}.solve)
}

type method struct{ engine lp.Backend }

var info = solve.Info{
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

// solve runs the two solves described in Info.Doc on one lp_solve model:
// the cut is added to the model of the first solve, which starts again from
// its last basis. Stats.LPSolves counts the engine's solves (one or two),
// Nodes and Iterations are their branch-and-bound nodes and simplex
// iterations.
func (m method) solve(ctx context.Context, p sudoku.Grid, report solve.Reporter[sudoku.Grid]) (solve.Result[sudoku.Grid], error) {
	if m.engine == nil {
		return solve.Result[sudoku.Grid]{Status: solve.Unknown, Say: solve.Say("LP engine not built in")}, nil
	}
	r := &run{ctx: ctx, report: report, p: p, progress: solve.Throttle{Every: progressEvery}, trace: solve.NewTraceRecorder(ctx)}
	if ctx.Err() != nil {
		return r.stopped(solve.Say("stopped")), nil
	}
	N := p.Size()
	rd := Reduce(p)
	r.logf("Koch's model: %s x[rRcC=k], one per cell and digit, 1 when cell rRcC holds the digit k and 0 otherwise; "+
		"%s: each cell holds one digit, each digit is once in each row, column and box, and one for each of the %s",
		solve.Count{N: N * N * N, Word: "variable"}, solve.Count{N: 4*N*N + p.Filled(), Word: "equation"}, solve.Count{N: p.Filled(), Word: "given"})
	if rd.Contradiction != "" {
		r.logf("the model is infeasible: %s", rd.Contradiction)
		return solve.Result[sudoku.Grid]{Status: solve.Infeasible, Msg: rd.Contradiction, Say: rd.ContradictionSay, Stats: r.st}, nil
	}
	r.logf("presolve (deductions made before the solver runs): %s deduced; %s and %s left",
		solve.Count{N: rd.Presolved, Word: "cell"}, solve.Count{N: len(rd.Problem.Vars), Word: "variable"}, solve.Count{N: len(rd.Problem.Rows), Word: "independent equation"})
	if len(rd.Problem.Vars) == 0 {
		// Every value is forced: the model has exactly this solution.
		r.logf("the presolve settled every cell: one solution, no search needed")
		return solve.Result[sudoku.Grid]{Status: solve.Unique, Solution: rd.Grid(p, nil), Stats: r.st}, nil
	}
	opt := lp.Options{
		FirstFeasible: true,
		Unscaled:      true, // 0-1 rows
		OnProgress:    r.onProgress,
		Nodes:         true, // the branch and bound's samples, in Progress
	}
	prob := rd.Steer()
	if !solve.Unwatched(ctx) {
		if res, end := r.root(m.engine, rd); end {
			return res, nil
		}
	}
	model, err := lp.Open(m.engine, prob, opt)
	if err != nil {
		return solve.Result[sudoku.Grid]{Status: solve.Unknown, Msg: err.Error(), Stats: r.st}, err
	}
	defer model.Close()
	r.model = model
	r.logf("branch and bound by lp_solve: it solves the relaxation (each x anywhere from 0 to 1) and, while some x is fractional, " +
		"splits the problem in two, x = 1 and x = 0; its objective is arbitrary costs that only steer it: any solution will do")
	first := r.solve()
	switch first.Status {
	case lp.Optimal:
	case lp.Infeasible:
		r.logf("no solution: the integer program is infeasible (the LP engine searched %s)", solve.Count{N: int(r.st.Nodes), Word: "branch-and-bound node"})
		return solve.Result[sudoku.Grid]{Status: solve.Infeasible, Say: solve.Say("the integer program is infeasible"), Stats: r.st}, nil
	case lp.Stopped:
		return r.stopped(solve.Say("stopped")), nil
	default:
		return r.stopped(solve.Plain(engineMsg(first))), nil
	}
	sol := rd.Grid(p, first.Values)
	if err := sudoku.Verify(p, sol); err != nil {
		// lp_solve's answer breaks the model it was given: a bug to report,
		// not an answer to show.
		return r.stopped(solve.Say("invalid answer from lp_solve")), fmt.Errorf("ilp: lp_solve's solution is not one: %v", err)
	}
	r.st.Objective = first.Objective
	report(solve.Event[sudoku.Grid]{Kind: solve.Incumbent, Say: solve.Say("solution found"), Stats: r.st, Best: sol.Clone(), HasBest: true})
	return r.another(rd, first, sol)
}

// run is one Solve: the engine's model and what its solves counted.
type run struct {
	ctx      context.Context
	report   solve.Reporter[sudoku.Grid]
	p        sudoku.Grid
	model    lp.Model
	st       solve.Stats
	progress solve.Throttle // progressEvery
	logsLeft int
	// trace is the branch and bound's course for the window's chart (nil
	// when nobody watches).
	trace *solve.TraceRecorder
}

func (r *run) logf(format string, args ...any) {
	r.report(solve.Event[sudoku.Grid]{Kind: solve.Log, Say: solve.Say(format, args...), Stats: r.st})
}

func (r *run) stopped(msg solve.Text) solve.Result[sudoku.Grid] {
	return solve.Result[sudoku.Grid]{Status: solve.Unknown, Say: msg, Partial: true, Solution: r.p.Clone(), Stats: r.st}
}

// onProgress forwards the engine's notes: a line when it finds an integer
// solution, its first log lines, Progress at most every progressEvery.
func (r *run) onProgress(pr lp.Progress) {
	switch pr.Kind {
	case "feasible", "improved":
		r.logf("the LP engine found a solution in whole numbers")
	case "log":
		if r.logsLeft > 0 && pr.Msg != "" {
			// lp_solve's own words, in its jargon: an Engine event, which the
			// window shows only when "Engine messages" is ticked.
			r.logsLeft--
			r.report(solve.Event[sudoku.Grid]{Kind: solve.Engine, Say: solve.Say("lp_solve: %s", pr.Msg), Stats: r.st})
		}
	}
	st := r.st
	if pr.Kind == "nodes" {
		st = pr.Sampled(st, r.trace)
	}
	if r.progress.Ready(time.Now()) {
		r.report(solve.Event[sudoku.Grid]{Kind: solve.Progress, Stats: st, Detail: r.trace.Detail()})
	}
}

// solve runs the engine on the model as it stands and counts the run.
func (r *run) solve() lp.Solution {
	r.logsLeft = maxEngineLogs
	sol, _ := r.model.Solve(r.ctx) // an error is a bad model: Status Failed says it too
	sol.CountIn(&r.st, r.trace)
	if r.trace != nil { // the solve's end, on the chart at once
		r.report(solve.Event[sudoku.Grid]{Kind: solve.Progress, Stats: r.st, Detail: r.trace.Detail()})
	}
	return sol
}

// another adds the no-good cut to the model of the first solve and solves
// again, to prove sol unique or find another solution.
func (r *run) another(rd *Reduced, first lp.Solution, sol sudoku.Grid) (solve.Result[sudoku.Grid], error) {
	// The no-good cut: at most N²−1 of the solution's N² ones. The ones
	// the presolve fixed are constants, so over the variables left it
	// reads: at most (their ones) − 1.
	N := r.p.Size()
	var cut []lp.Term
	for j, x := range first.Values {
		if x > 0.5 {
			cut = append(cut, lp.Term{Var: j, Coef: 1})
		}
	}
	r.logf("solution found after %s; adding the cut \"of the %d variables at 1 in this solution, at most %d stay at 1\", "+
		"which forbids it, to look for another", solve.Count{N: int(r.st.Nodes), Word: "branch-and-bound node"}, N*N, N*N-1)
	r.report(solve.Event[sudoku.Grid]{Kind: solve.Step, Stats: r.st,
		Say:    solve.Say("cut: forbid this solution, solve again"),
		Detail: Shown{Grid: sol.Clone(), Cells: empties(r.p)}})
	if err := r.model.AddRow(lp.Row{Name: "nogood", Terms: cut, Kind: lp.LE, RHS: float64(len(cut) - 1)}); err != nil {
		return r.stopped(solve.Plain(err.Error())), err
	}
	res := solve.Result[sudoku.Grid]{Solution: sol, Stats: r.st}
	r.trace.Cut(r.st.Nodes)
	second := r.solve()
	res.Stats = r.st
	switch second.Status {
	case lp.Infeasible:
		res.Status = solve.Unique
		r.logf("with the cut the program is infeasible: the solution is unique")
	case lp.Optimal:
		other := rd.Grid(r.p, second.Values)
		if err := sudoku.Verify(r.p, other); err != nil || other.Equal(sol) {
			// Multiple would rest on a wrong answer: a bug, not a claim.
			res.Status, res.Say = solve.Solved, solve.Say("invalid second answer from lp_solve")
			return res, fmt.Errorf("ilp: lp_solve's second solution is not another one: %v", err)
		}
		res.Status = solve.Multiple
		r.report(solve.Event[sudoku.Grid]{Kind: solve.Step, Stats: r.st,
			Say:    solve.Say("with the cut lp_solve finds another solution: %s", other.Line()),
			Detail: Shown{Grid: other, Cells: differ(sol, other)}})
	case lp.Stopped:
		res.Status, res.Say = solve.Solved, solve.Say("stopped before uniqueness was proved")
	default:
		res.Status, res.Say = solve.Solved, solve.Say("uniqueness not proved: %s", engineMsg(second))
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

// Shown is the teaching payload of the cut's steps: a solution on the
// board (the one the cut forbids, or the other one found with the cut),
// with the cells that matter marked: the cells the cut is about (all but
// the givens), or where the two solutions differ. The Sudoku board draws
// it as it draws backtrack.Shown (ui/sudoku.go).
type Shown struct {
	Grid  sudoku.Grid
	Cells []int
}

func (s Shown) ShownGrid() sudoku.Grid    { return s.Grid }
func (s Shown) ShownCandidates() []uint64 { return nil }
func (s Shown) ShownCells() []int         { return s.Cells }

// empties are the cells without a given.
func empties(p sudoku.Grid) []int {
	var out []int
	for i, v := range p.Cells {
		if v == 0 {
			out = append(out, i)
		}
	}
	return out
}

// differ are the cells where a and b differ.
func differ(a, b sudoku.Grid) []int {
	var out []int
	for i := range a.Cells {
		if a.Cells[i] != b.Cells[i] {
			out = append(out, i)
		}
	}
	return out
}
