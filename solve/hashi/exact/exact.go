// Package exact is the "Propagation + search" Hashi method, beyond seed 004
// (which only has the ILP and annealing): the classic solving rules of
// Hashi players applied to a fixpoint (see solver in solver.go: island
// sums, crossings, isolation of closed groups, connectivity; the rules are
// in propagate.go), then a search that branches on the count of one
// candidate bridge, with connectivity a hard rule all the way down,
// learning where contradictions arise and which combinations cause them
// (nogoods, learn.go), and restarting (search.go says how and why); on
// large boards it sweeps the board with conflict-directed backjumping
// instead (backjump.go, Params.SweepFrom). It counts solutions up to two,
// so it proves a solution unique, finds a second one, or proves there is
// none.
package exact

import (
	"context"
	"time"

	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/hashi/internal/graph"
)

// New returns the method, ID "exact", with DefaultParams.
func New() solve.Method[hashi.Puzzle] { return NewWith(DefaultParams()) }

// NewWith returns the method with other switches, for experiments.
func NewWith(par Params) solve.Method[hashi.Puzzle] { return solve.Define(info, method{par}.solve) }

type method struct{ par Params }

var info = solve.Info{
	ID:    "exact",
	Name:  "Propagation + search",
	Exact: true,
	Doc: "Every candidate bridge (two islands in line with nothing between) keeps the set " +
		"of counts still possible on it: 0, 1 or 2. Four rules narrow these sets until none " +
		"changes anything. Island sums: a count stays only if the island's other bridges can " +
		"make up the rest of its value (an 8 needs doubles all round; a 3 with two neighbours " +
		"needs at least one bridge to each). Crossings: a bridge that is sure to exist forbids " +
		"every bridge crossing it. Isolation: islands joined by sure bridges form a group; a " +
		"bridge that would use up every free end of the group(s) it joins is forbidden unless " +
		"that group is the whole puzzle (two 1s never join by a single, two 2s never by a " +
		"double). Connectivity: the bridges still possible must connect all islands, and one " +
		"whose loss would cut them apart must be built. When the rules are stuck, the search " +
		"picks an open bridge where contradictions have been met most often, tries each count " +
		"on a copy, and backs up on a contradiction. When a guess fails, it traces the " +
		"contradiction back to the facts that caused it and remembers that combination, so " +
		"that no later branch, even after a restart, tries it again. A search that wanders too long starts " +
		"again from the top with what it learnt (restarts), which tames the rare puzzle where " +
		"an early guess goes wrong. On boards of thousands of islands it branches instead " +
		"on the open bridges in board order (row by row, column by column, and both " +
		"backwards, one order per start), and when every count of a bridge fails it " +
		"traces why and backs up straight to the last guess involved, past the guesses " +
		"made elsewhere on the board in between. It keeps searching after the first solution until it finds " +
		"a second or has tried everything, so it proves the solution unique, finds another, or " +
		"proves there is none.",
}

// Count counts p's solutions up to limit (below 1 counts as 1), without
// events. first is the first solution (zero Puzzle if none); stopped says
// ctx ended the search first (count is then a lower bound). A puzzle that
// fails Validate has no solution here.
func Count(ctx context.Context, p hashi.Puzzle, limit int) (count int, first hashi.Puzzle, nodes int64, stopped bool) {
	if p.Validate() != nil {
		return 0, hashi.Puzzle{}, 0, false
	}
	g := graph.New(p)
	s := newSolver(p, g, DefaultParams())
	if ctx != nil && ctx.Done() != nil {
		s.poll = func(int64, []uint8) bool { return ctx.Err() != nil }
	}
	count, sol, stopped := s.run(limit)
	if sol != nil {
		first = g.Puzzle(p, sol)
	}
	return count, first, s.nodes, stopped
}

// Two returns up to two solutions of p (none, one: unique, two: several
// — unless stopped says ctx ended the search first).
func Two(ctx context.Context, p hashi.Puzzle) (sols []hashi.Puzzle, stopped bool) {
	return TwoWith(ctx, p, DefaultParams())
}

// StableParams are the switches the generator searches with (TwoWith):
// which second solution a search meets first depends on its switches, and
// the generator repairs the puzzle where that solution differs, so these
// stay fixed whatever the method's tuning, and a seed keeps giving the
// same puzzle. They are DefaultParams as they were before the search
// learnt nogoods (its search is the same node for node), spelt out so
// that a change there does not reach them.
func StableParams() Params {
	return Params{ProbeDepth: 1, LazyProbe: 2, ConnWeights: true, SavePhase: true, Decay: true,
		Restarts: true, SweepFrom: 2000, Backjump: true, GlobalEvery: 64, UnitPerEdge: 0.5, Seed: 0x9E3779B97F4A7C15}
}

