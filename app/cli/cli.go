// Package cli is Grille's terminal interface: the same engines as the
// window, for scripts and benchmarks. It never imports Fyne.
package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
	"unicode/utf8"

	"grille/assets/translation"
	"grille/solve"
	"grille/solve/catalog"
	"grille/solve/lp"
	"grille/solve/puzzlefile"
	"grille/solve/textscan"
)

// Exit statuses.
const (
	ExitOK       = 0 // every puzzle solved
	ExitUnsolved = 1 // some puzzle has no solution, or the method gave up or ran out of time
	ExitBadInput = 2 // bad input or usage
	// ExitInterrupted: stopped by SIGINT or SIGTERM, as shells report it.
	ExitInterrupted = 130
)

// MaxInput bounds what one file may hold, so a wrong file name (a video, a
// disk image) is refused at once instead of exhausting memory; the window
// has the same bound.
const MaxInput = puzzlefile.MaxSize

// Env is what a command sees of the outside world, so tests can run it in process.
type Env struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	// Context ends the command early (SIGINT, SIGTERM): it is cancelled
	// with errInterrupted. nil: never.
	Context context.Context
	// LP is the engine of the integer-programming methods (nil: none).
	LP lp.Backend
	// Frames draws the Step pictures of `explain --frames` (frames.go):
	// the window's boards, which main gives (nil: none, and --frames
	// says so).
	Frames func(t solve.Described, p any) (Framer, error)
	// Lang is the language of help and messages, "en" or "fr"; "" takes
	// it from LC_ALL, LC_MESSAGES, LANG or LANGUAGE (English in tests).
	Lang string

	types []solve.Described // the catalog's, with LP
	// help, when set, makes a command record its help (its flags and
	// texts) there instead of running: the man pages and the completion
	// script are made from it (docs.go).
	help *helpPage
}

func (e Env) context() context.Context {
	if e.Context == nil {
		return context.Background()
	}
	return e.Context
}

// errInterrupted is the cause a command's context is cancelled with when
// the user interrupts it.
var errInterrupted = errors.New("interrupted")

// Interrupted returns a context that SIGINT and SIGTERM cancel with
// errInterrupted, and the function that stops listening.
func Interrupted() (context.Context, func()) {
	ctx, cancel := context.WithCancelCause(context.Background())
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	go func() {
		if _, ok := <-sig; ok {
			cancel(errInterrupted)
		}
	}()
	return ctx, func() { signal.Stop(sig); close(sig); cancel(nil) }
}

type command struct {
	name, summary string
	run           func(env Env, args []string) int
}

func commands() []command {
	return []command{
		{"solve", trLater("solve puzzles from files or standard input"), runSolve},
		{"explain", trLater("solve puzzles step by step with named techniques, no guessing"), runExplain},
		{"rate", trLater("grade puzzles by the techniques their logical solution needs"), runRate},
		{"methods", trLater("list the methods of each puzzle type"), runMethods},
		{"generate", trLater("make new puzzles with the papers' generators"), runGenerate},
		{"model", trLater("print a puzzle's integer linear program (LP format)"), runModel},
		{"bench", trLater("time methods on puzzle files, with the papers' columns"), runBench},
		{"print", trLater("print puzzles and their solutions on pages (PDF, SVG, PNG)"), runPrint},
		{"convert", trLater("write puzzles as game IDs, URLs, lines, grids, games or positions"), runConvert},
		{"help", trLater("show this help, or a command's"), nil},
	}
}

// checkedWriter remembers the first error its writer returned, so that a
// command whose output was lost (a full disk, a closed pipe) fails.
type checkedWriter struct {
	w   io.Writer
	err error
}

func (c *checkedWriter) Write(b []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(b)
	c.err = err
	return n, err
}

// outputFailed reports whether writing the command's output failed, which
// Main reports (once) when the command returns.
func outputFailed(env Env) bool {
	c, ok := env.Stdout.(*checkedWriter)
	return ok && c.err != nil
}

