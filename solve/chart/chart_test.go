package chart

import (
	"bytes"
	"image/png"
	"testing"
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
