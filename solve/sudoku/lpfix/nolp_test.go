//go:build !cgo || nolpsolve

package lpfix

import (
	"context"
	"testing"

	"grille/solve"
	"grille/solve/sudoku"
)

// Built without lp_solve, the method answers politely.
func TestNotBuiltIn(t *testing.T) {
	res, err := New().Solve(context.Background(), sudoku.New(3), nil)
	if err != nil || res.Status != solve.Unknown || res.Msg != "LP engine not built in" {
		t.Errorf("%v %q %v", res.Status, res.Msg, err)
	}
	if New().Info().Needs != "lp" {
		t.Error("Info.Needs is not \"lp\"")
	}
}
