package cli

import (
	"bytes"
	"strings"
	"testing"
)

// TestFrenchHelp: with Lang "fr" the help, a command's usage and a usage
// mistake are in French; the English texts are the other tests' business.
func TestFrenchHelp(t *testing.T) {
	for _, c := range []struct {
		args     []string
		code     int
		out, err string
	}{
		{[]string{"help"}, ExitOK, "Commandes :", ""},
		{[]string{"help"}, ExitOK, "résout des grilles depuis des fichiers", ""},
		{[]string{"solve", "--help"}, ExitOK, "Code de sortie", ""},
		{[]string{"print", "--help"}, ExitOK, "fichier de sortie : .pdf, .svg ou .png", ""},
		{[]string{"methods"}, ExitOK, "heuristique Relaxation linéaire avec fixation (Sirdey)", ""},
		{[]string{"nosuch"}, ExitBadInput, "", "grille : commande inconnue \"nosuch\""},
		{[]string{"solve", "--nosuch"}, ExitBadInput, "", "(voir « grille solve --help »)"},
		{[]string{"solve"}, ExitBadInput, "", "grille : solve : pas d'entrée"},
		{[]string{"print", "x.txt"}, ExitBadInput, "", "grille : print : donnez le fichier de sortie avec -o"},
		{[]string{"solve", "--type", "nosuch", "-"}, ExitBadInput, "", "grille : solve : type inconnu \"nosuch\""},
	} {
		var out, errb bytes.Buffer
		code := Main(Env{Stdout: &out, Stderr: &errb, Lang: "fr"}, c.args)
		if code != c.code || !strings.Contains(out.String(), c.out) || !strings.Contains(errb.String(), c.err) {
			t.Errorf("grille %v in French: status %d (want %d)\nstdout: %s\nstderr: %s\nwant %q and %q",
				c.args, code, c.code, out.String(), errb.String(), c.out, c.err)
		}
	}
}
