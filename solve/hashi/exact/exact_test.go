package exact

import (
	"context"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/hashi/hashitest"
	"grille/solve/solvetest"
)

// bruteCount counts p's solutions by trying every count on every
// candidate bridge and asking hashi.Verify, which shares no code with the
// solver. Degrees are checked first only to save time.
func bruteCount(p hashi.Puzzle) int {
	edges := hashi.Edges(p)
	cnt := make([]int, len(edges))
	deg := make([]int, len(p.Islands))
	count := 0
	var rec func(k int)
	rec = func(k int) {
		if k == len(edges) {
			for i, is := range p.Islands {
				if deg[i] != is.Value {
					return
				}
			}
			sol := p.Clone()
			for j, c := range cnt {
				if c > 0 {
					sol.Bridges = append(sol.Bridges, hashi.Bridge{A: edges[j].A, B: edges[j].B, Count: c})
				}
			}
			if hashi.Verify(p, sol) == nil {
				count++
			}
			return
		}
		e := edges[k]
		for c := 0; c <= 2; c++ {
			if deg[e.A]+c > p.Islands[e.A].Value || deg[e.B]+c > p.Islands[e.B].Value {
				break
			}
			cnt[k] = c
			deg[e.A] += c
			deg[e.B] += c
			rec(k + 1)
			deg[e.A] -= c
			deg[e.B] -= c
		}
		cnt[k] = 0
	}
	rec(0)
	return count
}

// randomPuzzle draws islands on a small grid; half the time the values
// come from random bridges (so that solutions are likely), else at random.
func randomPuzzle(rng *rand.Rand) hashi.Puzzle {
	return randomPuzzleOn(rng, 2+rng.IntN(3), 2+rng.IntN(4))
}

// randomPuzzleOn is randomPuzzle on a rows×cols grid.
func randomPuzzleOn(rng *rand.Rand, rows, cols int) hashi.Puzzle {
	p := hashi.Puzzle{Rows: rows, Cols: cols}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			if rng.IntN(100) < 45 {
				p.Islands = append(p.Islands, hashi.Island{Row: r, Col: c, Value: 1 + rng.IntN(4)})
			}
		}
	}
	if len(p.Islands) < 2 {
		p.Islands = []hashi.Island{{Row: 0, Col: 0, Value: 1}, {Row: 0, Col: cols - 1, Value: 1}}
	}
	if rng.IntN(4) != 0 {
		deg := make([]int, len(p.Islands))
		for _, e := range hashi.Edges(p) {
			c := 1 + rng.IntN(2)
			deg[e.A] += c
			deg[e.B] += c
		}
		for i := range p.Islands {
			p.Islands[i].Value = max(1, deg[i])
		}
	}
	return p
}

// TestBruteForce: on tiny random puzzles the solver's count (up to two)
// and first solution agree with brute force.
func TestBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	seen := [3]int{}
	for k := 0; k < 600; k++ {
		p := randomPuzzle(rng)
		if len(hashi.Edges(p)) > 10 {
			continue
		}
		want := min(bruteCount(p), 2)
		got, first, _, stopped := Count(context.Background(), p, 2)
		if stopped || got != want {
			t.Fatalf("puzzle %d:\n%scount %d (stopped %v), brute force %d", k, p.GridText(), got, stopped, want)
		}
		if got > 0 {
			if err := hashi.Verify(p, first); err != nil {
				t.Fatalf("puzzle %d: first solution invalid: %v", k, err)
			}
		}
		if one, _, _, _ := Count(context.Background(), p, 1); one != min(want, 1) {
			t.Fatalf("puzzle %d: limit 1 counted %d", k, one)
		}
		seen[want]++
	}
	if seen[0] < 20 || seen[1] < 20 || seen[2] < 10 {
		t.Fatalf("too few cases of each kind: %v", seen)
	}
}

// TestSmallCasesBruteForce checks the statuses the conformance suite
// (solve/catalog) expects of its small hand-made puzzles.
func TestSmallCasesBruteForce(t *testing.T) {
	for _, c := range []struct {
		in   string
		want int
	}{
		{"1 . 1", 1},
		{"2\n.\n2", 1},
		{"2 . 2\n. . .\n2 . 2", 1},
		{"3 . 3\n. . .\n3 . 3", 2},
		{"1 . 2", 0},
		{"1 . 1\n. 2 .", 0},
		{"1 1\n. .\n1 1", 0},
		{"1 1 . 1 1", 0},
		{"8 . 2\n. . .\n2 . .", 0},
		{"7x7m2:2h4b44i5c34a5a2e24f1b", 1},
	} {
		p := hashitest.Parse(t, c.in)
		if got := bruteCount(p); got != c.want {
			t.Errorf("%q: brute force %d, want %d", c.in, got, c.want)
		}
		if got, _, _, _ := Count(context.Background(), p, 3); got != c.want {
			t.Errorf("%q: Count %d, want %d", c.in, got, c.want)
		}
	}
}

