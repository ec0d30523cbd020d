package hashi

// bridgeJSON is one bridge of `grille solve --type hashi --json`, 0-based.
type bridgeJSON struct {
	R1    int `json:"r1"`
	C1    int `json:"c1"`
	R2    int `json:"r2"`
	C2    int `json:"c2"`
	Count int `json:"count"`
}

// picture draws a solution for the terminal: islands as digits, bridges
// as - = | ".
func picture(p Puzzle) string {
	grid := make([][]byte, p.Rows)
	for r := range grid {
		grid[r] = make([]byte, p.Cols)
		for c := range grid[r] {
			grid[r][c] = ' '
		}
	}
	for _, b := range p.Bridges {
		a, z := p.Islands[b.A], p.Islands[b.B]
		ch := map[bool][2]byte{true: {'-', '='}, false: {'|', '"'}}[a.Row == z.Row][b.Count-1]
		for r := min(a.Row, z.Row); r <= max(a.Row, z.Row); r++ {
			for c := min(a.Col, z.Col); c <= max(a.Col, z.Col); c++ {
				grid[r][c] = ch
			}
		}
	}
	for _, is := range p.Islands {
		grid[is.Row][is.Col] = byte('0' + is.Value)
	}
	out := make([]byte, 0, p.Rows*(p.Cols+1))
	for _, row := range grid {
		out = append(append(out, row...), '\n')
	}
	return string(out)
}
