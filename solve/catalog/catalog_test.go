package catalog

import (
	"slices"
	"testing"
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
		if e.Title == "" || e.Summary == "" || e.Parse == nil || e.ParseOne == nil || e.Text == nil ||
			e.Verify == nil || e.Clone == nil || e.Equal == nil || e.Bare == nil || e.Describe == nil {
			t.Errorf("%s: a required field is missing", e.Name)
		}
		if len(e.Methods.Methods()) == 0 {
			t.Errorf("%s: no methods", e.Name)
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
