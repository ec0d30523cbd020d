//go:build screenshots

package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestScreenshots makes the pictures of the README and of the AppStream
// metadata (assets/screenshot*.png) from the real window, as `make
// screenshots` runs it: so a release's pictures show that release's window,
// never an older toolbar. Each scene starts the binary with a fresh
// configuration that chooses the tab and the method, and sends the keys a
// person would press (the menus' shortcuts); the picture is taken when the
// window has settled. GRILLE_SHOTS names another folder to write to.
func TestScreenshots(t *testing.T) {
	bin, err := filepath.Abs("../grille")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(bin); err != nil {
		t.Fatalf("build the binary first (make build): %v", err)
	}
	dir := os.Getenv("GRILLE_SHOTS")
	if dir == "" {
		dir = "../assets"
	}
	scenes := []struct {
		file  string
		open  string // a puzzle file to open, if not the tab's sample
		tab   int
		prefs map[string]any
		keys  []string // xdotool key names, one press each
	}{
		// Sirdey's LP relaxation, first round: every candidate a tile
		// shaded by its value (Solve › Step runs one round), on an extreme
		// puzzle of Grille's own generator (the sample's presolve leaves
		// nothing fractional).
		{"screenshot.png", "testdata/screenshot-sudoku.txt", 0, map[string]any{"sudoku.method": "lp-fix"}, []string{"ctrl+t"}},
		// The exact cover's deductions, then the solved board.
		{"screenshot-shikaku.png", "", 1, map[string]any{"shikaku.method": "exact"}, []string{"ctrl+Return"}},
		// What the rules settle, one named step at a time.
		{"screenshot-hashi.png", "", 2, map[string]any{"hashi.method": "exact"}, []string{"ctrl+t", "ctrl+t", "ctrl+t"}},
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	display := startXvfb(t, ctx, "1280x900x24")
	for _, sc := range scenes {
		t.Run(sc.file, func(t *testing.T) {
			cfg := t.TempDir()
			prefs := map[string]any{
				"window.tab": sc.tab, "window.width": 1200, "window.height": 800,
				"window.language": "en", "window.theme": 0,
			}
			for k, v := range sc.prefs {
				prefs[k] = v
			}
			data, err := json.Marshal(prefs)
			if err != nil {
				t.Fatal(err)
			}
			// Where Fyne keeps an app's preferences on Linux.
			pdir := filepath.Join(cfg, "fyne", "io.grille.app")
			if err := os.MkdirAll(pdir, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(pdir, "preferences.json"), data, 0o644); err != nil {
				t.Fatal(err)
			}
			env := append(os.Environ(), "DISPLAY="+display, "XDG_CONFIG_HOME="+cfg, "LANG=C.UTF-8", "LC_ALL=")
			var args []string
			if sc.open != "" {
				args = append(args, sc.open)
			}
			win, out := startWindow(t, ctx, bin, env, args...)
			tmp := filepath.Join(t.TempDir(), "shot.png")
			waitDrawn(t, ctx, env, win, tmp, out)
			settle(t, ctx, env, win, tmp)
			for _, k := range sc.keys {
				runX(t, ctx, env, "xdotool", "key", "--window", win, k)
				settle(t, ctx, env, win, tmp)
			}
			img := load(t, tmp)
			if b := img.Bounds(); b.Dx() != 1200 || b.Dy() != 800 {
				t.Fatalf("window is %dx%d, want 1200x800", b.Dx(), b.Dy())
			}
			if ok, why := drawn(t, tmp); !ok {
				t.Fatalf("not a drawn window: %s", why)
			}
			data, err = os.ReadFile(tmp)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, sc.file), data, 0o644); err != nil {
				t.Fatal(err)
			}
			t.Logf("wrote %s", filepath.Join(dir, sc.file))
		})
	}
}
