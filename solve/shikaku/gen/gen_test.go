package gen

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"grille/solve/shikaku"
	"grille/solve/shikaku/exact"
)

// Every generated puzzle is valid, its clues add up to the area, one clue
// per rectangle of its partition, in row-major order, and the partition is
// a verified solution.
func TestGenerateValid(t *testing.T) {
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(7, 7))
	for it := 0; it < 300; it++ {
		p := GenParams{Rows: 1 + rng.IntN(30), Cols: 1 + rng.IntN(30), Depth: rng.IntN(12),
			NbMergeIter: rng.IntN(4), MergeProb: rng.Float64(), Seed: rng.Int64()}
		puz, sol, err := GenerateWithSolution(ctx, p)
		if err != nil {
			t.Fatalf("%+v: %v", p, err)
		}
		if err := puz.Validate(); err != nil {
			t.Fatalf("%+v: %v", p, err)
		}
		if puz.ClueSum() != p.Rows*p.Cols || len(puz.Clues) != len(sol.Rects) || len(puz.Rects) != 0 {
			t.Fatalf("%+v: sum %d, %d clues, %d rects", p, puz.ClueSum(), len(puz.Clues), len(sol.Rects))
		}
		if err := shikaku.Verify(puz, sol); err != nil {
			t.Fatalf("%+v: own partition: %v", p, err)
		}
		if !slices.IsSortedFunc(puz.Clues, func(a, b shikaku.Clue) int { return (a.Row*p.Cols + a.Col) - (b.Row*p.Cols + b.Col) }) {
			t.Fatalf("%+v: clues not row-major", p)
		}
		// Without merges a depth-d cut makes at most 2^d rectangles.
		if p.NbMergeIter == 0 && len(sol.Rects) > 1<<p.Depth {
			t.Fatalf("%+v: %d rectangles", p, len(sol.Rects))
		}
		if n, _, _ := exact.Count(puz, 1); n != 1 {
			t.Fatalf("%+v: exact finds no solution", p)
		}
	}
}

func TestGenerateDeterministic(t *testing.T) {
	ctx := context.Background()
	p := GenParams{Rows: 16, Cols: 16, Depth: 6, NbMergeIter: 2, MergeProb: 0.5, Seed: 42}
	a, _ := Generate(ctx, p)
	b, _ := Generate(ctx, p)
	if !a.Equal(b) {
		t.Error("same seed, different puzzles")
	}
	p.Seed = 43
	c, _ := Generate(ctx, p)
	if a.Equal(c) {
		t.Error("another seed, same puzzle")
	}
}

// The cut follows the paper: every part is cut to the depth unless it is a
// single cell, so without merges a 16×16 at depth 4 has 16 rectangles,
// fewer only when a part became a single cell early; depth 0 leaves the
// whole grid.
func TestCutsToDepth(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	full := 0
	for i := 0; i < 100; i++ {
		rects := Partition(rng, GenParams{Rows: 16, Cols: 16, Depth: 4})
		single := slices.ContainsFunc(rects, func(r shikaku.Rect) bool { return r.Area() == 1 })
		switch n := len(rects); {
		case n > 16:
			t.Fatalf("%d rectangles at depth 4", n)
		case n < 16 && !single:
			t.Fatalf("%d rectangles at depth 4, none a single cell: a part was left uncut", n)
		case n == 16:
			full++
		}
	}
	if full < 60 {
		t.Errorf("only %d of 100 partitions have 16 rectangles", full)
	}
	if r := Partition(rng, GenParams{Rows: 5, Cols: 7, Depth: 0}); len(r) != 1 || r[0] != (shikaku.Rect{Height: 5, Width: 7}) {
		t.Errorf("depth 0: %v", r)
	}
	// Deep enough, every cell is a rectangle.
	if n := len(Partition(rng, GenParams{Rows: 4, Cols: 4, Depth: 20})); n != 16 {
		t.Errorf("%d rectangles at depth 20 in 4×4", n)
	}
	// The longer side is cut more often: a 2×40 strip's first cut splits
	// the columns with probability 40/42.
	vertical := 0
	for i := 0; i < 1000; i++ {
		r := Partition(rng, GenParams{Rows: 2, Cols: 40, Depth: 1})
		if r[0].Height == 2 {
			vertical++
		}
	}
	if vertical < 900 || vertical > 990 {
		t.Errorf("%d of 1000 first cuts split the columns, want about 952", vertical)
	}
}

