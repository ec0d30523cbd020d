package cli

import (
	"context"
	"fmt"
	"iter"
	"runtime"

	"grille/solve"
)

// job is one puzzle of the input, numbered in input order.
type job struct {
	seq   int    // 0-based, across all files
	label string // the file, or "stdin"
	index int    // 1-based within its file; 0 when the file holds one puzzle
	p     any
	err   error // the file could not be read: nothing to solve
}

type outcome struct {
	res solve.Result[any]
	err error
}

// maxJobsPerCPU caps --jobs: more workers than this only hold more puzzles
// in memory, they do not solve faster.
const maxJobsPerCPU = 4

// jobsCap is the largest useful --jobs on this machine.
func jobsCap() int { return maxJobsPerCPU * runtime.NumCPU() }

// solveStream solves the jobs on `workers` goroutines and hands each
// outcome to emit in input order, as soon as its turn comes; at most a few
// outcomes per worker wait for an earlier one, so memory does not grow with
// the input. emit runs on the caller's goroutine; when it returns an error,
// or ctx is done, no new job starts, the running ones are stopped, and
// solveStream returns that error (or ctx's cause). flush is called whenever
// no outcome is ready, so that output reaches a pipe promptly without a
// write per puzzle.
func solveStream(ctx context.Context, d *solve.Type[any], m solve.Method[any], o solveOpts,
	jobs iter.Seq[job], emit func(job, outcome) error, flush func() error) error {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	workers := max(1, o.jobs)
	window := 4 * workers
	tokens := make(chan struct{}, window) // a token per job fed and not yet emitted
	work := make(chan job)
	type done struct {
		j job
		o outcome
	}
	results := make(chan done, window)
	go func() { // the feeder
		defer close(work)
		for j := range jobs {
			select {
			case tokens <- struct{}{}:
			case <-ctx.Done():
				return
			}
			select {
			case work <- j:
			case <-ctx.Done():
				return
			}
		}
	}()
	finished := make(chan struct{})
	for w := 0; w < workers; w++ {
		go func() {
			defer func() { finished <- struct{}{} }()
			for j := range work {
				if j.err != nil {
					results <- done{j, outcome{}}
					continue
				}
				jctx, jcancel := context.WithTimeoutCause(ctx, o.timeout, fmt.Errorf("time limit %v reached", o.timeout))
				res, err := solve.Run(jctx, d, m, j.p, nil)
				jcancel()
				results <- done{j, outcome{res, err}}
			}
		}()
	}
	go func() {
		for w := 0; w < workers; w++ {
			<-finished
		}
		close(results)
	}()
	pending := map[int]done{}
	next := 0
	var failed error
	for {
		var r done
		var ok bool
		select {
		case r, ok = <-results:
		default:
			if failed == nil {
				if err := flush(); err != nil {
					failed = err
					cancel(err)
				}
			}
			r, ok = <-results
		}
		if !ok {
			break
		}
		pending[r.j.seq] = r
		for {
			p, ready := pending[next]
			if !ready {
				break
			}
			delete(pending, next)
			next++
			<-tokens
			if failed == nil {
				if err := emit(p.j, p.o); err != nil {
					failed = err
					cancel(err)
				}
			}
		}
	}
	if failed == nil {
		failed = flush()
	}
	if failed == nil && ctx.Err() != nil {
		failed = context.Cause(ctx)
	}
	return failed
}
