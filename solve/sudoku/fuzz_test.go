package sudoku

import (
	"errors"
	"strings"
	"testing"
)

// checkParse is the invariant of every fuzz target: Parse does not panic,
// fails only with a *ParseError that points into the input, and each grid it
// returns is valid, has no repeated given, and comes back unchanged through
// every writer.
func checkParse(t *testing.T, data []byte) {
	grids, err := Parse("fuzz", data)
	if err != nil {
		checkParseError(t, data, err)
		return
	}
	if len(grids) == 0 {
		t.Fatal("no grids and no error")
	}
	for _, g := range grids {
		if err := g.Validate(); err != nil {
			t.Fatalf("parsed an invalid grid: %v", err)
		}
		if msg := g.Contradiction(); msg != "" {
			t.Fatalf("parsed a grid with a repeat: %s", msg)
		}
		for _, text := range []string{g.GridText(), g.Line(), g.GameID(), g.URL()} {
			back, err := ParseOne("again", []byte(text))
			if err != nil {
				t.Fatalf("cannot reread %q: %v", text, err)
			}
			if !back.Equal(g) {
				t.Fatalf("reread %q as %s, want %s", text, back.Line(), g.Line())
			}
		}
	}
}

// checkParseError fails unless err is a *ParseError that points into data.
func checkParseError(t *testing.T, data []byte, err error) {
	t.Helper()
	var pe *ParseError
	if !errors.As(err, &pe) {
		t.Fatalf("error %T is not a *ParseError: %v", err, err)
	}
	if pe.Line < 1 || pe.Col < 0 || pe.Line > strings.Count(string(data), "\n")+strings.Count(string(data), "\r")+1 {
		t.Fatalf("error points outside the input: %v", err)
	}
}

// seeds are valid puzzles of every order and form.
func seeds() []string {
	var s []string
	for n := MinOrder; n <= MaxOrder; n++ {
		g := pattern(n, func(i int) bool { return i%3 != 1 })
		s = append(s, g.GridText(), g.Line(), g.GameID(), g.URL())
	}
	return s
}

func FuzzParse(f *testing.F) {
	for _, s := range seeds() {
		f.Add([]byte(s))
	}
	f.Add([]byte("# comment\n\n" + wikiLine + "  # easy\r\n" + wikiLine + "\n"))
	f.Add([]byte("5 3 . | . 7 . | . . .\n------+-------+------\n"))
	f.Add([]byte("\xef\xbb\xbf3x3adu:zzzc\n"))
	f.Add([]byte("http://pzv.jp/p.html?sudoku/4/4/12i3o4"))
	f.Add([]byte("\x00\xff"))
	f.Fuzz(func(t *testing.T, data []byte) { checkParse(t, data) })
}

// FuzzGridText works on grid files: rows of space-separated values.
func FuzzGridText(f *testing.F) {
	for n := MinOrder; n <= 4; n++ {
		f.Add(pattern(n, func(i int) bool { return i%4 == 0 }).GridText())
	}
	f.Add("1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 . .\n")
	f.Add("1 . | . 4\n----+----\n. 4 | . .\n2 . | 4 .\n. 3 | . 1\n")
	f.Add("a . . . . . . . . . . . . . . g\n")
	f.Fuzz(func(t *testing.T, s string) { checkParse(t, []byte(s)) })
}

// FuzzOneLine works on one-line puzzles; the fuzzer's string is read as a
// line of the right length for some order, padded or cut.
func FuzzOneLine(f *testing.F) {
	f.Add(wikiLine, 3)
	f.Add(pattern(4, func(i int) bool { return i%5 == 0 }).Line(), 4)
	f.Add(pattern(6, func(i int) bool { return i%2 == 0 }).Line(), 6)
	f.Add("1234341221434321", 2)
	f.Fuzz(func(t *testing.T, s string, n int) {
		if n < MinOrder || n > MaxOrder {
			n = MinOrder + (n%5+5)%5
		}
		size := n * n * n * n
		if len(s) < size {
			s += strings.Repeat(".", size-len(s))
		}
		checkParse(t, []byte(s[:size]))
	})
}

// FuzzGameID works on Solo game IDs: parameters and description.
func FuzzGameID(f *testing.F) {
	f.Add("3x3", "a2e9a5b6a2b3_7a1_4a9_6a2b4_1a7_2b1_7e6_9b2_5a8_1b6a5_9a3_8a7_2b8a6b1a1e4a")
	f.Add("2x2db", "1_2c3i4")
	f.Add("4x4", "a16b6a9_3_4a10a11b14b14_11e2a3c12a15_3d11c9_10_8_2a9_4c5a8_12e16_1b8_12_5f2b13_4f10_4_7c2_1a5_10b1a16b15b6a12_3_7c9e5_12b6_10b13_5b10_14e3c14_10_9a11b5b6a1b2_8a7_6c1_9_11f15_1b8f5_7_16b6_9e16_11a13c4_3a14_1_2_13c3d5_7a3c4a12e6_10b4b15a1a9_2_14a10b11a")
	f.Add("9j", "zzzc,abc")
	f.Add("3x3k", "zzzc")
	for n := MinOrder; n <= MaxOrder; n++ {
		id := pattern(n, func(i int) bool { return i%3 != 0 }).GameID()
		params, desc, _ := strings.Cut(id, ":")
		f.Add(params, desc)
	}
	f.Fuzz(func(t *testing.T, params, desc string) {
		checkParse(t, []byte(params+":"+desc))
	})
}

// FuzzURL works on puzz.link URLs: size and body.
func FuzzURL(f *testing.F) {
	f.Add("9/9", "k8g1g7i2i99o2g3h75q19h5g4o83i4i6g4g5k")
	f.Add("4/4", "12i3o4")
	f.Add("16/16", "g-10h6g934gagbhehebk2g3i")
	f.Add("x/9/9", "zzzzg")
	f.Add("6/6", "61j3g2j4g3j5g4j6g5j12")
	for n := MinOrder; n <= MaxOrder; n++ {
		u := pattern(n, func(i int) bool { return i%3 != 0 }).URL()
		rest := strings.TrimPrefix(u, "https://puzz.link/p?sudoku/")
		i := strings.LastIndexByte(rest, '/')
		f.Add(rest[:i], rest[i+1:])
	}
	f.Fuzz(func(t *testing.T, size, body string) {
		checkParse(t, []byte("https://puzz.link/p?sudoku/"+size+"/"+body))
	})
}
