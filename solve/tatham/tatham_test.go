package tatham

import (
	"fmt"
	"strings"
	"testing"

	"grille/solve"
)

func digitsAndLower(c byte) bool { return '0' <= c && c <= '9' || 'a' <= c && c <= 'z' }

func TestIsGameID(t *testing.T) {
	for tok, want := range map[string]bool{
		"3x3:abc": true, "9j:x": true, "7x7#123": true, "3:": true,
		"x3:abc": false, "3x3": false, "3X3:abc": false, "": false, "12 34": false,
	} {
		if got := IsGameID([]byte(tok), digitsAndLower); got != want {
			t.Errorf("IsGameID(%q) = %v", tok, got)
		}
		// A type without game IDs (no parameter characters) has none.
		if IsGameID([]byte(tok), nil) {
			t.Errorf("IsGameID(%q, nil) = true", tok)
		}
	}
}

func TestSeedAndSize(t *testing.T) {
	for tok, want := range map[string]int{"7x7#123": 3, "7x7:a#b": -1, "7#1:a": 1, "7x7:abc": -1} {
		if got := SeedAt([]byte(tok)); got != want {
			t.Errorf("SeedAt(%q) = %d, want %d", tok, got, want)
		}
	}
	for params, want := range map[string]string{
		"7":       "7 7 1",
		"7x5":     "7 5 3",
		"7x5e1.5": "7 5 3",
		"7xa":     "7 7 1", // the 'x' is left for the caller
		"7x":      "7 7 1",
		"99999x1": "9999 1 7", // no longer growing once above 1000
	} {
		w, h, end := Size([]byte(params), 1000)
		if got := fmt.Sprint(w.Value, h.Value, end); got != want {
			t.Errorf("Size(%q) = %s, want %s", params, got, want)
		}
	}
}

// decode reads a description of a w×h grid whose clues are decimal
// numbers of at most max (one digit without sep), or 'X' for a refused
// clue.
func decode(desc string, w, h, max int, sep bool) (string, int, string) {
	tok := []byte("p:" + desc)
	cells := make([]string, w*h)
	for i := range cells {
		cells[i] = "."
	}
	at, msg := Decoder{Cols: w, Rows: h, Sep: sep}.Decode(tok, 2, func(j int) (int, int, solve.Text) {
		if tok[j] == 'X' {
			return 0, j + 1, solve.Say("refused")
		}
		v, e := 0, j
		for e < len(tok) && '0' <= tok[e] && tok[e] <= '9' && (sep || e == j) {
			v = v*10 + int(tok[e]-'0')
			e++
		}
		if v > max {
			return 0, e, solve.Say("%d is too big", v)
		}
		return v, e, solve.Text{}
	}, func(k, v, at int) { cells[k] = fmt.Sprintf("%d@%d", v, at) })
	return strings.Join(cells, " "), at, msg.String()
}

func TestDecode(t *testing.T) {
	good := []struct {
		desc string
		sep  bool
		want string
	}{
		{"2a2c2a2", false, "2@2 . 2@4 . . . 2@6 . 2@8"},
		{"i", false, ". . . . . . . . ."},
		{"9_3g", true, "9@2 3@4 . . . . . . ."},
		{"a9b3_4c", true, ". 9@3 . . 3@5 4@7 . . ."},
		{"e1_2_3_4", true, ". . . . . 1@3 2@5 3@7 4@9"},
	}
	for _, tt := range good {
		got, at, msg := decode(tt.desc, 3, 3, 9, tt.sep)
		if got != tt.want || msg != "" {
			t.Errorf("%q: %s (%q at %d), want %s", tt.desc, got, msg, at, tt.want)
		}
	}
	bad := []struct {
		desc string
		sep  bool
		msg  string
		at   int
	}{
		{"2a2c2a", false, "the game description ends after 8 of 9 cells", 8},
		{"2a2c2a2x", false, "the game description runs past the 9 cells of a 3×3 grid", 9},
		{"i1", false, "the game description runs past the 9 cells of a 3×3 grid", 3},
		{"z", false, "the game description runs past the 9 cells of a 3×3 grid", 2},
		{"h1_2", true, "the game description runs past the 9 cells", 5},
		{"1_2", false, "unexpected '_' in the game description", 3},
		{"a!", false, "unexpected '!' in the game description", 3},
		{"aX", false, "refused", 3},
		{"a10", true, "10 is too big", 3},
		{"iX", false, "refused", 3}, // a clue's own error comes first
	}
	if _, _, msg := decode("1a", 1, 1, 9, false); msg != "the game description runs past the 1 cell of a 1×1 grid" {
		t.Errorf("1×1: %q", msg)
	}
	if _, _, msg := decode("", 1, 1, 9, false); msg != "the game description ends after 0 of 1 cell" {
		t.Errorf("1×1: %q", msg)
	}
	for _, tt := range bad {
		_, at, msg := decode(tt.desc, 3, 3, 9, tt.sep)
		if !strings.Contains(msg, tt.msg) || at != tt.at {
			t.Errorf("%q: %q at %d, want %q at %d", tt.desc, msg, at, tt.msg, tt.at)
		}
	}
}

func TestEncode(t *testing.T) {
	tests := []struct {
		cells []int
		sep   bool
		want  string
	}{
		{[]int{1, 2, 0, 0, 0, 3}, true, "1_2c3"},
		{[]int{1, 2, 0, 0, 0, 3}, false, "12c3"},
		{[]int{0, 0, 12, 0}, true, "b12a"},
		{make([]int, 26), true, "z"},
		{make([]int, 27), true, "za"},
		{append(make([]int, 53), 5), true, "zza5"},
		{nil, true, ""},
	}
	for _, tt := range tests {
		var b strings.Builder
		Encode(&b, tt.cells, tt.sep)
		if b.String() != tt.want {
			t.Errorf("Encode(%v, %v) = %q, want %q", tt.cells, tt.sep, b.String(), tt.want)
		}
		// What Encode writes, Decode reads back.
		got, _, msg := decode(b.String(), len(tt.cells), 1, 99, tt.sep)
		var want []string
		for _, v := range tt.cells {
			if v == 0 {
				want = append(want, ".")
			} else {
				want = append(want, fmt.Sprint(v))
			}
		}
		got = strings.Join(strings.Fields(removeAt(got)), " ")
		if len(tt.cells) > 0 && (msg != "" || got != strings.Join(want, " ")) {
			t.Errorf("%q reads back as %q (%s)", b.String(), got, msg)
		}
	}
}

// removeAt drops the "@offset" decode writes after each clue.
func removeAt(s string) string {
	f := strings.Fields(s)
	for i, c := range f {
		f[i], _, _ = strings.Cut(c, "@")
	}
	return strings.Join(f, " ")
}
