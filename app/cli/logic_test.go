package cli

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"iter"
	"slices"
	"strings"
	"testing"

	"grille/solve"
	"grille/solve/catalog"
)

// ladder is a toy puzzle type with a Logic, so that explain, rate and
// generate --grade are tested whatever the real types' engines do: a row of
// n cells whose solution is 1, 2, …, n. A blank next to a filled cell
// follows from it: "from the left" (easy) or "from the right" (hard); a row
// with no filled cell is stuck, a cell holding the wrong number a
// contradiction.
type ladder []int // 0: blank

type ladderPlace struct {
	Col   int `json:"col"`
	Digit int `json:"digit"`
}

type ladderEffects struct {
	Place []ladderPlace `json:"place"`
}

func parseLadder(name string, line int, text string) (ladder, error) {
	var l ladder
	for i, c := range text {
		switch {
		case c == '.':
			l = append(l, 0)
		case c >= '1' && c <= '9':
			l = append(l, int(c-'0'))
		default:
			return nil, fmt.Errorf("%s:%d:%d: %q is neither a digit nor '.'", name, line, i+1, c)
		}
	}
	return l, nil
}

func eachLadder(name string, data []byte) iter.Seq2[ladder, error] {
	return func(yield func(ladder, error) bool) {
		for i, line := range strings.Split(strings.TrimRight(string(data), "\n"), "\n") {
			if !yield(parseLadder(name, i+1, line)) {
				return
			}
		}
	}
}

func ladderText(l ladder) string {
	var b strings.Builder
	for _, v := range l {
		if v == 0 {
			b.WriteByte('.')
		} else {
			b.WriteByte(byte('0' + v))
		}
	}
	return b.String() + "\n"
}

func ladderLogic() *solve.Logic[ladder] {
	lg := &solve.Logic[ladder]{
		Techniques: []solve.Technique{
			{ID: "from-left", Name: "From the left", Explain: "a cell holds one more than its left neighbour", Level: 0, Weight: 1},
			{ID: "from-right", Name: "From the right", Source: "Rechts", Level: 1, Weight: 4},
		},
		Grades: []solve.Grade{{ID: "easy", Name: "Easy"}, {ID: "hard", Name: "Very hard"}},
	}
	lg.Next = func(ctx context.Context, pos solve.Position[ladder]) (solve.Deduction[ladder], solve.StepOutcome, error) {
		p := pos.Play
		if p == nil {
			p = pos.Puzzle
		}
		blank := false
		for i, v := range p {
			if v != 0 && v != i+1 {
				return solve.Deduction[ladder]{}, solve.Contradiction, nil
			}
			blank = blank || v == 0
		}
		if !blank {
			return solve.Deduction[ladder]{}, solve.StepSolved, nil
		}
		step := func(t, at, from int) solve.Deduction[ladder] {
			next := slices.Clone(p)
			next[at] = at + 1
			return solve.Deduction[ladder]{Technique: &lg.Techniques[t], Where: fmt.Sprintf("cell %d", at),
				Text:    fmt.Sprintf("cell %d follows cell %d: %d", at, from, at+1),
				Effects: ladderEffects{[]ladderPlace{{at, at + 1}}}, Next: next}
		}
		for i := 1; i < len(p); i++ {
			if p[i] == 0 && p[i-1] != 0 {
				return step(0, i, i-1), solve.Progressed, nil
			}
		}
		for i := len(p) - 2; i >= 0; i-- {
			if p[i] == 0 && p[i+1] != 0 {
				return step(1, i, i+1), solve.Progressed, nil
			}
		}
		return solve.Deduction[ladder]{}, solve.Stuck, nil
	}
	return lg
}

func ladderType(withLogic bool) *solve.Type[ladder] {
	name := "ladder"
	if !withLogic {
		name = "rung"
	}
	t := &solve.Type[ladder]{
		Name: name, Title: "Ladder", Summary: "Ladder: a toy type of the tests",
		Each: eachLadder,
		Parse: func(name string, data []byte) ([]ladder, error) {
			var ls []ladder
			for l, err := range eachLadder(name, data) {
				if err != nil {
					return nil, err
				}
				ls = append(ls, l)
			}
			return ls, nil
		},
		Text:     ladderText,
		Describe: func(l ladder) solve.Text { return solve.Plain(fmt.Sprintf("%d cells", len(l))) },
		Verify: func(_, s ladder) error {
			for i, v := range s {
				if v != i+1 {
					return errors.New("out of order")
				}
			}
			return nil
		},
		Methods: &solve.Registry[ladder]{},
	}
	// Generators with a grade list, as solve.GradeParam makes them: "Any",
	// then the grades by name. The ladder's names are its Logic's grades;
	// the rung's (no Logic) are its own.
	grades := []solve.Choice{{Label: "Any", Value: 0}, {Label: "Easy", Value: 1}, {Label: "Very hard", Value: 2}}
	if withLogic {
		t.Logic = ladderLogic()
	} else {
		grades = []solve.Choice{{Label: "Mild", Value: 0}, {Label: "Wild", Value: 1}}
	}
	t.Generator = &solve.Maker[ladder]{Title: "Generate", Doc: "A row of 5 with one clue.",
		Params: []solve.Param{{Name: "grade", Label: "Grade", Usage: "difficulty", Kind: solve.IntParam, Choices: grades}},
		Make: func(_ context.Context, v solve.Values, _ int64) (ladder, solve.Text, error) {
			if v.Int("grade") < 2 {
				return ladder{1, 0, 0, 0, 0}, solve.Text{}, nil
			}
			return ladder{0, 0, 0, 0, 5}, solve.Text{}, nil
		}}
	return t
}

