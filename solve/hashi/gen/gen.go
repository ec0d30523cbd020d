// Package gen is seed 004's Hashi generator (part 2.4):
//
//  1. draw n random points of the grid (the islands);
//  2. join every pair of points in line with no point between (every
//     candidate bridge), without minding crossings;
//  3. undo the crossings: wherever two of these edges cross, add an island
//     at the crossing, which splits both (Figure 11);
//  4. give every edge a weight, 1 or 2 at random: the bridges of the
//     solution; each island's value is the sum of its edges' weights.
//
// The result has more islands than n (Figure 12), and its planted solution
// uses every candidate bridge. Values are at most 8 by construction (four
// directions, two bridges each). Two details the paper leaves open are
// settled here: a point with no other point in line would get value 0, so
// it is dropped; and when the edges do not connect all points, the draw is
// repeated (up to maxDraws times), after which the largest connected group
// is kept — a planted solution must be connected, and removing the other
// groups changes nothing in the kept one (an island in line with a kept
// island would be joined to it).
//
// That is the raw generator (GenParams.Raw), kept as the paper has it for
// the experiments. By default the generator also keeps every two islands
// apart, never orthogonally adjacent, as Simon Tatham's Bridges does: a
// player cannot tap a bridge between touching islands, and they read as
// one. The points are drawn among the cells not on or beside one drawn
// already (when none is left, the draw has fewer points); a crossing gets
// its island only when that island touches none, and where two edges still
// cross, one of them, at random, is left out of the planted solution. The
// puzzle keeps its planted solution, which may no longer use every
// candidate bridge; and when the size is left open, the grid is larger,
// SpacedSide(n), for the points to fit apart.
//
// With Unique, puzzles are drawn until the exact method proves one has a
// single solution (up to maxUniqueTries draws).
package gen

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"sort"
	"time"

	"grille/solve/hashi"
	"grille/solve/hashi/exact"
	"grille/solve/hashi/internal/graph"
	"grille/solve/hashi/logic"
)

// GenParams are the generator's inputs. Islands is the paper's n, the
// number of random points; the puzzle gets more (see the package comment).
// Rows or Cols 0 picks a square grid of side SpacedSide(n), or
// DefaultSide(n) when Raw. Raw is the paper's generator as published,
// islands side by side included; by default islands are kept apart.
type GenParams struct {
	Rows, Cols int
	Islands    int
	Unique     bool
	Raw        bool
	Seed       int64
	// Grade, when not "", is a grade ID of solve/hashi/logic ("easy",
	// "medium", "hard"): puzzles are drawn (seeds Seed, Seed+1, …, up to
	// maxGradeTries) until the logical solve completes one at exactly that
	// grade, which also proves it unique.
	Grade string
}

const (
	maxDraws       = 50
	maxUniqueTries = 500
	// uniqueBudget bounds the uniqueness proof of one draw: a draw the
	// exact method cannot settle quickly is skipped.
	uniqueBudget = 2 * time.Second
)

// DefaultSide is the grid side used when GenParams leaves the size open:
// about √(2n), so that a row or column holds √(n/2) points on average —
// enough for most points to have a neighbour in line and for the edges to
// connect, not so many that crossings swamp the points. At least 3.
func DefaultSide(n int) int {
	return max(3, int(math.Round(math.Sqrt(2*float64(n)))))
}

// SpacedSide is the grid side used when GenParams leaves the size open and
// islands are kept apart: about 2√n, so that the points take a quarter of
// the cells, well below the third or so at which cells beside a point run
// out. At least 3.
func SpacedSide(n int) int {
	return max(3, int(math.Round(2*math.Sqrt(float64(n)))))
}

// ErrNoUnique: no draw of the allowed number had a unique solution.
var ErrNoUnique = errors.New("no puzzle with a unique solution found")

// Generate returns a bare puzzle (no bridges); see GenerateSolved.
func Generate(ctx context.Context, gp GenParams) (hashi.Puzzle, error) {
	p, _, err := GenerateSolved(ctx, gp)
	return p, err
}

