package logic

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"grille/solve"
	"grille/solve/sudoku"
)

// board is a hand-made 9×9 candidate state: every cell empty with every
// digit, then narrowed by the case.
type board struct {
	t    *testing.T
	grid sudoku.Grid
	m    []uint64
}

func newBoard(t *testing.T) *board {
	b := &board{t: t, grid: sudoku.New(3), m: make([]uint64, 81)}
	for i := range b.m {
		b.m[i] = 0x1ff
	}
	return b
}

// state starts the engine on the board's grid and candidates.
func (b *board) state(t *testing.T) *state {
	t.Helper()
	s, err := start(context.Background(), b.grid, b.m)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func cellOf(t *testing.T, name string) int {
	var r, c int
	if _, err := fmt.Sscanf(name, "r%dc%d", &r, &c); err != nil {
		t.Fatalf("cell %q: %v", name, err)
	}
	return (r-1)*9 + c - 1
}

func maskOf(digits string) uint64 {
	var m uint64
	for _, ch := range digits {
		m |= 1 << (ch - '1')
	}
	return m
}

// set makes a cell's candidates exactly digits ("127").
func (b *board) set(cell, digits string) *board {
	b.m[cellOf(b.t, cell)] = maskOf(digits)
	return b
}

// only keeps digit d in unit u (as sudoku.Units indexes it) only in cells.
func (b *board) only(d int, u int, cells ...string) *board {
	keep := map[int]bool{}
	for _, c := range cells {
		keep[cellOf(b.t, c)] = true
	}
	for _, c := range sudoku.Units(3)[u] {
		if !keep[c] {
			b.m[c] &^= 1 << (d - 1)
		}
	}
	return b
}

func row(r int) int { return r - 1 }
func col(c int) int { return 9 + c - 1 }
func box(b int) int { return 18 + b - 1 }

// say writes candidates as "r1c2=3" (placed) or "r1c2-3" (removed), sorted.
func say(cs []sudoku.Candidate, sep string) []string {
	var out []string
	for _, c := range cs {
		out = append(out, fmt.Sprintf("%s%s%d", sudoku.CellName(3, c.Cell), sep, c.Digit))
	}
	slices.Sort(out)
	return out
}

func expand(spec string) []string {
	// "r1c4..r1c9-1" is not supported: cases list cells one by one.
	if spec == "" {
		return nil
	}
	out := strings.Fields(spec)
	slices.Sort(out)
	return out
}

// TestTechniques gives each technique a hand-made position where it is
// the simplest deduction, and the exact step Next must find.
func TestTechniques(t *testing.T) {
	cases := []struct {
		name   string
		build  func(b *board)
		givens string // a one-line grid instead of candidates
		tech   string
		place  string
		elim   string
		// finder: call the technique's own search (a simpler one would
		// come first in Next on this board).
		finder bool
	}{
		{name: "full house", givens: "12345678." + strings.Repeat(".", 72),
			tech: "full-house", place: "r1c9=9"},
		{name: "hidden single", build: func(b *board) { b.only(4, box(5), "r6c6") },
			tech: "hidden-single", place: "r6c6=4"},
		{name: "naked single", build: func(b *board) { b.set("r5c5", "7") },
			tech: "naked-single", place: "r5c5=7"},
		{name: "pointing", build: func(b *board) { b.only(1, box(1), "r1c1", "r1c2") },
			tech: "locked-pointing", elim: "r1c4-1 r1c5-1 r1c6-1 r1c7-1 r1c8-1 r1c9-1"},
		{name: "claiming", build: func(b *board) { b.only(1, row(1), "r1c1", "r1c2") },
			tech: "locked-claiming", elim: "r2c1-1 r2c2-1 r2c3-1 r3c1-1 r3c2-1 r3c3-1"},
		{name: "naked pair", build: func(b *board) { b.set("r1c1", "12").set("r1c5", "12") },
			tech: "naked-pair", elim: "r1c2-1 r1c2-2 r1c3-1 r1c3-2 r1c4-1 r1c4-2 r1c6-1 r1c6-2 r1c7-1 r1c7-2 r1c8-1 r1c8-2 r1c9-1 r1c9-2"},
		{name: "hidden pair", build: func(b *board) {
			b.only(1, row(1), "r1c1", "r1c5").only(2, row(1), "r1c1", "r1c5")
		}, tech: "hidden-pair", elim: "r1c1-3 r1c1-4 r1c1-5 r1c1-6 r1c1-7 r1c1-8 r1c1-9 r1c5-3 r1c5-4 r1c5-5 r1c5-6 r1c5-7 r1c5-8 r1c5-9"},
		{name: "naked triple", build: func(b *board) { b.set("r1c1", "12").set("r1c5", "23").set("r1c9", "13") },
			tech: "naked-triple", elim: "r1c2-1 r1c2-2 r1c2-3 r1c3-1 r1c3-2 r1c3-3 r1c4-1 r1c4-2 r1c4-3 r1c6-1 r1c6-2 r1c6-3 r1c7-1 r1c7-2 r1c7-3 r1c8-1 r1c8-2 r1c8-3"},
		{name: "hidden triple", build: func(b *board) {
			for d := 1; d <= 3; d++ {
				b.only(d, row(1), "r1c1", "r1c5", "r1c9")
			}
		}, tech: "hidden-triple", elim: "r1c1-4 r1c1-5 r1c1-6 r1c1-7 r1c1-8 r1c1-9 r1c5-4 r1c5-5 r1c5-6 r1c5-7 r1c5-8 r1c5-9 r1c9-4 r1c9-5 r1c9-6 r1c9-7 r1c9-8 r1c9-9"},
		{name: "x-wing", build: func(b *board) { b.only(1, row(1), "r1c1", "r1c5").only(1, row(5), "r5c1", "r5c5") },
			tech: "x-wing", elim: "r2c1-1 r3c1-1 r4c1-1 r6c1-1 r7c1-1 r8c1-1 r9c1-1 r2c5-1 r3c5-1 r4c5-1 r6c5-1 r7c5-1 r8c5-1 r9c5-1"},
		{name: "skyscraper", build: func(b *board) { b.only(1, row(1), "r1c1", "r1c5").only(1, row(5), "r5c1", "r5c6") },
			tech: "skyscraper", elim: "r2c6-1 r3c6-1 r4c5-1 r6c5-1"},
		{name: "2-string kite", build: func(b *board) { b.only(1, row(1), "r1c2", "r1c7").only(1, col(3), "r2c3", "r8c3") },
			tech: "2-string-kite", elim: "r8c7-1"},
		{name: "xy-wing", build: func(b *board) { b.set("r1c1", "12").set("r1c5", "13").set("r5c1", "23") },
			tech: "xy-wing", elim: "r5c5-3"},
		{name: "unique rectangle", build: func(b *board) {
			b.set("r1c1", "12").set("r1c4", "12").set("r2c1", "12")
			for d := 1; d <= 2; d++ {
				b.only(d, row(1), "r1c1", "r1c4").only(d, col(1), "r1c1", "r2c1").only(d, box(1), "r1c1", "r2c1")
			}
		}, tech: "unique-rectangle", finder: true, elim: "r2c4-1 r2c4-2"}, // Next: only on a unique board (TestUniqueRectangleOnlyWhenUnique)
		{name: "unique rectangle type 3", build: func(b *board) {
			// r1c4, r2c4 {1,2}+{3},{4}: with r3c4 {3,4} a naked pair in column 4 and box 2
			b.set("r1c1", "12").set("r2c1", "12").set("r1c4", "123").set("r2c4", "124").set("r3c4", "34")
		}, tech: "unique-rectangle-3", finder: true,
			elim: "r4c4-3 r4c4-4 r5c4-3 r5c4-4 r6c4-3 r6c4-4 r7c4-3 r7c4-4 r8c4-3 r8c4-4 r9c4-3 r9c4-4 r1c5-3 r1c5-4 r1c6-3 r1c6-4 r2c5-3 r2c5-4 r2c6-3 r2c6-4 r3c5-3 r3c5-4 r3c6-3 r3c6-4"},
		{name: "unique rectangle type 5, three corners", build: func(b *board) {
			b.set("r1c1", "12").set("r1c4", "123").set("r2c1", "123").set("r2c4", "123")
		}, tech: "unique-rectangle-5", finder: true, elim: "r2c5-3 r2c6-3"},
		{name: "unique rectangle type 5, two diagonal corners", build: func(b *board) {
			b.set("r1c1", "12").set("r1c4", "123").set("r2c1", "123").set("r2c4", "12")
		}, tech: "unique-rectangle-5", finder: true, elim: "r1c2-3 r1c3-3 r2c5-3 r2c6-3"},
		{name: "unique rectangle type 6", build: func(b *board) {
			// 1 only at the corners in rows 1 and 2: an X-Wing
			b.set("r1c1", "12").set("r1c4", "123").set("r2c1", "124").set("r2c4", "12").
				only(1, row(1), "r1c1", "r1c4").only(1, row(2), "r2c1", "r2c4")
		}, tech: "unique-rectangle-6", finder: true, elim: "r1c4-1 r2c1-1"},
		{name: "naked quad", build: func(b *board) { b.set("r1c1", "12").set("r1c3", "23").set("r1c5", "34").set("r1c7", "14") },
			tech: "naked-quad", elim: "r1c2-1 r1c2-2 r1c2-3 r1c2-4 r1c4-1 r1c4-2 r1c4-3 r1c4-4 r1c6-1 r1c6-2 r1c6-3 r1c6-4 r1c8-1 r1c8-2 r1c8-3 r1c8-4 r1c9-1 r1c9-2 r1c9-3 r1c9-4"},
		{name: "hidden quad", build: func(b *board) {
			for d := 1; d <= 4; d++ {
				b.only(d, row(1), "r1c1", "r1c3", "r1c5", "r1c7")
			}
		}, tech: "hidden-quad", elim: "r1c1-5 r1c1-6 r1c1-7 r1c1-8 r1c1-9 r1c3-5 r1c3-6 r1c3-7 r1c3-8 r1c3-9 r1c5-5 r1c5-6 r1c5-7 r1c5-8 r1c5-9 r1c7-5 r1c7-6 r1c7-7 r1c7-8 r1c7-9"},
		{name: "xyz-wing", build: func(b *board) { b.set("r1c1", "123").set("r1c5", "13").set("r2c2", "23") },
			tech: "xyz-wing", elim: "r1c2-3 r1c3-3"},
		{name: "w-wing", build: func(b *board) { b.set("r1c1", "12").set("r5c5", "12").only(1, row(9), "r9c1", "r9c5") },
			tech: "w-wing", elim: "r1c5-2 r5c1-2"},
		{name: "swordfish", build: func(b *board) {
			b.only(1, row(1), "r1c1", "r1c5").only(1, row(5), "r5c5", "r5c9").only(1, row(9), "r9c1", "r9c9")
		}, tech: "swordfish", elim: "r2c1-1 r3c1-1 r4c1-1 r6c1-1 r7c1-1 r8c1-1 r2c5-1 r3c5-1 r4c5-1 r6c5-1 r7c5-1 r8c5-1 r2c9-1 r3c9-1 r4c9-1 r6c9-1 r7c9-1 r8c9-1"},
		{name: "simple colouring", build: func(b *board) {
			b.only(1, row(1), "r1c1", "r1c5").only(1, col(5), "r1c5", "r6c5").only(1, box(5), "r6c5", "r4c6")
		}, tech: "simple-colouring", finder: true, elim: "r4c1-1"}, // Next: a turbot fish, which comes first
		{name: "simple colouring, a colour twice in a box", build: func(b *board) {
			// r1c1 = r1c5 = r7c5 = r7c2 = r2c2: r1c1 and r2c2 share a colour and box 1
			b.only(1, row(1), "r1c1", "r1c5").only(1, col(5), "r1c5", "r7c5").only(1, row(7), "r7c5", "r7c2").only(1, col(2), "r7c2", "r2c2")
		}, tech: "simple-colouring", finder: true, elim: "r1c1-1 r2c2-1 r7c5-1"},
		{name: "jellyfish", build: func(b *board) {
			b.only(1, row(1), "r1c1", "r1c4").only(1, row(4), "r4c4", "r4c7").only(1, row(7), "r7c7", "r7c5").only(1, row(9), "r9c5", "r9c1")
		}, tech: "jellyfish", finder: true,
			elim: "r2c1-1 r3c1-1 r5c1-1 r6c1-1 r8c1-1 r2c4-1 r3c4-1 r5c4-1 r6c4-1 r8c4-1 r2c5-1 r3c5-1 r5c5-1 r6c5-1 r8c5-1 r2c7-1 r3c7-1 r5c7-1 r6c7-1 r8c7-1"},
		{name: "x-chain", build: func(b *board) {
			// r1c1 = r1c5 - r2c6 = r7c6: the shortest chain here (a kite's shape)
			b.only(1, row(1), "r1c1", "r1c5").only(1, col(6), "r2c6", "r7c6").only(1, col(2), "r7c2", "r9c2")
		}, tech: "x-chain", finder: true, elim: "r7c1-1"},
		{name: "nishio", build: func(b *board) {
			// r1c1 = 1 leaves r1c2 and r1c3 both with only 3
			b.set("r1c1", "12").set("r1c2", "13").set("r1c3", "13")
		}, tech: "nishio", finder: true, elim: "r1c1-1"},
		{name: "remote pairs", build: func(b *board) {
			// r1c1 - r1c5 - r5c5 - r5c9, all {1,2}: r1c1 and r5c5 alike, r1c5 and r5c9 the other
			b.set("r1c1", "12").set("r1c5", "12").set("r5c5", "12").set("r5c9", "12")
		}, tech: "remote-pairs", finder: true,
			elim: "r1c2-1 r1c2-2 r1c3-1 r1c3-2 r1c4-1 r1c4-2 r1c6-1 r1c6-2 r1c7-1 r1c7-2 r1c8-1 r1c8-2 r1c9-1 r1c9-2 r5c1-1 r5c1-2 r5c2-1 r5c2-2 r5c3-1 r5c3-2 r5c4-1 r5c4-2 r5c6-1 r5c6-2 r5c7-1 r5c7-2 r5c8-1 r5c8-2 r2c5-1 r2c5-2 r3c5-1 r3c5-2 r4c5-1 r4c5-2 r6c5-1 r6c5-2 r7c5-1 r7c5-2 r8c5-1 r8c5-2 r9c5-1 r9c5-2"},
		{name: "sue de coq", build: func(b *board) {
			// HoDoKu's first example: r7c13 {3459}; r7c7 {45} in row 7, r8c3 {39} in box 7
			b.set("r7c1", "3459").set("r7c3", "3459").set("r7c2", "12678").set("r7c7", "45").set("r8c3", "39")
		}, tech: "sue-de-coq", finder: true,
			elim: "r7c4-4 r7c4-5 r7c5-4 r7c5-5 r7c6-4 r7c6-5 r7c8-4 r7c8-5 r7c9-4 r7c9-5 r8c1-3 r8c1-9 r8c2-3 r8c2-9 r9c1-3 r9c1-9 r9c2-3 r9c2-9 r9c3-3 r9c3-9"},
		{name: "sue de coq, an extra digit in the box's set", build: func(b *board) {
			// r46c8 {3578}; r8c8 {35} in column 8; r4c7 {79} and r5c9 {89} in box 6, 9 their extra digit
			b.set("r4c8", "3578").set("r6c8", "3578").set("r8c8", "35").set("r4c7", "79").set("r5c9", "89")
		}, tech: "sue-de-coq", finder: true,
			elim: "r1c8-3 r1c8-5 r2c8-3 r2c8-5 r3c8-3 r3c8-5 r7c8-3 r7c8-5 r9c8-3 r9c8-5 " +
				"r5c8-3 r5c8-5 r5c8-7 r5c8-8 r5c8-9 r4c9-7 r4c9-8 r4c9-9 r5c7-7 r5c7-8 r5c7-9 r6c7-7 r6c7-8 r6c7-9 r6c9-7 r6c9-8 r6c9-9"},
		{name: "xy-chain", build: func(b *board) {
			b.set("r1c1", "12").set("r1c5", "23").set("r4c5", "34").set("r4c8", "41")
		}, tech: "xy-chain", elim: "r1c8-1 r4c1-1"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := newBoard(t)
			pos := solve.Position[sudoku.Grid]{}
			if tc.givens != "" {
				g, err := sudoku.ParseOne("case", []byte(tc.givens))
				if err != nil {
					t.Fatal(err)
				}
				pos.Puzzle, pos.Play = g, g
			} else {
				tc.build(b)
				pos.Puzzle, pos.Play, pos.Notes = b.grid, b.grid, b.m
			}
			if tc.finder {
				ti := slices.IndexFunc(Techniques, func(x solve.Technique) bool { return x.ID == tc.tech })
				s := b.state(t)
				var st step
				if !finders[ti](s, &st) {
					t.Fatalf("%s finds nothing", tc.tech)
				}
				if got := say(st.elim, "-"); !slices.Equal(got, expand(tc.elim)) {
					t.Errorf("removes %v, want %v", got, expand(tc.elim))
				}
				_, text := words(s, &st)
				t.Log(text)
				return
			}
			d, out, err := Next(context.Background(), pos)
			if err != nil || out != solve.Progressed {
				t.Fatalf("Next: %v, %v", out, err)
			}
			m := d.Mark.(sudoku.StepMark)
			if d.Technique.ID != tc.tech {
				t.Fatalf("found %s (%s), want %s", d.Technique.ID, d.Text, tc.tech)
			}
			t.Logf("%s: %s", d.Where, d.Text)
			if tc.place != "" && !slices.Equal(say(m.Placed, "="), expand(tc.place)) {
				t.Errorf("places %v, want %v", say(m.Placed, "="), expand(tc.place))
			}
			if tc.elim != "" && !slices.Equal(say(m.Removed, "-"), expand(tc.elim)) {
				t.Errorf("removes %v, want %v", say(m.Removed, "-"), expand(tc.elim))
			}
		})
	}
}

// TestEveryTechniqueHasAFinder: the tables agree, entry for entry.
func TestEveryTechniqueHasAFinder(t *testing.T) {
	if len(Techniques) != numTech {
		t.Fatalf("%d techniques, %d indexes", len(Techniques), numTech)
	}
	ids := map[string]bool{}
	for i, f := range finders {
		tq := Techniques[i]
		if f == nil || tq.ID == "" || tq.Name == "" || tq.Explain == "" || tq.Weight == 0 {
			t.Errorf("technique %d (%q): finder %v, an entry without its fields", i, tq.ID, f != nil)
		}
		if ids[tq.ID] {
			t.Errorf("%s twice", tq.ID)
		}
		ids[tq.ID] = true
	}
}
