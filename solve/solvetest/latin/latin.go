// Package latin is a puzzle type that exists only for tests: ARCHITECTURE.md's
// recipe "Adding a puzzle type" followed to the letter, with nothing but
// the required parts (a Latin square: a grid of order n, 2 to 9, every
// digit 1…n once in each row and each column). Its descriptor latintype.New
// goes through the catalog's checks, the terminal and a window tab in the
// tests of solve/catalog, app/cli and ui, without being in the catalog:
// when the recipe asks for something more, those tests say so.
//
// It has no game IDs, no URLs, no play blocks, no JSON answer, no sketch,
// no generator, no model and no logic: each answers "no such thing".
package latin

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"grille/solve"
)

// MinOrder and MaxOrder bound a square's order: one character a cell.
const MinOrder, MaxOrder = 2, 9

// Square is a Latin square of order N, its cells row-major, 0 empty.
type Square struct {
	N     int
	Cells []uint8
}

// Validate checks the square's shape (a solve.Checker, which solve.Define
// asks of a puzzle): its order and its values.
func (s Square) Validate() error {
	if s.N < MinOrder || s.N > MaxOrder {
		return fmt.Errorf("order %d: want %d to %d", s.N, MinOrder, MaxOrder)
	}
	if len(s.Cells) != s.N*s.N {
		return fmt.Errorf("%d cells for order %d", len(s.Cells), s.N)
	}
	for i, v := range s.Cells {
		if int(v) > s.N {
			return fmt.Errorf("r%dc%d holds %d, above %d", i/s.N+1, i%s.N+1, v, s.N)
		}
	}
	return nil
}

// Clone is a copy that shares nothing with s.
func (s Square) Clone() Square {
	s.Cells = append([]uint8(nil), s.Cells...)
	return s
}

// Equal reports whether two squares are the same.
func (s Square) Equal(t Square) bool { return s.N == t.N && slices.Equal(s.Cells, t.Cells) }

// Givens counts the filled cells.
func (s Square) Givens() int {
	n := 0
	for _, v := range s.Cells {
		if v != 0 {
			n++
		}
	}
	return n
}

// Text is the file form: N rows of N characters, '.' for an empty cell.
func (s Square) Text() string {
	var b strings.Builder
	for i, v := range s.Cells {
		if v == 0 {
			b.WriteByte('.')
		} else {
			b.WriteByte('0' + v)
		}
		if i%s.N == s.N-1 {
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// Verify checks that solution is a full Latin square that keeps the
// puzzle's givens, independently of every method.
func Verify(puzzle, solution Square) error {
	if err := solution.Validate(); err != nil {
		return err
	}
	if solution.N != puzzle.N || len(puzzle.Cells) != len(solution.Cells) {
		return errors.New("the solution is not the puzzle's size")
	}
	n := solution.N
	for i, v := range solution.Cells {
		if v == 0 {
			return fmt.Errorf("r%dc%d is empty", i/n+1, i%n+1)
		}
		if g := puzzle.Cells[i]; g != 0 && g != v {
			return fmt.Errorf("r%dc%d is %d, the puzzle gives %d", i/n+1, i%n+1, v, g)
		}
	}
	for a := 0; a < n; a++ {
		var row, col uint16
		for b := 0; b < n; b++ {
			r, c := uint16(1)<<solution.Cells[a*n+b], uint16(1)<<solution.Cells[b*n+a]
			if row&r != 0 {
				return fmt.Errorf("row %d holds %d twice", a+1, solution.Cells[a*n+b])
			}
			if col&c != 0 {
				return fmt.Errorf("column %d holds %d twice", a+1, solution.Cells[b*n+a])
			}
			row, col = row|r, col|c
		}
	}
	return nil
}

// Type describes Latin squares: the required core only.
var Type = solve.NewType[Square](solve.Names{
	Name:     "latin",
	Title:    "Latin square",
	Summary:  "Latin square: every digit once in each row and each column",
	CopyName: "a grid",
}, kind{})

// Sample is the puzzle a tab opens with, as assets/samples holds one for
// each type of the catalog.
const Sample = "# a Latin square of order 4\n1...\n..3.\n.4..\n...2\n"

// kind is the type's solve.Core.
type kind struct{}

func (kind) Text(s Square) string                 { return s.Text() }
func (kind) Copy(s Square) string                 { return s.Text() }
func (kind) Picture(s Square) string              { return s.Text() }
func (kind) Verify(puzzle, solution Square) error { return Verify(puzzle, solution) }
func (kind) Clone(s Square) Square                { return s.Clone() }
func (kind) Equal(a, b Square) bool               { return a.Equal(b) }
func (kind) Bare(s Square) Square                 { return s.Clone() }
func (kind) Describe(s Square) solve.Text {
	return solve.Say("%d×%d puzzle, %s", s.N, s.N, solve.Count{N: s.Givens(), Word: "given"})
}
