// Package anneal is seed 004's simulated annealing for Shikaku (A.
// Rafaralahy, section 1.3), parameter for parameter where the paper gives
// them: a state is one candidate rectangle per clue; a neighbour changes
// one clue's rectangle; the energy is f = Σ over cells of (the number of
// chosen rectangles covering the cell)², which is M·N exactly when every
// cell is covered once, that is when the state is a solution; the cooling
// is geometric, T ← λT; the best state seen is kept.
//
// The paper leaves T0, λ, the number of moves and the stop "empirical";
// DefaultParams documents the values chosen here and why.
package anneal

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	"grille/solve"
	"grille/solve/shikaku"
)

// Params are the knobs of one run.
type Params struct {
	// T0 is the start temperature in units of the mean clue value; the
	// temperature a trial starts at is T0 × (M·N / K).
	T0 float64
	// Lambda is the geometric cooling factor, T ← λT after each round of
	// moves.
	Lambda float64
	// MovesPerClue × K moves are tried at each temperature.
	MovesPerClue int
	// TFinal ends a trial: once T < TFinal (absolute) the state is frozen.
	TFinal float64
	// MaxTrials is the number of trials (each from a fresh random state)
	// before giving up; 0 means until ctx ends.
	MaxTrials int
	Seed      int64
}

// DefaultParams are the values the method uses, tuned with single trials
// (no restart) on the paper's generated grids — every depth 1..⌊N/2⌋ and
// nbMergeIter 0..3, mergeProb ½ — 160 grids of 9×9, 320 of 16×16, 144 of
// 25×25 and 100 of 50×50. Rates of solved trials, 9/16/25/50:
//
//		T0 = 1, λ = 0.97, 20 moves a clue (default): 1.00 0.91 0.71 0.37, 0.3/6/20/112 ms a trial
//		λ = 0.90:                                    1.00 0.86 0.63 0.36, 3 to 4 times faster
//		λ = 0.95, 10 moves a clue:                   0.99 0.81 0.60 0.38
//		T0 = 0.3:                                    1.00 0.88 0.69 0.35
//		T0 = 3:                                      1.00 0.91 0.68 0.40, 1.5 times slower
//		λ = 0.99:                                    1.00 0.94 0.79 0.50, 3 to 4 times slower
//
//	  - T0 is in units of the mean clue value, the temperature that makes a
//	    typical disturbance likely: moving an average rectangle of area v
//	    onto cells already covered once raises f by about 2v, taken at the
//	    start with probability e⁻² ≈ 0.14, smaller moves far more often. A
//	    fixed T0 would be hot for a grid of 1s and 2s and frozen for one of
//	    50s. Hotter starts (3) only cost time; colder (0.3) lose a little.
//	  - λ = 0.97 with 20 moves per clue at each temperature: every clue is
//	    moved some twenty times per temperature, close to equilibrium. Slower
//	    cooling (0.99) gains a few points at three to four times the time;
//	    the restarts below buy more for the same time.
//	  - TFinal = 0.2: the smallest possible rise of f is 2 (one cell covered
//	    twice instead of once), taken with probability e⁻¹⁰ < 10⁻⁴ there,
//	    so the state is frozen and further rounds are wasted.
//	  - MaxTrials = 20: a trial that froze in a local minimum (typically two
//	    or three rectangles overlapping, f = M·N + 2 to + 8) rarely leaves
//	    it; a fresh random state often succeeds, so the method restarts, up
//	    to 20 times before giving up.
//
// Seed 004 reports rates of 1.0 on 4×4 and 0.95 on 9×9, falling fast with
// size: these defaults give 1.0 on both (experiment.AnnealRate, the same
// protocol).
func DefaultParams() Params {
	return Params{T0: 1, Lambda: 0.97, MovesPerClue: 20, TFinal: 0.2, MaxTrials: 20, Seed: 1}
}

// Validate rejects parameters that would make a trial meaningless or endless.
func (p Params) Validate() error {
	switch {
	case !(p.T0 > 0) || math.IsInf(p.T0, 0):
		return fmt.Errorf("anneal: T0 must be positive, got %v", p.T0)
	case !(p.Lambda > 0 && p.Lambda < 1):
		return fmt.Errorf("anneal: λ must be in (0, 1), got %v", p.Lambda)
	case p.MovesPerClue <= 0:
		return fmt.Errorf("anneal: moves per clue must be positive, got %d", p.MovesPerClue)
	case !(p.TFinal > 0) || math.IsInf(p.TFinal, 0):
		return fmt.Errorf("anneal: T_final must be positive, got %v", p.TFinal)
	case p.MaxTrials < 0:
		return fmt.Errorf("anneal: negative trial budget")
	}
	return nil
}

