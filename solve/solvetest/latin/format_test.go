package latin

import (
	"testing"
)

// TestRead: the grid form, and every other form a parse error at its
// place: no game IDs, no URLs, no play blocks.
func TestRead(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"12\n21\n", ""},
		{"  1. # a comment\n .1\n", ""},
		{"12:3\n", `f:1:1: this type has no game IDs: "12:3" reads as one`},
		{"https://puzz.link/p?latin/3/3/abc\n", "f:1:1: this type has no puzz.link URLs"},
		{"12\n21\nplay\ndigit r1c1 1\n", "f:3:1: this type has no play block"},
		{"1\n", "f:1:1: a row of 1 cells: a Latin square has 2 to 9"},
		{"123\n12\n", "f:2:1: a row of 2 cells, want 3"},
		{"12\n\n", "f:2:1: 1 rows, want 2"},
		{"13\n..\n", `f:1:2: '3' is not a digit 1 to 2 or '.'`},
		{"12 x\n..\n", `f:1:4: unexpected "x" after the row`},
		{"\x00\xff\n", "f:1:1: unexpected byte 0x00: the file looks like UTF-16; save it as UTF-8"},
		{"é.\n..\n", `f:1:1: 'é' is not a digit 1 to 3 or '.'`},
		{"", "f:1: no puzzle found"},
	} {
		_, err := Type.Parse("f", []byte(tc.in))
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != tc.want {
			t.Errorf("Parse(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestVerify(t *testing.T) {
	p, err := Type.ParseOne("p", []byte("1.\n..\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ sol, want string }{
		{"12\n21\n", ""},
		{"21\n12\n", "r1c1 is 2, the puzzle gives 1"},
		{"12\n12\n", "column 1 holds 1 twice"},
		{"11\n22\n", "row 1 holds 1 twice"},
		{"1.\n21\n", "r1c2 is empty"},
		{"123\n231\n312\n", "the solution is not the puzzle's size"},
	} {
		s, err := Type.ParseOne("s", []byte(tc.sol))
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		if err := Verify(p, s); err != nil {
			got = err.Error()
		}
		if got != tc.want {
			t.Errorf("Verify(%q) = %q, want %q", tc.sol, got, tc.want)
		}
	}
}
