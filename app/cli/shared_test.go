package cli

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"grille/solve/benchdata"
	"grille/solve/sudoku"
)

// TestSharedSets runs `grille solve --method backtrack --json` over every
// public Sudoku set in ../shared/data/sudoku and checks every answer with
// sudoku.Verify and every status against the set's description (all unique
// but serg_benchmark, whose puzzles all have several solutions). It takes
// a minute under -race, so it runs only with GRILLE_SHARED=1, and skips
// when ../shared is absent.
func TestSharedSets(t *testing.T) {
	if os.Getenv("GRILLE_SHARED") == "" {
		t.Skip("set GRILLE_SHARED=1 to check the shared data sets")
	}
	files := benchdata.Glob(t, "sudoku/*.txt")
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data := mustRead(t, f)
			puzzles, err := sudoku.Parse(f, data)
			if err != nil {
				t.Fatal(err)
			}
			var out, errb bytes.Buffer
			code := Main(Env{Stdout: &out, Stderr: &errb}, []string{"solve", "--json", "--method", "backtrack", f})
			if code != ExitOK {
				t.Errorf("exit %d: %s", code, errb.String())
			}
			want := "unique"
			if strings.Contains(f, "serg") {
				want = "multiple"
			}
			sc := bufio.NewScanner(&out)
			sc.Buffer(nil, 1<<20)
			n := 0
			for ; sc.Scan(); n++ {
				var rec struct {
					Status string
					Index  int
					Grid   [][]int
				}
				if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
					t.Fatal(err)
				}
				if rec.Status != want {
					t.Fatalf("puzzle %d: %s, want %s", rec.Index, rec.Status, want)
				}
				g := sudoku.New(3)
				for r, row := range rec.Grid {
					for c, v := range row {
						g.Set(r, c, v)
					}
				}
				if err := sudoku.Verify(puzzles[rec.Index-1], g); err != nil {
					t.Fatalf("puzzle %d: %v", rec.Index, err)
				}
			}
			if n != len(puzzles) {
				t.Errorf("%d answers for %d puzzles", n, len(puzzles))
			}
			t.Logf("%d puzzles, all %s, all verified", n, want)
		})
	}
}
