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
	Name:        "sudoku",
	Title:       "Sudoku",
	Summary:     "Sudoku of any order, 4×4 to 36×36",
	Parse:       Parse,
	ParseOne:    ParseOne,
	Each:        Each,
	Text:        Grid.GridText,
	GameText:    GameText,
	ParseGames:  ParseGames,
	ParseGame:   ParseGame,
	Copy:        Grid.Line,
	CopyName:    "one line",
	Picture:     Grid.GridText,
	Answer:      func(g Grid) (string, any) { return "grid", AnswerRows(g) },
	Sketch:      Sketch,
	Describe:    func(g Grid) string { return describe(g).String() },
	DescribeSay: describe,
	Verify:      Verify,
	Clone:       Grid.Clone,
	Equal:       Grid.Equal,
	Bare:        Grid.Clone, // a grid holds values only: the window keeps who wrote them
}

// describe is the Type's DescribeSay.
func describe(g Grid) solve.Text {
	return solve.Say("%d×%d puzzle, %d givens", g.Size(), g.Size(), g.Filled())
}
