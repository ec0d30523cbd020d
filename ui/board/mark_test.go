package board

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"grille/solve/hashi"
	"grille/solve/shikaku"
	"grille/solve/sudoku"
)

// TestRenderStepMarks draws a logical step's highlight on each board, in
// both variants (masters in testdata/step_*.png).
func TestRenderStepMarks(t *testing.T) {
	for _, v := range []struct {
		name string
		mk   func(t *testing.T) fyne.CanvasObject
	}{
		{"step_sudoku", renderStepSudoku},
		{"step_hashi", renderStepHashi},
		{"step_shikaku", renderStepShikaku},
	} {
		for _, th := range themes {
			master := fmt.Sprintf("%s_%s_600.png", v.name, th.name)
			t.Run(master, func(t *testing.T) {
				newApp(t, th.variant)
				win := show(t, v.mk(t), 600, 600)
				test.AssertImageMatches(t, master, win.Canvas().Capture())
			})
		}
	}
}

// renderStepSudoku: the sample with its candidates; the step looks at row
// 1 and box 1 (tinted), its pattern is r2c3 and r3c1 (highlighted), it
// places 4 in r1c3 (ringed) and strikes every other 4 of row 1 (red), with
// a strong and a weak link between candidates.
func renderStepSudoku(t *testing.T) fyne.CanvasObject {
	st := givenState(parseGrid(t, sample))
	cands := candidates(st.Grid)
	m := &sudoku.StepMark{Cells: []int{11, 18}, Units: []int{0, 18}, Placed: []sudoku.Candidate{{Cell: 2, Digit: 4}}}
	for c := 0; c < 9; c++ {
		if c != 2 && cands[c]&(1<<3) != 0 {
			m.Removed = append(m.Removed, sudoku.Candidate{Cell: c, Digit: 4})
		}
	}
	// The board after the step: 4 placed, the struck 4s gone from the candidates.
	st.Grid.Cells[2], st.Origins[2] = 4, Found
	cands = candidates(st.Grid)
	st.Candidates = cands
	if len(m.Removed) == 0 {
		t.Fatal("the render step strikes nothing")
	}
	m.Links = []sudoku.Link{
		{From: sudoku.Candidate{Cell: 11, Digit: 2}, To: sudoku.Candidate{Cell: 18, Digit: 2}, Strong: true},
		{From: sudoku.Candidate{Cell: 18, Digit: 2}, To: sudoku.Candidate{Cell: 23, Digit: 2}},
	}
	st.Step = m
	b := NewSudoku(st)
	b.Select(80)
	return b
}

// renderStepHashi: the islands the step looks at ringed, a settled double
// bridge and a settled "no bridge" (crossed) banded, a lower bound thinner.
func renderStepHashi(t *testing.T) fyne.CanvasObject {
	p := hashi.Puzzle{Rows: 7, Cols: 7, Islands: []hashi.Island{
		{Row: 0, Col: 0, Value: 3}, {Row: 0, Col: 3, Value: 4}, {Row: 0, Col: 6, Value: 2},
		{Row: 3, Col: 0, Value: 3}, {Row: 3, Col: 6, Value: 3},
		{Row: 6, Col: 0, Value: 2}, {Row: 6, Col: 3, Value: 3}, {Row: 6, Col: 6, Value: 1},
	}, Bridges: []hashi.Bridge{{A: 0, B: 1, Count: 2}}}
	m := &hashi.StepMark{Islands: []int{0},
		Settled: []hashi.PairCount{{A: 0, B: 1, Count: 2}, {A: 1, B: 2, Count: 0}},
		Min:     []hashi.PairCount{{A: 0, B: 3, Count: 1}}}
	return NewHashi(HashiState{Puzzle: p, Step: m})
}

// renderStepShikaku: the clue ringed, the cells reasoned about
// highlighted, a ruled-out candidate in thin red, the certain rectangle
// outlined.
func renderStepShikaku(t *testing.T) fyne.CanvasObject {
	p := shikaku.Puzzle{Rows: 6, Cols: 6, Clues: []shikaku.Clue{
		{Row: 0, Col: 1, Value: 6}, {Row: 0, Col: 4, Value: 3}, {Row: 2, Col: 5, Value: 6},
		{Row: 3, Col: 1, Value: 4}, {Row: 4, Col: 2, Value: 4}, {Row: 4, Col: 4, Value: 9},
		{Row: 5, Col: 0, Value: 4},
	}}
	m := &shikaku.StepMark{
		Clues:  []shikaku.Clue{p.Clues[1]},
		Cells:  []shikaku.Cell{{Row: 0, Col: 3}, {Row: 0, Col: 5}},
		Placed: []shikaku.Rect{{Row: 0, Col: 3, Height: 1, Width: 3}},
		Ruled:  []shikaku.Rect{{Row: 0, Col: 4, Height: 3, Width: 1}},
	}
	return NewShikaku(ShikakuState{Puzzle: p, Step: m})
}

// TestStepRolesFish: a Franken or mutant fish's highlight tells its base
// sets, its cover sets, its cells and its fins apart, each in its own
// colour.
func TestStepRolesFish(t *testing.T) {
	st := givenState(sudoku.New(3))
	// base row 1, cover column 2; the pattern r1c2, a fin r1c5
	st.Step = &sudoku.StepMark{Units: []int{0}, Cover: []int{10}, Cells: []int{1, 4}, Fins: []int{4}}
	roles := stepRoles(st)
	for cell, want := range map[int]uint8{1: stepCell, 4: stepFin, 7: stepUnit, 10: stepCover, 12: stepNone} {
		if roles[cell] != want {
			t.Errorf("cell %d: role %d, want %d", cell, roles[cell], want)
		}
	}
	colours := map[duo]string{}
	for name, c := range map[string]duo{"unit": stepColours.unit, "cover": stepColours.cover, "fin": stepColours.fin} {
		if other, ok := colours[c]; ok {
			t.Errorf("%s and %s have one colour", name, other)
		}
		colours[c] = name
	}
}
