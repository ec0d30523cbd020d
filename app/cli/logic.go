package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"iter"
	"runtime"
	"strings"
	"sync/atomic"
	"time"

	"grille/assets/translation"
	"grille/solve"
)

// `grille explain` and `grille rate`: a puzzle's logical solution, step by
// step or as its grade, from the type's Logic (solve/logic.go), the same
// for every type. Neither guesses: a puzzle the techniques cannot finish is
// reported as stuck, never completed by search (the type's exact method
// only counts its solutions, to say when it has several or none).

// summary is the last JSON line of a puzzle in `explain --json`, and the
// only one in `rate --json`: every puzzle read has one, in input order.
type summary struct {
	File    string `json:"file"`
	Index   int    `json:"index"` // 1-based within the file
	Type    string `json:"type"`
	Summary bool   `json:"summary"` // always true: tells it from the steps
	Solved  bool   `json:"solved"`  // the steps alone complete the puzzle
	Status  string `json:"status"`  // how it ended: one of the status… constants
	Steps   int    `json:"steps"`
	Grade   string `json:"grade,omitempty"` // only when solved
	Score   int    `json:"score"`
	Hardest string `json:"hardest,omitempty"` // no step, no technique
	Msg     string `json:"msg,omitempty"`     // why a puzzle ended "timeout" or "unknown"
}

// The summary's status: how a puzzle's logical solve ended.
const (
	statusSolved      = "solved"      // the steps complete it (so it has one solution)
	statusStuck       = "stuck"       // no technique applies: the rest needs a guess
	statusInfeasible  = "infeasible"  // no solution: the steps reach a contradiction, or the exact search proves none
	statusMultiple    = "multiple"    // the techniques are stuck and the exact search finds two solutions
	statusTimeout     = "timeout"     // the time limit stopped it
	statusInterrupted = "interrupted" // SIGINT or SIGTERM stopped it, or it was not started
	statusUnknown     = "unknown"     // an error stopped it (msg says which)
	statusOpen        = "open"        // explain --next or --all: the position has a step
)

// stepHead is the start of a step's JSON line; the step's Effects follow.
type stepHead struct {
	Step      int    `json:"step"`
	Technique string `json:"technique"`
	Name      string `json:"name"`
}

type logicOpts struct {
	json    bool
	timeout time.Duration
	jobs    int
	// frames is explain's --frames folder ("" for none), typ the type it
	// draws.
	frames string
	typ    solve.Described
	// explain only: the step from the position (next), every step there
	// (all, at most per of each technique), the techniques' list.
	next, all, techniques bool
	per                   int
}

// logicFlags declares what explain and rate share.
func logicFlags(env Env, fs *flags, o *logicOpts) *string {
	typ := fs.String("type", defaultType(env), env.tr("puzzle type: ")+typeNames(env))
	fs.BoolVar(&o.json, "json", false, env.tr("JSON lines instead of text"))
	fs.DurationVar(&o.timeout, "timeout", 10*time.Second, env.tr("time limit per puzzle"))
	fs.IntVar(&o.jobs, "jobs", runtime.GOMAXPROCS(0), env.tr("puzzles worked on in parallel"))
	return typ
}

// logicSetup checks the flags and finds the type's Logic; ok false means
// return status.
func logicSetup(env Env, cmd string, fs *flags, o *logicOpts, typ string) (d *solve.Type[any], status int, ok bool) {
	if fs.NArg() == 0 {
		fmt.Fprintf(env.Stderr, env.tr("grille: %s: no input (give files, or - for standard input)\n"), cmd)
		return nil, ExitBadInput, false
	}
	if !timeoutJobsOK(env, cmd, o.timeout, o.jobs) {
		return nil, ExitBadInput, false
	}
	if c := jobsCap(); o.jobs > c {
		fmt.Fprintf(env.Stderr, env.tr("grille: %s: --jobs %d is more than %d per CPU; using %d\n"), cmd, o.jobs, maxJobsPerCPU, c)
		o.jobs = c
	}
	t, found := lookup(env, cmd, typ)
	if !found {
		return nil, ExitBadInput, false
	}
	d = t.Erased()
	if d.Logic == nil {
		fmt.Fprintf(env.Stderr, "grille: %s: %s: %v\n", cmd, d.Name, solve.ErrNoLogic)
		return nil, ExitBadInput, false
	}
	o.typ = t
	if o.frames != "" && !framesSetup(env, cmd, o) {
		return nil, ExitBadInput, false
	}
	return d, ExitOK, true
}

