package ilp_test

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"grille/solve"
	"grille/solve/lp"
	"grille/solve/lp/lptest"
	"grille/solve/shikaku"
	"grille/solve/shikaku/exact"
	"grille/solve/shikaku/gen"
	"grille/solve/shikaku/ilp"
	"grille/solve/shikaku/shikakutest"
)

func TestModel(t *testing.T) {
	// 2×2 with clue 2 at r1c1 and clue 2 at r2c2: each has two dominoes.
	p, _ := shikaku.ParseOne("t", []byte("2 .\n. 2"))
	m := ilp.Model(p)
	var vars, rows []string
	for _, v := range m.Vars {
		vars = append(vars, v.Name)
		if !v.Integer || v.Lower != 0 || v.Upper != 1 {
			t.Errorf("%s is not binary", v.Name)
		}
	}
	for _, r := range m.Rows {
		rows = append(rows, r.Name)
		if r.Kind != lp.EQ || r.RHS != 1 {
			t.Errorf("row %s: %v %g", r.Name, r.Kind, r.RHS)
		}
	}
	if got, want := strings.Join(vars, " "), "x_k1_r1c1_h1w2 x_k1_r1c1_h2w1 x_k2_r2c1_h1w2 x_k2_r1c2_h2w1"; got != want {
		t.Errorf("vars %s, want %s", got, want)
	}
	if got, want := strings.Join(rows, " "), "clue_k1 clue_k2 cell_r1c1 cell_r1c2 cell_r2c1 cell_r2c2"; got != want {
		t.Errorf("rows %s, want %s", got, want)
	}
	// cell_r1c2 is covered by k1's horizontal and k2's vertical domino.
	if ts := m.Rows[3].Terms; len(ts) != 2 || ts[0].Var != 0 || ts[1].Var != 3 {
		t.Errorf("cell_r1c2 terms %v", ts)
	}
	if err := m.Validate(); err != nil {
		t.Error(err)
	}
	bad := ilp.Model(shikaku.Puzzle{Rows: 1000, Cols: 1000})
	if len(bad.Vars) != 0 || !strings.Contains(bad.Name, "no model: grid of 1000×1000") {
		t.Errorf("model of a huge grid: %q", bad.Name)
	}
	// A clue no rectangle fits: an empty clue row, 0 = 1.
	none := ilp.Model(shikaku.Puzzle{Rows: 1, Cols: 2, Clues: []shikaku.Clue{{Row: 0, Col: 0, Value: 3}}})
	if len(none.Rows[0].Terms) != 0 {
		t.Errorf("clue row %v", none.Rows[0])
	}
}

// The program agrees with the exact method on small random puzzles.
func TestAgreesWithExact(t *testing.T) {
	m := ilp.New(lptest.Engine(t))
	rng := rand.New(rand.NewPCG(3, 3))
	seen := map[solve.Status]int{}
	for i := 0; i < 150; i++ {
		n := 2 + rng.IntN(6)
		p, _ := gen.Generate(context.Background(), gen.GenParams{Rows: n, Cols: n + rng.IntN(3), Depth: rng.IntN(6),
			NbMergeIter: rng.IntN(3), MergeProb: 0.5, Seed: rng.Int64()})
		if i%3 == 0 { // a moved clue is often infeasible
			k := rng.IntN(len(p.Clues))
			cell := rng.IntN(p.Rows * p.Cols)
			if _, taken := p.ClueAt(cell/p.Cols, cell%p.Cols); !taken {
				p.Clues[k].Row, p.Clues[k].Col = cell/p.Cols, cell%p.Cols
			}
		}
		count, _, _ := exact.Count(p, 2)
		want := [...]solve.Status{solve.Infeasible, solve.Unique, solve.Multiple}[count]
		res, err := solve.Run(context.Background(), shikaku.Type, m, p, nil)
		if err != nil {
			t.Fatal(err)
		}
		if res.Status != want {
			t.Fatalf("%s: ilp %s, exact %s", p.GridText(), res.Status, want)
		}
		seen[want]++
	}
	if len(seen) != 3 {
		t.Errorf("outcomes %v", seen)
	}
}

func TestNoEngine(t *testing.T) {
	if logs := lptest.NoEngine(t, ilp.New(nil), shikakutest.Parse(t, "2 .\n2 .")); len(logs) == 0 {
		t.Error("no log line says why")
	}
}

func TestStopped(t *testing.T) {
	m := ilp.New(lptest.Engine(t))
	p, _ := gen.Generate(context.Background(), gen.GenParams{Rows: 30, Cols: 30, Depth: 6, MergeProb: 0.5, Seed: 1})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err := m.Solve(ctx, p, nil)
	if err != nil || res.Status != solve.Unknown || res.Msg != "stopped" {
		t.Errorf("got %s %q %v", res.Status, res.Msg, err)
	}
}

