//go:build smoke

package main

import (
	"bytes"
	"context"
	"fmt"
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
	env := append(os.Environ(), "DISPLAY="+display)

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
			return
		}
		last = why
	}
	t.Fatalf("window never drawn: %s\napp output:\n%s", last, appOut.String())
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
