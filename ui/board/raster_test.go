package board

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"grille/solve/hashi"
	"grille/solve/shikaku"
)

// fullHashi is an n×n board with an island of 2 in every cell, and the
// islands of each row joined in pairs by double bridges.
func fullHashi(n int) hashi.Puzzle {
	p := hashi.Puzzle{Rows: n, Cols: n}
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			p.Islands = append(p.Islands, hashi.Island{Row: r, Col: c, Value: 2})
		}
		for c := 0; c+1 < n; c += 2 {
			p.Bridges = append(p.Bridges, hashi.Bridge{A: r*n + c, B: r*n + c + 1, Count: 2})
		}
	}
	return p
}

// rasterNow makes the boards' images paint in the test's goroutine, as the
// test driver runs fyne.Do's functions, without a pause between paints: a
// board's image is painted when the call that drew it returns.
func rasterNow(t *testing.T) {
	t.Helper()
	gap, run := rasterGap, rasterGo
	rasterGap, rasterGo = 0, func(paint func()) { paint() }
	t.Cleanup(func() { rasterGap, rasterGo = gap, run })
}

// painted is b's renderer.
func painted(t *testing.T, b fyne.Widget) *drawnRenderer {
	t.Helper()
	return test.WidgetRenderer(b).(*drawnRenderer)
}

// TestBigBoardsAreOneImage: a board of more than rasterOver objects shows
// as one image (a 200×200 Hashi board was ~160,000 objects, which every
// frame painted), redrawn when its state changes; a small one keeps its
// objects.
func TestBigBoardsAreOneImage(t *testing.T) {
	rasterNow(t)
	newApp(t, theme.VariantLight)
	big := NewHashi(HashiState{Puzzle: fullHashi(60)})
	show(t, big, 600, 600)
	r := painted(t, big)
	if n := len(big.draw()); n <= rasterOver {
		t.Fatalf("the 60×60 board draws %d objects, not above rasterOver %d", n, rasterOver)
	}
	if len(r.Objects()) != 1 || !r.rastered() {
		t.Fatalf("the 60×60 board shows %d objects, want its one image", len(r.Objects()))
	}
	img, ok := r.raster.img.Image.(*image.RGBA)
	if !ok || img.Bounds().Dx() != 600 || img.Bounds().Dy() != 600 {
		t.Fatalf("the image is %T %v, want 600×600", r.raster.img.Image, r.raster.img.Image)
	}
	st := big.State()
	st.Puzzle.Bridges = nil
	big.SetState(st)
	r = painted(t, big)
	if r.raster.img.Image == img {
		t.Error("SetState did not paint the image again")
	}

	shk := shikaku.Puzzle{Rows: 100, Cols: 100}
	for i := 0; i < 100*100; i += 7 {
		shk.Clues = append(shk.Clues, shikaku.Clue{Row: i / 100, Col: i % 100, Value: 7})
	}
	sb := NewShikaku(ShikakuState{Puzzle: shk})
	show(t, sb, 600, 600)
	if r := painted(t, sb); len(r.Objects()) > rasterOver {
		t.Errorf("a 100×100 Shikaku board of %d clues shows %d objects", len(shk.Clues), len(r.Objects()))
	}

	small := NewHashi(HashiState{Puzzle: crossPuzzle()})
	show(t, small, 300, 300)
	if r := painted(t, small); r.rastered() || len(r.Objects()) < len(crossPuzzle().Islands) {
		t.Errorf("the 5×5 board shows %d objects, rastered %v", len(r.Objects()), r.rastered())
	}
}

// TestRasterScrolled: a board larger than its window, in a scroll
// container as the tabs show it, is painted only where the window shows it
// and a margin round it (a 200×200 board is 3,204 pixels a side); scrolling
// paints the part it brings into view.
func TestRasterScrolled(t *testing.T) {
	rasterNow(t)
	newApp(t, theme.VariantLight)
	b := NewHashi(HashiState{Puzzle: fullHashi(60)})
	sc := container.NewScroll(b)
	show(t, sc, 300, 300)
	r := painted(t, b)
	if b.Size().Width < 900 || !r.rastered() {
		t.Fatalf("the board is %v, rastered %v; want over 900 wide, as one image", b.Size(), r.rastered())
	}
	want := func(what string, at fyne.Position) {
		t.Helper()
		v := r.raster
		if !v.covers(at, fyne.NewSize(300, 300)) {
			t.Errorf("%s: the image shows %v+%v, not the window's part of the board at %v", what, v.at, v.size, at)
		}
		if v.size.Width > 300*(1+2*shownMargin) || v.size.Height > 300*(1+2*shownMargin) {
			t.Errorf("%s: the image shows %v of the board, more than the window and its margins", what, v.size)
		}
		img := v.img.Image.(*image.RGBA)
		if img.Rect.Dx() != int(v.size.Width) || img.Rect.Dy() != int(v.size.Height) {
			t.Errorf("%s: the image is %v pixels, for %v", what, img.Rect, v.size)
		}
	}
	want("at the top", fyne.Position{})
	sc.ScrollToOffset(fyne.NewPos(500, 400))
	want("scrolled", fyne.NewPos(500, 400))
}

