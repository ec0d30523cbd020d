package ui

// Scenarios played on a whole window (three tabs, menus, shortcuts) through
// its canvas, as Fyne's desktop driver delivers a person's input: taps and
// drags at canvas positions, keys and characters to the focused widget (or
// to the canvas when none has the focus), shortcuts to the main menu first,
// then the focused widget, then the canvas.

import (
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"grille/solve/hashi"
	"grille/solve/hashi/hashitype"
	"grille/solve/shikaku"
	"grille/solve/shikaku/shikakutype"
	"grille/ui/board"
)

type window struct {
	t   *testing.T
	w   fyne.Window
	at  *container.AppTabs
	sud testTab
	shi *ShikakuTab
	has *HashiTab
}

// newWindow builds the window as the app does, in the test app of the
// test (whose preferences a second newWindow finds: a restart).
func newWindow(t *testing.T, first bool) *window {
	t.Helper()
	if first {
		test.NewTempApp(t)
	}
	w := test.NewTempWindow(t, nil)
	sud := newTestTabIn(w, parse(t, sample))
	sp, err := shikaku.ParseOne("test", []byte(shikakuSample))
	if err != nil {
		t.Fatal(err)
	}
	hp, err := hashi.ParseOne("test", []byte(hashiSample))
	if err != nil {
		t.Fatal(err)
	}
	shi := NewShikakuTab(w, shikakutype.New(nil), sp)
	has := NewHashiTab(w, hashitype.New(nil), hp)
	shi.Panel.UI, has.Panel.UI = sud.q, sud.q
	at := Build(w, "", sud.SudokuTab, shi, has)
	w.SetContent(at)
	w.Resize(fyne.NewSize(1100, 760))
	return &window{t, w, at, sud, shi, has}
}

// tapCell taps the centre of a board's cell, at its place on the canvas.
func (x *window) tapCell(b interface {
	fyne.CanvasObject
	CellCentre(int, int) fyne.Position
}, row, col int) {
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
	test.TapCanvas(x.w.Canvas(), abs.Add(b.CellCentre(row, col)))
}

// drag drags the pointer from one cell of a board to another in one move.
// The desktop driver's DragEvent has the pointer where it is now and the
// move since the last event; test.Drag puts it where the drag began, so
// it is aimed at the end with the move as its delta.
func (x *window) drag(b interface {
	fyne.CanvasObject
	CellCentre(int, int) fyne.Position
}, r0, c0, r1, c1 int) {
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
	from, to := b.CellCentre(r0, c0), b.CellCentre(r1, c1)
	test.Drag(x.w.Canvas(), abs.Add(to), to.X-from.X, to.Y-from.Y)
}

// typeRunes sends characters as the driver does.
func (x *window) typeRunes(s string) {
	for _, r := range s {
		if f := x.w.Canvas().Focused(); f != nil {
			f.TypedRune(r)
		} else if h := x.w.Canvas().OnTypedRune(); h != nil {
			h(r)
		}
	}
}

// key sends a key as the driver does.
func (x *window) key(k fyne.KeyName) {
	ev := &fyne.KeyEvent{Name: k}
	if f := x.w.Canvas().Focused(); f != nil {
		f.TypedKey(ev)
	} else if h := x.w.Canvas().OnTypedKey(); h != nil {
		h(ev)
	}
}

// shortcut sends a shortcut as the desktop driver does: the main menu's
// item with that shortcut, else the focused widget, else the canvas.
func (x *window) shortcut(s fyne.Shortcut) {
	if m := x.w.MainMenu(); m != nil {
		for _, menu := range m.Items {
			for _, it := range menu.Items {
				if it.Shortcut != nil && it.Shortcut.ShortcutName() == s.ShortcutName() && it.Action != nil {
					it.Action()
					return
				}
			}
		}
	}
	if f, ok := x.w.Canvas().Focused().(fyne.Shortcutable); ok {
		f.TypedShortcut(s)
		return
	}
	x.w.Canvas().(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(s)
}

func ctrl(k fyne.KeyName) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault}
}

func (x *window) dialog() fyne.CanvasObject { return x.w.Canvas().Overlays().Top() }

// button finds a button of the dialog in front by its text.
func (x *window) button(text string) *widget.Button {
	x.t.Helper()
	for _, o := range test.LaidOutObjects(x.dialog()) {
		if b, ok := o.(*widget.Button); ok && b.Text == text && o.Visible() {
			return b
		}
	}
	x.t.Fatalf("no button %q in the dialog", text)
	return nil
}

