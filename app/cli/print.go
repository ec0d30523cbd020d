package cli

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"grille/assets/translation"
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
	timeout := fs.Duration("timeout", 10*time.Second, env.tr("time limit to grade each puzzle, and to solve it with --solutions"))
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
	// SIGINT or SIGTERM: stop, and leave OUT as it was.
	interrupted := func() bool { return errors.Is(context.Cause(env.context()), errInterrupted) }
	limit := newTimeLimit(*timeout)
	status := ExitOK
	var items, answers []sheet.Item
files:
	for _, name := range fs.Args() {
		if interrupted() {
			break
		}
		data, err := readInput(env, name)
		if err != nil {
			fmt.Fprintln(env.Stderr, errLine("", err))
			status = ExitBadInput
			continue
		}
		index, bad := 0, 0
		for p, err := range t.Each(name, data) {
			if interrupted() {
				break files
			}
			index++
			if err != nil {
				if bad++; bad <= maxBadShown {
					fmt.Fprintln(env.Stderr, errLineIn(env, name, err))
				}
				status = ExitBadInput
				continue
			}
			n := len(items) + 1
			caption := fmt.Sprintf("%d. %s", n, captionOf(env, t, p, *timeout, limit))
			items = append(items, sheet.Item{Figure: t.Sketch(p, p), Caption: caption})
			if !*sols {
				continue
			}
			ctx, cancel := context.WithTimeoutCause(env.context(), *timeout, limit)
			sol, err := t.SolutionOf(ctx, p)
			cancel()
			if interrupted() {
				break files
			}
			if err != nil {
				fmt.Fprintf(env.Stderr, "grille: print: %s #%d: %v\n", name, index, err)
				status = max(status, ExitUnsolved)
				// Only an exact method's proof is "no solution"; a solve
				// stopped by the time limit is unsolved, not impossible.
				note := fmt.Sprintf("%d. (no solution: %v)", n, err)
				var un *solve.Unsolved
				if errors.As(err, &un) && un.Status != solve.Infeasible {
					note = fmt.Sprintf("%d. (unsolved)", n)
					if un.Msg != "" {
						note = fmt.Sprintf("%d. (unsolved: %s)", n, un.Msg)
					}
				}
				answers = append(answers, sheet.Item{Figure: t.Sketch(p, p), Caption: note})
				continue
			}
			answers = append(answers, sheet.Item{Figure: t.Sketch(p, sol), Caption: fmt.Sprintf("%d.", n)})
		}
		if bad > maxBadShown {
			fmt.Fprintln(env.Stderr, errLine(name, moreBad(env, bad-maxBadShown)))
		}
	}
	if interrupted() {
		fmt.Fprintln(env.Stderr, env.tr("grille: print: interrupted; nothing written"))
		return ExitInterrupted
	}
	if len(items) == 0 {
		return fail(env.tr("no puzzle to print"))
	}
	opt := sheet.Options{Title: *title, Paper: pp, PerPage: *per, Solutions: answers}
	pages, err := sheet.Pages(items, opt)
	if err != nil {
		return fail("%v", err)
	}
	// Each page goes to a temporary file beside its own, renamed once
	// every page is written: an error or an interruption leaves the files
	// of an earlier run as they were.
	var temps []struct{ tmp, name string }
	defer func() {
		for _, t := range temps {
			if t.tmp != "" {
				os.Remove(t.tmp)
			}
		}
	}()
	files := pages
	if format == sheet.PDF {
		files = 1 // one file holds every page
	}
	for n := 1; n <= files; n++ {
		name := pageName(*out, n)
		f, tmp, err := createPage(name)
		if err != nil {
			return fail("%v", err)
		}
		if tmp != "" {
			temps = append(temps, struct{ tmp, name string }{tmp, name})
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
		if interrupted() {
			fmt.Fprintln(env.Stderr, env.tr("grille: print: interrupted; nothing written"))
			return ExitInterrupted
		}
	}
	for i, t := range temps {
		if err := os.Rename(t.tmp, t.name); err != nil {
			return fail("%v", err)
		}
		temps[i].tmp = ""
	}
	// The further pages of an earlier, longer run would read as this
	// run's: OUT-(pages+1).svg and on, as long as they follow each other.
	for n := files + 1; format != sheet.PDF; n++ {
		if os.Remove(pageName(*out, n)) != nil {
			break
		}
	}
	return status
}

// createPage opens the file a page is written to: a new temporary file
// beside name (tmp, to be renamed name), or name itself when it exists
// and is no regular file (a device, a pipe), which cannot be replaced.
func createPage(name string) (f *os.File, tmp string, err error) {
	perm := os.FileMode(0o644)
	if st, err := os.Stat(name); err == nil {
		if !st.Mode().IsRegular() {
			f, err := os.Create(name)
			return f, "", err
		}
		perm = st.Mode().Perm()
	}
	f, err = os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".*.tmp")
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = &os.PathError{Op: "open", Path: name, Err: pe.Err}
		}
		return nil, "", err
	}
	if err := f.Chmod(perm); err != nil {
		f.Close()
		os.Remove(f.Name())
		return nil, "", err
	}
	return f, f.Name(), nil
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

// captionOf says what a puzzle is, and its grade when the type can grade
// it within the time limit d (limit is the limit's cause), in env's
// language.
func captionOf(env Env, t *solve.Type[any], p any, d time.Duration, limit error) string {
	desc := t.Describe(p)
	s := env.say(desc, desc.String())
	if t.Logic == nil {
		return s
	}
	ctx, cancel := context.WithTimeoutCause(env.context(), d, limit)
	defer cancel()
	r, err := t.Logic.RateBy(ctx, p)
	if err != nil || !r.Solved {
		return s
	}
	for _, g := range t.Logic.Grades {
		if g.ID == r.Grade {
			return s + ", " + env.trKey(translation.GradeKey(g.ID), g.Name)
		}
	}
	return s
}
