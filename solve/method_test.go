package solve

import (
	"context"
	"errors"
	"testing"
)

// box is a puzzle for the tests: valid unless bad.
type box struct{ bad bool }

func (b box) Validate() error {
	if b.bad {
		return errors.New("bad box")
	}
	return nil
}

func TestDefine(t *testing.T) {
	info := Info{ID: "id", Name: "name", Doc: "doc"}
	calls := 0
	m := Define(info, func(ctx context.Context, p box, report Reporter[box]) (Result[box], error) {
		calls++
		report(Event[box]{Kind: Log, Msg: "body"}) // never nil
		return Result[box]{Status: Solved, Solution: p}, nil
	})
	if m.Info() != info {
		t.Errorf("Info() = %+v", m.Info())
	}
	if res, err := m.Solve(context.Background(), box{}, nil); err != nil || res.Status != Solved || calls != 1 {
		t.Errorf("valid puzzle: %v %v, %d calls", res.Status, err, calls)
	}
	var logs []string
	res, err := m.Solve(context.Background(), box{bad: true}, func(e Event[box]) { logs = append(logs, e.Msg) })
	if err == nil || res.Status != Unknown || res.Msg != "bad box" || calls != 1 {
		t.Errorf("invalid puzzle: %v %q %v, %d calls", res.Status, res.Msg, err, calls)
	}
	if len(logs) != 1 || logs[0] != "invalid puzzle: bad box" {
		t.Errorf("logs %q", logs)
	}
	if _, ok := m.(Seeder[box]); ok {
		t.Error("a method made by Define claims to be randomised")
	}
}

func TestDefineSeeded(t *testing.T) {
	m := DefineSeeded(Info{ID: "r"}, 7, func(seed int64) Body[box] {
		return func(context.Context, box, Reporter[box]) (Result[box], error) {
			return Result[box]{Msg: string(rune('0' + seed))}, nil
		}
	})
	seedOf := func(m Method[box]) string {
		res, _ := m.Solve(context.Background(), box{}, nil)
		return res.Msg
	}
	other := WithSeed(m, 3)
	if seedOf(m) != "7" || seedOf(other) != "3" || other.Info().ID != "r" {
		t.Errorf("seeds %s %s, info %+v", seedOf(m), seedOf(other), other.Info())
	}
	if _, err := other.Solve(context.Background(), box{bad: true}, nil); err == nil {
		t.Error("WithSeed's copy skips the preamble")
	}
}
