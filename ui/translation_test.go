package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"grille/solve/catalog"
	"grille/translation"
)

// translatedFuncs are the functions whose first argument is a translation
// key, in the window (ui) and the terminal (app/cli): tr(english),
// trKey(key, english), and trLater(english) marking a text that a table
// holds and tr translates later.
var translatedFuncs = map[string]bool{"tr": true, "trKey": true, "trLater": true}

// usedKeys collects the literal keys of translatedFuncs calls in dir's
// non-test Go files, with where each is used.
func usedKeys(t *testing.T, dir string, keys map[string]string) {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no Go files in %s (%v)", dir, err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			id, ok := call.Fun.(*ast.Ident)
			if !ok || !translatedFuncs[id.Name] {
				return true
			}
			lit, ok := call.Args[0].(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true // a variable: its literal is marked with trLater, or a solver ID below
			}
			s, err := strconv.Unquote(lit.Value)
			if err != nil {
				t.Fatal(err)
			}
			keys[s] = fset.Position(lit.Pos()).String()
			return true
		})
	}
}

// solverKeys are the keys the window builds from the solver's IDs: every
// technique (name and explanation, by type since IDs repeat across types),
// grade and method of the catalog.
func solverKeys(keys map[string]string) {
	for _, d := range catalog.Types(nil) {
		e := d.Erased()
		for _, m := range e.Methods.Methods() {
			keys[methodKey(e.Name, m.Info().ID)] = "method " + m.Info().Name
			// The methods' paragraphs (".doc" keys) are not translated yet:
			// methodDoc falls back to the English, and the test asks
			// only for what French holds.
			if _, ok := translation.FrenchTable()[methodKey(e.Name, m.Info().ID)+".doc"]; ok {
				keys[methodKey(e.Name, m.Info().ID)+".doc"] = "method " + m.Info().Name
			}
		}
		if e.Logic == nil {
			continue
		}
		for _, tq := range e.Logic.Techniques {
			keys[techniqueKey(e.Name, tq.ID)] = "technique " + tq.Name
			keys[techniqueKey(e.Name, tq.ID)+".explain"] = "technique " + tq.Name
		}
		for _, g := range e.Logic.Grades {
			keys[gradeKey(g.ID)] = "grade " + g.Name
		}
	}
}

// TestEveryTextHasFrench fails when a text of the window or the terminal
// has no French, or when French holds a key nothing uses any more.
func TestEveryTextHasFrench(t *testing.T) {
	used := map[string]string{}
	usedKeys(t, ".", used)
	usedKeys(t, filepath.Join("..", "app", "cli"), used)
	solverKeys(used)
	fr := translation.FrenchTable()
	var missing, unused []string
	for k, where := range used {
		if s, ok := fr[k]; !ok || strings.TrimSpace(s) == "" {
			missing = append(missing, where+": "+strconv.Quote(k))
		} else if strings.Count(s, "%") != strings.Count(k, "%") && !strings.Contains(k, ".") {
			missing = append(missing, where+": "+strconv.Quote(k)+" (the French has other % verbs)")
		}
	}
	for k := range fr {
		if _, ok := used[k]; !ok {
			unused = append(unused, strconv.Quote(k))
		}
	}
	sort.Strings(missing)
	sort.Strings(unused)
	for _, m := range missing {
		t.Errorf("no French for %s", m)
	}
	for _, u := range unused {
		t.Errorf("translation/messages/fr.json: %s is used by no code", u)
	}
}
