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
	int nodes;        // sample the branch and bound (Options.Nodes)
	uint32_t looks;   // abort checks since the last sample
	long long sampled; // nodes at the last sample
	int found;        // an integer solution is known (from the messages)
	double incumbent; // its objective, in the user's sense
} grille_lp_state;

// Defined with //export in callbacks.go (a file with //export may only
// declare C functions in its preamble, so the trampolines live here).
extern void grilleLPMessage(uintptr_t handle, int kind, double objective);
extern void grilleLPLog(uintptr_t handle, char *line);
extern void grilleLPNodes(uintptr_t handle, long long nodes, int depth, double bound, double incumbent, int found);

// grille_lp_sample reports the branch and bound to Go when it has moved on
// since the last sample: nodes, depth, bound and incumbent. bb_limitOF is
// lp_solve's "dual" bound on the best MIP objective, in the user's sense
// (measured: a maximising knapsack's is its root relaxation's, rounded
// down). The incumbent is the last one grille_lp_msg saw
// (get_working_objective is the current node's LP, not the incumbent).
static void grille_lp_sample(lprec *lp, grille_lp_state *s) {
	// lp_solve counts this solve's nodes from 0 while it runs (measured on
	// a Model's second solve), though get_total_nodes counts on after it.
	long long n = (long long)get_total_nodes(lp);
	if (n == s->sampled)
		return;
	s->sampled = n;
	grilleLPNodes(s->handle, n, lp->bb_level, lp->bb_limitOF, s->incumbent, s->found);
}

// lp_solve calls the abort function at every simplex iteration and B&B node
// (around a million times a second): calling into Go there costs ~15%, so it
// only reads the flag, and counts its looks at a raised one (only lp_solve's
// thread writes aborts).
static int __WINAPI grille_lp_abort(lprec *lp, void *h) {
	grille_lp_state *s = h;
	if (__atomic_load_n(&s->stop, __ATOMIC_RELAXED) == 0) {
		// One look in 256 samples the branch and bound (Options.Nodes):
		// a few thousand calls into Go a second at most.
		if (s->nodes && ++s->looks >= 256) {
			s->looks = 0;
			grille_lp_sample(lp, s);
		}
		return 0;
	}
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
	if (kind != grilleMsgLPOptimal) {
		s->found = 1;
		s->incumbent = lp->solution[0];
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
	if opt.OnProgress != nil && opt.Nodes {
		st.nodes = 1
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

func boolInt(b bool) C.int {
	if b {
		return 1
	}
	return 0
}
