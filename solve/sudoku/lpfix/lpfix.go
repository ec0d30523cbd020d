// Package lpfix is the "LP relaxation with fixing (Sirdey)" Sudoku method of
// seed 000 (R. Sirdey, "Sudokus et programmation linéaire", section III): a
// polynomial heuristic that solves a sequence of linear programs, the
// relaxation of Koch's model (0 ≤ x ≤ 1), fixing one variable at a time
// where a probe shows that the other value is impossible.
//
// The paper's loop: solve the relaxation; if the solution is integral, the
// grid is solved. Otherwise sort the variables by decreasing |x − 0.5| and
// take them in turn: if fixing x to 1 makes the LP infeasible, fix it to 0,
// solve again and start over with the new order; else if fixing it to 0
// makes the LP infeasible, fix it to 1, solve again and start over; else go
// on to the next variable. Stop at an integral solution, or when no
// variable could be fixed: the heuristic gives up.
//
// Which variables the sort takes is left open by the text. Read literally,
// every variable is a candidate, and the integral ones (|x − 0.5| = 0.5)
// come first: probing them one by one would cost hundreds of LP solves on
// any hard grid, yet the paper reports 2, 3, 3 and 1 fixes for 21, 7, 7 and
// 3 simplex runs on its four diabolical grids (7 = 1 + 3 × 2: each fix found
// at the first probe of its pass). So the candidates here are the fractional
// variables only (0 < x < 1), the most nearly integral first; Params.Literal
// restores the literal reading for teaching.
//
// All LP solves run on one model of the engine (lp.Open): a probe changes
// one bound and solves again from the last basis.
package lpfix

import (
	"context"
	"fmt"
	"math"
	"slices"
	"sort"
	"time"

	"grille/solve"
	"grille/solve/lp"
	"grille/solve/sudoku"
	"grille/solve/sudoku/ilp"
)

// Snapshot is the method's teaching payload (solve.Event.Detail): the LP
// solution just computed over the whole of Koch's model, one value per
// variable x_rck at index cell*N + (k−1). Values fixed by the givens and
// the presolve (see ilp.Reduce) are their 0 or 1; Fixed marks only the
// heuristic's own fixes. During a probe, Probe is the index tried and
// Values the probe's solution when it was feasible (the current solution
// otherwise). Each event carries a fresh copy the receiver may keep.
type Snapshot struct {
	Order  int
	Values []float64 // index cell*N + (k−1)
	Fixed  []int8    // same index: 0 free, +1 fixed to 1, −1 fixed to 0
	Probe  int       // index being probed, −1 none
	// Round is where the loop stands (its Probe is Probe above): a round
	// is one fix and the relaxation solved after it, round 1 the first
	// relaxation.
	Round sudoku.LPRound
}

// Params tune the heuristic.
type Params struct {
	// Literal makes every variable not yet fixed a candidate, integral ones
	// first, as the text reads word for word; the default takes only the
	// fractional ones (see the package comment).
	Literal bool
	// MaxLPSolves, when positive, makes the heuristic give up after that
	// many LP solves; 0 leaves it to the paper's stopping rule (at most
	// about 2·V² solves for V variables, polynomial as the paper says).
	MaxLPSolves int
}

// New returns the method, ID "lp-fix", with the default Params, solving
// its linear programs with engine; a nil engine (a build without one)
// makes it answer Unknown, "LP engine not built in".
func New(engine lp.Backend) solve.Method[sudoku.Grid] { return NewWith(engine, Params{}) }

// NewWith returns the method with other Params (same ID).
// The method is also a solve.Stepper: one round of the loop (step.go).
func NewWith(engine lp.Backend, p Params) solve.Method[sudoku.Grid] {
	m := method{engine, p}
	return withStep{solve.Define(info, m.solve), m}
}

type method struct {
	engine lp.Backend
	p      Params
}

