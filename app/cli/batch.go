package cli

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"iter"
	"reflect"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"grille/solve"
)

// job is one puzzle of the input, in input order.
type job struct {
	label string // the file, or "stdin"
	index int    // 1-based within its file; 0 when the file holds one puzzle
	p     any
	err   error // the puzzle (or its file) could not be read: nothing to solve
}

// maxJobsPerCPU caps --jobs: more workers than this only hold more puzzles
// in memory, they do not solve faster.
const maxJobsPerCPU = 4

// jobsCap is the largest useful --jobs on this machine.
func jobsCap() int { return maxJobsPerCPU * runtime.NumCPU() }

// task is a batch command's work on one puzzle (solve it, rate it), run on
// a worker: it appends the puzzle's output to out — standard output bytes,
// standard error lines — and says the exit status it asks for. Doing the
// formatting here, not on the writer's goroutine, lets it run in parallel.
// Called with a done ctx (an interrupted run), it still says the puzzle,
// as interrupted, at once.
type task func(ctx context.Context, j job, out *output)

// output is what the tasks of one chunk wrote, in input order.
type output struct {
	stdout, stderr []byte
	status         int // the worst exit status asked for
	keep           scratch
}

// scratch is what a task may keep from one puzzle to the next, so that a
// batch of fast puzzles allocates nothing per puzzle for it: it stays with
// a chunk's output, which one worker at a time uses.
type scratch struct {
	record recordMemo // the JSON of the record's strings
	limit  *limitCtx  // the last puzzle's time limit, to be used again
	result solve.Result[any]
}

// ask records an exit status: bad input outranks "unsolved", which
// outranks success.
func (o *output) ask(status int) { o.status = worse(o.status, status) }

func worse(a, b int) int {
	if b == ExitBadInput || a == ExitOK {
		return b
	}
	return a
}

// Chunks: a worker takes several puzzles at a time, so that a batch of fast
// puzzles (10 µs for a 17-clue Sudoku) does not pay a channel hand-off, a
// reorder and a wake-up per puzzle. A chunk holds about chunkWork of work,
// judged from the puzzles done so far, and at first one puzzle: slow
// puzzles keep going out one by one, to every worker, and stream.
const (
	chunkWork = 2 * time.Millisecond
	maxChunk  = 256
)

type chunk struct {
	seq  int
	jobs []job
	out  output
}

