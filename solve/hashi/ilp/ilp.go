// Package ilp is seed 004's integer program for Hashi (see Model), solved
// through the engine-neutral grille/solve/lp, with what the paper leaves
// out: connectivity. The paper maximises the number of bridged pairs Σ x
// and observes that the answers come out connected; that is a tendency,
// not a rule. Here, when the engine's answer is disconnected, each of its
// groups S of islands gets a cut "at least one bridge leaves S" (valid for
// every solution) and the program is solved again, until the answer is
// connected. Uniqueness is then settled by a "not this solution" row (see
// noGoodRow) and more rounds: another connected answer means Multiple, an
// infeasible program Unique.
//
// Params{PaperObjectiveOnly: true} is the paper's method as printed, for
// teaching (the paper's Figure 10): one solve, no cuts; a disconnected
// answer is reported as such, never as a solution.
package ilp

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"strconv"
	"time"

	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/hashi/internal/graph"
	"grille/solve/lp"
)

// Params select the variant.
type Params struct {
	// PaperObjectiveOnly: the paper's model and objective, solved once, no
	// connectivity cuts, no uniqueness check. Not exact: Solved or Unknown.
	PaperObjectiveOnly bool
	// NoObjective drops the objective max Σ x (the paper's (9)): with
	// PaperObjectiveOnly it is the paper's "without the criterion" curve of
	// Figure 10; with cuts, a pure feasibility program.
	NoObjective bool
	// Tuning turns off, one by one, what the method adds to the paper's
	// model (tuning_test.go measures them); the zero value is the method.
	Tuning Tuning
}

// Tuning are the switches the method's additions were chosen with.
type Tuning struct {
	NoSmallCuts     bool          // no connectivity cuts of single islands and pairs before the first solve (see smallCuts)
	NoStrengthening bool          // no tightened bounds and spread rows (see strengthen)
	ProveOptimal    bool          // each solve proves optimality instead of stopping at the first integer solution
	DropObjective   bool          // the objective goes once a first connected solution is found
	NoGoodWeight    float64       // if positive, the no-good row's terms, so weighted, join the objective
	RestartBase     time.Duration // the first attempt's time limit (see solveRestarts); 0: defaultRestartBase
}

// New returns the registered method, ID "ilp": the paper's model with its
// objective, plus connectivity cuts and the uniqueness check, solved with
// engine; a nil engine (a build without one) makes it answer Unknown, "LP
// engine not built in".
func New(engine lp.Backend) solve.Method[hashi.Puzzle] { return NewWith(engine, Params{}) }

// NewWith returns the method with the given variant, for experiments.
func NewWith(engine lp.Backend, par Params) solve.Method[hashi.Puzzle] {
	return solve.Define(infoOf(par), method{engine, par}.solve)
}

type method struct {
	engine lp.Backend
	par    Params
}

// infoOf describes the variant par selects.
func infoOf(par Params) solve.Info {
	if par.PaperObjectiveOnly {
		id, obj := "ilp-paper", "maximises the number of bridged pairs, as the paper does to favour connected answers"
		if par.NoObjective {
			id, obj = "ilp-paper-noobj", "has no objective (the paper's comparison)"
		}
		return solve.Info{
			ID: id, Name: "Integer program, paper's model only", Needs: "lp",
			Doc: "A. Rafaralahy's integer program exactly as printed: x (a bridge joins two islands) and y " +
				"(how many, 0 to 2) for every pair in line, x ≤ y ≤ 2x, no two crossing bridges, each " +
				"island's bridges adding up to its value; it " + obj + ". Connectivity is not part of " +
				"the model, so the answer may fall apart into separate groups: it is then shown as " +
				"what it is, not as a solution.",
		}
	}
	return solve.Info{
		ID: "ilp", Name: "Integer program + connectivity cuts", Exact: true, Needs: "lp",
		Doc: "A. Rafaralahy's integer program: for every pair of islands in line with nothing between, " +
			"x (a bridge joins them) and y (how many, 0 to 2), with x ≤ y ≤ 2x, no two crossing " +
			"bridges (x + x' ≤ 1), and each island's y adding up to its value; the objective, " +
			"maximise Σ x, favours answers that spread out and so hang together. Connectivity is " +
			"not a linear rule, so it is added on demand: when the engine's answer falls apart " +
			"into groups, every group gets the row \"at least one bridge leaves this group\" and " +
			"the program is solved again, until the answer is connected. Then one more row " +
			"forbids exactly that answer: if the program still has a connected solution, the " +
			"puzzle has several; if it becomes infeasible, the solution is unique.",
	}
}

