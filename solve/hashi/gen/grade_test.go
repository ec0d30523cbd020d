package gen

import (
	"context"
	"strings"
	"testing"

	"grille/solve/hashi"
	"grille/solve/hashi/logic"
)

// TestGenerateByGrade: a puzzle asked for at a grade is rated at it, is
// solved by the rules (so unique), and its planted solution verifies.
func TestGenerateByGrade(t *testing.T) {
	l := logic.New()
	for _, g := range l.Grades {
		p, sol, err := GenerateSolved(context.Background(), GenParams{Rows: 10, Cols: 10, Islands: 30, Seed: 1, Grade: g.ID})
		if err != nil {
			t.Fatalf("%s: %v", g.ID, err)
		}
		if err := hashi.Verify(p, sol); err != nil {
			t.Fatalf("%s: planted solution: %v", g.ID, err)
		}
		r, err := l.RateBy(context.Background(), p)
		if err != nil || !r.Solved || r.Grade != g.ID {
			t.Errorf("asked %s, got %+v, %v", g.ID, r, err)
		}
	}
}

func TestGenerateByGradeErrors(t *testing.T) {
	_, err := Generate(context.Background(), GenParams{Islands: 10, Grade: "fiendish"})
	if err == nil || !strings.Contains(err.Error(), "fiendish") {
		t.Errorf("unknown grade: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err = Generate(ctx, GenParams{Islands: 30, Grade: "hard"}); err == nil {
		t.Error("stopped: no error")
	}
}
