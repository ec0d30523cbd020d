//go:build cgo && !nolpsolve

package lpsolve

/*
#cgo linux CFLAGS: -I/usr/include/lpsolve
#cgo linux LDFLAGS: -L/usr/lib/lp_solve -llpsolve55 -Wl,-rpath,/usr/lib/lp_solve
// Elsewhere (Windows, macOS) CGO_CFLAGS/CGO_LDFLAGS give the -I and -L
// directories of that build of lp_solve: see the Makefile's dist targets.
#cgo !linux LDFLAGS: -llpsolve55
#include <stdint.h>
#include <stdlib.h>
#include <math.h>
#include <lp_lib.h>

// Per-solve state, malloc'd: lp_solve keeps a pointer to it for the whole
// solve, which Go memory may not be, and the abort check must read the stop
// flag without entering Go.
typedef struct {
	int32_t stop;     // 0 = run on; else why (stopCancel... in Go); Go writes it atomically
	int32_t aborts;   // looks of the abort check at a raised flag (read by the tests)
	int lpoptimal;    // MSG_LPOPTIMAL already forwarded
	uintptr_t handle; // runtime/cgo.Handle of the Go-side *run
} grille_lp_state;

// Defined with //export in callbacks.go (a file with //export may only
// declare C functions in its preamble, so the trampolines live here).
extern void grilleLPMessage(uintptr_t handle, int kind, double objective);
extern void grilleLPLog(uintptr_t handle, char *line);

// lp_solve calls the abort function at every simplex iteration and B&B node
// (around a million times a second): calling into Go there costs ~15%, so it
// only reads the flag, and counts its looks at a raised one (only lp_solve's
// thread writes aborts).
static int __WINAPI grille_lp_abort(lprec *lp, void *h) {
	grille_lp_state *s = h;
	if (__atomic_load_n(&s->stop, __ATOMIC_RELAXED) == 0)
		return 0;
	s->aborts++;
	return 1;
}

// Message kinds passed to Go (so callbacks.go needs no lp_solve header).
enum { grilleMsgFeasible = 1, grilleMsgImproved = 2, grilleMsgLPOptimal = 3 };

static void __WINAPI grille_lp_msg(lprec *lp, void *h, int msg) {
	grille_lp_state *s = h;
	int kind;
	switch (msg) {
	case MSG_LPOPTIMAL:
		// The root relaxation. lp_solve 5.5.2.5 raises it once per solve,
		// not per B&B node; the guard keeps it so in other versions.
		if (s->lpoptimal) return;
		s->lpoptimal = 1;
		kind = grilleMsgLPOptimal;
		break;
	case MSG_MILPFEASIBLE: kind = grilleMsgFeasible; break;
	case MSG_MILPBETTER:   kind = grilleMsgImproved; break;
	default: return;
	}
	// lp->solution[0] is the objective of the solution just found, in the
	// user's sense (lp_solve prints the same value in its own log line).
	grilleLPMessage(s->handle, kind, lp->solution[0]);
}

static void __WINAPI grille_lp_log(lprec *lp, void *h, char *buf) {
	grilleLPLog(((grille_lp_state *)h)->handle, buf);
}

static char grille_lp_nofile[] = "";

// Everything set once per lprec, in one cgo call.
static void grille_lp_setup(lprec *lp, grille_lp_state *s, int verbose, int progress, long timeout, int maximize,
		int presolve, int breakfirst, int unscaled) {
	// "" makes report() print nowhere: the library must never write to our stdout.
	set_outputfile(lp, grille_lp_nofile);
	set_verbose(lp, verbose);
	put_abortfunc(lp, grille_lp_abort, s);
	put_logfunc(lp, grille_lp_log, s);
	if (progress)
		put_msgfunc(lp, grille_lp_msg, s, MSG_LPOPTIMAL | MSG_MILPFEASIBLE | MSG_MILPBETTER);
	// Presolve rows and columns for one-shot solves: without it, rank-deficient
	// equality systems such as the Sudoku model make the factorisation cycle
	// for ever. Never PRESOLVE_LINDEP: it runs LUSOL's LU1MXR, whose static
	// variables make it unsafe with solves on other threads. A Model goes
	// without (presolve deletes rows and columns for good, so the lprec could
	// not be changed and solved again).
	//
	// PRESOLVE_IMPLIEDFREE keeps presolve from ending with its "bound
	// relaxation" (presolve_makefree in lp_presolve.c, run whenever that
	// flag is off): it replaces the bounds of columns whose bounds the rows
	// imply, a binary's [0, 1] included, by [0, 1e29], to reduce
	// degeneracy. The model stays the same in exact arithmetic, but with
	// such bounds the simplex loses its footing: on some Hashi programs (all
	// variables bounded) it reported the root relaxation UNBOUNDED, and the
	// same reduced model, written out, solves to optimality with other
	// pricing or scaling. The flag's other effect, removing free continuous
	// columns of a single row, touches no integer variable.
	if (presolve)
		set_presolve(lp, PRESOLVE_ROWS | PRESOLVE_COLS | PRESOLVE_IMPLIEDFREE, get_presolveloops(lp));
	if (breakfirst)
		set_break_at_first(lp, TRUE);
	// Scaling (by default geometric, equilibrated, integers too) evens out
	// coefficients of different magnitudes; on 0-1 rows it changes nothing
	// but costs time at every solve (about 5% of a Sudoku ILP).
	if (unscaled)
		set_scaling(lp, SCALE_NONE);
	if (timeout > 0)
		set_timeout(lp, timeout);
	if (maximize)
		set_maxim(lp);
	else
		set_minim(lp);
}

// Reads the solution in original numbering. With presolve on, lp_solve's
// get_variables returns only the columns presolve kept; get_var_primalresult
// indexes [objective, original rows..., original columns...].
static double grille_lp_values(lprec *lp, int n, double *out) {
	int j, base = get_Norig_rows(lp);
	for (j = 1; j <= n; j++)
		out[j-1] = get_var_primalresult(lp, base + j);
	return get_var_primalresult(lp, 0);
}

static void grille_lp_version(int *v) {
	lp_solve_version(&v[0], &v[1], &v[2], &v[3]);
}
*/
import "C"

