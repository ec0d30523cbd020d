package backtrack

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"grille/solve"
	"grille/solve/solvetest"
	"grille/solve/sudoku"
)

// Puzzles copied from the public benchmark sets (each has one solution,
// checked there with another solver and here by bruteCount), plus a
// classic easy one.
var known9 = []struct{ name, line string }{
	{"easy", "003020600900305001001806400008102900700000008006708200002609500800203009005010300"},
	{"17 clues", ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7..."},
	{"top1465 #1", "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"},
	{"top1465 #2", "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5..........."},
	{"hardest 11+", "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6"},
	{"hardest 1106", "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3"},
	{"unbiased", "..3.7..4...6..23.1.89.........1.7.8.517.....6...4.....271..9..5.95..........2...."},
}

// parseLine reads an 81-character puzzle ('.' or '0' empty).
func parseLine(s string) sudoku.Grid {
	g := sudoku.New(3)
	for i := 0; i < 81 && i < len(s); i++ {
		if ch := s[i]; ch >= '1' && ch <= '9' {
			g.Cells[i] = ch - '0'
		}
	}
	return g
}

var kind = sudoku.Type

// run solves g through solve.Run, as the window and the terminal do, and
// collects the events.
func run(t *testing.T, ctx context.Context, g sudoku.Grid) (solve.Result[sudoku.Grid], []solve.Event[sudoku.Grid]) {
	t.Helper()
	var evs []solve.Event[sudoku.Grid]
	res, err := solve.Run(ctx, kind, New(), g, func(e solve.Event[sudoku.Grid]) { evs = append(evs, e) })
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	return res, evs
}

// bruteCount counts solutions up to limit by plain backtracking on the
// first empty cell with the fewest legal digits — no EUP rule — so the
// tests have an answer that shares no code with the method.
func bruteCount(g sudoku.Grid, limit int) int {
	n, N := g.Order, g.Size()
	cells := append([]uint8(nil), g.Cells...)
	rows, cols, boxes := make([]uint64, N), make([]uint64, N), make([]uint64, N)
	for i, v := range cells {
		if v == 0 {
			continue
		}
		r, c := i/N, i%N
		b := (r/n)*n + c/n
		bit := uint64(1) << v
		if (rows[r]|cols[c]|boxes[b])&bit != 0 {
			return 0
		}
		rows[r], cols[c], boxes[b] = rows[r]|bit, cols[c]|bit, boxes[b]|bit
	}
	count := 0
	var rec func()
	rec = func() {
		best, bestN := -1, N+1
		for i, v := range cells {
			if v != 0 {
				continue
			}
			r, c := i/N, i%N
			used := rows[r] | cols[c] | boxes[(r/n)*n+c/n]
			k := 0
			for d := 1; d <= N; d++ {
				if used&(1<<d) == 0 {
					k++
				}
			}
			if k < bestN {
				best, bestN = i, k
			}
		}
		if best < 0 {
			count++
			return
		}
		r, c := best/N, best%N
		b := (r/n)*n + c/n
		for d := 1; d <= N && count < limit; d++ {
			bit := uint64(1) << d
			if (rows[r]|cols[c]|boxes[b])&bit != 0 {
				continue
			}
			cells[best] = uint8(d)
			rows[r], cols[c], boxes[b] = rows[r]|bit, cols[c]|bit, boxes[b]|bit
			rec()
			rows[r], cols[c], boxes[b] = rows[r]&^bit, cols[c]&^bit, boxes[b]&^bit
			cells[best] = 0
		}
	}
	rec()
	return count
}

func TestKnownPuzzles(t *testing.T) {
	for _, tc := range known9 {
		t.Run(tc.name, func(t *testing.T) {
			g := parseLine(tc.line)
			orig := g.Clone()
			res, evs := run(t, context.Background(), g)
			if res.Status != solve.Unique {
				t.Fatalf("status %v (%s), want unique", res.Status, res.Msg)
			}
			if err := sudoku.Verify(g, res.Solution); err != nil {
				t.Fatalf("solution does not verify: %v", err)
			}
			if !g.Equal(orig) {
				t.Fatal("Solve mutated its input")
			}
			if res.Stats.Nodes < 1 {
				t.Errorf("Nodes = %d, want ≥ 1", res.Stats.Nodes)
			}
			if got := bruteCount(g, 2); got != 1 {
				t.Fatalf("brute force finds %d solutions", got)
			}
			// Count (the band path) finds the same answer; a watched
			// solve shows its steps on the generic path, node for node.
			n, first, _ := Count(g, 2)
			if n != 1 || !first.Equal(res.Solution) {
				t.Errorf("Count = %d, %v; Solve found %v", n, first.Line(), res.Solution.Line())
			}
			gn, gfirst, gnodes, _ := countGeneric(3, g.Cells, 2, nil)
			if gn != 1 || !res.Solution.Equal(sudoku.Grid{Order: 3, Cells: gfirst}) || gnodes != res.Stats.Nodes {
				t.Errorf("generic path: %d solutions, %v, %d nodes; the watched solve %d nodes", gn, gfirst, gnodes, res.Stats.Nodes)
			}
			if !g.Equal(orig) {
				t.Fatal("Count mutated its input")
			}
			logs := 0
			for _, e := range evs {
				if e.Kind == solve.Log {
					logs++
				}
			}
			if logs < 2 || logs > maxBranchLogs+6 {
				t.Errorf("%d log lines, want a start and an end and at most %d", logs, maxBranchLogs+6)
			}
		})
	}
}

// deadlyRectangle finds r1,r2 in one band and c1,c2 in two stacks with
// sol[r1][c1] = sol[r2][c2] and sol[r1][c2] = sol[r2][c1]: swapping the two
// digits in those four cells gives another valid grid.
func deadlyRectangle(sol sudoku.Grid) (cells [4]int, ok bool) {
	n, N := sol.Order, sol.Size()
	for r1 := 0; r1 < N; r1++ {
		for r2 := r1 + 1; r2 < N && r2/n == r1/n; r2++ {
			for c1 := 0; c1 < N; c1++ {
				for c2 := c1 + 1; c2 < N; c2++ {
					if c1/n == c2/n {
						continue
					}
					if sol.At(r1, c1) == sol.At(r2, c2) && sol.At(r1, c2) == sol.At(r2, c1) {
						return [4]int{r1*N + c1, r1*N + c2, r2*N + c1, r2*N + c2}, true
					}
				}
			}
		}
	}
	return cells, false
}

func TestMultiple(t *testing.T) {
	_, sol, _ := Count(parseLine(known9[0].line), 1)
	// Search the solution's relabelings until one has a deadly rectangle.
	r := rand.New(rand.NewPCG(1, 2))
	var g sudoku.Grid
	found := false
	for try := 0; try < 100 && !found; try++ {
		g = shuffledFrom(sol, r)
		var cells [4]int
		if cells, found = deadlyRectangle(g); found {
			for _, i := range cells {
				g.Cells[i] = 0
			}
		}
	}
	if !found {
		t.Fatal("no deadly rectangle found")
	}
	res, _ := run(t, context.Background(), g)
	if res.Status != solve.Multiple {
		t.Fatalf("status %v, want multiple", res.Status)
	}
	if err := sudoku.Verify(g, res.Solution); err != nil {
		t.Fatal(err)
	}
	if n, _, _ := Count(g, 2); n != 2 {
		t.Errorf("Count(g, 2) = %d, want 2", n)
	}
	if n, _, _ := Count(g, 1); n != 1 {
		t.Errorf("Count(g, 1) = %d, want 1", n)
	}
	if got := bruteCount(g, 3); got != 2 {
		t.Errorf("brute force finds %d solutions, want exactly 2", got)
	}
	// Blanking more cells keeps at least two solutions.
	g.Cells[40], g.Cells[41] = 0, 0
	if n, _, _ := Count(g, 2); n != 2 {
		t.Errorf("with more blanks, Count = %d, want 2", n)
	}
}

// shuffledFrom applies a random validity-preserving transformation to a
// solved grid: relabel digits, permute rows in bands and bands, transpose.
func shuffledFrom(sol sudoku.Grid, r *rand.Rand) sudoku.Grid {
	n, N := sol.Order, sol.Size()
	digits := r.Perm(N)
	var rows []int
	for _, b := range r.Perm(n) {
		for _, x := range r.Perm(n) {
			rows = append(rows, b*n+x)
		}
	}
	transpose := r.IntN(2) == 1
	g := sudoku.New(n)
	for i := 0; i < N; i++ {
		for j := 0; j < N; j++ {
			v := sol.At(rows[i], j)
			if transpose {
				g.Set(j, i, digits[v-1]+1)
			} else {
				g.Set(i, j, digits[v-1]+1)
			}
		}
	}
	return g
}

func TestInfeasible(t *testing.T) {
	// Duplicate givens.
	dup := parseLine(known9[0].line)
	dup.Cells[0] = dup.Cells[2] // two 3s in row 1
	// No duplicate, but r1c9 must be 9 and column 9 already has one.
	noPlace := parseLine("12345678.")
	noPlace.Set(5, 8, 9)
	tests := []struct {
		name string
		g    sudoku.Grid
	}{
		{"duplicate givens", dup},
		{"digit with no place", noPlace},
		{"needs search", searchInfeasible(t)},
		{"4x4 no place", sudoku.Grid{Order: 2, Cells: []uint8{
			1, 2, 0, 0,
			0, 0, 3, 0,
			0, 0, 0, 0,
			0, 0, 0, 3}}}, // r1 needs 3 in c3 or c4; both columns hold a 3
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := bruteCount(tc.g, 1); got != 0 {
				t.Fatalf("test grid is solvable (%d)", got)
			}
			res, _ := run(t, context.Background(), tc.g)
			if res.Status != solve.Infeasible {
				t.Fatalf("status %v, want infeasible", res.Status)
			}
			if n, first, _ := Count(tc.g, 2); n != 0 || first.Cells != nil {
				t.Errorf("Count = %d, %v", n, first)
			}
		})
	}
}

