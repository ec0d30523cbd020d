// Package catalog lists Grille's puzzle types, in tab order: the window,
// the terminal and the tests loop over it, so that a new puzzle type is its
// own packages and one line here.
package catalog

import (
	"strings"

	"grille/solve"
	"grille/solve/hashi/hashitype"
	"grille/solve/lp"
	"grille/solve/shikaku/shikakutype"
	"grille/solve/sudoku/sudokutype"
)

// Types describes every puzzle type, in tab order. engine is the LP engine
// the integer-programming methods use (nil: none is built in, and those
// methods say so): the program chooses it, not an import's side effect.
func Types(engine lp.Backend) []solve.Described {
	return []solve.Described{
		sudokutype.New(engine),
		shikakutype.New(engine),
		hashitype.New(engine),
	}
}

// Lookup finds a type by its name.
func Lookup(types []solve.Described, name string) (solve.Described, bool) {
	for _, t := range types {
		if t.TypeName() == name {
			return t, true
		}
	}
	return nil, false
}

// Names lists the types' names, in tab order, for help texts.
func Names(types []solve.Described) string {
	var ns []string
	for _, t := range types {
		ns = append(ns, t.TypeName())
	}
	return strings.Join(ns, ", ")
}
