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
// the same name (rows, cols, unique): the flag is made once, and its value
// reaches whichever type is chosen.
type genFlag struct {
	param solve.Param
	types []string // the types whose generator declares it
	value string   // as given; "" when not given
}

func (f *genFlag) String() string { return f.value }
func (f *genFlag) Set(s string) error {
	if _, err := parseParam(f.param, s); err != nil {
		// The flag package names the flag already.
		return errors.New(strings.TrimPrefix(err.Error(), f.param.Name+": "))
	}
	f.value = s
	return nil
}

// IsBoolFlag lets a yes/no parameter be given as a bare --name.
func (f *genFlag) IsBoolFlag() bool { return f.param.Kind == solve.BoolParam }

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
		if namedChoices(p) {
			if c, ok := choiceNamed(p, s); ok {
				return float64(c.Value), nil
			}
			return 0, fmt.Errorf("%q is not one of %s", s, choiceList(p))
		}
		var i int64
		i, err = strconv.ParseInt(s, 10, 64)
		v = float64(i)
	default:
		v, err = strconv.ParseFloat(s, 64)
	}
	if err != nil {
		return 0, fmt.Errorf("%q is not a %s", s, map[solve.ParamKind]string{
			solve.BoolParam: "yes/no value (true or false)", solve.IntParam: "whole number", solve.FloatParam: "number"}[p.Kind])
	}
	return v, p.Check(v)
}

// choiceNamed finds the choice of a list parameter that s names: its label
// in any case, spaces and dashes alike (--grade hard, --grade "very hard",
// --grade very-hard).
func choiceNamed(p solve.Param, s string) (solve.Choice, bool) {
	key := func(x string) string {
		return strings.ToLower(strings.Join(strings.Fields(strings.ReplaceAll(x, "-", " ")), "-"))
	}
	for _, c := range p.Choices {
		if key(c.Label) == key(s) {
			return c, true
		}
	}
	return solve.Choice{}, false
}

// choiceList is a list parameter's values for the help: "easy, medium, hard".
func choiceList(p solve.Param) string {
	var names []string
	for _, c := range p.Choices {
		names = append(names, strings.ToLower(strings.ReplaceAll(c.Label, " ", "-")))
	}
	return strings.Join(names, ", ")
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
			if f, ok := byName[p.Name]; ok {
				f.types = append(f.types, t.Name)
				continue
			}
			f := &genFlag{param: p, types: []string{t.Name}}
			byName[p.Name] = f
			flags = append(flags, f)
		}
	}
	for _, f := range flags {
		usage := strings.Join(f.types, ", ") + ": " + f.param.Usage
		switch def := f.param.Format(f.param.Default); {
		case namedChoices(f.param):
			for _, c := range f.param.Choices {
				if float64(c.Value) == f.param.Default {
					def = strings.ToLower(strings.ReplaceAll(c.Label, " ", "-"))
				}
			}
			usage += " (one of " + choiceList(f.param) + "; default " + def + ")"
		case f.param.Kind != solve.BoolParam:
			usage += " (default " + def + ")"
		}
		fs.Var(f, f.param.Name, usage)
	}
	return flags
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
		"Generates puzzles and prints them in the type's grid format.\n"+strings.Join(docs, "\n"))
	typ := fs.String("type", defaultType(env), "puzzle type: "+typeNames(env))
	flags := genFlags(env, fs.FlagSet)
	seed := fs.Int64("seed", 0, "random seed (0: from the clock)")
	count := fs.Int("count", 1, "how many puzzles (separated by blank lines)")
	timeout := fs.Duration("timeout", 60*time.Second, "give up after this long")
	if st := parseFlags(fs, args); st >= 0 {
		return st
	}
	if *count < 1 || *count > maxCount {
		fmt.Fprintf(env.Stderr, "grille: generate: --count %d is out of range 1 to %d\n", *count, maxCount)
		return ExitBadInput
	}
	if *timeout <= 0 {
		fmt.Fprintf(env.Stderr, "grille: generate: --timeout %v must be positive\n", *timeout)
		return ExitBadInput
	}
	d, ok := lookup(env, "generate", *typ)
	if !ok {
		return ExitBadInput
	}
	t := d.Erased()
	if t.Generator == nil {
		fmt.Fprintf(env.Stderr, "grille: generate: no generator for type %q\n", *typ)
		return ExitBadInput
	}
	vals := solve.NewValues(t.Generator.Params)
	for _, f := range flags {
		if f.value == "" {
			continue
		}
		if !slices.Contains(f.types, t.Name) {
			fmt.Fprintf(env.Stderr, "grille: generate: --%s does not apply to %s (only to %s); ignored\n", f.param.Name, t.Name, strings.Join(f.types, ", "))
			continue
		}
		v, _ := parseParam(f.param, f.value) // checked by Set
		if err := vals.Set(f.param.Name, v); err != nil {
			fmt.Fprintf(env.Stderr, "grille: generate: --%v\n", err)
			return ExitBadInput
		}
	}
	if *seed == 0 {
		*seed = time.Now().UnixNano()
	}
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()
	for i := 0; i < *count; i++ {
		p, _, err := t.Generator.Make(ctx, vals, *seed)
		if err != nil {
			if ctx.Err() != nil {
				fmt.Fprintf(env.Stderr, "grille: generate: no puzzle within the time limit of %v (--timeout)\n", *timeout)
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
