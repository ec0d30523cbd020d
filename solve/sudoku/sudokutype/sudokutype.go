// Package sudokutype describes Sudoku to the rest of Grille: its formats,
// its methods, its generator, its model and its Step, in one solve.Type.
package sudokutype

import (
	"context"
	"fmt"

	"grille/solve"
	"grille/solve/lp"
	"grille/solve/sudoku"
	"grille/solve/sudoku/anneal"
	"grille/solve/sudoku/backtrack"
	"grille/solve/sudoku/gen"
	"grille/solve/sudoku/ilp"
	"grille/solve/sudoku/logic"
	"grille/solve/sudoku/lpfix"
)

// New describes Sudoku, its methods in the window's order (the default first).
// engine is the LP engine of the integer-programming methods (nil: none built
// in; those methods then say so).
func New(engine lp.Backend) *solve.Type[sudoku.Grid] {
	return sudoku.Type.With(solve.Extras[sudoku.Grid]{
		Methods: []solve.Method[sudoku.Grid]{backtrack.New(), ilp.New(engine), lpfix.New(engine), anneal.New(), anneal.NewBox()},
		Blank:   blank, Generator: generator, Model: model, Stepper: stepper{},
		Logic: logic.New(),
	})
}

var blank = &solve.Maker[sudoku.Grid]{
	Title:  "New Sudoku",
	Params: []solve.Param{orderParam("Size of the empty grid")},
	Make: func(_ context.Context, v solve.Values, _ int64) (sudoku.Grid, solve.Text, error) {
		return sudoku.New(v.Int("order")), solve.Text{}, nil
	},
}

var model = lp.TypeModel("T. Koch's model (2005), as the ilp method poses it, after R. Sirdey's text.", ilp.Model, ilp.Words)

// orderParam is the size of a grid, n for n²×n², offered as a list.
func orderParam(usage string) solve.Param {
	var cs []solve.Choice
	for n := sudoku.MinOrder; n <= sudoku.MaxOrder; n++ {
		cs = append(cs, solve.Choice{Label: fmt.Sprintf("%d×%d", n*n, n*n), Value: n})
	}
	return solve.Param{Name: "order", Label: "Size", Usage: usage, Kind: solve.IntParam, Default: 3, Choices: cs}
}

var generator = &solve.Maker[sudoku.Grid]{
	Title: "Generate Sudoku",
	Doc: "A random full grid of --order, then givens taken away while the solution stays unique\n" +
		"(with --easy, while the three deduction rules still solve it; with --grade, while the\n" +
		"logical solve stays within the grade, made again until it needs exactly that grade).",
	Params: []solve.Param{
		orderParam(fmt.Sprintf("order n, for an n²×n² grid (%d to %d; above %d only with --easy or --grade)",
			sudoku.MinOrder, sudoku.MaxOrder, gen.MaxSearchOrder)),
		{Name: "symmetric", Label: "Givens symmetric under a half turn", Kind: solve.BoolParam, Suggested: solve.Yes,
			Usage: "givens symmetric under a half turn"},
		{Name: "easy", Label: "Easier: the three rules suffice", Kind: solve.BoolParam,
			Usage: "only puzzles the three deduction rules solve without a guess"},
		gradeParam,
	},
	Make: func(ctx context.Context, v solve.Values, seed int64) (sudoku.Grid, solve.Text, error) {
		p := gen.Params{Order: v.Int("order"), Seed: seed, Symmetric: v.Bool("symmetric"), RulesOnly: v.Bool("easy")}
		if k := v.Int("grade"); k > 0 && k <= len(logic.Grades) {
			p.Grade = logic.Grades[k-1].ID
		}
		g, err := gen.Generate(ctx, p)
		if err != nil {
			return g, solve.Text{}, err
		}
		how := solve.Say("may need guessing")
		if p.RulesOnly {
			how = solve.Say("the three rules solve it")
		}
		if p.Grade != "" {
			r, err := logic.Rate(ctx, g)
			if err != nil {
				return g, solve.Text{}, err
			}
			how = solve.Say("grade %s, score %d, hardest %s", solve.GradeWord(r.Grade), r.Score, r.Hardest)
		}
		return g, solve.Say("generated %d×%d, %d givens, unique solution (%s), seed %d",
			g.Size(), g.Size(), g.Filled(), how, seed), nil
	},
}

// gradeParam is the grade a generated puzzle must have: 0 any, then the
// logic package's grades in order (1 trivial … 5 extreme).
var gradeParam = solve.GradeParam(logic.New())

// stepper applies one round of the three rules of seed 001 (the
// course's "Règles EUP" button), from the candidates the previous Step
// left, or from the board.
type stepper struct{}

// stepShown bounds the deductions a Step logs one by one.
const stepShown = 60

func (stepper) Step(_ context.Context, pos solve.Position[sudoku.Grid]) (solve.StepResult[sudoku.Grid], error) {
	play := pos.Play
	c := backtrack.NewCandidates(play)
	if masks, ok := pos.Notes.([]uint64); ok && len(masks) == len(play.Cells) {
		c = backtrack.Candidates{Order: play.Order, Masks: masks}
	}
	next, deds, state := backtrack.Step(c)
	n := play.Order
	var lines []solve.Text
	cells := make([]int, 0, len(deds))
	for i, d := range deds {
		cells = append(cells, d.Cell)
		if i < stepShown {
			lines = append(lines, d.Text(n))
		}
	}
	if len(deds) > stepShown {
		lines = append(lines, solve.Say("… and %d more deductions", len(deds)-stepShown))
	}
	g := next.Grid()
	// Keep the player's values where the rules have not decided the cell.
	for i, v := range play.Cells {
		if g.Cells[i] == 0 && v != 0 {
			g.Cells[i] = v
		}
	}
	res := solve.StepResult[sudoku.Grid]{Next: g, Notes: next.Masks, Detail: sudoku.Highlight{Cells: cells}, Show: true}
	switch state {
	case backtrack.Solved:
		res.Outcome, res.Say = solve.StepSolved, solve.Say("EUP step: solved")
	case backtrack.Contradiction:
		res.Outcome, res.Say = solve.Contradiction, solve.Say("EUP step: contradiction: a cell or a digit has no place left")
	case backtrack.Stuck:
		res = solve.StepResult[sudoku.Grid]{Outcome: solve.Stuck, Next: play, Notes: pos.Notes,
			Say: solve.Say("EUP step: nothing changes; the rules are stuck, Solve will branch")}
	default:
		res.Say = solve.Say("EUP step: %d deductions", len(deds))
	}
	res.SayLines = append(lines, res.Say)
	return res.English(), nil
}
