//go:build cgo && !nolpsolve

package lpsolve

import (
	"fmt"
	"math"
	"strings"

	"grille/solve/lp"
)

// The Go side of a solve's outcome: the checks that keep lp_solve's known
// faults from passing as answers, the status of an early stop, and the
// log lines kept for Solution.Msg.

// intTol is how far from an integer lp_solve may leave an integer variable
// (its epsint is 1e-7).
const intTol = 1e-6

// fractional finds an integer variable whose value is not one.
func fractional(p *lp.Problem, x []float64) (int, bool) {
	for j, v := range p.Vars {
		if v.Integer && math.Abs(x[j]-math.Round(x[j])) > intTol {
			return j, false
		}
	}
	return 0, true
}

// integerInfeasible proves that a model has no integer solution in two
// cheap cases: an integer variable whose bounds hold no integer, and an
// equality row that, counting fixed variables (Lower == Upper) as
// constants, leaves one integer variable and forces it to a fraction.
// Variables forced to an integer are fixed in turn, to a fixed point.
//
// It exists because lp_solve 5.5.2's presolve with PRESOLVE_ROWS|COLS turns
// such a row into a fixed fractional bound, removes the column if no other
// row holds it, and reports OPTIMAL with the fraction (lp_solve -S3 -presolve
// says "a = 3.5" for "min: ; 2 a = 7; int a;", and "infeasible" without
// -presolve). The check after the solve catches the cases this one misses.
func integerInfeasible(p *lp.Problem) string {
	fixed := make([]bool, len(p.Vars))
	val := make([]float64, len(p.Vars))
	hasInt := false
	for j, v := range p.Vars {
		if v.Integer {
			hasInt = true
			if math.Ceil(v.Lower-intTol) > math.Floor(v.Upper+intTol) {
				return fmt.Sprintf("integer variable %d (%s) has no integer in [%g, %g]", j, v.Name, v.Lower, v.Upper)
			}
		}
		if v.Lower == v.Upper {
			fixed[j], val[j] = true, v.Lower
		}
	}
	if !hasInt {
		return ""
	}
	for changed := true; changed; {
		changed = false
		for i, r := range p.Rows {
			if r.Kind != lp.EQ {
				continue
			}
			rest, free, c, several := r.RHS, -1, 0.0, false
			for _, t := range r.Terms {
				switch {
				case fixed[t.Var]:
					rest -= t.Coef * val[t.Var]
				case free == -1 || free == t.Var:
					free, c = t.Var, c+t.Coef
				default:
					several = true
				}
			}
			if several || free < 0 || c == 0 || !p.Vars[free].Integer {
				continue
			}
			x := rest / c
			if math.Abs(x-math.Round(x)) > intTol {
				return fmt.Sprintf("row %d (%s) forces integer variable %d (%s) to %g", i, r.Name, free, p.Vars[free].Name, x)
			}
			fixed[free], val[free], changed = true, math.Round(x), true
		}
	}
	return ""
}

// singletonRows returns what a one-shot solve hands lp_solve: p with each
// row of one variable (a·x kind b, after repeated terms are added up)
// turned into a bound on x, and each row without variables (all its
// coefficients cancel out) checked and dropped. why is non-empty when these
// rows alone prove p infeasible. p itself is returned when it has no such
// row; otherwise a copy that shares p's Terms.
//
// lp_solve's presolve does the same, but in quadratic time: for every
// singleton row it removes, it records undo information over every other
// row of the column (presolve_storeDualUndo), so a column in many
// singleton rows, such as the only rectangle that can cover a Shikaku
// clue's 10,000 cells, takes seconds and hundreds of megabytes before any
// abort check. A Model keeps its rows: its bounds may change.
func singletonRows(p *lp.Problem, relax bool) (*lp.Problem, string) {
	var q *lp.Problem
	for i, r := range p.Rows {
		j, a, ok := oneVariable(r)
		if !ok {
			if q != nil {
				q.Rows = append(q.Rows, r)
			}
			continue
		}
		if q == nil {
			q = &lp.Problem{Name: p.Name, Sense: p.Sense, Vars: append([]lp.Var(nil), p.Vars...),
				Rows: append(make([]lp.Row, 0, len(p.Rows)-1), p.Rows[:i]...)}
		}
		if j < 0 {
			if !holds(0, r.Kind, r.RHS) {
				return nil, fmt.Sprintf("row %d (%s) reads 0 %v %g", i, r.Name, r.Kind, r.RHS)
			}
			continue
		}
		v := &q.Vars[j]
		b := r.RHS / a
		lower, upper := r.Kind != lp.LE, r.Kind != lp.GE // for a > 0
		if a < 0 {
			lower, upper = upper, lower
		}
		if lower && b > v.Lower {
			v.Lower = b
		}
		if upper && b < v.Upper {
			v.Upper = b
		}
		switch {
		case v.Integer && !relax:
			if math.Ceil(v.Lower-intTol) > math.Floor(v.Upper+intTol) {
				return nil, fmt.Sprintf("row %d (%s) leaves integer variable %d (%s) no integer in [%g, %g]", i, r.Name, j, v.Name, v.Lower, v.Upper)
			}
		case v.Lower > v.Upper:
			if v.Lower-v.Upper > feasTol*max(1, math.Abs(v.Upper)) {
				return nil, fmt.Sprintf("row %d (%s) leaves variable %d (%s) no value in [%g, %g]", i, r.Name, j, v.Name, v.Lower, v.Upper)
			}
			v.Lower = v.Upper // crossed by rounding only
		}
	}
	if q == nil {
		return p, ""
	}
	return q, ""
}

