package logic

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"grille/solve/sudoku"
)

// fishBoard is a hand-made candidate state of any order: every cell
// empty with every digit, then a digit kept to a few cells of a unit.
type fishBoard struct {
	t *testing.T
	n int
	m []uint64
}

func newFishBoard(t *testing.T, n int) *fishBoard {
	N := n * n
	b := &fishBoard{t: t, n: n, m: make([]uint64, N*N)}
	for i := range b.m {
		b.m[i] = uint64(1)<<uint(N) - 1
	}
	return b
}

// cell reads "r3c14" (1-based).
func (b *fishBoard) cell(name string) int {
	var r, c int
	if _, err := fmt.Sscanf(name, "r%dc%d", &r, &c); err != nil {
		b.t.Fatalf("cell %q: %v", name, err)
	}
	return (r-1)*b.n*b.n + c - 1
}

// only keeps digit d in unit u (sudoku.Units' index) in cells alone.
func (b *fishBoard) only(d, u int, cells ...string) *fishBoard {
	keep := map[int]bool{}
	for _, c := range cells {
		keep[b.cell(c)] = true
	}
	for _, c := range sudoku.Units(b.n)[u] {
		if !keep[c] {
			b.m[c] &^= 1 << (d - 1)
		}
	}
	return b
}

func (b *fishBoard) state() *state {
	s, err := start(context.Background(), sudoku.New(b.n), b.m)
	if err != nil {
		b.t.Fatal(err)
	}
	return s
}

// elimsOf writes a step's eliminations sorted, in the board's names.
func elimsOf(n int, st *step) []string {
	var out []string
	for _, e := range st.elim {
		out = append(out, fmt.Sprintf("%s-%d", sudoku.CellName(n, e.Cell), e.Digit))
	}
	slices.Sort(out)
	return out
}

// colElims lists "rRcC-d" for column c's rows but those of skip.
func colElims(N, c, d int, skip ...int) []string {
	var out []string
	for r := 1; r <= N; r++ {
		if !slices.Contains(skip, r) {
			out = append(out, fmt.Sprintf("r%dc%d-%d", r, c, d))
		}
	}
	return out
}

