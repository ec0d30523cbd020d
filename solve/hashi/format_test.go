package hashi

import (
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"grille/solve/benchdata"
)

var update = flag.Bool("update", false, "rewrite the golden files")

func readTestdata(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// The same 3×3 puzzle, a ring of 2s, in every format.
func TestFormats(t *testing.T) {
	ring := Puzzle{Rows: 3, Cols: 3, Islands: []Island{{0, 0, 2}, {0, 2, 2}, {2, 0, 2}, {2, 2, 2}}}
	inputs := map[string]string{
		"grid":          "2 . 2\n. . .\n2 . 2\n",
		"grid dashes":   "2 - 2\n- - -\n2 - 2",
		"compact":       "2.2\n...\n2.2",
		"has":           "3 3 4\n 2  0  2 \n 0  0  0 \n 2  0  2 \n",
		"janko":         "3 3\n2 - 2\n- - -\n2 - 2",
		"game ID":       "3x3m2:2a2c2a2",
		"game ID full":  "3x3i30e10m2d0:2a2c2a2",
		"game ID short": "3:2a2c2a2",
		"URL":           "https://puzz.link/p?hashi/3/3/2g2i2g2",
		"URL pzv":       "http://pzv.jp/p.html?hashikake/3/3/2g2i2g2",
		"URL comment":   "  https://puzz.link/p?hashi/3/3/2g2i2g2   # a ring",
		"CRLF and BOM":  "\xef\xbb\xbf# ring\r\n2 . 2\r\n. . .\r\n2 . 2\r\n",
		"leading zeros": "02 . 2\n. . .\n2 . 002",
		"janko zeros":   "003 03\n2 - 02\n- - -\n2 - 2",
		"URL zeros":     "https://puzz.link/p?hashi/0000003/0000003/-02g2i2g2",
	}
	for name, in := range inputs {
		p, err := ParseOne(name, []byte(in))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if !p.Equal(ring) {
			t.Errorf("%s: got %+v", name, p)
		}
	}
	if got := ring.GridText(); got != "2 . 2\n. . .\n2 . 2\n" {
		t.Errorf("GridText = %q", got)
	}
	if got := ring.GameID(); got != "3x3m2:2a2c2a2" {
		t.Errorf("GameID = %q", got)
	}
	if got := ring.URL(); got != "https://puzz.link/p?hashi/3/3/2g2i2g2" {
		t.Errorf("URL = %q", got)
	}
}

// Runs longer than a run letter covers are split as the originals split
// them: 26 for Bridges (z), 20 for pzprjs (z).
func TestLongRuns(t *testing.T) {
	p := Puzzle{Rows: 1, Cols: 60, Islands: []Island{{0, 0, 1}, {0, 59, 1}}}
	if got, want := p.GameID(), "60x1m2:1zzf1"; got != want {
		t.Errorf("GameID = %q, want %q", got, want)
	}
	if got, want := p.URL(), "https://puzz.link/p?hashi/60/1/1zzx1"; got != want {
		t.Errorf("URL = %q, want %q", got, want)
	}
	for _, s := range []string{p.GameID(), p.URL(), p.GridText()} {
		q, err := ParseOne("again", []byte(s))
		if err != nil || !q.Equal(p) {
			t.Errorf("reread %q: %v, %+v", s, err, q)
		}
	}
}

// A first line of values written with leading zeros is a header, as it
// was when such values were refused: reading them does not make "02 02"
// a row.
func TestLeadingZeroHeader(t *testing.T) {
	p, err := ParseOne("t", []byte("02 02\n1 1\n1 1"))
	if err != nil || p.Rows != 2 || p.Cols != 2 || len(p.Islands) != 4 {
		t.Errorf("got %d×%d with %d islands, %v", p.Rows, p.Cols, len(p.Islands), err)
	}
}

func TestSeveralPuzzles(t *testing.T) {
	in := "1 . 1\n\n# next\n2\n.\n2\n\n3x3m2:2a2c2a2\nhttps://puzz.link/p?hashi/3/1/1g1\n"
	ps, err := Parse("several", []byte(in))
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 4 {
		t.Fatalf("got %d puzzles, want 4", len(ps))
	}
	_, err = ParseOne("several", []byte(in))
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Line != 4 || !strings.Contains(pe.Msg, "found 4 puzzles") {
		t.Fatalf("ParseOne = %v, want found 4 puzzles at line 4", err)
	}
}

func TestParseErrors(t *testing.T) {
	cases := []struct {
		name, in  string
		line, col int
		msg       string
	}{
		{"value 9", "1 . 9", 1, 5, "island value 9 out of range 1..8"},
		{"value 0", "1 . 0", 1, 5, "island value 0 out of range"},
		{"value 12", "1 . 12", 1, 5, "island value 12"},
		{"letter", "1 . x", 1, 5, `unexpected "x"`},
		{"short row", "1 . 1\n1 .", 2, 4, "row has 2 values, want 3"},
		{"long row", "1 . 1\n1 . 1 1", 2, 7, "row has 4 values, want 3"},
		{"compact ragged", "1.1\n1.", 2, 3, "row has 2 cells, want 3"},
		{"compact value", "1.9", 1, 3, "island value 9"},
		{"no islands", ". . .\n. . .", 1, 0, "no islands"},
		{"too wide", strings.Repeat(". ", 200) + "1", 1, 0, "row of 201 cells: a side is at most 200"},
		{"value 00", "1 . 00", 1, 5, `island value 00 out of range 1..8 (write water as ".")`},
		{"value 09", "1 . 09", 1, 5, "island value 09 out of range 1..8"},
		{"header rows", "3 3 2\n1 0 1\n0 0 0", 3, 0, "header says 3 rows, found 2"},
		{"header islands", "2 2 3\n1 0\n0 1", 1, 5, "header says 3 islands, the grid has 2"},
		{"header row length", "2 3\n1 - 1\n- 1", 3, 4, "row has 2 values, want 3"},
		{"header value", "2 2\n1 -\n- 9", 3, 3, "island value 9"},
		{"header too big", "300 3\n1 0 1", 1, 1, "want at most 200"},
		{"extra row", "1 3 2\n1 0 1\n0 0 0", 3, 0, "more rows than the 1 the header says"},
		{"game ID char", "3x3m2:2a2c2a2x", 1, 14, "the game description runs past the 9 cells"},
		{"game ID bad char", "3x3m2:2a2c2a!", 1, 13, `unexpected '!' in the game description`},
		{"game ID short", "3x3m2:2a2c2a", 1, 13, "ends after 8 of 9 cells"},
		{"game ID m3", "3x3m3:2a2c2a2", 1, 4, "m3 allows up to 3"},
		{"game ID loops", "3x3m2L:2a2c2a2", 1, 6, "forbids loops"},
		{"game ID value", "3x3m2:9a2c2a2", 1, 7, "island value 9"},
		{"game ID long run", "3x3m2:2z", 1, 8, "runs past the 9 cells"},
		{"game ID seed", "3x3m2#1234", 1, 6, "random seed"},
		{"game ID huge", "99999999999999999999x3:a", 1, 1, "grid of 99999999999999999999×3: a side is at most 200"},
		{"game ID empty", "0x3:a", 1, 1, "a grid of 0×3 has no cells"},
		{"game ID no height", "3xm2:a", 1, 2, "want the height after 'x'"},
		{"game ID two x", "3x3x:a", 1, 4, "unexpected 'x' in the game parameters"},
		{"game ID m1", "3x3m1:2a2c2a2", 1, 4, "m1 allows up to 1 bridge between two islands"},
		{"game ID m huge", "3x3m99999999999999999999:2a2c2a2", 1, 4, "m99999999999999999999 allows up to 99999999999999999999 bridges"},
		{"URL value", "https://puzz.link/p?hashi/3/3/2g2i2g9", 1, 37, "island value 9"},
		{"URL zero", "https://puzz.link/p?hashi/3/3/0g2i2g2", 1, 31, "island value 0"},
		{"URL wide value", "https://puzz.link/p?hashi/3/3/-10g2i2g2", 1, 31, "island value 16 out of range 1..8"},
		{"URL huge", "https://puzz.link/p?hashi/0000200/0000201/", 1, 27, "grid of 0000200×0000201: a side is at most 200"},
		{"URL 20 digits", "https://puzz.link/p?hashi/99999999999999999999/3/", 1, 27, "grid of 99999999999999999999×3: a side is at most 200"},
		{"URL empty", "https://puzz.link/p?hashi/0/3/", 1, 27, "a grid of 0×3 has no cells"},
		{"URL unknown", "https://puzz.link/p?hashi/3/3/.g2i2g2", 1, 31, "unknown value"},
		{"URL short", "https://puzz.link/p?hashi/3/3/2g2i2", 1, 36, "ends after 7 of 9 cells"},
		{"URL type", "https://puzz.link/p?sudoku/3/3/2g2i2g2", 1, 21, "not hashi"},
		{"URL trailing", "https://puzz.link/p?hashi/3/3/2g2i2g2 x", 1, 39, `unexpected "x" after the URL`},
		{"binary", "1 . 1\n\x00", 2, 1, "unexpected byte 0x00"},
		{"UTF-16", "\xff\xfe1\x00", 1, 1, "unexpected byte 0xff (not UTF-8): the file looks like UTF-16; save it as UTF-8"},
		{"UTF-16 JSON", "{\x00}\x00", 1, 2, "the file looks like UTF-16; save it as UTF-8"},
		{"empty", "", 1, 0, "no puzzle found"},
		{"JSON type", "{\n \"data\": {\n  \"a\": {\"problem\": 3}\n }\n}", 3, 20, `JSON: puzzle "a": "problem" is a number, want a string`},
		{"JSON syntax", "{\n \"data\": {\n  \"a\": {\"problem\" 3}\n }\n}", 3, 19, "JSON: invalid character '3'"},
		{"JSON problem", "{\"data\": {\"a\": {\"problem\": \"2 2\\n1 -\\n- 9\", \"solution\": \"\"}}}", 1, 16, `puzzle "a": problem line 3, column 3: island value 9`},
		{"JSON empty", "{\"data\": {}}", 1, 0, "no puzzle found"},
		{"JSON no data", "{\"count\": 1}", 1, 1, `no "data"`},
	}
	for _, c := range cases {
		_, err := Parse("f.txt", []byte(c.in))
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("%s: error %v, want a *ParseError", c.name, err)
			continue
		}
		if pe.Line != c.line || pe.Col != c.col || !strings.Contains(pe.Msg, c.msg) || pe.File != "f.txt" {
			t.Errorf("%s: got %q (line %d col %d), want line %d col %d %q", c.name, pe.Error(), pe.Line, pe.Col, c.line, c.col, c.msg)
		}
	}
}

