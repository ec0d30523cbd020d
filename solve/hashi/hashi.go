// Package hashi is the Hashiwokakero ("Bridges") puzzle: islands on a grid,
// each with a value 1..8; the player draws bridges, horizontal or vertical,
// between islands in line with nothing between them, at most two between a
// pair, never crossing another bridge, so that every island has as many
// bridges as its value and all islands are connected.
//
// This package holds the model (Puzzle, the candidate bridges Edges and the
// pairs of them that cross), the independent checker Verify that solve.Run
// applies to every answer, and the file formats. The methods live in the
// sub-packages exact, ilp and anneal; the generator in gen; the paper's
// experiments in experiment. The source text is seed 004 (Rafaralahy,
// part 2).
package hashi

import (
	"fmt"
	"slices"
	"sort"

	"grille/solve"
)

// MaxSide bounds the grid: a 200×200 board is far beyond any published
// puzzle (janko.at goes to 40×60, Coelho et al. to 34×34) and keeps the
// per-cell arrays of the methods small.
const MaxSide = 200

// Island is one numbered circle. Row and Col are 0-based; Value is 1..8.
type Island struct{ Row, Col, Value int }

// Bridge joins islands A < B (indices into Puzzle.Islands) with Count
// bridges, 1 or 2.
type Bridge struct {
	A, B  int
	Count int
}

// Puzzle is a board: its size, the islands in row-major order and the
// bridges drawn. A bare puzzle has no Bridges; a solution has its full set.
// The methods ignore the Bridges of the puzzle they are given.
type Puzzle struct {
	Rows, Cols int
	Islands    []Island // row-major order
	Bridges    []Bridge
}

// Clone returns a deep copy.
func (p Puzzle) Clone() Puzzle {
	q := Puzzle{Rows: p.Rows, Cols: p.Cols}
	if p.Islands != nil {
		q.Islands = slices.Clone(p.Islands)
	}
	if p.Bridges != nil {
		q.Bridges = slices.Clone(p.Bridges)
	}
	return q
}

// Bare returns p without its bridges, the puzzle a method solves.
func (p Puzzle) Bare() Puzzle {
	q := Puzzle{Rows: p.Rows, Cols: p.Cols}
	if p.Islands != nil {
		q.Islands = slices.Clone(p.Islands)
	}
	return q
}

// Equal reports whether p and q have the same size, the same islands and the
// same set of bridges (in any order; nil and empty are equal).
func (p Puzzle) Equal(q Puzzle) bool {
	if p.Rows != q.Rows || p.Cols != q.Cols || !slices.Equal(p.Islands, q.Islands) || len(p.Bridges) != len(q.Bridges) {
		return false
	}
	a, b := sortedBridges(p.Bridges), sortedBridges(q.Bridges)
	return slices.Equal(a, b)
}

func sortedBridges(bs []Bridge) []Bridge {
	out := slices.Clone(bs)
	sort.Slice(out, func(i, j int) bool {
		if out[i].A != out[j].A {
			return out[i].A < out[j].A
		}
		if out[i].B != out[j].B {
			return out[i].B < out[j].B
		}
		return out[i].Count < out[j].Count
	})
	return out
}

// IslandAt returns the index of the island at (row, col), if there is one.
// The islands must be in row-major order (as Validate requires).
func (p Puzzle) IslandAt(row, col int) (int, bool) {
	i := sort.Search(len(p.Islands), func(i int) bool {
		is := p.Islands[i]
		return is.Row > row || is.Row == row && is.Col >= col
	})
	if i < len(p.Islands) && p.Islands[i].Row == row && p.Islands[i].Col == col {
		return i, true
	}
	return 0, false
}

// Degree is the number of bridges drawn at island i (a double counts two).
func (p Puzzle) Degree(i int) int {
	d := 0
	for _, b := range p.Bridges {
		if b.A == i || b.B == i {
			d += b.Count
		}
	}
	return d
}

// CellName names a cell for messages, 1-based as on the board: "r3c5".
func CellName(row, col int) string { return fmt.Sprintf("r%dc%d", row+1, col+1) }

