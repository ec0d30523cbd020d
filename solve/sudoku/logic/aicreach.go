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
//     digit; or B one of A's weak links, a loop, reached through a weak
//     link that proves something (loopElims): the graph's states are
//     doubled for it, layer 1 once the chain has gone through one.
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
	for x := 1; x < states; x += 2 {
		X := &g.nodes[x/2]
		for e := off[x]; e < off[x+1]; e++ {
			y := int(next[e] / 2)
			Y := &g.nodes[y]
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
	members := make([][]int32, comps)
	for z := int32(0); z < int32(Z); z++ {
		if index[z] != 0 {
			members[comp[z]] = append(members[comp[z]], z)
		}
	}
	for c := int32(0); c < comps; c++ {
		r := reach[int(c)*W : int(c+1)*W]
		for _, z := range members[c] {
			r[z/64] |= 1 << (z % 64)
			for e := off[z/2]; e < off[z/2+1]; e++ {
				if d := comp[to(z, e)]; d != c {
					for i, v := range reach[int(d)*W : int(d+1)*W] {
						r[i] |= v
					}
				}
			}
		}
	}

	// the nodes by digit and cell of their sees, and by single cell
	bySees := make([][]int32, t.N*t.NN)
	byCell := make([][]int32, t.NN)
	for y := range g.nodes {
		Y := &g.nodes[y]
		for w, m := range sees[y*words : (y+1)*words] {
			for ; m != 0; m &= m - 1 {
				c := w*64 + bits.TrailingZeros64(m)
				bySees[Y.digit*t.NN+c] = append(bySees[Y.digit*t.NN+c], int32(y))
			}
		}
		if len(Y.cells) == 1 {
			byCell[Y.cells[0]] = append(byCell[Y.cells[0]], int32(y))
		}
	}
	stamp := make([]int32, len(g.nodes))
	for a := 0; a < ends; a++ {
		A := &g.nodes[a]
		has := func(r []uint64, z int) bool { return r[z/64]&(1<<(z%64)) != 0 }
		// kind 3, from A true
		r := reach[int(comp[4*a+2])*W : int(comp[4*a+2]+1)*W]
		possible[2*a+1] = index[4*a+2] != 0 && (has(r, 4*a) || has(r, 4*a+1))
		// from A false
		r = reach[int(comp[4*a])*W : int(comp[4*a]+1)*W]
		if index[4*a] == 0 {
			continue
		}
		isTrue := func(y int) bool { return has(r, 4*y+2) || has(r, 4*y+3) }
		ok := len(A.cells) == 1 && isTrue(a) // kind 2
		for _, y := range g.weak[a] {
			ok = ok || has(r, 4*int(y)+3) // a loop
		}
		for w, m := range sees[a*words : (a+1)*words] {
			for ; m != 0 && !ok; m &= m - 1 {
				c := w*64 + bits.TrailingZeros64(m)
				for _, y := range bySees[A.digit*t.NN+c] {
					if stamp[y] != int32(a+1) {
						stamp[y] = int32(a + 1)
						ok = ok || isTrue(int(y))
					}
				}
			}
		}
		if len(A.cells) == 1 && !ok {
			ca := A.cells[0]
			if bits.OnesCount64(s.cand[ca]) >= 3 {
				for _, y := range byCell[ca] {
					ok = ok || g.nodes[y].digit != A.digit && isTrue(int(y))
				}
			}
			for _, c := range t.peers[ca] {
				for _, y := range byCell[c] {
					B := &g.nodes[y]
					ok = ok || B.digit != A.digit && (s.cand[c]&(1<<A.digit) != 0 || s.cand[ca]&(1<<B.digit) != 0) && isTrue(int(y))
				}
			}
		}
		possible[2*a] = ok
	}
	return possible
}

// maxReachWords bounds aicReach's bitsets (layered states × their words):
// 9×9 positions are well within it.
const maxReachWords = 1 << 19
