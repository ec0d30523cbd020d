// Package logic is Hashiwokakero's deduction engine: named rules applied
// one step at a time, the simplest first, never a guess (solve.Logic).
// The grades follow Simon Tatham's Bridges (bridges.c's solver stages):
// Easy looks at whole islands (complete, all bridges, one to each), Medium
// at single bridges (what the other neighbours cannot supply), Hard at
// groups (no closed group, only way out) and at trials the simpler rules
// refute.
package logic

import (
	"context"
	"fmt"
	"strings"

	"grille/solve"
	"grille/solve/hashi"
)

// Techniques are the rules, simplest first.
var Techniques = []solve.Technique{
	{ID: "island-complete", Name: "Island complete",
		Explain: "An island whose sure bridges already make its number takes no more: its other bridges stay as they are.",
		Level:   0, Weight: 1},
	{ID: "all-bridges", Name: "All bridges",
		Explain: "An island whose number equals everything its neighbours can still take needs every one of those bridges.",
		Level:   0, Weight: 1},
	{ID: "no-crossing", Name: "No crossing",
		Explain: "Bridges may not cross, so a sure bridge rules out every bridge across it.",
		Level:   0, Weight: 1},
	{ID: "one-each", Name: "One to each",
		Explain: "An island with n neighbours that can still take a bridge and a number above 2(n−1) (2n−1 or 2n) cannot do without any of them: at least one bridge to each.",
		Level:   0, Weight: 1},
	{ID: "at-most", Name: "At most",
		Explain: "The island's sure bridges leave only so many for this neighbour (a 1 takes one bridge, a 2 at most two).",
		Level:   0, Weight: 2},
	{ID: "at-least", Name: "At least",
		Explain: "The other neighbours can take at most so many bridges; the rest of the island's number must go to this one.",
		Level:   1, Weight: 3},
	{ID: "counting", Name: "Counting",
		Explain: "With the counts still possible on the other bridges, this count cannot make the island's number.",
		Level:   1, Weight: 4},
	{ID: "no-closed-group", Name: "No closed group",
		Explain: "All islands must be connected, so no bridge may use up the last free bridges of a group that is not the whole puzzle (a 1 may not join a 1, nor a 2 double a 2, when other islands remain).",
		Level:   2, Weight: 5},
	{ID: "only-way-out", Name: "Only way out",
		Explain: "A group of islands with a single possible bridge to the rest must use it, or it would stay cut off.",
		Level:   2, Weight: 5},
	{ID: "trial", Name: "Trial",
		Explain: "Taking this count and following the simpler rules runs into a contradiction, so it cannot be right: a proof, not a guess.",
		Level:   2, Weight: 10},
}

// Grades, easiest first, as Simon Tatham's Bridges.
var Grades = []solve.Grade{
	{ID: "easy", Name: "Easy", Doc: "whole islands: complete, all bridges, one to each (2n−1), at most what is left, no crossing"},
	{ID: "medium", Name: "Medium", Doc: "also single bridges: at least what the other neighbours cannot supply, counting"},
	{ID: "hard", Name: "Hard", Doc: "also connection (no closed group, only way out) and trials the simpler rules refute"},
}

// New is Hashi's Logic.
func New() *solve.Logic[hashi.Puzzle] {
	l := &solve.Logic[hashi.Puzzle]{Techniques: Techniques, Grades: Grades, Next: Next}
	l.Rate = func(ctx context.Context, p hashi.Puzzle) (solve.Rating, error) { return rate(ctx, l, p) }
	return l
}

// rate is Next's path without the words and boards: the same steps (the
// same finders in the same order on the same state), counted.
func rate(ctx context.Context, l *solve.Logic[hashi.Puzzle], p hashi.Puzzle) (solve.Rating, error) {
	r := solve.Rating{Uses: map[string]int{}, End: solve.Contradiction}
	s, _, err := start(solve.Position[hashi.Puzzle]{Puzzle: p, Play: p})
	if err != nil || s == nil {
		return r, err
	}
	var hardest *solve.Technique
	for {
		if err := ctx.Err(); err != nil {
			return r, err
		}
		if why, _ := s.problem(); !why.IsZero() {
			break
		}
		if s.solved() {
			r.Solved, r.End = true, solve.StepSolved
			break
		}
		st, ok, err := s.find(ctx)
		if err != nil {
			return r, err
		}
		if !ok {
			r.End = solve.Stuck
			break
		}
		s.apply(st)
		s.trail = s.trail[:0]
		t := &Techniques[st.tech]
		r.Steps++
		r.Score += t.Weight
		r.Uses[t.ID]++
		if hardest == nil || t.Level > hardest.Level || t.Level == hardest.Level && t.Weight > hardest.Weight {
			hardest = t
		}
	}
	if hardest != nil {
		r.Hardest = hardest.ID
	}
	if r.Solved {
		r.Grade = l.GradeOf(hardest)
	}
	return r, nil
}

type notes struct{ s *state }

