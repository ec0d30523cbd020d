// Package anneal solves Sudoku by simulated annealing, two ways.
//
// "anneal" is R. Sirdey's algorithm (seeds 002 and 003), parameter for
// parameter: any digit in any free cell, cost = the number of pairs of
// cells of one row, column or box holding the same digit, one move = one
// cell takes another digit, Metropolis acceptance, the logarithmic cooling
// law T ← T / (1 + T·log(1+δ)/(e_P+1)) with N² moves per temperature, and
// a restart when T falls below T_f. It is generalised to order n as the
// paper's section V does.
//
// "anneal-box" goes beyond the paper, after R. Lewis ("Metaheuristics can
// solve sudoku puzzles", 2007): singles are filled first, every box holds a
// permutation of its missing digits, and a move swaps two cells of a box;
// see box.go.
//
// Random numbers come from math/rand/v2; the same Seed gives the same run.
package anneal

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	"grille/solve"
	"grille/solve/sudoku"
)

// Params are the knobs of Sirdey's annealing. DefaultParams gives the
// paper's values, generalised to order n.
type Params struct {
	Delta        float64 // δ of the cooling law: successive stationary laws differ by at most δ
	MovesPerStep int     // moves at each temperature (the paper: the number of cells)
	T0, TFinal   float64 // start temperature; a trial gives up when T < TFinal
	MaxTrials    int     // trials before giving up; 0 = until ctx ends
	AdHocStop    int     // 0 = off, else end a trial after this many steps without a better best cost (the paper suggests 10,000)
	Seed         int64
}

// Alpha is the paper's confidence α: at T_f the stationary law would give
// a zero-cost grid with probability at least α.
const Alpha = 0.99

// DefaultMaxTrials bounds a run with the default parameters: about ten
// times the worst mean the paper reports (11.11 trials on Delahaye's grid).
const DefaultMaxTrials = 100

// MaxCost is e_P, the largest cost of an order-n grid: every cell holding
// the same digit, each then conflicting with all its 3N−2n−1 peers, halved
// as the cost is. For n = 3: 81·20/2 = 810, the paper's 1620/2.
func MaxCost(n int) int {
	N := n * n
	return N * N * peerCount(n) / 2
}

// FinalTemperature is the paper's equation (3) with ε = ½ and the
// instance-independent bound |Ω| ≤ N^(N²): T_f = 0.5 / (N²·ln N − ln(1−α)).
// For N = 9 it is 0.00273852.
func FinalTemperature(n int) float64 {
	N := float64(n * n)
	return 0.5 / (N*N*math.Log(N) - math.Log(1-Alpha))
}

// DefaultParams are the paper's values for order n: δ = 0.1, T0 = e_P,
// N² moves per step, T_f from equation (3), ad hoc stop off.
func DefaultParams(n int) Params {
	return Params{
		Delta:        0.1,
		MovesPerStep: n * n * n * n,
		T0:           float64(MaxCost(n)),
		TFinal:       FinalTemperature(n),
		MaxTrials:    DefaultMaxTrials,
		Seed:         1,
	}
}

// Validate rejects parameters that would make a trial meaningless or endless.
func (p Params) Validate() error {
	switch {
	case !(p.Delta > 0) || math.IsInf(p.Delta, 0):
		return fmt.Errorf("anneal: δ must be positive, got %v", p.Delta)
	case p.MovesPerStep <= 0:
		return fmt.Errorf("anneal: moves per step must be positive, got %d", p.MovesPerStep)
	case !(p.TFinal > 0) || !(p.T0 >= p.TFinal) || math.IsInf(p.T0, 0):
		return fmt.Errorf("anneal: need 0 < T_final ≤ T0 < ∞, got T0 %v, T_final %v", p.T0, p.TFinal)
	case p.MaxTrials < 0 || p.AdHocStop < 0:
		return fmt.Errorf("anneal: negative trial budget or ad hoc stop")
	}
	return nil
}

