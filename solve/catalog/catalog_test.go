package catalog

import (
	"fmt"
	"slices"
	"testing"

	"grille/solve"
	"grille/solve/solvetest/latin"
	"grille/solve/solvetest/latin/latintype"
)

func TestTypes(t *testing.T) {
	types := Types(nil)
	if got := Names(types); got != "sudoku, shikaku, hashi" {
		t.Errorf("Names = %q", got)
	}
	seen := map[string]bool{}
	for _, d := range types {
		e := d.Erased()
		if seen[e.Name] {
			t.Errorf("two types named %q", e.Name)
		}
		seen[e.Name] = true
		if err := d.Check(); err != nil {
			t.Error(err)
		}
		if got, ok := Lookup(types, e.Name); !ok || got != d {
			t.Errorf("Lookup(%q) = %v, %v", e.Name, got, ok)
		}
	}
	if _, ok := Lookup(types, "kakuro"); ok {
		t.Error("Lookup found a type that is not there")
	}
}

func TestNamesFile(t *testing.T) {
	types := Types(nil)
	for _, tt := range []struct{ file, first string }{
		{"puzzle.txt", ""},
		{"my-hashi.txt", "hashi"},
		{"Hs_24_100_25_00_001.has", "hashi"},
		{"shikaku.txt", "shikaku"},
	} {
		var named []string
		for _, d := range types {
			if d.NamesFile(tt.file) {
				named = append(named, d.TypeName())
			}
		}
		if want := []string{tt.first}; tt.first == "" {
			want = nil
		} else if !slices.Equal(named, want) {
			t.Errorf("%q names %v, want %v", tt.file, named, want)
		}
	}
}

// TestChecked: a type the recipe makes (solve/solvetest/latin, the
// required parts only) joins the catalog's; one that lacks a required
// part, or takes a name already taken, is refused with its name and what
// it lacks.
func TestChecked(t *testing.T) {
	types := Checked(append(Types(nil), latintype.New())...)
	if got := Names(types); got != "sudoku, shikaku, hashi, latin" {
		t.Errorf("Names = %q", got)
	}
	lacking := &solve.Type[latin.Square]{Name: "latin", Title: "Latin square", Parse: latin.Type.Parse,
		GameText: func(solve.Game[latin.Square]) string { return "" }}
	for _, tc := range []struct {
		types []solve.Described
		want  string
	}{
		{[]solve.Described{latin.Type}, `catalog: puzzle type "latin" lacks a method`},
		{[]solve.Described{lacking}, `catalog: puzzle type "latin" lacks Summary, CopyName, ParseOne, Each, Text, Copy, ` +
			`Picture, Verify, Clone, Equal, Bare, Describe, a method, all of GameText, ParseGames and ParseGame, or none`},
		{[]solve.Described{latintype.New(), latintype.New()}, `catalog: two puzzle types named "latin"`},
	} {
		got := func() (msg string) {
			defer func() { msg = fmt.Sprint(recover()) }()
			Checked(tc.types...)
			return ""
		}()
		if got != tc.want {
			t.Errorf("Checked panics with %q, want %q", got, tc.want)
		}
	}
}
