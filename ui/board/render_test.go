package board

import (
	"fmt"
	"math/bits"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"grille/solve/hashi"
	"grille/solve/shikaku"
	"grille/solve/sudoku"
)

// The render tests draw each board at two sizes in both theme variants and
// compare with the masters in testdata/ (a failing test writes what it drew
// to testdata/failed/, to look at and, if right, to copy over the master).

// renderSizes are the window sides the boards are drawn at.
var renderSizes = []float32{300, 600}

// renderAll draws the board that mk makes in every variant and size,
// focused, and matches it with testdata/<name>_<variant>_<size>.png.
func renderAll(t *testing.T, name string, mk func(t *testing.T) fyne.Focusable) {
	for _, th := range themes {
		for _, side := range renderSizes {
			master := fmt.Sprintf("%s_%s_%d.png", name, th.name, int(side))
			t.Run(master, func(t *testing.T) {
				newApp(t, th.variant)
				b := mk(t)
				win := show(t, b.(fyne.CanvasObject), side, side)
				win.Canvas().Focus(b)
				test.AssertImageMatches(t, master, win.Canvas().Capture())
			})
		}
	}
}

// candidates gives each empty cell of g the digits no peer holds.
func candidates(g sudoku.Grid) []uint64 {
	masks := make([]uint64, len(g.Cells))
	full := uint64(1)<<g.Size() - 1
	for i := range masks {
		if g.Cells[i] == 0 {
			masks[i] = full
		}
	}
	for _, unit := range sudoku.Units(g.Order) {
		var seen uint64
		for _, i := range unit {
			if v := g.Cells[i]; v != 0 {
				seen |= 1 << (v - 1)
			}
		}
		for _, i := range unit {
			masks[i] &^= seen
		}
	}
	return masks
}

// renderSudoku is the sample with givens (bold), a played digit (green), a
// found one (blue), both highlighted as a step's, a played 5 that conflicts
// with a given (both cells framed in red on pink, the played 5 red, the
// given still bold), candidates in the empty cells, and the empty centre
// cell selected.
func renderSudoku(t *testing.T) fyne.Focusable {
	st := givenState(parseGrid(t, sample))
	g := st.Grid
	g.Cells[3] = uint8(bits.TrailingZeros64(candidates(g)[3]) + 1)
	st.Origins[3] = Played
	g.Cells[5] = uint8(bits.TrailingZeros64(candidates(g)[5]) + 1)
	st.Origins[5] = Found
	g.Cells[2] = 5
	st.Origins[2] = Played
	st.Candidates = candidates(g)
	st.Highlight = make([]bool, len(g.Cells))
	st.Highlight[3], st.Highlight[5] = true, true
	b := NewSudoku(st)
	b.Select(40)
	return b
}

// renderHashi is a 7×7 puzzle with single and double bridges, two that
// cross (red), an island with too many bridges (red), islands with their
// bridges (green) and one still short (plain), and r6c5 selected.
func renderHashi(t *testing.T) fyne.Focusable {
	p := hashi.Puzzle{Rows: 7, Cols: 7, Islands: []hashi.Island{
		{Row: 0, Col: 0, Value: 3}, {Row: 0, Col: 3, Value: 4}, {Row: 0, Col: 6, Value: 2},
		{Row: 3, Col: 0, Value: 3}, {Row: 3, Col: 6, Value: 3},
		{Row: 6, Col: 0, Value: 2}, {Row: 6, Col: 3, Value: 3}, {Row: 6, Col: 6, Value: 1},
	}, Bridges: []hashi.Bridge{
		{A: 0, B: 1, Count: 2}, {A: 1, B: 6, Count: 1}, {A: 3, B: 4, Count: 1},
		{A: 2, B: 4, Count: 2}, {A: 5, B: 6, Count: 1}, {A: 0, B: 3, Count: 1}, {A: 4, B: 7, Count: 1},
	}}
	over, cross := p.Problems()
	if len(over) != 1 || len(cross) != 1 {
		t.Fatalf("the render puzzle has overfull %v and crossings %v, want one of each", over, cross)
	}
	b := NewHashi(HashiState{Puzzle: p, Overfull: over, Crossing: cross})
	b.Select(5, 4)
	return b
}

