package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"grille/solve/hashi"
	"grille/solve/shikaku"
	"grille/solve/sudoku"
)

// What is plainly wrong with a puzzle before any method runs, told in a
// sentence: the grade line says it rather than "needs guessing"
// (teach.go), and Paste prefers a reader whose puzzle has nothing wrong
// (window.go).

// puzzleDoubt says what makes p impossible at sight ("" for nothing): a
// clash among a Sudoku's givens, Shikaku clues that do not add up to the
// grid's area, a Hashi island that cannot have its bridges.
func puzzleDoubt(p any) string {
	switch q := p.(type) {
	case sudoku.Grid:
		if c, ok := sudokuClash(q); ok {
			return fmt.Sprintf(tr("has a clash at %s: %s"), sudoku.CellName(q.Order, c.b), c.words(q.Order))
		}
	case shikaku.Puzzle:
		sum := 0
		for _, c := range q.Clues {
			sum += c.Value
		}
		if area := q.Rows * q.Cols; len(q.Clues) > 0 && sum != area {
			return fmt.Sprintf(tr("no solution: the clues add up to %d of %d cells"), sum, area)
		}
	case hashi.Puzzle:
		return hashiDoubt(q)
	}
	return ""
}

// clash is a digit twice in one unit: in cells a and b (a first).
type clash struct{ digit, unit, a, b int }

// words say the clash: "5 stands twice in row 3, at r3c4 and r3c7".
func (c clash) words(n int) string {
	u := sudoku.UnitSay(n, c.unit)
	return fmt.Sprintf(tr("%d stands twice in %s, at %s and %s"), c.digit, say(u, u.String()),
		sudoku.CellName(n, c.a), sudoku.CellName(n, c.b))
}

// sudokuClash is g's first digit that stands twice in a unit.
func sudokuClash(g sudoku.Grid) (clash, bool) {
	v, u, a, b, ok := g.Clash()
	return clash{v, u, a, b}, ok
}

// hashiDoubt: an island asks for more than 8 bridges, or for more than
// two to each island it sees; or the islands ask for an odd number of
// bridge ends (each bridge has two).
func hashiDoubt(q hashi.Puzzle) string {
	at := make(map[[2]int]bool, len(q.Islands))
	for _, is := range q.Islands {
		at[[2]int{is.Row, is.Col}] = true
	}
	sum := 0
	for _, is := range q.Islands {
		sum += is.Value
		name := fmt.Sprintf("r%dc%d", is.Row+1, is.Col+1)
		if is.Value < 1 || is.Value > 8 {
			return fmt.Sprintf(tr("no solution: island %s asks for %d bridges (1 to 8)"), name, is.Value)
		}
		seen := 0
		for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			for r, c := is.Row+d[0], is.Col+d[1]; r >= 0 && r < q.Rows && c >= 0 && c < q.Cols; r, c = r+d[0], c+d[1] {
				if at[[2]int{r, c}] {
					seen++
					break
				}
			}
		}
		if is.Value > 2*seen {
			return fmt.Sprintf(tr("no solution: island %s asks for %d bridges and sees %s"), name, is.Value, plural("island", seen))
		}
	}
	if len(q.Islands) > 0 && sum%2 != 0 {
		return fmt.Sprintf(tr("no solution: the islands ask for %d bridge ends, an odd number"), sum)
	}
	return ""
}

// ask lets the person choose the tab of a puzzle more than one reader
// takes.
func (r router) ask(choices []int, take func(int)) {
	var names []string
	box := container.NewVBox()
	var d dialog.Dialog
	for _, i := range choices {
		names = append(names, r.tabs[i].Title())
		box.Add(widget.NewButton(r.tabs[i].Title(), func() {
			d.Hide()
			take(i)
		}))
	}
	msg := widget.NewLabel(fmt.Sprintf(tr("This reads as a puzzle of more than one type (%s). Which is it?"), strings.Join(names, ", ")))
	msg.Wrapping = fyne.TextWrapWord
	d = dialog.NewCustom(tr("Which puzzle?"), tr("Cancel"), container.NewVBox(msg, box), r.w)
	d.Resize(fyne.NewSize(420, 0))
	showDialog(r.w, d)
}
