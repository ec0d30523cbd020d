// Package anneal is seed 004's simulated annealing for Hashi (part 2.3).
//
// A state is a set of bridges: each candidate bridge (two islands in line
// with nothing between) carries 0, 1 or 2. A move picks a candidate at
// random: if it is empty, a bridge of 1 or 2 is added; if not, it is
// removed or its multiplicity changed, with equal chances. So the chance of
// adding is the share of empty candidates, high when there are few bridges,
// as the paper asks ("la probabilité de chaque action dépend du nombre
// d'arêtes"). The energy is the paper's equation (10),
//
//	f = C + ΔW² − |E|,  ΔW = Σ_islands (value − bridges at it)²,
//
// C the number of crossing pairs, |E| the number of bridged pairs (a double
// counts once): −|E| rewards spreading out, which favours connected
// answers as the ILP's objective does. Moves are accepted by the
// Metropolis rule. The paper leaves the schedule open; here each trial
// cools geometrically from T0 to TFinal over SweepsPerTrial sweeps of m
// moves (m the number of candidates), and the next trial reheats from the
// state reached (see DefaultParams for how the values were chosen).
//
// A state with C = 0 and ΔW = 0 obeys every local rule; it is a solution
// only if its bridges connect all islands, which is checked then. The
// method is not exact: it says Solved or Unknown, never Unique or
// Infeasible, and never returns a disconnected answer as a solution.
package anneal

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/hashi/internal/graph"
)

// Params are the knobs of the annealing.
type Params struct {
	T0, TFinal     float64 // a trial cools from T0 to TFinal
	SweepsPerTrial int     // sweeps of m moves in a trial
	MaxTrials      int     // trials before giving up; 0 = until ctx ends
	Seed           int64
}

// DefaultParams were tuned (tune_test.go) on puzzles from the paper's
// generator, 4 to 80 points, which every setting tried solves in
// milliseconds (as the paper found), and on a sample of the Coelho et al.
// 100-island set, which is harder because its solutions leave many
// candidates empty while −|E| pulls towards using them. There, near a
// solution an uphill move costs a few units (a bridge too many at two
// satisfied islands: ΔW 0 → 2, f +4 −1); T0 = 1 accepts such moves a third
// of the time, TFinal = 0.05 almost never. Trial length mattered most: 400
// sweeps solved 3 of 30 sampled puzzles, 2,000 about 19, 20,000 22 (about
// 70%, 1.7 s on average); hotter starts (T0 = 3 to 20) did worse.
func DefaultParams() Params {
	return Params{T0: 1, TFinal: 0.05, SweepsPerTrial: 20000, MaxTrials: 10, Seed: 1}
}

// Validate rejects parameters that would make a trial meaningless.
func (p Params) Validate() error {
	switch {
	case !(p.T0 > 0) || !(p.TFinal > 0) || p.TFinal > p.T0 || math.IsInf(p.T0, 0):
		return fmt.Errorf("anneal: want 0 < TFinal ≤ T0, have T0 = %g, TFinal = %g", p.T0, p.TFinal)
	case p.SweepsPerTrial < 1:
		return fmt.Errorf("anneal: SweepsPerTrial %d, want ≥ 1", p.SweepsPerTrial)
	case p.MaxTrials < 0:
		return fmt.Errorf("anneal: MaxTrials %d, want ≥ 0", p.MaxTrials)
	}
	return nil
}

// New returns the method, ID "anneal", with DefaultParams.
func New() solve.Method[hashi.Puzzle] { return NewWith(DefaultParams()) }

// NewWith returns the method with other parameters, for experiments. It
// draws from p.Seed until WithSeed (solve.Seeder) gives a copy another.
func NewWith(p Params) solve.Method[hashi.Puzzle] {
	return solve.DefineSeeded(info, p.Seed, func(seed int64) solve.Body[hashi.Puzzle] {
		q := p
		q.Seed = seed
		return method{q}.solve
	})
}

type method struct{ par Params }

var info = solve.Info{
	ID:   "anneal",
	Name: "Simulated annealing",
	Doc: "A. Rafaralahy's annealing. A state is a set of bridges. A move picks a pair of islands " +
		"in line at random: an empty pair gets a bridge (single or double), a bridged pair " +
		"loses it or changes single ↔ double; with few bridges, adding is the likely move. " +
		"The energy f = C + ΔW² − |E| counts the crossings C, the squared mismatch ΔW = Σ " +
		"(value − bridges)² over the islands, minus the number of bridged pairs |E|, which " +
		"rewards spreading out and so favours connected answers. A move that lowers f is " +
		"kept; one that raises it by d is kept with probability e^(−d/T), and the temperature " +
		"T falls slowly, so that early on the search roams and later it settles. A state with " +
		"no crossing and every island satisfied is a solution only if its bridges connect all " +
		"islands. Each trial cools from T0 to TFinal; the next one heats up again. It may give " +
		"up: it proves nothing, neither uniqueness nor that there is no solution.",
}

