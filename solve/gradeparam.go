package solve

import "fmt"

// GradeParam is a generator's "grade" parameter: a list of "Any" (value
// 0) and then each of l's grades by name (value i+1 for l.Grades[i]), so
// the dialog shows the names and the terminal maps --grade ID to
// l.GradeIndex(ID)+1.
func GradeParam[P any](l *Logic[P]) Param {
	p := Param{Name: "grade", Label: "Grade", Kind: IntParam, Default: 0, Min: 0, Max: float64(len(l.Grades)),
		Choices: []Choice{{Label: "Any", Value: 0}}}
	usage := "difficulty: 0 any"
	for i, g := range l.Grades {
		p.Choices = append(p.Choices, Choice{Label: g.Name, Value: i + 1})
		usage += fmt.Sprintf(", %d %s", i+1, g.ID)
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

// GradeNote is a generator's log line's mention of the grade asked for
// (GradeOfValue's): ", grade ID", or nothing for any.
func GradeNote(grade string) Text {
	if grade == "" {
		return Text{}
	}
	return Say(", grade %s", GradeWord(grade))
}

// GradeWord is a grade's ID as a word of a sentence: the ID in English
// ("extreme"), the grade's name in the reader's language ("extrême"). An
// ID of no type's scale stays as it is.
func GradeWord(id string) Text {
	if t, ok := gradeWords[id]; ok {
		return t
	}
	return Plain(id)
}

// gradeWords are the grade IDs of the types' scales, as words.
var gradeWords = map[string]Text{"trivial": Say("trivial"), "basic": Say("basic"), "intermediate": Say("intermediate"),
	"advanced": Say("advanced"), "extreme": Say("extreme"), "easy": Say("easy"), "medium": Say("medium"), "hard": Say("hard")}
