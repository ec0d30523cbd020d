package shikaku

import (
	"errors"

	"grille/solve"
	"grille/solve/puzzlefile"
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
}, kind{Readers: format.Readers()})

// kind is the type's solve.Core, and its GameFiles, Answerer and
// Sketchable: its format's readers and the puzzle's own methods
// (puzzlefile.Readers, solve.PuzzleCore), and what is the type's own.
//
// Its lines are those of hashi's and sudoku's kind with other names: what is
// left, one line a part, names this type's own functions; a helper over
// them (a table of function values) would be as long and hide which
// functions a type has.
type kind struct {
	puzzlefile.Readers[Puzzle]
	solve.PuzzleCore[Puzzle]
}

func (kind) Copy(p Puzzle) string                     { return p.GameID() }
func (kind) Picture(p Puzzle) string                  { return picture(p) }
func (kind) Verify(puzzle, solution Puzzle) error     { return Verify(puzzle, solution) }
func (kind) Describe(p Puzzle) solve.Text             { return describe(p) }
func (kind) GameText(g solve.Game[Puzzle]) string     { return GameText(g) }
func (kind) Sketch(puzzle, shown Puzzle) solve.Figure { return Sketch(puzzle, shown) }

// Forms are the texts a puzzle travels in (Copy as, grille convert).
func (kind) Forms() []solve.Form[Puzzle] {
	return []solve.Form[Puzzle]{
		solve.PuzzleForm("grid", "grid file", Puzzle.GridText),
		{ID: "gameid", Title: "game ID", Write: rectID},
		solve.PuzzleForm("url", "puzz.link URL", Puzzle.URL),
		solve.GameForm(GameText),
	}
}

// rectID is the game ID form, for the puzzles Rectangles opens: two
// cells or more (rect.c validate_params).
func rectID(g solve.Game[Puzzle]) (string, error) {
	if g.Puzzle.Rows*g.Puzzle.Cols < 2 {
		return "", errors.New("Simon Tatham's Rectangles opens grids of two cells or more")
	}
	if id := g.Puzzle.GameID(); id != "" {
		return id, nil
	}
	return "", errors.New("the puzzle is out of this form's limits")
}

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
