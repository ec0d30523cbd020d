package exact_test

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"grille/solve"
	"grille/solve/shikaku"
	"grille/solve/shikaku/exact"
	"grille/solve/shikaku/gen"
	"grille/solve/shikaku/shikakutest"
	"grille/solve/solvetest"
)

// bruteCount counts solutions (all of them) by trying, clue by clue, every
// rectangle of the grid of the clue's area that holds it and no other clue,
// without overlaps, then checking that every cell is covered. It shares
// nothing with the package but the types.
func bruteCount(p shikaku.Puzzle) int {
	owner := make([]int, p.Rows*p.Cols)
	holds := func(r shikaku.Rect) int {
		n := 0
		for _, c := range p.Clues {
			if r.Contains(c.Row, c.Col) {
				n++
			}
		}
		return n
	}
	var rec func(k int) int
	rec = func(k int) int {
		if k == len(p.Clues) {
			for _, o := range owner {
				if o == 0 {
					return 0
				}
			}
			return 1
		}
		c := p.Clues[k]
		total := 0
		for h := 1; h <= c.Value; h++ {
			if c.Value%h != 0 {
				continue
			}
			w := c.Value / h
			for r0 := 0; r0+h <= p.Rows; r0++ {
				for c0 := 0; c0+w <= p.Cols; c0++ {
					r := shikaku.Rect{Row: r0, Col: c0, Height: h, Width: w}
					if !r.Contains(c.Row, c.Col) || holds(r) != 1 {
						continue
					}
					free := true
					for i := r0; i < r0+h && free; i++ {
						for j := c0; j < c0+w; j++ {
							if owner[i*p.Cols+j] != 0 {
								free = false
								break
							}
						}
					}
					if !free {
						continue
					}
					for i := r0; i < r0+h; i++ {
						for j := c0; j < c0+w; j++ {
							owner[i*p.Cols+j] = k + 1
						}
					}
					total += rec(k + 1)
					for i := r0; i < r0+h; i++ {
						for j := c0; j < c0+w; j++ {
							owner[i*p.Cols+j] = 0
						}
					}
				}
			}
		}
		return total
	}
	return rec(0)
}

// tinyPuzzles mixes generated puzzles (always solvable, often several
// ways), the same with one clue moved or changed (often infeasible), and
// clues thrown at random.
func tinyPuzzles(n int) []shikaku.Puzzle {
	rng := rand.New(rand.NewPCG(4, 2))
	var out []shikaku.Puzzle
	for len(out) < n {
		rows, cols := 1+rng.IntN(6), 1+rng.IntN(6)
		p, err := gen.Generate(context.Background(), gen.GenParams{Rows: rows, Cols: cols,
			Depth: rng.IntN(5), NbMergeIter: rng.IntN(3), MergeProb: 0.5, Seed: rng.Int64()})
		if err != nil {
			panic(err)
		}
		out = append(out, p)
		q := p.Clone()
		k := rng.IntN(len(q.Clues))
		switch rng.IntN(3) {
		case 0:
			q.Clues[k].Value = 1 + rng.IntN(rows*cols)
		case 1:
			cell := rng.IntN(rows * cols)
			if _, taken := q.ClueAt(cell/cols, cell%cols); !taken {
				q.Clues[k].Row, q.Clues[k].Col = cell/cols, cell%cols
			}
		default:
			q.Clues = append(q.Clues[:k], q.Clues[k+1:]...)
			if len(q.Clues) > 0 {
				q.Clues[0].Value += p.Clues[k].Value // keep the sum right
			}
		}
		out = append(out, q)
		r := shikaku.Puzzle{Rows: rows, Cols: cols}
		for i := 0; i < rows*cols; i++ {
			if rng.IntN(3) == 0 {
				r.Clues = append(r.Clues, shikaku.Clue{Row: i / cols, Col: i % cols, Value: 1 + rng.IntN(4)})
			}
		}
		out = append(out, r)
	}
	return out
}

