package ilp

import (
	"grille/solve"
	"grille/solve/shikaku"
)

// Words says Model(p) in words and formulas, each family of rows with its
// count (the Model dialog, `grille model`). A puzzle that fails Validate
// gets none.
func Words(p shikaku.Puzzle) solve.ModelWords {
	if p.Validate() != nil {
		return solve.ModelWords{}
	}
	n := 0
	for _, l := range shikaku.Candidates(p.Bare()) {
		n += len(l)
	}
	return solve.ModelWords{
		Variables: []solve.ModelLine{{
			Formula: "x[k,l] ∈ {0,1}",
			Words:   solve.Say("1 when clue k takes its rectangle l (of the clue's area, around it, holding no other clue)"),
			Count:   n,
		}},
		Objective: solve.ModelLine{Words: solve.Say("none, any solution will do")},
		Families: []solve.ModelLine{
			{Words: solve.Say("each clue gets one rectangle"), Formula: "Σ_l x[k,l] = 1", Count: len(p.Clues)},
			{Words: solve.Say("each cell is covered once"), Formula: "Σ_{k,l: cell (i,j) ∈ R[k,l]} x[k,l] = 1", Count: p.Rows * p.Cols},
		},
		Notes: []solve.Text{solve.Say("The ilp method then adds one row that forbids the solution found " +
			"(its K rectangles: Σ x ≤ K − 1) and solves again: no other solution means it is unique.")},
	}
}
