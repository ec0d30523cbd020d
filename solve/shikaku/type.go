package shikaku

import (
	"grille/solve"
)

// Type describes shikaku puzzles to the rest of Grille: names, formats and
// the independent check of an answer. shikakutype.New completes it with what
// needs the methods (which import this package): the registry, the
// generator, the model and Step. Methods' tests use it as it is, for
// solve.Run.
var Type = &solve.Type[Puzzle]{
	Name:       "shikaku",
	Title:      "Shikaku",
	Summary:    "Shikaku: divide the grid into rectangles, one clue each, of the clue's area",
	Parse:      Parse,
	ParseOne:   ParseOne,
	Each:       Each,
	Text:       Puzzle.GridText,
	GameText:   GameText,
	ParseGames: ParseGames,
	ParseGame:  ParseGame,
	Copy:       Puzzle.GameID,
	CopyName:   "a Simon Tatham game ID",
	Picture:    picture,
	Answer: func(p Puzzle) (string, any) {
		rs := make([]rectJSON, len(p.Rects))
		for i, q := range p.Rects {
			rs[i] = rectJSON{q.Row, q.Col, q.Height, q.Width}
		}
		return "rects", rs
	},
	Sketch:   Sketch,
	Describe: describe,
	Verify:   Verify,
	Clone:    Puzzle.Clone,
	Equal:    Puzzle.Equal,
	Bare:     Puzzle.Bare,
}

// describe is the Type's Describe.
func describe(p Puzzle) solve.Text {
	return solve.Say("%d×%d puzzle, %s", p.Rows, p.Cols, solve.Count{N: len(p.Clues), Word: "clue"})
}