// TwoWith is Two with other switches.
func TwoWith(ctx context.Context, p hashi.Puzzle, par Params) (sols []hashi.Puzzle, stopped bool) {
	if p.Validate() != nil {
		return nil, false
	}
	g := graph.New(p)
	s := newSolver(p, g, par)
	if ctx != nil && ctx.Done() != nil {
		s.poll = func(int64, []uint8) bool { return ctx.Err() != nil }
	}
	_, _, stopped = s.run(2)
	for _, dom := range [][]uint8{s.first, s.second} {
		if dom == nil {
			continue
		}
		sols = append(sols, g.Puzzle(p, counts(dom)))
	}
	return sols, stopped
}

// Deduce returns the counts the rules alone fix at the root, one per
// candidate edge (hashi.Edges order), -1 where still open, and ok false if
// the rules find a contradiction. It is the "hint" view of the method.
func Deduce(p hashi.Puzzle) (counts []int, ok bool) {
	if p.Validate() != nil {
		return nil, false
	}
	g := graph.New(p)
	dom := newSolver(p, g, DefaultParams()).rootFixpoint()
	if dom == nil {
		return nil, false
	}
	counts = make([]int, len(dom))
	for e, d := range dom {
		counts[e] = -1
		if d&(d-1) == 0 {
			counts[e] = int(minOf[d])
		}
	}
	return counts, true
}

// quickInfeasible gives a plain reason when the puzzle obviously has no
// solution, so the log can say why before any search.
func quickInfeasible(p hashi.Puzzle, g *graph.Graph) solve.Text {
	sum := 0
	for _, is := range p.Islands {
		sum += is.Value
	}
	if sum%2 != 0 {
		return solve.Say("the values add up to %d, an odd number, but every bridge counts at both its ends", sum)
	}
	for i, is := range p.Islands {
		if len(g.Inc[i]) == 0 && len(p.Islands) > 0 {
			return solve.Say("the island at %s has no other island in line with it", hashi.CellName(is.Row, is.Col))
		}
		capacity := 2 * len(g.Inc[i])
		if is.Value > capacity {
			return solve.Say("the island at %s wants %d bridges but has room for %d", hashi.CellName(is.Row, is.Col), is.Value, capacity)
		}
	}
	return solve.Text{}
}

// maxBranchLogs bounds the "branching on" lines of one solve.
const maxBranchLogs = 8

// solve counts p's solutions up to two, logging the root fixpoint, the
// first few branches and the outcome. On a stop it returns Unknown with the
// sure bridges of the node it was at, or Solved (no claim of uniqueness)
// when a solution was already found.
func (m method) solve(ctx context.Context, p hashi.Puzzle, report solve.Reporter[hashi.Puzzle]) (solve.Result[hashi.Puzzle], error) {
	w := &watch{ctx: ctx, report: report, p: p}
	bare := p.Bare()
	g := graph.New(p)
	w.g = g
	w.logf("%d×%d grid, %s, %s, %s", p.Rows, p.Cols, solve.Count{N: g.N, Word: "island"},
		solve.Count{N: len(g.Edges), Word: "candidate bridge"}, solve.Count{N: len(g.Pairs), Word: "crossing pair"})
	if ctx.Err() != nil {
		return solve.Result[hashi.Puzzle]{Status: solve.Unknown, Say: solve.Say("stopped before starting"), Partial: true, Solution: bare}, nil
	}
	if why := quickInfeasible(p, g); !why.IsZero() {
		w.logf("no solution: %s", why)
		return solve.Result[hashi.Puzzle]{Status: solve.Infeasible, Msg: why.String(), Say: why}, nil
	}
	if !w.rootRules(m.par) {
		w.logf("stopped during the rules at the root")
		return solve.Result[hashi.Puzzle]{Status: solve.Unknown, Say: solve.Say("stopped"), Partial: true, Solution: bare}, nil
	}
	s := newSolver(p, g, m.par)
	w.attach(s)
	count, first, stopped := s.run(2)
	res := solve.Result[hashi.Puzzle]{Stats: solve.Stats{Nodes: s.nodes}}
	if res.Status, res.Say = solve.Counted(count, stopped); res.Status == solve.Unknown {
		w.logf("stopped after %s", solve.Count{N: int(s.nodes), Word: "node"})
		res.Partial, res.Solution = true, bare
		if w.last != nil {
			res.Solution = w.partial(w.last)
		}
		return res, nil
	}
	if count > 0 {
		res.Solution = g.Puzzle(p, first)
	}
	w.logf("%s after %s", res.Status.TitleText(), solve.Count{N: int(s.nodes), Word: "node"})
	return res, nil
}

