package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// boardSqueeze is how far below its own least size a board is drawn while
// a chart shows under it, before its scroll container shows it in part:
// a 16×16 Hashi asks for 484 pixels (30 a cell) and had 426 above the ILP
// chart at 1024×768, its last row hidden under the chart. Three quarters
// keep its cells 22 pixels or more; at 800×600 (260 pixels above the
// chart) half would draw its digits 6 pixels high: there it scrolls.
const boardSqueeze = 0.75

// boardRoom lays the board out in its scroll container, which gives it
// its least size (cells large enough to read) or its room if larger, and
// shows a board larger than its room in part. While squeeze says that a
// chart shows under the board, a board at its fitting size (not zoomed
// in) asks for less, down to boardSqueeze of its least size: it is drawn
// whole in the room the chart leaves, its cells a little smaller, rather
// than with its last rows out of view.
type boardRoom struct {
	board   fyne.CanvasObject
	squeeze func() bool
}

// newBoardRoom is board in a boardRoom.
func newBoardRoom(board fyne.CanvasObject, squeeze func() bool) *fyne.Container {
	return container.New(&boardRoom{board: board, squeeze: squeeze}, board)
}

func (l *boardRoom) MinSize([]fyne.CanvasObject) fyne.Size {
	m := l.board.MinSize()
	if z, ok := l.board.(interface{ Zoomed() bool }); (ok && z.Zoomed()) || !l.squeeze() {
		return m
	}
	return fyne.NewSize(m.Width*boardSqueeze, m.Height*boardSqueeze)
}

func (l *boardRoom) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// chartShown reports whether a chart of the run shows under the board:
// the annealing view, or the ILP view as chart or line.
func (p *Panel[P]) chartShown() bool { return p.Chart.Image.Visible() || p.ILP.Shown() }
