// Package solve holds the contracts every puzzle method follows: one Method
// interface, the events it streams, the result it returns, and Run, which
// times a solve, turns a panic into an error and re-verifies every answer.
//
// It knows nothing of any particular puzzle and never imports Fyne.
package solve

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// Status says what a method established about a puzzle.
type Status int

const (
	// Unknown: stopped, over budget, or a heuristic that gave up. Never a claim.
	Unknown Status = iota
	// Solved: a verified solution; nothing is claimed about others.
	Solved
	// Unique: a verified solution, and a proof that it is the only one.
	Unique
	// Multiple: a verified solution, and a proof that another exists.
	Multiple
	// Infeasible: a proof that no solution exists. Only exact methods say this.
	Infeasible
)

var statusNames = [...]string{"unknown", "solved", "unique", "multiple", "infeasible"}

// String is the lower-case name used in JSON and on the command line.
func (s Status) String() string {
	if s < 0 || int(s) >= len(statusNames) {
		return fmt.Sprintf("status(%d)", int(s))
	}
	return statusNames[s]
}

// Title is the phrase the window's status line shows.
func (s Status) Title() string {
	switch s {
	case Solved:
		return "Solved"
	case Unique:
		return "Unique solution"
	case Multiple:
		return "Multiple solutions"
	case Infeasible:
		return "No solution"
	}
	return "Unknown"
}

// TitleText is Title as a Text, for a reader in another language.
func (s Status) TitleText() Text {
	switch s {
	case Solved:
		return Say("Solved")
	case Unique:
		return Say("Unique solution")
	case Multiple:
		return Say("Multiple solutions")
	case Infeasible:
		return Say("No solution")
	}
	return Say("Unknown")
}

// HasSolution reports whether a Result with this status carries a solution.
func (s Status) HasSolution() bool { return s == Solved || s == Unique || s == Multiple }

// Info describes a method to the UI and the command line.
type Info struct {
	ID    string // public, stable: used by --method and saved settings
	Name  string // human name
	Exact bool   // proves Unique / Multiple / Infeasible
	Needs string // "" or "lp" when the method needs the LP engine
	Doc   string // one paragraph for the window
}

// EventKind says what an Event carries.
type EventKind int

const (
	Log       EventKind = iota // a line for the log pane
	Progress                   // fresh Stats, several times a second at most
	Incumbent                  // a new best state in Event.Best
	Step                       // one teaching step: a rule applied, a variable fixed, a restart
	// Engine is a line of the LP engine's own log (lp_solve's words, its
	// jargon): the window shows it only when "Engine messages" is ticked.
	Engine
)

func (k EventKind) String() string {
	switch k {
	case Log:
		return "log"
	case Progress:
		return "progress"
	case Incumbent:
		return "incumbent"
	case Step:
		return "step"
	case Engine:
		return "engine"
	}
	return fmt.Sprintf("kind(%d)", int(k))
}

// Stats are the counters a method keeps; each method fills the ones it has.
type Stats struct {
	Nodes       int64   // search nodes (backtracking, branch and bound)
	Iterations  int64   // moves, simplex iterations, rule passes
	Energy      float64 // current cost of an annealing state
	BestEnergy  float64 // best cost seen
	Temperature float64
	Trials      int // annealing trials started
	// FailedTrials and FailedCost (the sum of their final costs) give the
	// mean final cost of failed trials, a column of Sirdey's results.
	FailedTrials int
	FailedCost   float64
	Objective    float64 // LP objective
	Fixed        int     // variables fixed by a heuristic
	LPSolves     int     // relaxations solved
	Fraction     float64 // 0..1 when the method can estimate its progress, else 0
	// A branch and bound under way, sampled from the engine (the ilp
	// methods): the depth of the node being solved, the engine's bound on
	// the objective, and the best integer solution's objective when
	// HasIncumbent.
	Depth        int
	Bound        float64
	Incumbent    float64
	HasIncumbent bool
}

// Event is one message from a running method to whoever watches it.
type Event[P any] struct {
	Kind    EventKind
	Elapsed time.Duration // since Run started
	Msg     string
	// Say is Msg as a Text, for a reader in another language. A Define
	// method sets Say alone: Define's Solve fills Msg with its English.
	Say     Text
	Stats   Stats
	Best    P // with Incumbent (and some Steps): a copy the receiver may keep
	HasBest bool
	// Detail is a method's own teaching payload (LP values, a deduction...),
	// a value the receiver may keep; views that know the method's type show it.
	Detail any
}

// Reporter receives events on the solver's goroutine. It must be cheap and
// never block; it is never called after Solve returns.
type Reporter[P any] func(Event[P])

// Result is what a method returns.
type Result[P any] struct {
	Status   Status
	Solution P // valid when Status.HasSolution(); when stopped, a method may leave its best state here
	Partial  bool
	Stats    Stats
	Elapsed  time.Duration
	Msg      string // why Unknown ("stopped", "gave up after 12 trials, best cost 2", ...)
	// Say is Msg as a Text; a Define method may set Say alone (Define's
	// Solve fills Msg), and Run keeps the two in step.
	Say Text
}

// Text is r's message as a Text: Say, or Msg as it is.
func (r Result[P]) Text() Text {
	if r.Say.IsZero() && r.Msg != "" {
		return Plain(r.Msg)
	}
	return r.Say
}

// Text is e's message as a Text: Say, or Msg as it is.
func (e Event[P]) Text() Text {
	if e.Say.IsZero() && e.Msg != "" {
		return Plain(e.Msg)
	}
	return e.Say
}

// Method is one way of solving puzzles of type P.
type Method[P any] interface {
	Info() Info
	// Solve is synchronous. It looks at ctx every few thousand units of
	// work at most (nodes, moves: solvetest counts them after a cancel),
	// so that it honours ctx within well under 200 ms (make stress times
	// it), never mutates p, and never calls report after it returns.
	Solve(ctx context.Context, p P, report Reporter[P]) (Result[P], error)
}

// Seeder is implemented by randomised methods: WithSeed returns a copy
// whose runs draw from seed, so a run can be repeated (--seed) and a
// benchmark can give each run its own seed.
type Seeder[P any] interface {
	WithSeed(seed int64) Method[P]
}

// WithSeed returns m seeded with seed when m is randomised, else m itself.
func WithSeed[P any](m Method[P], seed int64) Method[P] {
	if s, ok := m.(Seeder[P]); ok {
		return s.WithSeed(seed)
	}
	return m
}

// ErrStopped is the cancel cause the window and the terminal use for Stop.
var ErrStopped = errors.New("stopped")
