package exact

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unsafe"

	"grille/solve/hashi"
	"grille/solve/hashi/hashitest"
	"grille/solve/hashi/internal/graph"
)

// denseBoard is a side×side grid with an island of value v on every cell:
// the most candidate bridges a board of that side can have (issue 22).
func denseBoard(t testing.TB, side int, v string) hashi.Puzzle {
	var b strings.Builder
	for r := 0; r < side; r++ {
		b.WriteString(strings.TrimSpace(strings.Repeat(v+" ", side)))
		b.WriteByte('\n')
	}
	return hashitest.Parse(t, b.String())
}

// stateBytes is what the stack of groups states holds.
func (s *solver) stateBytes() int {
	n := 0
	for _, t := range s.gl.stack {
		n += cap(t.dom) + 4*(cap(t.root)+cap(t.next)+cap(t.lib)+cap(t.size)+cap(t.undec)+cap(t.cross)+
			cap(t.pend)+cap(t.dirty)+cap(t.recheck)) + int(unsafe.Sizeof(labItem{}))*cap(t.own.items)
	}
	return n
}

// TestDenseBoardBounded: on a dense 80×80 board (the sweeps, thousands of
// decisions deep), what the search keeps stays within its bounds at every
// poll: the undo log within the two narrowings an edge can have on a
// path, the conflict sets within their length, the stack of groups within
// stateCap and stateBudget. (A copy of the domains per depth, a conflict
// bit set per depth and 512 groups states made 0.6 to 2 GB on a 200×200
// board.)
func TestDenseBoardBounded(t *testing.T) {
	p := denseBoard(t, 80, "2")
	g := graph.New(p)
	// 110 states fit the budget: a smaller one, that the search meets.
	defer func(b int) { stateBudget = b }(stateBudget)
	stateBudget = 8 << 20
	s := newSolver(p, g, DefaultParams())
	if s.sweep == nil || s.gl.maxStates != 13 {
		t.Fatalf("want sweeps and a stack of 13 states on %d candidates: sweeps %v, bound %d", s.m, s.sweep != nil, s.gl.maxStates)
	}
	const nodes = 3000
	polls := 0
	s.poll = func(n int64, dom []uint8) bool {
		polls++
		if len(s.saved) > 2*s.m {
			t.Fatalf("node %d: %d narrowings to undo, more than 2 per edge (%d)", n, len(s.saved), s.m)
		}
		if len(s.gl.stack) > s.gl.maxStates {
			t.Fatalf("node %d: %d groups states, bound %d", n, len(s.gl.stack), s.gl.maxStates)
		}
		if b := s.stateBytes(); b > stateBudget {
			t.Fatalf("node %d: groups states hold %d bytes, budget %d", n, b, stateBudget)
		}
		for d := range s.conf {
			if len(s.conf[d].lv) > s.maxLevels {
				t.Fatalf("node %d: conflict set at depth %d lists %d levels, bound %d", n, d, len(s.conf[d].lv), s.maxLevels)
			}
		}
		return n >= nodes && dom != nil
	}
	s.run(2)
	if polls < nodes/64 || s.nodes < nodes {
		t.Fatalf("%d polls over %d nodes", polls, s.nodes)
	}
	t.Logf("%d nodes, %d groups states (bound %d)", s.nodes, len(s.gl.stack), s.gl.maxStates)
	if len(s.gl.stack) != s.gl.maxStates {
		t.Errorf("the stack of groups states did not reach its bound")
	}
}

// TestStateCap: the stack of groups states holds 512 states on the Coelho
// boards, and fewer, within stateBudget, on large ones.
func TestStateCap(t *testing.T) {
	for _, c := range []struct{ n, m, want int }{
		{400, 700, 512},       // a 400-island Coelho puzzle
		{3000, 5000, 270},     // a large generated board
		{6400, 12640, 110},    // 80×80 of 2s
		{40000, 79600, 17},    // 200×200 of 2s
		{1 << 30, 1 << 30, 2}, // never below 2
	} {
		if got := stateCap(c.n, c.m); got != c.want {
			t.Errorf("stateCap(%d, %d) = %d, want %d", c.n, c.m, got, c.want)
		}
	}
}