import (
	"context"
	"errors"
	"fmt"
	"math"
	"runtime/cgo"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

	"grille/solve/lp"
)

// Why the stop flag was raised.
const (
	stopCancel  = 1 // ctx done
	stopTimeout = 2 // Options.Timeout elapsed (our timer)
	stopPanic   = 3 // OnProgress panicked; re-panicked on the caller's goroutine
)

// New returns the lp_solve Backend. It holds no state: every Solve builds its
// own lp_solve model and deletes it before returning.
func New() lp.Backend { return backend{} }

// Available reports whether lp_solve is built in: true in this build.
func Available() bool { return true }

// Version is the linked library's version, e.g. "5.5.2.5".
func Version() string {
	var v [4]C.int
	C.grille_lp_version(&v[0])
	return fmt.Sprintf("%d.%d.%d.%d", v[0], v[1], v[2], v[3])
}

// firstLP makes the first lprec of the process alone: make_lp initialises
// lp_solve's BLAS table (globals) on first use, which would be a data race
// between parallel first solves.
var firstLP sync.Once

type backend struct{}

// run is the Go side of one solve, reached from the C callbacks through a
// cgo.Handle.
type run struct {
	onProgress func(lp.Progress)
	stop       *int32   // the C flag, for a panicking callback
	tail       []string // the last log lines, for Solution.Msg
	panicked   bool
	panicVal   any
	// mu is held by the callbacks while they run and by solve while it
	// reads the problem; left says that Solve returned without this solve
	// (see solveOrLeave): then neither does anything.
	mu   sync.Mutex
	left bool
}

// leave cuts the callbacks off and keeps the solve from reading its
// problem: once it returns neither happens.
func (r *run) leave() {
	r.mu.Lock()
	r.left = true
	r.mu.Unlock()
}

