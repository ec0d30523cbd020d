package ui

import (
	"context"
	"fmt"
	"image"
	"image/draw"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"

	"grille/solve"
	"grille/solve/lp/lptest"
	"grille/solve/sudoku"
	"grille/solve/sudoku/lpfix"
	"grille/solve/sudoku/sudokutype"
)

// top21 is line 21 of magictour_top1465: lp-fix solves it with 5 fixes
// in 13 LP solves when last measured, nearly every fix at the first probe,
// as in the paper's runs.
const top21 = "....2..4..7...6....1.5.....2......8....3..7..4.9.........6..1.38...9..........5.."

// lpRounds runs lp-fix on g and keeps the snapshots of its Steps that end
// a round (no probe): round 1's relaxation, then one per fix.
func lpRounds(t *testing.T, g sudoku.Grid) []lpfix.Snapshot {
	t.Helper()
	var rounds []lpfix.Snapshot
	_, err := lpfix.New(lptest.Engine(t)).Solve(context.Background(), g, func(e solve.Event[sudoku.Grid]) {
		if s, ok := e.Detail.(lpfix.Snapshot); ok && e.Kind == solve.Step && s.Probe < 0 {
			rounds = append(rounds, s)
		}
	})
	if err != nil || len(rounds) < 2 {
		t.Fatalf("%d rounds, err %v", len(rounds), err)
	}
	return rounds
}

// TestLPView draws the LP picture of lp-fix's rounds 1 and 3 on top21 in
// a 1024×768 window (a projector's), in both themes: the board with its
// tiles, the line, the legend and the chart under it, compared with
// masters (the window cropped to the board and what is under it), and no
// text in them smaller than 12 points.
func TestLPView(t *testing.T) {
	g := parse(t, top21)
	rounds := lpRounds(t, g)
	if len(rounds) < 3 {
		t.Fatalf("%d rounds", len(rounds))
	}
	for _, th := range []struct {
		name    string
		variant fyne.ThemeVariant
	}{{"light", theme.VariantLight}, {"dark", theme.VariantDark}} {
		for _, k := range []int{0, 2} {
			snap := rounds[k]
			master := fmt.Sprintf("lp_view_%s_round%d.png", th.name, k+1)
			t.Run(master, func(t *testing.T) {
				a := test.NewTempApp(t)
				a.Settings().SetTheme(forcedTheme{theme.DefaultTheme(), th.variant})
				w, tab, st := lpPictureWindow(t, g, snap)
				line := tab.lpLine.Text
				if !strings.HasPrefix(line, fmt.Sprintf("Round %d · objective ", k+1)) ||
					!strings.Contains(line, fmt.Sprintf("%d of %d x fractional", snap.Round.Fractional, snap.Round.Vars)) ||
					(k == 0) != strings.HasSuffix(line, "fixed this round: none") {
					t.Errorf("line %q", line)
				}
				if k > 0 && !st.Highlight[snap.Round.Fresh[0]/g.Size()] {
					t.Errorf("the cell fixed this round (%d) is not highlighted", snap.Round.Fresh[0])
				}
				smallest, what := smallestText(tab.Board, tab.lpBox)
				t.Logf("smallest text: %.1f points (%q)", smallest, what)
				if smallest < 12 {
					t.Errorf("text %q is %.1f points, under 12", what, smallest)
				}
				// The values and digits of the tiles, as high as they are
				// drawn: 12 pixels at least, from the back of a classroom.
				ink, values, what := smallestDigits(t, tab.Board)
				t.Logf("smallest digits on the board: %.1f px high (%q); %d values written", ink, what, values)
				if ink < 12 || values == 0 {
					t.Errorf("digits %q are %.1f px high, under 12 (%d values written)", what, ink, values)
				}
				root := w.Canvas().Content()
				bp, okB := absPos(root, tab.Board, root.Position())
				lp, okL := absPos(root, tab.lpBox, root.Position())
				if !okB || !okL {
					t.Fatal("the board or the line is not in the window")
				}
				img := w.Canvas().Capture()
				crop := image.Rect(0, int(bp.Y), int(lp.X+tab.lpBox.Size().Width), int(lp.Y+tab.lpBox.Size().Height))
				out := image.NewNRGBA(image.Rect(0, 0, crop.Dx(), crop.Dy()))
				draw.Draw(out, out.Bounds(), img, crop.Min, draw.Src)
				test.AssertImageMatches(t, master, out)
			})
		}
	}
}

