package backtrack

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"grille/solve"
	"grille/solve/sudoku"
)

// steps are the Step events of evs with their pictures.
func steps(t *testing.T, evs []solve.Event[sudoku.Grid]) ([]string, []Shown) {
	t.Helper()
	var msgs []string
	var shown []Shown
	for _, e := range evs {
		if e.Kind != solve.Step {
			continue
		}
		s, ok := e.Detail.(Shown)
		if !ok {
			t.Fatalf("step %q has Detail %T, want Shown", e.Msg, e.Detail)
		}
		msgs, shown = append(msgs, e.Msg), append(shown, s)
	}
	return msgs, shown
}

// TestShownDeadlyRectangle: a solved grid without the four cells of a
// deadly rectangle has two solutions and the rules alone place nothing, so
// the search shows exactly: the root round, one branch (whose board holds
// the digit it tries), the round that completes the first solution, the
// way back to the branch cell with its other digit, and the round that
// completes the second.
func TestShownDeadlyRectangle(t *testing.T) {
	_, sol, _ := Count(parseLine(known9[0].line), 1)
	rect, ok := deadlyRectangle(sol)
	if !ok {
		t.Fatal("no deadly rectangle in the solution")
	}
	g := sol.Clone()
	for _, c := range rect {
		g.Cells[c] = 0
	}
	res, evs := run(t, context.Background(), g)
	if res.Status != solve.Multiple {
		t.Fatalf("status %v, want multiple", res.Status)
	}
	msgs, shown := steps(t, evs)
	if len(msgs) != 5 {
		t.Fatalf("%d steps, want 5:\n%s", len(msgs), strings.Join(msgs, "\n"))
	}
	if !strings.HasPrefix(msgs[0], "rules: 0 cells placed") || !shown[0].Grid.Equal(g) {
		t.Errorf("root round %q shows %v, want nothing placed on %v", msgs[0], shown[0].Grid.Line(), g.Line())
	}
	var cell, d1, d2, w int
	var name string
	if _, err := fmt.Sscanf(msgs[1], "branch: %s = %d (%d candidates)", &name, &d1, &w); err != nil || w != 2 {
		t.Fatalf("branch step %q: %v", msgs[1], err)
	}
	cell = shown[1].Cells[0]
	if sudoku.CellName(3, cell) != name || int(shown[1].Grid.Cells[cell]) != d1 || shown[1].Grid.Filled() != g.Filled()+1 {
		t.Errorf("branch %q shows cell %s = %d on a board of %d digits", msgs[1], sudoku.CellName(3, cell), shown[1].Grid.Cells[cell], shown[1].Grid.Filled())
	}
	back := fmt.Sprintf("solution found, now looking for another: back to %s, try ", name)
	if !strings.HasPrefix(msgs[3], back) {
		t.Fatalf("step 4 %q, want %q…", msgs[3], back)
	}
	if _, err := fmt.Sscanf(strings.TrimPrefix(msgs[3], back), "%d", &d2); err != nil || d2 == d1 || int(shown[3].Grid.Cells[cell]) != d2 {
		t.Errorf("backtrack %q shows %d at %s", msgs[3], shown[3].Grid.Cells[cell], name)
	}
	for _, k := range []int{2, 4} {
		if !strings.HasPrefix(msgs[k], "rules: 3 cells placed") || !strings.HasSuffix(msgs[k], ": a solution") ||
			sudoku.Verify(g, shown[k].Grid) != nil || len(shown[k].Cells) != 3 {
			t.Errorf("step %d %q shows %v (cells %v), want the 3 other cells placed and a solution", k+1, msgs[k], shown[k].Grid.Line(), shown[k].Cells)
		}
	}
	if !shown[2].Grid.Equal(res.Solution) || shown[2].Grid.Equal(shown[4].Grid) {
		t.Errorf("first solution shown %v, second %v; result %v", shown[2].Grid.Line(), shown[4].Grid.Line(), res.Solution.Line())
	}
}

