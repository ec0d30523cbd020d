package exact

import (
	"math/bits"

	"grille/solve/hashi/internal/graph"
)

// A domain is the set of bridge counts still possible on a candidate edge:
// bit c for count c (0, 1 or 2).
const (
	can0   = 1
	can1   = 2
	can2   = 4
	canAll = can0 | can1 | can2
)

// minOf gives the smallest count of a domain.
var minOf = [8]int8{0, 0, 1, 0, 2, 0, 1, 0}

func decided(d uint8) bool { return d&(d-1) == 0 }

// conv is the set of sums reachable by adding one count of domain d to a
// sum of set s (bit k of a set: sum k reachable).
func conv(s uint16, d uint8) uint16 {
	var r uint16
	if d&can0 != 0 {
		r |= s
	}
	if d&can1 != 0 {
		r |= s << 1
	}
	if d&can2 != 0 {
		r |= s << 2
	}
	return r
}

// solver is the propagation engine and the search. The rules, each sound
// on its own, are applied until none changes a domain:
//
//   - degree (island sums): for each island, a count stays possible on an
//     edge only if the other edges at the island can make up the rest of
//     its value. This is the "an 8 needs doubles everywhere, a 3 in a
//     corner needs at least one bridge each way" family, exactly: the
//     island's constraint is made domain-consistent.
//   - crossing: an edge sure to carry a bridge forbids every edge it crosses.
//   - isolation (Tatham's "liberties"): islands joined by sure bridges form
//     groups; a group's liberties are its values minus the bridges surely
//     spent. A group with no liberty left that is not the whole puzzle is a
//     contradiction; and a count on an edge that would spend exactly the
//     liberties of the one or two groups it joins (two 1s by a single, two
//     2s by a double, a group closed by its last bridge...) is removed,
//     unless that group would be every island.
//   - connectivity: the islands must be connected by the edges that may
//     still carry a bridge; an edge whose removal would disconnect that
//     graph (a bridge of it, in the graph-theory sense) must carry one.
//
// The search branches on the open edge at the islands that caused the
// most contradictions so far ("dom/wdeg"; a disconnection blames the
// islands cut off, a closed group its islands), ties broken at random. It
// runs in descents with node budgets following the Luby sequence (64, 64,
// 128, 64, ...), keeping the weights (decayed by a quarter at each
// restart) and the last count tried on each edge (phase saving) from one
// descent to the next; after the second failed descent the root is
// probed (failed literals, see probe). Random instances have heavy-tailed
// search times, and this is what cured the tail on the Coelho et al. set
// (tuning_test.go). Once a first solution is found, a single complete
// descent, trying the first solution's counts first, looks for a second.
type solver struct {
	n, m int
	val  []int32
	ea   []int32 // edge ends
	eb   []int32
	// incidence, compressed: the edges at island i are
	// incEdge[incStart[i]:incStart[i+1]], leading to incOther[...]
	incStart, incEdge, incOther []int32
	crossStart, crossList       []int32

	queue []int32 // islands whose degree rule must be re-run
	inQ   []bool
	// dirty: since the global rules last ran, an edge became sure, became
	// impossible, or raised its least count. Narrowing that changes none of
	// these (a 2 ruled out of {0,1,2}...) cannot feed the global rules.
	dirty bool

	// scratch for the global rules
	parent, lib, size           []int32
	disc, low, iter, pedge, stk []int32

	weight []int32 // contradictions per island, for dom/wdeg
	tmp    []uint8 // probing copy
	union  []uint8 // probing: what some branch of the probed edge allows

	par       Params
	rng       uint64  // xorshift state for tie-breaking (par.Seed); 0: first wins
	nodeLimit int64   // stop the current descent past this many nodes (0: none)
	aborted   bool    // the descent hit nodeLimit
	phase     []int8  // the count to try first on each edge (-1: none)
	avoid     []uint8 // phase 2: the first solution, not to be counted again

	nodes        int64
	restartCount int
	firstNodes   int64 // nodes when the first solution was found
	probes       int64
	passes       int64 // global passes, for bigPoll
	limit        int
	count        int
	first        []uint8 // the first solution's domains
	second       []uint8 // the second one, when found (tests check both)
	stop         bool
	poll         func(nodes int64, dom []uint8) bool // true: stop now; called every 64 nodes or probes
	onFirst      func(dom []uint8)                   // called at the first solution, may be nil
	onStep       func(e int, c int8)                 // called at each branch, may be nil
}

