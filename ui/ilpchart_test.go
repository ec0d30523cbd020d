package ui

import (
	"context"
	"fmt"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"grille/solve"
	hashigen "grille/solve/hashi/gen"
	"grille/solve/hashi/hashitype"
	"grille/solve/lp/lptest"
	"grille/solve/shikaku/gen"
	"grille/solve/shikaku/shikakutype"
	"grille/solve/sudoku/sudokutype"
)

// TestILPViewRenders: the ILP view at 1024×768, in both themes, for the
// three ilp methods (Sudoku on top21, Shikaku 14×14, a Hashi board whose
// answers fall apart into groups twice): the chart shows under the board
// with the trace the method sent (nodes up to the run's count, at least
// one sample per solve), in the theme's colours, no text under 12 pixels;
// the cut that proves uniqueness, or the connectivity cuts, are marked.
func TestILPViewRenders(t *testing.T) {
	eng := lptest.Engine(t)
	sp, err := gen.Generate(context.Background(), gen.GenParams{Rows: 14, Cols: 14, Depth: 6, NbMergeIter: 1, MergeProb: 0.5, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	hp, err := hashigen.Generate(context.Background(), hashigen.GenParams{Islands: 40, Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	for _, variant := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		a := test.NewTempApp(t)
		a.Settings().SetTheme(forcedTheme{theme.DefaultTheme(), variant})
		w := test.NewTempWindow(t, nil)
		q := make(uiQueue, 64)
		sud := NewSudokuTab(w, sudokutype.New(eng), parse(t, top21))
		shi := NewShikakuTab(w, shikakutype.New(eng), sp)
		has := NewHashiTab(w, hashitype.New(eng), hp)
		sud.Panel.UI, shi.Panel.UI, has.Panel.UI = q, q, q
		at := Build(w, "", sud, shi, has)
		w.SetContent(at)
		w.Resize(fyne.NewSize(1024, 768))
		name := map[fyne.ThemeVariant]string{theme.VariantLight: "light", theme.VariantDark: "dark"}[variant]
		at.SelectIndex(0)
		ilpView(t, w, q, sud.Panel, name+"-sudoku", variant, 1)
		rootPicture(t, sud)
		at.SelectIndex(1)
		ilpView(t, w, q, shi.Panel, name+"-shikaku", variant, 1)
		at.SelectIndex(2)
		ilpView(t, w, q, has.Panel, name+"-hashi", variant, 2)
		cutPictures(t, has)
	}
}

// ilpView runs the panel's ilp method and checks its chart: cuts, the
// solves begun again after a cut, at least minCuts.
func ilpView[P any](t *testing.T, w fyne.Window, q uiQueue, p *Panel[P], name string, variant fyne.ThemeVariant, minCuts int) {
	t.Helper()
	if !p.SelectID("ilp") {
		t.Fatalf("%s: no ilp", name)
	}
	test.Tap(p.SolveBtn)
	q.runUntil(p.Done())
	ch := p.ILP
	if !ch.Image.Visible() {
		t.Fatalf("%s: no ILP chart; status %q", name, p.Status.Text)
	}
	if p.Chart.Image.Visible() {
		t.Errorf("%s: the annealing chart shows for ilp", name)
	}
	w.Resize(fyne.NewSize(1024, 769)) // lay out again, as the window's next frame does
	w.Resize(fyne.NewSize(1024, 768))
	sz := ch.Image.Size()
	img := ch.Image.Generator(int(sz.Width), int(sz.Height))
	px, drawn := ch.MinTextPx()
	tr := ch.Trace()
	t.Logf("%s: chart %v×%v, %d points, %d cuts, smallest text %.1f px, last at %.3g s; %s", name, sz.Width, sz.Height, drawn, len(tr.Cuts), px, tr.T[len(tr.T)-1], p.Status.Text)
	if drawn < 2 || drawn != ch.Points() {
		t.Errorf("%s: %d points drawn of %d", name, drawn, ch.Points())
	}
	if px < 12 {
		t.Errorf("%s: smallest text %.1f px", name, px)
	}
	if sz.Width < 360 || sz.Height < 170 {
		t.Errorf("%s: chart shown at %v", name, sz)
	}
	if len(tr.Cuts) < minCuts {
		t.Errorf("%s: %d cuts marked, want %d at least", name, len(tr.Cuts), minCuts)
	}
	// The nodes never go back, and end at the run's own count.
	for i := 1; i < len(tr.Nodes); i++ {
		if tr.Nodes[i] < tr.Nodes[i-1] || tr.T[i] < tr.T[i-1] {
			t.Fatalf("%s: sample %d goes back: %v nodes at %v s after %v at %v", name, i, tr.Nodes[i], tr.T[i], tr.Nodes[i-1], tr.T[i-1])
		}
	}
	if last := tr.Nodes[len(tr.Nodes)-1]; math.IsNaN(last) || last <= 0 {
		t.Errorf("%s: the trace ends at %v nodes", name, last)
	}
	th := fyne.CurrentApp().Settings().Theme()
	for _, c := range []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameForeground} {
		if !hasColour(img, img.Bounds(), th.Color(c, variant)) {
			t.Errorf("%s: no %s pixel in the chart", name, c)
		}
	}
	if shotDir != "" {
		f, err := os.Create(filepath.Join(shotDir, fmt.Sprintf("ilp-%s.png", name)))
		if err == nil {
			_ = png.Encode(f, img)
			f.Close()
		}
	}
}

// rootPicture: the log line of ilp's root relaxation shows its LP
// picture, with the line that says so, and the chart gives it its room;
// the last line brings both back.
func rootPicture(t *testing.T, sud *SudokuTab) {
	t.Helper()
	lines := sud.Panel.LogLines()
	root := -1
	for i, l := range lines {
		if strings.HasPrefix(l, "relaxation at the root") {
			root = i
		}
	}
	if root < 0 {
		t.Fatalf("no root relaxation in the log: %q", lines)
	}
	sud.Panel.Log.Select(root)
	if !sud.lpBox.Visible() || sud.Panel.ILP.Image.Visible() || !strings.HasPrefix(sud.lpLine.Text, "Relaxation at the root") {
		t.Errorf("root line: LP box shown %v, chart shown %v, line %q", sud.lpBox.Visible(), sud.Panel.ILP.Image.Visible(), sud.lpLine.Text)
	}
	sud.Panel.Log.Select(len(lines) - 1)
	if sud.lpBox.Visible() || !sud.Panel.ILP.Image.Visible() {
		t.Errorf("last line: LP box shown %v, chart shown %v", sud.lpBox.Visible(), sud.Panel.ILP.Image.Visible())
	}
}

// cutPictures: each connectivity cut is a line of the log that draws the
// answer that fell apart, the group it cuts off ringed and the candidate
// bridges leaving it banded, without the red of a player's mistake.
func cutPictures(t *testing.T, has *HashiTab) {
	t.Helper()
	cuts := 0
	for i, l := range has.Panel.LogLines() {
		if !strings.HasPrefix(l, "cut ") {
			continue
		}
		cuts++
		st, ok := hashiPresenter{has}.Picture(has.State(), []any{has.Panel.picture(i)})
		if !ok || st.Step == nil || len(st.Step.Islands) == 0 || len(st.Step.Min) == 0 || len(st.Isolated) != 0 {
			t.Fatalf("%q draws %v: %+v", l, ok, st)
		}
	}
	if cuts != 5 {
		t.Errorf("%d cuts in the log, 5 when last measured", cuts)
	}
}

// TestILPChartGaps: a bound or incumbent that is not known yet (NaN)
// breaks its line instead of being drawn, and a trace of one sample shows
// no chart.
func TestILPChartGaps(t *testing.T) {
	nan := math.NaN()
	got := segments("bound", nil, false, []float64{0, 1, 2, 3, 4, 5}, []float64{nan, 1, 2, nan, nan, 3})
	if len(got) != 2 || len(got[0].X) != 2 || got[0].X[0] != 1 || len(got[1].X) != 1 || got[1].Y[0] != 3 || got[0].Name != "bound" || got[1].Name != "" {
		t.Errorf("segments %+v", got)
	}
	test.NewTempApp(t)
	c := NewILPChart()
	c.SetTrace(&solve.Trace{T: []float64{0}, Nodes: []float64{1}, Bound: []float64{nan}, Incumbent: []float64{nan}})
	c.Flush()
	if c.Image.Visible() {
		t.Error("a chart of one sample shows")
	}
}
