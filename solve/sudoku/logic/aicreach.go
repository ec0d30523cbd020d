package logic

import "math/bits"

// aicReach says, for each start state x = 2·node + value of aicSearch
// (nodes below ends), whether its search could conclude anything: that
// is, whether it reaches, by some path, a state where one of aicSearch's
// tests could pass. aicSearch searches from the others no more: the
// chains it finds are the same, and where there is none, as at every
// position that needs a forcing net, it follows no chain at all.
//
// What the starts reach comes from the strongly connected components
// of the chains' graph (the states' reach, as bitsets, shared by every
// state of a component and made from the components they lead to).
// Which states could conclude is a superset of aicSearch's tests, from
// the two nodes only (the state's depth is not looked at):
//
//   - kind 2, from A false to A true, A a single cell (a placement);
//     kind 3, from A true to A false;
//   - kind 0, from A false to B true: of one digit, an empty cell
//     outside both holds it and sees all of both (sees, as aicSearch has
//     it); of two digits, A and B single cells, one cell with a third
//     candidate or cells that see each other, one holding the other's
//     digit; of two digits, A and B's one cell with a third candidate, or
//     a one-cell end that sees all of the other end's places (a group or
//     an ALS end too) and holds its digit; or B one of A's weak links, a
//     loop, reached through a weak link that proves something, or a
//     strong link inside an almost locked set (loopElims, loopALS): the
//     graph's states are doubled for it, layer 1 once the chain has gone
//     through one.
//
// A test aicSearch adds must be added here, or a start that could find
// it would be skipped. Beyond a few thousand states (orders above 3),
// where the bitsets would be large, every start is kept.
func aicReach(s *state, g *aicGraph, ends int, off, next []int32, sees []uint64) []bool {
	t := s.t
	words := (t.NN + 63) / 64
	states := len(off) - 1
	possible := make([]bool, 2*ends)
	Z := 2 * states // layered states: 2·state + layer
	W := (Z + 63) / 64
	if Z*W > maxReachWords {
		for i := range possible {
			possible[i] = true
		}
		return possible
	}
	// proves: a weak link (a true node to a false one) whose two ends
	// prove something in a loop
	proves := make([]bool, len(next))
	for x := 0; x < states; x++ {
		X := &g.nodes[x/2]
		for e := off[x]; e < off[x+1]; e++ {
			y := int(next[e] / 2)
			Y := &g.nodes[y]
			if x%2 == 0 {
				// a strong link inside one almost locked set, from one
				// digit to another: a loop through it locks the set's
				// other digits (loopALS)
				proves[e] = X.als != nil && Y.als != nil && &X.als[0] == &Y.als[0] &&
					alsLocks(s, X.als, 1<<X.digit|1<<Y.digit)
				continue
			}
			if X.digit == Y.digit {
				for w := range words {
					proves[e] = proves[e] || sees[x/2*words+w]&sees[y*words+w] != 0
				}
			} else {
				proves[e] = len(X.cells) == 1 && len(Y.cells) == 1 && X.cells[0] == Y.cells[0] &&
					X.als == nil && Y.als == nil && bits.OnesCount64(s.cand[X.cells[0]]) >= 3
			}
		}
	}
	to := func(z int32, e int32) int32 {
		if z%2 == 1 || proves[e] {
			return 2*next[e] + 1
		}
		return 2 * next[e]
	}

	// Tarjan's components, from the start states; a component is
	// numbered after every one it leads to.
	index := make([]int32, Z) // order of the visit + 1, 0 not visited
	low := make([]int32, Z)
	comp := make([]int32, Z)
	onStack := make([]bool, Z)
	type frame struct{ z, e int32 }
	var frames []frame
	var stack []int32
	popped := make([]int32, 0, Z) // the states by component, in their order
	counter, comps := int32(0), int32(0)
	for root := int32(0); root < int32(4*ends); root += 2 {
		if index[root] != 0 {
			continue
		}
		counter++
		index[root], low[root] = counter, counter
		stack = append(stack, root)
		onStack[root] = true
		frames = append(frames, frame{root, off[root/2]})
		for len(frames) > 0 {
			f := &frames[len(frames)-1]
			z := f.z
			if f.e < off[z/2+1] {
				w := to(z, f.e)
				f.e++
				if index[w] == 0 {
					counter++
					index[w], low[w] = counter, counter
					stack = append(stack, w)
					onStack[w] = true
					frames = append(frames, frame{w, off[w/2]})
				} else if onStack[w] {
					low[z] = min(low[z], index[w])
				}
				continue
			}
			frames = frames[:len(frames)-1]
			if low[z] == index[z] {
				for {
					w := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					onStack[w] = false
					comp[w] = comps
					popped = append(popped, w)
					if w == z {
						break
					}
				}
				comps++
			}
			if len(frames) > 0 {
				p := frames[len(frames)-1].z
				low[p] = min(low[p], low[z])
			}
		}
	}
	// reach[c]: the layered states component c reaches, itself included
	reach := make([]uint64, int(comps)*W)
	for i := 0; i < len(popped); {
		c := comp[popped[i]]
		r := reach[int(c)*W : int(c+1)*W]
		for ; i < len(popped) && comp[popped[i]] == c; i++ {
			z := popped[i]
			r[z/64] |= 1 << (z % 64)
			for e := off[z/2]; e < off[z/2+1]; e++ {
				if d := comp[to(z, e)]; d != c {
					for j, v := range reach[int(d)*W : int(d+1)*W] {
						r[j] |= v
					}
				}
			}
		}
	}

	// each start against what it reaches
	has := func(r []uint64, z int) bool { return r[z/64]&(1<<(z%64)) != 0 }
	for a := 0; a < ends; a++ {
		A := &g.nodes[a]
		// kind 3, from A true
		r := reach[int(comp[4*a+2])*W : int(comp[4*a+2]+1)*W]
		possible[2*a+1] = has(r, 4*a) || has(r, 4*a+1)
		// from A false
		r = reach[int(comp[4*a])*W : int(comp[4*a]+1)*W]
		ok := len(A.cells) == 1 && (has(r, 4*a+2) || has(r, 4*a+3)) // kind 2
		for _, y := range g.weak[a] {
			ok = ok || has(r, 4*int(y)+3) // a loop
		}
		aSees := sees[a*words : (a+1)*words]
		ca := -1
		if len(A.cells) == 1 {
			ca = A.cells[0]
		}
		for i := 0; i < W && !ok; i++ {
			// B true, in either layer: bit 4B+2
			for m := (r[i] | r[i]>>1) & 0x4444444444444444; m != 0 && !ok; m &= m - 1 {
				y := i*16 + bits.TrailingZeros64(m)/4
				B := &g.nodes[y]
				if y == a {
					continue // kind 2, above
				}
				if B.digit == A.digit {
					for w, v := range aSees {
						ok = ok || v&sees[y*words+w] != 0
					}
				} else {
					// two digits: both ends' one cell with a third
					// candidate, or a one-cell end that sees all of the
					// other end's places and holds its digit
					// (aicConclude)
					cb := -1
					if len(B.cells) == 1 {
						cb = B.cells[0]
					}
					ok = ca >= 0 && cb == ca && bits.OnesCount64(s.cand[ca]) >= 3 ||
						ca >= 0 && ca != cb && B.common[ca/64]&(1<<(ca%64)) != 0 && s.cand[ca]&(1<<B.digit) != 0 ||
						cb >= 0 && cb != ca && A.common[cb/64]&(1<<(cb%64)) != 0 && s.cand[cb]&(1<<A.digit) != 0
				}
			}
		}
		possible[2*a] = ok
	}
	return possible
}

// everyAICStart, set by tests only, has aicSearch search from every start
// as it did without aicReach.
var everyAICStart bool

// maxReachWords bounds aicReach's bitsets (layered states × their words):
// 9×9 positions are well within it.
const maxReachWords = 1 << 19

// alsLocks reports whether an almost locked set holding exactly one of
// the digits of pair would remove something (what loopALS concludes).
func alsLocks(s *state, als []int, pair uint64) bool {
	found := false
	alsLocked(s, als, pair, func(int, uint64) bool {
		found = true
		return false
	})
	return found
}
