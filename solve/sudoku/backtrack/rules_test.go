package backtrack

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"grille/solve/sudoku"
)

func TestStepExclusivite(t *testing.T) {
	g := sudoku.New(3)
	g.Cells[4] = 7 // r1c5
	next, deds, st := Step(NewCandidates(g))
	if st != Progressed || len(deds) != 20 {
		t.Fatalf("state %v, %d deductions; want progressed, 20", st, len(deds))
	}
	for _, d := range deds {
		if d.Rule != Exclusivite || d.Peer != 4 || d.Removed != 1<<6 || d.Placed != 0 {
			t.Errorf("unexpected %+v", d)
		}
		if next.Masks[d.Cell]&(1<<6) != 0 {
			t.Errorf("%s still has 7", sudoku.CellName(3, d.Cell))
		}
	}
	if got, want := deds[0].Describe(3), "Elimination (Exclusivité): r1c5=7 removes 7 from r1c1"; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
	if deds[0].Unit != 0 || sudoku.UnitName(3, deds[len(deds)-1].Unit) != "box 2" {
		t.Errorf("units %d, %d", deds[0].Unit, deds[len(deds)-1].Unit)
	}
}

func TestStepUnicite(t *testing.T) {
	c := NewCandidates(sudoku.New(3))
	for col := 0; col < 9; col++ {
		if col != 2 {
			c.Masks[col] &^= 1 << 3 // 4 only in r1c3 within row 1
		}
	}
	in := c.Clone()
	next, deds, st := Step(c)
	if st != Progressed || len(deds) != 1 {
		t.Fatalf("state %v, deductions %v", st, deds)
	}
	d := deds[0]
	if d.Rule != Unicite || d.Cell != 2 || d.Placed != 4 || d.Unit != 0 || d.Removed != 0x1FF&^(1<<3) {
		t.Errorf("deduction %+v", d)
	}
	if got, want := d.Describe(3), "Hidden single (Unicité): 4 can only go in r1c3 in row 1"; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
	if next.Masks[2] != 1<<3 {
		t.Errorf("r1c3 = %b", next.Masks[2])
	}
	for i := range in.Masks {
		if in.Masks[i] != c.Masks[i] {
			t.Fatal("Step mutated its input")
		}
	}
}

func TestStepParite(t *testing.T) {
	c := NewCandidates(sudoku.New(3))
	pair := uint64(1<<2 | 1<<7)          // {3,8}
	c.Masks[9], c.Masks[15] = pair, pair // r2c1, r2c7
	next, deds, st := Step(c)
	if st != Progressed || len(deds) != 7 {
		t.Fatalf("state %v, %d deductions; want 7 Parité", st, len(deds))
	}
	for _, d := range deds {
		if d.Rule != Parite || d.Peer != 9 || d.Peer2 != 15 || d.Pair != pair || d.Removed != pair || d.Unit != 1 {
			t.Errorf("deduction %+v", d)
		}
		if next.Masks[d.Cell]&pair != 0 {
			t.Errorf("%s keeps a pair digit", sudoku.CellName(3, d.Cell))
		}
	}
	if got, want := deds[2].Describe(3), "Naked pair (Parité): r2c1,r2c7 hold {3,8}: removed 3,8 from r2c4"; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
}

func TestStepStates(t *testing.T) {
	_, sol, _ := Count(parseLine(known9[0].line), 1)
	if _, deds, st := Step(NewCandidates(sol)); st != Solved || len(deds) != 0 {
		t.Errorf("complete grid: %v, %d deductions", st, len(deds))
	}
	dup := sudoku.New(3)
	dup.Cells[0], dup.Cells[8] = 5, 5
	if _, _, st := Step(NewCandidates(dup)); st != Contradiction {
		t.Errorf("duplicate givens: %v", st)
	}
	if _, deds, st := Step(NewCandidates(sudoku.New(2))); st != Stuck || len(deds) != 0 {
		t.Errorf("empty 4×4: %v, %v", st, deds)
	}
	for _, s := range []fmt.Stringer{Exclusivite, Unicite, Parite, Progressed, Contradiction} {
		if strings.HasSuffix(s.String(), ")") && !strings.HasSuffix(s.String(), "é)") { // the fallback "Rule(3)", not a name
			t.Errorf("String() = %q", s)
		}
	}
}

// stepToFixpoint applies Step until it stops progressing.
func stepToFixpoint(t *testing.T, c Candidates, sol sudoku.Grid) (Candidates, StepState) {
	t.Helper()
	for pass := 0; ; pass++ {
		next, deds, st := Step(c)
		for _, d := range deds {
			if v := sol.Cells[d.Cell]; d.Removed&(1<<(v-1)) != 0 {
				t.Fatalf("pass %d: %q removes the solution's %d", pass, d.Describe(c.Order), v)
			}
			if d.Describe(c.Order) == "" {
				t.Fatal("empty description")
			}
		}
		if st != Progressed {
			return next, st
		}
		if pass > len(c.Masks)*c.Order*c.Order {
			t.Fatal("Step does not converge")
		}
		c = next
	}
}

func TestStepSoundAndSameFixpoint(t *testing.T) {
	grids := []sudoku.Grid{}
	for _, tc := range known9 {
		grids = append(grids, parseLine(tc.line))
	}
	r := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{2, 4, 5} {
		g := shuffledGrid(n, r)
		for i := range g.Cells {
			if r.Float64() < 0.6 {
				g.Cells[i] = 0
			}
		}
		grids = append(grids, g)
	}
	for k, g := range grids {
		_, sol, _ := Count(g, 1)
		if sol.Cells == nil {
			t.Fatalf("grid %d unsolved", k)
		}
		final, st := stepToFixpoint(t, NewCandidates(g), sol)
		if st == Contradiction {
			t.Fatalf("grid %d: Step reports a contradiction on a solvable grid", k)
		}
		for i, m := range final.Masks {
			if m&(1<<(sol.Cells[i]-1)) == 0 {
				t.Fatalf("grid %d: %s lost its solution digit", k, sudoku.CellName(g.Order, i))
			}
		}
		fp, ok := fixpoint(g)
		if !ok {
			t.Fatalf("grid %d: solver propagation fails", k)
		}
		for i := range fp.Masks {
			if fp.Masks[i] != final.Masks[i] {
				t.Fatalf("grid %d: %s is %b by Step, %b by the solver", k, sudoku.CellName(g.Order, i), final.Masks[i], fp.Masks[i])
			}
		}
		if g.Order == 3 {
			var s solver9
			var st9 state9
			s.propagate(&st9, s.init9(&st9, g.Cells), 0, 1<<27-1)
			for i := range 81 {
				if uint64(st9.c[i]) != fp.Masks[i] {
					t.Fatalf("grid %d: %s is %b on the 9×9 path, %b on the generic one", k, sudoku.CellName(3, i), st9.c[i], fp.Masks[i])
				}
			}
		}
		if st == Solved != final.Grid().Complete() {
			t.Errorf("grid %d: state %v but grid complete = %v", k, st, final.Grid().Complete())
		}
	}
}
