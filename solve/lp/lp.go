// Package lp is an engine-neutral model of linear and mixed-integer linear
// programs (LP/MILP): variables with bounds, sparse rows, an objective. The
// puzzle methods that use integer programming (Sudoku, Shikaku, Hashi) build a
// Problem here and hand it to a Backend, so the engine behind it can be
// swapped by changing one constructor.
//
// The package has no cgo and no Fyne: it builds everywhere. The only engine so
// far is lp_solve, in the sub-package lpsolve: lpsolve.New() is the Backend
// when it is built in (cgo on, no "nolpsolve" tag) and nil otherwise, and
// every method that needs an engine takes one as its constructor's argument.
//
// WriteLP prints a Problem in lp_solve's LP text format, so a teacher can read
// the model or feed it to the lp_solve command-line program.
package lp

import (
	"errors"
	"fmt"
	"math"
	"time"
)

// Sense says whether the objective is minimized or maximized.
type Sense int

const (
	Minimize Sense = iota // the zero value: most puzzle models have no objective at all
	Maximize
)

func (s Sense) String() string {
	switch s {
	case Minimize:
		return "minimize"
	case Maximize:
		return "maximize"
	}
	return fmt.Sprintf("sense(%d)", int(s))
}

// RowKind is a row's relation: Terms·x <= RHS, = RHS or >= RHS.
type RowKind int

const (
	LE RowKind = iota
	EQ
	GE
)

func (k RowKind) String() string {
	switch k {
	case LE:
		return "<="
	case EQ:
		return "="
	case GE:
		return ">="
	}
	return fmt.Sprintf("rowkind(%d)", int(k))
}

// Inf is +infinity, for bounds: Var{Upper: lp.Inf} has no upper bound and
// Var{Lower: -lp.Inf} no lower bound. Engines map it to their own infinity.
var Inf = math.Inf(1)

// Var is one column. Note that the zero Var is fixed at 0 (Lower = Upper = 0):
// set Upper (to 1 for a binary, to Inf for none) deliberately.
type Var struct {
	Name         string  // used by WriteLP; may be empty
	Lower, Upper float64 // bounds; ±Inf for none
	Integer      bool
	Obj          float64 // objective coefficient
}

// Binary is the 0/1 integer variable every puzzle model is made of.
func Binary(name string) Var { return Var{Name: name, Upper: 1, Integer: true} }

// Term is Coef times variable number Var (an index into Problem.Vars).
type Term struct {
	Var  int
	Coef float64
}

// Row is a linear constraint. A variable may appear in several Terms of one
// row: the coefficients are added up.
type Row struct {
	Name  string // used by WriteLP; may be empty
	Terms []Term
	Kind  RowKind
	RHS   float64
}

// Problem is a whole model. Build it with AddVar and AddRow, or fill the
// slices directly.
type Problem struct {
	Name  string
	Sense Sense
	Vars  []Var
	Rows  []Row
}

// AddVar appends v and returns its index, for use in Terms.
func (p *Problem) AddVar(v Var) int {
	p.Vars = append(p.Vars, v)
	return len(p.Vars) - 1
}

// AddRow appends r and returns its index. The Terms slice is kept, not
// copied: don't reuse it for the next row.
func (p *Problem) AddRow(r Row) int {
	p.Rows = append(p.Rows, r)
	return len(p.Rows) - 1
}

// Clone returns a deep copy, so a caller can add rows (a cut, a "not this
// solution" row) to the copy while the original is being solved.
func (p *Problem) Clone() *Problem {
	q := &Problem{Name: p.Name, Sense: p.Sense}
	q.Vars = append([]Var(nil), p.Vars...)
	q.Rows = make([]Row, len(p.Rows))
	for i, r := range p.Rows {
		r.Terms = append([]Term(nil), r.Terms...)
		q.Rows[i] = r
	}
	return q
}

// Validate reports the first thing no engine could accept: a term naming a
// missing variable, a NaN, an infinite coefficient, a lower bound above the
// upper one, an unknown Sense or RowKind. Backends call it before solving.
func (p *Problem) Validate() error {
	if p.Sense != Minimize && p.Sense != Maximize {
		return fmt.Errorf("lp: %s: invalid %v", p.label(), p.Sense)
	}
	for j, v := range p.Vars {
		switch {
		case math.IsNaN(v.Lower) || math.IsNaN(v.Upper) || math.IsNaN(v.Obj):
			return fmt.Errorf("lp: variable %s: NaN", varLabel(j, v))
		case math.IsInf(v.Obj, 0):
			return fmt.Errorf("lp: variable %s: infinite objective coefficient", varLabel(j, v))
		case v.Lower > v.Upper:
			return fmt.Errorf("lp: variable %s: lower bound %g above upper bound %g", varLabel(j, v), v.Lower, v.Upper)
		case math.IsInf(v.Lower, 1) || math.IsInf(v.Upper, -1):
			return fmt.Errorf("lp: variable %s: empty domain [%g, %g]", varLabel(j, v), v.Lower, v.Upper)
		}
	}
	for i, r := range p.Rows {
		if err := p.checkRow(i, r); err != nil {
			return err
		}
	}
	return nil
}

