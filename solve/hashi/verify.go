package hashi

import "fmt"

// Verify checks that solution is a complete, valid solution of puzzle: the
// same grid and islands; every bridge between two islands in line with no
// island between them, count 1 or 2, no pair twice; no two bridges crossing;
// each island's bridges adding up to its value; all islands connected.
//
// It shares no code with Edges, Crossings or any method: it paints the
// bridges onto a grid of cells and reads the answer off the paint, so that
// a bug in the solvers' geometry cannot hide itself.
func Verify(puzzle, solution Puzzle) error {
	if puzzle.Rows != solution.Rows || puzzle.Cols != solution.Cols {
		return fmt.Errorf("solution grid is %d×%d, puzzle is %d×%d", solution.Rows, solution.Cols, puzzle.Rows, puzzle.Cols)
	}
	R, C := puzzle.Rows, puzzle.Cols
	if R < 1 || C < 1 || R > MaxSide || C > MaxSide {
		return fmt.Errorf("grid of %d×%d out of range", R, C)
	}
	if len(solution.Islands) != len(puzzle.Islands) {
		return fmt.Errorf("solution has %d islands, puzzle %d", len(solution.Islands), len(puzzle.Islands))
	}
	island, err := islandCells(puzzle, solution)
	if err != nil {
		return err
	}
	deg, err := paintBridges(puzzle, solution, island)
	if err != nil {
		return err
	}
	for i, is := range puzzle.Islands {
		if deg[i] != is.Value {
			return fmt.Errorf("island at %s has %d bridges, wants %d", islandName(puzzle, i), deg[i], is.Value)
		}
	}
	return connected(puzzle, solution)
}

func islandName(p Puzzle, i int) string { return CellName(p.Islands[i].Row, p.Islands[i].Col) }

// islandCells checks the islands, the same in both, and returns the grid's
// cells: 1 + the island standing on each, 0 for water.
func islandCells(puzzle, solution Puzzle) ([]int32, error) {
	R, C := puzzle.Rows, puzzle.Cols
	island := make([]int32, R*C)
	for i, is := range puzzle.Islands {
		if solution.Islands[i] != is {
			return nil, fmt.Errorf("island %d differs: %+v in the solution, %+v in the puzzle", i, solution.Islands[i], is)
		}
		if is.Row < 0 || is.Row >= R || is.Col < 0 || is.Col >= C {
			return nil, fmt.Errorf("island %d outside the grid", i)
		}
		if is.Value < 1 || is.Value > 8 {
			return nil, fmt.Errorf("island at %s has value %d", CellName(is.Row, is.Col), is.Value)
		}
		cell := is.Row*C + is.Col
		if island[cell] != 0 {
			return nil, fmt.Errorf("two islands at %s", CellName(is.Row, is.Col))
		}
		island[cell] = int32(i + 1)
	}
	return island, nil
}

// paintBridges checks each bridge of solution on its own and paints it
// across the cells it spans, which shows an island in the way and two
// bridges crossing; it returns the bridges at each island.
func paintBridges(puzzle, solution Puzzle, island []int32) ([]int, error) {
	R, C := puzzle.Rows, puzzle.Cols
	n := len(puzzle.Islands)
	// horiz[cell], vert[cell]: 1 + the bridge painted across cell.
	horiz := make([]int32, R*C)
	vert := make([]int32, R*C)
	deg := make([]int, n)
	pair := make(map[[2]int]int, len(solution.Bridges))
	name := func(i int) string { return islandName(puzzle, i) }
	for k, b := range solution.Bridges {
		if b.A < 0 || b.A >= n || b.B < 0 || b.B >= n {
			return nil, fmt.Errorf("bridge %d: island index out of range", k)
		}
		if b.A >= b.B {
			return nil, fmt.Errorf("bridge %d: want A < B, have %d, %d", k, b.A, b.B)
		}
		if b.Count != 1 && b.Count != 2 {
			return nil, fmt.Errorf("bridge %d (%s–%s): count %d, want 1 or 2", k, name(b.A), name(b.B), b.Count)
		}
		if j, dup := pair[[2]int{b.A, b.B}]; dup {
			return nil, fmt.Errorf("bridges %d and %d both join %s and %s", j, k, name(b.A), name(b.B))
		}
		pair[[2]int{b.A, b.B}] = k
		a, z := puzzle.Islands[b.A], puzzle.Islands[b.B]
		var dr, dc int
		var paint, other []int32
		switch {
		case a.Row == z.Row:
			dc, paint, other = 1, horiz, vert
			if a.Col > z.Col {
				a, z = z, a
			}
		case a.Col == z.Col:
			dr, paint, other = 1, vert, horiz
			if a.Row > z.Row {
				a, z = z, a
			}
		default:
			return nil, fmt.Errorf("bridge %d: %s and %s are not in line", k, name(b.A), name(b.B))
		}
		for r, c := a.Row+dr, a.Col+dc; r != z.Row || c != z.Col; r, c = r+dr, c+dc {
			cell := r*C + c
			if island[cell] != 0 {
				return nil, fmt.Errorf("bridge %d (%s–%s) passes over the island at %s", k, name(b.A), name(b.B), CellName(r, c))
			}
			if other[cell] != 0 {
				return nil, fmt.Errorf("bridges %d and %d cross at %s", other[cell]-1, k, CellName(r, c))
			}
			paint[cell] = int32(k + 1)
		}
		deg[b.A] += b.Count
		deg[b.B] += b.Count
	}
	return deg, nil
}

// connected checks, by a plain search over the bridges, that they join
// every island, and counts the groups when they do not.
func connected(puzzle, solution Puzzle) error {
	n := len(puzzle.Islands)
	if n == 0 {
		return nil
	}
	adj := make([][]int, n)
	for _, b := range solution.Bridges {
		adj[b.A] = append(adj[b.A], b.B)
		adj[b.B] = append(adj[b.B], b.A)
	}
	seen := make([]bool, n)
	var stack []int
	// reach marks what start reaches and returns how many islands that is.
	reach := func(start int) int {
		seen[start] = true
		stack = append(stack[:0], start)
		reached := 1
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, j := range adj[i] {
				if !seen[j] {
					seen[j] = true
					reached++
					stack = append(stack, j)
				}
			}
		}
		return reached
	}
	reached := reach(0)
	if reached == n {
		return nil
	}
	groups := 1
	for i := range seen {
		if !seen[i] {
			groups++
			reach(i)
		}
	}
	return fmt.Errorf("the bridges leave the islands in %d separate groups (%d of %d islands reach %s)", groups, reached, n, islandName(puzzle, 0))
}
