package ilp

import (
	"context"
	"strings"
	"testing"

	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/hashi/hashitest"
)

// TestTooManyEdges: past MaxEdges candidate bridges the method answers
// Unknown at once and says why, whatever the variant; at MaxEdges or
// fewer it builds the program (here without an engine, which it then
// reports missing). A side×side board of 2s has 2·side·(side-1)
// candidates: 19,800 at 100, 20,200 at 101.
func TestTooManyEdges(t *testing.T) {
	board := func(side int) hashi.Puzzle {
		var b strings.Builder
		for r := 0; r < side; r++ {
			b.WriteString(strings.TrimSpace(strings.Repeat("2 ", side)))
			b.WriteByte('\n')
		}
		return hashitest.Parse(t, b.String())
	}
	small, big := board(100), board(101)
	for _, par := range []Params{{}, {PaperObjectiveOnly: true}} {
		m := NewWith(nil, par)
		res, err := m.Solve(context.Background(), big, func(solve.Event[hashi.Puzzle]) {})
		if err != nil || res.Status != solve.Unknown || !strings.Contains(res.Say.String(), "20200 candidate bridges: more than the 20000") {
			t.Errorf("%+v on 101×101: %v %v %q", par, err, res.Status, res.Say.String())
		}
		res, err = m.Solve(context.Background(), small, func(solve.Event[hashi.Puzzle]) {})
		if err != nil || res.Status != solve.Unknown || res.Say.String() != "LP engine not built in" {
			t.Errorf("%+v on 100×100: %v %v %q", par, err, res.Status, res.Say.String())
		}
	}
}
