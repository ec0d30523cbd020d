// Package lptest gives the tests of the methods that need an LP engine
// the one built in.
package lptest

import (
	"context"
	"strings"
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

// EngineLines runs m on p through solve.Run, watched, and checks that the
// LP engine's own log lines arrive as Engine events, at least one, each
// prefixed "lp_solve: ", and never as the method's Log lines (the window
// shows them only on request). It returns them.
func EngineLines[P any](t *testing.T, kind *solve.Type[P], m solve.Method[P], p P) []string {
	t.Helper()
	var engine []string
	_, err := solve.Run(context.Background(), kind, m, p, func(e solve.Event[P]) {
		switch {
		case e.Kind == solve.Engine:
			engine = append(engine, e.Msg)
			if !strings.HasPrefix(e.Msg, "lp_solve: ") {
				t.Errorf("engine line %q without its \"lp_solve: \"", e.Msg)
			}
		case strings.HasPrefix(e.Msg, "lp_solve: "):
			t.Errorf("engine line as a %v event: %q", e.Kind, e.Msg)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(engine) == 0 {
		t.Error("no engine line")
	}
	return engine
}
