package sudoku

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"grille/solve/benchdata"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// pattern returns a valid filled grid of order n, with the cells for which
// blank returns true emptied.
func pattern(n int, blank func(i int) bool) Grid {
	g := New(n)
	N := n * n
	for r := 0; r < N; r++ {
		for c := 0; c < N; c++ {
			i := r*N + c
			if blank == nil || !blank(i) {
				g.Cells[i] = uint8(((r%n)*n+r/n+c)%N + 1)
			}
		}
	}
	return g
}

// fromLine builds the expected grid of a test from its one-line form,
// independently of the parser under test.
func fromLine(t *testing.T, n int, s string) Grid {
	t.Helper()
	g := New(n)
	if len(s) != len(g.Cells) {
		t.Fatalf("fromLine: %d characters, want %d", len(s), len(g.Cells))
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '.':
		case '1' <= c && c <= '9':
			g.Cells[i] = c - '0'
		case 'A' <= c && c <= 'Z':
			g.Cells[i] = c - 'A' + 10
		default:
			t.Fatalf("fromLine: bad character %q", c)
		}
	}
	return g
}

// variants are grids of order n that exercise the encoders' edge cases:
// full, sparse, empty, long empty runs (past Solo's 26 and puzz.link's 20),
// adjacent multi-digit givens.
func variants(n int) map[string]Grid {
	N := n * n
	return map[string]Grid{
		"full":      pattern(n, nil),
		"sparse":    pattern(n, func(i int) bool { return i%3 == 0 || i%7 == 1 }),
		"empty":     New(n),
		"firstHalf": pattern(n, func(i int) bool { return i < N*N/2 }),
		"lastOnly":  pattern(n, func(i int) bool { return i != N*N-1 }),
		"firstOnly": pattern(n, func(i int) bool { return i != 0 }),
		"runs":      pattern(n, func(i int) bool { return i%41 != 0 && i%41 != 1 }),
	}
}

func TestRoundTrip(t *testing.T) {
	for n := MinOrder; n <= MaxOrder; n++ {
		for name, g := range variants(n) {
			writers := map[string]string{
				"GridText": g.GridText(),
				"Line":     g.Line(),
				"GameID":   g.GameID(),
				"URL":      g.URL(),
			}
			for w, text := range writers {
				got, err := ParseOne("t", []byte(text))
				if err != nil {
					t.Errorf("order %d %s %s: %v\n%s", n, name, w, err, text)
					continue
				}
				if !got.Equal(g) {
					t.Errorf("order %d %s %s: round trip changed the grid\nwant %s\ngot  %s", n, name, w, g.Line(), got.Line())
				}
			}
		}
	}
}

// TestManyPuzzles reads files holding several puzzles in each form, and in
// a mix of forms.
func TestManyPuzzles(t *testing.T) {
	var want []Grid
	for n := MinOrder; n <= MaxOrder; n++ {
		for _, name := range []string{"full", "sparse", "empty", "runs"} {
			want = append(want, variants(n)[name])
		}
	}
	join := func(f func(Grid) string, sep string) string {
		var b strings.Builder
		for _, g := range want {
			b.WriteString(f(g))
			b.WriteString(sep)
		}
		return b.String()
	}
	mixed := func(g Grid) string {
		switch g.Filled() % 4 {
		case 0:
			return g.GridText()
		case 1:
			return "# a comment\n" + g.Line()
		case 2:
			return "   " + g.GameID() + "   # from Solo"
		}
		return "\t" + g.URL()
	}
	files := map[string]string{
		"grids":   join(Grid.GridText, "\n"),
		"lines":   join(Grid.Line, "\n"),
		"gameIDs": join(Grid.GameID, "\n\n"),
		"URLs":    join(Grid.URL, "\r\n"),
		"mixed":   join(mixed, "\n\n"),
	}
	for name, text := range files {
		got, err := Parse(name, []byte(text))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if len(got) != len(want) {
			t.Errorf("%s: %d puzzles, want %d", name, len(got), len(want))
			continue
		}
		for i := range want {
			if !got[i].Equal(want[i]) {
				t.Errorf("%s: puzzle %d differs", name, i+1)
			}
		}
	}
}

