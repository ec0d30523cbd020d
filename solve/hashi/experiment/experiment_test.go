package experiment

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"grille/solve"
	"grille/solve/benchdata"
	"grille/solve/hashi"
	"grille/solve/hashi/anneal"
	"grille/solve/hashi/exact"
	"grille/solve/hashi/hashitest"
	"grille/solve/hashi/ilp"
	"grille/solve/lp/lpsolve"
)

func TestConnectivity(t *testing.T) {
	if rows := ConnectivityExperiment(context.Background(), nil, []int{4}, 1, 1); rows != nil {
		t.Fatal("rows without an engine")
	}
	if !lpsolve.Available() {
		t.Skip("LP engine not built in")
	}
	rows := ConnectivityExperiment(context.Background(), lpsolve.New(), []int{4, 20}, 3, 1)
	if len(rows) != 2 || rows[0].Islands != 4 || rows[1].Islands != 20 {
		t.Fatalf("rows %+v", rows)
	}
	for _, r := range rows {
		if r.Runs != 3 || r.ConnectedWithObjective > r.Runs || r.ConnectedWithout > r.Runs || r.MeanIslands < 2 {
			t.Errorf("row %+v", r)
		}
	}
}

func TestTimes(t *testing.T) {
	methods := []solve.Method[hashi.Puzzle]{exact.New(), anneal.New()}
	rows := TimeExperiment(context.Background(), []int{4, 10}, 2, 1, methods)
	if len(rows) != 4 {
		t.Fatalf("rows %+v", rows)
	}
	for _, r := range rows {
		if r.Runs != 2 || r.Solved != 2 || r.MaxMS < r.MeanMS || r.Method == "" {
			t.Errorf("row %+v", r)
		}
	}
}

func TestCoelhoTimes(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "100"), 0o755); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile("../testdata/Hs_16_100_25_00_001.has")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "100", "a.has"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	rows := CoelhoTimes(context.Background(), dir, 5, exact.New())
	if len(rows) != 1 || rows[0].Islands != 100 || rows[0].Runs != 1 || rows[0].Solved != 1 || rows[0].MeanIslands != 100 {
		t.Fatalf("rows %+v", rows)
	}
	if rows := CoelhoTimes(context.Background(), filepath.Join(dir, "none"), 5, exact.New()); len(rows) != 0 {
		t.Fatalf("missing dir: %+v", rows)
	}
	if lpsolve.Available() {
		rows := CoelhoConnectivity(context.Background(), lpsolve.New(), dir, 5)
		if len(rows) != 1 || rows[0].Runs != 1 {
			t.Fatalf("connectivity rows %+v", rows)
		}
	}
}

// TestDefaultRun is the whole experiment with the defaults, as `grille
// bench --type hashi` would run it; only when asked (EXPERIMENT=1).
func TestDefaultRun(t *testing.T) {
	if os.Getenv("EXPERIMENT") == "" {
		t.Skip("set EXPERIMENT=1")
	}
	ctx := context.Background()
	coelho := benchdata.Path(t, hashitest.CoelhoDir)
	start := time.Now()
	for _, r := range ConnectivityExperiment(ctx, lpsolve.New(), nil, 0, 1) {
		fmt.Printf("conn n=%d islands %.1f runs %d with %d without %d\n", r.Islands, r.MeanIslands, r.Runs, r.ConnectedWithObjective, r.ConnectedWithout)
	}
	fmt.Println("connectivity:", time.Since(start))
	start = time.Now()
	methods := []solve.Method[hashi.Puzzle]{exact.New(), ilp.New(lpsolve.New()), anneal.New()}
	for _, r := range TimeExperiment(ctx, nil, 0, 1, methods) {
		fmt.Printf("time n=%d islands %.1f %s runs %d solved %d mean %.2f ms max %.2f ms\n", r.Islands, r.MeanIslands, r.Method, r.Runs, r.Solved, r.MeanMS, r.MaxMS)
	}
	fmt.Println("times:", time.Since(start))
	start = time.Now()
	for _, r := range CoelhoTimes(ctx, coelho, 6, methods...) {
		fmt.Printf("coelho %d %s runs %d solved %d mean %.1f ms max %.1f ms\n", r.Islands, r.Method, r.Runs, r.Solved, r.MeanMS, r.MaxMS)
	}
	fmt.Println("coelho:", time.Since(start))
	start = time.Now()
	for _, r := range CoelhoConnectivity(ctx, lpsolve.New(), coelho, 12) {
		fmt.Printf("coelho conn %d runs %d with %d without %d\n", r.Islands, r.Runs, r.ConnectedWithObjective, r.ConnectedWithout)
	}
	fmt.Println("coelho connectivity:", time.Since(start))
}
