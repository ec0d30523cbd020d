package solve

import (
	"testing"
	"time"
)

func TestThrottle(t *testing.T) {
	t0 := time.Date(2024, 1, 1, 12, 0, 0, 0, time.UTC)
	ms := func(k int) time.Time { return t0.Add(time.Duration(k) * time.Millisecond) }
	type ask struct {
		at   int  // ms after t0
		mark bool // Mark instead of Ready
		want bool // Ready's answer
	}
	for _, tc := range []struct {
		name  string
		every time.Duration
		start bool // Mark(t0) first
		asks  []ask
	}{
		{"new: ready at once", 100 * time.Millisecond, false, []ask{{at: 0, want: true}, {at: 1}, {at: 99}, {at: 100, want: true}}},
		{"marked start: a full period first", 100 * time.Millisecond, true, []ask{{at: 0}, {at: 99}, {at: 100, want: true}, {at: 150}}},
		{"periods count from the last yes", 50 * time.Millisecond, false, []ask{{at: 10, want: true}, {at: 55}, {at: 60, want: true}, {at: 109}, {at: 110, want: true}}},
		{"a mark restarts the wait", 50 * time.Millisecond, false, []ask{{at: 0, want: true}, {at: 40, mark: true}, {at: 60}, {at: 89}, {at: 90, want: true}}},
		{"every 0: always ready", 0, true, []ask{{at: 0, want: true}, {at: 0, want: true}, {at: 1, want: true}}},
		{"the clock going back: not ready", 10 * time.Millisecond, false, []ask{{at: 100, want: true}, {at: 50}, {at: 110, want: true}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			th := Throttle{Every: tc.every}
			if tc.start {
				th.Mark(t0)
			}
			for i, a := range tc.asks {
				if a.mark {
					th.Mark(ms(a.at))
					continue
				}
				if got := th.Ready(ms(a.at)); got != a.want {
					t.Fatalf("ask %d at %d ms: Ready = %v, want %v", i, a.at, got, a.want)
				}
			}
		})
	}
}
