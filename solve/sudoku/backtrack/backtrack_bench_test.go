package backtrack

import (
	"math/rand/v2"
	"testing"

	"grille/solve/sudoku"
	"grille/solve/sudoku/sudokutest"
)

// benchSet times Count(g, 2) — a solve plus the proof of uniqueness — with
// each iteration one puzzle, cycling through the set; nodes/puzzle is the
// search's size (the root and every guess tried).
func benchSet(b *testing.B, gs []sudoku.Grid, want int) {
	b.ReportAllocs()
	b.ResetTimer()
	var nodes int64
	for i := 0; i < b.N; i++ {
		g := gs[i%len(gs)]
		n, _, nd := Count(g, 2)
		if want > 0 && n != want {
			b.Fatalf("puzzle %d: %d solutions, want %d", i%len(gs), n, want)
		}
		nodes += nd
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/puzzle")
}

func BenchmarkRoyle17(b *testing.B) { benchSet(b, sudokutest.Set(b, "17clue_royle_49158.txt"), 1) }
func BenchmarkTop1465(b *testing.B) { benchSet(b, sudokutest.Set(b, "magictour_top1465.txt"), 1) }
func BenchmarkHardest11(b *testing.B) {
	benchSet(b, sudokutest.Set(b, "forum_hardest_1905_11plus.txt"), 1)
}
func BenchmarkHardest1106(b *testing.B) {
	benchSet(b, sudokutest.Set(b, "forum_hardest_1106.txt"), 1)
}

// Larger orders have no public set: puzzles are generated with a fixed
// seed (see genUnique), so runs compare; each has exactly one solution, so
// Count(g, 2) is a solve plus a proof of uniqueness, as for the 9×9 sets.
func BenchmarkOrder4(b *testing.B) { benchSet(b, genUnique(b, 4, 40, 0.60), 1) }
func BenchmarkOrder5(b *testing.B) { benchSet(b, genUnique(b, 5, 10, 0.50), 1) }

// genUnique makes count puzzles of order n with a share blank of empty
// cells: a random solution (diagonal boxes filled at random, the rest by
// Count), then cells blanked in random order, each kept blank only if the
// puzzle stays unique.
func genUnique(tb testing.TB, n, count int, blank float64) []sudoku.Grid {
	r := rand.New(rand.NewPCG(uint64(n), 2024))
	N := n * n
	gs := make([]sudoku.Grid, 0, count)
	for len(gs) < count {
		seed := sudoku.New(n)
		for b := 0; b < n; b++ {
			for k, d := range r.Perm(N) {
				seed.Set(b*n+k/n, b*n+k%n, d+1)
			}
		}
		c, sol, _ := Count(seed, 1)
		if c == 0 {
			continue
		}
		g := sol.Clone()
		target := int(blank * float64(N*N))
		blanks := 0
		for _, i := range r.Perm(N * N) {
			if blanks == target {
				break
			}
			v := g.Cells[i]
			g.Cells[i] = 0
			if c, _, _, stopped := countAny(g, 2, &watch{maxNodes: 20000}); c != 1 || stopped {
				g.Cells[i] = v
				continue
			}
			blanks++
		}
		if blanks < target {
			tb.Logf("order %d: only %d blanks of %d", n, blanks, target)
		}
		gs = append(gs, g)
	}
	return gs
}

// shuffledGrid is the pattern solution v(r,c) = (n·(r mod n) + r/n + c) mod N,
// with digits, rows within bands, bands, columns within stacks and stacks
// permuted: every such permutation keeps the grid valid.
func shuffledGrid(n int, r *rand.Rand) sudoku.Grid {
	N := n * n
	perm := func(k int) []int { return r.Perm(k) }
	digits := perm(N)
	rows := make([]int, 0, N)
	cols := make([]int, 0, N)
	for _, band := range perm(n) {
		for _, x := range perm(n) {
			rows = append(rows, band*n+x)
		}
	}
	for _, stack := range perm(n) {
		for _, x := range perm(n) {
			cols = append(cols, stack*n+x)
		}
	}
	g := sudoku.New(n)
	for i := 0; i < N; i++ {
		for j := 0; j < N; j++ {
			rr, cc := rows[i], cols[j]
			v := (n*(rr%n) + rr/n + cc) % N
			g.Set(i, j, digits[v]+1)
		}
	}
	return g
}

// The EUP 9×9 path (fast9.go) Count used before the band path, on the same
// sets, for side-by-side runs: go test -bench 'Royle17|EUPRoyle17' -count 5.
func BenchmarkEUPRoyle17(b *testing.B) {
	benchEUP(b, sudokutest.Set(b, "17clue_royle_49158.txt"))
}
func BenchmarkEUPTop1465(b *testing.B) { benchEUP(b, sudokutest.Set(b, "magictour_top1465.txt")) }
func BenchmarkEUPHardest11(b *testing.B) {
	benchEUP(b, sudokutest.Set(b, "forum_hardest_1905_11plus.txt"))
}

func benchEUP(b *testing.B, gs []sudoku.Grid) {
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if n, _, _, _ := count9(gs[i%len(gs)].Cells, 2, nil); n != 1 {
			b.Fatalf("puzzle %d: %d solutions, want 1", i%len(gs), n)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
}
