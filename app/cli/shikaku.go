package cli

import (
	"context"
	"fmt"

	"grille/solve"
	"grille/solve/chart"
	"grille/solve/shikaku"
	"grille/solve/shikaku/experiment"
)

func init() { experiments["shikaku"] = experimentOf(shikakuExperiment) }

// shikakuExperiment reproduces seed 004's Figures 6 and 7: solve times of
// each method on generated N×N grids, and annealing's rate of optimal
// solutions up to 50×50; as tables, and as a PNG chart with --png.
func shikakuExperiment(env Env, o benchOpts, methods []solve.Method[shikaku.Puzzle]) int {
	ctx := context.Background()
	fmt.Fprintln(env.Stdout, "Figure 6: solve time per method on generated N×N grids (depth 1..⌊N/2⌋, nbMergeIter 0..3)")
	rows := experiment.Experiment(ctx, experiment.ExpParams{Seed: o.seed, Methods: methods, Timeout: o.timeout})
	w := newTable(env, "N\tmethod\truns\tsolved\tmean ms\tmax ms\t")
	type key struct {
		size   int
		method string
	}
	agg := map[key]*experiment.ExpRow{}
	var order []key
	for _, r := range rows {
		k := key{r.Size, r.Method}
		a, ok := agg[k]
		if !ok {
			a = &experiment.ExpRow{Size: r.Size, Method: r.Method}
			agg[k] = a
			order = append(order, k)
		}
		a.MeanMS = (a.MeanMS*float64(a.Runs) + r.MeanMS*float64(r.Runs)) / float64(a.Runs+r.Runs)
		a.Runs += r.Runs
		a.Solved += r.Solved
		a.MaxMS = max(a.MaxMS, r.MaxMS)
	}
	for _, k := range order {
		a := agg[k]
		fmt.Fprintf(w, "%d\t%s\t%d\t%d\t%.2f\t%.2f\t\n", a.Size, a.Method, a.Runs, a.Solved, a.MeanMS, a.MaxMS)
	}
	w.Flush()
	fmt.Fprintln(env.Stdout, "\nFigure 7: annealing's rate of optimal solutions (one trial, no restart)")
	rates := experiment.AnnealRate(ctx, nil, 0, o.seed)
	w = newTable(env, "N\ttrials\toptimal\trate\tmean ms\t")
	for _, r := range rates {
		fmt.Fprintf(w, "%d\t%d\t%d\t%.3f\t%.2f\t\n", r.Size, r.Runs, r.Optimal, r.Rate, r.MeanMS)
	}
	w.Flush()
	if o.png == "" {
		return ExitOK
	}
	series := seriesByName(len(order), func(i int) (string, float64, float64) {
		return order[i].method, float64(order[i].size), agg[order[i]].MeanMS
	})
	rate := chart.Series{Name: "annealing optimal rate"}
	for _, r := range rates {
		rate.X = append(rate.X, float64(r.Size))
		rate.Y = append(rate.Y, r.Rate)
	}
	return writeFigures(env, o.png, []chart.Spec{
		{Title: "Shikaku: mean solve time (Figure 6)", XLabel: "N (N×N grid)", YLabel: "ms", Series: series, LogY: true},
		{Title: "Shikaku: annealing's optimal rate (Figure 7)", XLabel: "N (N×N grid)", YLabel: "rate", Series: []chart.Series{rate}},
	})
}
