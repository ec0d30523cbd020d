package cli

import (
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"

	"grille/solve/catalog"
	"grille/solve/lp/lpsolve"
)

func docsEnv() Env { return Env{LP: lpsolve.New()} }

// helpFlags are the flag names a command's --help lists.
func helpFlags(t *testing.T, cmd string) []string {
	code, out, _ := run(t, "", cmd, "--help")
	if code != ExitOK {
		t.Fatalf("grille %s --help: exit %d", cmd, code)
	}
	_, opts, _ := strings.Cut(out, "\nOptions:\n")
	var names []string
	for _, m := range regexp.MustCompile(`(?m)^  -(\S+)`).FindAllStringSubmatch(opts, -1) {
		names = append(names, m[1])
	}
	return names
}

// TestManPages: a page per command and one for grille, each naming every
// flag --help lists with --help's own text, and (when man is installed)
// rendered by man without a warning.
func TestManPages(t *testing.T) {
	pages := ManPages(docsEnv(), "9.9.9", "2026-01-02")
	var want []string
	for _, c := range commands() {
		if c.run != nil {
			want = append(want, "grille-"+c.name+".1")
		}
	}
	want = append(want, "grille.1")
	var got []string
	for name := range pages {
		got = append(got, name)
	}
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Fatalf("pages %v, want %v", got, want)
	}
	dir := t.TempDir()
	for _, c := range commands() {
		if c.run == nil {
			continue
		}
		page := pages["grille-"+c.name+".1"]
		if !strings.Contains(page, ".TH GRILLE\\-"+strings.ToUpper(c.name)+" 1 2026-01-02 \"Grille 9.9.9\"") {
			t.Errorf("%s: no .TH header with version and date:\n%s", c.name, page)
		}
		// The whatis line lintian and mandb read: "name \- summary".
		if !strings.Contains(page, ".SH NAME\ngrille\\-"+c.name+" \\- "+roffEscape(c.summary)+"\n") {
			t.Errorf("%s: bad NAME section:\n%s", c.name, page)
		}
		if !strings.Contains(pages["grille.1"], ".BR grille\\-"+c.name+" (1)") {
			t.Errorf("grille.1 does not refer to grille-%s(1)", c.name)
		}
		for _, f := range helpFlags(t, c.name) {
			if !strings.Contains(page, ".B \\-\\-"+roffEscape(f)) {
				t.Errorf("grille-%s.1 lacks --%s", c.name, f)
			}
		}
	}
	for name, page := range pages {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(page), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := exec.LookPath("man"); err != nil {
		t.Log("man not installed: pages not rendered")
		return
	}
	for name := range pages {
		cmd := exec.Command("man", "--warnings", "-E", "UTF-8", "-l", "-Tutf8", filepath.Join(dir, name))
		cmd.Env = append(os.Environ(), "MANWIDTH=80", "LC_ALL=C.UTF-8", "MAN_DISABLE_SECCOMP=1")
		var stderr strings.Builder
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil || stderr.Len() > 0 {
			t.Errorf("man -l %s: %v\n%s", name, err, stderr.String())
		}
		if name == "grille-solve.1" {
			// --help's texts, as man prints them (refilled; dashes may be Unicode).
			plain := regexp.MustCompile(".\b").ReplaceAllString(string(out), "") // overstrike bold
			text := strings.Join(strings.Fields(strings.ReplaceAll(plain, "‐", "-")), " ")
			for _, s := range []string{"Solves every puzzle in the files", "time limit per puzzle", "--timeout duration", "(default 10s)", "(default the number of CPUs)"} {
				if !strings.Contains(text, s) {
					t.Errorf("man grille-solve lacks %q:\n%s", s, text)
				}
			}
		}
	}
}