// runToy runs a command with the catalog's types and the two toys.
func runToy(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	env := Env{Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errb,
		types: append(catalog.Types(nil), ladderType(true), ladderType(false))}
	code = Main(env, args)
	return code, out.String(), errb.String()
}

// The toy file: easy, hard, stuck, a contradiction, a bad line, complete.
const ladders = "1....\n...45\n.....\n2....\n1x...\n123\n"

func TestExplainJSON(t *testing.T) {
	code, out, errText := runToy(t, ladders, "explain", "--type", "ladder", "--json", "-")
	want := `{"step":1,"technique":"from-left","name":"From the left","place":[{"col":1,"digit":2}]}
{"step":2,"technique":"from-left","name":"From the left","place":[{"col":2,"digit":3}]}
{"step":3,"technique":"from-left","name":"From the left","place":[{"col":3,"digit":4}]}
{"step":4,"technique":"from-left","name":"From the left","place":[{"col":4,"digit":5}]}
{"file":"stdin","index":1,"type":"ladder","summary":true,"solved":true,"status":"solved","steps":4,"grade":"easy","score":4,"hardest":"from-left"}
{"step":1,"technique":"from-right","name":"From the right","place":[{"col":2,"digit":3}]}
{"step":2,"technique":"from-right","name":"From the right","place":[{"col":1,"digit":2}]}
{"step":3,"technique":"from-right","name":"From the right","place":[{"col":0,"digit":1}]}
{"file":"stdin","index":2,"type":"ladder","summary":true,"solved":true,"status":"solved","steps":3,"grade":"hard","score":12,"hardest":"from-right"}
{"file":"stdin","index":3,"type":"ladder","summary":true,"solved":false,"status":"stuck","steps":0,"score":0}
{"file":"stdin","index":4,"type":"ladder","summary":true,"solved":false,"status":"infeasible","steps":0,"score":0}
{"file":"stdin","index":6,"type":"ladder","summary":true,"solved":true,"status":"solved","steps":0,"grade":"easy","score":0}
`
	if out != want {
		t.Errorf("explain --json:\n%s\nwant\n%s", out, want)
	}
	if code != ExitBadInput || errText != "grille: stdin:5:2: 'x' is neither a digit nor '.'\n" {
		t.Errorf("exit %d, stderr %q; want %d and the bad line's place", code, errText, ExitBadInput)
	}
}

func TestExplainText(t *testing.T) {
	code, out, _ := runToy(t, "", "explain", "--type", "ladder", "testdata/ladders.txt")
	for _, want := range []string{
		"testdata/ladders.txt #1: 5 cells\n  1. From the left: cell 1 follows cell 0: 2\n",
		"  4. From the left: cell 4 follows cell 3: 5\n  Easy (score 4, 4 steps, hardest From the left)\n",
		"#2: 5 cells\n  1. From the right (Rechts): cell 2 follows cell 3: 3\n",
		"  Very hard (score 12, 3 steps, hardest From the right)\n",
		"#3: 5 cells\n  stuck: no technique applies, the rest needs a guess (after 0 steps, score 0)\n",
		"#4: 5 cells\n  no solution: the techniques reach a contradiction (after 0 steps)\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("explain output lacks %q:\n%s", want, out)
		}
	}
	if code != ExitUnsolved {
		t.Errorf("exit %d, want %d (stuck puzzles)", code, ExitUnsolved)
	}
}

// TestRate: the summaries only, the same at any --jobs, in input order.
func TestRate(t *testing.T) {
	var many strings.Builder
	for i := 0; i < 500; i++ {
		many.WriteString(strings.Split(ladders, "\n")[i%4] + "\n")
	}
	_, explained, _ := runToy(t, many.String(), "explain", "--type", "ladder", "--json", "-")
	var summaries []string
	for _, line := range strings.SplitAfter(explained, "\n") {
		if strings.Contains(line, `"summary":true`) {
			summaries = append(summaries, line)
		}
	}
	for _, jobs := range []string{"1", "2", "7"} {
		code, out, errText := runToy(t, many.String(), "rate", "--type", "ladder", "--json", "--jobs", jobs, "-")
		if code != ExitUnsolved || errText != "" || out != strings.Join(summaries, "") {
			t.Errorf("rate --jobs %s: exit %d, stderr %q, output differs from explain's summaries", jobs, code, errText)
		}
	}
	code, out, _ := runToy(t, "1....\n...45\n", "rate", "--type", "ladder", "-")
	want := "stdin #1: Easy (score 4, 4 steps, hardest From the left)\nstdin #2: Very hard (score 12, 3 steps, hardest From the right)\n"
	if code != ExitOK || out != want {
		t.Errorf("rate: exit %d\n%s\nwant\n%s", code, out, want)
	}
	_, out, _ = runToy(t, ".....\n2....\n", "rate", "--type", "ladder", "-")
	if out != "stdin #1: stuck: no technique applies, the rest needs a guess (after 0 steps, score 0)\n"+
		"stdin #2: no solution: the techniques reach a contradiction (after 0 steps)\n" {
		t.Errorf("rate of a stuck puzzle and a contradiction: %q", out)
	}
}

