// Package logic is Shikaku's deduction engine: named rules applied one
// step at a time, the simplest first, never a guess (solve.Logic). The
// rules are those a person uses, and those Simon Tatham's rect.c solver
// applies: a clue with one rectangle left, a cell only one rectangle can
// cover, the cells every rectangle of a clue covers, a cell only one clue
// reaches, a rectangle that would leave a cell or a clue without any, and
// as a last resort a trial that the easy rules refute.
package logic

import (
	"context"

	"grille/solve"
	"grille/solve/shikaku"
)

// Techniques are the rules, simplest first. Weights: what a step adds to
// the score; the trial weighs most since a person must play a rectangle
// out in the head.
// (The table has the shape of hashi/logic's, each type's own rules.)
var Techniques = []solve.Technique{
	{ID: "only-rectangle", Name: "Only rectangle",
		Explain: "A clue with a single rectangle left that fits it (right area, no other clue, no placed rectangle) must take it.",
		Level:   0, Weight: 1},
	{ID: "only-cover", Name: "Only cover",
		Explain: "A cell that a single remaining rectangle can cover must be covered by it, so that rectangle is placed.",
		Level:   0, Weight: 2},
	{ID: "common-cells", Name: "Common cells",
		Explain: "The cells that every remaining rectangle of a clue covers belong to that clue, so other clues' rectangles over them go.",
		Level:   1, Weight: 3},
	{ID: "one-clue-cell", Name: "Cell of one clue",
		Explain: "A cell that only one clue's rectangles can reach belongs to that clue, so its rectangles that miss the cell go.",
		Level:   1, Weight: 3},
	{ID: "no-room", Name: "No room",
		Explain: "A rectangle that would leave some cell, or some other clue, with no rectangle at all cannot be right.",
		Level:   2, Weight: 5},
	{ID: "trial", Name: "Trial",
		Explain: "Placing this rectangle and following only the two easy rules runs into a clue or cell with no rectangle left, so it cannot be right: a contradiction, not a guess.",
		Level:   2, Weight: 10},
}

// Grades, easiest first.
var Grades = []solve.Grade{
	{ID: "easy", Name: "Easy", Doc: "placements only: a clue with one rectangle left, a cell only one rectangle can cover"},
	{ID: "medium", Name: "Medium", Doc: "also exclusions: the common cells of a clue's rectangles, a cell only one clue reaches"},
	{ID: "hard", Name: "Hard", Doc: "also looking ahead: a rectangle that would leave no room for a cell or clue, or that the easy rules refute in a few moves"},
}

// New is Shikaku's Logic.
func New() *solve.Logic[shikaku.Puzzle] {
	return &solve.Logic[shikaku.Puzzle]{Techniques: Techniques, Grades: Grades, Next: Next}
}

// notes is what a step leaves for the next: the knowledge, copied.
type notes struct{ s *state }

// RectJSON is a rectangle in `grille explain --json`: 0-based corner.
type RectJSON struct {
	Row    int `json:"row"`
	Col    int `json:"col"`
	Height int `json:"height"`
	Width  int `json:"width"`
}

// Effects is a step's conclusions for `grille explain --json`: the
// rectangles it makes certain (empty for an exclusion) and the candidates
// it excludes (for exclusion steps).
type Effects struct {
	Place   []RectJSON `json:"place"`
	Exclude []RectJSON `json:"exclude,omitempty"`
}

func rectJSON(r shikaku.Rect) RectJSON {
	return RectJSON{Row: r.Row, Col: r.Col, Height: r.Height, Width: r.Width}
}

// Next finds the simplest deduction from pos. A Contradiction's Deduction
// has no Technique but says why in Where, Text and Mark.
func Next(ctx context.Context, pos solve.Position[shikaku.Puzzle]) (solve.Deduction[shikaku.Puzzle], solve.StepOutcome, error) {
	d, out, err := next(ctx, pos)
	return d.Worded(), out, err
}

