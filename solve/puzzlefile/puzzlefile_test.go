package puzzlefile

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"grille/solve"
	"grille/solve/pzpr"
)

// toy is a made-up puzzle type: a grid is a block of rows, read as the
// rows joined by "/", a '!' in it an error there; a game ID and a URL are
// read as what they say.
func toy(byteCols bool) *Format[string] {
	return &Format[string]{
		URLTypes:    []string{"toy", "alias"},
		URLMarks:    []string{"?toy/", "?alias/"},
		Game:        "Toy",
		GameIDParam: func(c byte) bool { return '0' <= c && c <= '9' || c == 'x' },
		Skip:        func(t []byte) bool { return t[0] == '=' },
		ByteCols:    byteCols,
		Grid: func(r *Reader, text []byte, start int) (string, *Error) {
			rows := []string{string(text[start:])}
			for {
				if i := bytes.IndexByte(text, '!'); i >= 0 {
					return "", r.ErrorAt(text, i, "bang")
				}
				var ok bool
				var err *Error
				if text, ok, err = r.NextInBlock(true); err != nil || !ok {
					return strings.Join(rows, "/"), err
				}
				rows = append(rows, strings.TrimSpace(string(text)))
			}
		},
		GameID: func(f *Field, params []byte, desc int) (string, *Error) {
			if i := bytes.IndexByte(f.Tok, '!'); i >= 0 {
				return "", f.Done(i, solve.Say("bang"))
			}
			return "id " + string(params) + " " + string(f.Tok[desc:]), f.Done(0, solve.Text{})
		},
		URL: func(f *Field, u pzpr.URL) (string, *Error) {
			return "url " + string(u.Cols) + "x" + string(u.Rows), f.Done(0, solve.Text{})
		},
		Janko: true,
	}
}

func TestParse(t *testing.T) {
	in := "\xef\xbb\xbf# a file\n" +
		"a b\n" + // 2
		"  # a comment inside the block\n" +
		"== a rule\n" +
		"c d   \n" +
		"3x3:abc  # a game ID ends the block\n" + // 6
		"\n" +
		"https://puzz.link/p?toy/3/4/x\n" + // 8
		"p?alias/5/6/y\n" + // 9
		"e\n" + // 10
		"   \t\n" +
		"f\n" // 12
	got, err := toy(false).Parse("f", []byte(in))
	want := "a b/c d|id 3x3 abc|url 3x4|url 5x6|e|f"
	if err != nil || strings.Join(got, "|") != want {
		t.Fatalf("got %q, %v; want %q", got, err, want)
	}
	_, err = toy(false).ParseOne("f", []byte(in))
	if err == nil || err.Error() != "f:6: found 6 puzzles, want one" {
		t.Errorf("ParseOne: %v", err)
	}
	if p, err := toy(false).ParseOne("f", []byte("\n\n  x y  # one\n")); p != "x y  # one" || err != nil {
		t.Errorf("ParseOne: %q, %v", p, err)
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, in string
		byteCols bool
		want     string
	}{
		{"empty", "", false, "f:1: no puzzle found"},
		{"comments only", "# x\n\n== y\n", false, "f:1: no puzzle found"},
		{"ParseOne, none", "", false, "f:1: no puzzle found"},
		{"binary", "a\n\x00", false, "f:2:1: unexpected byte 0x00"},
		{"grid error, characters", "éé!", false, "f:1:3: bang"},
		{"grid error, bytes", "éé!", true, "f:1:5: bang"},
		{"grid error, later row", "a\nb!", false, "f:2:2: bang"},
		{"seed", "  3x3#1234", false, `f:1:6: "3x3#1234" is a Toy random seed, not a puzzle: copy the game ID (Game > Specific) instead`},
		{"game ID error", "é 3x3:a!", false, "f:1:8: bang"},
		{"game ID trailing", "3x3:abc junk # c", false, `f:1:9: unexpected "junk" after the game ID`},
		{"URL no query", "https://puzz.link/", false, "f:1:1: URL has no puzzle (want https://puzz.link/p?toy/COLUMNS/ROWS/...)"},
		{"URL type", "https://puzz.link/p?sudoku/3/3/x", false, `f:1:21: puzz.link puzzle type "sudoku" is not toy`},
		{"URL size", "https://puzz.link/p?alias/3", false, "f:1:27: want COLUMNS/ROWS after alias/ in the URL"},
		{"URL trailing", "p?toy/3/4/x y", false, `f:1:13: unexpected "y" after the URL`},
		{"JSON", `{"data": {"a": {"problem": "x!"}}}`, false, `f:1:16: puzzle "a": problem line 1, column 2: bang`},
	}
	for _, tt := range tests {
		_, err := toy(tt.byteCols).Parse("f", []byte(tt.in))
		var pe *Error
		if !errors.As(err, &pe) || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%s: got %v, want %s", tt.name, err, tt.want)
		}
	}
}

