package backtrack

import (
	"bufio"
	"math/rand/v2"
	"os"
	"testing"

	"grille/solve/sudoku"
)

// The public benchmark sets live beside the repository, in ../shared; they
// are optional: a benchmark whose file is absent skips.
const dataDir = "../../../../shared/data/sudoku/"

// loadSet parses one 81-character puzzle per line ('.' or '0' empty).
func loadSet(b testing.TB, name string) []sudoku.Grid {
	f, err := os.Open(dataDir + name)
	if err != nil {
		b.Skipf("%s not available: %v", name, err)
	}
	defer f.Close()
	var gs []sudoku.Grid
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if len(line) < 81 {
			continue
		}
		g := sudoku.New(3)
		for i := 0; i < 81; i++ {
			if ch := line[i]; ch >= '1' && ch <= '9' {
				g.Cells[i] = ch - '0'
			}
		}
		gs = append(gs, g)
	}
	if err := sc.Err(); err != nil {
		b.Fatal(err)
	}
	if len(gs) == 0 {
		b.Skipf("%s is empty", name)
	}
	return gs
}

// benchSet times Count(g, 2) — a solve plus the proof of uniqueness — with
// each iteration one puzzle, cycling through the set.
func benchSet(b *testing.B, gs []sudoku.Grid, want int) {
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		g := gs[i%len(gs)]
		if n, _, _ := Count(g, 2); want > 0 && n != want {
			b.Fatalf("puzzle %d: %d solutions, want %d", i%len(gs), n, want)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
}

func BenchmarkRoyle17(b *testing.B)   { benchSet(b, loadSet(b, "17clue_royle_49158.txt"), 1) }
func BenchmarkTop1465(b *testing.B)   { benchSet(b, loadSet(b, "magictour_top1465.txt"), 1) }
func BenchmarkHardest11(b *testing.B) { benchSet(b, loadSet(b, "forum_hardest_1905_11plus.txt"), 1) }
func BenchmarkHardest1106(b *testing.B) {
	benchSet(b, loadSet(b, "forum_hardest_1106.txt"), 1)
}

// Larger orders have no public set: blank cells of shuffled valid grids
// with a fixed seed. They may have several solutions; Count stops at two.
func BenchmarkOrder4(b *testing.B) { benchSet(b, genPuzzles(4, 50, 0.45), 0) }
func BenchmarkOrder5(b *testing.B) { benchSet(b, genPuzzles(5, 20, 0.55), 0) }

// genPuzzles makes count puzzles of order n keeping a share keep of the
// cells of shuffled pattern grids, with a fixed seed so runs compare.
func genPuzzles(n, count int, keep float64) []sudoku.Grid {
	r := rand.New(rand.NewPCG(uint64(n), 2024))
	gs := make([]sudoku.Grid, count)
	for k := range gs {
		sol := shuffledGrid(n, r)
		for i := range sol.Cells {
			if r.Float64() >= keep {
				sol.Cells[i] = 0
			}
		}
		gs[k] = sol
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
