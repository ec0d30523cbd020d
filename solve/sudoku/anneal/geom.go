package anneal

import (
	"math/bits"
	"sync"

	"grille/solve/sudoku"
)

// geom is the fixed shape of an order-n grid, computed once per order and
// shared: row, column and box of each cell and each cell's peers (the other
// cells of its row, column and box, each once). Both annealers and the
// propagation read it; nobody writes it after construction.
type geom struct {
	n, N          int
	row, col, box []int32
	peers         [][]int32
	units         [][]int // sudoku.Units(n): rows, then columns, then boxes
}

var (
	geomOnce [sudoku.MaxOrder + 1]sync.Once
	geoms    [sudoku.MaxOrder + 1]*geom
)

func geomOf(n int) *geom {
	geomOnce[n].Do(func() { geoms[n] = newGeom(n) })
	return geoms[n]
}

func newGeom(n int) *geom {
	N := n * n
	g := &geom{n: n, N: N, units: sudoku.Units(n)}
	cells := N * N
	g.row = make([]int32, cells)
	g.col = make([]int32, cells)
	g.box = make([]int32, cells)
	g.peers = make([][]int32, cells)
	for i := 0; i < cells; i++ {
		r, c := i/N, i%N
		g.row[i], g.col[i], g.box[i] = int32(r), int32(c), int32((r/n)*n+c/n)
	}
	for i := 0; i < cells; i++ {
		ps := make([]int32, 0, 3*N-2*n-1)
		for j := 0; j < cells; j++ {
			if j != i && (g.row[i] == g.row[j] || g.col[i] == g.col[j] || g.box[i] == g.box[j]) {
				ps = append(ps, int32(j))
			}
		}
		g.peers[i] = ps
	}
	return g
}

// peerCount is the number of peers of any cell: N−1 in the row, N−1 in the
// column, and the (n−1)² cells of the box in neither.
func peerCount(n int) int { N := n * n; return 3*N - 2*n - 1 }

// digit masks: bit d−1 stands for digit d, so 36 digits fit a uint64.
func bit(d uint8) uint64 { return 1 << (d - 1) }

func single(m uint64) bool { return m != 0 && m&(m-1) == 0 }

func digitOf(m uint64) uint8 { return uint8(bits.TrailingZeros64(m) + 1) }

// propagate computes candidate masks for g by naked singles (a cell's
// digit leaves its peers; a cell left with one candidate takes it) and
// hidden singles (a digit with one place left in a unit goes there), until
// nothing changes. ok is false when it proves a contradiction: a cell with
// no candidate, a digit with no place in a unit, or two givens that clash.
// This is the cheap, incomplete logic every human starts with; it is no
// proof engine (the annealers are not exact and never say Infeasible).
func propagate(geo *geom, cells []uint8) (mask []uint64, ok bool) {
	N := geo.N
	full := uint64(1)<<N - 1
	mask = make([]uint64, len(cells))
	for i := range mask {
		mask[i] = full
	}
	queue := make([]int32, 0, len(cells))
	for i, v := range cells {
		if v == 0 {
			continue
		}
		if mask[i]&bit(v) == 0 {
			return nil, false
		}
		mask[i] = bit(v)
		queue = append(queue, int32(i))
	}
	for {
		for len(queue) > 0 {
			i := queue[len(queue)-1]
			queue = queue[:len(queue)-1]
			m := mask[i]
			for _, p := range geo.peers[i] {
				if mask[p]&m == 0 {
					continue
				}
				if mask[p] == m {
					return nil, false
				}
				mask[p] &^= m
				if single(mask[p]) {
					queue = append(queue, p)
				}
			}
		}
		changed := false
		for _, unit := range geo.units {
			var some, many uint64
			for _, i := range unit {
				many |= some & mask[i]
				some |= mask[i]
			}
			if some != full {
				return nil, false // a digit has no place left in this unit
			}
			once := some &^ many
			if once == 0 {
				continue
			}
			for _, i := range unit {
				h := mask[i] & once
				if h == 0 || single(mask[i]) {
					continue
				}
				if !single(h) {
					return nil, false // one cell is the only place of two digits
				}
				mask[i] = h
				queue = append(queue, int32(i))
				changed = true
			}
		}
		if !changed && len(queue) == 0 {
			return mask, true
		}
	}
}
