package logic

import (
	"fmt"
	"math/bits"
	"strings"

	"grille/solve"
	"grille/solve/sudoku"
)

// A step in words and marks: what Next returns besides the next board.

// Effects is a step's conclusions as `grille explain --json` writes them,
// 0-based.
type Effects struct {
	Place     []Placed `json:"place,omitempty"`
	Eliminate []Placed `json:"eliminate,omitempty"`
	Cells     []Cell   `json:"cells"`
}

// Placed is a digit in a cell (placed or eliminated).
type Placed struct {
	Row   int `json:"row"`
	Col   int `json:"col"`
	Digit int `json:"digit"`
}

// Cell is a cell of the step's pattern.
type Cell struct {
	Row int `json:"row"`
	Col int `json:"col"`
}

// describe turns a found step into words and marks, before s changes.
func describe(s *state, st *step) solve.Deduction[sudoku.Grid] {
	t := s.t
	tech := &Techniques[st.tech]
	d := solve.Deduction[sudoku.Grid]{Technique: tech}
	mark := sudoku.StepMark{
		Cells:   append([]int(nil), st.cells...),
		Units:   append([]int(nil), st.units...),
		Placed:  append([]sudoku.Candidate(nil), st.place...),
		Removed: append([]sudoku.Candidate(nil), st.elim...),
		Links:   append([]sudoku.Link(nil), st.links...),
	}
	if generalFishTech(st.tech) {
		k := len(st.hintUnits)
		mark.Units, mark.Cover = mark.Units[:k], append([]int(nil), st.units[k:]...)
		mark.Fins = append([]int(nil), st.cells[st.count:]...)
	}
	d.Mark = mark
	d.Hint = sudoku.StepMark{Cells: append([]int(nil), st.hintCells...), Units: append([]int(nil), st.hintUnits...)}
	eff := Effects{Cells: []Cell{}}
	for _, p := range st.place {
		eff.Place = append(eff.Place, Placed{Row: t.row[p.Cell], Col: t.col[p.Cell], Digit: p.Digit})
	}
	for _, e := range st.elim {
		eff.Eliminate = append(eff.Eliminate, Placed{Row: t.row[e.Cell], Col: t.col[e.Cell], Digit: e.Digit})
	}
	for _, c := range st.cells {
		eff.Cells = append(eff.Cells, Cell{Row: t.row[c], Col: t.col[c]})
	}
	d.Effects = eff
	d.SayWhere, d.Say = words(s, st)
	d.Where, d.Text = d.SayWhere.String(), d.Say.String()
	return d
}