// Validate reports the first thing that makes p unusable: a size beyond
// MaxSide×MaxSide, no islands, an island outside the grid or of value
// outside 1..8, islands out of row-major order or on the same cell, or a
// drawn bridge that is malformed (index, A < B, count 1..2, not aligned or
// passing over an island, the same pair twice). Adjacent islands are legal.
// Crossing bridges and overfull islands are not errors here: a player may
// draw them; Problems lists them.
func (p Puzzle) Validate() error {
	if p.Rows < 1 || p.Cols < 1 {
		return solve.SayError("grid of %d×%d: want at least 1×1", p.Rows, p.Cols)
	}
	if p.Rows > MaxSide || p.Cols > MaxSide {
		return solve.SayError("grid of %d×%d: a side may be at most %d", p.Rows, p.Cols, MaxSide)
	}
	if len(p.Islands) == 0 {
		return solve.SayError("the puzzle has no islands")
	}
	for i, is := range p.Islands {
		if is.Row < 0 || is.Row >= p.Rows || is.Col < 0 || is.Col >= p.Cols {
			return solve.SayError("island %d at (%d, %d) is outside the %d×%d grid", i, is.Row, is.Col, p.Rows, p.Cols)
		}
		if is.Value < 1 || is.Value > 8 {
			return solve.SayError("island at %s has value %d, want 1..8", CellName(is.Row, is.Col), is.Value)
		}
		if i > 0 {
			q := p.Islands[i-1]
			if q.Row > is.Row || q.Row == is.Row && q.Col >= is.Col {
				if q.Row == is.Row && q.Col == is.Col {
					return solve.SayError("two islands at %s", CellName(is.Row, is.Col))
				}
				return solve.SayError("islands out of row-major order at %s", CellName(is.Row, is.Col))
			}
		}
	}
	seen := make(map[[2]int]bool, len(p.Bridges))
	for k, b := range p.Bridges {
		if err := p.checkBridge(b); err != nil {
			return solve.SayError("bridge %d: %s", k, solve.ErrorText(err))
		}
		key := [2]int{b.A, b.B}
		if seen[key] {
			return solve.SayError("bridge %d: %s–%s drawn twice", k, p.islandName(b.A), p.islandName(b.B))
		}
		seen[key] = true
	}
	return nil
}

func (p Puzzle) islandName(i int) string {
	is := p.Islands[i]
	return CellName(is.Row, is.Col)
}

// checkBridge checks one bridge against islands already validated.
func (p Puzzle) checkBridge(b Bridge) error {
	n := len(p.Islands)
	if b.A < 0 || b.B < 0 || b.A >= n || b.B >= n {
		return solve.SayError("island index out of range 0..%d", n-1)
	}
	if b.A >= b.B {
		return solve.SayError("want A < B, have %d, %d", b.A, b.B)
	}
	if b.Count < 1 || b.Count > 2 {
		return solve.SayError("count %d, want 1 or 2", b.Count)
	}
	a, c := p.Islands[b.A], p.Islands[b.B]
	switch {
	case a.Row == c.Row:
		for col := a.Col + 1; col < c.Col; col++ {
			if _, ok := p.IslandAt(a.Row, col); ok {
				return solve.SayError("%s–%s passes over the island at %s", p.islandName(b.A), p.islandName(b.B), CellName(a.Row, col))
			}
		}
	case a.Col == c.Col:
		for row := a.Row + 1; row < c.Row; row++ {
			if _, ok := p.IslandAt(row, a.Col); ok {
				return solve.SayError("%s–%s passes over the island at %s", p.islandName(b.A), p.islandName(b.B), CellName(row, a.Col))
			}
		}
	default:
		return solve.SayError("%s and %s are not in line", p.islandName(b.A), p.islandName(b.B))
	}
	return nil
}

// Edge is a candidate bridge: islands A < B, B the nearest island right of
// or below A.
type Edge struct{ A, B int }

// Edges lists the candidate bridges of p: for each island in order, the
// nearest island to its right, then the nearest below. Each pair appears
// once, since the one to the left or above is listed from the other end.
func Edges(p Puzzle) []Edge {
	var edges []Edge
	if p.Rows <= 0 || p.Cols <= 0 || p.Rows > MaxSide || p.Cols > MaxSide {
		return nil
	}
	// below[c] is the last island seen in column c while scanning upwards:
	// scanning islands in reverse row-major order gives each island's
	// nearest neighbour right (the previous one, if on the same row) and
	// below (below[c]) in one pass.
	below := make([]int, p.Cols)
	for c := range below {
		below[c] = -1
	}
	right := make([]int, len(p.Islands))
	down := make([]int, len(p.Islands))
	for i := len(p.Islands) - 1; i >= 0; i-- {
		is := p.Islands[i]
		right[i], down[i] = -1, -1
		if is.Col < 0 || is.Col >= p.Cols {
			continue
		}
		if i+1 < len(p.Islands) && p.Islands[i+1].Row == is.Row {
			right[i] = i + 1
		}
		down[i] = below[is.Col]
		below[is.Col] = i
	}
	for i := range p.Islands {
		if right[i] >= 0 {
			edges = append(edges, Edge{i, right[i]})
		}
		if down[i] >= 0 {
			edges = append(edges, Edge{i, down[i]})
		}
	}
	return edges
}

