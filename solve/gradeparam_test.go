package solve

import "testing"

func TestGradeParam(t *testing.T) {
	l := &Logic[int]{Grades: []Grade{{ID: "easy", Name: "Easy"}, {ID: "hard", Name: "Hard"}}}
	p := GradeParam(l)
	if p.Name != "grade" || len(p.Choices) != 3 || p.Choices[0].Label != "Any" || p.Choices[2].Label != "Hard" {
		t.Fatalf("param %+v", p)
	}
	if p.Check(0) != nil || p.Check(2) != nil || p.Check(3) == nil {
		t.Error("Check accepts the wrong values")
	}
	for v, want := range map[int]string{0: "", 1: "easy", 2: "hard"} {
		if got, err := GradeOfValue(l, v); err != nil || got != want {
			t.Errorf("GradeOfValue(%d) = %q, %v; want %q", v, got, err, want)
		}
	}
	if _, err := GradeOfValue(l, 3); err == nil {
		t.Error("GradeOfValue(3): no error")
	}
	if id := l.Grades[l.GradeIndex("hard")]; id.ID != "hard" || GradeParam(l).Choices[l.GradeIndex("hard")+1].Value != 2 {
		t.Error("GradeIndex+1 is not the value")
	}
}
