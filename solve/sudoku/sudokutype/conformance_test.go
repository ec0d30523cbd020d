package sudokutype

import (
	"testing"
	"time"

	"grille/solve"
	"grille/solve/lp/lpsolve"
	"grille/solve/solvetest"
	"grille/solve/sudoku"
)

// pattern is a valid full grid of order n (a shifted-rows construction).
func pattern(n int) sudoku.Grid {
	g := sudoku.New(n)
	N := n * n
	for r := 0; r < N; r++ {
		for c := 0; c < N; c++ {
			g.Set(r, c, ((r%n)*n+r/n+c)%N+1)
		}
	}
	return g
}

// uniqueBlanks blanks one cell per row of a full grid: each blank is then
// the one digit its row lacks, so the puzzle has exactly one solution
// whatever method looks at it.
func uniqueBlanks(n int) sudoku.Grid {
	g := pattern(n)
	N := n * n
	for r := 0; r < N; r++ {
		g.Set(r, (r*7+3)%N, 0)
	}
	return g
}

func mustParse(t testing.TB, s string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.ParseOne("test", []byte(s))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func sudokuSuite(t testing.TB) solvetest.Suite[sudoku.Grid] {
	// Row 1 holds 1..8 and lacks 9, which column 9 already has: no solution,
	// yet no two givens clash.
	hiddenClash := sudoku.New(3)
	for c := 0; c < 8; c++ {
		hiddenClash.Set(0, c, c+1)
	}
	hiddenClash.Set(4, 8, 9)
	// The parsers refuse clashing givens, so build the grid directly: a
	// method must still answer Infeasible, not crash or "solve" it.
	clash := sudoku.New(3)
	clash.Set(0, 0, 5)
	clash.Set(0, 5, 5)
	hard := sudoku.New(5)
	hard.Set(0, 0, 1)
	return solvetest.Suite[sudoku.Grid]{
		Type: sudoku.Type,
		Cases: []solvetest.Case[sudoku.Grid]{
			{Name: "9x9 unique", Puzzle: mustParse(t, "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"), Want: solve.Unique, Easy: true},
			{Name: "9x9 top1465 #1", Puzzle: mustParse(t, "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"), Want: solve.Unique},
			{Name: "4x4 unique", Puzzle: uniqueBlanks(2), Want: solve.Unique, Easy: true},
			{Name: "16x16 unique", Puzzle: uniqueBlanks(4), Want: solve.Unique},
			{Name: "25x25 unique", Puzzle: uniqueBlanks(5), Want: solve.Unique},
			{Name: "4x4 empty", Puzzle: sudoku.New(2), Want: solve.Multiple},
			{Name: "9x9 empty", Puzzle: sudoku.New(3), Want: solve.Multiple},
			{Name: "duplicate givens", Puzzle: clash, Want: solve.Infeasible},
			{Name: "hidden clash", Puzzle: hiddenClash, Want: solve.Infeasible},
		},
		Hard:            hard,
		Budget:          30 * time.Second,
		HeuristicBudget: 500 * time.Millisecond,
		StopWork:        annealStopWork,
	}
}

// annealStopWork: the annealers count temperatures, not moves, and look at
// their context every 4096 moves: on the hard 25×25 grid, 625 moves a
// temperature for Sirdey's (so at most 7 temperatures after a stop), and
// 50 × 624 moves a step for the box-swap one (at most 1 step).
var annealStopWork = map[string]solvetest.Work{"anneal": {Iterations: 7}, "anneal-box": {Iterations: 1}}

// TestSudokuConformance runs every registered Sudoku method through the
// suite: a method added to the registry is checked without another line.
func TestSudokuConformance(t *testing.T) {
	suite := sudokuSuite(t)
	for _, m := range New(lpsolve.New()).Methods.Methods() {
		t.Run(m.Info().ID, func(t *testing.T) {
			if m.Info().Needs == "lp" && !lpsolve.Available() {
				t.Skip("built without an LP engine (nolpsolve)")
			}
			suite.Run(t, m)
		})
	}
}

// BenchmarkStop measures each method's StopLatency on the hard puzzle
// (the README's 200 ms): go test -run '^$' -bench Stop ./solve/sudoku/sudokutype.
func BenchmarkStop(b *testing.B) {
	suite := sudokuSuite(b)
	for _, m := range New(lpsolve.New()).Methods.Methods() {
		b.Run(m.Info().ID, func(b *testing.B) {
			if m.Info().Needs == "lp" && !lpsolve.Available() {
				b.Skip("built without an LP engine (nolpsolve)")
			}
			suite.BenchStop(b, m)
		})
	}
}