// searchInfeasible derives, from a unique puzzle, one with no repeated
// given and no solution that the EUP rules alone do not refute: the search
// has to prove it.
func searchInfeasible(t *testing.T) sudoku.Grid {
	for _, tc := range known9 {
		base := parseLine(tc.line)
		for i, v := range base.Cells {
			if v == 0 {
				continue
			}
			for d := uint8(1); d <= 9; d++ {
				g := base.Clone()
				g.Cells[i] = d
				if d == v || g.Contradiction() != "" {
					continue
				}
				if _, ok := fixpoint(g); !ok {
					continue // refuted without search
				}
				if n, _, nodes := Count(g, 1); n == 0 && nodes > 1 {
					return g
				}
			}
		}
	}
	t.Fatal("no suitable infeasible grid")
	return sudoku.Grid{}
}

func TestOrders(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	for _, tc := range []struct {
		n    int
		keep float64
	}{{2, 0.3}, {3, 0.35}, {4, 0.45}, {5, 0.55}, {6, 0.7}} {
		for k := 0; k < 3; k++ {
			t.Run(fmt.Sprintf("order%d/%d", tc.n, k), func(t *testing.T) {
				g := shuffledGrid(tc.n, r)
				for i := range g.Cells {
					if r.Float64() >= tc.keep {
						g.Cells[i] = 0
					}
				}
				orig := g.Clone()
				res, _ := run(t, context.Background(), g)
				if !res.Status.HasSolution() {
					t.Fatalf("status %v (%s)", res.Status, res.Msg)
				}
				if err := sudoku.Verify(g, res.Solution); err != nil {
					t.Fatal(err)
				}
				if !g.Equal(orig) {
					t.Fatal("input mutated")
				}
				if tc.n <= 3 {
					want := bruteCount(g, 2)
					if want == 1 && res.Status != solve.Unique || want == 2 && res.Status != solve.Multiple {
						t.Errorf("status %v, brute force counts %d", res.Status, want)
					}
				}
			})
		}
	}
}