const logicExits = "Exit status: 0 when the techniques solve every puzzle, 1 when some puzzle\n" +
	"needs a guess (stuck), has no solution or several, or ran out of time, 2 for\n" +
	"bad input, 130 when interrupted (every puzzle read has its line)."

func runExplain(env Env, args []string) int {
	fs := newFlags(env, "explain", "[options] FILE...|-",
		env.tr("Solves every puzzle in the files (or standard input for -) by named techniques\n"+
			"alone, the simplest first, and prints each step: the technique, what it\n"+
			"concludes and why, then the puzzle's grade and score. It never guesses: a\n"+
			"puzzle no technique can finish is reported as stuck, or as having several\n"+
			"solutions or none when the type's exact search proves it. With --json, a line\n"+
			"per step, {\"step\":1,\"technique\":ID,\"name\":...} and the step's conclusions\n"+
			"(0-based coordinates, as solve --json), then a summary line per puzzle, its\n"+
			"fields file, index, type, summary (true), solved, status, steps, grade, score,\n"+
			"hardest and msg; status is solved, stuck, infeasible, multiple, timeout (msg\n"+
			"says the limit), interrupted or unknown (msg says why).\n")+
			env.tr("With --next, only the simplest step from the puzzle as given, without going\n"+
				"on; with --all, every step every technique finds there (at most\n"+
				"--per-technique of each), simplest first; their summary's status is open when\n"+
				"there is a step. --techniques lists the type's techniques (id, grade, name,\n"+
				"what it says) and reads no file.\n")+env.tr(logicExits))
	return runLogic(env, "explain", fs, args, true)
}

func runRate(env Env, args []string) int {
	fs := newFlags(env, "rate", "[options] FILE...|-",
		env.tr("Grades every puzzle in the files (or standard input for -) by the techniques\n"+
			"its logical solution needs, as explain does without the steps: a line per\n"+
			"puzzle with the grade, the score, the number of steps and the hardest\n"+
			"technique. With --json, explain's summary line.\n")+env.tr(logicExits))
	return runLogic(env, "rate", fs, args, false)
}

// runLogic is explain (steps true) or rate after its flags' help: their
// flags, their setup, their files.
func runLogic(env Env, cmd string, fs *flags, args []string, steps bool) int {
	var o logicOpts
	typ := logicFlags(env, fs, &o)
	if steps {
		fs.StringVar(&o.frames, "frames", "", env.tr("also draw the board after each step, with the step's highlights as the\n"+
			"window's Step shows them, into DIR/001.png, DIR/002.png, … (the first puzzle only)"))
		fs.BoolVar(&o.next, "next", false, env.tr("only the simplest step from each puzzle as given"))
		fs.BoolVar(&o.all, "all", false, env.tr("every step every technique finds at each puzzle as given"))
		fs.IntVar(&o.per, "per-technique", 10, env.tr("with --all, at most this many steps of each technique (0: all)"))
		fs.BoolVar(&o.techniques, "techniques", false, env.tr("list the techniques and exit"))
	}
	if st := parseFlags(fs, args); st >= 0 {
		return st
	}
	if o.next && o.all {
		fmt.Fprintf(env.Stderr, env.tr("grille: %s: --next and --all cannot go together\n"), cmd)
		return ExitBadInput
	}
	if o.per < 0 {
		fmt.Fprintf(env.Stderr, env.tr("grille: %s: --per-technique must be 0 or more\n"), cmd)
		return ExitBadInput
	}
	if o.techniques {
		return listTechniques(env, cmd, *typ, o.json)
	}
	d, st, ok := logicSetup(env, cmd, fs, &o, *typ)
	if !ok {
		return st
	}
	return logicFiles(env, cmd, d, o, fs.Args(), steps)
}

