//go:build !cgo || nolpsolve

package lpsolve

import "grille/solve/lp"

// New returns nil: there is no engine in this build, and a method given a
// nil engine answers "LP engine not built in".
func New() lp.Backend { return nil }

// Available reports whether lp_solve is built in: false here.
func Available() bool { return false }

// Version is "" when lp_solve is not built in.
func Version() string { return "" }
