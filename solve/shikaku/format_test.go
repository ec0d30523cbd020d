package shikaku

import (
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files of the writers")

func mustParse(t *testing.T, s string) Puzzle {
	t.Helper()
	p, err := ParseOne("test", []byte(s))
	if err != nil {
		t.Fatalf("%q: %v", s, err)
	}
	return p
}

// The same 3×4 puzzle in every format.
func TestParseFormats(t *testing.T) {
	want := Puzzle{Rows: 3, Cols: 4, Clues: []Clue{{0, 0, 4}, {1, 3, 2}, {2, 1, 6}}}
	inputs := map[string]string{
		"grid":          "4 . . .\n. . . 2\n. 6 . .\n",
		"grid dashes":   "4 - - -\n- - - 2\n- 6 - -",
		"janko":         "3 4\n4 - - - \n- - - 2 \n- 6 - - ",
		"janko CRLF":    "3 4\r\n4 - - -\r\n- - - 2\r\n- 6 - -\r\n",
		"comments":      "# a puzzle\n4 . . .   # first row\n# between rows\n. . . 2\n. 6 . .\n",
		"tabs":          "4\t.\t.\t.\n.\t.\t.\t2\n.\t6\t.\t.",
		"tatham":        "4x3:4f2a6b",
		"tatham flags":  "4x3e1.5a:4f2a6b",
		"url":           "https://puzz.link/p?shikaku/4/3/4l2g6h",
		"url pzv":       "http://pzv.jp/p.html?shikaku/4/3/4l2g6h",
		"url pflag":     "https://puzz.link/p?shikaku/x/4/3/4l2g6h",
		"bom":           "\xef\xbb\xbf4 . . .\n. . . 2\n. 6 . .",
		"leading space": "   4x3:4f2a6b   # Tatham",
		"leading zeros": "04 . . .\n. . . 02\n. 006 . .",
		"url zeros":     "https://puzz.link/p?shikaku/04/003/4l2g6h",
	}
	for name, in := range inputs {
		t.Run(name, func(t *testing.T) {
			got := mustParse(t, in)
			if !got.Equal(want) {
				t.Errorf("got %+v, want %+v", got, want)
			}
		})
	}
}

// A line of two numbers may be a janko "ROWS COLS" header or a grid row of
// two clues: the next line and the block's length decide.
func TestJankoHeaderAmbiguity(t *testing.T) {
	tests := []struct {
		in         string
		rows, cols int
		clues      int
	}{
		{"3 1\n. .\n. .", 3, 2, 2},      // rows of 2 after "3 1": a 3×2 grid
		{"2 2\n2 .\n. .", 2, 2, 1},      // "2 2" and exactly 2 rows of 2: janko
		{"3 2\n- 2\n2 -\n- 2", 3, 2, 3}, // "3 2" and exactly 3 rows of 2: janko
		{"2 2\n2 .\n. .\n. .", 4, 2, 3}, // "2 2" and 3 rows of 2: a 4×2 grid
		{"2 3\n- - 6\n- - -", 2, 3, 1},  // rows of 3 tokens: janko
		{"2 3", 1, 2, 2},                // a lone line of two clues
	}
	for _, tt := range tests {
		p, err := ParseOne("t", []byte(tt.in))
		if err != nil || p.Rows != tt.rows || p.Cols != tt.cols || len(p.Clues) != tt.clues {
			t.Errorf("%q: %d×%d with %d clues (%v), want %d×%d with %d", tt.in, p.Rows, p.Cols, len(p.Clues), err, tt.rows, tt.cols, tt.clues)
		}
	}
	// A janko header announcing more rows than follow is an error about
	// the header, not a ragged grid.
	_, err := ParseOne("t", []byte("4 5\n. . . . 4\n. . . . ."))
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Line != 1 || !strings.Contains(pe.Msg, "announces 4 rows") {
		t.Errorf("got %v, want the header's complaint on line 1", err)
	}
}

func TestParseSeveral(t *testing.T) {
	in := "# three puzzles\n2 .\n. 2\n\n4x3:4f2a6b\nhttps://puzz.link/p?shikaku/4/3/4l2g6h\n"
	ps, err := Parse("f", []byte(in))
	if err != nil || len(ps) != 3 {
		t.Fatalf("got %d puzzles, %v", len(ps), err)
	}
	if !ps[1].Equal(ps[2]) || ps[0].Rows != 2 {
		t.Errorf("wrong puzzles %+v", ps)
	}
	_, err = ParseOne("f", []byte(in))
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Line != 5 || !strings.Contains(pe.Msg, "found 3 puzzles") {
		t.Errorf("ParseOne: %v", err)
	}
}

func TestParseErrors(t *testing.T) {
	long := strings.Repeat(". ", 1000)
	tests := []struct {
		name, in  string
		line, col int
		msg       string
	}{
		{"empty", "", 1, 0, "no puzzle found"},
		{"only comments", "# nothing\n\n", 1, 0, "no puzzle found"},
		{"short row", "4 . . .\n. . 2\n. 6 . .", 2, 6, "row 2 has 3 cells, want 4"},
		{"long row", "4 . . .\n. . . 2 .\n. 6 . .", 2, 9, "row 2 has 5 cells, want 4"},
		{"word", "4 . . .\n. x . 2\n. 6 . .", 2, 3, `unexpected "x"`},
		{"negative", "4 . . .\n. . -2 2", 2, 5, `unexpected "-2"`},
		{"clue 0", "4 . . .\n. . 0 2", 2, 5, "clue 0"},
		{"clue too big", "4 . 10001 .", 1, 5, "larger than the 10000-cell limit"},
		{"binary", "4 . .\n. \x01 .", 2, 3, "unexpected byte 0x01"},
		{"not utf8", "4 . \xff", 1, 5, "not UTF-8"},
		{"UTF-16 BOM", "\xff\xfe4\x00 \x00.\x00", 1, 1, "unexpected byte 0xff (not UTF-8): the file looks like UTF-16; save it as UTF-8"},
		{"UTF-16LE", "4\x00 \x00.\x00", 1, 2, "unexpected byte 0x00: the file looks like UTF-16; save it as UTF-8"},
		{"UTF-16BE", "\x004\x00 \x00.", 1, 1, "unexpected byte 0x00: the file looks like UTF-16; save it as UTF-8"},
		{"utf8 column", "é 4", 1, 1, `unexpected "é"`},
		{"1000 columns", long, 1, 401, "grid of 1000 columns: a side is at most 200"},
		{"201 rows", strings.Repeat("1\n", 201), 201, 0, "grid of more than 200 rows: a side is at most 200"},
		{"10020 cells", strings.Repeat(strings.Repeat(". ", 59)+"1\n", 167), 167, 0, "grid of 60 columns and more than 166 rows: at most 10000 cells"},
		{"janko 1000x1000", "1000 1000\n- - -", 1, 1, "grid of 1000×1000: a side is at most 200"},
		{"janko huge", "99999999999999999999 3\n- - -", 1, 1, "grid of 99999999999999999999×3: a side is at most 200"},
		{"janko 150x100", "150 100\n- - -", 1, 1, "grid of 150×100 has 15000 cells: at most 10000"},
		{"janko short", "3 3\n- - 9\n- - -", 1, 0, "announces 3 rows but 2 rows follow"},
		{"janko long", "2 3\n- - 6\n- - -\n- - -", 4, 0, "one more"},
		{"janko ragged", "2 3\n- - 6\n- -", 3, 4, "row 2 has 2 cells, want 3"},
		{"tatham seed", "7x7#12345", 1, 4, "random seed"},
		{"tatham bad char", "3x1:3!a", 1, 6, `unexpected '!' in the game description`},
		{"tatham zero", "3x1:0c", 1, 5, `unexpected '0' in the game description`},
		{"tatham short", "3x2:3b", 1, 7, "the game description ends after 3 of 6 cells"},
		{"tatham long", "3x1:3c", 1, 6, "the game description runs past the 3 cells of a 3×1 grid"},
		{"tatham long clue", "2x1:1_1_1", 1, 9, "runs past the 2 cells"},
		{"tatham huge", "1000x1000:z", 1, 1, "grid of 1000×1000: a side is at most 200"},
		{"tatham empty", "3x0:", 1, 1, "grid of 0×3: both sides must be at least 1"},
		{"tatham 1×1 long", "1x1:1_2", 1, 7, "the game description runs past the 1 cell of a 1×1 grid"},
		{"tatham 1×1 run", "1x1:b", 1, 5, "the game description runs past the 1 cell of a 1×1 grid"},
		{"tatham params", "3y4:ab", 1, 2, `unexpected 'y'`},
		{"tatham no height", "3x:ab", 1, 3, `want the height after 'x'`},
		{"tatham two x", "3x3x:ab", 1, 4, `unexpected 'x' in the Rectangles parameters`},
		{"tatham trailing", "3x1:3b extra", 1, 8, `unexpected "extra" after the game ID`},
		{"url type", "https://puzz.link/p?sudoku/4/4/g", 1, 21, "is not shikaku"},
		{"url no puzzle", "https://puzz.link/", 1, 1, "URL has no puzzle"},
		{"url size", "https://puzz.link/p?shikaku/1000/1000/z", 1, 29, "grid of 1000×1000: a side is at most 200"},
		{"url huge", "https://puzz.link/p?shikaku/99999999999999999999/1/z", 1, 29, "grid of 1×99999999999999999999: a side is at most 200"},
		{"url no size", "https://puzz.link/p?shikaku/", 1, 29, "want COLUMNS/ROWS after shikaku/"},
		{"url char", "https://puzz.link/p?shikaku/2/1/2!", 1, 34, `unexpected '!'`},
		{"url unknown clue", "https://puzz.link/p?shikaku/2/1/.g", 1, 33, "unknown value"},
		{"url zero", "https://puzz.link/p?shikaku/2/1/0g", 1, 33, "clue 0"},
		{"url hex", "https://puzz.link/p?shikaku/2/1/-zzg", 1, 33, "want 2 hex digits"},
		{"url short", "https://puzz.link/p?shikaku/3/1/2", 1, 34, "ends after 1 of 3 cells"},
		{"url long", "https://puzz.link/p?shikaku/2/1/2g3", 1, 35, "unexpected '3' after the last cell"},
		{"url run past", "https://puzz.link/p?shikaku/2/1/2z", 1, 34, "runs past"},
		{"json syntax", "{\"data\": {\"a\": {\"problem\": 3,}}}", 1, 30, "JSON: invalid character '}'"},
		{"json type", "{\"data\": {\"a\": {\"problem\": 3}}}", 1, 28, `JSON: puzzle "a": "problem" is a number, want a string`},
		{"json no problem", "{\"data\": {\"a\": {}}}", 1, 16, `puzzle "a": no "problem"`},
		{"json trailing", "{\"data\": {}} x", 1, 14, "JSON: invalid character 'x' after top-level value"},
		{"json no data", "{\"count\": 0}", 1, 1, "no \"data\""},
		{"json bad problem", "{\"data\": {\n  \"a\": {\"problem\": \"2 2\\n- 0\\n- -\"}}}", 2, 8, `puzzle "a": problem line 2, column 3: clue 0`},
		{"json not object", "[1]", 1, 1, "want an object"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("in.txt", []byte(tt.in))
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("got %v, want a *ParseError", err)
			}
			if pe.File != "in.txt" || pe.Line != tt.line || pe.Col != tt.col || !strings.Contains(pe.Msg, tt.msg) {
				t.Errorf("got %q (line %d, col %d), want line %d, col %d, %q", pe.Error(), pe.Line, pe.Col, tt.line, tt.col, tt.msg)
			}
		})
	}
}