func TestMethod(t *testing.T) {
	cases := []solvetest.Expect{
		{In: "2 . 2\n. . .\n2 . 2", Want: solve.Unique},
		{In: "3 . 3\n. . .\n3 . 3", Want: solve.Multiple},
		{In: "1 . 2", Want: solve.Infeasible, Msg: "odd number"},
		{In: "1 . 1\n. 2 .", Want: solve.Infeasible, Msg: "no other island in line"},
		{In: "8 . 2\n. . .\n2 . .", Want: solve.Infeasible, Msg: "room for 4"},
		{In: "1 1\n. .\n1 1", Want: solve.Infeasible},
	}
	for i, logs := range solvetest.CheckStatuses(t, hashi.Type, New(), hashitest.Parse, cases) {
		if len(logs) == 0 {
			t.Errorf("%q: no log", cases[i].In)
		}
	}
	// An invalid puzzle is an error, not a status.
	if _, err := New().Solve(context.Background(), hashi.Puzzle{Rows: 2, Cols: 2}, nil); err == nil {
		t.Error("no error on a puzzle without islands")
	}
}

// TestCoelhoTwo: the Coelho instance in testdata has two solutions, both
// valid, that differ in its bottom-right 2×2 block of islands.
func TestCoelhoTwo(t *testing.T) {
	data, err := os.ReadFile("../testdata/Hs_16_100_25_00_001.has")
	if err != nil {
		t.Fatal(err)
	}
	p := hashitest.Parse(t, string(data))
	sols, stopped := Two(context.Background(), p)
	if stopped || len(sols) != 2 || sols[0].Equal(sols[1]) {
		t.Fatalf("got %d solutions (stopped %v)", len(sols), stopped)
	}
	for _, s := range sols {
		if err := hashi.Verify(p, s); err != nil {
			t.Fatal(err)
		}
	}
}

func TestDeduce(t *testing.T) {
	// The ring of 2s is solved by the rules alone: a double would close a
	// pair (isolation), so every side is a single.
	p := hashitest.Parse(t, "2 . 2\n. . .\n2 . 2")
	counts, ok := Deduce(p)
	if !ok {
		t.Fatal("contradiction")
	}
	for e, c := range counts {
		if c != 1 {
			t.Fatalf("edge %d: %d, want 1 (%v)", e, c, counts)
		}
	}
	if _, ok := Deduce(hashitest.Parse(t, "1 1\n. .\n1 1")); ok {
		t.Fatal("two pairs: no contradiction found at the root")
	}
}

// TestStopPartial: a stop before the first solution gives Unknown with the
// bridges the rules were sure of, never an invalid "solution".
func TestStopPartial(t *testing.T) {
	data, err := os.ReadFile("../testdata/Hs_34_400_75_15_030.has")
	if err != nil {
		t.Fatal(err)
	}
	p := hashitest.Parse(t, string(data))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err := New().Solve(ctx, p, nil)
	if err != nil || res.Status != solve.Unknown || !res.Partial {
		t.Fatalf("cancelled: %v %v %v", res.Status, res.Partial, err)
	}
	data, err = os.ReadFile("../testdata/Hs_16_100_25_00_001.has")
	if err != nil {
		t.Fatal(err)
	}
	p = hashitest.Parse(t, string(data))
	ctx, cancel = context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var incumbents int
	res, err = solve.Run(ctx, hashi.Type, New(), p, func(e solve.Event[hashi.Puzzle]) {
		if e.Kind == solve.Incumbent {
			incumbents++
			if err := hashi.Verify(p, e.Best); err != nil {
				t.Errorf("incumbent is not a solution: %v", err)
			}
		}
	})
	if err != nil || !res.Status.HasSolution() || incumbents != 1 {
		t.Fatalf("100 islands: %v %q, %d incumbents, %v", res.Status, res.Msg, incumbents, err)
	}
}
