package solve_test

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"strconv"
	"strings"
	"testing"

	"grille/solve"
)

// root is a toy puzzle with a Checker: find x with x*x == target, a
// negative target being malformed.
type root struct{ target, x int }

func (r root) Validate() error {
	if r.target < 0 {
		return errors.New("negative target")
	}
	return nil
}

// rootType reads one target a line ("bad" on a line is an unreadable
// puzzle); its methods are "sqrt", right, and "wrong", which answers
// target+1 once too often.
func rootType() *solve.Type[root] {
	typ := &solve.Type[root]{
		Name: "root",
		Each: func(name string, data []byte) iter.Seq2[root, error] {
			return func(yield func(root, error) bool) {
				for i, line := range strings.Fields(string(data)) {
					n, err := strconv.Atoi(line)
					if err != nil {
						err = fmt.Errorf("%s:%d: %q is no number", name, i+1, line)
					}
					if !yield(root{target: n}, err) {
						return
					}
				}
			}
		},
		Verify: func(p, s root) error {
			if s.target != p.target || s.x*s.x != p.target {
				return fmt.Errorf("%d² ≠ %d", s.x, p.target)
			}
			return nil
		},
		Answer:  func(s root) (string, any) { return "x", s.x },
		Picture: func(s root) string { return fmt.Sprintf("√%d = %d\n", s.target, s.x) },
		Methods: &solve.Registry[root]{},
	}
	for _, m := range []struct {
		id  string
		off int
	}{{"sqrt", 0}, {"wrong", 1}} {
		typ.Methods.Register(solve.Define(solve.Info{ID: m.id, Name: m.id, Exact: true, Doc: "test"},
			func(_ context.Context, p root, _ solve.Reporter[root]) (solve.Result[root], error) {
				for x := 0; x*x <= p.target; x++ {
					if x*x == p.target {
						return solve.Result[root]{Status: solve.Unique, Solution: root{p.target, x + m.off}}, nil
					}
				}
				return solve.Result[root]{Status: solve.Infeasible}, nil
			}))
	}
	return typ
}

// TestBatch runs every puzzle through a Batch and through Run on the
// erased type: the same status, message and error, and the same answer,
// whether the batch keeps the puzzles in their type (a method of the
// erased type) or in `any` (a type Erased did not make).
func TestBatch(t *testing.T) {
	e := rootType().Erased()
	plain := &solve.Type[any]{Name: "root", Each: e.Each, Verify: e.Verify, Answer: e.Answer, Picture: e.Picture}
	const input = "9 bad 16 -4 5 0"
	for _, id := range []string{"sqrt", "wrong"} {
		m, ok := e.Method(id)
		if !ok {
			t.Fatalf("no method %s", id)
		}
		for name, typ := range map[string]*solve.Type[any]{"erased": e, "not erased": plain} {
			b := solve.NewBatch(typ, m)
			var got, want []string
			for p, err := range e.Each("in", []byte(input)) {
				if err != nil {
					want = append(want, "error "+err.Error())
					continue
				}
				res, err := solve.Run(context.Background(), e, m, p, nil)
				line := fmt.Sprintf("%s %q %v", res.Status, res.Msg, err)
				if err == nil && res.Status.HasSolution() {
					k, v := e.Answer(res.Solution)
					line += fmt.Sprintf(" %s=%v %s", k, v, e.Picture(res.Solution))
				}
				want = append(want, line)
			}
			for s, err := range b.Each("in", []byte(input)) {
				if err != nil {
					got = append(got, "error "+err.Error())
					continue
				}
				res := solve.Result[any]{Solution: "old"}
				err := b.Run(context.Background(), s, solve.Now(), &res)
				if res.Solution != nil {
					t.Errorf("%s %s: Run left Solution %v, want nil", id, name, res.Solution)
				}
				line := fmt.Sprintf("%s %q %v", res.Status, res.Msg, err)
				if err == nil && res.Status.HasSolution() {
					k, v := b.Answer(s)
					line += fmt.Sprintf(" %s=%v %s", k, v, b.Picture(s))
				}
				got = append(got, line)
			}
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("%s %s: batch\n%s\nwant (Run)\n%s", id, name, strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
			// The checks Run makes are the batch's: a wrong answer is
			// caught, a malformed puzzle refused.
			if id == "wrong" && !strings.Contains(strings.Join(got, "\n"), solve.ErrWrongAnswer.Error()) {
				t.Errorf("%s %s: the wrong answers went through:\n%s", id, name, strings.Join(got, "\n"))
			}
			if !strings.Contains(strings.Join(got, "\n"), "negative target") {
				t.Errorf("%s %s: the malformed puzzle went through:\n%s", id, name, strings.Join(got, "\n"))
			}
		}
	}
}
