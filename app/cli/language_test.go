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

// TestFrenchSolverMessages: the solvers' own sentences (explain's steps and
// grade, solve's result line and its reason) follow Lang, and stay the
// same English under "en"; JSON records stay English in both.
func TestFrenchSolverMessages(t *testing.T) {
	const puzzle = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n"
	for _, c := range []struct {
		lang string
		args []string
		want []string
		not  string
	}{
		{"fr", []string{"explain", "-"}, []string{"stdin: grille 9×9, 18 chiffres donnés", "  1. Unicité (singleton caché) : Dans le bloc 7, le 7 ne peut aller qu'en r9c3.", "la plus difficile : Filet forçant (case)"}, "In box"},
		{"en", []string{"explain", "-"}, []string{"stdin: 9×9 puzzle, 18 givens", "  1. Hidden single (Unicité): In box 7, 7 can only go in r9c3.", "hardest Cell forcing net"}, "Dans le"},
		{"fr", []string{"solve", "--method", "backtrack", "--timeout", "1ns", "-"}, []string{"stdin : Inconnu en ", "(limite de temps de 1ns atteinte)"}, "reached"},
		{"en", []string{"solve", "--method", "backtrack", "--timeout", "1ns", "-"}, []string{"stdin: Unknown in ", "(time limit 1ns reached)"}, "atteinte"},
		{"fr", []string{"solve", "--json", "--method", "backtrack", "--timeout", "1ns", "-"}, []string{`"msg":"time limit 1ns reached"`}, "atteinte"},
	} {
		var out, errb bytes.Buffer
		Main(Env{Stdin: strings.NewReader(puzzle), Stdout: &out, Stderr: &errb, Lang: c.lang}, c.args)
		for _, w := range c.want {
			if !strings.Contains(out.String(), w) {
				t.Errorf("grille %v (%s): no %q in\n%s%s", c.args, c.lang, w, out.String(), errb.String())
			}
		}
		if strings.Contains(out.String(), c.not) {
			t.Errorf("grille %v (%s): %q in\n%s", c.args, c.lang, c.not, out.String())
		}
	}
}

// TestFrenchParseErrors: a reader's error follows Lang, FILE:LINE:COL
// kept, its counts in French and its words elided; English is unchanged.
func TestFrenchParseErrors(t *testing.T) {
	for _, c := range []struct {
		lang, typ, in, want string
	}{
		{"fr", "sudoku", "5 3 x\n", "grille : stdin:1: grille de 3 colonnes : le côté doit être un carré, 4, 9, 16, 25 ou 36\n"},
		{"en", "sudoku", "5 3 x\n", "grille: stdin:1: grid of 3 columns: the side must be a square number, 4, 9, 16, 25 or 36\n"},
		{"fr", "shikaku", "3 4\n1 2 3\n", "stdin:2:6: la ligne 1 a 3 cases, il en faut 4 (toutes les lignes doivent avoir la même longueur)\n"},
		{"fr", "hashi", "3 . 1\n. x .\n", "stdin:2:3: \"x\" inattendu : il faut «\u00a0.\u00a0» ou une valeur d'île de 1 à 8\n"},
		{"fr", "sudoku", "hello\n", "stdin:1:1: la ligne a 5 caractères ; une grille sur une ligne en a 16, 81, 256, 625 ou 1296"},
	} {
		var out, errb bytes.Buffer
		code := Main(Env{Stdin: strings.NewReader(c.in), Stdout: &out, Stderr: &errb, Lang: c.lang}, []string{"solve", "--type", c.typ, "-"})
		if code != ExitBadInput || !strings.Contains(errb.String(), c.want) {
			t.Errorf("%s %s %q: status %d, stderr %q, want %q", c.lang, c.typ, c.in, code, errb.String(), c.want)
		}
	}
}
