package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"grille/solve"
	"grille/solve/sudoku"
	"grille/solve/sudoku/lpfix"
	"grille/solve/sudoku/sudokutype"
	"grille/ui/board"
)

// TestPresentationLPFits: in presentation mode at 1024×768 the LP
// picture's legend, whose rows at 1.5 times the text are wider than the
// board, flows onto further lines instead of asking for its whole rows: the
// window still fits the screen (its right panel was pushed off it, found
// walking lesson 2), the legend stays left of the panel and every group of
// it is drawn inside the legend; outside the mode the legend keeps its two
// rows beside the chart.
func TestPresentationLPFits(t *testing.T) {
	t.Cleanup(func() { presentOn = false; board.SetPresentation(false) })
	g := parse(t, top21)
	rounds := lpRounds(t, g)
	for _, on := range []bool{true, false} {
		a := test.NewTempApp(t)
		a.Preferences().SetBool(presentKey, on)
		w, tab, _ := lpPictureWindow(t, g, rounds[0])
		if presentOn != on {
			t.Fatalf("presentation mode %v, want %v", presentOn, on)
		}
		if minW := w.Canvas().Content().MinSize().Width; minW > 1024 {
			t.Errorf("presenting %v: the window needs %.0f pixels across, more than 1024", on, minW)
		}
		if tab.legend.Flow != on || tab.marks.Flow != on {
			t.Errorf("presenting %v: the legend flows %v, %v", on, tab.legend.Flow, tab.marks.Flow)
		}
		root := w.Canvas().Content()
		split := findSplit(tab.Content())
		if split == nil {
			t.Fatal("no split in the tab")
		}
		side, okS := absPos(root, split.Trailing, root.Position())
		for _, l := range []*board.LPLegend{tab.legend, tab.marks} {
			at, okL := absPos(root, l, root.Position())
			if !okS || !okL {
				t.Fatal("the legend or the panel is not in the window")
			}
			if right := at.X + l.Size().Width; right > side.X {
				t.Errorf("presenting %v: the legend ends at x=%.0f, past the panel's left edge %.0f", on, right, side.X)
			}
			if l.MinSize().Height > l.Size().Height+0.5 {
				t.Errorf("presenting %v: the legend needs %.0f high, has %.0f", on, l.MinSize().Height, l.Size().Height)
			}
			for _, o := range test.WidgetRenderer(l).Objects() {
				if end := o.Position().X + o.Size().Width; end > l.Size().Width+1 {
					t.Errorf("presenting %v: a legend object ends at %.0f, past the legend's width %.0f", on, end, l.Size().Width)
				}
			}
		}
		presentOn = false
		board.SetPresentation(false)
	}
}

// findSplit is the first split container in o.
func findSplit(o fyne.CanvasObject) *container.Split {
	switch o := o.(type) {
	case *container.Split:
		return o
	case *fyne.Container:
		for _, c := range o.Objects {
			if s := findSplit(c); s != nil {
				return s
			}
		}
	}
	return nil
}

// TestChartRightMargin: in presentation mode the charts under the board
// keep a blank margin one text high at their right, so that the legend's
// line samples and the last tick's label are not cut at the split's
// divider (found walking lessons 2 and 3: "current —" and "14" cut);
// outside the mode they are drawn as before, to the edge.
func TestChartRightMargin(t *testing.T) {
	t.Cleanup(func() { presentOn = false })
	test.NewTempApp(t)
	cv := &solve.Curve{}
	for i := range 200 {
		x := float64(i)
		cv.X = append(cv.X, x)
		cv.Energy = append(cv.Energy, 80-x/3)
		cv.Best = append(cv.Best, 78-x/3)
		cv.Temp = append(cv.Temp, 100/(1+x))
	}
	for _, on := range []bool{false, true} {
		presentOn = on
		c := NewCostChart()
		c.SetCurve(cv)
		c.Image.Resize(fyne.NewSize(500, 255))
		const w, h = 500, 255
		img := c.render(w, h)
		if b := img.Bounds(); b.Dx() != w || b.Dy() != h {
			t.Fatalf("presenting %v: the chart is %v, want %d×%d", on, b, w, h)
		}
		bg := img.At(w-1, 0)
		inked := 0 // the rightmost column inked with something other than the background
		for x := w - 1; x >= 0 && inked == 0; x-- {
			for y := 0; y < h; y++ {
				if img.At(x, y) != bg {
					inked = x + 1
					break
				}
			}
		}
		margin := w - inked
		px := c.textPx(w)
		t.Logf("presenting %v: text %.0f px, blank margin at the right %d px", on, px, margin)
		if on && float64(margin) < px-2 { // a pixel or two of antialiasing
			t.Errorf("presenting: a right margin of %d px, under the text's %.0f", margin, px)
		}
		if !on && margin != 0 {
			t.Errorf("not presenting: a right margin of %d px, want the chart to the edge as before", margin)
		}
	}
}