func TestScenarioTypeUndoRedo(t *testing.T) {
	x := newWindow(t, true)
	x.tapCell(x.sud.Board, 0, 2)
	x.typeRunes("4")
	cell := func() uint8 { return x.sud.Board.State().Grid.Cells[2] }
	if cell() != 4 || x.sud.Board.State().Origins[2] != board.Played {
		t.Fatalf("typed 4 in r1c3: cell %d", cell())
	}
	if x.sud.Board.Selected() != 2 {
		t.Errorf("in play the cursor stays: selected %d", x.sud.Board.Selected())
	}
	x.shortcut(&fyne.ShortcutUndo{})
	if cell() != 0 {
		t.Errorf("Ctrl+Z left %d", cell())
	}
	x.shortcut(&fyne.ShortcutRedo{})
	if cell() != 4 {
		t.Errorf("Ctrl+Y left %d", cell())
	}

	// Editing the givens, the cursor runs on as on a page.
	x.sud.EditGivens.SetChecked(true)
	x.tapCell(x.sud.Board, 0, 2)
	x.typeRunes("12")
	if g := x.sud.Board.State().Grid.Cells; g[2] != 1 || g[3] != 2 || x.sud.Board.Selected() != 4 {
		t.Errorf("typed 1, 2 from r1c3: %v, cursor at %d", g[:5], x.sud.Board.Selected())
	}
}

func TestScenarioPasteWrongType(t *testing.T) {
	x := newWindow(t, true)
	rect, err := shikaku.ParseOne("r", []byte("2 . . 3\n. . . .\n. 3 . .\n. . . 5\n"))
	if err != nil {
		t.Fatal(err)
	}
	fyne.CurrentApp().Clipboard().SetContent(rect.GameID())
	x.at.SelectIndex(0)
	x.shortcut(&desktop.CustomShortcut{KeyName: fyne.KeyV, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift})
	if x.at.SelectedIndex() != 1 || !x.shi.CurrentPuzzle().Equal(rect) {
		t.Errorf("a Rectangles game ID pasted in the Sudoku tab: tab %d in front, Shikaku shows %v", x.at.SelectedIndex(), x.shi.CurrentPuzzle())
	}
	if x.dialog() != nil {
		t.Error("a dialog opened")
	}
}

func TestScenarioFailedRunLeavesNoAnswer(t *testing.T) {
	x := newWindow(t, true)
	puzzle := x.sud.CurrentPuzzle()
	run := func(id string, stop bool) {
		t.Helper()
		x.sud.Panel.SelectID(id)
		x.shortcut(ctrl(fyne.KeyReturn))
		if stop {
			x.shortcut(ctrl(fyne.KeyPeriod))
		}
		x.sud.wait()
	}
	run("backtrack", false)
	if !x.sud.Board.State().Grid.Complete() {
		t.Fatal("backtrack did not fill the board")
	}
	for _, c := range []struct {
		id   string
		stop bool
	}{{"quitter-false", false}, {"slow", true}} {
		run(c.id, c.stop)
		if got := x.sud.Board.State().Grid; !got.Equal(puzzle) {
			t.Errorf("%s: the board shows %s, not the puzzle (status %q)", c.id, got.Line(), x.sud.Panel.Status.Text)
		}
	}
}

