//go:build !cgo || nolpsolve

package lpsolve

import (
	"context"
	"errors"
	"testing"

	"grille/solve/lp"
)

// Built without lp_solve, the package compiles, registers nothing and
// fails politely.
func TestNotBuiltIn(t *testing.T) {
	if Available() || lp.Available() || Version() != "" {
		t.Error("lp_solve claims to be built in")
	}
	sol, err := New().Solve(context.Background(), wyndor(), lp.Options{})
	if !errors.Is(err, lp.ErrNoEngine) || sol.Status != lp.Failed {
		t.Errorf("New().Solve: %v %v", sol.Status, err)
	}
	if _, err := lp.Solve(context.Background(), sudokuILP(hardSudoku), lp.Options{}); !errors.Is(err, lp.ErrNoEngine) {
		t.Errorf("lp.Solve: %v", err)
	}
}

func TestNoModel(t *testing.T) {
	if _, err := lp.Open(wyndor(), lp.Options{}); !errors.Is(err, lp.ErrNoEngine) {
		t.Errorf("lp.Open: %v", err)
	}
	if _, err := New().(lp.Incremental).Open(wyndor(), lp.Options{}); !errors.Is(err, lp.ErrNoEngine) {
		t.Errorf("Open: %v", err)
	}
}
