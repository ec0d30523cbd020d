package sudoku

import (
	"grille/solve"
	"os"
	"testing"
)

// TestGameRoundTrip: a game file reads as the puzzle and the player's
// entries apart, writes back byte for byte, and reads as its bare puzzle
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
	if g.Puzzle.Cells[2] != 0 || g.Play.Cells[2] != 4 || g.Play.Cells[0] != 5 || g.Play.Cells[8] != 8 {
		t.Errorf("r1c3: puzzle %d play %d; r1c1 play %d; r1c9 play %d", g.Puzzle.Cells[2], g.Play.Cells[2], g.Play.Cells[0], g.Play.Cells[8])
	}
	if g.Marks[3] != 1<<1|1<<5 || g.Marks[10] != 1<<1|1<<3|1<<6 {
		t.Errorf("marks r1c4 %b, r2c2 %b", g.Marks[3], g.Marks[10])
	}
	// The "solver digit" lines: found by a method, not the player's.
	for cell, want := range map[int]bool{2: false, 8: false, 5: true, 78: true, 0: false} {
		if g.FoundAt(cell) != want {
			t.Errorf("cell %s: found %v, want %v", CellName(3, cell), g.FoundAt(cell), want)
		}
	}
	if g.Play.Cells[5] != 8 || g.Play.Cells[78] != 1 {
		t.Errorf("solver's r1c6 %d, r9c7 %d", g.Play.Cells[5], g.Play.Cells[78])
	}
	ps, err := Parse("game.txt", data)
	if err != nil || len(ps) != 1 || !ps[0].Equal(g.Puzzle) {
		t.Errorf("Parse: %v, %d puzzles", err, len(ps))
	}
	// Nothing played: the grid file alone, which reads as a game too.
	bare := GameText(mustGame(t, g.Puzzle.GridText()))
	if bare != g.Puzzle.GridText() {
		t.Errorf("a game with nothing played writes %q", bare)
	}
}

func mustGame(t *testing.T, text string) solve.Game[Grid] {
	t.Helper()
	g, err := ParseGame("x", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestGameErrors: a bad play block is refused at its line and column, by
// Open and by `grille solve` alike.
func TestGameErrors(t *testing.T) {
	const line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n"
	cases := []struct{ play, want string }{
		{"play\ndigit r1c1 4\n", "g:3:7: r1c1 holds a given"},
		{"play\ndigit r1c3 4\ndigit r1c3 5\n", "g:4:7: r1c3 already holds the player's 4"},
		{"play\ndigit r1c3 10\n", `g:3:12: unexpected "10": want a digit, a number from 1 to 9`},
		{"play\ndigit r10c3 1\n", "g:3:7: cell r10c3 is outside the 9×9 grid"},
		{"play\ndigit c3 1\n", `g:3:7: unexpected "c3": want a cell such as r1c3`},
		{"play\ndigit r1c3\n", `g:3:11: "digit" is short: want "digit CELL VALUE"`},
		{"play\nmarks r1c3 1 x\n", `g:3:14: unexpected "x": want a digit, a number from 1 to 9`},
		{"play\nmarks r1c3 1\ndigit r1c3 2\n", "g:4:7: r1c3 already has pencil marks"},
		{"play\nrect r1c3 1x1\n", `g:3:1: unexpected "rect" in the play block: want "digit CELL VALUE", "solver digit CELL VALUE" or "marks CELL DIGIT..."`},
		{"play\nsolver digit r1c3 4\ndigit r1c3 5\n", "g:4:7: r1c3 already holds the solver's 4"},
		{"play\nsolver marks r1c3 4\n", `g:3:8: pencil marks are the player's: want "marks CELL DIGIT..." without "solver"`},
		{"play\nsolver digit r1c1 4\n", "g:3:14: r1c1 holds a given"},
		{"play\nsolver\n", `g:3:1: unexpected "solver" in the play block: want "digit CELL VALUE", "solver digit CELL VALUE" or "marks CELL DIGIT..."`},
		{"play\nsolver digit r1c3\n", `g:3:18: "digit" is short: want "digit CELL VALUE"`},
		{"\nplay\ndigit r1c3 4\n", "g:3:1: a play block follows its puzzle directly: no puzzle ends on the line above"},
	}
	for _, c := range cases {
		for _, parse := range []func() error{
			func() error { _, err := ParseGame("g", []byte(line+c.play)); return err },
			func() error { _, err := Parse("g", []byte(line+c.play)); return err },
		} {
			if err := parse(); err == nil || err.Error() != c.want {
				t.Errorf("%q: %v, want %s", c.play, err, c.want)
			}
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
	f.Add([]byte("1...\n....\n....\n....\nplay\nsolver digit r1c2 2\ndigit r1c3 3\nmarks r2c1 3 4\n"))
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
