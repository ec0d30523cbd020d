package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"slices"
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
	// A package's exported sayers are sayers too in the packages that
	// import it, directly or not: the parsers hand their formats to
	// textscan's Errorf (through puzzlefile's Reader), which hands them to
	// parseerr.Errorf, which hands them to Say.
	fset := token.NewFileSet()
	pkgs := map[string]*sayPackage{}
	for dir, names := range byDir {
		pk := &sayPackage{path: importPath(t, dir), imports: map[string]bool{}, sayers: map[string][]int{"Say": {0}}}
		for _, name := range names {
			f, err := parser.ParseFile(fset, name, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			pk.files = append(pk.files, f)
			for _, im := range f.Imports {
				pk.imports[strings.Trim(im.Path.Value, `"`)] = true
			}
		}
		pkgs[pk.path] = pk
	}
	for _, pk := range pkgs { // the closure of the imports among pkgs
		for grew := true; grew; {
			grew = false
			for im := range pk.imports {
				if q, ok := pkgs[im]; ok {
					for im2 := range q.imports {
						if !pk.imports[im2] {
							pk.imports[im2], grew = true, true
						}
					}
				}
			}
		}
	}
	for grew := true; grew; {
		grew = false
		for _, pk := range pkgs {
			for im := range pk.imports {
				if q, ok := pkgs[im]; ok {
					for name, is := range q.sayers {
						if !ast.IsExported(name) || name == "Say" {
							continue
						}
						for _, i := range is {
							if !slices.Contains(pk.sayers[name], i) {
								pk.sayers[name] = append(pk.sayers[name], i)
							}
						}
					}
				}
			}
			if findSayers(pk.files, pk.sayers) {
				grew = true
			}
		}
	}
	for _, pk := range pkgs {
		packageSayKeys(t, fset, pk.files, pk.sayers, keys, nouns)
	}
}

// sayPackage is a package sayKeys reads: its files, the grille packages it
// imports (then their closure), and its sayers (function name → indexes of
// the format argument: names repeat, textscan's Errorf takes line, column,
// format, puzzlefile's a word and format).
type sayPackage struct {
	path    string
	files   []*ast.File
	imports map[string]bool
	sayers  map[string][]int
}

// importPath is the import path of the package in dir, a path relative to
// ui (the module's root is "..", its path "grille").
func importPath(t *testing.T, dir string) string {
	rel, err := filepath.Rel("..", dir)
	if err != nil {
		t.Fatal(err)
	}
	return "grille/" + filepath.ToSlash(rel)
}

// findSayers adds to sayers the functions of files that hand their format
// parameter on to a sayer; it reports whether it added any.
func findSayers(files []*ast.File, sayers map[string][]int) (added bool) {
	// The functions: declared ones, and closures given a name (bad :=
	// func(i int, format string, ...)).
	type fn struct {
		name string
		typ  *ast.FuncType
		body *ast.BlockStmt
	}
	var fns []fn
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncDecl:
				if n.Body != nil && n.Name.Name != "Say" {
					fns = append(fns, fn{n.Name.Name, n.Type, n.Body})
				}
			case *ast.AssignStmt:
				if len(n.Lhs) == 1 && len(n.Rhs) == 1 {
					id, ok1 := n.Lhs[0].(*ast.Ident)
					lit, ok2 := n.Rhs[0].(*ast.FuncLit)
					if ok1 && ok2 {
						fns = append(fns, fn{id.Name, lit.Type, lit.Body})
					}
				}
			}
			return true
		})
	}
	for grew := true; grew; {
		grew = false
		for _, fd := range fns {
			{
				k := formatParam(fd.typ)
				if k < 0 || slices.Contains(sayers[fd.name], k) {
					continue
				}
				ast.Inspect(fd.body, func(n ast.Node) bool {
					c, ok := n.(*ast.CallExpr)
					if !ok {
						return true
					}
					for _, i := range sayers[calleeName(c)] {
						if i >= len(c.Args) {
							continue
						}
						if id, ok := c.Args[i].(*ast.Ident); ok && id.Name == "format" && !slices.Contains(sayers[fd.name], k) {
							sayers[fd.name] = append(sayers[fd.name], k)
							grew, added = true, true
						}
					}
					return true
				})
			}
		}
	}
	return added
}

// calleeName is the name a call calls: f(...) or x.f(...); "" for fmt's
// functions and testing's (t.Errorf in a test helper package), which are
// no sayers whatever their name.
func calleeName(c *ast.CallExpr) string {
	switch fun := c.Fun.(type) {
	case *ast.Ident:
		return fun.Name
	case *ast.SelectorExpr:
		if x, ok := fun.X.(*ast.Ident); ok && (x.Name == "fmt" || x.Name == "t" || x.Name == "tb") {
			return "" // fmt.Errorf, a test helper's t.Errorf
		}
		return fun.Sel.Name
	}
	return ""
}

// formatParam is the index of a function's parameter named format, or −1.
func formatParam(typ *ast.FuncType) int {
	i := 0
	for _, f := range typ.Params.List {
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

func packageSayKeys(t *testing.T, fset *token.FileSet, files []*ast.File, sayers map[string][]int, keys, nouns map[string]string) {
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				is, ok := sayers[calleeName(n)]
				if !ok {
					return true
				}
				applies := false
				for _, i := range is {
					if i >= len(n.Args) {
						continue
					}
					applies = true
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
				}
				if !applies {
					return true
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
				// The noun's key: Key when given, else Word.
				var key *ast.BasicLit
				for _, e := range n.Elts {
					if kv, ok := e.(*ast.KeyValueExpr); ok {
						if k, ok := kv.Key.(*ast.Ident); ok && (k.Name == "Key" || k.Name == "Word" && key == nil) {
							if lit, ok := kv.Value.(*ast.BasicLit); ok && lit.Kind == token.STRING {
								key = lit
							}
						}
					}
				}
				if key != nil {
					s, _ := strconv.Unquote(key.Value)
					nouns[s] = fset.Position(key.Pos()).String()
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
