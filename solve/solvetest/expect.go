package solvetest

import (
	"context"
	"strings"
	"testing"

	"grille/solve"
)

// Expect is a puzzle, as text, and what a method must say of it: status
// Want, with Msg a part of the result's message ("" for any).
type Expect struct {
	In   string
	Want solve.Status
	Msg  string
}

// CheckStatuses runs m through solve.Run on each puzzle (read by parse)
// and checks its status and message. It returns each run's Log lines, in
// the order of the cases, for checks of the caller's own.
func CheckStatuses[P any](t *testing.T, kind *solve.Type[P], m solve.Method[P], parse func(testing.TB, string) P, cases []Expect) [][]string {
	t.Helper()
	logs := make([][]string, len(cases))
	for i, c := range cases {
		res, err := solve.Run(context.Background(), kind, m, parse(t, c.In), func(e solve.Event[P]) {
			if e.Kind == solve.Log {
				logs[i] = append(logs[i], e.Msg)
			}
		})
		if err != nil {
			t.Fatalf("%q: %v", c.In, err)
		}
		if res.Status != c.Want || !strings.Contains(res.Msg, c.Msg) {
			t.Errorf("%q: %v %q, want %v %q", c.In, res.Status, res.Msg, c.Want, c.Msg)
		}
	}
	return logs
}
