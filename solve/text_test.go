package solve_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"grille/solve"
)

// table is a stand-in translation: formats and words, "singular|plural"
// for counted nouns.
var table = map[string]string{
	"In %s, %d can only go in %s.": "Dans %s, le %d ne peut aller qu'en %s.",
	"box %d":                       "le bloc %d",
	"%s and %v":                    "%s et %v",
	"%s or %v":                     "%s ou %v",
	"%d is in %s (%s)":             "%[3]s : le %[1]d est en %[2]s",
	"node":                         "nœud|nœuds",
	"stopped after %s":             "arrêté après %s",
	"sees":                         "voit",
	"100%% sure":                   "sûr à 100 %%",
}

func fr(s string) string {
	if t, ok := table[s]; ok {
		return t
	}
	return s
}

func TestText(t *testing.T) {
	box := solve.Say("box %d", 7)
	for _, c := range []struct {
		t           solve.Text
		english, fr string
	}{
		{solve.Say("In %s, %d can only go in %s.", box, 7, "r9c3"),
			"In box 7, 7 can only go in r9c3.", "Dans le bloc 7, le 7 ne peut aller qu'en r9c3."},
		{solve.And("r1c1", "r1c2", "r1c3"), "r1c1, r1c2 and r1c3", "r1c1, r1c2 et r1c3"},
		{solve.Or(2, 5), "2 or 5", "2 ou 5"},
		{solve.And(box), "box 7", "le bloc 7"},
		{solve.And(3), "3", "3"},
		{solve.And(), "", ""},
		{solve.Say("%d is in %s (%s)", 4, "r2c2", box), "4 is in r2c2 (box 7)", "le bloc 7 : le 4 est en r2c2"},
		{solve.Say("stopped after %s", solve.Count{N: 1, Word: "node"}), "stopped after 1 node", "arrêté après 1 nœud"},
		{solve.Say("stopped after %s", solve.Count{N: 0, Word: "node"}), "stopped after 0 nodes", "arrêté après 0 nœud"},
		{solve.Say("stopped after %s", solve.Count{N: 12, Word: "node"}), "stopped after 12 nodes", "arrêté après 12 nœuds"},
		{solve.Words(solve.List{solve.Say("sees"), "r1c1", 3}), "sees, r1c1, 3", "voit, r1c1, 3"},
		{solve.Plain("100% box %d"), "100% box %d", "100% box %d"},
		{solve.Say("100%% sure"), "100% sure", "sûr à 100 %"},
		{solve.Text{}, "", ""},
	} {
		if got := c.t.String(); got != c.english {
			t.Errorf("%q: English %q, want %q", c.t.Format(), got, c.english)
		}
		if got := c.t.In(fr); got != c.fr {
			t.Errorf("%q: French %q, want %q", c.t.Format(), got, c.fr)
		}
	}
}

// The English of a Text is what fmt.Sprintf gave before Texts.
func TestTextIsSprintf(t *testing.T) {
	for _, c := range []struct {
		format string
		args   []any
	}{
		{"%d×%d grid, %d givens", []any{9, 9, 17}},
		{"probe %s (x = %.3g): feasible at 1 and at 0, next", []any{"x_r1c1_2", 0.3333}},
		{"trial %d froze at f = %d (M·N = %d) after %d temperatures; %s", []any{3, int64(7), int64(100), 40, "next"}},
		{"%v", []any{[]int{1, 2}}},
	} {
		if got, want := solve.Say(c.format, c.args...).String(), fmt.Sprintf(c.format, c.args...); got != want {
			t.Errorf("%q: %q, want %q", c.format, got, want)
		}
	}
}

// A cause with a Say method says why a run stopped in every language.
type saidCause struct{}

func (saidCause) Error() string   { return "time limit 1s reached" }
func (saidCause) Say() solve.Text { return solve.Say("time limit %v reached", "1s") }

func TestWhyUnknownKeepsTexts(t *testing.T) {
	ctx, cancel := context.WithCancelCause(context.Background())
	cancel(fmt.Errorf("wrapped: %w", saidCause{}))
	if got := solve.WhyUnknownText(solve.Say("stopped after %s", solve.Count{N: 3, Word: "node"}), context.Cause(ctx)); got.String() != "time limit 1s reached (stopped after 3 nodes)" ||
		got.In(fr) != "time limit 1s reached (arrêté après 3 nœuds)" {
		t.Errorf("got %q / %q", got.String(), got.In(fr))
	}
	if got := solve.WhyUnknownText(solve.Text{}, errors.New("interrupted")); got.String() != "interrupted" {
		t.Errorf("got %q", got.String())
	}
}

// TestCountKey: a Count's Key, when set, is what the table looks up; its
// English is Word's.
func TestCountKey(t *testing.T) {
	tr := func(s string) string {
		return map[string]string{"row": "contrainte|contraintes", "grid.row": "ligne|lignes"}[s]
	}
	c := solve.Count{N: 3, Word: "row", Key: "grid.row"}
	if got := c.In(nil); got != "3 rows" {
		t.Errorf("English %q", got)
	}
	if got := c.In(tr); got != "3 lignes" {
		t.Errorf("French %q", got)
	}
	if got := (solve.Count{N: 3, Word: "row"}).In(tr); got != "3 contraintes" {
		t.Errorf("French without a key %q", got)
	}
}

// TestCountForms: a Count's English plural (Words when it is not Word+"s"),
// the number as written (As), and the French forms the table gives.
func TestCountForms(t *testing.T) {
	fr := func(s string) string {
		return map[string]string{"fix": "fixation|fixations", "bridge": "pont|ponts"}[s]
	}
	for _, c := range []struct {
		c      solve.Count
		en, fr string
	}{
		{solve.Count{N: 1, Word: "fix", Words: "fixes"}, "1 fix", "1 fixation"},
		{solve.Count{N: 0, Word: "fix", Words: "fixes"}, "0 fixes", "0 fixation"},
		{solve.Count{N: 12, Word: "fix", Words: "fixes"}, "12 fixes", "12 fixations"},
		{solve.Count{N: 3, Word: "bridge", As: "03"}, "03 bridges", "03 ponts"},
		{solve.Count{N: 1, Word: "bridge", As: "01"}, "01 bridge", "01 pont"},
		{solve.Count{N: 2, Word: "bridge"}, "2 bridges", "2 ponts"},
	} {
		if got := c.c.In(nil); got != c.en {
			t.Errorf("%+v in English: %q, want %q", c.c, got, c.en)
		}
		if got := c.c.In(fr); got != c.fr {
			t.Errorf("%+v in French: %q, want %q", c.c, got, c.fr)
		}
	}
}
