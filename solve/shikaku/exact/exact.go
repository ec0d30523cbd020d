// Package exact is the exact Shikaku method, beyond seed 004's ILP: the
// puzzle as an exact cover problem, solved by Knuth's Algorithm X with
// dancing links, counting solutions up to two.
//
// Every candidate rectangle (shikaku.Candidates) is a row; every cell is a
// column that exactly one chosen row must cover. The "one rectangle per
// clue" columns of seed 004's model are not needed: a candidate contains no
// other clue, so the candidates covering a clue's cell are exactly that
// clue's candidates, and its cell column is its clue column. The search
// always branches on the column with the fewest rows left — the clue with
// fewest rectangles left, or the cell covered by fewest, whichever is
// smaller — so a column with one row is a deduction (placed without a
// guess) and a column with none a contradiction. Before it would guess,
// two more rules run: the cells every rectangle left for a clue covers are
// that clue's, so other clues' candidates over them go (the common-cells
// rule, which settles most of the janko set's puzzles without a guess);
// and every region of free cells must have an area equal to the sum of its
// clues (the region rule, which refutes at once a wall of rectangles
// enclosing one cell too many).
package exact

import (
	"context"
	"time"

	"grille/solve"
	"grille/solve/shikaku"
)

// New returns the method, ID "exact".
//
// New and info open the package as sudoku/backtrack's open it, with other
// names: the shape every method declares itself in, no shared logic.
func New() solve.Method[shikaku.Puzzle] { return solve.Define(info, solvePuzzle) }

var info = solve.Info{
	ID:    "exact",
	Name:  "Exact cover (dancing links)",
	Exact: true,
	Doc: "Every clue can only become one of a few rectangles: those of its area that contain " +
		"it and no other clue, its candidates. A solution picks one candidate per clue so that " +
		"every cell is covered exactly once — an exact cover problem, which Knuth's Algorithm X " +
		"solves with dancing links. The search looks at what is left: a clue with a single " +
		"candidate left, or a cell only one candidate can still cover, is a deduction, and that " +
		"rectangle is placed; placing it removes every candidate that overlaps it. A cell no " +
		"candidate can cover any more is a contradiction. The cells that every candidate left for a " +
		"clue covers will be that clue's, so other clues' candidates over them are dropped; and " +
		"every region of cells left free must hold clues adding up to its area. When no deduction is left, the search " +
		"guesses on the clue or cell with the fewest candidates, and goes back when the guess " +
		"leads to a contradiction. It goes on after the first solution until it finds a second " +
		"one or has tried everything, so it proves the solution unique, finds another, or " +
		"proves there is none.",
}

// Count solves p counting solutions up to limit (1 or 2; below 1 counts as
// 1), without events. first is the first solution found (the zero Puzzle
// if none); nodes counts the rectangles placed. A puzzle that fails
// Validate has no solution here.
func Count(p shikaku.Puzzle, limit int) (count int, first shikaku.Puzzle, nodes int64) {
	count, first, nodes, _ = CountBudget(context.Background(), p, limit, 0)
	return count, first, nodes
}

// CountBudget is Count that stops when ctx ends or after maxNodes
// placements (0: no limit), a deterministic budget for the generator.
// complete is false when it stopped before finishing.
func CountBudget(ctx context.Context, p shikaku.Puzzle, limit int, maxNodes int64) (count int, first shikaku.Puzzle, nodes int64, complete bool) {
	if p.Validate() != nil {
		return 0, shikaku.Puzzle{}, 0, true
	}
	bare := p.Bare()
	cands := shikaku.Candidates(bare)
	if shikaku.Obstacle(bare, cands) != "" {
		return 0, shikaku.Puzzle{}, 0, true
	}
	if matrixNodes(bare, cands) > MaxNodes {
		return 0, shikaku.Puzzle{}, 0, false
	}
	s := newSearch(bare, cands, max(limit, 1))
	s.ctx, s.maxNodes = ctx, maxNodes
	s.run()
	if s.count > 0 {
		first = bare.WithRects(s.first)
	}
	return s.count, first, s.nodes, !s.stopped
}

// Limits on the lines one solve writes, so a 10,000-cell grid still gives
// a readable log: every placement before the first guess is a deduction
// worth showing, up to maxSteps; guesses up to maxBranchLogs.
const (
	maxSteps      = 250
	maxBranchLogs = 8
)

