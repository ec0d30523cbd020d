package ui

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"grille/solve"
	"grille/solve/sudoku"
	"grille/solve/sudoku/anneal"
	"grille/solve/sudoku/sudokutype"
)

// ticker reports events until it is stopped, telling the test of each.
type ticker struct{ ticks chan int }

func (ticker) Info() solve.Info {
	return solve.Info{ID: "ticker", Name: "Ticker (test)", Doc: "Reports until stopped."}
}

func (tk ticker) Solve(ctx context.Context, p sudoku.Grid, report solve.Reporter[sudoku.Grid]) (solve.Result[sudoku.Grid], error) {
	for n := 1; ctx.Err() == nil; n++ {
		select {
		case tk.ticks <- n:
		default:
		}
		report(solve.Event[sudoku.Grid]{Kind: solve.Log, Msg: fmt.Sprintf("tick %d", n)})
	}
	return solve.Result[sudoku.Grid]{Status: solve.Unknown}, nil
}

// newTickerTab is a Sudoku tab whose only method is m.
func newTickerTab(t *testing.T, m solve.Method[sudoku.Grid]) testTab {
	t.Helper()
	test.NewTempApp(t)
	typ := *sudokutype.New(nil)
	typ.Methods = &solve.Registry[sudoku.Grid]{}
	typ.Methods.Register(m)
	w := test.NewTempWindow(t, nil)
	tab := NewSudokuTab(w, &typ, parse(t, sample))
	w.SetContent(tab.Content())
	q := make(uiQueue, 64)
	tab.Panel.UI = q
	return testTab{tab, q}
}

// runUntilTick runs posted updates until the method's next event.
func (q uiQueue) runUntilTick(ticks <-chan int) int {
	for {
		select {
		case f := <-q:
			f()
		case n := <-ticks:
			return n
		}
	}
}

// TestPauseThenStop: a paused run holds its method at its first event,
// Next event lets exactly one more through, and Stop ends it without a
// Resume and without one more event.
func TestPauseThenStop(t *testing.T) {
	ticks := make(chan int, 10000)
	tab := newTickerTab(t, ticker{ticks})
	if !tab.Panel.SelectID("ticker") {
		t.Fatal("no ticker method")
	}
	test.Tap(tab.Panel.PauseBtn)
	if tab.Panel.PauseBtn.Text != "Resume" || tab.Panel.FwdBtn.Disabled() {
		t.Fatalf("after Pause the buttons read %q, next event disabled %v", tab.Panel.PauseBtn.Text, tab.Panel.FwdBtn.Disabled())
	}
	// Presses of Next before the run must not let its events through.
	test.Tap(tab.Panel.FwdBtn)
	test.Tap(tab.Panel.FwdBtn)
	test.Tap(tab.Panel.SolveBtn)
	if n := tab.q.runUntilTick(ticks); n != 1 {
		t.Fatalf("first event %d", n)
	}
	test.Tap(tab.Panel.FwdBtn)
	if n := tab.q.runUntilTick(ticks); n != 2 {
		t.Fatalf("Next event let event %d through, want 2", n)
	}
	// Stop must release the method held at its event: the run ends
	// without a Resume (else wait never returns).
	test.Tap(tab.Panel.StopBtn)
	tab.wait()
	if left := len(ticks); left != 0 {
		t.Errorf("the paused method sent %d more events", left)
	}
	var shown []string
	for _, l := range tab.Panel.LogLines() {
		if strings.HasPrefix(l, "tick") {
			shown = append(shown, l)
		}
	}
	if strings.Join(shown, ",") != "tick 1,tick 2" {
		t.Errorf("the log shows %q, want the two events", shown)
	}
	if s := tab.Panel.Status.Text; !strings.Contains(s, "stopped") {
		t.Errorf("status %q", s)
	}
}

