package exact

import (
	"context"
	"fmt"
	"math"

	"grille/solve"
	"grille/solve/shikaku"
)

// The deductions: the Step events of the search before its first guess,
// and Forced, which collects them.

func (s *search) logDeduction(col, id int32) {
	w := s.w
	if w.steps <= 0 {
		return
	}
	w.steps--
	cell := int(col - 1)
	rc := s.rects[id]
	clue := s.p.Clues[s.owner[id]]
	var msg solve.Text
	if s.clueAt[cell] != 0 {
		msg = solve.Say("%s: one rectangle left, %v", clueName(clue), rc)
	} else {
		msg = solve.Say("%s: only one rectangle can cover it, %v of %s", shikaku.CellName(cell/s.cols, cell%s.cols), rc, clueName(clue))
	}
	w.report(solve.Event[shikaku.Puzzle]{Kind: solve.Step, Say: msg,
		Detail: shikaku.Deduction{Rect: rc, Clue: clue, Row: cell / s.cols, Col: cell % s.cols},
		Stats:  solve.Stats{Nodes: s.nodes, Fixed: s.forced}})
	if w.steps == 0 {
		w.logf("(further deductions not logged)")
	}
}

func (s *search) logCommon(c shikaku.Clue, common shikaku.Rect, removed int) {
	w := s.w
	if w.steps <= 0 {
		return
	}
	w.steps--
	what := solve.Count{N: removed, Word: "rectangle"}
	msg := solve.Say("%s: every rectangle left covers %v, so %s of other clues over it go", clueName(c), common, what)
	w.report(solve.Event[shikaku.Puzzle]{Kind: solve.Step, Say: msg,
		Detail: shikaku.Exclusion{Clue: c, Common: common, Removed: removed},
		Stats:  solve.Stats{Nodes: s.nodes, Fixed: s.forced}})
	if w.steps == 0 {
		w.logf("(further deductions not logged)")
	}
}

// Forced returns the rectangles the search places before its first guess,
// in order: what its rules alone settle (a clue with one rectangle left, a
// cell only one rectangle can cover, cells every rectangle of a clue
// covers), the window's Step. p's drawn rectangles are ignored. infeasible
// says the rules alone found that p has no solution. err is p's Validate
// error, or ctx's when stopped.
func Forced(ctx context.Context, p shikaku.Puzzle) (rects []shikaku.Rect, infeasible bool, err error) {
	if err := p.Validate(); err != nil {
		return nil, false, err
	}
	bare := p.Bare()
	cands := shikaku.Candidates(bare)
	if shikaku.Obstacle(bare, cands) != "" {
		return nil, true, nil
	}
	if n := matrixNodes(bare, cands); n > MaxNodes {
		return nil, false, fmt.Errorf("too large: the candidates cover %d cells in all, the limit is %d", n, MaxNodes)
	}
	// The watch's deduction events carry the rectangles; nothing is
	// logged beyond them.
	w := newWatch(func(e solve.Event[shikaku.Puzzle]) {
		if d, ok := e.Detail.(shikaku.Deduction); ok {
			rects = append(rects, d.Rect)
		}
	}, math.MaxInt, bare)
	s := newSearch(bare, cands, 1)
	s.ctx, s.w = ctx, w
	s.run()
	if s.stopped && ctx.Err() != nil {
		return nil, false, ctx.Err()
	}
	return rects, s.count == 0 && s.guesses == 0, nil
}