// checkMoves moves run between two looks at ctx and the clock: tens of
// microseconds, so that even under the race detector Stop lands far below
// its 200 ms limit.
const checkMoves = 1 << 12

// state is one annealing state with the sums its energy needs, kept up to
// date move by move.
type state struct {
	g      *graph.Graph
	cnt    []int8  // bridges per candidate
	deg    []int32 // bridges at each island
	cross  []int32 // present candidates crossing each candidate
	c      int64   // crossing pairs among present candidates
	w      int64   // ΔW = Σ (value − deg)²
	k      int64   // present candidates
	energy int64
}

func newState(g *graph.Graph) *state {
	s := &state{g: g, cnt: make([]int8, len(g.Edges)), deg: make([]int32, g.N), cross: make([]int32, len(g.Edges))}
	for _, v := range g.Val {
		s.w += int64(v) * int64(v)
	}
	s.energy = s.c + s.w*s.w - s.k
	return s
}

// delta is the energy change of setting candidate e to count nc.
func (s *state) delta(e int, nc int8) (dE, dC, dW, dK int64) {
	oc := s.cnt[e]
	d := int64(nc - oc)
	ed := s.g.Edges[e]
	for _, i := range [2]int{ed.A, ed.B} {
		r := int64(s.g.Val[i]) - int64(s.deg[i])
		dW += (r-d)*(r-d) - r*r
	}
	switch {
	case oc == 0 && nc > 0:
		dC, dK = int64(s.cross[e]), 1
	case oc > 0 && nc == 0:
		dC, dK = -int64(s.cross[e]), -1
	}
	w := s.w + dW
	dE = dC + (w*w - s.w*s.w) - dK
	return
}

// set applies a move whose delta was computed.
func (s *state) set(e int, nc int8, dE, dC, dW, dK int64) {
	oc := s.cnt[e]
	ed := s.g.Edges[e]
	s.deg[ed.A] += int32(nc - oc)
	s.deg[ed.B] += int32(nc - oc)
	if (oc == 0) != (nc == 0) {
		step := int32(1)
		if nc == 0 {
			step = -1
		}
		for _, f := range s.g.Cross[e] {
			s.cross[f] += step
		}
	}
	s.cnt[e] = nc
	s.c += dC
	s.w += dW
	s.k += dK
	s.energy += dE
}

// solved reports whether the state is a solution: no crossing, every
// island satisfied, all connected.
func (s *state) solved() bool {
	return s.c == 0 && s.w == 0 && s.g.Components(s.cnt) == 1
}

