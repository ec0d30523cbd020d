package catalog

import (
	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"grille/solve"
)

// heldIn is every game of the project's own files of type name: its
// package's testdata (not the fuzzers' corpora) and its sample. A file of
// that directory that does not read as the type's (a README) is left out.
func heldIn(t *testing.T, e *solve.Type[any]) map[string][]solve.Game[any] {
	t.Helper()
	files := []string{filepath.Join("..", "..", "assets", "samples", e.Name+".txt")}
	root := filepath.Join("..", e.Name, "testdata")
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && d.Name() == "fuzz":
			return filepath.SkipDir
		case !d.IsDir() && !strings.HasSuffix(path, ".md"):
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]solve.Game[any]{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		gs, err := e.ParseGames(f, data)
		if err != nil {
			continue
		}
		out[f] = gs
	}
	if len(out) < 2 {
		t.Fatalf("%s: %d held-in files read", e.Name, len(out))
	}
	return out
}

// TestFormsRoundTrip writes every held-in puzzle (and game) in each of its
// type's forms and reads it back: the same puzzle, and the same text
// written again. A form may refuse a puzzle it cannot hold (a 16×16 grid
// has no SudokuWiki link), saying why.
func TestFormsRoundTrip(t *testing.T) {
	for _, d := range Types(nil) {
		e := d.Erased()
		if len(e.Forms) == 0 {
			t.Errorf("%s has no forms", e.Name)
			continue
		}
		for _, id := range []string{"grid", "gameid", "url", "game"} {
			if _, ok := e.Form(id); !ok {
				t.Errorf("%s has no %s form", e.Name, id)
			}
		}
		written, refused := 0, 0
		for file, games := range heldIn(t, e) {
			for i, g := range games {
				for _, f := range e.Forms {
					text, err := f.Write(g)
					if err != nil {
						if err.Error() == "" {
							t.Errorf("%s #%d: %s refused without a reason", file, i+1, f.ID)
						}
						t.Logf("%s #%d: no %s: %v", file, i+1, f.ID, err)
						refused++
						continue
					}
					written++
					back, err := e.ParseGames("back", []byte(text))
					if err != nil || len(back) != 1 {
						t.Errorf("%s #%d: %s does not read back (%d games): %v\n%s", file, i+1, f.ID, len(back), err, text)
						continue
					}
					if again, err := f.Write(back[0]); err != nil || again != text {
						t.Errorf("%s #%d: %s written again differs: %v\n%s\n%s", file, i+1, f.ID, err, text, again)
					}
					if f.ID != "position" && !e.Equal(back[0].Puzzle, g.Puzzle) {
						t.Errorf("%s #%d: %s reads back another puzzle:\n%s", file, i+1, f.ID, text)
					}
					if f.ID == "game" && !e.Equal(back[0].Play, g.Play) {
						t.Errorf("%s #%d: game reads back another board:\n%s", file, i+1, text)
					}
				}
			}
		}
		t.Logf("%s: %d texts written and read back, %d refused", e.Name, written, refused)
	}
}

// tathamGame is the Debian sgt-puzzles program of each type.
var tathamGame = map[string]string{"sudoku": "sgt-solo", "shikaku": "sgt-rect", "hashi": "sgt-bridges"}

// TestGameIDsOpenInTatham hands every held-in puzzle's game ID to Simon
// Tatham's own program (Debian's sgt-puzzles, `make deps` installs it),
// which checks it without a display: `sgt-solo --generate 1 ID` prints
// the ID back when its parser accepts it, and says why not otherwise.
// Skipped when the programs are not installed.
func TestGameIDsOpenInTatham(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a program per puzzle")
	}
	for _, d := range Types(nil) {
		e := d.Erased()
		prog := filepath.Join("/usr/games", tathamGame[e.Name])
		if _, err := os.Stat(prog); err != nil {
			t.Skipf("%s is not installed (Debian's sgt-puzzles)", prog)
		}
		f, _ := e.Form("gameid")
		seen := map[string]bool{}
		for file, games := range heldIn(t, e) {
			for i, g := range games {
				id, err := f.Write(g)
				if err != nil || seen[id] {
					continue
				}
				seen[id] = true
				if len(seen) > 150 {
					break
				}
				cmd := exec.Command(prog, "--generate", "1", id)
				cmd.Env = append(os.Environ(), "DISPLAY=")
				var out, stderr bytes.Buffer
				cmd.Stdout, cmd.Stderr = &out, &stderr
				if err := cmd.Run(); err != nil || strings.TrimSpace(out.String()) != id {
					t.Errorf("%s #%d: %s refuses %s: %v %s", file, i+1, prog, id, err, stderr.String())
				}
			}
		}
		t.Logf("%s: %d game IDs accepted by %s", e.Name, len(seen), prog)
	}
}
