package chart

import (
	"testing"

	"gonum.org/v1/plot"
)

// TestSpacedTicks: a short panel keeps at most as many y labels as it has
// room for, evenly spaced; a tall one keeps them all.
func TestSpacedTicks(t *testing.T) {
	for _, c := range []struct {
		rowPx, px float64
		lo, hi    float64
		want      int // labels at most
	}{
		{85, 13, 0, 88, 3},    // the annealing cost panel at 1024×768
		{85, 13, 0.1, 810, 3}, // its temperature, log scale
		{400, 13, 0, 88, 20},
		{20, 13, 0, 88, 2},
	} {
		m := maxYLabels(c.rowPx, c.px)
		if m > c.want {
			t.Errorf("row %v px, text %v px: room for %d labels, want at most %d", c.rowPx, c.px, m, c.want)
		}
		for _, inner := range []plot.Ticker{compactTicks{plot.DefaultTicks{}}, logTicks{}} {
			all := inner.Ticks(c.lo, c.hi)
			got := spacedTicks{inner, m}.Ticks(c.lo, c.hi)
			n, kept := 0, 0
			for i := range got {
				if got[i].Label != "" {
					n++
				}
				if all[i].Label != "" {
					kept++
				}
			}
			if len(got) != len(all) || n > m || n == 0 || (kept <= m && n != kept) {
				t.Errorf("row %v px, %v..%v: %d of %d labels kept, room for %d", c.rowPx, c.lo, c.hi, n, kept, m)
			}
		}
	}
}
