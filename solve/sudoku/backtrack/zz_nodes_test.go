package backtrack

import "testing"

func BenchmarkZZNodes(b *testing.B) {
	for _, f := range []string{"17clue_royle_49158.txt", "magictour_top1465.txt", "forum_hardest_1905_11plus.txt"} {
		gs := loadSet(b, f)
		var tot int64
		for _, g := range gs {
			_, _, n := Count(g, 2)
			tot += n
		}
		b.Logf("%s: %.1f nodes/puzzle", f, float64(tot)/float64(len(gs)))
	}
}