func TestParseErrorString(t *testing.T) {
	e := &ParseError{File: "a.has", Line: 3, Col: 7, Msg: "island value 9 out of range 1..8"}
	if got := e.Error(); got != "a.has:3:7: island value 9 out of range 1..8" {
		t.Errorf("Error() = %q", got)
	}
	e = &ParseError{Line: 2, Msg: "row has 2 values, want 3"}
	if got := e.Error(); got != "2: row has 2 values, want 3" {
		t.Errorf("Error() = %q", got)
	}
}

// A made-up puzzlekit-style file (the real one stays out of the
// repository): two puzzles, one with a drawing of its solution.
const jankoJSON = `{
  "count": 2,
  "data": {
    "ring": {
      "problem": "3 3\n2 - 3\n- - -\n2 - 3",
      "solution": "3 3\n- 1 - \na - b \n- 1 -",
      "source": "", "info": ""
    },
    "pair": {"problem": "1 3\n2 - 2", "solution": "garbled", "source": "", "info": ""}
  }
}`

func TestJankoJSON(t *testing.T) {
	named, err := ParseJankoJSON([]byte(jankoJSON))
	if err != nil {
		t.Fatal(err)
	}
	if len(named) != 2 || named[0].Name != "ring" || named[1].Name != "pair" {
		t.Fatalf("got %+v", named)
	}
	ring := named[0]
	if err := Verify(ring.Puzzle, ring.Solution); err != nil {
		t.Fatalf("decoded solution: %v (%+v)", err, ring.Solution.Bridges)
	}
	if named[1].Solution.Rows != 0 {
		t.Errorf("a garbled solution should be left zero, got %+v", named[1].Solution)
	}
	ps, err := Parse("x.json", []byte(jankoJSON))
	if err != nil || len(ps) != 2 || len(ps[0].Bridges) != 0 {
		t.Fatalf("Parse of JSON: %v, %+v", err, ps)
	}
	// ParseOne points at the second puzzle.
	if _, err := ParseOne("x.json", []byte(jankoJSON)); err == nil || err.Error() != "x.json:9: found 2 puzzles, want one" {
		t.Errorf("ParseOne of JSON: %v", err)
	}
}