func next(ctx context.Context, pos solve.Position[shikaku.Puzzle]) (solve.Deduction[shikaku.Puzzle], solve.StepOutcome, error) {
	var none solve.Deduction[shikaku.Puzzle]
	if err := ctx.Err(); err != nil {
		return none, solve.Stuck, err
	}
	var s *state
	if n, ok := pos.Notes.(notes); ok && n.s != nil {
		s = n.s.clone()
	} else {
		var d solve.Deduction[shikaku.Puzzle]
		var bad bool
		var err error
		s, d, bad, err = start(pos)
		if err != nil {
			return none, solve.Stuck, err
		}
		if bad {
			d.Next = pos.Play
			return d, solve.Contradiction, nil
		}
	}
	if s.dry() {
		return contradiction(s, pos.Play, solve.Say("The puzzle has no solution: %s.", s.whyDry())), solve.Contradiction, nil
	}
	if s.solved() {
		return solve.Deduction[shikaku.Puzzle]{Next: pos.Play, Notes: notes{s}}, solve.StepSolved, nil
	}
	st, ok, err := s.find(ctx)
	if err != nil {
		return none, solve.Stuck, err
	}
	if !ok {
		return solve.Deduction[shikaku.Puzzle]{Next: pos.Play, Notes: notes{s}}, solve.Stuck, nil
	}
	d := describe(s, st)
	s.apply(st)
	s.trail = s.trail[:0]
	d.Next = s.board()
	d.Notes = notes{s}
	return d, solve.Progressed, nil
}

// board is the bare puzzle with the placed rectangles, in clue order.
func (s *state) board() shikaku.Puzzle {
	var rects []shikaku.Rect
	for _, id := range s.placed {
		if id >= 0 {
			rects = append(rects, s.st.cands[id])
		}
	}
	return s.st.p.WithRects(rects)
}

// start builds the state from the board: the bare puzzle's candidates,
// then the player's rectangles placed. bad says the board is impossible,
// with the reason in d.
func start(pos solve.Position[shikaku.Puzzle]) (s *state, d solve.Deduction[shikaku.Puzzle], bad bool, err error) {
	bare := pos.Puzzle.Bare()
	if err := bare.Validate(); err != nil {
		return nil, d, false, err
	}
	st, per := newStatic(bare)
	if why := shikaku.ObstacleSay(bare, per); !why.IsZero() {
		d.SayWhere, d.Say = solve.Say("the whole grid"), solve.Say("The puzzle has no solution: %s.", why)
		return nil, d, true, nil
	}
	s = newState(st)
	if probs := pos.Play.Problems(); len(probs) > 0 {
		pr := probs[0]
		d.SayWhere = solve.Say("your rectangle %s", pr.Rect.String())
		why := pr.Say
		if why.IsZero() {
			why = solve.Plain(pr.Why)
		}
		d.Say = solve.Say("Your rectangle %v cannot be right: %s.", pr.Rect, why)
		d.Mark = shikaku.StepMark{Ruled: []shikaku.Rect{pr.Rect}}
		return nil, d, true, nil
	}
	for _, r := range pos.Play.Rects {
		id := s.find1(r)
		if id < 0 || !s.alive[id] {
			d.SayWhere = solve.Say("your rectangle %s", r.String())
			d.Say = solve.Say("Your rectangle %v cannot be right: it fits no clue's rectangles.", r)
			d.Mark = shikaku.StepMark{Ruled: []shikaku.Rect{r}}
			return nil, d, true, nil
		}
		s.place(id)
	}
	s.trail = s.trail[:0]
	if s.dry() && len(pos.Play.Rects) > 0 {
		d = contradiction(s, pos.Play, solve.Say("Your rectangles cannot all be right: %s.", s.whyDry()))
		return nil, d, true, nil
	}
	return s, d, false, nil
}

// find1 is the candidate id of rectangle r, or −1.
func (s *state) find1(r shikaku.Rect) int32 {
	st := s.st
	for _, id := range st.cover(r.Row*st.cols + r.Col) {
		if st.cands[id] == r {
			return id
		}
	}
	return -1
}