// PairJSON is one island pair's count in `grille explain --json`.
type PairJSON struct {
	R1    int `json:"r1"`
	C1    int `json:"c1"`
	R2    int `json:"r2"`
	C2    int `json:"c2"`
	Count int `json:"count"`
}

// Effects is a step's conclusions: the pairs whose count it makes certain
// (Count 0: no bridge) and those it only gives a lower bound.
type Effects struct {
	Settle []PairJSON `json:"settle"`
	Min    []PairJSON `json:"min,omitempty"`
}

// Next finds the simplest deduction from pos. A Contradiction's Deduction
// has no Technique but says why in Where, Text and Mark.
func Next(ctx context.Context, pos solve.Position[hashi.Puzzle]) (solve.Deduction[hashi.Puzzle], solve.StepOutcome, error) {
	d, out, err := next(ctx, pos)
	return d.Worded(), out, err
}

func next(ctx context.Context, pos solve.Position[hashi.Puzzle]) (solve.Deduction[hashi.Puzzle], solve.StepOutcome, error) {
	var none solve.Deduction[hashi.Puzzle]
	if err := ctx.Err(); err != nil {
		return none, solve.Stuck, err
	}
	var s *state
	if n, ok := pos.Notes.(notes); ok && n.s != nil {
		s = n.s.clone()
	} else {
		var d solve.Deduction[hashi.Puzzle]
		var err error
		if s, d, err = start(pos); err != nil {
			return none, solve.Stuck, err
		}
		if s == nil {
			d.Next = pos.Play
			return d, solve.Contradiction, nil
		}
	}
	if why, islands := s.problem(); !why.IsZero() {
		text := solve.Say("The puzzle has no solution: %s.", why)
		if len(pos.Play.Bridges) > 0 {
			text = solve.Say("The bridges drawn cannot all be right: %s.", why)
		}
		return contradiction(s.st, pos.Play, text, islands), solve.Contradiction, nil
	}
	if s.solved() {
		return solve.Deduction[hashi.Puzzle]{Next: s.board(), Notes: notes{s}}, solve.StepSolved, nil
	}
	st, ok, err := s.find(ctx)
	if err != nil {
		return none, solve.Stuck, err
	}
	if !ok {
		return solve.Deduction[hashi.Puzzle]{Next: pos.Play, Notes: notes{s}}, solve.Stuck, nil
	}
	old := append([]uint8(nil), s.dom...)
	s.apply(st)
	s.trail = s.trail[:0]
	d := describe(s, st, old)
	d.Next, d.Notes = s.board(), notes{s}
	return d, solve.Progressed, nil
}

// board is the bare puzzle with every sure bridge drawn (its least count).
func (s *state) board() hashi.Puzzle {
	q := s.st.p.Bare()
	for e, d := range s.dom {
		if c := minOf[d]; c > 0 {
			q.Bridges = append(q.Bridges, hashi.Bridge{A: s.st.edges[e].A, B: s.st.edges[e].B, Count: c})
		}
	}
	return q
}

// start builds the state from the board: every count possible up to what
// the two islands allow, then at least the player's bridges. A nil state
// says the board is impossible, with the reason in d.
func start(pos solve.Position[hashi.Puzzle]) (*state, solve.Deduction[hashi.Puzzle], error) {
	var d solve.Deduction[hashi.Puzzle]
	bare := pos.Puzzle.Bare()
	if err := bare.Validate(); err != nil {
		return nil, d, err
	}
	if err := pos.Play.Validate(); err != nil {
		return nil, d, fmt.Errorf("the board: %v", err)
	}
	st := newStatic(bare)
	s := newState(st)
	index := map[hashi.Edge]int32{}
	for e, ed := range st.edges {
		index[ed] = int32(e)
	}
	for _, b := range pos.Play.Bridges {
		e, ok := index[hashi.Edge{A: b.A, B: b.B}]
		nd := uint8(0)
		if ok {
			nd = s.dom[e] &^ (1<<b.Count - 1)
		}
		if nd == 0 {
			a, c := bare.Islands[b.A], bare.Islands[b.B]
			d = contradiction(st, pos.Play, solve.Say("Your bridge %s–%s cannot be right: its islands cannot take %d.",
				hashi.CellName(a.Row, a.Col), hashi.CellName(c.Row, c.Col), b.Count), []int{b.A, b.B})
			return nil, d, nil
		}
		s.dom[e] = nd
	}
	return s, d, nil
}

func contradiction(st *static, play hashi.Puzzle, text solve.Text, islands []int) solve.Deduction[hashi.Puzzle] {
	d := solve.Deduction[hashi.Puzzle]{Next: play, Say: text, SayWhere: solve.Say("the whole puzzle")}
	if len(islands) > 0 {
		d.SayWhere = st.islandName(islands[0])
	}
	m := hashi.StepMark{Islands: islands}
	d.Mark, d.Hint = m, m
	return d
}

func (st *static) pairJSON(e int32, c int) PairJSON {
	a, b := st.p.Islands[st.edges[e].A], st.p.Islands[st.edges[e].B]
	return PairJSON{R1: a.Row, C1: a.Col, R2: b.Row, C2: b.Col, Count: c}
}

