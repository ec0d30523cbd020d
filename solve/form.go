package solve

import (
	"errors"
	"strings"
)

// Form is a text a puzzle travels in: another program's (a Simon Tatham
// game ID, a puzz.link URL, a SudokuWiki link) or Grille's own (the grid
// file, a line, a game file, a position). The window's Edit › Copy as and
// `grille convert --to` write them; Grille's readers read every one back.
type Form[P any] struct {
	ID    string // --to: "gameid", "url", "line", "grid", "game", "position"…
	Title string // what the menu names ("game ID")
	// Write writes a game: a puzzle form its Puzzle only, a game form
	// (game, position) what was played on it too. An error says why this
	// one has no such form (a 16×16 grid has no SudokuWiki link).
	Write func(Game[P]) (string, error)
}

// Form finds the form of t whose ID is id.
func (t *Type[P]) Form(id string) (Form[P], bool) {
	for _, f := range t.Forms {
		if f.ID == id {
			return f, true
		}
	}
	return Form[P]{}, false
}

// FormIDs lists the IDs of t's forms, for messages.
func (t *Type[P]) FormIDs() string {
	ids := make([]string, len(t.Forms))
	for i, f := range t.Forms {
		ids[i] = f.ID
	}
	return strings.Join(ids, ", ")
}

// PuzzleForm is a form that writes the puzzle alone, with write, which
// writes "" for a puzzle out of its limits.
func PuzzleForm[P any](id, title string, write func(P) string) Form[P] {
	return Form[P]{ID: id, Title: title, Write: func(g Game[P]) (string, error) {
		s := write(g.Puzzle)
		if s == "" {
			return "", errors.New("the puzzle is out of this form's limits")
		}
		return s, nil
	}}
}

// GameForm is the game file's form ("game"), with write, the type's
// GameText.
func GameForm[P any](write func(Game[P]) string) Form[P] {
	return Form[P]{ID: "game", Title: "game file", Write: func(g Game[P]) (string, error) { return write(g), nil }}
}

func eraseForms[P any](fs []Form[P]) []Form[any] {
	out := make([]Form[any], len(fs))
	for i, f := range fs {
		write := f.Write
		out[i] = Form[any]{ID: f.ID, Title: f.Title, Write: func(g Game[any]) (string, error) { return write(unerase[P](g)) }}
	}
	return out
}

// unerase is a game of a type erased (see Erased) as its own type again.
func unerase[P any](g Game[any]) Game[P] {
	h := Game[P]{Puzzle: g.Puzzle.(P), Marks: g.Marks, Found: g.Found}
	if p, ok := g.Play.(P); ok {
		h.Play = p
	} else {
		h.Play = h.Puzzle
	}
	return h
}

// eraseGame is a game seen as `any` (see Erased).
func eraseGame[P any](g Game[P]) Game[any] {
	return Game[any]{Puzzle: g.Puzzle, Play: g.Play, Marks: g.Marks, Found: g.Found}
}