func TestCountEdgeCases(t *testing.T) {
	if n, _, _ := Count(sudoku.Grid{Order: 7}, 2); n != 0 {
		t.Errorf("invalid order: %d", n)
	}
	bad := sudoku.New(3)
	bad.Cells[5] = 10
	if n, _, _ := Count(bad, 2); n != 0 {
		t.Errorf("value out of range: %d", n)
	}
	if _, err := New().Solve(context.Background(), bad, nil); err == nil {
		t.Error("Solve accepted a value out of range")
	}
	// A complete valid grid: one solution, itself.
	_, sol, _ := Count(parseLine(known9[0].line), 1)
	if n, first, _ := Count(sol, 2); n != 1 || !first.Equal(sol) {
		t.Errorf("complete grid: %d, %v", n, first.Line())
	}
	// The empty 9×9 grid has many solutions.
	if n, first, _ := Count(sudoku.New(3), 2); n != 2 || sudoku.Verify(sudoku.New(3), first) != nil {
		t.Errorf("empty grid: %d", n)
	}
}

func TestInfo(t *testing.T) {
	info := New().Info()
	if info.ID != "backtrack" || info.Name != "Deduction + backtracking" || !info.Exact || info.Doc == "" || info.Needs != "" {
		t.Errorf("Info = %+v", info)
	}
}

