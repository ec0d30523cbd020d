package ilp

import (
	"bytes"
	"context"
	"math"
	"os"
	"strings"
	"testing"
	"time"

	"grille/solve"
	"grille/solve/benchdata"
	"grille/solve/hashi"
	"grille/solve/hashi/gen"
	"grille/solve/hashi/hashitest"
	"grille/solve/hashi/internal/graph"
	"grille/solve/lp"
	"grille/solve/lp/lptest"
	"grille/solve/solvetest"
)

func TestModel(t *testing.T) {
	p := hashitest.Parse(t, "2 . 2\n. . .\n2 . 2")
	m := Model(p)
	// 4 candidates: x and y each; 2 link rows each, 4 degree rows.
	if len(m.Vars) != 8 || len(m.Rows) != 12 || m.Sense != lp.Maximize {
		t.Fatalf("%d vars, %d rows, %v", len(m.Vars), len(m.Rows), m.Sense)
	}
	if err := m.Validate(); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := m.WriteLP(&buf); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"x_r1c1_r1c3", "y_r3c1_r3c3", "deg_r1c1", "link_lo_r1c1_r3c1", "link_hi_"} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("model text lacks %q:\n%s", want, buf.String())
		}
	}
	q := hashitest.Parse(t, ". 1 . .\n2 . 3 1\n. 2 . 1")
	if !strings.Contains(writeLP(t, Model(q)), "cross_r1c2_r3c2_r2c1_r2c3") {
		t.Error("no crossing row")
	}
	if bad := Model(hashi.Puzzle{}); !strings.HasPrefix(bad.Name, "no model") {
		t.Errorf("invalid puzzle: %q", bad.Name)
	}
}

func writeLP(t *testing.T, p *lp.Problem) string {
	var buf bytes.Buffer
	if err := p.WriteLP(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// TestNoGood: for every y* and y in {0,1,2} (with x = [y > 0]), the
// edge's term of the no-good row is 0 exactly when y = y*.
func TestNoGood(t *testing.T) {
	for ys := int8(0); ys <= 2; ys++ {
		row := noGoodRow([]int8{ys})
		for y := 0; y <= 2; y++ {
			x := 0.0
			if y > 0 {
				x = 1
			}
			vals := []float64{x, float64(y)}
			lhs := 0.0
			for _, tm := range row.Terms {
				lhs += tm.Coef * vals[tm.Var]
			}
			ok := lhs >= row.RHS-1e-9
			if ok != (int8(y) != ys) {
				t.Errorf("y* = %d, y = %d: row %v ≥ %v says %v", ys, y, lhs, row.RHS, ok)
			}
		}
	}
}

func TestStatuses(t *testing.T) {
	solvetest.CheckStatuses(t, hashi.Type, New(lptest.Engine(t)), hashitest.Parse, []solvetest.Expect{
		{In: "2 . 2\n. . .\n2 . 2", Want: solve.Unique},
		{In: "3 . 3\n. . .\n3 . 3", Want: solve.Multiple},
		{In: "1 1\n. .\n1 1", Want: solve.Infeasible},
		{In: "1 1 . 1 1", Want: solve.Infeasible},
		{In: "1 . 1\n. 2 .", Want: solve.Infeasible},
		{In: "1 . 2", Want: solve.Infeasible},
	})
}

// TestPaperOnly: the paper's model alone answers two separate pairs for
// "two pairs"; the method shows it as such, never as a solution.
func TestPaperOnly(t *testing.T) {
	eng := lptest.Engine(t)
	for _, par := range []Params{{PaperObjectiveOnly: true}, {PaperObjectiveOnly: true, NoObjective: true}} {
		m := NewWith(eng, par)
		if m.Info().Exact {
			t.Fatal("the paper's model alone is not exact")
		}
		res, err := solve.Run(context.Background(), hashi.Type, m, hashitest.Parse(t, "1 1\n. .\n1 1"), nil)
		if err != nil || res.Status != solve.Unknown || !strings.Contains(res.Msg, "disconnected answer (2 components)") {
			t.Fatalf("%+v: %v %q %v", par, res.Status, res.Msg, err)
		}
		if !res.Partial || len(res.Solution.Bridges) != 2 {
			t.Errorf("%+v: the disconnected answer should be shown: %+v", par, res.Solution)
		}
		res, err = solve.Run(context.Background(), hashi.Type, m, hashitest.Parse(t, "2 . 2\n. . .\n2 . 2"), nil)
		if err != nil || res.Status != solve.Solved && res.Status != solve.Unknown {
			t.Fatalf("%+v ring: %v %v", par, res.Status, err)
		}
	}
}

// TestNoEngine: without an engine the method says so, as Unknown, instead
// of failing.
func TestNoEngine(t *testing.T) { lptest.NoEngine(t, New(nil), hashitest.Parse(t, "1 . 1")) }

// TestTimeLimit: on a puzzle the method needs far longer for than its
// limit (a generated 80×80 grid of some 2,500 islands: 20 s without an
// answer), it ends at the limit and says so, for the limit falling in the
// model's building, in a solve, between solves. How soon after the limit
// it returns is a machine's speed: make stress's "hashi ilp" case and the
// type's BenchmarkStop measure that.
func TestTimeLimit(t *testing.T) {
	m := New(lptest.Engine(t))
	p, err := gen.Generate(context.Background(), gen.GenParams{Rows: 80, Cols: 80, Islands: 400, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	for _, limit := range []time.Duration{time.Millisecond, 100 * time.Millisecond, 700 * time.Millisecond} {
		ctx, cancel := context.WithTimeout(context.Background(), limit)
		res, err := solve.Run(ctx, hashi.Type, m, p, nil)
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

// TestRootRelaxation: lp_solve reported this puzzle's first solve
// UNBOUNDED, at the root relaxation, though every variable is bounded (and
// a solve of 12 other Coelho puzzles of 200 and 300 islands, most after a
// first solution): its presolve had replaced the bounds of 196 columns the
// rows imply by [0, 1e29], and the simplex lost its footing (see the
// presolve setting in the lpsolve package). The relaxation's optimum is
// 331 bridged pairs; the method proves the puzzle has several solutions.
func TestRootRelaxation(t *testing.T) {
	// The Coelho set is not in the repository: skipped without it.
	eng := lptest.Engine(t)
	path := benchdata.Path(t, hashitest.CoelhoDir+"/300/Hs_29_300_25_05_015.has")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := hashi.ParseOne(path, data)
	if err != nil {
		t.Fatal(err)
	}
	g := graph.New(p)
	prob := build(p, g, true)
	smallCuts(prob, g)
	strengthen(prob, p, g)
	sol, err := eng.Solve(context.Background(), prob, lp.Options{Relax: true})
	if err != nil || sol.Status != lp.Optimal || math.Abs(sol.Objective-331) > 1e-6 {
		t.Errorf("root relaxation: %v %v %q %v, want optimal 331", sol.Status, sol.Objective, sol.Msg, err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	res, err := solve.Run(ctx, hashi.Type, New(eng), p, nil)
	if err != nil || res.Status != solve.Multiple {
		t.Errorf("method: %v %q %v, want multiple", res.Status, res.Msg, err)
	}
}

// TestEngineLines: lp_solve's own lines are Engine events, not Log lines.
func TestEngineLines(t *testing.T) {
	lptest.EngineLines(t, hashi.Type, New(lptest.Engine(t)), hashitest.Parse(t, "2 . 2\n. . .\n2 . 2"))
}
