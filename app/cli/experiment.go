package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"

	"grille/solve"
	"grille/solve/chart"
)

// What the types' experiments (bench with no files) share: their tables,
// their chart series, their PNG files and the data sets of ../shared.

// experimentOf is an experiment on a type's --method methods (all of them
// without the flag), as bench runs it.
func experimentOf[P any](run func(env Env, o benchOpts, methods []solve.Method[P]) int) func(Env, benchOpts, solve.Described) int {
	return func(env Env, o benchOpts, d solve.Described) int {
		methods, ok := benchMethods(env, d.(*solve.Type[P]), o.methods)
		if !ok {
			return ExitBadInput
		}
		return run(env, o, methods)
	}
}

// newTable is an experiment's table on env.Stdout, its columns aligned
// right, with its header line written.
func newTable(env Env, header string) *tabwriter.Writer {
	w := tabwriter.NewWriter(env.Stdout, 2, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, header)
	return w
}

// seriesByName makes a chart series per name, in the order the names
// first come, of n points: at gives the i-th point's name and coordinates.
func seriesByName(n int, at func(i int) (name string, x, y float64)) []chart.Series {
	var series []chart.Series
	byName := map[string]int{} // index into series: pointers would not survive append
	for i := range n {
		name, x, y := at(i)
		j, ok := byName[name]
		if !ok {
			j = len(series)
			series = append(series, chart.Series{Name: name})
			byName[name] = j
		}
		series[j].X = append(series[j].X, x)
		series[j].Y = append(series[j].Y, y)
	}
	return series
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

// sharedDir finds ../shared/data/SUB from the working directory or the
// repository root, or returns "".
func sharedDir(sub string) string {
	for _, base := range []string{"../shared/data", "../../shared/data", "../../../shared/data"} {
		d := filepath.Join(base, sub)
		if st, err := os.Stat(d); err == nil && st.IsDir() {
			return d
		}
	}
	return ""
}