// hold locks r.mu and reports true, unless the solve was left.
func (r *run) hold() bool {
	r.mu.Lock()
	if r.left {
		r.mu.Unlock()
		return false
	}
	return true
}

const tailLines = 4

func (b backend) Solve(ctx context.Context, p *lp.Problem, opt lp.Options) (lp.Solution, error) {
	if err := p.Validate(); err != nil {
		return lp.Solution{Status: lp.Failed, Msg: err.Error()}, err
	}
	if ctx.Err() != nil {
		return lp.Solution{Status: lp.Stopped, Msg: "cancelled before the solve started"}, nil
	}
	if !opt.Relax && !testNoIntCheck {
		if why := integerInfeasible(p); why != "" {
			return lp.Solution{Status: lp.Infeasible, Msg: why}, nil
		}
	}
	if len(p.Vars) == 0 {
		// lp_solve refuses a model without columns; its rows are constants.
		return solveEmpty(p), nil
	}
	// What lp_solve gets: p with its rows of one variable turned into
	// bounds (see singletonRows).
	q, why := singletonRows(p, opt.Relax)
	if why != "" {
		return lp.Solution{Status: lp.Infeasible, Msg: why}, nil
	}
	s, sol, err := newSession(ctx, q, opt, true)
	if s == nil {
		return sol, err
	}
	if ctx.Err() != nil {
		// Loading a large model takes a while.
		s.free()
		return lp.Solution{Status: lp.Stopped, Msg: "cancelled before the solve started"}, nil
	}
	return s.solveOrLeave(ctx, p, opt), nil
}

// leaveAfter is how long a one-shot solve waits for lp_solve after its
// context ends before it returns without it (see solveOrLeave). A var for
// the tests that must see lp_solve's own return on a loaded machine.
var leaveAfter = 50 * time.Millisecond

// solveOrLeave is solve for a one-shot Solve, which owns s: lp_solve runs
// on a goroutine of its own, which frees s when it is done. lp_solve looks
// at the stop flag at every simplex iteration and branch-and-bound node,
// but not inside the phases that come before them on a large model
// (presolve's steps, scaling, the crash basis, the first factorisation):
// on a 200×200 Hashi grid (100,000 columns, 240,000 rows) a stop could
// wait 300 ms and more for one of them to end. So once ctx ends, lp_solve
// gets leaveAfter to stop; after that Solve returns Stopped without it,
// and lp_solve ends its phase alone, with the flag raised, and stops at its
// next look: its callbacks are cut off first, so OnProgress is never
// called after Solve returns, nor p read. A panic in OnProgress reaches the
// caller as before.
func (s *session) solveOrLeave(ctx context.Context, p *lp.Problem, opt lp.Options) lp.Solution {
	type outcome struct {
		sol      lp.Solution
		panicked bool
		panicVal any
	}
	out := make(chan outcome, 1) // never blocks: the goroutine may be left
	go func() {
		var o outcome
		defer func() {
			if v := recover(); v != nil {
				o.panicked, o.panicVal = true, v
			}
			s.free()
			if testFreed != nil {
				testFreed()
			}
			out <- o
		}()
		if testHold != nil {
			testHold()
		}
		o.sol = s.solve(ctx, p, opt)
	}()
	take := func(o outcome) lp.Solution {
		if o.panicked {
			panic(o.panicVal)
		}
		return o.sol
	}
	select {
	case o := <-out:
		return take(o)
	case <-ctx.Done():
	}
	grace := time.NewTimer(leaveAfter)
	defer grace.Stop()
	select {
	case o := <-out:
		return take(o)
	case <-grace.C:
	}
	s.r.leave()
	select {
	case o := <-out: // it ended while we cut off its callbacks
		return take(o)
	default:
	}
	return lp.Solution{Status: lp.Stopped, Msg: "stopped; lp_solve was left to end its current phase alone"}
}

// session is one lprec and the C state its callbacks read: a one-shot
// Solve makes one and frees it, a Model keeps it between solves.
type session struct {
	l  *C.lprec
	st *C.grille_lp_state
	r  *run
	h  cgo.Handle
}

