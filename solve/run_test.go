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

var squareKind = solve.Kind[square]{
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
