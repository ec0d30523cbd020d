package logic

import (
	"context"
	"fmt"
	"math/bits"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"grille/solve"
	"grille/solve/sudoku"
	"grille/solve/sudoku/backtrack"
	"grille/solve/sudoku/sudokutest"
)

// testdata/positions.txt holds, for every technique past the singles, a
// position where it is the simplest step (the board a logical solve of a
// public puzzle reached, with its candidates), the puzzle's solution, and
// the exact conclusions the technique's search must draw there; and a
// position where the search must find nothing ("none"). A line:
//
//	technique-id | 81 cells' candidates, a lone digit a value | solution | r1c2-3 r4c5=6 … or none
//
// The avoidable rectangles' lines mark the digits placed since the givens
// ("+5"): without such a mark a position does not tell them apart.
//
// GRILLE_MAKE_POSITIONS=1 writes the file anew from the shared sets.

const positionsFile = "testdata/positions.txt"

// hasNakedSingle reports an empty cell with one candidate left.
func hasNakedSingle(s *state) bool {
	for c, v := range s.val {
		if v == 0 && single(s.cand[c]) {
			return true
		}
	}
	return false
}

// line writes a grid as 81 digits.
func line(g sudoku.Grid) string {
	var b strings.Builder
	for _, v := range g.Cells {
		fmt.Fprint(&b, v)
	}
	return b.String()
}

// positionOf writes a state's cells as candidate strings; for the
// techniques that tell givens from placed digits (the avoidable
// rectangles), a placed digit as "+5".
func positionOf(s *state, tech int) string {
	parts := make([]string, len(s.cand))
	for c, m := range s.cand {
		if s.val[c] != 0 {
			parts[c] = fmt.Sprint(s.val[c])
			if placedWritten(tech) && s.given != nil && !s.given[c] {
				parts[c] = "+" + parts[c]
			}
			continue
		}
		var b strings.Builder
		for ; m != 0; m &= m - 1 {
			fmt.Fprint(&b, bits.TrailingZeros64(m)+1)
		}
		parts[c] = b.String()
	}
	return strings.Join(parts, " ")
}

// placedWritten says whether a technique's positions mark placed digits.
func placedWritten(tech int) bool {
	return tech == tAvoidableRectangle1 || tech == tAvoidableRectangle2
}

// loadPosition reads positionOf's form: a lone digit is a value, a given
// when some digit of the position is marked placed ("+5").
func loadPosition(t *testing.T, text string) *state {
	t.Helper()
	cells := strings.Fields(text)
	if len(cells) != 81 {
		t.Fatalf("%d cells", len(cells))
	}
	g, givens := sudoku.New(3), sudoku.New(3)
	masks := make([]uint64, 81)
	marked := false
	for c, f := range cells {
		if placed, ok := strings.CutPrefix(f, "+"); ok {
			f, marked = placed, true
		} else if len(f) == 1 {
			givens.Cells[c] = uint8(f[0] - '0')
		}
		for _, ch := range f {
			masks[c] |= 1 << (ch - '1')
		}
		if len(f) == 1 {
			g.Cells[c] = uint8(f[0] - '0')
		}
	}
	s, err := start(context.Background(), g, masks)
	if err != nil {
		t.Fatal(err)
	}
	if marked {
		s.setGivens(givens)
	}
	return s
}

// conclusionsOf writes a step's conclusions sorted: "r1c2-3 r4c5=6".
func conclusionsOf(st *step) string {
	out := append(say(st.place, "="), say(st.elim, "-")...)
	slices.Sort(out)
	return strings.Join(out, " ")
}

func techIndex(id string) int {
	return slices.IndexFunc(Techniques, func(x solve.Technique) bool { return x.ID == id })
}

// TestPositions: every technique past the singles finds exactly its
// conclusions at its position, each sound against the solution, and
// nothing at its empty position; and at its position, Next's simplest
// step is that technique (the uniqueness techniques, whose Next needs a
// count of the puzzle, by their search only).
func TestPositions(t *testing.T) {
	data, err := os.ReadFile(positionsFile)
	if err != nil {
		t.Fatal(err)
	}
	found, empty := map[string]bool{}, map[string]bool{}
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, " | ")
		if len(f) != 4 {
			t.Fatalf("line %d: %d fields", i+1, len(f))
		}
		id, want := f[0], f[3]
		ti := techIndex(id)
		if ti < 0 {
			t.Fatalf("line %d: no technique %s", i+1, id)
		}
		s := loadPosition(t, f[1])
		sol := sudokutest.Parse(t, f[2])
		var st step
		ok := finders[ti](s, &st)
		if want == "none" {
			empty[id] = true
			if ok {
				t.Errorf("line %d: %s finds %s where it must find nothing", i+1, id, conclusionsOf(&st))
			}
			continue
		}
		found[id] = true
		if !ok {
			t.Errorf("line %d: %s finds nothing, want %s", i+1, id, want)
			continue
		}
		if got := conclusionsOf(&st); got != want {
			t.Errorf("line %d: %s concludes %s, want %s", i+1, id, got, want)
		}
		for _, p := range st.place {
			if int(sol.Cells[p.Cell]) != p.Digit {
				t.Errorf("line %d: %s places %d in %s, the solution has %d", i+1, id, p.Digit, sudoku.CellName(3, p.Cell), sol.Cells[p.Cell])
			}
		}
		for _, e := range st.elim {
			if int(sol.Cells[e.Cell]) == e.Digit {
				t.Errorf("line %d: %s removes the solution's %d from %s", i+1, id, e.Digit, sudoku.CellName(3, e.Cell))
			}
		}
		if _, text := words(s, &st); text.String() == "" {
			t.Errorf("line %d: %s without words", i+1, id)
		}
		if uniqueness(ti) {
			continue
		}
		var first step
		if ok, err := find(context.Background(), s, &first, gExtreme); err != nil || !ok || first.tech != ti {
			t.Errorf("line %d: Next's step is %s, want %s", i+1, Techniques[first.tech].ID, id)
		}
	}
	for _, tq := range Techniques[tPointing:] {
		if (!found[tq.ID] || !empty[tq.ID] && tq.ID != "nested-forcing-net") && !handMade[tq.ID] {
			t.Errorf("%s: a position %v, an empty one %v", tq.ID, found[tq.ID], empty[tq.ID])
		}
	}
}

