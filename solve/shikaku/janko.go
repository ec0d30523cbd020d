package shikaku

import (
	"fmt"
	"strings"

	"grille/solve/janko"
	"grille/solve/textscan"
)

// Named is one entry of the janko data set: its key, the puzzle, and the
// solution the set gives (the puzzle with Rects drawn from its grid of
// rectangle ids).
type Named = janko.Named[Puzzle]

// ParseJankoJSON reads the janko data set's JSON file (SmilingWayne/
// puzzlekit-dataset, assets/data/Shikaku/Shikaku_dataset.json):
// {"count": …, "data": {name: {"problem": text, "solution": text}}}, in
// the file's key order. A problem is the janko text ("ROWS COLS" then rows,
// "-" empty); a solution is "ROWS COLS" then a rectangle id per cell, and
// each id's cells must form a rectangle. Lines after a solution's last row
// are ignored: two entries of the published file end with a stray
// "unit 27" line. Errors are *ParseError pointing into the JSON file.
func ParseJankoJSON(data []byte) ([]Named, error) {
	named, _, err := format.ParseJanko("", data, func(pz Puzzle, e janko.Entry) (Puzzle, string) {
		if e.Solution == nil {
			return Puzzle{}, `no "solution"`
		}
		rects, msg := idGridRects(*e.Solution, pz.Rows, pz.Cols)
		if msg != "" {
			return Puzzle{}, "solution: " + msg
		}
		return pz.WithRects(rects), ""
	})
	return named, err
}

// idGridRects reads a janko solution, "ROWS COLS" then a rectangle id per
// cell, into rectangles, in order of their top-left cells. It says what is
// wrong instead when the size differs or an id's cells are not a rectangle.
func idGridRects(text string, rows, cols int) ([]Rect, string) {
	lines := strings.FieldsFunc(text, func(r rune) bool { return r == '\n' || r == '\r' })
	if len(lines) == 0 {
		return nil, "empty"
	}
	var r, c int
	if _, err := fmt.Sscanf(lines[0], "%d %d", &r, &c); err != nil || r != rows || c != cols {
		return nil, fmt.Sprintf("header %q, want \"%d %d\"", lines[0], rows, cols)
	}
	if len(lines)-1 < rows {
		return nil, fmt.Sprintf("%s, want %d", textscan.Plural(len(lines)-1, "row"), rows)
	}
	type box struct{ r0, c0, r1, c1, n, order int }
	boxes := map[string]*box{}
	for i := 0; i < rows; i++ {
		f := strings.Fields(lines[1+i])
		if len(f) != cols {
			return nil, fmt.Sprintf("row %d has %s, want %d", i+1, textscan.Plural(len(f), "id"), cols)
		}
		for j, id := range f {
			b := boxes[id]
			if b == nil {
				b = &box{r0: i, c0: j, r1: i, c1: j, order: len(boxes)}
				boxes[id] = b
			}
			b.r0, b.c0 = min(b.r0, i), min(b.c0, j)
			b.r1, b.c1 = max(b.r1, i), max(b.c1, j)
			b.n++
		}
	}
	rects := make([]Rect, len(boxes))
	for id, b := range boxes {
		rc := Rect{b.r0, b.c0, b.r1 - b.r0 + 1, b.c1 - b.c0 + 1}
		if rc.Area() != b.n {
			return nil, fmt.Sprintf("the cells of id %s do not form a rectangle", id)
		}
		rects[b.order] = rc
	}
	return rects, ""
}
