package shikaku

import (
	"os"
	"testing"
)

// TestGameRoundTrip: a game file reads as the clues and the player's
// rectangles apart, writes back byte for byte, and reads as its bare
// puzzle for `grille solve`.
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
	if len(g.Puzzle.Rects) != 0 || len(g.Play.Rects) != 3 || g.Play.Rects[2] != (Rect{1, 0, 2, 2}) || len(g.Play.Clues) != 7 {
		t.Errorf("puzzle %+v, play %+v", g.Puzzle, g.Play)
	}
	ps, err := Parse("game.txt", data)
	if err != nil || len(ps) != 1 || !ps[0].Equal(g.Puzzle) {
		t.Errorf("Parse: %v, %d puzzles", err, len(ps))
	}
}

func TestGameErrors(t *testing.T) {
	const grid = "2 . 3\n. . .\n"
	cases := []struct{ play, want string }{
		{"play\nrect r1c1 1x2\nrect r1c2 2x1\n", "g:5:6: r1c2 2×1 overlaps r1c1 1×2"},
		{"play\nrect r1c2 1x3\n", "g:4:11: r1c2 1×3 goes past the edge of the 2×3 grid"},
		{"play\nrect r1c1 0x2\n", `g:4:11: unexpected "0x2": want the rectangle's height x width, such as 2x3`},
		{"play\nrect r3c1 1x1\n", "g:4:6: cell r3c1 is outside the 2×3 grid"},
		{"play\nrect r1c1 1x1 2\n", `g:4:15: unexpected "2": want "rect CELL HEIGHTxWIDTH"`},
		{"play\nbridge r1c1 r1c3 1\n", `g:4:1: unexpected "bridge" in the play block: want "rect CELL HEIGHTxWIDTH"`},
		{"play\nrect r1c1 1x1\n  solver rect r1c2 1x2\n", `g:5:3: unexpected "solver": a rectangle has no solver form (write "rect CELL HEIGHTxWIDTH")`},
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
