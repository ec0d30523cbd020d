package logic

import (
	"grille/solve"
	"grille/solve/shikaku"
)

// The engine's state: every candidate rectangle of every clue (as
// shikaku.Candidates lists them), which are still possible, which are
// placed, and the counts the rules read. Changes are logged on a trail so
// that a trial (place a candidate, see what follows) can be undone.

// static is what depends on the puzzle only; steps share it.
type static struct {
	p          shikaku.Puzzle // bare
	rows, cols int
	cands      []shikaku.Rect
	owner      []int32 // clue index of each candidate
	start      []int32 // clue k's candidates are start[k] ≤ id < start[k+1]
	// coverStart/coverList: the candidates over each cell (row-major).
	coverStart, coverList []int32
	clueAt                []int32 // cell → clue index + 1, or 0
}

func newStatic(bare shikaku.Puzzle) (*static, [][]shikaku.Rect) {
	per := shikaku.Candidates(bare)
	st := &static{p: bare, rows: bare.Rows, cols: bare.Cols}
	n := bare.Rows * bare.Cols
	st.start = make([]int32, len(bare.Clues)+1)
	count := make([]int32, n+1)
	for k, list := range per {
		st.start[k] = int32(len(st.cands))
		for _, r := range list {
			st.cands = append(st.cands, r)
			st.owner = append(st.owner, int32(k))
			forCells(r, bare.Cols, func(c int) { count[c+1]++ })
		}
	}
	st.start[len(per)] = int32(len(st.cands))
	for c := 0; c < n; c++ {
		count[c+1] += count[c]
	}
	st.coverStart = append([]int32(nil), count...)
	st.coverList = make([]int32, count[n])
	for id, r := range st.cands {
		forCells(r, bare.Cols, func(c int) {
			st.coverList[count[c]] = int32(id)
			count[c]++
		})
	}
	st.clueAt = make([]int32, n)
	for k, c := range bare.Clues {
		st.clueAt[c.Row*bare.Cols+c.Col] = int32(k + 1)
	}
	return st, per
}

func forCells(r shikaku.Rect, cols int, f func(cell int)) {
	for i := r.Row; i < r.Row+r.Height; i++ {
		for j := r.Col; j < r.Col+r.Width; j++ {
			f(i*cols + j)
		}
	}
}

func (st *static) cover(cell int) []int32 {
	return st.coverList[st.coverStart[cell]:st.coverStart[cell+1]]
}

func (st *static) clueName(k int) solve.Text {
	c := st.p.Clues[k]
	return solve.Say("the clue %d at %s", c.Value, shikaku.CellName(c.Row, c.Col))
}

func (st *static) cellName(cell int) string {
	return shikaku.CellName(cell/st.cols, cell%st.cols)
}

// state is the engine's knowledge; Notes holds a copy of it between steps.
type state struct {
	st     *static
	alive  []bool
	placed []int32 // per clue: its placed candidate, or −1
	clueN  []int32 // alive candidates per clue
	cellN  []int32 // alive candidates over each cell (a placed one included)

	// trail logs kills (a candidate id) and placements (^clue) for undo.
	trail []int32
	// Where the state first ran dry: a clue (≥ 0) or a cell (≥ 0) with no
	// candidate left; both −1 while consistent.
	dryClue, dryCell int
	// queueing makes kills queue clues and cells left with one candidate,
	// for the trials' propagation.
	queueing     bool
	clueQ, cellQ []int32
}

func newState(st *static) *state {
	s := &state{st: st, alive: make([]bool, len(st.cands)), placed: make([]int32, len(st.p.Clues)),
		clueN: make([]int32, len(st.p.Clues)), cellN: make([]int32, st.rows*st.cols), dryClue: -1, dryCell: -1}
	for i := range s.alive {
		s.alive[i] = true
	}
	for k := range s.placed {
		s.placed[k] = -1
		s.clueN[k] = st.start[k+1] - st.start[k]
	}
	for c := range s.cellN {
		s.cellN[c] = st.coverStart[c+1] - st.coverStart[c]
	}
	return s
}

// clone copies the knowledge (not the trail or queues).
func (s *state) clone() *state {
	return &state{st: s.st, alive: append([]bool(nil), s.alive...), placed: append([]int32(nil), s.placed...),
		clueN: append([]int32(nil), s.clueN...), cellN: append([]int32(nil), s.cellN...),
		dryClue: s.dryClue, dryCell: s.dryCell}
}

