package gen

import (
	"context"
	"strings"
	"testing"

	"grille/solve/shikaku"
	"grille/solve/shikaku/logic"
)

// TestGenerateByGrade: a puzzle asked for at a grade is rated at it, is
// solved by the rules (so unique), and its planted partition verifies.
func TestGenerateByGrade(t *testing.T) {
	l := logic.New()
	for _, g := range l.Grades {
		p, sol, err := GenerateWithSolution(context.Background(), GenParams{Rows: 10, Cols: 10, Depth: 5,
			NbMergeIter: 1, MergeProb: DefaultMergeProb, Seed: 1, Grade: g.ID})
		if err != nil {
			t.Fatalf("%s: %v", g.ID, err)
		}
		if err := shikaku.Verify(p, sol); err != nil {
			t.Fatalf("%s: planted solution: %v", g.ID, err)
		}
		r, err := l.RateBy(context.Background(), p)
		if err != nil || !r.Solved || r.Grade != g.ID {
			t.Errorf("asked %s, got %+v, %v", g.ID, r, err)
		}
	}
}

func TestGenerateByGradeErrors(t *testing.T) {
	_, err := Generate(context.Background(), GenParams{Rows: 5, Cols: 5, Depth: 3, Grade: "fiendish"})
	if err == nil || !strings.Contains(err.Error(), "fiendish") {
		t.Errorf("unknown grade: %v", err)
	}
	// A 1×2 grid cut once has two 1s: always easy, never hard.
	_, err = Generate(context.Background(), GenParams{Rows: 1, Cols: 2, Depth: 1, Grade: "hard"})
	if err == nil || !strings.Contains(err.Error(), "no hard puzzle") {
		t.Errorf("impossible grade: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err = Generate(ctx, GenParams{Rows: 10, Cols: 10, Depth: 5, Grade: "hard"}); err == nil {
		t.Error("stopped: no error")
	}
}
