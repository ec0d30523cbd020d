//go:build cgo && !nolpsolve

package lpsolve

// This file holds the //export'ed functions the C trampolines of lpsolve.go
// call; cgo forbids C definitions in the preamble of a file with //export.

// #include <stdint.h>
import "C"

import (
	"runtime/cgo"
	"sync/atomic"

	"grille/solve/lp"
)

// Message kinds, as in the enum of lpsolve.go's preamble.
const (
	msgFeasible  = 1
	msgImproved  = 2
	msgLPOptimal = 3
)

//export grilleLPMessage
func grilleLPMessage(h C.uintptr_t, kind C.int, objective C.double) {
	r := cgo.Handle(h).Value().(*run)
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.onProgress == nil || r.panicked || r.left {
		return
	}
	defer r.catch()
	obj := float64(objective)
	switch kind {
	case msgFeasible:
		r.onProgress(lp.Progress{Kind: "feasible", Objective: obj})
	case msgImproved:
		r.onProgress(lp.Progress{Kind: "improved", Objective: obj})
	case msgLPOptimal:
		r.onProgress(lp.Progress{Kind: "log", Objective: obj, Msg: "LP relaxation solved"})
	}
}

//export grilleLPNodes
func grilleLPNodes(h C.uintptr_t, nodes C.longlong, depth C.int, bound, incumbent C.double, found C.int) {
	r := cgo.Handle(h).Value().(*run)
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.onProgress == nil || r.panicked || r.left {
		return
	}
	defer r.catch()
	r.onProgress(lp.Progress{Kind: "nodes", Nodes: int64(nodes), Depth: int(depth), Bound: float64(bound),
		Objective: float64(incumbent), Incumbent: found != 0})
}

//export grilleLPLog
func grilleLPLog(h C.uintptr_t, line *C.char) {
	r := cgo.Handle(h).Value().(*run)
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.panicked || r.left {
		return
	}
	defer r.catch()
	r.log(C.GoString(line))
}

// catch stops the solve when OnProgress panics: unwinding a panic through
// lp_solve's C frames would leave it in an undefined state, so the panic is
// kept and raised again once solve() has returned.
func (r *run) catch() {
	if v := recover(); v != nil {
		r.panicked, r.panicVal = true, v
		atomic.StoreInt32(r.stop, stopPanic)
	}
}