const wikiLine = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

func TestLenientForms(t *testing.T) {
	want := fromLine(t, 3, wikiLine)
	forms := map[string]string{
		"dots and tabs": "5\t3\t.\t.\t7\t.\t.\t.\t.\n6 . . 1 9 5 . . .\n. 9 8 . . . . 6 .\n8 . . . 6 . . . 3\n4 . . 8 . 3 . . 1\n7 . . . 2 . . . 6\n. 6 . . . . 2 8 .\n. . . 4 1 9 . . 5\n. . . . 8 . . 7 9\n",
		// Solo's "Copy as text" (solo.c grid_text_format).
		"Solo text":                   "5 3 . | . 7 . | . . .\n6 . . | 1 9 5 | . . .\n. 9 8 | . . . | . 6 .\n------+-------+------\n8 . . | . 6 . | . . 3\n4 . . | 8 . 3 | . . 1\n7 . . | . 2 . | . . 6\n------+-------+------\n. 6 . | . . . | 2 8 .\n. . . | 4 1 9 | . . 5\n. . . | . 8 . | . 7 9\n",
		"CRLF, BOM, comments, blanks": "\xef\xbb\xbf\r\n# Wikipedia's example\r\n\r\n  " + wikiLine + "  # rated easy\r\n\r\n",
		"old Mac line ends":           "\r\r" + want.GridText()[:len(want.GridText())-1] + "\r",
		"zeros":                       strings.ReplaceAll(wikiLine, ".", "0"),
		"pzv.jp":                      "http://pzv.jp/p.html?sudoku/9/9/" + strings.TrimPrefix(want.URL(), "https://puzz.link/p?sudoku/9/9/"),
		"pflag":                       "https://puzz.link/p?sudoku/x/9/9/" + strings.TrimPrefix(want.URL(), "https://puzz.link/p?sudoku/9/9/"),
		"Solo flags":                  "3x3adu:" + strings.TrimPrefix(want.GameID(), "3x3:"),
		"Solo short params":           "3:" + strings.TrimPrefix(want.GameID(), "3x3:"),
		"Solo leading zeros":          "03x003:" + strings.TrimPrefix(want.GameID(), "3x3:"),
		"URL leading zeros":           "https://puzz.link/p?sudoku/09/009/" + strings.TrimPrefix(want.URL(), "https://puzz.link/p?sudoku/9/9/"),
		"grid leading zeros":          strings.Replace(want.GridText(), "5 3 0", "05 003 00", 1),
	}
	for name, text := range forms {
		got, err := ParseOne("t", []byte(text))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if !got.Equal(want) {
			t.Errorf("%s: got %s", name, got.Line())
		}
	}

	// 16×16 in Solo's text form uses lower-case letters (a = 10).
	g16 := pattern(4, func(i int) bool { return i%5 == 0 })
	var b strings.Builder
	for r := 0; r < 16; r++ {
		for c := 0; c < 16; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(strings.ToLower(string(Symbol(g16.At(r, c)))))
		}
		b.WriteByte('\n')
	}
	if got, err := ParseOne("t", []byte(b.String())); err != nil || !got.Equal(g16) {
		t.Errorf("16×16 letters: %v", err)
	}
	// For N ≤ 35 the one-line form reads letters in either case.
	if got, err := ParseOne("t", []byte(strings.ToLower(g16.Line()))); err != nil || !got.Equal(g16) {
		t.Errorf("16×16 lower-case one-line: %v", err)
	}
}

