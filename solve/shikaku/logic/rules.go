package logic

import (
	"context"

	"grille/solve"
	"grille/solve/shikaku"
)

// The rules, simplest first. Each finder looks for the first place (clue
// order, then row-major cells) where its rule applies and returns the step
// without applying it; Next applies it to a copy.

// Technique indexes into Techniques.
const (
	tOnlyRect = iota
	tOnlyCover
	tCommon
	tOneClue
	tNoRoom
	tTrial
)

// step is a found deduction before it becomes a solve.Deduction.
type step struct {
	tech    int
	place   int32   // the candidate placed, or −1
	exclude []int32 // candidates excluded
	clue    int     // the clue the rule looks at, or −1
	cell    int     // the cell it looks at, or −1
	common  shikaku.Rect
	why     solve.Text // a trial's contradiction, in words
}

// onlyRect: a clue with one candidate left.
func (s *state) onlyRect() (step, bool) {
	for k := range s.placed {
		if s.placed[k] < 0 && s.clueN[k] == 1 {
			return step{tech: tOnlyRect, place: s.soleOfClue(k), clue: k, cell: -1}, true
		}
	}
	return step{}, false
}

// onlyCover: a cell that only one candidate (of a clue not yet placed)
// can cover.
func (s *state) onlyCover() (step, bool) {
	for c, n := range s.cellN {
		if n != 1 {
			continue
		}
		if id := s.soleOfCell(c); id >= 0 && s.placed[s.st.owner[id]] < 0 {
			return step{tech: tOnlyCover, place: id, clue: int(s.st.owner[id]), cell: c}, true
		}
	}
	return step{}, false
}

// common: the cells every candidate left for a clue covers (the
// intersection of rectangles is a rectangle) are that clue's, so other
// clues' candidates over them go.
func (s *state) common() (step, bool) {
	st := s.st
	for k := range s.placed {
		if s.placed[k] >= 0 || s.clueN[k] < 2 {
			continue
		}
		r0, c0, r1, c1 := 0, 0, st.rows, st.cols
		for id := st.start[k]; id < st.start[k+1]; id++ {
			if s.alive[id] {
				r := st.cands[id]
				r0, c0 = max(r0, r.Row), max(c0, r.Col)
				r1, c1 = min(r1, r.Row+r.Height), min(c1, r.Col+r.Width)
			}
		}
		inter := shikaku.Rect{Row: r0, Col: c0, Height: r1 - r0, Width: c1 - c0}
		if inter.Area() <= 1 { // the clue's own cell, which no other clue reaches
			continue
		}
		var ex []int32
		seen := map[int32]bool{}
		forCells(inter, st.cols, func(c int) {
			for _, id := range st.cover(c) {
				if s.alive[id] && int(st.owner[id]) != k && !seen[id] {
					seen[id] = true
					ex = append(ex, id)
				}
			}
		})
		if len(ex) > 0 {
			return step{tech: tCommon, place: -1, exclude: ex, clue: k, cell: -1, common: inter}, true
		}
	}
	return step{}, false
}

// oneClue: a cell only one clue's candidates reach belongs to that clue,
// so its candidates that miss the cell go.
func (s *state) oneClue() (step, bool) {
	st := s.st
	for c := range s.cellN {
		k := int32(-1)
		several := false
		for _, id := range st.cover(c) {
			if !s.alive[id] {
				continue
			}
			if k >= 0 && st.owner[id] != k {
				several = true
				break
			}
			k = st.owner[id]
		}
		if several || k < 0 || s.placed[k] >= 0 {
			continue
		}
		var ex []int32
		for id := st.start[k]; id < st.start[k+1]; id++ {
			if s.alive[id] && !st.cands[id].Contains(c/st.cols, c%st.cols) {
				ex = append(ex, id)
			}
		}
		if len(ex) > 0 {
			return step{tech: tOneClue, place: -1, exclude: ex, clue: int(k), cell: c}, true
		}
	}
	return step{}, false
}

// tryEach places each candidate of each clue not yet placed in turn
// (propagating with the easy rules when deep) and returns the first whose
// placement runs the state dry.
func (s *state) tryEach(ctx context.Context, tech int, deep bool) (step, bool, error) {
	st := s.st
	for k := range s.placed {
		if s.placed[k] >= 0 {
			continue
		}
		if err := ctx.Err(); err != nil {
			return step{}, false, err
		}
		for id := st.start[k]; id < st.start[k+1]; id++ {
			if !s.alive[id] {
				continue
			}
			mark := len(s.trail)
			s.queueing = deep
			s.place(id)
			if deep {
				s.propagate()
			}
			dry, why := s.dry(), solve.Text{}
			if dry {
				why = s.whyDry()
			}
			s.queueing = false
			s.undo(mark)
			if dry {
				return step{tech: tech, place: -1, exclude: []int32{id}, clue: k, cell: -1, why: why}, true, nil
			}
		}
	}
	return step{}, false, nil
}

// find is the simplest step that applies.
func (s *state) find(ctx context.Context) (step, bool, error) {
	for _, f := range []func() (step, bool){s.onlyRect, s.onlyCover, s.common, s.oneClue} {
		if st, ok := f(); ok {
			return st, true, nil
		}
	}
	if st, ok, err := s.tryEach(ctx, tNoRoom, false); ok || err != nil {
		return st, ok, err
	}
	return s.tryEach(ctx, tTrial, true)
}

// apply carries the step out.
func (s *state) apply(st step) {
	if st.place >= 0 {
		s.place(st.place)
	}
	for _, id := range st.exclude {
		s.kill(id)
	}
}
