package pzpr

import (
	"fmt"
	"strings"
	"testing"

	"grille/solve"
)

// decode reads body for a cols×rows grid and returns the cells, or the
// error as "AT: msg".
func decode(d Decoder, body string) ([]int, string) {
	cells := make([]int, d.Cols*d.Rows)
	at, msg := d.Decode([]byte(body), 0, func(c Clue) solve.Text {
		if c.Value == Unknown {
			return solve.Say("unknown")
		}
		cells[c.Index] = c.Value
		return solve.Text{}
	})
	if !msg.IsZero() {
		return nil, fmt.Sprintf("%d: %s", at, msg)
	}
	return cells, ""
}

func TestRoundTrip(t *testing.T) {
	tests := []struct {
		cells []int
		body  string
	}{
		{[]int{0, 0, 0, 0}, "j"},
		{[]int{1, 0, 0, 15}, "1hf"},
		{[]int{16, 255, 256, 4095}, "-10-ff+100+fff"},
		{[]int{4096, 8191, 8192, 12287}, "=000=fff%000%fff"},
		{make([]int, 20), "z"},
		{append(make([]int, 21), 7), "zg7"},
		{append(append(make([]int, 40), 3), make([]int, 19)...), "zz3y"},
	}
	for _, tt := range tests {
		var b strings.Builder
		Encode(&b, tt.cells)
		if b.String() != tt.body {
			t.Errorf("Encode(%v) = %q, want %q", tt.cells, b.String(), tt.body)
		}
		got, err := decode(Decoder{Cols: len(tt.cells), Rows: 1}, tt.body)
		if err != "" || fmt.Sprint(got) != fmt.Sprint(tt.cells) {
			t.Errorf("Decode(%q) = %v, %q; want %v", tt.body, got, err, tt.cells)
		}
	}
	// Encode takes bytes as well (sudoku's cells).
	var b strings.Builder
	Encode(&b, []uint8{0, 9, 36, 0})
	if b.String() != "g9-24g" {
		t.Errorf("Encode(uint8) = %q", b.String())
	}
}

func TestDecode(t *testing.T) {
	tests := []struct {
		d    Decoder
		body string
		want string // cells, or "AT: error"
	}{
		{Decoder{Cols: 3, Rows: 1}, "-0A+0FFf", "[10 255 15]"}, // hex after a prefix in either case
		{Decoder{Cols: 2, Rows: 1}, "A1", "0: unexpected 'A' in the URL body"},
		{Decoder{Cols: 2, Rows: 1}, "1.", "1: unknown"},
		{Decoder{Cols: 2, Rows: 1}, "1-f", "1: want 2 hex digits after '-'"},
		{Decoder{Cols: 2, Rows: 1}, "1+12g", "1: want 3 hex digits after '+'"},
		{Decoder{Cols: 2, Rows: 1}, "%", "0: want 3 hex digits after '%'"},
		{Decoder{Cols: 2, Rows: 2}, "1j", "1: URL body runs past the 4 cells of a 2×2 grid"},
		{Decoder{Cols: 3, Rows: 2}, "1g2", "3: URL body ends after 3 of 6 cells"},
		{Decoder{Cols: 1, Rows: 1}, "g1", "1: unexpected '1' after the last cell of the URL"},
		{Decoder{Cols: 1, Rows: 1}, "h", "0: URL body runs past the 1 cell of a 1×1 grid"},
		{Decoder{Cols: 1, Rows: 1}, "", "0: URL body ends after 0 of 1 cell"},
		{Decoder{Cols: 2, Rows: 1}, "12x", "2: unexpected 'x' after the last cell of the URL"},
		{Decoder{Cols: 2, Rows: 1}, "1/", "1: unexpected '/' in the URL body"},
		{Decoder{Cols: 2, Rows: 1}, "1é", "1: unexpected 'é' in the URL body"},
		// '*' and '$' only when Wide.
		{Decoder{Cols: 1, Rows: 1}, "*0001", "0: unexpected '*' in the URL body"},
		{Decoder{Cols: 2, Rows: 1, Wide: true}, "*0001$00001", "[12241 77777]"},
		{Decoder{Cols: 1, Rows: 1, Wide: true}, "$0001", "0: want 5 hex digits after '$'"},
	}
	for _, tt := range tests {
		got, err := decode(tt.d, tt.body)
		s := err
		if err == "" {
			s = fmt.Sprint(got)
		}
		if s != tt.want {
			t.Errorf("%+v %q: %s, want %s", tt.d, tt.body, s, tt.want)
		}
	}
}

