//go:build stress

package cli

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/hashi/hashitype"
	"grille/solve/lp/lpsolve"
	"grille/solve/shikaku/shikakutest"
	"grille/solve/shikaku/shikakutype"
	"grille/solve/solvetest"
	"grille/solve/sudoku"
	"grille/solve/sudoku/sudokutype"
)

// stopRuns is how many stops TestStressStop measures for each method.
const stopRuns = 10

// TestStressStop measures BENCHMARKS.md's stop latency: every method of every
// type, on a puzzle that keeps it busy, is cancelled mid-run from another
// goroutine (as the window's Stop button does) stopRuns times; the worst
// stop must stay within solvetest.StopLatency (200 ms). make stress runs it
// on a quiet machine on purpose: the unit tests count work after a stop
// instead, which a loaded machine cannot change.
func TestStressStop(t *testing.T) {
	var table strings.Builder
	fmt.Fprintf(&table, "| type | method | median | 90th percentile | worst |\n|---|---|---|---|---|\n")
	engine := lpsolve.New()
	hard25 := sudoku.New(5)
	hard25.Set(0, 0, 1)
	stopType(t, &table, sudokutype.New(engine), hard25)
	data, err := os.ReadFile("../../solve/hashi/testdata/Hs_34_400_75_15_030.has")
	if err != nil {
		t.Fatal(err)
	}
	coelho, err := hashi.ParseOne("Hs_34_400_75_15_030.has", data)
	if err != nil {
		t.Fatal(err)
	}
	stopType(t, &table, hashitype.New(engine), coelho)
	stopType(t, &table, shikakutype.New(engine), shikakutest.Hall(31, 31))
	t.Log("\n" + table.String())
}

// stopType measures the stops of typ's methods on p, a row each.
func stopType[P any](t *testing.T, table *strings.Builder, typ *solve.Type[P], p P) {
	for _, m := range typ.Methods.Methods() {
		t.Run(typ.Name+"/"+m.Info().ID, func(t *testing.T) {
			if m.Info().Needs == "lp" && !lpsolve.Available() {
				t.Skip("LP engine not built in")
			}
			var lat []time.Duration
			for range stopRuns {
				d, ok := solvetest.MeasureStop(m, p, time.Minute)
				if !ok {
					t.Fatal("no stop measured: the method finished before it, or did not return within a minute")
				}
				lat = append(lat, d)
			}
			slices.Sort(lat)
			ms := func(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000) }
			fmt.Fprintf(table, "| %s | %s | %s | %s | %s |\n", typ.Name, m.Info().ID, ms(lat[len(lat)/2]), ms(lat[len(lat)*9/10]), ms(lat[len(lat)-1]))
			if worst := lat[len(lat)-1]; worst > solvetest.StopLatency {
				t.Errorf("worst stop %v of %d, over %v", worst, stopRuns, solvetest.StopLatency)
			}
		})
	}
}
