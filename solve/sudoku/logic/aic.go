package logic

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"grille/solve/sudoku"
)

// Alternating inference chains (AIC) with grouped nodes, and the nice
// loops they close, as HoDoKu and SudokuWiki teach them. A node is a
// digit in one cell, or in two or three cells of a box that share a row
// or column (a group: "one of these holds it"). A strong link says one
// of two nodes is true: the two candidates of a two-candidate cell, or
// the two parts of a digit's places in a unit. A weak link says they are
// not both true: two digits of a cell, or a digit in nodes that see each
// other. A chain that starts and ends on strong links proves "A or B";
// the cells that see both lose the digit (a discontinuous nice loop when
// A and B are one node: A false forces A true, so it is true; a chain
// from A true back to A false refutes A). X-chains and XY-chains are the
// special cases of one digit and of two-candidate cells; they come first.

// chainNode is a node of a chain as a step keeps it for its words.
type chainNode struct {
	cells  []int
	digit  int  // 1-based
	strong bool // the link into this node is strong
	als    []int
}

// aicNode is a node of the search.
type aicNode struct {
	digit  int   // 0-based
	cells  []int // one cell, or a group
	set    []uint64
	common []uint64 // the cells that see every cell of the node
	// als, for an ALS node ("the digit is in one of these cells of an
	// almost locked set"), is the set's cells.
	als []int
}

// aicGraph is the position's nodes and links.
type aicGraph struct {
	nodes    []aicNode
	firstALS int // the ALS nodes come last, from here
	strong   [][]int32
	weak     [][]int32
	single   []int32 // cell*N + digit → node, −1 none
}

func bitsetOf(words int) []uint64 { return make([]uint64, words) }

// maxALSNode bounds the cells of an ALS in a chain.
const maxALSNode = 5

