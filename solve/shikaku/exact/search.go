package exact

import (
	"context"
	"time"

	"grille/solve"
	"grille/solve/shikaku"
)

// The search: Algorithm X on a dancing-links matrix, with the common-cells
// and region rules before every guess.

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
//
// Each placement also scans the columns left and may run the common-cells
// rule, work that grows with the grid whatever the areas: on a grid of
// thousands of small clues (the conformance suite's Hall 31×64) 500
// placements took 150 ms under the race detector. So the look also comes
// at least every pollScan / cells placements.
const (
	pollWork = 1024
	pollScan = 1 << 16
)

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
	s.pollEvery = int64(max(1, min(pollWork*len(p.Clues), pollScan)/max(1, p.Rows*p.Cols)))
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
	if s.w != nil && s.w.progress.Ready(time.Now()) {
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
					Best: s.p.WithRects(s.first), Say: solve.Say("first solution"),
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
			s.w.logf("guessing at %s: %s", s.colName(best), solve.Count{N: int(bs), Word: "rectangle"})
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
func (s *search) colName(col int32) solve.Text {
	cell := int(col - 1)
	if k := s.clueAt[cell]; k != 0 {
		return clueName(s.p.Clues[k-1])
	}
	return solve.Plain(shikaku.CellName(cell/s.cols, cell%s.cols))
}
