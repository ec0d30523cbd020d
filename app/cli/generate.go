package cli

import (
	"context"
	"fmt"
	"strings"
	"time"

	"grille/solve/catalog"
	"grille/solve/shikaku/gen"
)

// generators produce puzzles of a type from the generate command's flags;
// each type's file adds its own.
var generators = map[string]func(env Env, g genOpts) (string, error){
	"shikaku": func(env Env, g genOpts) (string, error) {
		p, err := gen.Generate(g.ctx, gen.GenParams{Rows: g.rows, Cols: g.cols, Depth: g.depth,
			NbMergeIter: g.merges, MergeProb: g.mergeProb, Unique: g.unique, Seed: g.seed})
		if err != nil {
			return "", err
		}
		return p.GridText(), nil
	},
}

type genOpts struct {
	ctx                       context.Context
	rows, cols, depth, merges int
	islands                   int
	mergeProb                 float64
	unique                    bool
	seed                      int64
	order                     int
	symmetric, easy           bool
}

func runGenerate(env Env, args []string) int {
	fs := newFlags(env, "generate", "[options]",
		"Generates puzzles with the paper's generators (seed 004) and prints them in the\n"+
			"type's grid format. Shikaku: recursive cuts to --depth, then --merges rounds of\n"+
			"random merges with probability --merge-prob, one clue per rectangle.\n"+
			"Hashi: --islands random points, islands where their edges cross.\n"+
			"Sudoku: a random full grid of --order, then givens taken away while the solution\n"+
			"stays unique (with --easy, while the three deduction rules still solve it).")
	typ := fs.String("type", "shikaku", "puzzle type: "+strings.Join(catalog.Types, ", "))
	var g genOpts
	fs.IntVar(&g.rows, "rows", 10, "rows")
	fs.IntVar(&g.cols, "cols", 10, "columns")
	fs.IntVar(&g.depth, "depth", 5, "shikaku: depth of the recursive cuts (the paper uses 1 to half the side; 5 gives about 20 clues on 10×10)")
	fs.IntVar(&g.merges, "merges", 1, "shikaku: merge rounds (nbMergeIter)")
	fs.Float64Var(&g.mergeProb, "merge-prob", gen.DefaultMergeProb, "shikaku: probability of each merge (mergeProb)")
	fs.IntVar(&g.islands, "islands", 30, "hashi: number of random points")
	fs.BoolVar(&g.unique, "unique", false, "shikaku, hashi: keep only puzzles the exact method proves unique")
	fs.IntVar(&g.order, "order", 3, "sudoku: order n, for an n²×n² grid (2 to 6; above 4 only with --easy)")
	fs.BoolVar(&g.symmetric, "symmetric", false, "sudoku: givens symmetric under a half turn")
	fs.BoolVar(&g.easy, "easy", false, "sudoku: only puzzles the three deduction rules solve without a guess")
	fs.Int64Var(&g.seed, "seed", 0, "random seed (0: from the clock)")
	count := fs.Int("count", 1, "how many puzzles (separated by blank lines)")
	timeout := fs.Duration("timeout", 60*time.Second, "give up after this long")
	if st := parseFlags(fs, args); st >= 0 {
		return st
	}
	make, ok := generators[*typ]
	if !ok {
		fmt.Fprintf(env.Stderr, "grille: generate: no generator for type %q\n", *typ)
		return ExitBadInput
	}
	if g.seed == 0 {
		g.seed = time.Now().UnixNano()
	}
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()
	g.ctx = ctx
	for i := 0; i < *count; i++ {
		text, err := make(env, g)
		if err != nil {
			fmt.Fprintf(env.Stderr, "grille: generate: %v\n", err)
			return ExitBadInput
		}
		if i > 0 {
			fmt.Fprintln(env.Stdout)
		}
		fmt.Fprint(env.Stdout, text)
		g.seed++
	}
	return ExitOK
}