func newAICGraph(s *state) *aicGraph {
	t := s.t
	N, NN := t.N, t.NN
	words := (NN + 63) / 64
	peerSet := s.memo.peers(t)
	g := &aicGraph{single: make([]int32, NN*N)}
	for i := range g.single {
		g.single[i] = -1
	}
	add := func(d int, cells []int) int32 {
		n := aicNode{digit: d, cells: cells, set: bitsetOf(words), common: bitsetOf(words)}
		for i := range n.common {
			n.common[i] = ^uint64(0)
		}
		for _, c := range cells {
			n.set[c/64] |= 1 << (c % 64)
			for i := range n.common {
				n.common[i] &= peerSet[c][i]
			}
		}
		g.nodes = append(g.nodes, n)
		return int32(len(g.nodes) - 1)
	}
	for c, v := range s.val {
		if v != 0 {
			continue
		}
		for m := s.cand[c]; m != 0; m &= m - 1 {
			d := bits.TrailingZeros64(m)
			g.single[c*N+d] = add(d, []int{c})
		}
	}
	// groups: a digit's places in a box and a line, when two or more
	// groupOf is the group of a digit in a box and one of its lines, −1
	// none: at groupAt(digit, box, line unit)
	groupOf := make([]int32, N*N*2*t.n)
	for i := range groupOf {
		groupOf[i] = -1
	}
	groupAt := func(d, b, line int) int { return ((d*N+b)*2+line/N)*t.n + line%N%t.n }
	for d := 0; d < N; d++ {
		bit := uint64(1) << d
		for b := 0; b < N; b++ {
			box := t.units[2*N+b]
			for k := 0; k < 2; k++ {
				var lines [64][]int
				for _, c := range box {
					if s.val[c] == 0 && s.cand[c]&bit != 0 {
						l := t.cellUnits[c][k]
						lines[l%N] = append(lines[l%N], c)
					}
				}
				for l, cs := range lines[:N] {
					if len(cs) >= 2 {
						groupOf[groupAt(d, b, k*N+l)] = add(d, cs)
					}
				}
			}
		}
	}
	firstALS := len(g.nodes)
	g.firstALS = firstALS
	{
		for _, a := range s.memo.alsSets(s) {
			if len(a.cells) < 2 || len(a.cells) > maxALSNode {
				continue
			}
			for dm := a.mask; dm != 0; dm &= dm - 1 {
				d := bits.TrailingZeros64(dm)
				var cs []int
				for _, c := range a.cells {
					if s.cand[c]&(1<<d) != 0 {
						cs = append(cs, c)
					}
				}
				g.nodes = append(g.nodes, aicNode{digit: d, cells: cs, set: a.where[d], common: a.seen[d], als: a.cells})
			}
		}
	}
	g.strong = make([][]int32, len(g.nodes))
	g.weak = make([][]int32, len(g.nodes))
	// an ALS without one of its digits holds all the others
	for i := firstALS; i < len(g.nodes); {
		j := i
		for j < len(g.nodes) && &g.nodes[j].als[0] == &g.nodes[i].als[0] {
			j++
		}
		for a := i; a < j; a++ {
			for b := i; b < j; b++ {
				if a != b {
					g.strong[a] = append(g.strong[a], int32(b))
				}
			}
		}
		i = j
	}
	link := func(a, b int32) {
		if a < 0 || b < 0 || a == b || slices.Contains(g.strong[a], b) {
			return // (a candidate or group has a few links: a look is quicker than a map)
		}
		g.strong[a] = append(g.strong[a], b)
		g.strong[b] = append(g.strong[b], a)
	}
	// part is the node of cells cs of digit d, all in box b and line l:
	// a single, or the group when cs is all of the digit's places there.
	part := func(d int, cs []int, line int) int32 {
		if len(cs) == 1 {
			return g.single[cs[0]*N+d]
		}
		id := groupOf[groupAt(d, t.box[cs[0]], line)]
		if id < 0 || len(g.nodes[id].cells) != len(cs) {
			return -1
		}
		return id
	}
	for c, v := range s.val {
		if v == 0 && bits.OnesCount64(s.cand[c]) == 2 {
			m := s.cand[c]
			link(g.single[c*N+bits.TrailingZeros64(m)], g.single[c*N+63-bits.LeadingZeros64(m)])
		}
	}
	var places []int
	for u, unit := range t.units {
		kind := u / N
		for d := 0; d < N; d++ {
			bit := uint64(1) << d
			mask, done := unitPlaces(s, unit, bit)
			if done || bits.OnesCount64(mask) < 2 {
				continue
			}
			places = places[:0]
			for w := mask; w != 0; w &= w - 1 {
				places = append(places, unit[bits.TrailingZeros64(w)])
			}
			if len(places) == 2 {
				link(g.single[places[0]*N+d], g.single[places[1]*N+d])
				continue
			}
			if kind < 2 {
				// a line: two boxes
				b0 := t.box[places[0]]
				var p0, p1 []int
				for _, c := range places {
					if t.box[c] == b0 {
						p0 = append(p0, c)
					} else if len(p1) == 0 || t.box[c] == t.box[p1[0]] {
						p1 = append(p1, c)
					} else {
						p1 = nil
						break
					}
				}
				if p1 != nil && len(p0)+len(p1) == len(places) {
					link(part(d, p0, u), part(d, p1, u))
				}
				continue
			}
			// a box: two rows, two columns, or a cell and a line
			for k := 0; k < 2; k++ {
				l0 := t.cellUnits[places[0]][k]
				var p0, p1 []int
				ok := true
				for _, c := range places {
					switch l := t.cellUnits[c][k]; {
					case l == l0:
						p0 = append(p0, c)
					case len(p1) == 0 || l == t.cellUnits[p1[0]][k]:
						p1 = append(p1, c)
					default:
						ok = false
					}
				}
				if ok && len(p1) > 0 {
					link(part(d, p0, l0), part(d, p1, t.cellUnits[p1[0]][k]))
				}
			}
			for i, x := range places {
				rest := make([]int, 0, len(places)-1)
				rest = append(rest, places[:i]...)
				rest = append(rest, places[i+1:]...)
				for k := 0; k < 2; k++ {
					l := t.cellUnits[rest[0]][k]
					same := t.cellUnits[x][k] != l
					for _, c := range rest {
						same = same && t.cellUnits[c][k] == l
					}
					if same {
						link(g.single[x*N+d], part(d, rest, l))
					}
				}
			}
		}
	}
	// an ALS node and the rest of its digit's places in a unit that
	// holds all its places: if the set lacks the digit, the rest holds it
	{
		for id := firstALS; id < len(g.nodes); id++ {
			x := &g.nodes[id]
			d := x.digit
			for _, u := range t.cellUnits[x.cells[0]] {
				mask, done := unitPlaces(s, t.units[u], 1<<d)
				if done {
					continue
				}
				var rest []int
				in := 0
				for w := mask; w != 0; w &= w - 1 {
					c := t.units[u][bits.TrailingZeros64(w)]
					if x.set[c/64]&(1<<(c%64)) != 0 {
						in++
					} else {
						rest = append(rest, c)
					}
				}
				if in != len(x.cells) || len(rest) == 0 {
					continue
				}
				y := int32(-1)
				if len(rest) == 1 {
					y = g.single[rest[0]*N+d]
				} else if b := t.box[rest[0]]; true {
					for k := 0; k < 3 && y < 0; k++ {
						l := t.cellUnits[rest[0]][k]
						same := true
						for _, c := range rest {
							same = same && t.box[c] == b && t.cellUnits[c][k] == l
						}
						if same && k < 2 {
							y = part(d, rest, l)
						}
					}
				}
				if y >= 0 {
					g.strong[id] = append(g.strong[id], y)
					g.strong[y] = append(g.strong[y], int32(id))
				}
			}
		}
	}
	// weak links, only into nodes a chain can leave by a strong link
	byDigit := make([][]int32, N)
	for id := range g.nodes {
		if len(g.strong[id]) > 0 {
			byDigit[g.nodes[id].digit] = append(byDigit[g.nodes[id].digit], int32(id))
		}
	}
	for id := range g.nodes {
		x := &g.nodes[id]
		if len(g.strong[id]) == 0 {
			continue
		}
		for _, y := range byDigit[x.digit] {
			if int(y) == id {
				continue
			}
			inside := true
			for i, w := range g.nodes[y].set {
				if w&^x.common[i] != 0 {
					inside = false
					break
				}
			}
			if inside {
				g.weak[id] = append(g.weak[id], y)
			}
		}
		if len(x.cells) == 1 {
			c := x.cells[0]
			for m := s.cand[c] &^ (1 << x.digit); m != 0; m &= m - 1 {
				if y := g.single[c*N+bits.TrailingZeros64(m)]; len(g.strong[y]) > 0 {
					g.weak[id] = append(g.weak[id], y)
				}
			}
		}
	}
	return g
}