func TestJanko(t *testing.T) {
	in := "{\"data\": {\n\"a\": {\"problem\": \"x\\ny\"},\n\"b\": {\"problem\": \"z\"}}}"
	got, err := toy(false).Parse("f.json", []byte(in))
	if err != nil || strings.Join(got, "|") != "x/y|z" {
		t.Errorf("got %q, %v", got, err)
	}
	// A problem is text, even when it looks like JSON.
	got, err = toy(false).Parse("f.json", []byte(`{"data": {"a": {"problem": "{\"data\": {}}"}}}`))
	if err != nil || strings.Join(got, "|") != `{"data": {}}` {
		t.Errorf("got %q, %v", got, err)
	}
	// ParseOne points at the second puzzle's entry.
	if _, err := toy(false).ParseOne("f.json", []byte(in)); err == nil || err.Error() != "f.json:3: found 2 puzzles, want one" {
		t.Errorf("ParseOne: %v", err)
	}
}

func TestWriteGrid(t *testing.T) {
	var b strings.Builder
	WriteGrid(&b, []int{1, 0, 12, 0, 0, 3}, 3, ".")
	if got, want := b.String(), "1 . 12\n. . 3\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	b.Reset()
	WriteGrid(&b, []uint8{0, 7}, 1, "0")
	if got, want := b.String(), "0\n7\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestOnlyGrid: a Format whose only hook is Grid answers a game ID, a URL
// and a play block with a parse error at the field (FILE:LINE:COL), in
// every reader, never a panic.
func TestOnlyGrid(t *testing.T) {
	f := &Format[string]{Grid: toy(false).Grid}
	for _, tc := range []struct{ in, want string }{
		{"12:3\n", `f:1:1: this type has no game IDs: "12:3" reads as one`},
		{"a b\n  3x3#12\n", `f:2:3: this type has no game IDs: "3x3#12" reads as one`},
		{"https://puzz.link/p?latin/3/3/abc\n", "f:1:1: this type has no puzz.link URLs"},
		{"a b\nplay\ndigit r1c1 1\n", "f:2:1: this type has no play block"},
	} {
		_, err := f.Parse("f", []byte(tc.in))
		if err == nil || err.Error() != tc.want {
			t.Errorf("Parse(%q) = %v, want %s", tc.in, err, tc.want)
		}
		if _, err := f.ParseOne("f", []byte(tc.in)); err == nil || err.Error() != tc.want {
			t.Errorf("ParseOne(%q) = %v, want %s", tc.in, err, tc.want)
		}
		if _, err := f.ParseGame("f", []byte(tc.in)); err == nil || err.Error() != tc.want {
			t.Errorf("ParseGame(%q) = %v, want %s", tc.in, err, tc.want)
		}
		var errs []string
		for _, err := range f.Each("f", []byte(tc.in)) {
			if err != nil {
				errs = append(errs, err.Error())
			}
		}
		if len(errs) != 1 || errs[0] != tc.want {
			t.Errorf("Each(%q) errors %q, want %s", tc.in, errs, tc.want)
		}
	}
}
