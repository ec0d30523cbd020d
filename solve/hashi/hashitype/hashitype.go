// Package hashitype describes Hashiwokakero to the rest of Grille: its
// formats, its methods, its generator, its model and its Step, in one
// solve.Type.
package hashitype

import (
	"context"
	"fmt"
	"io"
	"strings"

	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/hashi/anneal"
	"grille/solve/hashi/exact"
	"grille/solve/hashi/gen"
	"grille/solve/hashi/ilp"
	"grille/solve/lp"
)

// New describes Hashiwokakero, its methods in the window's order (the
// default first): propagation and search, seed 004's integer program (with
// connectivity cuts), seed 004's annealing.
// engine is the LP engine of the integer-programming methods (nil: none built
// in; those methods then say so).
func New(engine lp.Backend) *solve.Type[hashi.Puzzle] {
	reg := &solve.Registry[hashi.Puzzle]{}
	reg.Register(exact.New())
	reg.Register(ilp.New(engine))
	reg.Register(anneal.New())
	t := *hashi.Type
	t.Methods = reg
	t.Blank, t.Generator, t.Model, t.Stepper = blank, generator, model, stepper{}
	return &t
}

var blank = &solve.Maker[hashi.Puzzle]{
	Title:  "New Hashiwokakero",
	Params: []solve.Param{sideParam("rows", "Rows", 7), sideParam("cols", "Columns", 7)},
	Make: func(_ context.Context, v solve.Values, _ int64) (hashi.Puzzle, string, error) {
		return hashi.Puzzle{Rows: v.Int("rows"), Cols: v.Int("cols")}, "", nil
	},
}

var model = &solve.Model[hashi.Puzzle]{
	Doc:   "The paper's model (seed 004): x (a bridge) and y (how many) per pair of islands in line, degree and crossing rows.",
	Write: func(p hashi.Puzzle, w io.Writer) error { return ilp.Model(p).WriteLP(w) },
}

func sideParam(name, label string, def float64) solve.Param {
	return solve.Param{Name: name, Label: label, Usage: strings.ToLower(label) + " of the grid", Kind: solve.IntParam,
		Default: def, Min: 1, Max: hashi.MaxSide}
}

var generator = &solve.Maker[hashi.Puzzle]{
	Title: "Generate Hashiwokakero (Rafaralahy's generator)",
	Doc:   "--islands random points, islands where their edges cross (seed 004).",
	Params: []solve.Param{
		sideParam("rows", "Rows", 10), sideParam("cols", "Columns", 10),
		{Name: "islands", Label: "Points", Kind: solve.IntParam, Default: 30, Min: 2, Max: hashi.MaxSide * hashi.MaxSide,
			Usage: "number of random points"},
		{Name: "unique", Label: "Only puzzles with a unique solution", Kind: solve.BoolParam, Suggested: solve.Yes,
			Usage: "keep only puzzles the exact method proves unique"},
	},
	Make: func(ctx context.Context, v solve.Values, seed int64) (hashi.Puzzle, string, error) {
		gp := gen.GenParams{Rows: v.Int("rows"), Cols: v.Int("cols"), Islands: v.Int("islands"), Unique: v.Bool("unique"), Seed: seed}
		p, err := gen.Generate(ctx, gp)
		return p, fmt.Sprintf("generated %d×%d from %d points, seed %d", gp.Rows, gp.Cols, gp.Islands, seed), err
	},
}
