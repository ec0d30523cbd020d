package solve_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"grille/solve"
)

// square is a toy puzzle: find x with x*x == target.
type square struct{ target, x int }

var squareKind = &solve.Type[square]{
	Name: "square",
	Verify: func(p, s square) error {
		if s.x*s.x != p.target {
			return fmt.Errorf("%d² ≠ %d", s.x, p.target)
		}
		return nil
	},
}

// fake is a method whose behaviour each test sets.
type fake struct {
	exact bool
	solve func(ctx context.Context, p square, report solve.Reporter[square]) (solve.Result[square], error)
}

func (f fake) Info() solve.Info {
	return solve.Info{ID: "fake", Name: "Fake", Exact: f.exact, Doc: "test"}
}
func (f fake) Solve(ctx context.Context, p square, r solve.Reporter[square]) (solve.Result[square], error) {
	return f.solve(ctx, p, r)
}

func TestRun(t *testing.T) {
	var leaked solve.Reporter[square]
	tests := []struct {
		name       string
		m          fake
		wantStatus solve.Status
		wantErr    string
		wantMsg    string
	}{
		{"verified answer", fake{true, func(_ context.Context, p square, _ solve.Reporter[square]) (solve.Result[square], error) {
			return solve.Result[square]{Status: solve.Unique, Solution: square{p.target, 3}}, nil
		}}, solve.Unique, "", ""},
		{"wrong answer caught", fake{true, func(_ context.Context, p square, _ solve.Reporter[square]) (solve.Result[square], error) {
			return solve.Result[square]{Status: solve.Solved, Solution: square{p.target, 4}}, nil
		}}, solve.Unknown, "invalid solution", "invalid answer"},
		{"panic becomes error", fake{true, func(context.Context, square, solve.Reporter[square]) (solve.Result[square], error) {
			panic("boom")
		}}, solve.Unknown, "panicked: boom", "internal error"},
		{"heuristic may not claim infeasible", fake{false, func(context.Context, square, solve.Reporter[square]) (solve.Result[square], error) {
			return solve.Result[square]{Status: solve.Infeasible}, nil
		}}, solve.Unknown, "claimed infeasibility", "gave up"},
		{"exact may claim infeasible", fake{true, func(context.Context, square, solve.Reporter[square]) (solve.Result[square], error) {
			return solve.Result[square]{Status: solve.Infeasible}, nil
		}}, solve.Infeasible, "", ""},
		{"unknown gets a reason", fake{false, func(context.Context, square, solve.Reporter[square]) (solve.Result[square], error) {
			return solve.Result[square]{Status: solve.Unknown}, nil
		}}, solve.Unknown, "", "gave up"},
		{"reporter kept past return is silenced", fake{true, func(_ context.Context, p square, r solve.Reporter[square]) (solve.Result[square], error) {
			leaked = r
			return solve.Result[square]{Status: solve.Unique, Solution: square{p.target, 3}}, nil
		}}, solve.Unique, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			events := 0
			res, err := solve.Run(context.Background(), squareKind, solve.Method[square](tt.m), square{target: 9}, func(solve.Event[square]) { events++ })
			if tt.wantErr == "" && err != nil {
				t.Fatalf("unexpected error %v", err)
			}
			if tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)) {
				t.Fatalf("error %v, want it to contain %q", err, tt.wantErr)
			}
			if res.Status != tt.wantStatus {
				t.Errorf("status %s, want %s", res.Status, tt.wantStatus)
			}
			if tt.wantMsg != "" && res.Msg != tt.wantMsg {
				t.Errorf("msg %q, want %q", res.Msg, tt.wantMsg)
			}
			if leaked != nil {
				leaked(solve.Event[square]{Msg: "late"})
				leaked = nil
				if events != 0 {
					t.Errorf("late event reached the caller")
				}
			}
		})
	}
}

func TestRunStoppedReason(t *testing.T) {
	ctx, cancel := context.WithCancelCause(context.Background())
	cancel(solve.ErrStopped)
	m := fake{false, func(ctx context.Context, _ square, _ solve.Reporter[square]) (solve.Result[square], error) {
		<-ctx.Done()
		return solve.Result[square]{Status: solve.Unknown}, nil
	}}
	res, err := solve.Run(ctx, squareKind, solve.Method[square](m), square{target: 4}, nil)
	if err != nil || res.Msg != "stopped" {
		t.Fatalf("got %v %q, want stopped", err, res.Msg)
	}
	if !errors.Is(context.Cause(ctx), solve.ErrStopped) {
		t.Fatal("cause lost")
	}
}

func TestRegistry(t *testing.T) {
	var r solve.Registry[square]
	r.Register(fake{exact: true})
	if _, ok := r.Get("fake"); !ok {
		t.Fatal("registered method not found")
	}
	if _, ok := r.Get("nope"); ok {
		t.Fatal("unknown ID found")
	}
	defer func() {
		if recover() == nil {
			t.Fatal("duplicate ID accepted")
		}
	}()
	r.Register(fake{})
}