// coolingRate is log(1+δ)/(e_P+1): the law T ← T/(1 + T·rate) adds rate
// to 1/T at every step, so 1/T grows linearly.
func coolingRate(p Params, n int) float64 {
	return math.Log1p(p.Delta) / float64(MaxCost(n)+1)
}

// ScheduleSteps counts the temperature steps of one trial that never
// reaches cost 0, by running the cooling law: every T ≥ T_final is one step.
// It takes a while for large orders (75 million steps for 16×16, 850
// million for 25×25); ClosedFormSteps is instant.
func ScheduleSteps(p Params, n int) int {
	k := coolingRate(p, n)
	steps := 0
	for T := p.T0; T >= p.TFinal; T = T / (1 + T*k) {
		steps++
	}
	return steps
}

// ClosedFormSteps is the paper's Λ (section V), the real l with
// T0/(1 + l·T0·rate) = T_final: Λ = (1/T_final − 1/T0)/rate. A trial runs
// the steps l = 0..⌊Λ⌋, so ScheduleSteps = ⌊Λ⌋ + 1 up to rounding.
func ClosedFormSteps(p Params, n int) float64 {
	return (1/p.TFinal - 1/p.T0) / coolingRate(p, n)
}

// TrialResult describes one trial.
type TrialResult struct {
	Solved    bool
	FinalCost int
	Steps     int   // temperature steps run
	Moves     int64 // moves tried
	Elapsed   time.Duration
	Grid      sudoku.Grid // the final state (a solution when Solved)
}

// Trial runs one trial from a fresh uniformly random state, without events.
// It returns early, unsolved, when ctx ends. g must be valid and p too.
func Trial(ctx context.Context, g sudoku.Grid, p Params, rng *rand.Rand) TrialResult {
	s := newSState(g)
	return runTrial(s, p, rng, hooks{tick: func(float64, int, int, []uint8) bool { return ctx.Err() != nil }}, nil)
}

// best is the lowest-cost state seen across trials.
type best struct {
	cost  int
	cells []uint8
}

// hooks let Solve watch a trial. start (optional) sees the random
// initial state; tick is called about every checkMoves moves with the
// temperature, the steps run, the cost and the state, and ends the trial
// when it returns true.
type hooks struct {
	start func(cost int, cells []uint8)
	tick  func(T float64, steps, cost int, cells []uint8) bool
	// step (optional) sees the end of each temperature step, and of the
	// step cut short by a solution: the temperature, the steps run and
	// the cost. It feeds the annealing view's curve.
	step func(T float64, steps, cost int)
	// While moves is on (solve.MoveWatch, looked at once per temperature
	// step and at each tick), move sees every accepted move: cell i went
	// from digit a to d and the cost from before to after; it reports
	// whether to go on calling it.
	moves *solve.MoveWatch
	move  func(T float64, i int, a, d uint8, before, after int, cells []uint8) bool
}

