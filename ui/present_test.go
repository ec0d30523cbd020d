package ui

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"grille/assets"
	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/hashi/hashitype"
	"grille/solve/shikaku"
	"grille/solve/shikaku/shikakutype"
	"grille/solve/sudoku"
	"grille/solve/sudoku/sudokutype"
	"grille/ui/board"
)

// chainSudoku is an advanced puzzle (generated, grade advanced) whose
// logical solution takes an XY-chain: the Sudoku picture shows the first
// step with chain links, its candidates and its struck digits.
const chainSudoku = "7...9....69..35.....1...4.2..2..154.9.......8.1.....2..5...37..8......3....76...."

// stepUntil applies the tab's logical steps, as Step does, until stop says
// the step just applied is the one to show.
func stepUntil[P, S any](t *testing.T, c *TabCore[P, S], stop func(n int, d solve.Deduction[P]) bool) {
	t.Helper()
	n, found := 0, false
	_, err := c.typ.Logic.Path(context.Background(), c.CurrentPuzzle(), func(d solve.Deduction[P]) bool {
		n++
		c.applyDeduction(d, solve.Progressed, nil)
		found = stop(n, d)
		return !found
	})
	if err != nil || !found {
		t.Fatalf("after %d steps: err %v, the step to show not found", n, err)
	}
}

// shown is a tab in its window and its board.
type shown struct {
	tab   Tab
	board fyne.CanvasObject
}

// showSteps puts tab alone in w, built as the window builds it, and
// applies its logical steps until stop says.
func showSteps[P, S any](t *testing.T, w fyne.Window, tab Tab, c *TabCore[P, S], b fyne.CanvasObject, stop func(n int, d solve.Deduction[P]) bool) shown {
	t.Helper()
	c.Panel.UI = make(uiQueue, 64)
	w.SetContent(Build(w, "", tab))
	stepUntil(t, c, stop)
	return shown{tab, b}
}

// parseWith reads the one puzzle of data with typ's readers.
func parseWith[P any](t *testing.T, typ *solve.Type[P], data []byte) P {
	t.Helper()
	p, err := typ.ParseOne("test", data)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// boardStrokes is the thinnest stroke drawn on a board (lines, rings,
// frames) and the smallest text, with what it says.
func boardStrokes(b fyne.CanvasObject) (thinnest float32, smallest float32, what string) {
	thinnest, smallest = 1e9, 1e9
	for _, o := range test.WidgetRenderer(b.(fyne.Widget)).Objects() {
		if !o.Visible() {
			continue
		}
		switch o := o.(type) {
		case *canvas.Line:
			if _, _, _, a := o.StrokeColor.RGBA(); a > 0 {
				thinnest = min(thinnest, o.StrokeWidth)
			}
		case *canvas.Rectangle:
			if o.StrokeColor != nil && o.StrokeWidth > 0 {
				if _, _, _, a := o.StrokeColor.RGBA(); a > 0 {
					thinnest = min(thinnest, o.StrokeWidth)
				}
			}
		case *canvas.Text:
			if strings.TrimSpace(o.Text) != "" && o.TextSize < smallest {
				smallest, what = o.TextSize, o.Text
			}
		}
	}
	return thinnest, smallest, what
}

// TestPresentationMode draws the window in presentation mode at 1024×768,
// a projector's, in its light theme (the default in the mode) and in the
// dark one chosen in it: the Sudoku tab on an XY-chain step with its
// candidates, the 40×40 Shikaku with three-digit clues, the Hashi sample a
// few steps in. It compares the window with masters
// (testdata/present_*.png) and checks the sizes a class at the back reads:
// no widget text under 18 points (the theme's 14 made 21, its captions
// 16.5 made... none shown), the board's strokes at least 1.5 points where
// its cells can spare it and every text of the board drawn, the 40×40's
// clues fitted to their cells (TestShikakuCluesFit in ui/board).
func TestPresentationMode(t *testing.T) {
	t.Cleanup(func() { presentOn = false; board.SetPresentation(false) })
	shikaku40, err := os.ReadFile("testdata/shikaku40.txt")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name       string
		mk         func(t *testing.T, w fyne.Window) shown
		minStroke  float32 // the thinnest stroke allowed on the board
		minBoardPt float32 // the smallest text allowed on the board
	}{
		{"sudoku_chain", func(t *testing.T, w fyne.Window) shown {
			tab := NewSudokuTab(w, sudokutype.New(nil), parse(t, chainSudoku))
			return showSteps(t, w, tab, tab.TabCore, tab.Board, func(_ int, d solve.Deduction[sudoku.Grid]) bool {
				m, ok := markOf[sudoku.StepMark](d.Mark)
				return ok && len(m.Links) > 0
			})
		}, 1.5, 12},
		{"shikaku40", func(t *testing.T, w fyne.Window) shown {
			typ := shikakutype.New(nil)
			tab := NewShikakuTab(w, typ, parseWith(t, typ, shikaku40))
			return showSteps(t, w, tab, tab.TabCore, tab.Board, func(n int, _ solve.Deduction[shikaku.Puzzle]) bool { return n == 3 })
		}, 1, 0},
		{"hashi", func(t *testing.T, w fyne.Window) shown {
			typ := hashitype.New(nil)
			tab := NewHashiTab(w, typ, parseWith(t, typ, assets.Sample("hashi")))
			return showSteps(t, w, tab, tab.TabCore, tab.Board, func(n int, _ solve.Deduction[hashi.Puzzle]) bool { return n == 4 })
		}, 1.5, 20},
	}
	for _, th := range []struct {
		name   string
		choice int // the theme chosen in presentation mode, -1 for none
		dark   bool
	}{{"light", -1, false}, {"dark", 2, true}} {
		for _, c := range cases {
			master := fmt.Sprintf("present_%s_%s.png", c.name, th.name)
			t.Run(master, func(t *testing.T) {
				a := test.NewTempApp(t)
				a.Preferences().SetBool(presentKey, true)
				if th.choice >= 0 {
					a.Preferences().SetInt(presentThemeKey, th.choice)
				}
				w := test.NewTempWindow(t, nil)
				w.Resize(fyne.NewSize(1024, 768))
				s := c.mk(t, w)
				if !presentOn || !board.Presenting() {
					t.Fatal("the remembered presentation mode is off")
				}
				if _, ok := a.Settings().Theme().(presentTheme); !ok {
					t.Fatalf("theme %T, not presentation mode's", a.Settings().Theme())
				}
				if dark := isDarkColour(a.Settings().Theme().Color(theme.ColorNameBackground, a.Settings().ThemeVariant())); dark != th.dark {
					t.Errorf("dark %v, want %v", dark, th.dark)
				}
				w.Resize(fyne.NewSize(1024, 767)) // the test window lays itself out again when resized
				w.Resize(fyne.NewSize(1024, 768))
				smallest, what := smallestText(w.Canvas().Content())
				stroke, boardPt, boardWhat := boardStrokes(s.board)
				t.Logf("smallest text %.1f points (%q); on the board %.1f (%q); thinnest stroke %.2f", smallest, what, boardPt, boardWhat, stroke)
				if widgets := widgetText(w.Canvas().Content(), s.board); widgets < 18 {
					t.Errorf("a widget's text is %.1f points, under 18", widgets)
				}
				if stroke < c.minStroke {
					t.Errorf("a stroke of the board is %.2f points, under %.1f", stroke, c.minStroke)
				}
				if boardPt < c.minBoardPt {
					t.Errorf("the board's %q is %.1f points, under %.0f", boardWhat, boardPt, c.minBoardPt)
				}
				test.AssertImageMatches(t, master, w.Canvas().Capture())
			})
		}
	}
}