var info = solve.Info{
	ID:    "lp-fix",
	Name:  "LP relaxation with fixing (Sirdey)",
	Exact: false,
	Needs: "lp",
	Doc: "R. Sirdey's heuristic works on the linear relaxation of Koch's model: the same " +
		"variables x_rck (cell r, c holds k) and equations, but each x may take any value " +
		"between 0 and 1. Such a linear program is solved in polynomial time. If its " +
		"solution is all 0s and 1s, it is the grid's solution. Otherwise the fractional " +
		"variables are sorted, the nearest to 0 or 1 first, and probed in turn: if forcing " +
		"x to 1 leaves the linear program without a solution, x must be 0, so it is fixed " +
		"to 0 and the relaxation solved again; else if forcing x to 0 leaves none, it is " +
		"fixed to 1; else the next variable is tried. After each fix the sort starts over " +
		"with the new solution. The method stops when the solution is integral, or gives " +
		"up when a whole pass fixes nothing: it is fast, but not exact, and may fail. " +
		"(The paper's \"sort the variables by |x − 0.5|\" is read as \"the fractional " +
		"ones\": its counts of fixes and simplex runs fit only that reading.) The log " +
		"shows every probe and fix; the counters are the paper's: variables fixed and " +
		"linear programs solved.",
}

// Integrality tolerance: lp_solve's own is 1e-7 on its scaled model.
const tol = 1e-6

func isFractional(x float64) bool { return x > tol && x < 1-tol }

// snapshotEvery is the least time between two snapshot Progress events
// (the last one is always sent).
const snapshotEvery = 50 * time.Millisecond

type runner struct {
	ctx    context.Context
	report solve.Reporter[sudoku.Grid]
	engine lp.Backend
	params Params
	g      sudoku.Grid
	rd     *ilp.Reduced
	m      lp.Model
	n, N   int

	x       []float64 // current LP solution (reduced indices)
	fixed   []int8    // reduced indices: 0 free, +1, −1
	st      solve.Stats
	snap    solve.Throttle // snapshotEvery
	pending *Snapshot      // the last snapshot, when it was not sent
	quiet   bool           // nobody watches (solve.Unwatched): no probe events
	limited bool           // Params.MaxLPSolves reached

	round     int    // rounds so far: relaxations solved outside probes
	history   []int  // fractional variables after each round's relaxation
	fresh     []int  // full indices fixed this round
	presolved []bool // per cell: the presolve decided it (givens excluded)
	inLP      []bool // per variable of Koch's model: left by the presolve

	noSolution bool // a variable can be neither 0 nor 1
}

// solve runs the heuristic; see the package comment.
func (m method) solve(ctx context.Context, p sudoku.Grid, report solve.Reporter[sudoku.Grid]) (solve.Result[sudoku.Grid], error) {
	if m.engine == nil {
		return solve.Result[sudoku.Grid]{Status: solve.Unknown, Say: solve.Say("LP engine not built in")}, nil
	}
	if ctx.Err() != nil {
		return solve.Result[sudoku.Grid]{Status: solve.Unknown, Say: solve.Say("stopped"), Partial: true, Solution: p.Clone()}, nil
	}
	r := &runner{ctx: ctx, report: report, engine: m.engine, params: m.p, g: p, n: p.Order, N: p.Size(),
		snap: solve.Throttle{Every: snapshotEvery}, quiet: solve.Unwatched(ctx)}
	res, err := r.run()
	r.flush()
	res.Stats = r.st
	return res, err
}

func (r *runner) logf(kind solve.EventKind, format string, args ...any) {
	r.report(solve.Event[sudoku.Grid]{Kind: kind, Say: solve.Say(format, args...), Stats: r.st})
}

// infeasibleMsg is the answer when the first relaxation has no solution:
// that LP proves the grid has none, but the method is not exact, so the
// status stays Unknown and the message says it.
var infeasibleMsg = solve.Say("the LP relaxation is infeasible: no solution")

func (r *runner) run() (solve.Result[sudoku.Grid], error) {
	N := r.N
	r.logf(solve.Log, "Koch's model: %s x[rRcC=k], one per cell and digit, 1 when cell rRcC holds the digit k and 0 otherwise; "+
		"%s; the relaxation lets each x take any value from 0 to 1",
		solve.Count{N: N * N * N, Word: "variable"}, solve.Count{N: 4*N*N + r.g.Filled(), Word: "equation"})
	defer r.close()
	if end, err := r.open(func() {}); end != nil || err != nil {
		return *end, err
	}
	for {
		if r.countFractional() == 0 {
			return r.solved(), nil
		}
		fixedOne, end, err := r.pass()
		if end != nil || err != nil {
			return *end, err
		}
		if !fixedOne {
			return r.gaveUp(), nil
		}
	}
}

