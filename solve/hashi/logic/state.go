package logic

import (
	"math/bits"

	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/hashi/internal/graph"
)

// The engine's state: for each candidate bridge (hashi.Edges) the set of
// counts still possible, a bit mask (bit c: c bridges, c = 0, 1, 2).
// Changes are logged on a trail so that a trial can be undone.

const (
	can0 uint8 = 1 << iota
	can1
	can2
)

// minOf, maxOf: the least and greatest count of a domain.
var minOf, maxOf [8]int

func init() {
	for d := 1; d < 8; d++ {
		minOf[d] = bits.TrailingZeros8(uint8(d))
		maxOf[d] = 7 - bits.LeadingZeros8(uint8(d))
	}
}

func single(d uint8) bool { return d&(d-1) == 0 }

// static is what depends on the puzzle only; steps share it. The islands,
// candidate bridges, incidences and crossings are the graph every Hashi
// method works on.
type static struct {
	p     hashi.Puzzle // bare
	g     *graph.Graph
	n     int
	val   []int
	edges []hashi.Edge
	// inc[i]: island i's edges; cross[e]: the edges crossing e.
	inc, cross [][]int32
}

func newStatic(bare hashi.Puzzle) *static {
	g := graph.New(bare)
	st := &static{p: bare, g: g, n: g.N, edges: g.Edges, inc: g.Inc, cross: g.Cross}
	st.val = make([]int, st.n)
	for i, is := range bare.Islands {
		st.val[i] = is.Value
	}
	return st
}

func (st *static) other(e int32, i int) int { return st.g.Other(e, i) }

func (st *static) islandName(i int) solve.Text {
	is := st.p.Islands[i]
	return solve.Say("the island %d at %s", is.Value, hashi.CellName(is.Row, is.Col))
}

// islandCap is islandName at the start of a sentence.
func (st *static) islandCap(i int) solve.Text {
	is := st.p.Islands[i]
	return solve.Say("The island %d at %s", is.Value, hashi.CellName(is.Row, is.Col))
}

func (st *static) pairName(e int32) string {
	a, b := st.p.Islands[st.edges[e].A], st.p.Islands[st.edges[e].B]
	return hashi.CellName(a.Row, a.Col) + "–" + hashi.CellName(b.Row, b.Col)
}

type change struct {
	e   int32
	old uint8
}

// state is the engine's knowledge; Notes holds a copy between steps.
type state struct {
	st    *static
	dom   []uint8
	trail []change
	// auto: a trial's propagation; set then queues the islands it touches
	// and clears the edges crossing a sure bridge at once.
	auto  bool
	queue []int32
	inQ   []bool
	// bad is set when a domain empties during a trial; dirty when a
	// change may matter to the groups (a sure bridge, a count's least
	// value, a pair ruled out).
	bad, dirty bool
	// cursor is the edge where trials start (see trial).
	cursor int
	// union-find scratch for groups; seen and stack for unreached.
	parent, size, lib []int32
	seen              []bool
	stack             []int
}

func newState(st *static) *state {
	s := &state{st: st, dom: make([]uint8, len(st.edges))}
	for e, ed := range st.edges {
		c := min(2, st.val[ed.A], st.val[ed.B])
		s.dom[e] = uint8(1<<(c+1)) - 1
	}
	s.scratch()
	return s
}

func (s *state) scratch() {
	s.inQ = make([]bool, s.st.n)
	s.parent, s.size, s.lib = make([]int32, s.st.n), make([]int32, s.st.n), make([]int32, s.st.n)
	s.seen = make([]bool, s.st.n)
}

func (s *state) clone() *state {
	c := &state{st: s.st, dom: append([]uint8(nil), s.dom...), cursor: s.cursor}
	c.scratch()
	return c
}

// set narrows dom[e] to nd ∩ dom[e].
func (s *state) set(e int32, nd uint8) {
	old := s.dom[e]
	nd &= old
	if nd == old {
		return
	}
	if nd == 0 {
		s.bad = true
		return
	}
	s.trail = append(s.trail, change{e, old})
	s.dom[e] = nd
	if !s.auto {
		return
	}
	s.push(s.st.edges[e].A)
	s.push(s.st.edges[e].B)
	if nd == can0 || minOf[nd] != minOf[old] {
		s.dirty = true
	}
	if nd&can0 == 0 && old&can0 != 0 {
		for _, f := range s.st.cross[e] {
			s.set(f, can0)
		}
	}
}

func (s *state) push(i int) {
	if !s.inQ[i] {
		s.inQ[i] = true
		s.queue = append(s.queue, int32(i))
	}
}

func (s *state) undo(mark int) {
	for len(s.trail) > mark {
		c := s.trail[len(s.trail)-1]
		s.trail = s.trail[:len(s.trail)-1]
		s.dom[c.e] = c.old
	}
	s.bad = false
	for _, i := range s.queue {
		s.inQ[i] = false
	}
	s.queue = s.queue[:0]
}

// sums is the set of totals (bit t: total t) island i's edges can make,
// leaving out edge skip (−1: none).
func (s *state) sums(i int, skip int32) uint16 {
	acc := uint16(1)
	for _, e := range s.st.inc[i] {
		if e == skip {
			continue
		}
		d, next := s.dom[e], uint16(0)
		for c := 0; c <= 2; c++ {
			if d&(1<<c) != 0 {
				next |= acc << c
			}
		}
		acc = next
	}
	return acc
}

