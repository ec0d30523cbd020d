package chart

import (
	"bytes"
	"image/png"
	"math"
	"testing"

	"golang.org/x/image/font/gofont/goregular"
)

func TestPNG(t *testing.T) {
	s := Spec{
		Title: "cost", XLabel: "temperature steps", YLabel: "cost",
		Series: []Series{
			{Name: "current", X: []float64{0, 1, 2, 3}, Y: []float64{40, 20, 5, 0}},
			{Name: "best", X: []float64{0, 1, 2, 3}, Y: []float64{40, 20, 5, 0}, Dash: true},
		},
		Marks: []float64{2},
		LogY:  true, // the zero is skipped, not an error
	}
	b, err := PNG(s, 400, 250)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if r := img.Bounds(); r.Dx() != 400 || r.Dy() != 250 {
		t.Fatalf("size %v, want 400×250", r)
	}
	// The line colour must appear somewhere: the chart is not blank.
	found := false
	want := Palette[0]
	wr, wg, wb, _ := want.RGBA()
	for y := 0; y < 250 && !found; y++ {
		for x := 0; x < 400; x++ {
			r, g, b, _ := img.At(x, y).RGBA()
			if r>>8 == wr>>8 && g>>8 == wg>>8 && b>>8 == wb>>8 {
				found = true
				break
			}
		}
	}
	if !found {
		t.Error("the first series' colour is nowhere in the image")
	}
	if _, err := Image(Spec{}, 100, 80); err != nil {
		t.Errorf("an empty chart should render: %v", err)
	}
}

func TestCompact(t *testing.T) {
	for _, tt := range []struct {
		v    float64
		want string
	}{{2500000, "2.5M"}, {40000, "40k"}, {1234, "1234"}, {0.25, "0.25"}, {-9, "-9"}, {3e9, "3G"}} {
		if got := Compact(tt.v); got != tt.want {
			t.Errorf("Compact(%v) = %q, want %q", tt.v, got, tt.want)
		}
	}
}

// The window's options: a face of its own, every text (ticks included)
// at TextPx pixels, two panels stacked; gonum's defaults otherwise.
func TestStackTextSize(t *testing.T) {
	x := []float64{0, 1, 2, 3}
	top := Spec{Font: goregular.TTF, TextPx: 13, YLabel: "cost", NoXTicks: true, LegendRight: true,
		Series: []Series{{Name: "current", X: x, Y: []float64{40, 20, 5, 0}}},
		Marks:  []float64{1}, Reheats: []float64{2}, RestartName: "new trial", ReheatName: "reheat"}
	bottom := Spec{Font: goregular.TTF, TextPx: 13, XLabel: "temperature steps", YLabel: "T", LogY: true, NoLegend: true,
		Series: []Series{{X: x, Y: []float64{810, 10, 0.1, 0.003}}}}
	for _, s := range []Spec{top, bottom} {
		if px, err := MinTextPx(s); err != nil || math.Abs(px-13) > 1e-9 {
			t.Errorf("smallest text %v px, %v; want 13", px, err)
		}
	}
	if px, _ := MinTextPx(Spec{}); math.Abs(px-10*96.0/72) > 1e-9 {
		t.Errorf("default smallest text %v px, want gonum's 10 pt", px)
	}
	img, err := Stack(600, 200, top, bottom)
	if err != nil {
		t.Fatal(err)
	}
	if r := img.Bounds(); r.Dx() != 600 || r.Dy() != 200 {
		t.Fatalf("size %v", r)
	}
	if _, err := Stack(600, 200, Spec{Font: []byte("not a font"), Series: top.Series}); err == nil {
		t.Error("a broken face should be an error")
	}
}

func TestLogTicks(t *testing.T) {
	for _, c := range []struct {
		lo, hi     float64
		minL, maxL int
	}{{0.0027, 810, 2, 6}, {2.6, 5.6, 2, 12}, {0.994, 1, 2, 12}, {0.5, 12, 2, 8}} {
		n := 0
		for _, tk := range (logTicks{}).Ticks(c.lo, c.hi) {
			if tk.Label != "" {
				n++
				if tk.Value < c.lo || tk.Value > c.hi {
					t.Errorf("[%v, %v]: label %q at %v outside", c.lo, c.hi, tk.Label, tk.Value)
				}
			}
		}
		if n < c.minL || n > c.maxL {
			t.Errorf("[%v, %v]: %d labels", c.lo, c.hi, n)
		}
	}
}

// TestCountAxis: a panel of counts that are all zero (a run solved at the
// root: 0 nodes) reads 0…1, not −1…1, with labels at whole numbers only;
// larger counts keep their range from 0.
func TestCountAxis(t *testing.T) {
	for _, tt := range []struct {
		ys     []float64
		lo, hi float64
	}{{[]float64{0, 0, 0}, 0, 1}, {[]float64{0, 3, 16}, 0, 16}, {[]float64{2, 5}, 0, 5}} {
		p, err := build(Spec{Count: true, TextPx: 13, Series: []Series{{X: []float64{0, 1, 2}[:len(tt.ys)], Y: tt.ys}}, Marks: []float64{1}})
		if err != nil {
			t.Fatal(err)
		}
		if p.Y.Min != tt.lo || p.Y.Max != tt.hi {
			t.Errorf("%v: y axis %v…%v, want %v…%v", tt.ys, p.Y.Min, p.Y.Max, tt.lo, tt.hi)
		}
		for _, tk := range p.Y.Tick.Marker.Ticks(p.Y.Min, p.Y.Max) {
			if tk.Value != math.Trunc(tk.Value) || tk.Value < 0 {
				t.Errorf("%v: a tick at %v (%q)", tt.ys, tk.Value, tk.Label)
			}
		}
	}
}
