package hashi

import (
	"fmt"
	"strings"

	"grille/solve/janko"
)

// Named is one puzzle of a collection, with its published solution when the
// collection has one (else a zero Solution: Rows == 0).
type Named = janko.Named[Puzzle]

// ParseJankoJSON reads the puzzlekit data set's JSON file
// (Hashi_dataset.json: {"count", "data": {NAME: {"problem", "solution",
// "source", "info"}}}), keeping the file's order. Each problem is the janko
// text ("rows cols", then rows of "-" or 1-8). Each solution is the same
// grid with the bridges drawn over the water cells: "1" and "2" a single and
// a double horizontal bridge, "a" and "b" a single and a double vertical
// one, "-" anything else (islands included). It is decoded into the full
// set of Bridges; a solution that does not decode consistently is left zero
// rather than guessed.
func ParseJankoJSON(data []byte) ([]Named, error) {
	named, _, err := format.ParseJanko("", data, func(pz Puzzle, e janko.Entry) (Puzzle, string) {
		if e.Solution != nil {
			if sol, ok := decodeJankoSolution(pz, *e.Solution); ok {
				return sol, ""
			}
		}
		return Puzzle{}, ""
	})
	return named, err
}

// decodeJankoSolution reads the drawing described at ParseJankoJSON.
func decodeJankoSolution(pz Puzzle, text string) (Puzzle, bool) {
	lines := strings.Split(strings.TrimSpace(strings.ReplaceAll(text, "\r", "")), "\n")
	if len(lines) != pz.Rows+1 {
		return Puzzle{}, false
	}
	if f := strings.Fields(lines[0]); len(f) != 2 || f[0] != fmt.Sprint(pz.Rows) || f[1] != fmt.Sprint(pz.Cols) {
		return Puzzle{}, false
	}
	cell := make([][]string, pz.Rows)
	for r := range cell {
		cell[r] = strings.Fields(lines[r+1])
		if len(cell[r]) != pz.Cols {
			return Puzzle{}, false
		}
	}
	sol := pz.Bare()
	for i, is := range pz.Islands {
		if cell[is.Row][is.Col] != "-" {
			return Puzzle{}, false
		}
		// Right: the run of cells up to the next island must be one symbol.
		for _, dir := range [2]struct{ dr, dc int }{{0, 1}, {1, 0}} {
			r, c := is.Row+dir.dr, is.Col+dir.dc
			if r >= pz.Rows || c >= pz.Cols {
				continue
			}
			sym := cell[r][c]
			count := 0
			switch {
			case dir.dc == 1 && sym == "1", dir.dr == 1 && sym == "a":
				count = 1
			case dir.dc == 1 && sym == "2", dir.dr == 1 && sym == "b":
				count = 2
			default:
				continue
			}
			for {
				if j, ok := pz.IslandAt(r, c); ok {
					sol.Bridges = append(sol.Bridges, Bridge{i, j, count})
					break
				}
				if cell[r][c] != sym {
					return Puzzle{}, false
				}
				r, c = r+dir.dr, c+dir.dc
				if r >= pz.Rows || c >= pz.Cols {
					return Puzzle{}, false
				}
			}
		}
	}
	return sol, true
}
