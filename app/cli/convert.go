package cli

import (
	"bufio"
	"fmt"
	"strings"

	"grille/solve"
)

// runConvert writes the puzzles of files in another form (solve.Form):
// Simon Tatham's game IDs, puzz.link URLs, SudokuWiki links, lines, grid
// and game files, Sudoku positions, each of which Grille reads back.
func runConvert(env Env, args []string) int {
	fs := newFlags(env, "convert", "--to FORM [options] FILE...|-",
		env.tr("Writes every puzzle of the files (or standard input for -) in another form, one\n"+
			"a line, or separated by a blank line when the form takes several lines. Grille\n"+
			"reads every form back; the others open in their own programs. FORM is one of\n"+
			"(not every type has every form):\n"+
			"  grid           the grid file, a line a row\n"+
			"  line           the one-line form (Sudoku)\n"+
			"  gameid         Simon Tatham's game ID (his Solo, Rectangles and Bridges open it)\n"+
			"  url            the puzz.link URL\n"+
			"  wiki           the SudokuWiki link of the puzzle (9×9 Sudoku)\n"+
			"  game           the game file: the puzzle, then what was played on it\n"+
			"  position       the pencil-mark grid of HoDoKu and Sudoku Explainer: the digits\n"+
			"                 and every other cell's candidates (4×4 and 9×9 Sudoku)\n"+
			"  wiki-position  the SudokuWiki link of the position, candidates included (9×9)\n"+
			"Exit status: 0 when every puzzle was written, 1 when some puzzle has no such\n"+
			"form (the message says why), 2 for bad input or usage."))
	typ := fs.String("type", defaultType(env), env.tr("puzzle type: ")+typeNames(env))
	to := fs.String("to", "", env.tr("the form to write (see above)"))
	if st := parseFlags(fs, args); st >= 0 {
		return st
	}
	d, ok := lookup(env, "convert", *typ)
	if !ok {
		return ExitBadInput
	}
	t := d.Erased()
	if *to == "" {
		fmt.Fprintf(env.Stderr, env.tr("grille: convert: give the form with --to (%s: %s)\n"), t.Name, t.FormIDs())
		return ExitBadInput
	}
	f, ok := t.Form(strings.TrimSpace(*to))
	if !ok {
		fmt.Fprintf(env.Stderr, env.tr("grille: convert: %s has no form %q (its forms: %s)\n"), t.Name, *to, t.FormIDs())
		return ExitBadInput
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(env.Stderr, env.tr("grille: convert: no input (give files, or - for standard input)"))
		return ExitBadInput
	}
	out := bufio.NewWriterSize(env.Stdout, 64<<10)
	status := ExitOK
	wrote, blank := false, false // blank: the last text written takes several lines
	for _, name := range fs.Args() {
		data, err := readInput(env, name)
		if err != nil {
			fmt.Fprintln(env.Stderr, errLine("", err))
			status = ExitBadInput
			continue
		}
		games, err := readGames(t, name, data)
		if err != nil {
			fmt.Fprintln(env.Stderr, errLine(name, err))
			status = ExitBadInput
			continue
		}
		for i, g := range games {
			text, err := f.Write(g)
			if err != nil {
				head := name
				if len(games) > 1 {
					head = fmt.Sprintf("%s #%d", name, i+1)
				}
				fmt.Fprintf(env.Stderr, "grille: convert: %s: %v\n", head, err)
				status = max(status, ExitUnsolved)
				continue
			}
			text = strings.TrimRight(text, "\n")
			multi := strings.Contains(text, "\n")
			if wrote && (blank || multi) {
				out.WriteByte('\n')
			}
			out.WriteString(text)
			out.WriteByte('\n')
			wrote, blank = true, multi
		}
	}
	if err := out.Flush(); err != nil {
		return ExitBadInput // Main says which
	}
	return status
}

// readGames reads the games of a file, each puzzle with what was played
// on it; a type without game files reads its puzzles, nothing played.
func readGames(t *solve.Type[any], name string, data []byte) ([]solve.Game[any], error) {
	if t.ParseGames != nil {
		return t.ParseGames(name, data)
	}
	ps, err := t.Parse(name, data)
	gs := make([]solve.Game[any], len(ps))
	for i, p := range ps {
		gs[i] = solve.Game[any]{Puzzle: p, Play: p}
	}
	return gs, err
}
