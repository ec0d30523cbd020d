package latintype

import (
	"testing"
	"time"

	"grille/solve"
	"grille/solve/solvetest"
	"grille/solve/solvetest/latin"
)

func mustSquare(t *testing.T, s string) latin.Square {
	t.Helper()
	p, err := New().ParseOne("test", []byte(s))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestConformance puts the recipe's one method through the suite every
// method of every type passes (solve/solvetest): it needs a Hard puzzle,
// and an event before the method finishes, which the stop test waits for.
func TestConformance(t *testing.T) {
	typ := New()
	s := solvetest.Suite[latin.Square]{
		Type: typ,
		Cases: []solvetest.Case[latin.Square]{
			{Name: "unique", Puzzle: mustSquare(t, "12.\n..1\n...\n"), Want: solve.Unique, Easy: true},
			{Name: "multiple", Puzzle: mustSquare(t, "....\n....\n....\n....\n"), Want: solve.Multiple},
			{Name: "infeasible", Puzzle: mustSquare(t, "1.\n.2\n"), Want: solve.Infeasible},
			{Name: "given twice", Puzzle: mustSquare(t, "11\n..\n"), Want: solve.Infeasible},
			{Name: "sample", Puzzle: mustSquare(t, latin.Sample), Want: solve.Multiple},
		},
		Hard:   mustSquare(t, "1........\n.........\n.........\n.........\n.........\n.........\n.........\n.........\n........2\n"),
		Budget: 10 * time.Second,
	}
	for _, m := range typ.Methods.Methods() {
		t.Run(m.Info().ID, func(t *testing.T) { s.Run(t, m) })
	}
}

// TestCheck: the descriptor has every required part, and the optional
// ones are absent.
func TestCheck(t *testing.T) {
	typ := New()
	if err := typ.Check(); err != nil {
		t.Fatal(err)
	}
	if typ.GameText != nil || typ.ParseGames != nil || typ.ParseGame != nil || typ.Answer != nil || typ.Sketch != nil ||
		typ.Blank != nil || typ.Generator != nil || typ.Model != nil || typ.Stepper != nil || typ.Logic != nil {
		t.Error("an optional part is set")
	}
	if err := latin.Type.Check(); err == nil || err.Error() != `puzzle type "latin" lacks a method` {
		t.Errorf("latin.Type.Check() = %v", err)
	}
}
