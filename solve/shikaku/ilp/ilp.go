// Package ilp is seed 004's integer program for Shikaku (A. Rafaralahy,
// section 1.2), solved through the engine-neutral grille/solve/lp: one
// binary x_kl per candidate rectangle R_kl of clue k (area v_k, containing
// the clue and no other), constraint (1) Σ_l x_kl = 1 for every clue and
// constraint (2) Σ_kl R_klij x_kl = 1 for every cell — M·N + K rows, at
// most K·max(M,N)² variables, no objective.
//
// Uniqueness, which the paper does not address, is settled the usual way:
// after a first solution, a no-good row forbids exactly it (the sum of its
// K variables at most K − 1) and the program is solved again.
package ilp

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"grille/solve"
	"grille/solve/lp"
	"grille/solve/shikaku"
)

// New returns the method, ID "ilp", solving with engine; a nil engine (a
// build without one) makes it answer Unknown, "LP engine not built in".
//
// New, method and info open the package as sudoku/ilp's open it, with
// other names: the shape every method declares itself in, no shared logic.
func New(engine lp.Backend) solve.Method[shikaku.Puzzle] {
	return solve.Define(info, method{engine}.solve)
}

type method struct{ engine lp.Backend }

var info = solve.Info{
	ID:    "ilp",
	Name:  "Integer programming (Rafaralahy)",
	Exact: true,
	Needs: "lp",
	Doc: "The puzzle as an integer linear program, as in A. Rafaralahy's text. For every clue, " +
		"list the rectangles of its area that contain it and no other clue; give each a 0/1 " +
		"variable, 1 when that rectangle is chosen. Two families of equations: every clue " +
		"chooses exactly one rectangle (the variables of a clue add up to 1), and every cell " +
		"is covered exactly once (the variables of the rectangles containing the cell add up to " +
		"1). There is nothing to optimise: any 0/1 solution is a solution of the puzzle. The LP " +
		"engine (lp_solve) solves the linear relaxation, where variables may be fractions, and " +
		"branches on a fractional variable until it finds a 0/1 solution or proves there is " +
		"none. To decide whether the solution is unique, one more row forbids it (its chosen " +
		"variables may not all be 1 again) and the program is solved once more: no solution " +
		"then means the first was the only one.",
}

// VarName names x_kl: clue k (1-based, in Puzzle.Clues order) and its
// rectangle's top-left cell (1-based) and size, x_k3_r2c1_h2w3.
func VarName(k int, r shikaku.Rect) string {
	return fmt.Sprintf("x_k%d_r%dc%d_h%dw%d", k+1, r.Row+1, r.Col+1, r.Height, r.Width)
}

// Model is seed 004's program for p, for a teacher to read (the window's
// Model button, `grille model --type shikaku`) and for Solve: variables in
// Candidates order (clue by clue), rows clue_k1… (constraint (1)) then
// cell_r1c1… (constraint (2)), row-major. A clue no rectangle fits gets an
// empty clue row, and a cell no rectangle covers an empty cell row, "0 = 1":
// the program is then infeasible, as the puzzle is. A puzzle that fails
// Validate gets an empty Problem whose Name says why.
func Model(p shikaku.Puzzle) *lp.Problem {
	if err := p.Validate(); err != nil {
		return &lp.Problem{Name: "no model: " + err.Error()}
	}
	return model(p, shikaku.Candidates(p.Bare()))
}

func model(p shikaku.Puzzle, cands [][]shikaku.Rect) *lp.Problem {
	prob, _ := modelCtx(context.Background(), p, cands)
	return prob
}

