package solve

import "strings"

// ModelWords is an integer linear program said in words and formulas, for
// the puzzle at hand: what each variable means, what is optimised, and each
// family of constraints with its formula and how many rows it makes. The
// window's Model dialog and `grille model` show it before the LP text.
type ModelWords struct {
	Variables []ModelLine // Count: how many variables
	Objective ModelLine   // Count unused; zero Words: none
	Families  []ModelLine // Count: how many rows
	Notes     []Text      // what the method adds to the model as it solves
}

// ModelLine is one line of a ModelWords: "each cell holds one digit",
// "Σ_d x[r,c,d] = 1", 81.
type ModelLine struct {
	Words   Text
	Formula string // mathematics, the same in every language
	Count   int
}

// Lines are w's lines in tr's language (nil for English): a heading, then
// its lines, indented by two spaces.
func (w ModelWords) Lines(tr func(string) string) []string {
	var out []string
	say := func(t Text) string { return t.In(tr) }
	if len(w.Variables) > 0 {
		out = append(out, say(Say("Variables:")))
		for _, v := range w.Variables {
			out = append(out, "  "+say(Say("%s: %s — %s", v.Formula, v.Words, Count{N: v.Count, Word: "variable"})))
		}
	}
	if !w.Objective.Words.IsZero() {
		if w.Objective.Formula == "" {
			out = append(out, say(Say("Objective: %s", w.Objective.Words)))
		} else {
			out = append(out, say(Say("Objective: %s, %s", w.Objective.Formula, w.Objective.Words)))
		}
	}
	if len(w.Families) > 0 {
		rows := 0
		for _, f := range w.Families {
			rows += f.Count
		}
		out = append(out, say(Say("Constraints (%s):", Count{N: rows, Word: "row"})))
		for _, f := range w.Families {
			out = append(out, "  "+say(Say("%s: %s — %s", f.Words, f.Formula, Count{N: f.Count, Word: "row"})))
		}
	}
	for _, n := range w.Notes {
		out = append(out, say(n))
	}
	return out
}

// Comment is w as lines of an LP file's comments (/* … */), which lp_solve
// skips: the file stays one that lp_solve reads.
func (w ModelWords) Comment(tr func(string) string) string {
	var b strings.Builder
	for _, l := range w.Lines(tr) {
		l = strings.ReplaceAll(strings.ReplaceAll(l, "*/", "* /"), "/*", "/ *")
		b.WriteString("/* " + l + " */\n")
	}
	return b.String()
}