// New returns the method with DefaultParams, ID "anneal".
func New() solve.Method[shikaku.Puzzle] { return NewWith(DefaultParams()) }

// NewWith returns the method with p (Seed as given, unless WithSeed).
func NewWith(p Params) solve.Method[shikaku.Puzzle] {
	return solve.DefineSeeded(info, p.Seed, func(seed int64) solve.Body[shikaku.Puzzle] {
		q := p
		q.Seed = seed
		return method{p: q}.solve
	})
}

type method struct {
	p Params
}

var info = solve.Info{
	ID:    "anneal",
	Name:  "Simulated annealing (Rafaralahy)",
	Exact: false,
	Doc: "Simulated annealing borrows from metallurgy: a metal cooled slowly settles into a " +
		"low-energy crystal. Here a state gives every clue one of its candidate rectangles " +
		"(those of its area that contain it and no other clue), chosen at random at first, " +
		"overlaps allowed. Its energy adds up, over the cells, the square of the number of " +
		"rectangles covering the cell: since the areas add up to the number of cells, the " +
		"energy is the number of cells exactly when every cell is covered once — a solution — " +
		"and every overlap makes it larger. Each move gives one random clue another of its " +
		"rectangles. A move that lowers the energy is always taken; one that raises it by Δ " +
		"only with probability exp(−Δ/T), so at high temperature T the rectangles wander " +
		"freely and as T falls they settle. The temperature starts at the mean clue value " +
		"and is multiplied by 0.97 after every 20 moves per clue; when it is too low for any " +
		"move to rise (0.2), the trial has frozen and, if it froze short of a solution, a new " +
		"trial starts from a fresh random state, up to 20. The best state is kept and shown. " +
		"The method finds solutions but proves nothing: it cannot tell a hard puzzle from an " +
		"impossible one, nor say whether another solution exists.",
}

// seedStream is the second PCG word: any constant, the same every run.
const seedStream = 0x5ea004

// maxTrialLogs bounds the "trial froze" lines of one run.
const maxTrialLogs = 20

// checkCells sets how many moves run between two looks at ctx and the
// clock: checkCells / (mean clue area), at least 16. A move touches the
// cells of two rectangles, up to four times each, so this is some 10⁵ cell
// updates, well under a millisecond even under the race detector (about
// twenty times slower), whatever the clue sizes; with small clues it is
// thousands of moves, and the look costs nothing measurable.
const checkCells = 1 << 15

// state is one choice of rectangle per clue and the cover counts.
type state struct {
	rows, cols int
	cands      [][]shikaku.Rect
	movable    []int32 // clues with at least two candidates
	choice     []int32
	cover      []int32
	energy     int64
}

func newState(p shikaku.Puzzle, cands [][]shikaku.Rect) *state {
	s := &state{rows: p.Rows, cols: p.Cols, cands: cands,
		choice: make([]int32, len(cands)), cover: make([]int32, p.Rows*p.Cols)}
	for k, l := range cands {
		if len(l) > 1 {
			s.movable = append(s.movable, int32(k))
		}
	}
	return s
}

// randomize draws every clue's rectangle uniformly and recomputes f.
func (s *state) randomize(rng *rand.Rand) {
	clear(s.cover)
	for k, l := range s.cands {
		s.choice[k] = int32(rng.IntN(len(l)))
		s.add(l[s.choice[k]], 1)
	}
	s.energy = 0
	for _, c := range s.cover {
		s.energy += int64(c) * int64(c)
	}
}

// add adds d (±1) to the cover of r's cells and returns the change of f:
// (c+1)² − c² = 2c+1 per cell going up, (c−1)² − c² = 1−2c going down.
func (s *state) add(r shikaku.Rect, d int32) int64 {
	var delta int64
	for i := r.Row; i < r.Row+r.Height; i++ {
		row := s.cover[i*s.cols+r.Col : i*s.cols+r.Col+r.Width]
		for j := range row {
			c := row[j]
			delta += int64(2*c*d + 1)
			row[j] = c + d
		}
	}
	return delta
}

func (s *state) rects() []shikaku.Rect {
	out := make([]shikaku.Rect, len(s.choice))
	for k, l := range s.cands {
		out[k] = l[s.choice[k]]
	}
	return out
}

// trial is one annealing run from a fresh random state; it returns whether
// it reached f = M·N. best is updated whenever f beats it.
type trialResult struct {
	solved bool
	steps  int   // temperatures run
	moves  int64 // moves tried
	final  int64 // f at the end
}

type best struct {
	energy int64
	choice []int32
}