// GenerateSolved returns the puzzle and its planted solution.
func GenerateSolved(ctx context.Context, gp GenParams) (puzzle, solution hashi.Puzzle, err error) {
	if gp.Rows == 0 || gp.Cols == 0 {
		side := SpacedSide(gp.Islands)
		if gp.Raw {
			side = DefaultSide(gp.Islands)
		}
		gp.Rows, gp.Cols = side, side
	}
	if gp.Grade != "" {
		return graded(ctx, gp)
	}
	switch {
	case gp.Rows < 1 || gp.Cols < 1 || gp.Rows > hashi.MaxSide || gp.Cols > hashi.MaxSide:
		return hashi.Puzzle{}, hashi.Puzzle{}, fmt.Errorf("grid of %d×%d: each side from 1 to %d", gp.Rows, gp.Cols, hashi.MaxSide)
	case gp.Islands < 2:
		return hashi.Puzzle{}, hashi.Puzzle{}, fmt.Errorf("%d islands: at least 2", gp.Islands)
	case gp.Islands > gp.Rows*gp.Cols:
		return hashi.Puzzle{}, hashi.Puzzle{}, fmt.Errorf("%d islands do not fit a %d×%d grid: it has %d cells", gp.Islands, gp.Rows, gp.Cols, gp.Rows*gp.Cols)
	}
	rng := rand.New(rand.NewPCG(uint64(gp.Seed), 0x67656e)) // "gen"
	tries := 1
	if gp.Unique {
		tries = maxUniqueTries
	}
	for t := 0; t < tries; t++ {
		if err := ctx.Err(); err != nil {
			return hashi.Puzzle{}, hashi.Puzzle{}, err
		}
		puzzle, solution = draw(ctx, gp, rng)
		if !gp.Unique {
			return puzzle, solution, nil
		}
		if p, s, ok := makeUnique(ctx, solution, rng); ok {
			return p, s, nil
		}
	}
	if err := ctx.Err(); err != nil {
		return hashi.Puzzle{}, hashi.Puzzle{}, err
	}
	return hashi.Puzzle{}, hashi.Puzzle{}, fmt.Errorf("%w in %d draws of %d points on %d×%d", ErrNoUnique, tries, gp.Islands, gp.Rows, gp.Cols)
}

// maxFixes bounds the repairs of one draw (see makeUnique).
const maxFixes = 60

// makeUnique turns a draw into a puzzle with a single solution when it
// can, beyond the paper: while the exact method finds a second solution,
// one bridge where it differs from the planted one changes between single
// and double in the planted solution, and the two islands' values follow.
// The planted solution stays valid (values stay in 1..8: an island has at
// most four bridges and at least one) and connected (no bridge vanishes),
// and that second solution no longer fits. The paper's construction is
// kept: every candidate bridge is still in the solution.
func makeUnique(ctx context.Context, sol hashi.Puzzle, rng *rand.Rand) (hashi.Puzzle, hashi.Puzzle, bool) {
	sol = sol.Clone()
	for fix := 0; fix <= maxFixes; fix++ {
		p := sol.Bare()
		uctx, cancel := context.WithTimeout(ctx, uniqueBudget)
		sols, stopped := exact.TwoWith(uctx, p, exact.StableParams())
		cancel()
		if stopped || len(sols) == 0 {
			return hashi.Puzzle{}, hashi.Puzzle{}, false
		}
		if len(sols) == 1 {
			return p, sol, true
		}
		other := sols[0]
		if other.Equal(sol) {
			other = sols[1]
		}
		have := map[[2]int]int{}
		for _, b := range other.Bridges {
			have[[2]int{b.A, b.B}] = b.Count
		}
		var diff []int
		for k, b := range sol.Bridges {
			if have[[2]int{b.A, b.B}] != b.Count {
				diff = append(diff, k)
			}
		}
		if len(diff) == 0 {
			return hashi.Puzzle{}, hashi.Puzzle{}, false
		}
		k := diff[rng.IntN(len(diff))]
		b := &sol.Bridges[k]
		d := 3 - 2*b.Count // +1 for a single, −1 for a double
		b.Count += d
		sol.Islands[b.A].Value += d
		sol.Islands[b.B].Value += d
	}
	return hashi.Puzzle{}, hashi.Puzzle{}, false
}

type cell struct{ r, c int }

