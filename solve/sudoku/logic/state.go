package logic

import (
	"context"
	"math/bits"
	"sync"

	"grille/solve/sudoku"
)

// topo is what every technique needs to know about a grid of one order,
// computed once: the units, each cell's units and peers.
type topo struct {
	n, N, NN  int
	full      uint64
	units     [][]int  // rows, columns, boxes (sudoku.Units)
	row, col  []int    // a cell's row and column
	box       []int    // a cell's box
	peers     [][]int  // the cells that share a unit with a cell
	unitOrder []int    // the order units are searched in: boxes, rows, columns
	cellUnits [][3]int // a cell's row, column and box, as unit indexes
}

var topos [sudoku.MaxOrder + 1]*topo
var toposOnce [sudoku.MaxOrder + 1]sync.Once

func getTopo(n int) *topo {
	toposOnce[n].Do(func() {
		N := n * n
		t := &topo{n: n, N: N, NN: N * N, full: uint64(1)<<uint(N) - 1, units: sudoku.Units(n)}
		if N == 64 {
			t.full = ^uint64(0)
		}
		t.row, t.col, t.box = make([]int, N*N), make([]int, N*N), make([]int, N*N)
		t.peers, t.cellUnits = make([][]int, N*N), make([][3]int, N*N)
		for c := 0; c < N*N; c++ {
			r, k := c/N, c%N
			t.row[c], t.col[c], t.box[c] = r, k, (r/n)*n+k/n
			t.cellUnits[c] = [3]int{r, N + k, 2*N + t.box[c]}
		}
		for c := 0; c < N*N; c++ {
			for d := 0; d < N*N; d++ {
				if d != c && t.sees(c, d) {
					t.peers[c] = append(t.peers[c], d)
				}
			}
		}
		for u := 2 * N; u < 3*N; u++ {
			t.unitOrder = append(t.unitOrder, u)
		}
		for u := 0; u < 2*N; u++ {
			t.unitOrder = append(t.unitOrder, u)
		}
		topos[n] = t
	})
	return topos[n]
}

// sees reports whether two different cells share a unit.
func (t *topo) sees(a, b int) bool {
	return a != b && (t.row[a] == t.row[b] || t.col[a] == t.col[b] || t.box[a] == t.box[b])
}

// state is a grid being solved: the placed digits and every empty cell's
// candidates as a mask (bit d−1 for digit d); a placed cell's mask is its
// digit. Placing a digit removes it from the cell's peers.
type state struct {
	t    *topo
	val  []uint8
	cand []uint64
	// done, when not nil, closes when the caller gives up: the long
	// searches look at it.
	done <-chan struct{}
	// ctx is the caller's, for the counts a finder makes itself (the
	// avoidable rectangle's).
	ctx context.Context
	// given marks the puzzle's givens, nil when the position does not
	// tell them from the digits placed since (the avoidable rectangle,
	// which stands on placed digits only, is then not looked for).
	given []bool
	// unique is what is known of the board's solutions, for the
	// technique that assumes there is one (the unique rectangle): 0 not
	// asked yet, 1 one (counted), −1 not known to be one (two or more,
	// none, or a count not finished within its budget). It holds for
	// every later board of the same solve: a step keeps every solution.
	unique int8
	// memo keeps what several finders build from one board (the ALS, the
	// chain graph); find and All drop it before they search.
	memo memo
}

func (s *state) stopped() bool {
	if s.done == nil {
		return false
	}
	select {
	case <-s.done:
		return true
	default:
		return false
	}
}

func newState(t *topo) *state {
	return &state{t: t, val: make([]uint8, t.NN), cand: make([]uint64, t.NN)}
}

// load starts from play and, when they fit it, the candidates notes.
func (s *state) load(play sudoku.Grid, notes []uint64) {
	copy(s.val, play.Cells)
	if len(notes) == len(play.Cells) {
		copy(s.cand, notes)
		for i := range s.cand {
			s.cand[i] &= s.t.full
		}
	} else {
		for i := range s.cand {
			s.cand[i] = s.t.full
		}
	}
	for i, v := range s.val {
		if v != 0 {
			s.cand[i] = 1 << (v - 1)
		}
	}
	for i, v := range s.val {
		if v != 0 {
			s.clearPeers(i, 1<<(v-1))
		}
	}
}

