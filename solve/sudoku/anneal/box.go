package anneal

// The "anneal-box" method: simulated annealing in the neighbourhood of
// R. Lewis ("Metaheuristics can solve sudoku puzzles", J. Heuristics
// 2007), made much faster. Design, with the measurements behind it
// (magictour_top1465, 9×9 unless said):
//
//   - The course's three rules first (backtrack.Fixpoint: Exclusivité,
//     Unicité, Parité, to their fixpoint; BoxParams.SinglesOnly keeps
//     naked and hidden singles only). They fix the cells logic alone
//     settles and leave each free cell a candidate set; their proof of a
//     contradiction ends the run with Unknown (the method is not exact and
//     never says Infeasible). On the generator's "easy" puzzles they leave
//     nothing to anneal: from singles only, the annealing solved 10/10
//     16×16 (median 0.9 s) but 4/10 25×25 in 10 s (seeds 1-10,
//     BenchmarkAnnealBoxOrder{4,5}SinglesOnly); with the rules, all of
//     orders 4-6 in under 0.1 s.
//   - Each box holds a permutation of its missing digits, each cell on one
//     of its candidates (a random perfect matching per box), so the box
//     constraints and the candidates always hold and the cost counts only
//     digits missing from rows and columns.
//   - A move takes a free cell x, preferably one in conflict (focusTries),
//     and another candidate d of it; the cell y of the box holding d gives
//     it up. If y can take x's digit the move is a swap, with an O(1) cost
//     change. If not, a share of such proposals (cycleShare) grows into an
//     alternating cycle y → z → … within the box. Swaps alone cannot reach
//     every candidate-respecting arrangement (A{1,2} B{2,3} C{3,1} cannot
//     go from 1,2,3 to 2,3,1 by swaps), and without cycles some puzzles
//     never got below cost 5 at any temperature.
//   - Temperature: from Lewis's T0 (the σ of the cost over 200 random
//     moves, about 3–5) a fast geometric cooling (×0.8 a step of 50 moves
//     per free cell) down to a hold temperature where the search then
//     stays. Lewis's slow cooling (×0.99, free² moves a step) with reheats
//     left 10% of a sample unsolved after 3 s; a fixed T near the hold
//     temperature solved all. The best hold temperature falls with the
//     grid's size (≈0.7 for 9×9, 0.4–0.55 for 16×16 and 25×25, where 0.7
//     or more never converged): THold = 2.8/ln(free cells) fits all three.
//   - Restart: 100 steps without a lower cost (≈ 275,000 moves on a 9×9)
//     draws a fresh random state. Times are heavy-tailed (median a few ms,
//     a few puzzles hundreds), and restarts trim that tail.
//
// Measured (GRILLE_ANNEAL_REPORT=1, 2 shared cores under load): all 1465
// puzzles solved, median 4.8 ms, p90 26 ms, p99 108 ms, max 0.4 s.

import (
	"context"
	"fmt"
	"math"
	"strings"

	"grille/solve"
	"grille/solve/sudoku"
	"grille/solve/sudoku/backtrack"
)

// NewBox returns the box-swap annealer with DefaultBoxParams.
func NewBox() solve.Method[sudoku.Grid] { return newBox(DefaultBoxParams()) }

// NewBoxWith returns the box-swap annealer with p. Zero fields take their
// defaults: those documented in BoxParams, and DefaultBoxParams' Alpha and
// Restart; Seed is used as given.
func NewBoxWith(p BoxParams) solve.Method[sudoku.Grid] {
	d := DefaultBoxParams()
	if p.Alpha == 0 {
		p.Alpha = d.Alpha
	}
	if p.Restart == 0 {
		p.Restart = d.Restart
	}
	return newBox(p)
}

