package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"grille/solve"
	"grille/solve/measure"
)

type benchOpts struct {
	methods []string
	runs    int
	timeout time.Duration
	rows    bool
	limit   int
	seed    int64
	png     string
}

func runBench(env Env, args []string) int {
	fs := newFlags(env, "bench", "[options] FILE...",
		env.tr("Runs methods on every puzzle of the files, one puzzle at a time on one thread,\n"+
			"and prints a row per puzzle and run, then a summary per method: solved share,\n"+
			"median, mean, 90th percentile and worst time, and the method's own counters\n"+
			"(nodes, trials, LP solves, fixed variables) where it has them."))
	typ := fs.String("type", defaultType(env), env.tr("puzzle type: ")+typeNames(env))
	methods := fs.String("method", "", env.tr("comma-separated method IDs (default: all of the type)"))
	var o benchOpts
	fs.IntVar(&o.runs, "runs", 1, env.tr("runs per puzzle (for randomised methods)"))
	fs.DurationVar(&o.timeout, "timeout", 10*time.Second, env.tr("time limit per run"))
	fs.BoolVar(&o.rows, "rows", true, env.tr("print a row per puzzle and run (false: summary only)"))
	fs.IntVar(&o.limit, "limit", 0, env.tr("use only the first N puzzles of each file (0: all)"))
	fs.Int64Var(&o.seed, "seed", 1, env.tr("seed of the first run of a randomised method; run k uses seed+k-1"))
	fs.StringVar(&o.png, "png", "", env.tr("with no FILE (the paper's comparison): also draw the figures to this PNG file"))
	if st := parseFlags(fs, args); st >= 0 {
		return st
	}
	switch {
	case o.runs < 1 || o.runs > maxRuns:
		fmt.Fprintf(env.Stderr, env.tr("grille: bench: --runs %d is out of range 1 to %d\n"), o.runs, maxRuns)
		return ExitBadInput
	case o.timeout <= 0:
		fmt.Fprintf(env.Stderr, env.tr("grille: bench: --timeout %v must be positive\n"), o.timeout)
		return ExitBadInput
	case o.limit < 0:
		fmt.Fprintf(env.Stderr, env.tr("grille: bench: --limit %d must be 0 (all) or more\n"), o.limit)
		return ExitBadInput
	}
	if o.png != "" && fs.NArg() > 0 {
		fmt.Fprintln(env.Stderr, env.tr("grille: bench: --png draws the figures of the paper's comparison, which runs with no FILE"))
		return ExitBadInput
	}
	if o.png != "" {
		// Find out now, not after a long run, whether the figures can be written.
		if err := checkWritable(o.png); err != nil {
			fmt.Fprintln(env.Stderr, errLine("", fmt.Errorf("--png: %w", err)))
			return ExitBadInput
		}
	}
	if *methods != "" {
		o.methods = strings.Split(*methods, ",")
	}
	d, ok := lookup(env, "bench", *typ)
	if !ok {
		return ExitBadInput
	}
	if fs.NArg() == 0 {
		if exp, ok := experiments[*typ]; ok {
			return exp(env, o, d)
		}
		fmt.Fprintf(env.Stderr, env.tr("grille: bench: give %s puzzle files\n"), *typ)
		return ExitBadInput
	}
	return benchFiles(env, d.Erased(), o, fs.Args())
}

// maxRuns bounds --runs: the runs of one puzzle are kept for its row.
const maxRuns = 10000

// checkWritable reports whether a file can be created at path, leaving
// nothing behind that was not there.
func checkWritable(path string) error {
	_, statErr := os.Stat(path)
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE, 0o644)
	if err != nil {
		return err
	}
	f.Close()
	if os.IsNotExist(statErr) {
		os.Remove(path)
	}
	return nil
}

// experiments reproduce a paper's comparison (bench with no files): each
// type's file adds its own, keyed by the type's name.
var experiments = map[string]func(env Env, o benchOpts, t solve.Described) int{}

// benchMethods are --method's methods, or all of the type's.
func benchMethods[P any](env Env, t *solve.Type[P], ids []string) ([]solve.Method[P], bool) {
	if ids == nil {
		return t.Methods.Methods(), true
	}
	var ms []solve.Method[P]
	for _, id := range ids {
		m, ok := t.Methods.Get(strings.TrimSpace(id))
		if !ok {
			fmt.Fprintf(env.Stderr, env.tr("grille: bench: no method %q for %s (known: %s)\n"), id, t.Name, strings.Join(t.Methods.IDs(), ", "))
			return nil, false
		}
		ms = append(ms, m)
	}
	return ms, true
}

