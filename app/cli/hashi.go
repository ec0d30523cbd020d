package cli

import (
	"context"
	"fmt"

	"grille/solve"
	"grille/solve/chart"
	"grille/solve/hashi"
	"grille/solve/hashi/experiment"
)

func init() { experiments["hashi"] = experimentOf(hashiExperiment) }

// hashiExperiment reproduces seed 004's Figures 10 and 13 (share of
// connected ILP answers with and without the paper's objective; solve
// times per method by island count) and times the methods on the Coelho
// et al. set when ../shared is present.
func hashiExperiment(env Env, o benchOpts, methods []solve.Method[hashi.Puzzle]) int {
	ctx := context.Background()
	fmt.Fprintln(env.Stdout, "Figure 10: connected answers of the paper's ILP, with and without its objective (max Σx)")
	conn := experiment.ConnectivityExperiment(ctx, env.LP, nil, 0, o.seed)
	w := newTable(env, "points\tmean islands\truns\tconnected with objective\tconnected without\t")
	for _, r := range conn {
		fmt.Fprintf(w, "%d\t%.1f\t%d\t%d\t%d\t\n", r.Islands, r.MeanIslands, r.Runs, r.ConnectedWithObjective, r.ConnectedWithout)
	}
	w.Flush()
	fmt.Fprintln(env.Stdout, "\nFigure 13: solve time per method on generated puzzles")
	times := experiment.TimeExperiment(ctx, nil, 0, o.seed, methods)
	printTimes(env, times)
	var coelho []experiment.TimeRow
	if dir := sharedDir("hashi/coelho2019"); dir != "" {
		fmt.Fprintln(env.Stdout, "\nCoelho et al. (2019) benchmark: solve time per method")
		coelho = experiment.CoelhoTimes(ctx, dir, 10, methods...)
		printTimes(env, coelho)
	}
	if o.png == "" {
		return ExitOK
	}
	with, without := chart.Series{Name: "with the objective"}, chart.Series{Name: "without"}
	for _, r := range conn {
		if r.Runs == 0 {
			continue
		}
		with.X, with.Y = append(with.X, float64(r.Islands)), append(with.Y, float64(r.ConnectedWithObjective)/float64(r.Runs))
		without.X, without.Y = append(without.X, float64(r.Islands)), append(without.Y, float64(r.ConnectedWithout)/float64(r.Runs))
	}
	specs := []chart.Spec{
		{Title: "Hashi: share of connected ILP answers (Figure 10)", XLabel: "points", YLabel: "share", Series: []chart.Series{with, without}},
		{Title: "Hashi: mean solve time (Figure 13)", XLabel: "points", YLabel: "ms", Series: timeSeries(times), LogY: true},
	}
	if len(coelho) > 0 {
		specs = append(specs, chart.Spec{Title: "Hashi: Coelho et al. set", XLabel: "islands", YLabel: "ms", Series: timeSeries(coelho), LogY: true})
	}
	return writeFigures(env, o.png, specs)
}

func printTimes(env Env, rows []experiment.TimeRow) {
	w := newTable(env, "islands\tmethod\truns\tsolved\tmean ms\tmax ms\t")
	for _, r := range rows {
		fmt.Fprintf(w, "%d\t%s\t%d\t%d\t%.2f\t%.2f\t\n", r.Islands, r.Method, r.Runs, r.Solved, r.MeanMS, r.MaxMS)
	}
	w.Flush()
}

func timeSeries(rows []experiment.TimeRow) []chart.Series {
	return seriesByName(len(rows), func(i int) (string, float64, float64) {
		return rows[i].Method, float64(rows[i].Islands), rows[i].MeanMS
	})
}