// MaxEdges is the most candidate bridges the method takes. lp_solve's
// memory grows with the program and with the simplex iterations: on boards
// of 2s on every cell, with the time limits of the attempts (see
// solveRestarts), peak memory was 175–220 MB at 100×100 (19,800 candidates,
// 39,600 variables, 79,400 rows; 3 to 60 s), 260–345 MB at 120×120, up to
// 500 MB at 140×140, and 0.4–0.75 GB at 200×200 (79,600 candidates), where
// after 60 s the root relaxation was not yet solved. Beyond this the
// method answers Unknown at once and says why.
const MaxEdges = 20000

// defaultRestartBase is the time limit of the engine's first attempt at a
// solve; each further attempt doubles it.
const defaultRestartBase = 500 * time.Millisecond

func (t Tuning) restartBase() time.Duration {
	if t.RestartBase > 0 {
		return t.RestartBase
	}
	return defaultRestartBase
}

// solveRestarts solves r.prob with the engine in attempts of growing time
// limits (1 s, 2 s, 4 s...). lp_solve's branch and bound sometimes dives
// into a barren part of the tree and stays there for minutes on a puzzle
// whose neighbours take milliseconds; a different objective sends it
// elsewhere. So an attempt that runs out of time is retried with the
// objective's coefficients perturbed at random (seeded: runs repeat),
// by at most 10 %, which keeps the paper's intent (many bridged pairs)
// while breaking its ties differently. The perturbed weights stay for the
// rounds that follow. Without objective (NoObjective) the perturbation
// gives it one, as a guide.
func (r *run) solveRestarts(opt lp.Options) (lp.Solution, error) {
	for ; ; r.attempts++ {
		attempt := r.attempts
		o := opt
		o.Timeout = r.m.par.Tuning.restartBase() << min(attempt, 12)
		sol, err := r.solveOnce(o)
		if err != nil || sol.Status != lp.TimedOut || r.ctx.Err() != nil {
			return sol, err
		}
		rng := rand.New(rand.NewPCG(uint64(attempt)+1, 0x696c70)) // "ilp"
		for j := range r.prob.Vars {
			if j%2 == 0 { // the x variables
				r.prob.Vars[j].Obj = 1 + 0.1*rng.Float64()
			}
		}
		r.logf("no answer within %v: trying again with the objective perturbed", o.Timeout)
	}
}

// solveOnce is one engine solve of r.prob, counted in r.stats.
func (r *run) solveOnce(opt lp.Options) (lp.Solution, error) {
	r.engineLeft = 0
	if !solve.Unwatched(r.ctx) {
		r.engineLeft = maxEngineLogs
	}
	sol, err := r.m.engine.Solve(r.ctx, r.prob, opt)
	sol.CountIn(&r.stats, r.trace)
	if r.trace != nil { // the solve's end, on the chart at once
		r.report(solve.Event[hashi.Puzzle]{Kind: solve.Progress, Stats: r.stats, Detail: r.trace.Detail()})
	}
	return sol, err
}

// maxRounds bounds the solve-cut rounds; each adds at least one cut that
// the last answer violates, so the loop ends anyway, but a bound turns a
// pathological case into Unknown rather than an hour.
const maxRounds = 500

