package logic

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"grille/solve/sudoku/sudokutest"
)

// TestAICReachKeepsEveryChain: the AIC and the ALS chain find the same
// step, and under All the same steps in the same order, with aicReach
// skipping starts as when they search from every start: at every
// testdata position, and (with GRILLE_DATA) at every board of the
// logical solve of the first top1465 puzzles where they are searched.
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
		for _, withALS := range []bool{false, true} {
			next, all := chainSteps(s, withALS, false)
			wantNext, wantAll := chainSteps(s, withALS, true)
			if next != wantNext {
				t.Errorf("%s (ALS %v): step %s, from every start %s", names[i], withALS, next, wantNext)
			}
			if strings.Join(all, "\n") != strings.Join(wantAll, "\n") {
				t.Errorf("%s (ALS %v): %d steps under All, from every start %d", names[i], withALS, len(all), len(wantAll))
			}
		}
	}
	t.Logf("%d boards", len(boards))
}

// chainSteps is what aicSearch finds at s, its step and every step (as
// All sees them), searching from every start when every is set.
func chainSteps(s *state, withALS, every bool) (next string, all []string) {
	everyAICStart = every
	defer func() { everyAICStart = false }()
	tech := tAIC
	if withALS {
		tech = tALSChain
	}
	key := func(st *step) string {
		return fmt.Sprintf("%s (kind %d) %s", conclusionsOf(st), st.what, chainWords(s.t.n, st.chain))
	}
	var st step
	s.memo.drop()
	next = "none"
	if aicSearch(s, &st, withALS, tech) {
		next = key(&st)
	}
	st.collect = func(st *step) bool {
		all = append(all, key(st))
		return false
	}
	s.memo.drop()
	aicSearch(s, &st, withALS, tech)
	return next, all
}