// modelCtx is model, which looks at ctx at each clue and every 1,024 of
// its candidates: a large grid's program has millions of coefficients. ok
// is false when ctx ended first.
func modelCtx(ctx context.Context, p shikaku.Puzzle, cands [][]shikaku.Rect) (prob *lp.Problem, ok bool) {
	n := 0
	perCell := make([]int32, p.Rows*p.Cols)
	for _, l := range cands {
		n += len(l)
		for _, r := range l {
			for i := r.Row; i < r.Row+r.Height; i++ {
				for c := r.Col; c < r.Col+r.Width; c++ {
					perCell[i*p.Cols+c]++
				}
			}
		}
	}
	prob = &lp.Problem{Name: fmt.Sprintf("Shikaku %d×%d, %d clues: Rafaralahy's model (2020)", p.Rows, p.Cols, len(p.Clues))}
	prob.Vars = make([]lp.Var, 0, n)
	prob.Rows = make([]lp.Row, 0, len(cands)+p.Rows*p.Cols)
	// Every row's terms in one allocation of their exact size: the cell
	// rows hold most of the program's coefficients.
	nnz := n
	for _, k := range perCell {
		nnz += int(k)
	}
	buf := make([]lp.Term, nnz)
	cellTerms := make([][]lp.Term, p.Rows*p.Cols)
	off := n
	for i, k := range perCell {
		cellTerms[i] = buf[off : off : off+int(k)]
		off += int(k)
	}
	off = 0
	for k, l := range cands {
		terms := buf[off : off+len(l) : off+len(l)]
		off += len(l)
		for m, r := range l {
			if m%1024 == 0 && ctx.Err() != nil {
				return nil, false
			}
			j := prob.AddVar(lp.Binary(VarName(k, r)))
			terms[m] = lp.Term{Var: j, Coef: 1}
			for i := r.Row; i < r.Row+r.Height; i++ {
				for c := r.Col; c < r.Col+r.Width; c++ {
					cellTerms[i*p.Cols+c] = append(cellTerms[i*p.Cols+c], lp.Term{Var: j, Coef: 1})
				}
			}
		}
		prob.AddRow(lp.Row{Name: fmt.Sprintf("clue_k%d", k+1), Terms: terms, Kind: lp.EQ, RHS: 1})
	}
	for i, t := range cellTerms {
		prob.AddRow(lp.Row{Name: fmt.Sprintf("cell_r%dc%d", i/p.Cols+1, i%p.Cols+1), Terms: t, Kind: lp.EQ, RHS: 1})
	}
	return prob, true
}

// MaxCoefficients bounds the size of the program Solve builds: the
// coefficients of its cell rows, one per cell of each candidate rectangle.
// Memory grows with them, about 100 bytes each between this package and
// lp_solve (a program of 3.3 million, from a generated 200×50 puzzle, peaks
// at 410 MB), and so does the time lp_solve spends before it first looks at
// a stop (scaling and presolve: over a second there). A program over the
// bound is refused, Status Unknown with a message that says so, rather
// than built; the generator's 100×100 puzzles of depth 3 to 5 have 4 to 15
// million.
const MaxCoefficients = 4_000_000

// coefficients counts the candidate rectangles and their cells, the
// program's coefficients but for its clue rows.
func coefficients(cands [][]shikaku.Rect) (rects, cells int) {
	for _, l := range cands {
		rects += len(l)
		for _, r := range l {
			cells += r.Height * r.Width
		}
	}
	return rects, cells
}

// steer gives every variable a small pseudo-random cost to minimise. The
// paper's program has no objective, and every 0/1 solution is as good as
// another; but then lp_solve's relaxation stops at whatever vertex it
// reaches, often fractional, and branch and bound wanders: on the janko
// set's slowest puzzles it took 40,000 to 100,000 simplex iterations and 3
// to 8 s. With distinct random costs the relaxation's optimum is a single
// vertex, integral far more often: about 1,000 iterations and 0.03 to
// 0.16 s on the same puzzles (nonnegative costs; costs of both signs helped
// less). The costs are the same every run (a fixed seed), so runs repeat.
// Model, for reading, keeps the paper's program without them.
func steer(p *lp.Problem) {
	rng := rand.New(rand.NewPCG(4, 4))
	for j := range p.Vars {
		p.Vars[j].Obj = rng.Float64()
	}
}