// Params are the switches of the search; DefaultParams is the method, and
// tuning_test.go turns them off one by one.
type Params struct {
	// ProbeDepth: probe at search depths below it (0 never, -1 always;
	// descents start at depth 1, so 1 probes the root only, lazily).
	ProbeDepth int
	// LazyProbe is the number of descents that may fail before the root
	// is probed.
	LazyProbe   int64
	ConnWeights bool // connectivity failures add weight too
	SavePhase   bool // try the count tried last first
	Decay       bool // weights decay at each restart
	Descending  bool // odd descents try counts 2, 1, 0 (else 0, 1, 2)
	Restarts    bool // descents with node budgets (else one complete search)
	// UnitPerEdge is a descent's node budget unit per candidate edge (see
	// restartUnit).
	UnitPerEdge float64
	// Seed starts the xorshift that breaks ties between equal edges; 0
	// takes the first.
	Seed uint64
}

// DefaultParams are the switches chosen on the Coelho et al. benchmark
// (see tuning_test.go). Probing every node makes the trees tiny but each
// node dear; with restarts, probing the root once, after two failed
// descents, was best.
func DefaultParams() Params {
	return Params{ProbeDepth: 1, LazyProbe: 2, ConnWeights: true, SavePhase: true, Decay: true,
		Restarts: true, UnitPerEdge: 0.5, Seed: 0x9E3779B97F4A7C15}
}

func newSolver(g *graph.Graph, par Params) *solver {
	n, m := g.N, len(g.Edges)
	s := &solver{n: n, m: m, par: par, rng: par.Seed}
	s.val = make([]int32, n)
	for i, v := range g.Val {
		s.val[i] = int32(v)
	}
	s.ea, s.eb = make([]int32, m), make([]int32, m)
	for k, e := range g.Edges {
		s.ea[k], s.eb[k] = int32(e.A), int32(e.B)
	}
	s.incStart = make([]int32, n+1)
	for i := 0; i < n; i++ {
		s.incStart[i+1] = s.incStart[i] + int32(len(g.Inc[i]))
		for _, e := range g.Inc[i] {
			s.incEdge = append(s.incEdge, e)
			s.incOther = append(s.incOther, int32(g.Other(e, i)))
		}
	}
	s.crossStart = make([]int32, m+1)
	for k := 0; k < m; k++ {
		s.crossStart[k+1] = s.crossStart[k] + int32(len(g.Cross[k]))
		s.crossList = append(s.crossList, g.Cross[k]...)
	}
	s.inQ = make([]bool, n)
	for _, p := range []*[]int32{&s.parent, &s.lib, &s.size, &s.disc, &s.low, &s.iter, &s.pedge, &s.weight} {
		*p = make([]int32, n)
	}
	s.tmp, s.union = make([]uint8, m), make([]uint8, m)
	return s
}

func (s *solver) push(i int32) {
	if !s.inQ[i] {
		s.inQ[i] = true
		s.queue = append(s.queue, i)
	}
}

// reset forgets pending work after a contradiction.
func (s *solver) reset() {
	for _, i := range s.queue {
		s.inQ[i] = false
	}
	s.queue = s.queue[:0]
	s.dirty = false
}

