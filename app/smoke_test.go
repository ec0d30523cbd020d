//go:build smoke

package main

import (
	"context"
	"fmt"
	"image"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// TestSmoke starts the real binary in a virtual X server, waits for its
// window, takes a screenshot and checks that the window is drawn. The
// screenshot is kept (GRILLE_SHOT, default $TMPDIR/grille-smoke.png) so a
// person can look at it. GRILLE_BIN names another binary to test (make
// dist-test: the installed /usr/bin/grille).
func TestSmoke(t *testing.T) {
	bin, err := filepath.Abs("../grille")
	if env := os.Getenv("GRILLE_BIN"); env != "" {
		bin = env
	}
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(bin); err != nil {
		t.Fatalf("build the binary first (make build): %v", err)
	}
	for _, tool := range []string{"Xvfb", "xdotool", "import"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("%s not installed (make deps installs it): %v", tool, err)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()

	display := startXvfb(t, ctx, "1280x900x24")
	// A fresh config directory: the window starts from its sample puzzles,
	// not from what an earlier run on this machine remembered.
	env := append(os.Environ(), "DISPLAY="+display, "XDG_CONFIG_HOME="+t.TempDir())
	win, appOut := startWindow(t, ctx, bin, env)

	shot := os.Getenv("GRILLE_SHOT")
	if shot == "" {
		shot = filepath.Join(os.TempDir(), "grille-smoke.png")
	}
	why := waitDrawn(t, ctx, env, win, shot, appOut)
	t.Logf("window drawn; saved %s (%s)", shot, why)
	undoByKeys(t, ctx, env, win, shot)
}

// undoByKeys plays a digit and takes it back with Ctrl+Z, then again with
// Ctrl+Y, sent as a person sends them: X key events through the window
// system, so Fyne's own key-to-shortcut translation is what is tested. The
// board's middle cell is empty in the sample puzzle.
func undoByKeys(t *testing.T, ctx context.Context, env []string, win, dir string) {
	run := func(args ...string) { runX(t, ctx, env, args...) }
	settle := func(name string) image.Image {
		return settle(t, ctx, env, win, filepath.Join(filepath.Dir(dir), name))
	}
	// The board fills the left 60% of the window under the toolbar, whose
	// height depends on how its buttons wrap: the estimate of the middle
	// cell may be a row off, on a given. Typing on a given changes nothing,
	// so the test tries the estimate, then the rows above and below, for
	// the first empty cell.
	geo := settle("grille-keys-0.png").Bounds()
	board := image.Rect(geo.Dx()/20, geo.Dy()/6, geo.Dx()*11/20, geo.Dy()*9/10)
	cx, cy := (board.Min.X+board.Max.X)/2, (board.Min.Y+board.Max.Y)/2
	row := board.Dy() / 9
	var selected, played image.Image
	for _, dy := range []int{0, row, -row} {
		run("xdotool", "mousemove", "--window", win, fmt.Sprint(cx), fmt.Sprint(cy+dy), "click", "1")
		selected = settle("grille-keys-1.png")
		run("xdotool", "type", "--window", win, "7")
		played = settle("grille-keys-2.png")
		if !sameRegion(selected, played, board) {
			break
		}
	}
	if sameRegion(selected, played, board) {
		t.Fatal("typing 7 in the middle cells changed nothing on the board")
	}
	run("xdotool", "key", "--window", win, "ctrl+z")
	if undone := settle("grille-keys-3.png"); !sameRegion(selected, undone, board) {
		t.Error("Ctrl+Z did not take the 7 back")
	}
	run("xdotool", "key", "--window", win, "ctrl+y")
	if redone := settle("grille-keys-4.png"); !sameRegion(played, redone, board) {
		t.Error("Ctrl+Y did not put the 7 back")
	}
}