func TestScenarioRestart(t *testing.T) {
	x := newWindow(t, true)
	// Sudoku: a digit and a pencil mark.
	x.tapCell(x.sud.Board, 0, 2)
	x.typeRunes("4")
	x.sud.Pencil.SetChecked(true)
	x.tapCell(x.sud.Board, 0, 3)
	x.typeRunes("6")
	// Shikaku: a rectangle dragged over r1c3–r1c4.
	x.at.SelectIndex(1)
	x.drag(x.shi.Board, 0, 2, 0, 3)
	if got := x.shi.Board.State().Puzzle.Rects; len(got) != 1 || got[0] != (shikaku.Rect{Row: 0, Col: 2, Height: 1, Width: 2}) {
		t.Fatalf("dragged rectangle: %v", got)
	}
	// Hashi: a bridge, by a drag from island to island.
	x.at.SelectIndex(2)
	x.drag(x.has.Board, 0, 0, 0, 2)
	if len(x.has.Board.State().Puzzle.Bridges) != 1 {
		t.Fatalf("tapped bridge: %v", x.has.Board.State().Puzzle.Bridges)
	}

	y := newWindow(t, false) // the same preferences: a restart
	if y.at.SelectedIndex() != 2 {
		t.Errorf("tab %d in front after restart, want 2", y.at.SelectedIndex())
	}
	st := y.sud.Board.State()
	if st.Grid.Cells[2] != 4 || st.Origins[2] != board.Played || st.Origins[0] != board.Given {
		t.Errorf("Sudoku after restart: r1c3 %d (%v), r1c1 %v", st.Grid.Cells[2], st.Origins[2], st.Origins[0])
	}
	if len(st.Marks) <= 3 || st.Marks[3] != 1<<5 {
		t.Errorf("pencil mark 6 in r1c4 lost: %v", st.Marks)
	}
	if !y.sud.CurrentPuzzle().Equal(x.sud.CurrentPuzzle()) {
		t.Error("the givens changed across the restart")
	}
	if got := y.shi.Board.State().Puzzle.Rects; len(got) != 1 || got[0] != (shikaku.Rect{Row: 0, Col: 2, Height: 1, Width: 2}) {
		t.Errorf("Shikaku rectangles after restart: %v", got)
	}
	if got := y.has.Board.State().Puzzle.Bridges; len(got) != 1 || got[0].Count != 1 {
		t.Errorf("Hashi bridges after restart: %v", got)
	}
	if len(y.shi.CurrentPuzzle().Rects) != 0 || len(y.has.CurrentPuzzle().Bridges) != 0 {
		t.Error("the player's entries came back as part of the puzzle")
	}
}

// TestScenarioEscClosesDialogs: Esc, sent as the driver sends it, closes
// each dialog, whether a field of it has the focus or not.
func TestScenarioEscClosesDialogs(t *testing.T) {
	x := newWindow(t, true)
	open := map[string]func(){
		"New":   func() { x.shortcut(ctrl(fyne.KeyN)) },
		"About": func() { ShowAbout(x.w, "") },
		"Open error": func() {
			OpenFile(x.w, x.at, []Tab{x.sud.SudokuTab, x.shi, x.has}, "notes.txt", []byte("eggs\n"))
		},
		"Model": func() {
			x.sud.ShowModel()
			for x.dialog() == nil {
				(<-x.sud.q)()
			}
		},
		"Generate": func() { x.sud.Generate() },
		"Save":     func() { x.shortcut(ctrl(fyne.KeyS)) },
		"Open":     func() { x.shortcut(ctrl(fyne.KeyO)) },
	}
	for name, show := range open {
		show()
		if x.dialog() == nil {
			t.Fatalf("%s: no dialog", name)
		}
		x.key(fyne.KeyEscape)
		if x.dialog() != nil {
			t.Errorf("%s: Esc left the dialog open", name)
			x.dialog().Hide()
		}
	}
	// With the focus in a field of the Generate form.
	x.sud.Generate()
	var field fyne.Focusable
	for _, o := range test.LaidOutObjects(x.dialog()) {
		if f, ok := o.(fyne.Focusable); ok && o.Visible() {
			field = f
			break
		}
	}
	if field == nil {
		t.Fatal("no field in the Generate dialog")
	}
	x.w.Canvas().Focus(field)
	x.key(fyne.KeyEscape)
	if x.dialog() != nil {
		t.Error("Esc in a field left the Generate dialog open")
	}
}

// TestScenarioNewAsks: New changes Edit givens only as its dialog says.
func TestScenarioNewAsks(t *testing.T) {
	x := newWindow(t, true)
	x.shortcut(ctrl(fyne.KeyN))
	if x.sud.EditGivens.Checked {
		t.Fatal("the New dialog ticked Edit givens before anything was created")
	}
	for _, o := range test.LaidOutObjects(x.dialog()) {
		if c, ok := o.(*escCheck); ok && c.Visible() {
			test.Tap(c) // untick "Fill in the puzzle next"
		}
	}
	test.Tap(x.button("Create"))
	if x.sud.EditGivens.Checked || x.sud.CurrentPuzzle().Filled() != 0 {
		t.Errorf("after Create with the box unticked: Edit givens %v, %d givens", x.sud.EditGivens.Checked, x.sud.CurrentPuzzle().Filled())
	}
}