// TestJankoDataset reads the real file when the shared data is there:
// every problem parses and every published solution passes Verify.
func TestJankoDataset(t *testing.T) {
	data, err := os.ReadFile(benchdata.Path(t, "hashi/janko_puzzlekit/Hashi_dataset.json"))
	if err != nil {
		t.Fatal(err)
	}
	named, err := ParseJankoJSON(data)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range named {
		if err := Verify(n.Puzzle, n.Solution); err != nil {
			t.Errorf("%s: %v", n.Name, err)
		}
	}
	if len(named) != 910 {
		t.Errorf("%d puzzles, want 910", len(named))
	}
}

func TestCoelhoFile(t *testing.T) {
	p, err := ParseOne("c.has", readTestdata(t, "Hs_16_100_25_00_001.has"))
	if err != nil {
		t.Fatal(err)
	}
	if p.Rows != 16 || p.Cols != 16 || len(p.Islands) != 100 {
		t.Fatalf("got %d×%d with %d islands", p.Rows, p.Cols, len(p.Islands))
	}
	if p.Islands[0] != (Island{0, 0, 2}) || p.Islands[99] != (Island{15, 15, 2}) {
		t.Fatalf("first/last island %+v %+v", p.Islands[0], p.Islands[99])
	}
}

// TestGolden pins the writers' output on a real puzzle.
func TestGolden(t *testing.T) {
	p, err := ParseOne("c.has", readTestdata(t, "Hs_16_100_25_00_001.has"))
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []struct{ file, got string }{
		{"coelho100.txt", p.GridText()},
		{"coelho100.id", p.GameID() + "\n"},
		{"coelho100.url", p.URL() + "\n"},
	} {
		path := filepath.Join("testdata", "golden", w.file)
		if *update {
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(w.got), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run go test -update)", err)
		}
		if string(want) != w.got {
			t.Errorf("%s differs:\n got %q\nwant %q", w.file, w.got, want)
		}
		back, err := ParseOne(w.file, []byte(w.got))
		if err != nil || !back.Equal(p) {
			t.Errorf("%s does not read back: %v", w.file, err)
		}
	}
}
