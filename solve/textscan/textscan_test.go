package textscan

import (
	"bytes"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// readAll reads every line of data, as "N:text" pairs, and the error that
// stopped it, if any.
func readAll(data string) ([]string, string) {
	l := NewLines("f.txt", []byte(data))
	var got []string
	for {
		text, ok, err := l.Next()
		if err != nil {
			return got, err.Error()
		}
		if !ok {
			return got, ""
		}
		got = append(got, strings.Join([]string{strconv.Itoa(l.Line()), string(text)}, ":"))
	}
}

func TestLines(t *testing.T) {
	tests := []struct {
		name, data string
		want       []string
		err        string
	}{
		{"empty", "", nil, ""},
		{"one line, no terminator", "a b", []string{"1:a b"}, ""},
		{"LF", "a\nb\n", []string{"1:a", "2:b"}, ""},
		{"CRLF", "a\r\nb\r\n", []string{"1:a", "2:b"}, ""},
		{"CR", "a\rb", []string{"1:a", "2:b"}, ""},
		{"LF CR is two line ends", "a\n\rb", []string{"1:a", "2:", "3:b"}, ""},
		{"blank lines count", "\n\nx", []string{"1:", "2:", "3:x"}, ""},
		{"tab allowed", "\tx\t", []string{"1:\tx\t"}, ""},
		{"UTF-8 allowed", "é…中", []string{"1:é…中"}, ""},
		{"NUL", "ok\nab\x00c", []string{"1:ok"}, "f.txt:2:3: unexpected byte 0x00"},
		{"DEL", "\x7f", nil, "f.txt:1:1: unexpected byte 0x7f"},
		{"ESC after line end", "a\r\n\x1b", []string{"1:a"}, "f.txt:2:1: unexpected byte 0x1b"},
		// Columns count characters: "é" is one.
		{"control after UTF-8", "éé\x01", nil, "f.txt:1:3: unexpected byte 0x01"},
		{"broken UTF-8", "ab\xffc", nil, "f.txt:1:3: unexpected byte 0xff (not UTF-8)"},
		{"truncated UTF-8", "é\xc3", nil, "f.txt:1:2: unexpected byte 0xc3 (not UTF-8)"},
		{"UTF-16 surrogate", "\xed\xa0\x80", nil, "f.txt:1:1: unexpected byte 0xed (not UTF-8)"},
		// UTF-16 text is said to be so, where its first odd byte is.
		{"UTF-16LE BOM", "\xff\xfea\x00", nil, "f.txt:1:1: unexpected byte 0xff (not UTF-8): the file looks like UTF-16; save it as UTF-8"},
		{"UTF-16BE BOM", "\xfe\xff\x00a", nil, "f.txt:1:1: unexpected byte 0xfe (not UTF-8): the file looks like UTF-16; save it as UTF-8"},
		{"UTF-16LE", "a\x00\n\x00", nil, "f.txt:1:2: unexpected byte 0x00: the file looks like UTF-16; save it as UTF-8"},
		{"UTF-16BE", "\x00a\x00b", nil, "f.txt:1:1: unexpected byte 0x00: the file looks like UTF-16; save it as UTF-8"},
		{"NUL, not UTF-16", "ab\x00", nil, "f.txt:1:3: unexpected byte 0x00"},
	}
	for _, tt := range tests {
		got, err := readAll(tt.data)
		if strings.Join(got, "|") != strings.Join(tt.want, "|") || err != tt.err {
			t.Errorf("%s: %q: lines %q, error %q; want %q, %q", tt.name, tt.data, got, err, tt.want, tt.err)
		}
	}
}

func TestUnread(t *testing.T) {
	l := NewLines("", []byte("one\r\ntwo\nthree"))
	next := func(want string, line int) {
		t.Helper()
		text, ok, err := l.Next()
		if err != nil || !ok || string(text) != want || l.Line() != line {
			t.Fatalf("Next = %q, %v, %v at line %d; want %q at line %d", text, ok, err, l.Line(), want, line)
		}
	}
	next("one", 1)
	next("two", 2)
	l.Unread()
	if l.Line() != 1 {
		t.Errorf("after Unread, Line = %d, want 1", l.Line())
	}
	next("two", 2)
	// A copy is a saved position.
	save := l
	next("three", 3)
	l = save
	next("three", 3)
	if _, ok, _ := l.Next(); ok {
		t.Error("Next past the end: ok")
	}
	// The line handed back after Unread (kept, not read again) and the
	// lines after it, through repeated and saved Unreads.
	l = NewLines("", []byte("a\nb\r\nc\n"))
	next("a", 1)
	l.Unread()
	next("a", 1)
	l.Unread()
	save = l
	next("a", 1)
	next("b", 2)
	l.Unread()
	next("b", 2)
	next("c", 3)
	l = save
	next("a", 1)
	next("b", 2)
	next("c", 3)
	if _, ok, _ := l.Next(); ok {
		t.Error("Next past the end: ok")
	}
	l.Unread() // after the end: steps back over "c", read again
	next("c", 3)
}

func TestErrorf(t *testing.T) {
	l := NewLines("a.txt", nil)
	if got, want := l.Errorf(4, 0, "%d rows", 3).Error(), "a.txt:4: 3 rows"; got != want {
		t.Errorf("Errorf = %q, want %q", got, want)
	}
}

func TestLineCol(t *testing.T) {
	data := []byte("ab\nçd\nx")
	tests := []struct {
		off       int64
		line, col int
	}{
		{-5, 1, 1}, {0, 1, 1}, {2, 1, 3}, {3, 2, 1}, {5, 2, 2}, {6, 2, 3}, {7, 3, 1}, {99, 3, 2},
	}
	for _, tt := range tests {
		if l, c := LineCol(data, tt.off); l != tt.line || c != tt.col {
			t.Errorf("LineCol(%d) = %d:%d, want %d:%d", tt.off, l, c, tt.line, tt.col)
		}
	}
}

func TestFieldHelpers(t *testing.T) {
	text := []byte("  ab\tcd # x")
	if got := FieldEnd(text, 2); got != 4 {
		t.Errorf("FieldEnd = %d, want 4", got)
	}
	if got := FieldEnd(text, 5); got != 7 {
		t.Errorf("FieldEnd at the last field = %d, want 7", got)
	}
	for _, tt := range []struct {
		s    string
		i    int
		want int
	}{
		{"abc", 3, -1}, {"abc  ", 3, -1}, {"abc # d", 3, -1}, {"abc#d", 3, -1}, {"abc  d", 3, 5}, {"", 0, -1},
	} {
		if got := Junk([]byte(tt.s), tt.i); got != tt.want {
			t.Errorf("Junk(%q, %d) = %d, want %d", tt.s, tt.i, got, tt.want)
		}
	}
	for _, tt := range []struct {
		s    string
		want bool
	}{{"", false}, {"0", true}, {"0123456789", true}, {"12a", false}, {"-1", false}} {
		if got := AllDigits([]byte(tt.s)); got != tt.want {
			t.Errorf("AllDigits(%q) = %v", tt.s, got)
		}
	}
	for _, tt := range []struct {
		s        string
		i, limit int
		v, end   int
	}{
		{"x12y", 1, 100, 12, 3},
		{"x", 0, 100, 0, 0},
		{"999999999999999999999999", 0, 1000, 9999, 24}, // stops growing above the limit
		{"123", 3, 10, 0, 3},
	} {
		if v, end := DecimalAt([]byte(tt.s), tt.i, tt.limit); v != tt.v || end != tt.end {
			t.Errorf("DecimalAt(%q, %d, %d) = %d, %d; want %d, %d", tt.s, tt.i, tt.limit, v, end, tt.v, tt.end)
		}
	}
	if got := Col([]byte("éé x"), 5); got != 4 {
		t.Errorf("Col = %d, want 4", got)
	}
	if got := Col([]byte("ab"), 10); got != 3 {
		t.Errorf("Col past the end = %d, want 3", got)
	}
}

func TestMessageHelpers(t *testing.T) {
	long := strings.Repeat("é", 25)
	tests := []struct{ got, want string }{
		{QuoteAt([]byte("a€b"), 1), `'€'`},
		{QuoteAt([]byte("a\tb"), 1), `'\t'`},
		{Shorten([]byte("short")), "short"},
		{Shorten([]byte(strings.Repeat("a", 20))), strings.Repeat("a", 20)},
		{Shorten([]byte(strings.Repeat("a", 21))), strings.Repeat("a", 20) + "…"},
		{Shorten([]byte(long)), strings.Repeat("é", 20) + "…"},
		// ShortenBytes counts bytes and may cut "é" in two.
		{ShortenBytes([]byte(long)), strings.Repeat("é", 10) + "…"},
		{ShortenBytes([]byte("a" + long)), "a" + strings.Repeat("é", 9) + "\xc3…"},
		{Quote([]byte(`a"b`)), `"a\"b"`},
		{Plural(0, "row"), "0 rows"},
		{Plural(1, "row"), "1 row"},
		{Plural(12, "cell"), "12 cells"},
	}
	for i, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%d: %q, want %q", i, tt.got, tt.want)
		}
	}
}

