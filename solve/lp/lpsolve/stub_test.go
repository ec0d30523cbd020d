//go:build !cgo || nolpsolve

package lpsolve

import (
	"errors"
	"testing"

	"grille/solve/lp"
)

// Built without lp_solve, the package compiles, offers no engine and
// fails politely.
func TestNotBuiltIn(t *testing.T) {
	if Available() || New() != nil || Version() != "" {
		t.Error("lp_solve claims to be built in")
	}
	if _, err := lp.Open(New(), wyndor(), lp.Options{}); !errors.Is(err, lp.ErrNoEngine) {
		t.Errorf("lp.Open: %v", err)
	}
}