// run is one Solve: the puzzle, its program, and what the solves counted.
type run struct {
	m        method
	ctx      context.Context
	report   solve.Reporter[hashi.Puzzle]
	p        hashi.Puzzle
	g        *graph.Graph
	prob     *lp.Problem
	stats    solve.Stats
	attempts int            // engine attempts that ran out of time, over all rounds
	notes    solve.Throttle // the engine's notes, as Progress
	// engineLeft is how many more of the engine's own log lines this
	// solve forwards (as Engine events, which the window shows on request).
	engineLeft int
	// trace is the branch and bound's course for the window's chart (nil
	// when nobody watches); cutSteps counts the cuts shown as Steps.
	trace    *solve.TraceRecorder
	cutSteps int
}

// maxEngineLogs bounds the engine's log lines forwarded per solve.
const maxEngineLogs = 20

func (r *run) logf(format string, args ...any) {
	r.report(solve.Event[hashi.Puzzle]{Kind: solve.Log, Say: solve.Say(format, args...)})
}

// onProgress forwards the engine's notes: its first log lines of each
// solve as Engine events, the others as Progress, throttled: they arrive
// from inside its branch and bound.
func (r *run) onProgress(pr lp.Progress) {
	if pr.Kind == "log" {
		if r.engineLeft > 0 && pr.Msg != "" {
			r.engineLeft--
			r.report(solve.Event[hashi.Puzzle]{Kind: solve.Engine, Say: solve.Say("lp_solve: %s", pr.Msg)})
		}
		return
	}
	st := r.stats
	if pr.Kind == "nodes" {
		st = pr.Sampled(st, r.trace)
	} else {
		st.Objective = pr.Objective
	}
	if !r.notes.Ready(time.Now()) {
		return
	}
	r.report(solve.Event[hashi.Puzzle]{Kind: solve.Progress, Stats: st, Detail: r.trace.Detail()})
}

// stopped is the result of a stop: Solved when a first connected solution
// is known, else Unknown with the bare puzzle.
func (r *run) stopped(first []int8) solve.Result[hashi.Puzzle] {
	if first != nil {
		return solve.Result[hashi.Puzzle]{Status: solve.Solved, Solution: r.g.Puzzle(r.p, first), Stats: r.stats,
			Say: solve.Say("stopped before uniqueness was proved")}
	}
	msg := solve.Say("stopped")
	if errors.Is(r.ctx.Err(), context.DeadlineExceeded) {
		msg = solve.Say("stopped at the time limit")
	}
	return solve.Result[hashi.Puzzle]{Status: solve.Unknown, Say: msg, Partial: true, Solution: r.p.Bare(), Stats: r.stats}
}

// answer reads the engine's solution: the bridge counts, the component of
// each island and how many there are; it reports the answer as an
// Incumbent of solve round.
func (r *run) answer(sol lp.Solution, round int) (y []int8, label []int, groups int, puzzle hashi.Puzzle) {
	r.stats.Objective = sol.Objective
	y = make([]int8, len(r.g.Edges))
	for k := range y {
		y[k] = int8(math.Round(sol.Values[yVar(k)]))
	}
	label, groups = r.g.ComponentOf(y)
	puzzle = r.g.Puzzle(r.p, y)
	r.report(solve.Event[hashi.Puzzle]{Kind: solve.Incumbent, HasBest: true, Best: puzzle, Stats: r.stats,
		Say: solve.Say("solve %d: %s of islands joined by bridges", round, solve.Count{N: groups, Word: "group"})})
	return y, label, groups, puzzle
}

