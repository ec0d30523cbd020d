package ui

import (
	"go/build"
	"strings"
	"testing"
)

// TestImportsNoMethod holds the rule ARCHITECTURE.md states: the window
// knows puzzle types only through solve.Type (the catalog is app's), so
// ui depends, directly or not, on no package below a type's own
// (grille/solve/sudoku/ilp, …/lpfix, …/logic, …type): a method's name or
// format written in ui would drift from the method's.
func TestImportsNoMethod(t *testing.T) {
	seen := map[string]bool{}
	var walk func(path, from string)
	walk = func(path, from string) {
		if seen[path] || !strings.HasPrefix(path, "grille") {
			return
		}
		seen[path] = true
		if rest, ok := strings.CutPrefix(path, "grille/solve/"); ok {
			for _, typ := range []string{"sudoku/", "shikaku/", "hashi/"} {
				if strings.HasPrefix(rest, typ) {
					t.Errorf("ui depends on %s (imported by %s)", path, from)
				}
			}
		}
		pkg, err := build.Import(path, ".", 0)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		for _, imp := range pkg.Imports {
			walk(imp, path)
		}
	}
	walk("grille/ui", "")
	if !seen["grille/solve"] {
		t.Fatalf("the walk missed grille/solve: %d packages seen", len(seen))
	}
}