func TestCountAgainstBruteForce(t *testing.T) {
	seen := map[int]int{}
	for _, p := range tinyPuzzles(1500) {
		want := min(bruteCount(p), 2)
		got, first, _ := exact.Count(p, 2)
		seen[want]++
		if got != want {
			t.Fatalf("%s: count %d, brute force %d", p.GridText(), got, want)
		}
		if got > 0 {
			if err := shikaku.Verify(p, first); err != nil {
				t.Fatalf("%s: first solution: %v", p.GridText(), err)
			}
		}
		if one, _, _ := exact.Count(p, 1); one != min(want, 1) {
			t.Fatalf("%s: limit 1 counted %d", p.GridText(), one)
		}
	}
	// The mix must exercise all three outcomes.
	if seen[0] < 30 || seen[1] < 30 || seen[2] < 30 {
		t.Errorf("outcomes %v: too few of one kind", seen)
	}
}

func collect(t *testing.T, p shikaku.Puzzle) (solve.Result[shikaku.Puzzle], []solve.Event[shikaku.Puzzle]) {
	t.Helper()
	var events []solve.Event[shikaku.Puzzle]
	res, err := solve.Run(context.Background(), shikaku.Type, exact.New(), p, func(e solve.Event[shikaku.Puzzle]) {
		events = append(events, e)
	})
	if err != nil {
		t.Fatal(err)
	}
	return res, events
}

