package anneal

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"testing"
	"time"

	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/hashi/gen"
	"grille/solve/hashi/hashitest"
)

func envf(k string, d float64) float64 {
	if v, err := strconv.ParseFloat(os.Getenv(k), 64); err == nil {
		return v
	}
	return d
}

// TestTune is how DefaultParams were chosen; it runs only when asked:
// TUNE=gen (the paper's generator, 4 to 80 points) or TUNE=coelho (every
// 12th puzzle of the Coelho et al. 100-island set), with T0, TF, SW, MT
// overriding the defaults.
func TestTune(t *testing.T) {
	if os.Getenv("TUNE") == "" {
		t.Skip("set TUNE=gen or TUNE=coelho")
	}
	par := DefaultParams()
	par.T0 = envf("T0", par.T0)
	par.TFinal = envf("TF", par.TFinal)
	par.SweepsPerTrial = int(envf("SW", float64(par.SweepsPerTrial)))
	par.MaxTrials = int(envf("MT", float64(par.MaxTrials)))
	var puzzles []hashi.Puzzle
	var names []string
	if os.Getenv("TUNE") == "coelho" {
		for _, p := range hashitest.Coelho(t, "100", 12) {
			puzzles = append(puzzles, p)
			names = append(names, "c100")
		}
	} else {
		for _, n := range []int{4, 10, 20, 40, 60, 80} {
			for s := 0; s < 8; s++ {
				p, err := gen.Generate(context.Background(), gen.GenParams{Islands: n, Raw: true, Seed: int64(100 + s)})
				if err != nil {
					t.Fatal(err)
				}
				puzzles = append(puzzles, p)
				names = append(names, fmt.Sprint("n", n))
			}
		}
	}
	m := NewWith(par)
	byName := map[string][3]float64{}
	order := []string{}
	for k, p := range puzzles {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		st := time.Now()
		res, err := solve.Run(ctx, hashi.Type, solve.WithSeed(m, int64(k)), p, nil)
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		x, ok := byName[names[k]]
		if !ok {
			order = append(order, names[k])
		}
		x[0]++
		if res.Status == solve.Solved {
			x[1]++
		}
		x[2] += time.Since(st).Seconds()
		byName[names[k]] = x
	}
	for _, n := range order {
		x := byName[n]
		fmt.Printf("%s solved %v/%v mean %.3fs\n", n, x[1], x[0], x[2]/x[0])
	}
}