// solve anneals until a solution, the trial budget, or ctx.
func (m method) solve(ctx context.Context, p hashi.Puzzle, report solve.Reporter[hashi.Puzzle]) (solve.Result[hashi.Puzzle], error) {
	logf := func(format string, args ...any) {
		report(solve.Event[hashi.Puzzle]{Kind: solve.Log, Say: solve.Say(format, args...)})
	}
	par := m.par
	if err := par.Validate(); err != nil {
		logf("%v", err)
		return solve.Result[hashi.Puzzle]{Status: solve.Unknown, Msg: err.Error()}, err
	}
	g := graph.New(p)
	logf("annealing: %s, %s (pairs of islands in line); the energy f = C + ΔW² − |E| adds the number C of crossings "+
		"and, over the islands, the squares of (value − bridges at it), less the number |E| of pairs joined; start temperature T0 = %g, final temperature "+
		"TFinal = %g, %s a trial (a sweep tries one move per candidate), random seed %d",
		solve.Count{N: g.N, Word: "island"}, solve.Count{N: len(g.Edges), Word: "candidate bridge"}, par.T0, par.TFinal,
		solve.Count{N: par.SweepsPerTrial, Word: "sweep"}, par.Seed)
	bare := p.Bare()
	if ctx.Err() != nil {
		return solve.Result[hashi.Puzzle]{Status: solve.Unknown, Say: solve.Say("stopped before starting"), Partial: true, Solution: bare}, nil
	}
	// A puzzle no state can satisfy would only burn the budget; a
	// heuristic must not claim Infeasible, so it gives up with a reason.
	for i, is := range p.Islands {
		if len(g.Inc[i]) == 0 {
			msg := solve.Say("gave up: the island at %s has no island in line with it", hashi.CellName(is.Row, is.Col))
			logf("%s", msg)
			return solve.Result[hashi.Puzzle]{Status: solve.Unknown, Say: msg}, nil
		}
	}
	curve := solve.NewCurveRecorder(ctx, true)
	w := watcher{moves: solve.MoveWatchOf(ctx), move: func(st solve.Stats, mv tried, cnt []int8) bool {
		report(movedEvent(g, p, st, mv, cnt))
		return ctx.Err() == nil && solve.MoveWatchOf(ctx).On()
	}}
	res, stats, best := anneal(ctx, g, par, curve, w, func(st solve.Stats, cnt []int8, inc bool) {
		if inc {
			report(solve.Event[hashi.Puzzle]{Kind: solve.Incumbent, Stats: st, HasBest: true, Best: g.Puzzle(p, cnt)})
		} else {
			report(solve.Event[hashi.Puzzle]{Kind: solve.Progress, Stats: st, Detail: curve.Snapshot()})
		}
	})
	// The curve ends where the run did, not at the last throttled event.
	report(solve.Event[hashi.Puzzle]{Kind: solve.Progress, Stats: stats, Detail: curve.Snapshot()})
	if res != nil {
		logf("solved in trial %d after %s", stats.Trials, solve.Count{N: int(stats.Iterations), Word: "move"})
		return solve.Result[hashi.Puzzle]{Status: solve.Solved, Solution: g.Puzzle(p, res), Stats: stats}, nil
	}
	msg := solve.GaveUpAfter(ctx, solve.Say("%s, best energy %g", solve.Count{N: stats.Trials, Word: "trial"}, stats.BestEnergy))
	logf("%s", msg)
	return solve.Result[hashi.Puzzle]{Status: solve.Unknown, Say: msg, Partial: true, Solution: g.Puzzle(p, best), Stats: stats}, nil
}

// tried is one move as a watcher sees it: candidate e's bridges from
// from to to, the energy before and the energy the move gives (kept or
// not), at temperature T.
type tried struct {
	e             int
	from, to      int8
	before, after int64
	kept          bool
	T             float64
}

// watcher lets the window see the moves one by one: while moves is on
// (solve.MoveWatch, looked at with ctx, every checkMoves moves), move sees
// every move tried, kept or refused, with the stats and the bridges after
// it; it reports whether to go on calling it.
type watcher struct {
	moves *solve.MoveWatch
	move  func(st solve.Stats, mv tried, cnt []int8) bool
}

// anneal runs the trials. It returns the solution (nil if none), the
// stats, and the lowest-energy state seen. emit receives throttled events
// (inc: an Incumbent with the current state). curve gets a sample at every
// due move (the temperature falls at each), a reheat mark at each trial
// after the first, and the state the run ends in. w sees the moves one by
// one while its switch is on.
func anneal(ctx context.Context, g *graph.Graph, par Params, curve *solve.CurveRecorder, w watcher, emit func(st solve.Stats, cnt []int8, inc bool)) ([]int8, solve.Stats, []int8) {
	rng := rand.New(rand.NewPCG(uint64(par.Seed), 0x4841534849)) // "HASHI"
	s := newState(g)
	m := len(g.Edges)
	best := append([]int8(nil), s.cnt...)
	bestE := s.energy
	var st solve.Stats
	st.BestEnergy = float64(bestE)
	if m == 0 {
		return nil, st, best
	}
	movesPerTrial := int64(par.SweepsPerTrial) * int64(m)
	lambda := math.Pow(par.TFinal/par.T0, 1/float64(movesPerTrial))
	prog := solve.Throttle{Every: solve.ProgressEvery}
	inc := solve.Throttle{Every: solve.IncumbentEvery}
	// perMove is the watcher's switch as last looked at: a local flag,
	// so that a run nobody watches move by move pays a test of it per
	// move and nothing else.
	perMove := false
	for trial := 1; par.MaxTrials == 0 || trial <= par.MaxTrials; trial++ {
		st.Trials = trial
		T := par.T0
		if trial > 1 {
			curve.Reheat(st.Iterations)
		}
		for it := int64(0); it < movesPerTrial; it++ {
			if curve.Due(st.Iterations) {
				curve.Sample(st.Iterations, float64(s.energy), float64(bestE), T)
			}
			if it&(checkMoves-1) == 0 {
				if ctx.Err() != nil {
					curve.End(st.Iterations, float64(s.energy), float64(bestE), T)
					return nil, st, best
				}
				st.Temperature, st.Energy = T, float64(s.energy)
				curve.End(st.Iterations, float64(s.energy), float64(bestE), T)
				now := time.Now()
				if prog.Ready(now) {
					emit(st, nil, false)
				}
				if inc.Ready(now) {
					emit(st, s.cnt, true)
				}
				perMove = w.moves.On()
			}
			st.Iterations++
			T *= lambda
			e := rng.IntN(m)
			var nc int8
			oc := s.cnt[e]
			switch {
			case oc == 0:
				nc = int8(1 + rng.IntN(2))
			case rng.IntN(2) == 0:
				nc = 0
			default:
				nc = 3 - oc
			}
			dE, dC, dW, dK := s.delta(e, nc)
			if dE > 0 && rng.Float64() >= math.Exp(-float64(dE)/T) {
				if perMove {
					perMove = w.tell(&st, tried{e, oc, nc, s.energy, s.energy + dE, false, T}, bestE, s)
				}
				continue
			}
			s.set(e, nc, dE, dC, dW, dK)
			if perMove {
				perMove = w.tell(&st, tried{e, oc, nc, s.energy - dE, s.energy, true, T}, bestE, s)
			}
			if s.energy < bestE {
				bestE = s.energy
				copy(best, s.cnt)
				st.BestEnergy = float64(bestE)
			}
			if s.c == 0 && s.w == 0 && s.solved() {
				st.Temperature, st.Energy = T, float64(s.energy)
				curve.End(st.Iterations, float64(s.energy), float64(bestE), T)
				return append([]int8(nil), s.cnt...), st, best
			}
		}
		st.FailedTrials++
		st.FailedCost += float64(s.energy)
		st.Temperature, st.Energy = T, float64(s.energy)
		curve.End(st.Iterations, float64(s.energy), float64(bestE), T)
	}
	return nil, st, best
}