// runTrial is one trial of the paper's algorithm on s. b, if not nil, is
// updated whenever the cost beats b.cost.
//
// It is one long function on purpose: the move loop is the method's hot
// loop (a trial on a 9×9 is up to 3.1 million temperatures of 81 moves),
// kept flat with the state in locals and no call but the draw and set.
func runTrial(s *sstate, p Params, rng *rand.Rand, h hooks, b *best) (res TrialResult) {
	start := time.Now()
	s.fill(func(k int) int { return rng.IntN(k) })
	if h.start != nil {
		h.start(s.cost, s.cells)
	}
	r := wyrand(rng.Uint64())
	maxD := peerCount(s.n)
	// thr[maxD+d] is the Metropolis acceptance probability min(1, exp(−d/T))
	// of a move changing the cost by d, scaled to 2⁶⁴ so that a raw 64-bit
	// draw u accepts iff u ≤ thr[maxD+d] (u ≤ 2⁶⁴−1 always holds, so d ≤ 0
	// is always accepted); recomputed once per temperature step as powers
	// of exp(−1/T), which costs one Exp instead of maxD.
	thr := make([]uint64, 2*maxD+1)
	for d := 0; d <= maxD; d++ {
		thr[d] = math.MaxUint64
	}
	rate := coolingRate(p, s.n)
	free := s.free
	nf := uint64(len(free))
	nm1 := uint64(s.N - 1)
	cells, peer, w := s.cells, s.peer, s.w
	cost := s.cost
	trialBest, lastBetter := cost, 0
	if b != nil && cost < b.cost {
		b.cost = cost
		b.cells = append(b.cells[:0], cells...)
	}
	defer func() {
		s.cost = cost
		res.FinalCost = cost
		res.Elapsed = time.Since(start)
		res.Grid = sudoku.Grid{Order: s.n, Cells: append([]uint8(nil), cells...)}
	}()
	if cost == 0 {
		res.Solved = true
		return res
	}
	if nf == 0 {
		return res // the givens clash and nothing can move
	}
	for T := p.T0; T >= p.TFinal; T = T / (1 + T*rate) {
		perMove := h.moves.On()
		e1 := math.Exp(-1 / T)
		up := e1*(1<<64) >= 1 // whether any cost rise can still be accepted at this T
		pr := 1.0
		for d := 1; d <= maxD && up; d++ {
			pr *= e1
			thr[maxD+d] = uint64(min(pr*(1<<64), 0x1p64-0x1p11)) // the largest float64 below 2⁶⁴
		}
		for left := p.MovesPerStep; left > 0; {
			chunk := min(left, checkMoves)
			for m := 0; m < chunk; m++ {
				// One 64-bit draw gives the cell (high half) and the new
				// digit (low half) by multiply-shift.
				x := r.next()
				i := int(free[(x>>32)*nf>>32])
				a := cells[i]
				nd := uint8((x&math.MaxUint32)*nm1>>32) + 1
				// nd ≥ a moves up by one, so nd is uniform over the N−1
				// other digits; written without a branch, which the CPU
				// would mispredict half the time.
				nd += uint8((uint32(a) - uint32(nd) - 1) >> 31)
				sh := 8 * (i & 7)
				d := int(uint8(peer[int(nd)*w+i>>3]>>sh)) - int(uint8(peer[int(a)*w+i>>3]>>sh))
				// Accept with probability min(1, exp(−d/T)). Drawing u
				// even when d ≤ 0 costs less than the second branch the
				// CPU would mispredict; once T is so low that
				// exp(−1/T) < 2⁻⁶⁴, only d ≤ 0 passes and u is not drawn.
				if up {
					if r.next() > thr[maxD+d] {
						continue
					}
				} else if d > 0 {
					continue
				}
				s.set(i, nd)
				cost += d
				if perMove {
					perMove = h.move(T, i, a, nd, cost-d, cost, cells)
				}
				if cost < trialBest {
					trialBest, lastBetter = cost, res.Steps
					if b != nil && cost < b.cost {
						b.cost = cost
						b.cells = append(b.cells[:0], cells...)
					}
					if cost == 0 {
						res.Moves += int64(m + 1)
						res.Steps++
						res.Solved = true
						if h.step != nil {
							h.step(T, res.Steps, 0)
						}
						return res
					}
				}
			}
			res.Moves += int64(chunk)
			left -= chunk
			if res.Moves%checkMoves < int64(chunk) || left > 0 {
				// about every checkMoves moves, whatever the step length
				s.cost = cost
				if h.tick(T, res.Steps, cost, cells) {
					return res
				}
				perMove = h.moves.On()
			}
		}
		res.Steps++
		if h.step != nil {
			h.step(T, res.Steps, cost)
		}
		if p.AdHocStop > 0 && res.Steps-lastBetter >= p.AdHocStop {
			return res
		}
	}
	return res
}

// New returns Sirdey's annealing with DefaultParams for the grid's order.
func New() solve.Method[sudoku.Grid] { return newMethod(Params{}, false, DefaultParams(3).Seed) }

