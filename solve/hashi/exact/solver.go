package exact

import (
	"cmp"
	"slices"

	"grille/solve/hashi"
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

// counts gives each edge's least count in dom: a solution's counts, when
// dom decides every edge.
func counts(dom []uint8) []int8 {
	c := make([]int8, len(dom))
	for e, d := range dom {
		c[e] = minOf[d]
	}
	return c
}

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
// descent to the next, and learning nogoods from the failures (learn.go),
// which outlive the descents. (Before the nogoods, the root was probed
// after the second failed descent, see probe and Params.ProbeDepth.)
// Random instances have heavy-tailed search times, and this is what cured
// the tail on the Coelho et al. set (tuning_test.go). Once a first solution is found, a single complete
// descent, trying the first solution's counts first, looks for a second.
//
// On boards of SweepFrom candidate bridges or more (thousands of islands)
// the descents branch in board order instead, with conflict-directed
// backjumping (backjump.go) and the global rules at every GlobalEvery-th
// depth: see Params.SweepFrom for why.
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
	// saved: each narrowing's edge and former domain, newest last, so
	// that the search narrows one slice of domains in place and undoes
	// its children's narrowings (restore): a copy per depth cost the
	// board's size times the depth, gigabytes on a 200×200 board.
	saved []saved
	// Since the global rules last ran: tight, an edge raised its least
	// count (which may join groups and spends liberties: isolation); cut,
	// an edge became impossible (which may cut the islands apart:
	// connectivity). Narrowing that does neither (a 2 ruled out of
	// {0,1,2}...) cannot feed the global rules.
	tight, cut bool

	// scratch for the global rules
	disc, low, iter, pedge, stk []int32
	gl                          globals
	ref                         *gstate // groups from scratch (blameClosed)

	// backjumping (backjump.go): the trail of narrowings, the reason given
	// to the next ones (why, whyArg at level), the last contradiction's
	// reason, and a conflict set per search depth.
	tr        trail
	why       uint8
	whyArg    int32
	level     int32
	fail      failure
	conf      []conflict
	ex        conflict
	maxLevels int      // the most levels a conflict set lists (see levelBudget)
	lvMarks   []uint64 // explain's marks, a bit per level

	skipGlobal bool // propagate leaves the global rules out (ge)
	ge         int  // the global rules' period of this descent (1: every node)
	bj         bool // this descent backjumps
	learning   bool // this descent learns nogoods (learn.go)
	trailing   bool // narrowings go on the trail (bj or learning)

	ng         nogoods
	lits       []int32  // learn's scratch
	litSeen    []uint32 // learn's per-edge marks
	litAt      []int32  // learn: an edge's place among the literals
	rootDom    []uint8  // the domains under the trail's first entries
	lvlStart   int32    // learn: the failing level's first trail entry
	pending    int      // learn: entries of that level still to trace
	bfs        []int32  // learn's scratch for groups and cuts
	bfs2       []int32
	visited    []int32 // per island, with visitStamp
	visitStamp int32

	sweeps [][]int32 // the edges in each board order (Params.Sweeps)
	sweep  []int32   // the order of this descent, nil: dom/wdeg

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
	onLearn      func(edges []int32, sets []uint8)   // called at each nogood learnt (tests), may be nil
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
	// SweepFrom: on boards of at least this many candidate bridges, the
	// descents branch on the open edges in board order (row by row,
	// column by column, and both backwards, one order per descent)
	// instead of by dom/wdeg, with backjumping (Backjump) and the global
	// rules (isolation, connectivity) at every GlobalEvery-th depth and at
	// the leaves only (0 or 1: every node); 0: never. Dom/wdeg solves the
	// Coelho set (up to ~700 candidates), where connectivity is what is
	// hard, and thrashes on boards of thousands of islands, where a
	// contradiction lies among dozens of unrelated decisions made
	// elsewhere on the board; sweeps with backjumping solve those and
	// are several times slower on the Coelho set (tuning_test.go). A
	// global pass costs time linear in the whole board, while a decision
	// in a sweep changes a small part of it.
	SweepFrom   int
	Backjump    bool
	GlobalEvery int
	// Learn: the dom/wdeg descents learn nogoods from their failures
	// (learn.go).
	Learn bool
	// Rephase: every Rephase-th restart forgets the weights and the saved
	// counts (0: never), keeping only the nogoods; dom/wdeg descents only
	// (the sweeps of large boards keep theirs). Over 20 tie-break
	// seeds on the 120 hardest 400-island puzzles, the worst run of a
	// seed was 0.06–1.0 s without it and 0.06–0.23 s with 4 (8 and 12:
	// less; 6: about as good), the means alike (tuning_test.go).
	Rephase int
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
// descents, was best until the search learnt nogoods (Learn): since then
// the probing costs more than it saves.
func DefaultParams() Params {
	return Params{ProbeDepth: 0, LazyProbe: 2, ConnWeights: true, SavePhase: true, Decay: true,
		Restarts: true, Learn: true, Rephase: 4, SweepFrom: 2000, Backjump: true, GlobalEvery: 64, UnitPerEdge: 0.5, Seed: 0x9E3779B97F4A7C15}
}

func newSolver(p hashi.Puzzle, g *graph.Graph, par Params) *solver {
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
	for _, p := range []*[]int32{&s.disc, &s.low, &s.iter, &s.pedge, &s.weight} {
		*p = make([]int32, n)
	}
	s.ref = newGstate(n, m)
	s.gl.init(n, m)
	s.tmp, s.union = make([]uint8, m), make([]uint8, m)
	s.tr.init(m)
	s.ng.init(m)
	s.litSeen = make([]uint32, m)
	s.litAt = make([]int32, m)
	s.visited = make([]int32, n)
	// A path branches on each edge at most once: depth ≤ m+1.
	s.conf = make([]conflict, m+2)
	s.maxLevels = max(minLevels, levelBudget/(m+2))
	s.lvMarks = make([]uint64, (m+2)/64+1)
	if par.SweepFrom > 0 && m >= par.SweepFrom {
		s.initSweeps(p, g)
	}
	s.setStrategy()
	s.why = whyGlobal
	return s
}

// saved is a narrowing to undo: edge e had domain d before.
type saved struct {
	e int32
	d uint8
}

// restore undoes the narrowings of dom since s.saved had length mark.
func (s *solver) restore(dom []uint8, mark int) {
	for k := len(s.saved) - 1; k >= mark; k-- {
		dom[s.saved[k].e] = s.saved[k].d
	}
	s.saved = s.saved[:mark]
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
	s.ng.queue = s.ng.queue[:0]
	s.ng.recheck = false
	s.tight, s.cut = false, false
}

// failAt records the reason of a contradiction (see failure).
func (s *solver) failAt(why uint8, a, b int32) { s.fail = failure{why, a, b} }

// initSweeps orders the edges for the sweeps: by the first of their two
// islands in reading order, by columns, and both backwards. A sweep keeps
// the open edges in one band across the board, so that a contradiction
// shows near the decisions that caused it.
func (s *solver) initSweeps(p hashi.Puzzle, g *graph.Graph) {
	keys := []func(is hashi.Island) int{
		func(is hashi.Island) int { return is.Row*hashi.MaxSide + is.Col },
		func(is hashi.Island) int { return is.Col*hashi.MaxSide + is.Row },
		func(is hashi.Island) int { return -(is.Row*hashi.MaxSide + is.Col) },
		func(is hashi.Island) int { return -(is.Col*hashi.MaxSide + is.Row) },
	}
	for _, key := range keys {
		order := make([]int32, s.m)
		k := make([]int, s.m)
		for e := range order {
			order[e] = int32(e)
			k[e] = min(key(p.Islands[s.ea[e]]), key(p.Islands[s.eb[e]]))
		}
		slices.SortStableFunc(order, func(a, b int32) int { return cmp.Compare(k[a], k[b]) })
		s.sweeps = append(s.sweeps, order)
	}
}

// setStrategy picks the way of the next descent (see Params.SweepFrom).
func (s *solver) setStrategy() {
	s.sweep, s.ge, s.bj = nil, 1, false
	if len(s.sweeps) > 0 {
		s.sweep = s.sweeps[s.restartCount%len(s.sweeps)]
		s.ge, s.bj = s.par.GlobalEvery, s.par.Backjump
	}
	s.learning = s.par.Learn && s.sweep == nil
	s.trailing = s.bj || s.learning
}