// restrict narrows dom[e] to nd ∩ dom[e], queueing the islands the change
// concerns and applying the crossing rule. false: a domain emptied.
func (s *solver) restrict(dom []uint8, e int32, nd uint8) bool {
	old := dom[e]
	nd &= old
	if nd == old {
		return true
	}
	if nd == 0 {
		return false
	}
	dom[e] = nd
	s.push(s.ea[e])
	s.push(s.eb[e])
	if nd == can0 || minOf[nd] != minOf[old] {
		s.dirty = true
	}
	if nd&can0 == 0 && old&can0 != 0 {
		s.dirty = true
		for _, f := range s.crossList[s.crossStart[e]:s.crossStart[e+1]] {
			if d := dom[f]; d != can0 {
				if d&can0 == 0 {
					return false
				}
				dom[f] = can0
				s.push(s.ea[f])
				s.push(s.eb[f])
			}
		}
	}
	return true
}

// degree makes island i's sum constraint domain-consistent.
func (s *solver) degree(dom []uint8, i int32) bool {
	inc := s.incEdge[s.incStart[i]:s.incStart[i+1]]
	v := uint(s.val[i])
	k := len(inc)
	var pre, suf [5]uint16
	pre[0] = 1
	for j := 0; j < k; j++ {
		pre[j+1] = conv(pre[j], dom[inc[j]])
	}
	if pre[k]&(1<<v) == 0 {
		return false
	}
	suf[k] = 1
	for j := k - 1; j >= 0; j-- {
		suf[j] = conv(suf[j+1], dom[inc[j]])
	}
	for j := 0; j < k; j++ {
		d := dom[inc[j]]
		if decided(d) {
			continue // the sum check above covers it
		}
		// others: the sums the other edges can make.
		var others uint16
		for a := pre[j]; a != 0; a &= a - 1 {
			others |= suf[j+1] << uint(bits.TrailingZeros16(a))
		}
		var nd uint8
		for c := uint(0); c <= 2 && c <= v; c++ {
			if d&(1<<c) != 0 && others&(1<<(v-c)) != 0 {
				nd |= 1 << c
			}
		}
		if nd != d && !s.restrict(dom, inc[j], nd) {
			return false
		}
	}
	return true
}

// local runs the degree rule until the queue is empty.
func (s *solver) local(dom []uint8) bool {
	for len(s.queue) > 0 {
		i := s.queue[len(s.queue)-1]
		s.queue = s.queue[:len(s.queue)-1]
		s.inQ[i] = false
		if !s.degree(dom, i) {
			s.weight[i]++
			return false
		}
	}
	return true
}

func (s *solver) find(x int32) int32 {
	p := s.parent
	for p[x] != x {
		p[x] = p[p[x]]
		x = p[x]
	}
	return x
}