func TestDecodeClue(t *testing.T) {
	// Clues come in order with their cell and bytes; a message stops there.
	var seen []string
	at, msg := Decoder{Cols: 4, Rows: 1}.Decode([]byte("x/h-1f3"), 2, func(c Clue) solve.Text {
		seen = append(seen, fmt.Sprintf("%d@%d-%d=%d", c.Index, c.At, c.End, c.Value))
		if c.Value == 3 {
			return solve.Say("no 3")
		}
		return solve.Text{}
	})
	if got := strings.Join(seen, " "); got != "2@3-6=31 3@6-7=3" || at != 6 || msg.String() != "no 3" {
		t.Errorf("clues %q, error %d %q", got, at, msg)
	}
}

func TestEncodeWith(t *testing.T) {
	var b strings.Builder
	EncodeWith(&b, []int{0, 0, 17, 0}, func(b *strings.Builder, v int) { fmt.Fprintf(b, "<%d>", v) })
	if b.String() != "h<17>g" {
		t.Errorf("EncodeWith = %q", b.String())
	}
}

func TestSplit(t *testing.T) {
	tests := []struct {
		url  string
		want string // Type TypeAt Cols ColsAt Rows RowsAt BodyAt HasSize, or "none"
	}{
		{"https://puzz.link/p?sudoku/9/9/abc", "sudoku 20 9 27 9 29 31 true"},
		{"p?shikaku/v:/10/8/", "shikaku 2 10 13 8 16 18 true"},
		{"?hashi/7/7", "hashi 1 7 7 7 9 10 true"},
		{"?hashi/7", "hashi 1 7 7  9 8 false"},
		{"?hashi", "hashi 1  7  7 6 false"},
		{"?x/a/b/3/", "x 1 b 5 3 7 9 false"},
		{"puzz.link/p/sudoku", "none"},
	}
	for _, tt := range tests {
		u, ok := Split([]byte(tt.url))
		got := "none"
		if ok {
			got = fmt.Sprintf("%s %d %s %d %s %d %d %v", u.Type, u.TypeAt, u.Cols, u.ColsAt, u.Rows, u.RowsAt, u.BodyAt, u.HasSize())
		}
		if got != tt.want {
			t.Errorf("Split(%q) = %s, want %s", tt.url, got, tt.want)
		}
	}
}

func TestLooksLikeURL(t *testing.T) {
	tests := []struct {
		tok  string
		want bool
	}{
		{"HTTPS://example.org/x", true},
		{"http://x", true},
		{"puzz.link/p?sudoku/4/4/g", true},
		{"pzv.jp/p.html?hashi/3/3", true},
		{"p?sudoku/4/4/g", true},
		{"p?shikaku/4/4/g", false},
		{"3x3:abc", false},
		{"", false},
	}
	for _, tt := range tests {
		if got := LooksLikeURL([]byte(tt.tok), "?sudoku/"); got != tt.want {
			t.Errorf("LooksLikeURL(%q) = %v", tt.tok, got)
		}
	}
}

// FuzzRoundTrip: any cells Encode writes, a Wide Decoder reads back.
func FuzzRoundTrip(f *testing.F) {
	f.Add([]byte{0, 0, 5, 0, 200, 1}, uint16(3))
	f.Add([]byte{255, 255, 255, 255}, uint16(40000))
	f.Fuzz(func(t *testing.T, raw []byte, big uint16) {
		if len(raw) == 0 || len(raw) > 400 {
			return
		}
		cells := make([]int, len(raw))
		for i, b := range raw {
			switch {
			case b < 128:
				cells[i] = 0
			case b == 255:
				cells[i] = int(big)
			default:
				cells[i] = int(b)
			}
		}
		var sb strings.Builder
		Encode(&sb, cells)
		body := sb.String()
		got := make([]int, len(cells))
		at, msg := Decoder{Cols: len(cells), Rows: 1, Wide: true}.Decode([]byte(body), 0, func(c Clue) solve.Text {
			got[c.Index] = c.Value
			return solve.Text{}
		})
		if !msg.IsZero() {
			t.Fatalf("%v encoded as %q: %s at %d", cells, body, msg, at)
		}
		for i := range cells {
			if got[i] != cells[i] {
				t.Fatalf("%v encoded as %q reads back as %v", cells, body, got)
			}
		}
	})
}
