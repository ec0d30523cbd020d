//go:build cgo && !nolpsolve

package lpsolve

/*
#include <lp_lib.h>

// Reads the solution in original numbering. With presolve on, lp_solve's
// get_variables returns only the columns presolve kept; get_var_primalresult
// indexes [objective, original rows..., original columns...].
static double grille_lp_values(lprec *lp, int n, double *out) {
	int j, base = get_Norig_rows(lp);
	for (j = 1; j <= n; j++)
		out[j-1] = get_var_primalresult(lp, base + j);
	return get_var_primalresult(lp, 0);
}
*/
import "C"

import (
	"context"
	"fmt"
	"math"
	"sync/atomic"
	"time"
	"unsafe"

	"grille/solve/lp"
)

// One run of lp_solve's solve() on a session, and what it returned made
// into an lp.Solution.

// solve runs lp_solve's solve() once on the lprec, which holds p.
func (s *session) solve(ctx context.Context, p *lp.Problem, opt lp.Options) lp.Solution {
	l, r := s.l, s.r
	atomic.StoreInt32(r.stop, 0)
	s.st.lpoptimal, s.st.aborts = 0, 0
	s.st.found, s.st.incumbent, s.st.sampled, s.st.looks = 0, 0, 0, 0
	r.tail, r.panicked, r.panicVal = r.tail[:0], false, nil
	iter0, nodes0 := int64(C.get_total_iter(l)), int64(C.get_total_nodes(l))

	// ctx and the timeout raise the C flag from callbacks that start no
	// goroutine unless they fire (a Model may solve thousands of times a
	// second). A callback that has started is waited for before solve
	// returns: it writes C memory that free releases, and it must not raise
	// the flag of the next solve.
	defer s.raiseOn(stopCancel, func(f func()) func() bool { return context.AfterFunc(ctx, f) })()
	if opt.Timeout > 0 && !testNoGoTimer {
		defer s.raiseOn(stopTimeout, func(f func()) func() bool { return time.AfterFunc(opt.Timeout, f).Stop })()
	}

	ret := C.solve(l)
	if testAborts != nil {
		testAborts(int(s.st.aborts))
	}
	// p is read only from here on, and only while r.mu is held: a one-shot
	// Solve that has returned without this solve (see solveOrLeave) has
	// handed p back to its caller, who may be changing it.
	if !r.hold() {
		return lp.Solution{Status: lp.Stopped}
	}
	defer r.mu.Unlock()
	n := len(p.Vars)
	why := atomic.LoadInt32(r.stop)
	if r.panicked {
		panic(r.panicVal)
	}

	sol := lp.Solution{
		Iterations: int64(C.get_total_iter(l)) - iter0,
		Nodes:      int64(C.get_total_nodes(l)) - nodes0,
	}
	if sol.Iterations < 0 || sol.Nodes < 0 {
		// lp_solve restarted its counters for this solve.
		sol.Iterations, sol.Nodes = int64(C.get_total_iter(l)), int64(C.get_total_nodes(l))
	}
	timeoutSet := opt.Timeout > 0
	withValues := false
	switch ret {
	case C.OPTIMAL, C.PRESOLVED:
		// PRESOLVED: presolve alone settled the model; values are complete.
		sol.Status, withValues = lp.Optimal, true
	case C.SUBOPTIMAL:
		// Branch and bound was cut short with an integer solution in hand:
		// by our flag (USERABORT turns into SUBOPTIMAL then), by lp_solve's
		// timeout, by one of its limits (B&B depth), or, asked for, at the
		// first solution.
		withValues = true
		if why == 0 && opt.FirstFeasible {
			sol.Status = lp.Optimal
			break
		}
		sol.Status = stopStatus(why, timeoutSet)
		sol.Msg = "stopped before optimality was proved; Values is the best solution found"
	case C.INFEASIBLE:
		sol.Status = lp.Infeasible
	case C.UNBOUNDED:
		sol.Status = lp.Unbounded
	case C.USERABORT, C.TIMEOUT:
		sol.Status = stopStatus(why, timeoutSet || ret == C.TIMEOUT)
	default:
		sol.Status = lp.Failed
		sol.Msg = r.msg(codeText(int(ret)))
	}
	if testPresolved != nil {
		testPresolved(int(C.get_Ncolumns(l)), int(C.get_Norig_columns(l)))
	}
	if withValues {
		if int(C.get_Norig_columns(l)) != n {
			sol.Status = lp.Failed
			sol.Msg = r.msg(fmt.Sprintf("lp_solve reports %d columns for %d variables", int(C.get_Norig_columns(l)), n))
			return sol
		}
		sol.Values = make([]float64, n)
		sol.Objective = float64(C.grille_lp_values(l, C.int(n), (*C.double)(unsafe.Pointer(&sol.Values[0]))))
		if !opt.Relax {
			if j, ok := fractional(p, sol.Values); !ok {
				// Known lp_solve fault: see integerInfeasible. Never hand
				// out a non-integer "solution".
				return lp.Solution{
					Status: lp.Failed, Iterations: sol.Iterations, Nodes: sol.Nodes,
					Msg: fmt.Sprintf("lp_solve returned %g for integer variable %d (%s): presolve fixed it at a fraction; the model is probably infeasible",
						sol.Values[j], j, p.Vars[j].Name),
				}
			}
			// lp_solve accepts 1e-7 from an integer; callers compare with
			// == 1, so snap those values.
			for j, v := range p.Vars {
				if v.Integer {
					sol.Values[j] = math.Round(sol.Values[j])
				}
			}
		}
	}
	return sol
}

// codeText names lp_solve's solve() return codes.
func codeText(code int) string {
	switch code {
	case C.NOMEMORY:
		return "lp_solve: out of memory"
	case C.NOBFP:
		return "lp_solve: no basis factorisation package"
	case C.NOTRUN:
		return "lp_solve: not run"
	case C.DEGENERATE:
		return "lp_solve: degenerate"
	case C.NUMFAILURE:
		return "lp_solve: numerical failure"
	case C.ACCURACYERROR:
		return "lp_solve: accuracy error"
	case C.PROCFAIL:
		return "lp_solve: branch and bound failed"
	case C.PROCBREAK:
		return "lp_solve: branch and bound stopped"
	case C.NOFEASFOUND:
		return "lp_solve: no feasible solution found"
	}
	return fmt.Sprintf("lp_solve: solve returned %d", code)
}
