package board

import (
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"grille/solve/shikaku"
	"grille/solve/sudoku"
)

// TestEmptyGrid: a Hashi or Shikaku board with no grid (a zero state)
// takes taps, drags and every key without failing (arrow keys used to
// divide by zero). A Sudoku grid always has an order: sudoku.Grid{} is not
// one the board can show.
func TestEmptyGrid(t *testing.T) {
	for _, c := range []struct {
		name string
		mk   func() fyne.Focusable
	}{
		{"hashi", func() fyne.Focusable { return NewHashi(HashiState{}) }},
		{"shikaku", func() fyne.Focusable { return NewShikaku(ShikakuState{}) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			newApp(t, theme.VariantLight)
			b := c.mk()
			win := show(t, b.(fyne.CanvasObject), 300, 300)
			test.TapAt(b.(fyne.Tappable), fyne.NewPos(150, 150))
			test.Drag(win.Canvas(), fyne.NewPos(150, 150), 10, 10)
			win.Canvas().Focus(b)
			press(t, win, fyne.KeyUp, fyne.KeyDown, fyne.KeyLeft, fyne.KeyRight,
				fyne.KeyReturn, fyne.KeySpace, fyne.KeyDelete, fyne.KeyBackspace)
			typeText(t, win, "1a.")
			win.Canvas().Capture()
		})
	}
}

// TestZoom: in a scroll container, as the tab shows a board, ZoomIn makes
// the cells a step larger than when they fitted, up to eight times;
// ZoomOut and ZoomFit come back to fitting the window.
func TestZoom(t *testing.T) {
	newApp(t, theme.VariantLight)
	b := NewSudoku(givenState(sudoku.New(3)))
	scroll := container.NewScroll(b)
	show(t, scroll, 300, 300)
	fit := b.geom().cs
	if fit < 32 || b.Size() != fyne.NewSize(300, 300) {
		t.Fatalf("fitted: cells of %v in a board of %v", fit, b.Size())
	}
	zoomed := func(what string, want float32) {
		t.Helper()
		scroll.Refresh()
		if got := b.geom().cs; math.Abs(float64(got-want)) > 0.01 {
			t.Errorf("%s: cells of %v, want %v (board %v)", what, got, want, b.Size())
		}
	}
	b.ZoomIn()
	zoomed("ZoomIn", fit*1.25)
	if side := 9*fit*1.25 + 4; math.Abs(float64(b.Size().Width-side)) > 0.01 {
		t.Errorf("ZoomIn: board %v, want %v wide", b.Size(), side)
	}
	b.ZoomIn()
	zoomed("ZoomIn twice", fit*1.25*1.25)
	b.ZoomOut()
	zoomed("ZoomOut", fit*1.25)
	b.ZoomOut()
	b.ZoomOut()
	zoomed("ZoomOut below fitting", fit)
	for range 20 {
		b.ZoomIn()
	}
	zoomed("ZoomIn twenty times", fit*8)
	b.ZoomFit()
	zoomed("ZoomFit", fit)
	// Zoomed into a grid that then shrinks, the cells start from what a fit
	// gives the new grid.
	b.SetZoom(2)
	b.SetState(givenState(sudoku.New(2)))
	zoomed("9×9 zoomed ×2, then 4×4", fit*9/4*2)
	// The drawn boards zoom alike.
	h := NewHashi(HashiState{Puzzle: crossPuzzle()})
	show(t, h, 300, 300)
	before := h.MinSize()
	h.ZoomIn()
	if got, want := h.MinSize().Width, 5*1.25*h.fitCell+4; got != want || want <= before.Width {
		t.Errorf("Hashi zoomed in: MinSize %v wide, want %v (was %v)", got, want, before.Width)
	}
}

// TestClueFitsCell: a three-digit Shikaku clue on a 40×40 grid is as large
// as fits its cell, wider than the old fixed 0.4 of the cell.
func TestClueFitsCell(t *testing.T) {
	newApp(t, theme.VariantLight)
	p := shikaku.Puzzle{Rows: 40, Cols: 40, Clues: []shikaku.Clue{{Row: 3, Col: 3, Value: 400}, {Row: 5, Col: 5, Value: 8}}}
	b := NewShikaku(ShikakuState{Puzzle: p})
	show(t, b, 800, 800)
	cs := b.geom().cs
	var sizes []float32
	for _, o := range b.draw() {
		if txt, ok := o.(*canvas.Text); ok {
			sizes = append(sizes, txt.TextSize)
			if w := txt.MinSize().Width; w > cs {
				t.Errorf("clue %s is %v wide in a cell of %v", txt.Text, w, cs)
			}
		}
	}
	if len(sizes) != 2 || sizes[0] < 0.45*cs || sizes[1] != 0.55*cs {
		t.Errorf("clue sizes %v in cells of %v", sizes, cs)
	}
}