// newBox is the method with p, drawing from p.Seed (WithSeed changes it).
func newBox(p BoxParams) solve.Method[sudoku.Grid] {
	return solve.DefineSeeded(boxInfo, p.Seed, func(seed int64) solve.Body[sudoku.Grid] {
		q := p
		q.Seed = seed
		return boxMethod{p: q}.solve
	})
}

type boxMethod struct{ p BoxParams }

var boxInfo = solve.Info{
	ID:    "anneal-box",
	Name:  "Annealing, box swaps",
	Exact: false,
	Doc: "A faster annealing, after R. Lewis (2007). First the course's three rules, " +
		"until they change nothing: a digit already in a cell's row, column or box is " +
		"struck from its candidates, a digit with one place left in a unit is put " +
		"there, and two cells of a unit that can only hold the same two digits take " +
		"those digits from the rest of the unit. Then each box is completed with its missing digits, each on a cell " +
		"where it is still a candidate, so every box is always right and only rows and " +
		"columns can be wrong: the cost counts the digits missing from each row and " +
		"each column. A move exchanges two digits within one box (or, now and then, " +
		"rotates a few), preferring cells whose digit clashes with another; like any " +
		"annealing it always keeps a move that does not raise the cost and keeps one " +
		"that raises it by Δ with probability exp(−Δ/T). The temperature starts at the " +
		"spread of costs seen on random moves, falls quickly to a low value and stays " +
		"there; when no progress is made for a long while, the search starts again " +
		"from a new random filling. It usually solves a hard 9×9 in milliseconds, but, " +
		"like all annealing, it proves nothing and cannot recognise an impossible puzzle.",
}

