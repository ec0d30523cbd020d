package backtrack

import (
	"context"
	"fmt"
	"testing"
	"time"

	"grille/solve"
	"grille/solve/sudoku"
)

// pigeonhole builds a grid of order n ≥ 4 with no repeated given and no
// solution that the search only discovers deep down: givens in columns
// 2..N-1 keep digits 1, 2 and 3 out of row 1 except r1c1 and r1c2, so the
// other N-2 cells of row 1 share N-3 digits. EUP sees nothing at first.
func pigeonhole(n int) sudoku.Grid {
	N := n * n
	g := sudoku.New(n)
	for j := 2; j < N; j++ {
		s, p := j/n, j%n
		for t := 0; t < 3; t++ {
			var band, row int
			if s == 0 {
				band = 1 + (p-2+t)%(n-1) // avoid box 1, which holds r1c1 and r1c2
			} else {
				band = (p + t) % n
			}
			row = band*n + s // s ≥ 1 whenever band can be 0: row 1 stays free
			g.Set(row, j, t+1)
		}
	}
	return g
}

func TestStopFromProgress(t *testing.T) {
	for _, n := range []int{4, 5, 6} {
		g := pigeonhole(n)
		if g.Contradiction() != "" || g.Filled() != 3*(n*n-2) {
			t.Fatalf("order %d: %d givens %s", n, g.Filled(), g.Contradiction())
		}
		t.Run(fmt.Sprintf("order%d", n), func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			var cancelled time.Time
			progress := 0
			res, err := New().Solve(ctx, g, func(e solve.Event[sudoku.Grid]) {
				if e.Kind == solve.Progress {
					progress++
					if e.Stats.Nodes <= 0 {
						t.Errorf("progress without nodes")
					}
					if cancelled.IsZero() {
						cancelled = time.Now()
						cancel()
					}
				}
			})
			returned := time.Now()
			if err != nil {
				t.Fatal(err)
			}
			if cancelled.IsZero() {
				t.Fatalf("finished (%v) before any Progress event", res.Status)
			}
			if d := returned.Sub(cancelled); d > 200*time.Millisecond {
				t.Errorf("returned %v after cancel", d)
			}
			if res.Status != solve.Unknown || res.Msg != "stopped" || !res.Partial {
				t.Errorf("result %v %q partial=%v", res.Status, res.Msg, res.Partial)
			}
			if res.Solution.Order != n || len(res.Solution.Cells) != n*n*n*n {
				t.Errorf("partial grid of order %d, %d cells", res.Solution.Order, len(res.Solution.Cells))
			}
			for i, v := range g.Cells {
				if v != 0 && res.Solution.Cells[i] != v {
					t.Fatalf("partial grid changed a given at %s", sudoku.CellName(n, i))
				}
			}
			if progress != 1 {
				t.Errorf("%d Progress events after cancel", progress-1)
			}
		})
	}
}

func TestStopBeforeStart(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	start := time.Now()
	res, evs := run(t, ctx, pigeonhole(6))
	if d := time.Since(start); d > 200*time.Millisecond {
		t.Errorf("took %v", d)
	}
	if res.Status != solve.Unknown || res.Msg != "stopped" || !res.Partial {
		t.Errorf("result %v %q partial=%v", res.Status, res.Msg, res.Partial)
	}
	if len(evs) != 0 {
		t.Errorf("%d events", len(evs))
	}
}

// Progress events come at most ten times a second, and the log stays short
// however long the search.
func TestEventsBounded(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 700*time.Millisecond)
	defer cancel()
	start := time.Now()
	res, evs := run(t, ctx, pigeonhole(5))
	elapsed := time.Since(start)
	if res.Status != solve.Unknown {
		t.Fatalf("status %v", res.Status)
	}
	progress, logs := 0, 0
	var last int64
	for _, e := range evs {
		switch e.Kind {
		case solve.Progress:
			progress++
			if e.Stats.Nodes < last {
				t.Errorf("nodes went down: %d after %d", e.Stats.Nodes, last)
			}
			last = e.Stats.Nodes
		case solve.Log:
			logs++
		}
	}
	if max := int(elapsed/(100*time.Millisecond)) + 1; progress > max || progress == 0 {
		t.Errorf("%d Progress events in %v", progress, elapsed)
	}
	if logs > maxBranchLogs+6 {
		t.Errorf("%d log lines", logs)
	}
}