// open is how a run and a Step begin: the presolve, the relaxation opened
// (close closes it) and solved once, and said. end is the answer when it
// ends there: no solution (noSolution set), stopped, or the engine
// failed; ending is called first, before what is said of that end.
func (r *runner) open(ending func()) (end *solve.Result[sudoku.Grid], err error) {
	r.rd = ilp.Reduce(r.g)
	rd := r.rd
	if rd.Contradiction != "" {
		ending()
		r.logf(solve.Log, "presolve (deductions made before the LP): %s", rd.Contradiction)
		r.noSolution = true
		res := r.unknown(infeasibleMsg, false)
		return &res, nil
	}
	r.logf(solve.Log, "presolve (deductions made before the LP): %s deduced; %s and %s left",
		solve.Count{N: rd.Presolved, Word: "cell"}, solve.Count{N: len(rd.Problem.Vars), Word: "variable"}, solve.Count{N: len(rd.Problem.Rows), Word: "equation"})
	// The same steering costs as the ilp method (see ilp.Reduced.Steer):
	// without an objective lp_solve's dual simplex stalls for ever on the
	// relaxation of a nearly empty grid. Any vertex of the relaxation is
	// "a solution" in the paper's sense; the costs only choose which.
	m, err := lp.Open(r.engine, rd.Steer(), lp.Options{Relax: true, Unscaled: true})
	if err != nil {
		ending()
		res := r.unknown(solve.Plain(err.Error()), false)
		return &res, err
	}
	r.m = m
	r.fixed = make([]int8, len(rd.Problem.Vars))
	sol, ok := r.solve(-1)
	if !ok {
		ending()
		res, err := r.stopOrFail(sol)
		return &res, err
	}
	if sol.Status == lp.Infeasible {
		ending()
		r.noSolution = true
		res := r.unknown(infeasibleMsg, false)
		return &res, nil
	}
	r.x = sol.Values
	r.stepEvent("LP relaxation solved: %d of the %d variables are fractional (strictly between 0 and 1)", r.countFractional(), len(r.x))
	return nil, nil
}

// close closes the relaxation open opened, if it did.
func (r *runner) close() {
	if r.m != nil {
		r.m.Close()
	}
}

// solved is the result once the LP solution is integral.
func (r *runner) solved() solve.Result[sudoku.Grid] {
	grid := r.rd.Grid(r.g, r.x)
	r.logf(solve.Log, "every variable is 0 or 1: solved with %s and %s",
		solve.Count{N: r.st.Fixed, Word: "fixed variable"}, solve.Count{N: r.st.LPSolves, Word: "LP solve"})
	return solve.Result[sudoku.Grid]{Status: solve.Solved, Solution: grid}
}

func (r *runner) gaveUp() solve.Result[sudoku.Grid] {
	return r.unknown(solve.Say("the heuristic gave up after %s and %s", fixes(r.st.Fixed), solve.Count{N: r.st.LPSolves, Word: "LP solve"}), true)
}

// pass is one pass of the paper's loop over the sorted candidates: probe
// each until one is fixed and the LP solved again (fixedOne), or none is.
// end is set when the run must end there (stopped, engine failure, no
// solution).
func (r *runner) pass() (fixedOne bool, end *solve.Result[sudoku.Grid], err error) {
	stop := func(res solve.Result[sudoku.Grid], err error) (bool, *solve.Result[sudoku.Grid], error) {
		return false, &res, err
	}
	m := r.m
	for _, j := range r.candidates() {
		xj := r.x[j]
		name := r.name(j)
		// Probe x_j = 1, then x_j = 0; a probe that proves the other
		// value becomes a fix, and the pass starts over.
		for _, try := range [2]float64{1, 0} {
			probe, ok := r.probe(j, try)
			if !ok {
				return stop(r.stopOrFail(probe))
			}
			if probe.Status != lp.Infeasible {
				continue
			}
			keep := 1 - try
			if err := m.SetBounds(j, keep, keep); err != nil {
				return stop(r.unknown(solve.Plain(err.Error()), true), err)
			}
			r.fixed[j] = int8(2*keep - 1)
			r.fresh = []int{r.rd.Full[j]}
			r.st.Fixed++
			sol, ok := r.solve(-1)
			if !ok {
				return stop(r.stopOrFail(sol))
			}
			if sol.Status == lp.Infeasible {
				r.logf(solve.Step, "try %s = %g: the LP has no solution → fix %s = %g: no solution either, so the grid has none", name, try, name, keep)
				r.noSolution = true
				return stop(r.unknown(solve.Say("%s can be neither 0 nor 1: no solution", name), true), nil)
			}
			r.x = sol.Values
			r.stepEvent("try %s = %g: the LP has no solution → fix %s = %g (%s left)", name, try, name, keep,
				solve.Count{N: r.countFractional(), Word: "fractional variable"})
			return true, nil, nil
		}
		r.logf(solve.Log, "try %s (now %.3g): the LP has a solution at 1 and at 0, nothing to fix; next variable", name, xj)
	}
	return false, nil, nil
}

