// Package benchdata finds the public benchmark sets that benchmarks and
// optional tests read. The sets live beside the repository, in
// ../shared/data (see each set's README there for its provenance), not in
// it: some have unclear licences, and a clone alone must pass the tests.
// Every helper skips the test or benchmark when the data is absent.
package benchdata

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Env names a directory that replaces ../shared/data.
const Env = "GRILLE_DATA"

// Dir is the data directory: $GRILLE_DATA, or shared/data beside the
// module's root (the first parent of the working directory with a go.mod),
// whichever package's test asks.
func Dir() string {
	if d := os.Getenv(Env); d != "" {
		return d
	}
	wd, err := os.Getwd()
	if err != nil {
		return filepath.Join("..", "shared", "data")
	}
	for d := wd; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return filepath.Join(filepath.Dir(d), "shared", "data")
		}
		if filepath.Dir(d) == d {
			return filepath.Join(wd, "..", "shared", "data")
		}
	}
}

// Path is rel (slash-separated) inside Dir; tb is skipped when it does not
// exist.
func Path(tb testing.TB, rel string) string {
	tb.Helper()
	p := filepath.Join(Dir(), filepath.FromSlash(rel))
	if _, err := os.Stat(p); err != nil {
		tb.Skipf("benchmark data not present: %v", err)
	}
	return p
}

// Glob lists the files inside Dir that match pattern (slash-separated,
// filepath.Match syntax), sorted; tb is skipped when none does.
func Glob(tb testing.TB, pattern string) []string {
	tb.Helper()
	files, err := filepath.Glob(filepath.Join(Dir(), filepath.FromSlash(pattern)))
	if err != nil {
		tb.Fatal(err)
	}
	if len(files) == 0 {
		tb.Skipf("benchmark data not present: no %s in %s", pattern, Dir())
	}
	return files // Glob sorts
}

// Lines reads the file rel inside Dir and returns its lines that hold
// something other than a comment (# ...), trimmed: the one-puzzle-a-line
// sets. tb is skipped when the file is absent or has no such line.
func Lines(tb testing.TB, rel string) []string {
	tb.Helper()
	f, err := os.Open(Path(tb, rel))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if line := strings.TrimSpace(sc.Text()); line != "" && !strings.HasPrefix(line, "#") {
			out = append(out, line)
		}
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	if len(out) == 0 {
		tb.Skipf("%s holds no puzzle", rel)
	}
	return out
}
