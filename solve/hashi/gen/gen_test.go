package gen

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"grille/solve/hashi"
	"grille/solve/hashi/exact"
)

// TestGenerate: in both modes the planted solution is valid and
// connected, values are 1..8, the puzzle is bare, and the same seed gives
// the same puzzle. Raw, the paper's construction uses every candidate
// bridge; by default, no two islands touch.
func TestGenerate(t *testing.T) {
	for _, raw := range []bool{true, false} {
		for _, n := range []int{2, 4, 10, 30, 80} {
			for seed := int64(0); seed < 5; seed++ {
				gp := GenParams{Islands: n, Raw: raw, Seed: seed}
				name := fmt.Sprintf("raw %v n=%d seed %d", raw, n, seed)
				p, sol, err := GenerateSolved(context.Background(), gp)
				if err != nil {
					t.Fatal(err)
				}
				if err := p.Validate(); err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				if len(p.Bridges) != 0 {
					t.Fatal("the puzzle has bridges")
				}
				if err := hashi.Verify(p, sol); err != nil {
					t.Fatalf("%s: planted solution: %v", name, err)
				}
				if raw && len(sol.Bridges) != len(hashi.Edges(p)) {
					t.Fatalf("%s: %d bridges for %d candidates", name, len(sol.Bridges), len(hashi.Edges(p)))
				}
				if a, b, ok := touching(p); !raw && ok {
					t.Fatalf("%s: islands %d and %d touch", name, a, b)
				}
				again, err := Generate(context.Background(), gp)
				if err != nil || !again.Equal(p) {
					t.Fatalf("%s: not reproducible", name)
				}
			}
		}
	}
}

// touching finds two islands side by side (orthogonally adjacent).
func touching(p hashi.Puzzle) (a, b int, ok bool) {
	for i, is := range p.Islands {
		for _, d := range [][2]int{{0, 1}, {1, 0}} {
			if j, found := p.IslandAt(is.Row+d[0], is.Col+d[1]); found {
				return i, j, true
			}
		}
	}
	return 0, 0, false
}

// TestGenerateApart: by default, over sizes and densities from the
// window's default (30 points on 10×10) to dense grids, no two islands are
// orthogonally adjacent and the exact method finds a solution. The raw
// generator, for the same parameters, does place touching islands.
func TestGenerateApart(t *testing.T) {
	rawTouches := 0
	for _, gp := range []GenParams{
		{Islands: 4}, {Islands: 20}, {Islands: 40}, {Islands: 80},
		{Rows: 7, Cols: 7, Islands: 15}, {Rows: 10, Cols: 10, Islands: 30},
		{Rows: 10, Cols: 10, Islands: 60}, {Rows: 8, Cols: 15, Islands: 40},
		{Rows: 25, Cols: 25, Islands: 150},
	} {
		for seed := int64(0); seed < 4; seed++ {
			gp.Seed = seed
			name := fmt.Sprintf("%d points on %d×%d, seed %d", gp.Islands, gp.Rows, gp.Cols, seed)
			p, err := Generate(context.Background(), gp)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if a, b, ok := touching(p); ok {
				t.Errorf("%s: islands %d and %d touch", name, a, b)
			}
			if n, _, _, stopped := exact.Count(context.Background(), p, 1); n != 1 || stopped {
				t.Errorf("%s: the exact method finds %d solutions (stopped %v)", name, n, stopped)
			}
			gp.Raw = true
			if raw, err := Generate(context.Background(), gp); err == nil {
				if _, _, ok := touching(raw); ok {
					rawTouches++
				}
			}
			gp.Raw = false
		}
	}
	if rawTouches == 0 {
		t.Error("the raw generator never placed touching islands: the test shows nothing")
	}
}

// TestRawReproduces: the raw generator gives, seed for seed, the puzzles
// and planted solutions it gave before islands were kept apart
// (testdata/raw.txt: parameters, game ID, bridges), so that the paper's
// experiments keep their figures.
func TestRawReproduces(t *testing.T) {
	f, err := os.Open("testdata/raw.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	lines := 0
	for sc := bufio.NewScanner(f); sc.Scan(); lines++ {
		fields := strings.Split(sc.Text(), "\t")
		gp := GenParams{Raw: true}
		if _, err := fmt.Sscanf(fields[0], "%d %d %d %t %d", &gp.Islands, &gp.Rows, &gp.Cols, &gp.Unique, &gp.Seed); err != nil || len(fields) != 3 {
			t.Fatalf("line %d: %q: %v", lines+1, sc.Text(), err)
		}
		p, sol, err := GenerateSolved(context.Background(), gp)
		if err != nil {
			t.Fatalf("%s: %v", fields[0], err)
		}
		if p.GameID() != fields[1] || bridgesText(sol) != fields[2] {
			t.Errorf("%s: got %s\t%s\nwant %s\t%s", fields[0], p.GameID(), bridgesText(sol), fields[1], fields[2])
		}
	}
	if lines < 5 {
		t.Fatalf("only %d cases in testdata/raw.txt", lines)
	}
}

// bridgesText writes a solution's bridges as "a-b:count", space-separated.
func bridgesText(p hashi.Puzzle) string {
	var parts []string
	for _, b := range p.Bridges {
		parts = append(parts, fmt.Sprintf("%d-%d:%d", b.A, b.B, b.Count))
	}
	return strings.Join(parts, " ")
}

// TestGenerateCrossings: with many points the raw generator's edges cross,
// and the crossings become islands: the puzzle has more islands than
// points.
func TestGenerateCrossings(t *testing.T) {
	more := 0
	for seed := int64(0); seed < 10; seed++ {
		p, err := Generate(context.Background(), GenParams{Islands: 40, Raw: true, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if len(p.Islands) > 40 {
			more++
		}
	}
	if more < 5 {
		t.Fatalf("only %d of 10 draws gained islands at crossings", more)
	}
}

func TestGenerateUnique(t *testing.T) {
	for _, raw := range []bool{true, false} {
		for _, n := range []int{4, 20, 40} {
			p, sol, err := GenerateSolved(context.Background(), GenParams{Islands: n, Unique: true, Raw: raw, Seed: int64(n)})
			if err != nil {
				t.Fatal(err)
			}
			if err := hashi.Verify(p, sol); err != nil {
				t.Fatal(err)
			}
			if c, _, _, _ := exact.Count(context.Background(), p, 2); c != 1 {
				t.Fatalf("raw %v n=%d: %d solutions", raw, n, c)
			}
			if _, _, ok := touching(p); !raw && ok {
				t.Fatalf("n=%d: islands touch", n)
			}
		}
	}
}

func TestGenerateErrors(t *testing.T) {
	for _, gp := range []GenParams{
		{Islands: 1},
		{Rows: 2, Cols: 2, Islands: 5},
		{Rows: 300, Cols: 3, Islands: 5},
	} {
		if _, err := Generate(context.Background(), gp); err == nil {
			t.Errorf("%+v: no error", gp)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Generate(ctx, GenParams{Islands: 10}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}
