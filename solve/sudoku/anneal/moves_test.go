package anneal

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"testing"

	"grille/solve"
	"grille/solve/sudoku"
	"grille/solve/sudoku/sudokutest"
)

// moveLine is a move event's words: the cells and the cost before and after.
var moveLine = regexp.MustCompile(`^(?:(r\d+c\d+) from \d+ to \d+|swap (r\d+c\d+) and (r\d+c\d+) in box \d+|rotate the digits of ((?:r\d+c\d+)(?: → r\d+c\d+)+) in box \d+): cost (\d+) → (\d+)`)

// TestMoveByMove: while the MoveWatch is on, each annealer sends one Step
// per accepted move, naming in words exactly the cells the move changed
// (the grids of two moves in a row differ in those cells and no other),
// with the cost before it (the last move's after) and after it (the
// grid's cost, recomputed); turned off, the events stop at once.
func TestMoveByMove(t *testing.T) {
	for _, c := range []struct {
		m    solve.Method[sudoku.Grid]
		cost func(sudoku.Grid) int
		g    string // the rules leave the easy grid nothing to anneal
	}{{New(), bruteCost, easy9}, {NewBox(), bruteBoxCost, top1}} {
		g := sudokutest.Parse(t, c.g)
		id := c.m.Info().ID
		var watch solve.MoveWatch
		watch.Set(true)
		const shown = 400 // then the watch is turned off
		var moves []Moved
		var lines []string
		after := 0
		report := func(e solve.Event[sudoku.Grid]) {
			mv, ok := e.Detail.(Moved)
			if !ok {
				if e.Kind == solve.Step { // a new trial: a fresh random state
					moves = append(moves, Moved{})
					lines = append(lines, "")
				}
				return
			}
			if !watch.On() {
				t.Errorf("%s: a move event after the watch was turned off: %s", id, e.Msg)
			}
			moves = append(moves, mv)
			lines = append(lines, e.Msg)
			if after++; after == shown {
				watch.Set(false)
			}
		}
		ctx := solve.WithMoveWatch(context.Background(), &watch)
		res, err := solve.WithSeed(c.m, 1).Solve(ctx, g, report)
		if err != nil || !res.Status.HasSolution() {
			t.Fatalf("%s: %v %v", id, res.Status, err)
		}
		if after == 0 {
			t.Fatalf("%s: no move event", id)
		}
		prevCost := -1
		for k := 1; k < len(moves); k++ {
			a, b := moves[k-1], moves[k]
			if b.Grid.Cells == nil {
				prevCost = -1
				continue
			}
			m := moveLine.FindStringSubmatch(lines[k])
			if m == nil {
				t.Fatalf("%s: move %d says %q", id, k, lines[k])
			}
			named := slices.DeleteFunc([]string{m[1], m[2], m[3]}, func(s string) bool { return s == "" })
			if m[4] != "" {
				named = regexp.MustCompile(`r\d+c\d+`).FindAllString(m[4], -1)
			}
			var cells []string
			for _, i := range b.Cells {
				cells = append(cells, sudoku.CellName(3, i))
			}
			if fmt.Sprint(named) != fmt.Sprint(cells) {
				t.Errorf("%s: move %d names %v, changes %v: %q", id, k, named, cells, lines[k])
			}
			before, _ := strconv.Atoi(m[5])
			now, _ := strconv.Atoi(m[6])
			if prevCost >= 0 && before != prevCost {
				t.Errorf("%s: move %d starts at cost %d, the last one ended at %d", id, k, before, prevCost)
			}
			if got := c.cost(b.Grid); got != now {
				t.Errorf("%s: move %d says cost %d, the grid's is %d", id, k, now, got)
			}
			prevCost = now
			if a.Grid.Cells == nil {
				continue
			}
			var diff []int
			for i := range b.Grid.Cells {
				if a.Grid.Cells[i] != b.Grid.Cells[i] {
					diff = append(diff, i)
				}
			}
			want := slices.Sorted(slices.Values(b.Cells))
			if !slices.Equal(diff, want) {
				t.Errorf("%s: move %d changed cells %v, names %v: %q", id, k, diff, want, lines[k])
			}
		}
		if after < shown && res.Status != solve.Solved {
			t.Errorf("%s: %d moves shown", id, after)
		}
		t.Logf("%s: %d move events, e.g. %q", id, after, slices.DeleteFunc(lines, func(s string) bool { return s == "" })[:3])
	}
}

// TestNoMoveEventsUnwatched: without a MoveWatch, or with one turned off,
// no move event is sent.
func TestNoMoveEventsUnwatched(t *testing.T) {
	var off solve.MoveWatch
	for _, ctx := range []context.Context{context.Background(), solve.WithMoveWatch(context.Background(), &off)} {
		for _, m := range methods() {
			g := sudokutest.Parse(t, easy9)
			if m.Info().ID == "anneal-box" {
				g = sudokutest.Parse(t, top1) // the rules solve easy9
			}
			n := 0
			report := func(e solve.Event[sudoku.Grid]) {
				if _, ok := e.Detail.(Moved); ok {
					n++
				}
			}
			if _, err := solve.WithSeed(m, 1).Solve(ctx, g, report); err != nil {
				t.Fatal(err)
			}
			if n > 0 {
				t.Errorf("%s: %d move events nobody asked for", m.Info().ID, n)
			}
		}
	}
}
