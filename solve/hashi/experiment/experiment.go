// Package experiment runs seed 004's Hashi experiments for `grille bench
// --type hashi`: the share of connected answers of the paper's integer
// program with and without its objective (the paper's Figure 10), and the
// solving times of the methods on generated puzzles of 4 to 80 islands
// (Figure 13) and on the Coelho et al. benchmark. It returns rows; the
// caller prints tables and draws charts.
package experiment

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"time"

	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/hashi/gen"
	"grille/solve/hashi/ilp"
	"grille/solve/lp"
)

// DefaultSizes are the generator's n (random points) of the paper's
// experiments, "de 4 à 80 îlots"; DefaultReps puzzles each. With these a
// ConnectivityExperiment takes about 10 s and a TimeExperiment of the
// three methods well under a minute.
var (
	DefaultSizes = []int{4, 10, 20, 30, 40, 50, 60, 70, 80}
	DefaultReps  = 10
)

// RunLimit bounds one method on one puzzle; a run over it counts as not
// solved, with its time.
var RunLimit = 5 * time.Second

// ConnRow is one point of Figure 10: of Runs puzzles made by the
// generator with n = Islands points (MeanIslands islands on average once
// the crossings are resolved), how many got a connected answer from the
// paper's integer program with its objective max Σx, and without it.
type ConnRow struct {
	Islands                int
	Runs                   int
	ConnectedWithObjective int
	ConnectedWithout       int
	MeanIslands            float64
}

// TimeRow is one point of Figure 13 (or of the Coelho table): Method ran on
// Runs puzzles of Islands islands (the generator's n for generated
// puzzles; MeanIslands is the actual mean), solved Solved of them, in
// MeanMS on average and MaxMS at worst, wall-clock, RunLimit included for
// the runs that hit it.
type TimeRow struct {
	Islands     int
	Method      string
	Runs        int
	Solved      int
	MeanMS      float64
	MaxMS       float64
	MeanIslands float64
}

// puzzleSeed gives every (size, rep) its own generator seed.
func puzzleSeed(seed int64, size, rep int) int64 { return seed + int64(size)*100003 + int64(rep) }

func sizesOr(sizes []int) []int {
	if len(sizes) == 0 {
		return DefaultSizes
	}
	return sizes
}

// ConnectivityExperiment solves reps generated puzzles of each size (the
// generator's n, from 2) with the paper's model, with and without its
// objective, on engine, and counts the connected answers. Without an
// engine (nil) it returns nil. It stops early, returning the rows done,
// when ctx ends.
func ConnectivityExperiment(ctx context.Context, engine lp.Backend, sizes []int, reps int, seed int64) []ConnRow {
	if engine == nil {
		return nil
	}
	if reps <= 0 {
		reps = DefaultReps
	}
	with, without := paperVariants(engine)
	var rows []ConnRow
	for _, n := range sizesOr(sizes) {
		row := ConnRow{Islands: n}
		total := 0
		for r := 0; r < reps; r++ {
			if ctx.Err() != nil {
				return rows
			}
			p, err := gen.Generate(ctx, gen.GenParams{Islands: max(n, 2), Raw: true, Seed: puzzleSeed(seed, n, r)})
			if err != nil {
				continue
			}
			a, okA := run(ctx, with, p)
			b, okB := run(ctx, without, p)
			if !okA || !okB {
				continue // an engine failure or the time limit: not a run
			}
			row.Runs++
			total += len(p.Islands)
			if a.Status == solve.Solved {
				row.ConnectedWithObjective++
			}
			if b.Status == solve.Solved {
				row.ConnectedWithout++
			}
		}
		if row.Runs > 0 {
			row.MeanIslands = float64(total) / float64(row.Runs)
		}
		rows = append(rows, row)
	}
	return rows
}

// CoelhoConnectivity is Figure 10 on the Coelho et al. benchmark (perSize
// puzzles of each size under dir, as CoelhoTimes picks them): there the
// paper's claim fails — with lp_solve, on every 12th 100-island puzzle,
// 24 of 30 answers were connected with the objective and 8 of 30 without.
// Islands is the size; a run over RunLimit is left out. Without an engine
// (nil) it returns nil.
func CoelhoConnectivity(ctx context.Context, engine lp.Backend, dir string, perSize int) []ConnRow {
	if engine == nil {
		return nil
	}
	with, without := paperVariants(engine)
	var rows []ConnRow
	for _, size := range CoelhoSizes {
		pick := coelhoFiles(dir, size, perSize)
		if len(pick) == 0 {
			continue
		}
		row := ConnRow{Islands: size, MeanIslands: float64(size)}
		for _, f := range pick {
			if ctx.Err() != nil {
				return append(rows, row)
			}
			p, ok := readPuzzle(f)
			if !ok {
				continue
			}
			a, okA := run(ctx, with, p)
			b, okB := run(ctx, without, p)
			if !okA || !okB {
				continue
			}
			row.Runs++
			if a.Status == solve.Solved {
				row.ConnectedWithObjective++
			}
			if b.Status == solve.Solved {
				row.ConnectedWithout++
			}
		}
		rows = append(rows, row)
	}
	return rows
}

// paperVariants are the paper's integer program alone (no cuts), with and
// without its objective, on engine.
func paperVariants(engine lp.Backend) (with, without solve.Method[hashi.Puzzle]) {
	return ilp.NewWith(engine, ilp.Params{PaperObjectiveOnly: true}),
		ilp.NewWith(engine, ilp.Params{PaperObjectiveOnly: true, NoObjective: true})
}

