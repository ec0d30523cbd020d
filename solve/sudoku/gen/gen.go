// Package gen makes Sudoku puzzles of any order with a unique solution:
// a random full grid, then givens taken away one by one (or two by two,
// symmetric about the centre) as long as the puzzle keeps exactly one
// solution. The texts Grille follows give no generator for Sudoku; this is
// the usual "dig holes" method, with the backtrack method's counting as the
// uniqueness test, or its three rules (Exclusivité, Unicité, Parité) when
// the puzzle must be solvable without a guess.
package gen

import (
	"context"
	"fmt"
	"math/rand/v2"

	"grille/solve/sudoku"
	"grille/solve/sudoku/backtrack"
)

// Params say what puzzle to make.
type Params struct {
	Order int // 2..6: 4×4 to 36×36
	Seed  int64
	// Symmetric keeps the givens symmetric under a half turn, as printed
	// puzzles usually are.
	Symmetric bool
	// RulesOnly keeps only puzzles the three rules of the deduction method
	// solve without a guess (an easier puzzle, and the only kind offered
	// above 16×16, where counting solutions of a sparse grid can take long).
	RulesOnly bool
}

// MaxSearchOrder is the largest order for which a puzzle may need search:
// the uniqueness test then counts solutions, which is instant up to 16×16.
const MaxSearchOrder = 4

// Generate makes a puzzle; the same Params give the same puzzle. It stops
// with ctx, returning ctx's error.
func Generate(ctx context.Context, p Params) (sudoku.Grid, error) {
	n := p.Order
	if n < sudoku.MinOrder || n > sudoku.MaxOrder {
		return sudoku.Grid{}, fmt.Errorf("order %d: Sudoku orders run from %d (%d×%d) to %d (%d×%d)",
			n, sudoku.MinOrder, sudoku.MinOrder*sudoku.MinOrder, sudoku.MinOrder*sudoku.MinOrder,
			sudoku.MaxOrder, sudoku.MaxOrder*sudoku.MaxOrder, sudoku.MaxOrder*sudoku.MaxOrder)
	}
	if !p.RulesOnly && n > MaxSearchOrder {
		return sudoku.Grid{}, fmt.Errorf("%d×%d: only puzzles the rules solve are made above %d×%d",
			n*n, n*n, MaxSearchOrder*MaxSearchOrder, MaxSearchOrder*MaxSearchOrder)
	}
	rng := rand.New(rand.NewPCG(uint64(p.Seed), 0x5d0c))
	g := fullGrid(rng, n)
	unique := func(g sudoku.Grid) bool {
		if p.RulesOnly {
			return rulesSolve(g)
		}
		c, _, _ := backtrack.Count(g, 2)
		return c == 1
	}
	N := n * n
	cells := rng.Perm(N * N)
	for k, cell := range cells {
		if k%16 == 0 && ctx.Err() != nil {
			return sudoku.Grid{}, ctx.Err()
		}
		mate := N*N - 1 - cell // its partner under a half turn
		if g.Cells[cell] == 0 || (p.Symmetric && g.Cells[mate] == 0) {
			continue
		}
		v, w := g.Cells[cell], g.Cells[mate]
		g.Cells[cell] = 0
		if p.Symmetric {
			g.Cells[mate] = 0
		}
		if !unique(g) {
			g.Cells[cell], g.Cells[mate] = v, w
		}
	}
	return g, nil
}

// rulesSolve reports whether the three rules alone fill g (which then has
// exactly one solution: the rules only remove impossible digits).
func rulesSolve(g sudoku.Grid) bool {
	c := backtrack.NewCandidates(g)
	for {
		next, _, st := backtrack.Step(c)
		switch st {
		case backtrack.Solved:
			return true
		case backtrack.Stuck, backtrack.Contradiction:
			return false
		}
		c = next
	}
}

// fullGrid is a random complete grid: the backtrack method completes a few
// random compatible givens (up to 16×16, where that is instant); above, a
// patterned grid is shuffled by the transformations that keep a grid
// valid (digits relabelled, rows within a band, bands, columns within a
// stack, stacks, and a transpose).
func fullGrid(rng *rand.Rand, n int) sudoku.Grid {
	N := n * n
	if n <= MaxSearchOrder {
		for {
			g := sudoku.New(n)
			for k := 0; k < 2*N; k++ {
				cell := rng.IntN(N * N)
				g.Cells[cell] = uint8(1 + rng.IntN(N))
				if g.Contradiction() != "" {
					g.Cells[cell] = 0
				}
			}
			if c, sol, _ := backtrack.Count(g, 1); c == 1 {
				return shuffle(rng, sol)
			}
		}
	}
	g := sudoku.New(n)
	for r := 0; r < N; r++ {
		for c := 0; c < N; c++ {
			g.Set(r, c, ((r%n)*n+r/n+c)%N+1)
		}
	}
	return shuffle(rng, g)
}

// shuffle applies random validity-keeping transformations to a full grid.
func shuffle(rng *rand.Rand, g sudoku.Grid) sudoku.Grid {
	n, N := g.Order, g.Size()
	digits := rng.Perm(N)
	// order lists the lines in a random order that keeps each band (stack)
	// together: bands shuffled, lines within each band shuffled.
	order := func() []int {
		out := make([]int, 0, N)
		for _, b := range rng.Perm(n) {
			for _, l := range rng.Perm(n) {
				out = append(out, b*n+l)
			}
		}
		return out
	}
	rows, cols := order(), order()
	transpose := rng.IntN(2) == 1
	out := sudoku.New(n)
	for r := 0; r < N; r++ {
		for c := 0; c < N; c++ {
			sr, sc := rows[r], cols[c]
			if transpose {
				sr, sc = sc, sr
			}
			out.Set(r, c, digits[g.At(sr, sc)-1]+1)
		}
	}
	return out
}
