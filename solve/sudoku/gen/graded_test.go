package gen

import (
	"context"
	"errors"
	"strings"
	"testing"

	"grille/solve/sudoku/backtrack"
	"grille/solve/sudoku/logic"
)

// TestGraded: a graded puzzle is unique and its logical solve needs
// exactly the grade asked for.
func TestGraded(t *testing.T) {
	for i, g := range logic.Grades {
		for _, sym := range []bool{false, true} {
			p := Params{Order: 3, Seed: int64(20 + i), Grade: g.ID, Symmetric: sym}
			if testing.Short() && g.ID == "extreme" {
				continue
			}
			puzzle, err := Generate(context.Background(), p)
			if err != nil {
				t.Fatalf("%+v: %v", p, err)
			}
			if c, _, _ := backtrack.Count(puzzle, 2); c != 1 {
				t.Fatalf("%+v: %d solutions", p, c)
			}
			r, err := logic.Rate(context.Background(), puzzle)
			if err != nil || !r.Solved || r.Grade != g.ID {
				t.Fatalf("%+v: rated %+v, %v: %s", p, r, err, puzzle.Line())
			}
			t.Logf("%s symmetric=%v: %d givens, score %d, hardest %s", g.ID, sym, puzzle.Filled(), r.Score, r.Hardest)
		}
	}
}

func TestGradedSmallAndLarge(t *testing.T) {
	g, err := Generate(context.Background(), Params{Order: 2, Seed: 3, Grade: "trivial"})
	if err != nil || g.Order != 2 {
		t.Fatalf("4×4 trivial: %v", err)
	}
	g, err = Generate(context.Background(), Params{Order: 5, Seed: 3, Grade: "trivial"})
	if err != nil {
		t.Fatalf("25×25 trivial: %v", err)
	}
	if r, _ := logic.Rate(context.Background(), g); !r.Solved || r.Grade != "trivial" {
		t.Errorf("25×25: rated %+v", r)
	}
}

func TestGradeErrors(t *testing.T) {
	for _, p := range []Params{
		{Order: 3, Grade: "fiendish"},
		{Order: 3, Grade: "basic", RulesOnly: true},
	} {
		_, err := Generate(context.Background(), p)
		if err == nil || !strings.Contains(err.Error(), p.Grade) {
			t.Errorf("%+v: err %v, want one naming the grade", p, err)
		}
	}
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Generate(cancelled, Params{Order: 3, Seed: 1, Grade: "extreme"}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: err %v, want context.Canceled", err)
	}
	// 4×4 grids are too small for the extreme techniques: the bound says so.
	_, err := Generate(context.Background(), Params{Order: 2, Seed: 1, Grade: "extreme"})
	if err == nil || !strings.Contains(err.Error(), "attempts") {
		t.Errorf("4×4 extreme: %v", err)
	}
}
