package exact

import (
	"math/rand/v2"
	"os"
	"testing"

	"grille/solve/hashi"
	"grille/solve/hashi/hashitest"
	"grille/solve/hashi/internal/graph"
)

// sweepParams force the large-board strategy (sweeps, backjumping, global
// rules every few depths) onto small puzzles, where brute force can check
// it.
func sweepParams(restarts bool, every int) Params {
	par := DefaultParams()
	par.SweepFrom, par.GlobalEvery, par.Restarts = 1, every, restarts
	return par
}

// TestBruteForceSweeps: with sweeps and backjumping, on tiny random
// puzzles, the count (up to two) and the first solution agree with brute
// force, with and without restarts, and whatever the period of the global
// rules.
func TestBruteForceSweeps(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	seen := [3]int{}
	for k := 0; k < 500; k++ {
		p := randomPuzzle(rng)
		if m := len(hashi.Edges(p)); m > 10 || m == 0 || p.Validate() != nil {
			continue
		}
		want := min(bruteCount(p), 2)
		seen[want]++
		for _, par := range []Params{sweepParams(true, 64), sweepParams(false, 3), sweepParams(true, 1)} {
			g := graph.New(p)
			s := newSolver(p, g, par)
			if !s.bj || s.sweep == nil {
				t.Fatal("sweeps not on")
			}
			got, first, stopped := s.run(2)
			if stopped || got != want {
				t.Fatalf("puzzle %d (%+v):\n%scount %d, brute force %d", k, par, p.GridText(), got, want)
			}
			if got > 0 {
				if err := hashi.Verify(p, g.Puzzle(p, first)); err != nil {
					t.Fatalf("puzzle %d: first solution invalid: %v", k, err)
				}
			}
		}
	}
	if seen[0] < 20 || seen[1] < 20 || seen[2] < 10 {
		t.Fatalf("too few cases of each kind: %v", seen)
	}
}

// TestBackjumpAgrees: on the 100-island Coelho instance in testdata (two
// solutions), the sweeps with backjumping count what dom/wdeg
// counts, and their second solution differs from the first.
func TestBackjumpAgrees(t *testing.T) {
	for _, name := range []string{"../testdata/Hs_16_100_25_00_001.has"} {
		p := readPuzzle(t, name)
		g := graph.New(p)
		old := DefaultParams()
		old.SweepFrom = 0
		a := newSolver(p, g, old)
		wantCount, _, _ := a.run(2)
		b := newSolver(p, g, sweepParams(true, 64))
		got, first, stopped := b.run(2)
		if stopped || got != wantCount {
			t.Fatalf("%s: sweeps count %d (stopped %v), dom/wdeg %d", name, got, stopped, wantCount)
		}
		if err := hashi.Verify(p, g.Puzzle(p, first)); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got == 2 && string(b.first) == string(b.second) {
			t.Fatalf("%s: the second solution is the first", name)
		}
	}
}

func TestConflictSet(t *testing.T) {
	var c conflict
	c.reset(100)
	c.add(3)
	c.add(70)
	if !c.has(3) || !c.has(70) || c.has(4) {
		t.Fatal("add/has")
	}
	var o conflict
	o.reset(100)
	o.all = 5
	c.union(&o)
	if !c.has(0) || !c.has(5) || c.has(6) || !c.has(70) {
		t.Fatal("union")
	}
	c.drop(70)
	if c.has(70) || !c.has(5) {
		t.Fatal("drop bit")
	}
	c.drop(5)
	if c.has(5) || !c.has(4) {
		t.Fatal("drop from all")
	}
}

func readPuzzle(t *testing.T, name string) hashi.Puzzle {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return hashitest.Parse(t, string(data))
}

// TestSweepsAgreeMedium: on random puzzles of 15 to 40 islands, too many
// for brute force, the sweeps with backjumping count the same solutions
// (up to 30, so that the search must go on well after the first few) as
// the plain complete search with dom/wdeg and chronological backtracking.
func TestSweepsAgreeMedium(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	plain := DefaultParams()
	plain.SweepFrom, plain.Restarts = 0, false
	const limit = 30
	seen := map[int]int{}
	for k := 0; k < 300; k++ {
		p := plantedPuzzle(rng, 5+rng.IntN(4), 5+rng.IntN(4))
		if len(hashi.Edges(p)) == 0 || p.Validate() != nil {
			continue
		}
		g := graph.New(p)
		want, _, _ := newSolver(p, g, plain).run(limit)
		seen[min(want, 2)]++
		for _, par := range []Params{sweepParams(false, 1), sweepParams(false, 4), sweepParams(true, 64)} {
			n := limit
			if par.Restarts {
				n = 2 // restarts: the first solution, then one complete descent for a second
			}
			got, first, stopped := newSolver(p, g, par).run(n)
			if stopped || got != min(want, n) {
				t.Fatalf("puzzle %d (restarts %v, every %d):\n%scount %d, plain search %d", k, par.Restarts, par.GlobalEvery, p.GridText(), got, want)
			}
			if got > 0 {
				if err := hashi.Verify(p, g.Puzzle(p, first)); err != nil {
					t.Fatalf("puzzle %d: first solution invalid: %v", k, err)
				}
			}
		}
	}
	if seen[0] < 10 || seen[1] < 5 || seen[2] < 10 {
		t.Fatalf("too few cases of each kind: %v", seen)
	}
}

// plantedPuzzle draws islands on a rows×cols grid and values from random
// non-crossing bridges between them (so that most have solutions, one or
// many; the bridges need not connect them all).
func plantedPuzzle(rng *rand.Rand, rows, cols int) hashi.Puzzle {
	p := randomPuzzleOn(rng, rows, cols)
	edges := hashi.Edges(p)
	crosses := map[[2]int]bool{}
	for _, c := range hashi.Crossings(p, edges) {
		crosses[[2]int{c[0], c[1]}], crosses[[2]int{c[1], c[0]}] = true, true
	}
	deg := make([]int, len(p.Islands))
	var chosen []int
	for _, e := range rng.Perm(len(edges)) {
		if rng.IntN(4) == 0 {
			continue
		}
		ok := true
		for _, f := range chosen {
			if crosses[[2]int{e, f}] {
				ok = false
			}
		}
		if ok {
			chosen = append(chosen, e)
			c := 1 + rng.IntN(2)
			deg[edges[e].A] += c
			deg[edges[e].B] += c
		}
	}
	for i := range p.Islands {
		p.Islands[i].Value = max(1, deg[i])
	}
	return p
}
