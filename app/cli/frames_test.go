package cli

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"grille/solve"
	"grille/ui"
)

// runFrames runs explain --frames dir with the window's boards (ui.Frames,
// in a test app: what main hands over in the real one).
func runFrames(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	test.NewTempApp(t)
	var out, errb bytes.Buffer
	env := Env{Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errb,
		Frames: func(d solve.Described, p any) (Framer, error) { return ui.NewFrames(d, p) }}
	code = Main(env, append([]string{"explain"}, args...))
	return code, out.String(), errb.String()
}

// framesIn decodes dir's PNGs, which must be 001.png, 002.png, … and
// nothing else.
func framesIn(t *testing.T, dir string) []image.Image {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var imgs []image.Image
	for i, e := range ents {
		if want := fmt.Sprintf("%03d.png", i+1); e.Name() != want {
			t.Fatalf("file %d is %s, want %s", i+1, e.Name(), want)
		}
		f, err := os.Open(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", e.Name(), err)
		}
		imgs = append(imgs, img)
	}
	return imgs
}

// samePixels says whether a and b are the same picture.
func samePixels(a, b image.Image) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if a.At(x, y) != b.At(x, y) {
				return false
			}
		}
	}
	return true
}

var stepLine = regexp.MustCompile(`(?m)^  \d+\. `)

// TestExplainFrames: explain --frames writes one PNG per step of each
// type's sample, numbered from 001.png, each picture differing from the one
// before (the step's highlights and its result), all of one size.
func TestExplainFrames(t *testing.T) {
	for _, c := range []struct{ typ, file string }{
		{"sudoku", "testdata/sample.txt"},
		{"shikaku", "../../assets/samples/shikaku.txt"},
		{"hashi", "../../assets/samples/hashi.txt"},
	} {
		t.Run(c.typ, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "frames") // made by explain
			code, out, errs := runFrames(t, "", "--type", c.typ, "--frames", dir, c.file)
			if code != ExitOK || errs != "" {
				t.Fatalf("exit %d, stderr %q", code, errs)
			}
			steps := len(stepLine.FindAllString(out, -1))
			imgs := framesIn(t, dir)
			if steps < 2 || len(imgs) != steps {
				t.Fatalf("%d pictures for %d steps:\n%s", len(imgs), steps, out)
			}
			for i := 1; i < len(imgs); i++ {
				if samePixels(imgs[i-1], imgs[i]) {
					t.Errorf("%03d.png is %03d.png again", i+1, i)
				}
				if imgs[i].Bounds() != imgs[0].Bounds() {
					t.Errorf("%03d.png is %v, 001.png %v", i+1, imgs[i].Bounds(), imgs[0].Bounds())
				}
			}
		})
	}
}

// TestExplainFramesOnePuzzle: a second puzzle is explained but not drawn
// (it would overwrite the first's pictures), which stderr and the exit
// status say; a build without boards refuses --frames.
func TestExplainFramesOnePuzzle(t *testing.T) {
	sample := string(mustRead(t, "testdata/sample.txt"))
	dir := t.TempDir()
	code, out, errs := runFrames(t, sample+"\n"+sample, "--frames", dir, "-")
	if code != ExitBadInput || !strings.Contains(errs, "stdin #2: --frames draws the steps of the first puzzle only") {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
	steps := len(stepLine.FindAllString(out, -1))
	if n := len(framesIn(t, dir)); n == 0 || 2*n != steps {
		t.Errorf("%d pictures for %d steps of two puzzles:\n%s\n%s", n, steps, out, errs)
	}
	var o, e bytes.Buffer
	code = Main(Env{Stdin: strings.NewReader(sample), Stdout: &o, Stderr: &e}, []string{"explain", "--frames", dir, "-"})
	if code != ExitBadInput || !strings.Contains(e.String(), "--frames: this build has no boards to draw") {
		t.Errorf("without boards: exit %d, stderr %q", code, e.String())
	}
}