// newSession loads p (valid, at least one variable) into a new lprec. On
// failure, or when ctx ends while it loads, it frees what it made and
// returns a nil session and the Solution to hand out.
func newSession(ctx context.Context, p *lp.Problem, opt lp.Options, presolve bool) (*session, lp.Solution, error) {
	firstLP.Do(func() { C.delete_lp(C.make_lp(0, 0)) })
	// st is malloc'd: lp_solve holds it (and through it h) until delete_lp,
	// and the abort check reads it without entering Go.
	st := (*C.grille_lp_state)(C.calloc(1, C.sizeof_grille_lp_state))
	if st == nil {
		return nil, lp.Solution{Status: lp.Failed, Msg: "out of memory"}, errors.New("lpsolve: out of memory")
	}
	r := &run{onProgress: opt.OnProgress, stop: (*int32)(unsafe.Pointer(&st.stop))}
	h := cgo.NewHandle(r)
	st.handle = C.uintptr_t(h)
	// Rows now, columns later (see loadMatrix).
	l := C.make_lp(C.int(len(p.Rows)), 0)
	if l == nil {
		h.Delete()
		C.free(unsafe.Pointer(st))
		return nil, lp.Solution{Status: lp.Failed, Msg: "lp_solve: make_lp failed"}, errors.New("lpsolve: make_lp failed (out of memory?)")
	}
	s := &session{l: l, st: st, r: r, h: h}

	// SEVERE still reaches the log function (and so Solution.Msg) with the
	// library's complaints, but formats nothing in a normal solve. NORMAL is
	// the lowest level at which lp_solve logs its B&B improvements, and costs
	// only a few lines per solve.
	verbose, progress := C.int(C.SEVERE), C.int(0)
	if opt.OnProgress != nil {
		verbose, progress = C.NORMAL, 1
	}
	var timeoutSec C.long
	if opt.Timeout > 0 && !testNoLPTimer {
		// lp_solve counts whole seconds; our timer in solve is exact and
		// this is only the safety net.
		timeoutSec = C.long(math.Ceil(opt.Timeout.Seconds()))
	}
	C.grille_lp_setup(l, st, verbose, progress, timeoutSec, boolInt(p.Sense == lp.Maximize),
		boolInt(presolve), boolInt(opt.FirstFeasible), boolInt(opt.Unscaled))

	if err := loadMatrix(ctx, l, p); err != nil {
		s.free()
		if err == errLoadStopped {
			return nil, lp.Solution{Status: lp.Stopped, Msg: "stopped while the model was being loaded"}, nil
		}
		return nil, lp.Solution{Status: lp.Failed, Msg: r.msg(err.Error())}, err
	}
	if err := loadColumns(l, p, opt.Relax); err != nil {
		sol := lp.Solution{Status: lp.Failed, Msg: r.msg(err.Error())}
		s.free()
		return nil, sol, err
	}
	return s, lp.Solution{}, nil
}

// raiseOn arms a callback that raises the stop flag with why; register
// schedules it and returns its cancel function (context.AfterFunc's stop, a
// Timer's Stop). The function raiseOn returns disarms it and, when the
// callback has already started, waits until it is done.
func (s *session) raiseOn(why int32, register func(func()) func() bool) func() {
	done := make(chan struct{})
	cancel := register(func() {
		atomic.CompareAndSwapInt32(s.r.stop, 0, why)
		close(done)
	})
	return func() {
		if !cancel() {
			<-done
		}
	}
}

// free deletes the lprec first: lp_solve holds st and h until then.
func (s *session) free() {
	C.delete_lp(s.l)
	s.h.Delete()
	C.free(unsafe.Pointer(s.st))
}

// solve runs lp_solve's solve() once on the lprec, which holds p.
func (s *session) solve(ctx context.Context, p *lp.Problem, opt lp.Options) lp.Solution {
	l, r := s.l, s.r
	atomic.StoreInt32(r.stop, 0)
	s.st.lpoptimal, s.st.aborts = 0, 0
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

func boolInt(b bool) C.int {
	if b {
		return 1
	}
	return 0
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