// handMade are the techniques whose positions TestTechniques builds by
// hand: the shared sets' solves never need them first.
var handMade = map[string]bool{"remote-pairs": true, "unique-rectangle-6": true,
	// AIC and the ALS chains, which come first, take the plain Franken
	// and mutant fish of the shared sets (TestGeneralFish)
	"franken-fish": true, "mutant-fish": true, "finned-mutant-fish": true}

// TestMakePositions writes testdata/positions.txt (GRILLE_MAKE_POSITIONS=1):
// for each technique, the first position of the shared sets' logical
// solves where it is the simplest step, and the next position on that
// path where its search finds nothing.
func TestMakePositions(t *testing.T) {
	if os.Getenv("GRILLE_MAKE_POSITIONS") == "" {
		t.Skip("set GRILLE_MAKE_POSITIONS=1 to write " + positionsFile)
	}
	ctx := context.Background()
	have := map[int]string{}
	var puzzles []sudoku.Grid
	for _, set := range []string{"magictour_top1465.txt", "forum_hardest_1106.txt", "unbiased_first1000.txt", "forum_hardest_1905_11plus.txt"} {
		gs := sudokutest.Set(t, set)
		puzzles = append(puzzles, gs[:min(len(gs), 1500)]...)
	}
	pending := map[int]bool{} // techniques whose empty position is still wanted
	for _, p := range puzzles {
		if len(have) == numTech-tPointing-len(handMade) && len(pending) == 0 {
			break // every technique the sets can give
		}
		_, sol, _ := backtrack.Count(p, 2)
		s, err := start(ctx, p, nil)
		if err != nil {
			t.Fatal(err)
		}
		s.setGivens(p)
		var st step
		for {
			if status, _, _ := s.status(); status != open {
				break
			}
			for ti := range pending {
				if hasNakedSingle(s) {
					break // a lone digit reads as a value: not this position
				}
				var other step
				if !finders[ti](s, &other) {
					have[ti] += fmt.Sprintf("%s | %s | %s | none\n", Techniques[ti].ID, positionOf(s, ti), line(sol))
					delete(pending, ti)
				}
			}
			ok, err := find(ctx, s, &st, gExtreme)
			if err != nil || !ok {
				break
			}
			if _, done := have[st.tech]; !done && st.tech >= tPointing && !hasNakedSingle(s) {
				have[st.tech] = fmt.Sprintf("%s | %s | %s | %s\n", Techniques[st.tech].ID, positionOf(s, st.tech), line(sol), conclusionsOf(&st))
				pending[st.tech] = true
			}
			s.apply(&st)
		}
	}
	var b strings.Builder
	b.WriteString("# technique | candidates (a lone digit is a value) | solution | conclusions, or none (made by TestMakePositions)\n")
	for i := tPointing; i < numTech; i++ {
		if have[i] == "" {
			t.Logf("no position for %s", Techniques[i].ID)
		}
		b.WriteString(have[i])
	}
	if err := os.WriteFile(filepath.FromSlash(positionsFile), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestNestedForcingFindsNothing is the nested forcing net's empty
// position (on a proper puzzle's open board it always refutes something):
// where a board with two solutions leaves every technique stuck, every
// candidate left is in a solution, and the nested net refutes none.
func TestNestedForcingFindsNothing(t *testing.T) {
	g := sudokutest.Parse(t, "8.........59.......76.........578..2...412.3....6935.....951746...826193...734285")
	ctx := context.Background()
	s, err := start(ctx, g, nil)
	if err != nil {
		t.Fatal(err)
	}
	var st step
	for {
		ok, err := find(ctx, s, &st, gExtreme)
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			break
		}
		s.apply(&st)
	}
	if status, _, _ := s.status(); status != open {
		t.Fatalf("status %v, want an open board", status)
	}
	if nestedForcing(s, &st) {
		t.Errorf("the nested net finds %s on a board whose candidates are all in a solution", conclusionsOf(&st))
	}
}
