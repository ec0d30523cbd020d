package exact_test

import (
	"context"
	"testing"
	"time"

	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/hashi/exact"
	"grille/solve/hashi/gen"
	"grille/solve/hashi/hashitest"
)

// bigSizes are the paper generator's 60×60 boards of issue 15: 300, 600
// and 1,000 random points give about 1,600, 2,500 and 3,000 islands once
// the crossings are islands too.
var bigSizes = []struct {
	name   string
	points int
}{{"1600", 300}, {"2500", 600}, {"3000", 1000}}

// generated draws the raw (paper's) 60×60 puzzle of n points and seed.
func generated(tb testing.TB, points int, seed int64) hashi.Puzzle {
	tb.Helper()
	p, err := gen.Generate(context.Background(), gen.GenParams{Rows: 60, Cols: 60, Islands: points, Raw: true, Seed: seed})
	if err != nil {
		tb.Fatal(err)
	}
	return p
}

// TestGeneratedBig: exact answers the large generated boards (seeds 1 and
// 2 of each size) with two different valid solutions, each checked by
// hashi.Verify, and solve.Run (which verifies too) reports Multiple.
func TestGeneratedBig(t *testing.T) {
	if testing.Short() {
		t.Skip("large boards")
	}
	for _, size := range bigSizes {
		for seed := int64(1); seed <= 2; seed++ {
			p := generated(t, size.points, seed)
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			sols, stopped := exact.Two(ctx, p)
			cancel()
			if stopped || len(sols) != 2 || sols[0].Equal(sols[1]) {
				t.Fatalf("%s seed %d: %d solutions, stopped %v", size.name, seed, len(sols), stopped)
			}
			for _, s := range sols {
				if err := hashi.Verify(p, s); err != nil {
					t.Fatalf("%s seed %d: %v", size.name, seed, err)
				}
			}
		}
	}
	p := generated(t, 300, 3)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	res, err := solve.Run(ctx, hashi.Type, exact.New(), p, nil)
	if err != nil || res.Status != solve.Multiple {
		t.Fatalf("Run: %v %q %v", res.Status, res.Msg, err)
	}
}

// TestStrategiesAgree: on generated puzzles of 10 to 69 points, raw and
// kept apart (these unique by construction every other time), and with two values bumped
// (which often leaves no solution), the large-board strategy (sweeps and
// backjumping, forced on) gives the status the small-board one (dom/wdeg)
// gives, and solve.Run verifies every solution.
func TestStrategiesAgree(t *testing.T) {
	plain := exact.DefaultParams()
	plain.SweepFrom = 0
	forced := exact.DefaultParams()
	forced.SweepFrom = 1
	methods := []solve.Method[hashi.Puzzle]{exact.NewWith(plain), exact.NewWith(forced)}
	kinds := map[solve.Status]int{}
	for k := 0; k < 60; k++ {
		gp := gen.GenParams{Islands: 10 + k, Raw: k%2 == 0, Unique: k%4 == 1, Seed: int64(k)}
		p, err := gen.Generate(context.Background(), gp)
		if err != nil {
			t.Fatal(err)
		}
		if k%4 == 2 && len(p.Islands) > 3 {
			p.Islands[0].Value = p.Islands[0].Value%8 + 1
			p.Islands[3].Value = p.Islands[3].Value%8 + 1
		}
		var got [2]solve.Status
		for m, meth := range methods {
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			res, err := solve.Run(ctx, hashi.Type, meth, p, nil)
			cancel()
			if err != nil {
				t.Fatal(err)
			}
			got[m] = res.Status
		}
		if got[0] != got[1] || got[0] == solve.Unknown {
			t.Fatalf("puzzle %d (%+v):\n%sdom/wdeg %v, sweeps %v", k, gp, p.GridText(), got[0], got[1])
		}
		kinds[got[0]]++
	}
	if kinds[solve.Unique] < 5 || kinds[solve.Multiple] < 5 || kinds[solve.Infeasible] < 3 {
		t.Fatalf("too few of each status: %v", kinds)
	}
}

// BenchmarkGenerated1600 and its siblings solve the large generated boards
// (seeds 1 to 5, drawn before the timer) counting to two, the uniqueness
// question; one op is the five puzzles. Run with -benchtime 1x or more.
func BenchmarkGenerated1600(b *testing.B) { benchGenerated(b, 300) }
func BenchmarkGenerated2500(b *testing.B) { benchGenerated(b, 600) }
func BenchmarkGenerated3000(b *testing.B) { benchGenerated(b, 1000) }

func benchGenerated(b *testing.B, points int) {
	var ps []hashi.Puzzle
	islands := 0
	for seed := int64(1); seed <= 5; seed++ {
		p := generated(b, points, seed)
		ps = append(ps, p)
		islands += len(p.Islands)
	}
	benchSolve(b, ps)
	b.ReportMetric(float64(islands)/float64(len(ps)), "islands")
}

// benchSolve counts each of ps to two per op, failing on a stop or a wrong
// answer, and reports the mean and the worst wall time per puzzle.
func benchSolve(b *testing.B, ps []hashi.Puzzle) {
	var worst time.Duration
	b.ResetTimer()
	for b.Loop() {
		for i, p := range ps {
			st := time.Now()
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			c, first, _, stopped := exact.Count(ctx, p, 2)
			cancel()
			worst = max(worst, time.Since(st))
			if c == 0 || stopped {
				b.Fatalf("puzzle %d: count %d, stopped %v", i, c, stopped)
			}
			if err := hashi.Verify(p, first); err != nil {
				b.Fatalf("puzzle %d: %v", i, err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N*len(ps)), "ms/puzzle")
	b.ReportMetric(float64(worst.Microseconds())/1000, "worst-ms")
}

// BenchmarkCoelhoAll400 solves all 360 puzzles of 400 islands of the
// Coelho et al. set (skipped when absent), counting to two: worst-ms is
// the set's worst case. One op takes seconds: run with -benchtime 1x.
func BenchmarkCoelhoAll400(b *testing.B) {
	benchSolve(b, hashitest.Coelho(b, "400", 1))
}
