package hashi

import (
	"fmt"

	"grille/solve"
	"grille/solve/puzzlefile"
)

// Type describes hashi puzzles to the rest of Grille: names, formats and
// the independent check of an answer. hashitype.New completes it with what
// needs the methods (which import this package): the registry, the
// generator, the model and Step. Methods' tests use it as it is, for
// solve.Run.
var Type = solve.NewType[Puzzle](solve.Names{
	Name:     "hashi",
	Title:    "Hashi",
	Summary:  "Hashiwokakero: join the islands by bridges, as many as each island's number, all connected",
	Exts:     []string{".has"},
	CopyName: "a Simon Tatham game ID",
}, kind{Readers: format.Readers()})

// kind is the type's solve.Core, and its GameFiles, Answerer and
// Sketchable: its format's readers and the puzzle's own methods
// (puzzlefile.Readers, solve.PuzzleCore), and what is the type's own.
//
// Its lines are those of shikaku's and sudoku's kind with other names: what is
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
		{ID: "gameid", Title: "game ID", Write: bridgesID},
		solve.PuzzleForm("url", "puzz.link URL", Puzzle.URL),
		solve.GameForm(GameText),
	}
}

// bridgesID is the game ID form, for the puzzles Bridges opens: 3×3 or
// larger, no two islands side by side (bridges.c validate_params and
// validate_desc).
func bridgesID(g solve.Game[Puzzle]) (string, error) {
	p := g.Puzzle
	if p.Rows < 3 || p.Cols < 3 {
		return "", fmt.Errorf("Simon Tatham's Bridges opens grids of 3×3 or more, not %d×%d", p.Rows, p.Cols)
	}
	at := make(map[[2]int]bool, len(p.Islands))
	for _, is := range p.Islands {
		at[[2]int{is.Row, is.Col}] = true
	}
	for _, is := range p.Islands {
		if at[[2]int{is.Row, is.Col + 1}] || at[[2]int{is.Row + 1, is.Col}] {
			return "", fmt.Errorf("Simon Tatham's Bridges refuses islands side by side, as r%dc%d has", is.Row+1, is.Col+1)
		}
	}
	return p.GameID(), nil
}

// Answer is the solution's field in a `grille solve --json` record.
func (kind) Answer(p Puzzle) (string, any) {
	bs := make([]bridgeJSON, len(p.Bridges))
	for i, b := range p.Bridges {
		a, z := p.Islands[b.A], p.Islands[b.B]
		bs[i] = bridgeJSON{a.Row, a.Col, z.Row, z.Col, b.Count}
	}
	return "bridges", bs
}

// describe is the Type's Describe.
func describe(p Puzzle) solve.Text {
	return solve.Say("%d×%d puzzle, %s", p.Rows, p.Cols, solve.Count{N: len(p.Islands), Word: "island"})
}
