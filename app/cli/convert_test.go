package cli

import (
	"path/filepath"
	"strings"
	"testing"

	"grille/solve/sudoku"
)

// TestConvert writes the samples in every form of their type and reads
// the output back: as many puzzles, the same ones.
func TestConvert(t *testing.T) {
	for _, tt := range []struct {
		typ, file string
		forms     []string
	}{
		{"sudoku", "testdata/lines.txt", []string{"grid", "line", "gameid", "url", "wiki", "game", "position", "wiki-position"}},
		{"shikaku", filepath.Join("..", "..", "assets", "samples", "shikaku.txt"), []string{"grid", "gameid", "url", "game"}},
		{"hashi", filepath.Join("..", "..", "solve", "hashi", "testdata", "game.txt"), []string{"grid", "url", "game"}},
	} {
		_, want, _ := run(t, "", "convert", "--type", tt.typ, "--to", "grid", tt.file)
		for _, form := range tt.forms {
			code, out, errs := run(t, "", "convert", "--type", tt.typ, "--to", form, tt.file)
			if code != ExitOK || errs != "" {
				t.Fatalf("%s --to %s: exit %d, stderr %q", tt.typ, form, code, errs)
			}
			// Every form reads back, through standard input, as the same
			// puzzles (a position's lone candidates aside, which read as
			// givens: compared by solve below).
			code, back, errs := run(t, out, "convert", "--type", tt.typ, "--to", "grid", "-")
			if code != ExitOK {
				t.Fatalf("%s --to %s does not read back: %s\n%s", tt.typ, form, errs, out)
			}
			if form != "position" && back != want {
				t.Errorf("%s --to %s reads back as\n%s\nwant\n%s", tt.typ, form, back, want)
			}
		}
	}
	// A position solves as its puzzle does.
	_, pos, _ := run(t, "", "convert", "--to", "position", "testdata/lines.txt")
	_, a, _ := run(t, pos, "solve", "--json", "-")
	_, b, _ := run(t, "", "solve", "--json", "testdata/lines.txt")
	if grids(a) != grids(b) {
		t.Errorf("the positions solve otherwise:\n%s\n%s", a, b)
	}
}

// grids keeps the "grid" fields of solve --json's lines.
func grids(out string) string {
	var s []string
	for _, l := range strings.Split(out, "\n") {
		if i := strings.Index(l, `"grid":`); i >= 0 {
			s = append(s, l[i:])
		}
	}
	return strings.Join(s, "\n")
}

func TestConvertLayout(t *testing.T) {
	_, out, _ := run(t, "", "convert", "--to", "line", "testdata/lines.txt")
	if n := strings.Count(out, "\n"); n < 2 || strings.Contains(out, "\n\n") {
		t.Errorf("lines: one a line, no blank line:\n%s", out)
	}
	_, out, _ = run(t, "", "convert", "--to", "grid", "testdata/lines.txt", "testdata/lines.txt")
	ps, err := sudoku.Parse("out", []byte(out))
	_, in, _ := run(t, "", "convert", "--to", "line", "testdata/lines.txt")
	if err != nil || len(ps) != 2*strings.Count(in, "\n") {
		t.Errorf("grids of two files: %d puzzles, %v", len(ps), err)
	}
	if strings.HasSuffix(out, "\n\n") || strings.HasPrefix(out, "\n") {
		t.Errorf("grids: a blank line between, none around:\n%q", out[:20])
	}
}

