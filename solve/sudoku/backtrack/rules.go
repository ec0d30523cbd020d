package backtrack

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"grille/solve"
	"grille/solve/sudoku"
)

// This file is the teaching side: the three rules applied one pass at a
// time with a record of every deduction, as the seed's "Règles EUP" button
// does. It favours clarity over speed; the solver has its own loop.

// Rule names one of the three EUP rules.
type Rule int

const (
	Exclusivite Rule = iota // a solved cell's digit leaves its row, column and box
	Unicite                 // a digit with one place left in a unit goes there
	Parite                  // a naked pair {u,v} clears u and v from the rest of its unit
)

// String names the rule in plain English, the course's French term in
// brackets: "Hidden single (Unicité)".
func (r Rule) String() string { return r.Text().String() }

// Text is String as a solve.Text, for a reader in another language.
func (r Rule) Text() solve.Text {
	switch r {
	case Exclusivite:
		return solve.Say("Elimination (Exclusivité)")
	case Unicite:
		return solve.Say("Hidden single (Unicité)")
	case Parite:
		return solve.Say("Naked pair (Parité)")
	}
	return solve.Say("Rule(%d)", int(r))
}

// Deduction is one change a rule made to one cell.
type Deduction struct {
	Rule    Rule
	Unit    int    // index into sudoku.Units(n) of the unit the rule worked in, or -1
	Cell    int    // the cell that lost candidates
	Removed uint64 // the candidates removed from Cell
	Placed  int    // the digit Unicité placed in Cell, else 0
	Peer    int    // Exclusivité: the solved cell whose digit was removed; Parité: the pair's first cell; else -1
	// Peer2 and Pair complete a Parité deduction, which involves three cells
	// (the pair and the cell cleared) and the pair's digits (Removed may be
	// only one of them): the pair's second cell and its two candidates.
	Peer2 int
	Pair  uint64
}

// Describe says what happened in words, with 1-based cell names, e.g.
// "Elimination (Exclusivité): r1c5=7 removes 7 from r1c2".
func (d Deduction) Describe(n int) string { return d.Text(n).String() }

// Text is Describe as a solve.Text, for a reader in another language.
func (d Deduction) Text(n int) solve.Text {
	cell := sudoku.CellName(n, d.Cell)
	switch d.Rule {
	case Exclusivite:
		if d.Peer >= 0 {
			return solve.Say("%s: %s=%s removes %s from %s", d.Rule.Text(),
				sudoku.CellName(n, d.Peer), digits(d.Removed), digits(d.Removed), cell)
		}
	case Unicite:
		if d.Unit >= 0 {
			return solve.Say("%s: %d can only go in %s in %s", d.Rule.Text(), d.Placed, cell, sudoku.UnitSay(n, d.Unit))
		}
		return solve.Say("%s: %d can only go in %s", d.Rule.Text(), d.Placed, cell)
	case Parite:
		if d.Peer >= 0 && d.Peer2 >= 0 {
			return solve.Say("%s: %s,%s hold {%s}: removed %s from %s", d.Rule.Text(),
				sudoku.CellName(n, d.Peer), sudoku.CellName(n, d.Peer2), digits(d.Pair), digits(d.Removed), cell)
		}
	}
	return solve.Say("%s: removed %s from %s", d.Rule.Text(), digits(d.Removed), cell)
}

// digits lists a mask's digits, 1-based: "3,8".
func digits(m uint64) string {
	var b strings.Builder
	for m != 0 {
		if b.Len() > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(bits.TrailingZeros64(m) + 1))
		m &= m - 1
	}
	return b.String()
}

func weight(m uint64) int { return bits.OnesCount64(m) }

// Candidates is the seed's matrix G: for each cell (row-major), bit k-1 set
// when digit k is still allowed.
type Candidates struct {
	Order int
	Masks []uint64
}

// NewCandidates is the matrix before any rule: a given has its digit only,
// an empty cell every digit (sudoku.Candidates). g must pass Validate.
func NewCandidates(g sudoku.Grid) Candidates {
	return Candidates{Order: g.Order, Masks: sudoku.Candidates(g)}
}

// Clone returns a deep copy.
func (c Candidates) Clone() Candidates {
	return Candidates{Order: c.Order, Masks: append([]uint64(nil), c.Masks...)}
}

// Grid fills in the cells that have a single candidate; the others are 0.
func (c Candidates) Grid() sudoku.Grid {
	return sudoku.Grid{Order: c.Order, Cells: gridOf(c.Order, c.Masks)}
}

