package ilp

import (
	"context"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/hashi/gen"
	"grille/solve/lp/lptest"
)

// TestCutSteps: a watched run shows each connectivity cut as a Step: the
// group of islands it cuts off, named in the line and ringed on the
// answer that fell apart, and the candidate bridges leaving the group,
// one of which the cut forces; as many Steps as the run's last line
// counts cuts. The puzzles are the window's samples, the test data and a
// generated one whose answers fall apart.
func TestCutSteps(t *testing.T) {
	eng := lptest.Engine(t)
	var ps []hashi.Puzzle
	for _, f := range []string{"../../../assets/samples/hashi.txt", "../testdata/Hs_16_100_25_00_001.has"} {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		got, err := hashi.Parse(f, data)
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, got...)
	}
	// Generated with seed 2, 40 islands: its answers fell apart twice (5
	// cuts) when last measured.
	p, err := gen.Generate(context.Background(), gen.GenParams{Islands: 40, Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	ps = append(ps, p)
	cutsSaid := regexp.MustCompile(`(\d+) cuts?\b`)
	withCuts := 0
	for k, p := range ps {
		var steps []solve.Event[hashi.Puzzle]
		var logs []string
		res, err := solve.Run(context.Background(), hashi.Type, New(eng), p, func(e solve.Event[hashi.Puzzle]) {
			switch e.Kind {
			case solve.Step:
				steps = append(steps, e)
			case solve.Log:
				logs = append(logs, e.Msg)
			}
		})
		if err != nil || !res.Status.HasSolution() {
			t.Fatalf("puzzle %d: %v %v", k, res.Status, err)
		}
		m := cutsSaid.FindStringSubmatch(logs[len(logs)-1])
		if m == nil {
			t.Fatalf("puzzle %d: last line %q counts no cuts", k, logs[len(logs)-1])
		}
		cuts, _ := strconv.Atoi(m[1])
		if cuts > maxCutSteps {
			continue
		}
		if len(steps) != cuts {
			t.Errorf("puzzle %d: %d cut steps for %d cuts", k, len(steps), cuts)
		}
		if cuts > 0 {
			withCuts++
		}
		for i, e := range steps {
			c, ok := e.Detail.(hashi.CutStep)
			if !ok || len(c.Mark.Islands) == 0 || len(c.Mark.Min) == 0 || len(c.Puzzle.Bridges) == 0 {
				t.Fatalf("puzzle %d, cut %d: detail %+v", k, i+1, e.Detail)
			}
			if !strings.HasPrefix(e.Msg, "cut "+strconv.Itoa(i+1)+": ") {
				t.Errorf("puzzle %d: step %q", k, e.Msg)
			}
			in := map[int]bool{}
			for _, is := range c.Mark.Islands {
				in[is] = true
				if len(c.Mark.Islands) <= maxNamed {
					at := c.Puzzle.Islands[is]
					if !strings.Contains(e.Msg, hashi.CellName(at.Row, at.Col)) {
						t.Errorf("puzzle %d: island %s not named in %q", k, hashi.CellName(at.Row, at.Col), e.Msg)
					}
				}
			}
			// The group is a part the answer leaves apart: no bridge of
			// the answer leaves it, and every marked pair does.
			for _, b := range c.Puzzle.Bridges {
				if in[b.A] != in[b.B] {
					t.Errorf("puzzle %d, cut %d: the answer's bridge %v leaves the group", k, i+1, b)
				}
			}
			for _, pc := range c.Mark.Min {
				if in[pc.A] == in[pc.B] {
					t.Errorf("puzzle %d, cut %d: pair %v does not leave the group", k, i+1, pc)
				}
			}
		}
	}
	if withCuts == 0 {
		t.Errorf("none of the %d puzzles needed a cut: the test shows nothing", len(ps))
	}
	t.Logf("%d of %d puzzles needed cuts", withCuts, len(ps))
}

// TestTrace: a watched run sends the branch and bound's trace with its
// Progress; an unwatched one records none.
func TestTrace(t *testing.T) {
	eng := lptest.Engine(t)
	data, err := os.ReadFile("../testdata/Hs_16_100_25_00_001.has")
	if err != nil {
		t.Fatal(err)
	}
	p, err := hashi.ParseOne("t", data)
	if err != nil {
		t.Fatal(err)
	}
	var last *solve.Trace
	res, err := solve.Run(context.Background(), hashi.Type, New(eng), p, func(e solve.Event[hashi.Puzzle]) {
		if tr, ok := e.Detail.(*solve.Trace); ok && e.Kind == solve.Progress {
			last = tr
		}
	})
	if err != nil || !res.Status.HasSolution() {
		t.Fatalf("%v %v", res.Status, err)
	}
	if last == nil || len(last.T) < 2 || last.Nodes[len(last.Nodes)-1] != float64(res.Stats.Nodes) {
		t.Fatalf("trace %+v for %d nodes", last, res.Stats.Nodes)
	}
	t.Logf("%d points, %d cuts marked, %d nodes", len(last.T), len(last.Cuts), res.Stats.Nodes)
}