// TestShownSteps: on every known puzzle and some of other orders, the steps
// come in the search's order (the root round first, each backtrack to a
// cell a branch chose before), every board is the puzzle's givens plus
// digits, a branch's board holds its digit and no two equal digits see
// each other before a contradiction.
func TestShownSteps(t *testing.T) {
	grids := map[string]sudoku.Grid{}
	for _, tc := range known9 {
		grids[tc.name] = parseLine(tc.line)
	}
	grids["order4-empty"] = sudoku.New(4)
	grids["order2-empty"] = sudoku.New(2)
	for name, g := range grids {
		t.Run(name, func(t *testing.T) {
			_, evs := run(t, context.Background(), g)
			msgs, shown := steps(t, evs)
			if len(msgs) == 0 || !strings.HasPrefix(msgs[0], "rules: ") {
				t.Fatalf("first step %q, want the root round", msgs)
			}
			if len(msgs) > maxShown {
				t.Fatalf("%d steps, more than %d", len(msgs), maxShown)
			}
			branched := map[string]bool{}
			for k, m := range msgs {
				s := shown[k]
				for i, v := range g.Cells {
					if v != 0 && s.Grid.Cells[i] != v {
						t.Fatalf("step %q lost the given at %s", m, sudoku.CellName(g.Order, i))
					}
				}
				var cell string
				var d, w int
				switch {
				case strings.HasPrefix(m, "branch: "):
					if _, err := fmt.Sscanf(m, "branch: %s = %d (%d candidates)", &cell, &d, &w); err != nil {
						t.Fatalf("step %q: %v", m, err)
					}
					branched[cell] = true
				case strings.Contains(m, ": back to "):
					if _, err := fmt.Sscanf(m[strings.Index(m, ": back to ")+2:], "back to %s try %d", &cell, &d); err != nil {
						t.Fatalf("step %q: %v", m, err)
					}
					cell = strings.TrimSuffix(cell, ",")
					if !branched[cell] {
						t.Errorf("step %q goes back to a cell no branch chose", m)
					}
				default:
					if !strings.HasPrefix(m, "rules: ") {
						t.Errorf("step %q is neither a round, a branch nor a backtrack", m)
					}
					continue
				}
				if c := s.Cells[0]; sudoku.CellName(g.Order, c) != cell || int(s.Grid.Cells[c]) != d {
					t.Errorf("step %q shows %d at %s", m, s.Grid.Cells[c], sudoku.CellName(g.Order, c))
				}
				if why := s.Grid.Contradiction(); why != "" {
					t.Errorf("step %q shows a board in conflict: %s", m, why)
				}
			}
		})
	}
}

// TestShownSameResult: showing the steps changes nothing in the search:
// with a reporter and without, the same status and solution, and on the
// generic path (orders other than 3, where both runs take it) the same
// node count; a watched 9×9 solve counts the generic path's nodes.
func TestShownSameResult(t *testing.T) {
	grids := []sudoku.Grid{sudoku.New(4), sudoku.New(2), sudoku.New(5)}
	for _, tc := range known9 {
		grids = append(grids, parseLine(tc.line))
	}
	for _, g := range grids {
		quiet, err := New().Solve(context.Background(), g, nil)
		if err != nil {
			t.Fatal(err)
		}
		watched, _ := run(t, context.Background(), g)
		if quiet.Status != watched.Status || !quiet.Solution.Equal(watched.Solution) {
			t.Errorf("%v: %v %v without a reporter, %v %v with one", g.Line(), quiet.Status, quiet.Solution.Line(), watched.Status, watched.Solution.Line())
		}
		_, _, gnodes, _ := countGeneric(g.Order, g.Cells, 2, nil)
		if watched.Stats.Nodes != gnodes || (g.Order != 3 && quiet.Stats.Nodes != gnodes) {
			t.Errorf("%v: %d nodes watched, %d quiet, %d on the generic path", g.Line(), watched.Stats.Nodes, quiet.Stats.Nodes, gnodes)
		}
	}
}

// TestShownBound: a long search shows maxShown steps, says once that it
// goes on without showing them, and shows no more.
func TestShownBound(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	stepsSeen, after, notes := 0, 0, 0
	_, err := New().Solve(ctx, pigeonhole(4), func(e solve.Event[sudoku.Grid]) {
		switch {
		case e.Kind == solve.Step && notes > 0:
			after++
		case e.Kind == solve.Step:
			stepsSeen++
		case e.Kind == solve.Log && strings.HasPrefix(e.Msg, "(the search goes on without showing"):
			notes++
			cancel()
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if stepsSeen != maxShown || notes != 1 || after != 0 {
		t.Errorf("%d steps, %d notes, %d steps after the note; want %d, 1, 0", stepsSeen, notes, after, maxShown)
	}
}