// StepState is what a Step leaves.
type StepState int

const (
	Progressed    StepState = iota // some rule changed something: step again
	Stuck                          // no rule applies: the search would branch here
	Solved                         // every cell has one candidate, and the units agree
	Contradiction                  // a cell has no candidate, or a digit no place in a unit
)

func (s StepState) String() string {
	switch s {
	case Progressed:
		return "progressed"
	case Stuck:
		return "stuck"
	case Solved:
		return "solved"
	case Contradiction:
		return "contradiction"
	}
	return fmt.Sprintf("StepState(%d)", int(s))
}

// Step applies one pass of the three rules to a copy of c — Exclusivité from
// every cell that was solved when the pass began, then Unicité over every
// unit, then Parité over every unit, each rule seeing the previous ones'
// changes — and returns the copy with every deduction made. As in the seed,
// cells solved during the pass spread their digit only at the next Step.
// c must be well formed (Order 2..6, N² masks).
func Step(c Candidates) (next Candidates, deds []Deduction, st StepState) {
	n := c.Order
	units := sudoku.Units(n)
	next = c.Clone()
	m := next.Masks
	deds = exclusivite(n, units, c.Masks, m, deds)
	deds = unicite(units, m, deds)
	deds = parite(units, m, deds)
	return next, deds, stepState(n, units, m, len(deds))
}

// exclusivite removes, from m, the digit of each cell solved in start (the
// masks when the pass began) from the other cells of its units.
func exclusivite(n int, units [][]int, start, m []uint64, deds []Deduction) []Deduction {
	N := n * n
	for i, d := range start {
		if weight(d) != 1 {
			continue
		}
		r, col := i/N, i%N
		for _, u := range [3]int{r, N + col, 2*N + (r/n)*n + col/n} {
			for _, p := range units[u] {
				if p == i || m[p]&d == 0 {
					continue
				}
				// A peer sharing two units with i is cleared in the first.
				m[p] &^= d
				deds = append(deds, Deduction{Rule: Exclusivite, Unit: u, Cell: p, Removed: d, Peer: i, Peer2: -1})
			}
		}
	}
	return deds
}

// unicite places a digit that fits in only one cell of a unit there.
func unicite(units [][]int, m []uint64, deds []Deduction) []Deduction {
	for u, cells := range units {
		var once, twice uint64
		for _, x := range cells {
			twice |= once & m[x]
			once |= m[x]
		}
		for h := once &^ twice; h != 0; h &= h - 1 {
			d := h & -h
			for _, x := range cells {
				if m[x]&d != 0 {
					if m[x] != d {
						deds = append(deds, Deduction{Rule: Unicite, Unit: u, Cell: x, Removed: m[x] &^ d,
							Placed: bits.TrailingZeros64(d) + 1, Peer: -1, Peer2: -1})
						m[x] = d
					}
					break
				}
			}
		}
	}
	return deds
}

// parite clears the two digits of a naked pair from the rest of its unit.
func parite(units [][]int, m []uint64, deds []Deduction) []Deduction {
	for u, cells := range units {
		for a := 0; a < len(cells); a++ {
			pair := m[cells[a]]
			if weight(pair) != 2 {
				continue
			}
			for b := a + 1; b < len(cells); b++ {
				if m[cells[b]] != pair {
					continue
				}
				for _, x := range cells {
					if x == cells[a] || x == cells[b] || m[x]&pair == 0 {
						continue
					}
					deds = append(deds, Deduction{Rule: Parite, Unit: u, Cell: x, Removed: m[x] & pair,
						Peer: cells[a], Peer2: cells[b], Pair: pair})
					m[x] &^= pair
				}
				break
			}
		}
	}
	return deds
}

// stepState says what a pass that made changes deductions left in m.
func stepState(n int, units [][]int, m []uint64, changes int) StepState {
	full := uint64(1)<<uint(n*n) - 1
	allSingle := true
	for _, x := range m {
		switch weight(x) {
		case 0:
			return Contradiction
		case 1:
		default:
			allSingle = false
		}
	}
	for _, cells := range units {
		var once uint64
		for _, x := range cells {
			once |= m[x]
		}
		if once != full {
			return Contradiction
		}
	}
	switch {
	case allSingle:
		// N singles covering all N digits: each digit exactly once.
		return Solved
	case changes == 0:
		return Stuck
	}
	return Progressed
}
