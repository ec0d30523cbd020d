package anneal

import (
	"context"
	"math"
	"time"

	"grille/solve"
	"grille/solve/sudoku"
)

// checkMoves is how many moves run between two looks at ctx and the clock:
// tens of microseconds of work on any order, so that even under the race
// detector (about 20 times slower) and on a loaded machine Stop lands far
// below its 200 ms limit; 1<<15 was seen to take 311 ms under -race.
// The checks are still rare enough to cost nothing measurable.
const checkMoves = 1 << 12

// watch is what Solve adds around the bare annealers: cancellation, the
// throttled events, and the stats the events carry.
type watch struct {
	ctx    context.Context
	report solve.Reporter[sudoku.Grid]
	order  int
	prog   solve.Throttle // solve.ProgressEvery
	inc    solve.Throttle // solve.IncumbentEvery
	stats  solve.Stats
	curve  *solve.CurveRecorder // sampled per temperature step, sent with every Progress
}

func newWatch(ctx context.Context, report solve.Reporter[sudoku.Grid], order int) *watch {
	if report == nil {
		report = func(solve.Event[sudoku.Grid]) {}
	}
	return &watch{ctx: ctx, report: report, order: order,
		prog: solve.Throttle{Every: solve.ProgressEvery}, inc: solve.Throttle{Every: solve.IncumbentEvery},
		curve: solve.NewCurveRecorder(ctx, false)}
}

func (w *watch) logf(format string, args ...any) {
	w.report(solve.Event[sudoku.Grid]{Kind: solve.Log, Say: solve.Say(format, args...)})
}

func (w *watch) stepf(format string, args ...any) {
	w.report(solve.Event[sudoku.Grid]{Kind: solve.Step, Say: solve.Say(format, args...), Stats: w.stats})
}

func (w *watch) progress() {
	w.prog.Mark(time.Now())
	w.report(solve.Event[sudoku.Grid]{Kind: solve.Progress, Stats: w.stats, Detail: w.curve.Snapshot()})
}

// tick is called every checkMoves moves with the current state: it sends
// the throttled events and says whether to stop.
func (w *watch) tick(cells []uint8) bool {
	if w.ctx.Err() != nil {
		return true
	}
	now := time.Now()
	if w.prog.Ready(now) {
		w.report(solve.Event[sudoku.Grid]{Kind: solve.Progress, Stats: w.stats, Detail: w.curve.Snapshot()})
	}
	if w.inc.Ready(now) {
		w.report(solve.Event[sudoku.Grid]{Kind: solve.Incumbent, Stats: w.stats, HasBest: true,
			Best: sudoku.Grid{Order: w.order, Cells: append([]uint8(nil), cells...)}})
	}
	return false
}

// endMsg explains an unsolved end after trials trials: the user's Stop,
// the time limit, or the trial budget.
func endMsg(ctx context.Context, trials int, best int) solve.Text {
	return solve.GaveUpAfter(ctx, solve.Say("%s, best cost %d", solve.Count{N: trials, Word: "trial"}, best))
}

// contradictionMsg is the Unknown reason when propagation proves the
// givens inconsistent: no annealing state can then reach cost 0, so
// spending the budget would be pointless, yet a heuristic must not claim
// Infeasible.
var contradictionMsg = solve.Say("gave up: the givens contradict each other")

// preflight handles what both methods do before annealing: the grid's
// shape, a stop already asked for, and givens that clash or that simple
// propagation proves contradictory. done reports that res is final.
func preflight(ctx context.Context, p sudoku.Grid, w *watch) (res solve.Result[sudoku.Grid], mask []uint64, done bool) {
	if ctx.Err() != nil {
		return solve.Result[sudoku.Grid]{Status: solve.Unknown, Say: solve.Say("stopped before starting"), Partial: true, Solution: p.Clone()}, nil, true
	}
	if why := p.Contradiction(); why != "" {
		w.logf("the givens contradict each other: %s", why)
		return solve.Result[sudoku.Grid]{Status: solve.Unknown, Say: solve.Say("%s (%s)", contradictionMsg, why)}, nil, true
	}
	mask, ok := propagate(geomOf(p.Order), p.Cells)
	if !ok {
		w.logf("naked and hidden singles lead to a contradiction")
		return solve.Result[sudoku.Grid]{Status: solve.Unknown, Say: contradictionMsg}, nil, true
	}
	return solve.Result[sudoku.Grid]{}, mask, false
}

// Moved is the teaching payload of one accepted move, sent while the
// window watches move by move (solve.MoveWatch): the grid after the move
// and the cells it changed, which the window flashes. The window draws it
// as it draws a search's step (ui/sudoku.go).
type Moved struct {
	Grid  sudoku.Grid
	Cells []int
}

func (m Moved) ShownGrid() sudoku.Grid    { return m.Grid }
func (m Moved) ShownCandidates() []uint64 { return nil }
func (m Moved) ShownCells() []int         { return m.Cells }

// moved reports one accepted move by itself: what changed, said in words
// ("r3c4 from 5 to 7: cost 12 → 11"), and the grid after it. It reports whether
// the watcher still wants each move: not once the run is stopped, nor
// once the window runs at a speed where single moves are not shown.
func (w *watch) moved(T float64, before, after int, cells []uint8, changed []int, what solve.Text) bool {
	w.stats.Temperature, w.stats.Energy = T, float64(after)
	w.stats.BestEnergy = min(w.stats.BestEnergy, float64(after))
	say := solve.Say("%s: cost %d → %d", what, before, after)
	if d := after - before; d > 0 {
		say = solve.Say("%s: cost %d → %d, a rise kept with probability exp(−%d/T) = %.2f at T = %.3g",
			what, before, after, d, math.Exp(-float64(d)/T), T)
	}
	w.report(solve.Event[sudoku.Grid]{Kind: solve.Step, Say: say, Stats: w.stats,
		Detail: Moved{Grid: sudoku.Grid{Order: w.order, Cells: append([]uint8(nil), cells...)}, Cells: changed}})
	return w.ctx.Err() == nil && solve.MoveWatchOf(w.ctx).On()
}
