package anneal_test

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"grille/solve"
	"grille/solve/shikaku"
	"grille/solve/shikaku/anneal"
	"grille/solve/shikaku/gen"
)

// TestMoveByMove: while the MoveWatch is on, the annealing sends one Step
// per accepted move: its words name the clue and the rectangle it now
// has, which contains the clue; two moves in a row differ in that one
// rectangle; the energy it gives is the state's (Σ cover²); turned off,
// the events stop at once. Without a watch it sends none.
func TestMoveByMove(t *testing.T) {
	p, err := gen.Generate(context.Background(), gen.GenParams{Rows: 8, Cols: 8, Depth: 4, MergeProb: 0.5, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	var watch solve.MoveWatch
	watch.Set(true)
	const shown = 300
	var moves []shikaku.Moved
	var lines []string
	report := func(e solve.Event[shikaku.Puzzle]) {
		mv, ok := e.Detail.(shikaku.Moved)
		if !ok {
			return
		}
		if !watch.On() {
			t.Errorf("a move event after the watch was turned off: %s", e.Msg)
		}
		moves, lines = append(moves, mv), append(lines, e.Msg)
		if len(moves) == shown {
			watch.Set(false)
		}
	}
	ctx := solve.WithMoveWatch(context.Background(), &watch)
	if _, err := solve.Run(ctx, shikaku.Type, solve.WithSeed(anneal.New(), 1), p, report); err != nil {
		t.Fatal(err)
	}
	if len(moves) == 0 {
		t.Fatal("no move event")
	}
	for k, mv := range moves {
		i := -1
		for c, r := range mv.Rects {
			if r == mv.Rect {
				i = c
			}
		}
		if i < 0 {
			t.Fatalf("move %d: the moved rectangle %v is not in the state", k, mv.Rect)
		}
		clue := p.Clues[i]
		head := "the " + itoa(clue.Value) + " at " + shikaku.CellName(clue.Row, clue.Col) + ": "
		if !strings.HasPrefix(lines[k], head) || !strings.Contains(lines[k], " → "+mv.Rect.String()+": f ") ||
			!mv.Rect.Contains(clue.Row, clue.Col) {
			t.Errorf("move %d: %q for clue %v's rectangle %v", k, lines[k], clue, mv.Rect)
		}
		if f := energy(p, mv.Rects); !strings.Contains(lines[k], " → "+itoa(f)) {
			t.Errorf("move %d: %q, the state's energy is %d", k, lines[k], f)
		}
		if k > 0 && moves[k-1].Rects != nil {
			diff := 0
			for c := range mv.Rects {
				if mv.Rects[c] != moves[k-1].Rects[c] {
					diff++
				}
			}
			if diff > 1 { // 0 across a restart that drew the same rectangle
				t.Errorf("move %d changes %d rectangles", k, diff)
			}
		}
	}
	t.Logf("%d move events, e.g. %q", len(moves), lines[:2])
	n := 0
	if _, err := solve.Run(context.Background(), shikaku.Type, solve.WithSeed(anneal.New(), 1), p, func(e solve.Event[shikaku.Puzzle]) {
		if _, ok := e.Detail.(shikaku.Moved); ok {
			n++
		}
	}); err != nil || n > 0 {
		t.Errorf("unwatched: %d move events (%v)", n, err)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// energy is f = Σ over the cells of the square of their cover.
func energy(p shikaku.Puzzle, rects []shikaku.Rect) int {
	cover := make([]int, p.Rows*p.Cols)
	for _, r := range rects {
		for i := r.Row; i < r.Row+r.Height; i++ {
			for j := r.Col; j < r.Col+r.Width; j++ {
				cover[i*p.Cols+j]++
			}
		}
	}
	f := 0
	for _, c := range cover {
		f += c * c
	}
	return f
}
