package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// flowLayout places objects left to right and starts a new row when the
// next one does not fit, so that a toolbar stays whole in a narrow window
// (at 800×600 every action stays reachable) instead of pushing the window
// wider or cutting its end off.
//
// A layout's MinSize does not know the width it will get; this one
// remembers the width of its last Layout, and when a new width changes the
// number of rows, it asks its container to lay out again so that the rows
// get their height.
type flowLayout struct {
	box   *fyne.Container
	width float32
	rows  int
}

// newFlow is a container of objs in a flowLayout.
func newFlow(objs ...fyne.CanvasObject) *fyne.Container {
	l := &flowLayout{}
	l.box = container.New(l, objs...)
	return l.box
}

// arrange places objs in rows of at most width, each at its minimum size
// (separators as tall as the tallest object), and returns the number of
// rows and their height; place is nil to only measure.
func arrange(objs []fyne.CanvasObject, width float32, place func(o fyne.CanvasObject, at fyne.Position, size fyne.Size)) (rows int, height float32) {
	pad := theme.Padding()
	tallest := float32(0)
	for _, o := range objs {
		if o.Visible() {
			tallest = max(tallest, o.MinSize().Height)
		}
	}
	x, y, rowH := float32(0), float32(0), float32(0)
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		m := o.MinSize()
		if _, ok := o.(*widget.Separator); ok {
			m.Height = tallest
		}
		switch {
		case rows == 0:
			rows = 1
		case x+m.Width > width:
			rows++
			x, y, rowH = 0, y+rowH+pad, 0
		}
		if place != nil {
			place(o, fyne.NewPos(x, y), m)
		}
		x += m.Width + pad
		rowH = max(rowH, m.Height)
	}
	return rows, y + rowH
}

func (l *flowLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	rows, _ := arrange(objs, size.Width, func(o fyne.CanvasObject, at fyne.Position, m fyne.Size) {
		o.Move(at)
		o.Resize(m)
	})
	l.width = size.Width
	if rows != l.rows {
		l.rows = rows
		if p := l.box; p != nil {
			// The parent measured us at the old width: measure again.
			fyne.Do(func() {
				if d := fyne.CurrentApp().Driver(); d != nil {
					if c := d.CanvasForObject(p); c != nil && c.Content() != nil {
						c.Content().Refresh()
					}
				}
			})
		}
	}
}

func (l *flowLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	widest := float32(0)
	all := float32(0)
	for _, o := range objs {
		if o.Visible() {
			widest = max(widest, o.MinSize().Width)
			all += o.MinSize().Width + theme.Padding()
		}
	}
	width := l.width
	if width <= 0 {
		width = all
	}
	_, h := arrange(objs, max(width, widest), nil)
	return fyne.NewSize(widest, h)
}
