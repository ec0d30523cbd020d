package lp

import (
	"context"
	"errors"
	"math"
	"testing"
)

// recordEngine is a Backend without Incremental that remembers the problem
// of its last Solve.
type recordEngine struct{ last *Problem }

func (e *recordEngine) Solve(_ context.Context, p *Problem, _ Options) (Solution, error) {
	e.last = p.Clone()
	return Solution{Status: Optimal}, nil
}

func TestProblemSetBounds(t *testing.T) {
	p := wyndor()
	if err := p.SetBounds(1, -2, 3); err != nil || p.Vars[1].Lower != -2 || p.Vars[1].Upper != 3 {
		t.Fatalf("SetBounds: %v %+v", err, p.Vars[1])
	}
	for _, c := range []struct {
		j      int
		lo, up float64
	}{{-1, 0, 1}, {2, 0, 1}, {0, 2, 1}, {0, math.NaN(), 1}, {0, 0, math.NaN()}, {0, Inf, Inf}, {0, -Inf, -Inf}} {
		before := p.Vars[min(max(c.j, 0), 1)]
		if err := p.SetBounds(c.j, c.lo, c.up); err == nil {
			t.Errorf("SetBounds(%d, %v, %v) accepted", c.j, c.lo, c.up)
		}
		if p.Vars[min(max(c.j, 0), 1)] != before {
			t.Errorf("SetBounds(%d, %v, %v) changed the variable", c.j, c.lo, c.up)
		}
	}
}

func TestCheckRow(t *testing.T) {
	p := wyndor()
	good := Row{Terms: []Term{tm(0, 1)}, Kind: GE, RHS: 1}
	if err := p.CheckRow(good); err != nil {
		t.Error(err)
	}
	for _, r := range []Row{
		{Terms: []Term{tm(2, 1)}, Kind: LE},
		{Terms: []Term{tm(0, math.Inf(1))}, Kind: LE},
		{Kind: RowKind(9)},
		{Kind: EQ, RHS: Inf},
		{Kind: LE, RHS: math.NaN()},
	} {
		if p.CheckRow(r) == nil {
			t.Errorf("CheckRow accepted %+v", r)
		}
	}
}

// TestOpenRebuild: an engine without Incremental gets a Model that solves a
// private copy, changed by SetBounds and AddRow, from scratch each time.
func TestOpenRebuild(t *testing.T) {
	e := &recordEngine{}
	p := wyndor()
	m, err := Open(e, p, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.SetBounds(0, 1, 2); err != nil {
		t.Fatal(err)
	}
	terms := []Term{tm(0, 1), tm(1, 1)}
	if err := m.AddRow(Row{Name: "cut", Terms: terms, Kind: LE, RHS: 5}); err != nil {
		t.Fatal(err)
	}
	terms[0].Coef = 99 // AddRow copied the terms
	if m.SetBounds(7, 0, 1) == nil || m.AddRow(Row{Terms: []Term{tm(9, 1)}}) == nil {
		t.Error("bad change accepted")
	}
	if sol, err := m.Solve(context.Background()); err != nil || sol.Status != Optimal {
		t.Fatalf("%v %v", sol.Status, err)
	}
	q := e.last
	if q.Vars[0].Lower != 1 || q.Vars[0].Upper != 2 || len(q.Rows) != 4 || q.Rows[3].Terms[0].Coef != 1 {
		t.Errorf("engine saw %+v", q)
	}
	if p.Vars[0].Lower != 0 || len(p.Rows) != 3 {
		t.Error("Open changed the caller's problem")
	}
	m.Close()
	if _, err := m.Solve(context.Background()); err == nil {
		t.Error("Solve after Close accepted")
	}
	if _, err := Open(e, &Problem{Sense: 5}, Options{}); err == nil {
		t.Error("invalid problem opened")
	}
}

func TestOpenNoEngine(t *testing.T) {
	if _, err := Open(nil, wyndor(), Options{}); !errors.Is(err, ErrNoEngine) {
		t.Errorf("Open without an engine: %v", err)
	}
}
