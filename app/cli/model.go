package cli

import (
	"bufio"
	"fmt"
	"strings"
)

func runModel(env Env, args []string) int {
	var docs []string
	for _, d := range env.types {
		if m := d.Erased().Model; m != nil {
			docs = append(docs, d.TypeName()+": "+m.Doc)
		}
	}
	fs := newFlags(env, "model", "[options] FILE|-",
		env.tr("Prints the integer linear program of a puzzle in lp_solve's LP format, as the\n"+
			"ilp method poses it, so it can be read, or solved with\n"+
			"`lp_solve -S4 -presolve FILE.lp`. It opens with the model in words: the\n"+
			"variables, the objective and each family of rows with its count, as /* */\n"+
			"comments, which lp_solve skips.\n")+strings.Join(docs, "\n"))
	typ := fs.String("type", defaultType(env), env.tr("puzzle type: ")+typeNames(env))
	index := fs.Int("index", 1, env.tr("which puzzle of the file (1-based)"))
	words := fs.Bool("words", true, env.tr("open with the model in words, as LP comments (--words=false: the LP text alone)"))
	if st := parseFlags(fs, args); st >= 0 {
		return st
	}
	if fs.NArg() != 1 || *index < 1 {
		fmt.Fprintln(env.Stderr, env.tr("grille: model: give one puzzle file (or -), and --index ≥ 1"))
		return ExitBadInput
	}
	name := fs.Arg(0)
	data, err := readInput(env, name)
	if err != nil {
		fmt.Fprintln(env.Stderr, errLine("", err))
		return ExitBadInput
	}
	d, ok := lookup(env, "model", *typ)
	if !ok {
		return ExitBadInput
	}
	w := bufio.NewWriter(env.Stdout)
	var tr func(string) string
	if *words {
		tr = env.tr
	}
	if err := modelLP(d.Erased(), w, name, data, *index, tr); err != nil {
		if !outputFailed(env) { // else Main says it
			fmt.Fprintln(env.Stderr, errLineIn(env, name, err))
		}
		return ExitBadInput
	}
	if err := w.Flush(); err != nil {
		return ExitBadInput
	}
	return ExitOK
}