// Main runs a sub-command and returns the process's exit status; it is
// never 0 when the command's output could not be written.
func Main(env Env, args []string) int {
	out := &checkedWriter{w: env.Stdout}
	env.Stdout = out
	if env.Lang == "" && !testing.Testing() {
		env.Lang, _ = translation.FromEnv(os.Getenv)
	}
	if env.types == nil { // tests may bring their own
		env.types = catalog.Types(env.LP)
	}
	code := dispatch(env, args)
	if out.err != nil && code != ExitInterrupted {
		fmt.Fprintln(env.Stderr, errLine("", fmt.Errorf("writing the output: %w", out.err)))
		return ExitBadInput
	}
	return code
}

func dispatch(env Env, args []string) int {
	if len(args) == 0 {
		usage(env, env.Stderr)
		return ExitBadInput
	}
	name := args[0]
	if name == "help" || name == "-h" || name == "--help" || name == "-help" {
		if len(args) > 1 {
			return dispatch(env, []string{args[1], "--help"})
		}
		usage(env, env.Stdout)
		return ExitOK
	}
	for _, c := range commands() {
		if c.name == name && c.run != nil {
			return c.run(env, args[1:])
		}
	}
	fmt.Fprintf(env.Stderr, env.tr("grille: unknown command %q (try 'grille help')\n"), name)
	return ExitBadInput
}

// PuzzleFile reports whether args ask the window to open a puzzle file:
// one argument that is no command and names a regular file (how a file
// manager's "Open with" and a double-click call the program).
func PuzzleFile(args []string) (string, bool) {
	if len(args) != 1 || strings.HasPrefix(args[0], "-") || args[0] == "help" {
		return "", false
	}
	for _, c := range commands() {
		if c.name == args[0] {
			return "", false
		}
	}
	st, err := os.Stat(args[0])
	return args[0], err == nil && st.Mode().IsRegular()
}

func usage(env Env, w io.Writer) {
	var titles []string
	for _, t := range env.types {
		titles = append(titles, env.trKey(translation.TypeSummaryKey(t.TypeName()), t.Erased().Summary))
	}
	fmt.Fprintf(w, env.tr("Grille solves puzzles by the methods of five published texts:\n  %s\n"), strings.Join(titles, "\n  "))
	fmt.Fprintln(w, env.tr("\nUsage:\n  grille              open the window\n  grille FILE         open the window with the puzzle of FILE\n  grille COMMAND ...  work in the terminal\n\nCommands:"))
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, env.tr(c.summary))
	}
	fmt.Fprintln(w, env.tr("\nRun 'grille COMMAND --help' for a command's options."))
}

// flags is a command's flag set, with the help it prints when asked and
// where it reports mistakes.
type flags struct {
	*flag.FlagSet
	env         Env
	args, about string // the usage line's operands, and the text under it
	usage       func()
	operands    []string
}

// Args are the operands (files), wherever they stood among the flags.
func (f *flags) Args() []string { return f.operands }

// NArg is len(Args()).
func (f *flags) NArg() int { return len(f.operands) }

// Arg is Args()[i], or "".
func (f *flags) Arg(i int) string {
	if i < 0 || i >= len(f.operands) {
		return ""
	}
	return f.operands[i]
}

func newFlags(env Env, name, args, about string) *flags {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	// The flag package's own messages are replaced by parseFlags': the
	// usage goes to standard output when asked for, and a mistake is one
	// line on standard error, so that `grille solve --timeout 5 f > out`
	// leaves no usage text in out.
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return &flags{FlagSet: fs, env: env, args: args, about: about, usage: func() {
		fmt.Fprintf(env.Stdout, env.tr("Usage: grille %s %s\n\n%s\n\nOptions:\n"), name, args, about)
		fs.SetOutput(env.Stdout)
		fs.PrintDefaults()
		fs.SetOutput(io.Discard)
	}}
}