func TestParseErrorFormat(t *testing.T) {
	e := &ParseError{File: "a.txt", Line: 3, Col: 7, Msg: "oops"}
	if got := e.Error(); got != "a.txt:3:7: oops" {
		t.Errorf("got %q", got)
	}
	e = &ParseError{Line: 3, Msg: "oops"}
	if got := e.Error(); got != "3: oops" {
		t.Errorf("got %q", got)
	}
}

// A 1000×1000 grid is refused at its first line, whatever follows (how
// fast is TestLongLines' business).
func TestHugeGridRefused(t *testing.T) {
	row := strings.Repeat(". ", 999) + "1000000\n"
	data := []byte(strings.Repeat(row, 1000)) // 2 MB
	_, err := Parse("big", data)
	if err == nil || !strings.Contains(err.Error(), "grid of 1000 columns: a side is at most 200") {
		t.Fatalf("got %v", err)
	}
	// Narrow but too tall: refused at the row that crosses the limit.
	tall := []byte(strings.Repeat(strings.Repeat(". ", 100)+"\n", 1000))
	_, err = Parse("tall", tall)
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Line != 101 || !strings.Contains(pe.Msg, "10000 cells") {
		t.Fatalf("got %v", err)
	}
}

func goldenNames(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("testdata/golden/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden inputs: %v", err)
	}
	return files
}