// TestMachineDefaults: a default that --help prints from the machine it
// runs on (the CPU count) is in machineDefaults, so man pages made on the
// build machine do not carry its number.
func TestMachineDefaults(t *testing.T) {
	defaults := func(procs int) map[string]string {
		old := runtime.GOMAXPROCS(procs)
		defer runtime.GOMAXPROCS(old)
		env := docsEnv()
		env.types = catalog.Types(env.LP)
		m := map[string]string{}
		for _, h := range helpPages(env) {
			h.flags.VisitAll(func(f *flag.Flag) { m[h.name+"."+f.Name] = f.DefValue })
		}
		return m
	}
	one, three := defaults(1), defaults(3)
	for k, v := range one {
		if _, listed := machineDefaults[k]; three[k] != v && !listed {
			t.Errorf("--%s's default follows the CPU count (%s, %s) but is not in machineDefaults", k, v, three[k])
		}
	}
	for k := range machineDefaults {
		if _, ok := one[k]; !ok {
			t.Errorf("machineDefaults names %s, which no command has", k)
		}
	}
}

// complete runs the completion script in bash as bash would for the words
// typed so far (the last one is the word being completed).
func complete(t *testing.T, script string, words ...string) []string {
	t.Helper()
	quoted := make([]string, len(words))
	for i, w := range words {
		quoted[i] = "'" + w + "'"
	}
	prog := "source " + script + "\nCOMP_WORDS=(" + strings.Join(quoted, " ") + ")\nCOMP_CWORD=" +
		strconv.Itoa(len(words)-1) + "\n_grille\nprintf '%s\\n' \"${COMPREPLY[@]}\"\n"
	cmd := exec.Command("bash", "--norc", "--noprofile", "-c", prog)
	cmd.Dir = t.TempDir() // no files to offer
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("bash: %v", err)
	}
	var got []string
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if l != "" {
			got = append(got, l)
		}
	}
	slices.Sort(got)
	return got
}

func TestBashCompletion(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	env := docsEnv()
	script := filepath.Join(t.TempDir(), "grille")
	if err := os.WriteFile(script, []byte(BashCompletion(env)), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("bash", "--norc", "-c", "source "+script+" && complete -p grille").Output()
	if err != nil || !strings.Contains(string(out), "-F _grille grille") {
		t.Fatalf("complete -p grille: %q, %v", out, err)
	}
	types := catalog.Types(env.LP)
	var names []string
	for _, ty := range types {
		names = append(names, ty.TypeName())
	}
	ids := func(name string) []string {
		ty, _ := catalog.Lookup(types, name)
		return ty.Erased().Methods.IDs()
	}
	sorted := func(s []string) []string { s = slices.Clone(s); slices.Sort(s); return s }
	var cmds []string
	for _, c := range commands() {
		cmds = append(cmds, c.name)
	}
	last := names[len(names)-1]
	lastIDs := ids(last)
	var benchWant []string
	for _, id := range lastIDs {
		benchWant = append(benchWant, lastIDs[0]+","+id)
	}
	tests := []struct {
		words []string
		want  []string
	}{
		{[]string{"grille", ""}, sorted(cmds)},
		{[]string{"grille", "so"}, []string{"solve"}},
		{[]string{"grille", "help", "ge"}, []string{"generate"}},
		{[]string{"grille", "solve", "--ty"}, []string{"--type"}},
		{[]string{"grille", "methods", "-"}, []string{"--help"}},
		{[]string{"grille", "solve", "--type", ""}, sorted(names)},
		{[]string{"grille", "solve", "--type", "="}, sorted(names)},
		{[]string{"grille", "solve", "--method", ""}, sorted(ids(names[0]))},
		{[]string{"grille", "solve", "--type", last, "--method", ""}, sorted(lastIDs)},
		{[]string{"grille", "bench", "-type", "=", last, "f.txt", "--method", ""}, sorted(lastIDs)},
		{[]string{"grille", "bench", "--type", last, "--method", lastIDs[0] + ","}, sorted(benchWant)},
		{[]string{"grille", "solve", "--timeout", ""}, nil},
	}
	for _, tt := range tests {
		if got := complete(t, script, tt.words...); !slices.Equal(got, tt.want) {
			t.Errorf("%q: got %q, want %q", tt.words, got, tt.want)
		}
	}
	// Every flag of every command's --help is offered after "--".
	for _, c := range commands() {
		if c.run == nil {
			continue
		}
		got := complete(t, script, "grille", c.name, "--")
		for _, f := range helpFlags(t, c.name) {
			if !slices.Contains(got, "--"+f) {
				t.Errorf("grille %s --<TAB> lacks --%s: %q", c.name, f, got)
			}
		}
	}
}
