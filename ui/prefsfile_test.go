package ui

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestWindowSize: a remembered size is brought down to the bounds (1e9 ended
// every start with an X BadValue error); one smaller than the smallest is
// not used.
func TestWindowSize(t *testing.T) {
	for _, c := range []struct {
		w, h float64
		want fyne.Size
		ok   bool
	}{
		{1200, 800, fyne.NewSize(1200, 800), true},
		{1e9, 1e9, fyne.NewSize(maxWindowWidth, maxWindowHeight), true},
		{10000, 700, fyne.NewSize(maxWindowWidth, 700), true},
		{400, 300, fyne.NewSize(400, 300), true},
		{399, 800, fyne.Size{}, false},
		{0, 0, fyne.Size{}, false},
		{-1e9, 1e9, fyne.Size{}, false},
	} {
		if got, ok := windowSize(c.w, c.h); got != c.want || ok != c.ok {
			t.Errorf("windowSize(%v, %v) = %v, %v; want %v, %v", c.w, c.h, got, ok, c.want, c.ok)
		}
	}
	// A screen known bounds it too; one smaller than the smallest window
	// does not.
	defer SetScreenSize(fyne.Size{})
	for _, c := range []struct {
		screen, want fyne.Size
	}{
		{fyne.NewSize(1280, 900), fyne.NewSize(1280, 900)},
		{fyne.NewSize(8000, 8000), fyne.NewSize(maxWindowWidth, maxWindowHeight)},
		{fyne.NewSize(100, 100), fyne.NewSize(maxWindowWidth, maxWindowHeight)},
	} {
		SetScreenSize(c.screen)
		if got, _ := windowSize(1e9, 1e9); got != c.want {
			t.Errorf("screen %v: windowSize(1e9, 1e9) = %v, want %v", c.screen, got, c.want)
		}
	}
	// A first start fits the screen too.
	for _, c := range []struct {
		screen, want fyne.Size
	}{
		{fyne.Size{}, fyne.NewSize(1200, 800)},
		{fyne.NewSize(1024, 768), fyne.NewSize(1024, 768)},
		{fyne.NewSize(1920, 1080), fyne.NewSize(1200, 800)},
	} {
		SetScreenSize(c.screen)
		if got := DefaultWindowSize(); got != c.want {
			t.Errorf("screen %v: DefaultWindowSize() = %v, want %v", c.screen, got, c.want)
		}
	}
	SetScreenSize(fyne.Size{})
	test.NewTempApp(t)
	pr := prefs()
	pr.SetFloat("window.width", 1e9)
	pr.SetFloat("window.height", 1e9)
	w := test.NewTempWindow(t, nil)
	rememberWindow(w, container.NewAppTabs(container.NewTabItem("a", widget.NewLabel("a"))))
	if s := w.Canvas().Size(); s.Width > maxWindowWidth || s.Height > maxWindowHeight {
		t.Errorf("window of %v from a remembered 1e9×1e9", s)
	}
}

// TestKeepPreferences: a preferences file that does not parse keeps the
// settings it holds before the damage, and the copy written at every
// change fills in the rest; a file that reads, or none (the settings were
// reset on purpose), is left to Fyne.
func TestKeepPreferences(t *testing.T) {
	for _, c := range []struct {
		name         string
		file, backup string // "-": no such file
		want         map[string]any
		recovered    int
	}{
		{"truncated", `{"sudoku.method":"ilp","window.tab":2,"shikaku.seed":"12","hashi.me`, "-",
			map[string]any{"sudoku.method": "ilp", "window.tab": 2, "shikaku.seed": "12"}, 3},
		{"garbage", `{"window.tab":1,"sudoku.seed":"7",x"window.width":800}`, "-",
			map[string]any{"window.tab": 1, "sudoku.seed": "7", "window.width": nil}, 2},
		{"empty, with a copy", "", `{"sudoku.method":"lp-fix","window.tab":1}`,
			map[string]any{"sudoku.method": "lp-fix", "window.tab": 1}, 2},
		{"damaged, with a copy", `{"window.tab":2,"sudoku.method"`, `{"window.tab":1,"sudoku.method":"ilp","hashi.seed":"3"}`,
			map[string]any{"window.tab": 2, "sudoku.method": "ilp", "hashi.seed": "3"}, 3},
		{"damaged copy", `{"window.tab":2,`, `{"sudoku.method":"ilp","hashi`,
			map[string]any{"window.tab": 2, "sudoku.method": "ilp"}, 2},
		{"not an object", `[1, 2]`, "-", map[string]any{"window.tab": nil}, 0},
		{"file reads", `{"window.tab":2}`, `{"sudoku.method":"ilp"}`, map[string]any{"sudoku.method": nil}, 0},
		{"no file", "-", `{"sudoku.method":"ilp"}`, map[string]any{"sudoku.method": nil}, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := test.NewTempApp(t)
			dir := t.TempDir()
			file, backup := filepath.Join(dir, "preferences.json"), filepath.Join(dir, "backup", "preferences.json")
			for name, text := range map[string]string{file: c.file, backup: c.backup} {
				if text == "-" {
					continue
				}
				if err := os.MkdirAll(filepath.Dir(name), 0o700); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(name, []byte(text), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			var log bytes.Buffer
			prefsLog = &log
			defer func() { prefsLog = os.Stderr }()
			pr := a.Preferences()
			if _, ok := pr.(valueStore); !ok {
				t.Fatalf("the test app's preferences (%T) give no values", pr)
			}
			if got := keepPreferences(pr, file, backup); got != c.recovered {
				t.Errorf("recovered %d, want %d", got, c.recovered)
			}
			if damaged := c.file != "-" && !json.Valid([]byte(c.file)) || c.name == "not an object"; damaged != strings.Contains(log.String(), "does not read") {
				t.Errorf("log %q", log.String())
			}
			for k, v := range c.want {
				switch v := v.(type) {
				case nil:
					if pr.String(k) != "" || pr.Int(k) != 0 {
						t.Errorf("%s = %q / %d, want none", k, pr.String(k), pr.Int(k))
					}
				case string:
					if got := pr.String(k); got != v {
						t.Errorf("%s = %q, want %q", k, got, v)
					}
				case int:
					if got := pr.Int(k); got != v {
						t.Errorf("%s = %d, want %d", k, got, v)
					}
				}
			}
			// From now on every change is copied, whole.
			pr.SetString("sudoku.seed", "42")
			var copied map[string]any
			if err := json.Unmarshal(mustReadFile(t, backup), &copied); err != nil || copied["sudoku.seed"] != "42" {
				t.Errorf("copy %v (%v)", copied, err)
			}
			for k := range c.want {
				if _, ok := copied[k]; ok != (c.want[k] != nil) {
					t.Errorf("copy %v: %s", copied, k)
				}
			}
		})
	}
}

func mustReadFile(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