// smallestText is the smallest size of the texts shown in objs and what
// they say, the board's own included.
func smallestText(objs ...fyne.CanvasObject) (float32, string) {
	smallest, what := float32(1e9), ""
	for _, o := range objs {
		eachText(o, func(t *canvas.Text) {
			if strings.TrimSpace(t.Text) != "" && t.TextSize < smallest {
				smallest, what = t.TextSize, t.Text
			}
		})
	}
	return smallest, what
}

// eachText calls f with each text shown in o, o's own included.
func eachText(o fyne.CanvasObject, f func(*canvas.Text)) {
	if !o.Visible() {
		return
	}
	switch o := o.(type) {
	case *canvas.Text:
		f(o)
	case *fyne.Container:
		for _, c := range o.Objects {
			eachText(c, f)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(o).Objects() {
			eachText(c, f)
		}
	}
}

// smallestDigits is the height in pixels of the smallest digits drawn in
// o (texts of digits only, as the board's tiles hold), measured on the
// theme's face, what they say, and how many are LP values (two digits).
func smallestDigits(t *testing.T, o fyne.CanvasObject) (float64, int, string) {
	t.Helper()
	f, err := opentype.Parse(theme.DefaultTextFont().Content())
	if err != nil {
		t.Fatal(err)
	}
	least, values, what := 1e9, 0, ""
	eachText(o, func(x *canvas.Text) {
		if x.Text == "" || strings.Trim(x.Text, "0123456789") != "" {
			return
		}
		if len(x.Text) == 2 {
			values++
		}
		face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: float64(x.TextSize), DPI: 72})
		if err != nil {
			t.Fatal(err)
		}
		b, _ := font.BoundString(face, x.Text)
		if h := float64(b.Max.Y-b.Min.Y) / 64; h < least {
			least, what = h, x.Text
		}
	})
	return least, values, what
}

// absPos is target's position in the window, found under o at pos.
func absPos(o, target fyne.CanvasObject, pos fyne.Position) (fyne.Position, bool) {
	if o == target {
		return pos, true
	}
	var kids []fyne.CanvasObject
	switch o := o.(type) {
	case *fyne.Container:
		kids = o.Objects
	case fyne.Widget:
		kids = test.WidgetRenderer(o).Objects()
	}
	for _, c := range kids {
		if p, ok := absPos(c, target, pos.Add(c.Position())); ok {
			return p, true
		}
	}
	return fyne.Position{}, false
}

// TestLPStep: with lp-fix chosen, Step runs one round of its loop: the
// first the relaxation, each next one a fix, highlighted, with the line,
// the chart's bars (one per round) and the round's lines in the log; the
// last solves the grid. Undo goes back a round.
func TestLPStep(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	g := parse(t, top21)
	typ := *sudokutype.New(lptest.Engine(t))
	tab := NewSudokuTab(w, &typ, g)
	q := make(uiQueue, 64)
	tab.Panel.UI = q
	w.SetContent(Build(w, "", tab))
	if !tab.Panel.SelectID("lp-fix") {
		t.Fatal("no lp-fix")
	}
	rounds := lpRounds(t, g)
	for k := range rounds {
		logged := len(tab.Panel.LogLines())
		tab.Step()
		q.runUntil(tab.StepDone())
		st := tab.State()
		if st.Shade == nil || !tab.lpBox.Visible() {
			t.Fatalf("round %d: no LP picture", k+1)
		}
		if len(st.LPHistory) != k+1 || !strings.HasPrefix(st.LPLine, fmt.Sprintf("Round %d · ", k+1)) {
			t.Fatalf("round %d: history %v, line %q", k+1, st.LPHistory, st.LPLine)
		}
		lit := 0
		for _, h := range st.Highlight {
			if h {
				lit++
			}
		}
		if (k > 0) != (lit == 1) {
			t.Errorf("round %d: %d cells highlighted", k+1, lit)
		}
		if len(tab.Panel.LogLines()) <= logged {
			t.Errorf("round %d: nothing logged", k+1)
		}
		for i, v := range st.Shade {
			if w := rounds[k].Values[i]; v != w {
				t.Fatalf("round %d: x[%d] = %v, the run's %v", k+1, i, v, w)
			}
		}
	}
	if st := tab.State(); !st.Grid.Complete() || st.Grid.Contradiction() != "" {
		t.Errorf("after the last round the grid is not solved:\n%s", st.Grid.Line())
	}
	tab.Undo()
	if st := tab.State(); len(st.LPHistory) != len(rounds)-1 {
		t.Errorf("Undo left round %d", len(st.LPHistory))
	}
}