func TestConvertErrors(t *testing.T) {
	big := filepath.Join("..", "..", "solve", "sudoku", "testdata", "golden", "16x16.grid.txt")
	tests := []struct {
		name string
		args []string
		code int
		err  string
	}{
		{"no --to", []string{"convert", "testdata/sample.txt"}, ExitBadInput, "grille: convert: give the form with --to (sudoku: grid, line, gameid, url, wiki, game, position, wiki-position)\n"},
		{"unknown form", []string{"convert", "--to", "png", "testdata/sample.txt"}, ExitBadInput, `grille: convert: sudoku has no form "png" (its forms:`},
		{"form of another type", []string{"convert", "--type", "hashi", "--to", "line", "testdata/sample.txt"}, ExitBadInput, `grille: convert: hashi has no form "line" (its forms: grid, gameid, url, game)`},
		{"no input", []string{"convert", "--to", "url"}, ExitBadInput, "grille: convert: no input"},
		{"bad file", []string{"convert", "--to", "url", "testdata/ragged.txt"}, ExitBadInput, "grille: testdata/ragged.txt:3:"},
		{"missing file", []string{"convert", "--to", "url", "testdata/none.txt"}, ExitBadInput, "grille: open testdata/none.txt"},
		{"16×16 position", []string{"convert", "--to", "position", big}, ExitUnsolved, "a pencil-mark grid holds 4×4 and 9×9 grids only"},
		{"16×16 SudokuWiki", []string{"convert", "--to", "wiki", big}, ExitUnsolved, "SudokuWiki reads 9×9 grids only"},
	}
	for _, tt := range tests {
		code, _, errs := run(t, "", tt.args...)
		if code != tt.code || !strings.Contains(errs, tt.err) {
			t.Errorf("%s: exit %d, stderr %q; want %d, %q", tt.name, code, errs, tt.code, tt.err)
		}
	}
	// The puzzles it can write are written all the same.
	code, out, _ := run(t, "", "convert", "--to", "wiki", big, "testdata/sample.txt")
	if code != ExitUnsolved || !strings.HasPrefix(out, "https://www.sudokuwiki.org/sudoku.htm?bd=") {
		t.Errorf("exit %d, %q", code, out)
	}
}

// TestExplainFromPosition: explain starts from a position's digits and
// candidates, rate grades its puzzle.
func TestExplainFromPosition(t *testing.T) {
	_, pos, _ := run(t, "", "convert", "--to", "position", "testdata/sample.txt")
	lines := strings.Split(pos, "\n")
	// Take the solution's digit out of a cell's candidates: from there the
	// techniques reach a contradiction.
	sol := readPuzzle(t, "testdata/sample.txt")
	_, solved, _ := run(t, "", "solve", "--json", "testdata/sample.txt")
	var cell int
	for cell = range sol.Cells {
		if sol.Cells[cell] == 0 {
			break
		}
	}
	digit := solvedDigit(t, solved, cell)
	row, fields := lines[1+cell/9+cell/27], 0
	for i, f := range strings.Fields(row) {
		if f == "|" {
			continue
		}
		if fields == cell%9 {
			if !strings.ContainsRune(f, rune('0'+digit)) {
				t.Fatalf("r1c%d %q lacks the solution's %d", cell%9+1, f, digit)
			}
			parts := strings.Fields(row)
			parts[i] = strings.ReplaceAll(f, string(rune('0'+digit)), "")
			lines[1+cell/9+cell/27] = strings.Join(parts, " ")
			break
		}
		fields++
	}
	wrong := strings.Join(lines, "\n")
	code, out, _ := run(t, wrong, "explain", "--json", "-")
	if code != ExitUnsolved || !strings.Contains(out, `"status":"infeasible"`) {
		t.Errorf("explain from a position without the solution's digit: exit %d\n%s", code, out)
	}
	code, out, _ = run(t, pos, "explain", "--json", "-")
	if code != ExitOK || !strings.Contains(out, `"status":"solved"`) {
		t.Errorf("explain from the position: exit %d\n%s", code, out)
	}
	if code, out, _ = run(t, wrong, "rate", "-"); code != ExitOK {
		t.Errorf("rate grades the position's puzzle: exit %d\n%s", code, out)
	}
}

// solvedDigit is the digit of cell in solve --json's first grid.
func solvedDigit(t *testing.T, out string, cell int) int {
	t.Helper()
	i := strings.Index(out, `"grid":`)
	if i < 0 {
		t.Fatalf("no grid in %s", out)
	}
	digits := strings.Map(func(r rune) rune {
		if r >= '1' && r <= '9' {
			return r
		}
		return -1
	}, out[i:])
	return int(digits[cell] - '0')
}