// FuzzLines: on any input, Lines numbers its lines 1, 2, 3..., hands out
// text with no line terminator, control byte or broken UTF-8, and either
// reads to the end or stops at an error that points inside the line.
func FuzzLines(f *testing.F) {
	f.Add([]byte("1 2\r\n3\r4\n\n"))
	f.Add([]byte("a\x00b"))
	f.Add([]byte("\xff\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		l := NewLines("f", data)
		want := 1
		for {
			text, ok, err := l.Next()
			if err != nil {
				if err.Line != want || err.Col < 1 {
					t.Fatalf("error at %d:%d reading line %d: %v", err.Line, err.Col, want, err)
				}
				return
			}
			if !ok {
				return
			}
			if l.Line() != want {
				t.Fatalf("line %d numbered %d", want, l.Line())
			}
			if !utf8.Valid(text) || bytes.ContainsAny(text, "\r\n\x00") {
				t.Fatalf("line %d: %q", want, text)
			}
			want++
		}
	})
}

func TestTrimBOM(t *testing.T) {
	for in, want := range map[string]string{"\xef\xbb\xbf1 2": "1 2", "1 2": "1 2", "": "", "\xef\xbb": "\xef\xbb", "a\xef\xbb\xbf": "a\xef\xbb\xbf"} {
		if got := string(TrimBOM([]byte(in))); got != want {
			t.Errorf("TrimBOM(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSplitter(t *testing.T) {
	tests := []struct {
		s    Splitter
		text string
		want string // the fields, "|"-joined, then the count
	}{
		{Splitter{}, "  a bb\tc  ", "a|bb|c 3"},
		{Splitter{}, "a b#c d", "a|b 2"},
		{Splitter{}, "a # b", "a 1"},
		{Splitter{}, "#a b", " 0"},
		{Splitter{HashInField: true}, "a b#c d", "a|b#c|d 3"},
		{Splitter{HashInField: true}, "a #b c", "a 1"},
		{Splitter{Sep: '|'}, "1 2 | 3|4 |", "1|2|3|4 4"},
		{Splitter{Sep: '|'}, "|", " 0"},
		{Splitter{}, "é è", "é|è 2"},
	}
	for _, tt := range tests {
		var got []string
		tt.s.Each([]byte(tt.text), func(i, j int) { got = append(got, tt.text[i:j]) })
		if s := strings.Join(got, "|") + " " + strconv.Itoa(tt.s.Count([]byte(tt.text))); s != tt.want {
			t.Errorf("%+v %q: %q, want %q", tt.s, tt.text, s, tt.want)
		}
	}
	// Fields keeps limit+1 and counts them all.
	spans, n := Splitter{}.Fields([]byte("a b c d e"), 2)
	if len(spans) != 3 || n != 5 || spans[2] != (Span{4, 5}) {
		t.Errorf("Fields: %v, %d", spans, n)
	}
}

func TestLooksUTF16(t *testing.T) {
	for in, want := range map[string]bool{
		"\xff\xfe": true, "\xfe\xff1": true, "1\x002\x00": true, "\x001\x002": true,
		"": false, "1": false, "12": false, "1\x00\x00\x00": false, "\xef\xbb\xbf1": false,
		"1\x00" + strings.Repeat("2\x00", 40) + "33": true, // only the start is looked at
	} {
		if got := LooksUTF16([]byte(in)); got != want {
			t.Errorf("LooksUTF16(%q) = %v", in, got)
		}
	}
}

func TestNumber(t *testing.T) {
	n, end := NumberAt([]byte("x0012y"), 1, 100)
	if n.Value != 12 || end != 5 || n.String() != "0012" || n.Plural("row") != "0012 rows" {
		t.Errorf("got %+v %d %q", n, end, n.Plural("row"))
	}
	// Past the limit the value is only known to be past it: messages name
	// the number as written.
	n, _ = NumberAt([]byte("99999999999999999999999"), 0, 1000)
	if n.Value <= 1000 || n.String() != "99999999999999999999…" {
		t.Errorf("got %d %q", n.Value, n)
	}
	if n, _ := NumberAt([]byte("01"), 0, 9); n.Plural("cell") != "01 cell" {
		t.Errorf("got %q", n.Plural("cell"))
	}
	if n, ok := ParseNumber([]byte("12"), 9); !ok || n.Value != 12 {
		t.Errorf("ParseNumber(12) = %+v, %v", n, ok)
	}
	if n, ok := ParseNumber([]byte("1x"), 9); ok || n.String() != "1x" {
		t.Errorf("ParseNumber(1x) = %+v, %v", n, ok)
	}
}

// TestLineEnd: the word-at-a-time scan finds the same end as a byte loop
// and calls a line plain exactly when it holds only printable ASCII and
// tabs, whatever byte stands at whatever offset of the eight.
func TestLineEnd(t *testing.T) {
	ref := func(rest []byte) (int, bool) {
		plain := true
		for i, c := range rest {
			if c == '\n' || c == '\r' {
				return i, plain
			}
			if c != '\t' && (c < 0x20 || c >= 0x7f) {
				plain = false
			}
		}
		return -1, plain
	}
	base := []byte("..1.2.3..4..5..6..7..8..9..|abcXYZ~ !#")
	for n := 0; n <= len(base); n++ {
		for at := 0; at < n; at++ {
			for c := 0; c < 256; c++ {
				line := append([]byte(nil), base[:n]...)
				line[at] = byte(c)
				gotEnd, gotPlain := lineEnd(line)
				wantEnd, wantPlain := ref(line)
				if gotEnd != wantEnd || gotPlain != wantPlain {
					t.Fatalf("%q: lineEnd %d %v, want %d %v", line, gotEnd, gotPlain, wantEnd, wantPlain)
				}
			}
		}
	}
}

// TestFieldEnd: the word-at-a-time search stops where a byte loop does,
// at the first blank or tab from any start, any byte around it.
func TestFieldEnd(t *testing.T) {
	for n := 0; n <= 24; n++ {
		for at := 0; at < n; at++ {
			for c := 0; c < 256; c++ {
				text := bytes.Repeat([]byte{'.'}, n)
				text[at] = byte(c)
				for i := 0; i <= n; i++ {
					want := i
					for want < n && text[want] != ' ' && text[want] != '\t' {
						want++
					}
					if got := FieldEnd(text, i); got != want {
						t.Fatalf("%q from %d: %d, want %d", text, i, got, want)
					}
				}
			}
		}
	}
}