func contradiction(s *state, play shikaku.Puzzle, text solve.Text) solve.Deduction[shikaku.Puzzle] {
	d := solve.Deduction[shikaku.Puzzle]{Next: play, Say: text}
	var m shikaku.StepMark
	if s.dryClue >= 0 {
		d.SayWhere = s.st.clueName(s.dryClue)
		m.Clues = []shikaku.Clue{s.st.p.Clues[s.dryClue]}
	} else if s.dryCell >= 0 {
		d.SayWhere = solve.Say("the cell %s", s.st.cellName(s.dryCell))
		m.Cells = []shikaku.Cell{{Row: s.dryCell / s.st.cols, Col: s.dryCell % s.st.cols}}
	}
	d.Mark, d.Hint = m, m
	return d
}

// describe puts a step into words and marks, before it is applied.
func describe(s *state, stp step) solve.Deduction[shikaku.Puzzle] {
	st := s.st
	t := &Techniques[stp.tech]
	d := solve.Deduction[shikaku.Puzzle]{Technique: t}
	var m, hint shikaku.StepMark
	eff := Effects{Place: []RectJSON{}}
	clue := shikaku.Clue{}
	if stp.clue >= 0 {
		clue = st.p.Clues[stp.clue]
		m.Clues = []shikaku.Clue{clue}
	}
	var cell shikaku.Cell
	if stp.cell >= 0 {
		cell = shikaku.Cell{Row: stp.cell / st.cols, Col: stp.cell % st.cols}
		m.Cells = []shikaku.Cell{cell}
	}
	var placed shikaku.Rect
	if stp.place >= 0 {
		placed = st.cands[stp.place]
		m.Placed = []shikaku.Rect{placed}
		eff.Place = append(eff.Place, rectJSON(placed))
	}
	var ruled solve.List
	for _, id := range stp.exclude {
		m.Ruled = append(m.Ruled, st.cands[id])
		eff.Exclude = append(eff.Exclude, rectJSON(st.cands[id]))
		if len(ruled) < 3 {
			ruled = append(ruled, st.cands[id].String())
		}
	}
	list := solve.Words(ruled)
	if n := len(stp.exclude); n > 3 {
		list = solve.Say("%s and %d more", ruled, n-3)
	}
	var clueName solve.Text
	if stp.clue >= 0 {
		clueName = st.clueName(stp.clue)
	}
	cellName := ""
	if stp.cell >= 0 {
		cellName = st.cellName(stp.cell)
	}
	switch stp.tech {
	case tOnlyRect:
		d.SayWhere = clueName
		d.Say = solve.Say("Only one rectangle is left for %s: %v.", clueName, placed)
		hint.Clues = m.Clues
	case tOnlyCover:
		d.SayWhere = solve.Say("the cell %s", cellName)
		d.Say = solve.Say("Only one rectangle can still cover %s: %v, of %s.", cellName, placed, clueName)
		hint.Cells = m.Cells
	case tCommon:
		d.SayWhere = clueName
		forCells(stp.common, st.cols, func(c int) {
			if c != clue.Row*st.cols+clue.Col {
				m.Cells = append(m.Cells, shikaku.Cell{Row: c / st.cols, Col: c % st.cols})
			}
		})
		d.Say = solve.Say("Every rectangle left for %s covers %v, so no other clue may: %s %s.",
			clueName, stp.common, list, goes(len(stp.exclude)))
		hint.Clues = m.Clues
	case tOneClue:
		d.SayWhere = solve.Say("the cell %s", cellName)
		d.Say = solve.Say("Only %s can reach %s, so its rectangles that miss it go: %s.", clueName, cellName, list)
		hint.Cells = m.Cells
	case tNoRoom:
		d.SayWhere = clueName
		d.Say = solve.Say("If %s were the rectangle of %s, %s; so it goes.", list, clueName, stp.why)
		hint.Clues = m.Clues
	case tTrial:
		d.SayWhere = clueName
		d.Say = solve.Say("If %s were the rectangle of %s, the easy rules would lead to a dead end (%s); so it goes.", list, clueName, stp.why)
		hint.Clues = m.Clues
	}
	d.Effects, d.Mark, d.Hint = eff, m, hint
	return d
}

func goes(n int) solve.Text {
	if n == 1 {
		return solve.Say("goes")
	}
	return solve.Say("go")
}