// watch is what Solve adds around the solver: the events, the stop, and
// the node the search was at when stopped.
type watch struct {
	ctx        context.Context
	report     solve.Reporter[hashi.Puzzle]
	p          hashi.Puzzle
	g          *graph.Graph
	last       []uint8 // the node the search was at when stopped
	progress   solve.Throttle
	branchLogs int
}

func (w *watch) logf(format string, args ...any) {
	w.report(solve.Event[hashi.Puzzle]{Kind: solve.Log, Say: solve.Say(format, args...)})
}

// partial is the puzzle with the bridges dom decides.
func (w *watch) partial(dom []uint8) hashi.Puzzle {
	c := make([]int8, len(dom))
	for e, d := range dom {
		if d&(d-1) == 0 {
			c[e] = minOf[d]
		}
	}
	return w.g.Puzzle(w.p, c)
}

// rootRules runs the root fixpoint once more, only to tell the user what
// the rules alone achieve (cheap next to any search), and reports it as a
// Step whose Detail is a hashi.Sure. false: stopped meanwhile.
func (w *watch) rootRules(par Params) bool {
	root := newSolver(w.p, w.g, par)
	root.poll = func(int64, []uint8) bool { return w.ctx.Err() != nil }
	dom := root.rootFixpoint()
	switch {
	case root.stop:
		return false
	case dom == nil:
		w.logf("the rules alone reach a contradiction")
		return true
	}
	decided, built := 0, 0
	for _, d := range dom {
		if d&(d-1) == 0 {
			decided++
			if d != can0 {
				built++
			}
		}
	}
	w.logf("rules alone: %d of %d candidate bridges decided (%d built)", decided, len(dom), built)
	sure := w.partial(dom)
	w.report(solve.Event[hashi.Puzzle]{Kind: solve.Step, Say: solve.Say("rules at the root: the bridges they settle"), HasBest: true, Best: sure,
		Detail: hashi.Sure{Puzzle: sure}})
	return true
}

// attach hooks the watch into s: stops, Progress at most every 100 ms, the
// first solution as an Incumbent, the first few branches in the log.
func (w *watch) attach(s *solver) {
	w.progress = solve.Throttle{Every: 100 * time.Millisecond}
	w.progress.Mark(time.Now())
	w.branchLogs = maxBranchLogs
	s.poll = func(nodes int64, dom []uint8) bool {
		if w.ctx.Err() != nil {
			w.last = append(w.last[:0], dom...)
			return true
		}
		if w.progress.Ready(time.Now()) {
			w.report(solve.Event[hashi.Puzzle]{Kind: solve.Progress, Stats: solve.Stats{Nodes: nodes}})
		}
		return false
	}
	s.onFirst = func(dom []uint8) {
		// The nogoods are what the restarts kept: say how many, so that a
		// class sees the search learn (a line of its own: the log pane
		// cuts long ones).
		w.logf("%s learnt over %s", solve.Count{N: int(s.ng.count), Word: "nogood"},
			solve.Count{N: s.restartCount, Word: "restart"})
		w.logf("first solution after %s; searching for a second", solve.Count{N: int(s.nodes), Word: "node"})
		w.report(solve.Event[hashi.Puzzle]{Kind: solve.Incumbent, HasBest: true, Best: w.partial(dom), Stats: solve.Stats{Nodes: s.nodes}})
	}
	s.onStep = func(e int, c int8) {
		if w.branchLogs <= 0 {
			return
		}
		w.branchLogs--
		ed := w.g.Edges[e]
		a, b := w.p.Islands[ed.A], w.p.Islands[ed.B]
		w.logf("branching: %s–%s with %s", hashi.CellName(a.Row, a.Col), hashi.CellName(b.Row, b.Col), solve.Count{N: int(c), Word: "bridge"})
		if w.branchLogs == 0 {
			w.logf("(further branches not logged)")
		}
	}
}
