package solve

import (
	"context"
	"testing"
	"time"
)

func TestCounted(t *testing.T) {
	for _, c := range []struct {
		count   int
		stopped bool
		want    Status
		msg     string
	}{
		{0, false, Infeasible, ""},
		{1, false, Unique, ""},
		{2, false, Multiple, ""},
		{0, true, Unknown, "stopped"},
		{1, true, Solved, "stopped before uniqueness was proved"},
	} {
		if st, msg := Counted(c.count, c.stopped); st != c.want || msg.String() != c.msg {
			t.Errorf("Counted(%d, %v) = %v %q, want %v %q", c.count, c.stopped, st, msg, c.want, c.msg)
		}
	}
}

func TestGaveUp(t *testing.T) {
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	late, cancel2 := context.WithDeadline(context.Background(), time.Unix(0, 0))
	defer cancel2()
	for _, c := range []struct {
		ctx  context.Context
		want string
	}{
		{context.Background(), "gave up after "},
		{late, "gave up at the time limit after "},
		{cancelled, "stopped after "},
	} {
		if got := GaveUp(c.ctx); got != c.want {
			t.Errorf("GaveUp = %q, want %q", got, c.want)
		}
	}
	if Plural(1, "trial") != "1 trial" || Plural(0, "trial") != "0 trials" || Plural(12, "rectangle") != "12 rectangles" {
		t.Error("Plural")
	}
}
