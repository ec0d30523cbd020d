package exact_test

import (
	"context"
	"os"
	"testing"

	"grille/solve/hashi"
	"grille/solve/hashi/exact"
	"grille/solve/hashi/gen"
	"grille/solve/hashi/hashitest"
)

// TestNogoodsSound: every nogood learnt on generated puzzles (raw, kept
// apart, and with values bumped so that many have no solution) lets
// through every solution the search without learning finds (the first and,
// if any, a second), and learning changes no count. Short descents make
// the search restart, fail and learn often.
func TestNogoodsSound(t *testing.T) {
	plain := exact.DefaultParams()
	plain.Learn = false
	par := exact.DefaultParams()
	par.UnitPerEdge = 0.02 // descents of 64 nodes: many restarts
	learnt, fired := 0, int64(0)
	for k := 0; k < 24; k++ {
		gp := gen.GenParams{Islands: 40 + 8*k, Raw: k%2 == 0, Seed: int64(100 + k)}
		p, err := gen.Generate(context.Background(), gp)
		if err != nil {
			t.Fatal(err)
		}
		if k%3 == 2 && len(p.Islands) > 5 {
			p.Islands[1].Value = p.Islands[1].Value%8 + 1
			p.Islands[5].Value = p.Islands[5].Value%8 + 1
		}
		want, sols, _ := exact.Solutions(p, plain, 2, nil)
		got, _, st := exact.Solutions(p, par, 2, func(edges []int32, sets []uint8) {
			learnt++
			for _, sol := range sols {
				all := true
				for j, e := range edges {
					if sets[j]&(1<<uint(sol[e])) == 0 {
						all = false // this literal fails on the solution
						break
					}
				}
				if all {
					t.Fatalf("puzzle %d (%+v):\n%snogood %v %v excludes a solution", k, gp, p.GridText(), edges, sets)
				}
			}
		})
		if got != want {
			t.Fatalf("puzzle %d (%+v):\n%scount %d with learning, %d without", k, gp, p.GridText(), got, want)
		}
		fired += st.Fired
	}
	if learnt < 200 || fired < 200 {
		t.Fatalf("learning barely exercised: %d nogoods learnt, %d narrowings", learnt, fired)
	}
	t.Logf("%d nogoods learnt, %d narrowings by nogoods", learnt, fired)
}

// TestLearningAgrees: on the two Coelho instances in testdata, learning
// finds valid solutions and the same count.
func TestLearningAgrees(t *testing.T) {
	plain := exact.DefaultParams()
	plain.Learn = false
	for _, name := range []string{"../testdata/Hs_16_100_25_00_001.has", "../testdata/Hs_34_400_75_15_030.has"} {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		p := hashitest.Parse(t, string(data))
		want, _, _ := exact.Solutions(p, plain, 2, nil)
		got, sols, _ := exact.Solutions(p, exact.DefaultParams(), 2, nil)
		if got != want || len(sols) != got {
			t.Fatalf("%s: count %d with learning (%d solutions), %d without", name, got, len(sols), want)
		}
		for _, sol := range sols {
			q := p.Clone()
			for j, e := range hashi.Edges(p) {
				if sol[j] > 0 {
					q.Bridges = append(q.Bridges, hashi.Bridge{A: e.A, B: e.B, Count: int(sol[j])})
				}
			}
			if err := hashi.Verify(p, q); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
		}
	}
}
