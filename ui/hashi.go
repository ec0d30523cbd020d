package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"grille/solve"
	"grille/solve/hashi"
	"grille/ui/board"
)

// HashiTab is the Hashiwokakero tab: islands to edit, bridges to cycle by
// hand, the shared panel.
type HashiTab struct {
	*TabCore[hashi.Puzzle, board.HashiState]
	Board       *board.Hashi
	EditIslands *widget.Check
}

func init() { registerTab("hashi", NewHashiTab) }

func hashiState(p hashi.Puzzle, found bool) board.HashiState {
	over, cross := p.Problems()
	return board.HashiState{Puzzle: p.Clone(), Overfull: over, Crossing: cross, Isolated: p.Isolated(), Found: found}
}

// NewHashiTab builds the tab for typ with puzzle p loaded.
func NewHashiTab(win fyne.Window, typ *solve.Type[hashi.Puzzle], p hashi.Puzzle) *HashiTab {
	t := &HashiTab{Board: board.NewHashi(hashiState(p, false))}
	t.Board.OnIsland = t.setIsland
	t.Board.OnCycle = t.cycle
	t.Board.OnLessen = t.lessen
	t.EditIslands = widget.NewCheck(tr("Edit islands"), func(on bool) { t.Board.Editing = on; t.Board.Refresh() })
	t.TabCore = NewTabCore[hashi.Puzzle, board.HashiState](win, typ, hashiPresenter{t}, p)
	return t
}

// hashiPresenter is the Hashi tab as the shared tab sees it.
type hashiPresenter struct{ t *HashiTab }

func (p hashiPresenter) Board() fyne.CanvasObject                { return p.t.Board }
func (p hashiPresenter) Show(st board.HashiState)                { p.t.Board.SetState(st) }
func (p hashiPresenter) Fresh(q hashi.Puzzle) board.HashiState   { return hashiState(q, false) }
func (p hashiPresenter) Play(st board.HashiState) hashi.Puzzle   { return st.Puzzle }
func (p hashiPresenter) Puzzle(st board.HashiState) hashi.Puzzle { return st.Puzzle.Bare() }
func (p hashiPresenter) SetEditing(on bool)                      { p.t.EditIslands.SetChecked(on) }
func (p hashiPresenter) EditingLabel() string                    { return p.t.EditIslands.Text }
func (p hashiPresenter) Controls() []fyne.CanvasObject           { return []fyne.CanvasObject{p.t.EditIslands} }

// Game is the state as a game file holds it: when a method drew the
// bridges (Found), each is written as the solver's.
func (p hashiPresenter) Game(st board.HashiState) solve.Game[hashi.Puzzle] {
	g := solve.Game[hashi.Puzzle]{Puzzle: st.Puzzle.Bare(), Play: st.Puzzle}
	if st.Found && len(st.Puzzle.Bridges) > 0 {
		g.Found = make([]bool, len(st.Puzzle.Bridges))
		for i := range g.Found {
			g.Found[i] = true
		}
	}
	return g
}

// Resume draws the bridges in the solver's colour when a method found
// them all; a game with any bridge of the player's is the player's (the
// board colours its bridges one way, as after a bridge cycled by hand).
func (p hashiPresenter) Resume(g solve.Game[hashi.Puzzle]) board.HashiState {
	found := len(g.Play.Bridges) > 0
	for i := range g.Play.Bridges {
		found = found && g.FoundAt(i)
	}
	return hashiState(g.Play, found)
}

func (p hashiPresenter) Solved(_ board.HashiState, sol hashi.Puzzle) board.HashiState {
	return hashiState(sol, true)
}

func (p hashiPresenter) Stepped(_ board.HashiState, r solve.StepResult[hashi.Puzzle]) board.HashiState {
	return hashiState(r.Next, false)
}

// Check marks in red the islands of bridges that are not the solution's.
func (p hashiPresenter) Check(st board.HashiState, sol hashi.Puzzle) (board.HashiState, string) {
	right := map[hashi.Bridge]bool{}
	for _, b := range sol.Bridges {
		right[b] = true
	}
	wrong := 0
	for _, b := range st.Puzzle.Bridges {
		if !right[b] {
			wrong++
			st.Isolated = append(st.Isolated, b.A, b.B)
		}
	}
	n := len(st.Puzzle.Bridges)
	switch {
	case n == 0:
		return st, tr("Check: you have not drawn any bridge yet")
	case wrong == 0:
		return st, fmt.Sprintf(tr("Check: all your %s are right"), plural("bridge", n))
	}
	return st, fmt.Sprintf(tr("Check: %d of your %s are wrong (their islands in red)"), wrong, plural("bridge", n))
}

