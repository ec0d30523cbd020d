package catalog

import (
	"sync"

	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/hashi/anneal"
	"grille/solve/hashi/exact"
	"grille/solve/hashi/ilp"
	// The integer-programming method needs an LP engine: importing lp_solve
	// here registers it as lp.Default wherever the methods are offered. In
	// a build without cgo (or with the tag nolpsolve) the import registers
	// nothing and the "ilp" method answers "LP engine not built in".
	_ "grille/solve/lp/lpsolve"
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
		hashiReg.Register(ilp.New())
		hashiReg.Register(anneal.New())
	})
	return hashiReg
}
