package cli

import (
	"context"
	"fmt"
	"os"
	"strings"
	"text/tabwriter"

	"grille/solve/catalog"
	"grille/solve/lp/lpsolve"
	"grille/solve/shikaku"
	"grille/solve/shikaku/experiment"
	"grille/solve/shikaku/ilp"
	"grille/ui/chart"
)

// rectJSON is one rectangle of `grille solve --type shikaku --json`.
type rectJSON struct {
	Row    int `json:"row"`
	Col    int `json:"col"`
	Height int `json:"height"`
	Width  int `json:"width"`
}

func init() {
	drivers["shikaku"] = kindDriver[shikaku.Puzzle]{
		name: "shikaku", reg: catalog.Shikaku(), kind: shikaku.Kind,
		parse: shikaku.Parse,
		text:  shikakuText,
		fill: func(r *record, p shikaku.Puzzle) {
			rs := make([]rectJSON, len(p.Rects))
			for i, q := range p.Rects {
				rs[i] = rectJSON{q.Row, q.Col, q.Height, q.Width}
			}
			r.Rects = rs
		},
		model: ilp.Model,
		exp:   shikakuExperiment,
	}
}

// shikakuText draws a solution as letters, one per rectangle, with the
// rectangles' list below.
func shikakuText(p shikaku.Puzzle) string {
	grid := make([][]byte, p.Rows)
	for r := range grid {
		grid[r] = []byte(strings.Repeat(".", p.Cols))
	}
	const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	for i, q := range p.Rects {
		for r := q.Row; r < q.Row+q.Height; r++ {
			for c := q.Col; c < q.Col+q.Width; c++ {
				if r >= 0 && r < p.Rows && c >= 0 && c < p.Cols {
					grid[r][c] = letters[i%len(letters)]
				}
			}
		}
	}
	var b strings.Builder
	for _, row := range grid {
		b.Write(row)
		b.WriteByte('\n')
	}
	return b.String()
}

// shikakuExperiment reproduces seed 004's Figures 6 and 7: solve times of
// each method on generated N×N grids, and annealing's rate of optimal
// solutions up to 50×50; as tables, and as a PNG chart with --png.
func shikakuExperiment(env Env, o benchOpts) int {
	ctx := context.Background()
	var methods = experiment.DefaultMethods(lpsolve.New())
	if o.methods != nil {
		methods = nil
		for _, id := range o.methods {
			m, ok := catalog.Shikaku().Get(strings.TrimSpace(id))
			if !ok {
				fmt.Fprintf(env.Stderr, "grille: bench: no method %q for shikaku\n", id)
				return ExitBadInput
			}
			methods = append(methods, m)
		}
	}
	fmt.Fprintln(env.Stdout, "Figure 6: solve time per method on generated N×N grids (depth 1..⌊N/2⌋, nbMergeIter 0..3)")
	rows := experiment.Experiment(ctx, experiment.ExpParams{Seed: o.seed, Methods: methods, Timeout: o.timeout})
	w := tabwriter.NewWriter(env.Stdout, 2, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "N\tmethod\truns\tsolved\tmean ms\tmax ms\t")
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
	w = tabwriter.NewWriter(env.Stdout, 2, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "N\ttrials\toptimal\trate\tmean ms\t")
	for _, r := range rates {
		fmt.Fprintf(w, "%d\t%d\t%d\t%.3f\t%.2f\t\n", r.Size, r.Runs, r.Optimal, r.Rate, r.MeanMS)
	}
	w.Flush()
	if o.png == "" {
		return ExitOK
	}
	var series []chart.Series
	byMethod := map[string]int{} // index into series: pointers would not survive append
	for _, k := range order {
		i, ok := byMethod[k.method]
		if !ok {
			i = len(series)
			series = append(series, chart.Series{Name: k.method})
			byMethod[k.method] = i
		}
		series[i].X = append(series[i].X, float64(k.size))
		series[i].Y = append(series[i].Y, agg[k].MeanMS)
	}
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

// writeFigures draws charts side by side into one PNG per chart: name.png,
// name-2.png, ...
func writeFigures(env Env, name string, specs []chart.Spec) int {
	base := strings.TrimSuffix(name, ".png")
	for i, s := range specs {
		path := base + ".png"
		if i > 0 {
			path = fmt.Sprintf("%s-%d.png", base, i+1)
		}
		b, err := chart.PNG(s, 720, 420)
		if err == nil {
			err = os.WriteFile(path, b, 0o644)
		}
		if err != nil {
			fmt.Fprintln(env.Stderr, errLine("", err))
			return ExitBadInput
		}
		fmt.Fprintf(env.Stdout, "wrote %s\n", path)
	}
	return ExitOK
}