// hooks let Solve watch a trial: tick is called every checkEvery
// moves and ends the trial when it returns true.
type hooks struct {
	tick func(T float64, steps int, s *state) bool
	// step (optional) sees the random start (steps 0) and the end of each
	// temperature step, the one cut short by a solution included: the
	// annealing view's curve.
	step func(T float64, steps int, s *state)
	// While moves is on (solve.MoveWatch, looked at once per temperature
	// and at each tick), move sees every accepted move: clue k's
	// rectangle went from candidate old to nw, f from before to after; it
	// reports whether to go on calling it.
	moves *solve.MoveWatch
	move  func(T float64, k int, old, nw int32, before int64, s *state) bool
}

func runTrial(s *state, p Params, rng *rand.Rand, h hooks, b *best, target int64) (res trialResult) {
	s.randomize(rng)
	note := func() {
		if s.energy < b.energy {
			b.energy = s.energy
			b.choice = append(b.choice[:0], s.choice...)
		}
	}
	note()
	defer func() { res.final = s.energy }()
	if s.energy == target {
		res.solved = true
		return res
	}
	if len(s.movable) == 0 {
		return res
	}
	K := len(s.cands)
	T := p.T0 * float64(s.rows*s.cols) / float64(K)
	if h.step != nil {
		h.step(T, 0, s)
	}
	perStep := int64(p.MovesPerClue) * int64(K)
	nm := len(s.movable)
	trialBest := s.energy
	checkEvery := int64(max(16, checkCells*K/(s.rows*s.cols)))
	for ; T >= p.TFinal; T *= p.Lambda {
		perMove := h.moves.On()
		for m := int64(0); m < perStep; m++ {
			k := s.movable[rng.IntN(nm)]
			l := s.cands[k]
			old := s.choice[k]
			// Uniform among the other candidates: draw from n−1 and skip
			// the current one.
			nw := int32(rng.IntN(len(l) - 1))
			if nw >= old {
				nw++
			}
			delta := s.add(l[old], -1) + s.add(l[nw], 1)
			if delta > 0 && rng.Float64() >= math.Exp(-float64(delta)/T) {
				s.add(l[nw], -1)
				s.add(l[old], 1)
			} else {
				s.choice[k] = nw
				s.energy += delta
				if perMove {
					perMove = h.move(T, int(k), old, nw, s.energy-delta, s)
				}
				if s.energy < trialBest {
					trialBest = s.energy
					note()
					if s.energy == target {
						res.moves += m + 1
						res.steps++
						res.solved = true
						if h.step != nil {
							h.step(T, res.steps, s)
						}
						return res
					}
				}
			}
			if (res.moves+m+1)%checkEvery == 0 && h.tick != nil {
				if h.tick(T, res.steps, s) {
					res.moves += m + 1
					return res
				}
				perMove = h.moves.On()
			}
		}
		res.moves += perStep
		res.steps++
		if h.step != nil {
			h.step(T, res.steps, s)
		}
	}
	return res
}

// solve runs trials until one reaches f = M·N, the trial budget is spent or
// ctx ends. It never says Infeasible; on failure it returns the best state
// seen, as Partial.
func (m method) solve(ctx context.Context, p shikaku.Puzzle, report solve.Reporter[shikaku.Puzzle]) (solve.Result[shikaku.Puzzle], error) {
	prm := m.p
	if err := prm.Validate(); err != nil {
		return solve.Result[shikaku.Puzzle]{Status: solve.Unknown, Msg: err.Error()}, err
	}
	r := &run{ctx: ctx, report: report, prm: prm, bare: p.Bare(), target: int64(p.Rows * p.Cols)}
	trialsMsg := solve.Say("until stopped")
	if prm.MaxTrials > 0 {
		trialsMsg = solve.Say("up to %d trials", prm.MaxTrials)
	}
	r.logf("Rafaralahy annealing, %d×%d grid with %s: the energy f adds up, over the cells, the square of the number of "+
		"rectangles covering each, and is M·N = %d (rows × columns) exactly when every cell is covered once: solved; "+
		"start temperature T0 = %g × the mean clue, cooling factor λ = %g (T becomes λT at each temperature), "+
		"%s per clue and temperature, final temperature T_final = %g, %s, random seed %d",
		p.Rows, p.Cols, solve.Count{N: len(p.Clues), Word: "clue"}, r.target, prm.T0, prm.Lambda,
		solve.Count{N: prm.MovesPerClue, Word: "move"}, prm.TFinal, trialsMsg, prm.Seed)
	if ctx.Err() != nil {
		return solve.Result[shikaku.Puzzle]{Status: solve.Unknown, Say: solve.Say("stopped before starting"), Partial: true, Solution: r.bare}, nil
	}
	r.cands = shikaku.Candidates(r.bare)
	// The energy argument needs the areas to add up to M·N (then f ≥ M·N
	// with equality only for a solution), and every clue needs a rectangle:
	// otherwise no state is a solution and annealing would only burn time.
	// A heuristic proves nothing, so it says Unknown, with the reason.
	if why := shikaku.ObstacleSay(r.bare, r.cands); !why.IsZero() {
		msg := solve.Say("gave up at once: %s (annealing cannot reach f = M·N)", why)
		r.logf("%s", msg)
		return solve.Result[shikaku.Puzzle]{Status: solve.Unknown, Msg: msg.String(), Say: msg}, nil
	}
	return r.trials(), nil
}

