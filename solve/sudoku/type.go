package sudoku

import (
	"errors"

	"grille/solve"
	"grille/solve/puzzlefile"
)

// Type describes sudoku puzzles to the rest of Grille: names, formats and
// the independent check of an answer. sudokutype.New completes it with what
// needs the methods (which import this package): the registry, the
// generator, the model and Step. Methods' tests use it as it is, for
// solve.Run.
var Type = solve.NewType[Grid](solve.Names{
	Name:     "sudoku",
	Title:    "Sudoku",
	Summary:  "Sudoku of any order, 4×4 to 36×36",
	CopyName: "one line",
}, kind{Readers: format.Readers()})

// kind is the type's solve.Core, and its GameFiles, Answerer and
// Sketchable: its format's readers and the puzzle's own methods
// (puzzlefile.Readers, solve.PuzzleCore), and what is the type's own.
//
// Its lines are those of hashi's and shikaku's kind with other names: what is
// left, one line a part, names this type's own functions; a helper over
// them (a table of function values) would be as long and hide which
// functions a type has.
type kind struct {
	puzzlefile.Readers[Grid]
	solve.PuzzleCore[Grid]
}

func (kind) Copy(g Grid) string                     { return g.Line() }
func (kind) Picture(g Grid) string                  { return g.GridText() }
func (kind) Verify(puzzle, solution Grid) error     { return Verify(puzzle, solution) }
func (kind) Describe(g Grid) solve.Text             { return describe(g) }
func (kind) GameText(g solve.Game[Grid]) string     { return GameText(g) }
func (kind) Sketch(puzzle, shown Grid) solve.Figure { return Sketch(puzzle, shown) }

// Forms are the texts a puzzle travels in (Copy as, grille convert).
func (kind) Forms() []solve.Form[Grid] {
	return []solve.Form[Grid]{
		solve.PuzzleForm("grid", "grid file", Grid.GridText),
		solve.PuzzleForm("line", "one line", Grid.Line),
		{ID: "gameid", Title: "game ID", Write: soloID},
		solve.PuzzleForm("url", "puzz.link URL", Grid.URL),
		{ID: "wiki", Title: "SudokuWiki link", Write: func(g solve.Game[Grid]) (string, error) { return WikiLink(g.Puzzle) }},
		solve.GameForm(GameText),
		{ID: "position", Title: "position (pencil-mark grid)", Write: PositionText},
		{ID: "wiki-position", Title: "SudokuWiki link of the position", Write: WikiPositionLink},
	}
}

// soloID is the game ID form: Solo reads 31 symbols at most, so a 36×36
// grid has none (solo.c validate_params).
func soloID(g solve.Game[Grid]) (string, error) {
	if g.Puzzle.Order > 5 {
		return "", errors.New("Simon Tatham's Solo reads grids up to 25×25: a 36×36 grid has no game ID")
	}
	return g.Puzzle.GameID(), nil
}

// Answer is the solution's field in a `grille solve --json` record.
func (kind) Answer(g Grid) (string, any) {
	return answer(g)
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
