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
// than width or its line higher than height at that size: a long number
// shrinks to fit its cell. The measure is not proportional to the size
// (the shaper rounds each glyph's advance: "216" at 3 points measures as
// wide as at 3.4), so the size shrinks until the text measures within the
// box, which scaling once by the ratio missed at small sizes.
func fitText(t *canvas.Text, size, width, height float32) {
	t.TextSize = size
	for range 24 {
		m := fyne.MeasureText(t.Text, t.TextSize, t.TextStyle)
		k := float32(1)
		if m.Width > width && m.Width > 0 {
			k = width / m.Width
		}
		if m.Height > height && m.Height > 0 {
			k = min(k, height/m.Height)
		}
		if k >= 1 {
			return
		}
		t.TextSize *= min(k, 0.95)
	}
}
