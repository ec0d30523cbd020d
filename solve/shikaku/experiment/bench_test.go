package experiment

import (
	"context"
	"fmt"
	"testing"

	"grille/solve/lp/lpsolve"
)

// BenchmarkAnnealRate is Figure 7 with the defaults (sizes 4, 9, 16, 25,
// 50; 3 grids per configuration): the rate and mean time per size.
func BenchmarkAnnealRate(b *testing.B) {
	var rows []RateRow
	for i := 0; i < b.N; i++ {
		rows = AnnealRate(context.Background(), nil, 0, 1)
	}
	for _, r := range rows {
		b.ReportMetric(r.Rate, fmt.Sprintf("rate-%d", r.Size))
		b.ReportMetric(r.MeanMS, fmt.Sprintf("ms-%d", r.Size))
	}
}

// BenchmarkExperiment is Figure 6 with the defaults: per method, the share
// of runs solved and the mean time over all sizes.
func BenchmarkExperiment(b *testing.B) {
	var rows []ExpRow
	for i := 0; i < b.N; i++ {
		rows = Experiment(context.Background(), ExpParams{Seed: 1, Engine: lpsolve.New()})
	}
	type agg struct {
		runs, solved int
		ms           float64
	}
	per := map[string]*agg{}
	var order []string
	for _, r := range rows {
		a := per[r.Method]
		if a == nil {
			a = &agg{}
			per[r.Method] = a
			order = append(order, r.Method)
		}
		a.runs += r.Runs
		a.solved += r.Solved
		a.ms += r.MeanMS * float64(r.Runs)
	}
	for _, m := range order {
		a := per[m]
		b.ReportMetric(float64(a.solved)/float64(a.runs), "solved-"+m)
		b.ReportMetric(a.ms/float64(a.runs), "ms-"+m)
	}
}