// TestScenarioSaveOpenGame: what Save writes, Open reads back in the tab
// of its type with the player's entries still the player's.
func TestScenarioSaveOpenGame(t *testing.T) {
	x := newWindow(t, true)
	x.tapCell(x.sud.Board, 0, 2)
	x.typeRunes("4")
	x.shi.drawRect(shikaku.Rect{Row: 0, Col: 2, Height: 1, Width: 2})
	x.has.cycle(0, 1)
	saved := []string{
		x.sud.gameText(x.sud.State()),
		x.shi.gameText(x.shi.State()),
		x.has.gameText(x.has.State()),
	}
	y := newWindow(t, false)
	tabs := []Tab{y.sud.SudokuTab, y.shi, y.has}
	for i := range tabs { // every tab back to its bare puzzle first
		tabs[i].(interface{ Clear() }).Clear()
	}
	for i, text := range saved {
		y.at.SelectIndex((i + 1) % 3) // from another tab: routed by its reader
		OpenFile(y.w, y.at, tabs, "game.txt", []byte(text))
		if y.at.SelectedIndex() != i || y.dialog() != nil {
			t.Fatalf("game %d opened in tab %d", i, y.at.SelectedIndex())
		}
	}
	if st := y.sud.Board.State(); st.Grid.Cells[2] != 4 || st.Origins[2] != board.Played {
		t.Errorf("Sudoku: r1c3 %d, %v", st.Grid.Cells[2], st.Origins[2])
	}
	if r := y.shi.Board.State().Puzzle.Rects; len(r) != 1 || len(y.shi.CurrentPuzzle().Rects) != 0 {
		t.Errorf("Shikaku: drawn %v, puzzle %v", r, y.shi.CurrentPuzzle().Rects)
	}
	if b := y.has.Board.State().Puzzle.Bridges; len(b) != 1 || len(y.has.CurrentPuzzle().Bridges) != 0 {
		t.Errorf("Hashi: drawn %v", b)
	}
}

// Typing in Edit givens the digit a player's cell already holds makes it a
// given: a grid typed row by row over an earlier attempt is all puzzle.
func TestEditGivensOverPlayedDigit(t *testing.T) {
	x := newWindow(t, true)
	tab := x.sud
	x.tapCell(tab.Board, 0, 2) // empty in the sample
	x.typeRunes("4")
	if o := tab.Board.State().Origins[2]; o != board.Played {
		t.Fatalf("typed 4 in play: origin %v, want played", o)
	}
	test.Tap(tab.EditGivens)
	x.tapCell(tab.Board, 0, 2)
	x.typeRunes("4")
	st := tab.Board.State()
	if st.Grid.Cells[2] != 4 || st.Origins[2] != board.Given {
		t.Fatalf("after typing 4 in Edit givens: cell %d origin %v, want 4 given", st.Grid.Cells[2], st.Origins[2])
	}
	if got := tab.Puzzle().Cells[2]; got != 4 {
		t.Errorf("puzzle's cell is %d, want 4", got)
	}
	// In play, the same digit over a given is still nothing at all.
	test.Tap(tab.EditGivens)
	x.tapCell(tab.Board, 0, 0)
	x.typeRunes("5")
	if st := tab.Board.State(); st.Origins[0] != board.Given || strings.Contains(tab.Panel.Status.Text, "given") {
		t.Errorf("retyping a given in play: origin %v, status %q", st.Origins[0], tab.Panel.Status.Text)
	}
}

// A long status (a Hashi step's explanation runs to four lines in the side
// column at 800×600) must not raise the window's minimum height: at its
// minimum the window grew by a line at each such status.
func TestLongStatusKeepsMinimumHeight(t *testing.T) {
	x := newWindow(t, true)
	x.w.Resize(fyne.NewSize(800, 600))
	x.at.SelectIndex(2)
	before := x.w.Content().MinSize().Height
	x.shortcut(ctrl(fyne.KeyT))
	x.sud.q.runUntil(x.has.TeachDone())
	status := x.has.Panel.Status
	if !strings.HasPrefix(status.Text, "Step 1") {
		t.Fatalf("the step's status %q", status.Text)
	}
	lines := widget.NewLabel("x").MinSize().Height
	if status.MinSize().Height < 2*lines-theme.Padding()*4 {
		t.Fatalf("status %q is on one line (%v high): the test shows nothing", status.Text, status.MinSize().Height)
	}
	if after := x.w.Content().MinSize().Height; after != before {
		t.Errorf("minimum height %v before the step, %v with the status %q", before, after, status.Text)
	}
}

