package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const twoLines = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n" +
	"52...6.........7.13...........4..8..6......5...........418.........3..2...87.....\n"

// TestPrint runs grille print as a user would and checks the files it
// writes and what it says on bad requests.
func TestPrint(t *testing.T) {
	dir := t.TempDir()
	out := func(name string) string { return filepath.Join(dir, name) }
	for _, c := range []struct {
		name  string
		stdin string
		args  []string
		code  int
		files []string // written, each starting with its format's magic
		err   string   // in stderr
	}{
		{"pdf with solutions", twoLines, []string{"print", "--solutions", "--per-page", "2", "-o", out("a.pdf"), "-"}, ExitOK, []string{"a.pdf"}, ""},
		{"no solution", "", []string{"print", "--solutions", "-o", out("n.pdf"), "testdata/lines.txt"}, ExitUnsolved, []string{"n.pdf"}, "lines.txt #3: No solution"},
		{"svg pages", "", []string{"print", "-o", out("b.svg"), "testdata/lines.txt"}, ExitOK, []string{"b.svg", "b-2.svg"}, ""},
		{"png letter", "", []string{"print", "--paper", "letter", "--per-page", "4", "-o", out("c.png"), "testdata/lines.txt"}, ExitOK, []string{"c.png"}, ""},
		{"hashi", "", []string{"print", "--type", "hashi", "--solutions", "-o", out("h.pdf"), "../../solve/hashi/testdata/Hs_16_100_25_00_001.has"}, ExitOK, []string{"h.pdf"}, ""},
		{"no -o", "", []string{"print", "testdata/lines.txt"}, ExitBadInput, nil, "-o"},
		{"bad ending", "", []string{"print", "-o", out("d.jpg"), "testdata/lines.txt"}, ExitBadInput, nil, ".pdf, .svg or .png"},
		{"too many per page", "", []string{"print", "--per-page", "13", "-o", out("e.pdf"), "testdata/lines.txt"}, ExitBadInput, nil, "from 1 to 12"},
		{"bad paper", "", []string{"print", "--paper", "a3", "-o", out("f.pdf"), "testdata/lines.txt"}, ExitBadInput, nil, "a4 or letter"},
		{"bad puzzle", "", []string{"print", "-o", out("g.pdf"), "testdata/ragged.txt"}, ExitBadInput, nil, "ragged.txt:"},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, _, stderr := run(t, c.stdin, c.args...)
			if code != c.code {
				t.Errorf("exit %d, want %d; stderr %q", code, c.code, stderr)
			}
			if c.err != "" && !strings.Contains(stderr, c.err) {
				t.Errorf("stderr %q does not say %q", stderr, c.err)
			}
			if c.err == "" && stderr != "" {
				t.Errorf("stderr %q", stderr)
			}
			for _, f := range c.files {
				b, err := os.ReadFile(out(f))
				if err != nil {
					t.Fatal(err)
				}
				magic := map[string]string{".pdf": "%PDF-", ".svg": "<?xml", ".png": "\x89PNG"}[filepath.Ext(f)]
				if !strings.HasPrefix(string(b), magic) {
					t.Errorf("%s starts %q, want %q", f, b[:min(len(b), 8)], magic)
				}
			}
		})
	}
}
