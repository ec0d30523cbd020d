package shikaku

// A Shikaku game file: the grid file of the clues, then a play block (see
// puzzlefile) of the player's rectangles, one a line:
//
//	play
//	rect r1c1 2x3       rows 1–2, columns 1–3: corner, then height x width
//
// Rectangles lie inside the grid and do not overlap, as the board keeps them.

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"grille/solve"
	"grille/solve/puzzlefile"
)

// readPlay reads one line of a play block into g.
func readPlay(r *puzzlefile.Reader, g *solve.Game[Puzzle], text []byte, _ int) *ParseError {
	l := r.NewPlayLine(text)
	if l.Solver() {
		// A rectangle looks the same whoever drew it: no solver form.
		at := len(text) - len(bytes.TrimLeft(text, " \t"))
		return r.ErrorAt(text, at, "unexpected %q: a rectangle has no solver form (write \"rect CELL HEIGHTxWIDTH\")", puzzlefile.SolverWord)
	}
	if kw := l.Word(0); kw != "rect" {
		return l.Errorf(0, "unexpected %s in the play block: want \"rect CELL HEIGHTxWIDTH\"", strconv.Quote(kw))
	}
	if err := l.Want(3, solve.Say(`"rect CELL HEIGHTxWIDTH"`)); err != nil {
		return err
	}
	row, col, err := l.Cell(1, g.Puzzle.Rows, g.Puzzle.Cols)
	if err != nil {
		return err
	}
	h, w, ok := strings.Cut(strings.ReplaceAll(l.Word(2), "×", "x"), "x")
	hv, e1 := strconv.Atoi(h)
	wv, e2 := strconv.Atoi(w)
	if !ok || e1 != nil || e2 != nil || hv < 1 || wv < 1 {
		return l.Errorf(2, "unexpected %s: want the rectangle's height x width, such as 2x3", strconv.Quote(l.Word(2)))
	}
	rc := Rect{Row: row, Col: col, Height: hv, Width: wv}
	if !rc.inside(g.Puzzle.Rows, g.Puzzle.Cols) {
		return l.Errorf(2, "%s goes past the edge of the %d×%d grid", rc, g.Puzzle.Rows, g.Puzzle.Cols)
	}
	for _, q := range g.Play.Rects {
		if Overlap(q, rc) {
			return l.Errorf(1, "%s overlaps %s", rc, q)
		}
	}
	g.Play.Rects = append(g.Play.Rects, rc)
	return nil
}

// GameText writes g: the grid file of its clues, then, when the player
// has drawn any rectangle, its play block.
func GameText(g solve.Game[Puzzle]) string {
	var b strings.Builder
	b.WriteString(g.Puzzle.GridText())
	for i, r := range g.Play.Rects {
		if i == 0 {
			b.WriteString("play\n")
		}
		fmt.Fprintf(&b, "rect %s %dx%d\n", CellName(r.Row, r.Col), r.Height, r.Width)
	}
	return b.String()
}

// ParseGames reads every puzzle of data with its play block.
func ParseGames(name string, data []byte) ([]solve.Game[Puzzle], error) {
	return format.ParseGames(name, data)
}

// ParseGame reads the one puzzle of data with its play block.
func ParseGame(name string, data []byte) (solve.Game[Puzzle], error) {
	return format.ParseGame(name, data)
}
