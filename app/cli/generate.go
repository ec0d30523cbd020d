package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"grille/solve"
)

// genFlag is one generator parameter as a flag. Several types may declare
// the same name (rows, cols, unique, grade): the flag is made once, and its
// value is read by the chosen type's declaration (a grade list differs from
// type to type).
type genFlag struct {
	name  string
	decls []paramOf
	types []string // the types whose generator declares it
	value string   // as given; "" when not given
}

// paramOf is one type's declaration of a generator parameter.
type paramOf struct {
	typ   string
	param solve.Param
	names []choiceName // a list of named values (grades): what the flag accepts
}

// choiceName is a list value's name on the command line: the grade's ID
// when the type's Logic has a grade of that name, else the label in lower
// case with dashes ("Very hard" is very-hard).
type choiceName struct {
	name, label string
	value       int
}

func (f *genFlag) String() string { return f.value }

// Set accepts a value that some type's declaration accepts; the chosen
// type's is checked when the puzzle is made.
func (f *genFlag) Set(s string) error {
	var first error
	for _, d := range f.decls {
		_, err := d.parse(s)
		if err == nil {
			f.value = s
			return nil
		}
		if first == nil {
			first = err
		}
	}
	// The flag package names the flag already.
	return errors.New(strings.TrimPrefix(first.Error(), f.name+": "))
}

// IsBoolFlag lets a yes/no parameter be given as a bare --name.
func (f *genFlag) IsBoolFlag() bool { return f.decls[0].param.Kind == solve.BoolParam }

// parseFor reads the value as type typ declares the parameter.
func (f *genFlag) parseFor(typ string) (float64, error) {
	for _, d := range f.decls {
		if d.typ == typ {
			return d.parse(f.value)
		}
	}
	return 0, fmt.Errorf("%s has no parameter %s", typ, f.name)
}

func (d paramOf) parse(s string) (float64, error) {
	if len(d.names) > 0 {
		for _, c := range d.names {
			if key(s) == c.name || key(s) == key(c.label) {
				return float64(c.value), nil
			}
		}
		if v, err := parseParam(d.param, s); err == nil { // a value by number: --grade 2
			return v, nil
		}
		var names []string
		for _, c := range d.names {
			names = append(names, c.name)
		}
		return 0, fmt.Errorf("%q is not one of %s", s, strings.Join(names, ", "))
	}
	return parseParam(d.param, s)
}

// key is a name as the command line compares it: lower case, dashes for
// spaces ("Very hard", "very hard" and "very-hard" are one).
func key(s string) string {
	return strings.ToLower(strings.Join(strings.Fields(strings.ReplaceAll(s, "-", " ")), "-"))
}

func parseParam(p solve.Param, s string) (float64, error) {
	var v float64
	var err error
	switch p.Kind {
	case solve.BoolParam:
		var b bool
		b, err = strconv.ParseBool(s)
		if b {
			v = 1
		}
	case solve.IntParam:
		var i int64
		i, err = strconv.ParseInt(s, 10, 64)
		v = float64(i)
	default:
		v, err = strconv.ParseFloat(s, 64)
	}
	if errors.Is(err, strconv.ErrRange) && p.Kind != solve.BoolParam {
		// Digits, too many of them: not "is not a whole number".
		if p.Min != 0 || p.Max != 0 {
			return 0, fmt.Errorf("%s is out of range %s to %s", s, p.Format(p.Min), p.Format(p.Max))
		}
		return 0, fmt.Errorf("%s is too large", s)
	}
	if err != nil {
		return 0, fmt.Errorf("%q is not a %s", s, map[solve.ParamKind]string{
			solve.BoolParam: "yes/no value (true or false)", solve.IntParam: "whole number", solve.FloatParam: "number"}[p.Kind])
	}
	return v, p.Check(v)
}

// namedChoices: a list whose values are words (grades: easy, hard) is
// given and shown by name; one labelled by numbers (order 3 is "9×9")
// keeps its numbers.
func namedChoices(p solve.Param) bool {
	for _, c := range p.Choices {
		if c.Label == "" || strings.ContainsAny(c.Label, "0123456789") {
			return false
		}
	}
	return len(p.Choices) > 0
}

// declare is t's declaration of p, with the names of a list's values.
func declare(t *solve.Type[any], p solve.Param) paramOf {
	d := paramOf{typ: t.Name, param: p}
	if !namedChoices(p) {
		return d
	}
	for _, c := range p.Choices {
		n := choiceName{name: key(c.Label), label: c.Label, value: c.Value}
		if t.Logic != nil {
			for _, g := range t.Logic.Grades {
				if key(g.Name) == key(c.Label) || key(g.ID) == key(c.Label) {
					n.name = g.ID
				}
			}
		}
		d.names = append(d.names, n)
	}
	return d
}

// help is the declaration's part of the flag's help line.
func (d paramOf) help() string {
	p := d.param
	def := p.Format(p.Default)
	switch {
	case len(d.names) > 0:
		var names []string
		for _, c := range d.names {
			names = append(names, c.name)
			if float64(c.value) == p.Default {
				def = c.name
			}
		}
		return p.Usage + " (one of " + strings.Join(names, ", ") + "; default " + def + ")"
	case p.Kind != solve.BoolParam:
		return p.Usage + " (default " + def + ")"
	}
	return p.Usage
}

