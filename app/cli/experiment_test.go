package cli

import (
	"reflect"
	"testing"

	"grille/solve/chart"
)

// TestSeriesByName: one series per name, in the order the names first
// come, each with its points in input order.
func TestSeriesByName(t *testing.T) {
	type pt struct {
		name string
		x, y float64
	}
	for _, c := range []struct {
		in   []pt
		want []chart.Series
	}{
		{nil, nil},
		{[]pt{{"exact", 4, 1}}, []chart.Series{{Name: "exact", X: []float64{4}, Y: []float64{1}}}},
		{[]pt{{"exact", 4, 1}, {"anneal", 4, 2}, {"exact", 9, 3}, {"ilp", 4, 5}, {"anneal", 9, 4}},
			[]chart.Series{
				{Name: "exact", X: []float64{4, 9}, Y: []float64{1, 3}},
				{Name: "anneal", X: []float64{4, 9}, Y: []float64{2, 4}},
				{Name: "ilp", X: []float64{4}, Y: []float64{5}},
			}},
	} {
		got := seriesByName(len(c.in), func(i int) (string, float64, float64) { return c.in[i].name, c.in[i].x, c.in[i].y })
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("seriesByName(%v) = %+v, want %+v", c.in, got, c.want)
		}
	}
}