// allowed is the counts of edge e that leave island i a way to its value.
func (s *state) allowed(i int, e int32) uint8 {
	others := s.sums(i, e)
	v := s.st.val[i]
	var nd uint8
	for c := 0; c <= 2 && c <= v; c++ {
		if s.dom[e]&(1<<c) != 0 && others&(1<<(v-c)) != 0 {
			nd |= 1 << c
		}
	}
	return nd
}

// groups joins the islands linked by sure bridges (union-find in parent)
// with each group's size and liberties (values minus the bridges surely
// spent), and returns how many groups there are.
func (s *state) groups() int {
	st := s.st
	for i := 0; i < st.n; i++ {
		s.parent[i], s.size[i] = int32(i), 1
		l := st.val[i]
		for _, e := range st.inc[i] {
			l -= minOf[s.dom[e]]
		}
		s.lib[i] = int32(l)
	}
	comps := st.n
	for e, d := range s.dom {
		if d&can0 == 0 {
			a, b := s.root(int32(st.edges[e].A)), s.root(int32(st.edges[e].B))
			if a != b {
				if s.size[a] < s.size[b] {
					a, b = b, a
				}
				s.parent[b] = a
				s.size[a] += s.size[b]
				s.lib[a] += s.lib[b]
				comps--
			}
		}
	}
	return comps
}

func (s *state) root(x int32) int32 {
	for s.parent[x] != x {
		s.parent[x] = s.parent[s.parent[x]]
		x = s.parent[x]
	}
	return x
}

// members lists the islands of island i's group (after groups).
func (s *state) members(i int) []int {
	r := s.root(int32(i))
	var out []int
	for j := 0; j < s.st.n; j++ {
		if s.root(int32(j)) == r {
			out = append(out, j)
		}
	}
	return out
}

// problem is why the state is impossible, with the islands to show, or
// nothing.
func (s *state) problem() (solve.Text, []int) {
	st := s.st
	for i := 0; i < st.n; i++ {
		if s.sums(i, -1)&(1<<st.val[i]) == 0 {
			return solve.Say("%s cannot get its bridges", st.islandName(i)), []int{i}
		}
	}
	for e, d := range s.dom {
		if d&can0 != 0 {
			continue
		}
		for _, f := range st.cross[e] {
			if s.dom[f]&can0 == 0 {
				return solve.Say("the bridges %s and %s cross", st.pairName(int32(e)), st.pairName(f)),
					[]int{st.edges[e].A, st.edges[e].B, st.edges[f].A, st.edges[f].B}
			}
		}
	}
	if s.groups() > 1 {
		for i := 0; i < st.n; i++ {
			if r := s.root(int32(i)); s.lib[r] == 0 {
				m := s.members(i)
				return solve.Say("a group of %d islands is closed off from the rest", len(m)), m
			}
		}
	}
	if cut := s.unreached(); len(cut) > 0 {
		return solve.Say("%d islands can never be joined to the rest", len(cut)), cut
	}
	return solve.Text{}, nil
}

// unreached lists the islands the possible bridges do not join to the
// first island.
func (s *state) unreached() []int {
	st := s.st
	seen := s.seen
	clear(seen)
	seen[0] = true
	stack := append(s.stack[:0], 0)
	reached := 1
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, e := range st.inc[i] {
			if j := st.other(e, i); s.dom[e] != can0 && !seen[j] {
				seen[j] = true
				reached++
				stack = append(stack, j)
			}
		}
	}
	s.stack = stack
	if reached == st.n {
		return nil
	}
	var out []int
	for i, ok := range seen {
		if !ok {
			out = append(out, i)
		}
	}
	return out
}

func (s *state) solved() bool {
	for _, d := range s.dom {
		if !single(d) {
			return false
		}
	}
	return true
}

// propagate applies the easy rules (every island's count, crossings) and
// the closed-group rule until nothing changes: the trials' "simple rules".
// false: a contradiction.
func (s *state) propagate() bool {
	for {
		for len(s.queue) > 0 && !s.bad {
			i := s.queue[len(s.queue)-1]
			s.queue = s.queue[:len(s.queue)-1]
			s.inQ[i] = false
			if s.sums(int(i), -1)&(1<<s.st.val[i]) == 0 {
				return false
			}
			for _, e := range s.st.inc[i] {
				if !single(s.dom[e]) {
					s.set(e, s.allowed(int(i), e))
				}
			}
		}
		if s.bad {
			return false
		}
		if !s.dirty {
			return true
		}
		s.dirty = false
		if s.groups() > 1 {
			for i := 0; i < s.st.n; i++ {
				if s.parent[i] == int32(i) && s.lib[i] == 0 {
					return false // a closed group
				}
			}
			if e, c, ok := s.isolationOf(); ok {
				s.set(e, s.dom[e]&^(1<<c))
				continue
			}
		}
		if len(s.unreached()) > 0 {
			return false
		}
		if len(s.queue) == 0 {
			return true
		}
	}
}
