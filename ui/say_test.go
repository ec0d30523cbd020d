package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// The solver's messages are solve.Texts: a literal English format handed
// to solve.Say, or to a helper of the same package that hands its own
// format parameter to Say (a method's logf). sayKeys collects those
// formats, and the nouns of solve.Count literals, from every package
// under dir, so that TestEveryTextHasFrench checks them like tr's keys.

// sayKeys adds the formats and nouns of the Go packages under dir to keys
// (key → where), and reports a Say-like call whose format is not a literal.
func sayKeys(t *testing.T, dir string, keys, nouns map[string]string) {
	t.Helper()
	byDir := map[string][]string{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") {
			byDir[filepath.Dir(path)] = append(byDir[filepath.Dir(path)], path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, names := range byDir {
		fset := token.NewFileSet()
		var files []*ast.File
		for _, name := range names {
			f, err := parser.ParseFile(fset, name, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, f)
		}
		packageSayKeys(t, fset, files, keys, nouns)
	}
}

// calleeName is the name a call calls: f(...) or x.f(...).
func calleeName(c *ast.CallExpr) string {
	switch fun := c.Fun.(type) {
	case *ast.Ident:
		return fun.Name
	case *ast.SelectorExpr:
		return fun.Sel.Name
	}
	return ""
}

// formatParam is the index of a function's parameter named format, or −1.
func formatParam(fd *ast.FuncDecl) int {
	i := 0
	for _, f := range fd.Type.Params.List {
		for _, n := range f.Names {
			if n.Name == "format" {
				return i
			}
			i++
		}
		if len(f.Names) == 0 {
			i++
		}
	}
	return -1
}

func packageSayKeys(t *testing.T, fset *token.FileSet, files []*ast.File, keys, nouns map[string]string) {
	// sayers: function name → index of its format argument. Say, and the
	// package's helpers that pass their format parameter on to a sayer.
	sayers := map[string]int{"Say": 0}
	for grew := true; grew; {
		grew = false
		for _, f := range files {
			for _, d := range f.Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok || fd.Body == nil || fd.Name.Name == "Say" {
					continue
				}
				if _, known := sayers[fd.Name.Name]; known {
					continue
				}
				k := formatParam(fd)
				if k < 0 {
					continue
				}
				ast.Inspect(fd.Body, func(n ast.Node) bool {
					c, ok := n.(*ast.CallExpr)
					if !ok {
						return true
					}
					if i, ok := sayers[calleeName(c)]; ok && i < len(c.Args) {
						if id, ok := c.Args[i].(*ast.Ident); ok && id.Name == "format" {
							sayers[fd.Name.Name] = k
							grew = true
						}
					}
					return true
				})
			}
		}
	}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				i, ok := sayers[calleeName(n)]
				if !ok || i >= len(n.Args) {
					return true
				}
				switch a := n.Args[i].(type) {
				case *ast.BasicLit:
					if s, err := strconv.Unquote(a.Value); err == nil && a.Kind == token.STRING {
						keys[s] = fset.Position(a.Pos()).String()
						return true
					}
				case *ast.BinaryExpr: // "..." + "..." over two lines
					if s, ok := concat(a); ok {
						keys[s] = fset.Position(a.Pos()).String()
						return true
					}
				case *ast.Ident:
					if a.Name == "format" {
						return true // a sayer passing its own format on
					}
				}
				t.Errorf("%s: %s's format is not a literal: French cannot be checked", fset.Position(n.Pos()), calleeName(n))
			case *ast.CompositeLit:
				// solve.Count{N: n, Word: "node"}
				sel, ok := n.Type.(*ast.SelectorExpr)
				name := ""
				if ok {
					name = sel.Sel.Name
				} else if id, ok := n.Type.(*ast.Ident); ok {
					name = id.Name
				}
				if name != "Count" {
					return true
				}
				for _, e := range n.Elts {
					if kv, ok := e.(*ast.KeyValueExpr); ok {
						if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "Word" {
							if lit, ok := kv.Value.(*ast.BasicLit); ok && lit.Kind == token.STRING {
								s, _ := strconv.Unquote(lit.Value)
								nouns[s] = fset.Position(lit.Pos()).String()
							}
						}
					}
				}
			}
			return true
		})
	}
}

func concat(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		s, err := strconv.Unquote(e.Value)
		return s, err == nil && e.Kind == token.STRING
	case *ast.BinaryExpr:
		a, ok1 := concat(e.X)
		b, ok2 := concat(e.Y)
		return a + b, ok1 && ok2 && e.Op == token.ADD
	}
	return "", false
}

// verb is one fmt verb, with its optional explicit argument index.
var verb = regexp.MustCompile(`%(?:\[(\d+)\])?[-+# 0]*\d*(?:\.\d+)?[a-zA-Z%]`)

// sameVerbs reports whether a translated format uses the English one's
// arguments: as many verbs (other than %%), each index within range.
func sameVerbs(english, french string) bool {
	count := func(s string) (n, maxIndex int) {
		for _, m := range verb.FindAllStringSubmatch(s, -1) {
			if strings.HasSuffix(m[0], "%") {
				continue
			}
			n++
			if m[1] != "" {
				i, _ := strconv.Atoi(m[1])
				maxIndex = max(maxIndex, i)
			}
		}
		return
	}
	ne, _ := count(english)
	nf, maxIndex := count(french)
	return ne == nf && maxIndex <= ne
}