// renderShikaku is a 6×6 puzzle with three right rectangles, one wrong
// (no clue: red), the last step's rectangle outlined with the cell that
// forced it circled, and r5c5 selected.
func renderShikaku(t *testing.T) fyne.Focusable {
	p := shikaku.Puzzle{Rows: 6, Cols: 6, Clues: []shikaku.Clue{
		{Row: 0, Col: 1, Value: 6}, {Row: 0, Col: 4, Value: 3}, {Row: 2, Col: 5, Value: 6},
		{Row: 3, Col: 1, Value: 4}, {Row: 4, Col: 2, Value: 4}, {Row: 4, Col: 4, Value: 9},
		{Row: 5, Col: 0, Value: 4},
	}, Rects: []shikaku.Rect{
		{Row: 0, Col: 0, Height: 2, Width: 3}, {Row: 0, Col: 3, Height: 1, Width: 3},
		{Row: 1, Col: 3, Height: 2, Width: 3}, {Row: 2, Col: 0, Height: 2, Width: 1},
	}}
	probs := p.Problems()
	if len(probs) != 1 || probs[0].Rect != p.Rects[3] {
		t.Fatalf("the render puzzle's problems are %v, want the last rectangle's", probs)
	}
	latest := p.Rects[2]
	b := NewShikaku(ShikakuState{Puzzle: p, Problems: probs, Latest: &latest, Marked: true, MarkedRow: 2, MarkedCol: 5})
	b.Select(4, 4)
	return b
}

// TestRenderHashiIsolated draws a 5×5 puzzle in which a closed pair, cut
// off from the rest, is red all over, beside an island still short.
func TestRenderHashiIsolated(t *testing.T) {
	for _, th := range themes {
		master := fmt.Sprintf("hashi_isolated_%s_300.png", th.name)
		t.Run(master, func(t *testing.T) {
			newApp(t, th.variant)
			p := hashi.Puzzle{Rows: 5, Cols: 5, Islands: []hashi.Island{
				{Row: 0, Col: 0, Value: 1}, {Row: 0, Col: 2, Value: 3}, {Row: 0, Col: 4, Value: 1},
				{Row: 4, Col: 0, Value: 1}, {Row: 4, Col: 2, Value: 3}, {Row: 4, Col: 4, Value: 1},
			}, Bridges: []hashi.Bridge{{A: 0, B: 3, Count: 1}, {A: 1, B: 2, Count: 1}}}
			iso := p.Isolated()
			if len(iso) != 2 {
				t.Fatalf("the render puzzle has isolated islands %v, want the left pair", iso)
			}
			win := show(t, NewHashi(HashiState{Puzzle: p, Isolated: iso}), 300, 300)
			test.AssertImageMatches(t, master, win.Canvas().Capture())
		})
	}
}

// TestRenderHashiNeighbours draws bridges between islands in adjacent
// cells, single and double, across and down, at two sizes: each must show
// in the gap between the rings, its count readable.
func TestRenderHashiNeighbours(t *testing.T) {
	p := hashi.Puzzle{Rows: 5, Cols: 5, Islands: []hashi.Island{
		{Row: 0, Col: 0, Value: 2}, {Row: 0, Col: 1, Value: 3},
		{Row: 1, Col: 1, Value: 2}, {Row: 1, Col: 2, Value: 1},
		{Row: 3, Col: 3, Value: 2}, {Row: 4, Col: 3, Value: 2},
	}, Bridges: []hashi.Bridge{{A: 0, B: 1, Count: 2}, {A: 1, B: 2, Count: 1}, {A: 2, B: 3, Count: 1}, {A: 4, B: 5, Count: 2}}}
	for _, th := range themes {
		for _, side := range []float32{150, 300} {
			master := fmt.Sprintf("hashi_neighbours_%s_%.0f.png", th.name, side)
			t.Run(master, func(t *testing.T) {
				newApp(t, th.variant)
				win := show(t, NewHashi(HashiState{Puzzle: p}), side, side)
				test.AssertImageMatches(t, master, win.Canvas().Capture())
			})
		}
	}
}

func TestRenderSudoku(t *testing.T)  { renderAll(t, "sudoku", renderSudoku) }
func TestRenderHashi(t *testing.T)   { renderAll(t, "hashi", renderHashi) }
func TestRenderShikaku(t *testing.T) { renderAll(t, "shikaku", renderShikaku) }