func benchFiles(env Env, d *solve.Type[any], o benchOpts, files []string) int {
	ms, ok := benchMethods(env, d, o.methods)
	if !ok {
		return ExitBadInput
	}
	var puzzles []any
	var labels []string
	for _, name := range files {
		data, err := readInput(env, name)
		if err != nil {
			fmt.Fprintln(env.Stderr, errLine("", err))
			return ExitBadInput
		}
		ps, err := d.Parse(name, data)
		if err != nil {
			fmt.Fprintln(env.Stderr, errLineIn(env, name, err))
			return ExitBadInput
		}
		if o.limit > 0 && len(ps) > o.limit {
			ps = ps[:o.limit]
		}
		for i := range ps {
			labels = append(labels, fmt.Sprintf("%s#%d", name, i+1))
		}
		puzzles = append(puzzles, ps...)
	}
	w := tabwriter.NewWriter(env.Stdout, 2, 4, 2, ' ', tabwriter.AlignRight)
	perRun := o.rows && o.runs == 1
	perPuzzle := o.rows && o.runs > 1
	if perRun {
		fmt.Fprintln(w, "puzzle\tmethod\trun\tstatus\tms\tnodes\tLP solves\tfixed\ttrials\tbest cost\t")
	}
	if perPuzzle {
		// Sirdey's annealing results: mean trials to solve, time per trial,
		// mean final cost of the trials that failed.
		fmt.Fprintln(w, "puzzle\tmethod\truns\tsolved\tmean trials (solved runs)\tms per trial\tfailed trials\tmean failed cost\t")
	}
	summaries := make([][]measure.Run, len(ms))
	// SIGINT or SIGTERM ends the runs; the summary is of the runs done.
	interrupted := false
methods:
	for mi, m := range ms {
		for pi, p := range puzzles {
			first := len(summaries[mi])
			for run := 1; run <= o.runs; run++ {
				r := measure.One(env.context(), d, m, p, o.timeout, o.seed+int64(run-1), nil)
				if errors.Is(context.Cause(env.context()), errInterrupted) {
					interrupted = true
					break methods
				}
				summaries[mi] = append(summaries[mi], r)
				if perRun {
					s := r.Stats
					fmt.Fprintf(w, "%s\t%s\t%d\t%s\t%.3f\t%d\t%d\t%d\t%d\t%g\t\n", labels[pi], r.Method, run, r.StatusWord(),
						ms2(r.Elapsed), s.Nodes, s.LPSolves, s.Fixed, s.Trials, s.BestEnergy)
				}
			}
			if perPuzzle {
				writePuzzleRuns(w, labels[pi], m.Info().ID, summaries[mi][first:])
			}
		}
	}
	if perRun || perPuzzle {
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w, "method\truns\tsolved\tshare\tmedian ms\tmean ms\tp90 ms\tmax ms\tmean LP solves\tmean fixed\tmean trials\t")
	for mi, m := range ms {
		writeSummary(w, m.Info().ID, summaries[mi])
	}
	if err := w.Flush(); err != nil {
		if !outputFailed(env) { // else Main says it
			fmt.Fprintln(env.Stderr, errLine("", err))
		}
		return ExitBadInput
	}
	if interrupted {
		fmt.Fprintln(env.Stderr, env.tr("grille: bench: interrupted; the rows above are complete"))
		return ExitInterrupted
	}
	return ExitOK
}

func ms2(d time.Duration) float64 { return measure.Millis(d) }

func writeSummary(w io.Writer, id string, runs []measure.Run) {
	var times []float64
	solved := 0
	var lps, fixed, trials float64
	for _, r := range runs {
		times = append(times, ms2(r.Elapsed))
		if r.Verified() {
			solved++
		}
		lps += float64(r.Stats.LPSolves)
		fixed += float64(r.Stats.Fixed)
		trials += float64(r.Stats.Trials)
	}
	if len(times) == 0 {
		return
	}
	slices.Sort(times)
	n := float64(len(times))
	mean := 0.0
	for _, t := range times {
		mean += t
	}
	fmt.Fprintf(w, "%s\t%d\t%d\t%.1f%%\t%.3f\t%.3f\t%.3f\t%.3f\t%.2f\t%.2f\t%.2f\t\n", id, len(runs), solved, 100*float64(solved)/n,
		quantile(times, 0.5), mean/n, quantile(times, 0.9), times[len(times)-1], lps/n, fixed/n, trials/n)
}

// quantile of sorted xs, by the nearest-rank method.
func quantile(xs []float64, q float64) float64 {
	i := int(q*float64(len(xs))+0.5) - 1
	return xs[max(0, min(i, len(xs)-1))]
}

// writePuzzleRuns aggregates the runs of one method on one puzzle.
func writePuzzleRuns(w io.Writer, label, id string, runs []measure.Run) {
	solved, trialsSolved, trials, failed := 0, 0, 0, 0
	var elapsed time.Duration
	var failedCost float64
	for _, r := range runs {
		if r.Verified() {
			solved++
			trialsSolved += r.Stats.Trials
		}
		trials += r.Stats.Trials
		elapsed += r.Elapsed
		failed += r.Stats.FailedTrials
		failedCost += r.Stats.FailedCost
	}
	meanTrials, perTrial, meanFailed := "-", "-", "-"
	if solved > 0 {
		meanTrials = fmt.Sprintf("%.2f", float64(trialsSolved)/float64(solved))
	}
	if trials > 0 {
		perTrial = fmt.Sprintf("%.1f", ms2(elapsed)/float64(trials))
	}
	if failed > 0 {
		meanFailed = fmt.Sprintf("%.2f", failedCost/float64(failed))
	}
	fmt.Fprintf(w, "%s\t%s\t%d\t%d\t%s\t%s\t%d\t%s\t\n", label, id, len(runs), solved, meanTrials, perTrial, failed, meanFailed)
}