// The writers' output is compared byte for byte with files checked by hand
// against rect.c's encoder and pzprjs's encodeNumber16 (go test -update
// rewrites them).
func TestGoldenWriters(t *testing.T) {
	for _, in := range goldenNames(t) {
		data, err := os.ReadFile(in)
		if err != nil {
			t.Fatal(err)
		}
		p := mustParse(t, string(data))
		base := strings.TrimSuffix(in, ".txt")
		outs := map[string]string{
			".grid":  p.GridText(),
			".janko": p.JankoText(),
			".id":    p.GameID() + "\n",
			".url":   p.URL() + "\n",
		}
		for ext, got := range outs {
			path := base + ext
			if *update {
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				continue
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update once)", err)
			}
			if got != string(want) {
				t.Errorf("%s: got\n%s\nwant\n%s", path, got, want)
			}
		}
	}
}

// Every writer's output reads back as the same puzzle.
func TestRoundTrips(t *testing.T) {
	var ps []Puzzle
	for _, in := range goldenNames(t) {
		data, _ := os.ReadFile(in)
		ps = append(ps, mustParse(t, string(data)))
	}
	// Clues 1–30000 in hex lengths 1–3 and the =/% forms, runs of 19–21
	// and 25–27 empty cells at the start, middle and end.
	ps = append(ps, Puzzle{Rows: 1, Cols: 60, Clues: []Clue{{0, 19, 15}, {0, 20, 16}, {0, 42, 255}, {0, 43, 256}, {0, 44, 4095}}},
		Puzzle{Rows: 100, Cols: 100, Clues: []Clue{{0, 0, 4096}, {0, 1, 4097}, {50, 50, 8191}, {50, 51, 8192}, {99, 99, 10000}}},
		Puzzle{Rows: 3, Cols: 9},
		Puzzle{Rows: 1, Cols: 1, Clues: []Clue{{0, 0, 1}}})
	for _, p := range ps {
		for name, text := range map[string]string{"grid": p.GridText(), "janko": p.JankoText(), "id": p.GameID(), "url": p.URL()} {
			q, err := ParseOne(name, []byte(text))
			if err != nil {
				t.Errorf("%s %q: %v", name, text, err)
				continue
			}
			if !q.Equal(p) {
				t.Errorf("%s: %q read back as %+v, want %+v", name, text, q, p)
			}
		}
	}
}