// techniqueLine is a technique in `explain --techniques --json`.
type techniqueLine struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Grade       string `json:"grade"`
	Weight      int    `json:"weight"`
	Description string `json:"description"`
}

// listTechniques writes the type's techniques, simplest first: a line
// each, or a JSON line each.
func listTechniques(env Env, cmd, typ string, asJSON bool) int {
	t, found := lookup(env, cmd, typ)
	if !found {
		return ExitBadInput
	}
	d := t.Erased()
	if d.Logic == nil {
		fmt.Fprintf(env.Stderr, "grille: %s: %s: %v\n", cmd, d.Name, solve.ErrNoLogic)
		return ExitBadInput
	}
	out := bufio.NewWriter(env.Stdout)
	width := 20 // the id column: at least 20, as wide as the longest id
	for _, tq := range d.Logic.Techniques {
		width = max(width, len(tq.ID))
	}
	for i := range d.Logic.Techniques {
		tq := &d.Logic.Techniques[i]
		grade := d.Logic.GradeOf(tq)
		if asJSON {
			b, _ := json.Marshal(techniqueLine{ID: tq.ID, Name: tq.Name, Grade: grade, Weight: tq.Weight, Description: tq.Explain})
			out.Write(append(b, '\n'))
			continue
		}
		key := translation.TechniqueKey(d.Name, tq.ID)
		gradeName := grade
		if g := d.Logic.GradeIndex(grade); g >= 0 && d.Logic.Grades[g].Name != "" {
			gradeName = env.trKey(translation.GradeKey(grade), d.Logic.Grades[g].Name)
		}
		fmt.Fprintf(out, "%-*s %-13s ", width, tq.ID, gradeName)
		fmt.Fprintf(out, env.tr("%s: %s\n"), env.trKey(key, tq.Name), env.trKey(key+".explain", tq.Explain))
	}
	if err := out.Flush(); err != nil {
		return ExitBadInput
	}
	return ExitOK
}

// stepsAt writes the step (--next) or every step (--all) the techniques
// find at the position (the puzzle as given, or where a game file has
// got to: the player's digits and marks), and its summary: status open when there is
// one, else solved, stuck or infeasible as the board is.
func stepsAt(run, ctx context.Context, env Env, d *solve.Type[any], o logicOpts, pos solve.Position[any], head string, out *output) (string, int) {
	l := d.Logic
	var ds []solve.Deduction[any]
	var end solve.StepOutcome
	var err error
	if o.all && l.All != nil {
		ds, end, err = l.All(ctx, pos, o.per)
	} else {
		var one solve.Deduction[any]
		if one, end, err = l.Next(ctx, pos); end == solve.Progressed {
			ds = []solve.Deduction[any]{one}
		}
	}
	st := statusOpen
	switch {
	case err != nil && run.Err() != nil:
		st = statusInterrupted
	case err != nil && errors.Is(err, context.DeadlineExceeded) || err != nil && ctx.Err() != nil:
		st, err = statusTimeout, context.Cause(ctx)
	case err != nil:
		st = statusUnknown
	case end == solve.StepSolved:
		st = statusSolved
	case end == solve.Contradiction:
		st = statusInfeasible
	case end != solve.Progressed:
		st = statusStuck
	}
	if st != statusOpen && st != statusSolved {
		if err != nil && st != statusInterrupted {
			out.stderr = fmt.Appendf(out.stderr, "grille: %s: %v\n", head, err)
		}
		out.ask(ExitUnsolved)
	}
	for i, dd := range ds {
		if o.json {
			b, jerr := stepJSON(i+1, dd.Technique, dd.Effects)
			if jerr == nil {
				out.stdout = append(append(out.stdout, b...), '\n')
			}
			continue
		}
		text := env.say(dd.Say, dd.Text)
		name := env.trKey(translation.TechniqueKey(d.Name, dd.Technique.ID), dd.Technique.Name)
		out.stdout = fmt.Appendf(out.stdout, env.tr("  %d. %s: %s\n"), i+1, name, text)
	}
	if !o.json && len(ds) == 0 {
		var msg string
		switch st {
		case statusSolved:
			msg = env.tr("solved: the board is complete")
		case statusInfeasible:
			msg = env.tr("no solution: the board holds a contradiction")
		case statusStuck:
			msg = env.tr("stuck: no technique applies, the rest needs a guess")
		default:
			msg = st
			if err != nil {
				msg = err.Error()
			}
		}
		out.stdout = append(append(append(out.stdout, "  "...), msg...), '\n')
	}
	return st, len(ds)
}

