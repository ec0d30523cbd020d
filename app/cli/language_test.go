package cli

import (
	"bytes"
	"os"
	"path/filepath"
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

// TestFrenchReadersKeepNoEnglish: every reader's error a bad grid or game
// file of each type gives reads whole in French: no word of its English
// remains but the file's own syntax (the play block's keywords), the
// input's words and the names that read the same in both; FILE:LINE:COL
// is kept.
func TestFrenchReadersKeepNoEnglish(t *testing.T) {
	const hashiGrid = "2 . 3 . 2\n. . . . .\n3 . 4 . 2\n. . . . .\n1 . 2 . 1\n"
	const shikakuGrid = "2 . 3 . .\n. . . . 3\n4 . . . .\n. . 2 . .\n. 3 . . 3\n"
	const sudokuGrid = "5 3 0 0 7 0 0 0 0\n6 0 0 1 9 5 0 0 0\n0 9 8 0 0 0 0 6 0\n8 0 0 0 6 0 0 0 3\n4 0 0 8 0 3 0 0 1\n7 0 0 0 2 0 0 0 6\n0 6 0 0 0 0 2 8 0\n0 0 0 4 1 9 0 0 5\n0 0 0 0 8 0 0 7 9\n"
	same := map[string]bool{ // words the French keeps: file syntax and names
		"bridge": true, "solver": true, "rect": true, "digit": true, "marks": true, "play": true,
		"Hashi": true, "Simon": true, "Tatham": true, "Bridges": true, "Rectangles": true, "Solo": true,
		"stdin": true, "grille": true, "URL": true, "SudokuWiki": true, "puzz": true, "link": true, "rectangle": true, "direction": true, "description": true, "position": true,
	}
	for _, c := range []struct{ typ, in, where string }{
		{"hashi", "2 . 3\n. .\n", "stdin:2:4:"},
		{"hashi", "2 . 3 . 2\n. . . .\n", "stdin:2:"},
		{"hashi", ". . .\n. . .\n", "stdin:"},
		{"hashi", "3x3m3:2a2d", "stdin:1:"},
		{"hashi", "3 3 9\n2 . 2\n. . .\n2 . 2\n", "stdin:1:"},
		{"hashi", "3x3L:2a2d", "stdin:1:"},
		{"hashi", "3x3:2a2d9", "stdin:1:"},
		{"shikaku", "3x3:2a2d9x", "stdin:1:"},
		{"hashi", hashiGrid + "play\nbrdge r1c1 r1c3 1\n", "stdin:7:1:"},
		{"hashi", hashiGrid + "play\nbridge r1c1 r1c3\n", "stdin:7:"},
		{"hashi", hashiGrid + "play\nbridge r1c1 r1c3 1 2\n", "stdin:7:"},
		{"hashi", hashiGrid + "play\nbridge r1c1 r2c2 1\n", "stdin:7:"},
		{"hashi", hashiGrid + "play\nbridge r1c1 r1c5 1\n", "stdin:7:"},
		{"hashi", hashiGrid + "play\nbridge r1c1 r3c3 1\n", "stdin:7:"},
		{"hashi", hashiGrid + "play\nbridge r1c1 r1c3 3\n", "stdin:7:"},
		{"hashi", hashiGrid + "play\nbridge r1c1 r1c1 1\n", "stdin:7:"},
		{"hashi", hashiGrid + "play\nbridge r1c1 r1c3 1\nbridge r1c3 r1c1 2\n", "stdin:8:"},
		{"hashi", hashiGrid + "play\nbridge x1 r1c3 1\n", "stdin:7:"},
		{"hashi", hashiGrid + "play\nbridge r9c1 r1c3 1\n", "stdin:7:"},
		{"shikaku", shikakuGrid + "play\nrec r1c1 1x2\n", "stdin:7:1:"},
		{"shikaku", shikakuGrid + "play\nrect r1c1\n", "stdin:7:"},
		{"shikaku", shikakuGrid + "play\nrect r1c1 1y2\n", "stdin:7:"},
		{"shikaku", shikakuGrid + "play\nrect r1c1 9x2\n", "stdin:7:"},
		{"shikaku", shikakuGrid + "play\nrect r1c1 1x2\nrect r1c2 2x2\n", "stdin:8:"},
		{"shikaku", shikakuGrid + "play\nsolver rect r1c1 1x2\n", "stdin:7:"},
		{"shikaku", "2 . 3\n. .\n", "stdin:2:"},
		{"shikaku", "3 3\n2 . 2\n", "stdin:"},
		{"sudoku", sudokuGrid + "play\ndigits r1c3 4\n", "stdin:11:1:"},
		{"sudoku", sudokuGrid + "play\ndigit r1c3\n", "stdin:11:"},
		{"sudoku", sudokuGrid + "play\ndigit r1c1 4\n", "stdin:11:"},
		{"sudoku", sudokuGrid + "play\ndigit r1c3 x\n", "stdin:11:"},
		{"sudoku", sudokuGrid + "play\nmarks r1c3\n", "stdin:11:"},
		{"sudoku", sudokuGrid + "play\nsolver marks r1c3 1\n", "stdin:11:"},
		{"sudoku", sudokuGrid + "play\ndigit r1c3 4\ndigit r1c3 4\n", "stdin:12:"},
		{"sudoku", "https://puzz.link/p?sudoku/9/8/g\n", "stdin:1:"},
		{"sudoku", "https://puzz.link/p?sudoku/7/7/g\n", "stdin:1:"},
		{"sudoku", "https://www.sudokuwiki.org/sudoku.htm?bd=123\n", "stdin:1:"},
		{"hashi", "3x3m03:2a2d", "stdin:1:"},
		{"sudoku", "553007000600195000098000060800060003400803001700020006060000280000419005000080079\n", "stdin:1:2:"},
		{"sudoku", "503007000600195000098000060800060003400803001700020006560000280000419005000080079\n", "stdin:1:55:"},
	} {
		var msg [2]string
		for i, lang := range []string{"en", "fr"} {
			var out, errb bytes.Buffer
			code := Main(Env{Stdin: strings.NewReader(c.in), Stdout: &out, Stderr: &errb, Lang: lang}, []string{"solve", "--type", c.typ, "-"})
			msg[i] = errb.String()
			if code != ExitBadInput || !strings.Contains(msg[i], c.where) {
				t.Errorf("%s %s %q: status %d, stderr %q, want an error at %s", lang, c.typ, c.in, code, msg[i], c.where)
			}
		}
		t.Logf("%s\n%s", msg[0], msg[1])
		input := map[string]bool{}
		for _, w := range strings.FieldsFunc(c.in, notLetter) {
			input[w] = true
		}
		frWords := map[string]bool{}
		for _, w := range strings.FieldsFunc(msg[1], notLetter) {
			frWords[w] = true
		}
		for _, w := range strings.FieldsFunc(msg[0], notLetter) {
			if len(w) > 1 && !same[w] && !input[w] && frWords[w] && !frWords[w+"é"] {
				t.Errorf("%s %q: English %q remains in the French:\n%s", c.typ, c.in, w, msg[1])
			}
		}
	}
}

func notLetter(r rune) bool { return !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z') }

// TestFrenchPrintCaption: a worksheet's caption (what the puzzle is and
// its grade) follows Lang; English is unchanged.
func TestFrenchPrintCaption(t *testing.T) {
	const puzzle = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n"
	for _, c := range []struct{ lang, want string }{
		{"fr", ">1. grille 9×9, 18 chiffres donnés, Extrême<"},
		{"en", ">1. 9×9 puzzle, 18 givens, Extreme<"},
	} {
		out := filepath.Join(t.TempDir(), "sheet.svg")
		var stdout, errb bytes.Buffer
		code := Main(Env{Stdin: strings.NewReader(puzzle), Stdout: &stdout, Stderr: &errb, Lang: c.lang}, []string{"print", "-o", out, "-"})
		data, err := os.ReadFile(out)
		if code != ExitOK || err != nil || !strings.Contains(string(data), c.want) {
			t.Errorf("print in %s: status %d, %v, stderr %q; want %q in the sheet", c.lang, code, err, errb.String(), c.want)
		}
	}
}
