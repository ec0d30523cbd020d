package board

import (
	"fmt"
	"image/color"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"grille/solve/sudoku"
)

const sample = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

func parseGrid(t *testing.T, s string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.ParseOne("test", []byte(s))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// givenState shows g with its digits as givens, as the Sudoku tab does.
func givenState(g sudoku.Grid) SudokuState {
	o := make([]Origin, len(g.Cells))
	for i, v := range g.Cells {
		if v != 0 {
			o[i] = Given
		}
	}
	return SudokuState{Grid: g, Origins: o}
}

// newSudokuBoard shows an order-n empty grid (or the sample for n == 3) in
// a w×h window and records its edits.
func newSudokuBoard(t *testing.T, n int, w, h float32) (*Sudoku, fyne.Window, *events) {
	t.Helper()
	newApp(t, theme.VariantLight)
	g := sudoku.New(n)
	if n == 3 {
		g = parseGrid(t, sample)
	}
	b := NewSudoku(givenState(g))
	ev := &events{}
	b.OnEdit = func(cell, value int) { *ev = append(*ev, fmt.Sprintf("edit %d=%d", cell, value)) }
	return b, show(t, b, w, h), ev
}

func TestSudokuTapSelectsAndFocuses(t *testing.T) {
	b, win, ev := newSudokuBoard(t, 3, 300, 300)
	if win.Canvas().Focused() != nil {
		t.Fatal("the board has the focus before any tap")
	}
	test.TapAt(b, centreOf(300, 300, 9, 9, 4, 7))
	if got := b.Selected(); got != 4*9+7 {
		t.Errorf("tap on r5c8 selected cell %d, want %d", got, 4*9+7)
	}
	if focused(t, win) != b {
		t.Error("a tap on a cell does not give the board the focus")
	}
	// The edge of the grid: the last cell, not beyond it.
	test.TapAt(b, fyne.NewPos(297, 297))
	if got := b.Selected(); got != 80 {
		t.Errorf("tap in the last cell's corner selected %d, want 80", got)
	}
	sameEvents(t, "taps", ev.take())
}

func TestSudokuTapBesideGridFocusesOnly(t *testing.T) {
	b, win, _ := newSudokuBoard(t, 3, 500, 300)
	b.Select(10)
	test.TapAt(b, fyne.NewPos(20, 150)) // left of the grid, which starts at x=102
	if got := b.Selected(); got != 10 {
		t.Errorf("a tap beside the grid moved the selection to %d", got)
	}
	if win.Canvas().Focused() != b {
		t.Error("a tap beside the grid does not focus the Sudoku board")
	}
	test.TapAt(b, centreOf(500, 300, 9, 9, 0, 0))
	if got := b.Selected(); got != 0 {
		t.Errorf("tap on r1c1 selected %d", got)
	}
}

func TestSudokuArrowsWrap(t *testing.T) {
	b, win, ev := newSudokuBoard(t, 3, 300, 300)
	test.FocusNext(win.Canvas())
	if focused(t, win) != b {
		t.Fatal("FocusNext does not reach the board")
	}
	for _, step := range []struct {
		key  fyne.KeyName
		want int
	}{
		{fyne.KeyLeft, 8},   // r1c1 → r1c9
		{fyne.KeyUp, 80},    // → r9c9
		{fyne.KeyDown, 8},   // → r1c9
		{fyne.KeyRight, 0},  // → r1c1
		{fyne.KeyDown, 9},   // → r2c1
		{fyne.KeyRight, 10}, // → r2c2
	} {
		press(t, win, step.key)
		if got := b.Selected(); got != step.want {
			t.Fatalf("after %s selection is %d, want %d", step.key, got, step.want)
		}
	}
	// Keys that are not the board's do nothing.
	press(t, win, fyne.KeyReturn, fyne.KeySpace, fyne.KeyTab, fyne.KeyEscape)
	if got := b.Selected(); got != 10 {
		t.Errorf("other keys moved the selection to %d", got)
	}
	sameEvents(t, "arrows", ev.take())
}

func TestSudokuTyping(t *testing.T) {
	b, win, ev := newSudokuBoard(t, 3, 300, 300)
	test.TapAt(b, centreOf(300, 300, 9, 9, 0, 2))
	typeText(t, win, "4")
	typeText(t, win, "0")
	typeText(t, win, ".")
	typeText(t, win, " ")
	sameEvents(t, "digit and clears", ev.take(), "edit 2=4", "edit 2=0", "edit 2=0", "edit 2=0")
	press(t, win, fyne.KeyDelete, fyne.KeyBackspace)
	sameEvents(t, "Delete, Backspace", ev.take(), "edit 2=0", "edit 2=0")
	// Letters stand for 10 and up: too large for a 9×9 grid, as is any
	// other character.
	typeText(t, win, "aZ#-")
	sameEvents(t, "letters on 9×9", ev.take())
	// Two digits typed quickly make no number above 9.
	typeText(t, win, "12")
	sameEvents(t, "12 on 9×9", ev.take(), "edit 2=1", "edit 2=2")
	// The edit goes to the selected cell, which arrows move.
	press(t, win, fyne.KeyDown)
	typeText(t, win, "9")
	sameEvents(t, "after Down", ev.take(), "edit 11=9")
}

func TestSudokuTypingLargeGrid(t *testing.T) {
	b, win, ev := newSudokuBoard(t, 4, 400, 400)
	test.TapAt(b, centreOf(400, 400, 16, 16, 1, 1))
	typeText(t, win, "a")
	typeText(t, win, "G")
	typeText(t, win, "h")
	sameEvents(t, "letters on 16×16", ev.take(), "edit 17=10", "edit 17=16")
	typeText(t, win, "12")
	sameEvents(t, "12", ev.take(), "edit 17=1", "edit 17=12")
	typeText(t, win, "3")
	sameEvents(t, "a third digit starts again", ev.take(), "edit 17=3")
	typeText(t, win, "17")
	sameEvents(t, "17 > 16", ev.take(), "edit 17=1", "edit 17=7")
	typeText(t, win, "10")
	sameEvents(t, "0 clears, even after a 1", ev.take(), "edit 17=1", "edit 17=0")
	// A digit after the clear still joins the 1 typed before it.
	typeText(t, win, "1")
	sameEvents(t, "1 after 1, 0", ev.take(), "edit 17=11")
	// Digits in two cells do not join.
	press(t, win, fyne.KeyRight)
	typeText(t, win, "1")
	press(t, win, fyne.KeyLeft)
	typeText(t, win, "2")
	sameEvents(t, "two cells", ev.take(), "edit 18=1", "edit 17=2")
}

func TestSudokuFocusLost(t *testing.T) {
	b, win, _ := newSudokuBoard(t, 3, 300, 300)
	win.Canvas().Focus(b)
	if !b.focused {
		t.Fatal("Focus does not reach FocusGained")
	}
	win.Canvas().Unfocus()
	if b.focused {
		t.Error("Unfocus does not reach FocusLost")
	}
}

func TestSudokuSelectAndSetState(t *testing.T) {
	b, _, _ := newSudokuBoard(t, 3, 300, 300)
	b.Select(40)
	b.Select(81) // outside: ignored
	b.Select(-1)
	if got := b.Selected(); got != 40 {
		t.Fatalf("Select outside the grid moved the selection to %d", got)
	}
	b.SetState(givenState(sudoku.New(3)))
	if got := b.Selected(); got != 40 {
		t.Errorf("SetState of the same order moved the selection to %d", got)
	}
	b.SetState(givenState(sudoku.New(2))) // 16 cells: 40 is outside
	if got := b.Selected(); got != 0 {
		t.Errorf("SetState to 4×4 left the selection at %d", got)
	}
	b.Select(10)
	b.SetState(givenState(sudoku.New(3))) // the index stays
	if got := b.Selected(); got != 10 {
		t.Errorf("SetState to 9×9 moved the selection from 10 to %d", got)
	}
	if b.State().Grid.Order != 3 {
		t.Error("State is not what SetState set")
	}
}

func TestSudokuConflictsFollowState(t *testing.T) {
	b, _, _ := newSudokuBoard(t, 3, 300, 300)
	if slicesCount(b.conflict) != 0 {
		t.Fatal("the sample shows conflicts")
	}
	g := parseGrid(t, sample)
	g.Cells[2] = 5 // a second 5 in row 1
	b.SetState(givenState(g))
	if !b.conflict[0] || !b.conflict[2] || slicesCount(b.conflict) != 2 {
		t.Errorf("conflicts after a second 5 in row 1: %v", b.conflict[:9])
	}
}

func slicesCount(b []bool) int {
	n := 0
	for _, x := range b {
		if x {
			n++
		}
	}
	return n
}

// TestSudokuGivenInConflict: typing an 8 into r1c3 of a puzzle whose row 1
// has a given 8 (r1c9) and whose box 1 has another (r3c3) frames the three
// cells in red; the typed 8 turns red while the givens keep their bold,
// dark look.
func TestSudokuGivenInConflict(t *testing.T) {
	newApp(t, theme.VariantLight)
	g := parseGrid(t, sample)
	g.Cells[8] = 8
	b := NewSudoku(givenState(g))
	b.OnEdit = func(cell, value int) { // as the Sudoku tab does
		st := b.State()
		st.Grid = st.Grid.Clone()
		st.Origins = append([]Origin(nil), st.Origins...)
		st.Grid.Cells[cell], st.Origins[cell] = uint8(value), Played
		b.SetState(st)
	}
	win := show(t, b, 300, 300)
	test.TapAt(b, centreOf(300, 300, 9, 9, 0, 2))
	typeText(t, win, "8")
	r := test.WidgetRenderer(b).(*sudokuRenderer)
	for _, c := range []struct {
		cell  int
		given bool
	}{{8, true}, {20, true}, {2, false}} {
		txt, cell := r.texts[c.cell], r.cells[c.cell]
		if txt.Text != "8" || cell.StrokeColor != lightPalette.conflict {
			t.Errorf("cell %d shows %q framed %v, want an 8 framed in red", c.cell, txt.Text, cell.StrokeColor)
		}
		wantCol := lightPalette.conflict
		if c.given {
			wantCol = lightPalette.given
		}
		if txt.TextStyle.Bold != c.given || txt.Color != wantCol {
			t.Errorf("cell %d: bold %v colour %v, want bold %v colour %v", c.cell, txt.TextStyle.Bold, txt.Color, c.given, wantCol)
		}
	}
	if r.cells[0].StrokeColor == lightPalette.conflict {
		t.Error("r1c1, not in conflict, is framed")
	}
}

// TestSudokuSameDigit: selecting a cell that holds a digit lights every
// cell holding it and makes its candidates bold; an empty cell lights none.
func TestSudokuSameDigit(t *testing.T) {
	b, _, _ := newSudokuBoard(t, 3, 300, 300)
	st := b.State()
	st.Candidates = candidates(st.Grid)
	b.SetState(st)
	r := test.WidgetRenderer(b).(*sudokuRenderer)
	count := func() (cells, bold int) {
		for i, rect := range r.cells {
			if rect.FillColor == lightPalette.same {
				cells++
			}
			for _, t := range r.cands[i] {
				if t.TextStyle.Bold {
					bold++
				}
			}
		}
		return cells, bold
	}
	b.Select(1) // r1c2, a 3: two other 3s in the sample (r4c9, r5c6)
	if cells, bold := count(); cells != 2 || bold == 0 {
		t.Errorf("3 selected: %d cells lit, %d bold candidates; want 2 and some", cells, bold)
	}
	for i, ts := range r.cands {
		if ts[2].TextStyle.Bold != (ts[2].Text == "3") || (ts[4].Text != "" && ts[4].TextStyle.Bold) {
			t.Fatalf("cell %d: candidate 3 %q bold %v, 5 bold %v", i, ts[2].Text, ts[2].TextStyle.Bold, ts[4].TextStyle.Bold)
		}
	}
	b.Select(2) // empty
	if cells, bold := count(); cells != 0 || bold != 0 {
		t.Errorf("empty cell selected: %d cells lit, %d bold candidates", cells, bold)
	}
}

// holding presses modifier (a desktop key) on the focused widget, runs
// keys and releases it, as the driver does.
func holding(t *testing.T, win fyne.Window, modifier fyne.KeyName, keys func()) {
	t.Helper()
	k := focused(t, win).(desktop.Keyable)
	k.KeyDown(&fyne.KeyEvent{Name: modifier})
	keys()
	k.KeyUp(&fyne.KeyEvent{Name: modifier})
}

// recordMarks makes b's OnMark add to ev.
func recordMarks(b *Sudoku, ev *events) {
	b.OnMark = func(cell, digit int) { *ev = append(*ev, fmt.Sprintf("mark %d:%d", cell, digit)) }
}

func TestSudokuPencilMarks(t *testing.T) {
	b, win, ev := newSudokuBoard(t, 3, 300, 300)
	recordMarks(b, ev)
	test.TapAt(b, centreOf(300, 300, 9, 9, 0, 2))
	// Shift+3 on a US layout: the key 3, then '#'; on AZERTY, the key 3
	// then '3'. Either way one mark and no edit.
	holding(t, win, desktop.KeyShiftLeft, func() {
		press(t, win, fyne.Key3)
		typeText(t, win, "#")
		press(t, win, fyne.Key4)
		typeText(t, win, "4")
		press(t, win, fyne.Key0) // no digit 0
		typeText(t, win, ")A")   // 10 is not a 9×9 digit
	})
	sameEvents(t, "Shift+digits", ev.take(), "mark 2:3", "mark 2:4")
	holding(t, win, desktop.KeyControlLeft, func() { typeText(t, win, "5") })
	holding(t, win, desktop.KeySuperRight, func() { typeText(t, win, "5") })
	sameEvents(t, "Ctrl+5, Super+5", ev.take())
	typeText(t, win, "5")
	sameEvents(t, "5 once Shift is up", ev.take(), "edit 2=5")
	// Pencil mode: digits mark; 0, ., space, Delete still clear.
	b.Pencil = true
	typeText(t, win, "7a0. ")
	press(t, win, fyne.KeyDelete)
	sameEvents(t, "pencil mode", ev.take(), "mark 2:7", "edit 2=0", "edit 2=0", "edit 2=0", "edit 2=0")
	b.Pencil = false
	// Shift released while the board had lost the focus does not stick.
	focused(t, win).(desktop.Keyable).KeyDown(&fyne.KeyEvent{Name: desktop.KeyShiftRight})
	win.Canvas().Unfocus()
	win.Canvas().Focus(b)
	typeText(t, win, "6")
	sameEvents(t, "after the focus came back", ev.take(), "edit 2=6")
	// Without a handler nothing happens.
	b.OnMark = nil
	holding(t, win, desktop.KeyShiftLeft, func() { press(t, win, fyne.Key1) })
	sameEvents(t, "no OnMark", ev.take())
}

func TestSudokuPencilMarksLargeGrid(t *testing.T) {
	b, win, ev := newSudokuBoard(t, 4, 400, 400)
	recordMarks(b, ev)
	test.TapAt(b, centreOf(400, 400, 16, 16, 1, 1))
	b.Pencil = true
	typeText(t, win, "12gh")
	sameEvents(t, "digits and letters in pencil mode", ev.take(), "mark 17:1", "mark 17:2", "mark 17:16")
	b.Pencil = false
	holding(t, win, desktop.KeyShiftLeft, func() { typeText(t, win, "CZ") })
	sameEvents(t, "Shift+letters", ev.take(), "mark 17:12")
	typeText(t, win, "C")
	sameEvents(t, "a capital without Shift is a value", ev.take(), "edit 17=12")
}

func TestToggleMark(t *testing.T) {
	m := ToggleMark(nil, 81, 10, 3)
	if len(m) != 81 || m[10] != 1<<2 {
		t.Fatalf("first mark: %d cells, cell 10 = %b", len(m), m[10])
	}
	n := ToggleMark(m, 81, 10, 3)
	if n[10] != 0 || m[10] != 1<<2 {
		t.Errorf("second toggle: %b, and the first slice became %b", n[10], m[10])
	}
	if o := ToggleMark(m, 81, 81, 3); !slices.Equal(o, m) {
		t.Error("a cell outside the grid changed the marks")
	}
}

// TestSudokuMarksBesideCandidates: with the candidates view on, a cell
// shows each digit that is a candidate or marked, marked ones in the
// marks' colour; a filled cell shows neither.
func TestSudokuMarksBesideCandidates(t *testing.T) {
	b, _, _ := newSudokuBoard(t, 3, 300, 300)
	st := b.State()
	st.Candidates = make([]uint64, 81)
	st.Marks = make([]uint64, 81)
	st.Candidates[2], st.Marks[2] = 0b011, 0b110 // 1, 2 and 2, 3
	st.Marks[0] = 0b1                            // r1c1 holds a 5
	b.SetState(st)
	r := test.WidgetRenderer(b).(*sudokuRenderer)
	for k, want := range []struct {
		txt string
		col color.NRGBA
	}{{"1", lightPalette.cand}, {"2", lightPalette.mark}, {"3", lightPalette.mark}, {"", lightPalette.cand}} {
		if c := r.cands[2][k]; c.Text != want.txt || (want.txt != "" && c.Color != want.col) {
			t.Errorf("r1c3 digit %d: %q in %v, want %q in %v", k+1, c.Text, c.Color, want.txt, want.col)
		}
	}
	if r.cands[0][0].Text != "" {
		t.Error("a filled cell shows its mark")
	}
}

// TestSudokuCandidateCountsWhenSmall: a 16×16 grid's candidate digits show
// while they can be read, and give way to each cell's count when the cells
// are too small for them (a 16×16 grid in an 800×600 window).
func TestSudokuCandidateCountsWhenSmall(t *testing.T) {
	for _, c := range []struct {
		side      float32
		wantCount bool
	}{{800, false}, {440, true}} {
		b, _, _ := newSudokuBoard(t, 4, c.side, c.side)
		st := b.State()
		st.Candidates = make([]uint64, 256)
		st.Candidates[1] = 1<<0 | 1<<9 | 1<<15 // 1, 10, 16
		b.SetState(st)
		r := test.WidgetRenderer(b).(*sudokuRenderer)
		r.Layout(b.Size())
		var got []string
		for _, x := range r.cands[1] {
			if x.Text != "" {
				got = append(got, x.Text)
			}
		}
		want := []string{"1", "10", "16"}
		if c.wantCount {
			want = []string{"3"}
		}
		if !slices.Equal(got, want) {
			t.Errorf("%v×%v board: r1c2 shows %q, want %q", c.side, c.side, got, want)
		}
	}
}