// TestApplyRememberedPresentation: a start in presentation mode applies
// the mode, its sizes and its light theme before any widget is built (the
// widgets built before it kept the everyday theme's 14-point texts and
// dark buttons on a light window, seen in the real window at 1024×768,
// English and French), and the View menu then finds it on and sets
// nothing more; a start outside it keeps the everyday choice.
func TestApplyRememberedPresentation(t *testing.T) {
	t.Cleanup(func() { presentOn = false; board.SetPresentation(false) })
	for _, present := range []bool{true, false} {
		presentOn = false
		board.SetPresentation(false)
		a := test.NewTempApp(t)
		a.Preferences().SetInt("window.theme", 2) // dark, everyday
		a.Preferences().SetBool(presentKey, present)
		ApplyRememberedTheme(a)
		if presentOn != present || board.Presenting() != present {
			t.Errorf("remembered %v: presentation mode %v, boards %v", present, presentOn, board.Presenting())
		}
		if _, ok := a.Settings().Theme().(presentTheme); ok != present {
			t.Errorf("remembered %v: theme %T", present, a.Settings().Theme())
		}
		if dark := isDarkColour(theme.Color(theme.ColorNameBackground)); dark == present {
			t.Errorf("remembered %v: dark %v (presentation mode is light, the everyday choice dark)", present, dark)
		}
		sets := 0
		a.Settings().AddListener(func(fyne.Settings) { sets++ })
		presentItem(func(label string, do func()) *fyne.MenuItem { return fyne.NewMenuItem(label, do) })
		if sets != 0 {
			t.Errorf("remembered %v: the View menu set the theme %d more times", present, sets)
		}
	}
}

// TestLogButtonsPresent: in presentation mode the log's Copy and Clear
// keep only their icons, so that the log's head is not the right column's
// widest row (in French it left the 9×9 board 395 pixels at 1024×768);
// leaving the mode gives them their words back.
func TestLogButtonsPresent(t *testing.T) {
	t.Cleanup(func() { presentOn = false; board.SetPresentation(false) })
	copyBtn, clearBtn := widget.NewButton("Copy", nil), widget.NewButton("Clear", nil)
	for _, on := range []bool{true, false} {
		presentOn = on
		logButtonWords(copyBtn, clearBtn)
		want := [2]string{"Copy", "Clear"}
		if on {
			want = [2]string{}
		}
		if got := [2]string{copyBtn.Text, clearBtn.Text}; got != want {
			t.Errorf("presenting %v: the log's buttons say %q, want %q", on, got, want)
		}
	}
}

// lpPictureWindow is a 1024×768 window with a Sudoku tab on g showing the
// LP picture of snap (the state shown), laid out, with its line, legend
// and chart shown.
func lpPictureWindow(t *testing.T, g sudoku.Grid, snap lpfix.Snapshot) (fyne.Window, *SudokuTab, board.SudokuState) {
	t.Helper()
	w := test.NewTempWindow(t, nil)
	tab := NewSudokuTab(w, sudokutype.New(nil), g)
	tab.Panel.UI = make(uiQueue, 64)
	w.SetContent(Build(w, "", tab))
	w.Resize(fyne.NewSize(1024, 768))
	p := sudokuPresenter{tab}
	st, ok := p.Picture(tab.State(), []any{snap})
	if !ok {
		t.Fatal("no picture")
	}
	p.Show(st)
	w.Resize(fyne.NewSize(1024, 767)) // the test window lays itself out again when resized
	w.Resize(fyne.NewSize(1024, 768))
	if !tab.lpBox.Visible() {
		t.Fatal("the line, legend and chart are hidden")
	}
	return w, tab, st
}