// TestTimeLimit: on a puzzle the program needs seconds for (a generated
// 60×60 grid: 2.4 s to prove its solution unique), the method ends at its
// limit and says so, wherever the limit falls. How soon after the limit it
// returns is a machine's speed: make stress's "shikaku ilp" case and the
// type's BenchmarkStop measure that.
func TestTimeLimit(t *testing.T) {
	m := ilp.New(lptest.Engine(t))
	p, err := gen.Generate(context.Background(), gen.GenParams{Rows: 60, Cols: 60, Depth: 4, NbMergeIter: 1, MergeProb: 0.5, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, limit := range []time.Duration{time.Millisecond, 100 * time.Millisecond, 700 * time.Millisecond} {
		ctx, cancel := context.WithTimeout(context.Background(), limit)
		res, err := solve.Run(ctx, shikaku.Type, m, p, nil)
		cancel()
		if err != nil || res.Status != solve.Unknown && res.Status != solve.Solved {
			t.Errorf("limit %v: %v %q %v", limit, res.Status, res.Msg, err)
		}
		// The method's words ("stopped at the time limit") or Run's for a
		// deadline without a cause of its own.
		if res.Status == solve.Unknown && !strings.Contains(res.Msg, "time limit") && !strings.Contains(res.Msg, context.DeadlineExceeded.Error()) {
			t.Errorf("limit %v: unknown, %q: the message does not say the time limit", limit, res.Msg)
		}
	}
}

// TestTooLarge: four clues of 2,500 on a 100×100 grid have 2,601
// candidate rectangles covering 6.5 million cells in all, a program of
// some 650 MB: the method refuses it and says why.
func TestTooLarge(t *testing.T) {
	p := shikaku.Puzzle{Rows: 100, Cols: 100, Clues: []shikaku.Clue{
		{Row: 25, Col: 25, Value: 2500}, {Row: 25, Col: 75, Value: 2500},
		{Row: 75, Col: 25, Value: 2500}, {Row: 75, Col: 75, Value: 2500}}}
	res, err := solve.Run(context.Background(), shikaku.Type, ilp.New(lptest.Engine(t)), p, nil)
	if err != nil || res.Status != solve.Unknown ||
		!strings.Contains(res.Msg, "too large: its 2601 candidate rectangles cover 6502500 cells in all, over the limit of 4000000") {
		t.Errorf("%v %q %v", res.Status, res.Msg, err)
	}
}

// TestOneRectangle: a clue that covers the whole grid has one candidate,
// alone in each of the 10,000 cell rows. lp_solve's presolve took 16 s and
// 800 MB to remove such rows (see the lpsolve package): the engine now
// turns them into bounds first, and the answer takes milliseconds.
func TestOneRectangle(t *testing.T) {
	var b strings.Builder
	for r := 0; r < 100; r++ {
		for c := 0; c < 100; c++ {
			if r == 50 && c == 50 {
				b.WriteString("10000 ")
			} else {
				b.WriteString(". ")
			}
		}
		b.WriteString("\n")
	}
	p := shikakutest.Parse(t, b.String())
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	res, err := solve.Run(ctx, shikaku.Type, ilp.New(lptest.Engine(t)), p, nil)
	if err != nil || res.Status != solve.Unique {
		t.Errorf("%v %q %v, want unique", res.Status, res.Msg, err)
	}
}

// BenchmarkModel builds the program of the generated 60×60 puzzle of
// TestTimeLimit, as Solve does.
func BenchmarkModel(b *testing.B) {
	p, err := gen.Generate(context.Background(), gen.GenParams{Rows: 60, Cols: 60, Depth: 4, NbMergeIter: 1, MergeProb: 0.5, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	nz := 0
	for b.Loop() {
		nz = 0
		for _, r := range ilp.Model(p).Rows {
			nz += len(r.Terms)
		}
	}
	b.ReportMetric(float64(nz), "coefficients")
}

// BenchmarkJanko runs the integer program on the 501 puzzles of the janko
// set (not copied here; skipped without it), checks every answer against
// the set's solution, and reports the mean and worst time per puzzle and
// how many were settled (Unique or Multiple).
func BenchmarkJanko(b *testing.B) {
	m := ilp.New(lptest.Engine(b))
	named := shikakutest.Janko(b)
	var total, worst time.Duration
	settled, mismatches := 0, 0
	worstName := ""
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		settled, mismatches = 0, 0
		for _, n := range named {
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			res, err := solve.Run(ctx, shikaku.Type, m, n.Puzzle, nil)
			cancel()
			if err != nil {
				b.Fatal(n.Name, err)
			}
			total += res.Elapsed
			if res.Elapsed > worst {
				worst, worstName = res.Elapsed, n.Name
			}
			switch res.Status {
			case solve.Unique:
				settled++
				if !res.Solution.Equal(n.Solution) {
					mismatches++
				}
			case solve.Multiple:
				settled++
			default:
				mismatches++
			}
		}
	}
	b.StopTimer()
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	b.ReportMetric(ms(total)/float64(b.N*len(named)), "mean-ms")
	b.ReportMetric(ms(worst), "max-ms")
	b.ReportMetric(float64(settled), "settled")
	b.ReportMetric(float64(mismatches), "mismatches")
	b.Logf("slowest: %s", worstName)
}

// TestEngineLines: lp_solve's own lines are Engine events, not Log lines.
func TestEngineLines(t *testing.T) {
	lptest.EngineLines(t, shikaku.Type, ilp.New(lptest.Engine(t)), shikakutest.Parse(t, "2 .\n2 ."))
}
