// Package gen is seed 004's Shikaku instance generator (A. Rafaralahy,
// section 1.4, generateInstance(m, n, depth, nbMergeIter, mergeProb)). The
// paper's comparison of methods on generated grids (section 1.5, Figures 6
// and 7) is in solve/shikaku/experiment.
//
// It is a package of its own, not part of shikaku, because proving a
// generated puzzle unique needs the exact method, which imports shikaku.
package gen

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"grille/solve/shikaku"
	"grille/solve/shikaku/exact"
	"grille/solve/shikaku/logic"
)

// GenParams are generateInstance's parameters, plus Unique and Seed.
type GenParams struct {
	Rows, Cols int // m, n
	// Depth is the depth of the recursive cuts: the grid becomes up to
	// 2^Depth rectangles (fewer where a rectangle reaches 1×1 first).
	Depth int
	// NbMergeIter is the number of merge rounds; each round merges pairs
	// of neighbouring rectangles that together form a rectangle, each pair
	// with probability MergeProb.
	NbMergeIter int
	MergeProb   float64
	// Unique: retry until the exact method proves the puzzle has only one
	// solution (the paper's generator does not; its puzzles may have
	// several, which does not matter to a method that finds one).
	Unique bool
	// MaxAttempts bounds the partitions drawn for Unique; 0 means
	// maxAttempts.
	MaxAttempts int
	Seed        int64
	// Grade, when not "", is a grade ID of solve/shikaku/logic ("easy",
	// "medium", "hard"): puzzles are drawn (seeds Seed, Seed+1, …, up to
	// maxGradeTries) until the logical solve completes one at exactly that
	// grade. Unique is then implied (a puzzle the rules complete has one
	// solution) and not checked by search.
	Grade string
}

// DefaultMergeProb is the mergeProb of the experiment. Seed 004 does not
// give its value; ½ makes a merge round change about a third of the
// rectangles, so nbMergeIter 0..3 spans "no merge" to "most rectangles
// merged once", the range Figure 6 is meant to cover.
const DefaultMergeProb = 0.5

// Attempt limits for Unique: a partition gets cluePlacements placements of
// its clues, and up to maxAttempts partitions (GenParams.MaxAttempts) are
// drawn; each check is bounded by uniqueNodes placements of the exact
// search.
const (
	maxAttempts    = 200
	cluePlacements = 8
	uniqueNodes    = 2_000_000
)

// ErrNoUnique is returned when Unique is set and no attempt gave a puzzle
// with a unique solution.
var ErrNoUnique = errors.New("no puzzle with a unique solution found")

// Validate refuses parameters that make no grid.
func (p GenParams) Validate() error {
	if err := shikaku.CheckSize(p.Rows, p.Cols); err != nil {
		return err
	}
	switch {
	case p.Depth < 0 || p.Depth > 64:
		return fmt.Errorf("depth %d: want 0 to 64", p.Depth)
	case p.NbMergeIter < 0 || p.NbMergeIter > 1000:
		return fmt.Errorf("nbMergeIter %d: want 0 to 1000", p.NbMergeIter)
	case !(p.MergeProb >= 0 && p.MergeProb <= 1):
		return fmt.Errorf("mergeProb %v: want a probability, 0 to 1", p.MergeProb)
	}
	return nil
}

// Generate makes a puzzle; see GenerateWithSolution.
func Generate(ctx context.Context, p GenParams) (shikaku.Puzzle, error) {
	puz, _, err := GenerateWithSolution(ctx, p)
	return puz, err
}

// seedStream is the second PCG word: any constant, the same every run.
const seedStream = 0x5eed004

