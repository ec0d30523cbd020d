package lp

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
)

// WriteLP writes p in lp_solve's LP format (the one `lp_solve file.lp`
// reads; not CPLEX's), with /* */ comments, so a teacher can read the model
// and check it with the lp_solve program.
//
// Every row is written with a name, because in this format an unnamed row
// with a single variable ("x >= 2;") is a bound, not a constraint. Names that
// the format cannot take (empty, not starting with a letter, odd characters,
// keywords such as "int", duplicates) are replaced by C<n> for variable n and
// R<n> for row n (1-based, lp_solve's own default names), and the original
// name is kept in a comment. Terms on the same variable are added up.
//
// Binary variables (integer, bounds [0,1]) are declared in a "bin" section,
// other integer ones in an "int" section; free variables in a "free"
// section; other bounds that differ from lp_solve's default [0, +inf) are
// written in a bounds section, and so is every variable in no row and not in
// the objective, so that lp_solve reads back all the variables.
func (p *Problem) WriteLP(w io.Writer) error {
	if err := p.Validate(); err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	lpw := &lpWriter{p: p, bw: bw, lw: &lineWriter{w: bw}}
	var vrenamed, rrenamed []int
	lpw.vnames, vrenamed = lpNames(len(p.Vars), func(j int) string { return p.Vars[j].Name }, "C")
	lpw.rnames, rrenamed = lpNames(len(p.Rows), func(i int) string { return p.Rows[i].Name }, "R")
	lpw.header(vrenamed, rrenamed)
	lpw.objective()
	lpw.constraints()
	lpw.declarations()
	return bw.Flush()
}

// lpWriter writes one Problem, section by section.
type lpWriter struct {
	p              *Problem
	bw             *bufio.Writer
	lw             *lineWriter
	vnames, rnames []string // the names written, valid in the format
}

// header writes the opening comments: the problem's name and size, how to
// solve the file, and the names that had to be replaced.
func (x *lpWriter) header(vrenamed, rrenamed []int) {
	p, bw := x.p, x.bw
	nInt := 0
	for _, v := range p.Vars {
		if v.Integer {
			nInt++
		}
	}
	if p.Name != "" {
		fmt.Fprintf(bw, "/* %s */\n", commentSafe(p.Name))
	}
	fmt.Fprintf(bw, "/* %d variables (%d integer), %d rows. Written by grille for lp_solve. */\n", len(p.Vars), nInt, len(p.Rows))
	// Without -presolve, lp_solve cycles for ever on rank-deficient equality
	// models such as Sudoku's.
	bw.WriteString("/* Solve with: lp_solve -S4 -presolve file.lp */\n")
	if len(vrenamed) > 0 || len(rrenamed) > 0 {
		bw.WriteString("/* Renamed (the LP format does not accept these names):\n")
		for _, j := range vrenamed {
			fmt.Fprintf(bw, "   variable %s = %q\n", x.vnames[j], commentSafe(p.Vars[j].Name))
		}
		for _, i := range rrenamed {
			fmt.Fprintf(bw, "   row %s = %q\n", x.rnames[i], commentSafe(p.Rows[i].Name))
		}
		bw.WriteString("*/\n")
	}
}

func (x *lpWriter) objective() {
	x.bw.WriteString("\n/* Objective function */\n")
	if x.p.Sense == Maximize {
		x.lw.start("max:")
	} else {
		x.lw.start("min:")
	}
	empty := true
	for j, v := range x.p.Vars {
		if v.Obj != 0 {
			x.lw.word(termText(v.Obj, x.vnames[j]))
			empty = false
		}
	}
	if empty {
		x.lw.end(" ;") // "min: ;" is lp_solve's way of saying "no objective"
	} else {
		x.lw.end(";")
	}
}

func (x *lpWriter) constraints() {
	p, bw, lw := x.p, x.bw, x.lw
	if len(p.Rows) > 0 {
		bw.WriteString("\n/* Constraints */\n")
	}
	coef := make([]float64, len(p.Vars))
	seen := make([]bool, len(p.Vars))
	var order []int
	for i, r := range p.Rows {
		// Merge repeated variables, keeping first-appearance order.
		order = order[:0]
		for _, t := range r.Terms {
			if !seen[t.Var] {
				seen[t.Var] = true
				order = append(order, t.Var)
			}
			coef[t.Var] += t.Coef
		}
		var terms []string
		for _, j := range order {
			if coef[j] != 0 {
				terms = append(terms, termText(coef[j], x.vnames[j]))
			}
			coef[j], seen[j] = 0, false
		}
		if len(terms) == 0 {
			if len(p.Vars) == 0 {
				fmt.Fprintf(bw, "/* %s: empty row 0 %v %s, and no variables */\n", x.rnames[i], r.Kind, num(r.RHS))
				continue
			}
			// lp_solve's own writer does the same for an empty row: a
			// zero term keeps it a (constant) constraint.
			terms = append(terms, "0 "+x.vnames[0])
		}
		lw.start(x.rnames[i] + ":")
		for _, t := range terms {
			lw.word(t)
		}
		lw.word(r.Kind.String())
		lw.word(num(r.RHS))
		lw.end(";")
	}
}

