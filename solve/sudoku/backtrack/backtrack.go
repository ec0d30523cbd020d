// Package backtrack is the "Deduction + backtracking" Sudoku method of the
// course text (seed 001): every cell keeps its candidates as a bitmask, the
// three rules Exclusivité, Unicité and Parité ("EUP") are applied until
// nothing changes, and when they are stuck the search branches on an
// unsolved cell of minimum weight (fewest candidates), trying each
// candidate on a copy of the grid.
//
// Count is the bare, fast solver; New returns the solve.Method that wraps it
// with events and cancellation; Step and Candidates show the rules one pass
// at a time, as the seed's "Règles EUP" button does.
package backtrack

import (
	"context"
	"time"

	"grille/solve"
	"grille/solve/sudoku"
)

// New returns the method, ID "backtrack".
func New() solve.Method[sudoku.Grid] { return solve.Define(info, solveGrid) }

var info = solve.Info{
	ID:    "backtrack",
	Name:  "Deduction + backtracking",
	Exact: true,
	Doc: "Every cell keeps the set of digits still allowed in it, its candidates; " +
		"their number is the cell's weight. Three rules are applied again and again " +
		"until none changes anything (the course's EUP loop): elimination (Exclusivité) " +
		"removes a solved cell's digit from the other cells of its row, column and box; " +
		"the hidden single (Unicité) puts a digit that fits in only one cell of a row, " +
		"column or box in that cell; the naked pair (Parité), " +
		"when two cells of a row, column or box can only hold the same two digits, " +
		"removes those two digits from the rest of it. If a cell is left with no " +
		"candidate, or a digit with no place, the grid has no solution; if every cell " +
		"is solved, it is a solution. Otherwise the rules are stuck: the search picks " +
		"an unsolved cell of minimum weight, so that as few guesses as possible are " +
		"made, tries each of its candidates in turn on a copy of the grid, and goes " +
		"back to the copy when a guess leads to a contradiction. It keeps searching " +
		"after the first solution until it finds a second one or has tried " +
		"everything, so it proves the solution unique, finds another, or proves " +
		"there is none. On 9×9 grids it runs a faster form of the same search: each " +
		"digit's possible cells are kept band by band (three rows) as bit sets, and " +
		"Unicité and Exclusivité in a band become one table look-up over its nine " +
		"row-box triads, which also removes locked candidates; Parité is left to the " +
		"search there. The answer is the same, the number of guesses differs. In the " +
		"window, which shows every round of the rules, every branch and every " +
		"backtrack on the board, a 9×9 grid takes the general search, the one that can show them.",
}

// Count solves g counting solutions up to limit (1 or 2; below 1 counts as
// 1), single-threaded and without events. first is the first solution found
// (the zero Grid if none); nodes counts the propagations (the root and every
// guess). A grid that fails Validate has no solution here: count 0.
// Order 3 takes the band-oriented 9×9 path (band9.go), other orders the
// generic one (generic.go); both compute the same count (fast9.go, the EUP
// rules for 9×9 exactly, stays as their reference in tests).
func Count(g sudoku.Grid, limit int) (count int, first sudoku.Grid, nodes int64) {
	if g.Validate() != nil {
		return 0, sudoku.Grid{}, 0
	}
	count, cells, nodes, _ := countAny(g, max(limit, 1), nil)
	if cells != nil {
		first = sudoku.Grid{Order: g.Order, Cells: cells}
	}
	return count, first, nodes
}

// CountWithin is Count without the first solution, stopped when ctx is
// done or past about maxNodes nodes (0: no bound; the search looks every
// 256 or 1024 nodes): stopped true says the count is not finished, the
// cheap uniqueness check of the logic engine (which must not assume one
// solution where it is not proved).
func CountWithin(ctx context.Context, g sudoku.Grid, limit int, maxNodes int64) (count int, stopped bool) {
	if g.Validate() != nil {
		return 0, false
	}
	w := &watch{ctx: ctx, quiet: true, maxNodes: maxNodes}
	count, _, _, stopped = countAny(g, max(limit, 1), w)
	return count, stopped
}

func countAny(g sudoku.Grid, limit int, w *watch) (int, []uint8, int64, bool) {
	if g.Order == 3 && (w == nil || w.shown == nil) {
		return countBand(g.Cells, limit, w)
	}
	return countGeneric(g.Order, g.Cells, limit, w)
}

// maxBranchLogs bounds the "branching on" lines of one solve.
const maxBranchLogs = 8

// watch is the instrumentation the Method adds around the solver: the
// search calls it only every pollMask+1 nodes (and, for its first few
// branches, to log them), so Count, which has none, pays only nil tests.
type watch struct {
	ctx        context.Context
	report     solve.Reporter[sudoku.Grid]
	progress   solve.Throttle
	branchLogs int     // branch lines still allowed
	partial    []uint8 // the grid at the node where the search stopped
	maxNodes   int64   // stop past this many nodes (0: no limit); a deterministic budget for generators
	quiet      bool    // no one listens: no log lines
	// shown, when someone listens, reports every round, branch and
	// backtrack (show.go); it needs the generic path, so a watched 9×9
	// solve takes that one.
	shown *teacher
}