// logicFiles explains (steps true) or rates every puzzle of the files on
// the batch path: in parallel, in input order, streaming.
func logicFiles(env Env, cmd string, d *solve.Type[any], o logicOpts, files []string, steps bool) int {
	l := d.Logic
	limit := newTimeLimit(o.timeout)
	exact := d.Methods.FirstExact() // counts the solutions of a puzzle the techniques leave
	var framed atomic.Bool          // --frames drew its puzzle
	one := func(ctx context.Context, j job, out *output) {
		if j.err != nil {
			out.stderr = append(append(out.stderr, errLineIn(env, j.label, j.err)...), '\n')
			out.ask(ExitBadInput)
			return
		}
		// explain starts from a game's position (gamesOf): the player's
		// digits and marks.
		pos := solve.Position[any]{Puzzle: j.p, Play: j.p}
		if g, ok := j.p.(solve.Game[any]); ok {
			j.p, pos = g.Puzzle, l.Start(g)
		}
		head := j.label
		if j.index > 0 {
			head = fmt.Sprintf("%s #%d", j.label, j.index)
		}
		if steps && !o.json {
			out.stdout = fmt.Appendf(out.stdout, "%s: %s\n", head, describe(env, d, j.p))
		}
		if o.next || o.all {
			st, k := statusInterrupted, 0
			if ctx.Err() == nil {
				jctx := out.withLimit(ctx, o.timeout, limit)
				st, k = stepsAt(ctx, jctx, env, d, o, pos, head, out)
				jctx.release()
			} else {
				out.ask(ExitUnsolved)
			}
			if o.json {
				b, _ := json.Marshal(summary{File: j.label, Index: max(j.index, 1), Type: d.Name, Summary: true,
					Solved: st == statusSolved, Status: st, Steps: k})
				out.stdout = append(append(out.stdout, b...), '\n')
			}
			return
		}
		var r solve.Rating
		var err error
		st := statusInterrupted // when ctx is done before it starts
		if ctx.Err() == nil {
			jctx := out.withLimit(ctx, o.timeout, limit)
			var frames *stepFrames // --frames: the steps, drawn after, outside the time limit
			if steps {
				if o.frames != "" {
					var ferr error
					// The frames start where the steps do: the position.
					if frames, ferr = startFrames(env, o, pos.Play, &framed); ferr != nil { // explained, not drawn
						out.stderr = fmt.Appendf(out.stderr, "grille: %s: %s: %s\n", cmd, head, ferr)
						out.ask(ExitBadInput)
					}
				}
				r, err = explainOne(jctx, env, d.Name, l, pos, o.json, out, frames)
			} else {
				r, err = l.RateBy(jctx, j.p)
			}
			if err != nil && ctx.Err() == nil && jctx.Err() != nil {
				err = context.Cause(jctx) // the time limit, even from a Next that ignores ctx
			}
			st = ratingStatus(ctx, r, err)
			if st == statusStuck && exact != nil {
				st = countStuck(jctx, d, exact, j.p)
			}
			jctx.release()
			if ferr := frames.drawAll(ctx); ferr != nil {
				out.stderr = fmt.Appendf(out.stderr, "grille: %s: %s: --frames: %s\n", cmd, head, ferr)
				out.ask(ExitBadInput)
			}
		}
		var msg string
		if st == statusTimeout || st == statusUnknown {
			msg = err.Error()
		}
		switch st {
		case statusSolved:
		case statusInterrupted: // the run's last line says it
			out.ask(ExitUnsolved)
		default:
			if err != nil {
				out.stderr = fmt.Appendf(out.stderr, "grille: %s: %v\n", head, err)
			}
			out.ask(ExitUnsolved)
		}
		if o.json {
			b, _ := json.Marshal(summary{File: j.label, Index: max(j.index, 1), Type: d.Name, Summary: true,
				Solved: r.Solved, Status: st, Steps: r.Steps, Grade: r.Grade, Score: r.Score, Hardest: r.Hardest, Msg: msg})
			out.stdout = append(append(out.stdout, b...), '\n')
			return
		}
		if steps {
			head = " "
		} else {
			head += ":"
		}
		var sayer interface{ Say() solve.Text } // the time limit's words
		if msg != "" && errors.As(err, &sayer) {
			msg = env.say(sayer.Say(), msg)
		}
		out.stdout = append(append(append(out.stdout, head...), ' '), ratingText(env, d.Name, l, r, st, msg)...)
		out.stdout = append(out.stdout, '\n')
	}
	out := bufio.NewWriterSize(env.Stdout, 64<<10)
	each := d.Each
	if steps {
		each = gamesOf(d)
	}
	status, err := runBatch(env.context(), o.jobs, readJobs(env, each, files), one, out, env.Stderr)
	switch {
	case errors.Is(err, errInterrupted):
		fmt.Fprintf(env.Stderr, env.tr("grille: %s: interrupted; the answers above are complete\n"), cmd)
		return ExitInterrupted
	case err != nil:
		return ExitBadInput
	}
	return status
}

