package catalog

import (
	"testing"
)

func TestTypes(t *testing.T) {
	types := Types()
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

func TestFileOrder(t *testing.T) {
	types := Types()
	for _, tt := range []struct{ file, first string }{
		{"puzzle.txt", "sudoku"},
		{"my-hashi.txt", "hashi"},
		{"Hs_24_100_25_00_001.has", "hashi"},
		{"shikaku.txt", "shikaku"},
	} {
		got := FileOrder(types, tt.file)
		if len(got) != len(types) || got[0].TypeName() != tt.first {
			t.Errorf("FileOrder(%q) starts with %s, want %s", tt.file, got[0].TypeName(), tt.first)
		}
	}
}