// TestRenderSudokuViews draws the other ways the Sudoku board shows
// candidates, once each in both variants: an LP relaxation's weights
// (darker the larger, fixed ones green or faint red), above 16×16 a count
// per cell, the selected cell's digit standing out, and pencil marks.
func TestRenderSudokuViews(t *testing.T) {
	for _, v := range []struct {
		name string
		mk   func(t *testing.T) fyne.Focusable
	}{
		{"sudoku_lp", renderSudokuLP},
		{"sudoku_25", renderSudoku25},
		{"sudoku_digit", renderSudokuDigit},
		{"sudoku_marks", renderSudokuMarks},
	} {
		for _, th := range themes {
			master := fmt.Sprintf("%s_%s_600.png", v.name, th.name)
			t.Run(master, func(t *testing.T) {
				newApp(t, th.variant)
				win := show(t, v.mk(t).(fyne.CanvasObject), 600, 600)
				test.AssertImageMatches(t, master, win.Canvas().Capture())
			})
		}
	}
}

// TestBoardsFollowTheme: a board drawn in the light theme takes the dark
// palette when the theme turns dark, and back.
func TestBoardsFollowTheme(t *testing.T) {
	a := newApp(t, theme.VariantLight)
	b := renderSudoku(t).(*Sudoku)
	show(t, b, 300, 300)
	r := test.WidgetRenderer(b).(*sudokuRenderer)
	for _, th := range []struct {
		variant fyne.ThemeVariant
		pal     *palette
	}{{theme.VariantDark, &darkPalette}, {theme.VariantLight, &lightPalette}} {
		a.Settings().SetTheme(variantTheme{theme.DefaultTheme(), th.variant})
		b.Refresh()
		if r.paper.FillColor != th.pal.paper || r.texts[1].Color != th.pal.given || r.lines[0].StrokeColor != th.pal.thick {
			t.Errorf("variant %v: paper %v, given %v, border %v", th.variant, r.paper.FillColor, r.texts[1].Color, r.lines[0].StrokeColor)
		}
	}
}

// renderSudokuLP is the sample with weights over each empty cell's
// candidates: 1/k for the k-th, so that each cell shows a gradient; in the
// first row the first candidate is fixed to one and the second to zero.
func renderSudokuLP(t *testing.T) fyne.Focusable {
	st := givenState(parseGrid(t, sample))
	g := st.Grid
	N := g.Size()
	st.Shade, st.Fixed = make([]float64, N*N*N), make([]int8, N*N*N)
	for i, m := range candidates(g) {
		for k, rank := 0, 1; k < N; k++ {
			if m&(1<<k) == 0 {
				continue
			}
			st.Shade[i*N+k] = 1 / float64(rank)
			if i < N && rank <= 2 {
				st.Fixed[i*N+k] = int8(3 - 2*rank) // +1, then -1
			}
			rank++
		}
	}
	return NewSudoku(st)
}

// renderSudoku25 is a 25×25 grid with its first row filled: the empty cells
// show how many candidates they have.
func renderSudoku25(t *testing.T) fyne.Focusable {
	g := sudoku.New(5)
	for c := 0; c < 25; c++ {
		g.Cells[c] = uint8(c + 1)
	}
	st := givenState(g)
	st.Candidates = candidates(g)
	return NewSudoku(st)
}

// renderSudokuDigit is the sample with its candidates and r1c1, a 5,
// selected: every 5 has a light background and the candidate 5s are bold.
func renderSudokuDigit(t *testing.T) fyne.Focusable {
	st := givenState(parseGrid(t, sample))
	st.Candidates = candidates(st.Grid)
	return NewSudoku(st)
}

// renderSudokuMarks is the sample with pencil marks in the empty cells of
// the top three rows (each cell's candidates but the smallest) and no
// candidates view; r1c1, a 5, is selected, so the marked 5s are bold.
func renderSudokuMarks(t *testing.T) fyne.Focusable {
	st := givenState(parseGrid(t, sample))
	st.Marks = candidates(st.Grid)
	for i := range st.Marks {
		if i >= 27 {
			st.Marks[i] = 0
		}
		st.Marks[i] &= st.Marks[i] - 1
	}
	return NewSudoku(st)
}

// TestRenderLPLegend draws the key to the LP picture in both variants, at
// its minimum size.
func TestRenderLPLegend(t *testing.T) {
	for _, th := range themes {
		master := fmt.Sprintf("lp_legend_%s.png", th.name)
		t.Run(master, func(t *testing.T) {
			newApp(t, th.variant)
			l := NewLPLegend()
			size := l.MinSize()
			if size.Width < 200 || size.Height < legendBox {
				t.Fatalf("the legend's minimum size is %v", size)
			}
			win := show(t, l, size.Width, size.Height)
			test.AssertImageMatches(t, master, win.Canvas().Capture())
		})
	}
}
