package backtrack

import (
	"math/bits"

	"grille/solve"
	"grille/solve/sudoku"
)

// The search shown step by step, for a window that slows it down: when
// someone watches, the method takes the generic path (for 9×9 too) with a
// teacher attached, which reports each propagation round, each branch and
// each backtrack with the board as it stands. Count and the terminal's
// batches never attach one and pay a nil test per node.

// maxShown bounds the steps one solve shows: a window at full speed
// drops most of them anyway, and a search of millions of nodes would
// otherwise spend its time describing itself. At one step a second it is
// more than an hour of class.
const maxShown = 5000

// Shown is the teaching payload of the search's steps: the board at that
// moment (digits placed, givens included), the candidates left in every
// cell, and the cells the step is about. The window draws it through the
// methods below (ui/sudoku.go), and shows it again when the step's log
// line is clicked.
type Shown struct {
	Grid       sudoku.Grid
	Candidates []uint64
	Cells      []int
}

func (s Shown) ShownGrid() sudoku.Grid    { return s.Grid }
func (s Shown) ShownCandidates() []uint64 { return s.Candidates }
func (s Shown) ShownCells() []int         { return s.Cells }

// teacher turns the generic search's moves into solve.Step events.
type teacher struct {
	report solve.Reporter[sudoku.Grid]
	left   int        // steps still allowed
	reason solve.Text // why the last branch ended: a contradiction, or a solution
	before []uint64
}

func newTeacher(report solve.Reporter[sudoku.Grid]) *teacher {
	return &teacher{report: report, left: maxShown}
}

// step sends one event; after maxShown it says so once and detaches.
func (s *gsolver) step(masks []uint64, cells []int, format string, args ...any) {
	tc := s.teach
	n := s.t.n
	g := sudoku.Grid{Order: n, Cells: gridOf(n, masks)}
	tc.report(solve.Event[sudoku.Grid]{Kind: solve.Step, Say: solve.Say(format, args...),
		Stats:  solve.Stats{Nodes: s.nodes},
		Detail: Shown{Grid: g, Candidates: append([]uint64(nil), masks...), Cells: cells}})
	tc.left--
	if tc.left == 0 {
		tc.report(solve.Event[sudoku.Grid]{Kind: solve.Log, Stats: solve.Stats{Nodes: s.nodes},
			Say: solve.Say("(the search goes on without showing its steps: %d shown)", maxShown)})
		s.teach = nil
	}
}

// keep remembers st's candidates before a propagation round, so that the
// round's event can point at the cells it settled.
func (s *gsolver) keep(st *gstate) {
	s.teach.before = append(s.teach.before[:0], st.c...)
}

// settled are the cells single in st but not before the round.
func (s *gsolver) settled(st *gstate) []int {
	var out []int
	for i, m := range st.c {
		b := s.teach.before[i]
		if m != b && m&(m-1) == 0 && b&(b-1) != 0 {
			out = append(out, i)
		}
	}
	return out
}

// round reports a propagation round that ended without a contradiction.
func (s *gsolver) round(st *gstate) {
	cells := s.settled(st)
	removed := 0
	for i, m := range st.c {
		removed += bits.OnesCount64(s.teach.before[i]) - bits.OnesCount64(m)
	}
	// The keys hold the participle, which agrees with the noun in French.
	placed, gone := solve.Count{N: len(cells), Word: "cell", Key: "cell placed"}, solve.Count{N: removed, Word: "candidate", Key: "candidate removed"}
	if st.left == 0 {
		s.step(st.c, cells, "rules: %s placed, %s removed: a solution", placed, gone)
		return
	}
	s.step(st.c, cells, "rules: %s placed, %s removed", placed, gone)
}

// contradiction says why propagate failed on st, and at which cell, by
// looking at what it left: a cell without candidates, a digit without a
// place in a unit, or a cell two digits need as their only place.
func (s *gsolver) contradiction(st *gstate) (solve.Text, int) {
	t := s.t
	for i, m := range st.c {
		if m == 0 {
			return solve.Say("contradiction at %s (no candidate left)", sudoku.CellName(t.n, i)), i
		}
	}
	for u, cells := range t.units {
		var once, twice uint64
		for _, x := range cells {
			twice |= once & st.c[x]
			once |= st.c[x]
		}
		if miss := t.full &^ once; miss != 0 {
			return solve.Say("contradiction in %s (no place for %d)", sudoku.UnitSay(t.n, u), bits.TrailingZeros64(miss)+1), int(cells[0])
		}
		h := once &^ twice &^ st.us[u]
		for _, x := range cells {
			if bits.OnesCount64(st.c[x]&h) > 1 {
				return solve.Say("contradiction at %s (the only place for two digits of %s)", sudoku.CellName(t.n, int(x)), sudoku.UnitSay(t.n, u)), int(x)
			}
		}
	}
	return solve.Say("contradiction"), -1
}

// failed records why the branch just tried ended in a contradiction.
func (s *gsolver) failed(st *gstate) {
	s.teach.reason, _ = s.contradiction(st)
}

// branch reports the search's choice of d for cell i of the fixpoint st:
// the first candidate as a branch, the next ones as a backtrack.
func (s *gsolver) branch(st *gstate, i int, d uint64, weight int, first bool) {
	masks := append([]uint64(nil), st.c...)
	masks[i] = d
	name, digit := sudoku.CellName(s.t.n, i), bits.TrailingZeros64(d)+1
	if first {
		s.step(masks, []int{i}, "branch: %s = %d (%d candidates)", name, digit, weight)
		return
	}
	s.step(masks, []int{i}, "%s: back to %s, try %d", s.teach.reason, name, digit)
}