// Every rectangle placed before the first guess is a true deduction: on a
// unique puzzle it belongs to the solution, and the common cells of an
// exclusion lie in the clue's solution rectangle. The log stays short even
// on a large grid.
func TestDeductions(t *testing.T) {
	p, err := gen.Generate(context.Background(), gen.GenParams{Rows: 40, Cols: 40, Depth: 6,
		NbMergeIter: 2, MergeProb: 0.5, Unique: true, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	res, events := collect(t, p)
	if res.Status != solve.Unique {
		t.Fatalf("status %s", res.Status)
	}
	if events[0].Kind != solve.Log {
		t.Errorf("first event %v, want a log line", events[0].Kind)
	}
	inSolution := map[shikaku.Rect]bool{}
	for _, r := range res.Solution.Rects {
		inSolution[r] = true
	}
	steps, lines, exclusions := 0, 0, 0
	for _, e := range events {
		if e.Kind == solve.Log || e.Kind == solve.Step {
			lines++
		}
		if e.Kind != solve.Step {
			continue
		}
		steps++
		if x, ok := e.Detail.(shikaku.Exclusion); ok {
			// The common cells must lie in the clue's rectangle of the
			// unique solution.
			var mine shikaku.Rect
			for _, r := range res.Solution.Rects {
				if r.Contains(x.Clue.Row, x.Clue.Col) {
					mine = r
				}
			}
			c := x.Common
			if x.Removed < 1 || !mine.Contains(c.Row, c.Col) || !mine.Contains(c.Row+c.Height-1, c.Col+c.Width-1) {
				t.Errorf("%q: %v is not inside the clue's rectangle %v", e.Msg, c, mine)
			}
			exclusions++
			continue
		}
		d, ok := e.Detail.(shikaku.Deduction)
		if !ok {
			t.Fatalf("step without a Deduction or Exclusion: %+v", e)
		}
		if !inSolution[d.Rect] {
			t.Errorf("%q: %v is not in the unique solution", e.Msg, d.Rect)
		}
		if !d.Rect.Contains(d.Row, d.Col) || !d.Rect.Contains(d.Clue.Row, d.Clue.Col) || d.Rect.Area() != d.Clue.Value {
			t.Errorf("inconsistent deduction %+v", d)
		}
		if !strings.Contains(e.Msg, "one rectangle left") && !strings.Contains(e.Msg, "only one rectangle can cover it") {
			t.Errorf("step %q", e.Msg)
		}
	}
	if steps == exclusions || exclusions == 0 || lines > 300 {
		t.Errorf("%d steps (%d exclusions), %d lines", steps, exclusions, lines)
	}
}

func TestStatusesAndMessages(t *testing.T) {
	solvetest.CheckStatuses(t, shikaku.Type, exact.New(), shikakutest.Parse, []solvetest.Expect{
		{In: "2 .\n. 2", Want: solve.Multiple},
		{In: "2 .\n2 .", Want: solve.Unique},
		{In: "3 .\n. .", Want: solve.Infeasible, Msg: "add up to 3"},
		{In: ". .\n. .", Want: solve.Infeasible, Msg: "no clue"},
		{In: "5 . .\n. . .\n. . 4", Want: solve.Infeasible, Msg: "no rectangle of area 5"},
	})
}

func TestBudgetAndStop(t *testing.T) {
	p := shikakutest.Hall(15, 15)
	n, _, nodes, complete := exact.CountBudget(context.Background(), p, 2, 5000)
	if complete || n != 0 || nodes < 5000 || nodes > 5100 {
		t.Errorf("budget: count %d, %d nodes, complete %v", n, nodes, complete)
	}
	// Stopped from its report once 5000 nodes are counted: at most one
	// poll interval of nodes follows.
	r := solvetest.StopAt(t, exact.New(), p, func(e solve.Event[shikaku.Puzzle]) bool { return e.Stats.Nodes >= 5000 })
	res, err := r.Res, r.Err
	if err != nil || res.Status != solve.Unknown || res.Msg != "stopped" || !res.Partial || !r.Cancelled {
		t.Errorf("got %+v %v, cancelled %v", res, err, r.Cancelled)
	}
	if d := res.Stats.Nodes - r.At.Nodes; d < 0 || d > solvetest.DefaultStopWork.Nodes {
		t.Errorf("%d nodes after the stop (at %d, returned at %d)", d, r.At.Nodes, res.Stats.Nodes)
	}
	// The walls of 1s are placed, so the partial state has rectangles.
	if len(res.Solution.Rects) == 0 {
		t.Error("no partial state")
	}
}

// The same puzzle, smaller, is settled by the search: Infeasible.
func TestHallSmall(t *testing.T) {
	for _, w := range []int{1, 3, 5} {
		p := shikakutest.Hall(w, w)
		if got, want := func() int { n, _, _ := exact.Count(p, 2); return n }(), 0; got != want {
			t.Errorf("shikakutest.Hall(%d): %d solutions", w, got)
		}
	}
}

func TestTooLarge(t *testing.T) {
	defer exact.SetMaxNodes(1000)()
	p := shikaku.Puzzle{Rows: 20, Cols: 20, Clues: []shikaku.Clue{{Row: 5, Col: 5, Value: 200}, {Row: 15, Col: 15, Value: 200}}}
	res, err := exact.New().Solve(context.Background(), p, nil)
	if err != nil || res.Status != solve.Unknown || !strings.Contains(res.Msg, "too large for this method") {
		t.Errorf("got %s %q %v", res.Status, res.Msg, err)
	}
	if _, _, _, complete := exact.CountBudget(context.Background(), p, 2, 0); complete {
		t.Error("CountBudget claims to have finished")
	}
}

// TestForced: the rectangles Forced returns belong to the unique solution
// (rules only remove what cannot be), agree with the Solve log's count of
// deductions before the first guess, and a puzzle the rules see through has
// them all; an obvious contradiction is reported as infeasible.
func TestForced(t *testing.T) {
	total := 0
	for seed := int64(1); seed <= 12; seed++ {
		p, err := gen.Generate(context.Background(), gen.GenParams{Rows: 9, Cols: 9, Depth: 4, NbMergeIter: 1, MergeProb: 0.5, Unique: true, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		rects, infeasible, err := exact.Forced(context.Background(), p)
		if err != nil || infeasible {
			t.Fatalf("seed %d: %v, infeasible %v", seed, err, infeasible)
		}
		res, _ := solve.Run(context.Background(), shikaku.Type, exact.New(), p, nil)
		if res.Status != solve.Unique {
			t.Fatalf("seed %d: %v", seed, res.Status)
		}
		in := map[shikaku.Rect]bool{}
		for _, r := range res.Solution.Rects {
			in[r] = true
		}
		for _, r := range rects {
			if !in[r] {
				t.Errorf("seed %d: %v forced but not in the solution", seed, r)
			}
		}
		total += len(rects)
		if int64(len(rects)) != int64(res.Stats.Fixed) {
			t.Errorf("seed %d: %d rectangles forced, the solve made %d deductions before guessing", seed, len(rects), res.Stats.Fixed)
		}
	}
	if total == 0 {
		t.Error("no puzzle had a forced rectangle")
	}
	bad := shikaku.Puzzle{Rows: 2, Cols: 2, Clues: []shikaku.Clue{{Row: 0, Col: 0, Value: 3}}}
	if _, infeasible, err := exact.Forced(context.Background(), bad); err != nil || !infeasible {
		t.Errorf("clues adding to 3 on 4 cells: infeasible %v, %v", infeasible, err)
	}
}