func (s *state) dry() bool { return s.dryClue >= 0 || s.dryCell >= 0 }

func (s *state) kill(id int32) {
	if !s.alive[id] {
		return
	}
	st := s.st
	s.alive[id] = false
	s.trail = append(s.trail, id)
	k := st.owner[id]
	s.clueN[k]--
	switch {
	case s.clueN[k] == 0 && s.dryClue < 0 && s.dryCell < 0:
		s.dryClue = int(k)
	case s.clueN[k] == 1 && s.queueing && s.placed[k] < 0:
		s.clueQ = append(s.clueQ, k)
	}
	forCells(st.cands[id], st.cols, func(c int) {
		s.cellN[c]--
		switch {
		case s.cellN[c] == 0 && s.dryClue < 0 && s.dryCell < 0:
			s.dryCell = c
		case s.cellN[c] == 1 && s.queueing:
			s.cellQ = append(s.cellQ, int32(c))
		}
	})
}

// place makes candidate id its clue's rectangle: the clue's other
// candidates go, and every other clue's over its cells.
func (s *state) place(id int32) {
	st := s.st
	k := st.owner[id]
	s.placed[k] = id
	s.trail = append(s.trail, ^k)
	for o := st.start[k]; o < st.start[k+1]; o++ {
		if o != id {
			s.kill(o)
		}
	}
	forCells(st.cands[id], st.cols, func(c int) {
		for _, o := range st.cover(c) {
			if st.owner[o] != k {
				s.kill(o)
			}
		}
	})
}

// undo takes back everything after trail position mark; the state was
// consistent there.
func (s *state) undo(mark int) {
	st := s.st
	for len(s.trail) > mark {
		x := s.trail[len(s.trail)-1]
		s.trail = s.trail[:len(s.trail)-1]
		if x < 0 {
			s.placed[^x] = -1
			continue
		}
		s.alive[x] = true
		s.clueN[st.owner[x]]++
		forCells(st.cands[x], st.cols, func(c int) { s.cellN[c]++ })
	}
	s.dryClue, s.dryCell = -1, -1
	s.clueQ, s.cellQ = s.clueQ[:0], s.cellQ[:0]
}

// soleOfClue is clue k's one alive candidate (clueN[k] == 1).
func (s *state) soleOfClue(k int) int32 {
	for id := s.st.start[k]; id < s.st.start[k+1]; id++ {
		if s.alive[id] {
			return id
		}
	}
	return -1
}

// soleOfCell is the one alive candidate over cell (cellN == 1).
func (s *state) soleOfCell(c int) int32 {
	for _, id := range s.st.cover(c) {
		if s.alive[id] {
			return id
		}
	}
	return -1
}

// propagate applies the two easy rules (a clue with one rectangle left, a
// cell only one rectangle can cover) until nothing changes or the state
// runs dry: the trials' "by the simple rules".
func (s *state) propagate() {
	for !s.dry() {
		switch {
		case len(s.clueQ) > 0:
			k := s.clueQ[len(s.clueQ)-1]
			s.clueQ = s.clueQ[:len(s.clueQ)-1]
			if s.placed[k] < 0 && s.clueN[k] == 1 {
				s.place(s.soleOfClue(int(k)))
			}
		case len(s.cellQ) > 0:
			c := s.cellQ[len(s.cellQ)-1]
			s.cellQ = s.cellQ[:len(s.cellQ)-1]
			if s.cellN[c] == 1 {
				if id := s.soleOfCell(int(c)); id >= 0 && s.placed[s.st.owner[id]] < 0 {
					s.place(id)
				}
			}
		default:
			return
		}
	}
}

// solved: every clue placed (the clues add up to the area, checked first,
// so the placed rectangles cover the grid).
func (s *state) solved() bool {
	for _, id := range s.placed {
		if id < 0 {
			return false
		}
	}
	return true
}

// whyDry says in words how the state ran dry.
func (s *state) whyDry() solve.Text {
	if s.dryClue >= 0 {
		return solve.Say("%s would have no rectangle left", s.st.clueName(s.dryClue))
	}
	return solve.Say("no rectangle could cover %s", s.st.cellName(s.dryCell))
}