// solve solves the LP as it stands and counts it; probe is the reduced
// index being probed or −1. ok is false when the solve did not settle
// feasibility (stopped, engine failure).
func (r *runner) solve(probe int) (lp.Solution, bool) {
	if r.ctx.Err() != nil {
		return lp.Solution{Status: lp.Stopped}, false
	}
	if max := r.params.MaxLPSolves; max > 0 && r.st.LPSolves >= max {
		r.limited = true
		return lp.Solution{Status: lp.Unknown}, false
	}
	sol, _ := r.m.Solve(r.ctx) // an error is a bad model: Status Failed says it too
	r.st.LPSolves++
	r.st.Iterations += sol.Iterations
	switch sol.Status {
	case lp.Optimal:
		if probe < 0 {
			r.st.Objective = sol.Objective
			r.round++
			r.history = append(r.history, countFractional(sol.Values))
			r.snapshotEvent(sol.Values, probe)
		}
		return sol, true
	case lp.Infeasible:
		if probe < 0 {
			r.snapshotEvent(r.x, probe)
		}
		return sol, true
	}
	return sol, false
}

// probe solves with x_j fixed to v, then frees x_j again.
func (r *runner) probe(j int, v float64) (lp.Solution, bool) {
	if err := r.m.SetBounds(j, v, v); err != nil {
		return lp.Solution{Status: lp.Failed, Msg: err.Error()}, false
	}
	sol, ok := r.solve(j)
	if err := r.m.SetBounds(j, 0, 1); err != nil {
		return lp.Solution{Status: lp.Failed, Msg: err.Error()}, false
	}
	if ok {
		r.probeEvent(j, v, sol)
	}
	return sol, ok
}

// probeEvent shows one probe by itself, so that a slowed run shows every
// LP the heuristic solves: the probe's LP (or, when infeasible, the
// current one) with the probed variable marked. The Step replaces any
// snapshot held back; nobody watching, nothing is built.
func (r *runner) probeEvent(j int, v float64, sol lp.Solution) {
	if r.quiet {
		return
	}
	values, verdict := sol.Values, solve.Say("the LP has a solution")
	if sol.Status == lp.Infeasible {
		values, verdict = r.x, solve.Say("the LP has no solution")
	}
	r.pending = nil
	r.report(solve.Event[sudoku.Grid]{Kind: solve.Step, Stats: r.st, Detail: r.snapshotOf(values, j),
		Say: solve.Say("try %s = %g: %s", r.name(j), v, verdict)})
}

// candidates lists the free variables to probe in the paper's order:
// decreasing |x − 0.5|, ties by index.
func (r *runner) candidates() []int {
	var c []int
	for j, x := range r.x {
		if r.fixed[j] == 0 && (r.params.Literal || isFractional(x)) {
			c = append(c, j)
		}
	}
	sort.SliceStable(c, func(a, b int) bool {
		return math.Abs(r.x[c[a]]-0.5) > math.Abs(r.x[c[b]]-0.5)
	})
	return c
}

func (r *runner) countFractional() int { return countFractional(r.x) }

func countFractional(xs []float64) int {
	k := 0
	for _, x := range xs {
		if isFractional(x) {
			k++
		}
	}
	return k
}

// name is variable j as the log writes it, x[r1c2=4]: "cell r1c2 holds
// 4" (the model's own name, ilp.VarName, is x_r1c2_4).
func (r *runner) name(j int) string {
	full := r.rd.Full[j]
	return fmt.Sprintf("x[%s=%d]", sudoku.CellName(r.n, full/r.N), full%r.N+1)
}

