package board

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
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
