//go:build smoke

package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestQuietTerminal runs the real binary's terminal commands under the
// locales of Debian's containers, CI images and cron, which Fyne's lang
// package used to report on standard error at every start ("Fyne error:
// Error parsing user locale C"): standard error must stay empty.
// GRILLE_BIN names another binary (make dist-test: the installed one).
func TestQuietTerminal(t *testing.T) {
	bin, err := filepath.Abs("../grille")
	if err != nil {
		t.Fatal(err)
	}
	if env := os.Getenv("GRILLE_BIN"); env != "" {
		bin = env
	}
	if _, err := os.Stat(bin); err != nil {
		t.Fatalf("build the binary first (make build): %v", err)
	}
	// The locale variables of the test's own environment are removed
	// first, so each case sets exactly what it names.
	var base []string
	for _, kv := range os.Environ() {
		switch k, _, _ := strings.Cut(kv, "="); k {
		case "LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_CTYPE":
		default:
			base = append(base, kv)
		}
	}
	locales := [][]string{
		{"LANG=C.UTF-8"}, {"LANG=C.utf8"}, {"LANG=C"}, {"LANG=POSIX"}, {},
		{"LC_ALL=C"}, {"LC_ALL=C.UTF-8"}, {"LC_ALL=POSIX.UTF-8", "LANG=en_GB.UTF-8"},
	}
	sample, err := filepath.Abs("../assets/samples/sudoku.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"methods"}, {"help"}, {"solve", sample}} {
		for _, loc := range locales {
			var stdout, stderr bytes.Buffer
			cmd := exec.Command(bin, args...)
			cmd.Env = append(append([]string{}, base...), loc...)
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			if err := cmd.Run(); err != nil {
				t.Errorf("%v grille %v: %v\n%s", loc, args, err, stderr.String())
				continue
			}
			if stderr.Len() > 0 {
				t.Errorf("%v grille %v wrote on standard error:\n%s", loc, args, stderr.String())
			}
			if stdout.Len() == 0 {
				t.Errorf("%v grille %v wrote nothing on standard output", loc, args)
			}
		}
	}
}
