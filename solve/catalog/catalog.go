// Package catalog lists Grille's puzzle types, in tab order: the window,
// the terminal and the tests loop over it, so that a new puzzle type is its
// own packages and one line here.
package catalog

import (
	"sort"
	"strings"

	"grille/solve"
	"grille/solve/hashi/hashitype"
	// The integer-programming methods need an LP engine: importing lp_solve
	// registers it as lp.Default. In a build without cgo (or with the tag
	// nolpsolve) it registers nothing and those methods say so.
	_ "grille/solve/lp/lpsolve"
	"grille/solve/shikaku/shikakutype"
	"grille/solve/sudoku/sudokutype"
)

// Types describes every puzzle type, in tab order.
func Types() []solve.Described {
	return []solve.Described{
		sudokutype.New(),
		shikakutype.New(),
		hashitype.New(),
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

// FileOrder is the order in which to try the types' readers on a file:
// those the file name names first, then the others in tab order (a grid
// of small numbers can read as more than one type).
func FileOrder(types []solve.Described, base string) []solve.Described {
	out := append([]solve.Described(nil), types...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].NamesFile(base) && !out[j].NamesFile(base) })
	return out
}