// runBatch runs t on every job on `workers` goroutines and writes each
// chunk's output in input order as soon as its turn comes: standard output
// to stdout, flushed after each turn's writing (so that a pipe sees answers
// promptly, without a write per puzzle when they are fast), standard error
// to stderr; every write to stdout ends at a line's end. At most a few
// chunks per worker are read ahead of the output, so memory does not grow
// with the input. When a write fails, or ctx is done, no new chunk is read,
// t is still called, with the done ctx, on the puzzles left in the chunks
// already read (it says them interrupted without working on them), so
// that the output is a record for every puzzle of a prefix of the input,
// and runBatch returns that error (or ctx's cause) with the worst exit
// status the written outputs asked for.
//
// Each worker reads its next chunk itself (under a lock) and writes it
// itself when its turn has come (under another): no goroutine only feeds
// or only writes, so on a 2-core machine two workers have the two cores,
// and --jobs 1 is one goroutine doing the work in order while the caller
// waits.
func runBatch(ctx context.Context, workers int, jobs iter.Seq[job], t task, stdout *bufio.Writer, stderr io.Writer) (int, error) {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	workers = max(1, workers)
	tokens := make(chan struct{}, 4*workers) // a token per chunk read and not yet written
	pool := sync.Pool{New: func() any { return new(chunk) }}
	// What the workers have done, for the size of the next chunk.
	var doneJobs, doneNanos atomic.Int64
	chunkSize := func() int {
		n := doneJobs.Load()
		if n == 0 {
			return 1
		}
		per := max(doneNanos.Load()/n, 1)
		return int(min(max(int64(chunkWork)/per, 1), maxChunk))
	}

	// The workers pull the jobs, a chunk at a time: the coroutine that
	// reads them fills in.buf up to in.want jobs before it gives the
	// worker back its turn, so that a chunk costs one switch to it and
	// back, not one a puzzle. pull and stop are called on goroutines of
	// runBatch's own, since a coroutine must be resumed by goroutines
	// locked to a thread exactly as its creator was (the window's main
	// goroutine is locked; a worker is not).
	var pull func() (struct{}, bool)
	var in struct {
		sync.Mutex
		seq  int
		end  bool
		want int
		buf  []job
	}
	chunks := func(yield func(struct{}) bool) {
		for j := range jobs {
			in.buf = append(in.buf, j)
			if len(in.buf) >= in.want && !yield(struct{}{}) {
				return
			}
		}
	}
	read := func() *chunk {
		in.Lock()
		defer in.Unlock()
		if in.end || ctx.Err() != nil {
			return nil
		}
		c := pool.Get().(*chunk)
		c.seq, c.out = in.seq, output{stdout: c.out.stdout[:0], stderr: c.out.stderr[:0], keep: c.out.keep}
		in.buf, in.want = c.jobs[:0], chunkSize()
		_, more := pull()
		c.jobs, in.buf = in.buf, nil
		in.end = !more
		if len(c.jobs) == 0 {
			pool.Put(c)
			return nil
		}
		in.seq++
		return c
	}

	var out struct {
		sync.Mutex
		next    int
		pending map[int]*chunk
		status  int
		failed  error
	}
	out.pending = map[int]*chunk{}
	fail := func(err error) {
		if out.failed == nil && err != nil {
			out.failed = err
			cancel(err)
		}
	}
	write := func(c *chunk) {
		out.Lock()
		defer out.Unlock()
		out.pending[c.seq] = c
		for {
			c, ready := out.pending[out.next]
			if !ready {
				break
			}
			delete(out.pending, out.next)
			out.next++
			if out.failed == nil {
				// Each write(2) ends at a line's end: a chunk's output
				// is whole lines, so flush what is held before one that
				// does not fit, which bufio then writes in one call
				// (processes appending to one file interleave whole
				// lines, never parts).
				if len(c.out.stdout) > stdout.Available() && stdout.Buffered() > 0 {
					fail(stdout.Flush())
				}
				_, err := stdout.Write(c.out.stdout)
				fail(err)
				if len(c.out.stderr) > 0 {
					stderr.Write(c.out.stderr)
				}
				out.status = worse(out.status, c.out.status)
			}
			clear(c.jobs) // let the puzzles go
			pool.Put(c)
			<-tokens
		}
		if out.failed == nil {
			fail(stdout.Flush())
		}
	}

	worker := func() {
		for ctx.Err() == nil { // select alone may take a token after a stop
			select {
			case tokens <- struct{}{}:
			case <-ctx.Done():
				return
			}
			c := read()
			if c == nil {
				<-tokens
				return
			}
			start := time.Now()
			for _, j := range c.jobs {
				// Interrupted, t still says every puzzle of the chunk,
				// those it did not start as interrupted: the output has
				// a record for each puzzle up to the last read, none
				// missing between two others.
				t(ctx, j, &c.out)
			}
			doneNanos.Add(int64(time.Since(start)))
			doneJobs.Add(int64(len(c.jobs)))
			write(c)
		}
	}
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		var stop func()
		pull, stop = iter.Pull(chunks)
		defer stop()
		var wg sync.WaitGroup
		for w := 0; w < workers; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				worker()
			}()
		}
		wg.Wait()
	}()
	<-finished

	failed := out.failed
	if failed == nil && ctx.Err() != nil {
		failed = context.Cause(ctx)
	}
	return out.status, failed
}

// readJobs reads the files one at a time and yields their puzzles in
// order, read one at a time too; a file that cannot be read, and each
// puzzle that cannot, yields a job carrying the error.
func readJobs(env Env, each func(name string, data []byte) iter.Seq2[any, error], files []string) iter.Seq[job] {
	return func(yield func(job) bool) {
		for _, name := range files {
			label := name
			if name == "-" {
				label = "stdin"
			}
			data, err := readInput(env, name)
			if err != nil {
				if !yield(job{err: err}) {
					return
				}
				continue
			}
			// Index puzzles only in a file that holds more than one: a
			// puzzle is yielded once the next one is read. Past
			// maxBadShown puzzles that cannot be read, the others are
			// counted, and said in one line at the end of the file.
			var held job
			have := false
			n, bad := 0, 0
			for p, perr := range each(label, data) {
				n++
				if perr != nil {
					if bad++; bad > maxBadShown {
						continue
					}
				}
				if have && !yield(held) {
					return
				}
				held, have = job{label: label, index: n, p: p, err: perr}, true
			}
			if have {
				if n == 1 {
					held.index = 0
				}
				if !yield(held) {
					return
				}
			}
			if bad > maxBadShown && !yield(job{label: label, err: moreBad(env, bad-maxBadShown)}) {
				return
			}
		}
	}
}

// maxBadShown is how many puzzles of a file that cannot be read are
// reported each on its line: a file of another type (a wrong --type) has
// as many as it has lines, 700,000 lines of errors for no more news.
const maxBadShown = 20

// moreBad is the line that counts the bad puzzles not shown.
func moreBad(env Env, n int) error {
	return fmt.Errorf(env.tr("%d more puzzles that cannot be read, not shown (is --type right?)"), n)
}

