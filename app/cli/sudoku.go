package cli

import (
	"grille/solve/catalog"
	"grille/solve/sudoku"
	"grille/solve/sudoku/ilp"
)

func init() {
	drivers["sudoku"] = kindDriver[sudoku.Grid]{
		name: "sudoku", reg: catalog.Sudoku(), kind: sudoku.Kind,
		parse: sudoku.Parse,
		text:  func(g sudoku.Grid) string { return g.GridText() },
		fill:  func(r *record, g sudoku.Grid) { r.Grid = g.Rows() },
		model: ilp.Model,
	}
}