func TestParamCheck(t *testing.T) {
	rows := solve.Param{Name: "rows", Kind: solve.IntParam, Default: 10, Min: 1, Max: 200}
	order := solve.Param{Name: "order", Kind: solve.IntParam, Default: 3, Choices: []solve.Choice{{"4×4", 2}, {"9×9", 3}}}
	prob := solve.Param{Name: "merge-prob", Kind: solve.FloatParam, Default: 0.5, Min: 0, Max: 1}
	for _, tt := range []struct {
		p    solve.Param
		v    float64
		want string // "" for valid
	}{
		{rows, 10, ""},
		{rows, 0, "rows: 0 is out of range 1 to 200"},
		{rows, 201, "rows: 201 is out of range 1 to 200"},
		{rows, 2.5, "rows: 2.5 is not a whole number"},
		{order, 3, ""},
		{order, 4, "order: 4 is not one of 2, 3"},
		{prob, 0.25, ""},
		{prob, 1.5, "merge-prob: 1.5 is out of range 0 to 1"},
	} {
		err := tt.p.Check(tt.v)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != tt.want {
			t.Errorf("%s.Check(%v) = %q, want %q", tt.p.Name, tt.v, got, tt.want)
		}
	}
	v := solve.NewValues([]solve.Param{rows, prob})
	if v.Int("rows") != 10 || v.Float("merge-prob") != 0.5 {
		t.Errorf("defaults: rows %d, merge-prob %v", v.Int("rows"), v.Float("merge-prob"))
	}
	if err := v.Set("rows", 0); err == nil || v.Int("rows") != 10 {
		t.Errorf("Set(rows, 0) = %v, rows now %d", err, v.Int("rows"))
	}
	if err := v.Set("rows", 20); err != nil || v.Int("rows") != 20 {
		t.Errorf("Set(rows, 20) = %v, rows now %d", err, v.Int("rows"))
	}
}

func TestErased(t *testing.T) {
	m := fake{exact: true, solve: func(ctx context.Context, p square, report solve.Reporter[square]) (solve.Result[square], error) {
		report(solve.Event[square]{Kind: solve.Incumbent, Best: square{p.target, 1}, HasBest: true})
		return solve.Result[square]{Status: solve.Unique, Solution: square{p.target, 3}}, nil
	}}
	typ := &solve.Type[square]{Name: "square", Verify: squareKind.Verify, Methods: &solve.Registry[square]{},
		Parse: func(string, []byte) ([]square, error) { return []square{{9, 0}, {4, 0}}, nil }}
	typ.Methods.Register(m)
	e := typ.Erased()
	ps, err := e.Parse("x", nil)
	if err != nil || len(ps) != 2 {
		t.Fatalf("Parse: %v, %d puzzles", err, len(ps))
	}
	em, ok := e.Method("")
	if !ok {
		t.Fatal("no default method")
	}
	var best any
	res, err := solve.Run(context.Background(), e, em, ps[0], func(ev solve.Event[any]) { best = ev.Best })
	if err != nil || res.Status != solve.Unique || res.Solution.(square).x != 3 {
		t.Errorf("Run = %+v, %v", res, err)
	}
	if b, ok := best.(square); !ok || b.x != 1 {
		t.Errorf("event's Best = %#v", best)
	}
	// The erased Verify is the type's: a wrong answer is still caught.
	if err := e.Verify(ps[1], square{4, 3}); err == nil {
		t.Error("erased Verify accepted 3² = 4")
	}
}

func TestWhyUnknown(t *testing.T) {
	limit := errors.New("time limit 10s reached")
	for _, tt := range []struct {
		msg   string
		cause error
		want  string
	}{
		{"", nil, "gave up"},
		{"gave up after 12 trials", nil, "gave up after 12 trials"},
		{"stopped", solve.ErrStopped, "stopped"},
		{"", solve.ErrStopped, "stopped"},
		{"stopped", limit, "time limit 10s reached"},
		{"", limit, "time limit 10s reached"},
		{"stopped after 3 trials, best energy 2", limit, "time limit 10s reached (stopped after 3 trials, best energy 2)"},
		{"LP engine not built in", limit, "LP engine not built in"},
		{"stopped at the time limit", limit, "time limit 10s reached"},
		{"stopped at the time limit", context.DeadlineExceeded, "time limit reached"},
		{"", context.DeadlineExceeded, "time limit reached"},
		{"stopped after 3 trials", context.DeadlineExceeded, "time limit reached (stopped after 3 trials)"},
	} {
		if got := solve.WhyUnknown(tt.msg, tt.cause); got != tt.want {
			t.Errorf("WhyUnknown(%q, %v) = %q, want %q", tt.msg, tt.cause, got, tt.want)
		}
	}
}
