// Package catalog assembles the method registries of every puzzle type, so
// the window and the terminal offer the same methods in the same order.
package catalog

import (
	"sync"

	"grille/solve"
	"grille/solve/lp/lpsolve"
	"grille/solve/sudoku"
	"grille/solve/sudoku/anneal"
	"grille/solve/sudoku/backtrack"
	"grille/solve/sudoku/ilp"
	"grille/solve/sudoku/lpfix"
)

// Types lists the puzzle types by their --type name, in tab order.
var Types = []string{"sudoku", "shikaku", "hashi"}

var (
	sudokuOnce sync.Once
	sudokuReg  *solve.Registry[sudoku.Grid]
)

// Sudoku returns the Sudoku methods, best default first.
func Sudoku() *solve.Registry[sudoku.Grid] {
	sudokuOnce.Do(func() {
		sudokuReg = &solve.Registry[sudoku.Grid]{}
		sudokuReg.Register(backtrack.New())
		sudokuReg.Register(ilp.New(lpsolve.New()))
		sudokuReg.Register(lpfix.New(lpsolve.New()))
		sudokuReg.Register(anneal.New())
		sudokuReg.Register(anneal.NewBox())
	})
	return sudokuReg
}

// MethodInfos lists the methods of a puzzle type, in registry order.
func MethodInfos(typ string) ([]solve.Info, bool) {
	switch typ {
	case "sudoku":
		return infos(Sudoku()), true
	case "shikaku":
		return infos(Shikaku()), true
	case "hashi":
		return infos(Hashi()), true
	}
	return nil, false
}

func infos[P any](r *solve.Registry[P]) []solve.Info {
	var out []solve.Info
	for _, m := range r.Methods() {
		out = append(out, m.Info())
	}
	return out
}