// global applies the isolation and connectivity rules once; restricts it
// makes leave work in the queue and may set dirty again.
func (s *solver) global(dom []uint8) bool {
	s.dirty = false
	n := int32(s.n)
	for i := int32(0); i < n; i++ {
		s.parent[i] = i
		s.size[i] = 1
		l := s.val[i]
		for _, e := range s.incEdge[s.incStart[i]:s.incStart[i+1]] {
			l -= int32(minOf[dom[e]])
		}
		s.lib[i] = l
	}
	comps := n
	for e, d := range dom {
		if d&can0 == 0 {
			a, b := s.find(s.ea[e]), s.find(s.eb[e])
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
	if comps > 1 {
		for i := int32(0); i < n; i++ {
			if s.parent[i] == i && s.lib[i] == 0 {
				if s.par.ConnWeights {
					for j := int32(0); j < n; j++ {
						if s.find(j) == i {
							s.weight[j]++
						}
					}
				}
				return false
			}
		}
		// Isolation: a count that would close off a group.
		for e, d := range dom {
			if decided(d) {
				continue
			}
			a, b := s.find(s.ea[e]), s.find(s.eb[e])
			L, size := s.lib[a], s.size[a]
			if a != b {
				L += s.lib[b]
				size += s.size[b]
			}
			if size >= n || L&1 != 0 {
				continue
			}
			lo := int32(minOf[d])
			c := lo + L/2 // the count that spends every liberty
			if c > lo && c <= 2 && d&(1<<uint(c)) != 0 {
				if !s.restrict(dom, int32(e), d&^(1<<uint(c))) {
					return false
				}
			}
		}
	}
	// Connectivity of the graph of edges that may carry a bridge, and its
	// bridges (Tarjan's low-link, iteratively).
	for i := int32(0); i < n; i++ {
		s.disc[i] = -1
	}
	s.stk = append(s.stk[:0], 0)
	s.disc[0], s.low[0], s.iter[0], s.pedge[0] = 0, 0, s.incStart[0], -1
	t := int32(1)
	for len(s.stk) > 0 {
		i := s.stk[len(s.stk)-1]
		if it := s.iter[i]; it < s.incStart[i+1] {
			s.iter[i]++
			e := s.incEdge[it]
			if e == s.pedge[i] || dom[e] == can0 {
				continue
			}
			j := s.incOther[it]
			if s.disc[j] < 0 {
				s.disc[j], s.low[j], s.iter[j], s.pedge[j] = t, t, s.incStart[j], e
				t++
				s.stk = append(s.stk, j)
			} else if s.disc[j] < s.low[i] {
				s.low[i] = s.disc[j]
			}
			continue
		}
		s.stk = s.stk[:len(s.stk)-1]
		if len(s.stk) > 0 {
			parent := s.stk[len(s.stk)-1]
			if s.low[i] < s.low[parent] {
				s.low[parent] = s.low[i]
			}
			if s.low[i] > s.disc[parent] {
				// pedge[i] is a bridge of the possible graph: it must
				// carry a bridge.
				if e := s.pedge[i]; dom[e]&can0 != 0 && !s.restrict(dom, e, dom[e]&^can0) {
					return false
				}
			}
		}
	}
	if t == n { // every island reached
		return true
	}
	// Blame the islands left out, so that dom/wdeg learns from
	// connectivity failures too, not only from island sums.
	if s.par.ConnWeights {
		for i := int32(0); i < n; i++ {
			if s.disc[i] < 0 {
				s.weight[i]++
			}
		}
	}
	return false
}

// propagate runs all rules to a fixpoint. The queue (and dirty) must hold
// what changed since the last fixpoint; on false they are reset.
// On a large puzzle one fixpoint can take long (each global pass is linear
// in its size), so a stop is checked before each pass: propagate then
// returns false with s.stop set, which callers take for a stop, not a
// contradiction.
func (s *solver) propagate(dom []uint8) bool {
	for {
		if !s.local(dom) {
			s.reset()
			return false
		}
		if !s.dirty {
			return true
		}
		if s.stop || s.poll != nil && s.bigPoll() {
			s.stop = true
			s.reset()
			return false
		}
		if !s.global(dom) {
			s.reset()
			return false
		}
	}
}

// bigPoll asks poll whether to stop, but only on large puzzles (where a
// global pass costs more than a poll) and not more than every 16 passes.
func (s *solver) bigPoll() bool {
	if s.n+s.m < 4096 {
		return false
	}
	s.passes++
	return s.passes&15 == 0 && s.poll(s.nodes, nil)
}

// maxProbeEdges: above this many candidates the root is not probed — each
// probe costs a pass over the whole puzzle, so probing would take minutes
// on a board of thousands of islands, far beyond what it saves.
const maxProbeEdges = 5000

// probe is failed-literal probing: each count still possible on an open
// edge is tried on a copy; a count whose propagation fails is removed.
// When every count of an edge survives, what none of them allows on
// another edge is removed too (the branches' common consequences). The
// loop goes on until a pass changes nothing. false: dom itself is
// contradictory.
func (s *solver) probe(dom []uint8) bool {
	tmp, union := s.tmp, s.union
	for {
		changed := false
		for e := range dom {
			d := dom[e]
			if decided(d) {
				continue
			}
			if s.poll != nil {
				if s.probes++; s.probes&63 == 0 && s.poll(s.nodes, dom) {
					s.stop = true
					return true
				}
			}
			clear(union)
			failed := uint8(0)
			for c := 0; c <= 2; c++ {
				bit := uint8(1) << uint(c)
				if d&bit == 0 {
					continue
				}
				copy(tmp, dom)
				if s.restrict(tmp, int32(e), bit) && s.propagate(tmp) {
					for f, x := range tmp {
						union[f] |= x
					}
				} else {
					s.reset()
					failed |= bit
				}
			}
			if s.stop {
				return true // the failures may be the stop's, not proofs
			}
			if failed == d {
				return false
			}
			// Narrow dom to what some surviving branch allows (this
			// removes the failed counts of e as well).
			for f, u := range union {
				if dom[f]&^u != 0 {
					changed = true
					if !s.restrict(dom, int32(f), u) {
						s.reset()
						return false
					}
				}
			}
			if changed && !s.propagate(dom) {
				return false
			}
		}
		if !changed {
			return true
		}
	}
}

// pick chooses the edge to branch on: among open edges, the one whose
// islands caused the most contradictions so far, per possible count, or
// -1 when all are decided.
func (s *solver) pick(dom []uint8) int {
	best, bestScore := -1, -1.0
	ties := 0
	for e, d := range dom {
		if decided(d) {
			continue
		}
		sc := float64(s.weight[s.ea[e]]+s.weight[s.eb[e]]+1) / float64(bits.OnesCount8(d))
		if sc > bestScore {
			best, bestScore, ties = e, sc, 1
		} else if sc == bestScore && s.rng != 0 {
			// Reservoir sampling among equals: restarts then explore
			// different orders even before the weights diverge.
			ties++
			s.rng ^= s.rng << 13
			s.rng ^= s.rng >> 7
			s.rng ^= s.rng << 17
			if s.rng%uint64(ties) == 0 {
				best = e
			}
		}
	}
	return best
}

// search counts the solutions below dom (already at a fixpoint) up to
// s.limit. pool holds a scratch domain slice per depth.
func (s *solver) search(dom []uint8, pool *[][]uint8, depth int) {
	s.nodes++
	if s.poll != nil && s.nodes&63 == 0 && s.poll(s.nodes, dom) {
		s.stop = true
		return
	}
	if s.nodeLimit > 0 && s.nodes >= s.nodeLimit {
		s.aborted = true
		return
	}
	if s.par.ProbeDepth < 0 || depth < s.par.ProbeDepth {
		if !s.probe(dom) || s.stop {
			return
		}
	}
	e := s.pick(dom)
	if e < 0 {
		if s.avoid != nil && string(dom) == string(s.avoid) {
			return
		}
		s.count++
		if s.first == nil {
			s.firstNodes = s.nodes
			s.first = append([]uint8(nil), dom...)
			if s.onFirst != nil {
				s.onFirst(s.first)
			}
		} else if s.second == nil {
			s.second = append([]uint8(nil), dom...)
		}
		return
	}
	for len(*pool) <= depth {
		*pool = append(*pool, make([]uint8, s.m))
	}
	child := (*pool)[depth]
	d := dom[e]
	first := int8(-1)
	if s.phase != nil {
		first = s.phase[e]
	}
	down := s.par.Descending && s.restartCount%2 == 1
	for k := -1; k <= 2; k++ {
		c := int8(k)
		if down && k >= 0 {
			c = int8(2 - k)
		}
		if k < 0 {
			c = first
		} else if c == first {
			continue
		}
		if c < 0 {
			continue
		}
		bit := uint8(1) << uint(c)
		if d&bit == 0 {
			continue
		}
		if s.phase != nil && s.avoid == nil && s.par.SavePhase {
			s.phase[e] = c
		}
		copy(child, dom)
		if s.onStep != nil {
			s.onStep(e, int8(c))
		}
		if s.restrict(child, int32(e), bit) && s.propagate(child) {
			s.search(child, pool, depth+1)
		} else {
			s.reset()
		}
		if s.stop || s.aborted || s.count >= s.limit {
			return
		}
	}
}

// luby is the Luby sequence 1 1 2 1 1 2 4 1 1 2 ... (k from 1).
func luby(k int64) int64 {
	for {
		p := int64(1)
		for p < k+1 {
			p *= 2
		}
		if p == k+1 {
			return p / 2
		}
		k -= p/2 - 1
	}
}

// restartBase is the node budget unit of a descent.
const restartBase = 64

// restartUnit is a descent's budget unit: restartBase nodes, or more on a
// large puzzle, where a descent needs about one node per decided edge
// to reach a solution at all.
func (s *solver) restartUnit() int64 {
	return max(restartBase, int64(float64(s.m)*s.par.UnitPerEdge))
}

// restartSearch finds a first solution by descents of growing node budgets
// (the Luby sequence), keeping the learnt weights and the last counts tried
// (phase saving) from one to the next, which cures the heavy tail of a
// single descent that went wrong early. Then, if a second solution is
// wanted, one complete descent that tries the first solution's counts
// first looks for another (and skips the first when it meets it again).
func (s *solver) restartSearch(root []uint8, pool *[][]uint8) {
	s.phase = make([]int8, s.m)
	for e := range s.phase {
		s.phase[e] = -1
	}
	probed := s.par.ProbeDepth == 0
	dom := make([]uint8, s.m)
	limit := s.limit
	s.limit = 1 // a descent stops at its first solution
	for k := int64(1); ; k++ {
		// Probing the root costs about as much as a short descent, and
		// most puzzles need none: it is done once the first descent has
		// failed, and it is what tames the worst cases.
		if !probed && k > s.par.LazyProbe && s.m <= maxProbeEdges {
			probed = true
			if !s.probe(root) {
				return
			}
			if s.stop {
				return
			}
		}
		copy(dom, root)
		s.aborted = false
		s.nodeLimit = s.nodes + s.restartUnit()*luby(k)
		s.search(dom, pool, 1)
		s.nodeLimit = 0
		if s.stop || s.count > 0 {
			break
		}
		if !s.aborted {
			return // complete: no solution
		}
		s.restartCount++
		if s.par.Decay {
			// Forget old conflicts slowly, so that the weights follow
			// where the search is failing now.
			for i := range s.weight {
				s.weight[i] -= s.weight[i] / 4
			}
		}
	}
	s.limit = limit
	if s.stop || s.count >= s.limit {
		return
	}
	s.avoid = s.first
	for e, d := range s.first {
		s.phase[e] = minOf[d]
	}
	copy(dom, root)
	s.search(dom, pool, 1)
}

// start returns the root domains with every island queued.
func (s *solver) start() []uint8 {
	dom := make([]uint8, s.m)
	for e := range dom {
		dom[e] = canAll
	}
	for i := 0; i < s.n; i++ {
		s.push(int32(i))
	}
	s.dirty = true
	return dom
}

// run counts solutions up to limit from scratch: it returns the count, the
// first solution (counts per edge, nil if none), and whether it was stopped.
func (s *solver) run(limit int) (int, []int8, bool) {
	s.limit = max(limit, 1)
	if s.n == 0 {
		return 1, []int8{}, false
	}
	dom := s.start()
	if s.propagate(dom) {
		var pool [][]uint8
		if !s.par.Restarts {
			s.search(dom, &pool, 0)
		} else {
			s.restartSearch(dom, &pool)
		}
	}
	var first []int8
	if s.first != nil {
		first = make([]int8, s.m)
		for e, d := range s.first {
			first[e] = minOf[d]
		}
	}
	return s.count, first, s.stop
}

// rootFixpoint propagates from scratch (rules only, no probing) and returns
// the domains, or nil on a contradiction.
func (s *solver) rootFixpoint() []uint8 {
	if s.n == 0 {
		return []uint8{}
	}
	dom := s.start()
	if !s.propagate(dom) {
		return nil
	}
	return dom
}
