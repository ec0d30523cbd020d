package sudoku

// What the window shows besides the grid: the candidates, and the
// teaching payloads methods put in solve.Event.Detail, declared here, with
// the grid, so that the window need not know which method sent them.

// LPView is what an LP method's event Detail offers the window: a value per
// variable x_rck of Koch's model (index cell*N + digit−1), and which
// variables the method has fixed (+1 to one, −1 to zero, 0 free).
// lpfix.Snapshot is one.
type LPView interface {
	LPValues() []float64
	LPFixed() []int8
}

// Candidates is each cell's candidate digits before any rule, as a mask
// with bit d−1 for digit d: a given's own digit, every digit for an empty
// cell. g must pass Validate.
func Candidates(g Grid) []uint64 {
	full := uint64(1)<<uint(g.Size()) - 1
	masks := make([]uint64, len(g.Cells))
	for i, v := range g.Cells {
		if v == 0 {
			masks[i] = full
		} else {
			masks[i] = 1 << (v - 1)
		}
	}
	return masks
}

// Open is each cell's candidate digits as a player sees them: a cell's own
// digit where it has one, else every digit that no cell of its row, column
// or box holds (the course's Exclusivité applied once, nothing more).
func Open(g Grid) []uint64 {
	masks := Candidates(g)
	for _, unit := range Units(g.Order) {
		var seen uint64
		for _, c := range unit {
			if v := g.Cells[c]; v != 0 {
				seen |= 1 << (v - 1)
			}
		}
		for _, c := range unit {
			if g.Cells[c] == 0 {
				masks[c] &^= seen
			}
		}
	}
	return masks
}