// TestGeneralFish: the Franken and mutant fish find exactly their
// eliminations, at 9×9 and 16×16, with an endo-fin, and nothing on a near
// miss; their words and marks name base, cover and fins.
func TestGeneralFish(t *testing.T) {

	cases := []struct {
		name  string
		n     int
		build func(b *fishBoard)
		tech  int
		want  []string // nil: every finder finds nothing
		fins  []string
	}{
		{name: "Franken Swordfish: rows 1, 4 and box 9 against columns 1, 8, 9", n: 3, build: func(b *fishBoard) {
			b.only(1, 0, "r1c1", "r1c8", "r1c9").only(1, 3, "r4c1", "r4c8", "r4c9").only(1, 2*9+8, "r7c8", "r8c9")
		}, tech: tFrankenFish, want: slices.Concat(
			colElims(9, 1, 1, 1, 4), colElims(9, 8, 1, 1, 4, 7, 8, 9), colElims(9, 9, 1, 1, 4, 7, 8, 9))},
		{name: "16×16 Franken Swordfish: rows 1, 5 and box 16 against columns 1, 14, 15", n: 4, build: func(b *fishBoard) {
			b.only(1, 0, "r1c1", "r1c14", "r1c15").only(1, 4, "r5c1", "r5c14", "r5c15").only(1, 2*16+15, "r13c14", "r14c15")
		}, tech: tFrankenFish, want: slices.Concat(
			colElims(16, 1, 1, 1, 5), colElims(16, 14, 1, 1, 5, 13, 14, 15, 16), colElims(16, 15, 1, 1, 5, 13, 14, 15, 16))},
		{name: "finned Franken Swordfish, an endo-fin: rows 1, 5 and box 1 against columns 2, 4, 6", n: 3, build: func(b *fishBoard) {
			// r1c2 is in row 1 and box 1: an endo-fin; the fish is r1c6, r3c2, r5c4 and r5c6
			// (the search finds rows 1, 2 and box 1 against column 2, boxes 2 and 3 first,
			// with the same fin and eliminations)
			b.only(1, 0, "r1c2", "r1c6").only(1, 4, "r5c4", "r5c6").only(1, 2*9, "r1c2", "r3c2")
		}, tech: tFinnedFrankenFish, want: colElims(9, 2, 1, 1, 2, 3, 5), fins: []string{"r1c2"}},
		{name: "mutant Swordfish, cannibal: row 1, column 1 and box 5 against box 1, column 5 and row 5", n: 3, build: func(b *fishBoard) {
			// r5c5 is in column 5 and row 5: were it 1, both would hold
			// the base's 1 there, one of them twice
			b.only(1, 0, "r1c2", "r1c5").only(1, 9, "r3c1", "r5c1").only(1, 2*9+4, "r4c5", "r5c5")
		}, tech: tMutantFish, want: []string{"r2c2-1", "r2c3-1", "r3c2-1", "r3c3-1", "r2c5-1", "r3c5-1", "r7c5-1", "r8c5-1", "r9c5-1",
			"r5c2-1", "r5c3-1", "r5c7-1", "r5c8-1", "r5c9-1", "r5c5-1"}},
		{name: "finned mutant X-Wing: column 1 and box 5 against row 5 and column 5, a fin r3c1", n: 3, build: func(b *fishBoard) {
			// the mutant Swordfish's board, a 1 more in r1c9: unless r3c1
			// is 1, column 1's 1 is r5c1, so box 5's is r4c5, column 5's
			b.only(1, 0, "r1c2", "r1c5", "r1c9").only(1, 9, "r3c1", "r5c1").only(1, 2*9+4, "r4c5", "r5c5")
		}, tech: tFinnedMutantFish, want: []string{"r3c5-1"}, fins: []string{"r3c1"}},
		{name: "near miss: the Franken Swordfish with a 1 more in row 4, seen by no cover cell", n: 3, build: func(b *fishBoard) {
			b.only(1, 0, "r1c1", "r1c8", "r1c9").only(1, 3, "r4c1", "r4c5", "r4c8", "r4c9").only(1, 2*9+8, "r7c8", "r8c9")
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := newFishBoard(t, tc.n)
			tc.build(b)
			s := b.state()
			if tc.want == nil {
				for _, ti := range []int{tFrankenFish, tFinnedFrankenFish, tMutantFish, tFinnedMutantFish} {
					var st step
					if finders[ti](s, &st) {
						_, text := words(s, &st)
						t.Errorf("%s finds %v: %s", Techniques[ti].ID, elimsOf(tc.n, &st), text)
					}
				}
				return
			}
			var st step
			if !finders[tc.tech](s, &st) {
				t.Fatalf("%s finds nothing", Techniques[tc.tech].ID)
			}
			want := slices.Clone(tc.want)
			slices.Sort(want)
			if got := elimsOf(tc.n, &st); !slices.Equal(got, want) {
				t.Errorf("removes %v, want %v", got, want)
			}
			d := describe(s, &st)
			t.Log(d.Text)
			m := d.Mark.(sudoku.StepMark)
			if len(m.Units) != st.what || len(m.Cover) != st.what {
				t.Errorf("base %v, cover %v: want %d of each", m.Units, m.Cover, st.what)
			}
			var fins []string
			for _, c := range m.Fins {
				fins = append(fins, sudoku.CellName(tc.n, c))
			}
			if !slices.Equal(fins, tc.fins) {
				t.Errorf("fins %v, want %v", fins, tc.fins)
			}
		})
	}
}

// TestBUGNeedsABUG: a board where every empty cell holds two candidates
// but r7c2 {6,7,9}, 9 three times in each of its units, is no BUG+1 when
// another unit holds a digit once or three times (row 8: 1 once, 6 three
// times): the two-candidate cells are no pattern that could swap, and the
// solution has r7c2 = 6 (forum_hardest_1106's 131st puzzle, reached with
// two-fin Franken fish).
func TestBUGNeedsABUG(t *testing.T) {
	s := loadPosition(t, "1 2 6 3 9 5 7 8 4 3 5 9 8 4 7 1 26 26 78 78 4 6 2 1 39 5 39 89 89 5 4 13 6 2 13 7 "+
		"6 34 1 9 7 2 8 34 5 2 34 7 5 13 8 46 9 16 79 679 3 1 8 4 5 26 29 4 16 8 2 5 9 36 7 36 5 19 2 7 6 3 49 14 8")
	var st step
	if bugPlusOne(s, &st) {
		t.Errorf("BUG+1 places %v", st.place)
	}
}
