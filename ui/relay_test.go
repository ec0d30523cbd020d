package ui

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"grille/solve"
	"grille/solve/sudoku"
	"grille/solve/sudoku/anneal"
	"grille/solve/sudoku/sudokutype"
)

// flood reports as fast as it can, unthrottled (a method far ruder than
// any real one): a log line, a Progress and a best state per round, until
// stopped.
type flood struct{ events, lines *atomic.Int64 }

func (flood) Info() solve.Info { return solve.Info{ID: "flood", Name: "Flood (test)"} }

func (f flood) Solve(ctx context.Context, p sudoku.Grid, report solve.Reporter[sudoku.Grid]) (solve.Result[sudoku.Grid], error) {
	var st solve.Stats
	for ctx.Err() == nil {
		st.Iterations++
		st.Temperature, st.Energy = 1, float64(st.Iterations)
		report(solve.Event[sudoku.Grid]{Kind: solve.Log, Msg: "line", Stats: st})
		report(solve.Event[sudoku.Grid]{Kind: solve.Progress, Stats: st, HasBest: true, Best: p})
		f.events.Add(2)
		f.lines.Add(1)
	}
	return solve.Result[sudoku.Grid]{Status: solve.Unknown, Stats: st}, nil
}

// countingSink counts what reaches the widgets: how many relays (batches
// run through the dispatcher), log lines and progress calls. At the
// stopAt-th progress it calls stop and closes enough.
type countingSink struct {
	mu                     sync.Mutex
	relays, lines, dropped int
	progresses             int
	lastIter, finalIter    int64
	stopAt                 int
	stop                   func()
	enough                 chan struct{}
	finishedAt             time.Time
}

func (s *countingSink) log(lines []string, _ []any, dropped int) {
	s.lines += len(lines)
	s.dropped += dropped
}

func (s *countingSink) progress(st solve.Stats, _ time.Duration) {
	s.progresses++
	s.lastIter = st.Iterations
	if s.progresses == s.stopAt {
		if s.stop != nil {
			s.stop()
		}
		if s.enough != nil {
			close(s.enough)
		}
	}
}

func (s *countingSink) best(sudoku.Grid, solve.Stats) {}
func (s *countingSink) detail(any)                    {}
func (s *countingSink) finished(res solve.Result[sudoku.Grid], _ error) {
	s.finishedAt, s.finalIter = time.Now(), res.Stats.Iterations
}

// inline is the UI goroutine for these tests: a relay runs its updates
// at once, counted.
type inline struct{ s *countingSink }

func (d inline) Do(f func()) {
	d.s.mu.Lock()
	defer d.s.mu.Unlock()
	d.s.relays++
	f()
}
func (d inline) DoAndWait(f func()) { d.Do(f) }

// TestRelayBatches: however fast a method reports, the widgets get at most
// one batch per relay period (about 30 a second) plus the final one, and
// every log line the method wrote reaches them or is counted as dropped.
// The bound is on the count of batches against the run's own length, so
// a slow machine cannot break it.
func TestRelayBatches(t *testing.T) {
	var events, lines atomic.Int64
	sink := &countingSink{stopAt: 10}
	var sess *Session[sudoku.Grid]
	var ready sync.WaitGroup
	ready.Add(1)
	sink.stop = func() { ready.Wait(); sess.Stop() }
	start := time.Now()
	sess = Start(sudokutype.New(nil), solve.Method[sudoku.Grid](flood{&events, &lines}), sudoku.New(3), 0, sink, inline{sink})
	ready.Done()
	<-sess.Done()
	elapsed := time.Since(start)

	maxRelays := int(elapsed/relayPeriod) + 2
	t.Logf("%d events in %v; %d relays (at most %d allowed), %d progress calls, %d lines shown, %d dropped",
		events.Load(), elapsed.Round(time.Millisecond), sink.relays, maxRelays, sink.progresses, sink.lines, sink.dropped)
	if sink.relays > maxRelays {
		t.Errorf("%d relays in %v: more than one per %v", sink.relays, elapsed, relayPeriod)
	}
	if int64(sink.relays)*100 > events.Load() {
		t.Errorf("%d relays for %d events: the relay does not batch", sink.relays, events.Load())
	}
	if got := int64(sink.lines + sink.dropped); got != lines.Load() {
		t.Errorf("%d lines shown or dropped, the method wrote %d", got, lines.Load())
	}
	if sink.lastIter != sink.finalIter {
		t.Errorf("the last progress shown is iteration %d, the run ended at %d", sink.lastIter, sink.finalIter)
	}
}

// BenchmarkStopLatency measures how long the window takes to show that a
// real anneal (Sirdey's, on an empty 25×25 grid, which it does not solve
// in this time) has stopped: from Stop to the sink's finished, the call
// that puts the result on the widgets. Reported as stop-ms, with the
// relays a second while it ran.
func BenchmarkStopLatency(b *testing.B) {
	var worst time.Duration
	var rate float64
	for i := 0; i < b.N; i++ {
		sink := &countingSink{enough: make(chan struct{}), stopAt: 10}
		start := time.Now()
		sess := Start(sudokutype.New(nil), anneal.New(), sudoku.New(5), 0, sink, inline{sink})
		<-sink.enough // ten progress updates: about half a second of annealing
		sink.mu.Lock()
		relays, ran := sink.relays, time.Since(start)
		sink.mu.Unlock()
		stop := time.Now()
		sess.Stop()
		<-sess.Done()
		worst = max(worst, sink.finishedAt.Sub(stop))
		rate = max(rate, float64(relays)/ran.Seconds())
	}
	b.ReportMetric(float64(worst.Microseconds())/1000, "stop-ms")
	b.ReportMetric(rate, "relays/s")
}