// run is one Solve's trials and the events they send.
type run struct {
	ctx         context.Context
	report      solve.Reporter[shikaku.Puzzle]
	prm         Params
	bare        shikaku.Puzzle
	cands       [][]shikaku.Rect
	target      int64 // M·N, the energy of a solution
	b           *best
	stats       solve.Stats
	stepsBefore int64          // temperatures of the trials before this one
	prog, inc   solve.Throttle // solve.ProgressEvery, solve.IncumbentEvery
	curve       *solve.CurveRecorder
}

func (r *run) logf(format string, args ...any) {
	r.report(solve.Event[shikaku.Puzzle]{Kind: solve.Log, Say: solve.Say(format, args...)})
}

// tick is the trial's hook: it sends the throttled Progress and Incumbent
// events and says whether to stop.
func (r *run) tick(T float64, steps int, st *state) bool {
	if r.ctx.Err() != nil {
		return true
	}
	now := time.Now()
	r.stats.Temperature, r.stats.Energy, r.stats.BestEnergy = T, float64(st.energy), float64(r.b.energy)
	r.stats.Iterations = r.stepsBefore + int64(steps)
	if r.prog.Ready(now) {
		r.report(solve.Event[shikaku.Puzzle]{Kind: solve.Progress, Stats: r.stats, Detail: r.curve.Snapshot()})
	}
	if r.inc.Ready(now) {
		r.report(solve.Event[shikaku.Puzzle]{Kind: solve.Incumbent, Stats: r.stats, HasBest: true,
			Best: r.bare.WithRects(st.rects())})
	}
	return false
}

// trials runs trials until one reaches f = M·N, the trial budget is spent
// or ctx ends.
func (r *run) trials() solve.Result[shikaku.Puzzle] {
	prm := r.prm
	rng := rand.New(rand.NewPCG(uint64(prm.Seed), seedStream))
	s := newState(r.bare, r.cands)
	r.b = &best{energy: math.MaxInt64}
	r.prog = solve.Throttle{Every: solve.ProgressEvery}
	r.prog.Mark(time.Now())
	r.inc = solve.Throttle{Every: solve.IncumbentEvery}
	r.curve = solve.NewCurveRecorder(r.ctx, false)
	trials := 0
	h := hooks{tick: r.tick, step: func(T float64, steps int, st *state) {
		if steps == 0 && trials > 1 {
			r.curve.Restart(r.stepsBefore)
		}
		r.curve.Sample(r.stepsBefore+int64(steps), float64(st.energy), float64(min(r.b.energy, st.energy)), T)
	}, moves: solve.MoveWatchOf(r.ctx), move: r.moved}
	for (prm.MaxTrials == 0 || trials < prm.MaxTrials) && r.ctx.Err() == nil {
		trials++
		r.stats.Trials = trials
		tr := runTrial(s, prm, rng, h, r.b, r.target)
		r.stepsBefore += int64(tr.steps)
		r.stats.Iterations = r.stepsBefore
		r.stats.Energy, r.stats.BestEnergy = float64(tr.final), float64(r.b.energy)
		if now := time.Now(); tr.solved || r.prog.Ready(now) {
			r.prog.Mark(now)
			r.report(solve.Event[shikaku.Puzzle]{Kind: solve.Progress, Stats: r.stats, Detail: r.curve.Snapshot()})
		}
		if tr.solved {
			r.logf("trial %d reached f = %d after %s (%s)", trials, r.target,
				solve.Count{N: tr.steps, Word: "temperature"}, solve.Count{N: int(tr.moves), Word: "move"})
			return solve.Result[shikaku.Puzzle]{Status: solve.Solved, Solution: r.bare.WithRects(s.rects()),
				Stats: r.stats, Say: solve.Say("solved by trial %d", trials)}
		}
		if r.ctx.Err() != nil {
			break
		}
		r.failed(trials, tr)
	}
	// The curve ends where the run did, not at the last throttled event.
	r.report(solve.Event[shikaku.Puzzle]{Kind: solve.Progress, Stats: r.stats, Detail: r.curve.Snapshot()})
	msg := endMsg(r.ctx, trials, r.b.energy, r.target)
	r.logf("%s", msg)
	res := solve.Result[shikaku.Puzzle]{Status: solve.Unknown, Say: msg, Partial: true, Stats: r.stats, Solution: r.bare}
	if r.b.choice != nil {
		rects := make([]shikaku.Rect, len(r.b.choice))
		for k, c := range r.b.choice {
			rects[k] = r.cands[k][c]
		}
		res.Solution = r.bare.WithRects(rects)
	}
	return res
}

