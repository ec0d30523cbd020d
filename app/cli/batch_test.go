package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"grille/solve"
)

// TestRecordJSON: the hand-written records are byte for byte what
// encoding/json writes, strings that need escaping and floats that need an
// exponent included.
func TestRecordJSON(t *testing.T) {
	type bridge struct {
		R1 int `json:"r1"`
		C1 int `json:"c1"`
	}
	names := []string{"", "a.txt", "dir/with space.txt", `quote"and\back`, "<html>&", "tab\tnew\nline",
		"é.txt", "日本.sdk", "bad\xffutf8", "line\u2028sep", "\x00\x1f\x7f"}
	floats := []float64{0, 0.001, 1.5, 123.456, 1e-6, 9.99e-7, 1e-7, 3e-9, 1e20, 1e21, 2.5e22, 999999.999, 0.1 + 0.2}
	answers := []struct {
		key string
		val any
	}{
		{"", nil},
		{"grid", [][]int{{1, 2}, {3, 4}}},
		{"grid", [][]int{{1}, nil}},
		{"grid", [][]int(nil)},
		{"grid", [][]int{}},
		{"bridges", []bridge{{1, 2}, {3, 4}}},
		{"rects", "a<b"},
		{"key\"odd", 7},
	}
	n := 0
	var memo recordMemo
	for i, name := range names {
		for k, f := range floats {
			a := answers[(i+k)%len(answers)]
			r := record{File: name, Index: k % 3, Type: []string{"sudoku", "hashi"}[k%2], Method: names[(i+k)%len(names)], Status: []string{"unique", "multiple", "no solution", "unique"}[k%4],
				ElapsedMS: f, Nodes: int64(k % 2 * 12345), Msg: names[(i+2*k)%len(names)], answerKey: a.key, answer: a.val}
			want, err := json.Marshal(r)
			if err != nil {
				t.Fatal(err)
			}
			got, err := appendRecord(nil, r)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != string(want)+"\n" {
				t.Errorf("record %+v:\n got %s\nwant %s", r, got, want)
			}
			// Through one memo for all, as a batch writes them: the
			// fields change from one record to the next, or stay.
			for k := 0; k < 2; k++ {
				if got, err := appendRecordMemo(nil, &r, &memo); err != nil || string(got) != string(want)+"\n" {
					t.Errorf("record %+v through the memo:\n got %s (%v)\nwant %s", r, got, err, want)
				}
			}
			n++
		}
	}
	if _, err := appendRecord(nil, record{ElapsedMS: math.Inf(1)}); err == nil {
		t.Error("an infinite time encoded without error")
	}
	t.Logf("%d records compared", n)
}

// TestRecordMemo: through one memo, a record that changes only one
// field from the one before is still written as encoding/json does.
func TestRecordMemo(t *testing.T) {
	base := record{File: "a.txt", Index: 1, Type: "sudoku", Method: "backtrack", Status: "unique",
		ElapsedMS: 0.5, Nodes: 3, answerKey: "grid", answer: [][]int{{1}}}
	edits := []func(r *record){
		func(r *record) {},
		func(r *record) { r.File = "b.txt" },
		func(r *record) { r.Index = 0 },
		func(r *record) { r.Type = "hashi" },
		func(r *record) { r.Method = "exact" },
		func(r *record) { r.Status = "multiple" },
		func(r *record) { r.Msg = "gave up" },
		func(r *record) { r.answerKey = "bridges" },
		func(r *record) { r.answerKey, r.answer = "", nil },
	}
	var memo recordMemo
	for _, first := range edits {
		for _, then := range edits {
			for _, edit := range []func(r *record){first, then} {
				r := base
				edit(&r)
				want, _ := json.Marshal(r)
				if got, err := appendRecordMemo(nil, &r, &memo); err != nil || string(got) != string(want)+"\n" {
					t.Fatalf("got %s (%v), want %s", got, err, want)
				}
			}
		}
	}
}

