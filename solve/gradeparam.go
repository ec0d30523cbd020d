package solve

import "fmt"

// GradeParam is a generator's "grade" parameter: a list of "any" (0) and
// then each of l's grades (value i+1 for l.Grades[i]), labelled by grade
// ID, so that the terminal's --grade easy and the dialog's list both map
// to it.
func GradeParam[P any](l *Logic[P]) Param {
	p := Param{Name: "grade", Label: "Grade", Kind: IntParam, Default: 0, Min: 0, Max: float64(len(l.Grades)),
		Choices: []Choice{{Label: "any", Value: 0}}}
	usage := "difficulty: any"
	for i, g := range l.Grades {
		p.Choices = append(p.Choices, Choice{Label: g.ID, Value: i + 1})
		usage += ", " + g.ID
	}
	p.Usage = usage + " (retries until the logical solve has that grade)"
	return p
}

// GradeOfValue is the grade ID a GradeParam value stands for, "" for any.
func GradeOfValue[P any](l *Logic[P], v int) (string, error) {
	if v == 0 {
		return "", nil
	}
	if v < 1 || v > len(l.Grades) {
		return "", fmt.Errorf("grade %d: want 0 (any) to %d", v, len(l.Grades))
	}
	return l.Grades[v-1].ID, nil
}