// watch is the instrumentation the Method adds around the search; Count
// has none and pays only nil tests.
type watch struct {
	report     solve.Reporter[shikaku.Puzzle]
	progress   solve.Throttle
	steps      int // deduction lines still allowed
	branchLogs int
	p          shikaku.Puzzle
}

// newWatch is the watch of a search that reports to report and may log
// steps deductions.
func newWatch(report solve.Reporter[shikaku.Puzzle], steps int, p shikaku.Puzzle) *watch {
	w := &watch{report: report, progress: solve.Throttle{Every: 100 * time.Millisecond}, steps: steps, p: p}
	w.progress.Mark(time.Now())
	return w
}

func (w *watch) logf(format string, args ...any) {
	w.report(solve.Event[shikaku.Puzzle]{Kind: solve.Log, Say: solve.Say(format, args...)})
}

func clueName(c shikaku.Clue) solve.Text {
	return solve.Say("clue %d at %s", c.Value, shikaku.CellName(c.Row, c.Col))
}

// solvePuzzle counts p's solutions up to two. On a stop it returns Unknown with
// the rectangles of the node it was at — or Solved, with no claim of
// uniqueness, when a solution was already found.
func solvePuzzle(ctx context.Context, p shikaku.Puzzle, report solve.Reporter[shikaku.Puzzle]) (solve.Result[shikaku.Puzzle], error) {
	bare := p.Bare()
	if ctx.Err() != nil {
		return solve.Result[shikaku.Puzzle]{Status: solve.Unknown, Say: solve.Say("stopped"), Partial: true, Solution: bare}, nil
	}
	w := newWatch(report, maxSteps, bare)
	w.branchLogs = maxBranchLogs
	w.logf("%d×%d grid, %d clues", p.Rows, p.Cols, len(p.Clues))
	cands := shikaku.Candidates(bare)
	total := 0
	for _, l := range cands {
		total += len(l)
	}
	if why := shikaku.ObstacleSay(bare, cands); !why.IsZero() {
		w.logf("no solution: %s", why)
		return solve.Result[shikaku.Puzzle]{Status: solve.Infeasible, Msg: why.String(), Say: why}, nil
	}
	w.logf("%d candidate rectangles (at most %d a clue)", total, maxLen(cands))
	if n := matrixNodes(bare, cands); n > MaxNodes {
		msg := solve.Say("too large for this method: the candidates cover %d cells in all, the limit is %d", n, MaxNodes)
		w.logf("%s", msg)
		return solve.Result[shikaku.Puzzle]{Status: solve.Unknown, Say: msg}, nil
	}
	if ctx.Err() != nil {
		return solve.Result[shikaku.Puzzle]{Status: solve.Unknown, Say: solve.Say("stopped"), Partial: true, Solution: bare}, nil
	}
	s := newSearch(bare, cands, 2)
	if ctx.Err() != nil { // building a large matrix takes a while
		return solve.Result[shikaku.Puzzle]{Status: solve.Unknown, Say: solve.Say("stopped"), Partial: true, Solution: bare}, nil
	}
	s.ctx, s.w = ctx, w
	s.run()
	stats := solve.Stats{Nodes: s.nodes, Fixed: s.forced}
	res := solve.Result[shikaku.Puzzle]{Stats: stats}
	switch res.Status, res.Say = solve.Counted(s.count, s.stopped); res.Status {
	case solve.Unknown:
		w.logf("stopped after %s", solve.Count{N: int(s.nodes), Word: "rectangle placement"})
		res.Partial, res.Solution = true, bare.WithRects(s.partial)
		return res, nil
	case solve.Infeasible:
		res.Say = solve.Say("every way of placing the rectangles leads to a contradiction")
	}
	if s.count > 0 {
		res.Solution = bare.WithRects(s.first)
	}
	w.logf("%s after %s (%s before the first guess, %s)", res.Status.TitleText(),
		solve.Count{N: int(s.nodes), Word: "rectangle placement"}, solve.Count{N: int(s.forced), Word: "deduction"},
		solve.Count{N: int(s.guesses), Word: "guessed rectangle"})
	return res, nil
}

// matrixNodes is the size of the dancing-links matrix newSearch builds.
func matrixNodes(p shikaku.Puzzle, cands [][]shikaku.Rect) int {
	n := 1 + p.Rows*p.Cols
	for _, list := range cands {
		for _, r := range list {
			n += r.Area()
		}
	}
	return n
}

func maxLen(c [][]shikaku.Rect) int {
	m := 0
	for _, l := range c {
		m = max(m, len(l))
	}
	return m
}