// solve solves the program, then the program with a no-good row, and says
// Unique, Multiple or Infeasible; Unknown when stopped or without an engine.
func (m method) solve(ctx context.Context, p shikaku.Puzzle, report solve.Reporter[shikaku.Puzzle]) (solve.Result[shikaku.Puzzle], error) {
	r := &run{ctx: ctx, report: report, engine: m.engine, notes: solve.Throttle{Every: progressEvery}, trace: solve.NewTraceRecorder(ctx)}
	r.bare = p.Bare()
	r.logf("%d×%d grid, %d clues: Rafaralahy's integer program", p.Rows, p.Cols, len(p.Clues))
	if m.engine == nil {
		msg := solve.Say("LP engine not built in")
		r.logf("%s", msg)
		return solve.Result[shikaku.Puzzle]{Status: solve.Unknown, Say: msg}, nil
	}
	if ctx.Err() != nil {
		return r.stopped(), nil
	}
	r.cands = shikaku.Candidates(r.bare)
	// Counting settles these before any LP: the program would only confirm
	// them more slowly, and the reason is worth more to the user.
	if why := shikaku.ObstacleSay(r.bare, r.cands); !why.IsZero() {
		r.logf("no solution: %s", why)
		return solve.Result[shikaku.Puzzle]{Status: solve.Infeasible, Msg: why.String(), Say: why}, nil
	}
	if rects, cells := coefficients(r.cands); cells > MaxCoefficients {
		msg := solve.Say("the integer program is too large: its %d candidate rectangles cover %d cells in all, over the limit of %d",
			rects, cells, MaxCoefficients)
		r.logf("%s", msg)
		return solve.Result[shikaku.Puzzle]{Status: solve.Unknown, Say: msg}, nil
	}
	if ctx.Err() != nil {
		return r.stopped(), nil
	}
	prob, ok := modelCtx(ctx, r.bare, r.cands)
	if !ok {
		return r.stopped(), nil
	}
	steer(prob)
	r.logf("%d variables (candidate rectangles), %d rows (%d clues + %d cells); solving with small random costs to break ties",
		len(prob.Vars), len(prob.Rows), len(p.Clues), p.Rows*p.Cols)
	chosen, first, res, err := r.first(prob)
	if first == nil {
		return res, err
	}
	return r.unique(prob, chosen, *first)
}

// run is one Solve: the puzzle, its candidates, and the solves' counts.
type run struct {
	ctx    context.Context
	report solve.Reporter[shikaku.Puzzle]
	engine lp.Backend
	bare   shikaku.Puzzle
	cands  [][]shikaku.Rect
	stats  solve.Stats
	// engineLeft is how many more of the engine's own log lines this
	// solve forwards (as Engine events, which the window shows on request).
	engineLeft int
	// notes spaces the branch and bound's samples out as Progress; trace
	// is its course for the window's chart (nil when nobody watches).
	notes solve.Throttle
	trace *solve.TraceRecorder
}

// maxEngineLogs bounds the engine's log lines forwarded per solve, and
// progressEvery spaces the Progress events of the branch and bound.
const (
	maxEngineLogs = 20
	progressEvery = 100 * time.Millisecond
)

// onEngine forwards the engine's first log lines of a solve, and its
// branch and bound's samples (this solve's nodes on top of the earlier
// solve's) to the trace and, throttled, as Progress.
func (r *run) onEngine(pr lp.Progress) {
	switch pr.Kind {
	case "log":
		if r.engineLeft > 0 && pr.Msg != "" {
			r.engineLeft--
			r.report(solve.Event[shikaku.Puzzle]{Kind: solve.Engine, Say: solve.Say("lp_solve: %s", pr.Msg)})
		}
	case "nodes":
		st := pr.Sampled(r.stats, r.trace)
		if r.notes.Ready(time.Now()) {
			r.report(solve.Event[shikaku.Puzzle]{Kind: solve.Progress, Stats: st, Detail: r.trace.Detail()})
		}
	}
}

func (r *run) logf(format string, args ...any) {
	r.report(solve.Event[shikaku.Puzzle]{Kind: solve.Log, Say: solve.Say(format, args...)})
}

func (r *run) stopped() solve.Result[shikaku.Puzzle] {
	return solve.Result[shikaku.Puzzle]{Status: solve.Unknown, Say: solve.Say("stopped"), Partial: true, Solution: r.bare, Stats: r.stats}
}

// solve is one engine solve of q, counted and reported as Progress.
func (r *run) solve(q *lp.Problem) (lp.Solution, error) {
	var opt lp.Options
	if !solve.Unwatched(r.ctx) { // someone may read the engine's lines and watch its branch and bound
		r.engineLeft, opt.OnProgress, opt.Nodes = maxEngineLogs, r.onEngine, true
	}
	sol, err := r.engine.Solve(r.ctx, q, opt)
	sol.CountIn(&r.stats, r.trace) // the solve's end, on the chart at once
	r.report(solve.Event[shikaku.Puzzle]{Kind: solve.Progress, Stats: r.stats, Detail: r.trace.Detail()})
	return sol, err
}