// maxAIC bounds a chain's nodes.
const maxAIC = 16

// aicFound is a chain and what it proves.
type aicFound struct {
	path []int32 // states 2·node + value, from the start
	kind int     // 0 A or B (one digit), 1 A or B (two digits), 2 A true, 3 A false
}

// aic finds the shortest alternating inference chain with a conclusion.
func aic(s *state, st *step) bool { return aicSearch(s, st, false, tAIC) }

// alsChain is the AIC whose nodes may also be almost locked sets: a
// digit taken from an ALS leaves every other digit in it (HoDoKu's ALS
// chains and AIC with ALS nodes).
func alsChain(s *state, st *step) bool { return aicSearch(s, st, true, tALSChain) }

func aicSearch(s *state, st *step, withALS bool, tech int) bool {
	g := s.memo.aicGraph(s)
	starts := g.firstALS
	states := 2 * len(g.nodes)
	parent := make([]int32, states)
	depth := make([]int8, states)
	var queue []int32
	var best *aicFound
	bestLen := maxAIC + 1
	var tmp step
	var path []int32
	loopBack := make([]bool, len(g.nodes))
	for i := range parent {
		parent[i] = -1
	}
	// The states (2·node + value) a state leads to, in one array: a
	// false node by its strong links to true ones, a true node by its
	// weak links to false ones; without the ALS nodes in a plain AIC.
	off := make([]int32, states+1)
	next := make([]int32, 0, states*4)
	for x := range states {
		links := g.strong[x/2]
		if x%2 == 1 {
			links = g.weak[x/2]
		}
		off[x] = int32(len(next))
		for _, y := range links {
			if withALS || int(y) < starts {
				next = append(next, 2*y+1-int32(x%2))
			}
		}
	}
	off[states] = int32(len(next))
	// sees is, per node, the cells outside it that see all of it and
	// hold its digit: two nodes of one digit whose sees do not meet
	// prove nothing (aicConclude), a look before it.
	words := (s.t.NN + 63) / 64
	sees := make([]uint64, len(g.nodes)*words)
	for i := range g.nodes {
		n := &g.nodes[i]
		for w := range words {
			m := n.common[w] &^ n.set[w]
			for v := m; v != 0; v &= v - 1 {
				if c := w*64 + bits.TrailingZeros64(v); c >= s.t.NN || s.val[c] != 0 || s.cand[c]&(1<<n.digit) == 0 {
					m &^= v & -v
				}
			}
			sees[i*words+w] = m
		}
	}
	rebuild := func(x int32) []int32 {
		path = path[:0]
		for ; x >= 0; x = parent[x] {
			path = append(path, x)
			if parent[x] == x {
				break
			}
		}
		for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
			path[i], path[j] = path[j], path[i]
		}
		return path
	}
	// The chains start on candidates and groups only, ALS chains too: a
	// chain is read both ways (its links are symmetric, an ALS's too: a
	// set lacking x holds y as one lacking y holds x), so one whose other
	// end is an ALS is found from this end; only chains with an ALS at
	// both ends are left, two sets joined as ALS-XZ and ALS-XY-Wing join
	// them. With sets of 5 cells a 9×9 board has over a thousand ALS
	// nodes: searching from each made the slowest hint 87 ms, 27 ms now,
	// with the same 1,104 top1465 puzzles finished by patterns.
	ends := starts
	for a := range g.nodes[:ends] {
		if len(g.strong[a]) == 0 {
			continue
		}
		if s.stopped() {
			return false
		}
		for _, y := range g.weak[a] {
			loopBack[y] = true
		}
		aSees := sees[a*words : (a+1)*words]
		for v0 := int32(0); v0 < 2; v0++ {
			s0 := int32(2*a) + v0
			// parent is −1 but where the last search went (its queue)
			for _, x := range queue {
				parent[x] = -1
			}
			parent[s0], depth[s0] = s0, 1
			queue = append(queue[:0], s0)
			for qi := 0; qi < len(queue); qi++ {
				x := queue[qi]
				if int(depth[x]) >= bestLen {
					break
				}
				dy := depth[x] + 1
				for _, ys := range next[off[x]:off[x+1]] {
					if parent[ys] >= 0 {
						continue
					}
					parent[ys], depth[ys] = x, dy
					queue = append(queue, ys)
					y := ys / 2
					kind := -1
					switch {
					case v0 == 0 && ys == s0+1:
						kind = 2
					case v0 == 1 && ys == s0-1:
						kind = 3
					case v0 == 0 && ys%2 == 1 && dy >= 4:
						kind = 0
						if g.nodes[y].digit == g.nodes[a].digit && !loopBack[y] {
							meet := false
							for w, m := range sees[int(y)*words : int(y+1)*words] {
								meet = meet || m&aSees[w] != 0
							}
							if !meet {
								continue // nothing sees both
							}
						}
					}
					if kind < 0 || int(dy) >= bestLen {
						continue
					}
					tmp.reset(tech)
					k := aicConclude(s, g, &tmp, a, int(y), kind)
					if kind == 0 && loopBack[y] && distinctNodes(rebuild(ys)) {
						// B true leaves A false: a continuous loop (each
						// of its nodes once, so that its strong and its
						// weak links each pair them all: exactly one of
						// each pair is true)
						k = 4
						loopElims(s, g, &tmp, path)
					}
					if k < 0 || len(tmp.place)+len(tmp.elim) == 0 {
						continue
					}
					bestLen = int(dy)
					best = &aicFound{path: append([]int32(nil), rebuild(ys)...), kind: k}
					if st.collect != nil {
						aicStep(s, g, st, best, tech)
						if st.ok() {
							return true
						}
						bestLen = maxAIC + 1
					}
				}
			}
		}
		for _, y := range g.weak[a] {
			loopBack[y] = false
		}
	}
	if best == nil || st.collect != nil {
		return false
	}
	aicStep(s, g, st, best, tech)
	return st.ok()
}

