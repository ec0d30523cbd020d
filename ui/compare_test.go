package ui

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"grille/app/cli"
	"grille/solve"
	"grille/solve/catalog"
	"grille/solve/chart"
	"grille/solve/lp/lpsolve"
	"grille/solve/measure"
	"grille/solve/sudoku"
	"grille/solve/sudoku/anneal"
	"grille/solve/sudoku/backtrack"
)

// comparisonView is a comparison whatever its puzzle type.
type comparisonView interface {
	Done() <-chan struct{}
	Runs() []measure.Run
	CSV() string
	cell(r, col int) string
	barSpec(px float64) chart.BarSpec
}

func (c *TabCore[P, S]) lastComparison() comparisonView {
	if c.compared == nil {
		return nil
	}
	return c.compared
}

// benchRow is one method's run as `grille bench` writes it: the status of
// its row and whether its summary counts it solved (a verified solution).
type benchRow struct {
	method, status string
	solved         bool
}

// benchRows runs `grille bench` in the process on the puzzle src of type
// typ, with the window's default time limit and bench's default seed.
func benchRows(t *testing.T, typ, src string) []benchRow {
	t.Helper()
	file := filepath.Join(t.TempDir(), typ+".txt")
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errs bytes.Buffer
	env := cli.Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errs, LP: lpsolve.New(), Lang: "en"}
	if code := cli.Main(env, []string{"bench", "--type", typ, "--timeout", limits[1].d.String(), file}); code != 0 {
		t.Fatalf("bench: exit %d: %s", code, errs.String())
	}
	var rows []benchRow
	solved := map[string]bool{}
	summary := false
	for _, line := range strings.Split(out.String(), "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) == 0:
			summary = true
		case f[0] == "puzzle" || f[0] == "method":
		case !summary && len(f) >= 4:
			rows = append(rows, benchRow{method: f[1], status: f[3]})
		case summary && len(f) >= 3:
			solved[f[0]] = f[2] == "1"
		}
	}
	for i := range rows {
		rows[i].solved = solved[rows[i].method]
	}
	return rows
}

// TestScenarioCompareMethods: Solve › Compare methods, by its shortcut,
// runs every method of each tab on its small puzzle, and the table's rows
// (method, status, verified) are those of `grille bench` on the puzzle.
func TestScenarioCompareMethods(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	q := make(uiQueue, 64)
	srcs := map[string]string{"sudoku": sample + "\n", "shikaku": shikakuSample, "hashi": hashiSample}
	var tabs []Tab
	var cores []interface{ lastComparison() comparisonView }
	for _, d := range catalog.Types(lpsolve.New()) {
		tab, err := NewTab(w, d, []byte(srcs[d.TypeName()]))
		if err != nil {
			t.Fatal(err)
		}
		switch x := tab.(type) {
		case *SudokuTab:
			x.Panel.UI = q
		case *ShikakuTab:
			x.Panel.UI = q
		case *HashiTab:
			x.Panel.UI = q
		default:
			t.Fatalf("tab %T", tab)
		}
		tabs = append(tabs, tab)
		cores = append(cores, tab.(interface{ lastComparison() comparisonView }))
	}
	at := Build(w, "", tabs...)
	w.SetContent(at)
	w.Resize(fyne.NewSize(1024, 768))
	win := &window{t: t, w: w, at: at}
	for i, tab := range tabs {
		typ := tab.Type().TypeName()
		at.SelectIndex(i)
		win.shortcut(&desktop.CustomShortcut{KeyName: fyne.KeyM, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift})
		x := cores[i].lastComparison()
		if x == nil {
			t.Fatalf("%s: Ctrl+Shift+M opened no comparison", typ)
		}
		q.runUntil(x.Done())
		want := benchRows(t, typ, srcs[typ])
		runs := x.Runs()
		if len(runs) != len(want) || len(want) != len(tab.Type().Erased().Methods.Methods()) {
			t.Fatalf("%s: %d runs in the window, %d rows from bench", typ, len(runs), len(want))
		}
		for r, b := range want {
			method, status, verified := runs[r].Method, x.cell(r, 1), x.cell(r, 4)
			wantStatus := "error"
			for s := solve.Unknown; s <= solve.Infeasible; s++ {
				if s.String() == b.status {
					wantStatus = statusTitle(s)
				}
			}
			wantVerified := map[bool]string{true: "yes", false: "no"}[b.solved]
			if method != b.method || status != wantStatus || verified != wantVerified {
				t.Errorf("%s row %d: window %s %q verified %s; bench %s %s solved %v", typ, r, method, status, verified, b.method, b.status, b.solved)
			}
			if name := x.cell(r, 0); name == "" || x.cell(r, 2) == "" {
				t.Errorf("%s row %d: name %q, time %q", typ, r, name, x.cell(r, 2))
			}
		}
		// Copy as CSV: a header and a row per method, bench's status words.
		csv := strings.Split(strings.TrimSpace(x.CSV()), "\n")
		if len(csv) != len(want)+1 || !strings.HasPrefix(csv[0], "method,status,ms,") {
			t.Errorf("%s: CSV %q", typ, csv)
		} else {
			for r, b := range want {
				if !strings.HasPrefix(csv[r+1], b.method+","+b.status+",") {
					t.Errorf("%s: CSV row %q, bench %s %s", typ, csv[r+1], b.method, b.status)
				}
			}
		}
		// The chart: one bar per method, its texts at least 12 px.
		spec := x.barSpec(chartTextSize)
		if px, err := chart.BarMinTextPx(spec); err != nil || px < 12 || len(spec.Bars) != len(want) {
			t.Errorf("%s: chart of %d bars, smallest text %.1f px (%v)", typ, len(spec.Bars), px, err)
		}
		closeTop(w)
	}
}

// blocker runs until it is stopped, and takes a nil reporter as every
// method must (Compare runs methods unwatched, as bench does).
type blocker struct{ started chan struct{} }

func (blocker) Info() solve.Info {
	return solve.Info{ID: "blocker", Name: "Blocker (test)", Doc: "Runs until stopped."}
}

func (b blocker) Solve(ctx context.Context, p sudoku.Grid, report solve.Reporter[sudoku.Grid]) (solve.Result[sudoku.Grid], error) {
	close(b.started)
	<-ctx.Done()
	return solve.Result[sudoku.Grid]{Status: solve.Unknown}, nil
}

// TestCompareStop: Stop ends the method under way and starts no other;
// the table says which did not run, and what ran can be copied.
func TestCompareStop(t *testing.T) {
	b := blocker{make(chan struct{})}
	tab := newTickerTab(t, backtrack.New())
	tab.typ.Methods.Register(b)
	tab.typ.Methods.Register(anneal.New())
	tab.Compare()
	x := tab.compared
	for !isClosed(b.started) {
		(<-tab.q)()
	}
	test.Tap(x.stopBtn)
	tab.q.runUntil(x.Done())
	if n := len(x.Runs()); n != 1 {
		t.Fatalf("%d runs after Stop, want 1", n)
	}
	for r := 1; r < 3; r++ {
		if s := x.cell(r, 1); s != "not run" {
			t.Errorf("row %d's status %q", r, s)
		}
	}
	if s := x.status.Text; !strings.HasPrefix(s, "Stopped.") {
		t.Errorf("status %q", s)
	}
	if x.csvBtn.Disabled() || x.pngBtn.Disabled() || !x.stopBtn.Disabled() {
		t.Error("after Stop: Copy as CSV and Save as PNG off, or Stop on")
	}
}
