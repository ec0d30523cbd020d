package logic

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"grille/solve/sudoku/sudokutest"
)

// TestAICReachKeepsEveryChain: the ALS chain finds the same step, and
// under All the same steps in the same order, with aicReach skipping
// starts as when it searches from every start: at every
// testdata position, and (with GRILLE_DATA) at every board of the
// logical solve of the first top1465 puzzles where it is searched.
// A conclusion aicSearch learns to draw that aicReach does not foresee
// fails it.
func TestAICReachKeepsEveryChain(t *testing.T) {
	data, err := os.ReadFile(positionsFile)
	if err != nil {
		t.Fatal(err)
	}
	var boards []*state
	var names []string
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if f := strings.Split(line, " | "); len(f) == 4 && !strings.HasPrefix(line, "#") {
			boards = append(boards, loadPosition(t, f[1]))
			names = append(names, fmt.Sprintf("%s line %d", positionsFile, i+1))
		}
	}
	if os.Getenv("GRILLE_DATA") != "" && !testing.Short() {
		ctx := context.Background()
		for i, g := range sudokutest.Set(t, "magictour_top1465.txt")[:4] {
			s, err := start(ctx, g, nil)
			if err != nil {
				t.Fatal(err)
			}
			var st step
			for k := 0; ; k++ {
				if status, _, _ := s.status(); status != open {
					break
				}
				ok, err := find(ctx, s, &st, gExtreme)
				if err != nil || !ok {
					break
				}
				if st.tech >= tAIC {
					b := newState(s.t)
					copy(b.val, s.val)
					copy(b.cand, s.cand)
					boards = append(boards, b)
					names = append(names, fmt.Sprintf("top1465 puzzle %d step %d", i+1, k+1))
				}
				s.apply(&st)
			}
		}
	}
	for i, s := range boards {
		next, all := chainSteps(s, false)
		wantNext, wantAll := chainSteps(s, true)
		if next != wantNext {
			t.Errorf("%s: step %s, from every start %s", names[i], next, wantNext)
		}
		if strings.Join(all, "\n") != strings.Join(wantAll, "\n") {
			t.Errorf("%s: %d steps under All, from every start %d", names[i], len(all), len(wantAll))
		}
	}
	t.Logf("%d boards", len(boards))
}

// chainSteps is what the ALS chain (the search aicReach serves) finds at
// s: its step, and the first 10 steps as All takes them; searching from
// every start when every is set.
func chainSteps(s *state, every bool) (next string, all []string) {
	everyAICStart = every
	defer func() { everyAICStart = false }()
	key := func(st *step) string {
		return fmt.Sprintf("%s (kind %d) %s", conclusionsOf(st), st.what, chainWords(s.t.n, st.chain))
	}
	var st step
	s.memo.drop()
	next = "none"
	if alsChain(s, &st) {
		next = key(&st)
	}
	st.collect = func(st *step) bool {
		all = append(all, key(st))
		return len(all) == 10
	}
	s.memo.drop()
	alsChain(s, &st)
	return next, all
}
