package cli

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"sync/atomic"

	"grille/solve"
)

// `grille explain --frames DIR`: the board after each step, with that
// step's highlights, as the window's Step shows it, one PNG a step
// (DIR/001.png, DIR/002.png, …), for handouts and slides. The boards are
// the window's (ui/board), which this package cannot import (it never
// imports Fyne): main hands them over as Env.Frames, as it hands over the
// LP engine.

// Framer draws the Step pictures of one puzzle, one deduction after the
// other (ui.Frames).
type Framer interface {
	Frame(d solve.Deduction[any]) (image.Image, error)
}

// stepFrames are a puzzle's steps kept for --frames, and what draws them:
// after the explanation, so that drawing does not count against the
// puzzle's time limit (a frame takes tens of milliseconds, a step
// microseconds).
type stepFrames struct {
	f     Framer
	dir   string
	steps []solve.Deduction[any]
}

// keep records step d (nothing on a nil f: no --frames).
func (f *stepFrames) keep(d solve.Deduction[any]) {
	if f != nil {
		f.steps = append(f.steps, d)
	}
}

// drawAll draws the steps kept into dir/001.png, … until ctx is done.
func (f *stepFrames) drawAll(ctx context.Context) error {
	if f == nil {
		return nil
	}
	for i, d := range f.steps {
		if ctx.Err() != nil {
			return context.Cause(ctx)
		}
		img, err := f.f.Frame(d)
		if err != nil {
			return fmt.Errorf("step %d: %w", i+1, err)
		}
		if err := writePNG(filepath.Join(f.dir, fmt.Sprintf("%03d.png", i+1)), img); err != nil {
			return err
		}
	}
	return nil
}

// framesSetup checks that --frames can draw and makes its folder.
func framesSetup(env Env, cmd string, o *logicOpts) bool {
	if env.Frames == nil {
		fmt.Fprintf(env.Stderr, env.tr("grille: %s: --frames: this build has no boards to draw\n"), cmd)
		return false
	}
	if err := os.MkdirAll(o.frames, 0o755); err != nil {
		fmt.Fprintf(env.Stderr, "grille: %s: --frames: %v\n", cmd, err)
		return false
	}
	o.jobs = 1 // the boards are drawn one at a time
	return true
}

// startFrames returns what keeps and draws the steps from board p (a
// puzzle, or a position's play) into o.frames: the first puzzle only
// (framed records that it is drawn).
func startFrames(env Env, o logicOpts, p any, framed *atomic.Bool) (*stepFrames, error) {
	if framed.Swap(true) { // explained, not drawn: its pictures would overwrite the first one's
		return nil, errors.New(env.tr("--frames draws the steps of the first puzzle only; this one is not drawn"))
	}
	f, err := env.Frames(o.typ, p)
	if err != nil {
		return nil, err
	}
	return &stepFrames{f: f, dir: o.frames}, nil
}

// writePNG writes img to the file name.
func writePNG(name string, img image.Image) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	err = png.Encode(w, img)
	if err == nil {
		err = w.Flush()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