// solve builds the program and solves it, by the method (solveCuts) or as
// the paper prints it (solvePaper).
func (m method) solve(ctx context.Context, p hashi.Puzzle, report solve.Reporter[hashi.Puzzle]) (solve.Result[hashi.Puzzle], error) {
	r := &run{m: m, ctx: ctx, report: report, p: p, notes: solve.Throttle{Every: 50 * time.Millisecond}, trace: solve.NewTraceRecorder(ctx)}
	// Each step takes up to some 50 ms on a 200×200 grid packed with
	// islands: a stop is looked at between them.
	r.g = graph.New(p)
	if ctx.Err() != nil {
		return r.stopped(nil), nil
	}
	if len(r.g.Edges) > MaxEdges {
		say := solve.Say("%d candidate bridges: more than the %d the integer program takes (the LP engine's memory grows with them); the exact method solves boards this large",
			len(r.g.Edges), MaxEdges)
		r.logf("%s", say)
		return solve.Result[hashi.Puzzle]{Status: solve.Unknown, Say: say}, nil
	}
	r.prob = build(p, r.g, !m.par.NoObjective)
	if ctx.Err() != nil {
		return r.stopped(nil), nil
	}
	if m.par.PaperObjectiveOnly {
		r.logModel()
		return r.solvePaper()
	}
	if !m.par.Tuning.NoSmallCuts && r.g.N > 2 {
		smallCuts(r.prob, r.g)
	}
	if !m.par.Tuning.NoStrengthening {
		strengthen(r.prob, p, r.g)
	}
	r.logModel()
	// An island with no candidate bridge gives the row "0 = value", and a
	// group with no candidate leaving it the cut "0 ≥ 1": contradictions
	// an engine may drop with the empty row. They are settled here.
	for i, is := range p.Islands {
		if len(r.g.Inc[i]) == 0 {
			r.logf("the island at %s has no island in line with it: no solution", hashi.CellName(is.Row, is.Col))
			return solve.Result[hashi.Puzzle]{Status: solve.Infeasible,
				Say: solve.Say("the island at %s has no island in line with it", hashi.CellName(is.Row, is.Col))}, nil
		}
	}
	if res, done := r.noEngineOrStopped(); done {
		return res, nil
	}
	return r.solveCuts()
}

func (r *run) logModel() {
	r.logf("integer program: %s, %s (%s, %s, %s)",
		solve.Count{N: len(r.prob.Vars), Word: "variable"}, solve.Count{N: len(r.prob.Rows), Word: "row"}, solve.Count{N: r.g.N, Word: "island"},
		solve.Count{N: len(r.g.Edges), Word: "candidate bridge"}, solve.Count{N: len(r.g.Pairs), Word: "crossing pair"})
}

// noEngineOrStopped settles a run that cannot start: no engine, or a stop
// already asked for.
func (r *run) noEngineOrStopped() (solve.Result[hashi.Puzzle], bool) {
	if r.m.engine == nil {
		r.logf("no LP engine in this build")
		return solve.Result[hashi.Puzzle]{Status: solve.Unknown, Say: solve.Say("LP engine not built in")}, true
	}
	if r.ctx.Err() != nil {
		return r.stopped(nil), true
	}
	return solve.Result[hashi.Puzzle]{}, false
}

// engineGaveUp is the result when the engine fails (first: a connected
// solution already found, or nil).
func (r *run) engineGaveUp(sol lp.Solution, first []int8) solve.Result[hashi.Puzzle] {
	r.logf("the engine gave up: %s %s", sol.Status, sol.Msg)
	if first != nil {
		return solve.Result[hashi.Puzzle]{Status: solve.Solved, Solution: r.g.Puzzle(r.p, first), Stats: r.stats,
			Say: solve.Say("the engine gave up before uniqueness was proved: %s", sol.Status.String())}
	}
	return solve.Result[hashi.Puzzle]{Status: solve.Unknown, Stats: r.stats,
		Say: solve.Say("the LP engine gave up (%s) %s", sol.Status, sol.Msg)}
}

