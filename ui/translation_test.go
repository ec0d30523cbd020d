package ui

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"grille/assets/translation"
	"grille/solve"
	"grille/solve/catalog"
)

// translatedFuncs are the functions whose first argument is a translation
// key, in the window (ui) and the terminal (app/cli): tr(english),
// trKey(key, english), and trLater(english) marking a text that a table
// holds and tr translates later.
var translatedFuncs = map[string]bool{"tr": true, "trKey": true, "trLater": true, "plural": true}

// usedKeys collects the keys of translatedFuncs calls (plain, or methods
// such as the terminal's env.tr) in dir's non-test Go files, with where
// each is used. A key is a string literal, a concatenation of literals, or
// a string constant of the package.
func usedKeys(t *testing.T, dir string, keys map[string]string) {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil || len(names) == 0 {
		t.Fatalf("no Go files in %s (%v)", dir, err)
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	consts := map[string]ast.Expr{}
	for _, f := range files {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, spec := range g.Specs {
				v := spec.(*ast.ValueSpec)
				for i, n := range v.Names {
					if i < len(v.Values) {
						consts[n.Name] = v.Values[i]
					}
				}
			}
		}
	}
	var str func(e ast.Expr) (string, bool)
	str = func(e ast.Expr) (string, bool) {
		switch e := e.(type) {
		case *ast.BasicLit:
			if e.Kind != token.STRING {
				return "", false
			}
			s, err := strconv.Unquote(e.Value)
			return s, err == nil
		case *ast.BinaryExpr:
			a, ok1 := str(e.X)
			b, ok2 := str(e.Y)
			return a + b, ok1 && ok2 && e.Op == token.ADD
		case *ast.ParenExpr:
			return str(e.X)
		case *ast.Ident:
			if c, ok := consts[e.Name]; ok {
				return str(c)
			}
		}
		return "", false
	}
	for _, f := range files {
		// A package variable set with tr would fix the language at
		// start-up, before the app and its preferences exist.
		for _, d := range f.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.VAR {
				ast.Inspect(g, func(n ast.Node) bool {
					if c, ok := n.(*ast.CallExpr); ok {
						if id, ok := c.Fun.(*ast.Ident); ok && (id.Name == "tr" || id.Name == "trKey") {
							t.Errorf("%s: a package variable calls %s: use trLater, and tr where shown", fset.Position(c.Pos()), id.Name)
						}
					}
					return true
				})
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			var name string
			switch fun := call.Fun.(type) {
			case *ast.Ident:
				name = fun.Name
			case *ast.SelectorExpr:
				name = fun.Sel.Name
			}
			if !translatedFuncs[name] {
				return true
			}
			if s, ok := str(call.Args[0]); ok {
				keys[s] = fset.Position(call.Args[0].Pos()).String()
			}
			// Otherwise a variable: its literal is marked with trLater, or
			// it is a solver ID's key, which solverKeys adds.
			return true
		})
	}
}

// solverKeys are the keys the window builds from the solver's IDs: every
// technique (name and explanation, by type since IDs repeat across types),
// grade and method of the catalog.
func solverKeys(keys map[string]string) {
	for s := solve.Unknown; s <= solve.Infeasible; s++ {
		keys[statusKey(s)] = "status " + s.String()
	}
	for _, d := range catalog.Types(nil) {
		e := d.Erased()
		keys[translation.TypeSummaryKey(e.Name)] = "type " + e.Name
		for _, m := range e.Methods.Methods() {
			keys[methodKey(e.Name, m.Info().ID)] = "method " + m.Info().Name
			keys[methodKey(e.Name, m.Info().ID)+".doc"] = "method " + m.Info().Name
		}
		// The makers' texts and the model's sentence are English-keyed,
		// as tr receives them; a label with no letter ("9×9") needs none.
		text := func(s string) {
			if strings.ContainsAny(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") {
				keys[s] = "type " + e.Name
			}
		}
		for _, m := range []*solve.Maker[any]{e.Blank, e.Generator} {
			if m == nil {
				continue
			}
			text(m.Title)
			for _, p := range m.Params {
				text(p.Label)
				if p.Kind != solve.BoolParam && len(p.Choices) == 0 {
					text(p.Usage)
				}
				for _, ch := range p.Choices {
					text(ch.Label)
				}
			}
		}
		if e.Model != nil {
			text(e.Model.Doc)
		}
		text(e.CopyName) // "Copied the puzzle as …"
		for _, f := range e.Forms {
			text(f.Title) // Edit › Copy as
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
	said, nouns := map[string]string{}, map[string]string{}
	sayKeys(t, filepath.Join("..", "solve"), said, nouns)
	sayKeys(t, filepath.Join("..", "app", "cli"), said, nouns)
	fr := translation.FrenchTable()
	var missing, unused []string
	for k, where := range said {
		if s, ok := fr[k]; !ok || strings.TrimSpace(s) == "" {
			if strings.Trim(k, "%sv (),:;") == "" { // "%s", "%v", "%s (%s)" read the same in French
				continue
			}
			missing = append(missing, where+": "+strconv.Quote(k))
			continue
		} else if !sameVerbs(k, s) {
			missing = append(missing, where+": "+strconv.Quote(k)+" (the French has other % verbs)")
		}
		used[k] = where
	}
	for k, where := range nouns {
		if s, ok := fr[k]; !ok || !strings.Contains(s, "|") {
			missing = append(missing, where+": "+strconv.Quote(k)+` (a counted noun: French "singular|plural")`)
			continue
		}
		used[k] = where
	}
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

// TestGuideHasFrench: the user guide's French has the English's sections,
// in the same order and at the same levels, each lesson the same number of
// points, and the same shortcuts and sample files (the menus show Fyne's
// names, Ctrl+Shift+T, in both languages).
func TestGuideHasFrench(t *testing.T) {
	outline := func(text string) (heads []string, points []int) {
		for _, l := range strings.Split(text, "\n") {
			switch {
			case strings.HasPrefix(l, "#"):
				level, _, _ := strings.Cut(l, " ")
				heads = append(heads, level)
				points = append(points, 0)
			case strings.HasPrefix(l, "- ") && len(points) > 0:
				points[len(points)-1]++
			}
		}
		return
	}
	eh, ep := outline(guideEnglish)
	fh, fp := outline(guideFrench)
	if strings.Join(eh, " ") != strings.Join(fh, " ") || fmt.Sprint(ep) != fmt.Sprint(fp) {
		t.Errorf("the French guide's outline differs:\nEnglish %v %v\nFrench  %v %v", eh, ep, fh, fp)
	}
	tokens := regexp.MustCompile(`Ctrl\+[A-Za-z+]*[^ ,;)]|assets/samples/[a-z]+\.txt|--[a-z]+`)
	count := func(text string) map[string]int {
		m := map[string]int{}
		for _, s := range tokens.FindAllString(text, -1) {
			m[s]++
		}
		return m
	}
	if e, f := count(guideEnglish), count(guideFrench); fmt.Sprint(e) != fmt.Sprint(f) {
		t.Errorf("the guides' shortcuts, samples and options differ:\nEnglish %v\nFrench  %v", e, f)
	}
}
