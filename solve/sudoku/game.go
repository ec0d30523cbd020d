package sudoku

// A Sudoku game file: the grid file of the givens, then a play block (see
// puzzlefile) of the player's entries, one a line:
//
//	play
//	digit r1c3 4        a digit of the player's in r1c3
//	solver digit r1c5 6 a digit a method found (Solve, Step) in r1c5
//	marks r2c2 1 2 7    the player's pencil marks in the empty cell r2c2
//
// A digit may not stand on a given, and a cell holds a digit or marks.
// Files written before the "solver" lines read as before: every digit the
// player's.

import (
	"strconv"
	"strings"

	"grille/solve"
	"grille/solve/puzzlefile"
)

// playUsage lists the entries a play block takes, with their placeholders
// in the reader's language.
var playUsage = solve.Say(`"digit CELL VALUE", "solver digit CELL VALUE" or "marks CELL DIGIT..."`)

// readPlay reads one line of a play block into g.
func readPlay(r *puzzlefile.Reader, g *solve.Game[Grid], text []byte, _ int) *ParseError {
	l := r.NewPlayLine(text)
	N := g.Puzzle.Size()
	kw := l.Word(0)
	if kw != "digit" && kw != "marks" {
		return l.Errorf(0, "unexpected %s in the play block: want %s", strconv.Quote(kw), playUsage)
	}
	if kw == "digit" {
		if err := l.Want(3, solve.Say(`"digit CELL VALUE"`)); err != nil {
			return err
		}
	} else if l.Solver() {
		return l.Errorf(0, `pencil marks are the player's: want "marks CELL DIGIT..." without %q`, puzzlefile.SolverWord)
	} else if l.Len() < 3 {
		return l.Errorf(l.Len(), `want "marks CELL DIGIT..."`)
	}
	row, col, err := l.Cell(1, N, N)
	if err != nil {
		return err
	}
	cell := row*N + col
	name := CellName(g.Puzzle.Order, cell)
	switch {
	case g.Puzzle.Cells[cell] != 0:
		return l.Errorf(1, "%s holds a given", name)
	case g.Play.Cells[cell] != 0 && g.FoundAt(cell):
		return l.Errorf(1, "%s already holds the solver's %d", name, g.Play.Cells[cell])
	case g.Play.Cells[cell] != 0:
		return l.Errorf(1, "%s already holds the player's %d", name, g.Play.Cells[cell])
	case g.Marks != nil && g.Marks[cell] != 0:
		return l.Errorf(1, "%s already has pencil marks", name)
	}
	if kw == "digit" {
		v, err := l.Number(2, 1, N, solve.Say("a digit"))
		if err != nil {
			return err
		}
		g.Play.Cells[cell] = uint8(v)
		if l.Solver() {
			if g.Found == nil {
				g.Found = make([]bool, N*N)
			}
			g.Found[cell] = true
		}
		return nil
	}
	if g.Marks == nil {
		g.Marks = make([]uint64, N*N)
	}
	var m uint64
	for i := 2; i < l.Len(); i++ {
		v, err := l.Number(i, 1, N, solve.Say("a digit"))
		if err != nil {
			return err
		}
		m |= 1 << (v - 1)
	}
	g.Marks[cell] = m
	return nil
}

// GameText writes g: the grid file of its givens, then, when the player
// has entered anything, its play block. Play digits that stand on givens
// are not the player's and are left out; those g.Found marks as a
// method's are written as "solver digit" lines.
func GameText(g solve.Game[Grid]) string {
	var b strings.Builder
	b.WriteString(g.Puzzle.GridText())
	n := g.Puzzle.Order
	head := false
	line := func(s string) {
		if !head {
			b.WriteString("play\n")
			head = true
		}
		b.WriteString(s)
		b.WriteByte('\n')
	}
	for i, v := range g.Play.Cells {
		if i >= len(g.Puzzle.Cells) || g.Puzzle.Cells[i] != 0 {
			continue
		}
		switch {
		case v != 0 && g.FoundAt(i):
			line(puzzlefile.SolverWord + " digit " + CellName(n, i) + " " + strconv.Itoa(int(v)))
		case v != 0:
			line("digit " + CellName(n, i) + " " + strconv.Itoa(int(v)))
		case i < len(g.Marks) && g.Marks[i] != 0:
			s := "marks " + CellName(n, i)
			for d := 1; d <= 64; d++ {
				if g.Marks[i]&(1<<(d-1)) != 0 {
					s += " " + strconv.Itoa(d)
				}
			}
			line(s)
		}
	}
	return b.String()
}

// ParseGames reads every puzzle of data with its play block.
func ParseGames(name string, data []byte) ([]solve.Game[Grid], error) {
	return format.ParseGames(name, data)
}

// ParseGame reads the one puzzle of data with its play block.
func ParseGame(name string, data []byte) (solve.Game[Grid], error) {
	return format.ParseGame(name, data)
}
