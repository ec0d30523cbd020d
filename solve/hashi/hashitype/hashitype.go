// Package hashitype describes Hashiwokakero to the rest of Grille: its
// formats, its methods, its generator, its model and its Step, in one
// solve.Type.
package hashitype

import (
	"context"

	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/hashi/anneal"
	"grille/solve/hashi/exact"
	"grille/solve/hashi/gen"
	"grille/solve/hashi/ilp"
	"grille/solve/hashi/logic"
	"grille/solve/lp"
)

// New describes Hashiwokakero, its methods in the window's order (the
// default first): propagation and search, seed 004's integer program (with
// connectivity cuts), seed 004's annealing.
// engine is the LP engine of the integer-programming methods (nil: none built
// in; those methods then say so).
//
// Its lines are those of shikakutype.New and sudokutype.New with other
// names: a descriptor, one line a part, is what the three share; a helper
// over them would hide which parts each type has.
func New(engine lp.Backend) *solve.Type[hashi.Puzzle] {
	return hashi.Type.With(solve.Extras[hashi.Puzzle]{
		Methods: []solve.Method[hashi.Puzzle]{exact.New(), ilp.New(engine), anneal.New()},
		Blank: solve.GridBlank("New Hashiwokakero", 7, hashi.MaxSide,
			func(r, c int) hashi.Puzzle { return hashi.Puzzle{Rows: r, Cols: c} }),
		Generator: generator, Model: model, Stepper: stepper{}, Logic: logic.New(),
	})
}

var model = lp.TypeModel("A. Rafaralahy's model: x (a bridge) and y (how many) per pair of islands in line, degree and crossing rows.", ilp.Model, ilp.Words)

var generator = &solve.Maker[hashi.Puzzle]{
	Title: "Generate Hashiwokakero (Rafaralahy's generator)",
	Doc:   "--islands random points, islands where their edges cross (A. Rafaralahy's generator), no two islands side by side (as in Bridges).",
	Params: []solve.Param{
		solve.SideParam("rows", "Rows", 10, hashi.MaxSide), solve.SideParam("cols", "Columns", 10, hashi.MaxSide),
		{Name: "islands", Label: "Points", Kind: solve.IntParam, Default: 30, Min: 2, Max: hashi.MaxSide * hashi.MaxSide,
			Usage: "number of random points"},
		{Name: "unique", Label: "Only puzzles with a unique solution", Kind: solve.BoolParam, Suggested: solve.Yes,
			Usage: "keep only puzzles the exact method proves unique"},
		{Name: "raw", Label: "The paper's generator as published (islands may touch)", Kind: solve.BoolParam,
			Usage: "keep islands side by side as the paper's generator does (its figures; denser boards)"},
		solve.GradeParam(logic.New()),
	},
	Make: func(ctx context.Context, v solve.Values, seed int64) (hashi.Puzzle, solve.Text, error) {
		grade, err := solve.GradeOfValue(logic.New(), v.Int("grade"))
		if err != nil {
			return hashi.Puzzle{}, solve.Text{}, err
		}
		gp := gen.GenParams{Rows: v.Int("rows"), Cols: v.Int("cols"), Islands: v.Int("islands"), Unique: v.Bool("unique"), Seed: seed, Grade: grade,
			Raw: v.Bool("raw")}
		p, err := gen.Generate(ctx, gp)
		return p, solve.Say("generated %d×%d from %d points, seed %d%s", gp.Rows, gp.Cols, gp.Islands, seed, solve.GradeNote(grade)), err
	},
}