// distinctNodes reports whether a chain's states are each on another node.
func distinctNodes(path []int32) bool {
	for i, x := range path {
		for _, y := range path[:i] {
			if x/2 == y/2 {
				return false
			}
		}
	}
	return true
}

// loopElims adds what a continuous loop's weak links prove: each holds
// exactly one of its two ends, so a digit of two nodes leaves the cells
// that see both, and a cell of two digits loses its others. path runs
// from A false to B true, and B's weak link back to A closes it.
func loopElims(s *state, g *aicGraph, st *step, path []int32) {
	t := s.t
	weak := func(x, y int) {
		X, Y := &g.nodes[x], &g.nodes[y]
		if X.digit == Y.digit {
			bit := uint64(1) << X.digit
			for i := range X.common {
				w := X.common[i] & Y.common[i] &^ X.set[i] &^ Y.set[i]
				for ; w != 0; w &= w - 1 {
					if c := i*64 + bits.TrailingZeros64(w); c < t.NN {
						st.eliminate(s, c, bit)
					}
				}
			}
			return
		}
		if len(X.cells) == 1 && len(Y.cells) == 1 && X.cells[0] == Y.cells[0] && X.als == nil && Y.als == nil {
			c := X.cells[0]
			st.eliminate(s, c, s.cand[c]&^(1<<X.digit|1<<Y.digit))
		}
	}
	for i := 0; i+1 < len(path); i++ {
		x, y := int(path[i]/2), int(path[i+1]/2)
		if path[i]%2 == 1 && path[i+1]%2 == 0 {
			weak(x, y)
		} else if als := g.nodes[x].als; als != nil && g.nodes[y].als != nil && &als[0] == &g.nodes[y].als[0] {
			loopALS(s, g, st, x, y)
		}
	}
	weak(int(path[len(path)-1]/2), int(path[0]/2))
	dedupe(st)
}

