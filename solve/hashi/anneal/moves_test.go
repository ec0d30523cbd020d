package anneal_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/hashi/anneal"
	"grille/solve/hashi/gen"
)

// TestMoveByMove: while the MoveWatch is on, the annealing sends one Step
// per move tried, kept or refused. Each names the pair of islands and the
// energies; the energies it gives are the paper's f = C + ΔW² − |E|
// computed afresh on the bridges it carries (after a kept move, before a
// refused one) and on those bridges with the move made or undone; each
// move starts from the state the one before left, and changes the named
// pair alone (nothing at all when refused). Turned off, the events stop at
// once. Without a watch, or with one turned off, it sends none.
func TestMoveByMove(t *testing.T) {
	p, err := gen.Generate(context.Background(), gen.GenParams{Islands: 30, Raw: true, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	var watch solve.MoveWatch
	watch.Set(true)
	const shown = 2000
	var moves []hashi.Moved
	var lines []string
	report := func(e solve.Event[hashi.Puzzle]) {
		mv, ok := e.Detail.(hashi.Moved)
		if !ok {
			return
		}
		if !watch.On() {
			t.Errorf("a move event after the watch was turned off: %s", e.Msg)
		}
		if e.Kind != solve.Step || e.Stats.Energy != float64(energy(mv.Puzzle)) || e.Stats.Temperature <= 0 {
			t.Errorf("move event %v with stats %+v", e.Kind, e.Stats)
		}
		moves, lines = append(moves, mv), append(lines, e.Msg)
		if len(moves) == shown {
			watch.Set(false)
		}
	}
	ctx := solve.WithMoveWatch(context.Background(), &watch)
	if _, err := solve.Run(ctx, hashi.Type, solve.WithSeed(anneal.New(), 1), p, report); err != nil {
		t.Fatal(err)
	}
	if len(moves) == 0 {
		t.Fatal("no move event")
	}
	var kinds [3]int // falls, rises kept, rises refused
	for k, mv := range moves {
		line := lines[k]
		a, b := p.Islands[mv.A], p.Islands[mv.B]
		names := " between " + hashi.CellName(a.Row, a.Col) + " and " + hashi.CellName(b.Row, b.Col)
		if mv.A >= mv.B || !strings.Contains(line, names) || mv.From == mv.To || mv.From < 0 || mv.To < 0 || mv.From > 2 || mv.To > 2 {
			t.Fatalf("move %d: %q for %d→%d bridges between islands %d and %d", k, line, mv.From, mv.To, mv.A, mv.B)
		}
		// The bridges the event carries, and the same with the move made
		// and undone.
		now := count(mv.Puzzle, mv.A, mv.B)
		made, undone := with(mv.Puzzle, mv.A, mv.B, mv.To), with(mv.Puzzle, mv.A, mv.B, mv.From)
		if mv.Kept && now != mv.To || !mv.Kept && now != mv.From {
			t.Fatalf("move %d (%q): %d bridges between the pair in the state it carries", k, line, now)
		}
		if f := energy(made); f != mv.After {
			t.Errorf("move %d: %q says f after = %d, recomputed %d", k, line, mv.After, f)
		}
		if f := energy(undone); f != mv.Before {
			t.Errorf("move %d: %q says f before = %d, recomputed %d", k, line, mv.Before, f)
		}
		rise := mv.After - mv.Before
		switch {
		case rise <= 0 && mv.Kept:
			kinds[0]++
			if !strings.Contains(line, fmt.Sprintf(": f %d → %d at T = ", mv.Before, mv.After)) {
				t.Errorf("move %d: a fall said %q", k, line)
			}
		case rise > 0 && mv.Kept:
			kinds[1]++
			if !strings.Contains(line, fmt.Sprintf(": f %d → %d, a rise kept with probability exp(−%d/T) = ", mv.Before, mv.After, rise)) {
				t.Errorf("move %d: a rise kept said %q", k, line)
			}
		case rise > 0:
			kinds[2]++
			if !strings.Contains(line, fmt.Sprintf(": refused, f would go from %d to %d, a rise kept only with probability exp(−%d/T) = ", mv.Before, mv.After, rise)) {
				t.Errorf("move %d: a rise refused said %q", k, line)
			}
		default:
			t.Errorf("move %d: a fall refused: %q", k, line)
		}
		if k == 0 {
			continue
		}
		prev := moves[k-1]
		if prevF := map[bool]int64{true: prev.After, false: prev.Before}[prev.Kept]; mv.Before != prevF {
			t.Errorf("move %d starts from f = %d, the move before left %d", k, mv.Before, prevF)
		}
		for _, br := range union(prev.Puzzle, mv.Puzzle) {
			changed := count(prev.Puzzle, br[0], br[1]) != count(mv.Puzzle, br[0], br[1])
			named := br[0] == mv.A && br[1] == mv.B
			if changed && (!named || !mv.Kept) || named && mv.Kept && !changed {
				t.Errorf("move %d (%q): the pair %d–%d changed: %v", k, line, br[0], br[1], changed)
			}
		}
	}
	if kinds[0] == 0 || kinds[1] == 0 || kinds[2] == 0 {
		t.Errorf("%d moves: %d falls, %d rises kept, %d refused: want some of each", len(moves), kinds[0], kinds[1], kinds[2])
	}
	t.Logf("%d move events (%d falls, %d rises kept, %d refused), e.g. %q", len(moves), kinds[0], kinds[1], kinds[2], lines[:3])

	for name, ctx := range map[string]context.Context{
		"unwatched": context.Background(),
		"watch off": solve.WithMoveWatch(context.Background(), new(solve.MoveWatch)),
	} {
		n := 0
		res, err := solve.Run(ctx, hashi.Type, solve.WithSeed(anneal.New(), 1), p, func(e solve.Event[hashi.Puzzle]) {
			if _, ok := e.Detail.(hashi.Moved); ok {
				n++
			}
		})
		if err != nil || n > 0 || res.Status != solve.Solved {
			t.Errorf("%s: %d move events, %v (%v)", name, n, res.Status, err)
		}
	}
}

// energy is the paper's f = C + ΔW² − |E| of p's bridges, from scratch.
func energy(p hashi.Puzzle) int64 {
	_, cross := p.Problems()
	deg := make([]int64, len(p.Islands))
	for _, b := range p.Bridges {
		deg[b.A] += int64(b.Count)
		deg[b.B] += int64(b.Count)
	}
	var w int64
	for i, is := range p.Islands {
		w += (int64(is.Value) - deg[i]) * (int64(is.Value) - deg[i])
	}
	return int64(len(cross)) + w*w - int64(len(p.Bridges))
}

// count is the number of bridges between islands a and b.
func count(p hashi.Puzzle, a, b int) int {
	for _, br := range p.Bridges {
		if br.A == a && br.B == b {
			return br.Count
		}
	}
	return 0
}

// with is p with n bridges between islands a and b.
func with(p hashi.Puzzle, a, b, n int) hashi.Puzzle {
	q := p.Clone()
	q.Bridges = nil
	for _, br := range p.Bridges {
		if br.A != a || br.B != b {
			q.Bridges = append(q.Bridges, br)
		}
	}
	if n > 0 {
		q.Bridges = append(q.Bridges, hashi.Bridge{A: a, B: b, Count: n})
	}
	return q
}

// union lists the pairs bridged in p or q.
func union(p, q hashi.Puzzle) [][2]int {
	seen := map[[2]int]bool{}
	var out [][2]int
	for _, x := range [...]hashi.Puzzle{p, q} {
		for _, br := range x.Bridges {
			if k := [2]int{br.A, br.B}; !seen[k] {
				seen[k] = true
				out = append(out, k)
			}
		}
	}
	return out
}
