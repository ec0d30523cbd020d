package hashitype

import (
	"context"
	"os"
	"testing"
	"time"

	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/hashi/gen"
	"grille/solve/lp/lpsolve"
	"grille/solve/solvetest"
)

func mustHashi(t testing.TB, s string) hashi.Puzzle {
	t.Helper()
	p, err := hashi.ParseOne("test", []byte(s))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func hashiFile(t testing.TB, name string) hashi.Puzzle {
	t.Helper()
	data, err := os.ReadFile("../testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return mustHashi(t, string(data))
}

// The small cases' statuses are checked against brute force in
// solve/hashi/exact (TestSmallCasesBruteForce); the reasons are given here.
func hashiSuite(t testing.TB) solvetest.Suite[hashi.Puzzle] {
	gen40, err := gen.Generate(context.Background(), gen.GenParams{Islands: 40, Unique: true, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	return solvetest.Suite[hashi.Puzzle]{
		Type: hashi.Type,
		Cases: []solvetest.Case[hashi.Puzzle]{
			{Name: "pair of 1s", Puzzle: mustHashi(t, "1 . 1"), Want: solve.Unique, Easy: true},
			{Name: "pair of 2s", Puzzle: mustHashi(t, "2\n.\n2"), Want: solve.Unique, Easy: true},
			// A ring of singles: doubles would leave two separate pairs.
			{Name: "square of 2s", Puzzle: mustHashi(t, "2 . 2\n. . .\n2 . 2"), Want: solve.Unique, Easy: true},
			// Singles and doubles alternate round the ring, either way.
			{Name: "square of 3s", Puzzle: mustHashi(t, "3 . 3\n. . .\n3 . 3"), Want: solve.Multiple, Easy: true},
			{Name: "7x7 game ID", Puzzle: mustHashi(t, "7x7m2:2h4b44i5c34a5a2e24f1b"), Want: solve.Unique, Easy: true},
			{Name: "generated 40", Puzzle: gen40, Want: solve.Unique, Easy: true},
			// Coelho et al.'s instances do not promise uniqueness.
			{Name: "coelho 100", Puzzle: hashiFile(t, "Hs_16_100_25_00_001.has"), Want: solve.Multiple},
			{Name: "odd sum", Puzzle: mustHashi(t, "1 . 2"), Want: solve.Infeasible},
			{Name: "island in no line", Puzzle: mustHashi(t, "1 . 1\n. 2 ."), Want: solve.Infeasible},
			// Either two vertical or two horizontal pairs: never connected.
			{Name: "two pairs", Puzzle: mustHashi(t, "1 1\n. .\n1 1"), Want: solve.Infeasible},
			// The middle 1s cannot join: the ends would be left alone.
			{Name: "only disconnected", Puzzle: mustHashi(t, "1 1 . 1 1"), Want: solve.Infeasible},
			{Name: "8 in a corner", Puzzle: mustHashi(t, "8 . 2\n. . .\n2 . ."), Want: solve.Infeasible},
		},
		Hard:            hashiFile(t, "Hs_34_400_75_15_030.has"),
		Budget:          30 * time.Second,
		HeuristicBudget: 500 * time.Millisecond,
	}
}

// TestHashiConformance runs every registered Hashi method through the
// suite; the integer program only when an LP engine is built in.
func TestHashiConformance(t *testing.T) {
	suite := hashiSuite(t)
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
// (the README's 200 ms): go test -run '^$' -bench Stop ./solve/hashi/hashitype.
func BenchmarkStop(b *testing.B) {
	suite := hashiSuite(b)
	for _, m := range New(lpsolve.New()).Methods.Methods() {
		b.Run(m.Info().ID, func(b *testing.B) {
			if m.Info().Needs == "lp" && !lpsolve.Available() {
				b.Skip("LP engine not built in")
			}
			suite.BenchStop(b, m)
		})
	}
}