// TestSlowedSameResult: the same seed gives the same answer and the same
// work at full speed and slowed down, and the seed field repeats a run.
func TestSlowedSameResult(t *testing.T) {
	tab := newTestTab(t, parse(t, sample))
	if !tab.Panel.SelectID(anneal.New().Info().ID) {
		t.Fatal("no annealing method")
	}
	if !tab.Panel.seedRow.Visible() {
		t.Fatal("no seed field for annealing")
	}
	test.Type(tab.Panel.Seed, "42")
	run := func(every time.Duration) (sudoku.Grid, []string) {
		tab.Panel.ClearLog()
		// The menu's slowest speeds would make this run last minutes
		// (annealing reports at each look at the clock, about a thousand
		// times here once slowed): a millisecond takes the same path.
		tab.Panel.Pace.SetEvery(every)
		test.Tap(tab.Panel.SolveBtn)
		tab.wait()
		var lines []string
		for _, l := range tab.Panel.LogLines() {
			// The elapsed times differ; the rest is the run's work.
			lines = append(lines, strings.Join(strings.Fields(elapsedRE(l)), " "))
		}
		return tab.Board.State().Grid.Clone(), lines
	}
	fast, fastLog := run(0)
	slow, slowLog := run(time.Millisecond)
	if !fast.Complete() || !fast.Equal(slow) {
		t.Errorf("fast and slowed runs differ:\n%s\n%s", fast.Line(), slow.Line())
	}
	if !strings.Contains(fastLog[1], "seed 42, as asked") {
		t.Errorf("the log does not give the seed: %q", fastLog)
	}
	// The slowed run's result says it was shown slowed; the rest is the same.
	last := len(slowLog) - 1
	if !strings.HasSuffix(slowLog[last], "(shown slowed)") || strings.HasSuffix(fastLog[len(fastLog)-1], "(shown slowed)") {
		t.Errorf("only the slowed run's result should say it was shown slowed:\n%s\n%s", fastLog[len(fastLog)-1], slowLog[last])
	}
	slowLog[last] = strings.TrimSuffix(slowLog[last], " (shown slowed)")
	if strings.Join(fastLog, "\n") != strings.Join(slowLog, "\n") {
		t.Errorf("fast log\n%s\nslowed log\n%s", strings.Join(fastLog, "\n"), strings.Join(slowLog, "\n"))
	}
	// A bad seed is refused before anything runs.
	tab.Panel.Seed.SetText("forty")
	test.Tap(tab.Panel.SolveBtn)
	if tab.Panel.Running() || !strings.Contains(tab.Panel.Status.Text, "not a whole number") {
		t.Errorf("a bad seed: running %v, status %q", tab.Panel.Running(), tab.Panel.Status.Text)
	}
}

// elapsedRE drops the durations from a log line.
func elapsedRE(l string) string {
	var out []string
	for _, w := range strings.Fields(l) {
		if _, err := time.ParseDuration(strings.Trim(w, "(),")); err == nil {
			continue
		}
		out = append(out, w)
	}
	return strings.Join(out, " ")
}

// TestSlowedShowsEveryEvent: a method that logs faster than the relay
// loses lines at full speed; slowed, each event is shown by itself.
func TestSlowedShowsEveryEvent(t *testing.T) {
	const events = 3 * maxPendingLog
	burst := solve.Define(solve.Info{ID: "burst", Name: "Burst"}, func(ctx context.Context, p sudoku.Grid, report solve.Reporter[sudoku.Grid]) (solve.Result[sudoku.Grid], error) {
		for i := 0; i < events; i++ {
			report(solve.Event[sudoku.Grid]{Kind: solve.Log, Msg: fmt.Sprintf("event %d", i)})
		}
		return solve.Result[sudoku.Grid]{Status: solve.Unknown}, nil
	})
	for _, slowed := range []bool{false, true} {
		var pace *Pace
		if slowed {
			pace = NewPace()
			pace.SetEvery(time.Nanosecond)
		}
		sink := &countSink{}
		q := make(uiQueue, 64)
		s := StartPaced(sudokutype.New(nil), burst, parse(t, sample), 0, pace, sink, q)
		q.runUntil(s.Done())
		switch {
		case slowed && (sink.lines != events || sink.dropped != 0 || sink.calls != events):
			t.Errorf("slowed: %d lines in %d updates, %d dropped; want each of %d by itself", sink.lines, sink.calls, sink.dropped, events)
		case !slowed && sink.lines+sink.dropped != events:
			t.Errorf("fast: %d lines and %d dropped, want %d in all", sink.lines, sink.dropped, events)
		}
	}
}