// parseFlags returns -1 to go on, or the exit status to return. Flags may
// follow operands (grille solve f.txt --json); after "--" everything is an
// operand.
func parseFlags(fs *flags, args []string) int {
	if h := fs.env.help; h != nil {
		*h = helpPage{name: fs.Name(), args: fs.args, about: fs.about, flags: fs.FlagSet}
		return ExitOK
	}
	var tail []string
	if i := slices.Index(args, "--"); i >= 0 {
		args, tail = args[:i], args[i+1:]
	}
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				fs.usage()
				return ExitOK
			}
			fmt.Fprintf(fs.env.Stderr, fs.env.tr("grille: %s: %v (see 'grille %s --help')\n"), fs.Name(), err, fs.Name())
			return ExitBadInput
		}
		rest := fs.FlagSet.Args()
		i := slices.IndexFunc(rest, func(a string) bool { return len(a) > 1 && a[0] == '-' })
		if i < 0 {
			fs.operands = append(fs.operands, rest...)
			break
		}
		fs.operands = append(fs.operands, rest[:i]...)
		args = rest[i:]
	}
	fs.operands = append(fs.operands, tail...)
	return -1
}

func runMethods(env Env, args []string) int {
	fs := newFlags(env, "methods", "", env.tr("Lists the method IDs of each puzzle type, for --method."))
	if st := parseFlags(fs, args); st >= 0 {
		return st
	}
	// The kind column is as wide as its longer word ("heuristique" in French).
	kindWidth := max(utf8.RuneCountInString(env.tr("heuristic")), utf8.RuneCountInString(env.tr("exact")))
	for _, t := range env.types {
		e := t.Erased()
		fmt.Fprintf(env.Stdout, "%s:\n", e.Name)
		for _, m := range e.Methods.Methods() {
			in := m.Info()
			exact := env.tr("heuristic")
			if in.Exact {
				exact = env.tr("exact")
			}
			fmt.Fprintf(env.Stdout, "  %-10s %-*s %s\n", in.ID, kindWidth, exact, env.trKey(translation.MethodKey(e.Name, in.ID), in.Name))
		}
	}
	return ExitOK
}

// readInput reads a named file, or standard input for "-", refusing
// anything larger than MaxInput (a regular file before reading it).
func readInput(env Env, name string) ([]byte, error) {
	if name == "-" {
		return puzzlefile.ReadAll(name, env.Stdin, -1)
	}
	return puzzlefile.ReadFile(name)
}

// errLine formats an error as the one stderr line the terminal promises:
// "grille: FILE:LINE:COL: what" (parse errors carry their own position).
func errLine(name string, err error) string {
	msg := err.Error()
	if name != "" && !strings.HasPrefix(msg, name+":") {
		msg = name + ": " + msg
	}
	return "grille: " + msg
}

// record is one JSON line of `grille solve --json`; the type's Answer
// adds the solution's field ("grid", "rects", "bridges") after these.
type record struct {
	File      string  `json:"file"`
	Index     int     `json:"index,omitempty"` // 1-based, when a file holds several puzzles
	Type      string  `json:"type"`
	Method    string  `json:"method"`
	Status    string  `json:"status"`
	ElapsedMS float64 `json:"elapsed_ms"`
	Nodes     int64   `json:"nodes,omitempty"`
	Msg       string  `json:"msg,omitempty"`
	answerKey string
	answer    any
}

// MarshalJSON writes the fixed fields, then the answer's.
func (r record) MarshalJSON() ([]byte, error) {
	type plain record // without this method
	b, err := json.Marshal(plain(r))
	if err != nil || r.answerKey == "" {
		return b, err
	}
	key, err := json.Marshal(r.answerKey)
	if err != nil {
		return nil, err
	}
	val, err := json.Marshal(r.answer)
	if err != nil {
		return nil, err
	}
	b = append(append(append(append(b[:len(b)-1], ','), key...), ':'), val...)
	return append(b, '}'), nil
}