// Real Solo game IDs, from the save files of Simon Tatham's puzzles
// (sgtpuzzles icons/solo.sav and solo_4x4.sav). The expected grids were
// decoded by a separate script, not by this package.
func TestRealGameIDs(t *testing.T) {
	tests := []struct {
		id   string
		n    int
		want string
	}{
		{
			"3x3:a2e9a5b6a2b3_7a1_4a9_6a2b4_1a7_2b1_7e6_9b2_5a8_1b6a5_9a3_8a7_2b8a6b1a1e4a", 3,
			".2.....9.5..6.2..37.14.96.2..41.72..17.....69..25.81..6.59.38.72..8.6..1.1.....4.",
		},
		{
			"4x4:a16b6a9_3_4a10a11b14b14_11e2a3c12a15_3d11c9_10_8_2a9_4c5a8_12e16_1b8_12_5f2b13_4f10_4_7c2_1a5_10b1a16b15b6a12_3_7c9e5_12b6_10b13_5b10_14e3c14_10_9a11b5b6a1b2_8a7_6c1_9_11f15_1b8f5_7_16b6_9e16_11a13c4_3a14_1_2_13c3d5_7a3c4a12e6_10b4b15a1a9_2_14a10b11a", 4,
			".G..6.934.A.B..E..EB.....2.3...C.F3....B...9A82.94...5.8C.....G1..8C5......2..D4......A47...21.5A..1.G..F..6.C37...9.....5C..6A..D5..AE.....3...EA9.B..5..6.1..28.76...19B......F1..8......57G..69.....GB.D...43.E12D...3....57.3...4.C.....6A..4..F.1.92E.A..B.",
		},
	}
	for _, tt := range tests {
		want := fromLine(t, tt.n, tt.want)
		got, err := ParseOne("t", []byte(tt.id))
		if err != nil {
			t.Fatalf("%s: %v", tt.id, err)
		}
		if !got.Equal(want) {
			t.Errorf("%s:\ngot  %s\nwant %s", tt.id, got.Line(), tt.want)
		}
		// Solo wrote these, so our encoder must give them back byte for byte.
		if id := got.GameID(); id != tt.id {
			t.Errorf("GameID:\ngot  %s\nwant %s", id, tt.id)
		}
	}
}

// Real puzz.link URLs written by pzprjs. The first grid is the clue layer of
// the expected board in the pzprjs-based solver the URL was taken from
// (its "black" numbers), transcribed by hand.
func TestRealURLs(t *testing.T) {
	want := fromLine(t, 3, ".....8.1."+"7...2...9"+"9........"+".2.3..75."+"........."+".19..5.4."+"........8"+"3...4...6"+".4.5.....")
	const u = "https://puzz.link/p?sudoku/9/9/k8g1g7i2i99o2g3h75q19h5g4o83i4i6g4g5k"
	got, err := ParseOne("t", []byte(u))
	if err != nil {
		t.Fatal(err)
	}
	if !got.Equal(want) {
		t.Errorf("got %s", got.Line())
	}
	for _, u := range []string{
		u,
		"https://puzz.link/p?sudoku/9/9/g6g4j391g5i4g7o8i159k2k428i1o9g5i8g366j9g2g",
		"https://puzz.link/p?sudoku/9/9/l768g3g2g7o4h1j2h43h4g5h92h6j7h5o5g9g1g824l",
		"https://puzz.link/p?sudoku/9/9/15i96l17i7g65i42k1g5368h2i7g2p3h5g48g2g9k3h7i6",
	} {
		g, err := ParseOne("t", []byte(u))
		if err != nil {
			t.Errorf("%s: %v", u, err)
			continue
		}
		if got := g.URL(); got != u {
			t.Errorf("URL:\ngot  %s\nwant %s", got, u)
		}
	}
}