// TestBatchOrder: with any number of workers the output is the same, in
// input order, bad puzzles reported in place, on a file long enough for
// the chunks to grow past one puzzle.
func TestBatchOrder(t *testing.T) {
	dir := t.TempDir()
	var b strings.Builder
	lines := strings.Split(strings.TrimSpace(string(mustRead(t, "testdata/lines.txt"))), "\n")
	for k := 0; k < 300; k++ {
		b.WriteString(lines[k%len(lines)] + "\n")
		if k%97 == 5 {
			b.WriteString(strings.Repeat("1", 80) + "\n") // a bad puzzle
		}
	}
	b.WriteString(sudokuLines(1500, 3))
	big := filepath.Join(dir, "big.txt")
	if err := os.WriteFile(big, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	answer := regexp.MustCompile(`big\.txt(?:","index":| #)([0-9]+)`)
	elapsed := regexp.MustCompile(`"elapsed_ms":[0-9.e-]+|in [0-9.]+[µmn]?s`)
	for _, mode := range [][]string{{"--json"}, {}} {
		var first, firstErr string
		var firstCode int
		for _, jobs := range []string{"1", "2", "8"} {
			args := append([]string{"solve", "--method", "backtrack", "--jobs", jobs, big, "testdata/sample.txt", "missing.txt"}, mode...)
			code, out, errText := run(t, "", args...)
			out = elapsed.ReplaceAllString(out, "")
			if jobs == "1" {
				first, firstErr, firstCode = out, errText, code
				if code != ExitBadInput || strings.Count(errText, "\n") != 5 || !strings.Contains(errText, "missing.txt") {
					t.Fatalf("%v: exit %d, stderr %q", args, code, errText)
				}
				if n := len(answer.FindAllString(out, -1)); n != 300+1500 {
					t.Errorf("%v: %d answers, want %d", args, n, 1800)
				}
				continue
			}
			if out != first || errText != firstErr || code != firstCode {
				t.Errorf("--jobs %s %v differs from --jobs 1 (exit %d vs %d, stderr %q vs %q)", jobs, mode, code, firstCode, errText, firstErr)
			}
		}
		// In order: the indexes of big.txt count up.
		want := 1
		for _, m := range answer.FindAllStringSubmatch(first, -1) {
			if i, _ := strconv.Atoi(m[1]); i != want {
				if i == want+1 { // the bad puzzle's place: on stderr
					want++
				} else {
					t.Fatalf("%v: puzzle %d after %d", mode, i, want-1)
				}
			}
			want++
		}
	}
}

// TestBatchBounded: runBatch reads no further ahead of its output than its
// window of chunks, however long the input, and stops reading when the
// output fails.
func TestBatchBounded(t *testing.T) {
	for _, workers := range []int{1, 2, 5} {
		var read, written atomic.Int64
		limit := int64(4*workers+2) * maxChunk
		jobs := func(yield func(job) bool) {
			for i := 0; i < 100_000; i++ {
				if read.Add(1)-written.Load() > limit {
					t.Errorf("%d workers: %d puzzles read, %d written", workers, read.Load(), written.Load())
					return
				}
				if !yield(job{index: i + 1}) {
					return
				}
			}
		}
		task := func(_ context.Context, j job, out *output) {
			out.stdout = fmt.Appendf(out.stdout, "%d\n", j.index)
		}
		w := &countingWriter{lines: &written, failAfter: 15000}
		status, err := runBatch(context.Background(), workers, jobs, task, bufio.NewWriterSize(w, 64), nil)
		if err == nil || status != ExitOK {
			t.Errorf("%d workers: status %d, error %v; want the write error", workers, status, err)
		}
		if r := read.Load(); r == 100_000 {
			t.Errorf("%d workers: all %d read after the output failed", workers, r)
		}
	}
}

// countingWriter counts the lines written and checks they come in order.
type countingWriter struct {
	lines     *atomic.Int64
	failAfter int64
	partial   []byte
}

func (c *countingWriter) Write(b []byte) (int, error) {
	c.partial = append(c.partial, b...)
	for {
		i := strings.IndexByte(string(c.partial), '\n')
		if i < 0 {
			break
		}
		n, _ := strconv.Atoi(string(c.partial[:i]))
		if want := c.lines.Add(1); int64(n) != want {
			return 0, fmt.Errorf("line %d where %d was due", n, want)
		}
		c.partial = c.partial[i+1:]
	}
	if c.lines.Load() >= c.failAfter {
		return 0, fmt.Errorf("disk full")
	}
	return len(b), nil
}

// TestLimit: the lazy time limit behaves as context.WithTimeoutCause does,
// for methods that poll Err and for those that wait on Done.
func TestLimit(t *testing.T) {
	parent, cancel := context.WithCancelCause(context.Background())
	defer cancel(nil)
	limit := errors.New("time limit 1h0m0s reached")
	c := withLimit(parent, time.Hour, limit)
	if c.Err() != nil || context.Cause(c) != nil {
		t.Errorf("before the limit: %v, %v", c.Err(), context.Cause(c))
	}
	if d, ok := c.Deadline(); !ok || time.Until(d) < 59*time.Minute {
		t.Errorf("deadline %v %v", d, ok)
	}
	done := c.Done()
	cancel(errInterrupted) // the parent's stop reaches Done and the cause
	<-done
	if !errors.Is(c.Err(), context.Canceled) || context.Cause(c) != errInterrupted {
		t.Errorf("after the parent's stop: %v, %v", c.Err(), context.Cause(c))
	}
	c.release()

	past := withLimit(context.Background(), time.Nanosecond, errors.New("time limit 1ns reached"))
	defer past.release()
	<-past.Done() // a timer was armed when Done was asked for
	err := past.Err()
	if !errors.Is(err, context.DeadlineExceeded) || context.Cause(past).Error() != "time limit 1ns reached" {
		t.Errorf("past the limit: %v, cause %v", err, context.Cause(past))
	}
	child, stop := context.WithCancel(past)
	defer stop()
	if child.Err() == nil {
		t.Error("a child of an expired limit is not done")
	}
}

// TestBatchLockedThread: the window's main goroutine is locked to its
// thread (Fyne), and a batch started from it must work: the jobs'
// coroutine is driven by the workers alone.
func TestBatchLockedThread(t *testing.T) {
	for _, workers := range []int{1, 2} {
		done := make(chan string)
		go func() {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			var out strings.Builder
			jobs := func(yield func(job) bool) {
				for i := 1; i <= 100_000 && yield(job{index: i}); i++ {
				}
			}
			task := func(_ context.Context, j job, o *output) { o.stdout = fmt.Appendf(o.stdout, "%d\n", j.index) }
			runBatch(context.Background(), workers, jobs, task, bufio.NewWriter(&out), io.Discard)
			done <- out.String()
		}()
		if out := <-done; strings.Count(out, "\n") != 100_000 || !strings.HasSuffix(out, "\n100000\n") {
			t.Errorf("%d workers: %d lines", workers, strings.Count(out, "\n"))
		}
	}
}

// TestElapsedFloat: a solve's time, whole microseconds in milliseconds, is
// written as encoding/json writes it, for every time up to two seconds and
// for larger ones, with the general way's values around them.
func TestElapsedFloat(t *testing.T) {
	check := func(f float64) {
		t.Helper()
		want, err := json.Marshal(f)
		if err != nil {
			t.Fatal(err)
		}
		got, err := appendFloat(nil, f)
		if err != nil || string(got) != string(want) {
			t.Fatalf("%v: got %s (%v), want %s", f, got, err, want)
		}
	}
	for us := int64(0); us <= 2_000_000; us++ {
		check(float64(us) / 1000)
	}
	for us := int64(1); us < 1e13; us = us*7 + 3 {
		check(float64(us) / 1000)
		check(float64(us)/1000 + 1e-7)
		check(math.Nextafter(float64(us)/1000, 0))
	}
	for _, f := range []float64{math.Copysign(0, -1), -1.5, 1e9, 999999999.999, 0.0005, 1e-7} {
		check(f)
	}
}

// TestAppendInt: the record's integers are strconv's, around every power
// of ten and at the ends of the range.
func TestAppendInt(t *testing.T) {
	ns := []int64{math.MinInt64, -1e8, -1, 0, math.MaxInt64}
	for p := int64(1); p <= 1e17; p *= 10 {
		ns = append(ns, p-1, p, p+1, 7*p, -p)
	}
	for n := int64(0); n < 100000; n++ {
		ns = append(ns, n)
	}
	for _, n := range ns {
		if got, want := string(appendInt([]byte("x"), n)), "x"+strconv.FormatInt(n, 10); got != want {
			t.Fatalf("%d: %s, want %s", n, got, want)
		}
	}
}

// TestLimitReused: a limit used again, for the next puzzle of the same
// chunk, starts afresh and answers its parent's values, the new parent's
// when it changes; one a method asked Done of is not used again.
func TestLimitReused(t *testing.T) {
	type key struct{}
	var o output
	limit := errors.New("time limit 1h0m0s reached")
	a := context.WithValue(context.Background(), key{}, "a")
	c := o.withLimit(a, time.Hour, limit)
	if c.Value(key{}) != "a" || c.Value(key{}) != "a" || c.Err() != nil {
		t.Fatalf("first: %v %v", c.Value(key{}), c.Err())
	}
	c.release()
	b := context.WithValue(context.Background(), key{}, "b")
	c2 := o.withLimit(b, time.Nanosecond, errors.New("time limit 1ns reached"))
	if c2 != c {
		t.Error("a limit no one waited on was not used again")
	}
	if c2.Value(key{}) != "b" {
		t.Errorf("new parent: %v", c2.Value(key{}))
	}
	if solve.Unwatched(c) || solve.Unwatched(c2) {
		t.Error("a limit under a watched parent says no one listens")
	}
	c2.release()
	// A parent without listeners: the limit used again says so, and
	// goes back to a watched one's answer with its parent.
	quiet := solve.WithoutListeners(b)
	if c3 := o.withLimit(quiet, time.Hour, limit); c3 != c2 || !solve.Unwatched(c3) {
		t.Errorf("under a parent without listeners: reused %v, Unwatched %v", c3 == c2, solve.Unwatched(c3))
	}
	c2.release()
	if c2 = o.withLimit(b, time.Nanosecond, errors.New("time limit 1ns reached")); solve.Unwatched(c2) {
		t.Error("back under a watched parent, the limit says no one listens")
	}
	for c2.Err() == nil { // the clock moves on
	}
	if context.Cause(c2).Error() != "time limit 1ns reached" {
		t.Errorf("cause %v", context.Cause(c2))
	}
	<-c2.Done()
	c2.release()
	if c3 := o.withLimit(b, time.Hour, limit); c3 == c2 || c3.Err() != nil {
		t.Error("a limit whose Done was asked for was used again, or the new one is done")
	}
}