// genFlags declares every generator's parameters on fs, in catalog order.
func genFlags(env Env, fs *flag.FlagSet) []*genFlag {
	var flags []*genFlag
	byName := map[string]*genFlag{}
	for _, d := range env.types {
		t := d.Erased()
		if t.Generator == nil {
			continue
		}
		for _, p := range t.Generator.Params {
			f, ok := byName[p.Name]
			if !ok {
				f = &genFlag{name: p.Name}
				byName[p.Name] = f
				flags = append(flags, f)
			}
			f.decls = append(f.decls, declare(t, p))
			f.types = append(f.types, t.Name)
		}
	}
	for _, f := range flags {
		// Types that declare it alike share a help line: "shikaku, hashi: rows of the grid".
		var parts []string
		var types []string
		for i, d := range f.decls {
			types = append(types, d.typ)
			if i+1 == len(f.decls) || f.decls[i+1].help() != d.help() {
				parts = append(parts, strings.Join(types, ", ")+": "+d.help())
				types = nil
			}
		}
		fs.Var(f, f.name, strings.Join(parts, "; "))
	}
	return flags
}

// maxCount bounds --count.
const maxCount = 1_000_000

func runGenerate(env Env, args []string) int {
	var docs []string
	for _, d := range env.types {
		if g := d.Erased().Generator; g != nil {
			docs = append(docs, d.TypeName()+": "+strings.ReplaceAll(g.Doc, "\n", "\n  "))
		}
	}
	fs := newFlags(env, "generate", "[options]",
		env.tr("Generates puzzles and prints them in the type's grid format.\n")+strings.Join(docs, "\n"))
	typ := fs.String("type", defaultType(env), env.tr("puzzle type: ")+typeNames(env))
	flags := genFlags(env, fs.FlagSet)
	seed := fs.Int64("seed", 0, env.tr("random seed (0: from the clock)"))
	count := fs.Int("count", 1, env.tr("how many puzzles (separated by blank lines)"))
	timeout := fs.Duration("timeout", 60*time.Second, env.tr("time limit of the whole run, all --count puzzles together"))
	if st := parseFlags(fs, args); st >= 0 {
		return st
	}
	if *count < 1 || *count > maxCount {
		fmt.Fprintf(env.Stderr, env.tr("grille: generate: --count %d is out of range 1 to %d\n"), *count, maxCount)
		return ExitBadInput
	}
	if *timeout <= 0 {
		fmt.Fprintf(env.Stderr, env.tr("grille: generate: --timeout %v must be positive\n"), *timeout)
		return ExitBadInput
	}
	d, ok := lookup(env, "generate", *typ)
	if !ok {
		return ExitBadInput
	}
	t := d.Erased()
	if t.Generator == nil {
		fmt.Fprintf(env.Stderr, env.tr("grille: generate: no generator for type %q\n"), *typ)
		return ExitBadInput
	}
	vals := solve.NewValues(t.Generator.Params)
	for _, f := range flags {
		if f.value == "" {
			continue
		}
		if !slices.Contains(f.types, t.Name) {
			fmt.Fprintf(env.Stderr, env.tr("grille: generate: --%s does not apply to %s (only to %s); ignored\n"), f.name, t.Name, strings.Join(f.types, ", "))
			continue
		}
		v, err := f.parseFor(t.Name)
		if err != nil {
			fmt.Fprintf(env.Stderr, "grille: generate: --%s: %v\n", f.name, err)
			return ExitBadInput
		}
		if err := vals.Set(f.name, v); err != nil {
			fmt.Fprintf(env.Stderr, "grille: generate: --%v\n", err)
			return ExitBadInput
		}
	}
	if *seed == 0 {
		*seed = time.Now().UnixNano()
	}
	ctx, cancel := context.WithTimeout(env.context(), *timeout)
	defer cancel()
	for i := 0; i < *count; i++ {
		p, _, err := t.Generator.Make(ctx, vals, *seed)
		if err != nil {
			switch {
			case errors.Is(context.Cause(ctx), errInterrupted):
				fmt.Fprintf(env.Stderr, env.tr("grille: generate: interrupted after %d of %d puzzles\n"), i, *count)
				return ExitInterrupted
			case ctx.Err() != nil && i > 0:
				// --timeout bounds the whole run, not each puzzle.
				fmt.Fprintf(env.Stderr, env.tr("grille: generate: time limit of %v (--timeout) reached after %d of %d puzzles\n"), *timeout, i, *count)
				return ExitUnsolved
			case ctx.Err() != nil:
				fmt.Fprintf(env.Stderr, env.tr("grille: generate: no puzzle within the time limit of %v (--timeout)\n"), *timeout)
				return ExitUnsolved
			}
			fmt.Fprintf(env.Stderr, "grille: generate: %v\n", err)
			return ExitBadInput
		}
		if i > 0 {
			fmt.Fprintln(env.Stdout)
		}
		fmt.Fprint(env.Stdout, t.Text(p))
		*seed++
	}
	return ExitOK
}