// describe puts an applied step into words; old is the domains before it.
func describe(s *state, stp step, old []uint8) solve.Deduction[hashi.Puzzle] {
	st := s.st
	t := &Techniques[stp.tech]
	d := solve.Deduction[hashi.Puzzle]{Technique: t}
	var m hashi.StepMark
	eff := Effects{Settle: []PairJSON{}}
	var said solve.List
	for _, e := range stp.edges {
		nd, od := s.dom[e], old[e]
		pc := hashi.PairCount{A: st.edges[e].A, B: st.edges[e].B}
		switch {
		case single(nd):
			pc.Count = minOf[nd]
			m.Settled = append(m.Settled, pc)
			eff.Settle = append(eff.Settle, st.pairJSON(e, pc.Count))
			said = append(said, solve.Say("%s %s", st.pairName(e), countWords(pc.Count)))
		case minOf[nd] > minOf[od]:
			pc.Count = minOf[nd]
			m.Min = append(m.Min, pc)
			eff.Min = append(eff.Min, st.pairJSON(e, pc.Count))
			said = append(said, solve.Say("%s at least %s", st.pairName(e), countWords(pc.Count)))
		case maxOf[nd] < maxOf[od]:
			said = append(said, solve.Say("%s at most %s", st.pairName(e), countWords(maxOf[nd])))
		default:
			said = append(said, solve.Say("%s not %s", st.pairName(e), countWords(minOf[od&^nd])))
		}
	}
	list := solve.Words(said)
	var hint hashi.StepMark
	if stp.island >= 0 {
		m.Islands = []int{stp.island}
		for _, e := range st.inc[stp.island] {
			m.Islands = append(m.Islands, st.other(e, stp.island))
		}
		hint.Islands = []int{stp.island}
		d.SayWhere = st.islandName(stp.island)
	}
	name, capName := d.SayWhere, solve.Text{}
	if stp.island >= 0 {
		capName = st.islandCap(stp.island)
	}
	switch stp.tech {
	case tDone:
		d.Say = solve.Say("%s already has all its bridges: %s.", capName, list)
	case tFull:
		d.Say = solve.Say("%s needs every bridge its neighbours can still take: %s.", capName, list)
	case tOneEach:
		open := 0
		for _, e := range st.inc[stp.island] {
			if maxOf[old[e]] >= 1 {
				open++
			}
		}
		d.Say = solve.Say("%s has %d neighbours that can take a bridge and needs %d, more than 2×%d, so at least one to each: %s.",
			capName, open, st.val[stp.island], open-1, list)
	case tAtLeast:
		d.Say = solve.Say("%s cannot get its number from its other neighbours alone: %s.", capName, list)
	case tAtMost:
		d.Say = solve.Say("%s has room for only so many more bridges: %s.", capName, list)
	case tCounting:
		d.Say = solve.Say("Counting the bridges %s can still get: %s.", name, list)
	case tCrossing:
		a, b := stp.group[0], stp.group[1]
		m.Islands, hint.Islands = stp.group, stp.group
		d.SayWhere = solve.Say("the bridge %s", st.pairName(edgeOf(st, a, b)))
		d.Say = solve.Say("The sure bridge %s blocks every bridge across it: %s.", st.pairName(edgeOf(st, a, b)), list)
	case tIsolation:
		e := stp.edges[0]
		m.Islands, hint.Islands = stp.group, stp.group
		d.SayWhere = solve.Say("the islands around %s", st.pairName(e))
		d.Say = solve.Say("%s with %s would close off a group of %d islands from the rest: %s.",
			cap1(st.pairName(e)), countWords(minOf[stp.trialOf]), len(stp.group), list)
	case tWayOut:
		m.Islands, hint.Islands = stp.group, stp.group
		d.SayWhere = solve.Say("the group of %d islands with %s", len(stp.group), st.islandName(stp.group[0]))
		d.Say = solve.Say("The group of %d islands has one way out, %s, which must carry a bridge.", len(stp.group), st.pairName(stp.edges[0]))
	case tTrial:
		e := stp.edges[0]
		m.Islands = []int{st.edges[e].A, st.edges[e].B}
		hint.Islands = m.Islands
		d.SayWhere = solve.Say("the bridge %s", st.pairName(e))
		d.Say = solve.Say("If %s had %s, the simpler rules would lead to this: %s; so %s.",
			st.pairName(e), countWords(minOf[stp.trialOf]), stp.why, list)
	}
	d.Effects, d.Mark, d.Hint = eff, m, hint
	return d
}

func edgeOf(st *static, a, b int) int32 {
	for _, e := range st.inc[a] {
		if st.other(e, a) == b {
			return e
		}
	}
	return -1
}

func countWords(c int) solve.Text {
	switch c {
	case 0:
		return solve.Say("no bridge")
	case 1:
		return solve.Say("one bridge")
	}
	return solve.Say("two bridges")
}

func cap1(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
