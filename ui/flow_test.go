package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

func box(w, h float32) fyne.CanvasObject {
	r := canvas.NewRectangle(nil)
	r.SetMinSize(fyne.NewSize(w, h))
	return r
}

// TestFlowWraps: a toolbar wraps instead of growing wider than its room,
// and its height follows its rows.
func TestFlowWraps(t *testing.T) {
	test.NewTempApp(t)
	pad := theme.Padding()
	objs := []fyne.CanvasObject{box(100, 30), box(100, 30), widget.NewSeparator(), box(100, 20)}
	for _, tt := range []struct {
		width float32
		rows  int
	}{{1000, 1}, {350, 1}, {250, 2}, {150, 3}, {50, 4}} {
		rows, h := arrange(objs, tt.width, nil)
		if rows != tt.rows {
			t.Errorf("width %v: %d rows, want %d", tt.width, rows, tt.rows)
		}
		if want := float32(tt.rows)*30 + float32(tt.rows-1)*pad; h > want || h < 30 {
			t.Errorf("width %v: height %v for %d rows", tt.width, h, rows)
		}
	}
	bar := newFlow(objs...)
	bar.Resize(fyne.NewSize(250, bar.MinSize().Height))
	if objs[2].Size().Height != 30 {
		t.Errorf("separator height %v, want the tallest object's 30", objs[2].Size().Height)
	}
	if m := bar.MinSize(); m.Width != 100 || m.Height != 30+pad+20 {
		t.Errorf("min size at width 250: %v, want 100 wide and two rows (30 and 20) high", m)
	}
}