// declarations writes the bounds other than lp_solve's default [0, +inf),
// except for the variables the declarations cover, and then the free, int
// and bin declarations. lp_solve only creates the variables a file
// mentions before the declarations, and ignores (with a warning) a
// declaration of one it does not know: so a variable in no row and not in
// the objective always gets a bound line.
func (x *lpWriter) declarations() {
	p, bw := x.p, x.bw
	inRow := make([]bool, len(p.Vars))
	for _, r := range p.Rows {
		for _, t := range r.Terms {
			inRow[t.Var] = true
		}
	}
	var bounds []string
	var bins, ints, frees []string
	for j, v := range p.Vars {
		name := x.vnames[j]
		lo, up := v.Lower, v.Upper
		orphan := !inRow[j] && v.Obj == 0
		switch {
		case v.Integer && lo == 0 && up == 1 && !orphan:
			bins = append(bins, name)
			continue
		case math.IsInf(lo, -1) && math.IsInf(up, 1):
			if orphan {
				bounds = append(bounds, name+" >= -1e30;")
			} else {
				frees = append(frees, name)
			}
		case lo == up:
			// "x = 3;" without a label is a bound that fixes x.
			bounds = append(bounds, name+" = "+num(lo)+";")
		case lo == 0 && math.IsInf(up, 1):
			if orphan {
				bounds = append(bounds, name+" >= 0;")
			}
		case lo == 0:
			bounds = append(bounds, name+" <= "+num(up)+";")
		case math.IsInf(up, 1):
			bounds = append(bounds, name+" >= "+num(lo)+";")
		default:
			bounds = append(bounds, num(lo)+" <= "+name+" <= "+num(up)+";")
		}
		if v.Integer {
			ints = append(ints, name)
		}
	}
	if len(bounds) > 0 {
		bw.WriteString("\n/* Bounds */\n")
		for _, b := range bounds {
			bw.WriteString(b)
			bw.WriteByte('\n')
		}
	}
	x.declare("Free variables (no bounds)", "free", frees)
	x.declare("Integer variables", "int", ints)
	x.declare("Binary variables (integer, 0 or 1)", "bin", bins)
}

// declare writes one declaration section (nothing when names is empty).
func (x *lpWriter) declare(title, keyword string, names []string) {
	if len(names) == 0 {
		return
	}
	fmt.Fprintf(x.bw, "\n/* %s */\n", title)
	x.lw.start(keyword)
	for k, n := range names {
		if k < len(names)-1 {
			n += ","
		}
		x.lw.word(n)
	}
	x.lw.end(";")
}

// lineWriter wraps long rows at about 78 columns; the LP format treats a
// newline like a space.
type lineWriter struct {
	w   *bufio.Writer
	col int
}

func (l *lineWriter) start(head string) {
	l.w.WriteString(head)
	l.col = len(head)
}

func (l *lineWriter) word(s string) {
	if l.col+1+len(s) > 78 && l.col > 4 {
		l.w.WriteString("\n   ")
		l.col = 3
	}
	l.w.WriteByte(' ')
	l.w.WriteString(s)
	l.col += 1 + len(s)
}

func (l *lineWriter) end(s string) {
	l.w.WriteString(s)
	l.w.WriteByte('\n')
	l.col = 0
}

// termText is "+3 x", "-y", "+0.5 z".
func termText(c float64, name string) string {
	switch c {
	case 1:
		return "+" + name
	case -1:
		return "-" + name
	}
	s := num(c)
	if c > 0 {
		s = "+" + s
	}
	return s + " " + name
}

// num formats a number the LP format reads back exactly; lp_solve's infinity
// is 1e30 (values at or beyond it are infinite).
func num(v float64) string {
	switch {
	case math.IsInf(v, 1):
		return "1e30"
	case math.IsInf(v, -1):
		return "-1e30"
	case v == 0:
		return "0" // no "-0"
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}

// lpKeywords are words of the LP format that cannot name a variable or row
// (compared case-insensitively).
var lpKeywords = map[string]bool{
	"max": true, "min": true, "maximize": true, "minimize": true, "maximise": true, "minimise": true,
	"maximum": true, "minimum": true,
	"int": true, "bin": true, "sec": true, "sin": true, "free": true, "sos": true, "sos1": true, "sos2": true,
	"inf": true, "infinity": true,
}

// lpName reports whether s is a name the LP format reads as one identifier:
// a letter first, then letters, digits and _[]{}/.&#$%~'@^ .
func lpName(s string) bool {
	if s == "" || lpKeywords[strings.ToLower(s)] {
		return false
	}
	for k, c := range s {
		letter := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		if k == 0 {
			if !letter {
				return false
			}
			continue
		}
		if !letter && !(c >= '0' && c <= '9') && !strings.ContainsRune("_[]{}/.&#$%~'@^", c) {
			return false
		}
	}
	return true
}

// lpNames returns a usable, unique name for each of n items and the indices
// of those whose own name was replaced by prefix<i+1> (or had to be made
// unique). Empty names are replaced silently: that is lp_solve's own default.
func lpNames(n int, name func(int) string, prefix string) (names []string, renamed []int) {
	names = make([]string, n)
	used := make(map[string]bool, n)
	for i := 0; i < n; i++ {
		if s := name(i); lpName(s) && !used[s] {
			names[i] = s
			used[s] = true
		}
	}
	for i := 0; i < n; i++ {
		if names[i] != "" {
			continue
		}
		s := prefix + strconv.Itoa(i+1)
		for k := 2; used[s]; k++ {
			s = prefix + strconv.Itoa(i+1) + "_" + strconv.Itoa(k)
		}
		names[i] = s
		used[s] = true
		if name(i) != "" {
			renamed = append(renamed, i)
		}
	}
	sort.Ints(renamed)
	return names, renamed
}

func commentSafe(s string) string {
	s = strings.ReplaceAll(s, "*/", "* /")
	return strings.ReplaceAll(s, "/*", "/ *")
}
