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
	"fmt"
	"math"
	"math/rand/v2"
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
func NewWith(engine lp.Backend, par Params) solve.Method[hashi.Puzzle] { return method{engine, par} }

type method struct {
	engine lp.Backend
	par    Params
}

func (m method) Info() solve.Info {
	if m.par.PaperObjectiveOnly {
		id, obj := "ilp-paper", "maximises the number of bridged pairs, as the paper does to favour connected answers"
		if m.par.NoObjective {
			id, obj = "ilp-paper-noobj", "has no objective (the paper's comparison)"
		}
		return solve.Info{
			ID: id, Name: "Integer program, paper's model only", Needs: "lp",
			Doc: "Seed 004's integer program exactly as printed: x (a bridge joins two islands) and y " +
				"(how many, 0 to 2) for every pair in line, x ≤ y ≤ 2x, no two crossing bridges, each " +
				"island's bridges adding up to its value; it " + obj + ". Connectivity is not part of " +
				"the model, so the answer may fall apart into separate groups: it is then shown as " +
				"what it is, not as a solution.",
		}
	}
	return solve.Info{
		ID: "ilp", Name: "Integer program + connectivity cuts", Exact: true, Needs: "lp",
		Doc: "Seed 004's integer program: for every pair of islands in line with nothing between, " +
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

// defaultRestartBase is the time limit of the engine's first attempt at a
// solve; each further attempt doubles it.
const defaultRestartBase = 500 * time.Millisecond

func (t Tuning) restartBase() time.Duration {
	if t.RestartBase > 0 {
		return t.RestartBase
	}
	return defaultRestartBase
}

// solveRestarts solves prob with the engine in attempts of growing time
// limits (1 s, 2 s, 4 s...). lp_solve's branch and bound sometimes dives
// into a barren part of the tree and stays there for minutes on a puzzle
// whose neighbours take milliseconds; a different objective sends it
// elsewhere. So an attempt that runs out of time is retried with the
// objective's coefficients perturbed at random (seeded: runs repeat),
// by at most 10 %, which keeps the paper's intent (many bridged pairs)
// while breaking its ties differently. The perturbed weights stay for the
// rounds that follow. Without objective (NoObjective) the perturbation
// gives it one, as a guide.
func (m method) solveRestarts(ctx context.Context, prob *lp.Problem, opt lp.Options, stats *solve.Stats, attempts *int, logf func(string, ...any)) (lp.Solution, error) {
	for ; ; *attempts++ {
		attempt := *attempts
		o := opt
		if !m.par.PaperObjectiveOnly {
			o.Timeout = m.par.Tuning.restartBase() << min(attempt, 12)
		}
		sol, err := m.engine.Solve(ctx, prob, o)
		stats.LPSolves++
		stats.Iterations += sol.Iterations
		stats.Nodes += sol.Nodes
		if err != nil || sol.Status != lp.TimedOut || ctx.Err() != nil {
			return sol, err
		}
		rng := rand.New(rand.NewPCG(uint64(attempt)+1, 0x696c70)) // "ilp"
		for j := range prob.Vars {
			if j%2 == 0 { // the x variables
				prob.Vars[j].Obj = 1 + 0.1*rng.Float64()
			}
		}
		logf("no answer within %v: trying again with the objective perturbed", o.Timeout)
	}
}

// maxRounds bounds the solve-cut rounds; each adds at least one cut that
// the last answer violates, so the loop ends anyway, but a bound turns a
// pathological case into Unknown rather than an hour.
const maxRounds = 500

func (m method) Solve(ctx context.Context, p hashi.Puzzle, report solve.Reporter[hashi.Puzzle]) (solve.Result[hashi.Puzzle], error) {
	if report == nil {
		report = func(solve.Event[hashi.Puzzle]) {}
	}
	logf := func(format string, args ...any) {
		report(solve.Event[hashi.Puzzle]{Kind: solve.Log, Msg: fmt.Sprintf(format, args...)})
	}
	if err := p.Validate(); err != nil {
		logf("invalid puzzle: %v", err)
		return solve.Result[hashi.Puzzle]{Status: solve.Unknown, Msg: err.Error()}, err
	}
	bare := p.Bare()
	g := graph.New(p)
	prob := build(p, g, !m.par.NoObjective)
	tun := m.par.Tuning
	if !m.par.PaperObjectiveOnly && !tun.NoSmallCuts && g.N > 2 {
		smallCuts(prob, g)
	}
	if !m.par.PaperObjectiveOnly && !tun.NoStrengthening {
		strengthen(prob, p, g)
	}
	logf("integer program: %d variables, %d rows (%d islands, %d candidate bridges, %d crossing pairs)",
		len(prob.Vars), len(prob.Rows), g.N, len(g.Edges), len(g.Pairs))
	// An island with no candidate bridge gives the row "0 = value", and a
	// group with no candidate leaving it the cut "0 ≥ 1": contradictions
	// an engine may drop with the empty row. They are settled here.
	for i, is := range p.Islands {
		if len(g.Inc[i]) == 0 && !m.par.PaperObjectiveOnly {
			logf("the island at %s has no island in line with it: no solution", hashi.CellName(is.Row, is.Col))
			return solve.Result[hashi.Puzzle]{Status: solve.Infeasible,
				Msg: "the island at " + hashi.CellName(is.Row, is.Col) + " has no island in line with it"}, nil
		}
	}
	if m.engine == nil {
		logf("no LP engine in this build")
		return solve.Result[hashi.Puzzle]{Status: solve.Unknown, Msg: "LP engine not built in"}, nil
	}
	var stats solve.Stats
	stopped := func(first []int8) solve.Result[hashi.Puzzle] {
		if first != nil {
			return solve.Result[hashi.Puzzle]{Status: solve.Solved, Solution: g.Puzzle(p, first), Stats: stats,
				Msg: "stopped before uniqueness was proved"}
		}
		msg := "stopped"
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			msg = "stopped at the time limit"
		}
		return solve.Result[hashi.Puzzle]{Status: solve.Unknown, Msg: msg, Partial: true, Solution: bare, Stats: stats}
	}
	if ctx.Err() != nil {
		return stopped(nil), nil
	}
	lastNote := time.Time{}
	opt := lp.Options{FirstFeasible: !tun.ProveOptimal && !m.par.PaperObjectiveOnly, OnProgress: func(pr lp.Progress) {
		// The engine's notes, throttled: they arrive from inside its
		// branch and bound.
		if pr.Kind == "log" || time.Since(lastNote) < 50*time.Millisecond {
			return
		}
		lastNote = time.Now()
		st := stats
		st.Objective = pr.Objective
		report(solve.Event[hashi.Puzzle]{Kind: solve.Progress, Stats: st})
	}}

	var first []int8 // the first connected solution
	attempts := 0    // engine attempts that ran out of time, over all rounds
	cuts := 0
	for round := 1; ; round++ {
		if round > maxRounds {
			return solve.Result[hashi.Puzzle]{Status: solve.Unknown, Stats: stats,
				Msg: fmt.Sprintf("gave up after %d rounds of cuts", maxRounds)}, nil
		}
		sol, err := m.solveRestarts(ctx, prob, opt, &stats, &attempts, logf)
		if err != nil {
			return solve.Result[hashi.Puzzle]{Status: solve.Unknown, Msg: "internal error", Stats: stats}, err
		}
		switch sol.Status {
		case lp.Optimal:
		case lp.Infeasible:
			switch {
			case m.par.PaperObjectiveOnly:
				logf("the integer program is infeasible")
				return solve.Result[hashi.Puzzle]{Status: solve.Unknown, Stats: stats,
					Msg: "gave up: the paper's model has no solution (so neither has the puzzle)"}, nil
			case first == nil:
				logf("infeasible after %d solve(s) and %d cut(s): no solution", round, cuts)
				return solve.Result[hashi.Puzzle]{Status: solve.Infeasible, Stats: stats}, nil
			default:
				logf("no other connected solution (%d solves, %d cuts): unique", round, cuts)
				return solve.Result[hashi.Puzzle]{Status: solve.Unique, Solution: g.Puzzle(p, first), Stats: stats}, nil
			}
		case lp.Stopped, lp.TimedOut:
			logf("stopped during solve %d", round)
			return stopped(first), nil
		default:
			logf("the engine gave up: %s %s", sol.Status, sol.Msg)
			if first != nil {
				return solve.Result[hashi.Puzzle]{Status: solve.Solved, Solution: g.Puzzle(p, first), Stats: stats,
					Msg: "the engine gave up before uniqueness was proved: " + sol.Status.String()}, nil
			}
			return solve.Result[hashi.Puzzle]{Status: solve.Unknown, Stats: stats,
				Msg: fmt.Sprintf("the LP engine gave up (%s) %s", sol.Status, sol.Msg)}, nil
		}
		stats.Objective = sol.Objective
		y := make([]int8, len(g.Edges))
		for k := range y {
			y[k] = int8(math.Round(sol.Values[yVar(k)]))
		}
		label, groups := g.ComponentOf(y)
		answer := g.Puzzle(p, y)
		report(solve.Event[hashi.Puzzle]{Kind: solve.Incumbent, HasBest: true, Best: answer, Stats: stats,
			Msg: fmt.Sprintf("solve %d: %d group(s)", round, groups)})
		if groups > 1 {
			if m.par.PaperObjectiveOnly {
				logf("the answer falls apart into %d groups: not a solution", groups)
				return solve.Result[hashi.Puzzle]{Status: solve.Unknown, Stats: stats, Partial: true, Solution: answer,
					Msg: fmt.Sprintf("the paper's model gave a disconnected answer (%d components)", groups)}, nil
			}
			for c := 0; c < groups; c++ {
				cuts++
				row := cutRow(g, func(i int) bool { return label[i] == c }, fmt.Sprintf("connect_%d", cuts))
				if len(row.Terms) == 0 {
					// No candidate leaves this group: it can never join the rest.
					logf("a group of islands has no candidate bridge to the others: no solution")
					return solve.Result[hashi.Puzzle]{Status: solve.Infeasible, Stats: stats,
						Msg: "a group of islands has no candidate bridge to the others"}, nil
				}
				prob.AddRow(row)
			}
			if round <= 5 {
				logf("solve %d: %d groups; %d cut(s) added", round, groups, groups)
			}
			continue
		}
		if m.par.PaperObjectiveOnly {
			logf("solve %d: connected, a solution", round)
			return solve.Result[hashi.Puzzle]{Status: solve.Solved, Solution: answer, Stats: stats}, nil
		}
		if first != nil {
			logf("a second connected solution after %d solves and %d cuts: several solutions", round, cuts)
			return solve.Result[hashi.Puzzle]{Status: solve.Multiple, Solution: g.Puzzle(p, first), Stats: stats}, nil
		}
		first = y
		logf("solve %d: connected solution (%d cuts so far); looking for another", round, cuts)
		// From now on any connected answer settles it, so the objective
		// could go; but it keeps steering the engine towards connected
		// answers, which saves far more rounds of cuts than proving
		// optimality costs (on the Coelho 100 sample: 0.11 s a puzzle
		// with it, 1.9 s and time-outs without).
		if tun.DropObjective {
			for j := range prob.Vars {
				prob.Vars[j].Obj = 0
			}
		}
		ng := noGoodRow(y)
		if tun.NoGoodWeight > 0 {
			for _, t := range ng.Terms {
				prob.Vars[t.Var].Obj += tun.NoGoodWeight * t.Coef
			}
		}
		prob.AddRow(ng)
	}
}
