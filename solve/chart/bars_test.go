package chart

import (
	"bytes"
	"image/png"
	"os"
	"testing"

	"golang.org/x/image/font/gofont/goregular"
)

func TestBarsLogScale(t *testing.T) {
	for _, c := range []struct {
		values []float64
		log    bool
	}{
		{[]float64{1, 5, 9.9}, false},
		{[]float64{1, 5, 10}, true},
		{[]float64{0, 0.5}, true}, // 0 is drawn at BarFloor, three decades down
		{[]float64{3}, false},
		{nil, false},
	} {
		var s BarSpec
		for _, v := range c.values {
			s.Bars = append(s.Bars, Bar{Label: "m", Value: v})
		}
		if got := s.LogScale(); got != c.log {
			t.Errorf("%v: log scale %v, want %v", c.values, got, c.log)
		}
	}
}

// TestBarPNG draws bars on both scales: the image has the asked size, the
// bars' colours, and texts of the asked size.
func TestBarPNG(t *testing.T) {
	for _, values := range [][]float64{{0.2, 40, 12000}, {3, 5, 8}} {
		s := BarSpec{XLabel: "time (ms)", Font: goregular.TTF, TextPx: 13}
		for i, v := range values {
			s.Bars = append(s.Bars, Bar{Label: "method " + string(rune('a'+i)), Value: v, Note: Compact(v) + " ms", Color: Palette[i]})
		}
		b, err := BarPNG(s, 600, 300)
		if err != nil {
			t.Fatal(err)
		}
		if name := os.Getenv("GRILLE_BARS_PNG"); name != "" {
			os.WriteFile(name, b, 0o644)
		}
		img, err := png.Decode(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		if r := img.Bounds(); r.Dx() != 600 || r.Dy() != 300 {
			t.Fatalf("size %v, want 600×300", r)
		}
		for i := range values {
			want := Palette[i]
			wr, wg, wb, _ := want.RGBA()
			found := 0
			for y := 0; y < 300; y++ {
				for x := 0; x < 600; x++ {
					r, g, b, _ := img.At(x, y).RGBA()
					if r>>8 == wr>>8 && g>>8 == wg>>8 && b>>8 == wb>>8 {
						found++
					}
				}
			}
			if found < 20 {
				t.Errorf("%v: bar %d's colour on %d pixels", values, i, found)
			}
		}
		px, err := BarMinTextPx(s)
		if err != nil || px < 12.9 {
			t.Errorf("%v: smallest text %.1f px (%v), want 13", values, px, err)
		}
	}
}
