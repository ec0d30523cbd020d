package shikakutype

import (
	"context"
	"os"
	"testing"
	"time"

	"grille/solve"
	"grille/solve/lp/lpsolve"
	"grille/solve/shikaku"
	"grille/solve/shikaku/gen"
	"grille/solve/solvetest"
)

func mustShikaku(t testing.TB, s string) shikaku.Puzzle {
	t.Helper()
	p, err := shikaku.ParseOne("test", []byte(s))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// hallShikaku is infeasible for a reason no counting sees: two R×w blocks
// (R, w odd) of dominoes — clue 2 on every cell with i+j even, so a
// rectangle is a domino pairing a clue cell with a free neighbour — kept
// apart by two columns of 1s, except in row 1 where the wall is open. The
// left block has one clue cell more than free cells, the right block one
// fewer, the open row adds one of each: the clues add up to the area and
// the free cells form one region. But the left clue cells can only pair
// with the left block's free cells (the open row's first cell is a clue
// cell), one too few: Hall's condition fails. A search that reasons cell
// by cell must try a great many near-tilings of the left block to see it;
// an LP relaxation (bipartite matching) sees it at once.
func hallShikaku(R, w int) shikaku.Puzzle {
	cols := 2*w + 2
	p := shikaku.Puzzle{Rows: R, Cols: cols}
	for i := 0; i < R; i++ {
		for j := 0; j < cols; j++ {
			switch {
			case (j == w || j == w+1) && i != 1:
				p.Clues = append(p.Clues, shikaku.Clue{Row: i, Col: j, Value: 1})
			case (i+j)%2 == 0:
				p.Clues = append(p.Clues, shikaku.Clue{Row: i, Col: j, Value: 2})
			}
		}
	}
	return p
}

func shikakuSuite(t testing.TB) solvetest.Suite[shikaku.Puzzle] {
	data, err := os.ReadFile("../testdata/unique10.txt")
	if err != nil {
		t.Fatal(err)
	}
	unique10 := mustShikaku(t, string(data))
	gen12, err := gen.Generate(context.Background(), gen.GenParams{Rows: 12, Cols: 12, Depth: 6,
		NbMergeIter: 1, MergeProb: 0.5, Unique: true, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	return solvetest.Suite[shikaku.Puzzle]{
		Type: shikaku.Type,
		Cases: []solvetest.Case[shikaku.Puzzle]{
			{Name: "1x1", Puzzle: mustShikaku(t, "1"), Want: solve.Unique, Easy: true},
			// Each clue's vertical domino would hold the other clue.
			{Name: "2x2 stacked 2s", Puzzle: mustShikaku(t, "2 .\n2 ."), Want: solve.Unique, Easy: true},
			{Name: "7x7 game ID", Puzzle: mustShikaku(t, "7x7:1_2b4d12a4f12t5_2_2b3_2c"), Want: solve.Unique, Easy: true},
			{Name: "10x10 testdata", Puzzle: unique10, Want: solve.Unique, Easy: true},
			{Name: "12x12 generated", Puzzle: gen12, Want: solve.Unique, Easy: true},
			// Both dominoes horizontal, or both vertical.
			{Name: "2x2 diagonal 2s", Puzzle: mustShikaku(t, "2 .\n. 2"), Want: solve.Multiple, Easy: true},
			// Four rows or four columns.
			{Name: "4x4 diagonal 4s", Puzzle: mustShikaku(t, "4 . . .\n. 4 . .\n. . 4 .\n. . . 4"), Want: solve.Multiple, Easy: true},
			{Name: "1x3 game ID", Puzzle: mustShikaku(t, "3x1:3b"), Want: solve.Unique, Easy: true},
			{Name: "clue sum too small", Puzzle: mustShikaku(t, "3 .\n. ."), Want: solve.Infeasible},
			{Name: "clue sum too large", Puzzle: mustShikaku(t, "3 .\n. 2"), Want: solve.Infeasible},
			// 5 is prime and longer than either side.
			{Name: "no rectangle fits", Puzzle: mustShikaku(t, "5 . .\n. . .\n. . 4"), Want: solve.Infeasible},
			{Name: "no clue", Puzzle: mustShikaku(t, ". . .\n. . ."), Want: solve.Infeasible},
			{Name: "Hall 3x8", Puzzle: hallShikaku(3, 3), Want: solve.Infeasible},
			{Name: "Hall 7x16", Puzzle: hallShikaku(7, 7), Want: solve.Infeasible},
		},
		// Exponential for the exact search and hopeless for annealing; the
		// LP engine needs about half a second on it.
		Hard:            hallShikaku(31, 31),
		Budget:          30 * time.Second,
		HeuristicBudget: 500 * time.Millisecond,
		// The annealer counts temperatures, each MovesPerClue moves a
		// clue, and looks at its context more often than that.
		StopWork: map[string]solvetest.Work{"anneal": {Iterations: 1}},
	}
}

// TestShikakuConformance runs every registered Shikaku method through the
// suite. Methods that need the LP engine are skipped in a build without it
// (they then answer Unknown, "LP engine not built in", by design).
func TestShikakuConformance(t *testing.T) {
	suite := shikakuSuite(t)
	for _, m := range New(lpsolve.New()).Methods.Methods() {
		t.Run(m.Info().ID, func(t *testing.T) {
			if m.Info().Needs == "lp" && !lpsolve.Available() {
				t.Skip("LP engine not built in")
			}
			suite.Run(t, m)
		})
	}
}

// BenchmarkStop measures each method's StopLatency on the hard puzzle
// (the README's 200 ms): go test -run '^$' -bench Stop ./solve/shikaku/shikakutype.
func BenchmarkStop(b *testing.B) {
	suite := shikakuSuite(b)
	for _, m := range New(lpsolve.New()).Methods.Methods() {
		b.Run(m.Info().ID, func(b *testing.B) {
			if m.Info().Needs == "lp" && !lpsolve.Available() {
				b.Skip("LP engine not built in")
			}
			suite.BenchStop(b, m)
		})
	}
}

func TestShikakuRegistryOrder(t *testing.T) {
	var ids []string
	for _, m := range New(lpsolve.New()).Methods.Methods() {
		ids = append(ids, m.Info().ID)
	}
	want := []string{"exact", "ilp", "anneal"}
	if len(ids) != len(want) {
		t.Fatalf("methods %v, want %v", ids, want)
	}
	for i := range want {
		if ids[i] != want[i] {
			t.Fatalf("methods %v, want %v", ids, want)
		}
	}
}