// TestEncodings pins the writers on small cases worked out by hand from the
// encoders in solo.c (encode_grid) and pzprjs (encodeNumber16).
func TestEncodings(t *testing.T) {
	g := New(2)
	g.Cells[0], g.Cells[1], g.Cells[5], g.Cells[15] = 1, 2, 3, 4
	if got, want := g.GameID(), "2x2:1_2c3i4"; got != want {
		t.Errorf("GameID = %s, want %s", got, want)
	}
	if got, want := g.URL(), "https://puzz.link/p?sudoku/4/4/12i3o4"; got != want {
		t.Errorf("URL = %s, want %s", got, want)
	}
	if got, want := g.GridText(), "1 2 0 0\n0 3 0 0\n0 0 0 0\n0 0 0 4\n"; got != want {
		t.Errorf("GridText = %q, want %q", got, want)
	}
	e := New(4) // 256 empty cells
	if got, want := e.GameID(), "4x4:"+strings.Repeat("z", 9)+"v"; got != want {
		t.Errorf("empty GameID = %s, want %s", got, want)
	}
	if got, want := e.URL(), "https://puzz.link/p?sudoku/16/16/"+strings.Repeat("z", 12)+"v"; got != want {
		t.Errorf("empty URL = %s, want %s", got, want)
	}
	big := New(6)
	big.Cells[0], big.Cells[1], big.Cells[2] = 36, 16, 15
	if got := big.URL(); !strings.HasPrefix(got, "https://puzz.link/p?sudoku/36/36/-24-10fz") {
		t.Errorf("36×36 URL = %s", got[:60])
	}
	if got := big.GameID(); !strings.HasPrefix(got, "6x6:36_16_15z") {
		t.Errorf("36×36 GameID = %s", got[:20])
	}
}

func TestGolden(t *testing.T) {
	puzzles := map[string]Grid{
		"9x9": fromLine(t, 3, wikiLine),
		// Solo's 16×16 from TestRealGameIDs.
		"16x16": fromLine(t, 4, ".G..6.934.A.B..E..EB.....2.3...C.F3....B...9A82.94...5.8C.....G1..8C5......2..D4......A47...21.5A..1.G..F..6.C37...9.....5C..6A..D5..AE.....3...EA9.B..5..6.1..28.76...19B......F1..8......57G..69.....GB.D...43.E12D...3....57.3...4.C.....6A..4..F.1.92E.A..B."),
	}
	for name, g := range puzzles {
		outputs := map[string]string{
			"grid.txt":   g.GridText(),
			"gameid.txt": g.GameID() + "\n",
			"url.txt":    g.URL() + "\n",
		}
		for kind, got := range outputs {
			path := filepath.Join("testdata", "golden", name+"."+kind)
			if *update {
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				continue
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if got != string(want) {
				t.Errorf("%s:\ngot\n%s\nwant\n%s", path, got, want)
			}
			// The golden files are inputs too.
			back, err := ParseOne(path, want)
			if err != nil || !back.Equal(g) {
				t.Errorf("%s does not read back: %v", path, err)
			}
		}
	}
}

// TestSharedData reads the course's puzzle collections, if present: every
// line must be one puzzle.
func TestSharedData(t *testing.T) {
	files := benchdata.Glob(t, "sudoku/*.txt")
	if testing.Short() {
		files = files[:1]
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		grids, err := Parse(filepath.Base(f), data)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		if lines := strings.Count(string(data), "\n"); len(grids) != lines {
			t.Errorf("%s: %d puzzles from %d lines", f, len(grids), lines)
		}
		if got, want := grids[0].Line(), strings.SplitN(string(data), "\n", 2)[0]; got != want {
			t.Errorf("%s: first puzzle %s, want %s", f, got, want)
		}
	}
}

func TestFirstRepeat(t *testing.T) {
	g := pattern(3, nil)
	if _, _, _, ok := g.FirstRepeat(); ok {
		t.Fatal("a valid grid has a repeat")
	}
	// Rows win over columns and boxes, and the later cell in reading order
	// is the one reported.
	g = New(3)
	g.Set(4, 4, 6) // r5c5
	g.Set(3, 3, 6) // r4c4: same box
	g.Set(3, 8, 6) // r4c9: same row as r4c4
	cell, earlier, unit, ok := g.FirstRepeat()
	got := fmt.Sprintf("%v %s %s %s", ok, UnitName(3, unit), CellName(3, earlier), CellName(3, cell))
	if want := "true row 4 r4c4 r4c9"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	if _, _, _, ok := (Grid{Order: 9}).FirstRepeat(); ok {
		t.Error("a malformed grid has a repeat")
	}
}