// GenerateWithSolution makes a puzzle and returns with it the partition it
// was made from, a solution (the puzzle with the partition's rectangles
// drawn). The same parameters give the same puzzle.
//
// Seed 004's algorithm: cut the whole grid in two, horizontally or
// vertically, and cut each part again, to the given depth; a part stops
// early only when it is a single cell (the paper: "on s'arrête lorsqu'on ne
// peut plus couper ou que l'on a atteint un nombre maximal d'itérations").
// The cut is "more likely in the dimension where the rectangle is larger":
// it splits the rows with probability height/(height+width) and the
// columns otherwise (a side of 1 cannot be split), at a line drawn
// uniformly among the side's inner lines — the paper gives neither
// probability, these are the plainest that follow its words. Then
// NbMergeIter rounds: every pair of neighbouring rectangles that share a
// whole side (so that together they form a rectangle) is considered in
// random order and merged with probability MergeProb, a rectangle merging
// at most once a round. Finally each rectangle gets its area as a clue, in
// a cell drawn uniformly in it.
func GenerateWithSolution(ctx context.Context, p GenParams) (puzzle, solution shikaku.Puzzle, err error) {
	if err := p.Validate(); err != nil {
		return shikaku.Puzzle{}, shikaku.Puzzle{}, err
	}
	if p.Grade != "" {
		return graded(ctx, p)
	}
	rng := rand.New(rand.NewPCG(uint64(p.Seed), seedStream))
	attempts := 1
	if p.Unique {
		attempts = maxAttempts
		if p.MaxAttempts > 0 {
			attempts = p.MaxAttempts
		}
	}
	for a := 0; a < attempts; a++ {
		if err := ctx.Err(); err != nil {
			return shikaku.Puzzle{}, shikaku.Puzzle{}, err
		}
		rects := Partition(rng, p)
		places := 1
		if p.Unique {
			places = cluePlacements
		}
		for k := 0; k < places; k++ {
			puz := shikaku.Puzzle{Rows: p.Rows, Cols: p.Cols, Clues: placeClues(rng, rects)}
			if !p.Unique {
				return puz, puz.WithRects(rects), nil
			}
			n, _, _, complete := exact.CountBudget(ctx, puz, 2, uniqueNodes)
			if err := ctx.Err(); err != nil {
				return shikaku.Puzzle{}, shikaku.Puzzle{}, err
			}
			if complete && n == 1 {
				return puz, puz.WithRects(rects), nil
			}
		}
	}
	// Deep cuts make many 1s and 2s, and two dominoes side by side can
	// nearly always be swapped: say what helps.
	return shikaku.Puzzle{}, shikaku.Puzzle{}, fmt.Errorf("%w in %d attempts (%d×%d, depth %d, %d merge rounds): "+
		"a smaller depth or more merge rounds make fewer, larger rectangles and unique puzzles likelier",
		ErrNoUnique, attempts*cluePlacements, p.Rows, p.Cols, p.Depth, p.NbMergeIter)
}

// Partition draws the rectangles of the cuts and merges (see
// GenerateWithSolution), in no particular order.
func Partition(rng *rand.Rand, p GenParams) []shikaku.Rect {
	var rects []shikaku.Rect
	var cut func(r shikaku.Rect, depth int)
	cut = func(r shikaku.Rect, depth int) {
		if depth >= p.Depth || r.Area() == 1 {
			rects = append(rects, r)
			return
		}
		splitRows := r.Width == 1 || r.Height > 1 && rng.IntN(r.Height+r.Width) < r.Height
		if splitRows {
			h := 1 + rng.IntN(r.Height-1)
			cut(shikaku.Rect{Row: r.Row, Col: r.Col, Height: h, Width: r.Width}, depth+1)
			cut(shikaku.Rect{Row: r.Row + h, Col: r.Col, Height: r.Height - h, Width: r.Width}, depth+1)
		} else {
			w := 1 + rng.IntN(r.Width-1)
			cut(shikaku.Rect{Row: r.Row, Col: r.Col, Height: r.Height, Width: w}, depth+1)
			cut(shikaku.Rect{Row: r.Row, Col: r.Col + w, Height: r.Height, Width: r.Width - w}, depth+1)
		}
	}
	cut(shikaku.Rect{Height: p.Rows, Width: p.Cols}, 0)
	for it := 0; it < p.NbMergeIter; it++ {
		rects = mergeRound(rng, rects, p.Rows, p.Cols, p.MergeProb)
	}
	return rects
}

