package sudoku

import (
	"grille/solve"
)

// Type describes sudoku puzzles to the rest of Grille: names, formats and
// the independent check of an answer. sudokutype.New completes it with what
// needs the methods (which import this package): the registry, the
// generator, the model and Step. Methods' tests use it as it is, for
// solve.Run.
var Type = &solve.Type[Grid]{
	Name:       "sudoku",
	Title:      "Sudoku",
	Summary:    "Sudoku of any order, 4×4 to 36×36",
	Parse:      Parse,
	ParseOne:   ParseOne,
	Each:       Each,
	Text:       Grid.GridText,
	GameText:   GameText,
	ParseGames: ParseGames,
	ParseGame:  ParseGame,
	Copy:       Grid.Line,
	CopyName:   "one line",
	Picture:    Grid.GridText,
	Answer:     answer,
	Sketch:     Sketch,
	Describe:   describe,
	Verify:     Verify,
	Clone:      Grid.Clone,
	Equal:      Grid.Equal,
	Bare:       Grid.Clone, // a grid holds values only: the window keeps who wrote them
}

// describe is the Type's Describe.
func describe(g Grid) solve.Text {
	return solve.Say("%d×%d puzzle, %s", g.Size(), g.Size(), solve.Count{N: g.Filled(), Word: "given"})
}

// answer is the solution's field in a `grille solve --json` record: its
// rows. A 9×9 grid's are an answer9, which an interface holds without an
// allocation (a batch writes one a puzzle).
func answer(g Grid) (string, any) {
	if g.Order == 3 && len(g.Cells) == 81 {
		return "grid", answer9{(*[81]uint8)(g.Cells)}
	}
	return "grid", AnswerRows(g)
}

// answer9 is AnswerRows of a 9×9 grid, one pointer.
type answer9 struct{ cells *[81]uint8 }

// AppendJSON appends the rows as encoding/json writes Grid.Rows.
func (a answer9) AppendJSON(b []byte) []byte { return append9(b, a.cells) }

// MarshalJSON is AppendJSON for encoding/json.
func (a answer9) MarshalJSON() ([]byte, error) { return a.AppendJSON(nil), nil }
