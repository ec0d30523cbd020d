//go:build smoke

package main

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
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

	// -displayfd makes Xvfb pick a free display and tell us which.
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	xvfb := exec.CommandContext(ctx, "Xvfb", "-displayfd", "3", "-screen", "0", "1280x900x24", "-nolisten", "tcp")
	xvfb.ExtraFiles = []*os.File{w}
	if err := xvfb.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = xvfb.Process.Kill(); _ = xvfb.Wait() }()
	w.Close()
	buf := make([]byte, 16)
	n, err := r.Read(buf)
	if err != nil {
		t.Fatalf("Xvfb did not report its display: %v", err)
	}
	display := ":" + strings.TrimSpace(string(buf[:n]))
	// A fresh config directory: the window starts from its sample puzzles,
	// not from what an earlier run on this machine remembered.
	env := append(os.Environ(), "DISPLAY="+display, "XDG_CONFIG_HOME="+t.TempDir())

	app := exec.CommandContext(ctx, bin)
	app.Env = env
	var appOut bytes.Buffer
	app.Stdout, app.Stderr = &appOut, &appOut
	if err := app.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = app.Process.Kill(); _ = app.Wait() }()

	// xdotool --sync blocks until the window exists.
	find := exec.CommandContext(ctx, "xdotool", "search", "--sync", "--onlyvisible", "--name", "^Grille$")
	find.Env = env
	id, err := find.Output()
	if err != nil {
		t.Fatalf("window never appeared: %v\n%s", err, appOut.String())
	}
	win := strings.Fields(string(id))[0]

	shot := os.Getenv("GRILLE_SHOT")
	if shot == "" {
		shot = filepath.Join(os.TempDir(), "grille-smoke.png")
	}
	// The window exists before its first frame: take screenshots until one
	// is drawn or the context runs out. Each capture takes a while itself.
	var last string
	for attempt := 1; ctx.Err() == nil; attempt++ {
		cmd := exec.CommandContext(ctx, "import", "-window", win, shot)
		cmd.Env = env
		if out, err := cmd.CombinedOutput(); err != nil {
			last = fmt.Sprintf("import: %v: %s", err, out)
			continue
		}
		ok, why := drawn(t, shot)
		if ok {
			t.Logf("window drawn after %d screenshots; saved %s (%s)", attempt, shot, why)
			undoByKeys(t, ctx, env, win, shot)
			return
		}
		last = why
	}
	t.Fatalf("window never drawn: %s\napp output:\n%s", last, appOut.String())
}

// undoByKeys plays a digit and takes it back with Ctrl+Z, then again with
// Ctrl+Y, sent as a person sends them: X key events through the window
// system, so Fyne's own key-to-shortcut translation is what is tested. The
// board's middle cell is empty in the sample puzzle.
func undoByKeys(t *testing.T, ctx context.Context, env []string, win, dir string) {
	run := func(args ...string) {
		cmd := exec.CommandContext(ctx, args[0], args[1:]...)
		cmd.Env = env
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%v: %v: %s", args, err, out)
		}
	}
	// settle takes screenshots until two in a row agree: the window has
	// drawn what the last event changed.
	settle := func(name string) image.Image {
		var prev image.Image
		for ctx.Err() == nil {
			path := filepath.Join(filepath.Dir(dir), name)
			run("import", "-window", win, path)
			img := load(t, path)
			if prev != nil && sameRegion(prev, img, img.Bounds()) {
				return img
			}
			prev = img
		}
		t.Fatal("the window never settled")
		return nil
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

func load(t *testing.T, path string) image.Image {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// sameRegion reports whether a and b have the same pixels in r.
func sameRegion(a, b image.Image, r image.Rectangle) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	r = r.Intersect(a.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if a.At(x, y) != b.At(x, y) {
				return false
			}
		}
	}
	return true
}

// drawn says whether a screenshot shows a real window: big enough, many
// colours, and no single colour covering almost everything.
func drawn(t *testing.T, path string) (bool, string) {
	f, err := os.Open(path)
	if err != nil {
		return false, err.Error()
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return false, err.Error()
	}
	b := img.Bounds()
	if b.Dx() < 600 || b.Dy() < 400 {
		return false, fmt.Sprintf("window only %dx%d", b.Dx(), b.Dy())
	}
	counts := map[uint32]int{}
	total := 0
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			counts[(r>>8)<<16|(g>>8)<<8|bl>>8]++
			total++
		}
	}
	top := 0
	for _, c := range counts {
		top = max(top, c)
	}
	why := fmt.Sprintf("%dx%d, %d colours, commonest covers %.0f%%", b.Dx(), b.Dy(), len(counts), 100*float64(top)/float64(total))
	return len(counts) >= 20 && float64(top) < 0.9*float64(total), why
}