// CheckRow reports what Validate would say of r as a new row of p, so that
// an engine's Model can refuse a bad AddRow before touching its copy.
func (p *Problem) CheckRow(r Row) error { return p.checkRow(len(p.Rows), r) }

func (p *Problem) checkRow(i int, r Row) error {
	if r.Kind != LE && r.Kind != EQ && r.Kind != GE {
		return fmt.Errorf("lp: row %s: invalid %v", rowLabel(i, r), r.Kind)
	}
	if math.IsNaN(r.RHS) {
		return fmt.Errorf("lp: row %s: NaN right-hand side", rowLabel(i, r))
	}
	if r.Kind == EQ && math.IsInf(r.RHS, 0) {
		return fmt.Errorf("lp: row %s: equality with infinite right-hand side", rowLabel(i, r))
	}
	for _, t := range r.Terms {
		if t.Var < 0 || t.Var >= len(p.Vars) {
			return fmt.Errorf("lp: row %s: term names variable %d of %d", rowLabel(i, r), t.Var, len(p.Vars))
		}
		if math.IsNaN(t.Coef) || math.IsInf(t.Coef, 0) {
			return fmt.Errorf("lp: row %s: coefficient %g", rowLabel(i, r), t.Coef)
		}
	}
	return nil
}

// SetBounds changes the bounds of variable j after the checks Validate
// makes, and leaves p unchanged when they fail.
func (p *Problem) SetBounds(j int, lower, upper float64) error {
	if j < 0 || j >= len(p.Vars) {
		return fmt.Errorf("lp: %s: no variable %d of %d", p.label(), j, len(p.Vars))
	}
	v := p.Vars[j]
	v.Lower, v.Upper = lower, upper
	switch {
	case math.IsNaN(lower) || math.IsNaN(upper):
		return fmt.Errorf("lp: variable %s: NaN bound", varLabel(j, v))
	case lower > upper:
		return fmt.Errorf("lp: variable %s: lower bound %g above upper bound %g", varLabel(j, v), lower, upper)
	case math.IsInf(lower, 1) || math.IsInf(upper, -1):
		return fmt.Errorf("lp: variable %s: empty domain [%g, %g]", varLabel(j, v), lower, upper)
	}
	p.Vars[j] = v
	return nil
}

// Objective evaluates the objective at x (one value per variable).
func (p *Problem) Objective(x []float64) float64 {
	var s float64
	for j, v := range p.Vars {
		if j < len(x) {
			s += v.Obj * x[j]
		}
	}
	return s
}

// Check reports the first bound, row or integrality that x violates by more
// than tol, or nil. Tests and callers that distrust an engine use it; an
// engine's answer is only as exact as its tolerances (about 1e-9 for lp_solve).
func (p *Problem) Check(x []float64, tol float64) error {
	if len(x) != len(p.Vars) {
		return fmt.Errorf("lp: %d values for %d variables", len(x), len(p.Vars))
	}
	for j, v := range p.Vars {
		xj := x[j]
		if xj < v.Lower-tol || xj > v.Upper+tol {
			return fmt.Errorf("lp: variable %s = %g outside [%g, %g]", varLabel(j, v), xj, v.Lower, v.Upper)
		}
		if v.Integer && math.Abs(xj-math.Round(xj)) > tol {
			return fmt.Errorf("lp: integer variable %s = %g", varLabel(j, v), xj)
		}
	}
	for i, r := range p.Rows {
		var s float64
		for _, t := range r.Terms {
			s += t.Coef * x[t.Var]
		}
		ok := true
		switch r.Kind {
		case LE:
			ok = s <= r.RHS+tol
		case GE:
			ok = s >= r.RHS-tol
		case EQ:
			ok = math.Abs(s-r.RHS) <= tol
		}
		if !ok {
			return fmt.Errorf("lp: row %s: %g %v %g violated", rowLabel(i, r), s, r.Kind, r.RHS)
		}
	}
	return nil
}

func (p *Problem) label() string {
	if p.Name != "" {
		return p.Name
	}
	return "problem"
}