// gamesOf is the reader explain takes its puzzles from: a type whose
// Logic starts from a position (Logic.Start: a Sudoku's pencil marks)
// yields each game, a solve.Game[any]; any other, its puzzles (Each).
func gamesOf(d *solve.Type[any]) func(name string, data []byte) iter.Seq2[any, error] {
	if d.Logic.Start == nil || d.EachGame == nil {
		return d.Each
	}
	return func(name string, data []byte) iter.Seq2[any, error] {
		return func(yield func(any, error) bool) {
			for g, err := range d.EachGame(name, data) {
				if !yield(g, err) {
					return
				}
			}
		}
	}
}

// ratingStatus is the summary's status of a finished rating, or of the
// error that ended it (ctx is the run's: done, it was interrupted).
func ratingStatus(ctx context.Context, r solve.Rating, err error) string {
	switch {
	case err != nil && ctx.Err() != nil:
		return statusInterrupted
	case err != nil && errors.Is(err, context.DeadlineExceeded):
		return statusTimeout
	case err != nil:
		return statusUnknown
	case r.Solved:
		return statusSolved
	case r.End == solve.Contradiction:
		return statusInfeasible
	}
	return statusStuck
}

// countStuck is the status of a puzzle the techniques leave without a
// contradiction: "multiple" or "infeasible" when the exact method, within
// the puzzle's time limit, proves two solutions or none, else "stuck".
// The techniques never assume one solution where it is not proved (the
// engines check before a uniqueness technique), so a puzzle with several
// always ends here.
func countStuck(ctx context.Context, d *solve.Type[any], m solve.Method[any], p any) string {
	if ctx.Err() != nil {
		return statusStuck
	}
	res, err := solve.Run(solve.WithoutListeners(ctx), d, m, p, nil)
	switch {
	case err != nil:
	case res.Status == solve.Multiple:
		return statusMultiple
	case res.Status == solve.Infeasible:
		return statusInfeasible
	}
	return statusStuck
}

func describe(env Env, d *solve.Type[any], p any) string {
	if d.Describe == nil {
		return d.Title
	}
	t := d.Describe(p)
	return env.say(t, t.String())
}

