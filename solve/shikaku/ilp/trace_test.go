package ilp_test

import (
	"context"
	"slices"
	"testing"

	"grille/solve"
	"grille/solve/lp"
	"grille/solve/lp/lptest"
	"grille/solve/shikaku"
	"grille/solve/shikaku/ilp"
	"grille/solve/shikaku/shikakutest"
)

// sampler is the real engine, which first hands a solve asking for the
// branch and bound's samples (Options.Nodes) one sample, as lp_solve's
// callback does while nodes are solved, and remembers what it was asked.
type sampler struct {
	lp.Backend
	asked []lp.Options
}

func (s *sampler) Solve(ctx context.Context, p *lp.Problem, opt lp.Options) (lp.Solution, error) {
	s.asked = append(s.asked, opt)
	if opt.Nodes && opt.OnProgress != nil {
		opt.OnProgress(lp.Progress{Kind: "nodes", Nodes: 5, Depth: 2, Bound: 3, Objective: 4, Incumbent: true})
	}
	return s.Backend.Solve(ctx, p, opt)
}

// TestSendsSamples: a watched run asks the engine for its branch and
// bound's samples and sends them on, in the Progress stats and in the
// trace the window charts (the depth too), this solve's nodes on top of
// the earlier one's; a run nobody watches asks for none.
func TestSendsSamples(t *testing.T) {
	eng := &sampler{Backend: lptest.Engine(t)}
	p := shikakutest.Parse(t, "2 .\n. 2")
	var sampled []solve.Stats
	var last *solve.Trace
	depth := false // a trace sent had the sample's depth
	res, err := solve.Run(context.Background(), shikaku.Type, ilp.New(eng), p, func(e solve.Event[shikaku.Puzzle]) {
		if e.Kind != solve.Progress {
			return
		}
		if e.Stats.Depth > 0 {
			sampled = append(sampled, e.Stats)
		}
		if tr, ok := e.Detail.(*solve.Trace); ok {
			last = tr
			depth = depth || slices.Contains(tr.Depth, 2)
		}
	})
	if err != nil || !res.Status.HasSolution() {
		t.Fatalf("%v %v", res.Status, err)
	}
	if len(eng.asked) != 2 || !eng.asked[0].Nodes || !eng.asked[1].Nodes {
		t.Fatalf("options asked: %+v", eng.asked)
	}
	if len(sampled) == 0 {
		t.Fatal("no sample reached the Progress events")
	}
	if st := sampled[0]; st.Nodes != 5 || st.Depth != 2 || st.Bound != 3 || st.Incumbent != 4 || !st.HasIncumbent {
		t.Errorf("first sample %+v", st)
	}
	if last == nil || len(last.T) < 4 || len(last.Cuts) != 1 || last.Nodes[0] != 0 || last.Bound[len(last.Bound)-1] != 3 || !depth {
		t.Fatalf("trace %+v", last)
	}
	eng.asked = nil
	if res, err := solve.Run(context.Background(), shikaku.Type, ilp.New(eng), p, nil); err != nil || !res.Status.HasSolution() {
		t.Fatalf("unwatched: %v %v", res.Status, err)
	}
	for _, o := range eng.asked {
		if o.Nodes || o.OnProgress != nil {
			t.Errorf("an unwatched run asked for samples: %+v", o)
		}
	}
}
