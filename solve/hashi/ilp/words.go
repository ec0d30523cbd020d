package ilp

import (
	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/hashi/internal/graph"
)

// Words says Model(p) in words and formulas, each family of rows with its
// count (the Model dialog, `grille model`). A puzzle that fails Validate
// gets none.
func Words(p hashi.Puzzle) solve.ModelWords {
	if p.Validate() != nil {
		return solve.ModelWords{}
	}
	g := graph.New(p)
	e := len(g.Edges)
	return solve.ModelWords{
		Variables: []solve.ModelLine{
			{Formula: "x[k,l] ∈ {0,1}", Words: solve.Say("1 when islands k and l are joined (in line, nothing between)"), Count: e},
			{Formula: "y[k,l] ∈ {0,1,2}", Words: solve.Say("how many bridges join k and l"), Count: e},
		},
		Objective: solve.ModelLine{Formula: "max Σ x[k,l]", Words: solve.Say("as many joined pairs as possible, to favour a connected answer")},
		Families: []solve.ModelLine{
			{Words: solve.Say("a joined pair has a bridge"), Formula: "x[k,l] ≤ y[k,l]", Count: e},
			{Words: solve.Say("at most two bridges, only between joined islands"), Formula: "y[k,l] ≤ 2·x[k,l]", Count: e},
			{Words: solve.Say("crossing bridges exclude each other"), Formula: "x[k,l] + x[k',l'] ≤ 1", Count: len(g.Pairs)},
			{Words: solve.Say("each island has as many bridges as its number"), Formula: "Σ_l y[k,l] = v[k]", Count: len(p.Islands)},
		},
		Notes: []solve.Text{solve.Say("Connectivity is not linear, so it is not in the model: the ilp method adds, " +
			"for each group of islands an answer leaves apart, a row Σ x[k,l] ≥ 1 over the pairs leaving the group, " +
			"and solves again until the answer is connected; then one row that forbids that answer decides whether it is unique.")},
	}
}
