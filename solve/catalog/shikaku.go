package catalog

import (
	"sync"

	"grille/solve"
	// The integer-programming method needs an LP engine: lp_solve's, or nil
	// in a build without cgo (or with the tag nolpsolve), where the "ilp"
	// method answers "LP engine not built in".
	"grille/solve/lp/lpsolve"
	"grille/solve/shikaku"
	"grille/solve/shikaku/anneal"
	"grille/solve/shikaku/exact"
	"grille/solve/shikaku/ilp"
)

var (
	shikakuOnce sync.Once
	shikakuReg  *solve.Registry[shikaku.Puzzle]
)

// Shikaku returns the Shikaku methods, best default first: the exact
// cover search, seed 004's integer program, seed 004's annealing.
func Shikaku() *solve.Registry[shikaku.Puzzle] {
	shikakuOnce.Do(func() {
		shikakuReg = &solve.Registry[shikaku.Puzzle]{}
		shikakuReg.Register(exact.New())
		shikakuReg.Register(ilp.New(lpsolve.New()))
		shikakuReg.Register(anneal.New())
	})
	return shikakuReg
}
