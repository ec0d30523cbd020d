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
	"fyne.io/fyne/v2/widget"

	"grille/assets"
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

// TestILPAtRootRule: the view is a line, not a chart, for a run at the
// root (no node, one or two solves); the chart comes back for one with
// nodes or more cuts, and its node panel counts from 0 (all nodes 0 with
// two cuts read −1…1).
func TestILPAtRootRule(t *testing.T) {
	nan := math.NaN()
	test.NewTempApp(t)
	for _, c := range []struct {
		name  string
		tr    solve.Trace
		over  bool
		line  string // "" for the chart
		count bool
	}{
		{"one solve", solve.Trace{T: []float64{0, 0.001}, Nodes: []float64{0, 0}, Incumbent: []float64{nan, 5}}, true,
			"Solved at the root: 0 branch-and-bound nodes · 1 solve", false},
		{"two solves, running", solve.Trace{T: []float64{0, 0.001, 0.002}, Nodes: []float64{0, 0, 0}, Incumbent: []float64{nan, 5, nan}, Cuts: []float64{0.001}}, false,
			"Branch and bound: 0 nodes so far · 2 solves", false},
		{"two solves, none feasible", solve.Trace{T: []float64{0, 0.001}, Nodes: []float64{0, 0}, Incumbent: []float64{nan, nan}}, true,
			"Branch and bound: 0 nodes · 1 solve", false},
		{"nodes", solve.Trace{T: []float64{0, 0.001}, Nodes: []float64{0, 3}, Incumbent: []float64{nan, 5}}, true, "", true},
		{"two cuts", solve.Trace{T: []float64{0, 0.001, 0.002}, Nodes: []float64{0, 0, 0}, Incumbent: []float64{nan, nan, 5}, Cuts: []float64{0.001, 0.002}}, true, "", true},
	} {
		tr := c.tr
		tr.Bound = make([]float64, len(tr.T))
		for i := range tr.Bound {
			tr.Bound[i] = 4
		}
		ch := NewILPChart()
		ch.SetTrace(&tr)
		if c.over {
			ch.End()
		} else {
			ch.Flush()
		}
		if c.line != "" {
			if !ch.Compact() || ch.Image.Visible() || ch.Line.Text != c.line {
				t.Errorf("%s: line shown %v (%q), chart shown %v; want the line %q", c.name, ch.Compact(), ch.Line.Text, ch.Image.Visible(), c.line)
			}
			continue
		}
		if ch.Compact() || !ch.Image.Visible() {
			t.Errorf("%s: line shown %v, chart shown %v; want the chart", c.name, ch.Compact(), ch.Image.Visible())
		}
		ch.Image.Resize(fyne.NewSize(600, 170))
		ch.Image.Generator(600, 170)
		if len(ch.lastSpecs) != 2 || ch.lastSpecs[0].Count != c.count {
			t.Errorf("%s: the node panel does not count from 0: %+v", c.name, ch.lastSpecs)
		}
		ch.Yield(true)
		if ch.Shown() {
			t.Errorf("%s: the view shows while it yields", c.name)
		}
		ch.Reset()
		if ch.Shown() {
			t.Errorf("%s: the view shows after a Reset", c.name)
		}
	}
}

// ilpMasterTrace is a branch and bound of 40 nodes over 20 ms, with its
// depth, bound and incumbent, solved again after a cut at 12 ms; or, with
// zero, a run of no node and two cuts (Hashi's connectivity cuts).
func ilpMasterTrace(zero bool) *solve.Trace {
	nan := math.NaN()
	tr := &solve.Trace{
		T:         []float64{0, 0.001, 0.003, 0.005, 0.007, 0.009, 0.011, 0.012, 0.014, 0.016, 0.018, 0.020},
		Nodes:     []float64{0, 0, 2, 5, 9, 14, 20, 20, 24, 30, 36, 40},
		Depth:     []float64{nan, 1, 3, 5, 4, 6, 7, nan, 2, 4, 3, nan},
		Bound:     []float64{nan, 40, 40, 41, 41, 42, 42, 42, 42, 43, 43, 43},
		Incumbent: []float64{nan, nan, nan, nan, 45, 45, 44, nan, nan, 44, 43, 43},
		Cuts:      []float64{0.012},
	}
	if zero {
		for i := range tr.Nodes {
			tr.Nodes[i], tr.Depth[i] = 0, nan
		}
		tr.Cuts = []float64{0.007, 0.012}
	}
	return tr
}

// TestILPChartMasters: the ILP chart of a fixed trace at 600×170 (its
// size under a 1024×768 window's board), in both themes: the depth as a
// thin line on the nodes' axis, the legends beside the panels; and a run
// of no node but two cuts, whose node axis reads 0…1.
func TestILPChartMasters(t *testing.T) {
	for _, variant := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		a := test.NewTempApp(t)
		a.Settings().SetTheme(forcedTheme{theme.DefaultTheme(), variant})
		name := map[fyne.ThemeVariant]string{theme.VariantLight: "light", theme.VariantDark: "dark"}[variant]
		for _, zero := range []bool{false, true} {
			ch := NewILPChart()
			ch.SetTrace(ilpMasterTrace(zero))
			ch.End()
			ch.Image.Resize(fyne.NewSize(600, 170))
			img := ch.Image.Generator(600, 170)
			master := fmt.Sprintf("ilp_chart_%s.png", name)
			if zero {
				master = fmt.Sprintf("ilp_chart_zero_%s.png", name)
			}
			test.AssertImageMatches(t, master, img)
			if px, _ := ch.MinTextPx(); px < 12 {
				t.Errorf("%s: smallest text %.1f px", master, px)
			}
		}
	}
}