// words is a step's region (the first hint) and its exact statement.
func words(s *state, st *step) (where, text solve.Text) {
	t := s.t
	n := t.n
	cn := func(c int) string { return sudoku.CellName(n, c) }
	un := func(u int) solve.Text { return sudoku.UnitSay(n, u) }
	cells := func(cs []int) solve.Text {
		names := make([]any, len(cs))
		for i, c := range cs {
			names[i] = cn(c)
		}
		return solve.And(names...)
	}
	withCands := func(c int) string { return cn(c) + " " + digitSet(s.cand[c]) }
	elims := elimWords(n, st.elim)
	d := digitOf(st.digits)
	switch st.tech {
	case tFullHouse:
		c := st.cells[0]
		return un(st.units[0]), solve.Say("%s is the last empty cell of %s, so it takes the missing digit %d.", cn(c), un(st.units[0]), d)
	case tHiddenSingle:
		return un(st.units[0]), solve.Say("In %s, %d can only go in %s.", un(st.units[0]), d, cn(st.cells[0]))
	case tNakedSingle:
		return un(st.hintUnits[0]), solve.Say("%s can only be %d: every other digit already stands in its row, column or box.", cn(st.cells[0]), d)
	case tPointing, tClaiming:
		a, b := st.units[0], st.units[1]
		return un(a), solve.Say("In %s, %d can only go in %s, all in %s, so %d leaves the rest of %s: %s.",
			un(a), d, cells(st.cells), un(b), d, un(b), elims)
	case tNakedPair, tNakedTriple, tNakedQuad:
		u := st.units[0]
		return un(u), solve.Say("In %s, %s hold only %s between them, so those digits leave the unit's other cells: %s.",
			un(u), cells(st.cells), digitSet(st.digits), elims)
	case tHiddenPair, tHiddenTriple, tHiddenQuad:
		u := st.units[0]
		return un(u), solve.Say("In %s, %s can only go in %s, so those cells lose their other candidates: %s.",
			un(u), digitAnd(st.digits), cells(st.cells), elims)
	case tXWing, tSwordfish, tJellyfish:
		k := len(st.hintUnits)
		base := unitsWords(n, st.units[:k])
		cover := unitsWords(n, st.units[k:])
		return base, solve.Say("In %s, %d can only go in %s, so %d leaves the rest of %s: %s.",
			base, d, cover, d, cover, elims)
	case tFinnedXWing, tFinnedSwordfish, tFinnedJellyfish:
		k := len(st.hintUnits)
		base := unitsWords(n, st.units[:k])
		cover := unitsWords(n, st.units[k:])
		fins := cells(st.cells[st.count:])
		name := solve.Say("finned")
		if st.where == 1 {
			name = solve.Say("sashimi")
		}
		return base, solve.Say("In %s, %d can only go in %s or in the fins %s (a %s fish): either a fin holds %d or %d leaves the rest of %s, so the cells of %s that see the fins lose it: %s.",
			base, d, cover, fins, name, d, d, cover, cover, elims)
	case tFrankenFish, tFinnedFrankenFish, tMutantFish, tFinnedMutantFish:
		k := len(st.hintUnits)
		base := unitsWords(n, st.units[:k])
		cover := unitsWords(n, st.units[k:])
		name := fishName(st.tech, st.what)
		if st.count == len(st.cells) {
			return base, solve.Say("In %s, %d can only go in %s, a %s: the base needs %d in %d different cells, all in the cover, which holds it %d times at most, so %d leaves the cover's other cells (and any cell of the pattern in two cover sets): %s.",
				base, d, cover, name, d, k, k, d, elims)
		}
		var fins []any
		for _, c := range st.cells[st.count:st.where] {
			fins = append(fins, cn(c))
		}
		for _, c := range st.cells[st.where:] {
			fins = append(fins, solve.Say("%s (in two base sets)", cn(c)))
		}
		return base, solve.Say("In %s, %d can only go in %s or in the fins %s, a %s: either a fin holds %d, or the base needs it in %d different cells of the cover, which holds it %d times at most; so the cover's other cells that see every fin lose it: %s.",
			base, d, cover, solve.And(fins...), name, d, k, k, elims)
	case tSkyscraper, tKite:
		a, b, c, e := st.cells[0], st.cells[1], st.cells[2], st.cells[3]
		return unitsWords(n, st.hintUnits), solve.Say("%d is in %s or %s (%s) and in %s or %s (%s); %s and %s share %s, so %s or %s is %d, and %d leaves %s, which %s both.",
			d, cn(a), cn(b), un(st.units[0]), cn(c), cn(e), un(st.units[1]), cn(b), cn(c), un(st.units[2]), cn(a), cn(e), d, d, elimCells(n, st.elim), seeVerb(len(st.elim)))
	case tXYWing:
		p, a, b := st.cells[0], st.cells[1], st.cells[2]
		z := st.elim[0].Digit
		return solve.Plain(cn(p)), solve.Say("%s sees %s and %s: whichever digit %s holds, one of the other two is %d, so %d leaves %s, which %s both.",
			withCands(p), withCands(a), withCands(b), cn(p), z, z, elimCells(n, st.elim), seeVerb(len(st.elim)))
	case tXYZWing:
		p, a, b := st.cells[0], st.cells[1], st.cells[2]
		z := st.elim[0].Digit
		return solve.Plain(cn(p)), solve.Say("%s sees %s and %s: one of the three is %d, so %d leaves %s, which %s all three.",
			withCands(p), withCands(a), withCands(b), z, z, elimCells(n, st.elim), seeVerb(len(st.elim)))
	case tWWing:
		a, c, f, b := st.cells[0], st.cells[1], st.cells[2], st.cells[3]
		x := st.links[1].To.Digit
		y := st.elim[0].Digit
		return cells([]int{a, b}), solve.Say("%s and %s both hold %s; in %s, %d is in %s or %s, which see one each, so one of the two is %d, and %d leaves %s, which %s both.",
			cn(a), cn(b), digitSet(s.cand[a]), un(st.units[0]), x, cn(c), cn(f), y, y, elimCells(n, st.elim), seeVerb(len(st.elim)))
	case tColouring:
		k := st.where
		one, two := cells(st.cells[:k]), cells(st.cells[k:])
		why := solve.Say("so %d leaves %s, which %s both colours", d, elimCells(n, st.elim), seeVerb(len(st.elim)))
		if st.what != 0 {
			why = solve.Say("two cells of one colour share a unit, so that colour is false and %d leaves %s", d, elimCells(n, st.elim))
		}
		return solve.Say("the %ds", d), solve.Say("Following the strong links of %d, one of the colours {%s} and {%s} holds %d everywhere; %s.",
			d, one, two, d, why)
	case tXChain, tTurbotFish:
		var b strings.Builder
		for i, c := range st.cells {
			if i > 0 {
				if st.links[i-1].Strong {
					b.WriteString(" = ")
				} else {
					b.WriteString(" - ")
				}
			}
			b.WriteString(cn(c))
		}
		a, e := st.cells[0], st.cells[len(st.cells)-1]
		return solve.Say("the %ds", d), solve.Say("The chain of %d %s (= one of the two holds it, - not both) makes %s or %s hold %d, so %d leaves %s, which %s both.",
			d, b.String(), cn(a), cn(e), d, d, elimCells(n, st.elim), seeVerb(len(st.elim)))
	case tXYChain:
		names := make([]string, len(st.cells))
		for i, c := range st.cells {
			names[i] = withCands(c)
		}
		a, e := st.cells[0], st.cells[len(st.cells)-1]
		return solve.Say("the cells with two candidates"), solve.Say("In the chain %s, each cell shares a digit with the next: if %s is not %d then %s is %d, so %d leaves %s, which %s both.",
			strings.Join(names, " - "), cn(a), d, cn(e), d, d, elimCells(n, st.elim), seeVerb(len(st.elim)))
	case tAIC, tALSChain:
		ch := st.chain
		first := ch[0]
		a := chainWords(n, ch[:1])
		b := chainWords(n, ch[len(ch)-1:])
		words := chainWords(n, ch)
		switch st.what {
		case 4:
			return solve.Say("%s and %s", a, b), solve.Say("The chain %s (= one of the two is true, - not both) closes into a loop, %s back to %s: every weak link of it then holds one of its two ends, so %s.",
				words, b, a, conclusions(n, st))
		case 2:
			return solve.Plain(a), solve.Say("The chain %s (= one of the two is true, - not both) shows that if %s were false it would be true, so %s is %d.",
				words, a, cn(st.place[0].Cell), st.place[0].Digit)
		case 3:
			return solve.Plain(a), solve.Say("The chain %s (= one of the two is true, - not both) shows that if %s were true it would be false, so %s.",
				words, a, conclusions(n, st))
		case 1:
			return solve.Say("%s and %s", a, b), solve.Say("The chain %s (= one of the two is true, - not both) makes %s or %s true, so %s.",
				words, a, b, conclusions(n, st))
		}
		return solve.Say("%s and %s", a, b), solve.Say("The chain %s (= one of the two is true, - not both) makes %s or %s true, so %d leaves %s, which %s both.",
			words, a, b, first.digit, elimCells(n, st.elim), seeVerb(len(st.elim)))
	case tALSXZ:
		k := st.count
		a, b := st.cells[:k], st.cells[k:]
		x := st.where
		return unitsWords(n, st.hintUnits), solve.Say("%s hold %s and %s hold %s, each one digit more than cells; every %d of one sees every %d of the other, so one of them is without %d and holds all its other digits: %s.",
			cells(a), digitSet(unionOf(s, a)), cells(b), digitSet(unionOf(s, b)), x, x, x, conclusions(n, st))
	case tSueDeCoq:
		k, kr := st.count, st.count+st.refuted
		c, r, b := st.cells[:k], st.cells[k:kr], st.cells[kr:]
		line, box := st.units[0], st.units[1]
		vr, vb := unionOf(s, r), unionOf(s, b)
		return unitsWords(n, st.units), solve.Say("Where %s meets %s, %s hold %s; %s, also in %s, %s %s and %s, also in %s, %s %s, sharing none of the first digits: the cells are exactly as many as their digits can fill, so %s stay in the pattern's cells of %s and %s in those of %s: %s.",
			un(line), un(box), cells(c), digitSet(st.digits), cells(r), un(line), holdVerb(len(r)), digitSet(vr), cells(b), un(box), holdVerb(len(b)), digitSet(vb),
			digitAnd(st.digits&^vb|vr), un(line), digitAnd(st.digits&^vr|vb), un(box), conclusions(n, st))
	case tUniqueRectangle:
		odd := st.cells[3]
		return cells(st.hintCells), solve.Say("%s hold only %s; if %s were %s too, the four cells could swap them and the puzzle would have two solutions, so %s loses %s.",
			cells(st.cells[:3]), digitSet(st.digits), cn(odd), orList(st.digits), cn(odd), digitAnd(st.digits))
	case tEmptyRectangle:
		k := len(st.cells) - 2
		x, y := st.where, st.what
		box := st.units[0]
		return un(box), solve.Say("In %s, %d can only go in %s, all in %s or %s; in %s it is in %s or %s: either way %s loses %d.",
			un(box), d, cells(st.cells[:k]), un(st.units[2]), un(st.units[3]), un(st.units[1]), cn(x), cn(y), elimCells(n, st.elim), d)
	case tRemotePairs:
		k := st.where
		return solve.Say("the cells holding %s", digitSet(st.digits)), solve.Say("The cells {%s} and {%s} hold only %s and see each other in a chain, so the digits alternate: one group holds one digit, the other the other, and %s leave %s, which %s both groups.",
			cells(st.cells[:k]), cells(st.cells[k:]), digitSet(st.digits), digitAnd(st.digits), elimCells(n, st.elim), seeVerb(len(st.elim)))
	case tWXYZWing:
		z := st.what
		return solve.Plain(cn(st.cells[0])), solve.Say("%s, %s, %s and %s hold %s between them, and every digit but %d has its places there seeing each other: the four cells need %d, so %d leaves %s, which %s all of its places there.",
			withCands(st.cells[0]), withCands(st.cells[1]), withCands(st.cells[2]), withCands(st.cells[3]), digitSet(st.digits), z, z, z, elimCells(n, st.elim), seeVerb(len(st.elim)))
	case tALSXYWing:
		a, b, c := st.cells[:st.count], st.cells[st.count:st.count+st.refuted], st.cells[st.count+st.refuted:]
		x, y := st.where, st.what
		return cells(c), solve.Say("%s hold %s, %s hold %s and %s hold %s, each one digit more than cells; the last shares %d with the first and %d with the second, neither twice: if the first lacked a digit of both, it would hold %d, so the last %d, so the second that digit: %s.",
			cells(a), digitSet(unionOf(s, a)), cells(b), digitSet(unionOf(s, b)), cells(c), digitSet(unionOf(s, c)), x, y, x, y, conclusions(n, st))
	case tDeathBlossom:
		if st.what == 1 {
			return un(st.where), solve.Say("In %s, %d can only go in %s, and for each of them an almost locked set among %s has all its places for %d seeing it: wherever %d goes, it leaves one set, which then holds all its others: %s.",
				un(st.where), d, cells(st.hintCells), cells(st.cells), d, d, conclusions(n, st))
		}
		stem := st.where
		return solve.Plain(cn(stem)), solve.Say("%s holds %s, and for each of them an almost locked set among %s has all its places for it seeing %s: whichever digit %s holds leaves one set, which then holds all its others: %s.",
			cn(stem), digitSet(s.cand[stem]), cells(st.cells[1:]), cn(stem), cn(stem), conclusions(n, st))
	case tTemplate:
		var parts []any
		if len(st.place) > 0 {
			var names []any
			for _, p := range st.place {
				names = append(names, cn(p.Cell))
			}
			parts = append(parts, solve.Say("every one puts it in %s", solve.And(names...)))
		}
		if len(st.elim) > 0 {
			parts = append(parts, solve.Say("none puts it in %s", elimCells(n, st.elim)))
		}
		return solve.Say("the %ds", d), solve.Say("%d fits once in every row, column and box among its candidates in %s (its templates): %s.",
			d, solve.Count{N: st.count, Word: "way"}, solve.And(parts...))
	case tUniqueRectangle2:
		f0, f1, r0, r1 := st.cells[0], st.cells[1], st.cells[2], st.cells[3]
		return cells(st.hintCells), solve.Say("%s and %s hold only %s, %s and %s hold %s: one of those two is %d, or the four cells could swap %s and the puzzle would have two solutions, so %d leaves %s, which %s both.",
			cn(f0), cn(f1), digitSet(st.digits), cn(r0), cn(r1), digitSet(s.cand[r0]), st.what, digitAnd(st.digits), st.what, elimCells(n, st.elim), seeVerb(len(st.elim)))
	case tUniqueRectangle4:
		f0, f1, r0, r1 := st.cells[0], st.cells[1], st.cells[2], st.cells[3]
		b := digitOf(st.digits &^ (1 << (st.what - 1)))
		return cells(st.hintCells), solve.Say("%s and %s hold only %s, and in %s, %d can only go in %s or %s: one of them is %d, so neither can be %d, or the four cells could swap %s and the puzzle would have two solutions: %s.",
			cn(f0), cn(f1), digitSet(st.digits), un(st.units[0]), st.what, cn(r0), cn(r1), st.what, b, digitAnd(st.digits), elims)
	case tUniqueRectangle3:
		f0, f1, r0, r1 := st.cells[0], st.cells[1], st.cells[2], st.cells[3]
		others := st.cells[4:]
		extra := (s.cand[r0] | s.cand[r1]) &^ st.digits
		withOthers := make([]any, len(others))
		for i, c := range others {
			withOthers[i] = withCands(c)
		}
		return cells(st.hintCells), solve.Say("%s and %s hold only %s, and %s and %s hold %s and %s: one of these two holds one of %s, or the four cells could swap %s and the puzzle would have two solutions; so they act as one cell holding %s, which with %s makes a naked subset of %s in %s, and those digits leave the other cells there: %s.",
			cn(f0), cn(f1), digitSet(st.digits), cn(r0), cn(r1), digitSet(s.cand[r0]), digitSet(s.cand[r1]), digitSet(extra), digitAnd(st.digits),
			digitSet(extra), solve.And(withOthers...), digitSet(extra|unionOf(s, others)), unitsWords(n, st.units), elims)
	case tUniqueRectangle5:
		floor, roof := st.cells[:st.count], st.cells[st.count:]
		if len(floor) == 1 {
			return cells(st.hintCells), solve.Say("%s holds only %s, and %s hold %s: one of the three is %d, or the four cells could swap %s and the puzzle would have two solutions, so %d leaves %s, which %s all three.",
				cn(floor[0]), digitSet(st.digits), cells(roof), digitSet(s.cand[roof[0]]), st.what, digitAnd(st.digits), st.what, elimCells(n, st.elim), seeVerb(len(st.elim)))
		}
		return cells(st.hintCells), solve.Say("%s and %s hold only %s, and %s and %s, diagonally opposite, hold %s: one of the two is %d, or the four cells could swap %s and the puzzle would have two solutions, so %d leaves %s, which %s both.",
			cn(floor[0]), cn(floor[1]), digitSet(st.digits), cn(roof[0]), cn(roof[1]), digitSet(s.cand[roof[0]]), st.what, digitAnd(st.digits), st.what, elimCells(n, st.elim), seeVerb(len(st.elim)))
	case tUniqueRectangle6:
		f0, f1, r0, r1 := st.cells[0], st.cells[1], st.cells[2], st.cells[3]
		a := st.what
		b := digitOf(st.digits &^ (1 << (a - 1)))
		return cells(st.hintCells), solve.Say("%s and %s hold only %s, and in %s, %d can only go in the rectangle's corners (an X-Wing): were %s or %s %d, %s and %s would be %d, the X-Wing would make the other %d too, and the four cells could swap %s and the puzzle would have two solutions; so %d leaves %s.",
			cn(f0), cn(f1), digitSet(st.digits), unitsWords(n, st.units), a, cn(r0), cn(r1), a, cn(f0), cn(f1), b, a, digitAnd(st.digits), a, elimCells(n, st.elim))
	case tAvoidableRectangle1:
		o, j, k, x := st.cells[0], st.cells[1], st.cells[2], st.cells[3]
		a := st.what
		b := int(s.val[j])
		return cells(st.hintCells), solve.Say("%s, %s and %s hold %d, %d and %d, placed, not given; were %s %d, the four cells, none a given, could swap %d and %d and the puzzle would have two solutions, so %s is not %d.",
			cn(o), cn(j), cn(k), a, b, b, cn(x), a, a, b, cn(x), a)
	case tAvoidableRectangle2:
		p, q, p2, q2 := st.cells[0], st.cells[1], st.cells[2], st.cells[3]
		a, b, x := int(s.val[p]), int(s.val[q]), st.what
		return cells(st.hintCells), solve.Say("%s and %s hold %d and %d, placed, not given, and %s and %s hold %s and %s: one of those is %d, or they would be %d and %d and the four cells, none a given, could swap %d and %d, and the puzzle would have two solutions; so %d leaves %s, which %s both.",
			cn(p), cn(q), a, b, cn(p2), cn(q2), digitSet(s.cand[p2]), digitSet(s.cand[q2]), x, b, a, a, b, x, elimCells(n, st.elim), seeVerb(len(st.elim)))
	case tHiddenRectangle:
		c, s0, s1, o := st.cells[0], st.cells[1], st.cells[2], st.cells[3]
		b := digitOf(st.digits &^ (1 << (st.what - 1)))
		return cells(st.hintCells), solve.Say("%s holds only %s, and %d can only go in %s or %s in %s and in %s or %s in %s: were %s %d, %s and %s would be %d and %s %d, and the four cells could swap, so %s is not %d.",
			cn(c), digitSet(st.digits), st.what, cn(o), cn(s0), un(st.units[0]), cn(o), cn(s1), un(st.units[1]), cn(o), b, cn(s0), cn(s1), st.what, cn(c), b, cn(o), b)
	case tBUG:
		c := st.cells[0]
		return solve.Plain(cn(c)), solve.Say("Every empty cell holds two candidates but %s, which holds %s; were it not %d, every digit would stand twice in every unit, a pattern whose digits could swap, so %s is %d.",
			cn(c), digitSet(s.cand[c]), d, cn(c), d)
	case tNishio, tNestedForcing:
		c := st.cells[0]
		var why solve.Text
		if st.where < 0 {
			why = solve.Say("%s would have no candidate left", cn(-1-st.where))
		} else {
			why = solve.Say("%d would have no place in %s", st.what, un(st.where))
		}
		if st.tech == tNestedForcing {
			return solve.Plain(cn(c)), solve.Say("If %s were %d, the singles it forces (%d placed), with %s refuted inside it by a contradiction of their own, would end in a contradiction: %s; so %s is not %d.",
				cn(c), d, st.count, solve.Count{N: st.refuted, Word: "candidate"}, why, cn(c), d)
		}
		return solve.Plain(cn(c)), solve.Say("If %s were %d, the singles it forces (%d placed) would end in a contradiction: %s; so %s is not %d.",
			cn(c), d, st.count, why, cn(c), d)
	case tCellForcing:
		c := st.where
		if st.what == 1 {
			p := st.place[0]
			return solve.Plain(cn(c)), solve.Say("Of %s, every candidate of %s but %d forces, by singles, a contradiction, so %s is %d.",
				digitSet(st.digits), cn(c), p.Digit, cn(c), p.Digit)
		}
		return solve.Plain(cn(c)), solve.Say("Whichever of %s %s holds, the singles it forces lead to the same: %s.",
			digitSet(st.digits), cn(c), conclusions(n, st))
	case tUnitForcing:
		if st.what == 1 {
			p := st.place[0]
			return un(st.where), solve.Say("Of the places of %d in %s (%s), every one but %s forces, by singles, a contradiction, so %s is %d.",
				d, un(st.where), cells(st.cells), cn(p.Cell), cn(p.Cell), d)
		}
		return un(st.where), solve.Say("Wherever %d goes in %s (%s), the singles it forces lead to the same: %s.",
			d, un(st.where), cells(st.cells), conclusions(n, st))
	}
	return solve.Text{}, solve.Plain(Techniques[st.tech].Name)
}