// Crossings lists the pairs (i < j) of indices into edges whose segments
// cross: one horizontal, one vertical, meeting strictly inside both.
// Segments that only share an end island do not cross.
func Crossings(p Puzzle, edges []Edge) [][2]int {
	n := len(p.Islands)
	// Vertical edges by column, so that each horizontal edge looks only at
	// the columns it spans.
	byCol := map[int][]int{}
	for k, e := range edges {
		if e.A < 0 || e.B < 0 || e.A >= n || e.B >= n {
			continue
		}
		a, b := p.Islands[e.A], p.Islands[e.B]
		if a.Col == b.Col && a.Row != b.Row {
			byCol[a.Col] = append(byCol[a.Col], k)
		}
	}
	var out [][2]int
	for k, e := range edges {
		if e.A < 0 || e.B < 0 || e.A >= n || e.B >= n {
			continue
		}
		a, b := p.Islands[e.A], p.Islands[e.B]
		if a.Row != b.Row || a.Col == b.Col {
			continue
		}
		r, c1, c2 := a.Row, min(a.Col, b.Col), max(a.Col, b.Col)
		for c := c1 + 1; c < c2; c++ {
			for _, v := range byCol[c] {
				va, vb := p.Islands[edges[v].A], p.Islands[edges[v].B]
				r1, r2 := min(va.Row, vb.Row), max(va.Row, vb.Row)
				if r1 < r && r < r2 {
					out = append(out, [2]int{min(k, v), max(k, v)})
				}
			}
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i][0] != out[j][0] {
			return out[i][0] < out[j][0]
		}
		return out[i][1] < out[j][1]
	})
	return out
}

// Problems lists what is wrong with the bridges drawn so far, for the board
// while playing: the islands with more bridges than their value, and the
// pairs (i < j) of drawn bridges (indices into p.Bridges) that cross.
// Malformed bridges (see Validate) are skipped.
func (p Puzzle) Problems() (overfull []int, crossing [][2]int) {
	n := len(p.Islands)
	deg := make([]int, n)
	var edges []Edge
	var idx []int
	for k, b := range p.Bridges {
		if b.A < 0 || b.B < 0 || b.A >= n || b.B >= n {
			continue
		}
		deg[b.A] += b.Count
		deg[b.B] += b.Count
		edges = append(edges, Edge{b.A, b.B})
		idx = append(idx, k)
	}
	for i, is := range p.Islands {
		if deg[i] > is.Value {
			overfull = append(overfull, i)
		}
	}
	for _, c := range Crossings(p, edges) {
		crossing = append(crossing, [2]int{idx[c[0]], idx[c[1]]})
	}
	return overfull, crossing
}

// Isolated lists, in order, the islands of every closed group: islands
// joined by the bridges drawn so far, each with exactly as many bridges as
// its value, that are not all the puzzle's islands. A closed group can take
// no more bridges, so it can never join the rest: a mistake, which Simon
// Tatham's Bridges shows in its error colour. Malformed bridges (see
// Validate) are skipped, as in Problems.
func (p Puzzle) Isolated() []int {
	n := len(p.Islands)
	group := make([]int, n) // union-find: each island's parent
	for i := range group {
		group[i] = i
	}
	root := func(i int) int {
		for group[i] != i {
			group[i] = group[group[i]]
			i = group[i]
		}
		return i
	}
	deg := make([]int, n)
	for _, b := range p.Bridges {
		if b.A < 0 || b.B < 0 || b.A >= n || b.B >= n || b.Count <= 0 {
			continue
		}
		deg[b.A] += b.Count
		deg[b.B] += b.Count
		group[root(b.A)] = root(b.B)
	}
	size := make([]int, n)
	open := make([]bool, n) // the group has an island short of or over its value
	for i, is := range p.Islands {
		r := root(i)
		size[r]++
		open[r] = open[r] || deg[i] != is.Value
	}
	var closed []int
	for i := range p.Islands {
		if r := root(i); !open[r] && size[r] < n {
			closed = append(closed, i)
		}
	}
	return closed
}
