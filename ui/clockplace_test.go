package ui

import (
	"testing"

	"fyne.io/fyne/v2"
)

// TestScenarioClockOnFirstRow: in a window 800 pixels wide, where the
// toolbar takes two rows, and at 1024 and 1400, the play clock is at the
// right end of the toolbar's first row, clear of its buttons, in every
// tab (it went to the second row, after Generate, at 800×600).
func TestScenarioClockOnFirstRow(t *testing.T) {
	x := newWindow(t, true)
	drv := fyne.CurrentApp().Driver()
	for _, size := range []fyne.Size{{Width: 800, Height: 600}, {Width: 1024, Height: 768}, {Width: 1400, Height: 900}} {
		x.w.Resize(size)
		for i, c := range []struct {
			bar  *fyne.Container
			play *playState
		}{{x.sud.Bar, x.sud.play}, {x.shi.Bar, x.shi.play}, {x.has.Bar, x.has.play}} {
			x.at.SelectIndex(i)
			x.w.Resize(size.Add(fyne.NewSize(0, 1))) // lay out again, as the window's next frame does
			x.w.Resize(size)
			box, bar := c.play.box, c.bar
			at, barAt := drv.AbsolutePositionForObject(box), drv.AbsolutePositionForObject(bar)
			right := at.X + box.Size().Width
			rows, _ := arrange(bar.Objects, bar.Size().Width, nil)
			if !box.Visible() || c.play.label.Text == "" {
				t.Fatalf("%v tab %d: no clock", size, i)
			}
			if at.Y != barAt.Y || right < size.Width-10 {
				t.Errorf("%v tab %d: clock at %v to x %v, the toolbar (%d rows) at %v, the window %v wide", size, i, at, right, rows, barAt, size.Width)
			}
			for _, o := range bar.Objects {
				oAt := drv.AbsolutePositionForObject(o)
				if o.Visible() && o != box && oAt.Y < at.Y+box.Size().Height && oAt.Y+o.Size().Height > at.Y && oAt.X+o.Size().Width > at.X && oAt.X < right {
					t.Errorf("%v tab %d: %T at %v, %v wide, runs under the clock at %v", size, i, o, oAt, o.Size().Width, at)
				}
			}
			if size.Width == 800 && rows < 2 {
				t.Logf("%v tab %d: the toolbar takes %d row", size, i, rows)
			}
		}
	}
}