func TestLogicErrors(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"explain", "--type", "rung", "-"}, "grille: explain: rung: this puzzle type has no step-by-step solver\n"},
		{[]string{"rate", "--type", "rung", "-"}, "grille: rate: rung: this puzzle type has no step-by-step solver\n"},
		{[]string{"rate", "--type", "ladder"}, "grille: rate: no input (give files, or - for standard input)\n"},
		{[]string{"explain", "--type", "ladder", "--jobs", "0", "-"}, "grille: explain: --jobs 0 must be at least 1\n"},
		{[]string{"explain", "--type", "ladder", "testdata/nope.txt"}, "grille: open testdata/nope.txt: no such file or directory\n"},
	} {
		code, out, errText := runToy(t, "1....\n", tt.args...)
		if code != ExitBadInput || errText != tt.want || out != "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want %q", tt.args, code, out, errText, tt.want)
		}
	}
}

func TestGenerateGrade(t *testing.T) {
	for _, tt := range []struct{ typ, grade, want string }{
		{"ladder", "easy", "1....\n"},
		{"ladder", "hard", "....5\n"},      // the grade's ID
		{"ladder", "Very hard", "....5\n"}, // its name
		{"ladder", "very-hard", "....5\n"},
		{"ladder", "2", "....5\n"}, // by number
		{"rung", "wild", "1....\n"},
	} {
		code, out, errText := runToy(t, "", "generate", "--type", tt.typ, "--grade", tt.grade)
		if code != ExitOK || out != tt.want {
			t.Errorf("--type %s --grade %s: exit %d, %q, %q; want %q", tt.typ, tt.grade, code, out, errText, tt.want)
		}
	}
	for _, tt := range []struct{ typ, grade, want string }{
		{"ladder", "no-such-grade", `"no-such-grade" is not one of `}, // no type has it: the flag refuses it
		{"ladder", "wild", `grille: generate: --grade: "wild" is not one of any, easy, hard`},
	} {
		code, _, errText := runToy(t, "", "generate", "--type", tt.typ, "--grade", tt.grade)
		if code != ExitBadInput || !strings.Contains(errText, tt.want) || strings.Count(errText, "\n") != 1 {
			t.Errorf("--type %s --grade %s: exit %d, %q; want %q", tt.typ, tt.grade, code, errText, tt.want)
		}
	}
	_, out, _ := runToy(t, "", "generate", "--help")
	if !strings.Contains(out, "ladder: difficulty (one of any, easy, hard; default any); rung: difficulty (one of mild, wild; default mild)") {
		t.Errorf("generate --help does not list the grades:\n%s", out)
	}
}

func TestLogicHelp(t *testing.T) {
	_, out, _ := runToy(t, "", "help")
	for _, want := range []string{"\n  explain  solve puzzles step by step", "\n  rate     grade puzzles"} {
		if !strings.Contains(out, want) {
			t.Errorf("help lacks %q", want)
		}
	}
	for _, cmd := range []string{"explain", "rate"} {
		code, out, _ := runToy(t, "", cmd, "--help")
		if code != ExitOK || !strings.Contains(out, "Usage: grille "+cmd) || !strings.Contains(out, "-json") || !strings.Contains(out, "never guesses") && cmd == "explain" {
			t.Errorf("%s --help: exit %d\n%s", cmd, code, out)
		}
	}
}

// TestExplainTimeout: a puzzle over the time limit is said to be, even when
// the type's Next does not look at its context, in its record too.
func TestExplainTimeout(t *testing.T) {
	code, out, errText := runToy(t, "1....\n", "explain", "--type", "ladder", "--json", "--timeout", "1ns", "-")
	want := `{"file":"stdin","index":1,"type":"ladder","summary":true,"solved":false,"status":"timeout","steps":0,"score":0,"msg":"time limit 1ns reached"}` + "\n"
	if code != ExitUnsolved || errText != "grille: stdin: time limit 1ns reached\n" || out != want {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errText)
	}
	code, out, _ = runToy(t, "1....\n", "rate", "--type", "ladder", "--timeout", "1ns", "-")
	if code != ExitUnsolved || out != "stdin: time limit 1ns reached (after 0 steps, score 0)\n" {
		t.Errorf("rate: exit %d, stdout %q", code, out)
	}
}