// loopALS adds what a continuous loop proves through an almost locked
// set it enters on one digit and leaves on another (nodes x and y): the
// set then holds exactly one of the two, so all its other digits, each
// leaving the cells that see all its places in the set.
func loopALS(s *state, g *aicGraph, st *step, x, y int) {
	X, Y := &g.nodes[x], &g.nodes[y]
	alsLocked(s, X.als, 1<<X.digit|1<<Y.digit, func(c int, bit uint64) bool {
		st.eliminate(s, c, bit)
		return true
	})
}

// alsLocked calls fn for each cell outside an almost locked set, empty
// and holding one of the set's digits z other than those of pair, that
// sees all z's places in the set: what the set loses to it when it holds
// exactly one digit of pair (so all its others). fn returns false to stop.
func alsLocked(s *state, als []int, pair uint64, fn func(c int, bit uint64) bool) {
	t := s.t
	var mask uint64
	for _, c := range als {
		mask |= s.cand[c]
	}
	peerSet := s.memo.peers(t)
	seen := make([]uint64, len(peerSet[als[0]]))
	for zm := mask &^ pair; zm != 0; zm &= zm - 1 {
		bit := zm & -zm
		for i := range seen {
			seen[i] = ^uint64(0)
		}
		for _, c := range als {
			if s.cand[c]&bit != 0 {
				for i := range seen {
					seen[i] &= peerSet[c][i]
				}
			}
		}
		for _, c := range als {
			seen[c/64] &^= 1 << (c % 64)
		}
		for i, w := range seen {
			for ; w != 0; w &= w - 1 {
				if c := i*64 + bits.TrailingZeros64(w); c < t.NN && s.val[c] == 0 && s.cand[c]&bit != 0 && !fn(c, bit) {
					return
				}
			}
		}
	}
}

// dedupe drops repeated eliminations, keeping the first.
func dedupe(st *step) {
	out := st.elim[:0]
	for i, e := range st.elim {
		dup := false
		for _, f := range st.elim[:i] {
			dup = dup || f == e
		}
		if !dup {
			out = append(out, e)
		}
	}
	st.elim = out
}

