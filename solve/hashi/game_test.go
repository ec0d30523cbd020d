package hashi

import (
	"os"
	"testing"
)

// TestGameRoundTrip: a game file reads as the islands and the player's
// bridges apart, writes back byte for byte, and reads as its bare puzzle
// for `grille solve`.
func TestGameRoundTrip(t *testing.T) {
	data, err := os.ReadFile("testdata/game.txt")
	if err != nil {
		t.Fatal(err)
	}
	g, err := ParseGame("game.txt", data)
	if err != nil {
		t.Fatal(err)
	}
	if got := GameText(g); got != string(data) {
		t.Errorf("written back:\n%s\nwant:\n%s", got, data)
	}
	if len(g.Puzzle.Bridges) != 0 || len(g.Play.Bridges) != 3 || g.Play.Bridges[1] != (Bridge{0, 3, 1}) || g.Play.Bridges[2] != (Bridge{3, 4, 2}) {
		t.Errorf("puzzle %+v, play %+v", g.Puzzle, g.Play)
	}
	// The "solver bridge" line: found by a method, not the player's.
	if g.FoundAt(0) || g.FoundAt(1) || !g.FoundAt(2) {
		t.Errorf("found %v, want [false false true]", g.Found)
	}
	ps, err := Parse("game.txt", data)
	if err != nil || len(ps) != 1 || !ps[0].Equal(g.Puzzle) {
		t.Errorf("Parse: %v, %d puzzles", err, len(ps))
	}
}

func TestGameErrors(t *testing.T) {
	const grid = "2 . 3 . 2\n. . . . .\n3 . 4 . 2\n"
	cases := []struct{ play, want string }{
		{"play\nbridge r1c1 r1c2 1\n", "g:5:13: no island at r1c2"},
		{"play\nbridge r1c1 r1c5 1\n", "g:5:8: r1c1–r1c5 passes over the island at r1c3"},
		{"play\nbridge r1c1 r3c3 1\n", "g:5:8: r1c1 and r3c3 are not in line"},
		{"play\nbridge r1c1 r1c3 3\n", `g:5:18: unexpected "3": want the number of bridges, a number from 1 to 2`},
		{"play\nbridge r1c3 r1c1 1\nbridge r1c1 r1c3 2\n", "g:6:8: a second line for r1c1–r1c3"},
		{"play\nbridge r1c1 r1c1 1\n", "g:5:13: a bridge joins two islands"},
		{"play\nsolver bridge r1c1 r1c2 1\n", "g:5:20: no island at r1c2"},
		{"play\nsolver bridge r1c1 r1c3\n", `g:5:24: "bridge" is short: want "bridge CELL CELL COUNT"`},
		{"play\nsolver rect r1c1 1x1\n", `g:5:8: unexpected "rect" in the play block: want "bridge CELL CELL COUNT" or "solver bridge CELL CELL COUNT"`},
	}
	for _, c := range cases {
		if _, err := ParseGame("g", []byte(grid+c.play)); err == nil || err.Error() != c.want {
			t.Errorf("%q: %v, want %s", c.play, err, c.want)
		}
		if _, err := Parse("g", []byte(grid+c.play)); err == nil || err.Error() != c.want {
			t.Errorf("Parse %q: %v, want %s", c.play, err, c.want)
		}
	}
}

// FuzzGame: any input reads as games or gives a *ParseError, and a game
// read writes back to a file that reads as the same game.
func FuzzGame(f *testing.F) {
	if data, err := os.ReadFile("testdata/game.txt"); err == nil {
		f.Add(data)
	}
	f.Add([]byte("play\n"))
	f.Add([]byte("2 2 .\n. . .\n1 . 1\nplay\nsolver bridge r1c1 r1c2 1\nbridge r3c1 r3c3 1\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		gs, err := ParseGames("fuzz", data)
		if err != nil {
			if _, ok := err.(*ParseError); !ok {
				t.Fatalf("error %T %v is not a *ParseError", err, err)
			}
			return
		}
		for _, g := range gs {
			text := GameText(g)
			back, err := ParseGame("back", []byte(text))
			if err != nil {
				t.Fatalf("%q written as %q does not read back: %v", data, text, err)
			}
			if again := GameText(back); again != text {
				t.Fatalf("written %q, then %q", text, again)
			}
		}
	})
}