// explainOne writes the steps from pos and tallies them as Logic.RateBy
// does; frames keeps them for --frames.
func explainOne(ctx context.Context, env Env, typ string, l *solve.Logic[any], pos solve.Position[any], asJSON bool, out *output, frames *stepFrames) (solve.Rating, error) {
	r := solve.Rating{Uses: map[string]int{}}
	var hardest *solve.Technique
	var ferr error
	end, err := l.PathFrom(ctx, pos, func(d solve.Deduction[any]) bool {
		if ctx.Err() != nil { // a Next that does not look at ctx
			ferr = context.Cause(ctx)
			return false
		}
		t := d.Technique
		r.Steps++
		r.Score += t.Weight
		r.Uses[t.ID]++
		if hardest == nil || t.Level > hardest.Level || t.Level == hardest.Level && t.Weight > hardest.Weight {
			hardest = t
		}
		frames.keep(d)
		if asJSON {
			var b []byte
			if b, ferr = stepJSON(r.Steps, t, d.Effects); ferr != nil {
				return false
			}
			out.stdout = append(append(out.stdout, b...), '\n')
			return true
		}
		text := env.say(d.Say, d.Text)
		if text == "" {
			text = env.say(d.SayWhere, d.Where)
		}
		name := env.trKey(translation.TechniqueKey(typ, t.ID), t.Name)
		if t.Source != "" && env.Lang != translation.French { // the French names are the course's terms
			name += " (" + t.Source + ")"
		}
		out.stdout = fmt.Appendf(out.stdout, env.tr("  %d. %s: %s\n"), r.Steps, name, text)
		return true
	})
	if err == nil {
		err = ferr
	}
	r.Solved, r.End = end == solve.StepSolved, end
	if hardest != nil {
		r.Hardest = hardest.ID
	}
	if r.Solved {
		r.Grade = l.GradeOf(hardest)
	}
	return r, err
}

// stepJSON is a step's line: step, technique and name, then the fields of
// the step's Effects (a JSON object, or nothing).
func stepJSON(n int, t *solve.Technique, effects any) ([]byte, error) {
	b, err := json.Marshal(stepHead{Step: n, Technique: t.ID, Name: t.Name})
	if err != nil || effects == nil {
		return b, err
	}
	e, err := json.Marshal(effects)
	if err != nil {
		return nil, fmt.Errorf("step %d (%s): %w", n, t.ID, err)
	}
	switch {
	case string(e) == "null" || string(e) == "{}":
		return b, nil
	case len(e) < 2 || e[0] != '{':
		return nil, fmt.Errorf("step %d (%s): its effects are %.20s, not a JSON object", n, t.ID, e)
	}
	return append(append(b[:len(b)-1], ','), e[1:]...), nil
}

// ratingText says a rating for people: "Hard (score 120, 31 steps, hardest
// X-Wing)", or how the puzzle ended; msg is the error of a timeout or an
// unknown end, in env's language.
func ratingText(env Env, typ string, l *solve.Logic[any], r solve.Rating, status, msg string) string {
	var s strings.Builder
	steps := env.plural("step", r.Steps)
	switch status {
	case statusSolved:
		name := r.Grade
		if i := l.GradeIndex(r.Grade); i >= 0 && l.Grades[i].Name != "" {
			name = env.trKey(translation.GradeKey(r.Grade), l.Grades[i].Name)
		}
		fmt.Fprintf(&s, env.tr("%s (score %d, %s"), name, r.Score, steps)
	case statusInfeasible:
		if r.End == solve.Contradiction {
			fmt.Fprintf(&s, env.tr("no solution: the techniques reach a contradiction (after %s"), steps)
		} else {
			fmt.Fprintf(&s, env.tr("no solution: the exact search proves it where the techniques are stuck (after %s, score %d"), steps, r.Score)
		}
	case statusMultiple:
		fmt.Fprintf(&s, env.tr("several solutions: the exact search finds two, so no technique can finish it (after %s, score %d"), steps, r.Score)
	case statusStuck:
		fmt.Fprintf(&s, env.tr("stuck: no technique applies, the rest needs a guess (after %s, score %d"), steps, r.Score)
	case statusInterrupted:
		fmt.Fprintf(&s, env.tr("interrupted (after %s, score %d"), steps, r.Score)
	default: // a timeout, an error
		fmt.Fprintf(&s, env.tr("%s (after %s, score %d"), msg, steps, r.Score)
	}
	if r.Hardest != "" {
		name := r.Hardest
		if t, ok := l.Technique(r.Hardest); ok && t.Name != "" {
			name = env.trKey(translation.TechniqueKey(typ, t.ID), t.Name)
		}
		fmt.Fprintf(&s, env.tr(", hardest %s"), name)
	}
	s.WriteByte(')')
	return s.String()
}
