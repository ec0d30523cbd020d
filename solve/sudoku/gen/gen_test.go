package gen

import (
	"context"
	"errors"
	"testing"

	"grille/solve/sudoku"
	"grille/solve/sudoku/backtrack"
)

func TestGenerate(t *testing.T) {
	cases := []Params{
		{Order: 2, Seed: 1},
		{Order: 3, Seed: 2},
		{Order: 3, Seed: 3, Symmetric: true},
		{Order: 3, Seed: 4, RulesOnly: true},
		{Order: 3, Seed: 5, RulesOnly: true, Symmetric: true},
		{Order: 4, Seed: 6, RulesOnly: true},
	}
	for _, p := range cases {
		g, err := Generate(context.Background(), p)
		if err != nil {
			t.Fatalf("%+v: %v", p, err)
		}
		if err := g.Validate(); err != nil || g.Order != p.Order {
			t.Fatalf("%+v: %v (order %d)", p, err, g.Order)
		}
		if c, _, _ := backtrack.Count(g, 2); c != 1 {
			t.Errorf("%+v: %d solutions, want 1: %s", p, c, g.Line())
		}
		if p.RulesOnly && !rulesSolve(g) {
			t.Errorf("%+v: the rules do not solve %s", p, g.Line())
		}
		N := g.Size()
		if p.Symmetric {
			for i := range g.Cells {
				if (g.Cells[i] == 0) != (g.Cells[N*N-1-i] == 0) {
					t.Errorf("%+v: givens not symmetric at %s", p, sudoku.CellName(g.Order, i))
					break
				}
			}
		}
		// Minimal for its test: no given can go without losing it (the
		// symmetric ones two by two, so they are checked alone only when
		// not symmetric).
		if !p.Symmetric {
			for i, v := range g.Cells {
				if v == 0 {
					continue
				}
				h := g.Clone()
				h.Cells[i] = 0
				ok := false
				if p.RulesOnly {
					ok = rulesSolve(h)
				} else {
					c, _, _ := backtrack.Count(h, 2)
					ok = c == 1
				}
				if ok {
					t.Errorf("%+v: %s could go too", p, sudoku.CellName(g.Order, i))
					break
				}
			}
		}
		again, _ := Generate(context.Background(), p)
		if !again.Equal(g) {
			t.Errorf("%+v: the same seed gave another puzzle", p)
		}
		t.Logf("%+v: %d givens", p, g.Filled())
	}
	a, _ := Generate(context.Background(), Params{Order: 3, Seed: 10})
	b, _ := Generate(context.Background(), Params{Order: 3, Seed: 11})
	if a.Equal(b) {
		t.Error("two seeds gave the same puzzle")
	}
}

// TestLargeOrders: above 16×16 the rules make the puzzle, from a shuffled
// patterned grid; a search-level puzzle is refused with a reason.
func TestLargeOrders(t *testing.T) {
	g, err := Generate(context.Background(), Params{Order: 5, Seed: 1, RulesOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	if !rulesSolve(g) || g.Filled() == len(g.Cells) {
		t.Errorf("25×25: %d givens, solved by the rules: %v", g.Filled(), rulesSolve(g))
	}
	if _, err := Generate(context.Background(), Params{Order: 5, Seed: 1}); err == nil {
		t.Error("a 25×25 puzzle that may need search was made")
	}
	for _, n := range []int{1, 7} {
		if _, err := Generate(context.Background(), Params{Order: n}); err == nil {
			t.Errorf("order %d accepted", n)
		}
	}
}

func TestCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Generate(ctx, Params{Order: 3, Seed: 1}); !errors.Is(err, context.Canceled) {
		t.Errorf("err %v, want context.Canceled", err)
	}
}
