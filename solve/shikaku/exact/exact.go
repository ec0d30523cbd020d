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
	"fmt"
	"math"
	"time"

	"grille/solve"
	"grille/solve/shikaku"
)

// New returns the method, ID "exact".
func New() solve.Method[shikaku.Puzzle] { return method{} }

type method struct{}

func (method) Info() solve.Info {
	return solve.Info{
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

// Deduction is the Detail of a Step event: a rectangle placed without a
// guess, and why.
type Deduction struct {
	Rect shikaku.Rect
	Clue shikaku.Clue // the clue it belongs to
	// Cell is the cell whose column had one candidate left: the clue's own
	// cell ("one rectangle left") or another ("only one rectangle can
	// cover it").
	Row, Col int
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
	lastProg   time.Time
	steps      int // deduction lines still allowed
	branchLogs int
	p          shikaku.Puzzle
}

func (w *watch) logf(format string, args ...any) {
	w.report(solve.Event[shikaku.Puzzle]{Kind: solve.Log, Msg: fmt.Sprintf(format, args...)})
}

func clueName(c shikaku.Clue) string {
	return fmt.Sprintf("clue %d at %s", c.Value, shikaku.CellName(c.Row, c.Col))
}

// Solve counts p's solutions up to two. On a stop it returns Unknown with
// the rectangles of the node it was at — or Solved, with no claim of
// uniqueness, when a solution was already found.
func (method) Solve(ctx context.Context, p shikaku.Puzzle, report solve.Reporter[shikaku.Puzzle]) (solve.Result[shikaku.Puzzle], error) {
	if report == nil {
		report = func(solve.Event[shikaku.Puzzle]) {}
	}
	if err := p.Validate(); err != nil {
		return solve.Result[shikaku.Puzzle]{Status: solve.Unknown, Msg: err.Error()}, err
	}
	bare := p.Bare()
	if ctx.Err() != nil {
		return solve.Result[shikaku.Puzzle]{Status: solve.Unknown, Msg: "stopped", Partial: true, Solution: bare}, nil
	}
	w := &watch{report: report, lastProg: time.Now(), steps: maxSteps, branchLogs: maxBranchLogs, p: bare}
	w.logf("%d×%d grid, %d clues", p.Rows, p.Cols, len(p.Clues))
	cands := shikaku.Candidates(bare)
	total := 0
	for _, l := range cands {
		total += len(l)
	}
	if why := shikaku.Obstacle(bare, cands); why != "" {
		w.logf("no solution: %s", why)
		return solve.Result[shikaku.Puzzle]{Status: solve.Infeasible, Msg: why}, nil
	}
	w.logf("%d candidate rectangles (at most %d a clue)", total, maxLen(cands))
	if n := matrixNodes(bare, cands); n > MaxNodes {
		msg := fmt.Sprintf("too large for this method: the candidates cover %d cells in all, the limit is %d", n, MaxNodes)
		w.logf("%s", msg)
		return solve.Result[shikaku.Puzzle]{Status: solve.Unknown, Msg: msg}, nil
	}
	if ctx.Err() != nil {
		return solve.Result[shikaku.Puzzle]{Status: solve.Unknown, Msg: "stopped", Partial: true, Solution: bare}, nil
	}
	s := newSearch(bare, cands, 2)
	if ctx.Err() != nil { // building a large matrix takes a while
		return solve.Result[shikaku.Puzzle]{Status: solve.Unknown, Msg: "stopped", Partial: true, Solution: bare}, nil
	}
	s.ctx, s.w = ctx, w
	s.run()
	stats := solve.Stats{Nodes: s.nodes, Fixed: s.forced}
	res := solve.Result[shikaku.Puzzle]{Stats: stats}
	switch {
	case s.stopped && s.count == 0:
		w.logf("stopped after %d placements", s.nodes)
		return solve.Result[shikaku.Puzzle]{Status: solve.Unknown, Msg: "stopped", Partial: true,
			Solution: bare.WithRects(s.partial), Stats: stats}, nil
	case s.stopped:
		res.Status, res.Msg = solve.Solved, "stopped before uniqueness was proved"
	case s.count == 0:
		res.Status = solve.Infeasible
		res.Msg = "every way of placing the rectangles leads to a contradiction"
	case s.count == 1:
		res.Status = solve.Unique
	default:
		res.Status = solve.Multiple
	}
	if s.count > 0 {
		res.Solution = bare.WithRects(s.first)
	}
	w.logf("%s after %d placements (%d deductions before the first guess, %d guesses)",
		res.Status.Title(), s.nodes, s.forced, s.guesses)
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

// search is Algorithm X on a dancing-links matrix held in int32 slices:
// node 0 is the root, nodes 1..cells the column headers (one per cell),
// then one node per cell of each candidate rectangle.
type search struct {
	p     shikaku.Puzzle
	cols  int // grid columns
	limit int

	l, r, u, d, c []int32 // links and column of each node
	row           []int32 // candidate of each row node
	size          []int32 // rows left in each column (headers)
	rects         []shikaku.Rect
	owner         []int32 // clue of each candidate
	clueAt        []int32 // clue index + 1 in each cell, 0 for none

	first0  []int32 // first node of each candidate's row
	removed []int32 // rows taken out by the common-cells rule, a stack
	covered []bool  // cell columns covered (by cover, index = column)
	mark    []int32 // flood-fill stamps, per cell
	stamp   int32
	stack   []int32

	chosen  []int32 // candidates of the current path
	count   int
	first   []shikaku.Rect
	partial []shikaku.Rect
	nodes   int64
	forced  int // placements before the first guess
	guesses int
	guessed bool // a guess is on the path already (deductions are then conditional)

	ctx       context.Context
	pollEvery int64 // placements between two polls
	maxNodes  int64
	stopped   bool
	w         *watch
}

// pollWork sets how often ctx and the clock are looked at: every
// pollWork / (mean clue area) placements, at least every one. A placement
// unlinks every candidate overlapping its rectangle, work that grows with
// the areas (a 2500-cell rectangle: hundreds of microseconds), and the race
// detector multiplies it by about twenty; this keeps Stop far below its
// 200 ms whatever the clues, while on the janko set (mean area about 5)
// the look, an atomic load and a clock read, comes every 200 placements
// and costs nothing measurable.
const pollWork = 1024

// MaxNodes bounds the dancing-links matrix (one node per cell of each
// candidate), 24 bytes each: 8 million nodes is about 200 MB. The largest
// sensible grids stay well below (25 clues of 400 in 100×100: 5.7 million;
// the janko set: under 100,000), but a 10,000-cell grid of sparse clues
// with many divisors could ask for more than a solve should take.
var MaxNodes = 1 << 23

func newSearch(p shikaku.Puzzle, cands [][]shikaku.Rect, limit int) *search {
	cells := p.Rows * p.Cols
	nodes := 1 + cells
	ncand := 0
	for _, list := range cands {
		ncand += len(list)
		for _, r := range list {
			nodes += r.Area()
		}
	}
	s := &search{p: p, cols: p.Cols, limit: limit}
	s.pollEvery = int64(max(1, pollWork*len(p.Clues)/max(1, p.Rows*p.Cols)))
	s.l = make([]int32, nodes)
	s.r = make([]int32, nodes)
	s.u = make([]int32, nodes)
	s.d = make([]int32, nodes)
	s.c = make([]int32, nodes)
	s.row = make([]int32, nodes)
	s.size = make([]int32, 1+cells)
	s.rects = make([]shikaku.Rect, 0, ncand)
	s.owner = make([]int32, 0, ncand)
	s.first0 = make([]int32, 0, ncand)
	s.clueAt = make([]int32, cells)
	s.covered = make([]bool, 1+cells)
	s.mark = make([]int32, cells)
	for k, c := range p.Clues {
		s.clueAt[c.Row*p.Cols+c.Col] = int32(k + 1)
	}
	for i := 0; i <= cells; i++ {
		s.l[i], s.r[i] = int32(i-1), int32(i+1)
		s.u[i], s.d[i], s.c[i] = int32(i), int32(i), int32(i)
	}
	s.l[0], s.r[cells] = int32(cells), 0
	n := int32(1 + cells)
	for k, list := range cands {
		for _, rc := range list {
			id := int32(len(s.rects))
			s.rects = append(s.rects, rc)
			s.first0 = append(s.first0, n)
			s.owner = append(s.owner, int32(k))
			start := n
			for i := rc.Row; i < rc.Row+rc.Height; i++ {
				for j := rc.Col; j < rc.Col+rc.Width; j++ {
					col := int32(1 + i*p.Cols + j)
					s.c[n], s.row[n] = col, id
					s.u[n], s.d[n] = s.u[col], col
					s.d[s.u[col]] = n
					s.u[col] = n
					s.size[col]++
					s.l[n], s.r[n] = n-1, n+1
					n++
				}
			}
			s.l[start], s.r[n-1] = n-1, start
		}
	}
	return s
}

func (s *search) cover(c int32) {
	l, r, u, d, cc, size := s.l, s.r, s.u, s.d, s.c, s.size
	r[l[c]], l[r[c]] = r[c], l[c]
	s.covered[c] = true
	for i := d[c]; i != c; i = d[i] {
		for j := r[i]; j != i; j = r[j] {
			d[u[j]], u[d[j]] = d[j], u[j]
			size[cc[j]]--
		}
	}
}

func (s *search) uncover(c int32) {
	l, r, u, d, cc, size := s.l, s.r, s.u, s.d, s.c, s.size
	for i := u[c]; i != c; i = u[i] {
		for j := l[i]; j != i; j = l[j] {
			size[cc[j]]++
			d[u[j]], u[d[j]] = j, j
		}
	}
	r[l[c]], l[r[c]] = c, c
	s.covered[c] = false
}

// removeRow takes candidate id out of every column it is in (all of them
// uncovered: a row still listed under an uncovered column has no node in a
// covered one), and pushes it for restoreRows.
func (s *search) removeRow(id int32) {
	u, d, cc, size := s.u, s.d, s.c, s.size
	start := s.first0[id]
	j := start
	for {
		d[u[j]], u[d[j]] = d[j], u[j]
		size[cc[j]]--
		if j = s.r[j]; j == start {
			break
		}
	}
	s.removed = append(s.removed, id)
}

// restoreRows puts back the rows removed since the stack had length mark,
// last removed first, as dancing links require.
func (s *search) restoreRows(mark int) {
	u, d, cc, size := s.u, s.d, s.c, s.size
	for len(s.removed) > mark {
		id := s.removed[len(s.removed)-1]
		s.removed = s.removed[:len(s.removed)-1]
		start := s.first0[id]
		j := s.l[start]
		for {
			size[cc[j]]++
			d[u[j]], u[d[j]] = j, j
			if j == start {
				break
			}
			j = s.l[j]
		}
	}
}

// common applies the common-cells rule: the cells that every rectangle
// left for a clue covers (the intersection of its candidates, itself a
// rectangle) will be that clue's whatever it becomes, so every candidate of
// another clue over them goes. It returns how many went.
func (s *search) common() int {
	before := len(s.removed)
	for k, c := range s.p.Clues {
		col := int32(1 + c.Row*s.cols + c.Col)
		if s.covered[col] || s.size[col] < 2 {
			continue // placed, or about to be
		}
		r0, c0, r1, c1 := 0, 0, s.p.Rows, s.cols
		for i := s.d[col]; i != col; i = s.d[i] {
			rc := s.rects[s.row[i]]
			r0, c0 = max(r0, rc.Row), max(c0, rc.Col)
			r1, c1 = min(r1, rc.Row+rc.Height), min(c1, rc.Col+rc.Width)
		}
		if (r1-r0)*(c1-c0) <= 1 {
			continue // only the clue's own cell, which no other clue can reach
		}
		n := len(s.removed)
		for i := r0; i < r1; i++ {
			for j := c0; j < c1; j++ {
				cell := int32(1 + i*s.cols + j)
				for x := s.d[cell]; x != cell; {
					next := s.d[x]
					if s.owner[s.row[x]] != int32(k) {
						s.removeRow(s.row[x])
					}
					x = next
				}
			}
		}
		if got := len(s.removed) - n; got > 0 && s.w != nil && !s.guessed {
			s.logCommon(c, shikaku.Rect{Row: r0, Col: c0, Height: r1 - r0, Width: c1 - c0}, got)
		}
	}
	return len(s.removed) - before
}

// regionsOK checks that every region of free (uncovered) cells has an area
// equal to the sum of the clues in it. A candidate still in the matrix
// covers free cells only and is connected, so it lies in one region, and a
// region must be tiled exactly by its own clues' rectangles. Called before
// every guess, where it costs one pass over the grid: it cuts whole
// subtrees that the one-candidate rule would only refute cell by cell (a
// wall of placed rectangles enclosing one cell too many or too few).
// It returns the first bad region's first cell, area and clue sum.
func (s *search) regionsOK() (ok bool, cell, area, sum int) {
	cols, n := s.cols, len(s.mark)
	rows := n / cols
	s.stamp++
	if s.stamp == 0 { // wrapped: old stamps could collide
		clear(s.mark)
		s.stamp = 1
	}
	for start := 0; start < n; start++ {
		if s.covered[start+1] || s.mark[start] == s.stamp {
			continue
		}
		area, sum = 0, 0
		s.mark[start] = s.stamp
		s.stack = append(s.stack[:0], int32(start))
		for len(s.stack) > 0 {
			x := int(s.stack[len(s.stack)-1])
			s.stack = s.stack[:len(s.stack)-1]
			area++
			if k := s.clueAt[x]; k != 0 {
				sum += s.p.Clues[k-1].Value
			}
			i, j := x/cols, x%cols
			visit := func(y int) {
				if !s.covered[y+1] && s.mark[y] != s.stamp {
					s.mark[y] = s.stamp
					s.stack = append(s.stack, int32(y))
				}
			}
			if i > 0 {
				visit(x - cols)
			}
			if i < rows-1 {
				visit(x + cols)
			}
			if j > 0 {
				visit(x - 1)
			}
			if j < cols-1 {
				visit(x + 1)
			}
		}
		if area != sum {
			return false, start, area, sum
		}
	}
	return true, 0, 0, 0
}

func (s *search) run() {
	s.solve()
}

// poll reports whether to stop, and sends Progress at most every 100 ms.
func (s *search) poll() bool {
	if s.ctx == nil {
		return false
	}
	if s.ctx.Err() != nil {
		return true
	}
	if s.w != nil && time.Since(s.w.lastProg) >= 100*time.Millisecond {
		s.w.lastProg = time.Now()
		s.w.report(solve.Event[shikaku.Puzzle]{Kind: solve.Progress,
			Stats: solve.Stats{Nodes: s.nodes, Fixed: s.forced}})
	}
	return false
}

func (s *search) rectsOf(path []int32) []shikaku.Rect {
	out := make([]shikaku.Rect, len(path))
	for i, id := range path {
		out[i] = s.rects[id]
	}
	return out
}

// solve returns true when the search must end (limit reached or stopped).
func (s *search) solve() bool {
	r, size := s.r, s.size
	if r[0] == 0 {
		s.count++
		if s.count == 1 {
			s.first = s.rectsOf(s.chosen)
			if s.w != nil {
				s.w.report(solve.Event[shikaku.Puzzle]{Kind: solve.Incumbent, HasBest: true,
					Best: s.p.WithRects(s.first), Msg: "first solution",
					Stats: solve.Stats{Nodes: s.nodes, Fixed: s.forced}})
			}
		}
		return s.count >= s.limit
	}
	mark := len(s.removed)
	var best, bs int32
	for {
		// The column with fewest rows; one with at most one cannot be beaten.
		best, bs = 0, 1<<30
		for c := r[0]; c != 0; c = r[c] {
			if size[c] < bs {
				best, bs = c, size[c]
				if bs <= 1 {
					break
				}
			}
		}
		if bs != 1<<30 && bs > 1 && s.common() > 0 {
			continue // rows went: look again, a column may be down to one
		}
		break
	}
	if bs == 0 {
		if s.w != nil && !s.guessed {
			cell := int(best - 1)
			s.w.logf("contradiction: no rectangle can cover %s any more", shikaku.CellName(cell/s.cols, cell%s.cols))
		}
		s.restoreRows(mark)
		return false
	}
	guess := bs > 1
	if guess {
		if ok, cell, area, sum := s.regionsOK(); !ok {
			if s.w != nil && !s.guessed {
				s.w.logf("contradiction: the free cells around %s form a region of %d cells, but its clues add up to %d",
					shikaku.CellName(cell/s.cols, cell%s.cols), area, sum)
			}
			s.restoreRows(mark)
			return false
		}
		s.guesses++
		if s.w != nil && s.w.branchLogs > 0 {
			s.w.branchLogs--
			s.w.logf("guessing at %s: %d rectangles", s.colName(best), bs)
			if s.w.branchLogs == 0 {
				s.w.logf("(further guesses not logged)")
			}
		}
	} else if !s.guessed {
		s.forced++
	}
	wasGuessed := s.guessed
	s.guessed = s.guessed || guess
	done := s.try(best, guess, wasGuessed)
	s.guessed = wasGuessed
	s.restoreRows(mark)
	return done
}

// try places each row of column best in turn and searches on.
func (s *search) try(best int32, guess, wasGuessed bool) bool {
	s.cover(best)
	for i := s.d[best]; i != best; i = s.d[i] {
		s.nodes++
		if s.maxNodes > 0 && s.nodes >= s.maxNodes || s.nodes%s.pollEvery == 0 && s.poll() {
			s.stopped = true
			s.partial = s.rectsOf(s.chosen)
			s.uncover(best)
			return true
		}
		id := s.row[i]
		if !guess && !wasGuessed && s.w != nil {
			s.logDeduction(best, id)
		}
		s.chosen = append(s.chosen, id)
		for j := s.r[i]; j != i; j = s.r[j] {
			s.cover(s.c[j])
		}
		done := s.solve()
		for j := s.l[i]; j != i; j = s.l[j] {
			s.uncover(s.c[j])
		}
		s.chosen = s.chosen[:len(s.chosen)-1]
		if done {
			s.uncover(best)
			return true
		}
	}
	s.uncover(best)
	return false
}

// colName says which constraint a column is: a clue's or a cell's.
func (s *search) colName(col int32) string {
	cell := int(col - 1)
	if k := s.clueAt[cell]; k != 0 {
		return clueName(s.p.Clues[k-1])
	}
	return shikaku.CellName(cell/s.cols, cell%s.cols)
}

func (s *search) logDeduction(col, id int32) {
	w := s.w
	if w.steps <= 0 {
		return
	}
	w.steps--
	cell := int(col - 1)
	rc := s.rects[id]
	clue := s.p.Clues[s.owner[id]]
	var msg string
	if s.clueAt[cell] != 0 {
		msg = fmt.Sprintf("%s: one rectangle left, %v", clueName(clue), rc)
	} else {
		msg = fmt.Sprintf("%s: only one rectangle can cover it, %v of %s", shikaku.CellName(cell/s.cols, cell%s.cols), rc, clueName(clue))
	}
	w.report(solve.Event[shikaku.Puzzle]{Kind: solve.Step, Msg: msg,
		Detail: Deduction{Rect: rc, Clue: clue, Row: cell / s.cols, Col: cell % s.cols},
		Stats:  solve.Stats{Nodes: s.nodes, Fixed: s.forced}})
	if w.steps == 0 {
		w.logf("(further deductions not logged)")
	}
}

// Exclusion is the Detail of a Step event of the common-cells rule: every
// rectangle left for Clue covers Common, so Removed candidates of other
// clues over it were dropped.
type Exclusion struct {
	Clue    shikaku.Clue
	Common  shikaku.Rect
	Removed int
}

func (s *search) logCommon(c shikaku.Clue, common shikaku.Rect, removed int) {
	w := s.w
	if w.steps <= 0 {
		return
	}
	w.steps--
	what := plural(removed, "rectangle")
	msg := fmt.Sprintf("%s: every rectangle left covers %v, so %s of other clues over it go", clueName(c), common, what)
	w.report(solve.Event[shikaku.Puzzle]{Kind: solve.Step, Msg: msg,
		Detail: Exclusion{Clue: c, Common: common, Removed: removed},
		Stats:  solve.Stats{Nodes: s.nodes, Fixed: s.forced}})
	if w.steps == 0 {
		w.logf("(further deductions not logged)")
	}
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// Forced returns the rectangles the search places before its first guess,
// in order: what its rules alone settle (a clue with one rectangle left, a
// cell only one rectangle can cover, cells every rectangle of a clue
// covers), the window's Step. p's drawn rectangles are ignored. infeasible
// says the rules alone found that p has no solution. err is p's Validate
// error, or ctx's when stopped.
func Forced(ctx context.Context, p shikaku.Puzzle) (rects []shikaku.Rect, infeasible bool, err error) {
	if err := p.Validate(); err != nil {
		return nil, false, err
	}
	bare := p.Bare()
	cands := shikaku.Candidates(bare)
	if shikaku.Obstacle(bare, cands) != "" {
		return nil, true, nil
	}
	if n := matrixNodes(bare, cands); n > MaxNodes {
		return nil, false, fmt.Errorf("too large: the candidates cover %d cells in all, the limit is %d", n, MaxNodes)
	}
	// The watch's deduction events carry the rectangles; nothing is
	// logged beyond them.
	w := &watch{report: func(e solve.Event[shikaku.Puzzle]) {
		if d, ok := e.Detail.(Deduction); ok {
			rects = append(rects, d.Rect)
		}
	}, lastProg: time.Now(), steps: math.MaxInt, p: bare}
	s := newSearch(bare, cands, 1)
	s.ctx, s.w = ctx, w
	s.run()
	if s.stopped && ctx.Err() != nil {
		return nil, false, ctx.Err()
	}
	return rects, s.count == 0 && s.guesses == 0, nil
}
