package solve

import (
	"context"
	"testing"
)

// countdown is a toy logic: a puzzle n is solved at 0, each step takes one
// away with "small" while n is even and "big" while n is odd; below 0 it
// is stuck, at −10 and below contradictory.
func countdown() *Logic[int] {
	l := &Logic[int]{
		Techniques: []Technique{{ID: "small", Level: 0, Weight: 1}, {ID: "big", Level: 1, Weight: 10}},
		Grades:     []Grade{{ID: "easy"}, {ID: "hard"}},
	}
	l.Next = func(ctx context.Context, pos Position[int]) (Deduction[int], StepOutcome, error) {
		switch {
		case pos.Play == 0:
			return Deduction[int]{}, StepSolved, nil
		case pos.Play <= -10:
			return Deduction[int]{}, Contradiction, nil
		case pos.Play < 0:
			return Deduction[int]{}, Stuck, nil
		}
		t := &l.Techniques[pos.Play%2]
		return Deduction[int]{Technique: t, Next: pos.Play - 1}, Progressed, nil
	}
	return l
}

func TestRateBy(t *testing.T) {
	l := countdown()
	for _, c := range []struct {
		p       int
		solved  bool
		steps   int
		score   int
		grade   string
		hardest string
		end     StepOutcome
	}{
		{0, true, 0, 0, "easy", "", StepSolved},
		{2, true, 2, 11, "hard", "big", StepSolved},
		{4, true, 4, 22, "hard", "big", StepSolved},
		{-1, false, 0, 0, "", "", Stuck},
		{-10, false, 0, 0, "", "", Contradiction},
	} {
		r, err := l.RateBy(context.Background(), c.p)
		if err != nil {
			t.Fatal(err)
		}
		if r.Solved != c.solved || r.Steps != c.steps || r.Score != c.score || r.Grade != c.grade || r.Hardest != c.hardest || r.End != c.end {
			t.Errorf("RateBy(%d) = %+v, want solved %v steps %d score %d grade %q hardest %q end %v",
				c.p, r, c.solved, c.steps, c.score, c.grade, c.hardest, c.end)
		}
	}
	// A done ctx stops the path, though this Next never looks at it.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if r, err := l.RateBy(ctx, 4); err != context.Canceled || r.Steps != 0 {
		t.Errorf("RateBy with a done ctx = %+v, %v; want no step and context.Canceled", r, err)
	}
	e := (&Type[int]{Name: "toy", Logic: l, Methods: &Registry[int]{}}).Erased()
	r, err := e.Logic.RateBy(context.Background(), any(3))
	if err != nil || r.Steps != 3 || r.Score != 21 {
		t.Errorf("erased RateBy(3) = %+v, %v", r, err)
	}
}
