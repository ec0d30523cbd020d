package experiment

import (
	"context"
	"testing"

	"grille/solve"
	"grille/solve/shikaku"
	"grille/solve/shikaku/anneal"
	"grille/solve/shikaku/exact"
)

func TestExperimentSmall(t *testing.T) {
	ms := []solve.Method[shikaku.Puzzle]{exact.New(), anneal.New()}
	calls := 0
	rows := Experiment(context.Background(), ExpParams{Sizes: []int{4, 6}, Reps: 2, Seed: 1, Methods: ms,
		Progress: func(done, total int) { calls++ }})
	// 4: depths 1–2, 6: depths 1–3, four merge counts each, two methods.
	if len(rows) != (2+3)*4*2 {
		t.Fatalf("%d rows", len(rows))
	}
	for _, r := range rows {
		if r.Runs != 2 || r.Solved != 2 || r.MeanMS < 0 || r.MaxMS < r.MeanMS {
			t.Errorf("%+v", r)
		}
	}
	if calls != (2+3)*4*2*2 {
		t.Errorf("%d progress calls", calls)
	}
	if rows[0].Size != 4 || rows[0].Depth != 1 || rows[0].NbMergeIter != 0 || rows[0].Method != "exact" || rows[1].Method != "anneal" {
		t.Errorf("order: %+v %+v", rows[0], rows[1])
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if rows := Experiment(ctx, ExpParams{Sizes: []int{4}, Methods: ms}); len(rows) != 0 {
		t.Errorf("cancelled experiment: %d rows", len(rows))
	}
}

// The paper's Figure 7 rates at least: 1.0 on 4×4, 0.95 on 9×9 (one
// trial each, no restart).
func TestAnnealRatePaper(t *testing.T) {
	rows := AnnealRate(context.Background(), []int{4, 9}, 3, 1)
	if len(rows) != 2 {
		t.Fatalf("%d rows", len(rows))
	}
	// 4×4: 2 depths × 4 merge counts × 3 reps; 9×9: 4 depths.
	if r := rows[0]; r.Size != 4 || r.Runs != 24 || r.Rate != 1 {
		t.Errorf("%+v", r)
	}
	if r := rows[1]; r.Size != 9 || r.Runs != 48 || r.Rate < 0.95 || r.Rate != float64(r.Optimal)/48 {
		t.Errorf("%+v", r)
	}
}