// snapshotOf builds a fresh Snapshot of values (reduced indices; nil: only
// what the presolve fixed) with reduced index probe (−1 none).
func (r *runner) snapshotOf(values []float64, probe int) Snapshot {
	s := Snapshot{Order: r.n, Values: make([]float64, len(r.rd.Value)), Fixed: make([]int8, len(r.rd.Value)), Probe: -1}
	for i, v := range r.rd.Value {
		if v >= 0 {
			s.Values[i] = float64(v)
		}
	}
	for j, full := range r.rd.Full {
		if values != nil {
			s.Values[full] = values[j]
		}
		s.Fixed[full] = r.fixed[j]
	}
	if probe >= 0 {
		s.Probe = r.rd.Full[probe]
	}
	if r.presolved == nil {
		r.presolved = make([]bool, r.N*r.N)
		for i, v := range r.rd.Value {
			if v == 1 && r.g.Cells[i/r.N] == 0 {
				r.presolved[i/r.N] = true
			}
		}
		r.inLP = make([]bool, len(r.rd.Value))
		for _, full := range r.rd.Full {
			r.inLP[full] = true
		}
	}
	s.Round = sudoku.LPRound{Round: r.round, Objective: r.st.Objective, Fractional: countFractional(values),
		Vars: len(r.rd.Full), InLP: r.inLP, Fresh: slices.Clone(r.fresh), Probe: s.Probe, Presolved: r.presolved,
		History: slices.Clone(r.history)}
	return s
}

// snapshotEvent sends the snapshot after an LP solve, at most every
// snapshotEvery; the one held back is sent by flush.
func (r *runner) snapshotEvent(values []float64, probe int) {
	s := r.snapshotOf(values, probe)
	if r.snap.Ready(time.Now()) {
		r.pending = nil
		r.report(solve.Event[sudoku.Grid]{Kind: solve.Progress, Stats: r.st, Detail: s})
		return
	}
	r.pending = &s
}

// stepEvent reports a Step with the picture of the LP as it stands (the
// log can show it again later); it replaces the snapshot of the same LP
// that solve may have held back.
func (r *runner) stepEvent(format string, args ...any) {
	r.report(solve.Event[sudoku.Grid]{Kind: solve.Step, Stats: r.st, Detail: r.snapshotOf(r.x, -1), Say: solve.Say(format, args...)})
	r.pending = nil
}

// flush sends the last snapshot if it was held back.
func (r *runner) flush() {
	if r.pending != nil {
		r.report(solve.Event[sudoku.Grid]{Kind: solve.Progress, Stats: r.st, Detail: *r.pending})
		r.pending = nil
	}
}

// unknown is the result of a run that proves nothing: with partial, the
// cells whose x is integral 1 (givens and presolve included) are filled.
func (r *runner) unknown(msg solve.Text, partial bool) solve.Result[sudoku.Grid] {
	res := solve.Result[sudoku.Grid]{Status: solve.Unknown, Say: msg}
	if partial {
		res.Partial = true
		res.Solution = r.integralCells()
	}
	return res
}

func (r *runner) integralCells() sudoku.Grid {
	out := sudoku.New(r.n)
	for i, v := range r.rd.Value {
		if v == 1 {
			out.Cells[i/r.N] = uint8(i%r.N + 1)
		}
	}
	for j, full := range r.rd.Full {
		if r.x != nil && r.x[j] >= 1-tol {
			out.Cells[full/r.N] = uint8(full%r.N + 1)
		}
	}
	return out
}

// stopOrFail ends a run whose last solve did not settle feasibility.
func (r *runner) stopOrFail(sol lp.Solution) (solve.Result[sudoku.Grid], error) {
	if sol.Status == lp.Stopped || r.ctx.Err() != nil {
		return r.unknown(solve.Say("stopped"), true), nil
	}
	if r.limited {
		return r.unknown(solve.Say("the heuristic gave up after %s and %s (the limit)", fixes(r.st.Fixed), solve.Count{N: r.st.LPSolves, Word: "LP solve"}), true), nil
	}
	msg := "lp_solve " + sol.Status.String()
	if sol.Msg != "" {
		msg += ": " + sol.Msg
	}
	return r.unknown(solve.Plain(msg), true), nil
}

// fixes is n fixes, a counted noun ("1 fix", "2 fixes"; in French
// "1 fixation", "2 fixations").
func fixes(n int) solve.Count { return solve.Count{N: n, Word: "fix", Words: "fixes"} }
