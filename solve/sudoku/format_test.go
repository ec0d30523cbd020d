package sudoku

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
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

func TestParseErrorFormat(t *testing.T) {
	tests := []struct {
		e    ParseError
		want string
	}{
		{ParseError{File: "a.txt", Line: 3, Col: 5, Msg: "bad"}, "a.txt:3:5: bad"},
		{ParseError{File: "a.txt", Line: 3, Col: 0, Msg: "bad"}, "a.txt:3: bad"},
		{ParseError{File: "", Line: 3, Col: 5, Msg: "bad"}, "3:5: bad"},
		{ParseError{File: "", Line: 1, Col: 0, Msg: "bad"}, "1: bad"},
	}
	for _, tt := range tests {
		if got := tt.e.Error(); got != tt.want {
			t.Errorf("got %q, want %q", got, tt.want)
		}
	}
}

// grid9 writes a 9×9 grid file from rows given as strings of nine symbols.
func grid9(rows ...string) string {
	var b strings.Builder
	for _, r := range rows {
		for i := 0; i < len(r); i++ {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteByte(r[i])
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func TestBadInput(t *testing.T) {
	empty9 := strings.Repeat(".", 81)
	row0 := "0 0 0 0 0 0 0 0 0\n"
	url9 := "https://puzz.link/p?sudoku/9/9/"
	tests := []struct {
		name, in, pos, msg string
	}{
		{"empty", "", "f:1: ", "no puzzle found"},
		{"only comments", "# nothing\n\n   \n", "f:1: ", "no puzzle found"},
		{"ragged short", row0 + row0 + "0 0 0 0 0 0 0 0\n", "f:3:16: ", "row 3 has 8 numbers, want 9"},
		{"ragged long", row0 + row0 + "0 0 0 0 0 0 0 0 0 0\n", "f:3:19: ", "row 3 has 10 numbers, want 9"},
		{"out of range", row0 + "0 0 0 0 12 0 0 0 0\n", "f:2:9: ", "value 12 out of range 0..9"},
		{"huge value", row0 + "0 0 0 99999999999999999999999 0 0 0 0 0\n", "f:2:7: ", "out of range 0..9"},
		{"not a number", row0 + "0 0 x 0 0 0 0 0 0\n", "f:2:5: ", `unexpected "x"`},
		{"letter in 9×9 grid", row0 + "0 0 A 0 0 0 0 0 0\n", "f:2:5: ", `unexpected "A"`},
		{"letter in 36×36 grid", "0 a" + strings.Repeat(" 0", 34) + "\n", "f:1:3: ", "ambiguous in a 36×36 grid file"},
		{"letter out of range", "0 Z" + strings.Repeat(" 0", 14) + "\n", "f:1:3: ", "value 35 ('Z') out of range 0..16"},
		{"not square", "1 2 3\n", "f:1: ", "grid of 3 columns: the side must be a square number"},
		{"too few rows", strings.Repeat(row0, 8) + "\n", "f:8: ", "9 columns but 8 rows"},
		{"too many rows", strings.Repeat(row0, 10), "f:10: ", "9 columns but 10 rows"},
		{"NUL byte", "53..\x00", "f:1:5: ", "unexpected byte 0x00"},
		{"control byte", "\n\n  \x1b[0m", "f:3:3: ", "unexpected byte 0x1b"},
		{"not UTF-8", "\xff\xfe", "f:1:1: ", "unexpected byte 0xff"},
		{"line too short", strings.Repeat(".", 80), "f:1:1: ", "line has 80 characters"},
		{"bad symbol", "....x" + empty9[5:], "f:1:5: ", "unexpected 'x'"},
		{"non-ASCII symbol", "....é" + empty9[6:], "f:1:5: ", "unexpected 'é'"},
		{"letter in 9×9 line", "A" + empty9[1:], "f:1:1: ", "unexpected 'A' in a 9×9 one-line puzzle"},
		{"36×36 lower case", "b" + strings.Repeat(".", 1295), "f:1:1: ", "not a symbol of a 36×36 grid"},
		{"two on a line", empty9 + " " + empty9, "f:1:83: ", "after the puzzle"},
		{"repeat in row line", "5..5" + empty9[4:], "f:1:4: ", "5 stands twice in row 1 (r1c1 and r1c4)"},
		{"repeat in row", grid9("000000000", "000000000", "700070000", "000000000", "000000000", "000000000", "000000000", "000000000", "000000000"),
			"f:3:9: ", "7 stands twice in row 3 (r3c1 and r3c5)"},
		{"repeat in column", grid9("000000000", "000000040", "000000000", "000000000", "000000000", "000000000", "000000000", "000000040", "000000000"),
			"f:8:15: ", "4 stands twice in column 8 (r2c8 and r8c8)"},
		{"repeat in box", grid9("000000000", "000000000", "000000000", "000000000", "000100000", "000001000", "000000000", "000000000", "000000000"),
			"f:6:11: ", "1 stands twice in box 5 (r5c4 and r6c6)"},
		{"Solo jigsaw", "9j:" + strings.Repeat("i", 9) + ",abc", "f:1:2: ", "jigsaw"},
		{"Solo killer", "3x3k:zzzc", "f:1:4: ", "killer"},
		{"Solo X", "3x3x:zzzc", "f:1:4: ", "X puzzles"},
		{"Solo rectangular boxes", "2x3:zj", "f:1:1: ", "only square boxes"},
		{"Solo too big", "7x7:a", "f:1:1: ", "supported sides are"},
		{"Solo unknown flag", "3x3q:zzzc", "f:1:4: ", "unknown Solo parameter 'q'"},
		{"Solo seed", "3x3#123456", "f:1:4: ", "random seed"},
		{"Solo value", "2x2:5o", "f:1:5: ", "value 5 out of range 1..4"},
		{"Solo short", "2x2:a", "f:1:6: ", "Solo description has 1 cell, want 16"},
		{"Solo long", "2x2:pa", "f:1:6: ", "runs past the 16 cells"},
		{"Solo long number", "2x2:o1_2", "f:1:8: ", "runs past the 16 cells"},
		{"Solo comma", "2x2:p,ab", "f:1:6: ", "unexpected ','"},
		{"Solo zero", "2x2:0p", "f:1:5: ", "unexpected '0'"},
		{"Solo trailing", "2x2:p junk", "f:1:7: ", "unexpected 'j' after the game ID"},
		{"Solo repeat", "2x2:1_1n", "f:1:7: ", "1 stands twice in row 1 (r1c1 and r1c2)"},
		{"URL not sudoku", "https://puzz.link/p?nurikabe/5/5/abc", "f:1:21: ", `"nurikabe" is not sudoku`},
		{"URL not square", url9[:len(url9)-2] + "8/zzzzb", "f:1:30: ", "9 columns but 8 rows"},
		{"URL 6×6", "https://puzz.link/p?sudoku/6/6/zg", "f:1:28: ", "grid of 6 columns"},
		{"URL huge", "https://puzz.link/p?sudoku/1000/1000/", "f:1:28: ", "larger than 36×36"},
		{"URL no size", "https://puzz.link/p?sudoku", "f:1:", "want COLUMNS/ROWS"},
		{"URL no query", "https://puzz.link/", "f:1:1: ", "has no puzzle"},
		{"URL short", url9 + "zzzz", "f:1:36: ", "URL body ends after 80 of 81 cells"},
		{"URL long", url9 + "zzzzg1", "f:1:37: ", "unexpected '1' after the last cell"},
		{"URL run past", url9 + "zzzzh", "f:1:36: ", "runs past the 81 cells"},
		{"URL zero", url9 + "0zzzz", "f:1:32: ", "value 0 out of range 1..9"},
		{"URL big value", url9 + "-10zzzz", "f:1:32: ", "value 16 out of range 1..9"},
		{"URL bad hex", url9 + "-g0zzzz", "f:1:32: ", "want 2 hex digits after '-'"},
		{"URL cut hex", url9 + "zzzz-1", "f:1:36: ", "want 2 hex digits"},
		{"URL question mark", url9 + ".zzzz", "f:1:32: ", "unknown value"},
		{"URL upper case", url9 + "Azzzz", "f:1:32: ", "unexpected 'A'"},
		{"URL repeat", url9 + "11zzzy", "f:1:33: ", "1 stands twice in row 1 (r1c1 and r1c2)"},
	}
	for _, tt := range tests {
		_, err := Parse("f", []byte(tt.in))
		if err == nil {
			t.Errorf("%s: no error", tt.name)
			continue
		}
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("%s: %T is not a *ParseError", tt.name, err)
		}
		if s := err.Error(); !strings.HasPrefix(s, tt.pos) || !strings.Contains(s, tt.msg) {
			t.Errorf("%s:\ngot  %s\nwant %s… %s", tt.name, s, tt.pos, tt.msg)
		}
	}
}

func TestParseOneCounts(t *testing.T) {
	two := wikiLine + "\n\n# another\n" + wikiLine + "\n"
	if _, err := ParseOne("p", []byte(two)); err == nil || !strings.HasPrefix(err.Error(), "p:4: found 2 puzzles, want one") {
		t.Errorf("two puzzles: %v", err)
	}
	if _, err := ParseOne("", nil); err == nil || err.Error() != "1: no puzzle found" {
		t.Errorf("nothing: %v", err)
	}
}

// TestHugeGrid: a 1000×1000 file must be refused from its first line,
// without building anything its size.
func TestHugeGrid(t *testing.T) {
	row := strings.TrimSuffix(strings.Repeat("0 ", 1000), " ") + "\n"
	data := []byte(strings.Repeat(row, 1000))
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err := Parse("big.txt", data)
	runtime.ReadMemStats(&after)
	if err == nil || err.Error() != "big.txt:1: grid of 1000 columns is larger than 36×36" {
		t.Fatalf("got %v", err)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 64<<10 {
		t.Errorf("refusing the file allocated %d bytes", alloc)
	}
	// A single line of a million characters is refused as quickly.
	if _, err := Parse("", []byte(strings.Repeat(".", 1<<20))); err == nil || !strings.Contains(err.Error(), "line has 1048576 characters") {
		t.Errorf("long line: %v", err)
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