type countSink struct{ lines, dropped, calls int }

func (c *countSink) log(lines []string, _ []any, dropped int) {
	c.lines += len(lines)
	c.dropped += dropped
	c.calls++
}
func (c *countSink) progress(solve.Stats, time.Duration)       {}
func (c *countSink) best(sudoku.Grid, solve.Stats)             {}
func (c *countSink) detail(any)                                {}
func (c *countSink) finished(solve.Result[sudoku.Grid], error) {}

// BenchmarkReport is what a pace costs a method at full speed: the same
// event recorded by a session without a pace and with one.
func BenchmarkReport(b *testing.B) {
	e := solve.Event[sudoku.Grid]{Kind: solve.Progress, Stats: solve.Stats{Nodes: 1}}
	for _, paced := range []bool{false, true} {
		b.Run(fmt.Sprintf("paced=%v", paced), func(b *testing.B) {
			s := &Session[sudoku.Grid]{}
			if paced {
				s.pace(context.Background(), NewPace(), nil, &countSink{}, make(uiQueue, 1))
			}
			for i := 0; i < b.N; i++ {
				s.report(e)
			}
		})
	}
}

func TestElapsedText(t *testing.T) {
	for _, c := range []struct {
		d    time.Duration
		want string
	}{
		{6230001 * time.Microsecond, "6.23s"},
		{110272400 * time.Nanosecond, "110.272ms"},
		{61500400 * time.Microsecond, "1m1.5s"},
		{1500 * time.Nanosecond, "2µs"},
	} {
		if got := elapsedText(c.d).String(); got != c.want {
			t.Errorf("elapsedText(%v) = %s, want %s", c.d, got, c.want)
		}
	}
}

// oneEvent waits for start, reports one event (one node), then waits for
// its run to end: a method between two events, as a class sees it while
// it is slowed.
type oneEvent struct{ start chan struct{} }

func (oneEvent) Info() solve.Info {
	return solve.Info{ID: "oneEvent", Name: "One event (test)", Doc: "Reports once, then waits."}
}

func (m oneEvent) Solve(ctx context.Context, p sudoku.Grid, report solve.Reporter[sudoku.Grid]) (solve.Result[sudoku.Grid], error) {
	<-m.start
	report(solve.Event[sudoku.Grid]{Kind: solve.Log, Msg: "one", Stats: solve.Stats{Nodes: 1}})
	<-ctx.Done()
	return solve.Result[sudoku.Grid]{Status: solve.Unknown}, nil
}

// TestPauseShowsOwnTimeAtOnce: Pause pressed while a slowed run waits
// between two events shows at once the method's own time, frozen, and
// its figures, with the word that it is paused; Resume takes the word
// away at once. The status said "Paused: …" without the time until the
// next event, which a paused run does not send.
func TestPauseShowsOwnTimeAtOnce(t *testing.T) {
	m := oneEvent{start: make(chan struct{})}
	tab := newTickerTab(t, m)
	src := newFakeTime()
	tab.Panel.clock = src
	tab.Panel.SelectID("oneEvent")
	tab.Panel.Speed.SetSelected(tr(paces[len(paces)-1].label)) // 1 event a second
	test.Tap(tab.Panel.SolveBtn)
	src.Advance(3 * time.Millisecond) // the method's own time before its event
	close(m.start)
	untilLog(tab.q, tab.Panel, "one")
	src.Advance(time.Minute) // the class looks: not the method's time

	test.Tap(tab.Panel.PauseBtn)
	if s := tab.Panel.Status.Text; !strings.Contains(s, "3ms") || !strings.Contains(s, "1 node") || !strings.Contains(s, "paused") {
		t.Errorf("status at the Pause %q, want the method's 3ms, its node and \"paused\"", s)
	}
	test.Tap(tab.Panel.PauseBtn) // Resume
	if s := tab.Panel.Status.Text; !strings.Contains(s, "3ms") || strings.Contains(s, "paused") {
		t.Errorf("status at the Resume %q, want the 3ms without \"paused\"", s)
	}
	test.Tap(tab.Panel.StopBtn)
	tab.wait()
}