// Picture shows what a method left in the log: the bridges the exact
// method's rules settle before any search, a connectivity cut of the ilp
// method, or an annealing move.
func (p hashiPresenter) Picture(cur board.HashiState, ds []any) (board.HashiState, bool) {
	switch d := ds[len(ds)-1].(type) {
	case hashi.Sure:
		return hashiState(d.Puzzle, true), true
	case hashi.Moved:
		return movedPicture(d), true
	case hashi.CutStep:
		// The ilp method's connectivity cut: the answer that fell apart,
		// the group cut off ringed, the bridges leaving it banded.
		st := hashiState(d.Puzzle, false)
		st.Step = &d.Mark
		// Falling apart is what the picture is about, not a player's
		// mistake: no island in the red of "not connected".
		st.Isolated = nil
		return st, true
	}
	return cur, false
}

// movedPicture is an annealing move (the window at its slowest speeds):
// the bridges it left in the solver's colour, crossings and overfull
// islands in red (the energy's C and ΔW), the pair it changed banded
// under its bridges (struck when it took them away) and its two islands
// ringed; a refused move leaves the bridges as they were, its pair
// thinly banded. A group closed off is no mistake of the annealing's
// (its energy does not look at connections): not in red.
func movedPicture(d hashi.Moved) board.HashiState {
	st := hashiState(d.Puzzle, true)
	st.Isolated = nil
	pair := []hashi.PairCount{{A: d.A, B: d.B, Count: d.To}}
	mark := hashi.StepMark{Islands: []int{d.A, d.B}, Min: pair}
	if d.Kept {
		mark.Settled, mark.Min = pair, nil
	}
	st.Step = &mark
	return st
}

// setIsland places (value 1–8) or removes (0) an island; bridges touching
// a changed island go, since their meaning changed.
func (t *HashiTab) setIsland(row, col, v int) {
	if t.Panel.Running() {
		return
	}
	old := t.State().Puzzle
	p := hashi.Puzzle{Rows: old.Rows, Cols: old.Cols}
	for _, is := range old.Islands {
		if is.Row != row || is.Col != col {
			p.Islands = append(p.Islands, is)
		}
	}
	if v > 0 {
		p.Islands = append(p.Islands, hashi.Island{Row: row, Col: col, Value: v})
	}
	for i := 1; i < len(p.Islands); i++ { // row-major, as the model expects
		for j := i; j > 0 && (p.Islands[j].Row < p.Islands[j-1].Row || p.Islands[j].Row == p.Islands[j-1].Row && p.Islands[j].Col < p.Islands[j-1].Col); j-- {
			p.Islands[j], p.Islands[j-1] = p.Islands[j-1], p.Islands[j]
		}
	}
	t.Push(hashiState(p, false))
	if v > 0 {
		t.Panel.Status.SetText(fmt.Sprintf(tr("island %d at %s"), v, hashi.CellName(row, col)))
	} else {
		t.Panel.Status.SetText(hashi.CellName(row, col) + tr(" cleared"))
	}
}

// cycle turns the bridges between islands a and b from 0 to 1 to 2 to 0.
func (t *HashiTab) cycle(a, b int) {
	t.setBridges(a, b, func(count int) int { return (count + 1) % 3 })
}

// lessen takes one bridge away between islands a and b (none stay none).
func (t *HashiTab) lessen(a, b int) {
	t.setBridges(a, b, func(count int) int { return max(count-1, 0) })
}

// setBridges sets the bridges between islands a and b to next(what they
// are), as one move (none when nothing changes).
func (t *HashiTab) setBridges(a, b int, next func(int) int) {
	if t.Panel.Running() {
		return
	}
	p := t.State().Puzzle.Clone()
	count, at := 0, -1
	for i, br := range p.Bridges {
		if br.A == a && br.B == b {
			count, at = br.Count, i
		}
	}
	n := next(count)
	if n == count {
		return
	}
	switch {
	case at >= 0 && n == 0:
		p.Bridges = append(p.Bridges[:at], p.Bridges[at+1:]...)
	case at >= 0:
		p.Bridges[at].Count = n
	default:
		p.Bridges = append(p.Bridges, hashi.Bridge{A: a, B: b, Count: n})
	}
	st := hashiState(p, false)
	t.Push(st)
	switch {
	case hashi.Verify(t.CurrentPuzzle(), p) == nil:
		t.Panel.Status.SetText(tr("Solved! Every island has its bridges and all are connected."))
		t.finishedByHand()
	case len(st.Crossing) > 0:
		t.Panel.Status.SetText(tr("Bridges may not cross"))
	case len(st.Overfull) > 0:
		t.Panel.Status.SetText(tr("An island has more bridges than its number"))
	default:
		t.Panel.Status.SetText(fmt.Sprintf(tr("%s between %s and %s"), plural("bridge", n), hashi.CellName(p.Islands[a].Row, p.Islands[a].Col), hashi.CellName(p.Islands[b].Row, p.Islands[b].Col)))
	}
}

// Marked draws a Deduction's hashi.StepMark (its Mark or Hint, by value
// or by pointer) on a state; any other mark leaves it as it is.
func (p hashiPresenter) Marked(st board.HashiState, mark any) board.HashiState {
	if m, ok := markOf[hashi.StepMark](mark); ok {
		st.Step = m
	}
	return st
}