// first solves the program. With a solution it returns its chosen
// variables and the puzzle they solve; otherwise first is nil and res and
// err are Solve's answer.
func (r *run) first(prob *lp.Problem) (chosen []int, first *shikaku.Puzzle, res solve.Result[shikaku.Puzzle], err error) {
	sol, err := r.solve(prob)
	if err != nil {
		return nil, nil, solve.Result[shikaku.Puzzle]{Status: solve.Unknown, Msg: err.Error(), Stats: r.stats}, err
	}
	switch sol.Status {
	case lp.Optimal:
	case lp.Infeasible:
		r.logf("the program has no 0/1 solution (%s, %s)", solve.Count{N: int(sol.Iterations), Word: "simplex iteration"}, solve.Count{N: int(sol.Nodes), Word: "branch-and-bound node"})
		return nil, nil, solve.Result[shikaku.Puzzle]{Status: solve.Infeasible, Stats: r.stats,
			Say: solve.Say("the integer program has no solution")}, nil
	case lp.Stopped, lp.TimedOut:
		return nil, nil, r.stopped(), nil
	default:
		msg := solve.Say("LP engine: %s %s", sol.Status.String(), sol.Msg)
		r.logf("%s", msg)
		return nil, nil, solve.Result[shikaku.Puzzle]{Status: solve.Unknown, Say: msg, Stats: r.stats}, nil
	}
	chosen, puz, err := decode(r.bare, r.cands, sol.Values)
	if err != nil {
		r.logf("%v", err)
		return nil, nil, solve.Result[shikaku.Puzzle]{Status: solve.Unknown, Msg: err.Error(), Stats: r.stats}, nil
	}
	r.logf("first solution after %s, %s", solve.Count{N: int(sol.Iterations), Word: "simplex iteration"}, solve.Count{N: int(sol.Nodes), Word: "branch-and-bound node"})
	r.report(solve.Event[shikaku.Puzzle]{Kind: solve.Incumbent, HasBest: true, Best: puz.Clone(),
		Say: solve.Say("first solution"), Stats: r.stats})
	return chosen, &puz, solve.Result[shikaku.Puzzle]{}, nil
}

// unique solves prob again with a no-good row, which says the K variables
// of the first solution cannot all be 1: infeasible means the first was
// the only one.
func (r *run) unique(prob *lp.Problem, chosen []int, first shikaku.Puzzle) (solve.Result[shikaku.Puzzle], error) {
	terms := make([]lp.Term, len(chosen))
	for i, j := range chosen {
		terms[i] = lp.Term{Var: j, Coef: 1}
	}
	// The row goes into prob itself: a copy would double the memory of a
	// large program.
	prob.AddRow(lp.Row{Name: "nogood", Terms: terms, Kind: lp.LE, RHS: float64(len(chosen) - 1)})
	r.logf("solving again with a row forbidding this solution, to prove it unique")
	r.trace.Cut(r.stats.Nodes)
	sol2, err := r.solve(prob)
	if err != nil {
		return solve.Result[shikaku.Puzzle]{Status: solve.Unknown, Msg: err.Error(), Stats: r.stats}, err
	}
	res := solve.Result[shikaku.Puzzle]{Solution: first, Stats: r.stats}
	switch sol2.Status {
	case lp.Infeasible:
		res.Status = solve.Unique
		r.logf("no other solution: unique")
	case lp.Optimal:
		if _, second, err := decode(r.bare, r.cands, sol2.Values); err != nil {
			res.Status, res.Say = solve.Solved, solve.Say("second solve: %s", err.Error())
		} else if second.Equal(first) {
			res.Status, res.Say = solve.Solved, solve.Say("second solve returned the first solution again")
		} else {
			res.Status = solve.Multiple
			r.logf("another solution exists")
		}
	case lp.Stopped, lp.TimedOut:
		res.Status, res.Say = solve.Solved, solve.Say("stopped before uniqueness was proved")
	default:
		res.Status, res.Say = solve.Solved, solve.Say("uniqueness not settled: LP engine: %s %s", sol2.Status, sol2.Msg)
	}
	return res, nil
}

// decode reads a 0/1 solution: the chosen variables and the puzzle with
// their rectangles, checked with shikaku.Verify (an engine answers within
// tolerances; a wrong answer must not pass as a solution).
func decode(p shikaku.Puzzle, cands [][]shikaku.Rect, x []float64) ([]int, shikaku.Puzzle, error) {
	var chosen []int
	var rects []shikaku.Rect
	j := 0
	for _, l := range cands {
		for _, r := range l {
			if j < len(x) && x[j] > 0.5 {
				chosen = append(chosen, j)
				rects = append(rects, r)
			}
			j++
		}
	}
	sol := p.WithRects(rects)
	if err := shikaku.Verify(p, sol); err != nil {
		return nil, shikaku.Puzzle{}, fmt.Errorf("the LP engine's answer is not a solution: %v", err)
	}
	return chosen, sol, nil
}
