package sudoku

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"
)

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
		{"out of range", row0 + "0 0 0 0 10 0 0 0 0\n", "f:2:9: ", "value 10 out of range 0..9"}, // "12" is candidates (formatpm.go)
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
		{"line of 1", "5", "f:1:1: ", "line has 1 character;"},
		{"UTF-16 BOM", "\xff\xfe5\x003\x00", "f:1:1: ", "unexpected byte 0xff (not UTF-8): the file looks like UTF-16; save it as UTF-8"},
		{"UTF-16LE", "5\x003\x00.\x00", "f:1:2: ", "unexpected byte 0x00: the file looks like UTF-16; save it as UTF-8"},
		{"UTF-16BE", "\x005\x003\x00.", "f:1:1: ", "unexpected byte 0x00: the file looks like UTF-16; save it as UTF-8"},
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
		{"Solo too big", "7x7:a", "f:1:1: ", "Solo 7x7 is a 49×49 grid; supported sides are 4, 9, 16, 25 or 36"},
		{"Solo 20 digits", "99999999999999999999x99999999999999999999:a", "f:1:1: ", "Solo 99999999999999999999x99999999999999999999 is larger than 36×36; supported sides are"},
		{"Solo 20 digits, boxes", "99999999999999999999x3:a", "f:1:1: ", "Solo 99999999999999999999x3 has boxes of 3×99999999999999999999: only square boxes"},
		{"Solo unknown flag", "3x3q:zzzc", "f:1:4: ", "unknown Solo parameter 'q'"},
		{"Solo seed", "3x3#123456", "f:1:4: ", "random seed"},
		{"Solo value", "2x2:5o", "f:1:5: ", "value 5 out of range 1..4"},
		{"Solo short", "2x2:a", "f:1:6: ", "the game description ends after 1 of 16 cells"},
		{"Solo long", "2x2:pa", "f:1:6: ", "runs past the 16 cells"},
		{"Solo long number", "2x2:o1_2", "f:1:8: ", "runs past the 16 cells"},
		{"Solo comma", "2x2:p,ab", "f:1:6: ", "unexpected ','"},
		{"Solo zero", "2x2:0p", "f:1:5: ", "unexpected '0'"},
		{"Solo trailing", "2x2:p junk", "f:1:7: ", `unexpected "junk" after the game ID`},
		{"Solo repeat", "2x2:1_1n", "f:1:7: ", "1 stands twice in row 1 (r1c1 and r1c2)"},
		{"URL not sudoku", "https://puzz.link/p?nurikabe/5/5/abc", "f:1:21: ", `"nurikabe" is not sudoku`},
		{"URL not square", url9[:len(url9)-2] + "8/zzzzb", "f:1:30: ", "9 columns but 8 rows"},
		{"URL 6×6", "https://puzz.link/p?sudoku/6/6/zg", "f:1:28: ", "grid of 6 columns"},
		{"URL huge", "https://puzz.link/p?sudoku/1000/1000/", "f:1:28: ", "larger than 36×36"},
		{"URL 20 digits", "https://puzz.link/p?sudoku/99999999999999999999/9/", "f:1:49: ", "99999999999999999999 columns but 9 rows"},
		{"URL 20 digits square", "https://puzz.link/p?sudoku/99999999999999999999/99999999999999999999/", "f:1:28: ", "grid of 99999999999999999999 columns is larger than 36×36"},
		{"URL 1 column", "https://puzz.link/p?sudoku/1/1/g", "f:1:28: ", "grid of 1 column: the side must be a square number"},
		{"URL 1 row", "https://puzz.link/p?sudoku/4/1/g", "f:1:30: ", "4 columns but 1 row"},
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
		wantParseError(t, tt.name, err, tt.pos, tt.msg)
	}
}

// wantParseError checks that err is a *ParseError at pos ("f:3:16: ")
// whose message holds msg.
func wantParseError(t *testing.T, name string, err error, pos, msg string) {
	t.Helper()
	if err == nil {
		t.Errorf("%s: no error", name)
		return
	}
	var pe *ParseError
	if !errors.As(err, &pe) {
		t.Errorf("%s: %T is not a *ParseError", name, err)
	}
	if s := err.Error(); !strings.HasPrefix(s, pos) || !strings.Contains(s, msg) {
		t.Errorf("%s:\ngot  %s\nwant %s… %s", name, s, pos, msg)
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

// TestEach: a bad puzzle is reported with its line and the good ones
// around it are still read, one-line puzzles and grid blocks alike.
func TestEach(t *testing.T) {
	good := "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	grid := strings.Repeat("1 2 3 4\n", 3) + "1 2 3\n" // a 4×4 block whose last row is short
	in := good + "\n" + strings.Repeat("1", 80) + "\n" + good + "\n\n" + grid + "\n" + good + "\n"
	var got []string
	for g, err := range Each("f.txt", []byte(in)) {
		if err != nil {
			got = append(got, err.Error())
		} else {
			got = append(got, fmt.Sprintf("%d givens", g.Filled()))
		}
	}
	want := []string{"30 givens", "f.txt:2:", "30 givens", "f.txt:8:", "30 givens"}
	if len(got) != len(want) {
		t.Fatalf("got %q, want %d items like %q", got, len(want), want)
	}
	for i := range want {
		if !strings.HasPrefix(got[i], want[i]) {
			t.Errorf("item %d = %q, want %q…", i, got[i], want[i])
		}
	}
	n := 0
	for _, err := range Each("empty.txt", []byte("\n# nothing\n")) {
		n++
		if err == nil || !strings.Contains(err.Error(), "no puzzle found") {
			t.Errorf("empty file: %v", err)
		}
	}
	if n != 1 {
		t.Errorf("empty file: %d items", n)
	}
}
