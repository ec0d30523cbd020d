// Package lpsolve is the lp_solve 5.5 engine behind grille/solve/lp, and the
// only cgo package of the project.
//
// It links dynamically to Debian's shared library
// (/usr/lib/lp_solve/liblpsolve55.so, packages liblpsolve55-dev for the
// headers and lp-solve for the library), which keeps lp_solve's LGPL terms
// simple. New returns the engine, which a program hands to the methods that
// need one:
//
//	m := ilp.New(lpsolve.New())
//
// Built with the tag nolpsolve, or with CGO_ENABLED=0, the package still
// compiles but has no engine: Available() is false, New returns nil (which
// the methods take for "LP engine not built in") and Version returns "".
//
// Each Solve builds its own lprec and deletes it before returning, or, when
// its context ends during one of the phases in which lp_solve does not look
// at the stop flag, returns Stopped without it and leaves lp_solve to stop
// and delete it by itself; nothing of lp_solve is shared between
// goroutines, so solves may run in parallel. The
// backend is also lp.Incremental: Open keeps one lprec per lp.Model, used by
// one goroutine at a time and deleted by Close, so that a bound change or a
// new row is followed by a warm re-solve from the last basis.
package lpsolve