// fishName names a Franken or mutant fish of size k: "Franken
// Swordfish", "finned mutant X-Wing".
func fishName(tech, k int) solve.Text {
	size := solve.Plain([...]string{2: "X-Wing", 3: "Swordfish", 4: "Jellyfish"}[k])
	var name solve.Text
	if tech == tFrankenFish || tech == tFinnedFrankenFish {
		name = solve.Say("Franken %s", size)
	} else {
		name = solve.Say("mutant %s", size)
	}
	if tech == tFinnedFrankenFish || tech == tFinnedMutantFish {
		name = solve.Say("finned %s", name)
	}
	return name
}

// conclusions says a step's placements ("r4c5 is 3 and r6c1 is 7") or
// eliminations ("7 leaves r1c2 and r3c3", "r1c2 loses 3 and 8, r1c4
// loses 3").
func conclusions(n int, st *step) solve.Text {
	if len(st.place) > 0 {
		var parts []any
		for _, p := range st.place {
			parts = append(parts, solve.Say("%s is %d", sudoku.CellName(n, p.Cell), p.Digit))
		}
		return solve.And(parts...)
	}
	oneDigit := true
	for _, e := range st.elim {
		oneDigit = oneDigit && e.Digit == st.elim[0].Digit
	}
	if oneDigit {
		return solve.Say("%d leaves %s", st.elim[0].Digit, elimCells(n, st.elim))
	}
	return elimWords(n, st.elim)
}