// solve anneals until cost 0, the restart budget, or ctx's end. It never
// says Infeasible; unsolved, it returns the lowest-cost state seen.
func (m boxMethod) solve(ctx context.Context, g sudoku.Grid, report solve.Reporter[sudoku.Grid]) (solve.Result[sudoku.Grid], error) {
	p := m.p
	if err := p.Validate(); err != nil {
		return solve.Result[sudoku.Grid]{Status: solve.Unknown, Msg: err.Error()}, err
	}
	w := newWatch(ctx, report, g.Order)
	N := g.Size()
	w.logf("box-swap annealing, %d×%d grid with %s: start temperature T0 = %s, the temperature multiplied by %g "+
		"at each step down to %s, %s moves a step, restart after %d steps without progress, %s, random seed %d",
		N, N, solve.Count{N: g.Filled(), Word: "given"}, orAuto(p.T0, "from the spread of random moves"), p.Alpha,
		orAuto(p.THold, "2.8/ln(free cells)"), orAutoInt(p.StepMoves, "50 × free cells"),
		p.Restart, budgetMsg(p.MaxRestarts), p.Seed)
	res, mask, done := preflight(ctx, g, w)
	if done {
		return res, nil
	}
	rules := solve.Say("naked and hidden singles")
	if !p.SinglesOnly {
		// The course's three rules settle more than singles: every cell
		// they fix is one the annealing need not find, every candidate
		// they strike a move it need not try. On an "easy" 25×25 the
		// annealing alone gave up after 30 s; the rules leave it nothing.
		rules = solve.Say("the three rules (Exclusivité, Unicité, Parité)")
		c, ok := backtrack.Fixpoint(g)
		if !ok {
			w.logf("%s lead to a contradiction", rules)
			return solve.Result[sudoku.Grid]{Status: solve.Unknown, Say: contradictionMsg}, nil
		}
		mask = c.Masks
	}
	s := newBState(g, mask)
	w.logf("%s fix %s; %s left free", rules, solve.Count{N: N*N - g.Filled() - len(s.movable), Word: "cell"}, solve.Count{N: len(s.movable), Word: "cell"})
	r := wyrand(newRand(p.Seed).Uint64())
	if !s.fill(&r) {
		// Some box cannot place its missing digits on their candidates.
		w.logf("a box cannot hold its missing digits on their candidates")
		return solve.Result[sudoku.Grid]{Status: solve.Unknown, Say: contradictionMsg}, nil
	}
	if len(s.movable) == 0 {
		w.logf("%s alone solve the puzzle", rules)
	}
	h := boxHooks{
		tick: func(T float64, cost int, run *boxRun) bool {
			w.stats.Temperature, w.stats.Energy = T, float64(cost)
			w.stats.BestEnergy = float64(run.best)
			w.stats.Iterations = int64(run.steps)
			return w.tick(s.val)
		},
		start: func(T float64, cost int, run *boxRun) {
			w.stats.Trials = run.restarts + 1
			w.stats.Temperature, w.stats.Energy = T, float64(cost)
			w.stats.BestEnergy = float64(run.best)
			if run.restarts > 0 {
				w.curve.Restart(int64(run.steps))
			}
			w.curve.Sample(int64(run.steps), float64(cost), float64(run.best), T)
			w.progress()
		},
		step: func(T float64, cost int, run *boxRun) {
			w.curve.Sample(int64(run.steps), float64(cost), float64(run.best), T)
		},
		moves: solve.MoveWatchOf(ctx),
		move: func(T float64, x, y, before, after int) bool {
			box := sudoku.UnitSay(g.Order, 2*N+int(s.box[x]))
			if y >= 0 {
				return w.moved(T, before, after, s.val, []int{x, y}, solve.Say("swap %s and %s in %s",
					sudoku.CellName(g.Order, x), sudoku.CellName(g.Order, y), box))
			}
			cells := make([]int, len(s.cyc))
			names := make([]string, len(s.cyc))
			for k, c := range s.cyc {
				cells[k], names[k] = int(c), sudoku.CellName(g.Order, int(c))
			}
			return w.moved(T, before, after, s.val, cells, solve.Say("rotate the digits of %s in %s",
				strings.Join(names, " → "), box))
		},
		end: func(cost, steps int, run *boxRun) {
			w.stats.Energy, w.stats.BestEnergy = float64(cost), float64(run.best)
			w.stats.Iterations = int64(run.steps)
			w.progress()
			next := "restarting from a new random filling"
			if p.MaxRestarts > 0 && run.restarts >= p.MaxRestarts {
				next = "no restarts left"
			}
			w.stepf("trial %d ended at cost %d after %d steps, the last %d without progress; %s",
				run.restarts+1, cost, steps, p.Restart, next)
		},
	}
	run := s.anneal(p, &r, h)
	w.stats.Iterations = int64(run.steps)
	w.stats.Energy, w.stats.BestEnergy = float64(s.cost), float64(run.best)
	w.stats.Trials = run.restarts + 1
	w.progress()
	if run.solved {
		w.logf("solved after %s, %s, %s", solve.Count{N: run.steps, Word: "step"}, solve.Count{N: int(run.moves), Word: "move"},
			solve.Count{N: run.restarts, Word: "restart"})
		return solve.Result[sudoku.Grid]{Status: solve.Solved, Stats: w.stats,
			Solution: sudoku.Grid{Order: g.Order, Cells: append([]uint8(nil), s.val...)}}, nil
	}
	msg := endMsg(ctx, run.restarts+1, run.best)
	w.logf("%s", msg)
	return solve.Result[sudoku.Grid]{Status: solve.Unknown, Say: msg, Partial: true, Stats: w.stats,
		Solution: sudoku.Grid{Order: g.Order, Cells: run.bestVal}}, nil
}

func orAuto(v float64, auto string) string {
	if v > 0 && !math.IsInf(v, 0) {
		return fmt.Sprintf("%g", v)
	}
	return auto
}

func orAutoInt(v int, auto string) string {
	if v > 0 {
		return fmt.Sprint(v)
	}
	return auto
}

func budgetMsg(k int) solve.Text {
	if k > 0 {
		return solve.Say("up to %d restarts", k)
	}
	return solve.Say("until stopped")
}