// TestRasterTaps: taps and keys on a board shown as an image reach the
// islands and bridges under them, as on a small one.
func TestRasterTaps(t *testing.T) {
	rasterNow(t)
	newApp(t, theme.VariantLight)
	p := fullHashi(60)
	p.Bridges = nil
	b := NewHashi(HashiState{Puzzle: p})
	var ev events
	b.OnCycle = func(a, z int) { ev = append(ev, fmt.Sprintf("cycle %d-%d", a, z)) }
	win := show(t, b, 600, 600)
	if r := painted(t, b); !r.rastered() {
		t.Fatal("the 60×60 board is not shown as an image")
	}
	g := b.geom()
	test.TapCanvas(win.Canvas(), g.centre(10, 20)) // the first click, on the island: the focus
	// Beyond island r11c21's ring, towards its right neighbour, then below.
	test.TapCanvas(win.Canvas(), g.centre(10, 20).AddXY(g.cs*0.45, 0))
	test.TapCanvas(win.Canvas(), g.centre(10, 20).AddXY(0, g.cs*0.45))
	sameEvents(t, "taps beside r11c21", ev.take(), "cycle 620-621", "cycle 620-680")
	if b.selR != 10 || b.selC != 20 || !b.focused {
		t.Errorf("selected r%dc%d (focused %v), want r11c21 focused", b.selR+1, b.selC+1, b.focused)
	}
	press(t, win, fyne.KeyRight)
	if b.selC != 21 {
		t.Errorf("→ selected c%d, want c22", b.selC+1)
	}
}

// TestRenderRaster: the boards drawn as images, at a threshold that makes
// every board one, match their masters, and look like their vector
// drawings (the masters without the image): at most 8% of
// their pixels apart.
func TestRenderRaster(t *testing.T) {
	rasterNow(t)
	over := rasterOver
	rasterOver = 0
	t.Cleanup(func() { rasterOver = over })
	for _, tc := range []struct {
		name string
		mk   func(t *testing.T) fyne.Focusable
	}{{"hashi", renderHashi}, {"shikaku", renderShikaku}} {
		for _, th := range themes {
			master := fmt.Sprintf("raster_%s_%s_300.png", tc.name, th.name)
			t.Run(master, func(t *testing.T) {
				newApp(t, th.variant)
				b := tc.mk(t)
				win := show(t, b.(fyne.CanvasObject), 300, 300)
				win.Canvas().Focus(b)
				if r := painted(t, b.(fyne.Widget)); !r.rastered() {
					t.Fatal("the board is not shown as an image")
				}
				got := win.Canvas().Capture()
				test.AssertImageMatches(t, master, got)
				vector := readPNG(t, fmt.Sprintf("testdata/%s_%s_300.png", tc.name, th.name))
				if d := differing(got, vector); d > 0.08 {
					t.Errorf("%.1f%% of the pixels differ from the vector drawing by more than 64 levels", d*100)
				}
			})
		}
	}
}

func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// differing is the share of the pixels of a and b (of one size) that differ
// by more than 64 levels in some channel.
func differing(a, b image.Image) float64 {
	r := a.Bounds()
	if r.Size() != b.Bounds().Size() {
		return 1
	}
	off := b.Bounds().Min.Sub(r.Min)
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c1 := color.NRGBAModel.Convert(a.At(x, y)).(color.NRGBA)
			c2 := color.NRGBAModel.Convert(b.At(x+off.X, y+off.Y)).(color.NRGBA)
			if far(c1.R, c2.R) || far(c1.G, c2.G) || far(c1.B, c2.B) || far(c1.A, c2.A) {
				n++
			}
		}
	}
	return float64(n) / float64(r.Dx()*r.Dy())
}

func far(x, y uint8) bool { return max(x, y)-min(x, y) > 64 }
