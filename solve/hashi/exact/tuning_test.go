//go:build linux

package exact

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"syscall"
	"testing"
	"time"

	"grille/solve/hashi"
	"grille/solve/hashi/internal/graph"
)

// TestTuning is how the search's switches were chosen; it runs only when
// asked, e.g.
//
//	HGLOB='../../../../shared/data/hashi/coelho2019/200/*.has' STEP=3 \
//	  PD=1 WC=1 RS=1 PH=1 RND=1 LP=2 go test -run TestTuning -v
//
// PD probe depth (restarts: 1 = root only), WC weights from connectivity
// failures, RS restarts, PH phase saving, RND random tie-breaks, LP failed
// descents before the root is probed. Without PD the defaults are used.
// Times are the thread's CPU time, so that a loaded machine does not blur
// the comparison. Findings (every third file, CPU time, counting to 2):
// without restarts the worst 200-island puzzles took seconds (mean 170 ms);
// dom/wdeg instead of smallest-domain-first gave the largest gain; probing
// at every node made trees tiny but nodes dear; restarts + connectivity
// weights + lazy root probing + phase saving + random ties gave means of
// 0.2, 6, 26 and 142 ms at 100 to 400 islands, with one 400-island puzzle
// over 30 s; decaying the weights at restarts (DECAY) and descents of at
// least half a node per candidate (UPE=0.5) brought the whole sets to 0.3,
// 8, 25 and 74 ms, worst 2.5 s. DESC (odd descents try 2, 1, 0) did not
// help. HGLOB2 adds a second set of files (any format).
//
// Large boards (issue 15; the paper's generator, GenParams.Raw, on 60×60
// with 300, 600 and 1,000 points: 1,500 to 3,000 islands, seeds 1..5,
// written out as text): dom/wdeg, with or without backjumping, left most
// of them unsolved after 5 s, thrashing within clusters of islands side by
// side. Sweeps in row order without backjumping solved 11 of 15 (each
// contradiction lay ~60 decisions, a board row, below its cause); with
// backjumping (BJ=1) and restarts that rotate the sweep's direction, 14;
// running the global rules only at every 64th depth (GE=64) cut the cost
// of a node by 3 to 5 and solved all 15, mean 0.1 s, worst 0.7 s (CPU).
// On the Coelho set the sweeps are the wrong tool (400 islands: mean 1.2 s,
// 30 of 90 over 10 s), and alternating both strategies doubled Coelho's
// worst case, hence the size switch SW (SweepFrom; the Coelho boards have
// at most ~700 candidates, the large boards 2,800 and more; boards kept
// apart at 60×60, 1,200–1,500 candidates, are fastest with dom/wdeg).
//
// Where the 400-island worst cases go (issue 15, all 360 files; SLOW=0
// prints every puzzle): the slow ones (over 0.2 s CPU) are of the
// generator's setting 75 (Hs_34_400_75_*; one of 14 with seed 11 is a 50),
// and their time is in finding a first solution — the search for a second
// takes about 100 nodes once a first is known. The worst, Hs_34_400_75_00_003, took
// 113,573 nodes and 114 restarts: 82,433 failures of an island sum, 18,628
// closed groups, 9,758 disconnections (most contradictions are an island
// sum's, yet most of the time goes to the global rules); a node costs ~18 µs,
// 89% of it in the global rules (pprof: connectivity 44%, groups 33%,
// isolation 12%). Which puzzle is worst depends on the seed and on the
// order the rules fire in (the same puzzle took 8,661 or 113,573 nodes):
// the tail is that of the restarts, not of a few hard puzzles. Tried and
// dropped, on the files Hs_34_400_75_* (every other one, seed 0, for the
// first two): backjumping with dom/wdeg (mean 144 against 155 ms, worst
// 1.7 s against 2.0 s, twice as many slow puzzles); UPE 0.25, 1 or 2 (the
// worst case moves from puzzle to puzzle, 0.9 to 2.6 s); on all 120,
// seeds 0 and 11: weights for the smaller side of a cut only (mean
// 142/140 against 124/117 ms, worst 3.4/2.7 s against 0.7/0.8 s), and,
// seed 0, last-conflict branching (an edge whose count failed at once is
// branched on first: worst 3.9 s). What stayed is a cheaper node: the
// isolation rule runs only after a least count rose, connectivity only
// after an edge was ruled out, and groups reads each edge once.
//
// Then the global rules themselves (global.go, groups.go), deducing the
// same in the same order (every node, probe and restart count of the four
// sizes unchanged, seeds 0 and 11): on all 360 400-island puzzles, old and
// new alternated, mean 53–56 → 22–25 ms, worst 0.69–0.75 → 0.26–0.28 s,
// 35–37 → 15–16.5 µs/node (seed 11: worst 0.72–0.77 → 0.30–0.31 s);
// callgrind on Hs_34_400_75_00_016, 11.55 G → 3.36 G instructions. Tried
// and dropped: finding the edges cut since a labelling by comparing the
// domains word by word and looking the spanned labels up in a hash table,
// instead of reading the labelling's edges (fewer walks skipped: as fast
// on one puzzle, 4% slower on the other); reading the labelling twice to
// copy it less (1–5% slower).
//
// Nogood learning (learn.go; LEARN=0 turns it off). Measured on the 120
// files Hs_34_400_75_*, thread CPU, counting to two, the same binary for
// all settings unless said: seed 0, mean 117 → 60 ms, worst 0.68 → 0.21 s,
// mean nodes 3,249 → 1,091, with learning from island sums and crossings
// only; 90% of the failures in the slow puzzles were of the global rules,
// so these were given explanations (a closed group: its sure edges; a cut:
// the edges ruled out across it), after which the root probing cost more
// than it saved (its ~2,000 probes took 50–80 ms on every puzzle that
// restarted twice): over seeds 1–5 (600 runs), mean 31 → 25 ms and p99
// 154 → 101 ms without it, so ProbeDepth is 0. Nogoods longer than MAXNG
// literals are dropped: 12 was worse (mean 83 ms), 24 to 400 alike within
// the noise; 128 is kept. A nogood that holds but for one literal at a
// level above the failure is missed by its watches there: checking those
// whole at each child until the search backs up past their level cut mean
// nodes 926 → 756 (seeds 1–5); backing up to that level at once instead
// (JUMP, as SAT solvers do) re-explored too much: mean nodes 930 → 1,458.
// Bumping the weights of the nogood's islands (a switch since removed)
// changed nothing measurable; the store's size (REDUCE, literals per candidate edge before
// thinning: 16, 48, 64, 128) and UPE (0.25, 0.5, 1) moved only the tail,
// within the noise of the restarts (seeds 1–10, 1,200 runs: mean 19–21 ms,
// p99 ~100 ms, 3,000–3,500 nodes; the worst run 9,700 to 18,000 nodes).
// Merged with the cheaper global rules above: mean 15 ms, p99 95 ms over
// seeds 1–10 (1,200 runs), but the worst run of a seed still 43–303 ms, and
// 61 ms–1.0 s over seeds 11–20. Target phases (a restart tries first the
// counts where the last descent decided the most edges, as SAT solvers
// do) made p99 better and the worst run far worse (62,786 nodes). What
// cured it is rephasing (REPHASE=n: every n-th restart forgets the weights
// and saved counts, keeping the nogoods): the worst run of a seed, seeds
// 1–10, went to 73–185 ms with n = 4 (8: up to 483 ms without forgetting
// the weights, 217 ms with; 6: 233 ms; 12: 304 ms), and over seeds 11–20
// to 63–227 ms; the means did not move (11.8–17.4 ms).
func TestTuning(t *testing.T) {
	files, _ := filepath.Glob(os.Getenv("HGLOB"))
	if os.Getenv("HGLOB2") != "" {
		more, _ := filepath.Glob(os.Getenv("HGLOB2"))
		files = append(files, more...)
	}
	if len(files) == 0 {
		t.Skip("set HGLOB to a set of .has files")
	}
	sort.Strings(files)
	step := 1
	fmt.Sscan(os.Getenv("STEP"), &step)
	par := DefaultParams()
	if os.Getenv("PD") != "" {
		fmt.Sscan(os.Getenv("PD"), &par.ProbeDepth)
		par.ConnWeights = os.Getenv("WC") == "1"
		par.Restarts = os.Getenv("RS") == "1"
		par.SavePhase = os.Getenv("PH") == "1"
		if os.Getenv("RND") != "1" {
			par.Seed = 0
		}
		fmt.Sscan(os.Getenv("LP"), &par.LazyProbe)
	}
	if v := os.Getenv("SEED"); v != "" {
		fmt.Sscan(v, &par.Seed)
	}
	if v := os.Getenv("UPE"); v != "" {
		fmt.Sscan(v, &par.UnitPerEdge)
	}
	if v := os.Getenv("DESC"); v != "" {
		par.Descending = v == "1"
	}
	if v := os.Getenv("GE"); v != "" {
		fmt.Sscan(v, &par.GlobalEvery)
	}
	if v := os.Getenv("SW"); v != "" {
		fmt.Sscan(v, &par.SweepFrom)
	}
	if v := os.Getenv("BJ"); v != "" {
		par.Backjump = v == "1"
	}
	if v := os.Getenv("REPHASE"); v != "" {
		fmt.Sscan(v, &par.Rephase)
	}
	if v := os.Getenv("REDUCE"); v != "" {
		fmt.Sscan(v, &reduceAt)
	}
	if v := os.Getenv("MAXNG"); v != "" {
		fmt.Sscan(v, &maxNogood)
	}
	if v := os.Getenv("LEARN"); v != "" {
		par.Learn = v == "1"
	}
	if v := os.Getenv("DECAY"); v != "" {
		par.Decay = v == "1"
	}
	slow := 200 * time.Millisecond // SLOW: print the puzzles over it
	if v := os.Getenv("SLOW"); v != "" {
		slow, _ = time.ParseDuration(v)
	}
	var tot, mx time.Duration
	var nodes int64
	stopped, cnt := 0, 0
	for k := 0; k < len(files); k += step {
		d, _ := os.ReadFile(files[k])
		p, err := hashi.ParseOne(files[k], d)
		if err != nil {
			t.Fatal(err)
		}
		s := newSolver(p, graph.New(p), par)
		to := 20 * time.Second
		if v := os.Getenv("TO"); v != "" {
			to, _ = time.ParseDuration(v)
		}
		ctx, cancel := context.WithTimeout(context.Background(), to)
		s.poll = func(int64, []uint8) bool { return ctx.Err() != nil }
		runtime.LockOSThread()
		st := threadCPU()
		limit := 2
		fmt.Sscan(os.Getenv("LIMIT"), &limit)
		_, _, stop := s.run(limit)
		el := threadCPU() - st
		runtime.UnlockOSThread()
		cancel()
		tot += el
		mx = max(mx, el)
		cnt++
		nodes += s.nodes
		if stop {
			stopped++
		}
		if el > slow {
			fmt.Println("slow", filepath.Base(files[k]), el, "nodes", s.nodes, "probes", s.probes, "restarts", s.restartCount, "first at", s.firstNodes,
				"learnt", s.ng.count, "kept", len(s.ng.start)-1, "lits", len(s.ng.lit), "fired", s.ng.fired, "stats", s.ng.stats)
		}
	}
	fmt.Println("n", cnt, "mean", tot/time.Duration(cnt), "max", mx, "nodes", nodes/int64(cnt), "stopped", stopped,
		"µs/node", float64(tot.Microseconds())/float64(max(nodes, 1)))
}

// threadCPU is the calling thread's CPU time (Linux RUSAGE_THREAD).
func threadCPU() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(1, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
