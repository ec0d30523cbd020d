package ui

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"grille/solve"
	"grille/solve/hashi"
	"grille/solve/hashi/exact"
	"grille/solve/hashi/gen"
	"grille/solve/hashi/ilp"
	"grille/ui/board"
)

// HashiTab is the Hashiwokakero tab: islands to edit, bridges to cycle by
// hand, the shared panel, and the paper's generator.
type HashiTab struct {
	*TabCore[hashi.Puzzle, board.HashiState]
	Board       *board.Hashi
	EditIslands *widget.Check
	content     fyne.CanvasObject
}

// HashiIO reads and writes Hashiwokakero for the tab.
var HashiIO = PuzzleIO[hashi.Puzzle]{
	Parse: hashi.Parse, ParseOne: hashi.ParseOne,
	Save: hashi.Puzzle.GridText,
	Copy: hashi.Puzzle.GameID, CopyName: "a Simon Tatham game ID",
	Describe: func(p hashi.Puzzle) string {
		return fmt.Sprintf("%d×%d puzzle, %d islands", p.Rows, p.Cols, len(p.Islands))
	},
	Model:    ilp.Model,
	ModelDoc: "The paper's model (seed 004): x (a bridge) and y (how many) per pair of islands in line, degree and crossing rows.",
	FileName: "hashi",
}

func hashiState(p hashi.Puzzle, found bool) board.HashiState {
	over, cross := p.Problems()
	return board.HashiState{Puzzle: p.Clone(), Overfull: over, Crossing: cross, Found: found}
}

// NewHashiTab builds the tab with puzzle p loaded.
func NewHashiTab(win fyne.Window, reg *solve.Registry[hashi.Puzzle], p hashi.Puzzle) *HashiTab {
	t := &HashiTab{TabCore: NewTabCore[hashi.Puzzle, board.HashiState](win, "Hashi", hashi.Kind, reg, HashiIO)}
	t.Board = board.NewHashi(hashiState(p, false))
	t.StateOf = func(p hashi.Puzzle) board.HashiState { return hashiState(p, false) }
	t.PuzzleOf = func(s board.HashiState) hashi.Puzzle { return s.Puzzle.Bare() }
	t.WithSolution = func(_ board.HashiState, sol hashi.Puzzle) board.HashiState { return hashiState(sol, true) }
	t.WithLive = t.WithSolution
	t.Render = t.Board.SetState
	t.Panel.OnDetail = t.detail
	t.Panel.OnStep = t.Step
	t.NewDialog = t.askNew
	t.Board.OnIsland = t.setIsland
	t.Board.OnCycle = t.cycle
	t.EditIslands = widget.NewCheck("Edit islands", func(on bool) { t.Board.Editing = on; t.Board.Refresh() })
	gen := widget.NewButtonWithIcon("Generate", theme.ViewRefreshIcon(), t.askGenerate)
	t.AddControls(t.EditIslands, gen)
	t.content = t.Layout(t.Board)
	t.Init(p)
	return t
}

// Content is the tab's root object.
func (t *HashiTab) Content() fyne.CanvasObject { return t.content }

// Step applies the exact method's rules to the puzzle (island sums,
// crossings, isolation; see its description) until they settle nothing
// more, and draws what they settle as a move: bridges added, and the
// player's bridges the rules contradict corrected, each logged. The rules
// look at the puzzle, not at the player's bridges, which may be wrong: a
// second Step adds nothing; the rest needs the search (Solve).
func (t *HashiTab) Step() {
	if t.Panel.Running() {
		return
	}
	st := t.State()
	bare := t.CurrentPuzzle()
	if err := bare.Validate(); err != nil {
		t.Panel.Status.SetText(err.Error())
		return
	}
	counts, ok := exact.Deduce(bare)
	if !ok {
		t.Panel.Status.SetText("The rules reach a contradiction: this puzzle has no solution")
		t.Panel.AppendLog([]string{"Step: the rules reach a contradiction, so the puzzle has no solution"}, 0)
		return
	}
	have := map[hashi.Edge]int{}
	for _, b := range st.Puzzle.Bridges {
		have[hashi.Edge{A: b.A, B: b.B}] = b.Count
	}
	name := func(e hashi.Edge) string {
		a, b := bare.Islands[e.A], bare.Islands[e.B]
		return hashi.CellName(a.Row, a.Col) + "–" + hashi.CellName(b.Row, b.Col)
	}
	edges := hashi.Edges(bare) // counts' order
	var lines []string
	open := 0
	for i, e := range edges {
		c := counts[i]
		if c < 0 {
			open++
			continue
		}
		old, drawn := have[e]
		switch {
		case old == c:
			continue
		case drawn:
			lines = append(lines, fmt.Sprintf("%s: %d bridge(s), not %d (corrected)", name(e), c, old))
		default:
			lines = append(lines, fmt.Sprintf("%s: %d bridge(s)", name(e), c))
		}
		if c == 0 {
			delete(have, e)
		} else {
			have[e] = c
		}
	}
	if len(lines) == 0 {
		t.Panel.Status.SetText(fmt.Sprintf("The rules settle nothing more: %d candidate bridge(s) still open; Solve searches", open))
		return
	}
	p := bare.Clone()
	for _, e := range edges {
		if c := have[e]; c > 0 {
			p.Bridges = append(p.Bridges, hashi.Bridge{A: e.A, B: e.B, Count: c})
		}
	}
	t.Push(hashiState(p, false))
	changes := len(lines)
	const shown = 60
	if len(lines) > shown {
		lines = append(lines[:shown], fmt.Sprintf("… and %d more", len(lines)-shown))
	}
	t.Panel.AppendLog(append([]string{fmt.Sprintf("Step: the rules settle %d candidate bridge(s); %d still open", len(counts)-open, open)}, lines...), 0)
	if hashi.Verify(bare, p) == nil {
		t.Panel.Status.SetText("Solved by the rules alone")
	} else {
		t.Panel.Status.SetText(fmt.Sprintf("Rules applied: %d change(s), %d candidate bridge(s) still open", changes, open))
	}
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
		t.Panel.Status.SetText(fmt.Sprintf("island %d at r%dc%d", v, row+1, col+1))
	}
}