// draw is one run of the paper's construction (with the redraws for
// connectivity described in the package comment).
func draw(ctx context.Context, gp GenParams, rng *rand.Rand) (hashi.Puzzle, hashi.Puzzle) {
	var best hashi.Puzzle
	var bestSol hashi.Puzzle
	bestSize := -1
	for d := 0; d < maxDraws; d++ {
		var p hashi.Puzzle
		if gp.Raw {
			p = addCrossings(points(gp, rng))
		} else {
			p = addCrossingsApart(pointsApart(gp, rng))
		}
		// Drop points with no neighbour in line: they would have value 0.
		edges := hashi.Edges(p)
		has := make([]bool, len(p.Islands))
		for _, e := range edges {
			has[e.A], has[e.B] = true, true
		}
		kept := p.Islands[:0]
		for i, is := range p.Islands {
			if has[i] {
				kept = append(kept, is)
			}
		}
		p.Islands = kept
		if len(p.Islands) < 2 {
			continue
		}
		// Weights and values.
		g := graph.New(withValues(p, 1))
		w := make([]int8, len(g.Edges))
		for k := range w {
			w[k] = int8(1 + rng.IntN(2))
		}
		if !gp.Raw {
			uncross(g, w, rng)
		}
		sol := g.Puzzle(p, w)
		for i := range sol.Islands {
			sol.Islands[i].Value = sol.Degree(i)
		}
		label, groups := g.ComponentOf(w)
		if groups == 1 {
			return sol.Bare(), sol
		}
		// Keep the largest group of this draw, in case no draw connects.
		size := make([]int, groups)
		for _, l := range label {
			size[l]++
		}
		big := 0
		for c := range size {
			if size[c] > size[big] {
				big = c
			}
		}
		if size[big] > bestSize {
			bestSize = size[big]
			bestSol = restrict(sol, label, big)
			best = bestSol.Bare()
		}
		if ctx.Err() != nil {
			break
		}
	}
	return best, bestSol
}

// points draws n distinct cells, as islands of value 0 for now.
func points(gp GenParams, rng *rand.Rand) hashi.Puzzle {
	seen := map[cell]bool{}
	var cells []cell
	for len(cells) < gp.Islands {
		c := cell{rng.IntN(gp.Rows), rng.IntN(gp.Cols)}
		if !seen[c] {
			seen[c] = true
			cells = append(cells, c)
		}
	}
	return fromCells(gp.Rows, gp.Cols, cells)
}

func fromCells(rows, cols int, cells []cell) hashi.Puzzle {
	sort.Slice(cells, func(i, j int) bool {
		if cells[i].r != cells[j].r {
			return cells[i].r < cells[j].r
		}
		return cells[i].c < cells[j].c
	})
	p := hashi.Puzzle{Rows: rows, Cols: cols}
	for _, c := range cells {
		p.Islands = append(p.Islands, hashi.Island{Row: c.r, Col: c.c})
	}
	return p
}

// addCrossings puts an island wherever two candidate bridges cross. Each
// crossing cell lies inside exactly one horizontal and one vertical
// candidate, so the new islands only split the edges that crossed there,
// and the split edges cross nothing any more.
func addCrossings(p hashi.Puzzle) hashi.Puzzle {
	cross := crossingCells(p)
	if len(cross) == 0 {
		return p
	}
	return fromCells(p.Rows, p.Cols, append(islandCells(p), cross...))
}

// crossingCells lists the cells where two candidate bridges of p cross, in
// the order of hashi.Crossings.
func crossingCells(p hashi.Puzzle) []cell {
	edges := hashi.Edges(p)
	var cells []cell
	for _, c := range hashi.Crossings(p, edges) {
		h, v := edges[c[0]], edges[c[1]]
		if p.Islands[h.A].Row != p.Islands[h.B].Row {
			h, v = v, h
		}
		cells = append(cells, cell{p.Islands[h.A].Row, p.Islands[v.A].Col})
	}
	return cells
}

// islandCells lists the cells of p's islands.
func islandCells(p hashi.Puzzle) []cell {
	cells := make([]cell, 0, len(p.Islands))
	for _, is := range p.Islands {
		cells = append(cells, cell{is.Row, is.Col})
	}
	return cells
}

