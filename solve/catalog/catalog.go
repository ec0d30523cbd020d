// Package catalog lists Grille's puzzle types, in tab order: the window,
// the terminal and the tests loop over it, so that a new puzzle type is its
// own packages and one line here.
package catalog

import (
	"fmt"
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
	return Checked(
		sudokutype.New(engine),
		shikakutype.New(engine),
		hashitype.New(engine),
	)
}

// Checked returns types as a list, after checking each (solve.Type.Check)
// and that no two have a name: a type that lacks a required part is a
// programming error, and Checked panics with the type's name and what it
// lacks. A test that adds a type of its own to the catalog's passes them
// all here.
func Checked(types ...solve.Described) []solve.Described {
	seen := map[string]bool{}
	for _, t := range types {
		if err := t.Check(); err != nil {
			panic("catalog: " + err.Error())
		}
		if seen[t.TypeName()] {
			panic(fmt.Sprintf("catalog: two puzzle types named %q", t.TypeName()))
		}
		seen[t.TypeName()] = true
	}
	return types
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
