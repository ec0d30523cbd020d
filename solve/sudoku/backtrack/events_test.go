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

// TestStopFromProgress cancels from the reporter at the first Progress
// and counts the nodes that follow: the search looks at its context every
// pollEvery nodes (generic.go's pollMask+1), so no more than that, however
// loaded the machine.
func TestStopFromProgress(t *testing.T) {
	for _, n := range []int{4, 5, 6} {
		g := pigeonhole(n)
		if g.Contradiction() != "" || g.Filled() != 3*(n*n-2) {
			t.Fatalf("order %d: %d givens %s", n, g.Filled(), g.Contradiction())
		}
		pollEvery := int64(1024)
		if n >= 5 {
			pollEvery = 256
		}
		t.Run(fmt.Sprintf("order%d", n), func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			var atNodes int64 = -1
			progress := 0
			res, err := New().Solve(ctx, g, func(e solve.Event[sudoku.Grid]) {
				if e.Kind == solve.Progress {
					progress++
					if e.Stats.Nodes <= 0 {
						t.Errorf("progress without nodes")
					}
					if atNodes < 0 {
						atNodes = e.Stats.Nodes
						cancel()
					}
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			if atNodes < 0 {
				t.Fatalf("finished (%v) before any Progress event", res.Status)
			}
			if d := res.Stats.Nodes - atNodes; d < 0 || d > pollEvery {
				t.Errorf("%d nodes after the cancel (at %d, returned at %d), want at most %d", d, atNodes, res.Stats.Nodes, pollEvery)
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

// TestStopBeforeStart: a context cancelled before the start costs no node
// and no event.
func TestStopBeforeStart(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, evs := run(t, ctx, pigeonhole(6))
	if res.Stats.Nodes != 0 {
		t.Errorf("%d nodes", res.Stats.Nodes)
	}
	if res.Status != solve.Unknown || res.Msg != "stopped" || !res.Partial {
		t.Errorf("result %v %q partial=%v", res.Status, res.Msg, res.Partial)
	}
	if len(evs) != 0 {
		t.Errorf("%d events", len(evs))
	}
}

// Progress events come at most ten times a second, and the log stays short
// however long the search. The run is stopped from its reporter at its
// fifth Progress (a point of its work); the rate is checked against the
// run's own length, which a loaded machine only makes longer.
func TestEventsBounded(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var evs []solve.Event[sudoku.Grid]
	progress, logs := 0, 0
	start := time.Now()
	res, err := solve.Run(ctx, kind, New(), pigeonhole(5), func(e solve.Event[sudoku.Grid]) {
		evs = append(evs, e)
		if e.Kind == solve.Progress {
			if progress++; progress == 5 {
				cancel()
			}
		}
	})
	elapsed := time.Since(start)
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != solve.Unknown {
		t.Fatalf("status %v", res.Status)
	}
	var last int64
	for _, e := range evs {
		switch e.Kind {
		case solve.Progress:
			if e.Stats.Nodes < last {
				t.Errorf("nodes went down: %d after %d", e.Stats.Nodes, last)
			}
			last = e.Stats.Nodes
		case solve.Log:
			logs++
		}
	}
	if max := int(elapsed/(100*time.Millisecond)) + 1; progress > max || progress != 5 {
		t.Errorf("%d Progress events in %v (stopped at the fifth)", progress, elapsed)
	}
	if logs > maxBranchLogs+6 {
		t.Errorf("%d log lines", logs)
	}
}
