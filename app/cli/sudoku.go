package cli

import (
	"grille/solve/catalog"
	"grille/solve/sudoku"
	sudokugen "grille/solve/sudoku/gen"
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
	generators["sudoku"] = func(env Env, g genOpts) (string, error) {
		p, err := sudokugen.Generate(g.ctx, sudokugen.Params{Order: g.order, Seed: g.seed, Symmetric: g.symmetric, RulesOnly: g.easy})
		if err != nil {
			return "", err
		}
		return p.GridText(), nil
	}
}