// cycle turns the bridges between islands a and b from 0 to 1 to 2 to 0.
func (t *HashiTab) cycle(a, b int) {
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
	next := (count + 1) % 3
	switch {
	case at >= 0 && next == 0:
		p.Bridges = append(p.Bridges[:at], p.Bridges[at+1:]...)
	case at >= 0:
		p.Bridges[at].Count = next
	default:
		p.Bridges = append(p.Bridges, hashi.Bridge{A: a, B: b, Count: next})
	}
	st := hashiState(p, false)
	t.Push(st)
	switch {
	case hashi.Verify(t.CurrentPuzzle(), p) == nil:
		t.Panel.Status.SetText("Solved! Every island has its bridges and all are connected.")
	case len(st.Crossing) > 0:
		t.Panel.Status.SetText("Bridges may not cross")
	case len(st.Overfull) > 0:
		t.Panel.Status.SetText("An island has more bridges than its number")
	default:
		t.Panel.Status.SetText(fmt.Sprintf("%d bridge(s) between islands %d and %d", next, a+1, b+1))
	}
}

func (t *HashiTab) askNew() {
	t.askSize("New Hashiwokakero", 7, 7, func(r, c int) {
		t.EditIslands.SetChecked(true)
		t.Load(hashi.Puzzle{Rows: r, Cols: c})
	})
}

func (t *HashiTab) askGenerate() {
	e := func(v string) *widget.Entry { w := widget.NewEntry(); w.SetText(v); return w }
	rows, cols, islands := e("10"), e("10"), e("20")
	unique := widget.NewCheck("only puzzles with a unique solution", nil)
	unique.SetChecked(true)
	dialog.ShowForm("Generate Hashiwokakero (Rafaralahy's generator)", "Generate", "Cancel", []*widget.FormItem{
		widget.NewFormItem("Rows", rows), widget.NewFormItem("Columns", cols),
		widget.NewFormItem("Points", islands), widget.NewFormItem("", unique),
	}, func(ok bool) {
		if !ok {
			return
		}
		r, err1 := strconv.Atoi(rows.Text)
		c, err2 := strconv.Atoi(cols.Text)
		n, err3 := strconv.Atoi(islands.Text)
		if err1 != nil || err2 != nil || err3 != nil {
			dialog.ShowError(fmt.Errorf("generator parameters must be whole numbers"), t.win)
			return
		}
		gp := gen.GenParams{Rows: r, Cols: c, Islands: n, Unique: unique.Checked, Seed: time.Now().UnixNano()}
		t.generate(func(ctx context.Context) (hashi.Puzzle, error) { return gen.Generate(ctx, gp) }, func(p hashi.Puzzle) {
			t.EditIslands.SetChecked(false)
			t.Load(p)
			t.Panel.AppendLog([]string{fmt.Sprintf("generated %d×%d from %d points, seed %d", r, c, n, gp.Seed)}, 0)
		})
	}, t.win)
}

// detail shows a picture the exact method left in the log: the bridges its
// rules settle before any search. nil shows the board as it is.
func (t *HashiTab) detail(d any) {
	switch d := d.(type) {
	case nil:
		t.Render(t.State())
	case hashi.Sure:
		t.Render(hashiState(d.Puzzle, true))
	}
}