// typeNames is the help's list of --type values.
func typeNames(env Env) string { return catalog.Names(env.types) }

// defaultType is --type's default: the first type of the catalog.
func defaultType(env Env) string { return env.types[0].TypeName() }

// lookup finds the type of --type, or says on stderr which types exist.
func lookup(env Env, cmd, name string) (solve.Described, bool) {
	t, ok := catalog.Lookup(env.types, name)
	if !ok {
		fmt.Fprintf(env.Stderr, env.tr("grille: %s: unknown type %q (known: %s)\n"), cmd, name, typeNames(env))
	}
	return t, ok
}

// modelLP writes the ILP of the index-th puzzle (1-based) of a file; with a
// tr (the reader's language), the model in words first, as LP comments.
func modelLP(t *solve.Type[any], w io.Writer, name string, data []byte, index int, tr func(string) string) error {
	if t.Model == nil {
		return fmt.Errorf("%s has no linear model", t.Name)
	}
	ps, err := t.Parse(name, data)
	if err != nil {
		return err
	}
	if index > len(ps) {
		return fmt.Errorf("%s holds %s, not %d", name, textscan.Plural(len(ps), "puzzle"), index)
	}
	if tr != nil && t.Model.Words != nil {
		if c := t.Model.Words(ps[index-1]).Comment(tr); c != "" {
			if _, err := io.WriteString(w, "/* "+strings.ReplaceAll(tr(t.Model.Doc), "*/", "* /")+" */\n"+c+"\n"); err != nil {
				return err
			}
		}
	}
	return t.Model.Write(ps[index-1], w)
}

// methodOf finds --method in t, or says on stderr which methods exist.
func methodOf(env Env, cmd string, t *solve.Type[any], id string) (solve.Method[any], bool) {
	m, ok := t.Method(strings.TrimSpace(id))
	if !ok {
		fmt.Fprintf(env.Stderr, env.tr("grille: %s: no method %q for %s (known: %s)\n"), cmd, id, t.Name, strings.Join(t.Methods.IDs(), ", "))
	}
	return m, ok
}

type solveOpts struct {
	method  string
	json    bool
	timeout time.Duration
	jobs    int
	seed    int64
}

func runSolve(env Env, args []string) int {
	fs := newFlags(env, "solve", "[options] FILE...|-",
		env.tr("Solves every puzzle in the files (or standard input for -). Exit status: 0 when\n"+
			"every puzzle was solved, 1 when some was not (no solution, gave up, timeout),\n"+
			"2 for bad input or usage."))
	typ := fs.String("type", defaultType(env), env.tr("puzzle type: ")+typeNames(env))
	var o solveOpts
	fs.StringVar(&o.method, "method", "", env.tr("method ID (see 'grille methods'); default: the type's first"))
	fs.BoolVar(&o.json, "json", false, env.tr("one JSON object per puzzle on its own line"))
	fs.DurationVar(&o.timeout, "timeout", 10*time.Second, env.tr("time limit per puzzle"))
	fs.IntVar(&o.jobs, "jobs", runtime.GOMAXPROCS(0), env.tr("puzzles solved in parallel"))
	fs.Int64Var(&o.seed, "seed", 1, env.tr("random seed of randomised methods (annealing): the same seed repeats a run"))
	if st := parseFlags(fs, args); st >= 0 {
		return st
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(env.Stderr, env.tr("grille: solve: no input (give files, or - for standard input)"))
		return ExitBadInput
	}
	if !timeoutJobsOK(env, "solve", o.timeout, o.jobs) {
		return ExitBadInput
	}
	if c := jobsCap(); o.jobs > c {
		fmt.Fprintf(env.Stderr, env.tr("grille: solve: --jobs %d is more than %d per CPU; using %d\n"), o.jobs, maxJobsPerCPU, c)
		o.jobs = c
	}
	d, ok := lookup(env, "solve", *typ)
	if !ok {
		return ExitBadInput
	}
	return solveFiles(env, d.Erased(), o, fs.Args())
}