// mergeRound is one round of random merges.
func mergeRound(rng *rand.Rand, rects []shikaku.Rect, rows, cols int, prob float64) []shikaku.Rect {
	owner := make([]int32, rows*cols)
	for k, r := range rects {
		for i := r.Row; i < r.Row+r.Height; i++ {
			for j := r.Col; j < r.Col+r.Width; j++ {
				owner[i*cols+j] = int32(k)
			}
		}
	}
	// The neighbour sharing a's whole right side starts at a's top-right
	// neighbour cell and has a's rows; the one below, a's columns.
	type pair struct{ a, b int32 }
	var pairs []pair
	for k, a := range rects {
		if j := a.Col + a.Width; j < cols {
			b := rects[owner[a.Row*cols+j]]
			if b.Row == a.Row && b.Height == a.Height && b.Col == j {
				pairs = append(pairs, pair{int32(k), owner[a.Row*cols+j]})
			}
		}
		if i := a.Row + a.Height; i < rows {
			b := rects[owner[i*cols+a.Col]]
			if b.Col == a.Col && b.Width == a.Width && b.Row == i {
				pairs = append(pairs, pair{int32(k), owner[i*cols+a.Col]})
			}
		}
	}
	rng.Shuffle(len(pairs), func(i, j int) { pairs[i], pairs[j] = pairs[j], pairs[i] })
	merged := make([]bool, len(rects))
	gone := make([]bool, len(rects))
	for _, pr := range pairs {
		if merged[pr.a] || merged[pr.b] || rng.Float64() >= prob {
			continue
		}
		a, b := rects[pr.a], rects[pr.b]
		rects[pr.a] = shikaku.Rect{Row: a.Row, Col: a.Col,
			Height: max(a.Row+a.Height, b.Row+b.Height) - a.Row,
			Width:  max(a.Col+a.Width, b.Col+b.Width) - a.Col}
		merged[pr.a], merged[pr.b], gone[pr.b] = true, true, true
	}
	out := rects[:0]
	for k, r := range rects {
		if !gone[k] {
			out = append(out, r)
		}
	}
	return out
}

// placeClues puts each rectangle's area in a random cell of it, and
// returns the clues in row-major order.
func placeClues(rng *rand.Rand, rects []shikaku.Rect) []shikaku.Clue {
	clues := make([]shikaku.Clue, len(rects))
	for k, r := range rects {
		i := rng.IntN(r.Area())
		clues[k] = shikaku.Clue{Row: r.Row + i/r.Width, Col: r.Col + i%r.Width, Value: r.Area()}
	}
	slices.SortFunc(clues, func(a, b shikaku.Clue) int {
		if a.Row != b.Row {
			return a.Row - b.Row
		}
		return a.Col - b.Col
	})
	return clues
}

// maxGradeTries bounds the draws for a grade.
const maxGradeTries = 3000

// graded draws puzzles until one's logical solve has grade p.Grade.
func graded(ctx context.Context, p GenParams) (puzzle, solution shikaku.Puzzle, err error) {
	l := logic.New()
	if l.GradeIndex(p.Grade) < 0 {
		return puzzle, solution, fmt.Errorf("grade %q: want one of easy, medium, hard", p.Grade)
	}
	q := p
	q.Grade, q.Unique = "", false
	for t := int64(0); t < maxGradeTries; t++ {
		q.Seed = p.Seed + t
		puz, sol, err := GenerateWithSolution(ctx, q)
		if err != nil {
			return puzzle, solution, err
		}
		r, err := l.RateBy(ctx, puz)
		if err != nil {
			return puzzle, solution, err
		}
		if r.Solved && r.Grade == p.Grade {
			return puz, sol, nil
		}
	}
	return puzzle, solution, fmt.Errorf("no %s puzzle in %d draws of %d×%d (depth %d, %d merge rounds) from seed %d: try other parameters",
		p.Grade, maxGradeTries, p.Rows, p.Cols, p.Depth, p.NbMergeIter, p.Seed)
}
