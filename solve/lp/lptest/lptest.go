// Package lptest gives the tests of the methods that need an LP engine
// the one built in.
package lptest

import (
	"context"
	"testing"

	"grille/solve"
	"grille/solve/lp"
	"grille/solve/lp/lpsolve"
)

// Engine is lp_solve's engine; in a build without one (no cgo, or the tag
// nolpsolve) tb is skipped.
func Engine(tb testing.TB) lp.Backend {
	tb.Helper()
	if !lpsolve.Available() {
		tb.Skip("LP engine not built in")
	}
	return lpsolve.New()
}

// NoEngine checks what m, a method built without an engine, says of p: no
// error, Status Unknown and Msg "LP engine not built in"; and that its Info
// says it needs "lp". It returns the Log lines of the run.
func NoEngine[P any](t *testing.T, m solve.Method[P], p P) []string {
	t.Helper()
	var logs []string
	res, err := m.Solve(context.Background(), p, func(e solve.Event[P]) {
		if e.Kind == solve.Log {
			logs = append(logs, e.Msg)
		}
	})
	if err != nil || res.Status != solve.Unknown || res.Msg != "LP engine not built in" {
		t.Errorf("without an engine: %v %q %v", res.Status, res.Msg, err)
	}
	if m.Info().Needs != "lp" {
		t.Errorf("Info.Needs is %q, not \"lp\"", m.Info().Needs)
	}
	return logs
}