// TestNogoodStoreBounded: on a dense board below SweepFrom (dom/wdeg,
// learning), the store never holds more than its bound, and a search that
// meets the bound keeps going (learning again after the next restart's
// thinning); counts stay right with a tiny store (against brute force).
func TestNogoodStoreBounded(t *testing.T) {
	p := denseBoard(t, 20, "2")
	g := graph.New(p)
	s := newSolver(p, g, DefaultParams())
	if !s.learning {
		t.Fatal("no learning on a 20×20 board")
	}
	if want := min(max(fullAt*reduceAt*s.m, minFull), maxFull); s.ng.maxLits != want {
		t.Fatalf("store bound %d, want %d", s.ng.maxLits, want)
	}
	s.ng.maxLits = 3000
	most, learntAfterFull := 0, 0
	s.onLearn = func([]int32, []uint8) {
		most = max(most, len(s.ng.lit))
		if s.ng.full > 0 {
			learntAfterFull++
		}
	}
	s.poll = func(n int64, dom []uint8) bool { return n >= 20000 }
	s.run(2)
	t.Logf("%d nodes, %d restarts, %d nogoods learnt, %d not stored, most literals %d", s.nodes, s.restartCount, s.ng.count, s.ng.full, most)
	if most > s.ng.maxLits || len(s.ng.lit) > s.ng.maxLits {
		t.Fatalf("the store held %d literals, bound %d", most, s.ng.maxLits)
	}
	if s.ng.full == 0 || learntAfterFull == 0 {
		t.Fatalf("the bound was not met, or nothing was learnt after it: %d not stored, %d learnt after", s.ng.full, learntAfterFull)
	}

	rng := rand.New(rand.NewPCG(7, 8))
	tried := 0
	for k := 0; k < 400 && tried < 60; k++ {
		p := randomPuzzle(rng)
		if m := len(hashi.Edges(p)); m > 12 || m < 6 || p.Validate() != nil {
			continue
		}
		tried++
		want := min(bruteCount(p), 2)
		par := DefaultParams()
		par.UnitPerEdge = 0.01
		g := graph.New(p)
		s := newSolver(p, g, par)
		s.ng.maxLits = 8
		if got, _, _ := s.run(2); got != want {
			t.Fatalf("puzzle %d:\n%scount %d with a store of 8 literals, brute force %d", k, p.GridText(), got, want)
		}
	}
}

// TestConflictBound: a conflict set lists its levels above all in order,
// merges without repeats, and past its bound lets all rise over the
// lowest: the set then holds more levels (sound), never fewer.
func TestConflictBound(t *testing.T) {
	var a, b conflict
	a.reset(4)
	for _, l := range []int32{9, 2, 7, 2, 5} {
		a.add(l)
	}
	if !slices.Equal(a.lv, []int32{2, 5, 7, 9}) || a.all != -1 {
		t.Fatalf("add: %v all %d", a.lv, a.all)
	}
	b.reset(4)
	b.add(8)
	b.add(5)
	b.all = 3
	a.union(&b) // 2 5 7 8 9 up to 3: 5 7 8 9
	if !slices.Equal(a.lv, []int32{5, 7, 8, 9}) || a.all != 3 {
		t.Fatalf("union: %v all %d", a.lv, a.all)
	}
	a.add(6) // five above 3: all rises to 5
	if !slices.Equal(a.lv, []int32{6, 7, 8, 9}) || a.all != 5 {
		t.Fatalf("bound: %v all %d", a.lv, a.all)
	}
	for l := int32(0); l <= 10; l++ {
		if a.has(l) != (l <= 9) {
			t.Errorf("has(%d) = %v", l, a.has(l))
		}
	}
	a.drop(9)
	if a.has(9) || !a.has(8) {
		t.Fatal("drop")
	}
}
