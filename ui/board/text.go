package board

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// centreText places t across a box at pos, w wide and h high, centred
// vertically (t's Alignment centres it across).
func centreText(t *canvas.Text, pos fyne.Position, w, h float32) {
	th := t.MinSize().Height
	t.Move(pos.AddXY(0, (h-th)/2))
	t.Resize(fyne.NewSize(w, th))
}

// fitText sets t's size to size, or smaller when its text would be wider
// than width at that size: a long number shrinks to fit its cell.
func fitText(t *canvas.Text, size, width float32) {
	t.TextSize = size
	if w := fyne.MeasureText(t.Text, size, t.TextStyle).Width; w > width && w > 0 {
		t.TextSize = size * width / w
	}
}
