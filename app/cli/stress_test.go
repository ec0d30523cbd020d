//go:build stress

package cli

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestStress runs the heavy cases at full size through the real binary
// (make stress builds it first; GRILLE_BIN names another) and prints the
// time and peak memory of each: the table in BENCHMARKS.md's "Limits" section.
func TestStress(t *testing.T) {
	bin, err := filepath.Abs("../../grille")
	if env := os.Getenv("GRILLE_BIN"); env != "" {
		bin = env
	}
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(bin); err != nil {
		t.Fatalf("build the binary first (make build): %v", err)
	}
	var table strings.Builder
	fmt.Fprintf(&table, "| case | exit | time | limit | peak memory |\n|---|---|---|---|---|\n")
	for _, c := range heavyCases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			args := c.write(t, dir, c.full)
			// GNU time measures the peak memory of grille alone: a child
			// forked straight from this test starts with the test's own
			// memory counted (Go's fork shares it until exec).
			timeFile := filepath.Join(dir, "time.txt")
			cmd := exec.Command("/usr/bin/time", append([]string{"-f", "%M", "-o", timeFile, bin}, args...)...)
			cmd.Env = append(os.Environ(), "LANG=C.UTF-8")
			var out, errb bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &errb
			start := time.Now()
			err := cmd.Run()
			took := time.Since(start)
			code := cmd.ProcessState.ExitCode()
			if err != nil && code < 0 {
				t.Fatal(err)
			}
			kib, err := os.ReadFile(timeFile)
			if err != nil {
				t.Fatalf("GNU time (Debian package time) did not report: %v", err)
			}
			// The last word: GNU time writes "Command exited with non-zero
			// status 2" before it when grille fails.
			var rss int64 // KiB
			if f := strings.Fields(string(kib)); len(f) > 0 {
				fmt.Sscan(f[len(f)-1], &rss)
			}
			if rss == 0 {
				t.Errorf("no peak memory in GNU time's report %q", kib)
			}
			fmt.Fprintf(&table, "| %s | %d | %v | %v | %d MB |\n", c.name, code, took.Round(time.Millisecond), c.limit, rss>>10)
			if !slices.Contains(c.codes, code) {
				t.Errorf("exit %d, want one of %v; stderr %.300q", code, c.codes, errb.String())
			}
			if !strings.Contains(errb.String(), c.want) && !strings.Contains(out.String(), c.want) {
				t.Errorf("no %q in the output; stderr %.300q", c.want, errb.String())
			}
			if took > c.limit {
				t.Errorf("took %v, over its limit %v", took, c.limit)
			}
			if rss>>10 > 500 {
				t.Errorf("peak memory %d MB, over 500 MB", rss>>10)
			}
		})
	}
	t.Log("\n" + table.String())
}