// Esc closes the Print dialog and the file dialog after it, also when the
// board had the focus before (it kept it behind the dialog, and took Esc
// and any digit typed).
func TestScenarioPrintEsc(t *testing.T) {
	x := newWindow(t, true)
	x.tapCell(x.sud.Board, 0, 2)    // empty
	x.w.Canvas().Focus(x.sud.Board) // as the desktop driver does on a tap
	x.shortcut(ctrl(fyne.KeyP))
	if x.dialog() == nil {
		t.Fatal("Ctrl+P showed no dialog")
	}
	x.typeRunes("7")
	if v := x.sud.Board.State().Grid.Cells[2]; v != 0 {
		t.Errorf("a digit typed over the Print dialog reached the board: r1c3 = %d", v)
	}
	x.key(fyne.KeyEscape)
	if x.dialog() != nil {
		t.Fatal("Esc left the Print dialog open")
	}
	x.shortcut(ctrl(fyne.KeyP))
	test.Tap(x.button("Next…"))
	if x.dialog() == nil {
		t.Fatal("Next… showed no file dialog")
	}
	x.key(fyne.KeyEscape)
	if x.dialog() != nil {
		t.Error("Esc left the file dialog open")
	}
}

// After Ctrl+Z undoes a Step, the status no longer tells that step as if
// it were on the board.
func TestScenarioUndoStepStatus(t *testing.T) {
	x := newWindow(t, true)
	x.at.SelectIndex(2)
	x.shortcut(ctrl(fyne.KeyT))
	x.sud.q.runUntil(x.has.TeachDone())
	if s := x.has.Panel.Status.Text; !strings.HasPrefix(s, "Step 1") {
		t.Fatalf("status after Step: %q", s)
	}
	x.shortcut(&fyne.ShortcutUndo{})
	if len(x.has.Board.State().Puzzle.Bridges) != 0 {
		t.Fatal("Ctrl+Z did not undo the step")
	}
	if s := x.has.Panel.Status.Text; strings.HasPrefix(s, "Step 1") {
		t.Errorf("after Ctrl+Z the status still tells the undone step: %q", s)
	}
	x.shortcut(&fyne.ShortcutRedo{})
	if s := x.has.Panel.Status.Text; strings.HasPrefix(s, "Undone") {
		t.Errorf("after Ctrl+Y the status %q", s)
	}
}

// A shortcut does nothing while a dialog is in front: a second Ctrl+P does
// not stack a second Print dialog, Ctrl+Z does not change the board behind.
func TestScenarioShortcutsWaitForDialog(t *testing.T) {
	x := newWindow(t, true)
	x.tapCell(x.sud.Board, 0, 2)
	x.typeRunes("4")
	x.shortcut(ctrl(fyne.KeyP))
	x.shortcut(ctrl(fyne.KeyP))
	if n := len(x.w.Canvas().Overlays().List()); n != 1 {
		t.Errorf("two Ctrl+P: %d dialogs", n)
	}
	x.shortcut(&fyne.ShortcutUndo{})
	if v := x.sud.Board.State().Grid.Cells[2]; v != 4 {
		t.Errorf("Ctrl+Z behind the Print dialog undid the 4: r1c3 = %d", v)
	}
	x.key(fyne.KeyEscape)
	x.shortcut(&fyne.ShortcutUndo{})
	if v := x.sud.Board.State().Grid.Cells[2]; v != 0 {
		t.Errorf("Ctrl+Z with no dialog left r1c3 = %d", v)
	}
}

// At 800×600 (the menu bar takes about 30 of it on the desktop) the cost
// chart under the board leaves the whole 9×9 board in view, not a board
// cut at its eighth row in a scroll.
func TestScenarioChartLeavesBoardInView(t *testing.T) {
	x := newWindow(t, true)
	x.w.Resize(fyne.NewSize(800, 570))
	if !x.sud.Panel.SelectID("anneal") {
		t.Fatal("anneal missing")
	}
	test.Tap(x.sud.Panel.SolveBtn)
	x.sud.wait()
	if !x.sud.Panel.Chart.Image.Visible() {
		t.Fatal("no chart after annealing")
	}
	x.w.Resize(fyne.NewSize(800, 571)) // lay out again, as the window's next frame does
	room, need := x.sud.scroll.Size().Height, x.sud.Board.MinSize().Height
	if room < need {
		t.Errorf("the board needs %v, its scroll shows %v", need, room)
	}
}