// pointsApart draws up to n cells, no two side by side, as islands of
// value 0 for now: each is drawn among the cells neither drawn nor beside
// one drawn, and the draw stops early when there are none.
func pointsApart(gp GenParams, rng *rand.Rand) hashi.Puzzle {
	free := make([]cell, 0, gp.Rows*gp.Cols) // the cells still allowed
	at := make([]int, gp.Rows*gp.Cols)       // each cell's index in free, -1 once not allowed
	for r := 0; r < gp.Rows; r++ {
		for c := 0; c < gp.Cols; c++ {
			at[r*gp.Cols+c] = len(free)
			free = append(free, cell{r, c})
		}
	}
	forbid := func(c cell) {
		if c.r < 0 || c.c < 0 || c.r >= gp.Rows || c.c >= gp.Cols {
			return
		}
		k := at[c.r*gp.Cols+c.c]
		if k < 0 {
			return
		}
		last := free[len(free)-1]
		free[k], at[last.r*gp.Cols+last.c] = last, k
		free, at[c.r*gp.Cols+c.c] = free[:len(free)-1], -1
	}
	var cells []cell
	for len(cells) < gp.Islands && len(free) > 0 {
		c := free[rng.IntN(len(free))]
		cells = append(cells, c)
		for _, n := range []cell{c, {c.r - 1, c.c}, {c.r + 1, c.c}, {c.r, c.c - 1}, {c.r, c.c + 1}} {
			forbid(n)
		}
	}
	return fromCells(gp.Rows, gp.Cols, cells)
}

// addCrossingsApart puts an island where two candidate bridges cross, as
// addCrossings does, but only where it touches no island (one there before
// or one put at an earlier crossing): the edges that cross elsewhere stay
// crossed, for uncross.
func addCrossingsApart(p hashi.Puzzle) hashi.Puzzle {
	cross := crossingCells(p)
	if len(cross) == 0 {
		return p
	}
	cells := islandCells(p)
	taken := map[cell]bool{}
	for _, c := range cells {
		taken[c] = true
	}
	for _, x := range cross {
		if taken[cell{x.r - 1, x.c}] || taken[cell{x.r + 1, x.c}] || taken[cell{x.r, x.c - 1}] || taken[cell{x.r, x.c + 1}] {
			continue
		}
		taken[x] = true
		cells = append(cells, x)
	}
	return fromCells(p.Rows, p.Cols, cells)
}

// uncross leaves out of the planted solution one edge, at random, of every
// pair that still crosses, so that its bridges cross nowhere.
func uncross(g *graph.Graph, w []int8, rng *rand.Rand) {
	for _, c := range g.Pairs {
		if w[c[0]] > 0 && w[c[1]] > 0 {
			w[c[rng.IntN(2)]] = 0
		}
	}
}

// withValues sets every island's value to v (the geometry ignores values,
// but Validate-minded code wants 1..8).
func withValues(p hashi.Puzzle, v int) hashi.Puzzle {
	q := p.Clone()
	for i := range q.Islands {
		q.Islands[i].Value = v
	}
	return q
}

// restrict keeps the islands of group keep (and their bridges), renumbered.
func restrict(sol hashi.Puzzle, label []int, keep int) hashi.Puzzle {
	idx := make([]int, len(sol.Islands))
	q := hashi.Puzzle{Rows: sol.Rows, Cols: sol.Cols}
	for i, is := range sol.Islands {
		idx[i] = -1
		if label[i] == keep {
			idx[i] = len(q.Islands)
			q.Islands = append(q.Islands, is)
		}
	}
	for _, b := range sol.Bridges {
		if idx[b.A] >= 0 {
			q.Bridges = append(q.Bridges, hashi.Bridge{A: idx[b.A], B: idx[b.B], Count: b.Count})
		}
	}
	return q
}

// maxGradeTries bounds the draws for a grade.
const maxGradeTries = 1000

// graded draws puzzles until one's logical solve has grade gp.Grade. A
// draw is kept as it comes when the rules complete it; otherwise it gets
// the uniqueness repair (Unique) first, if asked for.
func graded(ctx context.Context, gp GenParams) (puzzle, solution hashi.Puzzle, err error) {
	l := logic.New()
	if l.GradeIndex(gp.Grade) < 0 {
		return puzzle, solution, fmt.Errorf("grade %q: want one of easy, medium, hard", gp.Grade)
	}
	q := gp
	q.Grade = ""
	for t := int64(0); t < maxGradeTries; t++ {
		q.Seed = gp.Seed + t
		puz, sol, err := GenerateSolved(ctx, q)
		if errors.Is(err, ErrNoUnique) {
			continue
		}
		if err != nil {
			return puzzle, solution, err
		}
		r, err := l.RateBy(ctx, puz)
		if err != nil {
			return puzzle, solution, err
		}
		if r.Solved && r.Grade == gp.Grade {
			return puz, sol, nil
		}
	}
	return puzzle, solution, fmt.Errorf("no %s puzzle in %d draws of %d points on %d×%d from seed %d: try other parameters",
		gp.Grade, maxGradeTries, gp.Islands, gp.Rows, gp.Cols, gp.Seed)
}
