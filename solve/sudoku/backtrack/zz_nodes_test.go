package backtrack

import (
	"os"
	"runtime"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

func threadCPU() time.Duration {
	var ts unix.Timespec
	unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts)
	return time.Duration(ts.Nano())
}

// ZZCPU=1 go test -run ZZCPU: puzzles per thread-CPU second, robust to time sharing.
func TestZZCPU(t *testing.T) {
	if os.Getenv("ZZCPU") == "" {
		t.Skip()
	}
	runtime.LockOSThread()
	b := &testing.B{}
	_ = b
	for _, f := range []struct {
		name string
		max  int
	}{{"17clue_royle_49158.txt", 49158}, {"magictour_top1465.txt", 1465}, {"forum_hardest_1905_11plus.txt", 10000}, {"forum_hardest_1106.txt", 375}} {
		gs := loadSet(t, f.name)
		if len(gs) > f.max {
			gs = gs[:f.max]
		}
		best := time.Duration(1 << 62)
		var nodes int64
		for rep := 0; rep < 3; rep++ {
			nodes = 0
			t0 := threadCPU()
			for _, g := range gs {
				_, _, n := Count(g, 2)
				nodes += n
			}
			if d := threadCPU() - t0; d < best {
				best = d
			}
		}
		t.Logf("%-32s %8.0f puzzles/cpu-s  %6.1f nodes/puzzle %5.0f ns/node", f.name, float64(len(gs))/best.Seconds(), float64(nodes)/float64(len(gs)), float64(best.Nanoseconds())/float64(nodes))
	}
}

func TestZZHeur(t *testing.T) {
	if os.Getenv("ZZHEUR") == "" {
		t.Skip()
	}
	runtime.LockOSThread()
	for _, h := range []int{0, 3, 4, 5, 6} {
		Heur = h
		for _, name := range []string{"magictour_top1465.txt", "forum_hardest_1905_11plus.txt"} {
			gs := loadSet(t, name)
			if len(gs) > 5000 {
				gs = gs[:5000]
			}
			var nodes int64
			t0 := threadCPU()
			for _, g := range gs {
				_, _, n := Count(g, 2)
				nodes += n
			}
			d := threadCPU() - t0
			t.Logf("heur %d %-32s %8.0f puzzles/cpu-s  %6.1f nodes/puzzle", h, name, float64(len(gs))/d.Seconds(), float64(nodes)/float64(len(gs)))
		}
	}
	Heur = 0
}