func (s *state) clearPeers(c int, bit uint64) {
	for _, p := range s.t.peers[c] {
		if s.val[p] == 0 {
			s.cand[p] &^= bit
		}
	}
}

// place puts digit d (1-based) in cell c.
func (s *state) place(c, d int) {
	bit := uint64(1) << (d - 1)
	s.val[c], s.cand[c] = uint8(d), bit
	s.clearPeers(c, bit)
}

// apply makes a step's conclusions on s.
func (s *state) apply(st *step) {
	for _, p := range st.place {
		if s.val[p.Cell] == 0 {
			s.place(p.Cell, p.Digit)
		}
	}
	for _, e := range st.elim {
		if s.val[e.Cell] == 0 {
			s.cand[e.Cell] &^= 1 << (e.Digit - 1)
		}
	}
}

// status says whether s is solved, broken or open; why names the
// contradiction's place for a message (a unit index, or −1−cell for a cell
// without candidates), what the digit that has no place (0 for a cell).
type status int

const (
	open status = iota
	solved
	broken
)

func (s *state) status() (st status, where, digit int) {
	t := s.t
	empty := false
	for c, v := range s.val {
		if v == 0 {
			if s.cand[c] == 0 {
				return broken, -1 - c, 0
			}
			empty = true
		}
	}
	for u, unit := range t.units {
		var placed, poss uint64
		for _, c := range unit {
			if v := s.val[c]; v != 0 {
				bit := uint64(1) << (v - 1)
				if placed&bit != 0 {
					return broken, u, int(v)
				}
				placed |= bit
			} else {
				poss |= s.cand[c]
			}
		}
		if miss := t.full &^ (placed | poss); miss != 0 {
			return broken, u, bits.TrailingZeros64(miss) + 1
		}
	}
	if !empty {
		return solved, 0, 0
	}
	return open, 0, 0
}

// grid is s's placed digits as a Grid.
func (s *state) grid() sudoku.Grid {
	return sudoku.Grid{Order: s.t.n, Cells: append([]uint8(nil), s.val...)}
}

// step is one deduction as the search finds it, in reusable buffers: the
// text is made from it only when someone reads it.
type step struct {
	tech   int
	place  []sudoku.Candidate
	elim   []sudoku.Candidate
	cells  []int // the pattern, in the order the text names it
	units  []int // the units it looks at
	links  []sudoku.Link
	digits uint64 // the digits the pattern is about
	// hint is the first hint's region: its cells (units are hintUnits).
	hintCells []int
	hintUnits []int
	// detail is a technique's extra word: the nishio's contradiction
	// (where, digit as status gives them), the fish's orientation.
	where, what, count int
	refuted            int         // the nested forcing net's inner refutations
	chain              []chainNode // a chain's nodes, for its words
	// collect, when set, sees every step a finder finds (find all
	// steps): it returns true to take the step, false to have the finder
	// look for the next one.
	collect func(*step) bool
}

// ok is where a finder offers its step: true to return it.
func (st *step) ok() bool { return st.collect == nil || st.collect(st) }

func (st *step) reset(tech int) {
	st.tech = tech
	st.place, st.elim, st.cells, st.units, st.links = st.place[:0], st.elim[:0], st.cells[:0], st.units[:0], st.links[:0]
	st.chain = st.chain[:0]
	st.hintCells, st.hintUnits = st.hintCells[:0], st.hintUnits[:0]
	st.digits, st.where, st.what, st.count, st.refuted = 0, 0, 0, 0, 0
}

// eliminate records that cell c cannot hold any digit of m (those it still has).
func (st *step) eliminate(s *state, c int, m uint64) {
	m &= s.cand[c]
	if s.val[c] != 0 {
		return
	}
	for m != 0 {
		d := bits.TrailingZeros64(m)
		m &= m - 1
		st.elim = append(st.elim, sudoku.Candidate{Cell: c, Digit: d + 1})
	}
}

func single(m uint64) bool { return m != 0 && m&(m-1) == 0 }
func digitOf(m uint64) int { return bits.TrailingZeros64(m) + 1 }
