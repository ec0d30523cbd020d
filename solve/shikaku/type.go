package shikaku

import (
	"iter"

	"grille/solve"
)

// Type describes shikaku puzzles to the rest of Grille: names, formats and
// the independent check of an answer. shikakutype.New completes it with what
// needs the methods (which import this package): the registry, the
// generator, the model and Step. Methods' tests use it as it is, for
// solve.Run.
var Type = solve.NewType[Puzzle](solve.Names{
	Name:     "shikaku",
	Title:    "Shikaku",
	Summary:  "Shikaku: divide the grid into rectangles, one clue each, of the clue's area",
	CopyName: "a Simon Tatham game ID",
}, kind{})

// kind is the type's solve.Core, and its GameFiles, Answerer and
// Sketchable.
type kind struct{}

func (kind) Parse(name string, data []byte) ([]Puzzle, error)       { return Parse(name, data) }
func (kind) ParseOne(name string, data []byte) (Puzzle, error)      { return ParseOne(name, data) }
func (kind) Each(name string, data []byte) iter.Seq2[Puzzle, error] { return Each(name, data) }
func (kind) Text(p Puzzle) string                                   { return p.GridText() }
func (kind) Copy(p Puzzle) string                                   { return p.GameID() }
func (kind) Picture(p Puzzle) string                                { return picture(p) }
func (kind) Verify(puzzle, solution Puzzle) error                   { return Verify(puzzle, solution) }
func (kind) Clone(p Puzzle) Puzzle                                  { return p.Clone() }
func (kind) Equal(a, b Puzzle) bool                                 { return a.Equal(b) }
func (kind) Bare(p Puzzle) Puzzle                                   { return p.Bare() }
func (kind) Describe(p Puzzle) solve.Text                           { return describe(p) }
func (kind) GameText(g solve.Game[Puzzle]) string                   { return GameText(g) }
func (kind) ParseGames(name string, data []byte) ([]solve.Game[Puzzle], error) {
	return ParseGames(name, data)
}
func (kind) ParseGame(name string, data []byte) (solve.Game[Puzzle], error) {
	return ParseGame(name, data)
}
func (kind) Sketch(puzzle, shown Puzzle) solve.Figure { return Sketch(puzzle, shown) }

// Answer is the solution's field in a `grille solve --json` record.
func (kind) Answer(p Puzzle) (string, any) {
	rs := make([]rectJSON, len(p.Rects))
	for i, q := range p.Rects {
		rs[i] = rectJSON{q.Row, q.Col, q.Height, q.Width}
	}
	return "rects", rs
}

// describe is the Type's Describe.
func describe(p Puzzle) solve.Text {
	return solve.Say("%d×%d puzzle, %s", p.Rows, p.Cols, solve.Count{N: len(p.Clues), Word: "clue"})
}
