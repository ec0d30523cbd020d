package clocale

import (
	"go/build"
	"slices"
	"testing"
)

func TestFix(t *testing.T) {
	tests := []struct {
		env  map[string]string
		want string // LANGUAGE afterwards
	}{
		{map[string]string{"LANG": "C.UTF-8"}, "en"},
		{map[string]string{"LANG": "C.utf8"}, "en"},
		{map[string]string{"LANG": "POSIX.UTF-8"}, "en"},
		{map[string]string{"LANG": "C@euro"}, "en"},
		{map[string]string{"LC_ALL": "C.UTF-8", "LANG": "fr_FR.UTF-8"}, "en"},
		{map[string]string{"LC_MESSAGES": "C.UTF-8", "LANG": "fr_FR.UTF-8"}, "en"},
		// Already parseable, or go-locale already treats them as "no preference".
		{map[string]string{"LANG": "C"}, ""},
		{map[string]string{"LANG": "POSIX"}, ""},
		{map[string]string{}, ""},
		{map[string]string{"LANG": "fr_FR.UTF-8"}, ""},
		{map[string]string{"LC_ALL": "fr_FR.UTF-8", "LANG": "C.UTF-8"}, ""},
		{map[string]string{"LANG": "Ca_ES.UTF-8"}, ""}, // not C: a (miscased) language
		{map[string]string{"LANG": "CC.UTF-8"}, ""},
		// The user's own list of languages wins.
		{map[string]string{"LANG": "C.UTF-8", "LANGUAGE": "fr"}, "fr"},
	}
	for _, tt := range tests {
		env := map[string]string{}
		for k, v := range tt.env {
			env[k] = v
		}
		Fix(func(k string) string { return env[k] },
			func(k, v string) error { env[k] = v; return nil })
		if got := env["LANGUAGE"]; got != tt.want {
			t.Errorf("%v: LANGUAGE = %q, want %q", tt.env, got, tt.want)
		}
	}
}

// TestImportsOnlyOS guards the init order the package comment relies on:
// importing only "os", and sorting before "log", it is initialised before
// any package that imports log (Fyne's lang).
func TestImportsOnlyOS(t *testing.T) {
	p, err := build.ImportDir(".", 0)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(p.Imports, []string{"os"}) {
		t.Errorf("imports %v; only os keeps it initialised before Fyne's lang", p.Imports)
	}
	if path := "grille/app/clocale"; path >= "log" {
		t.Errorf("%s sorts after log", path)
	}
}