func varLabel(j int, v Var) string {
	if v.Name != "" {
		return fmt.Sprintf("%d (%s)", j, v.Name)
	}
	return fmt.Sprint(j)
}

func rowLabel(i int, r Row) string {
	if r.Name != "" {
		return fmt.Sprintf("%d (%s)", i, r.Name)
	}
	return fmt.Sprint(i)
}

// Status is what a solve established.
type Status int

const (
	// Unknown is the zero value: no solve ran (or the Solution was made by hand).
	Unknown Status = iota
	// Optimal: Values is an optimal solution (for a model without objective:
	// a feasible one), within the engine's tolerances.
	Optimal
	// Infeasible: the engine proved that no solution exists.
	Infeasible
	// Unbounded: the objective can improve without limit.
	Unbounded
	// Stopped: the context was cancelled. Values holds the best integer
	// solution found so far, if any (nil otherwise).
	Stopped
	// TimedOut: Options.Timeout ran out. Values as for Stopped.
	TimedOut
	// Failed: the engine gave up (numerical trouble, out of memory, one of
	// its own limits, a result that failed our checks); Msg says why. Values
	// is nil, except when a limit stopped branch and bound after it had
	// found an integer solution: then it holds that (unproven) solution.
	Failed
)

var statusNames = [...]string{"unknown", "optimal", "infeasible", "unbounded", "stopped", "timed out", "failed"}

func (s Status) String() string {
	if s < 0 || int(s) >= len(statusNames) {
		return fmt.Sprintf("status(%d)", int(s))
	}
	return statusNames[s]
}

// Solution is an engine's answer.
type Solution struct {
	Status    Status
	Objective float64   // at Values; 0 when Values is nil
	Values    []float64 // one per Problem.Vars, in the original order; nil when there is no solution
	// Iterations and Nodes are the engine's simplex iterations and
	// branch-and-bound nodes: a measure of effort to show a student.
	Iterations int64
	Nodes      int64
	Msg        string // the engine's own words on a non-optimal outcome; may be empty
}

// Progress is a note from a running solve.
type Progress struct {
	// Kind is "feasible" (first integer solution), "improved" (a better
	// one; Objective is its value), "log" (an engine log line in Msg) or,
	// with Options.Nodes, "nodes" (a sample of the branch and bound: Nodes,
	// Depth, Bound, and the incumbent's Objective when Incumbent).
	Kind      string
	Objective float64
	Msg       string
	// Nodes are the branch-and-bound nodes so far, Depth the depth of the
	// node being solved, Bound the engine's bound on the best objective (in
	// the problem's sense: no solution can beat it), and Incumbent says
	// whether an integer solution is known (its value in Objective).
	Nodes     int64
	Depth     int
	Bound     float64
	Incumbent bool
}

// IncumbentOrNaN is a "nodes" sample's incumbent objective, NaN when no
// integer solution is known yet (a chart's gap).
func (p Progress) IncumbentOrNaN() float64 {
	if p.Incumbent {
		return p.Objective
	}
	return math.NaN()
}

// ObjectiveOrNaN is the objective of an Optimal solution, NaN otherwise.
func (s Solution) ObjectiveOrNaN() float64 {
	if s.Status == Optimal {
		return s.Objective
	}
	return math.NaN()
}

// Options tune one Solve.
type Options struct {
	// Timeout, if positive, stops the solve with status TimedOut after this
	// long. A context deadline does the same but gives Stopped.
	Timeout time.Duration
	// OnProgress, if set, receives notes while solving. It is called on the
	// solving goroutine, inside the engine: it must be cheap and must not
	// call back into the Backend. Setting it also makes the engine more verbose.
	OnProgress func(Progress)
	// Nodes adds to OnProgress samples of the branch and bound, Kind
	// "nodes", a few thousand a second at most while nodes are solved.
	Nodes bool
	// Relax ignores Var.Integer: solve the LP relaxation.
	Relax bool
	// FirstFeasible stops branch and bound at the first integer solution:
	// Status Optimal then means feasible, not proven optimal. It is for
	// feasibility problems that carry an objective only to steer the engine
	// (see Model); without an objective every solution is optimal anyway.
	FirstFeasible bool
	// Unscaled turns off the engine's scaling of rows and columns. Scaling
	// evens out coefficients of different magnitudes; a model whose
	// coefficients are all 0 and 1 (a Sudoku) gains nothing from it and
	// saves its cost.
	Unscaled bool
}

// ErrNoEngine is the error of Open without a Backend: the program was built
// without an engine (tag nolpsolve, CGO_ENABLED=0).
var ErrNoEngine = errors.New("lp: LP engine not built in")
