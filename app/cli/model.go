package cli

import (
	"bufio"
	"fmt"
	"strings"

	"grille/solve/catalog"
	"grille/solve/sudoku"
	"grille/solve/sudoku/ilp"
)

func runModel(env Env, args []string) int {
	fs := newFlags(env, "model", "[options] FILE|-",
		"Prints the integer linear program of a puzzle in lp_solve's LP format, as the\n"+
			"ilp method poses it (Koch's model for Sudoku), so it can be read, or solved\n"+
			"with `lp_solve -S4 -presolve FILE.lp`.")
	typ := fs.String("type", "sudoku", "puzzle type: "+strings.Join(catalog.Types, ", "))
	index := fs.Int("index", 1, "which puzzle of the file (1-based)")
	if st := parseFlags(fs, args); st >= 0 {
		return st
	}
	if fs.NArg() != 1 || *index < 1 {
		fmt.Fprintln(env.Stderr, "grille: model: give one puzzle file (or -), and --index ≥ 1")
		return ExitBadInput
	}
	name := fs.Arg(0)
	data, err := readInput(env, name)
	if err != nil {
		fmt.Fprintln(env.Stderr, errLine("", err))
		return ExitBadInput
	}
	switch *typ {
	case "sudoku":
		gs, err := sudoku.Parse(name, data)
		if err != nil {
			fmt.Fprintln(env.Stderr, errLine(name, err))
			return ExitBadInput
		}
		if *index > len(gs) {
			fmt.Fprintf(env.Stderr, "grille: model: %s holds %d puzzles, not %d\n", name, len(gs), *index)
			return ExitBadInput
		}
		w := bufio.NewWriter(env.Stdout)
		if err := ilp.Model(gs[*index-1]).WriteLP(w); err != nil {
			fmt.Fprintln(env.Stderr, errLine("", err))
			return ExitBadInput
		}
		if err := w.Flush(); err != nil {
			return ExitBadInput
		}
		return ExitOK
	}
	fmt.Fprintf(env.Stderr, "grille: model: unknown type %q (known: %s)\n", *typ, strings.Join(catalog.Types, ", "))
	return ExitBadInput
}