// Known encodings, checked by hand against the two sources.
func TestKnownEncodings(t *testing.T) {
	p := mustParse(t, "2 . . 3\n. . 12 .")
	// rect.c: "_" only between two adjacent numbers; runs as letters.
	if got, want := p.GameID(), "4x2:2b3b12a"; got != want {
		t.Errorf("GameID %q, want %q", got, want)
	}
	// pzprjs: 12 is one hex digit 'c'; runs of 2 and 1 are 'h' and 'g'.
	if got, want := p.URL(), "https://puzz.link/p?shikaku/4/2/2h3hcg"; got != want {
		t.Errorf("URL %q, want %q", got, want)
	}
	adj := mustParse(t, "1 2 3\n4 5 6")
	if got, want := adj.GameID(), "3x2:1_2_3_4_5_6"; got != want {
		t.Errorf("GameID %q, want %q", got, want)
	}
	long := Puzzle{Rows: 1, Cols: 60, Clues: []Clue{{0, 59, 60}}}
	if got, want := long.GameID(), "60x1:zzg60"; got != want {
		t.Errorf("GameID %q, want %q", got, want)
	}
	if got, want := long.URL(), "https://puzz.link/p?shikaku/60/1/zzy-3c"; got != want {
		t.Errorf("URL %q, want %q", got, want)
	}
}

// TestURLBigClue: clues of 4,096 and more take puzz.link's wider number
// forms ('=' and '%'), and come back from the URL Grille writes.
func TestURLBigClue(t *testing.T) {
	for _, v := range []int{255, 256, 4095, 4096, 8191, 8192, MaxCells} {
		p := Puzzle{Rows: 100, Cols: 100, Clues: []Clue{{Row: 3, Col: 4, Value: v}}}
		u := p.URL()
		q, err := ParseOne("url", []byte(u))
		if err != nil {
			t.Errorf("clue %d: %s: %v", v, u[:min(len(u), 60)], err)
			continue
		}
		if len(q.Clues) != 1 || q.Clues[0] != p.Clues[0] {
			t.Errorf("clue %d reads back as %+v", v, q.Clues)
		}
	}
}