// limitCtx is a puzzle's time limit that costs nothing until a method waits
// on it. context.WithTimeoutCause arms a timer per puzzle, which on a batch
// of 10 µs solves costs a tenth of the time; here Err reads the clock, and
// only a method that asks for Done gets a timer. Err, past the limit, is a
// limitError, which is context.DeadlineExceeded to errors.Is and says
// "time limit 10s reached" to context.Cause.
type limitCtx struct {
	context.Context
	// The limit runs from start on Run's clock (solve.Now, the monotonic
	// clock alone), the reading Run starts the puzzle's time from.
	start time.Duration
	limit time.Duration
	err   limitError
	mu    sync.Mutex
	done  chan struct{}
	stops []func() bool
	// The last key Value was asked and its value, kept while the limit
	// is used again under the same parent: a method asks each puzzle's
	// limit the same question (solve.Unwatched), whose answer would
	// otherwise be searched for down the chain of contexts every time.
	// A pair is never changed once stored: a method's goroutines may
	// ask at once.
	memo atomic.Pointer[valueMemo]
	// unwatched is solve.Unwatched of the parent, asked once a parent:
	// a solve asks it twice (Define's preamble, the method).
	unwatched bool
	// reusable: released with no timer or goroutine waiting on Done.
	// Written under mu by release, read by the worker that released it.
	reusable bool
}

type valueMemo struct{ key, value any }

// Unwatched is solve.Unwatched(parent), for solve.Unwatched.
func (c *limitCtx) Unwatched() bool { return c.unwatched }

// Value is the parent's value for key.
func (c *limitCtx) Value(key any) any {
	if m := c.memo.Load(); m != nil && key == m.key {
		return m.value
	}
	v := c.Context.Value(key)
	// Kept only for a key == can compare (another would panic there).
	if key != nil && reflect.TypeOf(key).Comparable() {
		c.memo.Store(&valueMemo{key, v})
	}
	return v
}

type limitError struct {
	msg   string
	cause error // the error given to withLimit: its Say translates msg
}

func (e limitError) Error() string      { return e.msg }
func (e limitError) Unwrap() error      { return e.cause }
func (limitError) Is(target error) bool { return target == context.DeadlineExceeded }
func (limitError) Timeout() bool        { return true }
func (c *limitCtx) Deadline() (time.Time, bool) {
	deadline := time.Now().Add(c.limit - (solve.Now() - c.start))
	if d, ok := c.Context.Deadline(); ok && d.Before(deadline) {
		return d, true
	}
	return deadline, true
}

// withLimit returns ctx limited to d from now, with err's message past it;
// its release stops its timer, if one was made. (Not a func returned
// beside it: that closure was an allocation per puzzle.)
func withLimit(ctx context.Context, d time.Duration, err error) *limitCtx {
	return withLimitFrom(ctx, solve.Now(), d, err)
}

// withLimitFrom is withLimit from start, a reading of solve.Now.
func withLimitFrom(ctx context.Context, start, d time.Duration, err error) *limitCtx {
	return &limitCtx{Context: ctx, start: start, limit: d, err: limitError{err.Error(), err}, unwatched: solve.Unwatched(ctx)}
}

// withLimit is withLimit reusing the limit of the output's last puzzle,
// released by now, when no method asked it for Done (so no timer and no
// goroutine can be waiting on it): a batch's puzzles then cost no
// allocation for it.
func (o *output) withLimit(ctx context.Context, d time.Duration, err error) *limitCtx {
	return o.withLimitFrom(ctx, solve.Now(), d, err)
}

// withLimitFrom is o.withLimit from start, a reading of solve.Now: the
// one a solve's time starts from too (Batch.Run), so that a puzzle reads
// the clock once to start.
func (o *output) withLimitFrom(ctx context.Context, start, d time.Duration, err error) *limitCtx {
	if c := o.keep.limit; c != nil && c.reusable {
		if c.Context != ctx { // another parent: other values
			c.memo.Store(nil)
			c.unwatched = solve.Unwatched(ctx)
		}
		c.Context, c.start, c.limit, c.err = ctx, start, d, limitError{err.Error(), err}
		c.reusable = false
		return c
	}
	o.keep.limit = withLimitFrom(ctx, start, d, err)
	return o.keep.limit
}

func (c *limitCtx) Err() error {
	if err := c.Context.Err(); err != nil {
		return err
	}
	if solve.Now()-c.start >= c.limit {
		return c.err
	}
	return nil
}

func (c *limitCtx) Done() <-chan struct{} {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.done == nil {
		c.done = make(chan struct{})
		var once sync.Once
		closeDone := func() { once.Do(func() { close(c.done) }) }
		t := time.AfterFunc(c.limit-(solve.Now()-c.start), closeDone)
		c.stops = []func() bool{t.Stop, context.AfterFunc(c.Context, closeDone)}
	}
	return c.done
}

func (c *limitCtx) release() {
	c.mu.Lock() // no defer: a stop does not panic, and a batch releases a limit a puzzle
	for _, stop := range c.stops {
		stop()
	}
	c.reusable = c.done == nil
	c.mu.Unlock()
}