// NewWith returns Sirdey's annealing with p. Fields Delta, MovesPerStep,
// T0 and TFinal left at zero take DefaultParams' values for the grid's
// order (so one Params serves every order); MaxTrials 0 means until ctx
// ends, AdHocStop 0 means off, and Seed is used as given.
func NewWith(p Params) solve.Method[sudoku.Grid] { return newMethod(p, true, p.Seed) }

// newMethod is the method drawing from seed (WithSeed changes it).
func newMethod(p Params, custom bool, seed int64) solve.Method[sudoku.Grid] {
	return solve.DefineSeeded(info, seed, func(seed int64) solve.Body[sudoku.Grid] {
		return method{p: p, custom: custom, seed: seed}.solve
	})
}

type method struct {
	p      Params
	custom bool
	seed   int64 // overrides p.Seed
}

var info = solve.Info{
	ID:    "anneal",
	Name:  "Simulated annealing (Sirdey)",
	Exact: false,
	Doc: "Simulated annealing borrows from metallurgy: a metal cooled slowly settles into " +
		"a low-energy crystal. Here a state is the grid with any digit in every empty cell, " +
		"and its energy, the cost, counts the pairs of cells of one row, column or box " +
		"that hold the same digit; cost 0 means solved. Each move picks an empty cell at " +
		"random and gives it another random digit. A move that lowers the cost, or keeps " +
		"it, is always taken; one that raises it by Δ is taken with probability " +
		"exp(−Δ/T) only, so at high temperature T the grid wanders freely and escapes " +
		"traps, and as T falls it is drawn more and more to low costs. R. Sirdey's " +
		"schedule starts at the largest possible cost (810 for 9×9), makes 81 moves at " +
		"each temperature and lowers it by T ← T/(1 + T·log(1.1)/811), slowly enough " +
		"that the process stays close to equilibrium. Below T = 0.0027 a zero-cost grid " +
		"would have appeared with 99% probability if equilibrium had been kept; if none " +
		"has, the trial has frozen in a trap (typically at cost 2) and a new trial starts " +
		"from a fresh random grid. The method finds solutions but proves nothing: it " +
		"cannot tell a hard puzzle from an impossible one.",
}

// params fills the zero fields for the grid's order.
func (m method) params(n int) Params {
	d := DefaultParams(n)
	if !m.custom {
		d.Seed = m.seed
		return d
	}
	p := m.p
	if p.Delta == 0 {
		p.Delta = d.Delta
	}
	if p.MovesPerStep == 0 {
		p.MovesPerStep = d.MovesPerStep
	}
	if p.T0 == 0 {
		p.T0 = d.T0
	}
	if p.TFinal == 0 {
		p.TFinal = d.TFinal
	}
	p.Seed = m.seed
	return p
}

// seedStream is the second PCG word: any constant works, it only has to
// be the same every run.
const seedStream = 0x9e3779b97f4a7c15

func newRand(seed int64) *rand.Rand {
	return rand.New(rand.NewPCG(uint64(seed), seedStream))
}

