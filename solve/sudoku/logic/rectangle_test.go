package logic

import (
	"context"
	"os"
	"slices"
	"strings"
	"testing"

	"grille/solve/sudoku"
)

// TestRectangleNearMisses: boards one candidate away from a rectangle
// pattern, where its search must find nothing.
func TestRectangleNearMisses(t *testing.T) {
	cases := []struct {
		name, tech string
		build      func(b *board)
	}{
		{"type 3: the extras and the other cell make three digits", "unique-rectangle-3", func(b *board) {
			b.set("r1c1", "12").set("r2c1", "12").set("r1c4", "123").set("r2c4", "124").set("r3c4", "345")
		}},
		{"type 5: two extra digits", "unique-rectangle-5", func(b *board) {
			b.set("r1c1", "12").set("r1c4", "123").set("r2c1", "123").set("r2c4", "1235")
		}},
		{"type 5: no cell that holds 3 sees both extra corners", "unique-rectangle-5", func(b *board) {
			b.set("r1c1", "12").set("r1c4", "123").set("r2c1", "123").set("r2c4", "12")
			for _, c := range []string{"r1c2", "r1c3", "r2c5", "r2c6"} {
				b.m[cellOf(b.t, c)] &^= 1 << 2
			}
		}},
		{"type 5: the two extra corners on a side (type 2)", "unique-rectangle-5", func(b *board) {
			b.set("r1c1", "12").set("r1c4", "12").set("r2c1", "123").set("r2c4", "123")
		}},
		{"type 6: 1 also in r1c7, so no X-Wing", "unique-rectangle-6", func(b *board) {
			b.set("r1c1", "12").set("r1c4", "123").set("r2c1", "124").set("r2c4", "12").
				only(1, row(1), "r1c1", "r1c4", "r1c7").only(1, row(2), "r2c1", "r2c4")
		}},
		{"type 6: the {1,2} corners on a side", "unique-rectangle-6", func(b *board) {
			b.set("r1c1", "12").set("r1c4", "12").set("r2c1", "124").set("r2c4", "123").
				only(1, row(1), "r1c1", "r1c4").only(1, row(2), "r2c1", "r2c4")
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := newBoard(t)
			tc.build(b)
			s := b.state(t)
			var st step
			if finders[techIndex(tc.tech)](s, &st) {
				t.Errorf("%s finds %s", tc.tech, conclusionsOf(&st))
			}
		})
	}
}

// TestRectangles16: the rectangle patterns on a 16×16 board (boxes 4×4).
func TestRectangles16(t *testing.T) {
	cellAt := func(name string) int {
		for c := 0; c < 256; c++ {
			if sudoku.CellName(4, c) == name {
				return c
			}
		}
		t.Fatalf("no cell %s", name)
		return 0
	}
	// both 3 and 4 leave column 5 and box 2 but for the subset's cells
	var ur3 []string
	for c := 0; c < 256; c++ {
		r, k := c/16, c%16
		if (k == 4 || r < 4 && k >= 4 && k < 8) && !slices.Contains([]int{4, 20, 36}, c) {
			ur3 = append(ur3, sudoku.CellName(4, c)+"-3", sudoku.CellName(4, c)+"-4")
		}
	}
	cases := []struct {
		name, tech string
		cells      map[string]uint64
		elim       []string
	}{
		{"type 5", "unique-rectangle-5", map[string]uint64{"r1c1": 0b11, "r1c5": 0b111, "r2c1": 0b111, "r2c5": 0b111},
			[]string{"r2c6-3", "r2c7-3", "r2c8-3"}},
		{"type 3", "unique-rectangle-3", map[string]uint64{"r1c1": 0b11, "r2c1": 0b11, "r1c5": 0b111, "r2c5": 0b1011, "r3c5": 0b1100}, ur3},
		{"type 6", "unique-rectangle-6", map[string]uint64{"r1c1": 0b11, "r2c5": 0b11, "r1c5": 0b1011, "r2c1": 0b111}, []string{"r1c5-1", "r2c1-1"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := make([]uint64, 256)
			for i := range m {
				m[i] = 0xffff
			}
			for name, mask := range tc.cells {
				m[cellAt(name)] = mask
			}
			if tc.tech == "unique-rectangle-6" { // 1 only at the corners in rows 1 and 2
				for k := 1; k < 16; k++ {
					if k != 4 {
						m[k] &^= 1
						m[16+k] &^= 1
					}
				}
			}
			s, err := start(context.Background(), sudoku.New(4), m)
			if err != nil {
				t.Fatal(err)
			}
			var st step
			if !finders[techIndex(tc.tech)](s, &st) {
				t.Fatalf("%s finds nothing", tc.tech)
			}
			var got []string
			for _, e := range st.elim {
				got = append(got, sudoku.CellName(4, e.Cell)+"-"+string(rune('0'+e.Digit)))
			}
			slices.Sort(got)
			want := slices.Clone(tc.elim)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("removes %v, want %v", got, want)
			}
			_, text := words(s, &st)
			t.Log(text)
		})
	}
}

// TestAvoidableNeedsPlacedDigits: the avoidable rectangle of
// testdata/positions.txt stands on three digits placed since the givens;
// made a given, any of them takes it away, and so does a position that
// does not tell givens from placed digits.
func TestAvoidableNeedsPlacedDigits(t *testing.T) {
	data, err := os.ReadFile(positionsFile)
	if err != nil {
		t.Fatal(err)
	}
	var f []string
	for _, line := range strings.Split(string(data), "\n") {
		if f = strings.Split(line, " | "); len(f) == 4 && f[0] == "avoidable-rectangle-1" && f[3] != "none" {
			break
		}
	}
	if len(f) != 4 || f[3] != "r7c1-3" {
		t.Fatalf("no avoidable rectangle r7c1-3 in %s: %q", positionsFile, f)
	}
	// all the avoidable rectangles (type 1) of a position, as conclusions
	steps := func(cells []string) []string {
		s := loadPosition(t, strings.Join(cells, " "))
		var out []string
		st := step{collect: func(st *step) bool {
			out = append(out, conclusionsOf(st))
			return false
		}}
		avoidableRectangle1(s, &st)
		return out
	}
	cells := strings.Fields(f[1])
	if got := steps(cells); !slices.Contains(got, "r7c1-3") {
		t.Fatalf("finds %v, want r7c1-3 among them", got)
	}
	// the corners r5c2 (3), r7c2 and r5c1 (2), each made a given
	for _, c := range []string{"r5c2", "r7c2", "r5c1"} {
		given := slices.Clone(cells)
		i := cellOf(t, c)
		if !strings.HasPrefix(given[i], "+") {
			t.Fatalf("%s is %q, not a placed digit", c, given[i])
		}
		given[i] = given[i][1:]
		if got := steps(given); slices.Contains(got, "r7c1-3") {
			t.Errorf("with %s a given, finds %v", c, got)
		}
	}
	unknown := make([]string, len(cells))
	for i, c := range cells {
		unknown[i] = strings.TrimPrefix(c, "+")
	}
	if got := steps(unknown); len(got) > 0 {
		t.Errorf("without givens told apart, finds %v", got)
	}
}
