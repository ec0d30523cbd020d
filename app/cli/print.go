package cli

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"strings"
	"time"

	"grille/solve"
	"grille/solve/sheet"
)

// runPrint writes worksheets: the puzzles of the files, several to a page,
// and their solutions after them, as PDF, SVG or PNG.
func runPrint(env Env, args []string) int {
	fs := newFlags(env, "print", "[options] -o OUT FILE...|-",
		env.tr("Prints the puzzles of the files on pages, for a class: PDF (digits and clues as\n"+
			"text, the grid as vectors), SVG or PNG, by OUT's ending. SVG and PNG hold one\n"+
			"page each: more pages are written as OUT-2.svg, OUT-3.svg, …\n"+
			"With --solutions, each puzzle is solved with the type's first method and the\n"+
			"solutions follow the puzzles from a new page."))
	typ := fs.String("type", defaultType(env), env.tr("puzzle type: ")+typeNames(env))
	out := fs.String("o", "", env.tr("output file: .pdf, .svg or .png"))
	sols := fs.Bool("solutions", false, env.tr("print the solutions after the puzzles"))
	per := fs.Int("per-page", 1, fmt.Sprintf(env.tr("puzzles per page, 1 to %d"), sheet.MaxPerPage))
	title := fs.String("title", "", env.tr("heading of every page"))
	paper := fs.String("paper", "a4", env.tr("paper size: a4 or letter"))
	timeout := fs.Duration("timeout", 10*time.Second, env.tr("time limit to solve each puzzle, with --solutions"))
	if st := parseFlags(fs, args); st >= 0 {
		return st
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(env.Stderr, env.tr("grille: print: ")+format+"\n", a...)
		return ExitBadInput
	}
	if *out == "" {
		return fail(env.tr("give the output file with -o (.pdf, .svg or .png)"))
	}
	if fs.NArg() == 0 {
		return fail(env.tr("no input (give files, or - for standard input)"))
	}
	format, err := sheet.FormatOf(*out)
	if err != nil {
		return fail("%v", err)
	}
	pp, err := sheet.PaperNamed(*paper)
	if err != nil {
		return fail("%v", err)
	}
	if *per < 1 || *per > sheet.MaxPerPage {
		return fail(env.tr("--per-page %d: from 1 to %d"), *per, sheet.MaxPerPage)
	}
	d, ok := lookup(env, "print", *typ)
	if !ok {
		return ExitBadInput
	}
	t := d.Erased()
	if t.Sketch == nil {
		return fail(env.tr("%s puzzles cannot be drawn yet"), t.Title)
	}
	status := ExitOK
	var items, answers []sheet.Item
	for _, name := range fs.Args() {
		data, err := readInput(env, name)
		if err != nil {
			fmt.Fprintln(env.Stderr, errLine("", err))
			status = ExitBadInput
			continue
		}
		index := 0
		for p, err := range t.Each(name, data) {
			index++
			if err != nil {
				fmt.Fprintln(env.Stderr, errLine(name, err))
				status = ExitBadInput
				continue
			}
			n := len(items) + 1
			caption := fmt.Sprintf("%d. %s", n, captionOf(env.context(), t, p))
			items = append(items, sheet.Item{Figure: t.Sketch(p, p), Caption: caption})
			if !*sols {
				continue
			}
			ctx, cancel := context.WithTimeout(env.context(), *timeout)
			sol, err := t.SolutionOf(ctx, p)
			cancel()
			if err != nil {
				fmt.Fprintf(env.Stderr, "grille: print: %s #%d: %v\n", name, index, err)
				status = max(status, ExitUnsolved)
				answers = append(answers, sheet.Item{Figure: t.Sketch(p, p), Caption: fmt.Sprintf("%d. (no solution: %v)", n, err)})
				continue
			}
			answers = append(answers, sheet.Item{Figure: t.Sketch(p, sol), Caption: fmt.Sprintf("%d.", n)})
		}
	}
	if len(items) == 0 {
		return fail(env.tr("no puzzle to print"))
	}
	opt := sheet.Options{Title: *title, Paper: pp, PerPage: *per, Solutions: answers}
	pages, err := sheet.Pages(items, opt)
	if err != nil {
		return fail("%v", err)
	}
	for n := 1; n <= pages; n++ {
		if format == sheet.PDF && n > 1 {
			break // one file holds every page
		}
		name := pageName(*out, n)
		f, err := os.Create(name)
		if err != nil {
			return fail("%v", err)
		}
		w := bufio.NewWriter(f)
		if format == sheet.PDF {
			err = sheet.Write(w, items, opt)
		} else {
			err = sheet.WritePage(w, format, n, items, opt)
		}
		if err == nil {
			err = w.Flush()
		}
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return fail("%s: %v", name, err)
		}
	}
	return status
}

// pageName is the file of page n: OUT itself for the first, OUT-n.ext for
// the others.
func pageName(out string, n int) string {
	if n == 1 {
		return out
	}
	dot := strings.LastIndexByte(out, '.')
	return fmt.Sprintf("%s-%d%s", out[:dot], n, out[dot:])
}

// captionOf says what a puzzle is, and its grade when the type can grade.
func captionOf(ctx context.Context, t *solve.Type[any], p any) string {
	s := t.Describe(p).String()
	if t.Logic == nil {
		return s
	}
	r, err := t.Logic.RateBy(ctx, p)
	if err != nil || !r.Solved {
		return s
	}
	for _, g := range t.Logic.Grades {
		if g.ID == r.Grade {
			return s + ", " + g.Name
		}
	}
	return s
}
