package benchdata

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func TestDirFromEnv(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(Env, dir)
	if got := Dir(); got != dir {
		t.Fatalf("Dir() = %q with %s=%q", got, Env, dir)
	}
	if err := os.MkdirAll(filepath.Join(dir, "sudoku"), 0o755); err != nil {
		t.Fatal(err)
	}
	data := "# a comment\n\n  4...3....  \n7.8...3..\n"
	if err := os.WriteFile(filepath.Join(dir, "sudoku", "a.txt"), []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, want := Lines(t, "sudoku/a.txt"), []string{"4...3....", "7.8...3.."}; !slices.Equal(got, want) {
		t.Errorf("Lines = %q, want %q", got, want)
	}
	if got := Glob(t, "sudoku/*.txt"); len(got) != 1 || filepath.Base(got[0]) != "a.txt" {
		t.Errorf("Glob = %q", got)
	}
}

// TestDirBesideModule: without the variable, the data is looked for beside
// the module's root, whatever package directory the test runs in.
func TestDirBesideModule(t *testing.T) {
	t.Setenv(Env, "")
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Skip("not in the module tree")
	}
	if got, want := Dir(), filepath.Join(filepath.Dir(root), "shared", "data"); got != want {
		t.Errorf("Dir() = %q, want %q", got, want)
	}
}

// TestAbsentSkips: a missing set skips (the test below must end skipped,
// never failed).
func TestAbsentSkips(t *testing.T) {
	t.Setenv(Env, t.TempDir())
	for name, f := range map[string]func(t *testing.T){
		"Path":  func(t *testing.T) { Path(t, "none.txt") },
		"Glob":  func(t *testing.T) { Glob(t, "none/*.has") },
		"Lines": func(t *testing.T) { Lines(t, "none.txt") },
	} {
		ok := t.Run(name, func(t *testing.T) {
			f(t)
			t.Error("not skipped")
		})
		if !ok {
			t.Errorf("%s failed instead of skipping", name)
		}
	}
}
