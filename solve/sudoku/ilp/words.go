package ilp

import (
	"grille/solve"
	"grille/solve/sudoku"
)

// Words says Model(g) in words and formulas, each family of rows with its
// count (the Model dialog, `grille model`). A grid that fails Validate
// gets none.
func Words(g sudoku.Grid) solve.ModelWords {
	if g.Validate() != nil {
		return solve.ModelWords{}
	}
	N := g.Size()
	givens := 0
	for _, v := range g.Cells {
		if v != 0 {
			givens++
		}
	}
	return solve.ModelWords{
		Variables: []solve.ModelLine{{
			Formula: "x[r,c,d] ∈ {0,1}",
			Words:   solve.Say("1 when cell (r,c) holds digit d, d = 1…%d", N),
			Count:   N * N * N,
		}},
		Objective: solve.ModelLine{Words: solve.Say("none, any solution will do")},
		Families: []solve.ModelLine{
			{Words: solve.Say("each cell holds one digit"), Formula: "Σ_d x[r,c,d] = 1", Count: N * N},
			{Words: solve.Say("each digit once in each row"), Formula: "Σ_c x[r,c,d] = 1", Count: N * N},
			{Words: solve.Say("each digit once in each column"), Formula: "Σ_r x[r,c,d] = 1", Count: N * N},
			{Words: solve.Say("each digit once in each box"), Formula: "Σ_{(r,c) ∈ box b} x[r,c,d] = 1", Count: N * N},
			{Words: solve.Say("each given is fixed"), Formula: "x[r,c,given] = 1", Count: givens},
		},
		Notes: []solve.Text{solve.Say("The ilp method solves this model presolved (what the givens force fixed, " +
			"dependent rows dropped), then adds one row that forbids the solution found and solves again: " +
			"no other solution means it is unique.")},
	}
}
