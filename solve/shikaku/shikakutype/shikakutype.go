// Package shikakutype describes Shikaku to the rest of Grille: its formats,
// its methods, its generator, its model and its Step, in one solve.Type.
package shikakutype

import (
	"context"

	"grille/solve"
	"grille/solve/lp"
	"grille/solve/shikaku"
	"grille/solve/shikaku/anneal"
	"grille/solve/shikaku/exact"
	"grille/solve/shikaku/gen"
	"grille/solve/shikaku/ilp"
	"grille/solve/shikaku/logic"
)

// New describes Shikaku, its methods in the window's order (the default
// first): propagation and search, seed 004's set partition, its annealing.
// engine is the LP engine of the integer-programming methods (nil: none built
// in; those methods then say so).
func New(engine lp.Backend) *solve.Type[shikaku.Puzzle] {
	return shikaku.Type.With(solve.Extras[shikaku.Puzzle]{
		Methods: []solve.Method[shikaku.Puzzle]{exact.New(), ilp.New(engine), anneal.New()},
		Blank: solve.GridBlank("New Shikaku", 10, shikaku.MaxSide,
			func(r, c int) shikaku.Puzzle { return shikaku.Puzzle{Rows: r, Cols: c} }),
		Generator: generator, Model: model, Stepper: stepper{}, Logic: logic.New(),
	})
}

var model = lp.TypeModel("A. Rafaralahy's model: a binary per candidate rectangle, one per clue, one per cell.", ilp.Model, ilp.Words)

var generator = &solve.Maker[shikaku.Puzzle]{
	Title: "Generate Shikaku (Rafaralahy's generator)",
	Doc: "Recursive cuts to --depth, then --merges rounds of random merges with probability\n" +
		"--merge-prob, one clue per rectangle (A. Rafaralahy's generator).",
	Params: []solve.Param{
		solve.SideParam("rows", "Rows", 10, shikaku.MaxSide), solve.SideParam("cols", "Columns", 10, shikaku.MaxSide),
		{Name: "depth", Label: "Cut depth", Kind: solve.IntParam, Default: 5, Min: 0, Max: 30,
			Usage: "depth of the recursive cuts (the paper uses 1 to half the side; 5 gives about 20 clues on 10×10)"},
		{Name: "merges", Label: "Merge rounds", Kind: solve.IntParam, Default: 1, Min: 0, Max: 100,
			Usage: "merge rounds (nbMergeIter)"},
		{Name: "merge-prob", Label: "Merge probability", Kind: solve.FloatParam, Default: gen.DefaultMergeProb, Min: 0, Max: 1,
			Usage: "probability of each merge (mergeProb)"},
		{Name: "unique", Label: "Only puzzles with a unique solution", Kind: solve.BoolParam, Suggested: solve.Yes,
			Usage: "keep only puzzles the exact method proves unique"},
		solve.GradeParam(logic.New()),
	},
	Make: func(ctx context.Context, v solve.Values, seed int64) (shikaku.Puzzle, solve.Text, error) {
		grade, err := solve.GradeOfValue(logic.New(), v.Int("grade"))
		if err != nil {
			return shikaku.Puzzle{}, solve.Text{}, err
		}
		gp := gen.GenParams{Rows: v.Int("rows"), Cols: v.Int("cols"), Depth: v.Int("depth"),
			NbMergeIter: v.Int("merges"), MergeProb: v.Float("merge-prob"), Unique: v.Bool("unique"), Seed: seed, Grade: grade}
		p, err := gen.Generate(ctx, gp)
		return p, solve.Say("generated %d×%d, depth %d, %s (p=%.2g), seed %d%s",
			gp.Rows, gp.Cols, gp.Depth, solve.Count{N: gp.NbMergeIter, Word: "merge round"}, gp.MergeProb, seed, solve.GradeNote(grade)), err
	},
}