// moved reports one accepted move by itself: which clue's rectangle
// changed, in words, and every rectangle after it. It reports whether the
// watcher still wants each move.
func (r *run) moved(T float64, k int, old, nw int32, before int64, st *state) bool {
	c, l := r.bare.Clues[k], st.cands[k]
	after := st.energy
	r.stats.Temperature, r.stats.Energy = T, float64(after)
	r.stats.BestEnergy = float64(min(r.b.energy, after)) // the trial notes a better state after this call
	say := solve.Say("the %d at %s: %s → %s: f %d → %d", c.Value, shikaku.CellName(c.Row, c.Col), l[old], l[nw], before, after)
	if d := after - before; d > 0 {
		say = solve.Say("the %d at %s: %s → %s: f %d → %d, a rise kept with probability exp(−%d/T) = %.2f at T = %.3g",
			c.Value, shikaku.CellName(c.Row, c.Col), l[old], l[nw], before, after, d, math.Exp(-float64(d)/T), T)
	}
	r.report(solve.Event[shikaku.Puzzle]{Kind: solve.Step, Say: say, Stats: r.stats,
		Detail: shikaku.Moved{Rects: st.rects(), Rect: l[nw]}})
	return r.ctx.Err() == nil && solve.MoveWatchOf(r.ctx).On()
}

// failed counts a trial that froze short of a solution and reports it:
// one line per failed trial, for the first few, so that an endless run
// (MaxTrials 0) on a hopeless puzzle does not flood the log.
func (r *run) failed(trials int, tr trialResult) {
	r.stats.FailedTrials++
	r.stats.FailedCost += float64(tr.final - r.target)
	switch {
	case trials <= maxTrialLogs:
		next := "restarting"
		if r.prm.MaxTrials > 0 && trials >= r.prm.MaxTrials {
			next = "no trials left"
		}
		r.report(solve.Event[shikaku.Puzzle]{Kind: solve.Step, Stats: r.stats,
			Say: solve.Say("trial %d froze at f = %d (M·N = %d) after %s; %s", trials, tr.final, r.target,
				solve.Count{N: tr.steps, Word: "temperature"}, next)})
	case trials == maxTrialLogs+1:
		r.logf("(further trials not logged)")
	}
}

// endMsg explains an unsolved end after trials trials: the user's Stop,
// the time limit, or the trial budget.
func endMsg(ctx context.Context, trials int, bestE, target int64) solve.Text {
	tail := solve.Say("best energy %d (M·N = %d)", bestE, target)
	if bestE == math.MaxInt64 {
		tail = solve.Say("no state drawn")
	}
	return solve.GaveUpAfter(ctx, solve.Say("%s, %s", solve.Count{N: trials, Word: "trial"}, tail))
}

// Trial runs one trial of the paper's algorithm (no restart) without
// events, as Figure 7 measures it: whether it reached a solution, the
// best energy, and the solution when it did. It returns early, unsolved,
// when ctx ends. p must pass Validate and Obstacle.
func Trial(ctx context.Context, p shikaku.Puzzle, prm Params, seed int64) (solved bool, bestEnergy int64, sol shikaku.Puzzle) {
	bare := p.Bare()
	cands := shikaku.Candidates(bare)
	if shikaku.Obstacle(bare, cands) != "" {
		return false, math.MaxInt64, shikaku.Puzzle{}
	}
	rng := rand.New(rand.NewPCG(uint64(seed), seedStream))
	s := newState(bare, cands)
	b := &best{energy: math.MaxInt64}
	tr := runTrial(s, prm, rng, hooks{tick: func(float64, int, *state) bool { return ctx.Err() != nil }}, b, int64(p.Rows*p.Cols))
	if tr.solved {
		return true, b.energy, bare.WithRects(s.rects())
	}
	return false, b.energy, shikaku.Puzzle{}
}
