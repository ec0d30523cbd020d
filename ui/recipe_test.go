package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"grille/assets"
	"grille/solve"
	"grille/solve/catalog"
	"grille/solve/solvetest/latin"
	"grille/solve/solvetest/latin/latintype"
)

// TestEveryTypeHasATab: each type of the catalog has a tab and a sample
// the tab opens with, and every tab is of a type of the catalog, so that
// the program does not stop at start (app/main.go) on a type left out.
func TestEveryTypeHasATab(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	types := catalog.Types(nil)
	for _, d := range types {
		name := d.TypeName()
		sample, err := assets.Samples.ReadFile("samples/" + name + ".txt")
		if err != nil {
			t.Errorf("%s: no sample in assets/samples: %v", name, err)
			continue
		}
		tab, err := NewTab(w, d, sample)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if tab.Type() != d || tab.Title() != d.Erased().Title {
			t.Errorf("%s: the tab is of %s, %q", name, tab.Type().TypeName(), tab.Title())
		}
	}
	for name := range presentations {
		if _, ok := catalog.Lookup(types, name); !ok {
			t.Errorf("a tab for %q, a type the catalog does not have", name)
		}
	}
}

// TestRegisterTwice: a second tab for a type is refused, not put in the
// first one's place.
func TestRegisterTwice(t *testing.T) {
	before := presentations["sudoku"]
	defer func() {
		if got, want := recover(), `ui: a second tab registered for puzzle type "sudoku"`; got != want {
			t.Errorf("register panics with %v, want %s", got, want)
		}
		if presentations["sudoku"] == nil || before == nil {
			t.Error("the first tab is gone")
		}
	}()
	register("sudoku", func(fyne.Window, solve.Described, any) Tab { return nil })
}

// latinTab is the recipe's tab for the Latin square of solve/solvetest/latin,
// which is in no catalog: a Presenter with only the required methods, its
// board a label.
type latinTab struct {
	*TabCore[latin.Square, latinState]
	label *widget.Label
}

// latinState is the puzzle, and what the board shows on it.
type latinState struct{ puzzle, shown latin.Square }

type latinPresenter struct{ t *latinTab }

func (p latinPresenter) Board() fyne.CanvasObject                           { return p.t.label }
func (p latinPresenter) Show(st latinState)                                 { p.t.label.SetText(st.shown.Text()) }
func (p latinPresenter) Fresh(q latin.Square) latinState                    { return latinState{q.Clone(), q.Clone()} }
func (p latinPresenter) Play(st latinState) latin.Square                    { return st.shown }
func (p latinPresenter) Puzzle(st latinState) latin.Square                  { return st.puzzle }
func (p latinPresenter) Picture(cur latinState, _ []any) (latinState, bool) { return cur, false }
func (p latinPresenter) Solved(cur latinState, sol latin.Square) latinState {
	return latinState{cur.puzzle, sol}
}
func (p latinPresenter) Stepped(cur latinState, r solve.StepResult[latin.Square]) latinState {
	return latinState{cur.puzzle, r.Next}
}

// TestRecipeTab: the recipe's fourth type gets a window tab from a
// registration and its descriptor: it opens its sample, solves it, copies
// and pastes it, and every command of the window that needs an optional
// part it lacks (New, Generate, Print, Step, Hint, the course round, the
// model) does nothing rather than fail.
func TestRecipeTab(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	var made *latinTab
	register("latin", func(w fyne.Window, d solve.Described, p any) Tab {
		made = &latinTab{label: widget.NewLabel("")}
		made.TabCore = NewTabCore[latin.Square, latinState](w, d.(*solve.Type[latin.Square]), latinPresenter{made}, p.(latin.Square))
		return made
	})
	t.Cleanup(func() { delete(presentations, "latin") })
	typ := catalog.Checked(latintype.New())[0]
	tab, err := NewTab(w, typ, []byte(latin.Sample))
	if err != nil {
		t.Fatal(err)
	}
	q := make(uiQueue, 64)
	made.Panel.UI = q
	at := Build(w, "", tab)
	w.SetContent(at)
	if got := made.label.Text; got != "1...\n..3.\n.4..\n...2\n" {
		t.Fatalf("the tab shows %q, not its sample", got)
	}
	if made.modelBtn != nil {
		t.Error("a Model button for a type without a model")
	}

	test.Tap(made.Panel.SolveBtn)
	q.runUntil(made.Panel.Done())
	if s := made.Panel.Status.Text; !strings.HasPrefix(s, "Multiple solutions") {
		t.Errorf("status %q", s)
	}
	sol, err := latin.Type.ParseOne("board", []byte(made.label.Text))
	if err != nil {
		t.Fatalf("the board after Solve: %v", err)
	}
	if err := latin.Verify(made.CurrentPuzzle(), sol); err != nil {
		t.Errorf("the board after Solve is no solution: %v", err)
	}

	tab.Copy()
	if got := made.Panel.Status.Text; got != "Copied the puzzle as a grid" {
		t.Errorf("after Copy: %q", got)
	}
	copied := fyne.CurrentApp().Clipboard().Content()
	if copied != latin.Sample[strings.Index(latin.Sample, "\n")+1:] {
		t.Errorf("copied %q", copied)
	}
	if err := tab.LoadOne("clipboard", []byte("12\n21\n")); err != nil {
		t.Fatal(err)
	}
	if got := made.label.Text; got != "12\n21\n" {
		t.Errorf("after a paste the tab shows %q", got)
	}
	for _, bad := range []struct{ in, want string }{
		{"12:3", `clipboard:1:1: this type has no game IDs: "12:3" reads as one`},
		{"https://puzz.link/p?latin/2/2/x", "clipboard:1:1: this type has no puzz.link URLs"},
		{"12\n21\nplay\ndigit r1c1 1\n", "clipboard:3:1: this type has no play block"},
		{"garbage", "clipboard:1:1: 'g' is not a digit 1 to 7 or '.'"},
	} {
		if err := tab.LoadOne("clipboard", []byte(bad.in)); err == nil || err.Error() != bad.want {
			t.Errorf("LoadOne(%q) = %v, want %s", bad.in, err, bad.want)
		}
		if err := tab.LoadData("file", []byte(bad.in)); err == nil {
			t.Errorf("LoadData(%q) took it", bad.in)
		}
	}
	for _, f := range []func(){tab.New, tab.Generate, tab.Print, tab.Step, tab.Hint, tab.CourseRound, tab.Check} {
		f()
	}
	if top := w.Canvas().Overlays().Top(); top != nil {
		t.Errorf("a dialog opened for a part the type lacks")
	}
	if got := made.label.Text; got != "12\n21\n" {
		t.Errorf("the commands changed the board: %q", got)
	}
}