// poll sends a Progress event at most every 100 ms and reports whether the
// search must stop: ctx done, or the node budget spent.
func (w *watch) poll(nodes int64) bool {
	if w.maxNodes > 0 && nodes >= w.maxNodes {
		return true
	}
	if w.ctx == nil {
		return false
	}
	if w.ctx.Err() != nil {
		return true
	}
	// With no one listening (quiet) the event would be dropped: no clock.
	if !w.quiet && w.progress.Ready(time.Now()) {
		w.report(solve.Event[sudoku.Grid]{Kind: solve.Progress, Stats: solve.Stats{Nodes: nodes}})
	}
	return false
}

func (w *watch) logBranch(n, cell, weight int) {
	w.branchLogs--
	w.logf("branching on %s (%s)", sudoku.CellName(n, cell), solve.Count{N: weight, Word: "candidate"})
	if w.branchLogs == 0 {
		w.logf("(further branches not logged)")
	}
}

func (w *watch) logf(format string, args ...any) {
	if w.quiet {
		return
	}
	w.report(solve.Event[sudoku.Grid]{Kind: solve.Log, Say: solve.Say(format, args...)})
}

// solveGrid counts p's solutions up to two, logging the first EUP fixpoint, the
// first few branches and the outcome. On a stop it returns Unknown with the
// grid of the node it was at — or Solved, with no claim of uniqueness, when
// a solution was already found.
func solveGrid(ctx context.Context, p sudoku.Grid, report solve.Reporter[sudoku.Grid]) (solve.Result[sudoku.Grid], error) {
	stopped := func(nodes int64, partial []uint8) solve.Result[sudoku.Grid] {
		if partial == nil {
			partial = p.Clone().Cells
		}
		return solve.Result[sudoku.Grid]{Status: solve.Unknown, Say: solve.Say("stopped"), Partial: true,
			Solution: sudoku.Grid{Order: p.Order, Cells: partial}, Stats: solve.Stats{Nodes: nodes}}
	}
	if ctx.Err() != nil {
		return stopped(0, nil), nil
	}
	// w is a value: the 9×9 search borrows it, where a pointer handed to
	// the generic one (which keeps it) would make it an allocation a
	// puzzle for a batch that never takes that path.
	w := watch{ctx: ctx, report: report, progress: solve.Throttle{Every: 100 * time.Millisecond}, branchLogs: maxBranchLogs}
	// Nobody reads the log (a terminal batch): skip the lines, and the
	// root fixpoint computed only for them, which on easy puzzles costs
	// as much as the solve; and no Progress either, so no clock to read.
	if w.quiet = solve.Unwatched(ctx); w.quiet {
		w.branchLogs = 0
	} else {
		w.progress.Mark(time.Now())
	}
	if !w.quiet {
		// Someone watches: every step is shown (show.go), in place of
		// the few "branching on" lines.
		w.shown, w.branchLogs = newTeacher(report), 0
		N := p.Size()
		if p.Order == 3 {
			w.logf("%d×%d grid, %d givens; every step shown, so the general search runs, not the faster 9×9 band search "+
				"of the terminal (same answer, other node counts)", N, N, p.Filled())
		} else {
			w.logf("%d×%d grid, %d givens", N, N, p.Filled())
		}
	}

	// The root fixpoint, computed once more only to tell the user what the
	// rules alone achieve (cheap next to any search).
	if !w.quiet {
		if why := p.Contradiction(); why != "" {
			w.logf("the givens contradict each other: %s", why)
		} else if fp, ok := fixpoint(p); !ok {
			w.logf("the three rules (Exclusivité, Unicité, Parité) reach a contradiction before any guess")
		} else {
			filled, removed := 0, 0
			before := NewCandidates(p)
			for i, m := range fp.Masks {
				removed += weight(before.Masks[i]) - weight(m)
				if p.Cells[i] == 0 && weight(m) == 1 {
					filled++
				}
			}
			w.logf("the three rules (Exclusivité, Unicité, Parité), applied until nothing changes: %s filled, %s removed",
				solve.Count{N: filled, Word: "cell"}, solve.Count{N: removed, Word: "candidate"})
		}
	}

	var count int
	var first []uint8
	var nodes int64
	var stop bool
	if p.Order == 3 && w.shown == nil {
		count, first, nodes, stop = countBand(p.Cells, 2, &w)
	} else {
		hw := new(watch)
		*hw = w
		count, first, nodes, stop = countGeneric(p.Order, p.Cells, 2, hw)
		w = *hw
	}
	res := solve.Result[sudoku.Grid]{Stats: solve.Stats{Nodes: nodes}}
	if res.Status, res.Say = solve.Counted(count, stop); res.Status == solve.Unknown {
		w.logf("stopped after %s", solve.Count{N: int(nodes), Word: "node"})
		return stopped(nodes, w.partial), nil
	}
	if count > 0 {
		res.Solution = sudoku.Grid{Order: p.Order, Cells: first}
	}
	if !w.quiet {
		w.logf("%s after %s", res.Status.TitleText(), solve.Count{N: int(nodes), Word: "node"})
	}
	return res, nil
}
