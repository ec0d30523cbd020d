package catalog

import (
	"sync"

	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/hashi/anneal"
	"grille/solve/hashi/exact"
	"grille/solve/hashi/ilp"
	// The integer-programming method needs an LP engine: lp_solve's, or nil
	// in a build without cgo (or with the tag nolpsolve), where the "ilp"
	// method answers "LP engine not built in".
	"grille/solve/lp/lpsolve"
)

var (
	hashiOnce sync.Once
	hashiReg  *solve.Registry[hashi.Puzzle]
)

// Hashi returns the Hashiwokakero methods, best default first: propagation
// and search, seed 004's integer program (with connectivity cuts), seed
// 004's annealing.
func Hashi() *solve.Registry[hashi.Puzzle] {
	hashiOnce.Do(func() {
		hashiReg = &solve.Registry[hashi.Puzzle]{}
		hashiReg.Register(exact.New())
		hashiReg.Register(ilp.New(lpsolve.New()))
		hashiReg.Register(anneal.New())
	})
	return hashiReg
}