// --- Step ---

// --- Stop ---

// The 9×9 fast path, the generic path and plain brute force agree on the
// number of solutions (up to two) of random grids: unique, multiple and
// infeasible ones.
func TestPathsAgree(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	_, sol, _ := Count(parseLine(known9[0].line), 1)
	seen := map[int]int{}
	for k := 0; k < 300; k++ {
		g := shuffledFrom(sol, r)
		blanks := 45 + r.IntN(20)
		for _, i := range r.Perm(81)[:blanks] {
			g.Cells[i] = 0
		}
		if k%3 == 0 {
			// Change a given: usually no solution any more.
			for i := range g.Cells {
				if g.Cells[i] != 0 {
					g.Cells[i] = uint8(1 + r.IntN(9))
					break
				}
			}
		}
		want := bruteCount(g, 2)
		n9, f9, _, _ := count9(g.Cells, 2, nil)
		nb, fb, _, _ := countBand(g.Cells, 2, nil)
		ng, fg, _, _ := countGeneric(3, g.Cells, 2, nil)
		if n9 != want || ng != want || nb != want {
			t.Fatalf("%s: brute %d, 9×9 path %d, band path %d, generic %d", g.Line(), want, n9, nb, ng)
		}
		for _, f := range [][]uint8{f9, fb, fg} {
			if want > 0 && sudoku.Verify(g, sudoku.Grid{Order: 3, Cells: f}) != nil {
				t.Fatalf("%s: bad solution", g.Line())
			}
		}
		seen[want]++
	}
	if seen[0] == 0 || seen[1] == 0 || seen[2] == 0 {
		t.Errorf("cases not all covered: %v", seen)
	}
}

// The project's conformance suite, with this package's own cases.
func TestConformance(t *testing.T) {
	var cases []solvetest.Case[sudoku.Grid]
	for _, tc := range known9[:3] {
		cases = append(cases, solvetest.Case[sudoku.Grid]{Name: tc.name, Puzzle: parseLine(tc.line), Want: solve.Unique})
	}
	dup := sudoku.New(4)
	dup.Set(0, 0, 7)
	dup.Set(15, 0, 7)
	cases = append(cases,
		solvetest.Case[sudoku.Grid]{Name: "16x16 empty", Puzzle: sudoku.New(4), Want: solve.Multiple},
		solvetest.Case[sudoku.Grid]{Name: "16x16 duplicate", Puzzle: dup, Want: solve.Infeasible},
		solvetest.Case[sudoku.Grid]{Name: "9x9 needs search", Puzzle: searchInfeasible(t), Want: solve.Infeasible},
	)
	solvetest.Suite[sudoku.Grid]{
		Type:   kind,
		Cases:  cases,
		Hard:   pigeonhole(6),
		Budget: 30 * time.Second,
	}.Run(t, New())
}
