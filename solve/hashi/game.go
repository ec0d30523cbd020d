package hashi

// A Hashi game file: the grid file of the islands, then a play block (see
// puzzlefile) of the player's bridges, one a line:
//
//	play
//	bridge r1c1 r1c5 2  two bridges between the islands at r1c1 and r1c5
//	solver bridge r3c1 r3c3 1  a bridge a method found (Solve, Step)
//
// The two cells are islands in line with no island between; a pair of
// islands has one line. Files written before the "solver" lines read as
// before: every bridge the player's.

import (
	"fmt"
	"strconv"
	"strings"

	"grille/solve"
	"grille/solve/puzzlefile"
)

// playUsage lists the entries a play block takes, with their placeholders
// in the reader's language.
var playUsage = solve.Say(`"bridge CELL CELL COUNT" or "solver bridge CELL CELL COUNT"`)

// readPlay reads one line of a play block into g.
func readPlay(r *puzzlefile.Reader, g *solve.Game[Puzzle], text []byte, _ int) *ParseError {
	l := r.NewPlayLine(text)
	if kw := l.Word(0); kw != "bridge" {
		return l.Errorf(0, "unexpected %s in the play block: want %s", strconv.Quote(kw), playUsage)
	}
	if err := l.Want(4, solve.Say(`"bridge CELL CELL COUNT"`)); err != nil {
		return err
	}
	var ends [2]int
	for k := range ends {
		row, col, err := l.Cell(1+k, g.Puzzle.Rows, g.Puzzle.Cols)
		if err != nil {
			return err
		}
		i, ok := g.Puzzle.IslandAt(row, col)
		if !ok {
			return l.Errorf(1+k, "no island at %s", CellName(row, col))
		}
		ends[k] = i
	}
	n, err := l.Number(3, 1, 2, solve.Say("the number of bridges"))
	if err != nil {
		return err
	}
	b := Bridge{A: min(ends[0], ends[1]), B: max(ends[0], ends[1]), Count: n}
	if b.A == b.B {
		return l.Errorf(2, "a bridge joins two islands")
	}
	if err := g.Puzzle.checkBridge(b); err != nil {
		return l.Errorf(1, "%s", solve.ErrorText(err))
	}
	for _, q := range g.Play.Bridges {
		if q.A == b.A && q.B == b.B {
			return l.Errorf(1, "a second line for %s–%s", g.Puzzle.islandName(b.A), g.Puzzle.islandName(b.B))
		}
	}
	if l.Solver() {
		if g.Found == nil {
			g.Found = make([]bool, len(g.Play.Bridges), len(g.Play.Bridges)+1)
		}
	}
	if g.Found != nil {
		g.Found = append(g.Found, l.Solver())
	}
	g.Play.Bridges = append(g.Play.Bridges, b)
	return nil
}

// GameText writes g: the grid file of its islands, then, when any bridge
// is drawn, its play block; the bridges g.Found marks as a method's are
// written as "solver bridge" lines.
func GameText(g solve.Game[Puzzle]) string {
	var b strings.Builder
	b.WriteString(g.Puzzle.GridText())
	head := false
	for i, br := range g.Play.Bridges {
		if br.A < 0 || br.B < 0 || br.A >= len(g.Puzzle.Islands) || br.B >= len(g.Puzzle.Islands) {
			continue
		}
		if !head {
			b.WriteString("play\n")
			head = true
		}
		if g.FoundAt(i) {
			b.WriteString(puzzlefile.SolverWord + " ")
		}
		fmt.Fprintf(&b, "bridge %s %s %d\n", g.Puzzle.islandName(br.A), g.Puzzle.islandName(br.B), br.Count)
	}
	return b.String()
}

// ParseGames reads every puzzle of data with its play block.
func ParseGames(name string, data []byte) ([]solve.Game[Puzzle], error) {
	return format.ParseGames(name, data)
}

// ParseGame reads the one puzzle of data with its play block.
func ParseGame(name string, data []byte) (solve.Game[Puzzle], error) {
	return format.ParseGame(name, data)
}
