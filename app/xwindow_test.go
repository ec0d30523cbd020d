//go:build smoke || screenshots

package main

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// What the smoke test and the screenshots share: a virtual X server, the
// real binary's window in it, and screenshots of that window.

// startXvfb starts a virtual X server of the given screen ("1280x900x24")
// on a free display, stopped at the end of the test, and returns the
// display's name.
func startXvfb(t *testing.T, ctx context.Context, screen string) string {
	t.Helper()
	for _, tool := range []string{"Xvfb", "xdotool", "import"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("%s not installed (make deps installs it): %v", tool, err)
		}
	}
	// -displayfd makes Xvfb pick a free display and tell us which.
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	xvfb := exec.CommandContext(ctx, "Xvfb", "-displayfd", "3", "-screen", "0", screen, "-nolisten", "tcp")
	xvfb.ExtraFiles = []*os.File{w}
	if err := xvfb.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = xvfb.Process.Kill(); _ = xvfb.Wait() })
	w.Close()
	buf := make([]byte, 16)
	n, err := r.Read(buf)
	if err != nil {
		t.Fatalf("Xvfb did not report its display: %v", err)
	}
	return ":" + strings.TrimSpace(string(buf[:n]))
}

// startWindow starts bin with args in env, stopped at the end of the test,
// and returns its window's X id once the window exists, and the buffer
// its output goes to.
func startWindow(t *testing.T, ctx context.Context, bin string, env []string, args ...string) (string, *bytes.Buffer) {
	t.Helper()
	app := exec.CommandContext(ctx, bin, args...)
	app.Env = env
	var out bytes.Buffer
	app.Stdout, app.Stderr = &out, &out
	if err := app.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = app.Process.Kill(); _ = app.Wait() })
	// xdotool --sync blocks until the window exists.
	find := exec.CommandContext(ctx, "xdotool", "search", "--sync", "--onlyvisible", "--name", "^Grille$")
	find.Env = env
	id, err := find.Output()
	if err != nil {
		t.Fatalf("window never appeared: %v\n%s", err, out.String())
	}
	return strings.Fields(string(id))[0], &out
}

// runX runs an X client (xdotool, import) in env, failing the test if it
// fails.
func runX(t *testing.T, ctx context.Context, env []string, args ...string) {
	t.Helper()
	cmd := exec.CommandContext(ctx, args[0], args[1:]...)
	cmd.Env = env
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v: %v: %s", args, err, out)
	}
}

// waitDrawn takes screenshots of win into shot until one shows a drawn
// window (the window exists before its first frame), and says what it saw.
func waitDrawn(t *testing.T, ctx context.Context, env []string, win, shot string, appOut *bytes.Buffer) string {
	t.Helper()
	var last string
	for ctx.Err() == nil {
		cmd := exec.CommandContext(ctx, "import", "-window", win, shot)
		cmd.Env = env
		if out, err := cmd.CombinedOutput(); err != nil {
			last = fmt.Sprintf("import: %v: %s", err, out)
			continue
		}
		ok, why := drawn(t, shot)
		if ok {
			return why
		}
		last = why
	}
	t.Fatalf("window never drawn: %s\napp output:\n%s", last, appOut.String())
	return ""
}

// settle takes screenshots of win into path until two in a row agree: the
// window has drawn what the last event changed.
func settle(t *testing.T, ctx context.Context, env []string, win, path string) image.Image {
	t.Helper()
	var prev image.Image
	for ctx.Err() == nil {
		runX(t, ctx, env, "import", "-window", win, path)
		img := load(t, path)
		if prev != nil && sameRegion(prev, img, img.Bounds()) {
			return img
		}
		prev = img
	}
	t.Fatal("the window never settled")
	return nil
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
