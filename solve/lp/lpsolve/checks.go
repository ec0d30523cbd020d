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

// Test hooks: testNoGoTimer leaves Options.Timeout to lp_solve alone;
// testPresolved sees how many columns presolve kept; testNoIntCheck skips
// integerInfeasible so the check after the solve is exercised;
// testLoadChunk is called after each chunk of columns loaded.
var (
	testNoGoTimer  bool
	testNoIntCheck bool
	testPresolved  func(kept, orig int)
	testLoadChunk  func()
)
