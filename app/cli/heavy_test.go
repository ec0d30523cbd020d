package cli

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"grille/solve/lp/lpsolve"
)

// heavyCase is an input a skeptical user feeds Grille to see it break: a
// huge line, a model too big to build, a file with one bad puzzle among
// good ones. The same cases run in make test at modest sizes (scale 1, in
// process) and in make stress at full size (the real binary, with its time
// and peak memory printed).
type heavyCase struct {
	name string
	// write makes the input in dir at a scale and returns the arguments
	// after "grille" (files included).
	write func(t testing.TB, dir string, scale int) []string
	// limit bounds the whole run: a method's time limit plus what it
	// takes to read the input and say what happened. Past it the case
	// counts as hanging.
	limit time.Duration
	codes []int  // acceptable exit statuses
	want  string // what stderr or stdout must contain
	lp    bool   // needs the LP engine
	full  int    // the scale of make stress: the sizes the reports were made at
}

func writeFile(t testing.TB, dir, name, text string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// packedHashi is a rows×cols grid with an island on every other cell of
// every other row, valued 1 or 2 at random: thousands of islands and
// candidate bridges.
func packedHashi(rows, cols int, seed uint64) string {
	rng := rand.New(rand.NewPCG(seed, 1))
	var b strings.Builder
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			if r%2 == 0 && c%2 == 0 {
				b.WriteByte(byte('1' + rng.IntN(2)))
			} else {
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// oneClueShikaku is a side×side grid whose only clue covers it all: a
// model with one enormous candidate set.
func oneClueShikaku(side int) string {
	var b strings.Builder
	for r := 0; r < side; r++ {
		for c := 0; c < side; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			if r == side/2 && c == side/2 {
				fmt.Fprint(&b, side*side)
			} else {
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// sudokuLines is n easy puzzles, one per line, of order `order`.
func sudokuLines(n, order int) string {
	N := order * order
	var b strings.Builder
	line := make([]byte, N*N)
	for k := 0; k < n; k++ {
		for r := 0; r < N; r++ {
			for c := 0; c < N; c++ {
				v := ((r%order)*order+r/order+c+k)%N + 1
				line[r*N+c] = "123456789ABCDEFG"[v-1]
				if (r*7+c*3+k)%4 == 0 {
					line[r*N+c] = '.'
				}
			}
		}
		b.Write(line)
		b.WriteByte('\n')
	}
	return b.String()
}

var heavyCases = []heavyCase{
	{
		name: "hashi: a line of 200,000 empty cells",
		write: func(t testing.TB, dir string, scale int) []string {
			return []string{"solve", "--type", "hashi", "--timeout", "1s",
				writeFile(t, dir, "line.txt", strings.Repeat(". ", 200_000*scale)+"\n")}
		},
		limit: 3 * time.Second, codes: []int{ExitBadInput}, want: "grille: ",
		full: 125,
	},
	{
		name: "janko JSON with a long problem string, read as Hashi",
		write: func(t testing.TB, dir string, scale int) []string {
			problem := strings.Repeat("- ", 500_000*scale)
			return []string{"solve", "--type", "hashi", "--timeout", "1s",
				writeFile(t, dir, "janko.json", `{"data": {"p1": {"problem": "`+problem+`", "solution": ""}}}`)}
		},
		limit: 3 * time.Second, codes: []int{ExitBadInput}, want: "grille: ",
		full: 10,
	},
	{
		name: "hashi ilp on a grid packed with 1s and 2s, 1 s limit",
		write: func(t testing.TB, dir string, scale int) []string {
			side := 60 + 70*(scale-1)
			return []string{"solve", "--type", "hashi", "--method", "ilp", "--timeout", "1s",
				writeFile(t, dir, "packed.txt", packedHashi(min(side, 200), min(side, 200), 1))}
		},
		limit: 1200 * time.Millisecond, codes: []int{ExitOK, ExitUnsolved}, want: "packed.txt", lp: true,
		full: 3,
	},
	{
		name: "shikaku ilp on one clue covering the grid, 100 ms limit",
		write: func(t testing.TB, dir string, scale int) []string {
			return []string{"solve", "--type", "shikaku", "--method", "ilp", "--timeout", "100ms",
				writeFile(t, dir, "oneclue.txt", oneClueShikaku(min(50*scale, 100)))}
		},
		limit: 300 * time.Millisecond, codes: []int{ExitOK, ExitUnsolved}, want: "oneclue.txt", lp: true,
		full: 2,
	},
	{
		name: "one bad puzzle among good ones",
		write: func(t testing.TB, dir string, _ int) []string {
			good := sudokuLines(1, 3)
			return []string{"solve", writeFile(t, dir, "mixed.txt", good+strings.Repeat("1", 80)+"\n"+good)}
		},
		limit: 2 * time.Second, codes: []int{ExitBadInput}, want: "mixed.txt #1: Unique",
		full: 1,
	},
	{
		name: "many Sudoku lines",
		write: func(t testing.TB, dir string, scale int) []string {
			return []string{"solve", "--json", writeFile(t, dir, "many.txt", sudokuLines(20_000*scale, 3))}
		},
		limit: 30 * time.Second, codes: []int{ExitOK}, want: `"status":"`,
		full: 35,
	},
	{
		name: "--jobs 1000000 on many 4×4 puzzles",
		write: func(t testing.TB, dir string, scale int) []string {
			return []string{"solve", "--jobs", "1000000", "--json", writeFile(t, dir, "small.txt", sudokuLines(20_000*scale, 2))}
		},
		limit: 30 * time.Second, codes: []int{ExitOK}, want: "is more than 4 per CPU",
		full: 50,
	},
}

// TestHeavyInputs runs the heavy cases at modest sizes, in process.
func TestHeavyInputs(t *testing.T) {
	for _, c := range heavyCases {
		t.Run(c.name, func(t *testing.T) {
			if c.lp && !lpsolve.Available() {
				t.Skip("LP engine not built in")
			}
			args := c.write(t, t.TempDir(), 1)
			var out, errb bytes.Buffer
			code := Main(Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb, LP: lpsolve.New(),
				Context: context.Background()}, args)
			if !slices.Contains(c.codes, code) {
				t.Errorf("exit %d, want one of %v; stderr %.300q", code, c.codes, errb.String())
			}
			if !strings.Contains(errb.String(), c.want) && !strings.Contains(out.String(), c.want) {
				t.Errorf("no %q in the output; stderr %.300q, stdout %.300q", c.want, errb.String(), out.String())
			}
			// A puzzle left Unknown was stopped by its time limit, and says
			// so. How long the run took is make stress's to measure (c.limit,
			// on a quiet machine): a loaded one would fail any bound here.
			if all := errb.String() + out.String(); strings.Contains(all, "Unknown") && !strings.Contains(all, "time limit") {
				t.Errorf("Unknown without its time limit in the output; stderr %.300q, stdout %.300q", errb.String(), out.String())
			}
		})
	}
}