// tell hands one move to the watcher, with the stats as they stand after
// it (st's temperature and energies updated), and reports whether to go
// on.
func (w watcher) tell(st *solve.Stats, mv tried, bestE int64, s *state) bool {
	st.Temperature, st.Energy = mv.T, float64(s.energy)
	st.BestEnergy = float64(min(bestE, s.energy)) // the loop notes a better state after this call
	return w.move(*st, mv, s.cnt)
}

// movedEvent is the Step that says one move in words, with the bridges
// after it for the board: "add a bridge between r1c1 and r1c5: f 12 → 9
// at T = 0.83"; a rise says the chance it had, kept or refused.
func movedEvent(g *graph.Graph, p hashi.Puzzle, st solve.Stats, mv tried, cnt []int8) solve.Event[hashi.Puzzle] {
	ed := g.Edges[mv.e]
	a, b := p.Islands[ed.A], p.Islands[ed.B]
	an, bn := hashi.CellName(a.Row, a.Col), hashi.CellName(b.Row, b.Col)
	var what solve.Text
	switch {
	case mv.from == 0 && mv.to == 1:
		what = solve.Say("add a bridge between %s and %s", an, bn)
	case mv.from == 0:
		what = solve.Say("add a double bridge between %s and %s", an, bn)
	case mv.to == 0 && mv.from == 1:
		what = solve.Say("remove the bridge between %s and %s", an, bn)
	case mv.to == 0:
		what = solve.Say("remove the double bridge between %s and %s", an, bn)
	case mv.to == 2:
		what = solve.Say("double the bridge between %s and %s", an, bn)
	default:
		what = solve.Say("make the double bridge between %s and %s single", an, bn)
	}
	d := mv.after - mv.before
	var say solve.Text
	switch {
	case d <= 0:
		say = solve.Say("%s: f %d → %d at T = %.3g", what, mv.before, mv.after, mv.T)
	case mv.kept:
		say = solve.Say("%s: f %d → %d, a rise kept with probability exp(−%d/T) = %.2g at T = %.3g",
			what, mv.before, mv.after, d, math.Exp(-float64(d)/mv.T), mv.T)
	default:
		say = solve.Say("%s: refused, f would go from %d to %d, a rise kept only with probability exp(−%d/T) = %.2g at T = %.3g",
			what, mv.before, mv.after, d, math.Exp(-float64(d)/mv.T), mv.T)
	}
	return solve.Event[hashi.Puzzle]{Kind: solve.Step, Say: say, Stats: st, Detail: hashi.Moved{
		Puzzle: g.Puzzle(p, cnt), A: ed.A, B: ed.B, From: int(mv.from), To: int(mv.to),
		Before: mv.before, After: mv.after, Kept: mv.kept}}
}
