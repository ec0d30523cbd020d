package anneal_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"grille/solve"
	"grille/solve/shikaku"
	"grille/solve/shikaku/anneal"
	"grille/solve/shikaku/gen"
	"grille/solve/shikaku/shikakutest"
	"grille/solve/solvetest"
)

func run(t *testing.T, m solve.Method[shikaku.Puzzle], p shikaku.Puzzle, d time.Duration) (solve.Result[shikaku.Puzzle], []solve.Event[shikaku.Puzzle]) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	var events []solve.Event[shikaku.Puzzle]
	res, err := solve.Run(ctx, shikaku.Type, m, p, func(e solve.Event[shikaku.Puzzle]) { events = append(events, e) })
	if err != nil {
		t.Fatal(err)
	}
	return res, events
}

func TestSolvesGenerated(t *testing.T) {
	for seed := int64(0); seed < 8; seed++ {
		n := 4 + int(seed)*2
		p, err := gen.Generate(context.Background(), gen.GenParams{Rows: n, Cols: n, Depth: n / 2,
			NbMergeIter: int(seed % 4), MergeProb: 0.5, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		res, events := run(t, anneal.New(), p, 10*time.Second)
		if res.Status != solve.Solved {
			t.Errorf("%d×%d: %s %q", n, n, res.Status, res.Msg)
		}
		if events[0].Kind != solve.Log || !strings.Contains(events[0].Msg, "Rafaralahy") {
			t.Errorf("first event %+v", events[0])
		}
	}
}

func TestSeedReproducible(t *testing.T) {
	p, _ := gen.Generate(context.Background(), gen.GenParams{Rows: 14, Cols: 14, Depth: 6, NbMergeIter: 1, MergeProb: 0.5, Seed: 9})
	prm := anneal.DefaultParams()
	prm.MaxTrials = 3
	m := anneal.NewWith(prm)
	a, _ := run(t, solve.WithSeed(m, 5), p, 10*time.Second)
	b, _ := run(t, solve.WithSeed(m, 5), p, 10*time.Second)
	if a.Status != b.Status || a.Stats.Iterations != b.Stats.Iterations || a.Stats.Trials != b.Stats.Trials || !a.Solution.Equal(b.Solution) {
		t.Errorf("same seed, different runs: %+v vs %+v", a.Stats, b.Stats)
	}
	differ := false
	for s := int64(6); s < 10 && !differ; s++ {
		c, _ := run(t, solve.WithSeed(m, s), p, 10*time.Second)
		differ = c.Stats.Iterations != a.Stats.Iterations || !c.Solution.Equal(a.Solution)
	}
	if !differ {
		t.Error("four other seeds gave the same run")
	}
}

// Puzzles that counting refutes: Unknown at once, with the reason.
func TestGivesUpAtOnce(t *testing.T) {
	for in, why := range map[string]string{
		"3 .\n. .":            "add up to",
		". .\n. .":            "no clue",
		"5 . .\n. . .\n. . 4": "no rectangle of area 5",
	} {
		p, err := shikaku.ParseOne("t", []byte(in))
		if err != nil {
			t.Fatal(err)
		}
		res, _ := run(t, anneal.New(), p, 5*time.Second)
		if res.Status != solve.Unknown || !strings.Contains(res.Msg, why) {
			t.Errorf("%q: %s %q", in, res.Status, res.Msg)
		}
		if res.Stats.Trials != 0 || res.Stats.Iterations != 0 {
			t.Errorf("%q: annealed before giving up: %+v", in, res.Stats)
		}
	}
}

// On a puzzle it cannot solve, run until the time limit, which passes in
// the third trial (a point of the run's work, not of the clock): at most 10
// Incumbent and 20 Progress events a second of the run, a bounded log, and
// the best state returned.
func TestEventRatesAndGiveUp(t *testing.T) {
	prm := anneal.DefaultParams()
	prm.MaxTrials = 0
	p := shikakutest.Hall(5, 5)
	ctx, expire := solvetest.Expiring(context.Background())
	defer expire()
	var events []solve.Event[shikaku.Puzzle]
	res, err := solve.Run(ctx, shikaku.Type, anneal.NewWith(prm), p, func(e solve.Event[shikaku.Puzzle]) {
		events = append(events, e)
		if e.Stats.Trials >= 3 {
			expire()
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != solve.Unknown || !strings.Contains(res.Msg, "gave up at the time limit after") ||
		!strings.Contains(res.Msg, "best energy") || !res.Partial {
		t.Errorf("got %s %q", res.Status, res.Msg)
	}
	if len(res.Solution.Rects) != len(p.Clues) {
		t.Errorf("best state has %d rectangles for %d clues", len(res.Solution.Rects), len(p.Clues))
	}
	count := map[solve.EventKind]int{}
	for _, e := range events {
		count[e.Kind]++
		if e.Kind == solve.Incumbent && (!e.HasBest || len(e.Best.Rects) != len(p.Clues)) {
			t.Errorf("incumbent without a state: %+v", e)
		}
	}
	// Against the run's own length, which a loaded machine only makes
	// longer; Progress also comes at the end of each trial.
	secs := res.Elapsed.Seconds()
	if float64(count[solve.Incumbent]) > 10*secs+2 || float64(count[solve.Progress]) > 20*secs+2+float64(res.Stats.Trials) {
		t.Errorf("events %v in %v", count, res.Elapsed)
	}
	if count[solve.Log]+count[solve.Step] > 30 {
		t.Errorf("%d log lines", count[solve.Log]+count[solve.Step])
	}
	if res.Stats.Trials < 3 || res.Stats.FailedTrials < 2 || res.Stats.BestEnergy <= float64(p.Rows*p.Cols) {
		t.Errorf("stats %+v", res.Stats)
	}
}

func TestTrial(t *testing.T) {
	p, sol, _ := gen.GenerateWithSolution(context.Background(), gen.GenParams{Rows: 9, Cols: 9, Depth: 4, NbMergeIter: 1, MergeProb: 0.5, Seed: 2})
	ok, e, got := anneal.Trial(context.Background(), p, anneal.DefaultParams(), 1)
	if !ok || e != 81 || shikaku.Verify(p, got) != nil {
		t.Errorf("trial: %v, energy %d", ok, e)
	}
	_ = sol
	if ok, _, _ := anneal.Trial(context.Background(), shikakutest.Hall(3, 3), anneal.DefaultParams(), 1); ok {
		t.Error("solved an infeasible puzzle")
	}
}

func TestParamsValidate(t *testing.T) {
	bad := []anneal.Params{
		{T0: 0, Lambda: 0.9, MovesPerClue: 1, TFinal: 0.1},
		{T0: 1, Lambda: 1, MovesPerClue: 1, TFinal: 0.1},
		{T0: 1, Lambda: 0.9, MovesPerClue: 0, TFinal: 0.1},
		{T0: 1, Lambda: 0.9, MovesPerClue: 1, TFinal: 0},
		{T0: 1, Lambda: 0.9, MovesPerClue: 1, TFinal: 0.1, MaxTrials: -1},
	}
	p, _ := shikaku.ParseOne("t", []byte("1"))
	for _, prm := range bad {
		if err := prm.Validate(); err == nil {
			t.Errorf("%+v accepted", prm)
		}
		if res, err := anneal.NewWith(prm).Solve(context.Background(), p, nil); err == nil || res.Status != solve.Unknown {
			t.Errorf("%+v: Solve said %s", prm, res.Status)
		}
	}
	if err := anneal.DefaultParams().Validate(); err != nil {
		t.Error(err)
	}
}
