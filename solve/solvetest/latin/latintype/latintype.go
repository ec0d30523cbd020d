// Package latintype describes Latin squares with their method: the
// recipe's descriptor package, for tests.
package latintype

import (
	"grille/solve"
	"grille/solve/solvetest/latin"
	"grille/solve/solvetest/latin/backtrack"
)

// New describes Latin squares, their one method first.
func New() *solve.Type[latin.Square] {
	return latin.Type.With(solve.Extras[latin.Square]{
		Methods: []solve.Method[latin.Square]{backtrack.New()},
	})
}