// solve runs trials until one reaches cost 0, the trial budget is spent
// or ctx ends. It never says Infeasible; on failure it returns the
// lowest-cost state seen, as Partial.
func (m method) solve(ctx context.Context, g sudoku.Grid, report solve.Reporter[sudoku.Grid]) (solve.Result[sudoku.Grid], error) {
	p := m.params(g.Order)
	if err := p.Validate(); err != nil {
		return solve.Result[sudoku.Grid]{Status: solve.Unknown, Msg: err.Error()}, err
	}
	w := newWatch(ctx, report, g.Order)
	N := g.Size()
	trialsMsg := solve.Say("until stopped")
	if p.MaxTrials > 0 {
		trialsMsg = solve.Say("up to %d trials", p.MaxTrials)
	}
	w.logf("Sirdey annealing, %d×%d grid with %s: the cost counts the pairs of cells of a row, column or box "+
		"that hold the same digit, at most e_P = %d; start temperature T0 = %g, cooling step δ = %g "+
		"(each temperature's odds differ from the last one's by at most δ), final temperature T_final = %.6g; "+
		"%s per temperature, at most %s a trial, %s, random seed %d",
		N, N, solve.Count{N: g.Filled(), Word: "given"}, MaxCost(g.Order), p.T0, p.Delta, p.TFinal,
		solve.Count{N: p.MovesPerStep, Word: "move"}, solve.Count{N: int(ClosedFormSteps(p, g.Order)) + 1, Word: "temperature"},
		trialsMsg, p.Seed)
	if res, _, done := preflight(ctx, g, w); done {
		return res, nil
	}
	rng := newRand(p.Seed)
	s := newSState(g)
	b := &best{cost: math.MaxInt}
	var stepsBefore int64
	trials := 0
	h := hooks{
		start: func(cost int, cells []uint8) {
			w.stats.Temperature, w.stats.Energy = p.T0, float64(cost)
			w.stats.BestEnergy = float64(min(b.cost, cost))
			if trials > 1 {
				w.curve.Restart(stepsBefore)
			}
			w.curve.Sample(stepsBefore, float64(cost), w.stats.BestEnergy, p.T0)
			w.progress()
		},
		step: func(T float64, steps, cost int) {
			w.curve.Sample(stepsBefore+int64(steps), float64(cost), float64(min(b.cost, cost)), T)
		},
		tick: func(T float64, steps, cost int, cells []uint8) bool {
			w.stats.Temperature, w.stats.Energy = T, float64(cost)
			w.stats.BestEnergy = float64(b.cost)
			w.stats.Iterations = stepsBefore + int64(steps)
			return w.tick(cells)
		},
		moves: solve.MoveWatchOf(ctx),
		move: func(T float64, i int, a, d uint8, before, after int, cells []uint8) bool {
			return w.moved(T, before, after, cells, []int{i},
				solve.Say("%s from %d to %d", sudoku.CellName(g.Order, i), a, d))
		},
	}
	for (p.MaxTrials == 0 || trials < p.MaxTrials) && ctx.Err() == nil {
		trials++
		w.stats.Trials = trials
		tr := runTrial(s, p, rng, h, b)
		stepsBefore += int64(tr.Steps)
		w.stats.Iterations = stepsBefore
		w.stats.Energy, w.stats.BestEnergy = float64(tr.FinalCost), float64(b.cost)
		w.progress()
		if tr.Solved {
			w.logf("trial %d reached cost 0 (no two equal digits in a row, column or box) after %s (%s)",
				trials, solve.Count{N: tr.Steps, Word: "temperature"}, solve.Count{N: int(tr.Moves), Word: "move"})
			return solve.Result[sudoku.Grid]{Status: solve.Solved, Solution: tr.Grid, Stats: w.stats,
				Say: solve.Say("solved by trial %d", trials)}, nil
		}
		if ctx.Err() != nil {
			break // an interrupted trial has no final cost
		}
		w.stats.FailedTrials++
		w.stats.FailedCost += float64(tr.FinalCost)
		next := "restarting"
		if p.MaxTrials > 0 && trials >= p.MaxTrials {
			next = "no trials left"
		}
		w.stepf("trial %d ended at cost %d after %s; %s", trials, tr.FinalCost, solve.Count{N: tr.Steps, Word: "temperature"}, next)
	}
	msg := endMsg(ctx, trials, b.cost)
	if b.cells == nil { // stopped before the first trial drew a state
		msg, b.cells = solve.Say("stopped before starting"), g.Clone().Cells
	}
	w.logf("%s", msg)
	return solve.Result[sudoku.Grid]{Status: solve.Unknown, Say: msg, Partial: true, Stats: w.stats,
		Solution: sudoku.Grid{Order: g.Order, Cells: b.cells}}, nil
}