// unionOf is the candidates of cells cs together.
func unionOf(s *state, cs []int) uint64 {
	var m uint64
	for _, c := range cs {
		m |= s.cand[c]
	}
	return m
}

// digitSet writes a mask as "{2,7}".
func digitSet(m uint64) string {
	var b strings.Builder
	b.WriteByte('{')
	for first := true; m != 0; m &= m - 1 {
		if !first {
			b.WriteByte(',')
		}
		first = false
		fmt.Fprint(&b, bits.TrailingZeros64(m)+1)
	}
	b.WriteByte('}')
	return b.String()
}

// digitAnd writes a mask as "2, 5 and 7", orList as "2, 5 or 7".
func digitAnd(m uint64) solve.Text { return solve.And(digits(m)...) }
func orList(m uint64) solve.Text   { return solve.Or(digits(m)...) }

func digits(m uint64) []any {
	var ds []any
	for ; m != 0; m &= m - 1 {
		ds = append(ds, bits.TrailingZeros64(m)+1)
	}
	return ds
}

// seeVerb is "sees" or "see", as the subject is one cell or more.
func seeVerb(k int) solve.Text {
	if k == 1 {
		return solve.Say("sees")
	}
	return solve.Say("see")
}

// holdVerb is "holds" or "hold", as the subject is one cell or more.
func holdVerb(k int) solve.Text {
	if k == 1 {
		return solve.Say("holds")
	}
	return solve.Say("hold")
}

