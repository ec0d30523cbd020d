package shikaku

import (
	"strings"
)

// rectJSON is one rectangle of `grille solve --type shikaku --json`, 0-based.
type rectJSON struct {
	Row    int `json:"row"`
	Col    int `json:"col"`
	Height int `json:"height"`
	Width  int `json:"width"`
}

// picture draws a solution for the terminal: a letter per rectangle.
func picture(p Puzzle) string {
	grid := make([][]byte, p.Rows)
	for r := range grid {
		grid[r] = []byte(strings.Repeat(".", p.Cols))
	}
	const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	for i, q := range p.Rects {
		for r := q.Row; r < q.Row+q.Height; r++ {
			for c := q.Col; c < q.Col+q.Width; c++ {
				if r >= 0 && r < p.Rows && c >= 0 && c < p.Cols {
					grid[r][c] = letters[i%len(letters)]
				}
			}
		}
	}
	var b strings.Builder
	for _, row := range grid {
		b.Write(row)
		b.WriteByte('\n')
	}
	return b.String()
}
