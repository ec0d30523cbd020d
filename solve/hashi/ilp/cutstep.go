package ilp

import (
	"strconv"
	"strings"

	"grille/solve"
	"grille/solve/hashi"
)

// maxCutSteps bounds the cuts a run shows one by one (a Step each, with
// the answer they cut); a board whose answers fall apart into thousands
// of groups says the rest in one line.
const maxCutSteps = 200

// maxNamed bounds the islands and bridges a cut's line names.
const maxNamed = 8

// cutStep reports the cut of group c (islands labelled c) as a Step: the
// islands named, the candidate bridges leaving the group named, and the
// picture of both on the answer that fell apart. It says nothing for a
// run nobody watches; past maxCutSteps it only counts.
func (r *run) cutStep(n int, answer hashi.Puzzle, label []int, c int) {
	if solve.Unwatched(r.ctx) {
		return
	}
	r.cutSteps++
	if r.cutSteps > maxCutSteps {
		if r.cutSteps == maxCutSteps+1 {
			r.logf("more than %d cuts: the next ones are counted, not shown one by one", maxCutSteps)
		}
		return
	}
	var mark hashi.StepMark
	var islands, bridges []string
	for i, l := range label {
		if l == c {
			mark.Islands = append(mark.Islands, i)
			is := r.p.Islands[i]
			islands = append(islands, hashi.CellName(is.Row, is.Col))
		}
	}
	for _, e := range r.g.Edges {
		if (label[e.A] == c) != (label[e.B] == c) {
			mark.Min = append(mark.Min, hashi.PairCount{A: e.A, B: e.B, Count: 1})
			a, b := r.p.Islands[e.A], r.p.Islands[e.B]
			bridges = append(bridges, hashi.CellName(a.Row, a.Col)+"–"+hashi.CellName(b.Row, b.Col))
		}
	}
	r.report(solve.Event[hashi.Puzzle]{Kind: solve.Step, Stats: r.stats, Detail: hashi.CutStep{Puzzle: answer, Mark: mark},
		Say: solve.Say("cut %d: the group of %s (%s) stands apart from the others; at least one bridge must join it to the rest, over one of its %s: %s",
			n, solve.Count{N: len(islands), Word: "island"}, names(islands), solve.Count{N: len(bridges), Word: "candidate bridge"}, names(bridges))})
}

// names lists the first maxNamed of names, and how many more.
func names(ns []string) string {
	if len(ns) <= maxNamed {
		return strings.Join(ns, ", ")
	}
	return strings.Join(ns[:maxNamed], ", ") + ", … (+" + strconv.Itoa(len(ns)-maxNamed) + ")"
}
