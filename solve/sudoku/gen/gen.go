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
	"strings"

	"grille/solve/sudoku"
	"grille/solve/sudoku/backtrack"
	"grille/solve/sudoku/logic"
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
	// Grade, when not "", is a grade ID of package logic: the puzzle's
	// logical solve must need exactly that grade (its hardest technique).
	// Givens are taken away only while the puzzle stays unique and within
	// the grade, and a puzzle that ends below it is made again.
	Grade string
}

// MaxAttempts bounds the puzzles a graded Generate makes before it says
// it cannot reach the grade.
const MaxAttempts = 400

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
	want := -1
	if p.Grade != "" {
		if p.RulesOnly {
			return sudoku.Grid{}, fmt.Errorf("grade %q: ask for a grade or for the three rules, not both", p.Grade)
		}
		for i, g := range logic.Grades {
			if g.ID == p.Grade {
				want = i
			}
		}
		if want < 0 {
			var ids []string
			for _, g := range logic.Grades {
				ids = append(ids, g.ID)
			}
			return sudoku.Grid{}, fmt.Errorf("grade %q: Sudoku grades are %s", p.Grade, strings.Join(ids, ", "))
		}
	}
	if !p.RulesOnly && want < 0 && n > MaxSearchOrder {
		return sudoku.Grid{}, fmt.Errorf("%d×%d: only puzzles the rules solve are made above %d×%d",
			n*n, n*n, MaxSearchOrder*MaxSearchOrder, MaxSearchOrder*MaxSearchOrder)
	}
	rng := rand.New(rand.NewPCG(uint64(p.Seed), 0x5d0c))
	if want < 0 {
		return dig(ctx, rng, p, func(g sudoku.Grid) bool {
			if p.RulesOnly {
				return rulesSolve(g)
			}
			c, _, _ := backtrack.Count(g, 2)
			return c == 1
		})
	}
	// Graded: unique and no harder than the grade while digging; then
	// exactly the grade, or again.
	within := func(g sudoku.Grid) (int, bool) {
		if n <= MaxSearchOrder {
			if c, _, _ := backtrack.Count(g, 2); c != 1 {
				return 0, false
			}
		}
		r, err := logic.RateWithin(ctx, g, want)
		if err != nil || !r.Solved {
			return 0, false
		}
		if n > MaxSearchOrder && r.Uses["unique-rectangle"] > 0 {
			return 0, false // that technique assumes what is not checked here
		}
		i := 0
		for k, gr := range logic.Grades {
			if gr.ID == r.Grade {
				i = k
			}
		}
		return i, i <= want
	}
	for attempt := 0; attempt < MaxAttempts; attempt++ {
		g, err := dig(ctx, rng, p, func(g sudoku.Grid) bool { _, ok := within(g); return ok })
		if err != nil {
			return g, err
		}
		if got, _ := within(g); got == want {
			return g, nil
		}
	}
	return sudoku.Grid{}, fmt.Errorf("no %d×%d puzzle of grade %s in %d attempts from seed %d: try another seed or grade",
		n*n, n*n, p.Grade, MaxAttempts, p.Seed)
}

// dig takes givens away from a random full grid, in a random order (two
// by two when symmetric), keeping each removal only while keep holds.
func dig(ctx context.Context, rng *rand.Rand, p Params, keep func(sudoku.Grid) bool) (sudoku.Grid, error) {
	n := p.Order
	g := fullGrid(rng, n)
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
		if !keep(g) {
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
