package sudoku

import (
	"errors"
	"math/bits"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"grille/solve"
)

// position9 is testdata/game.txt's game: givens, digits of the player's
// and the solver's, and pencil marks in two cells.
func position9(t *testing.T) solve.Game[Grid] {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "game.txt"))
	if err != nil {
		t.Fatal(err)
	}
	g, err := ParseGame("game.txt", data)
	if err != nil {
		t.Fatal(err)
	}
	g.Play.Cells[8] = 0 // the player's 8 in r1c9 clashes with the solver's in r1c6
	return g
}

// position4 is a 4×4 game with marks.
func position4(t *testing.T) solve.Game[Grid] {
	t.Helper()
	g, err := ParseGame("4x4", []byte("1 . . 4\n. 4 . .\n. . 4 .\n4 . . 1\nplay\ndigit r1c2 2\nmarks r3c1 2 3\n"))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// samePosition reports how b, read back from a position form, differs
// from a: the same digits on the board (givens when the form keeps them
// apart), and every other cell's candidates as PositionCandidates says,
// a lone candidate having become a digit.
func samePosition(a, b solve.Game[Grid], givens bool) string {
	if givens && !b.Puzzle.Equal(a.Puzzle) {
		return "givens " + b.Puzzle.Line() + ", want " + a.Puzzle.Line()
	}
	cands := PositionCandidates(a.Play, a.Marks)
	for i, v := range a.Play.Cells {
		want := v
		if v == 0 && cands[i]&(cands[i]-1) == 0 && cands[i] != 0 {
			want = uint8(digitOf(cands[i]))
		}
		if b.Play.Cells[i] != want {
			return CellName(a.Puzzle.Order, i) + " holds " + string(Symbol(int(b.Play.Cells[i]))) + ", want " + string(Symbol(int(want)))
		}
		if want != 0 {
			if i < len(b.Marks) && b.Marks[i] != 0 {
				return CellName(a.Puzzle.Order, i) + " holds a digit and marks"
			}
			continue
		}
		var got uint64
		if i < len(b.Marks) {
			got = b.Marks[i]
		}
		if got == 0 {
			got = PositionCandidates(b.Play, nil)[i] // no marks: every candidate
		}
		if got != cands[i] {
			return CellName(a.Puzzle.Order, i) + " has candidates " + digitString(got) + ", want " + digitString(cands[i])
		}
	}
	return ""
}

func digitOf(m uint64) int {
	d := 0
	for m > 1 {
		m >>= 1
		d++
	}
	return d + 1
}

func TestPositionGolden(t *testing.T) {
	g9, g4 := position9(t), position4(t)
	pm9, err := PositionText(g9)
	if err != nil {
		t.Fatal(err)
	}
	pm4, err := PositionText(g4)
	if err != nil {
		t.Fatal(err)
	}
	wiki, err := WikiPositionLink(g9)
	if err != nil {
		t.Fatal(err)
	}
	outputs := []struct {
		file, got string
		game      solve.Game[Grid]
		givens    bool
	}{
		{"9x9.position.txt", pm9, g9, false},
		{"4x4.position.txt", pm4, g4, false},
		{"9x9.wiki.txt", wiki + "\n", g9, true},
	}
	for _, o := range outputs {
		path := filepath.Join("testdata", "golden", o.file)
		if *update {
			if err := os.WriteFile(path, []byte(o.got), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run with -update to create it)", err)
		}
		if o.got != string(want) {
			t.Errorf("%s:\ngot\n%s\nwant\n%s", path, o.got, want)
		}
		back, err := ParseGame(path, want)
		if err != nil {
			t.Fatalf("%s does not read back: %v", path, err)
		}
		if d := samePosition(o.game, back, o.givens); d != "" {
			t.Errorf("%s reads back wrong: %s", path, d)
		}
	}
}

// TestPositionForms reads positions as other programs print them.
func TestPositionForms(t *testing.T) {
	// HoDoKu's Copy PM grid of a board with r1c1 to r1c3 solved.
	hodoku := `.----------------.----------------.-------------.
| 1    2    3    | 456  456  456  | 789  789  789 |
| 456  456  456  | 789  789  789  | 123  123  123 |
| 789  789  789  | 123  123  123  | 456  456  456 |
:----------------+----------------+-------------:
| 23   13   12   | 5    4    6    | 9    8    7   |
| 56   46   45   | 8    7    9    | 3    2    1   |
| 89   79   78   | 2    1    3    | 6    5    4   |
:----------------+----------------+-------------:
| 23   13   12   | 6    5    4    | 8    7    9   |
| 56   46   45   | 9    8    7    | 2    1    3   |
| 89   79   78   | 3    2    1    | 5    4    6   |
'----------------'----------------'-------------'
`
	// The same, boxed as the Sudoku Explainer family prints it.
	explainer := strings.NewReplacer(".", "+", ":", "+", "'", "+").Replace(hodoku)
	for name, text := range map[string]string{"hodoku": hodoku, "explainer": explainer} {
		g, err := ParseGame(name, []byte(text))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if g.Puzzle.Filled() != 3+6*6 || g.Puzzle.At(0, 2) != 3 || g.Puzzle.At(3, 3) != 5 {
			t.Errorf("%s: givens %s", name, g.Puzzle.Line())
		}
		if g.Marks[3] != 0b111000 || g.Marks[9*3] != 0b110 || g.Marks[9] != 0b111000 {
			t.Errorf("%s: marks %v", name, g.Marks[:30])
		}
		// A command reads the puzzle: its lone digits.
		p, err := ParseOne(name, []byte(text))
		if err != nil || !p.Equal(g.Puzzle) {
			t.Errorf("%s: ParseOne = %v, %v", name, p.Line(), err)
		}
	}
	// SudokuWiki's string, bare and in its link, and the link of a puzzle.
	wiki := "03" + strings.Repeat("vu", 80)
	for _, text := range []string{wiki, "https://www.sudokuwiki.org/sudoku.htm?bd=" + wiki, "www.sudokuwiki.org/sudoku.htm?bd=" + wiki + "&x=1"} {
		g, err := ParseGame("wiki", []byte(text))
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if g.Puzzle.Filled() != 1 || g.Puzzle.Cells[0] != 1 || g.Marks[1] != 511 {
			t.Errorf("%s: %s, marks %v", text, g.Puzzle.Line(), g.Marks[:2])
		}
	}
	line := "1" + strings.Repeat("0", 80)
	g, err := ParseOne("link", []byte("https://www.sudokuwiki.org/sudoku.htm?bd="+line))
	if err != nil || g.Line() != "1"+strings.Repeat(".", 80) {
		t.Errorf("81-digit link: %s, %v", g.Line(), err)
	}
	// Placed digits keep apart from givens in SudokuWiki's string.
	g0 := position9(t)
	s, _ := WikiString(g0)
	back, err := ParseGame("wiki", []byte(s))
	if err != nil {
		t.Fatal(err)
	}
	if d := samePosition(g0, back, true); d != "" {
		t.Error(d)
	}
}

// TestPositionRoundTrip writes positions of every supported order with
// marks in some cells and reads them back.
func TestPositionRoundTrip(t *testing.T) {
	for _, g := range []solve.Game[Grid]{position9(t), position4(t)} {
		for k := 0; k < 5; k++ {
			h := g
			h.Marks = make([]uint64, len(g.Play.Cells))
			cands := PositionCandidates(g.Play, nil)
			for i := range h.Marks {
				if g.Play.Cells[i] == 0 && (i+k)%3 == 0 && bits.OnesCount64(cands[i]) > 2 {
					h.Marks[i] = cands[i] &^ (cands[i] & -cands[i]) // drop the lowest
				}
			}
			text, err := PositionText(h)
			if err != nil {
				t.Fatal(err)
			}
			back, err := ParseGame("pm", []byte(text))
			if err != nil {
				t.Fatalf("%v\n%s", err, text)
			}
			if d := samePosition(h, back, false); d != "" {
				t.Errorf("pencil-mark grid: %s\n%s", d, text)
			}
			if g.Puzzle.Order != 3 {
				continue
			}
			s, _ := WikiString(h)
			back, err = ParseGame("wiki", []byte(s))
			if err != nil {
				t.Fatal(err)
			}
			if d := samePosition(h, back, true); d != "" {
				t.Errorf("SudokuWiki: %s\n%s", d, s)
			}
		}
	}
	clash := position9(t)
	clash.Play.Cells[8] = 8
	for _, write := range []func(solve.Game[Grid]) (string, error){PositionText, WikiString} {
		if _, err := write(clash); err == nil || err.Error() != "8 stands twice in row 1 (r1c6 and r1c9)" {
			t.Errorf("a board with a repeat: %v", err)
		}
	}
	lone := position4(t)
	lone.Marks = make([]uint64, 16)
	lone.Marks[4], lone.Marks[6] = 4, 4 // 3 the only candidate of r2c1 and r2c3
	if _, err := PositionText(lone); err == nil || !strings.Contains(err.Error(), "one candidate clashes") {
		t.Errorf("two lone candidates 3 in a row: %v", err)
	}
	big := solve.Game[Grid]{Puzzle: New(4), Play: New(4)}
	if _, err := PositionText(big); !errors.Is(err, ErrPositionOrder) {
		t.Errorf("16×16 pencil-mark grid: %v", err)
	}
	if _, err := WikiString(position4(t)); !errors.Is(err, ErrWikiOrder) {
		t.Errorf("4×4 SudokuWiki: %v", err)
	}
	if _, err := WikiLink(New(4)); !errors.Is(err, ErrWikiOrder) {
		t.Errorf("16×16 SudokuWiki link: %v", err)
	}
}

func TestPositionBadInput(t *testing.T) {
	wiki := strings.Repeat("vu", 81)
	link := "https://www.sudokuwiki.org/sudoku.htm?bd="
	row := "| 12 3 4 | 5 6 7 | 8 9 . |\n"
	tests := []struct {
		name, in, pos, msg string
	}{
		{"candidate twice", strings.Replace(row, "12", "11", 1) + strings.Repeat(row, 8), "f:1:3: ", "value 11 out of range 0..9"},
		{"candidate 0", strings.Replace(row, "12", "10", 1) + strings.Repeat(row, 8), "f:1:3: ", "value 10 out of range 0..9"},
		{"candidates in 4×4", "12 . . .\n. . . .\n. . . .\n. . . 5\n", "f:4:7: ", "value 5 out of range 0..4"},
		{"candidate out of range", "15 . . .\n. . . .\n. . . .\n. . . .\n", "f:1:1: ", "value 15 out of range 0..4"},
		{"repeat beside marks", "12 3 . 3\n. . . .\n. . . .\n. . . .\n", "f:1:8: ", "3 stands twice in row 1 (r1c2 and r1c4)"},
		{"wiki bad digit", "vw" + wiki[2:], "f:1:2: ", `unexpected 'w' in SudokuWiki's string`},
		{"wiki digit 10", "w0" + wiki[2:], "f:1:1: ", "base-32 digits"},
		{"wiki not base 32", "x" + wiki[1:], "f:1:1: ", `unexpected 'x' in SudokuWiki's string`},
		{"wiki empty given", "01" + wiki[2:], "f:1:1: ", `r1c1 is marked a given but holds no digit ("01")`},
		{"wiki repeat", "0302" + wiki[4:], "f:1:3: ", "1 stands twice in row 1 (r1c1 and r1c2)"},
		{"wiki trailing", wiki + " x", "f:1:164: ", `unexpected "x" after the puzzle`},
		{"link no board", "https://www.sudokuwiki.org/X_Wing", "f:1:1: ", "SudokuWiki link has no board"},
		{"link short", link + "123", "f:1:42: ", "SudokuWiki's bd= holds 3 characters: want 81 (a puzzle) or 162 (a position)"},
		{"link bad symbol", link + "x" + strings.Repeat("0", 80), "f:1:42: ", "unexpected 'x' in a 9×9 one-line puzzle"},
		{"link repeat", link + "55" + strings.Repeat("0", 79), "f:1:43: ", "5 stands twice in row 1 (r1c1 and r1c2)"},
		{"link wiki repeat", link + "0302" + wiki[4:], "f:1:44: ", "1 stands twice in row 1"},
		{"link wiki bad", link + "vw" + wiki[2:], "f:1:43: ", "unexpected 'w'"},
	}
	for _, tt := range tests {
		_, err := ParseGame("f", []byte(tt.in))
		wantParseError(t, tt.name, err, tt.pos, tt.msg)
	}
}

// checkPosition is the invariant of the position fuzz target: ParseGames
// fails only with a *ParseError inside the input, and every game it reads
// has marks only on empty cells, no digit twice in a unit, and comes back
// the same through the pencil-mark grid and SudokuWiki's string.
func checkPosition(t *testing.T, data []byte) {
	games, err := ParseGames("fuzz", data)
	if err != nil {
		checkParseError(t, data, err)
		return
	}
	for _, g := range games {
		if err := g.Play.Validate(); err != nil {
			t.Fatal(err)
		}
		if err := g.Puzzle.Validate(); err != nil {
			t.Fatal(err)
		}
		if msg := g.Play.Contradiction(); msg != "" {
			t.Fatalf("read a position with a repeat: %s", msg)
		}
		for i, m := range g.Marks {
			if m != 0 && g.Play.Cells[i] != 0 {
				t.Fatalf("%s holds %d and marks", CellName(g.Puzzle.Order, i), g.Play.Cells[i])
			}
		}
		// A lone candidate is written as a digit, which may then clash
		// with another: no form tells them apart.
		lone := false
		for i, m := range PositionCandidates(g.Play, g.Marks) {
			lone = lone || g.Play.Cells[i] == 0 && bits.OnesCount64(m) == 1
		}
		if lone {
			continue
		}
		if text, err := PositionText(g); err == nil {
			back, err := ParseGame("again", []byte(text))
			if err != nil {
				t.Fatalf("cannot reread\n%s: %v", text, err)
			}
			if d := samePosition(g, back, false); d != "" {
				t.Fatalf("reread wrong: %s\n%s", d, text)
			}
		}
		if s, err := WikiString(g); err == nil {
			back, err := ParseGame("again", []byte(s))
			if err != nil {
				t.Fatalf("cannot reread %s: %v", s, err)
			}
			if d := samePosition(g, back, false); d != "" {
				t.Fatalf("reread wrong: %s\n%s", d, s)
			}
		}
	}
}

func FuzzPosition(f *testing.F) {
	f.Add([]byte("12 3 . 4\n. . 3 .\n. 4 . .\n. . . 2\n"))
	f.Add([]byte(".--------.\n| 12 34 | 1 2 |\n:--------+\n| 3 4 | 12 . |\n| 12 3 | 4 . |\n| . . | . 134 |\n'------'\n"))
	f.Add([]byte("03" + strings.Repeat("vu", 80) + "\n"))
	f.Add([]byte("https://www.sudokuwiki.org/sudoku.htm?bd=" + strings.Repeat("4", 1) + strings.Repeat("vu", 80) + "8\n"))
	for _, name := range []string{"9x9.position.txt", "4x4.position.txt", "9x9.wiki.txt"} {
		if b, err := os.ReadFile(filepath.Join("testdata", "golden", name)); err == nil {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) { checkPosition(t, data) })
}

func TestCandidatesString(t *testing.T) {
	for _, tt := range []struct {
		tok  string
		N    int
		want uint64
	}{{"12", 9, 3}, {"91", 9, 0x101}, {"1", 9, 0}, {"11", 9, 0}, {"10", 9, 0}, {"15", 4, 0}, {"34", 4, 12},
		{"1234567891", 9, 0}, {"12", 16, 0}} {
		if got := candidates([]byte(tt.tok), tt.N); got != tt.want {
			t.Errorf("candidates(%q, %d) = %b, want %b", tt.tok, tt.N, got, tt.want)
		}
	}
	if !slices.Equal(PositionCandidates(Grid{Order: 2, Cells: []uint8{1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}}, []uint64{0, 4})[:3], []uint64{1, 4, 14}) {
		t.Error("PositionCandidates")
	}
}