// elimCells names the cells of eliminations (of one digit).
func elimCells(n int, es []sudoku.Candidate) solve.Text {
	var names []any
	for i, e := range es {
		if i > 0 && es[i-1].Cell == e.Cell {
			continue
		}
		names = append(names, sudoku.CellName(n, e.Cell))
	}
	return solve.And(names...)
}

// elimWords says what eliminations remove, by cell: "r1c2 loses 3 and 8,
// r1c4 loses 3", or only the cells when they all lose one digit.
func elimWords(n int, es []sudoku.Candidate) solve.Text {
	oneDigit := true
	for _, e := range es {
		oneDigit = oneDigit && e.Digit == es[0].Digit
	}
	if oneDigit {
		return elimCells(n, es)
	}
	var parts solve.List
	for i := 0; i < len(es); {
		j := i
		var m uint64
		for j < len(es) && es[j].Cell == es[i].Cell {
			m |= 1 << (es[j].Digit - 1)
			j++
		}
		parts = append(parts, solve.Say("%s loses %s", sudoku.CellName(n, es[i].Cell), digitAnd(m)))
		i = j
	}
	return solve.Words(parts)
}

// unitsWords names units: "rows 2 and 7" when they are of one kind, else
// "row 2 and column 7".
func unitsWords(n int, us []int) solve.Text {
	N := n * n
	kind := us[0] / N
	same := true
	for _, u := range us {
		same = same && u/N == kind
	}
	if len(us) == 1 {
		return sudoku.UnitSay(n, us[0])
	}
	var names []any
	for _, u := range us {
		if same {
			names = append(names, u%N+1)
		} else {
			names = append(names, sudoku.UnitSay(n, u))
		}
	}
	if !same {
		return solve.And(names...)
	}
	switch kind {
	case 0:
		return solve.Say("rows %s", solve.And(names...))
	case 1:
		return solve.Say("columns %s", solve.And(names...))
	}
	return solve.Say("boxes %s", solve.And(names...))
}