// aicConclude writes into st what a chain from node a to node b proves
// (kind as aicFound's; 0 turns to 1 when the digits differ); it returns
// the kind, or −1 for nothing.
func aicConclude(s *state, g *aicGraph, st *step, a, b, kind int) int {
	t := s.t
	A, B := &g.nodes[a], &g.nodes[b]
	switch kind {
	case 2:
		if len(A.cells) == 1 {
			st.place = append(st.place, cand(A.cells[0], A.digit+1))
		}
		return 2
	case 3:
		for _, c := range A.cells {
			st.eliminate(s, c, 1<<A.digit)
		}
		return 3
	}
	if A.digit == B.digit {
		bit := uint64(1) << A.digit
		for i := range A.common {
			w := A.common[i] & B.common[i] &^ A.set[i] &^ B.set[i]
			for ; w != 0; w &= w - 1 {
				c := i*64 + bits.TrailingZeros64(w)
				if c < t.NN && s.val[c] == 0 && s.cand[c]&bit != 0 {
					st.eliminate(s, c, bit)
				}
			}
		}
		return 0
	}
	// different digits: a candidate that would make both ends false is
	// another digit of a one-cell end, in a cell that sees all of the
	// other end's places (a group or an ALS end too), or both ends' cell
	if len(A.cells) == 1 && len(B.cells) == 1 && A.cells[0] == B.cells[0] {
		ca := A.cells[0]
		st.eliminate(s, ca, s.cand[ca]&^(1<<A.digit|1<<B.digit))
		return 1
	}
	n0 := len(st.elim)
	for _, e := range [2][2]*aicNode{{A, B}, {B, A}} {
		X, Y := e[0], e[1]
		if len(Y.cells) != 1 {
			continue
		}
		if c := Y.cells[0]; X.common[c/64]&(1<<(c%64)) != 0 {
			st.eliminate(s, c, 1<<X.digit)
		}
	}
	if len(st.elim) == n0 {
		return -1
	}
	return 1
}

// aicStep makes the step of a found chain.
func aicStep(s *state, g *aicGraph, st *step, f *aicFound, tech int) {
	a, b := int(f.path[0]/2), int(f.path[len(f.path)-1]/2)
	kind := f.kind
	if kind <= 1 || kind == 4 {
		kind = 0
	}
	st.reset(tech)
	st.what = aicConclude(s, g, st, a, b, kind)
	if f.kind == 4 {
		loopElims(s, g, st, f.path)
		st.what = 4
	}
	var prev sudoku.Candidate
	for i, x := range f.path {
		n := &g.nodes[x/2]
		st.chain = append(st.chain, chainNode{cells: n.cells, digit: n.digit + 1, strong: i > 0 && x%2 == 1 && f.path[i-1]%2 == 0, als: n.als})
		if n.als != nil {
			st.cells = append(st.cells, n.als...)
		} else {
			st.cells = append(st.cells, n.cells...)
		}
		st.digits |= 1 << n.digit
		here := cand(n.cells[0], n.digit+1)
		if i > 0 {
			st.links = append(st.links, sudoku.Link{From: prev, To: here, Strong: st.chain[i].strong})
		}
		prev = here
	}
}

// chainWords writes a chain as "(5)r1c2 = (5)r1c78 - (3)r1c7": "="
// is a strong link (one of the two is true), "-" a weak one (not both).
func chainWords(n int, ch []chainNode) string {
	var b strings.Builder
	for i, x := range ch {
		if i > 0 {
			if x.strong {
				b.WriteString(" = ")
			} else {
				b.WriteString(" - ")
			}
		}
		if x.als != nil {
			names := make([]string, len(x.als))
			for i, c := range x.als {
				names[i] = sudoku.CellName(n, c)
			}
			fmt.Fprintf(&b, "(%d)ALS{%s}", x.digit, strings.Join(names, ","))
			continue
		}
		fmt.Fprintf(&b, "(%d)%s", x.digit, groupName(n, x.cells))
	}
	return b.String()
}

// groupName names cells of one line: "r1c2", "r1c23", "r12c5"; at orders
// over 3, whose numbers take two digits, "r1c2|r1c3".
func groupName(n int, cells []int) string {
	N := n * n
	if len(cells) == 1 {
		return sudoku.CellName(n, cells[0])
	}
	sameRow, sameCol := true, true
	for _, c := range cells {
		sameRow = sameRow && c/N == cells[0]/N
		sameCol = sameCol && c%N == cells[0]%N
	}
	if N > 9 || !sameRow && !sameCol {
		names := make([]string, len(cells))
		for i, c := range cells {
			names[i] = sudoku.CellName(n, c)
		}
		return strings.Join(names, "|")
	}
	var b strings.Builder
	if sameRow {
		fmt.Fprintf(&b, "r%dc", cells[0]/N+1)
		for _, c := range cells {
			fmt.Fprint(&b, c%N+1)
		}
	} else {
		b.WriteString("r")
		for _, c := range cells {
			fmt.Fprint(&b, c/N+1)
		}
		fmt.Fprintf(&b, "c%d", cells[0]%N+1)
	}
	return b.String()
}
