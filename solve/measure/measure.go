// Package measure runs methods on a puzzle one at a time and tabulates
// what each did: the terminal's `grille bench` and the window's Solve ›
// Compare methods both run and write their rows through it, so that the
// two give the same statuses for the same puzzle, limit and seed.
package measure

import (
	"context"
	"encoding/csv"
	"fmt"
	"strings"
	"time"

	"grille/solve"
)

// Run is one method's run on one puzzle.
type Run struct {
	Method  string // the method's ID
	Status  solve.Status
	Err     error // the method failed (a panic, a wrong answer, bad parameters)
	Stats   solve.Stats
	Elapsed time.Duration // the method's own time
}

// One runs m, drawing from seed when it is randomised, on p under ctx
// with a time limit (≤ 0: none), as bench does: report may be nil, and
// then the method runs unwatched, as fast as it goes.
func One[P any](ctx context.Context, t *solve.Type[P], m solve.Method[P], p P, limit time.Duration, seed int64, report solve.Reporter[P]) Run {
	if limit > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, limit)
		defer cancel()
	}
	res, err := solve.Run(ctx, t, solve.WithSeed(m, seed), p, report)
	return Run{Method: m.Info().ID, Status: res.Status, Err: err, Stats: res.Stats, Elapsed: res.Elapsed}
}

// Verified reports whether the run gave a solution that passed the
// type's own check (solve.Run checks every solution a method claims).
func (r Run) Verified() bool { return r.Err == nil && r.Status.HasSolution() }

// StatusWord is the status as bench writes it: "unique", "unknown"...,
// or "error" for a method that failed.
func (r Run) StatusWord() string {
	if r.Err != nil {
		return "error"
	}
	return r.Status.String()
}

// Millis is the run's own time in milliseconds, to the microsecond.
func Millis(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// Columns head the rows of Fields: a table of runs in CSV, from the window.
var Columns = []string{"method", "status", "ms", "nodes", "iterations", "LP solves", "fixed", "trials", "best cost", "verified"}

// Fields are the run's row under Columns.
func (r Run) Fields() []string {
	s := r.Stats
	verified := "no"
	if r.Verified() {
		verified = "yes"
	}
	return []string{r.Method, r.StatusWord(), fmt.Sprintf("%.3f", Millis(r.Elapsed)),
		fmt.Sprint(s.Nodes), fmt.Sprint(s.Iterations), fmt.Sprint(s.LPSolves), fmt.Sprint(s.Fixed),
		fmt.Sprint(s.Trials), fmt.Sprintf("%g", s.BestEnergy), verified}
}

// CSV writes runs as comma-separated values under a header of Columns.
func CSV(runs []Run) string {
	var b strings.Builder
	w := csv.NewWriter(&b)
	w.Write(Columns)
	for _, r := range runs {
		w.Write(r.Fields())
	}
	w.Flush() // a strings.Builder does not fail
	return b.String()
}