// widgetText is the smallest text in root outside the board.
func widgetText(root, skip fyne.CanvasObject) float32 {
	smallest := float32(1e9)
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == skip || !o.Visible() {
			return
		}
		switch o := o.(type) {
		case *canvas.Text:
			if strings.TrimSpace(o.Text) != "" {
				smallest = min(smallest, o.TextSize)
			}
		case *fyne.Container:
			for _, c := range o.Objects {
				walk(c)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(o).Objects() {
				walk(c)
			}
		}
	}
	walk(root)
	return smallest
}

// TestPresentationToggle: View › Presentation mode makes the texts 1.5
// times larger and the theme light, is remembered at the next start, keeps
// a theme chosen in it apart from the everyday one, and leaving it brings
// the everyday theme and sizes back.
func TestPresentationToggle(t *testing.T) {
	t.Cleanup(func() { presentOn = false; board.SetPresentation(false) })
	a := test.NewTempApp(t)
	build := func() fyne.Window {
		w := test.NewTempWindow(t, nil)
		tab := NewSudokuTab(w, sudokutype.New(nil), parse(t, sample))
		tab.Panel.UI = make(uiQueue, 64)
		w.SetContent(Build(w, "", tab))
		return w
	}
	w := build()
	normal := theme.TextSize()
	menuItem(t, w, "View", "Theme: dark").Action() // the everyday choice
	present := menuItem(t, w, "View", "Presentation mode")
	present.Action()
	if !present.Checked || !a.Preferences().Bool(presentKey) || !board.Presenting() {
		t.Fatal("presentation mode is not on, ticked and remembered")
	}
	if got := theme.TextSize(); got != normal*presentScale {
		t.Errorf("text %.1f in presentation mode, want %.1f", got, normal*presentScale)
	}
	if isDarkColour(theme.Color(theme.ColorNameBackground)) || !menuItem(t, w, "View", "Theme: light").Checked {
		t.Error("presentation mode is not light by default")
	}
	menuItem(t, w, "View", "Theme: dark").Action() // chosen in the mode
	if got := a.Preferences().Int(presentThemeKey); got != 2 {
		t.Errorf("the mode's theme choice is %d, want 2", got)
	}
	present.Action()
	if presentOn || board.Presenting() || theme.TextSize() != normal {
		t.Error("leaving the mode left its sizes")
	}
	menuItem(t, w, "View", "Theme: light").Action() // the everyday choice again
	present.Action()
	presentOn = false // as at a new start, the mode remembered
	w2 := build()
	if !presentOn || !menuItem(t, w2, "View", "Presentation mode").Checked || theme.TextSize() != normal*presentScale {
		t.Error("presentation mode was not brought back at the next start")
	}
	if !isDarkColour(theme.Color(theme.ColorNameBackground)) || !menuItem(t, w2, "View", "Theme: dark").Checked {
		t.Error("the theme chosen in the mode was not brought back with it")
	}
	if got := a.Preferences().Int("window.theme"); got != 1 {
		t.Errorf("the everyday theme choice is %d, want 1 (light)", got)
	}
}
