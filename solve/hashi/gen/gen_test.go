package gen

import (
	"context"
	"errors"
	"testing"

	"grille/solve/hashi"
	"grille/solve/hashi/exact"
)

// TestGenerate: the planted solution is valid and connected, values are
// 1..8, the puzzle is bare, and the same seed gives the same puzzle.
func TestGenerate(t *testing.T) {
	for _, n := range []int{2, 4, 10, 30, 80} {
		for seed := int64(0); seed < 5; seed++ {
			gp := GenParams{Islands: n, Seed: seed}
			p, sol, err := GenerateSolved(context.Background(), gp)
			if err != nil {
				t.Fatal(err)
			}
			if err := p.Validate(); err != nil {
				t.Fatalf("n=%d seed %d: %v", n, seed, err)
			}
			if len(p.Bridges) != 0 {
				t.Fatal("the puzzle has bridges")
			}
			if err := hashi.Verify(p, sol); err != nil {
				t.Fatalf("n=%d seed %d: planted solution: %v", n, seed, err)
			}
			// The paper's construction: every candidate bridge is used.
			if len(sol.Bridges) != len(hashi.Edges(p)) {
				t.Fatalf("n=%d: %d bridges for %d candidates", n, len(sol.Bridges), len(hashi.Edges(p)))
			}
			again, err := Generate(context.Background(), gp)
			if err != nil || !again.Equal(p) {
				t.Fatalf("n=%d seed %d: not reproducible", n, seed)
			}
		}
	}
}

// TestGenerateCrossings: with many points the edges cross, and the
// crossings become islands: the puzzle has more islands than points.
func TestGenerateCrossings(t *testing.T) {
	more := 0
	for seed := int64(0); seed < 10; seed++ {
		p, err := Generate(context.Background(), GenParams{Islands: 40, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if len(p.Islands) > 40 {
			more++
		}
	}
	if more < 5 {
		t.Fatalf("only %d of 10 draws gained islands at crossings", more)
	}
}

func TestGenerateUnique(t *testing.T) {
	for _, n := range []int{4, 20, 40} {
		p, sol, err := GenerateSolved(context.Background(), GenParams{Islands: n, Unique: true, Seed: int64(n)})
		if err != nil {
			t.Fatal(err)
		}
		if err := hashi.Verify(p, sol); err != nil {
			t.Fatal(err)
		}
		if c, _, _, _ := exact.Count(context.Background(), p, 2); c != 1 {
			t.Fatalf("n=%d: %d solutions", n, c)
		}
	}
}

func TestGenerateErrors(t *testing.T) {
	for _, gp := range []GenParams{
		{Islands: 1},
		{Rows: 2, Cols: 2, Islands: 5},
		{Rows: 300, Cols: 3, Islands: 5},
	} {
		if _, err := Generate(context.Background(), gp); err == nil {
			t.Errorf("%+v: no error", gp)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Generate(ctx, GenParams{Islands: 10}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}