// timeoutJobsOK says on stderr which of --timeout and --jobs is out of
// its range, if one is.
func timeoutJobsOK(env Env, cmd string, timeout time.Duration, jobs int) bool {
	switch {
	case timeout <= 0:
		fmt.Fprintf(env.Stderr, env.tr("grille: %s: --timeout %v must be positive\n"), cmd, timeout)
	case jobs < 1:
		fmt.Fprintf(env.Stderr, env.tr("grille: %s: --jobs %d must be at least 1\n"), cmd, jobs)
	default:
		return true
	}
	return false
}

func solveFiles(env Env, d *solve.Type[any], o solveOpts, files []string) int {
	m, ok := methodOf(env, "solve", d, o.method)
	if !ok {
		return ExitBadInput
	}
	m = solve.WithSeed(m, o.seed)
	method := m.Info().ID
	limit := newTimeLimit(o.timeout)
	// The puzzles go from the reader to the method in their own type.
	b := solve.NewBatch(d, m)
	solveOne := func(ctx context.Context, j job, out *output) {
		if j.err != nil {
			out.stderr = append(append(out.stderr, errLineIn(env, j.label, j.err)...), '\n')
			out.ask(ExitBadInput)
			return
		}
		start := solve.Now() // the limit's and the solve's
		jctx := out.withLimitFrom(ctx, start, o.timeout, limit)
		res := &out.keep.result
		err := b.Run(jctx, j.p, start, res)
		jctx.release()
		rec := record{File: j.label, Index: j.index, Type: d.Name, Method: method, Status: res.Status.String(),
			ElapsedMS: float64(res.Elapsed.Microseconds()) / 1000, Nodes: res.Stats.Nodes, Msg: res.Msg}
		if err != nil {
			rec.Status, rec.Msg = solve.Unknown.String(), err.Error()
			out.stderr = append(append(out.stderr, errLine(j.label, err)...), '\n')
		}
		solved := err == nil && res.Status.HasSolution()
		if solved {
			if d.Answer != nil {
				rec.answerKey, rec.answer = b.Answer(j.p)
			}
		} else {
			out.ask(ExitUnsolved)
		}
		if o.json {
			b, err := appendRecordMemo(out.stdout, &rec, &out.keep.record)
			if err != nil { // a type's answer encoding/json cannot write: a bug
				out.stderr = append(append(out.stderr, errLine(j.label, err)...), '\n')
				out.ask(ExitBadInput)
				return
			}
			out.stdout = b
			return
		}
		head := j.label
		if rec.Index > 0 {
			head = fmt.Sprintf("%s #%d", j.label, rec.Index)
		}
		line := fmt.Sprintf(env.tr("%s: %s in %s"), head, env.trKey("status."+res.Status.String(), res.Status.Title()), res.Elapsed.Round(time.Microsecond))
		if rec.Msg != "" {
			msg := rec.Msg
			if err == nil {
				msg = env.say(res.Say, rec.Msg)
			}
			line += " (" + msg + ")"
		}
		out.stdout = append(append(out.stdout, line...), '\n')
		if solved {
			out.stdout = append(out.stdout, b.Picture(j.p)...)
		}
	}
	out := bufio.NewWriterSize(env.Stdout, 64<<10)
	// Every solve of the batch is called without a reporter.
	ctx := solve.WithoutListeners(env.context())
	status, err := runBatch(ctx, o.jobs, readJobs(env, b.Each, files), solveOne, out, env.Stderr)
	switch {
	case errors.Is(err, errInterrupted):
		fmt.Fprintln(env.Stderr, env.tr("grille: solve: interrupted; the answers above are complete"))
		return ExitInterrupted
	case err != nil: // a write error: Main says which
		return ExitBadInput
	}
	return status
}
