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

// ZZCPU=1 go test -run ZZCPU: best-of-many puzzles per thread-CPU second.
func TestZZCPU(t *testing.T) {
	if os.Getenv("ZZCPU") == "" {
		t.Skip()
	}
	runtime.LockOSThread()
	for _, f := range []struct {
		name  string
		chunk int
	}{{"17clue_royle_49158.txt", 3000}, {"magictour_top1465.txt", 1465}, {"forum_hardest_1905_11plus.txt", 300}, {"forum_hardest_1106.txt", 375}} {
		all := loadSet(t, f.name)
		best := time.Duration(1 << 62)
		var nodes int64
		var bestN int
		for rep := 0; rep < 15; rep++ {
			off := (rep * f.chunk) % len(all)
			gs := all[off:min(off+f.chunk, len(all))]
			if f.chunk == len(all) {
				gs = all
			}
			_ = gs
			gs = all[:min(f.chunk, len(all))]
			nodes = 0
			t0 := threadCPU()
			for _, g := range gs {
				_, _, n := Count(g, 2)
				nodes += n
			}
			if d := threadCPU() - t0; d < best {
				best = d
				bestN = len(gs)
			}
		}
		t.Logf("%-32s %8.0f puzzles/cpu-s  %6.1f nodes/puzzle %5.0f ns/node", f.name, float64(bestN)/best.Seconds(), float64(nodes)/float64(bestN), float64(best.Nanoseconds())/float64(nodes))
	}
}
