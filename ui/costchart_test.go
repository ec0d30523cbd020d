package ui

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/shikaku/gen"
)

// shotDir, when set (GRILLE_SHOTS=dir), receives the test's captures, to
// be looked at.
var shotDir = os.Getenv("GRILLE_SHOTS")

// TestAnnealViewRenders: the annealing view at 1024×768, in both themes,
// for the three annealers: a curve of one point per temperature step (and
// dozens at least for Sudoku), drawn in the theme's colours, and no text
// under 12 pixels.
func TestAnnealViewRenders(t *testing.T) {
	data, err := os.ReadFile("../solve/hashi/testdata/Hs_16_100_25_00_001.has")
	if err != nil {
		t.Fatal(err)
	}
	hp, err := hashi.ParseOne("t", data)
	if err != nil {
		t.Fatal(err)
	}
	sp, err := gen.Generate(context.Background(), gen.GenParams{Rows: 14, Cols: 14, Depth: 6, NbMergeIter: 1, MergeProb: 0.5, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	for _, variant := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		x := newWindow(t, true)
		fyne.CurrentApp().Settings().SetTheme(forcedTheme{theme.DefaultTheme(), variant})
		x.w.Resize(fyne.NewSize(1024, 768))
		x.sud.Panel.SelectID("anneal")
		annealView(t, x, 0, x.sud.Panel, variant, 50)
		x.shi.Load(sp)
		x.shi.Panel.SelectID("anneal")
		annealView(t, x, 1, x.shi.Panel, variant, 30)
		x.has.Load(hp)
		x.has.Panel.SelectID("anneal")
		annealView(t, x, 2, x.has.Panel, variant, 50)
	}
}

// annealView runs tab i's annealing with seed 7 and checks its chart.
func annealView[P any](t *testing.T, x *window, i int, p *Panel[P], variant fyne.ThemeVariant, minPoints int) {
	t.Helper()
	x.at.SelectIndex(i)
	p.Seed.SetText("7")
	test.Tap(p.SolveBtn)
	x.sud.q.runUntil(p.Done())
	ch := p.Chart
	if !ch.Image.Visible() {
		t.Fatalf("tab %d: no chart; status %q", i, p.Status.Text)
	}
	x.w.Resize(fyne.NewSize(1024, 769)) // lay out again, as the window's next frame does
	x.w.Resize(fyne.NewSize(1024, 768))
	// The chart as the painter draws it, at its size in the window (scale
	// 1). Capturing the whole window panics in Fyne 2.7.1's software
	// painter (a rectangle stroke of negative size somewhere).
	sz := ch.Image.Size()
	img := ch.Image.Generator(int(sz.Width), int(sz.Height))
	px, drawn := ch.MinTextPx()
	name := map[fyne.ThemeVariant]string{theme.VariantLight: "light", theme.VariantDark: "dark"}[variant]
	t.Logf("tab %d, %s: chart %v×%v, %d points, smallest text %.1f px; %s", i, name, sz.Width, sz.Height, drawn, px, p.Status.Text)
	if drawn < minPoints || drawn != ch.Points() {
		t.Errorf("tab %d: %d points drawn of %d", i, drawn, ch.Points())
	}
	if px < 12 {
		t.Errorf("tab %d: smallest text %.1f px", i, px)
	}
	if sz.Width < 360 || sz.Height < 170 {
		t.Errorf("tab %d: chart shown at %v", i, sz)
	}
	// The chart holds the theme's background and its text colour.
	th := fyne.CurrentApp().Settings().Theme()
	for _, c := range []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameForeground} {
		if !hasColour(img, img.Bounds(), th.Color(c, variant)) {
			t.Errorf("tab %d, %s: no %s pixel in the chart", i, name, c)
		}
	}
	if shotDir != "" {
		f, err := os.Create(filepath.Join(shotDir, fmt.Sprintf("chart-%d-%s.png", i, name)))
		if err == nil {
			_ = png.Encode(f, img)
			f.Close()
		}
	}
}

func hasColour(img image.Image, r image.Rectangle, c color.Color) bool {
	wr, wg, wb, _ := c.RGBA()
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			if cr>>8 == wr>>8 && cg>>8 == wg>>8 && cb>>8 == wb>>8 {
				return true
			}
		}
	}
	return false
}

// TestAnnealViewSameSeed: two runs with one seed show the very same curve,
// however the relay batched the events.
func TestAnnealViewSameSeed(t *testing.T) {
	tab := newTestTab(t, parse(t, sample))
	tab.Panel.SelectID("anneal")
	tab.Panel.Seed.SetText("7")
	var curves []*solve.Curve
	for range 2 {
		test.Tap(tab.Panel.SolveBtn)
		tab.wait()
		curves = append(curves, tab.Panel.Chart.Curve())
	}
	if curves[0] == nil || !reflect.DeepEqual(curves[0], curves[1]) {
		t.Errorf("same seed, different curves shown")
	}
}