func TestMerges(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 2))
	before, after := 0, 0
	for i := 0; i < 100; i++ {
		before += len(Partition(rng, GenParams{Rows: 12, Cols: 12, Depth: 6}))
		after += len(Partition(rng, GenParams{Rows: 12, Cols: 12, Depth: 6, NbMergeIter: 3, MergeProb: 0.5}))
	}
	if after >= before*9/10 {
		t.Errorf("merges left %d of %d rectangles", after, before)
	}
	// With mergeProb 0 the rounds change nothing: the same cuts (the same
	// seed) give the same rectangles.
	a := Partition(rand.New(rand.NewPCG(3, 3)), GenParams{Rows: 8, Cols: 8, Depth: 6, NbMergeIter: 5, MergeProb: 0})
	b := Partition(rand.New(rand.NewPCG(3, 3)), GenParams{Rows: 8, Cols: 8, Depth: 6})
	if !(shikaku.Puzzle{Rows: 8, Cols: 8, Rects: a}).Equal(shikaku.Puzzle{Rows: 8, Cols: 8, Rects: b}) {
		t.Errorf("mergeProb 0 changed the partition: %v vs %v", a, b)
	}
}

func TestUnique(t *testing.T) {
	ctx := context.Background()
	for seed := int64(0); seed < 5; seed++ {
		puz, err := Generate(ctx, GenParams{Rows: 12, Cols: 12, Depth: 5, NbMergeIter: 1, MergeProb: 0.5, Unique: true, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if n, _, _ := exact.Count(puz, 2); n != 1 {
			t.Fatalf("seed %d: %d solutions", seed, n)
		}
	}
	// All single cells: trivially unique.
	if _, err := Generate(ctx, GenParams{Rows: 2, Cols: 2, Depth: 20, Unique: true, Seed: 1}); err != nil {
		t.Errorf("2×2 of 1s: %v", err)
	}
	ctx2, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := Generate(ctx2, GenParams{Rows: 9, Cols: 9, Depth: 3, Unique: true}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}

func TestNoUnique(t *testing.T) {
	// A 30×30 cut to depth 10: small rectangles side by side nearly always
	// swap (none of 20 such puzzles was unique when measured).
	_, err := Generate(context.Background(), GenParams{Rows: 30, Cols: 30, Depth: 10, Unique: true, MaxAttempts: 3, Seed: 1})
	if !errors.Is(err, ErrNoUnique) || !strings.Contains(err.Error(), "smaller depth") || !strings.Contains(err.Error(), "24 attempts") {
		t.Errorf("got %v", err)
	}
}

func TestValidateParams(t *testing.T) {
	tests := []struct {
		p   GenParams
		msg string
	}{
		{GenParams{Rows: 1000, Cols: 1000}, "a side may be at most 200"},
		{GenParams{Rows: 0, Cols: 4}, "at least 1"},
		{GenParams{Rows: 4, Cols: 4, Depth: -1}, "depth"},
		{GenParams{Rows: 4, Cols: 4, NbMergeIter: -1}, "nbMergeIter"},
		{GenParams{Rows: 4, Cols: 4, MergeProb: 1.5}, "mergeProb"},
	}
	for _, tt := range tests {
		if _, err := Generate(context.Background(), tt.p); err == nil || !strings.Contains(err.Error(), tt.msg) {
			t.Errorf("%+v: got %v, want %q", tt.p, err, tt.msg)
		}
	}
}