// TestScenarioILPViewRoom: in a 1024×768 window, the ILP view of a
// Shikaku run with nodes is the chart; of a run solved at the root (the
// sample: 0 nodes, 2 solves), one line, and the board takes back the
// chart's room; the line goes with Undo and comes back with Redo. On a 16×16 Hashi the chart leaves the whole board in view
// above it (its last row was under the chart: the board asked for 484
// pixels and had 426); zoomed in, the board still asks for its size.
func TestScenarioILPViewRoom(t *testing.T) {
	eng := lptest.Engine(t)
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	q := make(uiQueue, 64)
	big, err := gen.Generate(context.Background(), gen.GenParams{Rows: 14, Cols: 14, Depth: 6, NbMergeIter: 1, MergeProb: 0.5, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	hp, err := hashigen.Generate(context.Background(), hashigen.GenParams{Rows: 16, Cols: 16, Islands: 70, Unique: true, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	shiTyp := shikakutype.New(eng)
	sud := NewSudokuTab(w, sudokutype.New(eng), parse(t, sample))
	shi := NewShikakuTab(w, shiTyp, big)
	has := NewHashiTab(w, hashitype.New(eng), hp)
	sud.Panel.UI, shi.Panel.UI, has.Panel.UI = q, q, q
	at := Build(w, "", sud, shi, has)
	w.SetContent(at)
	w.Resize(fyne.NewSize(1024, 768))
	solveILP := func(name string, tab interface{ Content() fyne.CanvasObject }, p interface {
		SelectID(string) bool
	}, btn *widget.Button, done func() <-chan struct{}) {
		t.Helper()
		if !p.SelectID("ilp") {
			t.Fatalf("%s: no ilp", name)
		}
		test.Tap(btn)
		q.runUntil(done())
		w.Resize(fyne.NewSize(1024, 769)) // lay out again, as the window's next frame does
		w.Resize(fyne.NewSize(1024, 768))
	}
	boardH := func(b fyne.CanvasObject) float32 { return b.Size().Height }

	at.SelectIndex(1)
	solveILP("shikaku 14×14", shi, shi.Panel, shi.Panel.SolveBtn, shi.Panel.Done)
	if !shi.Panel.ILP.Image.Visible() || shi.Panel.ILP.Compact() {
		t.Fatalf("a run with nodes shows no chart: %q", shi.Panel.Status.Text)
	}
	withChart := boardH(shi.pres.Board())
	shi.Load(parseWith(t, shiTyp, assets.Sample("shikaku")))
	solveILP("shikaku sample", shi, shi.Panel, shi.Panel.SolveBtn, shi.Panel.Done)
	ch := shi.Panel.ILP
	if !ch.Compact() || ch.Image.Visible() || ch.Line.Text != "Solved at the root: 0 branch-and-bound nodes · 2 solves" {
		t.Errorf("a run at the root: line shown %v (%q), chart shown %v; status %q", ch.Compact(), ch.Line.Text, ch.Image.Visible(), shi.Panel.Status.Text)
	}
	withLine := boardH(shi.pres.Board())
	// the line goes with Undo to the move before its run, and comes back
	// with Redo, as the annealing chart does
	keys := &window{t: t, w: w}
	keys.shortcut(&fyne.ShortcutUndo{})
	if ch.Shown() {
		t.Errorf("the root line stayed after Undo to the move before the run (line %v, chart %v)", ch.Line.Visible(), ch.Image.Visible())
	}
	keys.shortcut(&fyne.ShortcutRedo{})
	if !ch.Compact() {
		t.Error("Redo to the run's answer did not bring the root line back")
	}
	t.Logf("shikaku board: %v high with the chart, %v with the line (%v)", withChart, withLine, ch.Line.Size())
	if withLine < withChart+100 {
		t.Errorf("the board is %v high with the line, %v with the chart: it did not take the room back", withLine, withChart)
	}

	at.SelectIndex(2)
	solveILP("hashi 16×16", has, has.Panel, has.Panel.SolveBtn, has.Panel.Done)
	if !has.Panel.ILP.Image.Visible() {
		t.Fatalf("no ILP chart for the 16×16 Hashi: %q", has.Panel.Status.Text)
	}
	drv := fyne.CurrentApp().Driver()
	b, chart := has.pres.Board(), has.Panel.ILP.Image
	bottom := drv.AbsolutePositionForObject(b).Y + b.Size().Height
	chartTop := drv.AbsolutePositionForObject(chart).Y
	t.Logf("hashi board %v (least %v), its bottom at %v, the chart's top at %v; %s", b.Size(), b.MinSize(), bottom, chartTop, has.Panel.Status.Text)
	if bottom > chartTop || b.Size().Height > has.scroll.Size().Height+0.5 {
		t.Errorf("the board's bottom at %v is under the chart (top at %v); board %v high in a view %v high", bottom, chartTop, b.Size().Height, has.scroll.Size().Height)
	}
	has.Zoom(1)
	if b.Size().Height <= has.scroll.Size().Height {
		t.Errorf("zoomed in, the board is %v high in a view %v high: it was squeezed", b.Size().Height, has.scroll.Size().Height)
	}
}
