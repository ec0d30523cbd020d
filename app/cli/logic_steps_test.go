package cli

import (
	"bytes"
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"

	"grille/solve/sudoku/logic"
)

// TestExplainNext: --next gives the one step from each puzzle as given
// and a summary whose status is open, or how the board stands.
func TestExplainNext(t *testing.T) {
	code, out, _ := runToy(t, ladders, "explain", "--type", "ladder", "--next", "--json", "-")
	want := `{"step":1,"technique":"from-left","name":"From the left","place":[{"col":1,"digit":2}]}
{"file":"stdin","index":1,"type":"ladder","summary":true,"solved":false,"status":"open","steps":1,"score":0}
{"step":1,"technique":"from-right","name":"From the right","place":[{"col":2,"digit":3}]}
{"file":"stdin","index":2,"type":"ladder","summary":true,"solved":false,"status":"open","steps":1,"score":0}
{"file":"stdin","index":3,"type":"ladder","summary":true,"solved":false,"status":"stuck","steps":0,"score":0}
{"file":"stdin","index":4,"type":"ladder","summary":true,"solved":false,"status":"infeasible","steps":0,"score":0}
{"file":"stdin","index":6,"type":"ladder","summary":true,"solved":true,"status":"solved","steps":0,"score":0}
`
	if out != want {
		t.Errorf("explain --next --json:\n%s\nwant\n%s", out, want)
	}
	if code != ExitBadInput {
		t.Errorf("exit %d, want %d (a bad line)", code, ExitBadInput)
	}
	code, out, _ = runToy(t, "1....\n.....\n123\n", "explain", "--type", "ladder", "--all", "-")
	want = "stdin #1: 5 cells\n  1. From the left: cell 1 follows cell 0: 2\n" +
		"stdin #2: 5 cells\n  stuck: no technique applies, the rest needs a guess\n" +
		"stdin #3: 3 cells\n  solved: the board is complete\n"
	if out != want || code != ExitUnsolved {
		t.Errorf("explain --all (a type without All: its next step), exit %d:\n%s\nwant\n%s", code, out, want)
	}
}

// A Sudoku whose first position offers steps of several techniques.
const stepsSudoku = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"

// TestExplainAllSudoku: --all lists the steps of every technique at the
// position, simplest first, at most --per-technique of each; --next is
// the first of them.
func TestExplainAllSudoku(t *testing.T) {
	code, out, errText := run(t, stepsSudoku, "explain", "--all", "--per-technique", "2", "--json", "-")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errText)
	}
	order := map[string]int{}
	for i, tq := range logic.Techniques {
		order[tq.ID] = i
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	per := map[string]int{}
	last := -1
	for _, line := range lines[:len(lines)-1] {
		var st struct {
			Technique string `json:"technique"`
			Place     []any  `json:"place"`
			Eliminate []any  `json:"eliminate"`
		}
		if err := json.Unmarshal([]byte(line), &st); err != nil {
			t.Fatal(err)
		}
		if o := order[st.Technique]; o < last {
			t.Errorf("%s after a harder technique", st.Technique)
		} else {
			last = o
		}
		per[st.Technique]++
		if len(st.Place)+len(st.Eliminate) == 0 {
			t.Errorf("a step that concludes nothing: %s", line)
		}
	}
	if len(per) < 3 {
		t.Errorf("steps of %d techniques, want several: %v", len(per), per)
	}
	for id, k := range per {
		if k > 2 {
			t.Errorf("%s: %d steps, more than --per-technique 2", id, k)
		}
	}
	if !strings.Contains(lines[len(lines)-1], `"status":"open","steps":`) {
		t.Errorf("summary %s", lines[len(lines)-1])
	}
	_, next, _ := run(t, stepsSudoku, "explain", "--next", "--json", "-")
	if first := strings.SplitAfter(next, "\n")[0]; first != lines[0]+"\n" {
		t.Errorf("--next %q, --all's first %q", first, lines[0])
	}
}

// TestExplainTechniques: the list, as text and as JSON, reads no file.
func TestExplainTechniques(t *testing.T) {
	code, out, _ := run(t, "", "explain", "--techniques")
	// the id column is as wide as the longest id (at least 20)
	if code != ExitOK || !regexp.MustCompile(`^full-house {11,} Trivial       Full house: The last empty cell`).MatchString(out) ||
		!regexp.MustCompile(`\nals-xz {15,} Extreme       ALS-XZ: `).MatchString(out) ||
		!regexp.MustCompile(`\navoidable-rectangle-1 +Advanced      Avoidable rectangle \(type 1\): `).MatchString(out) {
		t.Errorf("exit %d:\n%s", code, out)
	}
	if ids := regexp.MustCompile(`(?m)^\S+ +`).FindAllString(out, -1); len(ids) != len(logic.Techniques) || slices.ContainsFunc(ids, func(id string) bool { return len(id) != len(ids[0]) }) {
		t.Errorf("the grades are not in one column:\n%s", out)
	}
	_, out, _ = run(t, "", "explain", "--techniques", "--json")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != len(logic.Techniques) {
		t.Fatalf("%d lines, %d techniques", len(lines), len(logic.Techniques))
	}
	want := `{"id":"full-house","name":"Full house","grade":"trivial","weight":1,"description":"The last empty cell of a row, column or box takes the one digit the unit lacks."}`
	if lines[0] != want {
		t.Errorf("%s\nwant\n%s", lines[0], want)
	}
	var fr bytes.Buffer
	Main(Env{Stdout: &fr, Stderr: &fr, Lang: "fr"}, []string{"explain", "--techniques"})
	if !regexp.MustCompile(`\naic {17,} Extrême       Chaîne d'inférences alternées : `).MatchString(fr.String()) {
		t.Errorf("French list:\n%s", fr.String())
	}
	for _, args := range [][]string{{"explain", "--next", "--all", "-"}, {"explain", "--all", "--per-technique", "-1", "-"}} {
		if code, _, errText := run(t, "", args...); code != ExitBadInput || errText == "" {
			t.Errorf("%v: exit %d, stderr %q", args, code, errText)
		}
	}
}