// TestScenarioSolverEntriesAfterReopen: the digits and bridges a method
// found come back in the solver's colour after a restart and after Save
// then Open, while the digit the player typed over the answer stays the
// player's.
func TestScenarioSolverEntriesAfterReopen(t *testing.T) {
	x := newWindow(t, true)
	x.sud.Panel.SelectID("backtrack")
	test.Tap(x.sud.Panel.SolveBtn)
	x.sud.wait()
	answer := x.sud.Board.State().Grid.Clone()
	if !answer.Complete() {
		t.Fatal("backtrack did not fill the board")
	}
	// r1c3 is empty in the sample: the player clears the solver's digit
	// there and types it again, which makes it theirs.
	x.tapCell(x.sud.Board, 0, 2)
	x.key(fyne.KeyDelete)
	x.typeRunes(strconv.Itoa(int(answer.Cells[2])))
	if o := x.sud.Board.State().Origins[2]; o != board.Played {
		t.Fatalf("r1c3 typed over the solver's digit: %v, want played", o)
	}
	x.at.SelectIndex(2)
	x.has.Panel.SelectID("exact")
	test.Tap(x.has.Panel.SolveBtn)
	x.sud.q.runUntil(x.has.Panel.Done())
	if st := x.has.Board.State(); !st.Found || len(st.Puzzle.Bridges) == 0 {
		t.Fatalf("exact drew %v, found %v", st.Puzzle.Bridges, st.Found)
	}
	saved := []string{x.sud.gameText(x.sud.State()), x.has.gameText(x.has.State())}
	for _, want := range []string{"solver digit r1c4 ", "\ndigit r1c3 ", "solver bridge "} {
		if !strings.Contains(saved[0]+saved[1], want) {
			t.Errorf("the game files lack %q:\n%s%s", want, saved[0], saved[1])
		}
	}
	check := func(how string, y *window) {
		t.Helper()
		st := y.sud.Board.State()
		if !st.Grid.Equal(answer) {
			t.Errorf("%s: Sudoku shows %s", how, st.Grid.Line())
		}
		given := x.sud.CurrentPuzzle()
		for i, o := range st.Origins {
			want := board.Found
			switch {
			case given.Cells[i] != 0:
				want = board.Given
			case i == 2:
				want = board.Played
			}
			if o != want {
				t.Errorf("%s: Sudoku cell %d is %v, want %v", how, i, o, want)
			}
		}
		if hs := y.has.Board.State(); !hs.Found || len(hs.Puzzle.Bridges) != len(x.has.Board.State().Puzzle.Bridges) {
			t.Errorf("%s: Hashi bridges %v, found %v", how, hs.Puzzle.Bridges, hs.Found)
		}
	}
	check("after a restart", newWindow(t, false))

	y := newWindow(t, false)
	tabs := []Tab{y.sud.SudokuTab, y.shi, y.has}
	for i := range tabs {
		tabs[i].(interface{ Clear() }).Clear()
	}
	OpenFile(y.w, y.at, tabs, "sudoku.txt", []byte(saved[0]))
	OpenFile(y.w, y.at, tabs, "hashi.txt", []byte(saved[1]))
	check("after Open", y)
	// A bridge cycled by hand makes the drawing the player's, in the file too.
	y.has.cycle(0, 1)
	if text := y.has.gameText(y.has.State()); strings.Contains(text, "solver") {
		t.Errorf("after a bridge cycled by hand the file still says solver:\n%s", text)
	}
}

// TestScenarioHashiNeighbours: between islands in adjacent cells, a tap in
// the gap between their rings draws a bridge, then a second, then none.
func TestScenarioHashiNeighbours(t *testing.T) {
	x := newWindow(t, true)
	p, err := hashi.ParseOne("pair", []byte("1 2 .\n. 1 .\n. . .\n"))
	if err != nil {
		t.Fatal(err)
	}
	x.at.SelectIndex(2)
	x.has.Load(p)
	b := x.has.Board
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
	c1, c2 := b.CellCentre(0, 0), b.CellCentre(0, 1)
	gap := fyne.NewPos((c1.X+c2.X)/2-2, c1.Y) // just inside r1c1, past its ring
	x.tapCell(b, 2, 2)                        // the click that gives the board the focus
	for _, want := range []int{1, 2, 0} {
		test.TapCanvas(x.w.Canvas(), abs.Add(gap))
		got := 0
		for _, br := range b.State().Puzzle.Bridges {
			if br.A == 0 && br.B == 1 {
				got = br.Count
			}
		}
		if got != want {
			t.Fatalf("after a tap in the gap: %d bridge(s) r1c1–r1c2, want %d (status %q)", got, want, x.has.Panel.Status.Text)
		}
	}
}
