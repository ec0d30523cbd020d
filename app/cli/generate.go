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
		if f.param.Kind != solve.BoolParam {
			usage += " (default " + f.param.Format(f.param.Default) + ")"
		}
		fs.Var(f, f.param.Name, usage)
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
