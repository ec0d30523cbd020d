package hashi

import (
	"strings"
	"testing"
)

// square3 is a ring of four 3s with a 2 hanging below: its solution
// alternates singles and doubles round the ring.
//
//	3 . 3
//	. . .
//	3 . 4
//	. . .
//	. . 1
const square3 = "3 . 3\n. . .\n3 . 4\n. . .\n. . 1"

func TestVerify(t *testing.T) {
	p := mustParse(t, square3)
	// Islands: 0 r1c1, 1 r1c3, 2 r3c1, 3 r3c3, 4 r5c3.
	good := []Bridge{{0, 1, 2}, {1, 3, 1}, {2, 3, 2}, {0, 2, 1}, {3, 4, 1}}
	if err := Verify(p, withBridges(p, good...)); err != nil {
		t.Fatalf("a valid solution refused: %v", err)
	}
	// A grid with an island in the middle of a row, and a crossing pair.
	q := mustParse(t, cross)
	cases := []struct {
		name     string
		puzzle   Puzzle
		solution Puzzle
		msg      string
	}{
		{"no bridges", p, p, "has 0 bridges"},
		{"over count", p, withBridges(p, Bridge{0, 1, 2}, Bridge{1, 3, 2}, Bridge{2, 3, 2}, Bridge{0, 2, 1}, Bridge{3, 4, 1}), "has 4 bridges, wants 3"},
		{"count 3", p, withBridges(p, Bridge{0, 1, 3}), "count 3"},
		{"count 0", p, withBridges(p, Bridge{0, 1, 0}), "count 0"},
		{"A ≥ B", p, withBridges(p, Bridge{1, 0, 1}), "want A < B"},
		{"index", p, withBridges(p, Bridge{0, 7, 1}), "out of range"},
		{"duplicate", p, withBridges(p, Bridge{0, 1, 1}, Bridge{0, 1, 1}), "both join"},
		{"not aligned", p, withBridges(p, Bridge{0, 3, 1}), "not in line"},
		{"over an island", p, withBridges(p, Bridge{1, 4, 1}), "passes over the island at r3c3"},
		{"crossing", q, withBridges(q, Bridge{0, 4, 1}, Bridge{1, 2, 1}), "cross at r2c2"},
		{"other size", p, Puzzle{Rows: 5, Cols: 4, Islands: p.Islands}, "grid is 5×4"},
		{"other islands", p, withBridges(Puzzle{Rows: 5, Cols: 3, Islands: append([]Island{{0, 0, 2}}, p.Islands[1:]...)}), "island 0 differs"},
		{"missing island", p, Puzzle{Rows: 5, Cols: 3, Islands: p.Islands[:4]}, "4 islands"},
	}
	for _, c := range cases {
		err := Verify(c.puzzle, c.solution)
		if err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%s: Verify = %v, want %q", c.name, err, c.msg)
		}
	}
}

// TestVerifyDisconnected: every island satisfied, no crossing, but two
// groups. Verify must refuse it, whatever found it.
func TestVerifyDisconnected(t *testing.T) {
	p := mustParse(t, "1 1\n. .\n1 1")
	sol := withBridges(p, Bridge{0, 1, 1}, Bridge{2, 3, 1})
	err := Verify(p, sol)
	if err == nil || !strings.Contains(err.Error(), "2 separate groups") {
		t.Fatalf("Verify = %v, want a disconnection error", err)
	}
}