// feasTol is how far a row may be violated: lp_solve's own primal
// feasibility tolerance is 1e-10 on its scaled model.
const feasTol = 1e-9

// oneVariable reports whether r has at most one variable once repeated
// terms are added up: ok, with j that variable and a its coefficient, or j
// = -1 when the coefficients cancel out or there are none. Coefficients too
// small for lp_solve (which drops those under 1e-11) are left to it.
func oneVariable(r lp.Row) (j int, a float64, ok bool) {
	j = -1
	for _, t := range r.Terms {
		switch {
		case j == -1:
			j = t.Var
		case t.Var != j:
			return 0, 0, false
		}
		a += t.Coef
	}
	switch {
	case j == -1 || a == 0:
		return -1, 0, true
	case math.Abs(a) < 1e-9:
		return 0, 0, false
	}
	return j, a, true
}

// holds reports whether s kind rhs, within feasTol.
func holds(s float64, kind lp.RowKind, rhs float64) bool {
	tol := feasTol * max(1, math.Abs(rhs))
	switch kind {
	case lp.LE:
		return s <= rhs+tol
	case lp.GE:
		return s >= rhs-tol
	}
	return math.Abs(s-rhs) <= tol
}

// solveEmpty settles a model without variables: every row is 0 kind RHS.
func solveEmpty(p *lp.Problem) lp.Solution {
	if err := p.Check(nil, 0); err != nil {
		return lp.Solution{Status: lp.Infeasible, Msg: err.Error()}
	}
	return lp.Solution{Status: lp.Optimal, Values: []float64{}}
}

// stopStatus says why lp_solve stopped early: our flag tells cancel from
// our timer; without it, a timeout means lp_solve's own timer, and anything
// else is one of its limits: Failed (with the incumbent, if any).
func stopStatus(why int32, timeout bool) lp.Status {
	switch {
	case why == stopCancel:
		return lp.Stopped
	case why == stopTimeout || timeout:
		return lp.TimedOut
	}
	return lp.Failed
}

// log keeps the last lines for Msg and forwards them when asked.
func (r *run) log(line string) {
	line = strings.TrimSpace(line)
	if line == "" {
		return
	}
	if len(r.tail) == tailLines {
		copy(r.tail, r.tail[1:])
		r.tail = r.tail[:tailLines-1]
	}
	r.tail = append(r.tail, line)
	if r.onProgress != nil {
		r.onProgress(lp.Progress{Kind: "log", Msg: line})
	}
}

// msg is head followed by the library's last log lines.
func (r *run) msg(head string) string {
	if len(r.tail) == 0 {
		return head
	}
	return head + ": " + strings.Join(r.tail, " / ")
}

// Test hooks: testNoGoTimer leaves Options.Timeout to lp_solve alone,
// testNoLPTimer to our timer alone;
// testPresolved sees how many columns presolve kept; testNoIntCheck skips
// integerInfeasible so the check after the solve is exercised;
// testLoadChunk is called after each chunk of columns loaded; testHold
// is called on a one-shot solve's goroutine before lp_solve starts (a phase
// that ignores the stop flag), testFreed once that goroutine is done;
// testAborts gets, after each lp_solve solve(), how many times its abort
// check saw the stop flag raised.
var (
	testNoGoTimer  bool
	testNoLPTimer  bool
	testNoIntCheck bool
	testPresolved  func(kept, orig int)
	testLoadChunk  func()
	testHold       func()
	testFreed      func()
	testAborts     func(n int)
)