// coelhoFiles picks perSize files of one size, evenly over the sorted
// names (all of them when perSize ≤ 0).
func coelhoFiles(dir string, size, perSize int) []string {
	files, _ := filepath.Glob(filepath.Join(dir, strconv.Itoa(size), "*.has"))
	sort.Strings(files)
	if perSize <= 0 || perSize >= len(files) {
		return files
	}
	pick := make([]string, perSize)
	for k := range pick {
		pick[k] = files[k*len(files)/perSize]
	}
	return pick
}

func readPuzzle(f string) (hashi.Puzzle, bool) {
	data, err := os.ReadFile(f)
	if err != nil {
		return hashi.Puzzle{}, false
	}
	p, err := hashi.ParseOne(f, data)
	return p, err == nil
}

// run solves p with m under RunLimit; ok is false when the answer says
// nothing of connectivity (stopped, engine trouble).
func run(ctx context.Context, m solve.Method[hashi.Puzzle], p hashi.Puzzle) (solve.Result[hashi.Puzzle], bool) {
	rctx, cancel := context.WithTimeout(ctx, RunLimit)
	defer cancel()
	res, err := solve.Run(rctx, hashi.Type, m, p, nil)
	if err != nil || rctx.Err() != nil {
		return res, false
	}
	// Solved: connected. Unknown with a disconnected answer: Partial.
	return res, res.Status == solve.Solved || res.Partial
}

// timed runs m on p and reports whether it solved it, and how long it took.
func timed(ctx context.Context, m solve.Method[hashi.Puzzle], p hashi.Puzzle) (bool, float64) {
	rctx, cancel := context.WithTimeout(ctx, RunLimit)
	defer cancel()
	start := time.Now()
	res, err := solve.Run(rctx, hashi.Type, m, p, nil)
	ms := float64(time.Since(start).Microseconds()) / 1000
	return err == nil && res.Status.HasSolution(), ms
}

// accumulate adds one run to a row.
func accumulate(row *TimeRow, solved bool, ms float64, islands int) {
	if solved {
		row.Solved++
	}
	row.MeanMS = (row.MeanMS*float64(row.Runs) + ms) / float64(row.Runs+1)
	row.MeanIslands = (row.MeanIslands*float64(row.Runs) + float64(islands)) / float64(row.Runs+1)
	row.Runs++
	row.MaxMS = max(row.MaxMS, ms)
}

// TimeExperiment times each method on reps generated puzzles of each size
// (the paper's Figure 13). Randomised methods get seed+rep. Rows come size
// by size, methods in the order given. It stops early when ctx ends.
func TimeExperiment(ctx context.Context, sizes []int, reps int, seed int64, methods []solve.Method[hashi.Puzzle]) []TimeRow {
	if reps <= 0 {
		reps = DefaultReps
	}
	var rows []TimeRow
	for _, n := range sizesOr(sizes) {
		block := make([]TimeRow, len(methods))
		for k, m := range methods {
			block[k] = TimeRow{Islands: n, Method: m.Info().ID}
		}
		for r := 0; r < reps && ctx.Err() == nil; r++ {
			p, err := gen.Generate(ctx, gen.GenParams{Islands: max(n, 2), Raw: true, Seed: puzzleSeed(seed, n, r)})
			if err != nil {
				continue
			}
			for k, m := range methods {
				if ctx.Err() != nil {
					break
				}
				solved, ms := timed(ctx, solve.WithSeed(m, seed+int64(r)), p)
				accumulate(&block[k], solved, ms, len(p.Islands))
			}
		}
		rows = append(rows, block...)
		if ctx.Err() != nil {
			break
		}
	}
	return rows
}

// CoelhoSizes are the sub-directories of the Coelho et al. benchmark.
var CoelhoSizes = []int{100, 200, 300, 400}

// CoelhoTimes times each method on perSize puzzles of each size of the
// Coelho et al. benchmark under dir (dir/100/*.has ... dir/400/*.has),
// spread evenly over the sorted files so that every generator setting is
// sampled (perSize ≤ 0: all 360). Sizes whose directory is missing or
// empty are skipped. With perSize = 6 and the three methods it takes
// about two minutes, most of it the annealing giving up on the large sets.
func CoelhoTimes(ctx context.Context, dir string, perSize int, methods ...solve.Method[hashi.Puzzle]) []TimeRow {
	var rows []TimeRow
	for _, size := range CoelhoSizes {
		pick := coelhoFiles(dir, size, perSize)
		if len(pick) == 0 {
			continue
		}
		block := make([]TimeRow, len(methods))
		for k, m := range methods {
			block[k] = TimeRow{Islands: size, Method: m.Info().ID}
		}
		for r, f := range pick {
			if ctx.Err() != nil {
				break
			}
			p, ok := readPuzzle(f)
			if !ok {
				continue
			}
			for k, m := range methods {
				if ctx.Err() != nil {
					break
				}
				solved, ms := timed(ctx, solve.WithSeed(m, int64(r)), p)
				accumulate(&block[k], solved, ms, len(p.Islands))
			}
		}
		rows = append(rows, block...)
		if ctx.Err() != nil {
			break
		}
	}
	return rows
}