// solveCuts is the method: solve, cut every group of a disconnected
// answer off from the rest, solve again, until the answer is connected;
// then forbid that answer and go on, to find a second connected one or
// prove there is none.
func (r *run) solveCuts() (solve.Result[hashi.Puzzle], error) {
	tun := r.m.par.Tuning
	opt := lp.Options{FirstFeasible: !tun.ProveOptimal, OnProgress: r.onProgress, Nodes: true}
	var first []int8 // the first connected solution
	cuts := 0
	for round := 1; ; round++ {
		if round > maxRounds {
			return solve.Result[hashi.Puzzle]{Status: solve.Unknown, Stats: r.stats,
				Say: solve.Say("gave up after %d rounds of cuts", maxRounds)}, nil
		}
		if round > 1 {
			r.trace.Cut(r.stats.Nodes) // a program with more rows than the last
		}
		sol, err := r.solveRestarts(opt)
		if err != nil {
			return solve.Result[hashi.Puzzle]{Status: solve.Unknown, Say: solve.Say("internal error"), Stats: r.stats}, err
		}
		switch sol.Status {
		case lp.Optimal:
		case lp.Infeasible:
			if first == nil {
				r.logf("the program has no solution after %s and %s: neither has the puzzle", solve.Count{N: round, Word: "solve"}, solve.Count{N: cuts, Word: "cut"})
				return solve.Result[hashi.Puzzle]{Status: solve.Infeasible, Stats: r.stats}, nil
			}
			r.logf("no other connected solution (%s, %s): unique", solve.Count{N: round, Word: "solve"}, solve.Count{N: cuts, Word: "cut"})
			return solve.Result[hashi.Puzzle]{Status: solve.Unique, Solution: r.g.Puzzle(r.p, first), Stats: r.stats}, nil
		case lp.Stopped, lp.TimedOut:
			r.logf("stopped during solve %d", round)
			return r.stopped(first), nil
		default:
			return r.engineGaveUp(sol, first), nil
		}
		y, label, groups, answer := r.answer(sol, round)
		if groups > 1 {
			if res, done := r.addCuts(answer, label, groups, &cuts); done {
				return res, nil
			}
			if round <= 5 {
				r.logf("solve %d: %s of islands; %s added (each: at least one bridge leaves this group)", round,
					solve.Count{N: groups, Word: "group"}, solve.Count{N: groups, Word: "cut"})
			}
			continue
		}
		if first != nil {
			r.logf("a second connected solution after %s and %s: several solutions", solve.Count{N: round, Word: "solve"}, solve.Count{N: cuts, Word: "cut"})
			return solve.Result[hashi.Puzzle]{Status: solve.Multiple, Solution: r.g.Puzzle(r.p, first), Stats: r.stats}, nil
		}
		first = y
		r.logf("solve %d: connected solution (%s so far); looking for another", round, solve.Count{N: cuts, Word: "cut"})
		r.forbid(y)
	}
}

// addCuts adds the cut "at least one bridge leaves this group" for each of
// the groups of a disconnected answer (each a Step, see cutStep). done: a group has no candidate
// leaving it, so the puzzle has no solution (res says so).
func (r *run) addCuts(answer hashi.Puzzle, label []int, groups int, cuts *int) (res solve.Result[hashi.Puzzle], done bool) {
	for c, terms := range groupCuts(r.g, label, groups) {
		*cuts++
		if len(terms) == 0 {
			// No candidate leaves this group: it can never join the rest.
			r.logf("a group of islands has no candidate bridge to the others: no solution")
			return solve.Result[hashi.Puzzle]{Status: solve.Infeasible, Stats: r.stats,
				Say: solve.Say("a group of islands has no candidate bridge to the others")}, true
		}
		r.prob.AddRow(lp.Row{Name: "connect_" + strconv.Itoa(*cuts), Kind: lp.GE, RHS: 1, Terms: terms})
		r.cutStep(*cuts, answer, label, c)
	}
	return solve.Result[hashi.Puzzle]{}, false
}

// forbid adds the no-good row of the first connected solution y. From now
// on any connected answer settles it, so the objective could go; but it
// keeps steering the engine towards connected answers, which saves far
// more rounds of cuts than proving optimality costs (on the Coelho 100
// sample: 0.11 s a puzzle with it, 1.9 s and time-outs without).
func (r *run) forbid(y []int8) {
	tun := r.m.par.Tuning
	if tun.DropObjective {
		for j := range r.prob.Vars {
			r.prob.Vars[j].Obj = 0
		}
	}
	ng := noGoodRow(y)
	if tun.NoGoodWeight > 0 {
		for _, t := range ng.Terms {
			r.prob.Vars[t.Var].Obj += tun.NoGoodWeight * t.Coef
		}
	}
	r.prob.AddRow(ng)
}
