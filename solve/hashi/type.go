package hashi

import (
	"grille/solve"
)

// Type describes hashi puzzles to the rest of Grille: names, formats and
// the independent check of an answer. hashitype.New completes it with what
// needs the methods (which import this package): the registry, the
// generator, the model and Step. Methods' tests use it as it is, for
// solve.Run.
var Type = &solve.Type[Puzzle]{
	Name:       "hashi",
	Title:      "Hashi",
	Summary:    "Hashiwokakero: join the islands by bridges, as many as each island's number, all connected",
	Exts:       []string{".has"},
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
		bs := make([]bridgeJSON, len(p.Bridges))
		for i, b := range p.Bridges {
			a, z := p.Islands[b.A], p.Islands[b.B]
			bs[i] = bridgeJSON{a.Row, a.Col, z.Row, z.Col, b.Count}
		}
		return "bridges", bs
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
	return solve.Say("%d×%d puzzle, %s", p.Rows, p.Cols, solve.Count{N: len(p.Islands), Word: "island"})
}
