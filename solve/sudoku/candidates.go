package sudoku

// Candidates returns a candidate mask per cell (bit d-1 for digit d): the
// cell's value alone where it has one, every digit where it is empty.
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
